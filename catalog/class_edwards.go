package catalog

import (
	"bytes"
	"math/big"
	"math/rand"
	"sync"

	"github.com/curvecheck/curvecheck/ref/edwards"
	"github.com/curvecheck/curvecheck/ref/field"
	"github.com/curvecheck/curvecheck/ref/x25519"
)

// RFC 8032 point encodings where edwards25519 decoders differ or go wrong
// (§5.1.3), and the X25519 u-coordinates RFC 7748 §5 and §6.1 single out.
const (
	ClassEdYNoX          = "point-y-no-x"
	ClassEdYAtLeastP     = "point-y-at-least-p"
	ClassEdNegativeZero  = "point-negative-zero"
	ClassEdSmallOrder    = "point-small-order"
	ClassEdMixedOrder    = "point-mixed-order"
	ClassUSmallOrder     = "u-small-order"
	ClassUTwist          = "u-twist"
	ClassUAtLeastP       = "u-at-least-p"
	classDocEdYNoX       = "a y < p for which (y² - 1)/(d·y² + 1) has no square root: no point has this y (RFC 8032 §5.1.3 step 3 rejects it)"
	classDocEdYAtLeastP  = "y (bit 255 cleared) is p or more: non-canonical, rejected by RFC 8032 §5.1.3 step 1, reduced by ZIP-215 and the ref10 lineage"
	classDocEdNegZero    = "x = 0 with the sign bit set (the identity or the point of order 2): rejected by RFC 8032 §5.1.3 step 4, accepted by ZIP-215"
	classDocEdSmallOrder = "a point of order dividing 8 (the eight torsion points, in every encoding)"
	classDocEdMixedOrder = "a point with a torsion component: neither of small order nor in the prime-order subgroup"
	classDocUSmallOrder  = "a u whose X25519 output is all zero for every scalar: a point of order dividing 8 on the curve or 4 on the twist (RFC 7748 §6.1)"
	classDocUTwist       = "a u (top bit masked, reduced) of a point of the quadratic twist (u³ + 486662u² + u is not a square); X25519 is defined on it (RFC 7748 §5)"
	classDocUAtLeastP    = "a u whose value after masking bit 255 is p or more: non-canonical, reduced mod p by RFC 7748 §5"
)

var edAny = edwards.DecodeOptions{AllowNonCanonicalY: true, AllowNegativeZero: true}

// edY returns the y of an encoding (bit 255 cleared), unreduced.
func edY(b []byte) *big.Int {
	buf := append([]byte(nil), b...)
	buf[31] &= 0x7f
	return field.IntLE(buf)
}

func isEdYNoX(b []byte) bool {
	if len(b) != 32 || edY(b).Cmp(Edwards25519.P) >= 0 {
		return false
	}
	_, err := Edwards25519.E.Decode(b, edAny)
	return err != nil
}

func isEdYAtLeastP(b []byte) bool { return len(b) == 32 && edY(b).Cmp(Edwards25519.P) >= 0 }

func isEdNegativeZero(b []byte) bool {
	if len(b) != 32 || b[31]&0x80 == 0 {
		return false
	}
	P, err := Edwards25519.E.Decode(b, edAny)
	return err == nil && P.X.Sign() == 0
}

func isEdSmallOrder(b []byte) bool {
	ok, small, _ := edOrder(b)
	return ok && small
}

func isEdMixedOrder(b []byte) bool {
	ok, small, prime := edOrder(b)
	return ok && !small && !prime
}

// edOrderMemo caches edOrder: an msm's points repeat (the generator, 64
// times in one case), and [L]P costs a scalar multiplication.
var edOrderMemo sync.Map

// edOrder decodes b leniently and reports whether the point has order
// dividing 8 and whether it lies in the prime-order subgroup.
func edOrder(b []byte) (ok, small, prime bool) {
	if len(b) != 32 {
		return false, false, false
	}
	if v, hit := edOrderMemo.Load(string(b)); hit {
		r := v.([3]bool)
		return r[0], r[1], r[2]
	}
	c := Edwards25519.E
	P, err := c.Decode(b, edAny)
	r := [3]bool{err == nil, false, false}
	if err == nil {
		r[1] = edTimesIsIdentity(P, c.H)
		r[2] = edTimesIsIdentity(P, c.L)
	}
	edOrderMemo.Store(string(b), r)
	return r[0], r[1], r[2]
}

// edTimesIsIdentity reports whether [k]P is the identity, computing in
// extended coordinates (X : Y : Z : T) with the unified addition of
// Hisil, Wong, Carter and Dawson, "Twisted Edwards curves revisited"
// (ASIACRYPT 2008), §3.1 with a = -1, which is complete on edwards25519
// (d is not a square): no inversion per step, unlike the reference's
// affine formulas.
func edTimesIsIdentity(P edwards.Point, k *big.Int) bool {
	c := Edwards25519.E
	F := c.F
	d2 := F.Add(c.D, c.D)
	type ext struct{ x, y, z, t *big.Int }
	add := func(p, q ext) ext {
		a := F.Mul(F.Sub(p.y, p.x), F.Sub(q.y, q.x))
		b := F.Mul(F.Add(p.y, p.x), F.Add(q.y, q.x))
		cc := F.Mul(F.Mul(d2, p.t), q.t)
		dd := F.Mul(F.Add(p.z, p.z), q.z)
		e, f, g, h := F.Sub(b, a), F.Sub(dd, cc), F.Add(dd, cc), F.Add(b, a)
		return ext{F.Mul(e, f), F.Mul(g, h), F.Mul(f, g), F.Mul(e, h)}
	}
	p := ext{F.Reduce(P.X), F.Reduce(P.Y), big.NewInt(1), F.Mul(P.X, P.Y)}
	acc := ext{big.NewInt(0), big.NewInt(1), big.NewInt(1), big.NewInt(0)}
	for i := k.BitLen() - 1; i >= 0; i-- {
		acc = add(acc, acc)
		if k.Bit(i) == 1 {
			acc = add(acc, p)
		}
	}
	return acc.x.Sign() == 0 && F.Equal(acc.y, acc.z)
}

// edPointKinds are the edwards25519 point classes, each with its test on
// one 32-byte encoding.
var edPointKinds = []struct {
	name, doc string
	test      func([]byte) bool
}{
	{ClassEdYNoX, classDocEdYNoX, isEdYNoX},
	{ClassEdYAtLeastP, classDocEdYAtLeastP, isEdYAtLeastP},
	{ClassEdNegativeZero, classDocEdNegZero, isEdNegativeZero},
	{ClassEdSmallOrder, classDocEdSmallOrder, isEdSmallOrder},
	{ClassEdMixedOrder, classDocEdMixedOrder, isEdMixedOrder},
}

// edPointClasses are the edge classes of an operation whose params are
// RFC 8032 point encodings; sigR names signature params whose first 32
// bytes are R.
func edPointClasses(params []string, sigR ...string) []InputClass {
	var out []InputClass
	for _, k := range edPointKinds {
		test := k.test
		out = append(out, InputClass{Name: k.name, Doc: k.doc, Match: func(in Values) bool {
			for _, p := range params {
				if v, ok := in[p]; ok && test(v) {
					return true
				}
			}
			for _, p := range sigR {
				if v, ok := in[p]; ok && len(v) >= 32 && test(v[:32]) {
					return true
				}
			}
			return false
		}})
	}
	return out
}

// edFixedClasses are the point classes of a param holding concatenated
// 32-byte encodings (msm).
func edFixedClasses(param string) []InputClass {
	var out []InputClass
	for _, k := range edPointKinds {
		test := k.test
		out = append(out, classOn(k.name, k.doc, func(b []byte) bool {
			for i := 0; i+32 <= len(b); i += 32 {
				if test(b[i : i+32]) {
					return true
				}
			}
			return false
		}, param))
	}
	return out
}

// edMixedOrderPoint returns B + T for a torsion point T of order 8.
func edMixedOrderPoint() []byte {
	c := Edwards25519.E
	T, _ := c.Decode(unhex(edwardsLowOrder[8]), edwardsStrict)
	return c.Encode(c.Add(c.Base(), T))
}

// edwardsRandClassPoint draws a member of one of the edwards25519 point
// classes.
func edwardsRandClassPoint(f *Family, r *rand.Rand) []byte {
	c := f.E
	switch r.Intn(5) {
	case 0: // point-y-no-x
		for {
			y := RandInt(r, f.P)
			b := f.FE(y)
			if _, err := c.Decode(b, edAny); err != nil {
				b[31] |= byte(r.Intn(2)) << 7
				return b
			}
		}
	case 1: // point-y-at-least-p: y + p for a y in [0, 18] of a point, either sign
		ys := edSmallYs()
		b := f.FE(new(big.Int).Add(f.P, ys[r.Intn(len(ys))]))
		b[31] |= byte(r.Intn(2)) << 7
		return b
	case 2: // point-negative-zero
		if r.Intn(2) == 0 {
			return unhex(edIdentityNegZero)
		}
		return unhex("ecffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff")
	case 3: // point-small-order
		return unhex(edwardsLowOrder[r.Intn(len(edwardsLowOrder))])
	default: // point-mixed-order: a random point plus a random torsion point
		P := c.ScalarBaseMult(RandInt(r, f.N))
		T, _ := c.Decode(unhex(edwardsLowOrder[r.Intn(len(edwardsLowOrder))]), edAny)
		Q := c.Add(P, T)
		if c.InPrimeOrderSubgroup(Q) { // T was the identity
			T8, _ := c.Decode(unhex(edwardsLowOrder[8]), edAny)
			Q = c.Add(Q, T8)
		}
		return c.Encode(Q)
	}
}

// edSmallYs are the y in [0, 18] of edwards25519 points: those whose
// encodings y + p (the only non-canonical ones) decode under ZIP-215.
var edSmallYs = sync.OnceValue(func() []*big.Int {
	var out []*big.Int
	for y := int64(0); y < 19; y++ {
		if _, err := Edwards25519.E.Decode(Edwards25519.FE(big.NewInt(y)), edAny); err == nil {
			out = append(out, big.NewInt(y))
		}
	}
	return out
})

// The X25519 u classes.
func x25519U(b []byte) (*big.Int, bool) {
	if len(b) != 32 {
		return nil, false
	}
	buf := append([]byte(nil), b...)
	buf[31] &= 0x7f
	return field.IntLE(buf), true
}

var x25519Probe = bytes.Repeat([]byte{0x5a}, 32)

func isUSmallOrder(b []byte) bool {
	if len(b) != 32 {
		return false
	}
	out, err := x25519.X25519(x25519Probe, b)
	return err == nil && x25519.IsZero(out)
}

func isUTwist(b []byte) bool {
	u, ok := x25519U(b)
	if !ok {
		return false
	}
	F := x25519.F
	u = F.Reduce(u)
	v := F.Add(F.Add(F.Exp(u, big.NewInt(3)), F.Mul(F.Int(486662), F.Square(u))), u)
	return !F.IsSquare(v)
}

func isUAtLeastP(b []byte) bool {
	u, ok := x25519U(b)
	return ok && u.Cmp(x25519.F.P()) >= 0
}

func x25519Classes() []InputClass {
	return []InputClass{
		classOn(ClassUSmallOrder, classDocUSmallOrder, isUSmallOrder, "point"),
		classOn(ClassUTwist, classDocUTwist, isUTwist, "point"),
		classOn(ClassUAtLeastP, classDocUAtLeastP, isUAtLeastP, "point"),
	}
}
