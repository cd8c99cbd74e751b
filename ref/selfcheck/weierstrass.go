package selfcheck

import (
	"fmt"
	"github.com/curvecheck/curvecheck/ref/weierstrass"
	"math/big"
)

// tinyCurve is a toy curve of the same shape as a real one, small enough to
// enumerate. The parameters (p, a, b, n, h, G) were found by a separate
// brute-force point count; the tests count again, independently of the code
// under test, and check that the stated order matches.
type tinyWeierstrassCurve struct {
	name          string
	p, a, b, n, h int64
	gx, gy        int64
	triples       bool // check associativity over every triple
}

var tinyWeierstrass = []tinyWeierstrassCurve{
	{"a0-order13", 7, 0, 3, 13, 1, 1, 2, true},       // a = 0 like secp256k1
	{"a0-order199", 211, 0, 2, 199, 1, 4, 53, false}, // libsecp256k1's exhaustive order
	{"a-3-order17", 11, -3, 1, 17, 1, 0, 1, true},    // a = -3 like P-384
	{"a-3-order199", 181, -3, 28, 199, 1, 3, 74, false},
	{"a0-cofactor3", 31, 0, 5, 13, 3, 6, 29, true}, // cofactor h = 3
}

func (tc tinyWeierstrassCurve) curve() *weierstrass.Curve {
	bi := big.NewInt
	return weierstrass.New(tc.name, bi(tc.p), bi(tc.a), bi(tc.b), bi(tc.gx), bi(tc.gy), bi(tc.n), bi(tc.h))
}

// enumerate lists every affine point by trying every (x, y) with plain
// int64 arithmetic, plus O first.
func (tc tinyWeierstrassCurve) enumerate() []weierstrass.Point {
	pts := []weierstrass.Point{{Inf: true}}
	p := tc.p
	a := ((tc.a % p) + p) % p
	for x := int64(0); x < p; x++ {
		for y := int64(0); y < p; y++ {
			if (y*y-(x*x%p*x+a*x+tc.b))%p == 0 {
				pts = append(pts, weierstrass.Point{X: big.NewInt(x), Y: big.NewInt(y)})
			}
		}
	}
	return pts
}

// exhaustiveWeierstrass checks one toy curve completely: the point count,
// closure, identity, inverses, commutativity, kP against repeated addition
// for every k and P, encodings, associativity over every triple (on the
// smallest), the order of G and subgroup membership.
func exhaustiveWeierstrass(tc tinyWeierstrassCurve) error {
	{
		{
			c := tc.curve()
			pts := tc.enumerate()
			// The point count equals the stated group order n·h.
			if int64(len(pts)) != tc.n*tc.h {
				return fmt.Errorf("curve has %d points, stated order n·h = %d", len(pts), tc.n*tc.h)
			}
			index := map[string]int{}
			key := func(P weierstrass.Point) string {
				if P.Inf {
					return "O"
				}
				return fmt.Sprint(P.X, ",", P.Y)
			}
			for i, P := range pts {
				index[key(P)] = i
			}
			O := c.Identity()
			for _, P := range pts {
				if !c.IsOnCurve(P) {
					return fmt.Errorf("point %s: IsOnCurve = false", key(P))
				}
				// Identity and inverses.
				if !c.Equal(c.Add(P, O), P) || !c.Equal(c.Add(O, P), P) {
					return fmt.Errorf("point %s: P + O != P", key(P))
				}
				if !c.Add(P, c.Neg(P)).Inf {
					return fmt.Errorf("point %s: P + (-P) != O", key(P))
				}
				if !c.Equal(c.Double(P), c.Add(P, P)) {
					return fmt.Errorf("Double(P) != P + P for %s", key(P))
				}
				// Closure and commutativity.
				for _, Q := range pts {
					S := c.Add(P, Q)
					if _, ok := index[key(S)]; !ok {
						return fmt.Errorf("%s + %s = %s is not a point of the curve", key(P), key(Q), key(S))
					}
					if !c.Equal(S, c.Add(Q, P)) {
						return fmt.Errorf("%s + %s is not commutative", key(P), key(Q))
					}
				}
				// kP equals repeated addition for every k in [-N-1, 2N+1], N = n·h,
				// and NP = O.
				N := tc.n * tc.h
				acc := O
				for k := int64(0); k <= 2*N+1; k++ {
					if got := c.ScalarMult(big.NewInt(k), P); !c.Equal(got, acc) {
						return fmt.Errorf("%d·%s = %s, repeated addition gives %s", k, key(P), key(got), key(acc))
					}
					if k <= N+1 {
						if got := c.ScalarMult(big.NewInt(-k), P); !c.Equal(got, c.Neg(acc)) {
							return fmt.Errorf("%d·%s wrong", -k, key(P))
						}
					}
					acc = c.Add(acc, P)
				}
				if !c.ScalarMult(big.NewInt(N), P).Inf {
					return fmt.Errorf("(n·h)·%s != O", key(P))
				}
				// Encodings round-trip.
				for _, enc := range [][]byte{c.EncodeCompressed(P), c.EncodeUncompressed(P)} {
					Q, err := c.Decode(enc)
					if err != nil || !c.Equal(P, Q) {
						return fmt.Errorf("decode(encode(%s)) = %v, %v", key(P), key(Q), err)
					}
				}
			}
			// Associativity over every triple on the smallest curves.
			if tc.triples {
				for _, P := range pts {
					for _, Q := range pts {
						for _, R := range pts {
							if !c.Equal(c.Add(c.Add(P, Q), R), c.Add(P, c.Add(Q, R))) {
								return fmt.Errorf("(%s + %s) + %s != %s + (%s + %s)", key(P), key(Q), key(R), key(P), key(Q), key(R))
							}
						}
					}
				}
			}
			// G has order exactly n: kG != O for 0 < k < n.
			G := c.Generator()
			acc := G
			for k := int64(1); k < tc.n; k++ {
				if acc.Inf {
					return fmt.Errorf("%d·G = O before n = %d", k, tc.n)
				}
				acc = c.Add(acc, G)
			}
			if !acc.Inf {
				return fmt.Errorf("n·G != O")
			}
			// Subgroup membership: exactly n points satisfy nP = O.
			in := 0
			for _, P := range pts {
				if c.InSubgroup(P) {
					in++
				}
			}
			if int64(in) != tc.n {
				return fmt.Errorf("%d points in the subgroup, want n = %d", in, tc.n)
			}
		}
	}
	return nil
}

// exhaustiveWeierstrassDecode decodes every byte string of 0 to 3 bytes on
// the smallest toy curve: exactly the encodings of its points decode.
func exhaustiveWeierstrassDecode() error {
	for _, tc := range tinyWeierstrass[:1] {
		c := tc.curve()
		pts := tc.enumerate()
		want := map[string]bool{}
		for _, P := range pts[1:] {
			want[string(c.EncodeCompressed(P))] = true
			want[string(c.EncodeUncompressed(P))] = true
		}
		for n := 0; n <= 3; n++ {
			for v := 0; v < 1<<(8*n); v++ {
				b := make([]byte, n)
				for i := range b {
					b[i] = byte(v >> (8 * i))
				}
				_, err := c.Decode(b)
				ok := err == nil
				expect := want[string(b)] || (n == 1 && b[0] == 0)
				if ok != expect {
					return fmt.Errorf("Decode(%x): ok = %v, want %v (%v)", b, ok, expect, err)
				}
			}
		}
	}
	return nil
}
