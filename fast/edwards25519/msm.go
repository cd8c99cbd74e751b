package edwards25519

import (
	"sync"

	"github.com/curvecheck/curvecheck/fast/edwards25519/scalar"
)

// MultiScalarMult sets v = Σ scalars[i]·points[i] and returns v. Constant
// time with respect to the scalars and the points (not their number).
//
// Straus's method with signed radix-16 digits: one table of 1P … 8P per
// point, and for each of the 64 digit positions from the top four shared
// doublings and one table addition per point, the technique BoringSSL uses
// for its Trust Tokens multi-exponentiation. For n points it costs
// 252 doublings + 64·n additions, against n·(252 + 64) separately.
func (v *Point) MultiScalarMult(scalars []*scalar.Scalar, points []*Point) *Point {
	if len(scalars) != len(points) {
		panic("edwards25519: called MultiScalarMult with different size inputs")
	}
	// Up to msmStack points the tables live on the stack: no allocation
	// (and no garbage) for the common small cases.
	var tablesBuf [msmStack]projLookupTable
	var digitsBuf [msmStack][64]int8
	var tables []projLookupTable
	var digits [][64]int8
	if len(points) > msmStack {
		tables = make([]projLookupTable, len(points))
		digits = make([][64]int8, len(points))
	} else {
		tables, digits = tablesBuf[:len(points)], digitsBuf[:len(points)]
	}
	for i := range points {
		tables[i].FromP3(points[i])
		digits[i] = scalars[i].Radix16()
	}
	var mult projCached
	var tmp1 projP1xP1
	var tmp2 projP2
	v.Set(identity)
	for i := 63; i >= 0; i-- {
		if i < 63 {
			// tmp2 holds the running sum as (X:Y:Z): doubling needs no T.
			tmp2.FromP1xP1(tmp1.Double(&tmp2))
			tmp2.FromP1xP1(tmp1.Double(&tmp2))
			tmp2.FromP1xP1(tmp1.Double(&tmp2))
			v.fromP1xP1(tmp1.Double(&tmp2))
		}
		for j := range tables {
			tables[j].SelectInto(&mult, digits[j][i])
			tmp1.Add(v, &mult)
			if j < len(tables)-1 || i == 0 {
				v.fromP1xP1(&tmp1) // the next addition needs T
			} else {
				tmp2.FromP1xP1(&tmp1) // only doublings follow
			}
		}
	}
	return v
}

// msmStack is the number of points MultiScalarMult handles without a heap
// allocation (5 KiB of tables on the stack).
const msmStack = 4

// MultiScalarMultVar sets v = Σ scalars[i]·points[i] and returns v.
// Execution time depends on the inputs: public values only (batch
// verification). It uses Straus's method with width-5 NAFs below
// pippengerThreshold points and Pippenger's bucket method above.
func (v *Point) MultiScalarMultVar(scalars []*scalar.Scalar, points []*Point) *Point {
	if len(scalars) != len(points) {
		panic("edwards25519: called MultiScalarMultVar with different size inputs")
	}
	if len(points) >= pippengerThreshold {
		return v.pippengerVar(scalars, points)
	}
	return v.strausVar(scalars, points)
}

// pippengerThreshold is where Pippenger overtakes Straus, measured with
// BenchmarkMultiScalarMultVar on amd64 (see doc/edwards25519-msm.md).
const pippengerThreshold = 448

// strausScratch is the working memory of strausVar, kept between calls in
// strausPool (1.5 KiB a point, all of it public data): large batches would
// otherwise allocate and clear it every time.
type strausScratch struct {
	tables []nafLookupTable5
	digits []scalar.WNAFDigit
	ends   []int
	terms  []strausTerm
}

// strausTerm is one addition of strausVar: table j, odd digit d.
type strausTerm struct {
	j int32
	d int8 // -15 … 15
}

var strausPool = sync.Pool{New: func() any { return new(strausScratch) }}

// strausVar is Straus's method with width-5 NAFs, variable time (public
// inputs only). The non-zero digits of all scalars are sorted by position
// first (a counting sort), so the main loop visits only the additions it
// makes.
func (v *Point) strausVar(scalars []*scalar.Scalar, points []*Point) *Point {
	sc := strausPool.Get().(*strausScratch)
	defer strausPool.Put(sc)
	n := len(points)
	if cap(sc.tables) < n {
		sc.tables = make([]nafLookupTable5, n)
		sc.ends = make([]int, n)
	}
	tables, ends := sc.tables[:n], sc.ends[:n]
	digits := sc.digits[:0]
	var start [257]int32 // terms of position i: start[i] … start[i+1]-1
	for j := range points {
		tables[j].FromP3(points[j])
		digits = scalars[j].AppendWNAF(digits, 5)
		ends[j] = len(digits)
	}
	sc.digits = digits
	for _, d := range digits {
		start[d.Pos+1]++
	}
	for i := 1; i <= 256; i++ {
		start[i] += start[i-1]
	}
	if cap(sc.terms) < len(digits) {
		sc.terms = make([]strausTerm, len(digits))
	}
	terms := sc.terms[:len(digits)]
	next := start
	for j, k := 0, 0; k < len(digits); k++ {
		for k == ends[j] {
			j++
		}
		d := digits[k]
		terms[next[d.Pos]] = strausTerm{int32(j), d.Digit}
		next[d.Pos]++
	}
	v.Set(identity)
	if len(terms) == 0 {
		return v
	}
	top := 255
	for start[top] == start[top+1] {
		top--
	}
	var tmp1 projP1xP1
	var tmp2 projP2
	tmp2.FromP3(v)
	for i := top; i >= 0; i-- {
		tmp1.Double(&tmp2)
		for _, t := range terms[start[i]:start[i+1]] {
			v.fromP1xP1(&tmp1)
			if t.d > 0 {
				tmp1.Add(v, tables[t.j].Get(t.d))
			} else {
				tmp1.Sub(v, tables[t.j].Get(-t.d))
			}
		}
		tmp2.FromP1xP1(&tmp1)
	}
	return v.fromP1xP1(&tmp1)
}

// pippengerVar is the bucket method with signed radix-2^c digits: per
// window, each point is added into the bucket of its digit, and the
// buckets are summed as Σ k·bucket[k] with two running sums.
func (v *Point) pippengerVar(scalars []*scalar.Scalar, points []*Point) *Point {
	n := len(points)
	c := 5
	switch {
	case n >= 1500:
		c = 8
	case n >= 500:
		c = 7
	case n >= 200:
		c = 6
	}
	windows := (253 + c) / c // the last window absorbs the final carry
	digits := make([][]int16, n)
	for i, s := range scalars {
		digits[i] = signedRadix(s, c, windows)
	}
	cached := make([]projCached, n)
	for i, p := range points {
		cached[i].FromP3(p)
	}
	buckets := make([]Point, 1<<(c-1))
	var tmp1 projP1xP1
	var sum, running, acc Point
	acc.Set(identity)
	for w := windows - 1; w >= 0; w-- {
		for k := 0; k < c; k++ {
			acc.Double(&acc)
		}
		for i := range buckets {
			buckets[i].Set(identity)
		}
		for i := 0; i < n; i++ {
			d := digits[i][w]
			if d > 0 {
				buckets[d-1].fromP1xP1(tmp1.Add(&buckets[d-1], &cached[i]))
			} else if d < 0 {
				buckets[-d-1].fromP1xP1(tmp1.Sub(&buckets[-d-1], &cached[i]))
			}
		}
		// Σ_k k·bucket[k-1] = Σ_j (Σ_{k >= j} bucket[k-1]).
		running.Set(identity)
		sum.Set(identity)
		for k := len(buckets) - 1; k >= 0; k-- {
			running.Add(&running, &buckets[k])
			sum.Add(&sum, &running)
		}
		acc.Add(&acc, &sum)
	}
	return v.Set(&acc)
}

// signedRadix returns windows digits of s in radix 2^c with
// -2^(c-1) <= d < 2^(c-1), s = Σ d[i]·2^(c·i). Variable time.
func signedRadix(s *scalar.Scalar, c, windows int) []int16 {
	b := s.Bytes()
	bitAt := func(i int) int {
		if i >= 256 {
			return 0
		}
		return int(b[i/8]>>(i%8)) & 1
	}
	d := make([]int16, windows)
	carry := 0
	for w := 0; w < windows; w++ {
		x := carry
		for j := 0; j < c; j++ {
			x += bitAt(w*c+j) << j
		}
		if x >= 1<<(c-1) && w < windows-1 {
			x -= 1 << c
			carry = 1
		} else {
			carry = 0
		}
		d[w] = int16(x)
	}
	return d
}
