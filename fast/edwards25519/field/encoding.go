package field

import (
	"crypto/subtle"
	"encoding/binary"
	"errors"
)

// SetBytesReduce sets v to the 32-byte little-endian value enc with bit
// 255 ignored, and returns v. Values from p to 2^255 - 1 are accepted and
// reduced, as RFC 7748 §5 requires of X25519 and RFC 8032 §5.1.3 leaves
// to the caller to reject. Output tight. Constant time.
func (v *Element) SetBytesReduce(enc []byte) (*Element, error) {
	if len(enc) != 32 {
		return nil, errors.New("field: an element is 32 bytes")
	}
	// Four 64-bit words w0 … w3; limb i is bits 51·i … 51·i + 50.
	w0 := binary.LittleEndian.Uint64(enc[0:])
	w1 := binary.LittleEndian.Uint64(enc[8:])
	w2 := binary.LittleEndian.Uint64(enc[16:])
	w3 := binary.LittleEndian.Uint64(enc[24:])
	v.setLimbs(w0&mask51, (w0>>51|w1<<13)&mask51, (w1>>38|w2<<26)&mask51, (w2>>25|w3<<39)&mask51,
		w3>>12&mask51) // bit 255 dropped
	checkTight("SetBytesReduce (result)", v)
	return v, nil
}

// SetBytes sets v to the 32-byte little-endian value enc and returns v,
// or returns an error if enc is not the canonical encoding of an element:
// bit 255 set, or a value from p to 2^255 - 1. Output tight. The decoding
// and the comparison are constant time; whether enc was canonical is the
// returned verdict (RFC 8032 §5.1.3's decoding rejects such encodings; X25519
// uses SetBytesReduce).
func (v *Element) SetBytes(enc []byte) (*Element, error) {
	var t Element
	if _, err := t.SetBytesReduce(enc); err != nil {
		return nil, err
	}
	var back [32]byte
	if subtle.ConstantTimeCompare(t.putBytes(&back), enc) != 1 {
		return nil, errors.New("field: not a canonical element encoding (bit 255 set, or a value at least p)")
	}
	*v = t
	return v, nil
}

// Bytes returns the canonical 32-byte little-endian encoding of v, the
// representative in [0, p). Input tight. Constant time.
func (v *Element) Bytes() []byte {
	var out [32]byte
	return v.putBytes(&out)
}

func (v *Element) putBytes(out *[32]byte) []byte {
	checkTight("Bytes", v)
	c := v.canonical()
	binary.LittleEndian.PutUint64(out[0:], c[0]|c[1]<<51)
	binary.LittleEndian.PutUint64(out[8:], c[1]>>13|c[2]<<38)
	binary.LittleEndian.PutUint64(out[16:], c[2]>>26|c[3]<<25)
	binary.LittleEndian.PutUint64(out[24:], c[3]>>39|c[4]<<12)
	return out[:]
}

// canonical returns the limbs of v's representative in [0, p), each below
// 2^51. Input tight. Constant time.
//
// After a settle, v < 2^255 + 2^18. v >= p exactly when v + 19 reaches
// 2^255, which the carry out of the top limb of v + 19 tells; subtracting
// p is then adding 19 and dropping bit 255.
func (v *Element) canonical() [5]uint64 {
	t := *v
	t.settle()
	l0, l1, l2, l3, l4 := t.limb[0], t.limb[1], t.limb[2], t.limb[3], t.limb[4]
	q := (l0 + 19) >> 51
	q = (l1 + q) >> 51
	q = (l2 + q) >> 51
	q = (l3 + q) >> 51
	q = (l4 + q) >> 51 // 1 when v >= p
	l0 += 19 * q
	l1 += l0 >> 51
	l2 += l1 >> 51
	l3 += l2 >> 51
	l4 += l3 >> 51
	return [5]uint64{l0 & mask51, l1 & mask51, l2 & mask51, l3 & mask51, l4 & mask51}
}
