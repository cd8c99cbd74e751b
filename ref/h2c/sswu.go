package h2c

import (
	"errors"
	"hash"
	"math/big"

	"github.com/curvecheck/curvecheck/ref/weierstrass"
)

// Suite is a hash-to-curve suite on a short Weierstrass curve mapped by
// the simplified SWU map: directly when the curve's A and B are both
// nonzero, otherwise on an isogenous curve E' (SWUA, SWUB) followed by the
// isogeny Iso to the curve (§6.6.3).
type Suite struct {
	Name  string
	Curve *weierstrass.Curve
	H     func() hash.Hash // the hash of expand_message_xmd
	Z     *big.Int         // the SWU constant Z, reduced mod p
	L     int              // bytes per field element drawn by hash_to_field
	RO    bool             // hash_to_curve (random oracle) rather than encode_to_curve

	SWUA, SWUB *big.Int // E' when the map runs on an isogenous curve; nil: the curve's own A, B
	Iso        *Isogeny // E' → the curve; nil when SWUA, SWUB are nil
}

// HashToField returns count elements of GF(p) from msg (RFC 9380 §5.2
// with m = 1): expand_message_xmd to count·L bytes, each L-byte slice
// read big-endian and reduced mod p.
func (s *Suite) HashToField(msg, dst []byte, count int) ([]*big.Int, error) {
	return hashToField(s.H, s.Curve.F.P(), s.L, msg, dst, count)
}

// hashToField is §5.2 with m = 1 over GF(p), L bytes per element.
func hashToField(h func() hash.Hash, p *big.Int, l int, msg, dst []byte, count int) ([]*big.Int, error) {
	b, err := ExpandMessageXMD(h, msg, dst, count*l)
	if err != nil {
		return nil, err
	}
	u := make([]*big.Int, count)
	for i := range u {
		u[i] = new(big.Int).Mod(new(big.Int).SetBytes(b[i*l:(i+1)*l]), p)
	}
	return u, nil
}

// sgn0 is RFC 9380 §4.1's sign of a field element for m = 1: its parity.
func sgn0(x *big.Int) uint { return x.Bit(0) }

// MapToCurve is the simplified SWU map (RFC 9380 §6.6.2), step by step:
//
//	tv1 = inv0(Z²·u⁴ + Z·u²)
//	x1 = (-B / A)·(1 + tv1), or B / (Z·A) when tv1 = 0
//	gx1 = x1³ + A·x1 + B
//	x2 = Z·u²·x1, gx2 = x2³ + A·x2 + B
//	(x, y) = (x1, √gx1) if gx1 is square, else (x2, √gx2)
//	y takes the sign of u: sgn0(y) = sgn0(u)
//
// On a suite with an isogeny the result on E' is carried to the curve by
// Iso; a zero denominator there gives the point at infinity.
func (s *Suite) MapToCurve(u *big.Int) (weierstrass.Point, error) {
	x, y, err := s.sswu(u)
	if err != nil {
		return weierstrass.Point{}, err
	}
	if s.Iso == nil {
		return s.Curve.NewPoint(x, y)
	}
	return s.Iso.apply(s.Curve, x, y)
}

// sswu returns the simplified SWU map of u on the curve the map runs on
// (E' or the curve itself), as affine coordinates.
func (s *Suite) sswu(u *big.Int) (x, y *big.Int, err error) {
	c := s.Curve
	F := c.F
	A, B, Z := c.A, c.B, s.Z
	if s.SWUA != nil {
		A, B = s.SWUA, s.SWUB
	}
	u2 := F.Square(u)
	den := F.Add(F.Mul(F.Square(Z), F.Square(u2)), F.Mul(Z, u2))
	var x1 *big.Int
	if F.IsZero(den) {
		x1 = F.Mul(B, F.MustInv(F.Mul(Z, A)))
	} else {
		tv1 := F.MustInv(den)
		x1 = F.Mul(F.Mul(F.Neg(B), F.MustInv(A)), F.Add(F.Int(1), tv1))
	}
	g := func(x *big.Int) *big.Int { return F.Add(F.Add(F.Mul(F.Square(x), x), F.Mul(A, x)), B) }
	x, gx := x1, g(x1)
	if !F.IsSquare(gx) {
		x = F.Mul(F.Mul(Z, u2), x1)
		gx = g(x)
	}
	y, err = F.Sqrt(gx)
	if err != nil {
		return nil, nil, errors.New("h2c: SWU produced no square (the suite's Z is wrong)")
	}
	if sgn0(y) != sgn0(F.Reduce(u)) {
		y = F.Neg(y)
	}
	return x, y, nil
}

// Hash is the suite's construction (RFC 9380 §3): hash_to_curve (two
// field elements, both mapped, added; cofactor 1 needs no clearing) for a
// random-oracle suite, encode_to_curve (one element, mapped) otherwise.
func (s *Suite) Hash(msg, dst []byte) (weierstrass.Point, error) {
	n := 1
	if s.RO {
		n = 2
	}
	u, err := s.HashToField(msg, dst, n)
	if err != nil {
		return weierstrass.Point{}, err
	}
	P, err := s.MapToCurve(u[0])
	if err != nil || !s.RO {
		return P, err
	}
	Q, err := s.MapToCurve(u[1])
	if err != nil {
		return weierstrass.Point{}, err
	}
	return s.Curve.Add(P, Q), nil
}
