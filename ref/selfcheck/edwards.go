package selfcheck

import (
	"fmt"
	"github.com/curvecheck/curvecheck/ref/edwards"
	"math/big"
)

// tinyCurve is a toy twisted Edwards curve of edwards25519's shape (a = -1,
// d a non-square, cofactor 8), small enough to enumerate. Parameters were
// found by a separate brute-force count; the test counts again.
type tinyEdwardsCurve struct {
	name       string
	p, d, q    int64 // a = -1, h = 8
	bx, by     int64
	allTriples bool
}

var tinyEdwards = []tinyEdwardsCurve{
	{"order88", 73, 5, 11, 23, 66, true},
	{"order248", 229, 77, 31, 178, 140, false}, // p ≡ 5 mod 8, like 2^255-19
}

func (tc tinyEdwardsCurve) curve() *edwards.Curve {
	bi := big.NewInt
	return edwards.New(tc.name, bi(tc.p), bi(-1), bi(tc.d), bi(tc.bx), bi(tc.by), bi(tc.q), bi(8))
}

func (tc tinyEdwardsCurve) enumerate() []edwards.Point {
	var pts []edwards.Point
	p, d := tc.p, tc.d
	for x := int64(0); x < p; x++ {
		for y := int64(0); y < p; y++ {
			if ((p-1)*x%p*x+y*y-1-d*x%p*x%p*y%p*y)%p == 0 {
				pts = append(pts, edwards.Point{X: big.NewInt(x), Y: big.NewInt(y)})
			}
		}
	}
	return pts
}

func ekey(P edwards.Point) string { return fmt.Sprint(P.X, ",", P.Y) }

// exhaustiveEdwards checks one toy Edwards curve completely: point count,
// closure, identity, inverses, commutativity, kP for every k and P, the
// small-order and prime-order subgroups, encodings and (on the smallest)
// associativity over every triple.
func exhaustiveEdwards(tc tinyEdwardsCurve) error {
	{
		{
			c := tc.curve()
			pts := tc.enumerate()
			N := 8 * tc.q
			if int64(len(pts)) != N {
				return fmt.Errorf("curve has %d points, stated order 8·q = %d", len(pts), N)
			}
			index := map[string]int{}
			for i, P := range pts {
				index[ekey(P)] = i
			}
			// sum[i][j] is the index of pts[i] + pts[j]: c.Add is a
			// function of its arguments, so associativity over every
			// triple is checked on this table of its values.
			sum := make([][]int, len(pts))
			O := c.Identity()
			small, prime := 0, 0
			for i, P := range pts {
				if !c.IsOnCurve(P) {
					return fmt.Errorf("IsOnCurve(%s) = false", ekey(P))
				}
				if !c.Equal(c.Add(P, O), P) || !c.IsIdentity(c.Add(P, c.Neg(P))) {
					return fmt.Errorf("identity or inverse law fails for %s", ekey(P))
				}
				sum[i] = make([]int, len(pts))
				for j, Q := range pts {
					S := c.Add(P, Q)
					k, ok := index[ekey(S)]
					if !ok {
						return fmt.Errorf("%s + %s = %s is not a point", ekey(P), ekey(Q), ekey(S))
					}
					sum[i][j] = k
					if !c.Equal(S, c.Add(Q, P)) {
						return fmt.Errorf("%s + %s not commutative", ekey(P), ekey(Q))
					}
				}
				acc := O
				for k := int64(0); k <= N+1; k++ {
					if got := c.ScalarMult(big.NewInt(k), P); !c.Equal(got, acc) {
						return fmt.Errorf("%d·%s = %s, repeated addition gives %s", k, ekey(P), ekey(got), ekey(acc))
					}
					acc = c.Add(acc, P)
				}
				if c.HasSmallOrder(P) {
					small++
				}
				if c.InPrimeOrderSubgroup(P) {
					prime++
				}
				// Encoding round-trips under the strict decoder.
				Q, err := c.Decode(c.Encode(P), edwards.DecodeOptions{})
				if err != nil || !c.Equal(P, Q) {
					return fmt.Errorf("decode(encode(%s)) = %s, %v", ekey(P), ekey(Q), err)
				}
			}
			if small != 8 || int64(prime) != tc.q {
				return fmt.Errorf("%d small-order points (want 8), %d in the prime-order subgroup (want %d)", small, prime, tc.q)
			}
			if tc.allTriples {
				for i := range pts {
					for j := range pts {
						for k := range pts {
							if sum[sum[i][j]][k] != sum[i][sum[j][k]] {
								return fmt.Errorf("associativity fails for %s, %s, %s", ekey(pts[i]), ekey(pts[j]), ekey(pts[k]))
							}
						}
					}
				}
			}
			B := c.Base()
			acc := B
			for k := int64(1); k < tc.q; k++ {
				if c.IsIdentity(acc) {
					return fmt.Errorf("%d·B = O before q", k)
				}
				acc = c.Add(acc, B)
			}
			if !c.IsIdentity(acc) {
				return fmt.Errorf("q·B != O")
			}
		}
	}
	return nil
}

// exhaustiveEdwardsDecode decodes every byte string of the encoding length
// and checks what each decoder option accepts against an independent reading
// of RFC 8032 §5.1.3 over the enumerated points.
func exhaustiveEdwardsDecode() error {
	for _, tc := range tinyEdwards {
		c := tc.curve()
		n := c.EncodingSize()
		bits := uint(c.F.P().BitLen())
		pts := tc.enumerate()
		type xy struct{ x, y int64 }
		onCurve := map[xy]bool{}
		for _, P := range pts {
			onCurve[xy{P.X.Int64(), P.Y.Int64()}] = true
		}
		for v := 0; v < 1<<(8*n); v++ {
			b := make([]byte, n)
			for i := range b {
				b[i] = byte(v >> (8 * i))
			}
			// Independent reading: y is the low bits, sign the top bit of the
			// last byte; bits between are beyond bitlen(p)+1 and must be zero
			// for a point to decode.
			sign := int64(b[n-1] >> 7)
			raw := int64(v) & (1<<(8*uint(n)-1) - 1)
			y := raw
			canonY := y < tc.p
			yr := y % tc.p
			var xs []int64
			for x := int64(0); x < tc.p; x++ {
				if onCurve[xy{x, yr}] {
					xs = append(xs, x)
				}
			}
			_ = bits
			for _, opts := range []edwards.DecodeOptions{{}, {AllowNonCanonicalY: true}, {AllowNegativeZero: true}, {AllowNonCanonicalY: true, AllowNegativeZero: true}} {
				P, err := c.Decode(b, opts)
				// Expected: some x with x mod 2 = sign, or x = 0 with sign 1
				// under AllowNegativeZero; y canonical unless allowed.
				var want *int64
				for _, x := range xs {
					if x%2 == sign {
						x := x
						want = &x
					}
				}
				if want == nil && sign == 1 && opts.AllowNegativeZero {
					for _, x := range xs {
						if x == 0 {
							x := x
							want = &x
						}
					}
				}
				if !canonY && !opts.AllowNonCanonicalY {
					want = nil
				}
				if (err == nil) != (want != nil) {
					return fmt.Errorf("%s: Decode(%x, %+v) err = %v, want success %v", tc.name, b, opts, err, want != nil)
				}
				if want != nil && (P.X.Int64() != *want || P.Y.Int64() != yr) {
					return fmt.Errorf("%s: Decode(%x) = %s, want (%d, %d)", tc.name, b, ekey(P), *want, yr)
				}
			}
		}
	}
	return nil
}
