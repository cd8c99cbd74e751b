package formula

import (
	"fmt"
	"go/ast"
	"go/types"
	"math/big"

	"github.com/curvecheck/curvecheck/assurance/symbolic"
)

// fieldOp is the meaning of one field method on values: the receiver's
// new value (a polynomial reduced mod p) as a function of the arguments'.
// Limb bounds (tight/loose, magnitudes) do not enter: they are the field
// code's contract, proven with the field arithmetic; here a method is its
// value in F_p. Integer arguments that only state a magnitude are marked
// so that the mutation test leaves them alone (they carry no value).
type fieldOp struct {
	// magnitudeArg is the index of an argument that is a magnitude bound
	// only (−1 for none).
	magnitudeArg int
	do           func(m *machine, fr *frame, e *ast.CallExpr, recv *cell, args []value) (value, error)
}

func elemArg(fr *frame, e *ast.CallExpr, args []value, i int) (symbolic.Poly, error) {
	if i >= len(args) {
		return symbolic.Poly{}, errf(fr.p, e, "missing argument %d", i)
	}
	p, ok := args[i].(ptrV)
	if ok && p.c != nil {
		if v, ok := p.c.v.(elemV); ok {
			return v.p, nil
		}
	}
	return symbolic.Poly{}, errf(fr.p, e.Args[i], "argument %d is a %s, want *Element", i, describe(args[i]))
}

func intArg(fr *frame, e *ast.CallExpr, args []value, i int) (int64, error) {
	if i >= len(args) {
		return 0, errf(fr.p, e, "missing argument %d", i)
	}
	n, ok := args[i].(int64)
	if !ok {
		return 0, errf(fr.p, e.Args[i], "argument %d is a %s, want an integer", i, describe(args[i]))
	}
	return n, nil
}

// bitArg is a condition argument, which must be 0 or 1.
func bitArg(fr *frame, e *ast.CallExpr, args []value, i int) (bool, error) {
	n, err := intArg(fr, e, args, i)
	if err != nil {
		return false, err
	}
	if n != 0 && n != 1 {
		return false, errf(fr.p, e.Args[i], "condition %d is not 0 or 1", n)
	}
	return n == 1, nil
}

// valueOp makes an op whose receiver becomes f(elements), taking ne
// element arguments then ni integer arguments; it returns the receiver.
func valueOp(ne, ni, magnitudeArg int, f func(m *machine, a []symbolic.Poly, k []int64) symbolic.Poly) fieldOp {
	return fieldOp{magnitudeArg: magnitudeArg, do: func(m *machine, fr *frame, e *ast.CallExpr, recv *cell, args []value) (value, error) {
		if len(args) != ne+ni {
			return nil, errf(fr.p, e, "%d arguments, want %d", len(args), ne+ni)
		}
		var a []symbolic.Poly
		for i := 0; i < ne; i++ {
			p, err := elemArg(fr, e, args, i)
			if err != nil {
				return nil, err
			}
			a = append(a, p)
		}
		var k []int64
		for i := ne; i < ne+ni; i++ {
			n, err := intArg(fr, e, args, i)
			if err != nil {
				return nil, err
			}
			k = append(k, n)
		}
		v := m.reduce(f(m, a, k))
		if m.maxTerms > 0 && v.p.NumTerms() > m.maxTerms {
			return nil, errf(fr.p, e, "a value of %d terms, more than the bound %d of this proof", v.p.NumTerms(), m.maxTerms)
		}
		recv.v = v
		return ptrV{recv}, nil
	}}
}

// commonOps is the part of the method tables the three field packages
// share, each entry the value the method computes:
//
//	Mul(a, b) = a·b, Square(a) = a², Add(a, b) = a + b, Sub(a, b) = a − b,
//	Set(a) = a, One() = 1, Zero() = 0,
//	Select(a, b, c) = a if c = 1, b if c = 0 (c a concrete 0 or 1),
//	Swap(u, c): exchanges the receiver and u when c = 1,
//	IsZero() (int) and IsZeroVar() (bool): a path decision (oracle),
//	Inv, InvVar, Invert, InvertVar (a) = 1/a: a fresh variable w with
//	w·a = 1 (0 for the constant 0, as a^(p−2) is).
func commonOps() map[string]fieldOp {
	ops := map[string]fieldOp{
		"Mul":    valueOp(2, 0, -1, func(_ *machine, a []symbolic.Poly, _ []int64) symbolic.Poly { return a[0].Mul(a[1]) }),
		"Square": valueOp(1, 0, -1, func(_ *machine, a []symbolic.Poly, _ []int64) symbolic.Poly { return a[0].Mul(a[0]) }),
		"Add":    valueOp(2, 0, -1, func(_ *machine, a []symbolic.Poly, _ []int64) symbolic.Poly { return a[0].Add(a[1]) }),
		"Sub":    valueOp(2, 0, -1, func(_ *machine, a []symbolic.Poly, _ []int64) symbolic.Poly { return a[0].Sub(a[1]) }),
		"Set":    valueOp(1, 0, -1, func(_ *machine, a []symbolic.Poly, _ []int64) symbolic.Poly { return a[0] }),
		"One":    valueOp(0, 0, -1, func(m *machine, _ []symbolic.Poly, _ []int64) symbolic.Poly { return m.ring.Const(1) }),
		"Zero":   valueOp(0, 0, -1, func(m *machine, _ []symbolic.Poly, _ []int64) symbolic.Poly { return m.ring.Const(0) }),
	}
	ops["Select"] = fieldOp{magnitudeArg: -1, do: func(m *machine, fr *frame, e *ast.CallExpr, recv *cell, args []value) (value, error) {
		a, err := elemArg(fr, e, args, 0)
		if err != nil {
			return nil, err
		}
		b, err := elemArg(fr, e, args, 1)
		if err != nil {
			return nil, err
		}
		c, err := bitArg(fr, e, args, 2)
		if err != nil {
			return nil, err
		}
		if c {
			recv.v = elemV{a}
		} else {
			recv.v = elemV{b}
		}
		return ptrV{recv}, nil
	}}
	ops["Swap"] = fieldOp{magnitudeArg: -1, do: func(m *machine, fr *frame, e *ast.CallExpr, recv *cell, args []value) (value, error) {
		u, ok := args[0].(ptrV)
		if !ok || u.c == nil {
			return nil, errf(fr.p, e, "Swap of a %s", describe(args[0]))
		}
		if _, ok := u.c.v.(elemV); !ok {
			return nil, errf(fr.p, e, "Swap of a %s", describe(u.c.v))
		}
		c, err := bitArg(fr, e, args, 1)
		if err != nil {
			return nil, err
		}
		if c {
			recv.v, u.c.v = u.c.v, recv.v
		}
		return nil, nil
	}}
	zero := func(asBool bool) fieldOp {
		return fieldOp{magnitudeArg: -1, do: func(m *machine, fr *frame, e *ast.CallExpr, recv *cell, args []value) (value, error) {
			if len(args) != 0 {
				return nil, errf(fr.p, e, "IsZero with arguments")
			}
			p := recv.v.(elemV).p
			var z bool
			if c, ok := p.IsConst(); ok {
				z = c.Sign() == 0
			} else {
				sel := e.Fun.(*ast.SelectorExpr)
				z = m.or.choose(decision{what: fmt.Sprintf("%s (%s)", types.ExprString(sel.X), fr.p.pos(e)), poly: &p})
			}
			if asBool {
				return z, nil
			}
			if z {
				return int64(1), nil
			}
			return int64(0), nil
		}}
	}
	ops["IsZero"] = zero(false)
	ops["IsZeroVar"] = zero(true)
	inv := fieldOp{magnitudeArg: -1, do: func(m *machine, fr *frame, e *ast.CallExpr, recv *cell, args []value) (value, error) {
		a, err := elemArg(fr, e, args, 0)
		if err != nil {
			return nil, err
		}
		if c, ok := a.IsConst(); ok {
			if c.Sign() == 0 {
				recv.v = m.constant(zeroInt)
			} else {
				recv.v = m.constant(new(big.Int).ModInverse(c, m.fam.p))
			}
			return ptrV{recv}, nil
		}
		w := fmt.Sprintf("inv%d", len(m.invs)+1)
		m.invs = append(m.invs, inverse{w: w, a: a})
		recv.v = elemV{m.ring.Var(w)}
		return ptrV{recv}, nil
	}}
	for _, n := range []string{"Inv", "InvVar", "Invert", "InvertVar"} {
		ops[n] = inv
	}
	return ops
}

// negOps: Neg(a) = −a; AddLoose and SubLoose are Add and Sub without the
// final carry (same value); CondNeg(a, c) = −a if c = 1, a if c = 0;
// MulSmall(a, k) = k·a. (fast/edwards25519/field.)
func edwardsOps() map[string]fieldOp {
	ops := commonOps()
	ops["Neg"] = valueOp(1, 0, -1, func(_ *machine, a []symbolic.Poly, _ []int64) symbolic.Poly { return a[0].Neg() })
	ops["AddLoose"] = ops["Add"]
	ops["SubLoose"] = ops["Sub"]
	ops["MulSmall"] = valueOp(1, 1, -1, func(m *machine, a []symbolic.Poly, k []int64) symbolic.Poly {
		return a[0].Mul(m.ring.Const(k[0]))
	})
	ops["CondNeg"] = fieldOp{magnitudeArg: -1, do: func(m *machine, fr *frame, e *ast.CallExpr, recv *cell, args []value) (value, error) {
		a, err := elemArg(fr, e, args, 0)
		if err != nil {
			return nil, err
		}
		c, err := bitArg(fr, e, args, 1)
		if err != nil {
			return nil, err
		}
		if c {
			a = a.Neg()
		}
		recv.v = m.reduce(a)
		return ptrV{recv}, nil
	}}
	return ops
}

// secpOps: Neg(a, m) = −a (m, a's magnitude, is a bound only);
// MulInt(a, k) = k·a; Half(a) = a/2; NormalizeWeak, Normalize and
// NormalizeVar (a) = a (they change limbs, not the value); SetUint64(k) =
// k. (fast/secp256k1/field.)
func secpOps() map[string]fieldOp {
	ops := commonOps()
	ops["Neg"] = valueOp(1, 1, 1, func(_ *machine, a []symbolic.Poly, _ []int64) symbolic.Poly { return a[0].Neg() })
	ops["MulInt"] = valueOp(1, 1, -1, func(m *machine, a []symbolic.Poly, k []int64) symbolic.Poly {
		return a[0].Mul(m.ring.Const(k[0]))
	})
	ops["Half"] = valueOp(1, 0, -1, func(m *machine, a []symbolic.Poly, _ []int64) symbolic.Poly {
		return a[0].Mul(m.ring.ConstBig(new(big.Int).ModInverse(big.NewInt(2), m.fam.p)))
	})
	for _, n := range []string{"NormalizeWeak", "Normalize", "NormalizeVar"} {
		ops[n] = ops["Set"]
	}
	ops["SetUint64"] = valueOp(0, 1, -1, func(m *machine, _ []symbolic.Poly, k []int64) symbolic.Poly { return m.ring.Const(k[0]) })
	return ops
}

// p384Ops: Neg(a) = −a. (fast/p384/field, Montgomery form: the methods
// compute on the values the elements stand for.)
func p384Ops() map[string]fieldOp {
	ops := commonOps()
	ops["Neg"] = valueOp(1, 0, -1, func(_ *machine, a []symbolic.Poly, _ []int64) symbolic.Poly { return a[0].Neg() })
	return ops
}
