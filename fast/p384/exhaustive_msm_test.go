//go:build exhaustive

package p384

import (
	"math/big"
	"math/rand"
	"testing"
	"time"
)

// msmVariant is one of the multi-scalar multiplications under test.
type msmVariant struct {
	name string
	max  int // most points it takes (0: any number)
	f    func(v *Point, ks [][]byte, ps []*Point) (*Point, error)
}

var msmVariants = []msmVariant{
	{"MultiScalarMult", 3, (*Point).multiScalarMult},
	{"MultiScalarMultIndependent", 3, (*Point).multiScalarMultIndependent},
	{"MultiScalarMultVar", 0, (*Point).multiScalarMultVarBytes},
	{"Straus", 0, func(v *Point, ks [][]byte, ps []*Point) (*Point, error) {
		return v.multiScalarMultVarWith(0, ks, ps)
	}},
	{"Pippenger", 0, func(v *Point, ks [][]byte, ps []*Point) (*Point, error) {
		return v.multiScalarMultVarWith(1, ks, ps)
	}},
}

// TestExhaustiveMSMPairs checks every multi-scalar multiplication at
// n = 2 — the constant-time MultiScalarMult (shared doublings, complete
// additions) and MultiScalarMultIndependent (Jacobian accumulator, mixed
// additions, the equal case by a branch), and MultiScalarMultVar with
// its own choice and with Straus's and Pippenger's methods forced — on
// every pair (a, b) of scalars 0 … q-1 for the points (u, v), u and v
// random: a·u + b·v; and on the degenerate pairs (u, u), (u, -u) and
// (O, u), every pair (a, b) for the variable-time variants and every a
// with b in 0, 1, q-1 and a random value for the constant-time ones
// (whose cost per call is ten times higher). -short: b in 0, 1, q-1 and
// nine random values for (u, v), and the constant-time subset for the
// degenerate pairs, for every variant.
func TestExhaustiveMSMPairs(t *testing.T) {
	start := time.Now()
	x := setup(t)
	r := rand.New(rand.NewSource(8))
	u, v := 1+r.Intn(q-1), 1+r.Intn(q-1)
	sets := [][2]int{{u, v}, {u, u}, {u, q - u}, {0, u}}
	all := make([]int, q)
	for i := range all {
		all[i] = i
	}
	var f failures
	var n int64
	for s, set := range sets {
		few := []int{0, 1, q - 1, r.Intn(q)}
		if s == 0 {
			for range 8 {
				few = append(few, r.Intn(q))
			}
		}
		for _, m := range msmVariants {
			bs := all
			if testing.Short() || s > 0 && m.max != 0 {
				bs = few
			}
			parallel(q, int64(9+s), func(r *rand.Rand, a int) {
				ps := []*Point{x.point(set[0], r), x.point(set[1], r)}
				for _, b := range bs {
					want := a*set[0] + b*set[1]
					p, err := m.f(new(Point), [][]byte{small(a), small(b)}, ps)
					if err != nil || !x.is(p, want) {
						f.add("%s(%d·%d + %d·%d) is not %d: %v", m.name, a, set[0], b, set[1], mod(want), err)
					}
				}
			})
			n += int64(q * len(bs))
		}
	}
	f.report(t)
	logCases(t, 0, n, start)
}

// TestExhaustiveMSMWide checks every multi-scalar multiplication on
// random point sets (repeats, negations and the point at infinity drawn
// as often as any point) with full-width scalars as they are and reduced
// scalars: n = 1, 2, 3 for all five variants, n = 8, 33 and 200 (from
// pippengerThreshold = 192 MultiScalarMultVar chooses Pippenger) for the
// variable-time ones. -short: fewer trials.
func TestExhaustiveMSMWide(t *testing.T) {
	start := time.Now()
	x := setup(t)
	r := rand.New(rand.NewSource(10))
	trials := 40
	if testing.Short() {
		trials = 6
	}
	var f failures
	var cases int64
	for _, n := range []int{1, 2, 3, 8, 33, 200} {
		for trial := range trials {
			if n == 200 && trial >= trials/4+1 {
				break
			}
			idx := make([]int, n)
			ps := make([]*Point, n)
			ks := make([][]byte, n)
			want := 0
			wide := wideScalars(r, 6+n)[6:]
			for i := range n {
				idx[i] = r.Intn(q)
				ps[i] = x.point(idx[i], r)
				k := wide[i]
				if trial%2 == 1 {
					k = big.NewInt(int64(r.Intn(q)))
				}
				ks[i] = scalarBytes(k)
				want += modQ(k) * idx[i]
			}
			for _, m := range msmVariants {
				if m.max != 0 && n > m.max {
					continue
				}
				p, err := m.f(new(Point), ks, ps)
				if err != nil || !x.is(p, want) {
					f.add("%s, n = %d, trial %d: not %d: %v", m.name, n, trial, mod(want), err)
				}
				cases += int64(n)
			}
		}
	}
	f.report(t)
	logCases(t, 0, cases, start)
}
