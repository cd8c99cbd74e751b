package secp256k1

import (
	"github.com/curvecheck/curvecheck/fast/internal/pippenger"
	"github.com/curvecheck/curvecheck/fast/secp256k1/field"
	"github.com/curvecheck/curvecheck/fast/secp256k1/scalar"
)

// Pippenger's bucket method (package pippenger) for large public
// multi-scalar multiplications. Every point whose scalar is 2^128 or more is first
// split with the endomorphism into two terms with 128-bit scalars; each
// scalar is written in signed base-2^c digits. Every digit position has
// its own buckets; a group of positions at a time, each term's point is
// added to (or subtracted from) bucket |digit| of every position of the
// group, in affine coordinates with the inversions of many additions
// shared (bucketSums, buckets.go). Then Σ j·bucket_j is formed for every
// position at once with two running sums, in affine coordinates
// (combineBuckets), and the positions are combined from the top with c
// doublings each. Where the four-word assembly exists (field.WidePairs)
// the same plan runs on four-word points instead (buckets_wide.go), the
// combination by the bits of j (combineBits).

// pippengerWindow returns the digit width for m terms: the c in 3 … 7
// (SignedDigits writes digits of at most 7 bits) with the least work by
// the count ⌈130/c⌉·(6m + 18·2^(c-1)) in field
// multiplications: per digit position, m affine bucket additions at about
// 6 (5M + 1S with the shared inversion, bucketSums) and, per bucket, the
// running sum's two affine additions at about 9 each (combineBuckets:
// 5M + 1S and a larger share of an inversion, shared by only 2·⌈130/c⌉
// additions); the c doublings per position are the same for every c.
// The four-word path, measured with BIP-340 batches in alternation, ran
// as fast with c = 5 as with c = 4 at 50 terms and with c = 6 as with
// c = 5 at 194, so it keeps this count's choice.
func pippengerWindow(m int) uint { return pippenger.Window(m, 130, 6, 18, 3, 7) }

// pippengerVar returns Σ ks[i]·ps[i] for finite public points. A scalar
// below 2^128 (the random coefficients of batch verification) is one
// term; a larger one is split with the endomorphism into two. The bucket
// sums run on four 64-bit words (bucketSumsWideVar) where that form
// exists and meets no exceptional addition, on the Element methods
// otherwise. Variable time.
func pippengerVar(ks []*scalar.Scalar, ps []jacobian) jacobian {
	if len(ps) == 0 {
		var acc jacobian
		acc.setInfinity()
		return acc
	}
	pl := newPippengerPlan(ks, ps)
	if field.WidePairs() {
		if acc, ok := pl.wideVar(); ok {
			return acc
		}
	}
	return pl.affineVar()
}

// pippengerPlan is a multiplication's terms in signed digits: the
// points (aff, with the λ images of the split terms), and for each term
// its point and its digits. In the bucket additions point index half + i
// stands for −aff[i].
type pippengerPlan struct {
	aff    []affine
	half   int
	terms  []pippengerTerm
	d      []int8 // term t's digits at d[t·digits : (t+1)·digits]
	c      uint
	digits int
}

type pippengerTerm struct {
	abs scalar.Scalar
	neg bool
	p   int // index into the points
}

// newPippengerPlan splits the scalars, picks the window and writes the
// digits. ps is not empty.
func newPippengerPlan(ks []*scalar.Scalar, ps []jacobian) *pippengerPlan {
	return newPippengerPlanWindow(ks, ps, 0)
}

// newPippengerPlanWindow is newPippengerPlan with the window c given (0:
// pippengerWindow's choice).
func newPippengerPlanWindow(ks []*scalar.Scalar, ps []jacobian, c uint) *pippengerPlan {
	n := len(ps)
	// The affine points, with one inversion; the λ images are added for
	// the split terms below.
	aff := make([]affine, n, 2*n)
	affineOfAllVar(aff, ps)
	terms := make([]pippengerTerm, 0, 2*n)
	for i, k := range ks {
		if k.Fits128() {
			terms = append(terms, pippengerTerm{*k, false, i})
			continue
		}
		k1, k2 := k.SplitLambda()
		a1, n1 := k1.Abs128()
		a2, n2 := k2.Abs128()
		var l affine
		l.mulLambda(&aff[i])
		aff = append(aff, l)
		terms = append(terms, pippengerTerm{a1, n1 == 1, i}, pippengerTerm{a2, n2 == 1, len(aff) - 1})
	}
	pl := &pippengerPlan{aff: aff, terms: terms, half: len(aff)}
	pl.c = c
	if c == 0 {
		pl.c = pippengerWindow(len(terms))
	}
	pl.digits = int((130 + pl.c - 1) / pl.c)
	pl.d = make([]int8, len(terms)*pl.digits)
	for t := range terms {
		terms[t].abs.SignedDigits(pl.d[t*pl.digits:(t+1)*pl.digits], pl.c)
	}
	return pl
}

// groupAdds lists the bucket additions of digit positions lo … hi−1:
// addition i adds point src[i] into bucket slot[i], the buckets of
// position pos at (pos − lo)·2^(c−1).
func (pl *pippengerPlan) groupAdds(lo, hi int, slot, src []int32) ([]int32, []int32) {
	nb := 1 << (pl.c - 1)
	slot, src = slot[:0], src[:0]
	for t := range pl.terms {
		for pos := lo; pos < hi; pos++ {
			v := pl.d[t*pl.digits+pos]
			if v == 0 {
				continue
			}
			minus := pl.terms[t].neg
			if v < 0 {
				v, minus = -v, !minus
			}
			slot = append(slot, int32((pos-lo)*nb+int(v)-1))
			if minus {
				src = append(src, int32(pl.half+pl.terms[t].p))
			} else {
				src = append(src, int32(pl.terms[t].p))
			}
		}
	}
	return slot, src
}

// groupSize is how many digit positions go to one bucket-sum call: about
// groupPoints additions, enough to share an inversion widely, few enough
// that a group's points stay in the cache.
func (pl *pippengerPlan) groupSize() int { return max(1, groupPoints/len(pl.terms)) }

// affineVar sums the buckets with the Element methods (bucketSums,
// combineBuckets), every exceptional case handled. Variable time.
func (pl *pippengerPlan) affineVar() jacobian {
	digits, nb := pl.digits, 1<<(pl.c-1)
	g := pl.groupSize()
	adds := len(pl.terms) * min(g, digits)
	sc := newPairScratch(adds, 2*digits)
	slot := make([]int32, 0, adds)
	src := make([]int32, 0, adds)
	buckets := make([]affine, digits*nb)
	// Every point and its negation, made once.
	pm := make([]affine, 2*pl.half)
	copy(pm, pl.aff)
	for i := range pl.half {
		pm[pl.half+i].x = pl.aff[i].x
		pm[pl.half+i].y.Neg(&pl.aff[i].y, 1)
		pm[pl.half+i].y.NormalizeWeak(&pm[pl.half+i].y)
	}
	for hi := digits; hi > 0; hi -= g {
		lo := max(0, hi-g)
		slot, src = pl.groupAdds(lo, hi, slot, src)
		copy(buckets[lo*nb:hi*nb], bucketSums(sc, (hi-lo)*nb, slot, src, pm))
	}
	return combineBuckets(sc, buckets, digits, pl.c)
}

// combineBuckets returns Σ_pos 2^(c·pos)·Σ_j (j+1)·buckets[pos·2^(c−1) + j]
// for the digits positions. Σ_j (j+1)·B_j is Σ_j (B_j + … + B_top): a
// running sum takes each bucket from the top and is added into a total
// once per bucket. Every position's running sum and total advance
// together in affine coordinates, and a step adds B_j into each running
// sum and the running sum of the step before into each total, so that
// its 2·digits additions share one inversion (addPairsVar): about
// 5M + 1S and a share of the inversion per addition, against the
// 8M + 3S and 12M + 4S of the Jacobian mixed and general additions. The
// totals are then combined from the top with c doublings per position.
// Variable time.
func combineBuckets(sc *pairScratch, buckets []affine, digits int, c uint) jacobian {
	nb := 1 << (c - 1)
	// arr: the running sums, the totals, the running sums of the step
	// before, then the buckets.
	run, tot, prev, bk := 0, digits, 2*digits, 3*digits
	arr := make([]affine, bk+len(buckets))
	for i := range bk {
		arr[i].inf = true
	}
	copy(arr[bk:], buckets)
	a := make([]int32, 2*digits)
	b := make([]int32, 2*digits)
	for j := nb - 1; j >= -1; j-- {
		copy(arr[prev:prev+digits], arr[run:run+digits])
		a, b = a[:0], b[:0]
		for pos := range digits {
			if j >= 0 {
				a, b = append(a, int32(run+pos)), append(b, int32(bk+pos*nb+j))
			}
			a, b = append(a, int32(tot+pos)), append(b, int32(prev+pos))
		}
		sc.addPairsVar(arr, a, b)
	}
	var acc jacobian
	acc.setInfinity()
	for pos := digits - 1; pos >= 0; pos-- {
		for range c {
			acc.doubleVar(&acc)
		}
		acc.addAffineVar(&acc, &arr[tot+pos])
	}
	return acc
}

// groupPoints is about how many bucket additions pippengerVar hands to
// one bucketSums call (about 200 KiB of affine points).
const groupPoints = 2048

// affineOfAllVar is batchAffineVar that copies the points whose Z is
// already 1 (points decoded from bytes, the common case of batch
// verification) and inverts the others together. Variable time.
func affineOfAllVar(out []affine, in []jacobian) {
	var rest []jacobian
	var at []int
	for i := range in {
		if in[i].zIsOneVar() {
			out[i].x.NormalizeVar(&in[i].x)
			out[i].y.NormalizeVar(&in[i].y)
			out[i].inf = false
			continue
		}
		rest = append(rest, in[i])
		at = append(at, i)
	}
	if len(rest) == 0 {
		return
	}
	conv := make([]affine, len(rest))
	batchAffineVar(conv, rest)
	for k, i := range at {
		out[i] = conv[k]
	}
}
