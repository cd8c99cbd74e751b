package field

import (
	"math/big"
	"math/bits"
	"math/rand"
	"testing"
)

// A measured candidate, not shipped: the full-radix 4×64 form of the
// multiplication (four 64-bit words, value below 2^256, not necessarily
// below p) in portable Go with math/bits (MULQ and ADC chains). 16 word
// products and, for the reduction by 2^256 ≡ 0x1000003D1, 5 more, against
// the 25 + 6 of the 5×52 form; doc/secp256k1.md keeps the figures.
type wide [4]uint64

const wideFold = 0x1000003D1 // 2^256 mod p

// wideMul sets z = x·y mod p, z below 2^256.
func wideMul(z, x, y *wide) {
	var t [8]uint64
	for i := range 4 {
		var carry uint64
		for j := range 4 {
			hi, lo := bits.Mul64(x[i], y[j])
			var c uint64
			lo, c = bits.Add64(lo, t[i+j], 0)
			hi += c
			lo, c = bits.Add64(lo, carry, 0)
			hi += c
			t[i+j] = lo
			carry = hi
		}
		t[i+4] = carry
	}
	// t_high·2^256 ≡ t_high·wideFold: five words, the top below 2^34.
	var r [4]uint64
	var top uint64
	{
		var carry uint64
		for i := range 4 {
			hi, lo := bits.Mul64(t[4+i], wideFold)
			var c uint64
			lo, c = bits.Add64(lo, t[i], 0)
			hi += c
			lo, c = bits.Add64(lo, carry, 0)
			hi += c
			r[i] = lo
			carry = hi
		}
		top = carry
	}
	hi, lo := bits.Mul64(top, wideFold)
	var c uint64
	r[0], c = bits.Add64(r[0], lo, 0)
	r[1], c = bits.Add64(r[1], hi, c)
	r[2], c = bits.Add64(r[2], 0, c)
	r[3], c = bits.Add64(r[3], 0, c)
	// A last carry out of 2^256 is wideFold more; r is then small.
	r[0], c = bits.Add64(r[0], wideFold&-c, 0)
	r[1], c = bits.Add64(r[1], 0, c)
	r[2], c = bits.Add64(r[2], 0, c)
	r[3], _ = bits.Add64(r[3], 0, c)
	*z = r
}

func wideInt(x *wide) *big.Int {
	var b [32]byte
	for i := range 4 {
		for k := range 8 {
			b[31-8*i-k] = byte(x[i] >> (8 * k))
		}
	}
	return new(big.Int).SetBytes(b[:])
}

// TestWideCandidate holds the candidate to math/big on edge and random
// words (all ones included, the largest inputs the form allows).
func TestWideCandidate(t *testing.T) {
	p, _ := new(big.Int).SetString("fffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2f", 16)
	r := rand.New(rand.NewSource(5))
	ones := wide{^uint64(0), ^uint64(0), ^uint64(0), ^uint64(0)}
	for i := range 100000 {
		x := wide{r.Uint64(), r.Uint64(), r.Uint64(), r.Uint64()}
		y := wide{r.Uint64(), r.Uint64(), r.Uint64(), r.Uint64()}
		if i%3 == 0 {
			x = ones
		}
		if i%5 == 0 {
			y = ones
		}
		var z wide
		wideMul(&z, &x, &y)
		want := new(big.Int).Mul(wideInt(&x), wideInt(&y))
		want.Mod(want, p)
		if got := new(big.Int).Mod(wideInt(&z), p); got.Cmp(want) != 0 {
			t.Fatalf("wideMul(%x, %x) = %x, want %x mod p", x, y, z, want)
		}
	}
}

// wideImpls are the candidate's forms: the portable one here, the MULX
// and ADX assembly where the build and the CPU have it
// (wide_candidate_amd64_test.go).
var wideImpls = []struct {
	name   string
	mul    func(z, x, y *wide)
	square func(z, x *wide)
}{
	{"go", wideMul, func(z, x *wide) { wideMul(z, x, x) }},
}

// BenchmarkWideCandidate measures the candidate as BenchmarkField does the
// shipped 5×52 form: latency (x = x·y, x = x²) and four independent
// chains (ns per operation is that figure divided by 4).
func BenchmarkWideCandidate(b *testing.B) {
	for _, impl := range wideImpls {
		x := wide{1, 2, 3, 4}
		y := wide{0x123456789, 0xfedcba987654321, 5, 7}
		b.Run("op=mul/impl="+impl.name, func(b *testing.B) {
			for b.Loop() {
				impl.mul(&x, &x, &y)
			}
		})
		b.Run("op=square/impl="+impl.name, func(b *testing.B) {
			for b.Loop() {
				impl.square(&x, &x)
			}
		})
		b.Run("op=mul-throughput-x4/impl="+impl.name, func(b *testing.B) {
			x1, x2, x3 := y, x, y
			for b.Loop() {
				impl.mul(&x, &x, &y)
				impl.mul(&x1, &x1, &y)
				impl.mul(&x2, &x2, &y)
				impl.mul(&x3, &x3, &y)
			}
		})
		b.Run("op=square-throughput-x4/impl="+impl.name, func(b *testing.B) {
			x1, x2, x3 := y, x, y
			for b.Loop() {
				impl.square(&x, &x)
				impl.square(&x1, &x1)
				impl.square(&x2, &x2)
				impl.square(&x3, &x3)
			}
		})
	}
}
