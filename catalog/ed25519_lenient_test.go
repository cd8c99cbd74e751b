package catalog_test

import (
	"bytes"
	"crypto/sha512"
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"

	"filippo.io/edwards25519"

	"github.com/curvecheck/curvecheck/catalog"
	"github.com/curvecheck/curvecheck/engine"
	"github.com/curvecheck/curvecheck/impls/refimpl"
)

// lenientVerifier is a held-out Ed25519 verifier with one published class
// of bug, written on filippo.io/edwards25519. It is never registered: it
// measures what ed25519/verify's edge cases and random cases detect.
type lenientVerifier struct {
	name, bug string
	policy    string // the policy it declares (the bug is not part of it)
	// scalar turns the signature's S into the scalar used, or rejects it.
	scalar func(s []byte) (*edwards25519.Scalar, error)
	// cofactored checks [8]([S]B - [k]A - R) = O instead of [S]B - [k]A = R.
	cofactored bool
	// rejectNegZeroA rejects a public key encoding x = 0 with the sign bit set.
	rejectNegZeroA bool
	// hashCanonicalA hashes the re-encoding of the decoded public key.
	hashCanonicalA bool
}

var errRejected = errors.New("invalid signature")

// exactS accepts S < l only.
func exactS(s []byte) (*edwards25519.Scalar, error) {
	return edwards25519.NewScalar().SetCanonicalBytes(s)
}

// reducedS uses S modulo l.
func reducedS(s []byte) (*edwards25519.Scalar, error) {
	wide := make([]byte, 64)
	copy(wide, s)
	return edwards25519.NewScalar().SetUniformBytes(wide)
}

func (v lenientVerifier) verify(in catalog.Values) (catalog.Values, error) {
	pub, msg, sig := in["pub"], in["msg"], in["sig"]
	if len(pub) != 32 || len(sig) != 64 {
		return nil, errors.New("bad length")
	}
	A, err := new(edwards25519.Point).SetBytes(pub)
	if err != nil {
		return nil, err
	}
	canonA := A.Bytes()
	if v.rejectNegZeroA && pub[31]&0x80 != 0 && canonA[31]&0x80 == 0 { // x = 0: the sign bit could not be honoured
		return nil, errors.New("public key: x = -0")
	}
	S, err := v.scalar(sig[32:])
	if err != nil {
		return nil, err
	}
	h := sha512.New()
	h.Write(sig[:32])
	if v.hashCanonicalA {
		h.Write(canonA)
	} else {
		h.Write(pub)
	}
	h.Write(msg)
	k, _ := edwards25519.NewScalar().SetUniformBytes(h.Sum(nil))
	// R' = [S]B - [k]A
	Rp := new(edwards25519.Point).VarTimeDoubleScalarBaseMult(k, new(edwards25519.Point).Negate(A), S)
	if !v.cofactored {
		if !bytes.Equal(Rp.Bytes(), sig[:32]) {
			return nil, errRejected
		}
		return catalog.Values{}, nil
	}
	R, err := new(edwards25519.Point).SetBytes(sig[:32])
	if err != nil || !bytes.Equal(R.Bytes(), sig[:32]) {
		return nil, errors.New("R: not a canonical encoding")
	}
	d := new(edwards25519.Point).Subtract(Rp, R)
	if d.MultByCofactor(d).Equal(edwards25519.NewIdentityPoint()) != 1 {
		return nil, errRejected
	}
	return catalog.Values{}, nil
}

func (v lenientVerifier) impl() catalog.Impl {
	f := &catalog.Funcs{ImplName: v.name, Table: map[string]catalog.OpFunc{"ed25519/verify": v.verify}}
	if v.policy != "" {
		f.Policies = map[string]string{"ed25519/verify": v.policy}
	}
	return f
}

// lenientVerifiers are the held-out variants.
var lenientVerifiers = []lenientVerifier{
	{name: "ref10-s-check", bug: "rejects S only when its top three bits are set (S >= 2^253), then uses S mod l (SUPERCOP ref10, ed25519-donna)",
		scalar: func(s []byte) (*edwards25519.Scalar, error) {
			if s[31]&0xe0 != 0 {
				return nil, errors.New("S out of range")
			}
			return reducedS(s)
		}},
	{name: "no-s-check", bug: "uses S mod l without a range check (TweetNaCl; elliptic before 6.5.7, CVE-2024-42459)", scalar: reducedS},
	{name: "top-byte-s-check", bug: "compares S with l on the most significant byte alone (rejects S[31] > 0x10), then uses S mod l",
		scalar: func(s []byte) (*edwards25519.Scalar, error) {
			if s[31] > 0x10 {
				return nil, errors.New("S out of range")
			}
			return reducedS(s)
		}},
	{name: "nibble-s-check", bug: "keeps only the fast path of a two-step range check: rejects S whose top four bits are set (S >= 2^252), so a valid S in [2^252, l) too",
		scalar: func(s []byte) (*edwards25519.Scalar, error) {
			if s[31]&0xf0 != 0 {
				return nil, errors.New("S out of range")
			}
			return exactS(s)
		}},
	{name: "cofactored-undeclared", bug: "checks the cofactored equation while declaring the cofactorless default", scalar: exactS, cofactored: true},
	{name: "canonical-a-sign-only", bug: "declares cofactorless-canonical-a but rejects only x = -0 in A, not y >= p", policy: "cofactorless-canonical-a",
		scalar: exactS, rejectNegZeroA: true},
	{name: "hash-canonical-a", bug: "hashes the re-encoding of the decoded public key, not the bytes received", scalar: exactS, hashCanonicalA: true},
}

// lenientFindings runs every variant on ed25519/verify with n random cases
// after the edge cases and returns the findings (distinct inputs) of each.
func lenientFindings(t *testing.T, vs []lenientVerifier, n int, seed int64) map[string]int {
	t.Helper()
	op, _ := catalog.LookupOp("ed25519/verify")
	var impls []catalog.Impl
	for _, v := range vs {
		impls = append(impls, v.impl())
	}
	rep, err := engine.Run(engine.Config{Ops: []catalog.Op{op}, Ref: refimpl.New(), Impls: impls, N: n, Seed: seed, Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]int{}
	for _, v := range vs {
		out[v.name] = 0
	}
	for _, f := range rep.Findings {
		out[f.Impl]++
	}
	return out
}

// TestLenientEd25519RandomCasesAddFindings: on every held-out variant that
// declares the default policy, the 1000 random cases of seed 1 add
// findings to those of the edge cases alone, and at least one variant is
// missed by the edge cases and found by the random cases.
func TestLenientEd25519RandomCasesAddFindings(t *testing.T) {
	var vs []lenientVerifier
	for _, v := range lenientVerifiers {
		if v.policy == "" { // one reference policy: one reference call per case
			vs = append(vs, v)
		}
	}
	edges := lenientFindings(t, vs, 0, 1)
	random := lenientFindings(t, vs, 1000, 1)
	var missed []string
	for _, v := range vs {
		t.Logf("%-22s n=0: %3d  n=1000: %3d  (%s)", v.name, edges[v.name], random[v.name], v.bug)
		if random[v.name] <= edges[v.name] {
			t.Errorf("%s: %d findings with 1000 random cases, %d with the edge cases alone", v.name, random[v.name], edges[v.name])
		}
		if edges[v.name] == 0 && random[v.name] > 0 {
			missed = append(missed, v.name)
		}
	}
	if len(missed) == 0 {
		t.Errorf("no variant is missed by the edge cases and found by the random cases")
	}
	t.Logf("missed by the edge cases alone, found by the random cases: %v", missed)
}

// TestLenientEd25519Measure prints, per held-out variant, the findings of
// the edge cases alone (n = 0) and of n random cases after them, for the
// seeds in CURVECHECK_LENIENT_SEEDS (default 1) and the n in
// CURVECHECK_LENIENT_N (default 1000). It only measures, and runs when
// CURVECHECK_LENIENT_MEASURE is set.
func TestLenientEd25519Measure(t *testing.T) {
	if os.Getenv("CURVECHECK_LENIENT_MEASURE") == "" {
		t.Skip("measurement only: set CURVECHECK_LENIENT_MEASURE=1")
	}
	n := 1000
	if s := os.Getenv("CURVECHECK_LENIENT_N"); s != "" {
		n, _ = strconv.Atoi(s)
	}
	seeds := []int64{1}
	if s := os.Getenv("CURVECHECK_LENIENT_SEEDS"); s != "" {
		seeds = nil
		for _, f := range strings.Fields(s) {
			v, err := strconv.ParseInt(f, 10, 64)
			if err != nil {
				t.Fatal(err)
			}
			seeds = append(seeds, v)
		}
	}
	edges := lenientFindings(t, lenientVerifiers, 0, 1)
	for _, seed := range seeds {
		got := lenientFindings(t, lenientVerifiers, n, seed)
		for _, v := range lenientVerifiers {
			fmt.Printf("seed %d %-22s n=0: %3d  n=%d: %3d\n", seed, v.name, edges[v.name], n, got[v.name])
		}
	}
}

// batchCofactorless verifies ed25519/verify_batch with the combined
// equation sum z_i([S_i]B - R_i - [k_i]A_i) = O, z_i 128-bit and derived
// from the batch, without the cofactor, and falls back to one cofactorless
// verification per signature when it fails: a torsion residual that the
// z_i cancel makes the batch accept a signature that alone is rejected.
func batchCofactorless(in catalog.Values) (catalog.Values, error) {
	pubs, msgs, sigs, err := catalog.DecodeEd25519Batch(in)
	if err != nil {
		return nil, err
	}
	exact := lenientVerifier{scalar: exactS}
	seed := sha512.New()
	for _, p := range []string{"pubs", "msgs", "sigs"} {
		seed.Write(in[p])
	}
	zSeed := seed.Sum(nil)
	ok := len(pubs) > 0
	sumS := edwards25519.NewScalar()
	var scalars []*edwards25519.Scalar
	var points []*edwards25519.Point
	for i := range pubs {
		A, errA := new(edwards25519.Point).SetBytes(pubs[i])
		R, errR := new(edwards25519.Point).SetBytes(sigs[i][:32])
		S, errS := exactS(sigs[i][32:])
		if errA != nil || errR != nil || errS != nil || !bytes.Equal(R.Bytes(), sigs[i][:32]) {
			ok = false
			break
		}
		h := sha512.New()
		h.Write(sigs[i][:32])
		h.Write(pubs[i])
		h.Write(msgs[i])
		k, _ := edwards25519.NewScalar().SetUniformBytes(h.Sum(nil))
		zh := sha512.Sum512(append(append([]byte(nil), zSeed...), byte(i), byte(i>>8)))
		wide := make([]byte, 64)
		copy(wide, zh[:16])
		z, _ := edwards25519.NewScalar().SetUniformBytes(wide)
		sumS.MultiplyAdd(z, S, sumS)
		scalars = append(scalars, z, edwards25519.NewScalar().Multiply(z, k))
		points = append(points, new(edwards25519.Point).Negate(R), new(edwards25519.Point).Negate(A))
	}
	valid := make([]bool, len(pubs))
	if ok {
		scalars = append(scalars, sumS)
		points = append(points, edwards25519.NewGeneratorPoint())
		if new(edwards25519.Point).VarTimeMultiScalarMult(scalars, points).Equal(edwards25519.NewIdentityPoint()) == 1 {
			for i := range valid {
				valid[i] = true
			}
			return catalog.Ed25519BatchVerdicts(valid), nil
		}
	}
	for i := range pubs {
		_, err := exact.verify(catalog.Values{"pub": pubs[i], "msg": msgs[i], "sig": sigs[i]})
		valid[i] = err == nil
	}
	return catalog.Ed25519BatchVerdicts(valid), nil
}

// TestLenientEd25519BatchMeasure prints the findings of batchCofactorless
// on ed25519/verify_batch with the edge cases alone and with 1000 random
// cases (seed 1). It only measures, and runs when
// CURVECHECK_LENIENT_MEASURE is set.
func TestLenientEd25519BatchMeasure(t *testing.T) {
	if os.Getenv("CURVECHECK_LENIENT_MEASURE") == "" {
		t.Skip("measurement only: set CURVECHECK_LENIENT_MEASURE=1")
	}
	op, _ := catalog.LookupOp("ed25519/verify_batch")
	impl := &catalog.Funcs{ImplName: "batch-cofactorless", Table: map[string]catalog.OpFunc{op.Name: batchCofactorless}}
	for _, n := range []int{0, 1000} {
		rep, err := engine.Run(engine.Config{Ops: []catalog.Op{op}, Ref: refimpl.New(), Impls: []catalog.Impl{impl}, N: n, Seed: 1, Workers: 2})
		if err != nil {
			t.Fatal(err)
		}
		fmt.Printf("batch-cofactorless n=%d: %d findings (%s)\n", n, len(rep.Findings), rep.Verdict.Coverage)
	}
}
