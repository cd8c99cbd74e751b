package h2c

import (
	"crypto/sha512"
	"errors"
	"hash"
	"math/big"

	"github.com/curvecheck/curvecheck/ref/edwards"
)

// EdwardsSuite is a hash-to-curve suite on a twisted Edwards curve
// reached through Elligator 2 on its birationally equivalent Montgomery
// curve K·t² = s³ + J·s² + s (RFC 9380 §6.7.1, §6.8.2).
type EdwardsSuite struct {
	Name  string
	Curve *edwards.Curve
	H     func() hash.Hash
	J, K  *big.Int
	Z     *big.Int
	L     int
	RO    bool
	// MontToEd is the constant c of the rational map (s, t) ↦ (c·s/t,
	// (s - 1)/(s + 1)) to the Edwards curve.
	MontToEd *big.Int
}

// The edwards25519 suites of RFC 9380 §8.5: curve25519 (J = 486662,
// K = 1) with Z = 2, L = 48, SHA-512, and the map of §6.8.2 whose constant
// is the square root of -486664 with sgn0 = 0; the cofactor 8 is cleared
// by multiplying by 8 (h_eff).
var (
	Edwards25519RO = edwards25519Suite("edwards25519_XMD:SHA-512_ELL2_RO_", true)
	Edwards25519NU = edwards25519Suite("edwards25519_XMD:SHA-512_ELL2_NU_", false)
)

func edwards25519Suite(name string, ro bool) *EdwardsSuite {
	c := edwards.Edwards25519
	F := c.F
	root, err := F.Sqrt(F.Int(-486664))
	if err != nil {
		panic("h2c: -486664 is not a square mod 2^255 - 19")
	}
	if sgn0(root) == 1 {
		root = F.Neg(root)
	}
	return &EdwardsSuite{Name: name, Curve: c, H: sha512.New, J: big.NewInt(486662), K: big.NewInt(1),
		Z: big.NewInt(2), L: 48, RO: ro, MontToEd: root}
}

// HashToField is hash_to_field (§5.2) with m = 1 for the suite's field.
func (s *EdwardsSuite) HashToField(msg, dst []byte, count int) ([]*big.Int, error) {
	return hashToField(s.H, s.Curve.F.P(), s.L, msg, dst, count)
}

// elligator2 is §6.7.1 on the Montgomery curve, step by step:
//
//	x1 = -(J/K)·inv0(1 + Z·u²), or -(J/K) when that is 0
//	x2 = -x1 - J/K
//	g(x) = x³ + (J/K)·x² + x/K²
//	(x, y) = (x1, √g(x1)) with sgn0(y) = 1 if g(x1) is square,
//	         else (x2, √g(x2)) with sgn0(y) = 0
//	(s, t) = (x·K, y·K)
func (s *EdwardsSuite) elligator2(u *big.Int) (S, T *big.Int, err error) {
	F := s.Curve.F
	jk := F.Mul(s.J, F.MustInv(s.K))
	k2inv := F.MustInv(F.Square(s.K))
	den := F.Add(F.Int(1), F.Mul(s.Z, F.Square(u)))
	x1 := F.Int(0)
	if !F.IsZero(den) {
		x1 = F.Mul(F.Neg(jk), F.MustInv(den))
	}
	if F.IsZero(x1) {
		x1 = F.Neg(jk)
	}
	g := func(x *big.Int) *big.Int {
		return F.Add(F.Add(F.Mul(F.Square(x), x), F.Mul(jk, F.Square(x))), F.Mul(x, k2inv))
	}
	x, gx, sign := x1, g(x1), uint(1)
	if !F.IsSquare(gx) {
		x = F.Sub(F.Neg(x1), jk)
		gx, sign = g(x), 0
	}
	y, err := F.Sqrt(gx)
	if err != nil {
		return nil, nil, errors.New("h2c: Elligator 2 produced no square (the suite's Z is wrong)")
	}
	if sgn0(y) != sign {
		y = F.Neg(y)
	}
	return F.Mul(x, s.K), F.Mul(y, s.K), nil
}

// MapToCurve maps u to the Edwards curve: Elligator 2, then the rational
// map (v, w) = (c·s/t, (s - 1)/(s + 1)), whose exceptional inputs t = 0
// or s = -1 give the identity (§6.8.2). The cofactor is not cleared.
func (s *EdwardsSuite) MapToCurve(u *big.Int) (edwards.Point, error) {
	S, T, err := s.elligator2(u)
	if err != nil {
		return edwards.Point{}, err
	}
	F := s.Curve.F
	sp1 := F.Add(S, F.Int(1))
	if F.IsZero(T) || F.IsZero(sp1) {
		return s.Curve.Identity(), nil
	}
	v := F.Mul(F.Mul(s.MontToEd, S), F.MustInv(T))
	w := F.Mul(F.Sub(S, F.Int(1)), F.MustInv(sp1))
	return s.Curve.NewPoint(v, w)
}

// Hash is hash_to_curve (two elements mapped and added) or
// encode_to_curve (one), followed by clear_cofactor: multiplication by
// the cofactor 8.
func (s *EdwardsSuite) Hash(msg, dst []byte) (edwards.Point, error) {
	n := 1
	if s.RO {
		n = 2
	}
	u, err := s.HashToField(msg, dst, n)
	if err != nil {
		return edwards.Point{}, err
	}
	P, err := s.MapToCurve(u[0])
	if err != nil {
		return edwards.Point{}, err
	}
	if s.RO {
		Q, err := s.MapToCurve(u[1])
		if err != nil {
			return edwards.Point{}, err
		}
		P = s.Curve.Add(P, Q)
	}
	return s.Curve.ScalarMult(s.Curve.H, P), nil
}
