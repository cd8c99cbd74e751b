package field

import (
	"encoding/binary"
	"errors"
)

// fromWords splits a 256-bit big-endian-ordered value (w[0] the most
// significant word) into 52-bit limbs.
func (v *Element) fromWords(w3, w2, w1, w0 uint64) {
	v.n[0] = w0 & mask52
	v.n[1] = (w0>>52 | w1<<12) & mask52
	v.n[2] = (w1>>40 | w2<<24) & mask52
	v.n[3] = (w2>>28 | w3<<36) & mask52
	v.n[4] = w3 >> 16
}

var errNotCanonical = errors.New("field: the value is not below p")

// SetBytes sets v to the 32-byte big-endian value b and returns v,
// rejecting a value >= p (SEC1 §2.3.6). v is normalized. Constant time
// except for the rejection.
func (v *Element) SetBytes(b []byte) (*Element, error) {
	if len(b) != 32 {
		return nil, errors.New("field: an element is 32 bytes")
	}
	var t Element
	t.fromWords(binary.BigEndian.Uint64(b[0:]), binary.BigEndian.Uint64(b[8:]), binary.BigEndian.Uint64(b[16:]), binary.BigEndian.Uint64(b[24:]))
	// t < 2^256 has limbs in range; t >= p exactly when t + 2^256 - p
	// carries out of 2^256.
	s0 := t.n[0] + reduce256
	s1 := t.n[1] + s0>>52
	s2 := t.n[2] + s1>>52
	s3 := t.n[3] + s2>>52
	s4 := t.n[4] + s3>>52
	if s4>>48 != 0 {
		return nil, errNotCanonical
	}
	*v = t
	v.setMeta(1, true)
	return v, nil
}

// SetBytesReduce sets v to the 32-byte big-endian value b reduced mod p
// and returns v, normalized. Constant time.
func (v *Element) SetBytesReduce(b []byte) (*Element, error) {
	if len(b) != 32 {
		return nil, errors.New("field: an element is 32 bytes")
	}
	v.fromWords(binary.BigEndian.Uint64(b[0:]), binary.BigEndian.Uint64(b[8:]), binary.BigEndian.Uint64(b[16:]), binary.BigEndian.Uint64(b[24:]))
	v.setMeta(1, false)
	return v.Normalize(v), nil
}

// Bytes returns the 32-byte big-endian canonical encoding of a, which may
// have any magnitude up to 32. Constant time.
func (a *Element) Bytes() []byte {
	var out [32]byte
	a.PutBytes(&out)
	return out[:]
}

// PutBytes writes the 32-byte big-endian canonical encoding of a to out.
// Constant time.
func (a *Element) PutBytes(out *[32]byte) {
	var t Element
	t.Normalize(a)
	n := &t.n
	binary.BigEndian.PutUint64(out[24:], n[0]|n[1]<<52)
	binary.BigEndian.PutUint64(out[16:], n[1]>>12|n[2]<<40)
	binary.BigEndian.PutUint64(out[8:], n[2]>>24|n[3]<<28)
	binary.BigEndian.PutUint64(out[0:], n[3]>>36|n[4]<<16)
}
