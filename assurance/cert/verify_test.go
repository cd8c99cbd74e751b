package cert

import (
	"math"
	"math/big"
	"strings"
	"testing"
)

func TestQLargeEnough(t *testing.T) {
	// Perfect fourth powers, where the bound is an integer: N = 16 gives
	// (2 + 1)² = 9.
	if qLargeEnough(big.NewInt(9), big.NewInt(16)) || !qLargeEnough(big.NewInt(10), big.NewInt(16)) {
		t.Error("N = 16: want q > 9 exactly")
	}
	for N := int64(1); N < 3000; N++ {
		bound := math.Pow(math.Pow(float64(N), 0.25)+1, 2)
		for q := int64(1); q < 120; q++ {
			if math.Abs(float64(q)-bound) < 1e-9 {
				continue
			}
			if got, want := qLargeEnough(big.NewInt(q), big.NewInt(N)), float64(q) > bound; got != want {
				t.Fatalf("N = %d, q = %d: got %v, want %v", N, q, got, want)
			}
		}
	}
}

func TestProveSmall(t *testing.T) {
	for _, s := range []string{"2", "3", "65537", "4294967291", "4294967311", "2305843009213693951", "18446744073709551557"} {
		n, _ := new(big.Int).SetString(s, 10)
		if _, err := ProveSmall(n); err != nil {
			t.Errorf("%s: %v", s, err)
		}
	}
	// 561 Carmichael; 3215031751 strong pseudoprime to bases 2, 3, 5, 7;
	// 3825123056546413051 strong pseudoprime to bases 2 to 23; 2^64 is
	// out of range.
	for _, s := range []string{"0", "1", "4", "561", "3215031751", "4294967297", "3825123056546413051", "18446744073709551616", "-7"} {
		n, _ := new(big.Int).SetString(s, 10)
		if _, err := ProveSmall(n); err == nil {
			t.Errorf("%s accepted as prime", s)
		}
	}
}

// TestWrongPointRejected replaces one step's point by a point of another
// curve (b recomputed so the point is on it): the order checks, the
// expensive pass, must reject it.
func TestWrongPointRejected(t *testing.T) {
	c, err := Load("secp256k1-n.ecpp.cert")
	if err != nil {
		t.Fatal(err)
	}
	for k := range c.Steps {
		st := &c.Steps[k]
		ox, oy, ob := st.X, st.Y, st.B
		st.X = new(big.Int).Add(big.NewInt(int64(k)+2), big.NewInt(0))
		st.Y = big.NewInt(int64(k) + 5)
		b := new(big.Int).Mul(st.Y, st.Y)
		b.Sub(b, new(big.Int).Exp(st.X, big.NewInt(3), nil))
		b.Sub(b, new(big.Int).Mul(st.A, st.X))
		st.B = b.Mod(b, st.N)
		err := c.Verify()
		if err == nil || !strings.Contains(err.Error(), "·") {
			t.Errorf("step %d with another curve's point: %v", k+1, err)
		}
		st.X, st.Y, st.B = ox, oy, ob
	}
	if err := c.Verify(); err != nil {
		t.Fatal(err)
	}
}

// TestNonInvertible: over a composite modulus a denominator sharing a
// factor with it is an error, never O.
func TestNonInvertible(t *testing.T) {
	c := pseudoCurve{n: big.NewInt(35), a: big.NewInt(1)}
	P := point{x: big.NewInt(1), y: big.NewInt(3)}
	Q := point{x: big.NewInt(6), y: big.NewInt(4)} // x2 − x1 = 5
	if _, err := c.add(P, Q); err == nil || !strings.Contains(err.Error(), "not invertible") {
		t.Errorf("add: %v", err)
	}
	R := point{x: big.NewInt(2), y: big.NewInt(7)} // 2y = 14
	if _, err := c.double(R); err == nil || !strings.Contains(err.Error(), "not invertible") {
		t.Errorf("double: %v", err)
	}
}

// TestBLS: 341 = 11·31 = 3·10² + 4·10 + 1 has c₁² − 4c₂ = 4, a square;
// 331 = 3·10² + 3·10 + 1 has −3.
func TestBLS(t *testing.T) {
	if _, ok := blsPrime(big.NewInt(341), big.NewInt(10)); ok {
		t.Error("341 passed")
	}
	if _, ok := blsPrime(big.NewInt(331), big.NewInt(10)); !ok {
		t.Error("331 failed")
	}
}

// TestNM1SmallCases runs the N−1 verifier on hand-made certificates.
func TestNM1SmallCases(t *testing.T) {
	bi := big.NewInt
	cases := []struct {
		blocks []NM1Block
		ok     bool
	}{
		{[]NM1Block{{bi(1009), []*big.Int{bi(2), bi(3), bi(7)}}}, true},                              // 1008 = 2⁴·3²·7
		{[]NM1Block{{bi(1009), []*big.Int{bi(2)}}}, true},                                            // BLS: 1009^⅓ < F = 16 < √1009
		{[]NM1Block{{bi(1009), []*big.Int{bi(7)}}}, false},                                           // F = 7 < 1009^⅓
		{[]NM1Block{{bi(1009), []*big.Int{bi(3), bi(2)}}}, false},                                    // not increasing
		{[]NM1Block{{bi(1009), []*big.Int{bi(2), bi(5)}}}, false},                                    // 5 ∤ 1008
		{[]NM1Block{{bi(1009), []*big.Int{bi(2), bi(3), bi(7)}}, {bi(7), []*big.Int{bi(2)}}}, false}, // unused block
		{[]NM1Block{{bi(341), []*big.Int{bi(2), bi(5), bi(17)}}}, false},                             // 341 = 11·31
		{[]NM1Block{{bi(1009), []*big.Int{bi(2), bi(9)}}}, false},                                    // 9 composite
	}
	for i, tc := range cases {
		err := verifyNM1(tc.blocks)
		if (err == nil) != tc.ok {
			t.Errorf("case %d: %v", i, err)
		}
	}
}

// TestParseRejects malformed files.
func TestParseRejects(t *testing.T) {
	for _, s := range []string{
		"", "# only a comment\n", "ecpp 1 2 3\n", "ecpp 01 2 3 4 5 6 7\n", "ecpp +1 2 3 4 5 6 7\n",
		"n-1 7\n", "ecpp 1 2 3 4 5 6 7\nn-1 7 2 3\n", "foo 1 2\n", "n-1 7 2 x\n",
	} {
		if _, err := Parse("t", []byte(s)); err == nil {
			t.Errorf("%q parsed", s)
		}
	}
}
