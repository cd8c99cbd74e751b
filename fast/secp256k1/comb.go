package secp256k1

import (
	"crypto/rand"
	"errors"
	"io"
	"sync/atomic"

	"github.com/curvecheck/curvecheck/fast/secp256k1/field"
	"github.com/curvecheck/curvecheck/fast/secp256k1/scalar"
)

// Generator multiplication with a signed-digit comb (Hamburg's signed
// digits, "Fast and compact elliptic-curve cryptography", ePrint 2012/309,
// §3.3, applied to the comb method of Lim and Lee, CRYPTO 1994).
//
// Read each bit d_i of a combBits-bit integer d as the sign ±1:
// Σ_i (2d_i - 1)·2^i = 2d - (2^combBits - 1). With the base H = G/2 this
// is d·G - ((2^combBits - 1)/2)·G, so k·G is the comb of
// d = k + combDiff with combDiff = (2^combBits - 1)/2 mod n. Bit i of d,
// i = (b·teeth + t)·spacing + o, is tooth t of block b at offset o; one
// table entry per block covers all its teeth at once (internal/gentables
// documents the layout), and the offsets are walked from the top with a
// doubling between them: spacing - 1 doublings and blocks·spacing
// additions. No digit is zero, so no addition is skipped.

// combDiff is (2^combBits - 1)/2 = 2^(combBits-1) - 1/2 mod n, and
// combVarDiff the same for the combVarBits of ScalarBaseMultVar's comb.
var (
	combDiff    = halfOffset(combBits)
	combVarDiff = halfOffset(combVarBits)
)

// halfOffset returns (2^bits - 1)/2 mod n for bits <= 511.
func halfOffset(bits int) scalar.Scalar {
	var wide [64]byte
	bit := bits - 1
	wide[63-bit/8] = 1 << (bit % 8)
	var p, half, d scalar.Scalar
	p.SetWideBytes(wide[:])
	half.Inv(new(scalar.Scalar).SetUint64(2))
	d.Sub(&p, &half)
	return d
}

// combPattern gathers the teeth of block b at offset o from d and
// returns the table index and 1 when the entry is to be negated: with the
// top tooth clear, the pattern is the negation of its complement, which
// has the top tooth set. Constant time (b and o are public).
func combPattern(d *scalar.Scalar, b, o int) (idx uint32, neg int) {
	var m uint32
	for t := range combTeeth {
		m |= d.Bits(uint((b*combTeeth+t)*combSpacing+o), 1) << t
	}
	top := m >> (combTeeth - 1)
	flip := top - 1 // all ones when the top tooth is clear
	return (m ^ flip) & (combEntries - 1), int(1 - top)
}

// BaseMultiplier holds the blinding of the constant-time generator
// multiplication, after libsecp256k1's context blinding:
//
//   - scalar blinding: a random b; the comb runs on k - b and the point
//     b·G is added at the end, so the table entries read depend on k - b,
//     not on k alone;
//   - projective blinding: the accumulator starts as the identity with a
//     random projective scale (0 : f : 0), so that every intermediate
//     coordinate is multiplied by f.
//
// A BaseMultiplier never changes after NewBaseMultiplier and may be used
// from several goroutines.
type BaseMultiplier struct {
	offset scalar.Scalar // combDiff - b
	bG     Point         // b·G
	f      field.Element // projective scale, non-zero
}

// NewBaseMultiplier draws fresh blinding values from r (crypto/rand when
// nil).
func NewBaseMultiplier(r io.Reader) (*BaseMultiplier, error) {
	if r == nil {
		r = rand.Reader
	}
	var buf [64]byte
	if _, err := io.ReadFull(r, buf[:]); err != nil {
		return nil, errors.New("secp256k1: reading blinding values: " + err.Error())
	}
	m := new(BaseMultiplier)
	var b scalar.Scalar
	b.SetBytesReduce(buf[:32])
	// b = 0 would be no blinding at all; 1 is as good as any other value.
	b.Set(new(scalar.Scalar).Select(new(scalar.Scalar).SetUint64(1), &b, b.IsZero()))
	m.f.SetBytesReduce(buf[32:])
	m.f.Normalize(&m.f)
	var one field.Element
	m.f.Select(one.One(), &m.f, m.f.IsZero())
	unblinded := BaseMultiplier{offset: combDiff, bG: *NewIdentity()}
	unblinded.f.One()
	unblinded.ScalarBaseMult(&m.bG, &b)
	m.offset.Sub(&combDiff, &b)
	return m, nil
}

var defaultBase atomic.Pointer[BaseMultiplier]

// RerandomizeBaseMult replaces the blinding used by ScalarBaseMult with
// fresh values from r (crypto/rand when nil). Safe to call while other
// goroutines multiply.
func RerandomizeBaseMult(r io.Reader) error {
	m, err := NewBaseMultiplier(r)
	if err != nil {
		return err
	}
	defaultBase.Store(m)
	return nil
}

// ScalarBaseMult sets v = k·G and returns v, with the package's default
// blinding (drawn from crypto/rand on first use). Constant time with
// respect to k.
func (v *Point) ScalarBaseMult(k *scalar.Scalar) *Point {
	m := defaultBase.Load()
	if m == nil {
		if err := RerandomizeBaseMult(nil); err != nil {
			panic(err) // crypto/rand does not fail on supported systems
		}
		m = defaultBase.Load()
	}
	return m.ScalarBaseMult(v, k)
}

// ScalarBaseMult sets v = k·G with m's blinding and returns v. Constant
// time with respect to k.
func (m *BaseMultiplier) ScalarBaseMult(v *Point, k *scalar.Scalar) *Point {
	var d scalar.Scalar
	d.Add(k, &m.offset)
	return m.comb(v, &d)
}

// comb sets v = comb(d) + bG. Constant time: every table entry of a
// block is read for each lookup (lookup.go) and the negation is a masked
// select.
func (m *BaseMultiplier) comb(v *Point, d *scalar.Scalar) *Point {
	tbl := combScanTable()
	var acc Point
	acc.y = m.f // (0 : f : 0), the identity
	var x, y, ny field.Element
	for o := combSpacing - 1; o >= 0; o-- {
		if o != combSpacing-1 {
			acc.Double(&acc)
		}
		for b := range combBlocks {
			idx, neg := combPattern(d, b, o)
			lookup(&x, &y, tbl[b][:], idx)
			ny.Neg(&y, 1)
			ny.NormalizeWeak(&ny)
			y.Assign(&ny, -uint64(neg))
			acc.addAffine(&acc, &x, &y)
		}
	}
	return v.Add(&acc, &m.bG)
}

// ScalarBaseMultVar sets v = k·G for a public k and returns v: the
// signed-digit comb of ScalarBaseMult without blinding and without scans
// (libsecp256k1's ecmult_gen_var, PR #1883), on a table of its own. Each
// lookup reads one entry, so the table's size costs no time per lookup:
// 26 blocks of 10 adjacent bits (832 KiB, decoded on first use) take 26
// Jacobian-plus-affine additions and no doubling, where the 22 KiB table
// of ScalarBaseMult would take 44 additions and 3 doublings. Variable
// time: k must not be secret.
func (v *Point) ScalarBaseMultVar(k *scalar.Scalar) *Point {
	var d scalar.Scalar
	d.Add(k, &combVarDiff)
	tbl := combVarTable()
	var acc jacobian
	acc.setInfinity()
	for b := range combVarBlocks {
		m := d.Bits(uint(b*combVarTeeth), combVarTeeth)
		if m&combVarEntries != 0 {
			acc.addAffineVar(&acc, &tbl[b][m&(combVarEntries-1)])
			continue
		}
		// Top tooth clear: the entry of the complement, negated.
		e := &tbl[b][^m&(combVarEntries-1)]
		var ne affine
		ne.x = e.x
		ne.y.Neg(&e.y, 1)
		ne.y.NormalizeWeak(&ne.y)
		acc.addAffineVar(&acc, &ne)
	}
	return acc.toPoint(v)
}
