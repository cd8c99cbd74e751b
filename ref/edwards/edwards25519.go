package edwards

import (
	"math/big"

	"github.com/curvecheck/curvecheck/ref/field"
)

func decInt(s string) *big.Int {
	v, ok := new(big.Int).SetString(s, 10)
	if !ok {
		panic("edwards: bad constant " + s)
	}
	return v
}

// Edwards25519 is the curve of RFC 8032 §5.1 (RFC 7748 §4.1):
// -x² + y² = 1 + dx²y² over p = 2²⁵⁵ - 19 with d = -121665/121666,
// L = 2²⁵² + 27742317777372353535851937790883648493 and h = 8. The base
// point is derived as the RFC defines it, B = (x, 4/5) with x even, rather
// than copied as digits.
var Edwards25519 = func() *Curve {
	p := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 255), big.NewInt(19))
	F := field.New("tmp", p)
	d := F.Mul(F.Int(-121665), F.MustInv(F.Int(121666)))
	by := F.Mul(F.Int(4), F.MustInv(F.Int(5)))
	// x² = (y² - 1)/(d y² + 1) (a = -1); choose the even root.
	x2 := F.Mul(F.Sub(F.Square(by), F.Int(1)), F.MustInv(F.Add(F.Mul(d, F.Square(by)), F.Int(1))))
	bx, err := F.Sqrt(x2)
	if err != nil {
		panic("edwards: no base point")
	}
	if bx.Bit(0) == 1 {
		bx = F.Neg(bx)
	}
	l := new(big.Int).Add(new(big.Int).Lsh(big.NewInt(1), 252), decInt("27742317777372353535851937790883648493"))
	return New("edwards25519", p, big.NewInt(-1), d, bx, by, l, big.NewInt(8))
}()
