//go:build amd64 && !purego

package field

import "golang.org/x/sys/cpu"

// useIFMA picks the 52-bit lane routines (lanesSquareN2IFMA,
// lanesMul2IFMA) on CPUs with AVX-512F and IFMA, outside the verify
// build (whose magnitude records the lanes do not carry) and the
// toy-curve build. The machine decides, never the data.
var useIFMA = cpu.X86.HasAVX512F && cpu.X86.HasAVX512IFMA && !checkEnabled && !toyCurve

// laneWidth is how many elements one lane routine call works on.
const laneWidth = 16

// laneBlock is laneWidth elements side by side, in two groups of eight:
// limb i of element 8g + j is b[g][i][j], every limb below 2^52 (a value
// below 2^260, not necessarily below p).
type laneBlock = [2][5][8]uint64

// toLanes puts a (magnitude at most 8) into lane j of b: weakly
// normalized, its limbs are below 2^52 (the top one below 2^48 + 1).
func toLanes(b *laneBlock, j int, a *Element) {
	var w Element
	w.NormalizeWeak(a)
	g, l := j/8, j%8
	for i := range 5 {
		b[g][i][l] = w.n[i]
	}
}

// fromLanes sets v to lane j of b: limbs below 2^52 make magnitude 8
// (n[4] < 2^52 = 2·8·2^48).
func fromLanes(v *Element, b *laneBlock, j int) {
	g, l := j/8, j%8
	for i := range 5 {
		v.n[i] = b[g][i][l]
	}
	v.setMeta(8, false)
}

// minLaneRun is the fewest inputs worth a block: a block of sixteen roots
// costs about three roots taken one by one (BenchmarkSqrtMany).
const minLaneRun = 3

// sqrtManyLanes runs SqrtManyVar's inputs through rootChain in blocks of
// laneWidth (a last block of minLaneRun or more padded with ones) and
// returns how many it did, from the start: 0 without IFMA. Each
// candidate root is checked by squaring it back, as Sqrt does.
func sqrtManyLanes(out, in []Element, ok []bool) int {
	if !useIFMA {
		return 0
	}
	var regs [rootReg + 1]laneBlock
	var one Element
	one.One()
	start := 0
	for ; len(in)-start >= minLaneRun; start += laneWidth {
		n := min(laneWidth, len(in)-start)
		for j := range laneWidth {
			if j < n {
				toLanes(&regs[0], j, &in[start+j])
			} else {
				toLanes(&regs[0], j, &one)
			}
		}
		for _, s := range rootChain {
			if s.dst != s.src {
				regs[s.dst] = regs[s.src]
			}
			lanesSquareN2IFMA(&regs[s.dst], s.squarings)
			if s.by != noFactor {
				lanesMul2IFMA(&regs[s.dst], &regs[s.dst], &regs[s.by])
			}
		}
		for j := range n {
			var r, back, a Element
			fromLanes(&r, &regs[rootReg], j)
			back.Square(&r)
			a.NormalizeWeak(&in[start+j])
			ok[start+j] = back.Equal(&a) == 1
			out[start+j].NormalizeWeak(&r)
		}
	}
	return min(start, len(in))
}
