package constants

import (
	"bytes"
	"errors"
	"fmt"
	"math/big"

	"github.com/curvecheck/curvecheck/assurance/claim"
	"github.com/curvecheck/curvecheck/fast/edwards25519"
	"github.com/curvecheck/curvecheck/fast/edwards25519/field"
	fscalar "github.com/curvecheck/curvecheck/fast/edwards25519/scalar"
	fx25519 "github.com/curvecheck/curvecheck/fast/x25519"
	"github.com/curvecheck/curvecheck/ref/edwards"
	"github.com/curvecheck/curvecheck/ref/x25519"
)

// p25519 is 2^255 − 19 (RFC 7748 §4.1), from its definition.
var p25519 = new(big.Int).Sub(pow2(255), bi(19))

// l25519 is ℓ = 2^252 + 27742317777372353535851937790883648493 (RFC 8032
// §5.1), from its definition.
var l25519 = func() *big.Int {
	v, _ := new(big.Int).SetString("27742317777372353535851937790883648493", 10)
	return v.Add(v, pow2(252))
}()

// d25519 is −121665/121666 mod p, solved from its definition here.
var d25519 = mulm(p25519, bi(-121665), inv(bi(121666), p25519))

func fastEd() map[string]*big.Int { return edwards25519.ConstantValues() }

func leInt(b []byte) *big.Int {
	r := make([]byte, len(b))
	for i := range b {
		r[len(b)-1-i] = b[i]
	}
	return new(big.Int).SetBytes(r)
}

// edOnCurve checks −x² + y² = 1 + d·x²·y² with d from its definition.
func edOnCurve(x, y *big.Int) error {
	p := p25519
	x2, y2 := mulm(p, x, x), mulm(p, y, y)
	lhs := mod(new(big.Int).Sub(y2, x2), p)
	rhs := mod(sum(bi(1), mulm(p, d25519, x2, y2)), p)
	if lhs.Cmp(rhs) != 0 {
		return fmt.Errorf("(%#x, %#x) is not on edwards25519", x, y)
	}
	return nil
}

const (
	rfc8032 = "RFC 8032 §5.1; RFC 7748 §4.1"
	wEdRef  = "ref/edwards/edwards25519.go Edwards25519"
)

func edwards25519Facts() []fact {
	p := p25519
	return []fact{{
		id:        "const/edwards25519/p",
		statement: "the field prime of edwards25519 and Curve25519 is 2^255 − 19 (in the reference curve and in X25519's field)",
		method:    claim.Exact, source: rfc8032,
		where: []string{wEdRef, "ref/x25519/x25519.go F"},
		vals:  list(func() []*big.Int { return []*big.Int{edwards.Edwards25519.F.P(), x25519.F.P()} }),
		prop: func(v []*big.Int) error {
			return first(want("ref/edwards p", v[0], p), want("ref/x25519 p", v[1], p))
		},
	}, {
		id:        "const/edwards25519/d",
		statement: "d satisfies 121666·d ≡ −121665 (mod p), i.e. d = −121665/121666, and is a non-square (complete addition law), in the reference and in fast/edwards25519",
		method:    claim.Exact, source: rfc8032 + "; Bernstein–Birkner–Joye–Lange–Peters 2008 §6",
		where: []string{wEdRef, "fast/edwards25519/point.go curveD"},
		vals: func() ([]*big.Int, error) {
			f, err := pick(fastEd(), "curveD")
			if err != nil {
				return nil, err
			}
			return []*big.Int{edwards.Edwards25519.D, f[0]}, nil
		},
		prop: func(v []*big.Int) error {
			for i, d := range v {
				if mulm(p, d, bi(121666)).Cmp(mod(bi(-121665), p)) != 0 {
					return fmt.Errorf("value %d: 121666·d ≠ −121665 mod p", i)
				}
				if isSquare(d, p) {
					return fmt.Errorf("value %d: d is a square", i)
				}
			}
			return nil
		},
	}, {
		id:        "const/edwards25519/2d",
		statement: "fast/edwards25519's 2d satisfies 121666·(2d) ≡ −2·121665 (mod p)",
		method:    claim.Exact, source: rfc8032 + "; HWCD 2008 §3.1 (k = 2d)",
		where: []string{"fast/edwards25519/point.go curveD2"},
		vals:  from(fastEd, "curveD2"),
		prop: func(v []*big.Int) error {
			return wantMod("121666·2d", mulm(p, v[0], bi(121666)), bi(-2*121665), p)
		},
	}, {
		id:        "const/edwards25519/sqrt-m1",
		statement: "fast/edwards25519's √−1 squares to −1 mod p and is the even root, 2^((p−1)/4) mod p (p ≡ 5 mod 8, 2 a non-square)",
		method:    claim.Exact, source: "RFC 8032 §5.1.3 step 3; Euler's criterion",
		where: []string{"fast/edwards25519/field/pow.go sqrtMinusOne"},
		vals: list(func() []*big.Int {
			return []*big.Int{leInt(field.SqrtM1().Bytes())}
		}),
		prop: func(v []*big.Int) error {
			s := v[0]
			e := new(big.Int).Rsh(new(big.Int).Sub(p, bi(1)), 2)
			return first(
				wantMod("(√−1)²", mulm(p, s, s), bi(-1), p),
				want("√−1", s, expm(bi(2), e, p)),
				func() error {
					if s.Bit(0) != 0 || s.Cmp(p) >= 0 {
						return errors.New("√−1 is not the even canonical root")
					}
					return nil
				}())
		},
	}, {
		id:        "const/edwards25519/base-point",
		statement: "B = (x, 4/5) with x even lies on edwards25519, ℓ·B = O, B ≠ O, and encodes as 58 66 … 66, in the reference and in fast/edwards25519",
		method:    claim.Exact, source: rfc8032 + " (B); RFC 8032 §5.1.2 (encoding)",
		where: []string{wEdRef, "fast/edwards25519/point.go basePoint"},
		vals: func() ([]*big.Int, error) {
			f, err := pick(fastEd(), "basePoint.x", "basePoint.y")
			if err != nil {
				return nil, err
			}
			c := edwards.Edwards25519
			return []*big.Int{c.Bx, c.By, f[0], f[1]}, nil
		},
		prop: func(v []*big.Int) error {
			enc := append([]byte{0x58}, bytes.Repeat([]byte{0x66}, 31)...)
			c := edwards.Edwards25519
			for i := 0; i < 4; i += 2 {
				x, y := v[i], v[i+1]
				if err := first(
					wantMod("5·y", mulm(p, y, bi(5)), bi(4), p),
					edOnCurve(x, y)); err != nil {
					return err
				}
				if x.Bit(0) != 0 || x.Sign() == 0 || x.Cmp(p) >= 0 || y.Cmp(p) >= 0 {
					return errors.New("base point x is not even, canonical and non-zero")
				}
				B := edwards.Point{X: x, Y: y}
				if !bytes.Equal(c.Encode(B), enc) {
					return errors.New("base point does not encode as 58 66 … 66")
				}
				if !c.IsIdentity(c.ScalarMult(l25519, B)) {
					return errors.New("ℓ·B ≠ O")
				}
			}
			return nil
		},
	}, {
		id:        "const/edwards25519/l",
		statement: "ℓ = 2^252 + 27742317777372353535851937790883648493 in the reference and in fast/edwards25519/scalar (its primality is certified by assurance/cert)",
		method:    claim.Exact, source: "RFC 8032 §5.1",
		where: []string{wEdRef, "fast/edwards25519/scalar/constants.go l"},
		vals: func() ([]*big.Int, error) {
			f, err := pick(fscalar.ConstantValues(), "l")
			if err != nil {
				return nil, err
			}
			return []*big.Int{edwards.Edwards25519.L, f[0]}, nil
		},
		prop: func(v []*big.Int) error {
			return first(want("ref ℓ", v[0], l25519), want("fast ℓ", v[1], l25519))
		},
	}, {
		id:        "const/edwards25519/scalar/montgomery",
		statement: "fast/edwards25519/scalar: lInv·ℓ ≡ −1 (mod 2^64), rSquared = 2^512 mod ℓ, rOne = 2^256 mod ℓ (R = 2^256)",
		method:    claim.Exact, source: "Montgomery 1985",
		where: []string{"fast/edwards25519/scalar/constants.go lInv", "fast/edwards25519/scalar/constants.go rSquared", "fast/edwards25519/scalar/constants.go rOne"},
		vals:  from(fscalar.ConstantValues, "lInv", "rSquared", "rOne"),
		prop: func(v []*big.Int) error {
			return first(
				wantMod("lInv·ℓ", new(big.Int).Mul(v[0], l25519), bi(-1), pow2(64)),
				want("rSquared", v[1], mod(pow2(512), l25519)),
				want("rOne", v[2], mod(pow2(256), l25519)))
		},
	}, {
		id:        "const/edwards25519/field/offsets",
		statement: "fast/edwards25519/field: twoP = 2p and fourP = 4p in radix 2^51, every limb of each at least the tight bound 2^51 + 2^18 (so a + kp − b of a tight b never underflows), mask51 = 2^51 − 1",
		method:    claim.Exact, source: "RFC 7748 §4.1 (p); the package doc's limb contract (tight < 2^51 + 2^18)",
		where: []string{"fast/edwards25519/field/add.go twoP", "fast/edwards25519/field/add.go fourP", "fast/edwards25519/field/element.go mask51"},
		vals: from(field.ConstantValues, "mask51", "twoP[0]", "twoP[1]", "twoP[2]", "twoP[3]", "twoP[4]",
			"fourP[0]", "fourP[1]", "fourP[2]", "fourP[3]", "fourP[4]"),
		prop: func(v []*big.Int) error {
			tight := sum(pow2(51), pow2(18))
			join := func(l []*big.Int) *big.Int {
				r := new(big.Int)
				for i := len(l) - 1; i >= 0; i-- {
					if l[i].Cmp(tight) < 0 || l[i].BitLen() > 64 {
						return bi(-1) // a limb below the tight bound
					}
					r.Lsh(r, 51).Add(r, l[i])
				}
				return r
			}
			return first(want("mask51", v[0], new(big.Int).Sub(pow2(51), bi(1))),
				want("twoP (−1: a limb below 2^51 + 2^18)", join(v[1:6]), new(big.Int).Lsh(p, 1)),
				want("fourP (−1: a limb below 2^51 + 2^18)", join(v[6:11]), new(big.Int).Lsh(p, 2)))
		},
	}, {
		id:        "const/edwards25519/twoTo192",
		statement: "fast/edwards25519's twoTo192 is 2^192 mod p",
		method:    claim.Exact, source: "RFC 9380 §5.2 (48-byte hash_to_field reduction)",
		where: []string{"fast/edwards25519/hash.go twoTo192"},
		vals:  from(fastEd, "twoTo192"),
		prop:  func(v []*big.Int) error { return want("twoTo192", v[0], mod(pow2(192), p)) },
	}, {
		id:        "const/x25519/a24",
		statement: "a24 = (A − 2)/4 with A = 486662 (4·a24 + 2 = A), in the reference's and fast/x25519's ladders",
		method:    claim.Exact, source: "RFC 7748 §5",
		where: []string{"ref/x25519/x25519.go a24", "fast/x25519/a24.go a24"},
		vals: func() ([]*big.Int, error) {
			r, err := pick(x25519.ConstantValues(), "a24")
			if err != nil {
				return nil, err
			}
			f, err := pick(fx25519.ConstantValues(), "a24")
			return append(r, f...), err
		},
		prop: func(v []*big.Int) error {
			return errors.Join(
				want("4·a24 + 2 (reference)", sum(new(big.Int).Lsh(v[0], 2), bi(2)), bi(486662)),
				want("4·a24 + 2 (fast/x25519)", sum(new(big.Int).Lsh(v[1], 2), bi(2)), bi(486662)))
		},
	}, {
		id:        "const/x25519/basepoint",
		statement: "the X25519 base point u = 9 is the Montgomery image (1 + y)/(1 − y) of edwards25519's B (y = 4/5), encoded little-endian in 32 bytes, in the reference and in fast/x25519",
		method:    claim.Exact, source: "RFC 7748 §4.1",
		where: []string{"ref/x25519/x25519.go Basepoint", "fast/x25519/x25519.go Basepoint"},
		vals: func() ([]*big.Int, error) {
			if len(x25519.Basepoint) != 32 || len(fx25519.Basepoint) != 32 {
				return nil, errors.New("a base point encoding is not 32 bytes")
			}
			return []*big.Int{leInt(x25519.Basepoint), leInt(fx25519.Basepoint)}, nil
		},
		prop: func(v []*big.Int) error {
			y := mulm(p, bi(4), inv(bi(5), p))
			u := mulm(p, sum(bi(1), y), inv(new(big.Int).Sub(bi(1), y), p))
			return first(want("ref u", v[0], u), want("fast u", v[1], u))
		},
	}}
}
