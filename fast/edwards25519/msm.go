package edwards25519

import (
	"encoding/binary"
	"errors"
	"sync"

	"github.com/curvecheck/curvecheck/fast/internal/pippenger"
	"github.com/curvecheck/curvecheck/fast/internal/recode"

	"github.com/curvecheck/curvecheck/fast/edwards25519/scalar"
)

// MultiScalarMult sets v = Σ scalars[i]·points[i] and returns v, or
// returns an error when the counts differ. Constant time with respect to
// the scalars and the points (not their number).
//
// Straus's method with signed radix-16 digits: one table of 1P … 8P per
// point, and for each of the 64 digit positions from the top four shared
// doublings and one table addition per point, the technique BoringSSL uses
// for its Trust Tokens multi-exponentiation. For n points it costs
// 252 doublings + 64·n additions, against n·(252 + 64) separately.
func (v *Point) MultiScalarMult(scalars []*scalar.Scalar, points []*Point) (*Point, error) {
	if len(scalars) != len(points) {
		return nil, errors.New("edwards25519: MultiScalarMult needs as many scalars as points")
	}
	if len(points) == 0 {
		return v.Set(&identity), nil
	}
	// Up to msmStack points the tables live on the stack: no allocation
	// (and no garbage) for the common small cases.
	var tablesBuf [msmStack]windowTable
	var digitsBuf [msmStack][64]int8
	var tables []windowTable
	var digits [][64]int8
	if len(points) > msmStack {
		tables = make([]windowTable, len(points))
		digits = make([][64]int8, len(points))
	} else {
		tables, digits = tablesBuf[:len(points)], digitsBuf[:len(points)]
	}
	for i := range points {
		tables[i].fill(points[i])
		digits[i] = scalars[i].Radix16()
	}
	var m addend
	var r efgh
	var pp proj
	acc := identity
	for i := 63; i >= 0; i-- {
		if i < 63 {
			// pp holds the running sum as (X:Y:Z): doubling needs no T.
			for k := 0; k < 3; k++ {
				pp.fromEFGH(r.double(&pp))
			}
			acc.fromEFGH(r.double(&pp))
		}
		for j := range tables {
			tables[j].lookup(&m, digits[j][i])
			r.sum(&acc, &m)
			if j < len(tables)-1 || i == 0 {
				acc.fromEFGH(&r) // the next addition needs T
			} else {
				pp.fromEFGH(&r) // only doublings follow
			}
		}
	}
	return v.Set(&acc), nil
}

// msmStack is the number of points MultiScalarMult handles without a heap
// allocation (5 KiB of tables on the stack).
const msmStack = 4

// MultiScalarMultVar sets v = Σ scalars[i]·points[i] and returns v, or
// returns an error when the counts differ. Execution time depends on the inputs: public values only (batch
// verification). It uses Straus's method with width-5 NAFs below
// pippengerThreshold points and Pippenger's bucket method above.
func (v *Point) MultiScalarMultVar(scalars []*scalar.Scalar, points []*Point) (*Point, error) {
	if len(scalars) != len(points) {
		return nil, errors.New("edwards25519: MultiScalarMultVar needs as many scalars as points")
	}
	if len(points) >= pippengerThreshold {
		return v.pippengerVar(scalars, points), nil
	}
	return v.strausVar(scalars, points), nil
}

// pippengerThreshold is where Pippenger overtakes Straus, measured with
// BenchmarkVarMethods (msm_internal_bench_test.go) on amd64; the table is
// in doc/edwards25519-msm.md.
const pippengerThreshold = 448

// strausScratch is the working memory of strausVar, kept between calls in
// strausPool (1.5 KiB a point, all of it public data): large batches would
// otherwise allocate and clear it every time.
type strausScratch struct {
	tables []oddTable5
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
		sc.tables = make([]oddTable5, n)
		sc.ends = make([]int, n)
	}
	tables, ends := sc.tables[:n], sc.ends[:n]
	digits := sc.digits[:0]
	var start [257]int32 // terms of position i: start[i] … start[i+1]-1
	for j := range points {
		tables[j].fill(points[j])
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
	if len(terms) == 0 {
		return v.Set(&identity)
	}
	top := 255
	for start[top] == start[top+1] {
		top--
	}
	var r efgh
	var pp proj
	acc := identity
	pp.fromPoint(&acc)
	for i := top; i >= 0; i-- {
		r.double(&pp)
		for _, t := range terms[start[i]:start[i+1]] {
			acc.fromEFGH(&r)
			if t.d > 0 {
				r.sum(&acc, tables[t.j].entry(t.d))
			} else {
				r.difference(&acc, tables[t.j].entry(-t.d))
			}
		}
		if i > 0 {
			pp.fromEFGH(&r)
		}
	}
	return v.fromEFGH(&r)
}

// pippengerVar is the bucket method (package pippenger) with signed
// radix-2^c digits: per window, each point is added into the bucket of
// its digit, in extended coordinates.
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
	addends := make([]addend, n)
	for i, p := range points {
		addends[i].fromPoint(p)
	}
	buckets := make([]Point, 1<<(c-1))
	var r efgh
	fill := func(w, _ int) []Point {
		for i := range buckets {
			buckets[i] = identity
		}
		for i := 0; i < n; i++ {
			d := digits[i][w]
			if d > 0 {
				buckets[d-1].fromEFGH(r.sum(&buckets[d-1], &addends[i]))
			} else if d < 0 {
				buckets[-d-1].fromEFGH(r.difference(&buckets[-d-1], &addends[i]))
			}
		}
		return buckets
	}
	acc := Point(pippenger.Sum[bucketPoint, Point](windows, uint(c), 1, fill))
	return v.Set(&acc)
}

// bucketPoint is Point with the methods of pippenger.Acc.
type bucketPoint Point

func (p *bucketPoint) SetIdentity()                       { *p = bucketPoint(identity) }
func (p *bucketPoint) Double(a *bucketPoint)              { (*Point)(p).Double((*Point)(a)) }
func (p *bucketPoint) Add(a, b *bucketPoint)              { (*Point)(p).Add((*Point)(a), (*Point)(b)) }
func (p *bucketPoint) AddBucket(a *bucketPoint, b *Point) { (*Point)(p).Add((*Point)(a), b) }

// signedRadix returns windows digits of s in radix 2^c with
// -2^(c-1) <= d < 2^(c-1) (the last may be 2^(c-1)), s = Σ d[i]·2^(c·i)
// (recode.Signed).
func signedRadix(s *scalar.Scalar, c, windows int) []int16 {
	b := s.Bytes()
	var k [4]uint64
	for i := range k {
		k[i] = binary.LittleEndian.Uint64(b[8*i:])
	}
	d := make([]int16, windows)
	recode.Signed(d, k[:], uint(c))
	return d
}
