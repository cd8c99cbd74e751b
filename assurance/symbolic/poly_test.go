package symbolic

import (
	"math/big"
	"testing"
)

// p25519 is 2^255 − 19, written out here as the tests' own modulus.
var p25519 = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 255), big.NewInt(19))

func TestRingIdentities(t *testing.T) {
	r := NewRing("a", "b", "c")
	a, b, c := r.Var("a"), r.Var("b"), r.Var("c")
	two := r.Const(2)
	// (a + b)² = a² + 2ab + b².
	if !a.Add(b).Pow(2).Equal(a.Mul(a).Add(two.Mul(a).Mul(b)).Add(b.Mul(b))) {
		t.Fatal("(a+b)^2")
	}
	// (a − b)(a + b) = a² − b², and a known-wrong variant is not equal.
	lhs := a.Sub(b).Mul(a.Add(b))
	if !lhs.Equal(a.Pow(2).Sub(b.Pow(2))) {
		t.Fatal("difference of squares")
	}
	if lhs.Equal(a.Pow(2).Add(b.Pow(2))) {
		t.Fatal("a wrong identity was accepted")
	}
	// Distributivity and associativity on a larger example.
	x := a.Add(b).Sub(c.Scale(big.NewInt(3)))
	y := a.Mul(b).Add(r.Const(7))
	z := c.Pow(3).Sub(a)
	if !x.Mul(y.Add(z)).Equal(x.Mul(y).Add(x.Mul(z))) || !x.Mul(y).Mul(z).Equal(x.Mul(y.Mul(z))) {
		t.Fatal("ring axioms")
	}
	if got := a.Add(b).Pow(3).String(); got != "a^3 + 3*a^2*b + 3*a*b^2 + b^3" {
		t.Fatalf("String: %s", got)
	}
	if !a.Sub(a).IsZero() || a.IsZero() || r.Const(0).NumTerms() != 0 {
		t.Fatal("zero")
	}
}

func TestModCoeffDegreeSubst(t *testing.T) {
	r := NewRing("x", "y")
	x, y := r.Var("x"), r.Var("y")
	m := big.NewInt(7)
	p := x.Scale(big.NewInt(14)).Add(y.Scale(big.NewInt(-1)))
	if got := p.Mod(m).String(); got != "6*y" {
		t.Fatalf("Mod: %s", got)
	}
	q := x.Pow(3).Mul(y).Add(x.Scale(big.NewInt(5))).Add(y.Pow(2))
	if q.Degree("x") != 3 || q.Degree("y") != 2 || q.Degree("z") != 0 || r.Const(0).Degree("x") != -1 {
		t.Fatal("Degree")
	}
	if !q.Coeff("x", 3).Equal(y) || !q.Coeff("x", 1).Equal(r.Const(5)) || !q.Coeff("x", 0).Equal(y.Pow(2)) {
		t.Fatal("Coeff")
	}
	// q(x = y + 1) evaluated against direct evaluation at a point.
	s := q.Subst("x", y.Add(r.Const(1)))
	v, err := s.Eval(map[string]*big.Int{"y": big.NewInt(10)}, nil)
	if err != nil || v.Int64() != 11*11*11*10+55+100 {
		t.Fatalf("Subst/Eval: %v %v", v, err)
	}
	if _, err := q.Eval(map[string]*big.Int{"x": big.NewInt(1)}, nil); err == nil {
		t.Fatal("Eval without a value for y")
	}
}

// TestWeierstrassChord checks the engine on the textbook group law: the
// third point of the chord through two points of y² = x³ + ax + b lies on
// the curve, as a polynomial identity modulo both points' equations; a
// slope with a sign error does not.
func TestWeierstrassChord(t *testing.T) {
	r := NewRing("x1", "y1", "x2", "y2", "a", "b")
	x1, y1, x2, y2 := r.Var("x1"), r.Var("y1"), r.Var("x2"), r.Var("y2")
	a, b := r.Var("a"), r.Var("b")
	curve := func(x, y Poly) Poly { return y.Pow(2).Sub(x.Pow(3)).Sub(a.Mul(x)).Sub(b) }
	check := func(num Poly) bool {
		// With λ = N/D, D = x2 − x1: x3 = λ² − x1 − x2, y3 = λ(x1 − x3) − y1.
		// Cleared of denominators: X3 = N² − (x1 + x2)D², Y3 = N(x1D² − X3) − y1D³,
		// and the point (X3/D², Y3/D³) is on the curve iff
		// Y3² = X3³ + a·X3·D⁴ + b·D⁶.
		d := x2.Sub(x1)
		d2 := d.Pow(2)
		x3 := num.Pow(2).Sub(x1.Add(x2).Mul(d2))
		y3 := num.Mul(x1.Mul(d2).Sub(x3)).Sub(y1.Mul(d.Pow(3)))
		e := y3.Pow(2).Sub(x3.Pow(3)).Sub(a.Mul(x3).Mul(d.Pow(4))).Sub(b.Mul(d.Pow(6)))
		e = e.PseudoRem(curve(x1, y1), "y1").PseudoRem(curve(x2, y2), "y2")
		return e.IsZero()
	}
	if !check(y2.Sub(y1)) {
		t.Fatal("the chord's third point is not on the curve")
	}
	if check(y2.Add(y1)) {
		t.Fatal("a slope with a sign error was accepted")
	}
}

// TestEdwardsAddition checks the engine with PseudoRem by a curve equation
// whose leading coefficient is not constant: the sum of two points of
// −x² + y² = 1 + d·x²y² by the unified law is on the curve, over F_p with
// d a variable; the law with one sign changed is not.
func TestEdwardsAddition(t *testing.T) {
	r := NewRing("x1", "y1", "x2", "y2", "d")
	x1, y1, x2, y2, d := r.Var("x1"), r.Var("y1"), r.Var("x2"), r.Var("y2"), r.Var("d")
	one := r.Const(1)
	curve := func(x, y Poly) Poly {
		return x.Pow(2).Neg().Add(y.Pow(2)).Sub(one).Sub(d.Mul(x.Pow(2)).Mul(y.Pow(2)))
	}
	check := func(sign int64) bool {
		k := d.Mul(x1).Mul(x2).Mul(y1).Mul(y2)
		// x3 = (x1y2 + y1x2)/(1 + k), y3 = (y1y2 + x1x2)/(1 − k) (a = −1).
		nx := x1.Mul(y2).Add(y1.Mul(x2))
		ny := y1.Mul(y2).Add(x1.Mul(x2).Scale(big.NewInt(sign)))
		dx, dy := one.Add(k), one.Sub(k)
		// −nx²dy² + ny²dx² − dx²dy² − d·nx²ny² = 0 on the curve.
		e := nx.Pow(2).Mul(dy.Pow(2)).Neg().Add(ny.Pow(2).Mul(dx.Pow(2))).
			Sub(dx.Pow(2).Mul(dy.Pow(2))).Sub(d.Mul(nx.Pow(2)).Mul(ny.Pow(2)))
		e = e.PseudoRemMod(curve(x1, y1), "y1", p25519).PseudoRemMod(curve(x2, y2), "y2", p25519)
		return e.IsZero()
	}
	if !check(1) {
		t.Fatal("the Edwards sum is not on the curve")
	}
	if check(-1) {
		t.Fatal("an Edwards law with a sign error was accepted")
	}
}

func TestPseudoRemDefinition(t *testing.T) {
	// c^k·p − r must be a multiple of e: check by evaluating at points
	// where e vanishes. e = 3y² − x (c = 3): on (x, y) = (12, 2), e = 0.
	r := NewRing("x", "y")
	x, y := r.Var("x"), r.Var("y")
	e := y.Pow(2).Scale(big.NewInt(3)).Sub(x)
	p := y.Pow(5).Add(x.Mul(y.Pow(2))).Add(r.Const(4))
	rem := p.PseudoRem(e, "y")
	if rem.Degree("y") >= 2 {
		t.Fatalf("remainder degree %d", rem.Degree("y"))
	}
	at := map[string]*big.Int{"x": big.NewInt(12), "y": big.NewInt(2)}
	pv, _ := p.Eval(at, nil)
	rv, _ := rem.Eval(at, nil)
	// Some power of 3 times p's value equals r's value.
	ok := false
	for k, c := 0, big.NewInt(1); k < 6; k, c = k+1, new(big.Int).Mul(c, big.NewInt(3)) {
		if new(big.Int).Mul(c, pv).Cmp(rv) == 0 {
			ok = true
		}
	}
	if !ok {
		t.Fatalf("p = %v, r = %v at a point of e = 0", pv, rv)
	}
}

func TestMisuse(t *testing.T) {
	mustPanic := func(name string, f func()) {
		t.Helper()
		defer func() {
			if recover() == nil {
				t.Errorf("%s did not panic", name)
			}
		}()
		f()
	}
	r1, r2 := NewRing("x"), NewRing("x")
	mustPanic("rings mixed", func() { r1.Var("x").Add(r2.Var("x")) })
	mustPanic("zero Poly", func() { Poly{}.Add(r1.Var("x")) })
	mustPanic("PseudoRem by a constant", func() { r1.Var("x").PseudoRem(r1.Const(2), "x") })
	mustPanic("Mod by 0", func() { r1.Var("x").Mod(big.NewInt(0)) })
}
