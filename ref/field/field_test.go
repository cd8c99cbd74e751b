package field_test

import (
	"math/big"
	"testing"

	"github.com/curvecheck/curvecheck/ref/field"
)

// TestSmallFieldsExhaustive checks every operation on every element of small
// prime fields against plain integer arithmetic.
func TestSmallFieldsExhaustive(t *testing.T) {
	for _, p := range []int64{3, 5, 7, 13, 17, 73, 229} {
		f := field.New("test", big.NewInt(p))
		squares := map[int64]bool{}
		for x := int64(0); x < p; x++ {
			squares[x*x%p] = true
		}
		for a := int64(0); a < p; a++ {
			A := big.NewInt(a)
			for b := int64(0); b < p; b++ {
				B := big.NewInt(b)
				if f.Add(A, B).Int64() != (a+b)%p || f.Sub(A, B).Int64() != ((a-b)%p+p)%p || f.Mul(A, B).Int64() != a*b%p {
					t.Fatalf("p=%d: arithmetic on %d, %d", p, a, b)
				}
			}
			if f.Neg(A).Int64() != (p-a)%p || f.Square(A).Int64() != a*a%p {
				t.Fatalf("p=%d: neg/square %d", p, a)
			}
			inv, err := f.Inv(A)
			if (a == 0) != (err != nil) || (a != 0 && inv.Int64()*a%p != 1) {
				t.Fatalf("p=%d: Inv(%d) = %v, %v", p, a, inv, err)
			}
			r, err := f.Sqrt(A)
			if squares[a] != (err == nil) || (err == nil && r.Int64()*r.Int64()%p != a) || f.IsSquare(A) != squares[a] {
				t.Fatalf("p=%d: Sqrt(%d) = %v, %v", p, a, r, err)
			}
		}
	}
}

func TestDecodeRejectsNonCanonical(t *testing.T) {
	p := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 255), big.NewInt(19))
	f := field.New("25519", p)
	for _, v := range []*big.Int{p, new(big.Int).Add(p, big.NewInt(1)), new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 256), big.NewInt(1))} {
		if _, err := f.DecodeBE(v.FillBytes(make([]byte, 32))); err == nil {
			t.Errorf("DecodeBE accepted %v >= p", v)
		}
		if _, err := f.DecodeLE(field.BytesLE(v, 32)); err == nil {
			t.Errorf("DecodeLE accepted %v >= p", v)
		}
	}
	pm1 := new(big.Int).Sub(p, big.NewInt(1))
	if x, err := f.DecodeLE(field.BytesLE(pm1, 32)); err != nil || x.Cmp(pm1) != 0 {
		t.Errorf("DecodeLE(p-1) = %v, %v", x, err)
	}
	for _, n := range []int{0, 31, 33} {
		if _, err := f.DecodeBE(make([]byte, n)); err == nil {
			t.Errorf("DecodeBE accepted %d bytes", n)
		}
	}
}
