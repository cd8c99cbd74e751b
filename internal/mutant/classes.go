package mutant

import (
	"bytes"
	"errors"
	"fmt"
	"math/big"

	"github.com/curvecheck/curvecheck/catalog"
	_ "github.com/curvecheck/curvecheck/impls/fast" // "fast", the verifier the ECDSA mutants call
	"github.com/curvecheck/curvecheck/impls/refimpl"
	"github.com/curvecheck/curvecheck/ref/ecdsa"
	"github.com/curvecheck/curvecheck/ref/field"
	"github.com/curvecheck/curvecheck/ref/weierstrass"
)

// ClassMutant is an implementation that mishandles one edge class of an
// operation: the check that class needs is left out (or done wrongly, as
// published bugs did), everything else is right.
type ClassMutant struct {
	Class string // the edge class (catalog.Op.EdgeClasses) it mishandles
	Op    string // the operation it computes
	Bug   string // what it does wrong
	Impl  *catalog.Funcs
}

// ForClasses returns one mutant per edge class of the point, digest and
// DER families: secp256k1 point decoding and ECDH (SEC1 classes),
// edwards25519 point decoding, X25519, and secp256k1 ECDSA verification of
// digests and of DER signatures. The ECDSA mutants hand what they parse or
// compute to the "fast" implementation's r ‖ s verification, so that they
// cost little next to the reference.
func ForClasses() []ClassMutant {
	ref := refimpl.NewMemo(Answers)
	var out []ClassMutant
	add := func(class, op, bug string, fn catalog.OpFunc, policy string) {
		f := &catalog.Funcs{ImplName: "mutant-" + class, Table: map[string]catalog.OpFunc{op: fn}}
		if policy != "" {
			f.Policies = map[string]string{op: policy}
		}
		out = append(out, ClassMutant{Class: class, Op: op, Bug: bug, Impl: f})
	}
	refOp := func(op string) func(catalog.Values) (catalog.Values, error) {
		return func(in catalog.Values) (catalog.Values, error) { return ref.Run(op, in) }
	}
	k1 := catalog.Secp256k1
	c := k1.W
	fs := k1.FieldSize

	// SEC1 point decoding (secp256k1/point_decode).
	decode := "secp256k1/point_decode"
	refDecode := refOp(decode)
	add(catalog.ClassPointIdentity, decode, "reads 04 followed by zeros as the point at infinity",
		func(in catalog.Values) (catalog.Values, error) {
			p := in["p"]
			if len(p) == 1+2*fs && p[0] == 4 && allZero(p[1:]) {
				return catalog.Values{"r": {0}}, nil
			}
			return refDecode(in)
		}, "")
	add(catalog.ClassCompressedNoSqrt, decode, "decompresses with the exponentiation (p+1)/4 and never squares the root back",
		func(in catalog.Values) (catalog.Values, error) {
			p := in["p"]
			if len(p) == 1+fs && (p[0] == 2 || p[0] == 3) {
				x := new(big.Int).SetBytes(p[1:])
				if x.Cmp(k1.P) < 0 {
					y := uncheckedRoot(c, x, uint(p[0]&1))
					return catalog.Values{"r": append(append([]byte{4}, c.F.EncodeBE(x)...), c.F.EncodeBE(y)...)}, nil
				}
			}
			return refDecode(in)
		}, "")
	add(catalog.ClassPointXAtLeastP, decode, "loads x with a reducing field operation (x + p is read as x)",
		func(in catalog.Values) (catalog.Values, error) {
			p := append([]byte(nil), in["p"]...)
			if len(p) == 1+fs || len(p) == 1+2*fs {
				x := new(big.Int).SetBytes(p[1 : 1+fs])
				copy(p[1:1+fs], c.F.EncodeBE(x))
			}
			return refDecode(catalog.Values{"p": p})
		}, "")
	hybrid, _ := ref.WithPolicy(decode, "point:hybrid")
	add(catalog.ClassHybridWrongParity, decode, "takes the hybrid form 06/07 without comparing the prefix's parity with y",
		func(in catalog.Values) (catalog.Values, error) {
			p := in["p"]
			if len(p) == 1+2*fs && (p[0] == 6 || p[0] == 7) {
				return refDecode(catalog.Values{"p": append([]byte{4}, p[1:]...)})
			}
			return hybrid.Run(decode, in)
		}, "point:hybrid")
	add(catalog.ClassPointOffCurve, decode, "takes an uncompressed point without checking the curve equation",
		func(in catalog.Values) (catalog.Values, error) {
			p := in["p"]
			if len(p) == 1+2*fs && p[0] == 4 {
				x, y := new(big.Int).SetBytes(p[1:1+fs]), new(big.Int).SetBytes(p[1+fs:])
				if x.Cmp(k1.P) < 0 && y.Cmp(k1.P) < 0 && !(x.Sign() == 0 && y.Sign() == 0) {
					return catalog.Values{"r": p}, nil
				}
			}
			return refDecode(in)
		}, "")
	ecdh := "secp256k1/ecdh"
	refECDH := refOp(ecdh)
	add(catalog.ClassPointTwist, ecdh, "multiplies a compressed point it never checked: the ladder runs on the curve the point lies on (the twist, for an x with no root)",
		func(in catalog.Values) (catalog.Values, error) {
			pub := in["public"]
			if len(pub) == 1+fs && (pub[0] == 2 || pub[0] == 3) {
				x := new(big.Int).SetBytes(pub[1:])
				d, err := ecdsa.ParsePrivateKey(c, in["private"])
				if err == nil && x.Cmp(k1.P) < 0 {
					P := weierstrass.Point{X: x, Y: uncheckedRoot(c, x, uint(pub[0]&1))}
					// The affine formulas do not involve b: the product
					// is taken on y² = x³ + b' through P.
					R := c.ScalarMult(d, P)
					if R.Inf {
						return nil, errors.New("the shared point is at infinity")
					}
					return catalog.Values{"shared": c.F.EncodeBE(R.X)}, nil
				}
			}
			return refECDH(in)
		}, "")

	// edwards25519 point decoding.
	ed := catalog.Edwards25519
	edDecode := "edwards25519/point_decode"
	refEd := refOp(edDecode)
	add(catalog.ClassEdYNoX, edDecode, "returns the candidate square root of (y² - 1)/(d·y² + 1) without checking it",
		func(in catalog.Values) (catalog.Values, error) {
			out, err := refEd(in)
			if err != nil && len(in["p"]) == 32 {
				y := yOf(in["p"])
				if y.Cmp(ed.P) < 0 {
					// Accepted as given: the encoding of (x, y) for an x
					// that is no root.
					return catalog.Values{"r": in["p"]}, nil
				}
			}
			return out, err
		}, "")
	add(catalog.ClassEdYAtLeastP, edDecode, "reduces y mod p while decoding strictly otherwise",
		func(in catalog.Values) (catalog.Values, error) {
			p := in["p"]
			if len(p) == 32 {
				if y := yOf(p); y.Cmp(ed.P) >= 0 {
					q := field.BytesLE(new(big.Int).Sub(y, ed.P), 32)
					q[31] |= p[31] & 0x80
					return refEd(catalog.Values{"p": q})
				}
			}
			return refEd(in)
		}, "")
	lenient, _ := ref.WithPolicy(edDecode, "point:lenient")
	add(catalog.ClassEdNegativeZero, edDecode, "declares that it reduces y >= p only, and accepts x = -0 too",
		func(in catalog.Values) (catalog.Values, error) { return lenient.Run(edDecode, in) }, "point:noncanonical-y")
	add(catalog.ClassEdSmallOrder, edDecode, "declares prime-order points only and rejects the identity alone",
		func(in catalog.Values) (catalog.Values, error) {
			out, err := refEd(in)
			if err == nil && bytes.Equal(out["r"], ed.E.Encode(ed.E.Identity())) {
				return nil, errors.New("the identity is rejected")
			}
			return out, err
		}, "point:prime-order-only")
	add(catalog.ClassEdMixedOrder, edDecode, "declares prime-order points only and rejects small-order ones, not mixed-order ones",
		func(in catalog.Values) (catalog.Values, error) {
			out, err := refEd(in)
			if err == nil {
				P, _ := ed.E.Decode(out["r"], edLenient)
				if ed.E.HasSmallOrder(P) {
					return nil, errors.New("small-order point rejected")
				}
			}
			return out, err
		}, "point:prime-order-only")

	// X25519.
	x := "x25519/ecdh"
	refX := refOp(x)
	add(catalog.ClassUSmallOrder, x, "declares that it rejects the all-zero output, and returns it",
		refX, "x25519:reject-zero")
	add(catalog.ClassUTwist, x, "rejects a u that is not on the curve (X25519 is defined on the twist)",
		func(in catalog.Values) (catalog.Values, error) {
			if u := in["point"]; len(u) == 32 {
				F := ed.E.F
				v := yOf(u)
				v = F.Reduce(v)
				if !F.IsSquare(F.Add(F.Add(F.Exp(v, big.NewInt(3)), F.Mul(F.Int(486662), F.Square(v))), v)) {
					return nil, errors.New("u is not on the curve")
				}
			}
			return refX(in)
		}, "")
	add(catalog.ClassUAtLeastP, x, "rejects a non-canonical u instead of reducing it",
		func(in catalog.Values) (catalog.Values, error) {
			if u := in["point"]; len(u) == 32 && yOf(u).Cmp(ed.P) >= 0 {
				return nil, errors.New("u is not below p")
			}
			return refX(in)
		}, "")

	// ECDSA digests (secp256k1/ecdsa_verify): e computed wrongly, then
	// fast's verification of a 32-byte digest holding e.
	fast := fastImpl()
	verify := "secp256k1/ecdsa_verify"
	withE := func(wrong func(d []byte) (*big.Int, error)) catalog.OpFunc {
		return func(in catalog.Values) (catalog.Values, error) {
			e, err := wrong(in["digest"])
			if err != nil {
				return nil, err
			}
			return fast.Run(verify, catalog.Values{"pub": in["pub"], "digest": k1.Int(e, 32), "sig": in["sig"]})
		}
	}
	truncate := func(d []byte) *big.Int { return ecdsa.HashToInt(c, d) }
	add(catalog.ClassDigestEmpty, verify, "rejects an empty digest",
		withE(func(d []byte) (*big.Int, error) {
			if len(d) == 0 {
				return nil, errors.New("empty digest")
			}
			return truncate(d), nil
		}), "")
	add(catalog.ClassDigestShort, verify, "pads a short digest with zeros on the right (as if it were the leftmost bits)",
		withE(func(d []byte) (*big.Int, error) {
			if len(d) > 0 && len(d) < 32 {
				return new(big.Int).SetBytes(append(append([]byte(nil), d...), make([]byte, 32-len(d))...)), nil
			}
			return truncate(d), nil
		}), "")
	add(catalog.ClassDigestAsLongAsN, verify, "copies a digest of n's size one byte short",
		withE(func(d []byte) (*big.Int, error) {
			if len(d) == 32 {
				return new(big.Int).SetBytes(d[:31]), nil
			}
			return truncate(d), nil
		}), "")
	add(catalog.ClassDigestLongZeros, verify, "measures a long digest by its integer's byte length, so leading zero bytes shift the truncation",
		withE(func(d []byte) (*big.Int, error) {
			e := new(big.Int).SetBytes(d)
			if excess := 8*((e.BitLen()+7)/8) - 256; excess > 0 {
				e.Rsh(e, uint(excess))
			}
			return e, nil
		}), "")
	add(catalog.ClassDigestLongTopBit, verify, "reduces a long digest mod n instead of keeping its leftmost bits",
		withE(func(d []byte) (*big.Int, error) {
			if len(d) > 32 {
				return new(big.Int).Mod(new(big.Int).SetBytes(d), k1.N), nil
			}
			return truncate(d), nil
		}), "")

	// DER signatures (secp256k1/ecdsa_verify_der): one leniency each, then
	// fast's r ‖ s verification.
	der := "secp256k1/ecdsa_verify_der"
	for _, m := range []struct {
		class, bug string
		rules      derRules
	}{
		{catalog.ClassDERMissingPad, "reads INTEGERs unsigned", derRules{unsigned: true}},
		{catalog.ClassDERSuperfluousPad, "takes INTEGERs with leading zero bytes", derRules{padded: true}},
		{catalog.ClassDERLongForm, "takes long-form lengths", derRules{longForm: true}},
		{catalog.ClassDERLenLeadingZero, "takes long-form lengths with leading zero octets", derRules{longForm: true, lenZeros: true}},
		{catalog.ClassDERIndefinite, "takes the indefinite length on the SEQUENCE", derRules{indefinite: true}},
		{catalog.ClassDERTrailing, "ignores bytes after the SEQUENCE and after s", derRules{trailing: true}},
		{catalog.ClassDERWrongTag, "does not look at the tags", derRules{anyTag: true}},
		{catalog.ClassDERNegative, "drops the sign of a negative INTEGER", derRules{absolute: true}},
	} {
		rules := m.rules
		add(m.class, der, m.bug, func(in catalog.Values) (catalog.Values, error) {
			r, s, err := rules.parse(in["sig"])
			if err != nil {
				return nil, err
			}
			if r.BitLen() > 256 || s.BitLen() > 256 {
				return nil, errors.New("r or s wider than 256 bits")
			}
			return fast.Run(verify, catalog.Values{"pub": in["pub"], "digest": in["digest"], "sig": append(k1.Int(r, 32), k1.Int(s, 32)...)})
		}, "")
	}
	add(catalog.ClassDERZero, der, "skips the range check and inverts s by exponentiation, so r = s = 0 gives R = O, read as x = 0 = r",
		func(in catalog.Values) (catalog.Values, error) {
			r, s, err := derRules{}.parse(in["sig"])
			if err == nil && r.Sign() == 0 && s.Sign() == 0 {
				if _, err := c.Decode(in["pub"]); err == nil {
					return catalog.Values{}, nil
				}
			}
			return ref.Run(der, in)
		}, "")
	add(catalog.ClassDERAtLeastN, der, "reduces r and s mod n instead of rejecting them",
		func(in catalog.Values) (catalog.Values, error) {
			r, s, err := derRules{}.parse(in["sig"])
			if err != nil {
				return nil, err
			}
			r.Mod(r, k1.N)
			s.Mod(s, k1.N)
			return fast.Run(verify, catalog.Values{"pub": in["pub"], "digest": in["digest"], "sig": append(k1.Int(r, 32), k1.Int(s, 32)...)})
		}, "")
	return out
}

var edLenient = edwardsLenient()

func allZero(b []byte) bool {
	for _, x := range b {
		if x != 0 {
			return false
		}
	}
	return true
}

// uncheckedRoot is alpha^((p+1)/4) for alpha = x³ + ax + b, of the parity
// bit: a square root when one exists (p ≡ 3 mod 4), something else when
// none does.
func uncheckedRoot(c *weierstrass.Curve, x *big.Int, bit uint) *big.Int {
	F := c.F
	alpha := F.Add(F.Add(F.Exp(x, big.NewInt(3)), F.Mul(c.A, x)), c.B)
	e := new(big.Int).Rsh(new(big.Int).Add(F.P(), big.NewInt(1)), 2)
	y := F.Exp(alpha, e)
	if y.Bit(0) != bit {
		y = F.Neg(y)
	}
	return y
}

// yOf is the integer of an RFC 8032 or RFC 7748 encoding with bit 255
// cleared.
func yOf(b []byte) *big.Int {
	v := append([]byte(nil), b...)
	v[31] &= 0x7f
	return field.IntLE(v)
}

func fastImpl() catalog.Impl {
	impls, err := catalog.Select("fast")
	if err != nil {
		panic(fmt.Sprintf("mutant: %v", err))
	}
	return impls[0]
}
