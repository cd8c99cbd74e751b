package refimpl

import (
	"errors"
	"fmt"
	"math/big"

	"github.com/curvecheck/curvecheck/catalog"
	"github.com/curvecheck/curvecheck/ref/edwards"
	"github.com/curvecheck/curvecheck/ref/weierstrass"
)

// point is a point of either curve shape.
type point struct {
	w weierstrass.Point
	e edwards.Point
}

// group adapts a family's reference curve to the catalog's encodings and
// to the policy atoms in effect.
type group struct {
	f     *catalog.Family
	atoms atoms
}

func (g group) decode(b []byte) (point, error) {
	f := g.f
	if f.E != nil {
		opts := edwards.DecodeOptions{
			AllowNonCanonicalY: g.atoms["point:lenient"] || g.atoms["point:noncanonical-y"],
			AllowNegativeZero:  g.atoms["point:lenient"] || g.atoms["point:negative-zero"],
		}
		P, err := f.E.Decode(b, opts)
		if err == nil && g.atoms["point:prime-order-only"] && (f.E.HasSmallOrder(P) || !f.E.InPrimeOrderSubgroup(P)) {
			return point{}, errors.New("the point is not in the prime-order subgroup (rejected by policy)")
		}
		return point{e: P}, err
	}
	P, err := decodeSEC1(f.W, b, g.atoms)
	return point{w: P}, err
}

// decodeSEC1 is weierstrass.Decode under the policy atoms
// point:no-identity (reject 00), point:uncompressed-only (reject 00 and
// 02/03) and point:hybrid (also accept the X9.62 hybrid form 06/07 ‖ X ‖ Y,
// whose prefix must match the parity of Y).
func decodeSEC1(c *weierstrass.Curve, b []byte, a atoms) (weierstrass.Point, error) {
	if a["point:reduce-x"] {
		b = reduceX(c, b)
	}
	if len(b) > 0 {
		switch {
		case b[0] == 0 && (a["point:no-identity"] || a["point:uncompressed-only"]):
			return weierstrass.Point{}, errors.New("the identity encoding 00 is rejected by policy")
		case (b[0] == 2 || b[0] == 3) && a["point:uncompressed-only"]:
			return weierstrass.Point{}, errors.New("compressed encodings are rejected by policy")
		case (b[0] == 6 || b[0] == 7) && a["point:hybrid"]:
			u := append([]byte{4}, b[1:]...)
			P, err := c.Decode(u)
			if err != nil {
				return P, err
			}
			if P.Y.Bit(0) != uint(b[0]&1) {
				return weierstrass.Point{}, errors.New("hybrid encoding: prefix does not match the parity of y")
			}
			return P, nil
		}
	}
	return c.Decode(b)
}

// reduceX returns b with its x coordinate reduced mod p when it is p or
// more (point:reduce-x); y and every other byte are left as they are.
func reduceX(c *weierstrass.Curve, b []byte) []byte {
	size := c.F.Size()
	if len(b) != 1+size && len(b) != 1+2*size {
		return b
	}
	x := new(big.Int).SetBytes(b[1 : 1+size])
	if x.Cmp(c.F.P()) < 0 {
		return b
	}
	out := append([]byte(nil), b...)
	copy(out[1:1+size], c.F.EncodeBE(x))
	return out
}

// result encodes a point result, or returns catalog.ErrNotEncodable for the
// point at infinity under result:no-identity.
func (g group) result(P point) (catalog.Values, error) {
	if g.atoms["result:no-identity"] && g.isIdentity(P) {
		return nil, fmt.Errorf("the result is the point at infinity: %w", catalog.ErrNotEncodable)
	}
	return catalog.Values{"r": g.encode(P)}, nil
}

// scalarResult encodes a scalar result, or returns catalog.ErrNotEncodable
// for zero under result:no-zero-scalar.
func (g group) scalarResult(k *big.Int) (catalog.Values, error) {
	if g.atoms["result:no-zero-scalar"] && new(big.Int).Mod(k, g.f.N).Sign() == 0 {
		return nil, fmt.Errorf("the result is the zero scalar: %w", catalog.ErrNotEncodable)
	}
	return catalog.Values{"r": g.f.Scalar(k)}, nil
}

func (g group) isIdentity(P point) bool {
	if g.f.E != nil {
		return g.f.E.Equal(P.e, g.f.E.Identity())
	}
	return P.w.Inf
}

func (g group) encode(P point) []byte {
	if g.f.E != nil {
		return g.f.E.Encode(P.e)
	}
	return g.f.W.EncodeUncompressed(P.w)
}

func (g group) add(P, Q point) point {
	if g.f.E != nil {
		return point{e: g.f.E.Add(P.e, Q.e)}
	}
	return point{w: g.f.W.Add(P.w, Q.w)}
}

func (g group) double(P point) point {
	if g.f.E != nil {
		return point{e: g.f.E.Double(P.e)}
	}
	return point{w: g.f.W.Double(P.w)}
}

func (g group) neg(P point) point {
	if g.f.E != nil {
		return point{e: g.f.E.Neg(P.e)}
	}
	return point{w: g.f.W.Neg(P.w)}
}

func (g group) identity() point {
	if g.f.E != nil {
		return point{e: g.f.E.Identity()}
	}
	return point{w: g.f.W.Identity()}
}

func (g group) base() point {
	if g.f.E != nil {
		return point{e: g.f.E.Base()}
	}
	return point{w: g.f.W.Generator()}
}

func (g group) mul(k *big.Int, P point) point {
	if g.f.E != nil {
		return point{e: g.f.E.ScalarMult(k, P.e)}
	}
	return point{w: g.f.W.ScalarMult(k, P.w)}
}

// canonicalFor and nonzeroFor report whether the atoms reject a
// non-canonical or zero scalar in the operand named operand: scalar:canonical
// and scalar:nonzero for every operand, scalar:canonical-a and the like for
// one.
func (g group) canonicalFor(operand string) bool {
	return g.atoms["scalar:canonical"] || g.atoms["scalar:canonical-"+operand]
}

func (g group) nonzeroFor(operand string) bool {
	return g.atoms["scalar:nonzero"] || g.atoms["scalar:nonzero-"+operand]
}

// scalarForMult reads the scalar operand named operand of a scalar
// multiplication: the integer as given, reduced mod n under scalar:reduced,
// rejected when >= n under scalar:canonical (or its per-operand form).
func (g group) scalarForMult(b []byte, operand string) (*big.Int, error) {
	if len(b) != g.f.ScalarSize {
		return nil, fmt.Errorf("scalar is %d bytes, want %d", len(b), g.f.ScalarSize)
	}
	k := g.f.ParseInt(b)
	if g.atoms["scalar:ignore-top-bit"] {
		k.SetBit(k, 8*g.f.ScalarSize-1, 0)
	}
	if g.canonicalFor(operand) && k.Cmp(g.f.N) >= 0 {
		return nil, errors.New("scalar is not below the group order (non-canonical)")
	}
	if g.nonzeroFor(operand) && new(big.Int).Mod(k, g.f.N).Sign() == 0 {
		return nil, errors.New("scalar is zero modulo n (rejected by policy)")
	}
	if g.atoms["scalar:reduced"] {
		k.Mod(k, g.f.N)
	}
	return k, nil
}

// scalar reads the operand named operand of scalar arithmetic: reduced mod
// n, or rejected when >= n under scalar:canonical (or its per-operand form).
func (g group) scalar(b []byte, operand string) (*big.Int, error) {
	if len(b) != g.f.ScalarSize {
		return nil, fmt.Errorf("scalar is %d bytes, want %d", len(b), g.f.ScalarSize)
	}
	k := g.f.ParseInt(b)
	if g.canonicalFor(operand) && k.Cmp(g.f.N) >= 0 {
		return nil, errors.New("scalar is not below the group order (non-canonical)")
	}
	k.Mod(k, g.f.N)
	if g.nonzeroFor(operand) && k.Sign() == 0 {
		return nil, errors.New("scalar is zero modulo n (rejected by policy)")
	}
	return k, nil
}

// fe reads a field element: reduced mod p (bit 255 dropped first under
// field:ignore-top-bit), or rejected when >= p under field:canonical.
func (g group) fe(b []byte) (*big.Int, error) {
	if len(b) != g.f.FieldSize {
		return nil, fmt.Errorf("field element is %d bytes, want %d", len(b), g.f.FieldSize)
	}
	x := g.f.ParseInt(b)
	if g.atoms["field:ignore-top-bit"] {
		x.SetBit(x, 8*g.f.FieldSize-1, 0)
	}
	if g.atoms["field:canonical"] && x.Cmp(g.f.P) >= 0 {
		return nil, errors.New("field element is not below p (non-canonical)")
	}
	return x.Mod(x, g.f.P), nil
}

func (g group) pointLen() int {
	if g.f.E != nil {
		return 32
	}
	return 1 + g.f.FieldSize
}

func (g group) register(ops map[string]runFunc) {
	f := g.f
	F := newModField(f.P)
	N := newModField(f.N)
	fe2 := func(name string, fn func(a, b *big.Int) *big.Int) {
		ops[f.Name+"/"+name] = func(op string, in catalog.Values) (catalog.Values, error) {
			a, b, err := get2(in, op, "a", "b")
			if err != nil {
				return nil, err
			}
			x, err := g.fe(a)
			if err != nil {
				return nil, fmt.Errorf("a: %w", err)
			}
			y, err := g.fe(b)
			if err != nil {
				return nil, fmt.Errorf("b: %w", err)
			}
			return catalog.Values{"r": f.FE(fn(x, y))}, nil
		}
	}
	fe2("field_add", F.add)
	fe2("field_sub", F.sub)
	fe2("field_mul", F.mul)
	fe1 := func(name string, fn func(a *big.Int) (*big.Int, error)) {
		ops[f.Name+"/"+name] = func(op string, in catalog.Values) (catalog.Values, error) {
			a, err := in.Get(op, "a")
			if err != nil {
				return nil, err
			}
			x, err := g.fe(a)
			if err != nil {
				return nil, fmt.Errorf("a: %w", err)
			}
			r, err := fn(x)
			if err != nil {
				return nil, err
			}
			return catalog.Values{"r": f.FE(r)}, nil
		}
	}
	fe1("field_square", func(a *big.Int) (*big.Int, error) { return F.mul(a, a), nil })
	fe1("field_invert", func(a *big.Int) (*big.Int, error) { return F.inv(a, g.atoms["invert0:zero"]) })
	fe1("field_sqrt", F.sqrtEven)

	sc2 := func(name string, fn func(a, b *big.Int) *big.Int) {
		ops[f.Name+"/"+name] = func(op string, in catalog.Values) (catalog.Values, error) {
			a, b, err := get2(in, op, "a", "b")
			if err != nil {
				return nil, err
			}
			x, err := g.scalar(a, "a")
			if err != nil {
				return nil, fmt.Errorf("a: %w", err)
			}
			y, err := g.scalar(b, "b")
			if err != nil {
				return nil, fmt.Errorf("b: %w", err)
			}
			return g.scalarResult(fn(x, y))
		}
	}
	sc2("scalar_add", N.add)
	sc2("scalar_mul", N.mul)
	ops[f.Name+"/scalar_invert"] = func(op string, in catalog.Values) (catalog.Values, error) {
		a, err := in.Get(op, "a")
		if err != nil {
			return nil, err
		}
		x, err := g.scalar(a, "a")
		if err != nil {
			return nil, fmt.Errorf("a: %w", err)
		}
		r, err := N.inv(x, g.atoms["invert0:zero"])
		if err != nil {
			return nil, err
		}
		return g.scalarResult(r)
	}
	ops[f.Name+"/scalar_reduce"] = func(op string, in catalog.Values) (catalog.Values, error) {
		x, err := in.Get(op, "x")
		if err != nil {
			return nil, err
		}
		if len(x) != 2*f.ScalarSize {
			return nil, fmt.Errorf("x is %d bytes, want %d", len(x), 2*f.ScalarSize)
		}
		return g.scalarResult(new(big.Int).Mod(f.ParseInt(x), f.N))
	}

	pt1 := func(name string, fn func(P point) point) {
		ops[f.Name+"/"+name] = func(op string, in catalog.Values) (catalog.Values, error) {
			p, err := in.Get(op, "p")
			if err != nil {
				return nil, err
			}
			P, err := g.decode(p)
			if err != nil {
				return nil, fmt.Errorf("p: %w", err)
			}
			return g.result(fn(P))
		}
	}
	pt1("point_decode", func(P point) point { return P })
	pt1("point_double", g.double)
	pt1("point_negate", g.neg)
	ops[f.Name+"/point_add"] = func(op string, in catalog.Values) (catalog.Values, error) {
		p, q, err := get2(in, op, "p", "q")
		if err != nil {
			return nil, err
		}
		P, err := g.decode(p)
		if err != nil {
			return nil, fmt.Errorf("p: %w", err)
		}
		Q, err := g.decode(q)
		if err != nil {
			return nil, fmt.Errorf("q: %w", err)
		}
		return g.result(g.add(P, Q))
	}
	ops[f.Name+"/scalar_mult"] = func(op string, in catalog.Values) (catalog.Values, error) {
		k, p, err := get2(in, op, "k", "p")
		if err != nil {
			return nil, err
		}
		kk, err := g.scalarForMult(k, "k")
		if err != nil {
			return nil, fmt.Errorf("k: %w", err)
		}
		P, err := g.decode(p)
		if err != nil {
			return nil, fmt.Errorf("p: %w", err)
		}
		return g.result(g.mul(kk, P))
	}
	ops[f.Name+"/scalar_base_mult"] = func(op string, in catalog.Values) (catalog.Values, error) {
		k, err := in.Get(op, "k")
		if err != nil {
			return nil, err
		}
		kk, err := g.scalarForMult(k, "k")
		if err != nil {
			return nil, fmt.Errorf("k: %w", err)
		}
		return g.result(g.mul(kk, g.base()))
	}
	ops[f.Name+"/double_scalar_mult_base"] = func(op string, in catalog.Values) (catalog.Values, error) {
		a, b, p, err := get3(in, op, "a", "b", "p")
		if err != nil {
			return nil, err
		}
		aa, err := g.scalarForMult(a, "a")
		if err != nil {
			return nil, fmt.Errorf("a: %w", err)
		}
		bb, err := g.scalarForMult(b, "b")
		if err != nil {
			return nil, fmt.Errorf("b: %w", err)
		}
		P, err := g.decode(p)
		if err != nil {
			return nil, fmt.Errorf("p: %w", err)
		}
		return g.result(g.add(g.mul(aa, g.base()), g.mul(bb, P)))
	}
	ops[f.Name+"/msm"] = func(op string, in catalog.Values) (catalog.Values, error) {
		k, p, err := get2(in, op, "k", "p")
		if err != nil {
			return nil, err
		}
		n := len(k) / f.ScalarSize
		if n == 0 || len(k)%f.ScalarSize != 0 || len(p) != n*g.pointLen() {
			return nil, fmt.Errorf("msm: %d scalar bytes and %d point bytes do not make n pairs", len(k), len(p))
		}
		R := g.identity()
		for i := 0; i < n; i++ {
			kk, err := g.scalarForMult(k[i*f.ScalarSize:(i+1)*f.ScalarSize], "k")
			if err != nil {
				return nil, fmt.Errorf("k[%d]: %w", i, err)
			}
			P, err := g.decode(p[i*g.pointLen() : (i+1)*g.pointLen()])
			if err != nil {
				return nil, fmt.Errorf("p[%d]: %w", i, err)
			}
			R = g.add(R, g.mul(kk, P))
		}
		return g.result(R)
	}
}

// modField is the arithmetic the catalog's field and scalar operations need.
type modField struct{ m *big.Int }

func newModField(m *big.Int) modField { return modField{m} }

func (f modField) add(a, b *big.Int) *big.Int {
	return new(big.Int).Mod(new(big.Int).Add(a, b), f.m)
}
func (f modField) sub(a, b *big.Int) *big.Int {
	return new(big.Int).Mod(new(big.Int).Sub(a, b), f.m)
}
func (f modField) mul(a, b *big.Int) *big.Int {
	return new(big.Int).Mod(new(big.Int).Mul(a, b), f.m)
}

func (f modField) inv(a *big.Int, zeroToZero bool) (*big.Int, error) {
	if a.Sign() == 0 {
		if zeroToZero {
			return new(big.Int), nil
		}
		return nil, errors.New("zero has no inverse")
	}
	return new(big.Int).ModInverse(a, f.m), nil
}

// sqrtEven returns the square root with an even canonical value.
func (f modField) sqrtEven(a *big.Int) (*big.Int, error) {
	r := new(big.Int).ModSqrt(a, f.m)
	if r == nil {
		return nil, errors.New("not a square")
	}
	if r.Bit(0) == 1 {
		r.Sub(f.m, r)
	}
	return r, nil
}
