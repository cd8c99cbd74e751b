package interp

import (
	"go/ast"
	"math/big"
)

// bits models math/bits exactly:
//
//	Mul64(x, y) = (hi, lo):     x·y = hi·2^64 + lo, hi fresh
//	Add64(x, y, c) = (s, c'):   x + y + c = s + c'·2^64
//	Sub64(x, y, b) = (d, b'):   x − y − b = d − b'·2^64
//
// with the carry or borrow out fixed by the intervals where they decide
// it, else a fresh decision variable (forced in a case split). The carry
// in must lie in [0, 1], as the functions require.
func (f *frame) bits(e *ast.CallExpr, name string) []Value {
	arg := func(i int) *Scalar {
		s := f.scalarArg(e, i)
		if len(s.Xor) > 1 {
			f.fail(e, "math/bits on an exclusive or not understood")
		}
		return s
	}
	two64 := pow2(64)
	one := big.NewInt(1)
	switch name {
	case "Mul64":
		x, y := arg(0), arg(1)
		p := x.P.Mul(y.P)
		lo, hi := new(big.Int).Mul(x.Lo, y.Lo), new(big.Int).Mul(x.Hi, y.Hi)
		h, _ := f.m.fresh("m", new(big.Int).Rsh(lo, 64), new(big.Int).Rsh(hi, 64))
		l := &Scalar{P: p.Sub(h.P.Scale(two64)), Lo: new(big.Int), Hi: pow2m1(64), Kind: U64}
		if c, ok := h.IsConst(); ok && c.Sign() == 0 {
			l.Lo, l.Hi = lo, hi
		}
		l.Wide = &Wide{Hi: h.P, Lo: l.P, Max: hi}
		f.m.fact(l)
		return []Value{h, l}
	case "Add64", "Sub64":
		x, y, c := arg(0), arg(1), arg(2)
		if c.Lo.Sign() < 0 || c.Hi.Cmp(one) > 0 {
			f.fail(e, "carry in may leave [0, 1]: %s", c)
		}
		var p = x.P.Add(y.P).Add(c.P)
		lo, hi := add(add(x.Lo, y.Lo), c.Lo), add(add(x.Hi, y.Hi), c.Hi)
		sign := 1
		if name == "Sub64" {
			p = x.P.Sub(y.P).Sub(c.P)
			lo, hi = sub(sub(x.Lo, y.Hi), c.Hi), sub(sub(x.Hi, y.Lo), c.Lo)
			sign = -1
		}
		// The carry is 0 when the exact result lies in [0, 2^64), 1
		// (carry) or 1 (borrow) when it lies beyond.
		var cl, ch int64 = 0, 1
		if lo.Sign() >= 0 && hi.Cmp(two64) < 0 {
			ch = 0
		}
		if sign > 0 && lo.Cmp(two64) >= 0 || sign < 0 && hi.Sign() < 0 {
			cl = 1
		}
		k, forced := f.m.fresh("c", big.NewInt(cl), big.NewInt(ch))
		// s = p ∓ k·2^64 (carry subtracts, borrow adds).
		kp := k.P.Scale(two64)
		off := new(big.Int)
		if kc, ok := k.IsConst(); ok {
			off.Mul(kc, two64)
		}
		var s *Scalar
		if sign > 0 {
			s = &Scalar{P: p.Sub(kp), Kind: U64}
			lo, hi = sub(lo, off), sub(hi, off)
		} else {
			s = &Scalar{P: p.Add(kp), Kind: U64}
			lo, hi = add(lo, off), add(hi, off)
		}
		if _, ok := k.IsConst(); !ok {
			lo, hi = new(big.Int), pow2m1(64)
		}
		if lo.Sign() < 0 {
			lo = new(big.Int)
		}
		if hi.Cmp(pow2m1(64)) > 0 {
			hi = pow2m1(64)
		}
		if lo.Cmp(hi) > 0 {
			if forced {
				panic(ErrInfeasible)
			}
			f.fail(e, "empty result interval")
		}
		s.Lo, s.Hi = lo, hi
		f.m.fact(s)
		if sign > 0 {
			// An addition into the low word of a two-word value (Wide).
			for _, in := range [][2]*Scalar{{x, y}, {y, x}} {
				w, other := in[0].Wide, in[1]
				if w == nil || !w.Lo.Equal(in[0].P) {
					continue
				}
				nw := &Wide{Hi: w.Hi.Add(k.P), Lo: s.P, Max: add(add(w.Max, other.Hi), c.Hi)}
				s.Wide = nw
				k = &Scalar{P: k.P, Lo: k.Lo, Hi: k.Hi, Kind: k.Kind, Wide: nw}
				break
			}
		}
		return []Value{s, k}
	}
	f.fail(e, "math/bits.%s not understood", name)
	return nil
}
