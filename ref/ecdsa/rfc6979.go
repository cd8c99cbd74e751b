package ecdsa

import (
	"crypto"
	"crypto/hmac"
	"math/big"

	"github.com/curvecheck/curvecheck/ref/weierstrass"
)

// rfc6979 is the HMAC_DRBG nonce generator of RFC 6979 §3.2.
type rfc6979 struct {
	c    *weierstrass.Curve
	h    crypto.Hash
	k, v []byte
}

// int2octets (RFC 6979 §2.3.3): x as rlen = ceil(qlen/8) bytes.
func int2octets(c *weierstrass.Curve, x *big.Int) []byte {
	return x.FillBytes(make([]byte, (c.N.BitLen()+7)/8))
}

// bits2octets (RFC 6979 §2.3.4): bits2int, reduce mod q, int2octets.
func bits2octets(c *weierstrass.Curve, h []byte) []byte {
	z1 := bits2int(c, h)
	z2 := new(big.Int).Mod(z1, c.N)
	return int2octets(c, z2)
}

func (g *rfc6979) mac(key []byte, parts ...[]byte) []byte {
	m := hmac.New(g.h.New, key)
	for _, p := range parts {
		m.Write(p)
	}
	return m.Sum(nil)
}

// newRFC6979 runs steps a–g of RFC 6979 §3.2 for private key x and message
// hash h1.
func newRFC6979(c *weierstrass.Curve, h crypto.Hash, x *big.Int, h1 []byte) *rfc6979 {
	g := &rfc6979{c: c, h: h}
	hlen := h.Size()
	// Steps b and c.
	g.v = make([]byte, hlen)
	for i := range g.v {
		g.v[i] = 0x01
	}
	g.k = make([]byte, hlen)
	xo, ho := int2octets(c, x), bits2octets(c, h1)
	// Steps d–g.
	g.k = g.mac(g.k, g.v, []byte{0x00}, xo, ho)
	g.v = g.mac(g.k, g.v)
	g.k = g.mac(g.k, g.v, []byte{0x01}, xo, ho)
	g.v = g.mac(g.k, g.v)
	return g
}

// next runs step h: returns the next candidate k in [1, q-1], updating the
// state for a retry as step h.3 says.
func (g *rfc6979) next() *big.Int {
	qlen := g.c.N.BitLen()
	for {
		var t []byte
		for len(t)*8 < qlen {
			g.v = g.mac(g.k, g.v)
			t = append(t, g.v...)
		}
		k := bits2int(g.c, t)
		ok := k.Sign() > 0 && k.Cmp(g.c.N) < 0
		// Prepare for the next candidate (step h.3) in any case, so that a
		// second call after a rejected r or s yields a fresh k.
		g.k = g.mac(g.k, g.v, []byte{0x00})
		g.v = g.mac(g.k, g.v)
		if ok {
			return k
		}
	}
}
