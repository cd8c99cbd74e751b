//go:build exhaustive

package scalar

import (
	"math/big"
	"math/rand"
	"testing"
)

// TestExhaustiveScalarRing checks the scalars of the exhaustive mode
// against math/big for the toy orders: N is a multiple of q in
// (l - q, l], SetBytes accepts exactly [0, N), the ring
// operations are those of Z/NZ, Inv inverts mod q, and the digits
// (Radix16, WNAF) add up to the representative.
func TestExhaustiveScalarRing(t *testing.T) {
	rnd := rand.New(rand.NewSource(1))
	for _, q := range []uint64{17, 79, 277, 337} {
		restore := SelectToyOrder(q)
		N, bq := Modulus(), new(big.Int).SetUint64(q)
		if new(big.Int).Mod(N, bq).Sign() != 0 || N.Cmp(lBig) > 0 || new(big.Int).Add(N, bq).Cmp(lBig) <= 0 {
			t.Fatalf("q = %d: N = %v is not the largest multiple of q up to l", q, N)
		}
		if _, err := new(Scalar).SetBytes(le(N, 32)); err == nil {
			t.Fatalf("q = %d: N accepted", q)
		}
		top := new(big.Int).Sub(N, big.NewInt(1))
		if s, err := new(Scalar).SetBytes(le(top, 32)); err != nil || fromLE(s.Bytes()).Cmp(top) != 0 {
			t.Fatalf("q = %d: N - 1 rejected or changed", q)
		}
		draw := func() (*Scalar, *big.Int) {
			v := new(big.Int).Rand(rnd, N)
			if rnd.Intn(4) == 0 {
				v.SetInt64(rnd.Int63n(int64(q)))
			}
			s, err := new(Scalar).SetBytes(le(v, 32))
			if err != nil {
				t.Fatal(err)
			}
			return s, v
		}
		mod := func(x *big.Int) *big.Int { return x.Mod(x, N) }
		for i := 0; i < 200; i++ {
			a, av := draw()
			b, bv := draw()
			c, cv := draw()
			checks := []struct {
				name string
				got  *Scalar
				want *big.Int
			}{
				{"Add", new(Scalar).Add(a, b), mod(new(big.Int).Add(av, bv))},
				{"Sub", new(Scalar).Sub(a, b), mod(new(big.Int).Sub(av, bv))},
				{"Neg", new(Scalar).Neg(a), mod(new(big.Int).Neg(av))},
				{"Mul", new(Scalar).Mul(a, b), mod(new(big.Int).Mul(av, bv))},
				{"MulAdd", new(Scalar).MulAdd(a, b, c), mod(new(big.Int).Add(new(big.Int).Mul(av, bv), cv))},
			}
			wide := make([]byte, 64)
			rnd.Read(wide)
			w, _ := new(Scalar).SetWideBytes(wide)
			checks = append(checks, struct {
				name string
				got  *Scalar
				want *big.Int
			}{"SetWideBytes", w, mod(fromLE(wide))})
			for _, ch := range checks {
				if fromLE(ch.got.Bytes()).Cmp(ch.want) != 0 {
					t.Fatalf("q = %d: %s differs from math/big", q, ch.name)
				}
			}
			inv := fromLE(new(Scalar).Inv(a).Bytes())
			if r := new(big.Int).Mod(av, bq); r.Sign() != 0 && new(big.Int).Mod(r.Mul(r, inv), bq).Cmp(big.NewInt(1)) != 0 {
				t.Fatalf("q = %d: Inv is not the inverse mod q", q)
			}
			sum := new(big.Int)
			for j, d := range a.Radix16() {
				sum.Add(sum, new(big.Int).Lsh(big.NewInt(int64(d)), uint(4*j)))
			}
			naf := new(big.Int)
			for j, d := range a.WNAF(5) {
				naf.Add(naf, new(big.Int).Lsh(big.NewInt(int64(d)), uint(j)))
			}
			if sum.Cmp(av) != 0 || naf.Cmp(av) != 0 {
				t.Fatalf("q = %d: the digits do not add up to the representative", q)
			}
		}
		restore()
	}
	if Modulus().Cmp(lBig) != 0 {
		t.Fatal("restore left N ≠ l")
	}
}
