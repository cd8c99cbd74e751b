package edwards25519

import (
	"bytes"
	"github.com/curvecheck/curvecheck/fast/edwards25519/field"
	"math/big"
	"math/rand"
	"testing"

	"github.com/curvecheck/curvecheck/fast/edwards25519/scalar"
	refedwards "github.com/curvecheck/curvecheck/ref/edwards"
	reffield "github.com/curvecheck/curvecheck/ref/field"
)

var rc = refedwards.Edwards25519

func randScalar(r *rand.Rand) (*scalar.Scalar, *big.Int) {
	b := make([]byte, 64)
	r.Read(b)
	s, _ := new(scalar.Scalar).SetWideBytes(b)
	return s, reffield.IntLE(s.Bytes())
}

func TestGenerator(t *testing.T) {
	if !bytes.Equal(NewGenerator().Bytes(), rc.Encode(rc.Base())) {
		t.Fatal("generator differs from ref")
	}
	if !bytes.Equal(NewIdentity().Bytes(), rc.Encode(rc.Identity())) {
		t.Fatal("identity differs from ref")
	}
}

// TestBaseTables recomputes every entry of the precomputed tables with
// the math/big reference.
func TestBaseTables(t *testing.T) {
	tables := baseTables()
	for i := 0; i < 32; i++ {
		for j := 0; j < 8; j++ {
			k := new(big.Int).Lsh(big.NewInt(int64(j+1)), uint(8*i))
			want := rc.ScalarBaseMult(k)
			// The affine addend back as a point: with 2x = ypx - ymx and
			// 2y = ypx + ymx, (2x : 2y : 2 : 2x·2y/2).
			e := tables[i][j]
			var ypx, ymx field.Element
			ypx.Add(&e.ypx, &fieldZero) // tight
			ymx.Add(&e.ymx, &fieldZero)
			var p Point
			p.x.Sub(&ypx, &ymx)
			p.y.Add(&ypx, &ymx)
			p.z.One()
			p.z.Add(&p.z, &p.z)
			p.t.Mul(&p.x, &p.y)
			p.t.Mul(&p.t, new(Point).z.Inv(&p.z))
			if !bytes.Equal(p.Bytes(), rc.Encode(want)) {
				t.Fatalf("table[%d][%d] wrong", i, j)
			}
		}
	}
}

func TestScalarMultAgainstRef(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	for i := 0; i < 60; i++ {
		s, S := randScalar(r)
		if i == 0 {
			s.Zero()
			S = big.NewInt(0)
		}
		got := new(Point).ScalarBaseMult(s)
		if !bytes.Equal(got.Bytes(), rc.Encode(rc.ScalarBaseMult(S))) {
			t.Fatalf("ScalarBaseMult(%v) wrong", S)
		}
		u, U := randScalar(r)
		q := new(Point).ScalarBaseMult(u)
		Q := rc.ScalarBaseMult(U)
		if !bytes.Equal(new(Point).ScalarMult(s, q).Bytes(), rc.Encode(rc.ScalarMult(S, Q))) {
			t.Fatalf("ScalarMult wrong")
		}
		a, A := randScalar(r)
		want := rc.Add(rc.ScalarMult(A, Q), rc.ScalarBaseMult(S))
		if !bytes.Equal(new(Point).DoubleScalarMultBaseVar(a, q, s).Bytes(), rc.Encode(want)) {
			t.Fatalf("DoubleScalarMultBaseVar wrong")
		}
		// Group law.
		if !bytes.Equal(new(Point).Add(q, got).Bytes(), rc.Encode(rc.Add(Q, rc.ScalarBaseMult(S)))) ||
			!bytes.Equal(new(Point).Sub(q, got).Bytes(), rc.Encode(rc.Add(Q, rc.Neg(rc.ScalarBaseMult(S))))) ||
			!bytes.Equal(new(Point).Double(q).Bytes(), rc.Encode(rc.Double(Q))) {
			t.Fatal("Add/Subtract/Double wrong")
		}
	}
	zero := new(scalar.Scalar)
	if NewIdentity().Equal(new(Point).DoubleScalarMultBaseVar(zero, NewGenerator(), zero)) != 1 {
		t.Fatal("0·A + 0·B != O")
	}
}

// TestDecodeLowOrder decodes the low-order encodings (CCTV's list) under
// both decoders, as the reference does.
func TestDecodeMatchesRef(t *testing.T) {
	r := rand.New(rand.NewSource(2))
	cases := [][]byte{}
	for _, h := range []string{
		"0000000000000000000000000000000000000000000000000000000000000000",
		"edffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f",
		"0100000000000000000000000000000000000000000000000000000000000080",
		"eeffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
		"26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc05",
		"ecffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
		"ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
	} {
		b, _ := new(big.Int).SetString(h, 16)
		cases = append(cases, b.FillBytes(make([]byte, 32)))
	}
	for i := 0; i < 500; i++ {
		b := make([]byte, 32)
		r.Read(b)
		cases = append(cases, b)
	}
	for _, b := range cases {
		for _, lenient := range []bool{false, true} {
			opts := refedwards.DecodeOptions{AllowNonCanonicalY: lenient, AllowNegativeZero: lenient}
			P, refErr := rc.Decode(b, opts)
			p, err := new(Point).decode(b, !lenient)
			if (err == nil) != (refErr == nil) {
				t.Fatalf("decode(%x, lenient=%v): fast err %v, ref err %v", b, lenient, err, refErr)
			}
			if err == nil && !bytes.Equal(p.Bytes(), rc.Encode(P)) {
				t.Fatalf("decode(%x) differs", b)
			}
		}
	}
}
