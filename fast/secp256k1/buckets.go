package secp256k1

import "github.com/curvecheck/curvecheck/fast/secp256k1/field"

// Affine bucket sums with shared inversions. In affine coordinates the
// sum of (x1, y1) and (x2, y2) with x1 ≠ x2 is
//
//	λ = (y2 - y1)/(x2 - x1),  x3 = λ² - x1 - x2,  y3 = λ(x1 - x3) - y1
//
// (HMV, Guide to ECC, §3.1.2), and with equal points λ = 3x1²/(2y1).
// The divisions of many additions share one inversion by Montgomery's
// trick (3M each), so that an addition costs about 5M + 1S against the
// 8M + 3S of a mixed Jacobian one. Each bucket's points are summed as a
// tree: a round adds them in pairs in every bucket at once, halving each
// list, until one point (or none) is left per bucket.

// bucketSums returns, for each of n buckets, the sum of the points
// assigned to it: addition i adds pts[src[i]] to bucket slot[i]. Points
// are finite with coordinates of magnitude 1, and so are the sums; an
// empty sum has inf set. sc's buffers are reused. Variable time: public
// points only.
func bucketSums(sc *pairScratch, n int, slot, src []int32, pts []affine) []affine {
	// Group the points by bucket (a counting sort): bucket b's points are
	// arr[start[b] : start[b]+size[b]].
	start := sc.ints(&sc.start, n+1)
	for _, s := range slot {
		start[s+1]++
	}
	for b := range n {
		start[b+1] += start[b]
	}
	size := sc.ints(&sc.size, n)
	if cap(sc.arr) < len(slot) {
		sc.arr = make([]affine, len(slot))
	}
	arr := sc.arr[:len(slot)]
	for i, s := range slot {
		arr[start[s]+size[s]] = pts[src[i]]
		size[s]++
	}
	for {
		sc.a, sc.b = sc.a[:0], sc.b[:0]
		for b := range n {
			for j := int32(0); j+1 < size[b]; j += 2 {
				sc.a = append(sc.a, start[b]+j)
				sc.b = append(sc.b, start[b]+j+1)
			}
		}
		if len(sc.a) == 0 {
			break
		}
		sc.addPairsVar(arr, sc.a, sc.b)
		// Each list keeps its sums (at the even places) and an odd last
		// point, moved to the front with the empty sums dropped.
		for b := range n {
			w := start[b]
			for j := int32(0); j < size[b]; j += 2 {
				if !arr[start[b]+j].inf {
					arr[w] = arr[start[b]+j]
					w++
				}
			}
			size[b] = w - start[b]
		}
	}
	out := make([]affine, n)
	for b := range n {
		if size[b] == 0 {
			out[b].inf = true
			continue
		}
		out[b] = arr[start[b]]
	}
	return out
}

// pairScratch holds the buffers of bucketSums and addPairsVar, so that
// the calls of one multiplication allocate them once.
type pairScratch struct {
	arr              []affine
	start, size      []int32
	a, b, live       []int32
	den, num, prefix []field.Element
}

// newPairScratch returns buffers for bucketSums calls of up to adds
// additions and addPairsVar calls of up to pairs pairs.
func newPairScratch(adds, pairs int) *pairScratch {
	half := max(adds/2+1, pairs)
	return &pairScratch{
		arr:    make([]affine, 0, adds),
		a:      make([]int32, 0, half),
		b:      make([]int32, 0, half),
		live:   make([]int32, 0, half),
		den:    make([]field.Element, 0, half),
		num:    make([]field.Element, 0, half),
		prefix: make([]field.Element, 0, half),
	}
}

// ints returns (*buf)[:n] zeroed, growing *buf when needed.
func (sc *pairScratch) ints(buf *[]int32, n int) []int32 {
	if cap(*buf) < n {
		*buf = make([]int32, n)
	}
	s := (*buf)[:n]
	clear(s)
	return s
}

// addPairsVar sets arr[a[k]] = arr[a[k]] + arr[b[k]] for every k, the
// divisions of all the affine additions sharing one inversion
// (Montgomery's trick). The a[k] are distinct and none is a b[k']; any
// operand may be the point at infinity (an infinite b[k] leaves a[k] as
// it is, an infinite a[k] takes b[k]'s point). Coordinates of magnitude
// 1 in and out. Variable time: public points only.
func (sc *pairScratch) addPairsVar(arr []affine, a, b []int32) {
	sc.live, sc.den, sc.num = sc.live[:0], sc.den[:0], sc.num[:0]
	for k := range a {
		p, q := &arr[a[k]], &arr[b[k]]
		switch {
		case q.inf:
			continue
		case p.inf:
			*p = *q
			continue
		}
		d, u := pairTerms(p, q)
		sc.live = append(sc.live, int32(k))
		sc.den, sc.num = append(sc.den, d), append(sc.num, u)
	}
	if len(sc.live) == 0 {
		return
	}
	den := sc.den
	sc.prefix = append(sc.prefix[:0], den[0])
	for i := 1; i < len(den); i++ {
		var t field.Element
		t.Mul(&sc.prefix[i-1], &den[i])
		sc.prefix = append(sc.prefix, t)
	}
	var inv, di field.Element
	inv.InvVar(&sc.prefix[len(sc.prefix)-1])
	for i := len(sc.live) - 1; i >= 0; i-- {
		if i > 0 {
			di.Mul(&inv, &sc.prefix[i-1])
			inv.Mul(&inv, &den[i])
		} else {
			di = inv
		}
		k := sc.live[i]
		pairSum(&arr[a[k]], &arr[b[k]], &sc.num[i], &di)
	}
}

// pairTerms returns the denominator and numerator of λ for a + b: x2 -
// x1 and y2 - y1, or 2y1 and 3x1² for a = b; for b = -a it marks a as the
// point at infinity and returns 1 and 0 (the sum is then a itself,
// infinite). Magnitudes at most 3.
func pairTerms(a, b *affine) (den, num field.Element) {
	var t field.Element
	den.Add(&b.x, t.Neg(&a.x, 1))
	num.Add(&b.y, t.Neg(&a.y, 1))
	if !den.IsZeroVar() {
		return den, num
	}
	if !num.IsZeroVar() {
		a.inf = true
		den.One()
		num.Zero()
		return den, num
	}
	num.Square(&a.x)
	num.MulInt(&num, 3)
	den.Add(&a.y, &a.y)
	return den, num
}

// pairSum sets a = a + b given λ's numerator and the inverse of its
// denominator; an a marked infinite by pairTerms stays so.
func pairSum(a, b *affine, num, inv *field.Element) {
	if a.inf {
		return
	}
	var lambda, x3, y3, t field.Element
	lambda.Mul(num, inv)
	x3.Square(&lambda)
	x3.Add(&x3, t.Neg(&a.x, 1)) // 3
	x3.Add(&x3, t.Neg(&b.x, 1)) // 5
	x3.NormalizeWeak(&x3)
	y3.Add(&a.x, t.Neg(&x3, 1)) // 3
	y3.Mul(&y3, &lambda)
	y3.Add(&y3, t.Neg(&a.y, 1)) // 3
	a.x = x3
	a.y.NormalizeWeak(&y3)
}
