package catalog_test

import (
	"bytes"
	"crypto/sha512"
	"errors"
	"testing"

	"filippo.io/edwards25519"

	"github.com/curvecheck/curvecheck/catalog"
	"github.com/curvecheck/curvecheck/engine"
	"github.com/curvecheck/curvecheck/impls/refimpl"
)

// rfc8032Mode verifies Ed25519 as a widely used JavaScript library's RFC
// 8032 mode does, written here on filippo.io/edwards25519: canonical A
// and R encodings, S < l, the cofactored equation, and small-order public
// keys rejected (small-order R accepted).
func rfc8032Mode(in catalog.Values) (catalog.Values, error) {
	pub, msg, sig := in["pub"], in["msg"], in["sig"]
	if len(pub) != 32 || len(sig) != 64 {
		return nil, errors.New("bad length")
	}
	decode := func(b []byte) (*edwards25519.Point, error) {
		p, err := new(edwards25519.Point).SetBytes(b)
		if err != nil {
			return nil, err
		}
		if !bytes.Equal(p.Bytes(), b) {
			return nil, errors.New("non-canonical encoding")
		}
		return p, nil
	}
	A, err := decode(pub)
	if err != nil {
		return nil, err
	}
	R, err := decode(sig[:32])
	if err != nil {
		return nil, err
	}
	S, err := edwards25519.NewScalar().SetCanonicalBytes(sig[32:])
	if err != nil {
		return nil, err
	}
	id := edwards25519.NewIdentityPoint()
	if new(edwards25519.Point).MultByCofactor(A).Equal(id) == 1 {
		return nil, errors.New("small-order public key")
	}
	h := sha512.New()
	h.Write(sig[:32])
	h.Write(pub)
	h.Write(msg)
	k, _ := edwards25519.NewScalar().SetUniformBytes(h.Sum(nil))
	// [8]([S]B - [k]A - R) = O
	check := new(edwards25519.Point).VarTimeDoubleScalarBaseMult(k, new(edwards25519.Point).Negate(A), S)
	check.Subtract(check, R).MultByCofactor(check)
	if check.Equal(id) != 1 {
		return nil, errors.New("invalid signature")
	}
	return catalog.Values{}, nil
}

// TestWrongEd25519DeclarationIsCaught: that verifier declared "strict"
// produces findings on ed25519/verify's default cases (the edge cases
// include ed25519-speccheck's); declared with the atoms that describe it,
// none.
func TestWrongEd25519DeclarationIsCaught(t *testing.T) {
	op, _ := catalog.LookupOp("ed25519/verify")
	run := func(policy string) *engine.Report {
		impl := &catalog.Funcs{ImplName: "rfc8032-mode", Table: map[string]catalog.OpFunc{"ed25519/verify": rfc8032Mode},
			Policies: map[string]string{"ed25519/verify": policy}}
		rep, err := engine.Run(engine.Config{Ops: []catalog.Op{op}, Ref: refimpl.New(), Impls: []catalog.Impl{impl}, N: 100, Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		return rep
	}
	rep := run("strict")
	if len(rep.Findings) == 0 {
		t.Errorf("declared strict: no finding (%s)", rep.Verdict)
	}
	t.Logf("declared strict: %d findings; %s", len(rep.Findings), rep.Verdict.Coverage)
	if rep := run("ed25519:cofactored+ed25519:canonical-a+ed25519:reject-small-order-a"); len(rep.Findings) != 0 || rep.Verdict.Status != engine.Clean {
		t.Errorf("declared with its atoms: %d findings (%s)", len(rep.Findings), rep.Verdict)
		for _, f := range rep.Findings[:min(3, len(rep.Findings))] {
			t.Log(f.Reproducer())
		}
	}
}
