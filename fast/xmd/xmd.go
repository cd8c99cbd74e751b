// Package xmd is expand_message_xmd (RFC 9380 §5.3.1) for the fast
// hash-to-curve code: the uniform bytes hash_to_field reduces into field
// elements. It hashes public and secret messages alike in time that
// depends only on the lengths of its inputs and output.
package xmd

import (
	"errors"
	"hash"
)

// maxDigest bounds the hash output size (SHA-512's 64 bytes).
const maxDigest = 64

// Expand fills out with len(out) bytes of expand_message_xmd(msg, dst)
// under the hash h (reset before use and left in an unspecified state).
// It fails on an empty tag (§3.1), on a hash with a longer output than
// SHA-512's, and when out needs more than 255 blocks or 65535 bytes. A
// tag over 255 bytes is replaced by H("H2C-OVERSIZE-DST-" ‖ dst) (§5.3.3).
func Expand(h hash.Hash, out, msg, dst []byte) error {
	size := h.Size()
	switch {
	case len(dst) == 0:
		return errors.New("xmd: empty domain separation tag")
	case size > maxDigest || h.BlockSize() > 256:
		return errors.New("xmd: hash output over 64 bytes or block over 256")
	case len(out) > 65535 || (len(out)+size-1)/size > 255:
		return errors.New("xmd: output longer than expand_message_xmd gives")
	}
	var long [maxDigest]byte
	if len(dst) > 255 {
		h.Reset()
		h.Write([]byte("H2C-OVERSIZE-DST-"))
		h.Write(dst)
		dst = h.Sum(long[:0])
	}
	tagLen := [1]byte{byte(len(dst))}

	// b0 = H(zero block ‖ msg ‖ u16(len(out)) ‖ 0 ‖ dst ‖ len(dst))
	var zero [256]byte
	h.Reset()
	h.Write(zero[:h.BlockSize()])
	h.Write(msg)
	h.Write([]byte{byte(len(out) >> 8), byte(len(out)), 0})
	h.Write(dst)
	h.Write(tagLen[:])
	var b0, prev [maxDigest]byte
	h.Sum(b0[:0])

	// b_i = H((b0 ⊕ b_(i-1)) ‖ i ‖ dst ‖ len(dst)), b_0 standing in as
	// zero for i = 1.
	for i, off := 1, 0; off < len(out); i, off = i+1, off+size {
		var in [maxDigest + 1]byte
		for j := range size {
			in[j] = b0[j] ^ prev[j]
		}
		in[size] = byte(i)
		h.Reset()
		h.Write(in[:size+1])
		h.Write(dst)
		h.Write(tagLen[:])
		h.Sum(prev[:0])
		copy(out[off:], prev[:size])
	}
	return nil
}
