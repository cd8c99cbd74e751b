package interp

import (
	"go/ast"
	"go/token"
	"math/big"
	"sort"

	"github.com/curvecheck/curvecheck/assurance/symbolic"
)

func (f *frame) scalar(n ast.Node, v Value) *Scalar {
	s, ok := v.(*Scalar)
	if !ok {
		f.fail(n, "operand is not an integer (%T)", v)
	}
	return s
}

// checkRange fails when s may leave the range of its kind.
func (f *frame) checkRange(n ast.Node, s *Scalar) *Scalar {
	lo, hi := rangeOf(s.Kind)
	if lo == nil || len(s.Xor) > 1 {
		return s
	}
	if s.Lo.Cmp(lo) < 0 || s.Hi.Cmp(hi) > 0 {
		f.fail(n, "%s may leave its type's range: %s", f.pkg.Text(n), s)
	}
	return s
}

func resultKind(x, y *Scalar) Kind {
	if x.Kind == Untyped {
		return y.Kind
	}
	return x.Kind
}

// binary applies op to x and y.
func (f *frame) binary(n ast.Node, op token.Token, xv, yv Value) Value {
	if xb, ok := xv.(bool); ok {
		yb, ok := yv.(bool)
		if !ok {
			f.fail(n, "bool operand mismatch")
		}
		switch op {
		case token.EQL:
			return xb == yb
		case token.NEQ:
			return xb != yb
		}
		f.fail(n, "bool operator %s not understood", op)
	}
	x, y := f.scalar(n, xv), f.scalar(n, yv)
	k := resultKind(x, y)
	if op == token.SHL || op == token.SHR {
		k = x.Kind
	}
	cx, xc := x.IsConst()
	cy, yc := y.IsConst()
	// Comparisons: of constants only.
	switch op {
	case token.EQL, token.NEQ, token.LSS, token.GTR, token.LEQ, token.GEQ:
		if !xc || !yc {
			// A comparison of a decision value (0 or 1) with a
			// constant: run both cases.
			for _, v := range []*Scalar{x, y} {
				if s := f.m.site(v); s >= 0 && (xc || yc) {
					panic(&SplitNeeded{Site: s, Pos: f.pkg.Pos(n)})
				}
			}
			f.fail(n, "comparison of a value not known: %s", f.pkg.Text(n))
		}
		c := cx.Cmp(cy)
		return map[token.Token]bool{token.EQL: c == 0, token.NEQ: c != 0, token.LSS: c < 0,
			token.GTR: c > 0, token.LEQ: c <= 0, token.GEQ: c >= 0}[op]
	}
	if xc && yc {
		return f.constOp(n, op, cx, cy, k)
	}
	switch op {
	case token.ADD:
		if len(x.Xor) > 1 || len(y.Xor) > 1 {
			f.fail(n, "arithmetic on an exclusive or not understood")
		}
		r := &Scalar{P: x.P.Add(y.P), Lo: add(x.Lo, y.Lo), Hi: add(x.Hi, y.Hi), Kind: k}
		// The high word of a two-word value (Wide) is bounded by it.
		for _, w := range []*Wide{x.Wide, y.Wide} {
			if w != nil && w.Hi.Equal(r.P) {
				if top := new(big.Int).Rsh(w.Max, 64); top.Cmp(r.Hi) < 0 {
					r.Hi = top
				}
			}
		}
		return f.checkRange(n, r)
	case token.SUB:
		if len(x.Xor) > 1 || len(y.Xor) > 1 {
			f.fail(n, "arithmetic on an exclusive or not understood")
		}
		return f.checkRange(n, &Scalar{P: x.P.Sub(y.P), Lo: sub(x.Lo, y.Hi), Hi: sub(x.Hi, y.Lo), Kind: k})
	case token.MUL:
		return f.mul(n, x, y, k)
	case token.SHL:
		if !yc || !cy.IsUint64() || len(x.Xor) > 1 {
			f.fail(n, "shift by a value not known")
		}
		s := cy.Uint64()
		if f.m.Wrap[f.fn+": "+f.pkg.Text(n)] && k == U64 && s < 64 {
			// A listed shift that may drop bits: x << s mod 2^64 is the
			// low 64 − s bits of x moved up (the split shares its high part
			// with x >> (64 − s) of the same x).
			l := f.split(n, x, 64-uint(s)).l
			return &Scalar{P: l.P.Scale(pow2(uint(s))), Lo: new(big.Int).Lsh(l.Lo, uint(s)), Hi: new(big.Int).Lsh(l.Hi, uint(s)), Kind: k}
		}
		return f.checkRange(n, &Scalar{P: x.P.Scale(pow2(uint(s))), Lo: new(big.Int).Lsh(x.Lo, uint(s)),
			Hi: new(big.Int).Lsh(x.Hi, uint(s)), Kind: k})
	case token.SHR:
		if !yc || !cy.IsUint64() {
			f.fail(n, "shift by a value not known")
		}
		return f.split(n, x, uint(cy.Uint64())).h
	case token.AND:
		if xc {
			x, y, cy = y, x, cx
		} else if !yc {
			f.fail(n, "and of two values not known: %s", f.pkg.Text(n))
		}
		_, hi := rangeOf(k)
		switch {
		case cy.Sign() == 0:
			return f.m.Const(new(big.Int), k)
		case hi != nil && cy.Cmp(hi) == 0:
			return x
		}
		kbits := uint(cy.BitLen())
		if new(big.Int).Add(cy, big.NewInt(1)).Cmp(pow2(kbits)) != 0 {
			f.fail(n, "mask %#x is not 2^k - 1", cy)
		}
		return f.split(n, x, kbits).l
	case token.OR:
		return f.or(n, x, y)
	case token.XOR:
		return f.xor(n, x, y, k)
	}
	f.fail(n, "operator %s not understood", op)
	return nil
}

func add(a, b *big.Int) *big.Int { return new(big.Int).Add(a, b) }
func sub(a, b *big.Int) *big.Int { return new(big.Int).Sub(a, b) }

// constOp folds an operation on constants (range-checked like any other).
func (f *frame) constOp(n ast.Node, op token.Token, a, b *big.Int, k Kind) Value {
	r := new(big.Int)
	switch op {
	case token.ADD:
		r.Add(a, b)
	case token.SUB:
		r.Sub(a, b)
	case token.MUL:
		r.Mul(a, b)
	case token.SHL:
		r.Lsh(a, uint(b.Uint64()))
	case token.SHR:
		r.Rsh(a, uint(b.Uint64()))
	case token.AND:
		r.And(a, b)
	case token.OR:
		r.Or(a, b)
	case token.XOR:
		r.Xor(a, b)
	case token.QUO:
		if b.Sign() == 0 {
			f.fail(n, "division by zero")
		}
		r.Quo(a, b)
	case token.REM:
		if b.Sign() == 0 {
			f.fail(n, "division by zero")
		}
		r.Rem(a, b)
	default:
		f.fail(n, "operator %s not understood", op)
	}
	if op == token.MUL && f.m.Wrap[f.fn+": "+f.pkg.Text(n)] {
		_, hi := rangeOf(k)
		r.And(r, hi)
	}
	return f.checkRange(n, f.m.Const(r, k))
}

// mul multiplies; a product allowed to wrap (Wrap) becomes x·y − w·2^64
// with a fresh quotient w.
func (f *frame) mul(n ast.Node, x, y *Scalar, k Kind) *Scalar {
	if len(x.Xor) > 1 || len(y.Xor) > 1 {
		f.fail(n, "arithmetic on an exclusive or not understood")
	}
	if x.Lo.Sign() < 0 || y.Lo.Sign() < 0 {
		f.fail(n, "product of possibly negative values not understood")
	}
	p := x.P.Mul(y.P)
	lo, hi := new(big.Int).Mul(x.Lo, y.Lo), new(big.Int).Mul(x.Hi, y.Hi)
	if f.m.Wrap[f.fn+": "+f.pkg.Text(n)] && k == U64 {
		w, _ := f.m.fresh("w", new(big.Int).Rsh(lo, 64), new(big.Int).Rsh(hi, 64))
		r := &Scalar{P: p.Sub(w.P.Scale(pow2(64))), Lo: new(big.Int), Hi: pow2m1(64), Kind: U64}
		f.m.fact(r)
		return r
	}
	return f.checkRange(n, &Scalar{P: p, Lo: lo, Hi: hi, Kind: k})
}

// split returns x = h·2^k + l with l < 2^k, once per (x, k): the shift
// x >> k and the mask x & (2^k − 1) of the same value share h. When every
// coefficient of x's polynomial but the constant one is a multiple of 2^k,
// l is the constant's low bits and h is exact; otherwise h is fresh.
func (f *frame) split(n ast.Node, x *Scalar, k uint) *splitPair {
	if len(x.Xor) > 1 {
		f.fail(n, "shift or mask of an exclusive or not understood")
	}
	if x.Lo.Sign() < 0 {
		f.fail(n, "shift of a possibly negative value")
	}
	key := x.P.String() + "|" + x.Lo.String() + "|" + x.Hi.String() + "|" + string(rune(k))
	if sp, ok := f.m.splits[key]; ok {
		return sp
	}
	t := pow2(k)
	var sp *splitPair
	cst, _ := constTerm(x.P)
	nonConst := x.P.Sub(f.m.R.ConstBig(cst))
	if q, ok := f.m.divExact(nonConst, t); ok {
		r := new(big.Int).Mod(cst, t)
		hp := q.Add(f.m.R.ConstBig(new(big.Int).Div(sub(cst, r), t)))
		sp = &splitPair{
			h: &Scalar{P: hp, Lo: new(big.Int).Rsh(x.Lo, k), Hi: new(big.Int).Rsh(x.Hi, k), Kind: x.Kind},
			l: f.m.Const(r, x.Kind),
		}
	} else if bs := f.bitSplit(n, x, k); bs != nil {
		sp = bs
	} else {
		h, forced := f.m.fresh("h", new(big.Int).Rsh(x.Lo, k), new(big.Int).Rsh(x.Hi, k))
		h.Kind = x.Kind
		lo, hi := new(big.Int), pow2m1(k)
		if c, ok := h.IsConst(); ok {
			// x − c·2^k, within [0, 2^k) when forced.
			off := new(big.Int).Mul(c, t)
			if l := sub(x.Lo, off); l.Cmp(lo) > 0 {
				lo = l
			}
			if u := sub(x.Hi, off); u.Cmp(hi) < 0 {
				hi = u
			}
			if lo.Cmp(hi) > 0 {
				if forced {
					panic(ErrInfeasible)
				}
				f.fail(n, "split of %s is empty", x)
			}
		}
		sp = &splitPair{h: h, l: &Scalar{P: x.P.Sub(h.P.Scale(t)), Lo: lo, Hi: hi, Kind: x.Kind}}
		f.m.fact(sp.l)
		// x a lone variable v: v − h·2^k is v's low k bits, a bit field
		// of its own (bitSplit).
		if vs := x.P.Vars(); len(vs) == 1 && x.P.Equal(f.m.R.Var(vs[0])) {
			if hv := h.P.Vars(); len(hv) == 1 && h.P.Equal(f.m.R.Var(hv[0])) {
				f.m.lowOf[hv[0]] = lowPart{v: vs[0], k: k, l: sp.l}
			}
		}
	}
	f.m.splits[key] = sp
	return sp
}

// bitSplit splits a concatenation of bit fields exactly: x = c + Σ v_t·2^(e_t)
// with each v_t a variable in [0, 2^(b_t)), the ranges [e_t, e_t + b_t)
// pairwise disjoint and disjoint from the set bits of the constant c ≥ 0
// (a word assembled from bytes, say). Then x >> k takes the fields at or
// above bit k, x & (2^k − 1) those below, and a field that straddles k is
// itself split (v = h·2^(k−e) + l): h and l are exact in the fields, so
// a later identity over them closes as a polynomial identity. nil when x
// has another form, or is a single field at bit 0 (its split is the
// generic one).
func (f *frame) bitSplit(n ast.Node, x *Scalar, k uint) *splitPair {
	type field struct {
		v    string
		e, b uint
		s    *Scalar
	}
	var fs []field
	cst := new(big.Int)
	// v − h·2^j·… pairs: the low part of a split of v, one field.
	p := x.P
	for _, name := range x.P.Vars() {
		lp, ok := f.m.lowOf[name]
		if !ok {
			continue
		}
		cv, ch := p.Coeff(lp.v, 1), p.Coeff(name, 1)
		c, ok1 := cv.IsConst()
		d, ok2 := ch.IsConst()
		if !ok1 || !ok2 || c.Sign() <= 0 || new(big.Int).Neg(d).Cmp(new(big.Int).Lsh(c, lp.k)) != 0 ||
			p.Degree(lp.v) != 1 || p.Degree(name) != 1 || new(big.Int).And(c, new(big.Int).Sub(c, big.NewInt(1))).Sign() != 0 {
			continue
		}
		fs = append(fs, field{e: uint(c.BitLen() - 1), b: lp.k, s: lp.l})
		p = p.Sub(lp.l.P.Scale(c))
	}
	for _, t := range p.Terms() {
		name, deg := "", 0
		for i, e := range t.Exps {
			if e != 0 {
				deg += e
				name = f.m.names[i]
			}
		}
		if deg == 0 {
			cst.Set(t.Coeff)
			continue
		}
		c := t.Coeff
		if deg != 1 || c.Sign() <= 0 || new(big.Int).And(c, new(big.Int).Sub(c, big.NewInt(1))).Sign() != 0 {
			return nil
		}
		bd, ok := f.m.bounds[name]
		if !ok || bd[0].Sign() < 0 {
			return nil
		}
		fs = append(fs, field{v: name, e: uint(c.BitLen() - 1), b: uint(bd[1].BitLen()),
			s: &Scalar{P: f.m.R.Var(name), Lo: new(big.Int).Set(bd[0]), Hi: new(big.Int).Set(bd[1]), Kind: x.Kind}})
	}
	if cst.Sign() < 0 || len(fs) == 0 || len(fs) == 1 && fs[0].e == 0 && cst.Sign() == 0 {
		return nil
	}
	sort.Slice(fs, func(i, j int) bool { return fs[i].e < fs[j].e })
	for i, fd := range fs {
		if i+1 < len(fs) && fs[i+1].e < fd.e+fd.b {
			return nil
		}
		if new(big.Int).And(new(big.Int).Rsh(cst, fd.e), pow2m1(fd.b)).Sign() != 0 {
			return nil
		}
	}
	hc := new(big.Int).Rsh(cst, k)
	lc := new(big.Int).And(cst, pow2m1(k))
	h := &Scalar{P: f.m.R.ConstBig(hc), Lo: new(big.Int).Set(hc), Hi: new(big.Int).Set(hc), Kind: x.Kind}
	l := &Scalar{P: f.m.R.ConstBig(lc), Lo: new(big.Int).Set(lc), Hi: new(big.Int).Set(lc), Kind: x.Kind}
	addTo := func(acc, v *Scalar, e uint) {
		w := pow2(e)
		acc.P = acc.P.Add(v.P.Scale(w))
		acc.Lo.Add(acc.Lo, new(big.Int).Mul(v.Lo, w))
		acc.Hi.Add(acc.Hi, new(big.Int).Mul(v.Hi, w))
	}
	for _, fd := range fs {
		switch {
		case fd.e >= k:
			addTo(h, fd.s, fd.e-k)
		case fd.e+fd.b <= k:
			addTo(l, fd.s, fd.e)
		default:
			sp := f.split(n, fd.s, k-fd.e)
			addTo(h, sp.h, 0)
			addTo(l, sp.l, fd.e)
		}
	}
	return &splitPair{h: h, l: l}
}

// constTerm returns the constant coefficient of p.
func constTerm(p symbolic.Poly) (*big.Int, bool) {
	for _, t := range p.Terms() {
		zero := true
		for _, e := range t.Exps {
			if e != 0 {
				zero = false
				break
			}
		}
		if zero {
			return t.Coeff, true
		}
	}
	return big.NewInt(0), false
}

// or of bit-disjoint values: x a multiple of 2^k (every coefficient) and
// y below 2^k, or the other way round; then x | y = x + y.
func (f *frame) or(n ast.Node, x, y *Scalar) Value {
	for range 2 {
		if c, ok := y.IsConst(); ok && c.Sign() == 0 {
			return x
		}
		if len(x.Xor) <= 1 && len(y.Xor) <= 1 && y.Lo.Sign() >= 0 {
			k := twoAdicity(x.P, 64)
			if y.Hi.Cmp(pow2(k)) < 0 {
				return f.checkRange(n, &Scalar{P: x.P.Add(y.P), Lo: add(x.Lo, y.Lo), Hi: add(x.Hi, y.Hi), Kind: resultKind(x, y)})
			}
		}
		x, y = y, x
	}
	f.fail(n, "or of values whose bits may overlap: %s", f.pkg.Text(n))
	return nil
}

// xor keeps a multiset of operands, cancelling equal pairs.
func (f *frame) xor(n ast.Node, x, y *Scalar, k Kind) Value {
	terms := append(xorTerms(x), xorTerms(y)...)
	var out []*Scalar
	for _, t := range terms {
		if c, ok := t.IsConst(); ok && c.Sign() == 0 {
			continue
		}
		found := -1
		for i, o := range out {
			if o.P.Equal(t.P) && o.Lo.Cmp(t.Lo) == 0 && o.Hi.Cmp(t.Hi) == 0 {
				found = i
				break
			}
		}
		if found >= 0 {
			out = append(out[:found], out[found+1:]...)
		} else {
			out = append(out, t)
		}
	}
	switch len(out) {
	case 0:
		return f.m.Const(new(big.Int), k)
	case 1:
		return out[0]
	}
	bits := 0
	for _, t := range out {
		if t.Lo.Sign() < 0 {
			f.fail(n, "exclusive or of a possibly negative value")
		}
		if b := t.Hi.BitLen(); b > bits {
			bits = b
		}
	}
	return &Scalar{Xor: out, Lo: new(big.Int), Hi: pow2m1(uint(bits)), Kind: k}
}

func xorTerms(s *Scalar) []*Scalar {
	if len(s.Xor) > 1 {
		return s.Xor
	}
	return []*Scalar{s}
}

// unary applies -, ^ or ! to v. The negation of a decision value in
// {0, 1} (a mask) asks for a case split.
func (f *frame) unary(n ast.Node, op token.Token, v Value) Value {
	if b, ok := v.(bool); ok && op == token.NOT {
		return !b
	}
	x := f.scalar(n, v)
	c, ok := x.IsConst()
	if !ok {
		if op == token.SUB && x.Lo.Sign() >= 0 && x.Hi.Cmp(big.NewInt(1)) <= 0 {
			if s := f.m.site(x); s >= 0 {
				panic(&SplitNeeded{Site: s, Pos: f.pkg.Pos(n)})
			}
		}
		f.fail(n, "%s of a value not known: %s", op, f.pkg.Text(n))
	}
	r := new(big.Int)
	switch op {
	case token.SUB:
		r.Neg(c)
	case token.XOR:
		r.Not(c)
	case token.ADD:
		r.Set(c)
	default:
		f.fail(n, "operator %s not understood", op)
	}
	if _, hi := rangeOf(x.Kind); hi != nil && x.Kind != Int {
		r.And(r, hi) // unsigned negation and complement wrap by definition
	}
	return f.checkRange(n, f.m.Const(r, x.Kind))
}

// conv converts x to kind k; a value that may not fit is an error (a
// constant wraps, as Go's conversion of a typed constant expression
// result at run time does).
func (f *frame) conv(n ast.Node, x *Scalar, k Kind) *Scalar {
	if len(x.Xor) > 1 {
		return &Scalar{Xor: x.Xor, Lo: x.Lo, Hi: x.Hi, Kind: k}
	}
	y := &Scalar{P: x.P, Lo: x.Lo, Hi: x.Hi, Kind: k}
	return f.checkRange(n, y)
}
