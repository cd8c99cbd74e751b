//go:build amd64 && !purego

package field

import (
	"math/big"
	"math/rand"
	"testing"

	"golang.org/x/sys/cpu"
)

var haveADX = cpu.X86.HasBMI2 && cpu.X86.HasADX

func init() {
	if haveADX {
		wideImpls = append(wideImpls, struct {
			name   string
			mul    func(z, x, y *wide)
			square func(z, x *wide)
		}{
			"mulx-adx",
			func(z, x, y *wide) { wideMulADX((*[4]uint64)(z), (*[4]uint64)(x), (*[4]uint64)(y)) },
			func(z, x *wide) { wideSquareADX((*[4]uint64)(z), (*[4]uint64)(x)) },
		})
	}
}

// TestWideADXAgrees holds the assembly candidate to the portable one word
// for word (which TestWideCandidate holds to math/big), squares included,
// on random words, words of all ones and zero, in place and not.
func TestWideADXAgrees(t *testing.T) {
	if !haveADX {
		t.Skip("the CPU lacks BMI2 or ADX: the candidate cannot run here")
	}
	r := rand.New(rand.NewSource(17))
	special := []wide{{}, {^uint64(0), ^uint64(0), ^uint64(0), ^uint64(0)}, {1}, {0xFFFFFFFEFFFFFC2F, ^uint64(0), ^uint64(0), ^uint64(0)}}
	for i := range 200000 {
		x := wide{r.Uint64(), r.Uint64(), r.Uint64(), r.Uint64()}
		y := wide{r.Uint64(), r.Uint64(), r.Uint64(), r.Uint64()}
		if i < len(special)*len(special) {
			x, y = special[i%len(special)], special[i/len(special)]
		}
		var want, got wide
		wideMul(&want, &x, &y)
		wideMulADX((*[4]uint64)(&got), (*[4]uint64)(&x), (*[4]uint64)(&y))
		if got != want {
			t.Fatalf("wideMulADX(%x, %x) = %x, wideMul %x", x, y, got, want)
		}
		z := x
		wideMulADX((*[4]uint64)(&z), (*[4]uint64)(&z), (*[4]uint64)(&y))
		if z != want {
			t.Fatalf("wideMulADX in place (%x, %x) = %x, want %x", x, y, z, want)
		}
		wideMul(&want, &x, &x)
		wideSquareADX((*[4]uint64)(&got), (*[4]uint64)(&x))
		if got != want {
			t.Fatalf("wideSquareADX(%x) = %x, wideMul %x", x, got, want)
		}
		z = x
		wideSquareADX((*[4]uint64)(&z), (*[4]uint64)(&z))
		if z != want {
			t.Fatalf("wideSquareADX in place (%x) = %x, want %x", x, z, want)
		}
	}
}

// TestWideKernelAgrees holds the full-radix kernels with their
// conversions to the value mod p of the portable product, at every input
// magnitude up to 8 with limbs at the edge of the bound, and their
// output to magnitude 1 (limbs below 2^52, the top one below 2^48).
func TestWideKernelAgrees(t *testing.T) {
	if !haveADX {
		t.Skip("the CPU lacks BMI2 or ADX: the candidate cannot run here")
	}
	r := rand.New(rand.NewSource(23))
	for i := range 200000 {
		a, wa := randElement(r, 1+i%8)
		b, wb := randElement(r, 1+(i/8)%8)
		var x Element
		feMulWideX(&x, a, b)
		checkSplit(t, "feMulWideX", &x)
		if modP(toBig(&x)).Cmp(modP(new(big.Int).Mul(wa, wb))) != 0 {
			t.Fatalf("feMulWideX(%x, %x) = %x", a.n, b.n, x.n)
		}
		feSquareWideX(&x, a)
		checkSplit(t, "feSquareWideX", &x)
		if modP(toBig(&x)).Cmp(modP(new(big.Int).Mul(wa, wa))) != 0 {
			t.Fatalf("feSquareWideX(%x) = %x", a.n, x.n)
		}
		x = *a
		feMulWideX(&x, &x, b)
		if modP(toBig(&x)).Cmp(modP(new(big.Int).Mul(wa, wb))) != 0 {
			t.Fatalf("feMulWideX in place (%x, %x) = %x", a.n, b.n, x.n)
		}
		x = *a
		feSquareWideX(&x, &x)
		if modP(toBig(&x)).Cmp(modP(new(big.Int).Mul(wa, wa))) != 0 {
			t.Fatalf("feSquareWideX in place (%x) = %x", a.n, x.n)
		}
	}
	// every limb at its largest, magnitude 8
	var m Element
	for i := range m.n {
		m.n[i] = 16<<52 - 1
	}
	m.n[4] = 16<<48 - 1
	var x Element
	feMulWideX(&x, &m, &m)
	checkSplit(t, "feMulWideX max", &x)
	if modP(toBig(&x)).Cmp(modP(new(big.Int).Mul(toBig(&m), toBig(&m)))) != 0 {
		t.Fatalf("feMulWideX at the bound = %x", x.n)
	}
}

// BenchmarkKernelCandidate sets the 5×52 MULX kernels beside the
// full-radix ones with their conversions, on the same elements (the
// chain of 64 squarings pays the conversions once).
func BenchmarkKernelCandidate(b *testing.B) {
	type kernel struct {
		name    string
		mul     func(out, a, b *Element)
		square  func(out, a *Element)
		squareN func(out, a *Element, n int)
	}
	ks := []kernel{{"5x52-mulx", feMulX, feSquareX, feSquareNX}}
	if haveADX {
		ks = append(ks, kernel{"4x64-mulx-adx", feMulWideX, feSquareWideX, feSquareNWideX})
	}
	r := rand.New(rand.NewSource(1))
	for _, k := range ks {
		x, _ := randElement(r, 1)
		y, _ := randElement(r, 1)
		b.Run("op=mul/impl="+k.name, func(b *testing.B) {
			for b.Loop() {
				k.mul(x, x, y)
			}
		})
		b.Run("op=square/impl="+k.name, func(b *testing.B) {
			for b.Loop() {
				k.square(x, x)
			}
		})
		b.Run("op=square-n-64/impl="+k.name, func(b *testing.B) {
			for b.Loop() {
				k.squareN(x, x, 64)
			}
		})
		b.Run("op=mul-throughput-x4/impl="+k.name, func(b *testing.B) {
			x1, x2, x3 := *x, *y, *x
			for b.Loop() {
				k.mul(x, x, y)
				k.mul(&x1, &x1, y)
				k.mul(&x2, &x2, y)
				k.mul(&x3, &x3, y)
			}
		})
		b.Run("op=square-throughput-x4/impl="+k.name, func(b *testing.B) {
			x1, x2, x3 := *x, *y, *x
			for b.Loop() {
				k.square(x, x)
				k.square(&x1, &x1)
				k.square(&x2, &x2)
				k.square(&x3, &x3)
			}
		})
	}
}
