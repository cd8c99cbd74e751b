package field

import (
	"encoding/binary"
	"errors"
	"math/bits"
)

// Element is an element of GF(p) in Montgomery form: l holds a·R mod p,
// little-endian, below p. The zero value is 0.
type Element struct {
	l [6]uint64
}

// p, little-endian.
var prime = [6]uint64{
	0x00000000ffffffff, 0xffffffff00000000, 0xfffffffffffffffe,
	0xffffffffffffffff, 0xffffffffffffffff, 0xffffffffffffffff,
}

// pInv is -p⁻¹ mod 2^64, the factor of each Montgomery reduction step:
// p ≡ 2^32 - 1 (mod 2^64) and (2^32 - 1)(2^32 + 1) = 2^64 - 1 ≡ -1.
const pInv = 0x100000001

// rr is R² mod p, which takes a value into Montgomery form.
var rr = Element{[6]uint64{
	0xfffffffe00000001, 0x0000000200000000, 0xfffffffe00000000,
	0x0000000200000000, 0x0000000000000001, 0x0000000000000000,
}}

// one is R mod p, the Montgomery form of 1.
var one = Element{[6]uint64{
	0xffffffff00000001, 0x00000000ffffffff, 0x0000000000000001,
	0x0000000000000000, 0x0000000000000000, 0x0000000000000000,
}}

// Zero sets v = 0 and returns v.
func (v *Element) Zero() *Element {
	*v = Element{}
	return v
}

// One sets v = 1 and returns v.
func (v *Element) One() *Element {
	*v = one
	return v
}

// Set sets v = a and returns v.
func (v *Element) Set(a *Element) *Element {
	check("Set", a)
	*v = *a
	return v
}

// errNotReduced reports an encoding of a value at least p.
var errNotReduced = errors.New("field: value is not below p")

// errLength reports an encoding that is not 48 bytes.
var errLength = errors.New("field: encoding is not 48 bytes")

// SetBytes sets v to the value of the 48-byte big-endian b and returns
// v, or returns an error naming the fault, leaving v unchanged, when b is
// not 48 bytes or encodes a value at least p. Whether it accepts depends
// on b (an encoding is public); the conversion itself is constant time.
func (v *Element) SetBytes(b []byte) (*Element, error) {
	if len(b) != 48 {
		return nil, errLength
	}
	t, below := load(b)
	if below == 0 {
		return nil, errNotReduced
	}
	montMul(v, &t, &rr)
	check("SetBytes", v)
	return v, nil
}

// SetBytesReduce sets v to the value of the 48-byte big-endian b reduced
// mod p and returns v; the only error is a length other than 48. Constant
// time in the value of b: a value of 2^384 or less is below 2p, so one
// masked subtraction reduces it.
func (v *Element) SetBytesReduce(b []byte) (*Element, error) {
	if len(b) != 48 {
		return nil, errLength
	}
	t, below := load(b)
	var u Element
	var bw uint64
	for i := range 6 {
		u.l[i], bw = bits.Sub64(t.l[i], prime[i], bw)
	}
	m := -uint64(below)
	for i := range 6 {
		t.l[i] = u.l[i] ^ (m & (t.l[i] ^ u.l[i]))
	}
	montMul(v, &t, &rr)
	check("SetBytesReduce", v)
	return v, nil
}

// SetWideBytes sets v to the value of the big-endian b, 49 to 96 bytes
// long, reduced mod p, and returns v; hash_to_field draws 72 bytes per
// element (RFC 9380 §5.2). With b = hi·2^384 + lo, lo goes in as
// SetBytesReduce does and hi·2^384 as a Montgomery product of hi with
// R³: hi·R³·R⁻¹ = (hi·2^384)·R. Constant time in the value of b.
func (v *Element) SetWideBytes(b []byte) (*Element, error) {
	if len(b) <= 48 || len(b) > 96 {
		return nil, errors.New("field: wide encoding is not 49 to 96 bytes")
	}
	var hiBytes [48]byte
	n := len(b) - 48
	copy(hiBytes[48-n:], b[:n])
	hi, _ := load(hiBytes[:])
	var lo Element
	lo.SetBytesReduce(b[n:])
	montMul(&hi, &hi, &rrr)
	v.Add(&lo, &hi)
	check("SetWideBytes", v)
	return v, nil
}

// load returns the value of the 48 bytes b as limbs (not in Montgomery
// form, not checked: it may be p or more) and 1 if it is below p, 0
// otherwise.
func load(b []byte) (t Element, below int) {
	for i := range 6 {
		t.l[i] = binary.BigEndian.Uint64(b[40-8*i:])
	}
	// t - p borrows exactly when t < p.
	var borrow uint64
	for i := range 6 {
		_, borrow = bits.Sub64(t.l[i], prime[i], borrow)
	}
	return t, int(borrow)
}

// Bytes returns the 48-byte big-endian encoding of v's value.
func (v *Element) Bytes() []byte {
	var b [48]byte
	return v.PutBytes(&b)
}

// PutBytes writes the 48-byte big-endian encoding of v's value to b and
// returns b[:].
func (v *Element) PutBytes(b *[48]byte) []byte {
	check("Bytes", v)
	var t, unit Element
	unit.l[0] = 1
	montMul(&t, v, &unit) // a·R·1·R⁻¹ = a
	for i := range 6 {
		binary.BigEndian.PutUint64(b[40-8*i:], t.l[i])
	}
	return b[:]
}

// Equal returns 1 if v and a are equal and 0 otherwise.
func (v *Element) Equal(a *Element) int {
	check("Equal", v, a)
	var d uint64
	for i := range 6 {
		d |= v.l[i] ^ a.l[i]
	}
	return isZeroWord(d)
}

// IsZero returns 1 if v = 0 and 0 otherwise.
func (v *Element) IsZero() int {
	check("IsZero", v)
	var d uint64
	for i := range 6 {
		d |= v.l[i]
	}
	return isZeroWord(d)
}

// isZeroWord returns 1 for d = 0 and 0 otherwise, without a branch.
func isZeroWord(d uint64) int {
	return int(1 ^ (d|-d)>>63)
}

// IsOdd returns 1 if v's value (not its Montgomery form) is odd and 0
// otherwise.
func (v *Element) IsOdd() int {
	var b [48]byte
	v.PutBytes(&b)
	return int(b[47] & 1)
}

// Select sets v = a if cond = 1 and v = b if cond = 0 (cond in {0, 1})
// and returns v.
func (v *Element) Select(a, b *Element, cond int) *Element {
	check("Select", a, b)
	m := -uint64(cond)
	for i := range 6 {
		v.l[i] = b.l[i] ^ (m & (a.l[i] ^ b.l[i]))
	}
	return v
}

// Swap exchanges v and u if cond = 1 and leaves them if cond = 0 (cond in
// {0, 1}).
func (v *Element) Swap(u *Element, cond int) {
	check("Swap", v, u)
	m := -uint64(cond)
	for i := range 6 {
		t := m & (v.l[i] ^ u.l[i])
		v.l[i] ^= t
		u.l[i] ^= t
	}
}
