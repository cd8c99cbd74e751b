//go:build exhaustive

package p384

import (
	"bytes"
	"math/rand"
	"testing"
	"time"

	"github.com/curvecheck/curvecheck/fast/p384/field"
)

// TestExhaustivePointPairs runs every formula of two points on every
// ordered pair (i, j) of the q points, the point at infinity included
// (q² = 58 081 pairs, also under -short), each input with its own random
// Z:
//   - Add (Renes–Costello–Batina Algorithm 4, complete), into a fresh
//     point and aliased with its first operand: point i + j;
//   - addAffine (Algorithm 5, complete in its projective operand; the
//     affine operand finite, j ≠ 0): i + j;
//   - Equal: 1 exactly when i = j (the two inputs scaled differently);
//   - Select with cond 0 and 1;
//   - jac.add (HMV general Jacobian addition with its branches): i + j;
//   - jac.addAffine (HMV Algorithm 3.22, mixed, with its branches), j ≠ 0,
//     neg false and true: i + j and i - j;
//   - jacAcc.addMasked with use 1 (i + j, the equal case by its branch)
//     and use 0 (i);
//   - jacAcc.addUnchecked with use 1: i + j for every pair but i = j ≠ 0,
//     its documented exception, where the result must be the point at
//     infinity (H = R = 0 gives Z = 0): exactly the case its callers
//     rule out.
func TestExhaustivePointPairs(t *testing.T) {
	start := time.Now()
	x := setup(t)
	var f failures
	parallel(q, 2, func(r *rand.Rand, i int) {
		for j := range q {
			a, b := x.point(i, r), x.point(j, r)
			if got := new(Point).Add(a, b); !x.is(got, i+j) {
				f.add("Add(%d, %d) is not %d", i, j, mod(i+j))
			}
			al := *a
			if al.Add(&al, b); !x.is(&al, i+j) {
				f.add("aliased Add(%d, %d) is not %d", i, j, mod(i+j))
			}
			if got, want := a.Equal(b), b2i(i == j); got != want {
				f.add("Equal(%d, %d) = %d", i, j, got)
			}
			if got := new(Point).Select(a, b, 1); !x.is(got, i) {
				f.add("Select(%d, %d, 1) is not %d", i, j, i)
			}
			if got := new(Point).Select(a, b, 0); !x.is(got, j) {
				f.add("Select(%d, %d, 0) is not %d", i, j, j)
			}
			ja, jb := x.jacPoint(i, r), x.jacPoint(j, r)
			var js jac
			if js.add(ja, jb); !x.isJac(&js.x, &js.y, &js.z, js.inf, i+j) {
				f.add("jac.add(%d, %d) is not %d", i, j, mod(i+j))
			}
			if j == 0 {
				continue // the mixed forms take a finite affine operand
			}
			if got := new(Point).addAffine(a, &x.ax[j], &x.ay[j]); !x.is(got, i+j) {
				f.add("addAffine(%d, %d) is not %d", i, j, mod(i+j))
			}
			if js.addAffine(ja, &x.ax[j], &x.ay[j], false); !x.isJac(&js.x, &js.y, &js.z, js.inf, i+j) {
				f.add("jac.addAffine(%d, %d) is not %d", i, j, mod(i+j))
			}
			if js.addAffine(ja, &x.ax[j], &x.ay[j], true); !x.isJac(&js.x, &js.y, &js.z, js.inf, i-j) {
				f.add("jac.addAffine(%d, -%d) is not %d", i, j, mod(i-j))
			}
			acc := x.accPoint(i, r)
			if acc.addMasked(&x.ax[j], &x.ay[j], 1); !x.isAcc(acc, i+j) {
				f.add("addMasked(%d, %d, 1) is not %d", i, j, mod(i+j))
			}
			acc = x.accPoint(i, r)
			if acc.addMasked(&x.ax[j], &x.ay[j], 0); !x.isAcc(acc, i) {
				f.add("addMasked(%d, %d, 0) is not %d", i, j, i)
			}
			acc = x.accPoint(i, r)
			acc.addUnchecked(&x.ax[j], &x.ay[j], 1)
			want := i + j
			if i == j {
				want = 0 // the documented exception
			}
			if !x.isAcc(acc, want) {
				f.add("addUnchecked(%d, %d, 1) is not %d", i, j, mod(want))
			}
			acc = x.accPoint(i, r)
			if acc.addUnchecked(&x.ax[j], &x.ay[j], 0); !x.isAcc(acc, i) {
				f.add("addUnchecked(%d, %d, 0) is not %d", i, j, i)
			}
		}
	})
	f.report(t)
	logCases(t, q*q, 0, start)
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// TestExhaustivePoints runs every one-point operation on every point i
// (also under -short): Double (RCB Algorithm 6), doubleTimes for n = 1 …
// 6 and 77 (Jacobian dbl-2001-b chains through field.DoubleJacobian),
// jac.double and jacAcc.double, Neg, IsIdentity, Equal with a second
// scaling of the same point and with its negation, Coordinates, Bytes and
// BytesCompressed against the reference's SEC1 encodings (byte for
// byte), SetBytes of both back to point i (and of the compressed
// encoding with the other parity to -i), HasAffineXVar, and
// NewPrecomputed's table of point i (every entry j·32^k·P, affine).
func TestExhaustivePoints(t *testing.T) {
	start := time.Now()
	x := setup(t)
	c := x.c
	var f failures
	parallel(q, 3, func(r *rand.Rand, i int) {
		a := x.point(i, r)
		if got := new(Point).Double(a); !x.is(got, 2*i) {
			f.add("Double(%d) is not %d", i, mod(2*i))
		}
		for _, n := range []int{1, 2, 3, 4, 5, 6, 77} {
			k := i
			for range n {
				k = mod(2 * k)
			}
			if got := new(Point).doubleTimes(a, n); !x.is(got, k) {
				f.add("doubleTimes(%d, %d) is not %d", i, n, k)
			}
		}
		var js jac
		if js.double(x.jacPoint(i, r)); !x.isJac(&js.x, &js.y, &js.z, js.inf, 2*i) {
			f.add("jac.double(%d) is not %d", i, mod(2*i))
		}
		acc := x.accPoint(i, r)
		if acc.double(); !x.isAcc(acc, 2*i) {
			f.add("jacAcc.double(%d) is not %d", i, mod(2*i))
		}
		if got := new(Point).Neg(a); !x.is(got, -i) {
			f.add("Neg(%d) is not %d", i, mod(-i))
		}
		if got := a.IsIdentity(); got != b2i(i == 0) {
			f.add("IsIdentity(%d) = %d", i, got)
		}
		if a.Equal(x.point(i, r)) != 1 {
			f.add("Equal(%d, %d rescaled) = 0", i, i)
		}
		if got := a.Equal(new(Point).Neg(x.point(i, r))); got != b2i(i == 0) {
			f.add("Equal(%d, -%d) = %d", i, i, got)
		}
		// Encodings.
		cx, cy, inf := a.Coordinates()
		if inf != b2i(i == 0) {
			f.add("Coordinates(%d): inf = %d", i, inf)
		} else if i != 0 && (!bytes.Equal(cx[:], c.F.EncodeBE(x.pts[i].X)) || !bytes.Equal(cy[:], c.F.EncodeBE(x.pts[i].Y))) {
			f.add("Coordinates(%d) differ from the reference", i)
		}
		u, cu := c.EncodeUncompressed(x.pts[i]), c.EncodeCompressed(x.pts[i])
		if got := a.Bytes(); !bytes.Equal(got, u) {
			f.add("Bytes(%d) = %x, want %x", i, got, u)
		}
		if got := a.BytesCompressed(); !bytes.Equal(got, cu) {
			f.add("BytesCompressed(%d) = %x, want %x", i, got, cu)
		}
		for _, enc := range [][]byte{u, cu} {
			p, err := new(Point).SetBytes(enc)
			if err != nil || !x.is(p, i) {
				f.add("SetBytes(%x) is not %d: %v", enc, i, err)
			}
		}
		if i != 0 {
			other := append([]byte{cu[0] ^ 1}, cu[1:]...)
			if p, err := new(Point).SetBytes(other); err != nil || !x.is(p, -i) {
				f.add("SetBytes of %d's x with the other parity is not %d: %v", i, mod(-i), err)
			}
			var xe field.Element
			if !a.HasAffineXVar(&x.ax[i]) || a.HasAffineXVar(xe.Add(&x.ax[i], new(field.Element).One())) {
				f.add("HasAffineXVar(%d) is wrong", i)
			}
		} else if a.HasAffineXVar(new(field.Element)) {
			f.add("HasAffineXVar(O, 0) = true")
		}
		// NewPrecomputed's rows for point i.
		if i%8 == 1 || !testing.Short() {
			pre := NewPrecomputed(a)
			if pre.identity != b2i(i == 0) {
				f.add("NewPrecomputed(%d).identity = %d", i, pre.identity)
			}
			if i != 0 {
				m := i
				for k := range digits {
					for j := range tabLen {
						e := &pre.rows[k][j]
						want := mod((j + 1) * m)
						if e.x.Equal(&x.ax[want]) != 1 || e.y.Equal(&x.ay[want]) != 1 {
							f.add("NewPrecomputed(%d) entry (%d, %d) is not %d", i, k, j, want)
						}
					}
					m = mod(32 * m)
				}
			}
		}
	})
	f.report(t)
	logCases(t, 0, q, start)
}
