package fixedbase

import (
	"math/big"
	"math/rand"
	"testing"
)

// zn is the additive group Z/1000003 with base 7: |k|·B is 7·|k| mod n.
var zn = Group[int64]{
	Base:     func() int64 { return 7 },
	Identity: func() int64 { return 0 },
	Add:      func(a, b int64) int64 { return (a + b) % 1000003 },
	Double:   func(a int64) int64 { return 2 * a % 1000003 },
}

// TestMultIsTheMultiple: Mult gives 7·|k| mod n for k from 0 to 2^520 − 1
// and refuses longer k.
func TestMultIsTheMultiple(t *testing.T) {
	var tab Table[int64]
	rng := rand.New(rand.NewSource(1))
	ks := []*big.Int{big.NewInt(0), big.NewInt(1), big.NewInt(-5), new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), Bits), big.NewInt(1))}
	for range 200 {
		ks = append(ks, new(big.Int).Rand(rng, new(big.Int).Lsh(big.NewInt(1), uint(1+rng.Intn(Bits)))))
	}
	n := big.NewInt(1000003)
	for _, k := range ks {
		got, ok := tab.Mult(zn, k)
		want := new(big.Int).Mul(new(big.Int).Abs(k), big.NewInt(7))
		if !ok || big.NewInt(got).Cmp(want.Mod(want, n)) != 0 {
			t.Fatalf("Mult(%v) = %d, %v; want %v", k, got, ok, want)
		}
	}
	if _, ok := tab.Mult(zn, new(big.Int).Lsh(big.NewInt(1), Bits)); ok {
		t.Fatal("a k of Bits+1 bits was multiplied")
	}
	// A table whose doubling is wrong gives wrong multiples: the test sees
	// the group law's own steps.
	bad := zn
	bad.Double = func(a int64) int64 { return (2*a + 1) % 1000003 }
	var tab2 Table[int64]
	if got, _ := tab2.Mult(bad, big.NewInt(6)); got == 42 {
		t.Fatal("a wrong Double went unnoticed")
	}
}
