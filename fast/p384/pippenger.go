package p384

import rec "github.com/curvecheck/curvecheck/fast/internal/recode"

// Pippenger's bucket method for large public multi-scalar
// multiplications (Pippenger, "On the evaluation of powers and
// monomials", SIAM J. Comput. 1980; in the form of Bernstein, Doumen,
// Lange and Oosterwijk, "Faster batch forgery identification", §4): each
// 384-bit scalar is written in signed base-2^c digits; for each digit
// position from the top the accumulator is multiplied by 2^c, every
// point is added to (or subtracted from) bucket |digit|, and
// Σ j·bucket_j is added with two running sums. Buckets are Jacobian and
// the points affine (mixed additions, 8M + 3S); the running sums are
// general Jacobian additions (12M + 4S).

// pippengerWindow returns the digit width c in 2 … 14 with the least
// estimated work for m points, counted in field multiplications:
// ⌈385/c⌉ positions, each with m mixed additions (about 11) and, per
// bucket, two general ones (about 16 each); the c doublings per position
// add up to 385 whatever c is.
func pippengerWindow(m int) uint {
	best, bestCost := uint(2), -1
	for c := uint(2); c <= 14; c++ {
		cost := (385 + int(c) - 1) / int(c) * (11*m + 32<<(c-1))
		if bestCost < 0 || cost < bestCost {
			best, bestCost = c, cost
		}
	}
	return best
}

// signedDigits writes the 48-byte big-endian k as len(out) signed base-2^c
// digits, least significant first: k = Σ out[i]·2^(c·i) with every digit
// in [-2^(c-1), 2^(c-1)]. len(out)·c must exceed 384, so that the top
// digit absorbs the last carry (recode.Signed).
func signedDigits(out []int16, k []byte, c uint) {
	l := limbs(k)
	rec.Signed(out, l[:], c)
}

// pippengerVar returns Σ ks[i]·pts[i] for finite affine points and
// 48-byte scalars. Variable time: scalars and points must be public.
func pippengerVar(ks [][]byte, pts []affine) jac {
	c := pippengerWindow(len(pts))
	positions := int(384/c) + 1
	digits := make([]int16, len(pts)*positions)
	for i, k := range ks {
		signedDigits(digits[i*positions:(i+1)*positions], k, c)
	}
	buckets := make([]jac, 1<<(c-1))
	var acc jac
	acc.inf = true
	for pos := positions - 1; pos >= 0; pos-- {
		for range c {
			acc.double(&acc)
		}
		for b := range buckets {
			buckets[b].inf = true
		}
		for i := range pts {
			d := digits[i*positions+pos]
			switch {
			case d > 0:
				buckets[d-1].addAffine(&buckets[d-1], &pts[i].x, &pts[i].y, false)
			case d < 0:
				buckets[-d-1].addAffine(&buckets[-d-1], &pts[i].x, &pts[i].y, true)
			}
		}
		// Σ j·bucket_j = Σ_j (bucket_j + … + bucket_top): the running sum
		// added into the total once per bucket.
		var running, total jac
		running.inf, total.inf = true, true
		for b := len(buckets) - 1; b >= 0; b-- {
			running.add(&running, &buckets[b])
			total.add(&total, &running)
		}
		acc.add(&acc, &total)
	}
	return acc
}
