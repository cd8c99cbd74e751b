// Package pippenger is the bucket method for public multi-scalar
// multiplications (Pippenger, "On the evaluation of powers and
// monomials", SIAM J. Comput. 1980; in the form of Bernstein, Doumen,
// Lange and Oosterwijk, "Faster batch forgery identification", §4),
// written once: Sum is instantiated by edwards25519 and P-384, Window by
// every family (secp256k1 combines its affine buckets itself).
//
// Each scalar is written in signed base-2^c digits (package recode). At
// every digit position p, each point is added to bucket |d| − 1 of p when
// its digit d is positive and subtracted when it is negative; then
// Σ_j (j+1)·bucket_j is computed with two running sums, and the
// positions are combined from the top by c doublings each. How a family
// fills its buckets (mixed additions one at a time, or affine additions
// with shared inversions over several positions at once) and in which
// coordinates they are kept is the family's; Sum does the rest.
//
// Variable time: scalars and points must be public.
package pippenger

// Acc is the accumulator of a group, J in projective coordinates, used
// with buckets of type B. The methods set the receiver; an argument may
// be the receiver itself.
type Acc[J, B any] interface {
	*J
	// SetIdentity sets the receiver to the identity.
	SetIdentity()
	// Double sets the receiver to 2·p.
	Double(p *J)
	// Add sets the receiver to p + q.
	Add(p, q *J)
	// AddBucket sets the receiver to p + b.
	AddBucket(p *J, b *B)
}

// Sum returns Σ_{pos < positions} 2^(c·pos) · Σ_j (j+1)·bucket(pos, j),
// where fill(lo, hi) returns the buckets of the positions lo … hi−1:
// 2^(c−1) per position, bucket j of position pos at index
// (pos − lo)·2^(c−1) + j. fill is called for groups of group positions
// (the last, lowest group may be smaller) from the top down; 1 ≤ c ≤ 16,
// group ≥ 1.
func Sum[J, B any, PJ Acc[J, B]](positions int, c uint, group int, fill func(lo, hi int) []B) J {
	if c < 1 || c > 16 || group < 1 {
		panic("pippenger: digit width out of [1, 16] or an empty group")
	}
	nb := 1 << (c - 1)
	var acc, running, total J
	PJ(&acc).SetIdentity()
	for hi := positions; hi > 0; hi -= group {
		lo := max(0, hi-group)
		buckets := fill(lo, hi)
		if len(buckets) != (hi-lo)*nb {
			panic("pippenger: fill returned the wrong number of buckets")
		}
		for pos := hi - 1; pos >= lo; pos-- {
			for range c {
				PJ(&acc).Double(&acc)
			}
			// Σ_j (j+1)·bucket_j = Σ_j (bucket_j + … + bucket_top): the
			// running sum is added into the total once per bucket.
			PJ(&running).SetIdentity()
			PJ(&total).SetIdentity()
			for j := nb - 1; j >= 0; j-- {
				PJ(&running).AddBucket(&running, &buckets[(pos-lo)*nb+j])
				PJ(&total).Add(&total, &running)
			}
			PJ(&acc).Add(&acc, &total)
		}
	}
	return acc
}

// Window returns the digit width c in [lo, hi] with the least estimated
// cost ⌈bits/c⌉·(perTerm·m + perBucket·2^(c−1)) for m terms of bits-bit
// scalars: per position, one bucket addition per term and, per bucket,
// the running sums' two additions (the c doublings per position add up
// to the same whatever c is). The costs are in any common unit (field
// multiplications).
func Window(m, bits, perTerm, perBucket int, lo, hi uint) uint {
	best, bestCost := lo, -1
	for c := lo; c <= hi; c++ {
		cost := (bits + int(c) - 1) / int(c) * (perTerm*m + perBucket<<(c-1))
		if bestCost < 0 || cost < bestCost {
			best, bestCost = c, cost
		}
	}
	return best
}
