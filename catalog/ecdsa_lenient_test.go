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

// TestLenientECDSAMeasure prints, per held-out secp256k1 ECDSA variant, the
// findings of secp256k1/ecdsa_verify's edge cases alone (n = 0) and with
// 1000 random cases after them (seed 1) that the control does not share.
// It only measures, and runs when CURVECHECK_LENIENT_MEASURE is set.
func TestLenientECDSAMeasure(t *testing.T) {
	if os.Getenv("CURVECHECK_LENIENT_MEASURE") == "" {
		t.Skip("measurement only: set CURVECHECK_LENIENT_MEASURE=1")
	}
	op, _ := catalog.LookupOp("secp256k1/ecdsa_verify")
	var impls []catalog.Impl
	for _, v := range ecdsaVariants {
		impls = append(impls, &catalog.Funcs{ImplName: v.name, Table: map[string]catalog.OpFunc{op.Name: v.verify}})
	}
	for _, n := range []int{0, 1000} {
		rep, err := engine.Run(engine.Config{Ops: []catalog.Op{op}, Ref: refimpl.New(), Impls: impls, N: n, Seed: 1, Workers: 2})
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
		count := map[string]int{}
		for _, f := range rep.Findings {
			if f.Impl != "control" && !control[inputs(f)] {
				count[f.Impl]++
			}
		}
		for _, v := range ecdsaVariants {
			if v.name == "control" {
				fmt.Printf("ecdsa n=%d control: %d findings\n", n, len(control))
				continue
			}
			fmt.Printf("ecdsa n=%d %-14s %3d findings not the control's\n", n, v.name, count[v.name])
		}
	}
}
