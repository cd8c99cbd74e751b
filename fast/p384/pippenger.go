package p384

import (
	"github.com/curvecheck/curvecheck/fast/internal/pippenger"
	rec "github.com/curvecheck/curvecheck/fast/internal/recode"
)

// Pippenger's bucket method for large public multi-scalar
// multiplications (package pippenger): each 384-bit scalar is written in
// signed base-2^c digits; for each digit position every point is added to
// (or subtracted from) bucket |digit|. Buckets are Jacobian and the points
// affine (mixed additions, 8M + 3S); the running sums are general
// Jacobian additions (12M + 4S).

// pippengerWindow returns the digit width c in 2 … 14 with the least
// estimated work for m points, counted in field multiplications:
// ⌈385/c⌉ positions, each with m mixed additions (about 11) and, per
// bucket, two general ones (about 16 each); the c doublings per position
// add up to 385 whatever c is.
func pippengerWindow(m int) uint { return pippenger.Window(m, 385, 11, 32, 2, 14) }

// signedDigits writes the 48-byte big-endian k as len(out) signed base-2^c
// digits, least significant first: k = Σ out[i]·2^(c·i) with every digit
// in [-2^(c-1), 2^(c-1)]. len(out)·c must exceed 384, so that the top
// digit absorbs the last carry (recode.Signed).
func signedDigits(out []int16, k []byte, c uint) {
	l := limbs(k)
	rec.Signed(out, l[:], c)
}

// pippengerVar returns Σ ks[i]·pts[i] for finite affine points and
// 48-byte scalars (the bucket method of package pippenger, the buckets
// filled one position at a time with mixed additions). Variable time:
// scalars and points must be public.
func pippengerVar(ks [][]byte, pts []affine) jac {
	c := pippengerWindow(len(pts))
	positions := int(384/c) + 1
	digits := make([]int16, len(pts)*positions)
	for i, k := range ks {
		signedDigits(digits[i*positions:(i+1)*positions], k, c)
	}
	buckets := make([]bucketJac, 1<<(c-1))
	fill := func(pos, _ int) []bucketJac {
		for b := range buckets {
			buckets[b].inf = true
		}
		for i := range pts {
			d := digits[i*positions+pos]
			switch {
			case d > 0:
				b := (*jac)(&buckets[d-1])
				b.addAffine(b, &pts[i].x, &pts[i].y, false)
			case d < 0:
				b := (*jac)(&buckets[-d-1])
				b.addAffine(b, &pts[i].x, &pts[i].y, true)
			}
		}
		return buckets
	}
	return jac(pippenger.Sum[bucketJac, bucketJac](positions, c, 1, fill))
}

// bucketJac is jac with the methods of pippenger.Acc.
type bucketJac jac

func (j *bucketJac) SetIdentity()              { j.inf = true }
func (j *bucketJac) Double(a *bucketJac)       { (*jac)(j).double((*jac)(a)) }
func (j *bucketJac) Add(a, b *bucketJac)       { (*jac)(j).add((*jac)(a), (*jac)(b)) }
func (j *bucketJac) AddBucket(a, b *bucketJac) { (*jac)(j).add((*jac)(a), (*jac)(b)) }
