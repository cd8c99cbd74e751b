package formula

import (
	"fmt"
	"math/big"

	"github.com/curvecheck/curvecheck/assurance/symbolic"
)

// edwardsComplete checks the hypotheses of Bernstein–Lange 2007
// (Theorem 3.3) as extended to twisted curves by Bernstein, Birkner,
// Joye, Lange and Peters 2008 (§6) and used by HWCD 2008 §3: a is a
// square and d is not, in F_p (Euler's criterion), so 1 ± d·x1x2y1y2 never
// vanishes on the curve and the Edwards law is complete.
func edwardsComplete(c curve, p *big.Int) error {
	e := new(big.Int).Rsh(new(big.Int).Sub(p, big.NewInt(1)), 1)
	pm1 := new(big.Int).Sub(p, big.NewInt(1))
	a := new(big.Int).Mod(c.a, p)
	d := new(big.Int).Mod(c.b, p)
	if new(big.Int).Exp(a, e, p).Cmp(big.NewInt(1)) != 0 {
		return fmt.Errorf("a is not a nonzero square mod p")
	}
	if new(big.Int).Exp(d, e, p).Cmp(pm1) != 0 {
		return fmt.Errorf("d is not a non-square mod p")
	}
	return nil
}

// weierstrassNo2Torsion checks that y² = x³ + a·x + b has no point of
// order 2 over F_p, the hypothesis of Renes–Costello–Batina 2015 Theorem 1
// (and what makes y ≠ 0 on every finite point, so that the doublings'
// denominator 2y never vanishes): f = x³ + a·x + b has no root in F_p, i.e.
// gcd(f, x^p − x) = 1, with x^p mod f by repeated squaring in F_p[x]/(f).
func weierstrassNo2Torsion(c curve, p *big.Int) error {
	r := symbolic.NewRing("x")
	x := r.Var("x")
	f := x.Pow(3).Add(r.ConstBig(c.a).Mul(x)).Add(r.ConstBig(c.b)).Mod(p)
	acc := r.Const(1)
	for i := p.BitLen() - 1; i >= 0; i-- {
		acc = acc.Mul(acc).PseudoRemMod(f, "x", p)
		if p.Bit(i) == 1 {
			acc = acc.Mul(x).PseudoRemMod(f, "x", p)
		}
	}
	g := acc.Sub(x).Mod(p)
	// Euclid over F_p (pseudo-remainders differ from remainders by units).
	a, b := f, g
	for !b.IsZero() {
		if _, isConst := b.IsConst(); isConst {
			return nil // gcd is a nonzero constant
		}
		a, b = b, a.PseudoRemMod(b, "x", p)
	}
	return fmt.Errorf("x³ + a·x + b has a root mod p (gcd %v): a point of order 2", a)
}
