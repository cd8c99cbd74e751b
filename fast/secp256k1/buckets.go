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
// empty sum has inf set. Variable time: public points only.
func bucketSums(n int, slot, src []int32, pts []affine) []affine {
	// Group the points by bucket (a counting sort): bucket b's points are
	// arr[start[b] : start[b]+size[b]].
	start := make([]int32, n+1)
	for _, s := range slot {
		start[s+1]++
	}
	for b := range n {
		start[b+1] += start[b]
	}
	size := make([]int32, n)
	arr := make([]affine, len(slot))
	for i, s := range slot {
		arr[start[s]+size[s]] = pts[src[i]]
		size[s]++
	}
	half := len(slot)/2 + 1
	pairs := make([]int32, 0, half) // index of the first point of each pair in arr
	den := make([]field.Element, 0, half)
	num := make([]field.Element, 0, half)
	prefix := make([]field.Element, 0, half)
	for {
		pairs = pairs[:0]
		for b := range n {
			for j := int32(0); j+1 < size[b]; j += 2 {
				pairs = append(pairs, start[b]+j)
			}
		}
		if len(pairs) == 0 {
			break
		}
		den, num = den[:0], num[:0]
		for _, i := range pairs {
			d, u := pairTerms(&arr[i], &arr[i+1])
			den, num = append(den, d), append(num, u)
		}
		prefix = append(prefix[:0], den[0])
		for i := 1; i < len(den); i++ {
			var t field.Element
			t.Mul(&prefix[i-1], &den[i])
			prefix = append(prefix, t)
		}
		var inv, di field.Element
		inv.InvVar(&prefix[len(prefix)-1])
		for k := len(pairs) - 1; k >= 0; k-- {
			if k > 0 {
				di.Mul(&inv, &prefix[k-1])
				inv.Mul(&inv, &den[k])
			} else {
				di = inv
			}
			i := pairs[k]
			pairSum(&arr[i], &arr[i+1], &num[k], &di)
		}
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
