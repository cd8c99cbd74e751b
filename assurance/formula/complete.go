package formula

import (
	"fmt"
	"math/big"

	"github.com/curvecheck/curvecheck/assurance/symbolic"
)

// bosmaLenstra returns the complete addition law of Renes, Costello and
// Batina 2015 (ePrint 2015/1060, §3: the Bosma–Lenstra 1995 law for
// y²z = x³ + a·xz² + b·z³ with b3 = 3b):
//
//	X3 = (X1Y2 + X2Y1)(Y1Y2 − a(X1Z2 + X2Z1) − b3·Z1Z2)
//	     − (Y1Z2 + Y2Z1)(a·X1X2 + b3(X1Z2 + X2Z1) − a²·Z1Z2)
//	Y3 = (Y1Y2 + a(X1Z2 + X2Z1) + b3·Z1Z2)(Y1Y2 − a(X1Z2 + X2Z1) − b3·Z1Z2)
//	     + (3X1X2 + a·Z1Z2)(a·X1X2 + b3(X1Z2 + X2Z1) − a²·Z1Z2)
//	Z3 = (Y1Z2 + Y2Z1)(Y1Y2 + a(X1Z2 + X2Z1) + b3·Z1Z2) + (X1Y2 + X2Y1)(3X1X2 + a·Z1Z2)
//
// RCB Theorem 1: on a curve with no point of order 2 (E(F_p) of odd
// order) these never vanish together for two points of the curve, so
// (X3 : Y3 : Z3) is a projective point for every input pair.
func (pr *prover) bosmaLenstra(P, Q [3]symbolic.Poly) [3]symbolic.Poly {
	r := pr.ring
	a := pr.law.k(pr.fam.curve.a)
	b3 := pr.law.k(new(big.Int).Mul(pr.fam.curve.b, big.NewInt(3)))
	X1, Y1, Z1 := P[0], P[1], P[2]
	X2, Y2, Z2 := Q[0], Q[1], Q[2]
	xy := X1.Mul(Y2).Add(X2.Mul(Y1))
	yz := Y1.Mul(Z2).Add(Y2.Mul(Z1))
	xz := X1.Mul(Z2).Add(X2.Mul(Z1))
	yy, xx, zz := Y1.Mul(Y2), X1.Mul(X2), Z1.Mul(Z2)
	m := yy.Sub(a.Mul(xz)).Sub(b3.Mul(zz))
	p := yy.Add(a.Mul(xz)).Add(b3.Mul(zz))
	n := a.Mul(xx).Add(b3.Mul(xz)).Sub(a.Mul(a).Mul(zz))
	t := r.Const(3).Mul(xx).Add(a.Mul(zz))
	md := func(x symbolic.Poly) symbolic.Poly { return x.Mod(pr.fam.p) }
	return [3]symbolic.Poly{md(xy.Mul(m).Sub(yz.Mul(n))), md(p.Mul(m).Add(t.Mul(n))), md(yz.Mul(p).Add(xy.Mul(t)))}
}

// matchesLaw reports whether the output (X, Y, Z) equals c times the
// Bosma–Lenstra law of the inputs, modulo the curve equations, for one
// nonzero constant c: then RCB Theorem 1 applies to the code's output.
func (pr *prover) matchesLaw(c coords, bl [3]symbolic.Poly) error {
	out := [3]symbolic.Poly{c.X, c.Y, c.Z}
	// Locate c at a point where the law's Y is nonzero (the law's value
	// is never (0, 0, 0)), then check every coordinate.
	vals := map[string]*big.Int{"z1": big.NewInt(3), "z2": big.NewInt(5), "w1": big.NewInt(7), "w2": big.NewInt(11)}
	for i := 0; i < 2; i++ {
		vals[fmt.Sprintf("x%d", i+1)], vals[fmt.Sprintf("y%d", i+1)] = pr.eval[i][0], pr.eval[i][1]
	}
	var cst *big.Int
	for i := range out {
		lv, err := bl[i].Eval(vals, pr.fam.p)
		if err != nil {
			return err
		}
		if lv.Sign() == 0 {
			continue
		}
		ov, err := out[i].Eval(vals, pr.fam.p)
		if err != nil {
			return err
		}
		cst = new(big.Int).ModInverse(lv, pr.fam.p)
		cst.Mul(cst, ov).Mod(cst, pr.fam.p)
		break
	}
	if cst == nil || cst.Sign() == 0 {
		return fmt.Errorf("no constant relates the output to the Bosma–Lenstra law")
	}
	for i, name := range []string{"X", "Y", "Z"} {
		if !pr.reduce(out[i].Sub(bl[i].Scale(cst))).IsZero() {
			return fmt.Errorf("%s is not %v times the Bosma–Lenstra law's", name, cst)
		}
	}
	return nil
}
