package catalog_test

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"testing"

	"github.com/decred/dcrd/dcrec/secp256k1/v4"

	"github.com/curvecheck/curvecheck/catalog"
	"github.com/curvecheck/curvecheck/engine"
	"github.com/curvecheck/curvecheck/impls/refimpl"
)

// ecdsaVariant is a held-out secp256k1 ECDSA verifier (SEC1 §4.1.4, r ‖ s
// in 64 bytes) with at most one published class of bug, written on
// github.com/decred/dcrd/dcrec/secp256k1. It is never registered: it
// measures what secp256k1/ecdsa_verify's edge and random cases detect.
type ecdsaVariant struct {
	name, bug string
	// reduceR and reduceS use r or s modulo n instead of rejecting r, s >= n.
	reduceR, reduceS bool
	// rawX compares x(R) with r without reducing it modulo n.
	rawX bool
	// zeroOK skips the r, s != 0 check and reads the point at infinity as
	// x = 0 (CVE-2022-21449).
	zeroOK bool
}

func (v ecdsaVariant) verify(in catalog.Values) (catalog.Values, error) {
	Q, err := secp256k1.ParsePubKey(in["pub"])
	if err != nil {
		return nil, err
	}
	sig := in["sig"]
	if len(sig) != 64 {
		return nil, errors.New("bad length")
	}
	var r, s secp256k1.ModNScalar
	if r.SetByteSlice(sig[:32]) && !v.reduceR {
		return nil, errors.New("r >= n")
	}
	if s.SetByteSlice(sig[32:]) && !v.reduceS {
		return nil, errors.New("s >= n")
	}
	if !v.zeroOK && (r.IsZero() || s.IsZero()) {
		return nil, errors.New("r or s is zero")
	}
	d := in["digest"]
	if len(d) > 32 {
		d = d[:32] // the leftmost bitlen(n) = 256 bits
	}
	var e secp256k1.ModNScalar
	e.SetByteSlice(d)
	w := new(secp256k1.ModNScalar).InverseValNonConst(&s)
	u1 := new(secp256k1.ModNScalar).Mul2(&e, w)
	u2 := new(secp256k1.ModNScalar).Mul2(&r, w)
	var q, g, h, R secp256k1.JacobianPoint
	Q.AsJacobian(&q)
	secp256k1.ScalarBaseMultNonConst(u1, &g)
	secp256k1.ScalarMultNonConst(u2, &q, &h)
	secp256k1.AddNonConst(&g, &h, &R)
	var x [32]byte
	if (R.X.IsZero() && R.Y.IsZero()) || R.Z.IsZero() {
		if !v.zeroOK {
			return nil, errors.New("R at infinity")
		}
	} else {
		R.ToAffine()
		x = *R.X.Bytes()
	}
	if v.rawX {
		if !bytes.Equal(x[:], sig[:32]) {
			return nil, errors.New("invalid signature")
		}
		return catalog.Values{}, nil
	}
	var xr secp256k1.ModNScalar
	xr.SetByteSlice(x[:])
	if !xr.Equals(&r) {
		return nil, errors.New("invalid signature")
	}
	return catalog.Values{}, nil
}

// ecdsaVariants: a control without a bug (its findings, if any, are the
// adapter's own, not the bug's) and the variants.
var ecdsaVariants = []ecdsaVariant{
	{name: "control"},
	{name: "s-mod-n", bug: "uses s modulo n instead of rejecting s >= n", reduceS: true},
	{name: "r-mod-n", bug: "uses r modulo n instead of rejecting r >= n", reduceR: true},
	{name: "x-not-reduced", bug: "compares x(R) with r without reducing x modulo n (rejects the valid signatures where x(R) >= n)", rawX: true},
	{name: "psychic", bug: "no r, s != 0 check; the point at infinity read as x = 0 (CVE-2022-21449)", zeroOK: true},
}

// ecdsaLenientFindings runs secp256k1/ecdsa_verify with the edge cases and
// n random cases of seed against the reference, for the control and the
// variants given, and counts per variant the findings the control does not
// share (the control's own are returned as its count).
func ecdsaLenientFindings(t *testing.T, variants []ecdsaVariant, n int, seed int64) map[string]int {
	t.Helper()
	op, _ := catalog.LookupOp("secp256k1/ecdsa_verify")
	var impls []catalog.Impl
	for _, v := range append([]ecdsaVariant{ecdsaVariants[0]}, variants...) {
		impls = append(impls, &catalog.Funcs{ImplName: v.name, Table: map[string]catalog.OpFunc{op.Name: v.verify}})
	}
	rep, err := engine.Run(engine.Config{Ops: []catalog.Op{op}, Ref: refimpl.New(), Impls: impls, N: n, Seed: seed, Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	control := map[string]bool{}
	inputs := func(f engine.Finding) string { return fmt.Sprint(f.Inputs["pub"], f.Inputs["digest"], f.Inputs["sig"]) }
	for _, f := range rep.Findings {
		if f.Impl == "control" {
			control[inputs(f)] = true
		}
	}
	count := map[string]int{"control": len(control)}
	for _, f := range rep.Findings {
		if f.Impl != "control" && !control[inputs(f)] {
			count[f.Impl]++
		}
	}
	return count
}

// TestLenientECDSAMeasure prints, per held-out secp256k1 ECDSA variant, the
// findings of secp256k1/ecdsa_verify's edge cases alone (n = 0) and with
// 1000 random cases after them (seeds 1, 2, 3) that the control does not
// share. It only measures, and runs when CURVECHECK_LENIENT_MEASURE is set.
func TestLenientECDSAMeasure(t *testing.T) {
	if os.Getenv("CURVECHECK_LENIENT_MEASURE") == "" {
		t.Skip("measurement only: set CURVECHECK_LENIENT_MEASURE=1")
	}
	for _, seed := range []int64{1, 2, 3} {
		for _, n := range []int{0, 1000} {
			count := ecdsaLenientFindings(t, ecdsaVariants[1:], n, seed)
			for _, v := range ecdsaVariants {
				if v.name == "control" {
					fmt.Printf("ecdsa seed=%d n=%d control: %d findings\n", seed, n, count["control"])
					continue
				}
				fmt.Printf("ecdsa seed=%d n=%d %-14s %3d findings not the control's\n", seed, n, v.name, count[v.name])
			}
		}
	}
}

// TestLenientECDSARandomDetects requires secp256k1/ecdsa_verify's random
// cases (1000, seed 1) to find more than its edge cases alone for the
// variants the edges miss: s or r used modulo n, and x(R) compared
// unreduced. The control must have no finding.
func TestLenientECDSARandomDetects(t *testing.T) {
	if testing.Short() {
		t.Skip("runs 2 × 1000 verification cases against four verifiers")
	}
	var variants []ecdsaVariant
	for _, v := range ecdsaVariants {
		if v.reduceR || v.reduceS || v.rawX {
			variants = append(variants, v)
		}
	}
	if len(variants) != 3 {
		t.Fatalf("%d variants selected, want 3", len(variants))
	}
	edges := ecdsaLenientFindings(t, variants, 0, 1)
	random := ecdsaLenientFindings(t, variants, 1000, 1)
	if edges["control"] != 0 || random["control"] != 0 {
		t.Errorf("control findings: %d at n = 0, %d at n = 1000", edges["control"], random["control"])
	}
	for _, v := range variants {
		t.Logf("%s: %d findings at n = 0, %d at n = 1000", v.name, edges[v.name], random[v.name])
		if random[v.name] <= edges[v.name] {
			t.Errorf("%s (%s): %d findings with 1000 random cases, not more than the %d of the edge cases", v.name, v.bug, random[v.name], edges[v.name])
		}
	}
}
