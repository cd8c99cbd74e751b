//go:build !exhaustive

package p384

import (
	"bytes"
	"math/big"
	"testing"

	"github.com/leanovate/gopter"
	"github.com/leanovate/gopter/prop"

	"github.com/curvecheck/curvecheck/fast/p384/field"
	"github.com/curvecheck/curvecheck/fast/p384/scalar"
	"github.com/curvecheck/curvecheck/internal/proptest"
)

// The gopter properties of fast/p384: the field and scalar laws with the
// reference's arithmetic (math/big) as the oracle, and the group's
// operations against the reference and against each other. A failure
// logs its seed (replay with CURVECHECK_SEED).

func elem(x *big.Int) *field.Element {
	e, err := new(field.Element).SetBytes(x.FillBytes(make([]byte, 48)))
	if err != nil {
		panic(err)
	}
	return e
}

func TestFieldProperties(t *testing.T) {
	props := gopter.NewProperties(proptest.Parameters(t, 200))
	P := curve.F.P()
	fe := proptest.Int(P)
	big1 := func(e *field.Element) *big.Int { return new(big.Int).SetBytes(e.Bytes()) }
	props.Property("a·b and a + b - c agree with math/big", prop.ForAll(func(a, b, c *big.Int) bool {
		m := new(big.Int).Mul(a, b)
		s := new(big.Int).Sub(new(big.Int).Add(a, b), c)
		var x, y field.Element
		x.Mul(elem(a), elem(b))
		y.Add(elem(a), elem(b)).Sub(&y, elem(c))
		return big1(&x).Cmp(m.Mod(m, P)) == 0 && big1(&y).Cmp(s.Mod(s, P)) == 0
	}, fe, fe, fe))
	props.Property("a·(b + c) = a·b + a·c and a² = a·a", prop.ForAll(func(a, b, c *big.Int) bool {
		var l, r, t, sq, aa field.Element
		l.Mul(elem(a), t.Add(elem(b), elem(c)))
		r.Mul(elem(a), elem(b)).Add(&r, t.Mul(elem(a), elem(c)))
		sq.Square(elem(a))
		aa.Mul(elem(a), elem(a))
		return l.Equal(&r) == 1 && sq.Equal(&aa) == 1
	}, fe, fe, fe))
	props.Property("InvVar = Inv, and a·a⁻¹ = 1 for a ≠ 0", prop.ForAll(func(a *big.Int) bool {
		var i, v, one, p field.Element
		i.Inv(elem(a))
		v.InvVar(elem(a))
		one.One()
		p.Mul(elem(a), &i)
		return i.Equal(&v) == 1 && (a.Sign() == 0 || p.Equal(&one) == 1)
	}, fe))
	props.Property("Sqrt(a²) = ±a", prop.ForAll(func(a *big.Int) bool {
		var sq, neg field.Element
		sq.Square(elem(a))
		r, ok := new(field.Element).Sqrt(&sq)
		neg.Neg(elem(a))
		return ok == 1 && (r.Equal(elem(a)) == 1 || r.Equal(&neg) == 1)
	}, fe))
	props.TestingRun(t)
}

func TestScalarProperties(t *testing.T) {
	props := gopter.NewProperties(proptest.Parameters(t, 200))
	N := curve.N
	sc := proptest.Int(N)
	s := func(x *big.Int) *scalar.Scalar {
		v, err := new(scalar.Scalar).SetBytes(x.FillBytes(make([]byte, 48)))
		if err != nil {
			panic(err)
		}
		return v
	}
	props.Property("a·b + a agrees with math/big; InvVar = Inv = a⁻¹", prop.ForAll(func(a, b *big.Int) bool {
		want := new(big.Int).Add(new(big.Int).Mul(a, b), a)
		var x scalar.Scalar
		x.Mul(s(a), s(b)).Add(&x, s(a))
		inv := new(big.Int)
		if a.Sign() != 0 {
			inv.ModInverse(a, N)
		}
		i := new(scalar.Scalar).Inv(s(a))
		v := new(scalar.Scalar).InvVar(s(a))
		return new(big.Int).SetBytes(x.Bytes()).Cmp(want.Mod(want, N)) == 0 &&
			new(big.Int).SetBytes(i.Bytes()).Cmp(inv) == 0 && v.Equal(i) == 1
	}, sc, sc))
	props.TestingRun(t)
}

func TestGroupProperties(t *testing.T) {
	props := gopter.NewProperties(proptest.Parameters(t, 25))
	sc := proptest.Int(curve.N)
	g := NewGenerator()
	base := func(k *big.Int) *Point {
		p, err := new(Point).scalarBaseMultBytes(scalarBytes(k))
		if err != nil {
			panic(err)
		}
		return p
	}
	props.Property("ScalarBaseMult(k) = the reference's k·G = ScalarMult(k, G)", prop.ForAll(func(k *big.Int) bool {
		_, want := refPoint(k)
		q, _ := new(Point).scalarMultBytes(scalarBytes(k), g)
		return bytes.Equal(base(k).Bytes(), want) && bytes.Equal(q.Bytes(), want)
	}, sc))
	props.Property("(a+b)G = aG + bG and a(bG) = (ab)G", prop.ForAll(func(a, b *big.Int) bool {
		sum := new(big.Int).Add(a, b)
		ab := new(big.Int).Mul(a, b)
		l := base(sum.Mod(sum, curve.N))
		r := new(Point).Add(base(a), base(b))
		m, _ := new(Point).scalarMultBytes(scalarBytes(a), base(b))
		return l.Equal(r) == 1 && m.Equal(base(ab.Mod(ab, curve.N))) == 1
	}, sc, sc))
	props.Property("MultiScalarMult = MultiScalarMultIndependent = MultiScalarMultVar = aP + bQ + cR", prop.ForAll(func(a, b, c, p, q, r *big.Int) bool {
		ks := [][]byte{scalarBytes(a), scalarBytes(b), scalarBytes(c)}
		ps := []*Point{base(p), base(q), base(r)}
		want := new(Point).Add(mustMul(a, ps[0]), mustMul(b, ps[1]))
		want.Add(want, mustMul(c, ps[2]))
		ct, _ := new(Point).multiScalarMult(ks, ps)
		ind, _ := new(Point).multiScalarMultIndependent(ks, ps)
		vt, _ := new(Point).multiScalarMultVarBytes(ks, ps)
		pip, _ := new(Point).multiScalarMultVarWith(1, ks, ps)
		return ct.Equal(want) == 1 && ind.Equal(want) == 1 && vt.Equal(want) == 1 && pip.Equal(want) == 1
	}, sc, sc, sc, sc, sc, sc))
	props.Property("DoubleScalarMultBaseVar(a, P, b) = aP + bG; ScalarMultPrecomputed = ScalarMult", prop.ForAll(func(a, b, p *big.Int) bool {
		P := base(p)
		want := new(Point).Add(mustMul(a, P), base(b))
		got, _ := new(Point).doubleScalarMultBaseVarBytes(scalarBytes(a), P, scalarBytes(b))
		pre, _ := new(Point).scalarMultPrecomputedBytes(scalarBytes(a), NewPrecomputed(P))
		return got.Equal(want) == 1 && pre.Equal(mustMul(a, P)) == 1
	}, sc, sc, sc))
	props.Property("SetBytes(Bytes(P)) = SetBytes(BytesCompressed(P)) = P", prop.ForAll(func(p *big.Int) bool {
		P := base(p)
		u, err1 := new(Point).SetBytes(P.Bytes())
		c, err2 := new(Point).SetBytes(P.BytesCompressed())
		return err1 == nil && err2 == nil && u.Equal(P) == 1 && c.Equal(P) == 1
	}, sc))
	props.TestingRun(t)
}

func mustMul(k *big.Int, p *Point) *Point {
	v, err := new(Point).scalarMultBytes(scalarBytes(k), p)
	if err != nil {
		panic(err)
	}
	return v
}
