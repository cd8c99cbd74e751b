//go:build exhaustive

package p384

import (
	"math/big"
	"math/rand"
	"testing"
	"time"
)

// wideCount is the number of full-width scalars per test, -short or not.
func wideCount() int {
	if testing.Short() {
		return 40
	}
	return 400
}

// somePoints returns the points a test multiplies: under -short the
// point at infinity, G, -G and a random point; otherwise all q of them.
func somePoints(r *rand.Rand) []int {
	if !testing.Short() {
		out := make([]int, q)
		for i := range out {
			out[i] = i
		}
		return out
	}
	return []int{0, 1, q - 1, 2 + r.Intn(q-3)}
}

// TestExhaustiveScalarBaseMult checks ScalarBaseMult (the generator table,
// mulRows) on every scalar 0 … q-1 and on full-width scalars reduced mod
// q first (as package scalar delivers them): k·G. Full-width scalars
// given unreduced are TestExhaustiveRowsUnreduced's.
func TestExhaustiveScalarBaseMult(t *testing.T) {
	start := time.Now()
	x := setup(t)
	r := rand.New(rand.NewSource(4))
	var f failures
	var n int64
	check := func(kb []byte, want int) {
		p, err := new(Point).scalarBaseMultBytes(kb)
		if err != nil || !x.is(p, want) {
			f.add("ScalarBaseMult(%x) is not %d: %v", kb, want, err)
		}
		n++
	}
	for k := range q {
		check(small(k), k)
	}
	for _, k := range wideScalars(r, wideCount()) {
		check(small(modQ(k)), modQ(k))
	}
	f.report(t)
	logCases(t, 0, n, start)
}

// TestExhaustiveScalarMult checks the constant-time ScalarMult (signed
// base-32 digits, complete additions, Jacobian doublings) on every
// scalar 0 … q-1 against every point (-short: four points), and on
// full-width scalars given as they are (the complete additions make any
// value below 2^384 exact, so the result is (k mod q)·P), and
// ScalarMultPrecomputed (mulRows on NewPrecomputed's table) on the same
// scalars, the full-width ones reduced first.
func TestExhaustiveScalarMult(t *testing.T) {
	start := time.Now()
	x := setup(t)
	r := rand.New(rand.NewSource(5))
	pts := somePoints(r)
	wide := wideScalars(r, wideCount()/10)
	var f failures
	parallel(len(pts), 5, func(r *rand.Rand, n int) {
		i := pts[n]
		a := x.point(i, r)
		pre := NewPrecomputed(a)
		for k := range q {
			if p, err := new(Point).scalarMultBytes(small(k), a); err != nil || !x.is(p, k*i) {
				f.add("ScalarMult(%d, %d) is not %d: %v", k, i, mod(k*i), err)
			}
			if p, err := new(Point).scalarMultPrecomputedBytes(small(k), pre); err != nil || !x.is(p, k*i) {
				f.add("ScalarMultPrecomputed(%d, %d) is not %d: %v", k, i, mod(k*i), err)
			}
		}
		for _, k := range wide {
			want := modQ(k) * i
			if p, err := new(Point).scalarMultBytes(scalarBytes(k), a); err != nil || !x.is(p, want) {
				f.add("ScalarMult(%x, %d) is not %d: %v", k, i, mod(want), err)
			}
			if p, err := new(Point).scalarMultPrecomputedBytes(small(modQ(k)), pre); err != nil || !x.is(p, want) {
				f.add("ScalarMultPrecomputed(%x mod q, %d) is not %d: %v", k, i, mod(want), err)
			}
		}
	})
	f.report(t)
	logCases(t, 0, int64(len(pts)*(q+len(wide))*2), start)
}

// recodeRef returns the 77 signed base-32 digits of k as ScalarMult's doc
// states them: each 5-bit window plus the carry, minus 32 with a carry of
// 1 when 16 or more, but for the last digit, which keeps the carry.
func recodeRef(k *big.Int) [digits]int {
	var d [digits]int
	carry := 0
	for i := range digits {
		w := 0
		for b := range window {
			w |= int(k.Bit(window*i+b)) << b
		}
		w += carry
		carry = 0
		if w >= 16 && i < digits-1 {
			w -= 32
			carry = 1
		}
		d[i] = w
	}
	return d
}

// rowsModel returns the index mulRows computes for the scalar k on a
// point of index m, by mulRows's documented behaviour in a group of
// order q: digit i adds d_i·32^i·m to the accumulator A (mod q) with the
// unchecked Jacobian addition, which is exact unless A is finite and
// equals the entry, where it yields the point at infinity; the last
// digit adds with the complete addition. It also returns how many
// digits hit that exception (on P-384, never: |A| < 32^i ≤ |d_i·32^i| <
// n, mulRows's comment).
func rowsModel(k *big.Int, m int) (index, exceptions int) {
	d := recodeRef(k)
	A, f := 0, m
	for i := range digits {
		e := mod(d[i] * f)
		switch {
		case d[i] == 0:
		case i == digits-1:
			A = mod(A + e)
		case A != 0 && A == e:
			A = 0
			exceptions++
		default:
			A = mod(A + e)
		}
		f = mod(32 * f)
	}
	return A, exceptions
}

// TestExhaustiveRowsUnreduced gives ScalarBaseMult and
// ScalarMultPrecomputed full-width scalars as they are. In a group of
// order q = 241 the accumulator of mulRows meets the entry it adds
// (mulRows's exactness argument needs n > 17·32^75, which P-384's n is
// and 241 is not), so the expected index is rowsModel's, the documented
// behaviour including that exception; every digit position and table row
// 0 … 76 is reached. The test also requires that some scalars hit the
// exception and some do not, and that the ones that do not give k·G.
func TestExhaustiveRowsUnreduced(t *testing.T) {
	start := time.Now()
	x := setup(t)
	r := rand.New(rand.NewSource(6))
	wide := wideScalars(r, 5*wideCount())
	pts := []int{1, 2 + r.Intn(q-3)}
	var f failures
	var hits, clean int64
	for _, i := range pts {
		pre := NewPrecomputed(x.point(i, r))
		for _, k := range wide {
			want, exc := rowsModel(k, i)
			if exc > 0 {
				hits++
			} else {
				clean++
				if want != mod(modQ(k)*i) {
					t.Fatalf("rowsModel(%x, %d) = %d without an exception", k, i, want)
				}
			}
			if i == 1 {
				if p, err := new(Point).scalarBaseMultBytes(scalarBytes(k)); err != nil || !x.is(p, want) {
					f.add("ScalarBaseMult(%x) is not %d (%d exceptions): %v", k, want, exc, err)
				}
			}
			if p, err := new(Point).scalarMultPrecomputedBytes(scalarBytes(k), pre); err != nil || !x.is(p, want) {
				f.add("ScalarMultPrecomputed(%x, %d) is not %d (%d exceptions): %v", k, i, want, exc, err)
			}
		}
	}
	f.report(t)
	if hits == 0 || clean == 0 {
		t.Errorf("%d scalars hit the exception and %d did not: the sample does not show both", hits, clean)
	}
	t.Logf("%d of %d full-width scalar-point cases meet the documented exception of the unchecked addition", hits, hits+clean)
	logCases(t, 0, int64(len(wide)*(len(pts)+1)), start)
}

// TestExhaustiveDoubleScalarMult checks DoubleScalarMultBaseVar (a·P +
// b·G, width-5 wNAF, Jacobian with branches) on every pair (a, b) of
// scalars 0 … q-1 for the points O, G, -G and a random one (-short: the
// random point, every a, b in 0, 1, 2, q-1 and eight random values), and
// on full-width scalars as they are.
func TestExhaustiveDoubleScalarMult(t *testing.T) {
	start := time.Now()
	x := setup(t)
	r := rand.New(rand.NewSource(7))
	pts := []int{0, 1, q - 1, 2 + r.Intn(q-3)}
	bs := make([]int, q)
	for i := range bs {
		bs[i] = i
	}
	if testing.Short() {
		pts = pts[3:]
		bs = []int{0, 1, 2, q - 1}
		for range 8 {
			bs = append(bs, r.Intn(q))
		}
	}
	wide := wideScalars(r, wideCount())
	var f failures
	var n int64
	for _, i := range pts {
		parallel(q, 7, func(r *rand.Rand, a int) {
			P := x.point(i, r)
			for _, b := range bs {
				p, err := new(Point).doubleScalarMultBaseVarBytes(small(a), P, small(b))
				if err != nil || !x.is(p, a*i+b) {
					f.add("DoubleScalarMultBaseVar(%d, %d, %d) is not %d: %v", a, i, b, mod(a*i+b), err)
				}
			}
		})
		n += int64(q * len(bs))
		P := x.point(i, r)
		for j := 0; j+1 < len(wide); j += 2 {
			a, b := wide[j], wide[j+1]
			want := modQ(a)*i + modQ(b)
			p, err := new(Point).doubleScalarMultBaseVarBytes(scalarBytes(a), P, scalarBytes(b))
			if err != nil || !x.is(p, want) {
				f.add("DoubleScalarMultBaseVar(%x, %d, %x) is not %d: %v", a, i, b, mod(want), err)
			}
			n++
		}
	}
	f.report(t)
	logCases(t, 0, n, start)
}
