package h2c

import (
	"errors"
	"fmt"
	"hash"
)

// ExpandMessageXMD returns lenInBytes uniform bytes from msg and the
// domain separation tag dst with the hash function h (RFC 9380 §5.3.1).
// A tag longer than 255 bytes is first replaced by H("H2C-OVERSIZE-DST-"
// ‖ dst) (§5.3.3). It fails when lenInBytes needs more than 255 hash
// blocks or exceeds 65535, and on an empty tag (§3.1: "Tags MUST have
// nonzero length").
func ExpandMessageXMD(h func() hash.Hash, msg, dst []byte, lenInBytes int) ([]byte, error) {
	if len(dst) == 0 {
		return nil, errors.New("h2c: empty domain separation tag")
	}
	H := h()
	bInBytes, sInBytes := H.Size(), H.BlockSize()
	if len(dst) > 255 {
		H.Write([]byte("H2C-OVERSIZE-DST-"))
		H.Write(dst)
		dst = H.Sum(nil)
	}
	ell := (lenInBytes + bInBytes - 1) / bInBytes
	switch {
	case lenInBytes < 0:
		return nil, errors.New("h2c: negative output length")
	case ell > 255 || lenInBytes > 65535:
		return nil, fmt.Errorf("h2c: %d bytes asked of expand_message_xmd, more than it can give", lenInBytes)
	}
	dstPrime := append(append([]byte{}, dst...), byte(len(dst)))
	// b_0 = H(Z_pad ‖ msg ‖ l_i_b_str ‖ I2OSP(0, 1) ‖ DST_prime)
	H.Reset()
	H.Write(make([]byte, sInBytes))
	H.Write(msg)
	H.Write([]byte{byte(lenInBytes >> 8), byte(lenInBytes), 0})
	H.Write(dstPrime)
	b0 := H.Sum(nil)
	// b_1 = H(b_0 ‖ I2OSP(1, 1) ‖ DST_prime); b_i = H(strxor(b_0, b_(i-1)) ‖ I2OSP(i, 1) ‖ DST_prime)
	out := make([]byte, 0, ell*bInBytes)
	prev := make([]byte, bInBytes) // strxor(b_0, 0) = b_0 for i = 1
	for i := 1; i <= ell; i++ {
		x := make([]byte, bInBytes)
		for j := range x {
			x[j] = b0[j] ^ prev[j]
		}
		H.Reset()
		H.Write(x)
		H.Write([]byte{byte(i)})
		H.Write(dstPrime)
		prev = H.Sum(nil)
		out = append(out, prev...)
	}
	return out[:lenInBytes], nil
}
