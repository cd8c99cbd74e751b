package field

import (
	"encoding/binary"
	"errors"
)

// SetBytes sets v to x, a 32-byte little-endian encoding, and returns v.
// As RFC 7748 §5 and RFC 8032 §5.1.3 require of a field decoder, the top
// bit is ignored and the non-canonical values 2^255 - 19 … 2^255 - 1 are
// accepted (and reduced). Output tight. Constant time.
func (v *Element) SetBytes(x []byte) (*Element, error) {
	if len(x) != 32 {
		return nil, errors.New("field: invalid field element length")
	}
	// Limbs from overlapping 64-bit little-endian loads, each shifted to its
	// bit offset 51·i and masked.
	v.l0 = binary.LittleEndian.Uint64(x[0:8]) & maskLow51Bits
	v.l1 = (binary.LittleEndian.Uint64(x[6:14]) >> 3) & maskLow51Bits
	v.l2 = (binary.LittleEndian.Uint64(x[12:20]) >> 6) & maskLow51Bits
	v.l3 = (binary.LittleEndian.Uint64(x[19:27]) >> 1) & maskLow51Bits
	v.l4 = (binary.LittleEndian.Uint64(x[24:32]) >> 12) & maskLow51Bits // bit 255 dropped
	checkTight("SetBytes (result)", v)
	return v, nil
}

// Bytes returns the canonical 32-byte little-endian encoding of v (the
// unique representative in [0, p)). Input tight. Constant time.
func (v *Element) Bytes() []byte {
	var out [32]byte
	return v.bytes(&out)
}

func (v *Element) bytes(out *[32]byte) []byte {
	checkTight("Bytes", v)
	t := *v
	t.reduce()
	// Limbs of 51 bits at offsets 0, 51, 102, 153, 204 into four words.
	binary.LittleEndian.PutUint64(out[0:8], t.l0|t.l1<<51)
	binary.LittleEndian.PutUint64(out[8:16], t.l1>>13|t.l2<<38)
	binary.LittleEndian.PutUint64(out[16:24], t.l2>>26|t.l3<<25)
	binary.LittleEndian.PutUint64(out[24:32], t.l3>>39|t.l4<<12)
	return out[:]
}

// reduce brings v to the canonical representative in [0, p), limbs < 2^51.
// Input tight.
func (v *Element) reduce() {
	v.carryPropagate()
	// v < 2^255 + 2^18 now. Compute the carry out of v + 19: it is 1 exactly
	// when v >= p (v >= 2^255 - 19), without a branch.
	c := (v.l0 + 19) >> 51
	c = (v.l1 + c) >> 51
	c = (v.l2 + c) >> 51
	c = (v.l3 + c) >> 51
	c = (v.l4 + c) >> 51
	// v - p·c = v + 19·c - 2^255·c: add 19·c and drop bit 255.
	v.l0 += 19 * c
	v.l1 += v.l0 >> 51
	v.l0 &= maskLow51Bits
	v.l2 += v.l1 >> 51
	v.l1 &= maskLow51Bits
	v.l3 += v.l2 >> 51
	v.l2 &= maskLow51Bits
	v.l4 += v.l3 >> 51
	v.l3 &= maskLow51Bits
	v.l4 &= maskLow51Bits
}
