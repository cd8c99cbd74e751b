package refimpl_test

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/curvecheck/curvecheck/catalog"
	"github.com/curvecheck/curvecheck/impls/refimpl"
)

// TestEveryAtom: for every atom of the catalog, the reference under the
// atom gives another result than its default on the atom's example input,
// and the same result on the example input the atom does not change; the
// example's operation is one the atom applies to.
func TestEveryAtom(t *testing.T) {
	atoms := catalog.Atoms()
	if len(atoms) < 20 {
		t.Fatalf("only %d atoms registered", len(atoms))
	}
	def := refimpl.New()
	for _, a := range atoms {
		t.Run(a.Name, func(t *testing.T) {
			opName, changed, unchanged := a.Example()
			op, ok := catalog.LookupOp(opName)
			if !ok {
				t.Fatalf("example operation %s is not in the catalog", opName)
			}
			if !a.AppliesTo(opName) {
				t.Fatalf("example operation %s is not one the atom applies to", opName)
			}
			with, err := def.WithPolicy(opName, a.Name)
			if err != nil {
				t.Fatal(err)
			}
			d, w := catalog.Call(def, opName, changed), catalog.Call(with, opName, changed)
			if d.Panic || w.Panic {
				t.Fatalf("panic: %v / %v", d, w)
			}
			if catalog.Same(op, d, w) {
				t.Errorf("changed input: the atom makes no difference (%s)", d)
			}
			d, w = catalog.Call(def, opName, unchanged), catalog.Call(with, opName, unchanged)
			if !catalog.Same(op, d, w) {
				t.Errorf("unchanged input: default %s, under the atom %s", d, w)
			}
		})
	}
}

// TestAtomsApplyWhereDeclared: an atom on an operation it does not apply to
// is an error that names both; a named policy likewise; an unknown atom is
// an error.
func TestAtomsApplyWhereDeclared(t *testing.T) {
	for _, tc := range []struct{ op, policy, want string }{
		{"secp256k1/field_add", "field:ignore-top-bit", "field:ignore-top-bit does not apply to secp256k1/field_add"},
		{"secp256k1/ecdsa_verify", "ecdsa:low-s", "ecdsa:low-s does not apply to secp256k1/ecdsa_verify"},
		{"secp256k1/scalar_base_mult", "point:no-identity", "point:no-identity does not apply to secp256k1/scalar_base_mult"},
		{"edwards25519/field_add", "zip215", "zip215 does not apply to edwards25519/field_add"},
		{"ed25519/verify", "ed25519:cofactored+ed25519:nonsense", "unknown policy atom ed25519:nonsense"},
	} {
		err := catalog.CheckPolicy(tc.op, tc.policy)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("CheckPolicy(%s, %s) = %v, want %q", tc.op, tc.policy, err, tc.want)
		}
	}
	for _, ok := range [][2]string{{"edwards25519/field_add", "field:ignore-top-bit"}, {"ed25519/verify", "zip215+ed25519:reject-small-order-a"}, {"secp256k1/ecdsa_verify_message", "ecdsa:verify-low-s+point:no-identity"}} {
		if err := catalog.CheckPolicy(ok[0], ok[1]); err != nil {
			t.Errorf("CheckPolicy(%s, %s) = %v", ok[0], ok[1], err)
		}
	}
}

// TestNamedPoliciesAreTheirAtoms: each named Ed25519 policy behaves as its
// atoms on every ed25519/verify edge case, and the reference reports the
// name for the atoms.
func TestNamedPoliciesAreTheirAtoms(t *testing.T) {
	op, _ := catalog.LookupOp("ed25519/verify")
	def := refimpl.New()
	for _, p := range catalog.NamedPolicies() {
		byName, err := def.WithPolicy(op.Name, p.Name)
		if err != nil {
			t.Fatal(err)
		}
		byAtoms, err := def.WithPolicy(op.Name, strings.Join(p.Atoms, "+"))
		if err != nil {
			t.Fatal(err)
		}
		if got := catalog.PolicyOf(byAtoms, op.Name); got != p.Name {
			t.Errorf("%s: the reference under its atoms calls itself %q", p.Name, got)
		}
		for i, in := range op.Edges() {
			a, b := catalog.Call(byName, op.Name, in), catalog.Call(byAtoms, op.Name, in)
			if !catalog.Same(op, a, b) {
				t.Errorf("%s edge %d: by name %s, by atoms %s", p.Name, i, a, b)
			}
		}
	}
}

// TestPolicyForOpGlobs: a pattern declaration applies to the operations it
// matches, and every atom must apply to each of them.
func TestPolicyForOpGlobs(t *testing.T) {
	decls := map[string]string{"secp256k1/point_*": "point:no-identity", "secp256k1/point_add": "point:hybrid"}
	if got := catalog.PolicyForOp(decls, "secp256k1/point_double"); got != "point:no-identity" {
		t.Errorf("point_double: %q", got)
	}
	if got := catalog.PolicyForOp(decls, "secp256k1/point_add"); got != "point:hybrid" {
		t.Errorf("point_add (exact key wins): %q", got)
	}
	f := &catalog.Funcs{ImplName: "glob", Table: map[string]catalog.OpFunc{"secp256k1/field_add": nil, "secp256k1/point_add": nil},
		Policies: map[string]string{"secp256k1/*": "point:no-identity"}}
	err := catalog.CheckPolicyDecls(f)
	if err == nil || !strings.Contains(err.Error(), "point:no-identity does not apply to secp256k1/field_add") {
		t.Errorf("a pattern atom that does not apply to a matched operation: %v", err)
	}
	f.Policies = map[string]string{"p384/*": "point:no-identity"}
	if err := catalog.CheckPolicyDecls(f); err == nil || !strings.Contains(err.Error(), "matches no operation") {
		t.Errorf("a pattern that matches nothing: %v", err)
	}
}

// TestNotEncodable: under result:no-identity the reference answers
// ErrNotEncodable for a result at infinity.
func TestNotEncodable(t *testing.T) {
	r, _ := refimpl.New().WithPolicy("secp256k1/point_add", "result:no-identity")
	g := catalog.Secp256k1.BasePoint()
	neg := catalog.Secp256k1.W.EncodeUncompressed(catalog.Secp256k1.W.Neg(catalog.Secp256k1.W.Generator()))
	res := catalog.Call(r, "secp256k1/point_add", catalog.Values{"p": g, "q": neg})
	if !errors.Is(res.Err, catalog.ErrNotEncodable) {
		t.Fatalf("G + (-G) under result:no-identity: %v", res)
	}
	res = catalog.Call(refimpl.New(), "secp256k1/point_add", catalog.Values{"p": g, "q": neg})
	if res.Err != nil || !bytes.Equal(res.Out["r"], []byte{0}) {
		t.Fatalf("G + (-G) by default: %v", res)
	}
}
