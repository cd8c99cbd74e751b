//go:build exhaustive

package ecdh

import (
	"bytes"
	"math/big"
	"testing"
	"time"

	"github.com/curvecheck/curvecheck/fast/p384"
)

// TestExhaustiveSharedX runs SharedX on the toy curve of p384's
// exhaustive build for every private key d in [1, q-1] (valid here: they
// are below P-384's n, the range SharedX checks) against the public keys
// G, -G and 77·G (-short: G only): the x-coordinate of d·Q by the
// reference. The range check itself is P-384's and is not exercised.
func TestExhaustiveSharedX(t *testing.T) {
	start := time.Now()
	p384.UseExhaustiveCurve()
	c := p384.ExhaustiveCurve()
	G := c.Generator()
	ms := []int64{1, p384.ExhaustiveOrder - 1, 77}
	if testing.Short() {
		ms = ms[:1]
	}
	var cases int64
	for _, m := range ms {
		Q := c.ScalarMult(big.NewInt(m), G)
		pub := c.EncodeUncompressed(Q)
		for d := int64(1); d < p384.ExhaustiveOrder; d++ {
			priv := big.NewInt(d).FillBytes(make([]byte, 48))
			got, err := SharedX(priv, pub)
			want := c.F.EncodeBE(c.ScalarMult(big.NewInt(d), Q).X)
			if err != nil || !bytes.Equal(got, want) {
				t.Fatalf("SharedX(%d, %d·G) = %x, %v; want %x", d, m, got, err, want)
			}
			cases++
		}
	}
	t.Logf("exhaustive: p384 q=%d b=%d: %d point-pair cases, %d scalar-point cases, %v",
		p384.ExhaustiveOrder, p384.ExhaustiveB, 0, cases, time.Since(start).Round(time.Millisecond))
}
