package secp256k1

import (
	"github.com/curvecheck/curvecheck/fast/secp256k1/scalar"
)

// Pippenger's bucket method ("On the evaluation of powers and monomials",
// SIAM J. Comput. 1980; the form of Bernstein et al., "Faster batch
// forgery identification", §4) for large public multi-scalar
// multiplications. Every point is first split with the endomorphism into
// two terms with 128-bit scalars; each scalar is written in signed base-2^c
// digits. For each digit position, from the top, the accumulator is
// multiplied by 2^c, every term's point is added to (or subtracted from)
// bucket |digit|, and Σ j·bucket_j is added with two running sums.

// pippengerWindow returns the digit width for m terms: the c in 3 … 10
// with the fewest additions by the count ⌈130/c⌉·(m + 2^c) (m bucket
// additions and 2^c running-sum additions per digit position; the c
// doublings per position are the same for every c).
func pippengerWindow(m int) uint {
	best, bestCost := uint(3), -1
	for c := uint(3); c <= 10; c++ {
		cost := (130 + int(c) - 1) / int(c) * (m + 1<<c)
		if bestCost < 0 || cost < bestCost {
			best, bestCost = c, cost
		}
	}
	return best
}

// pippengerVar returns Σ ks[i]·ps[i] for finite public points. Variable
// time.
func pippengerVar(ks []*scalar.Scalar, ps []jacobian) jacobian {
	n := len(ps)
	var acc jacobian
	acc.setInfinity()
	if n == 0 {
		return acc
	}
	// The affine points and their λ images, with one inversion.
	aff := make([]affine, 2*n)
	batchAffineVar(aff[:n], ps)
	for i := range n {
		aff[n+i].mulLambda(&aff[i])
	}
	c := pippengerWindow(2 * n)
	digits := int((130 + c - 1) / c)
	d := make([]int8, 2*n*digits)
	neg := make([]bool, 2*n)
	for i, k := range ks {
		k1, k2 := k.SplitLambda()
		a1, n1 := k1.Abs128()
		a2, n2 := k2.Abs128()
		a1.SignedDigits(d[i*digits:(i+1)*digits], c)
		a2.SignedDigits(d[(n+i)*digits:(n+i+1)*digits], c)
		neg[i], neg[n+i] = n1 == 1, n2 == 1
	}
	buckets := make([]jacobian, 1<<(c-1))
	var ne affine
	for pos := digits - 1; pos >= 0; pos-- {
		for range c {
			acc.doubleVar(&acc)
		}
		for j := range buckets {
			buckets[j].setInfinity()
		}
		for t := range 2 * n {
			v := d[t*digits+pos]
			if v == 0 {
				continue
			}
			minus := neg[t]
			if v < 0 {
				v, minus = -v, !minus
			}
			p := &aff[t]
			if minus {
				ne.x = p.x
				ne.y.Neg(&p.y, 1)
				ne.y.NormalizeWeak(&ne.y)
				ne.inf = false
				p = &ne
			}
			buckets[v-1].addAffineVar(&buckets[v-1], p)
		}
		// Σ j·bucket_j = Σ_j (bucket_j + … + bucket_top), the running sum
		// added into the total once per bucket.
		var running, total jacobian
		running.setInfinity()
		total.setInfinity()
		for j := len(buckets) - 1; j >= 0; j-- {
			running.addVar(&running, &buckets[j])
			total.addVar(&total, &running)
		}
		acc.addVar(&acc, &total)
	}
	return acc
}
