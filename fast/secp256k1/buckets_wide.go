package secp256k1

import (
	"sync"

	"github.com/curvecheck/curvecheck/fast/secp256k1/field"
)

// Pippenger's bucket sums on four 64-bit words. The points go to the
// full-radix form once (field.WideAffine) and stay there through the
// bucket sums and their combination (combineBits); every round of
// additions is one field.AddPairsWideVar call (5M + 1S per addition in
// assembly, one inversion per round). A pair of identical points (the
// same point twice in a bucket, from a key that signs twice in a batch)
// is doubled instead (doubleWideVar), and a point and its negation give
// the point at infinity, marked beside the words. A pair of different x
// words with the same residue (a value at or above p, which sums reach
// with probability about 2^-224) makes the whole multiplication report
// failure, and pippengerVar runs it again with the Element methods.

// wideScratch holds the buffers of one multiplication's bucket sums,
// kept between multiplications in widePool (a batch of 64 signatures
// needs about half a megabyte of them).
type wideScratch struct {
	arr, scr, pts []field.WideAffine
	buckets, comb []field.WideAffine
	start, size   []int32
	a, b, twice   []int32
	inf, filled   []bool
	combInf       []bool
}

var widePool = sync.Pool{New: func() any { return new(wideScratch) }}

// growInts and growBools return buf with length n (contents unspecified).
func growInts(buf []int32, n int) []int32 {
	if cap(buf) < n {
		return make([]int32, n)
	}
	return buf[:n]
}

func growBools(buf []bool, n int) []bool {
	if cap(buf) < n {
		return make([]bool, n)
	}
	return buf[:n]
}

// addRound sets arr[a[k]] = arr[a[k]] + arr[b[k]] for every k (the a[k]
// distinct, none a b[k']), inf[i] marking arr[i] as the point at
// infinity: an infinite b[k] leaves a[k] as it is and an infinite a[k]
// takes b[k]; a pair with the same x words is doubled (identical words,
// doubleWideVar) or gives the point at infinity (y ≡ −y'); the rest go to
// field.AddPairsWideVar. a and b are reordered. It reports false when
// some pair has equal x as residues but not as words (values at or above
// p, which sums reach with probability about 2^-224), or a doubled point
// has y ≡ 0; arr may then be partly updated, and the caller abandons it.
func (ws *wideScratch) addRound(arr []field.WideAffine, inf []bool, a, b []int32) bool {
	ws.twice = ws.twice[:0]
	m := 0
	for k := range a {
		p, q := a[k], b[k]
		switch {
		case inf[q]:
			continue
		case inf[p]:
			arr[p], inf[p] = arr[q], false
			continue
		case [4]uint64(arr[p][:4]) == [4]uint64(arr[q][:4]):
			if arr[p] == arr[q] {
				ws.twice = append(ws.twice, p)
				continue
			}
			var x, y1, y2 field.Element
			arr[p].Coordinates(&x, &y1)
			arr[q].Coordinates(&x, &y2)
			if !y1.Add(&y1, &y2).IsZeroVar() {
				return false
			}
			inf[p] = true
			continue
		}
		a[m], b[m] = p, q
		m++
	}
	if len(ws.twice) > 0 && !doubleWideVar(arr, ws.twice) {
		return false
	}
	ws.scr = growWide(ws.scr, m)
	return field.AddPairsWideVar(arr, a[:m], b[:m], ws.scr)
}

// doubleWideVar sets arr[i] = 2·arr[i] for the indices given, in affine
// coordinates with the Element methods, λ = 3x²/(2y), x' = λ² − 2x,
// y' = λ(x − x') − y (HMV §3.1.2, a = 0), the divisions sharing one
// inversion. It reports false, leaving arr as it is, when some y ≡ 0 (a
// point of order 2, which the curve has not). Variable time.
func doubleWideVar(arr []field.WideAffine, idx []int32) bool {
	xs := make([]field.Element, len(idx))
	ys := make([]field.Element, len(idx))
	pre := make([]field.Element, len(idx))
	for k, i := range idx {
		arr[i].Coordinates(&xs[k], &ys[k])
		var d field.Element
		d.Add(&ys[k], &ys[k])
		if k == 0 {
			pre[k] = d
		} else {
			pre[k].Mul(&pre[k-1], &d)
		}
	}
	if pre[len(idx)-1].IsZeroVar() {
		return false
	}
	var inv field.Element
	inv.InvVar(&pre[len(idx)-1])
	for k := len(idx) - 1; k >= 0; k-- {
		var d, di, l, x3, y3, t field.Element
		d.Add(&ys[k], &ys[k])
		if k > 0 {
			di.Mul(&inv, &pre[k-1])
			inv.Mul(&inv, &d)
		} else {
			di = inv
		}
		l.Square(&xs[k])
		l.MulInt(&l, 3)
		l.Mul(&l, &di)
		x3.Square(&l)
		t.Add(&xs[k], &xs[k])
		x3.Add(&x3, t.Neg(&t, 2))
		y3.Add(&xs[k], t.Neg(&x3, 4))
		y3.Mul(&y3, &l)
		y3.Add(&y3, t.Neg(&ys[k], 1))
		arr[idx[k]].Set(&x3, &y3)
	}
	return true
}

// grow returns buf with room for n points.
func growWide(buf []field.WideAffine, n int) []field.WideAffine {
	if cap(buf) < n {
		return make([]field.WideAffine, n)
	}
	return buf[:n]
}

// wideVar is affineVar on four-word points; ok is false when some
// addition met equal x. Variable time.
func (pl *pippengerPlan) wideVar() (acc jacobian, ok bool) {
	ws := widePool.Get().(*wideScratch)
	defer widePool.Put(ws)
	digits, nb := pl.digits, 1<<(pl.c-1)
	// Every point and its negation: index half + i is −aff[i].
	ws.pts = growWide(ws.pts, 2*pl.half)
	pts := ws.pts
	for i := range pl.half {
		pts[i].Set(&pl.aff[i].x, &pl.aff[i].y)
		pts[pl.half+i].Neg(&pts[i])
	}
	// The points stay in the cache in this form (64 bytes against the
	// Element methods' 88), so the groups are larger than affineVar's.
	g := max(1, wideGroupPoints/len(pl.terms))
	ws.buckets = growWide(ws.buckets, digits*nb)
	ws.filled = growBools(ws.filled, digits*nb)
	buckets, filled := ws.buckets, ws.filled
	for hi := digits; hi > 0; hi -= g {
		lo := max(0, hi-g)
		if !ws.bucketSums(pl, lo, hi, pts, buckets[lo*nb:hi*nb], filled[lo*nb:hi*nb]) {
			return acc, false
		}
	}
	return ws.combineBits(buckets, filled, digits, pl.c)
}

// wideGroupPoints is about how many bucket additions wideVar hands to
// one bucketSums call (about 512 KiB of points): all the digit positions
// of a batch of 64 signatures at once.
const wideGroupPoints = 4096

// bucketSums sets out[s] to the sum of the points the plan adds into
// bucket s of digit positions lo … hi−1 (position pos's buckets at
// (pos − lo)·2^(c−1)), and filled[s] to whether there is one. The points
// are sorted by bucket straight from the digits (a counting sort), and
// each bucket's are summed as a tree whose rounds add, in every bucket
// at once, the points h apart for h = 1, 2, 4, …, so that the sum ends at
// the bucket's first place. It reports false when some addition met
// equal x.
func (ws *wideScratch) bucketSums(pl *pippengerPlan, lo, hi int, pts, out []field.WideAffine, filled []bool) bool {
	n, nb, digits := len(out), 1<<(pl.c-1), pl.digits
	ws.start, ws.size = growInts(ws.start, n+1), growInts(ws.size, n)
	start, size := ws.start, ws.size
	clear(start)
	clear(size)
	// Bucket b's count at start[b+1].
	for t := range pl.terms {
		row := pl.d[t*digits+lo : t*digits+hi]
		for i, v := range row {
			if v < 0 {
				v = -v
			}
			if v != 0 {
				start[i*nb+int(v)]++
			}
		}
	}
	most := countsToStarts(start)
	total := int(start[n])
	ws.arr = growWide(ws.arr, total)
	arr := ws.arr
	ws.inf = growBools(ws.inf, total)
	inf := ws.inf
	clear(inf)
	for t := range pl.terms {
		row := pl.d[t*digits+lo : t*digits+hi]
		p, neg := int32(pl.terms[t].p), pl.terms[t].neg
		for i, v := range row {
			if v == 0 {
				continue
			}
			minus := neg
			if v < 0 {
				v, minus = -v, !minus
			}
			b := i*nb + int(v) - 1
			src := p
			if minus {
				src += int32(pl.half)
			}
			arr[start[b]+size[b]] = pts[src]
			size[b]++
		}
	}
	if !ws.treeSums(arr, inf, start, size, most) {
		return false
	}
	for b := range n {
		filled[b] = size[b] > 0 && !inf[start[b]]
		if filled[b] {
			out[b] = arr[start[b]]
		}
	}
	return true
}

// countsToStarts turns list i's count, at start[i+1], into list i's
// first place, at start[i] (start[0] is 0, and the last entry becomes
// the total), and returns the largest count.
func countsToStarts(start []int32) int32 {
	most := int32(0)
	for i := range len(start) - 1 {
		most = max(most, start[i+1])
		start[i+1] += start[i]
	}
	return most
}

// treeSums sums each list arr[start[i] : start[i]+size[i]] into its
// first place as a tree: round h (1, 2, 4, … below most, the longest
// list) adds, in every list at once, the point h places on into each
// point at a multiple of 2h, one addRound a round. It reports false when
// addRound does.
func (ws *wideScratch) treeSums(arr []field.WideAffine, inf []bool, start, size []int32, most int32) bool {
	for h := int32(1); h < most; h *= 2 {
		ws.a, ws.b = ws.a[:0], ws.b[:0]
		for i := range size {
			for j := int32(0); j+h < size[i]; j += 2 * h {
				ws.a = append(ws.a, start[i]+j)
				ws.b = append(ws.b, start[i]+j+h)
			}
		}
		if !ws.addRound(arr, inf, ws.a, ws.b) {
			return false
		}
	}
	return true
}

// combineBits returns Σ_pos 2^(c·pos)·Σ_j j·B_pos,j (j = 1 … 2^(c−1), B
// the buckets of position pos) without running sums: writing each j in
// non-adjacent form, j = Σ_b e_b·2^b with e_b in {−1, 0, 1} (at most c
// digits, as j ≤ 2^(c−1)), the whole is Σ_g 2^g·S_g over the bits g =
// c·pos + b, with S_g = Σ_j e_b·B_pos,j. The sums S_g of every position
// are formed at once as trees of batched affine additions, a few rounds
// of addRound in all (against 2^(c−1) + 1 rounds of two running sums
// each), with fewer additions: 28 for the 16 buckets of c = 5 where the
// running sums take 32. The Horner pass then adds S_g at each of the
// c·⌈130/c⌉ bits, a mixed Jacobian addition each, where running sums
// leave one per position. It reports false when addRound does.
func (ws *wideScratch) combineBits(buckets []field.WideAffine, filled []bool, digits int, c uint) (acc jacobian, ok bool) {
	nb := 1 << (c - 1)
	groups := digits * int(c)
	ws.start, ws.size = growInts(ws.start, groups+1), growInts(ws.size, groups)
	start, size := ws.start, ws.size
	clear(start)
	clear(size)
	for pos := range digits {
		for j := 1; j <= nb; j++ {
			if !filled[pos*nb+j-1] {
				continue
			}
			for v, b := j, 0; v != 0; v, b = v>>1, b+1 {
				if v&1 != 0 {
					start[pos*int(c)+b+1]++
					v -= 2 - v&3 // the digit: +1 when v ≡ 1 mod 4, −1 when v ≡ 3
				}
			}
		}
	}
	most := countsToStarts(start)
	total := int(start[groups])
	ws.comb = growWide(ws.comb, total)
	ws.combInf = growBools(ws.combInf, total)
	arr, inf := ws.comb, ws.combInf
	clear(inf)
	for pos := range digits {
		for j := 1; j <= nb; j++ {
			if !filled[pos*nb+j-1] {
				continue
			}
			bk := &buckets[pos*nb+j-1]
			for v, b := j, 0; v != 0; v, b = v>>1, b+1 {
				if v&1 == 0 {
					continue
				}
				g := pos*int(c) + b
				dst := &arr[start[g]+size[g]]
				size[g]++
				if v&3 == 1 {
					*dst = *bk
					v--
				} else {
					dst.Neg(bk)
					v++
				}
			}
		}
	}
	if !ws.treeSums(arr, inf, start, size, most) {
		return acc, false
	}
	acc.setInfinity()
	pending := 0
	for g := groups - 1; g >= 0; g-- {
		pending++
		if size[g] == 0 || inf[start[g]] {
			continue
		}
		acc.doubleNVar(&acc, pending)
		pending = 0
		var p affine
		arr[start[g]].Coordinates(&p.x, &p.y)
		p.x.NormalizeVar(&p.x) // affine's coordinates are normalized
		p.y.NormalizeVar(&p.y)
		acc.addAffineVar(&acc, &p)
	}
	acc.doubleNVar(&acc, pending)
	return acc, true
}
