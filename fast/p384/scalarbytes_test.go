package p384

import (
	"bytes"
	"errors"
	"math/rand"
	"testing"

	"github.com/curvecheck/curvecheck/fast/p384/scalar"
)

// The multiplications on 48-byte big-endian scalars of any value below
// 2^384, which the tests use to reach the recoding's edges (values at or
// above n, and in the exhaustive model above its small order); the
// exported methods take reduced *scalar.Scalar values and call the same
// code on their encodings (TestScalarAPIMatchesBytes).

// errScalarLength reports a scalar that is not 48 bytes.
var errScalarLength = errors.New("p384: scalar is not 48 bytes")

func (v *Point) scalarMultBytes(k []byte, p *Point) (*Point, error) {
	if len(k) != 48 {
		return nil, errScalarLength
	}
	var t table
	t.fill(p)
	v.mulTable(&t, k)
	return v, nil
}

func (v *Point) scalarBaseMultBytes(k []byte) (*Point, error) {
	if len(k) != 48 {
		return nil, errScalarLength
	}
	v.mulRows(gWindows(), k)
	return v, nil
}

func (v *Point) scalarMultPrecomputedBytes(k []byte, t *Precomputed) (*Point, error) {
	if len(k) != 48 {
		return nil, errScalarLength
	}
	v.mulRows(&t.rows, k)
	v.Select(NewIdentity(), v, t.identity)
	return v, nil
}

func (v *Point) doubleScalarMultBaseVarBytes(a []byte, p *Point, b []byte) (*Point, error) {
	if len(a) != 48 || len(b) != 48 {
		return nil, errScalarLength
	}
	return v.doubleScalarMultBaseVar(a, p, b), nil
}

func (v *Point) multiScalarMultVarBytes(ks [][]byte, ps []*Point) (*Point, error) {
	for _, k := range ks {
		if len(k) != 48 {
			return nil, errMSMVarInputs
		}
	}
	return v.multiScalarMultVarWith(-1, ks, ps)
}

// TestScalarAPIMatchesBytes holds each exported multiplication to the
// byte-level one on the scalar's encoding, and the multi-scalar ones'
// count errors.
func TestScalarAPIMatchesBytes(t *testing.T) {
	r := rand.New(rand.NewSource(7))
	for range 4 {
		var a, b scalar.Scalar
		ab, bb := make([]byte, 48), make([]byte, 48)
		r.Read(ab)
		r.Read(bb)
		if _, err := a.SetBytesReduce(ab); err != nil {
			t.Fatal(err)
		}
		if _, err := b.SetBytesReduce(bb); err != nil {
			t.Fatal(err)
		}
		ae, be := a.Bytes(), b.Bytes()
		p, _ := new(Point).scalarBaseMultBytes(bb)
		pre := NewPrecomputed(p)
		same := func(name string, got, want *Point) {
			t.Helper()
			if !bytes.Equal(got.Bytes(), want.Bytes()) {
				t.Fatalf("%s: %x, want %x", name, got.Bytes(), want.Bytes())
			}
		}
		w, _ := new(Point).scalarBaseMultBytes(ae)
		same("ScalarBaseMult", new(Point).ScalarBaseMult(&a), w)
		w, _ = new(Point).scalarMultBytes(ae, p)
		same("ScalarMult", new(Point).ScalarMult(&a, p), w)
		w, _ = new(Point).scalarMultPrecomputedBytes(ae, pre)
		same("ScalarMultPrecomputed", new(Point).ScalarMultPrecomputed(&a, pre), w)
		w, _ = new(Point).doubleScalarMultBaseVarBytes(ae, p, be)
		same("DoubleScalarMultBaseVar", new(Point).DoubleScalarMultBaseVar(&a, p, &b), w)
		ks, kb, ps := []*scalar.Scalar{&a, &b}, [][]byte{ae, be}, []*Point{p, NewGenerator()}
		for _, m := range []struct {
			name  string
			api   func(*Point, []*scalar.Scalar, []*Point) (*Point, error)
			bytes func(*Point, [][]byte, []*Point) (*Point, error)
		}{
			{"MultiScalarMult", (*Point).MultiScalarMult, (*Point).multiScalarMult},
			{"MultiScalarMultIndependent", (*Point).MultiScalarMultIndependent, (*Point).multiScalarMultIndependent},
			{"MultiScalarMultVar", (*Point).MultiScalarMultVar, (*Point).multiScalarMultVarBytes},
		} {
			got, err := m.api(new(Point), ks, ps)
			if err != nil {
				t.Fatalf("%s: %v", m.name, err)
			}
			w, _ = m.bytes(new(Point), kb, ps)
			same(m.name, got, w)
			if _, err := m.api(new(Point), ks[:1], ps); err == nil {
				t.Fatalf("%s accepted 1 scalar and 2 points", m.name)
			}
		}
	}
}
