package edwards25519

import (
	"bytes"
	"math/big"
	"math/rand"
	"testing"

	"github.com/curvecheck/curvecheck/fast/edwards25519/scalar"
	refedwards "github.com/curvecheck/curvecheck/ref/edwards"
)

func TestMultiScalarMultAgainstRef(t *testing.T) {
	r := rand.New(rand.NewSource(3))
	for _, n := range []int{1, 2, 3, 5, 16, 64, 200, 260, 520, 3} { // 520: Pippenger with c = 7; the last 3 reuses the larger pooled scratch
		var ss []*scalar.Scalar
		var ps []*Point
		want := rc.Identity()
		for i := 0; i < n; i++ {
			s, _ := randScalar(r)
			u, _ := randScalar(r)
			p := new(Point).ScalarBaseMult(u)
			if i == 1 { // the same point with the opposite scalar: the sum cancels
				p = new(Point).Set(ps[0])
				s = new(scalar.Scalar).Neg(ss[0])
			}
			if i == 2 { // the same point and scalar: a doubling
				p = new(Point).Set(ps[0])
				s = new(scalar.Scalar).Set(ss[0])
			}
			ss = append(ss, s)
			ps = append(ps, p)
			P, _ := rc.Decode(p.Bytes(), refedwards.DecodeOptions{})
			want = rc.Add(want, rc.ScalarMult(reffieldInt(s), P))
		}
		if n <= 64 {
			if got := mustMSM(new(Point).MultiScalarMult(ss, ps)); !bytes.Equal(got.Bytes(), rc.Encode(want)) {
				t.Fatalf("MultiScalarMult n=%d wrong", n)
			}
		}
		if got := mustMSM(new(Point).MultiScalarMultVar(ss, ps)); !bytes.Equal(got.Bytes(), rc.Encode(want)) {
			t.Fatalf("MultiScalarMultVar n=%d wrong", n)
		}
		if got := new(Point).pippengerVar(ss, ps); !bytes.Equal(got.Bytes(), rc.Encode(want)) {
			t.Fatalf("pippengerVar n=%d wrong", n)
		}
		if got := new(Point).strausVar(ss, ps); !bytes.Equal(got.Bytes(), rc.Encode(want)) {
			t.Fatalf("strausVar n=%d wrong", n)
		}
	}
}

func reffieldInt(s *scalar.Scalar) *big.Int {
	b := s.Bytes()
	r := make([]byte, 32)
	for i := range b {
		r[31-i] = b[i]
	}
	return new(big.Int).SetBytes(r)
}

// mustMSM is a multi-scalar multiplication's result, which must come with
// no error (the tests give as many scalars as points).
func mustMSM(p *Point, err error) *Point {
	if err != nil {
		panic(err)
	}
	return p
}

// TestMultiScalarMultCounts: counts that differ are an error, not a panic.
func TestMultiScalarMultCounts(t *testing.T) {
	ss := []*scalar.Scalar{new(scalar.Scalar)}
	ps := []*Point{NewGenerator(), NewGenerator()}
	if _, err := new(Point).MultiScalarMult(ss, ps); err == nil {
		t.Error("MultiScalarMult accepted 1 scalar and 2 points")
	}
	if _, err := new(Point).MultiScalarMultVar(ss, ps); err == nil {
		t.Error("MultiScalarMultVar accepted 1 scalar and 2 points")
	}
}
