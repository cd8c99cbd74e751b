//go:build exhaustive

package edwards25519

import (
	"math/big"
	"math/rand"
	"testing"

	refedwards "github.com/curvecheck/curvecheck/ref/edwards"
	reffield "github.com/curvecheck/curvecheck/ref/field"
)

var toyP = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 255), big.NewInt(19))

func decimal(s string) *big.Int {
	v, ok := new(big.Int).SetString(s, 10)
	if !ok {
		panic("bad decimal " + s)
	}
	return v
}

// refToy returns the reference curve of c (ref/edwards checks that a = -1
// is a square, d a non-square and the base point on the curve).
func refToy(c *ToyCurve) *refedwards.Curve {
	n := decimal(c.Order)
	q := new(big.Int).SetUint64(c.Q)
	h, r := new(big.Int).QuoRem(n, q, new(big.Int))
	if r.Sign() != 0 {
		panic(c.Name + ": q does not divide #E")
	}
	return refedwards.New("toy "+c.Name, toyP, big.NewInt(-1), decimal(c.D), decimal(c.Bx), decimal(c.By), q, h)
}

// findOfOrder returns the point of the first y = 2, 3, … that has an x
// (x even), multiplied by #E/m, whose order is exactly m = r^k: the
// procedure ToyCurve documents for B (m = q) and T (m = 2^e).
func findOfOrder(rc *refedwards.Curve, order *big.Int, r int64, k int) refedwards.Point {
	F := rc.F
	m := new(big.Int).Exp(big.NewInt(r), big.NewInt(int64(k)), nil)
	sub := new(big.Int).Quo(m, big.NewInt(r)) // m/r
	cof := new(big.Int).Quo(order, m)
	for y := int64(2); ; y++ {
		Y := F.Int(y)
		// x² = (y² - 1)/(d·y² - a) with a = -1.
		x2 := F.Mul(F.Sub(F.Square(Y), F.Int(1)), F.MustInv(F.Add(F.Mul(rc.D, F.Square(Y)), F.Int(1))))
		x, err := F.Sqrt(x2)
		if err != nil {
			continue
		}
		if x.Bit(0) == 1 {
			x = F.Neg(x)
		}
		P := rc.ScalarMult(cof, refedwards.Point{X: x, Y: Y})
		if !rc.IsIdentity(rc.ScalarMult(sub, P)) {
			return P
		}
	}
}

// TestExhaustiveToyCurves checks every fact the toy curves rest on, with
// the math/big reference: d a non-square (complete law), q prime, B on
// the curve, B ≠ O and q·B = O, q | #E, 2^e exactly divides #E and T has
// order 2^e, #E within Hasse's bound |#E - (p + 1)| ≤ 2√p, #E·R = O for
// random points R (a check of #E, not a proof: PARI/GP's SEA count in
// TestExhaustiveToyOrdersGP is), B and T found by the documented
// procedure, and for the X25519 toys 4·a24 + 2 = A = 2(a + d)/(a - d)
// (the Montgomery form of Bernstein, Birkner, Joye, Lange, Peters 2008,
// Theorem 3.2; a24 as in RFC 7748 §5).
func TestExhaustiveToyCurves(t *testing.T) {
	rnd := rand.New(rand.NewSource(1))
	for _, c := range ToyCurves {
		rc := refToy(c)
		F := rc.F
		n := decimal(c.Order)
		q := new(big.Int).SetUint64(c.Q)
		if F.IsSquare(rc.D) || !F.IsSquare(rc.A) {
			t.Fatalf("%s: d is a square or a is not", c.Name)
		}
		if !q.ProbablyPrime(0) { // exact below 2^64
			t.Fatalf("%s: q is not prime", c.Name)
		}
		B := rc.Base()
		if !rc.IsOnCurve(B) || rc.IsIdentity(B) || !rc.IsIdentity(rc.ScalarMult(q, B)) {
			t.Fatalf("%s: B is not of order q", c.Name)
		}
		e := int(c.TwoPower)
		twoE := new(big.Int).Lsh(big.NewInt(1), uint(e))
		if new(big.Int).Mod(n, twoE).Sign() != 0 || new(big.Int).Mod(n, new(big.Int).Lsh(twoE, 1)).Sign() == 0 {
			t.Fatalf("%s: 2^%d does not exactly divide #E", c.Name, e)
		}
		T := refedwards.Point{X: decimal(c.Tx), Y: decimal(c.Ty)}
		half := new(big.Int).Rsh(twoE, 1)
		if !rc.IsOnCurve(T) || rc.IsIdentity(rc.ScalarMult(half, T)) || !rc.IsIdentity(rc.ScalarMult(twoE, T)) {
			t.Fatalf("%s: T is not of order 2^%d", c.Name, e)
		}
		// Hasse: (#E - p - 1)² ≤ 4p.
		dev := new(big.Int).Sub(n, new(big.Int).Add(toyP, big.NewInt(1)))
		if dev.Mul(dev, dev).Cmp(new(big.Int).Lsh(toyP, 2)) > 0 {
			t.Fatalf("%s: #E outside Hasse's bound", c.Name)
		}
		for i := 0; i < 3; i++ {
			var R refedwards.Point
			for {
				b := make([]byte, 32)
				rnd.Read(b)
				var err error
				if R, err = rc.Decode(b, refedwards.DecodeOptions{AllowNonCanonicalY: true, AllowNegativeZero: true}); err == nil {
					break
				}
			}
			if !rc.IsIdentity(rc.ScalarMult(n, R)) {
				t.Fatalf("%s: #E·R ≠ O", c.Name)
			}
		}
		gotB := findOfOrder(rc, n, int64(c.Q), 1)
		gotT := findOfOrder(rc, n, 2, e)
		if !rc.Equal(gotB, B) || !rc.Equal(gotT, T) {
			t.Errorf("%s: the procedure gives B = (%v, %v), T = (%v, %v)", c.Name, gotB.X, gotB.Y, gotT.X, gotT.Y)
		}
		if c.A24 != 0 {
			A := F.Mul(F.Int(2), F.Mul(F.Add(rc.A, rc.D), F.MustInv(F.Sub(rc.A, rc.D))))
			if !F.Equal(A, F.Int(4*int64(c.A24)+2)) {
				t.Fatalf("%s: 4·a24 + 2 ≠ A", c.Name)
			}
		}
		_ = reffield.IntLE
	}
}
