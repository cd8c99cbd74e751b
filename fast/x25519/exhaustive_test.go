//go:build exhaustive

package x25519_test

import (
	"bytes"
	"math/big"
	"math/rand"
	"testing"
	"time"

	"github.com/curvecheck/curvecheck/fast/edwards25519"
	"github.com/curvecheck/curvecheck/fast/x25519"
	refedwards "github.com/curvecheck/curvecheck/ref/edwards"
	reffield "github.com/curvecheck/curvecheck/ref/field"
)

var p25519 = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 255), big.NewInt(19))

func decimal(s string) *big.Int {
	v, ok := new(big.Int).SetString(s, 10)
	if !ok {
		panic("bad decimal " + s)
	}
	return v
}

// x25519Toys are the toy curves with a small a24, smallest q first.
func x25519Toys() []*edwards25519.ToyCurve {
	var out []*edwards25519.ToyCurve
	for _, c := range edwards25519.ToyCurves {
		if c.A24 != 0 {
			out = append(out, c)
		}
	}
	return out
}

// TestExhaustiveX25519 runs X25519 on the Montgomery form of each toy
// curve (x25519.SelectToy: the ladder's a24 and the fixed-base path's
// comb follow the toy) and compares every output with the reference:
// the Edwards point k·P computed by ref/edwards from tables of i·T + j·B
// (repeated addition), mapped to u = (1 + y)/(1 - y) (RFC 7748 §4.1; the
// identity gives 0). Inputs: the u of every point of ⟨T⟩ + ⟨B⟩, for every
// residue s mod q a clamped scalar k ≡ s (k = 2^254 + 8m: 8 is invertible
// mod q, so clamping reaches every residue; the bits clamping clears are
// set at random in the input). Not covered: scalars clamping cannot
// produce (the ladder always starts at bit 254), and u on the quadratic
// twist. Point cases are u encodings checked (canonical, with bit 255
// set, u + p), scalar-point cases (k, u) outputs.
func TestExhaustiveX25519(t *testing.T) {
	for _, c := range x25519Toys() {
		if testing.Short() && c.Q > edwards25519.ShortMaxQ {
			continue
		}
		t.Run(c.Name, func(t *testing.T) { exhaustiveX25519(t, c) })
	}
}

func exhaustiveX25519(t *testing.T, c *edwards25519.ToyCurve) {
	start := time.Now()
	rnd := rand.New(rand.NewSource(int64(c.Q)))
	t.Cleanup(x25519.SelectToy(c))
	q := int(c.Q)
	tw := 1 << c.TwoPower
	rc := refedwards.New("toy "+c.Name, p25519, big.NewInt(-1), decimal(c.D), decimal(c.Bx), decimal(c.By),
		big.NewInt(int64(q)), new(big.Int).Quo(decimal(c.Order), big.NewInt(int64(q))))
	F := rc.F
	uOf := func(P refedwards.Point) []byte {
		if F.Equal(P.Y, F.Int(1)) {
			return make([]byte, 32)
		}
		return reffield.BytesLE(F.Mul(F.Add(F.Int(1), P.Y), F.MustInv(F.Sub(F.Int(1), P.Y))), 32)
	}
	// uTable[i][j] = u(i·T + j·B).
	T := refedwards.Point{X: decimal(c.Tx), Y: decimal(c.Ty)}
	uTable := make([][][]byte, tw)
	row := rc.Identity()
	for i := range uTable {
		uTable[i] = make([][]byte, q)
		P := row
		for j := range uTable[i] {
			uTable[i][j] = uOf(P)
			P = rc.Add(P, rc.Base())
		}
		row = rc.Add(row, T)
	}
	if !bytes.Equal(x25519.Basepoint, uTable[0][1]) {
		t.Fatal("Basepoint is not the toy base point's u")
	}
	// Clamped scalars: k = 2^254 + 8m ≡ s (mod q), m random below 2^251.
	bq := big.NewInt(int64(q))
	inv8 := new(big.Int).ModInverse(big.NewInt(8), bq)
	bit254 := new(big.Int).Lsh(big.NewInt(1), 254)
	clamped := func(s int) (k *big.Int, enc []byte) {
		m := new(big.Int).Sub(big.NewInt(int64(s)), bit254)
		m.Mul(m, inv8).Mod(m, bq)
		hi := new(big.Int).Rand(rnd, new(big.Int).Quo(new(big.Int).Lsh(big.NewInt(1), 251), bq))
		m.Add(m, hi.Mul(hi, bq))
		k = new(big.Int).Add(bit254, new(big.Int).Lsh(m, 3))
		enc = reffield.BytesLE(k, 32)
		enc[0] |= byte(rnd.Intn(8))
		enc[31] |= byte(rnd.Intn(2)) << 7
		return k, enc
	}
	// want returns u(k·(i·T + j·B)).
	want := func(k *big.Int, i, j int) []byte {
		ki := int(new(big.Int).Mod(k, big.NewInt(int64(tw))).Int64())
		kj := int(new(big.Int).Mod(k, bq).Int64())
		return uTable[ki*i%tw][kj*j%q]
	}
	var pointCases, cases int
	seen := map[string]bool{}
	reps := 2
	if q > 100 {
		reps = 1
	}
	for i := 0; i < tw; i++ {
		for j := 0; j < q; j++ {
			u := uTable[i][j]
			if seen[string(u)] {
				continue
			}
			seen[string(u)] = true
			for s := 0; s < q; s++ {
				for r := 0; r < reps; r++ {
					k, enc := clamped(s)
					got, err := x25519.X25519Unchecked(enc, u)
					if err != nil || !bytes.Equal(got, want(k, i, j)) {
						t.Fatalf("X25519(%x, u(%d·T + %d·B)) differs from the reference", enc, i, j)
					}
					cases++
				}
			}
			// The same u with bit 255 set, and as u + p when that fits: the
			// ladder masks and reduces (RFC 7748 §5).
			k, enc := clamped(rnd.Intn(q))
			variants := [][]byte{append([]byte(nil), u...)}
			variants[0][31] |= 0x80
			if up := new(big.Int).Add(reffield.IntLE(u), p25519); up.BitLen() <= 255 {
				variants = append(variants, reffield.BytesLE(up, 32))
			}
			for _, v := range variants {
				got, err := x25519.X25519Unchecked(enc, v)
				if err != nil || !bytes.Equal(got, want(k, i, j)) {
					t.Fatalf("X25519(%x, %x) (non-canonical u) differs from the reference", enc, v)
				}
				pointCases++
				cases++
			}
			pointCases++
		}
	}
	// The fixed-base path (u = Basepoint exactly: the toy's comb), and
	// X25519's all-zero rejection (k ≡ 0 mod q gives the identity).
	for s := 0; s < q; s++ {
		for r := 0; r < 3; r++ {
			k, enc := clamped(s)
			w := want(k, 0, 1)
			got, err := x25519.X25519(enc, x25519.Basepoint)
			if s == 0 {
				if err == nil {
					t.Fatal("X25519 accepted an all-zero output")
				}
			} else if err != nil || !bytes.Equal(got, w) {
				t.Fatalf("X25519(%x, Basepoint) differs from the reference", enc)
			}
			if got, err := x25519.X25519Unchecked(enc, x25519.Basepoint); err != nil || !bytes.Equal(got, w) {
				t.Fatalf("X25519Unchecked(%x, Basepoint) differs from the reference", enc)
			}
			cases += 2
		}
	}
	t.Logf("exhaustive: x25519 q=%d a24=%d: %d point cases, %d scalar-point cases, %v",
		q, c.A24, pointCases, cases, time.Since(start).Round(100*time.Millisecond))
}
