//go:build !exhaustive

package p384

import (
	"crypto/ecdh"
	"crypto/rand"
	"fmt"
	"testing"

	"github.com/curvecheck/curvecheck/fast/p384/scalar"
)

// benchScalar returns a random scalar.
func benchScalar() *scalar.Scalar {
	b := make([]byte, 48)
	rand.Read(b)
	k, err := new(scalar.Scalar).SetBytesReduce(b)
	if err != nil {
		panic(err)
	}
	return k
}

func BenchmarkScalarMult(b *testing.B) {
	k := benchScalar()
	p := new(Point).ScalarBaseMult(k)
	var q Point
	b.Run("op=scalar-mult/impl=fast", func(b *testing.B) {
		for b.Loop() {
			q.ScalarMult(k, p)
		}
	})
	b.Run("op=scalar-base-mult/impl=fast", func(b *testing.B) {
		for b.Loop() {
			q.ScalarBaseMult(k)
		}
	})
	b.Run("op=double/impl=fast", func(b *testing.B) {
		for b.Loop() {
			q.Double(&q)
		}
	})
	b.Run("op=add/impl=fast", func(b *testing.B) {
		for b.Loop() {
			q.Add(&q, p)
		}
	})
	priv, _ := ecdh.P384().GenerateKey(rand.Reader)
	pub := priv.PublicKey()
	b.Run("op=ecdh/impl=stdlib", func(b *testing.B) {
		for b.Loop() {
			priv.ECDH(pub)
		}
	})
}

func BenchmarkDoubleScalarMultBaseVar(b *testing.B) {
	k := benchScalar()
	p := new(Point).ScalarBaseMult(k)
	var q Point
	b.Run("impl=fast", func(b *testing.B) {
		for b.Loop() {
			q.DoubleScalarMultBaseVar(k, p, k)
		}
	})
}

func BenchmarkPrecomputed(b *testing.B) {
	k := benchScalar()
	p := new(Point).ScalarBaseMult(k)
	b.Run("op=new-precomputed/impl=fast", func(b *testing.B) {
		for b.Loop() {
			NewPrecomputed(p)
		}
	})
	t := NewPrecomputed(p)
	var q Point
	b.Run("op=scalar-mult-precomputed/impl=fast", func(b *testing.B) {
		for b.Loop() {
			q.ScalarMultPrecomputed(k, t)
		}
	})
}

// BenchmarkMSMVar times Straus's and Pippenger's methods on the same
// random points (Z ≠ 1, as after a computation) and scalars: the
// measurement behind pippengerThreshold. Per point: divide ns/op by n.
func BenchmarkMSMVar(b *testing.B) {
	const most = 2048
	ks := make([][]byte, most)
	ps := make([]*Point, most)
	g := NewGenerator()
	for i := range ks {
		ks[i] = make([]byte, 48)
		rand.Read(ks[i])
		ps[i], _ = new(Point).scalarMultBytes(ks[i], g)
	}
	for _, n := range []int{64, 128, 160, 192, 224, 256, 512, 1024, 2048} {
		for _, m := range []struct {
			name   string
			method int
		}{{"straus", 0}, {"pippenger", 1}} {
			b.Run(fmt.Sprintf("n=%d/impl=%s", n, m.name), func(b *testing.B) {
				var v Point
				for b.Loop() {
					v.multiScalarMultVarWith(m.method, ks[:n], ps[:n])
				}
			})
		}
	}
}
