// Package rfc6979 generates the deterministic nonces of RFC 6979 §3.2:
// HMAC_DRBG seeded with the private key and the hashed message, for any
// hash and any group order q. Both ECDSA packages of fast/ (secp256k1
// with HMAC-SHA-256, P-384 with HMAC-SHA-384) draw their nonces here.
//
// Constant time with respect to the private key and the nonces (HMAC and a
// masked comparison with q); the only branch is the retry of a candidate
// outside [1, q-1], which happens with probability below 2^-127 for the
// curves here.
package rfc6979

import (
	"crypto/hmac"
	"hash"
)

// Generator is one signature's stream of nonce candidates (RFC 6979
// §3.2 steps b to h). The zero value is not usable: call New.
type Generator struct {
	hash    func() hash.Hash
	q       []byte // the group order, big-endian, rlen bytes
	shift   uint   // 8·rlen - qlen: bits2int drops this many low bits
	k, v    []byte
	t       []byte // rlen bytes of candidate
	started bool
}

// New returns the generator for the group order q (big-endian, no
// leading zero byte, q > 1), the private key x = int2octets(x) and
// h1 = bits2octets(H(m)) (RFC 6979 §2.3.3, §2.3.4), each len(q) bytes;
// x and h1 of another length are an error left to the caller: New panics,
// as for a programming error. hash is the HMAC's hash (SHA-256 for
// secp256k1, SHA-384 for P-384).
func New(h func() hash.Hash, q, x, h1 []byte) *Generator {
	rlen := len(q)
	if rlen == 0 || q[0] == 0 || len(x) != rlen || len(h1) != rlen {
		panic("rfc6979: q, x and h1 must have the same length, q without a leading zero byte")
	}
	qlen := 8*rlen - leadingZeros(q[0])
	g := &Generator{hash: h, q: q, shift: uint(8*rlen - qlen), t: make([]byte, rlen)}
	size := h().Size()
	g.v = make([]byte, size)
	for i := range g.v {
		g.v[i] = 1 // step b
	}
	g.k = make([]byte, size)                // step c
	g.k = g.mac(g.k, g.v, []byte{0}, x, h1) // step d
	g.v = g.mac(g.k, g.v)                   // step e
	g.k = g.mac(g.k, g.v, []byte{1}, x, h1) // step f
	g.v = g.mac(g.k, g.v)                   // step g
	return g
}

// mac returns HMAC_key(parts[0] ‖ parts[1] ‖ …).
func (g *Generator) mac(key []byte, parts ...[]byte) []byte {
	m := hmac.New(g.hash, key)
	for _, p := range parts {
		m.Write(p)
	}
	return m.Sum(nil)
}

// Next returns the next nonce k in [1, q-1], big-endian in len(q) bytes
// (step h). The first call returns RFC 6979's k; each further call first
// updates K and V as step h.3 does for an unsuitable k (ECDSA's r = 0 or
// s = 0) and returns the next one. The slice is overwritten by the next
// call.
func (g *Generator) Next() []byte {
	for {
		if g.started {
			g.k = g.mac(g.k, g.v, []byte{0})
			g.v = g.mac(g.k, g.v)
		}
		g.started = true
		// h.2: T = V ‖ V' ‖ … until it has at least qlen bits.
		m := hmac.New(g.hash, g.k)
		for n := 0; n < len(g.t); {
			m.Reset()
			m.Write(g.v)
			g.v = m.Sum(g.v[:0])
			n += copy(g.t[n:], g.v)
		}
		bits2int(g.t, g.shift)
		if inRange(g.t, g.q) == 1 {
			return g.t
		}
	}
}

// bits2int keeps the leftmost qlen bits of t (8·len(t) - shift = qlen) as
// an integer of len(t) bytes: t >> shift.
func bits2int(t []byte, shift uint) {
	if shift == 0 {
		return
	}
	for i := len(t) - 1; i > 0; i-- {
		t[i] = t[i]>>shift | t[i-1]<<(8-shift)
	}
	t[0] >>= shift
}

// inRange returns 1 when 0 < k < q (equal-length big-endian), 0
// otherwise, without branching on k.
func inRange(k, q []byte) int {
	var borrow, nonzero uint32
	for i := len(k) - 1; i >= 0; i-- {
		d := uint32(k[i]) - uint32(q[i]) - borrow
		borrow = d >> 31
		nonzero |= uint32(k[i])
	}
	// borrow = 1 when k < q; nonzero ≠ 0 when k ≠ 0.
	return int(borrow & ((nonzero | -nonzero) >> 31))
}

// leadingZeros returns the number of leading zero bits of b.
func leadingZeros(b byte) int {
	n := 0
	for b&0x80 == 0 && n < 8 {
		b <<= 1
		n++
	}
	return n
}
