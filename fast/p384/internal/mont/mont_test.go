package mont

import (
	"math/big"
	"math/rand"
	"testing"
)

// The two moduli of fast/p384, with -m⁻¹ mod 2^64.
var moduli = []struct {
	hex  string
	mInv uint64
}{
	{"fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffeffffffff0000000000000000ffffffff", 0x100000001},
	{"ffffffffffffffffffffffffffffffffffffffffffffffffc7634d81f4372ddf581a0db248b0a77aecec196accc52973", 0x6ed46089e88fdc45},
}

func limbs(x *big.Int) (l [6]uint64) {
	for i := range 6 {
		l[i] = new(big.Int).Rsh(x, uint(64*i)).Uint64()
	}
	return l
}

func toBig(l *[6]uint64) *big.Int {
	x := new(big.Int)
	for i := 5; i >= 0; i-- {
		x.Lsh(x, 64).Or(x, new(big.Int).SetUint64(l[i]))
	}
	return x
}

// TestMul checks MulGeneric against math/big (a·b·R⁻¹ mod m) and the
// assembly against MulGeneric limb for limb, for both moduli, with edge
// and random operands, apart and in place; and Add, Sub and Below.
func TestMul(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	R := new(big.Int).Lsh(big.NewInt(1), 384)
	for _, md := range moduli {
		M, _ := new(big.Int).SetString(md.hex, 16)
		m := limbs(M)
		Rinv := new(big.Int).ModInverse(R, M)
		one := big.NewInt(1)
		vals := []*big.Int{big.NewInt(0), one, new(big.Int).Sub(M, one), new(big.Int).Rsh(M, 1), new(big.Int).Mod(R, M)}
		for range 300 {
			vals = append(vals, new(big.Int).Rand(r, M))
		}
		for i, x := range vals {
			a := limbs(x)
			y := vals[(i*7+3)%len(vals)]
			b := limbs(y)
			var got, asm [6]uint64
			MulGeneric(&got, &a, &b, &m, md.mInv)
			want := new(big.Int).Mul(x, y)
			want.Mul(want, Rinv).Mod(want, M)
			if toBig(&got).Cmp(want) != 0 {
				t.Fatalf("MulGeneric(%x, %x) mod %s wrong", x, y, md.hex)
			}
			if useADX {
				montMulADXMod(&asm, &a, &b, &m, md.mInv)
				if asm != got {
					t.Fatalf("montMulADXMod(%x, %x) = %x, want %x", x, y, asm, got)
				}
				asm = a
				montMulADXMod(&asm, &asm, &b, &m, md.mInv)
				if asm != got {
					t.Fatal("montMulADXMod in place wrong")
				}
			}
			var s, d [6]uint64
			Add(&s, &a, &b, &m)
			Sub(&d, &a, &b, &m)
			if toBig(&s).Cmp(new(big.Int).Mod(new(big.Int).Add(x, y), M)) != 0 || toBig(&d).Cmp(new(big.Int).Mod(new(big.Int).Sub(x, y), M)) != 0 {
				t.Fatal("Add or Sub wrong")
			}
			if Below(&a, &m) != 1 || Below(&m, &m) != 0 {
				t.Fatal("Below wrong")
			}
		}
	}
}
