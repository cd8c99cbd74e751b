package weierstrass

import (
	"fmt"
	"math/big"
	"testing"
)

// tinyCurve is a toy curve of the same shape as a real one, small enough to
// enumerate. The parameters (p, a, b, n, h, G) were found by a separate
// brute-force point count; the tests count again, independently of the code
// under test, and check that the stated order matches.
type tinyCurve struct {
	name          string
	p, a, b, n, h int64
	gx, gy        int64
	triples       bool // check associativity over every triple
}

var tinyCurves = []tinyCurve{
	{"a0-order13", 7, 0, 3, 13, 1, 1, 2, true},       // a = 0 like secp256k1
	{"a0-order199", 211, 0, 2, 199, 1, 4, 53, false}, // libsecp256k1's exhaustive order
	{"a-3-order17", 11, -3, 1, 17, 1, 0, 1, true},    // a = -3 like P-384
	{"a-3-order199", 181, -3, 28, 199, 1, 3, 74, false},
	{"a0-cofactor3", 31, 0, 5, 13, 3, 6, 29, true}, // cofactor h = 3
}

func (tc tinyCurve) curve() *Curve {
	bi := big.NewInt
	return New(tc.name, bi(tc.p), bi(tc.a), bi(tc.b), bi(tc.gx), bi(tc.gy), bi(tc.n), bi(tc.h))
}

// enumerate lists every affine point by trying every (x, y) with plain
// int64 arithmetic, plus O first.
func (tc tinyCurve) enumerate() []Point {
	pts := []Point{{Inf: true}}
	p := tc.p
	a := ((tc.a % p) + p) % p
	for x := int64(0); x < p; x++ {
		for y := int64(0); y < p; y++ {
			if (y*y-(x*x%p*x+a*x+tc.b))%p == 0 {
				pts = append(pts, Point{X: big.NewInt(x), Y: big.NewInt(y)})
			}
		}
	}
	return pts
}

func TestExhaustiveTinyCurves(t *testing.T) {
	for _, tc := range tinyCurves {
		t.Run(tc.name, func(t *testing.T) {
			c := tc.curve()
			pts := tc.enumerate()
			// The point count equals the stated group order n·h.
			if int64(len(pts)) != tc.n*tc.h {
				t.Fatalf("curve has %d points, stated order n·h = %d", len(pts), tc.n*tc.h)
			}
			index := map[string]int{}
			key := func(P Point) string {
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
					t.Fatalf("IsOnCurve(%s) = false", key(P))
				}
				// Identity and inverses.
				if !c.Equal(c.Add(P, O), P) || !c.Equal(c.Add(O, P), P) {
					t.Fatalf("P + O != P for %s", key(P))
				}
				if !c.Add(P, c.Neg(P)).Inf {
					t.Fatalf("P + (-P) != O for %s", key(P))
				}
				if !c.Equal(c.Double(P), c.Add(P, P)) {
					t.Fatalf("Double(P) != P + P for %s", key(P))
				}
				// Closure and commutativity.
				for _, Q := range pts {
					S := c.Add(P, Q)
					if _, ok := index[key(S)]; !ok {
						t.Fatalf("%s + %s = %s is not a point of the curve", key(P), key(Q), key(S))
					}
					if !c.Equal(S, c.Add(Q, P)) {
						t.Fatalf("%s + %s is not commutative", key(P), key(Q))
					}
				}
				// kP equals repeated addition for every k in [-N-1, 2N+1], N = n·h,
				// and NP = O.
				N := tc.n * tc.h
				acc := O
				for k := int64(0); k <= 2*N+1; k++ {
					if got := c.ScalarMult(big.NewInt(k), P); !c.Equal(got, acc) {
						t.Fatalf("%d·%s = %s, repeated addition gives %s", k, key(P), key(got), key(acc))
					}
					if k <= N+1 {
						if got := c.ScalarMult(big.NewInt(-k), P); !c.Equal(got, c.Neg(acc)) {
							t.Fatalf("%d·%s wrong", -k, key(P))
						}
					}
					acc = c.Add(acc, P)
				}
				if !c.ScalarMult(big.NewInt(N), P).Inf {
					t.Fatalf("(n·h)·%s != O", key(P))
				}
				// Encodings round-trip.
				for _, enc := range [][]byte{c.EncodeCompressed(P), c.EncodeUncompressed(P)} {
					Q, err := c.Decode(enc)
					if err != nil || !c.Equal(P, Q) {
						t.Fatalf("decode(encode(%s)) = %v, %v", key(P), key(Q), err)
					}
				}
			}
			// Associativity over every triple on the smallest curves.
			if tc.triples {
				for _, P := range pts {
					for _, Q := range pts {
						for _, R := range pts {
							if !c.Equal(c.Add(c.Add(P, Q), R), c.Add(P, c.Add(Q, R))) {
								t.Fatalf("(%s + %s) + %s != %s + (%s + %s)", key(P), key(Q), key(R), key(P), key(Q), key(R))
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
					t.Fatalf("%d·G = O before n = %d", k, tc.n)
				}
				acc = c.Add(acc, G)
			}
			if !acc.Inf {
				t.Fatalf("n·G != O")
			}
			// Subgroup membership: exactly n points satisfy nP = O.
			in := 0
			for _, P := range pts {
				if c.InSubgroup(P) {
					in++
				}
			}
			if int64(in) != tc.n {
				t.Fatalf("%d points in the subgroup, want n = %d", in, tc.n)
			}
		})
	}
}

// TestExhaustiveDecode decodes every byte string of the compressed and
// uncompressed lengths on the smallest curves: exactly the encodings of
// curve points decode, and nothing panics.
func TestExhaustiveDecode(t *testing.T) {
	for _, tc := range tinyCurves[:1] {
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
					t.Fatalf("Decode(%x): ok = %v, want %v (%v)", b, ok, expect, err)
				}
			}
		}
	}
}
