package field25

import (
	"bytes"
	"math/big"
	"math/rand"
	"testing"

	"github.com/curvecheck/curvecheck/fast/edwards25519/field"
)

var p = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 255), big.NewInt(19))

var offsets = [10]uint{0, 26, 51, 77, 102, 128, 153, 179, 204, 230}

func toBig(v *Element) *big.Int {
	r := new(big.Int)
	for i, l := range v.l {
		r.Add(r, new(big.Int).Lsh(new(big.Int).SetUint64(l), offsets[i]))
	}
	return r
}

// modP is the one helper every comparison goes through: it knows p.
func modP(x *big.Int) *big.Int { return new(big.Int).Mod(x, p) }

func randElement(r *rand.Rand, bound uint) *Element {
	var v Element
	mode := r.Intn(3)
	for i := range v.l {
		switch mode {
		case 0:
			v.l[i] = (1 << bound) - 1 - uint64(r.Intn(3))
		default:
			v.l[i] = r.Uint64() & ((1 << bound) - 1)
		}
	}
	return &v
}

func TestMulSquareAgainstBig(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	for i := 0; i < 20000; i++ {
		a, b := randElement(r, 27), randElement(r, 27)
		A, B := toBig(a), toBig(b)
		check := func(name string, got *Element, want *big.Int) {
			t.Helper()
			for _, l := range got.l {
				if l>>26 != 0 {
					t.Fatalf("%s: result not tight", name)
				}
			}
			if modP(toBig(got)).Cmp(modP(want)) != 0 {
				t.Fatalf("%s wrong", name)
			}
		}
		check("Mul", new(Element).Mul(a, b), new(big.Int).Mul(A, B))
		check("Square", new(Element).Square(a), new(big.Int).Mul(A, A))
	}
}

// TestSameAsField51 holds the two layouts against each other through
// their byte encodings.
func TestSameAsField51(t *testing.T) {
	r := rand.New(rand.NewSource(2))
	for i := 0; i < 3000; i++ {
		x, y := make([]byte, 32), make([]byte, 32)
		r.Read(x)
		r.Read(y)
		a, _ := new(Element).SetBytes(x)
		b, _ := new(Element).SetBytes(y)
		a51, _ := new(field.Element).SetBytesReduce(x)
		b51, _ := new(field.Element).SetBytesReduce(y)
		if !bytes.Equal(a.Bytes(), a51.Bytes()) {
			t.Fatalf("SetBytes/Bytes differ on %x", x)
		}
		if !bytes.Equal(new(Element).Mul(a, b).Bytes(), new(field.Element).Mul(a51, b51).Bytes()) {
			t.Fatal("Mul differs")
		}
		if !bytes.Equal(new(Element).Square(a).Bytes(), new(field.Element).Square(a51).Bytes()) {
			t.Fatal("Square differs")
		}
	}
}
