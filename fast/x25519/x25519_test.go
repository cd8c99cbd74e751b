package x25519_test

import (
	stdecdh "crypto/ecdh"
	"testing"

	circlx "github.com/cloudflare/circl/dh/x25519"

	"github.com/curvecheck/curvecheck/fast/x25519"
)

var scalar = []byte("curvecheck x25519 benchmark key!")

var peer = func() []byte {
	k, _ := stdecdh.X25519().NewPrivateKey([]byte("another x25519 benchmark key....")[:32])
	return k.PublicKey().Bytes()
}()

func BenchmarkX25519Basepoint(b *testing.B) {
	b.Run("fast", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			x25519.X25519(scalar, x25519.Basepoint)
		}
	})
	b.Run("stdlib", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			k, _ := stdecdh.X25519().NewPrivateKey(scalar)
			k.PublicKey()
		}
	})
	b.Run("circl", func(b *testing.B) {
		var k, pub circlx.Key
		copy(k[:], scalar)
		for i := 0; i < b.N; i++ {
			circlx.KeyGen(&pub, &k)
		}
	})
}

func BenchmarkX25519(b *testing.B) {
	b.Run("fast", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			x25519.X25519(scalar, peer)
		}
	})
	b.Run("stdlib", func(b *testing.B) {
		k, _ := stdecdh.X25519().NewPrivateKey(scalar)
		p, _ := stdecdh.X25519().NewPublicKey(peer)
		for i := 0; i < b.N; i++ {
			k.ECDH(p)
		}
	})
	b.Run("circl", func(b *testing.B) {
		var k, p, out circlx.Key
		copy(k[:], scalar)
		copy(p[:], peer)
		for i := 0; i < b.N; i++ {
			circlx.Shared(&out, &k, &p)
		}
	})
}
