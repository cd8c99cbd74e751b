package catalog

import (
	"math/big"
	"math/rand"
)

// Digest lengths where ECDSA implementations go wrong. SEC1 §4.1.3 step 5
// and §4.1.4 step 3 (and FIPS 186-5 §6.4.1, RFC 6979 §2.3.2 bits2int) take
// the leftmost bitlen(n) bits of the digest as e: a shorter digest is used
// whole, a longer one is cut. Truncation bugs live in long digests that
// start with zero bytes (code that strips leading zeros before cutting, or
// measures the digest by its integer's bit length) and in long digests
// with the top bit set (code that reduces mod n instead of cutting).
const (
	ClassDigestEmpty        = "digest-empty"
	ClassDigestShort        = "digest-shorter-than-n"
	ClassDigestAsLongAsN    = "digest-as-long-as-n"
	ClassDigestLongZeros    = "digest-longer-leading-zeros"
	ClassDigestLongTopBit   = "digest-longer-top-bit"
	classDocDigestEmpty     = "an empty digest (e = 0)"
	classDocDigestShort     = "a non-empty digest of fewer bits than n (SHA-1 or SHA-224 with a 256-bit n, SHA-256 with P-384): used whole, not shifted"
	classDocDigestAsLongAsN = "a digest of as many bytes as n"
	classDocDigestLongZeros = "a digest longer than n (SHA-512) that starts with 1 to 4 zero bytes: its leftmost bitlen(n) bits are the truncation, whatever the leading zeros"
	classDocDigestLongTop   = "a digest longer than n whose top bit is set: cut to its leftmost bitlen(n) bits, not reduced mod n"
)

// digestClasses are the digest edge classes of an ECDSA operation.
func digestClasses(f *Family) []InputClass {
	qlen := f.N.BitLen()
	long := func(d []byte) bool { return 8*len(d) > qlen }
	return []InputClass{
		classOn(ClassDigestEmpty, classDocDigestEmpty, func(d []byte) bool { return len(d) == 0 }, "digest"),
		classOn(ClassDigestShort, classDocDigestShort, func(d []byte) bool { return len(d) > 0 && 8*len(d) < qlen }, "digest"),
		classOn(ClassDigestAsLongAsN, classDocDigestAsLongAsN, func(d []byte) bool { return len(d) == f.ScalarSize }, "digest"),
		classOn(ClassDigestLongZeros, classDocDigestLongZeros, func(d []byte) bool { return long(d) && d[0] == 0 }, "digest"),
		classOn(ClassDigestLongTopBit, classDocDigestLongTop, func(d []byte) bool { return long(d) && d[0]&0x80 != 0 }, "digest"),
	}
}

// longDigestSize is the length of the long digests: SHA-512's, longer
// than every n of the catalog.
const longDigestSize = 64

// edgeDigests returns one or more digests of every digest class: short
// ones of SHA-1's and of the next shorter hash's size, the size of n, 64
// bytes with 1 to 4 leading zero bytes (the byte after them 0x80, so that a
// truncation that skips the zeros moves every bit), 64 bytes with the top
// bit set, and the empty digest.
func edgeDigests(f *Family) [][]byte {
	shortLen := 28
	if f.ScalarSize > 32 {
		shortLen = 32
	}
	fill := func(n int, seed byte) []byte {
		b := make([]byte, n)
		for i := range b {
			b[i] = seed + byte(7*i)
		}
		return b
	}
	out := [][]byte{fill(20, 0x31), fill(shortLen, 0x42), fill(f.ScalarSize, 0x53)}
	for k := 1; k <= 4; k++ {
		d := fill(longDigestSize, 0x64)
		clear(d[:k])
		d[k] = 0x80
		out = append(out, d)
	}
	top := fill(longDigestSize, 0x75)
	top[0] |= 0x80
	return append(out, top, []byte{})
}

// randDigest draws an ECDSA digest: of the family hash's size three times
// in four, otherwise of a digest class (empty, short, long with leading
// zero bytes, long with the top bit set).
func randDigest(r *rand.Rand, f *Family) []byte {
	if r.Intn(4) != 0 {
		return randBytes(r, ECDSAHash[f.Name].Size())
	}
	switch r.Intn(4) {
	case 0:
		return []byte{}
	case 1:
		return randBytes(r, 1+r.Intn(f.ScalarSize-1))
	case 2:
		d := randBytes(r, longDigestSize)
		k := 1 + r.Intn(4)
		clear(d[:k])
		d[k] |= 0x80 >> r.Intn(8)
		return d
	}
	d := randBytes(r, longDigestSize)
	d[0] |= 0x80
	return d
}

// strippedTruncation is e as code computes it that measures the digest by
// its integer's byte length (leading zero bytes dropped) before cutting it
// to bitlen(n) bits, reduced mod n: the mistake whose signatures the
// long-digest edge cases hold out to verifiers.
func strippedTruncation(f *Family, d []byte) *big.Int {
	e := new(big.Int).SetBytes(d)
	if excess := 8*((e.BitLen()+7)/8) - f.N.BitLen(); excess > 0 {
		e.Rsh(e, uint(excess))
	}
	return e.Mod(e, f.N)
}
