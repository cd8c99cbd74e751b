package catalog

import (
	"math/big"
	"math/rand"

	"github.com/curvecheck/curvecheck/ref/edwards"
	"github.com/curvecheck/curvecheck/ref/field"
	"github.com/curvecheck/curvecheck/ref/weierstrass"
)

// Family describes a curve family's canonical encodings for the catalog:
// field elements and scalars as fixed-size integers (little-endian for
// edwards25519 as in RFC 8032, big-endian for the SEC curves as in SEC1),
// points as RFC 8032 encodings or SEC1 encodings.
type Family struct {
	Name         string
	FieldSize    int
	ScalarSize   int
	LittleEndian bool
	P, N         *big.Int
	W            *weierstrass.Curve // set for short Weierstrass families
	E            *edwards.Curve     // set for twisted Edwards families
}

// Families of the catalog's group-level operations.
var (
	Edwards25519 = &Family{Name: "edwards25519", FieldSize: 32, ScalarSize: 32, LittleEndian: true,
		P: edwards.Edwards25519.F.P(), N: edwards.Edwards25519.L, E: edwards.Edwards25519}
	Secp256k1 = &Family{Name: "secp256k1", FieldSize: 32, ScalarSize: 32,
		P: weierstrass.Secp256k1.F.P(), N: weierstrass.Secp256k1.N, W: weierstrass.Secp256k1}
	P384 = &Family{Name: "p384", FieldSize: 48, ScalarSize: 48,
		P: weierstrass.P384.F.P(), N: weierstrass.P384.N, W: weierstrass.P384}
)

// GroupFamilies lists the families with field, scalar and point operations.
var GroupFamilies = []*Family{Edwards25519, Secp256k1, P384}

// FamilyByName returns the named family.
func FamilyByName(name string) *Family {
	for _, f := range GroupFamilies {
		if f.Name == name {
			return f
		}
	}
	return nil
}

// Int encodes x (reduced modulo 2^(8·size), never negative) as size bytes
// in the family's byte order.
func (f *Family) Int(x *big.Int, size int) []byte {
	x = new(big.Int).Mod(x, new(big.Int).Lsh(big.NewInt(1), uint(8*size)))
	if f.LittleEndian {
		return field.BytesLE(x, size)
	}
	return x.FillBytes(make([]byte, size))
}

// ParseInt reads b as an integer in the family's byte order.
func (f *Family) ParseInt(b []byte) *big.Int {
	if f.LittleEndian {
		return field.IntLE(b)
	}
	return new(big.Int).SetBytes(b)
}

// FE encodes a field element.
func (f *Family) FE(x *big.Int) []byte { return f.Int(x, f.FieldSize) }

// Scalar encodes a scalar.
func (f *Family) Scalar(x *big.Int) []byte { return f.Int(x, f.ScalarSize) }

// BasePoint returns the encoding of the generator.
func (f *Family) BasePoint() []byte {
	if f.E != nil {
		return f.E.Encode(f.E.Base())
	}
	return f.W.EncodeUncompressed(f.W.Generator())
}

// MulBase returns the encoding of k·G, compressed or not for SEC1.
func (f *Family) MulBase(k *big.Int, compressed bool) []byte {
	if f.E != nil {
		return f.E.Encode(f.E.ScalarBaseMult(k))
	}
	P := f.W.ScalarBaseMult(k)
	if compressed {
		return f.W.EncodeCompressed(P)
	}
	return f.W.EncodeUncompressed(P)
}

// RandInt returns a uniform integer in [0, bound).
func RandInt(r *rand.Rand, bound *big.Int) *big.Int {
	b := make([]byte, (bound.BitLen()+7)/8+8)
	r.Read(b)
	return new(big.Int).Mod(new(big.Int).SetBytes(b), bound)
}

// RandScalar returns a random scalar: usually uniform below n, sometimes
// an edge value (the engine's edge cases cover those systematically).
func (f *Family) RandScalar(r *rand.Rand) []byte {
	if r.Intn(16) == 0 {
		e := f.EdgeScalars()
		return e[r.Intn(len(e))]
	}
	return f.Scalar(RandInt(r, f.N))
}

// RandFE returns a uniform canonical field element.
func (f *Family) RandFE(r *rand.Rand) []byte { return f.FE(RandInt(r, f.P)) }

// RandPoint returns the encoding of a uniformly random point of the
// prime-order subgroup (SEC1: compressed or uncompressed at random).
func (f *Family) RandPoint(r *rand.Rand) []byte {
	return f.MulBase(RandInt(r, f.N), r.Intn(2) == 0)
}

func pow2(k int) *big.Int { return new(big.Int).Lsh(big.NewInt(1), uint(k)) }

func edgeInts(bound *big.Int, bits int) []*big.Int {
	one := big.NewInt(1)
	vals := []*big.Int{big.NewInt(0), one, big.NewInt(2), big.NewInt(3),
		new(big.Int).Sub(bound, one), new(big.Int).Sub(bound, big.NewInt(2)),
		new(big.Int).Rsh(bound, 1), new(big.Int).Add(new(big.Int).Rsh(bound, 1), one),
		bound, new(big.Int).Add(bound, one),
		new(big.Int).Sub(pow2(bits), one), // all ones
	}
	for _, k := range []int{32, 64, 128, bits / 2, bits - 2, bits - 1} {
		p := pow2(k)
		vals = append(vals, new(big.Int).Sub(p, one), p, new(big.Int).Add(p, one))
	}
	// Long runs: alternating bytes, high half set, low half set.
	alt := new(big.Int)
	for i := 0; i < bits; i += 2 {
		alt.SetBit(alt, i, 1)
	}
	vals = append(vals, alt, new(big.Int).Lsh(new(big.Int).Sub(pow2(bits/2), one), uint(bits/2)), new(big.Int).Sub(pow2(bits/2), one))
	var out []*big.Int
	for _, v := range vals {
		if v.BitLen() <= bits {
			out = append(out, v)
		}
	}
	return out
}

// EdgeScalars are the scalars Cryptofuzz-style testing tries first: 0, 1,
// 2, n-1, n, n+1, n/2, 2^k and 2^k±1, long runs of ones and zeros, all-ones.
// Values >= n are non-canonical encodings on purpose.
func (f *Family) EdgeScalars() [][]byte {
	var out [][]byte
	for _, v := range edgeInts(f.N, 8*f.ScalarSize) {
		out = append(out, f.Scalar(v))
	}
	return out
}

// EdgeFEs are edge field elements, values >= p included.
func (f *Family) EdgeFEs() [][]byte {
	var out [][]byte
	for _, v := range edgeInts(f.P, 8*f.FieldSize) {
		out = append(out, f.FE(v))
	}
	return out
}

// EdgePoints are edge point encodings: identity, generator, -G, 2G, points
// of small x, off-curve and non-canonical encodings and, for edwards25519,
// the small-order points and points with a torsion component.
func (f *Family) EdgePoints() [][]byte {
	one := big.NewInt(1)
	if f.E != nil {
		c := f.E
		out := [][]byte{c.Encode(c.Identity()), c.Encode(c.Base()), c.Encode(c.Neg(c.Base())), c.Encode(c.Double(c.Base()))}
		for _, h := range edwardsLowOrder {
			out = append(out, unhex(h))
		}
		// B + T for a point T of order 8 (a mixed-order point).
		T, _ := c.Decode(unhex(edwardsLowOrder[8]), edwards.DecodeOptions{})
		out = append(out, c.Encode(c.Add(c.Base(), T)))
		// y = 2 (not on the curve: no x), y = p-1 (x = 0? order 2), all-ones.
		out = append(out, f.FE(big.NewInt(2)), f.FE(new(big.Int).Sub(f.P, one)))
		ff := make([]byte, 32)
		for i := range ff {
			ff[i] = 0xff
		}
		return append(out, ff)
	}
	c := f.W
	G := c.Generator()
	out := [][]byte{{0}, c.EncodeUncompressed(G), c.EncodeCompressed(G), c.EncodeUncompressed(c.Neg(G)),
		c.EncodeCompressed(c.Double(G)), c.EncodeCompressed(c.ScalarBaseMult(new(big.Int).Sub(c.N, one)))}
	// Points of small x: the first x >= 0 on the curve, both signs.
	for x := int64(0); x < 64; x++ {
		enc := append([]byte{2}, f.FE(big.NewInt(x))...)
		if P, err := c.Decode(enc); err == nil {
			out = append(out, c.EncodeCompressed(P), c.EncodeUncompressed(c.Neg(P)))
			break
		}
	}
	// Off-curve: G with y + 1; x >= p; a wrong prefix; truncated; hybrid.
	bad := c.EncodeUncompressed(G)
	bad[len(bad)-1] ^= 1
	out = append(out, bad)
	out = append(out, append([]byte{2}, f.FE(f.P)...))
	out = append(out, append([]byte{5}, c.EncodeCompressed(G)[1:]...))
	out = append(out, c.EncodeCompressed(G)[:f.FieldSize])
	out = append(out, append([]byte{6}, c.EncodeUncompressed(G)[1:]...))
	// One or more of every point class (class_sec1.go).
	return append(out, sec1ClassEdges(f)...)
}

// pointClasses are the point edge classes of an operation whose params
// are point encodings of the family.
func pointClasses(f *Family, params ...string) []InputClass {
	if f.E != nil {
		return edPointClasses(params)
	}
	return sec1PointClasses(f, params...)
}

// edwardsLowOrder are the encodings of the low-order points of
// edwards25519, canonical and not, as listed in C2SP CCTV's README.
var edwardsLowOrder = []string{
	"0000000000000000000000000000000000000000000000000000000000000000",
	"edffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f",
	"0000000000000000000000000000000000000000000000000000000000000080",
	"edffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
	"0100000000000000000000000000000000000000000000000000000000000000",
	"0100000000000000000000000000000000000000000000000000000000000080",
	"eeffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f",
	"eeffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
	"26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc05",
	"26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc85",
	"c7176a703d4dd84fba3c0b760d10670f2a2053fa2c39ccc64ec7fd7792ac037a",
	"c7176a703d4dd84fba3c0b760d10670f2a2053fa2c39ccc64ec7fd7792ac03fa",
	"ecffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f",
	"ecffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
}

func unhex(s string) []byte {
	b := make([]byte, len(s)/2)
	for i := range b {
		v, _ := new(big.Int).SetString(s[2*i:2*i+2], 16)
		b[i] = byte(v.Int64())
	}
	return b
}

var (
	edwardsStrict  = edwards.DecodeOptions{}
	edwardsLenient = edwards.DecodeOptions{AllowNonCanonicalY: true, AllowNegativeZero: true}
)
