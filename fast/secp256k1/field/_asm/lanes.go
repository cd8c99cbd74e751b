package main

import (
	"fmt"

	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// Field arithmetic on eight elements at once with AVX-512 IFMA
// (VPMADD52LUQ / VPMADD52HUQ: a lane's 52-bit by 52-bit product, its
// low or high 52 bits added to a 64-bit accumulator). An element is five
// limbs of 52 bits, value Σ l_i·2^(52i) below 2^260, not necessarily
// below p; limb i of the eight elements fills one ZMM register. The
// multiplier reads only the low 52 bits of its operands, so every
// routine hands back limbs strictly below 2^52.
//
// A product of two such values is ten columns c_k, each a sum of low
// halves (at k) and high halves (at k + 1) of the partial products, at
// most nine terms: c_k < 2^56. With 2^260 ≡ R = 2^36 + 0x3D10 (mod p),
// the columns 5 … 9 fold into 0 … 4: c_k = l_k + 2^52·h_k with
// l_k < 2^52, h_k < 2^4 (c_9, the high half of l_4·l_4', is below 2^52),
// l_k·R adds its low half at k − 5 and its high half at k − 4, h_k·R
// (below 2^41) adds whole at k − 4, and the high half of l_9·R, below
// 2^37, is a weight-2^260 rest t. A carry pass over columns 0 … 4 leaves
// limbs below 2^52 (a value L < 2^260) and adds the top's overflow to t;
// t·R (below 2^75) goes into limbs 0 and 1; a second carry pass leaves a
// last carry t' ∈ {0, 1}, and t' = 1 only when the value it leaves is
// below 2^75 (limbs 2 … 4 zero, limb 1 below 2^23), so adding t'·R to
// limb 0 and carrying once into limb 1 ends with every limb below 2^52.
// The same steps run whatever the values (no branch on data).

// laneRegs is one element per lane: five limbs, one register each.
type laneRegs [5]VecVirtual

// laneConsts are the broadcast constants: the 52-bit mask, R and zero.
// Columns start as copies of zero: the XOR idiom would read the column
// and keep it live around a loop in the register allocator's eyes.
type laneConsts struct{ mask, r, zero VecVirtual }

func loadLaneConsts() laneConsts {
	c := laneConsts{ZMM(), ZMM(), ZMM()}
	VPXORQ(c.zero, c.zero, c.zero)
	t := GP64()
	MOVQ(U64(1<<52-1), t)
	VPBROADCASTQ(t, c.mask)
	MOVQ(U64(reduce260), t)
	VPBROADCASTQ(t, c.r)
	return c
}

// laneLoad loads group g's element from base (five rows of eight words).
func laneLoad(base Mem, g int) laneRegs {
	var v laneRegs
	for i := range v {
		v[i] = ZMM()
		VMOVDQU64(base.Offset(g*320+64*i), v[i])
	}
	return v
}

func laneStore(base Mem, g int, v laneRegs) {
	for i := range v {
		VMOVDQU64(v[i], base.Offset(g*320+64*i))
	}
}

// zeroColumns returns n zeroed registers.
func zeroColumns(n int, k laneConsts) []VecVirtual {
	c := make([]VecVirtual, n)
	for i := range c {
		c[i] = ZMM()
		VMOVDQA64(k.zero, c[i])
	}
	return c
}

// laneProduct returns the ten columns of a·b.
func laneProduct(a, b laneRegs, k laneConsts) []VecVirtual {
	c := zeroColumns(10, k)
	for i := range 5 {
		for j := range 5 {
			VPMADD52LUQ(b[j], a[i], c[i+j])
			VPMADD52HUQ(b[j], a[i], c[i+j+1])
		}
	}
	return c
}

// laneSquareProduct returns the ten columns of a²: the ten cross products
// once, the columns doubled, then the five squares.
func laneSquareProduct(a laneRegs, k laneConsts) []VecVirtual {
	c := zeroColumns(10, k)
	for i := range 5 {
		for j := i + 1; j < 5; j++ {
			VPMADD52LUQ(a[j], a[i], c[i+j])
			VPMADD52HUQ(a[j], a[i], c[i+j+1])
		}
	}
	for k := 1; k <= 8; k++ {
		VPADDQ(c[k], c[k], c[k])
	}
	for i := range 5 {
		VPMADD52LUQ(a[i], a[i], c[2*i])
		VPMADD52HUQ(a[i], a[i], c[2*i+1])
	}
	return c
}

// carryLanes runs one carry pass over limbs 0 … 4 and returns limb 4's
// carry (a new register).
func carryLanes(c []VecVirtual, k laneConsts) VecVirtual {
	for i := range 4 {
		t := ZMM()
		VPSRLQ(U8(52), c[i], t)
		VPANDQ(k.mask, c[i], c[i])
		VPADDQ(t, c[i+1], c[i+1])
	}
	top := ZMM()
	VPSRLQ(U8(52), c[4], top)
	VPANDQ(k.mask, c[4], c[4])
	return top
}

// laneReduce folds the ten columns into out (limbs below 2^52, the
// value ≡ Σ c_k·2^(52k) mod p); see the file comment for the bounds.
func laneReduce(c []VecVirtual, k laneConsts, out laneRegs) {
	var h [9]VecVirtual
	for i := 5; i <= 8; i++ {
		h[i] = ZMM()
		VPSRLQ(U8(52), c[i], h[i])
		VPANDQ(k.mask, c[i], c[i])
	}
	rest := zeroColumns(1, k)[0]
	for i := 5; i <= 9; i++ {
		VPMADD52LUQ(k.r, c[i], c[i-5])
		if i == 9 {
			VPMADD52HUQ(k.r, c[i], rest)
			break
		}
		VPMADD52HUQ(k.r, c[i], c[i-4])
		VPMADD52LUQ(k.r, h[i], c[i-4])
	}
	top := carryLanes(c, k)
	VPADDQ(top, rest, rest)
	VPMADD52LUQ(k.r, rest, c[0])
	VPMADD52HUQ(k.r, rest, c[1])
	last := carryLanes(c, k)
	VPMADD52LUQ(k.r, last, c[0])
	t := ZMM()
	VPSRLQ(U8(52), c[0], t)
	VPANDQ(k.mask, c[0], out[0])
	VPADDQ(t, c[1], out[1])
	for i := 2; i < 5; i++ {
		VMOVDQA64(c[i], out[i])
	}
}

// lanesSquareNIFMA runs n squarings on groups of eight elements in place,
// the groups' steps one after the other in each round so that the CPU
// overlaps them.
func lanesSquareNIFMA(groups int) {
	name := fmt.Sprintf("lanesSquareN%dIFMA", groups)
	text(name, NOSPLIT, fmt.Sprintf("func(v *[%d][5][8]uint64, n int)", groups))
	Pragma("noescape")
	Doc(fmt.Sprintf("%s sets each of the %d elements of v (eight lanes a group, limbs below 2^52) to its 2^n-th power mod p, n >= 1, limbs below 2^52. Needs AVX-512F and IFMA (callers check the CPU). Constant time in the values.", name, 8*groups))
	k := loadLaneConsts()
	base := Mem{Base: Load(Param("v"), GP64())}
	// The groups' registers do not fit in 32 together: each group's
	// state goes back to memory between squarings, and register renaming
	// still lets one group's products overlap the other's carries.
	repeatN(fmt.Sprintf("square%d", groups), func() {
		for g := range groups {
			st := laneLoad(base, g)
			laneReduce(laneSquareProduct(st, k), k, st)
			laneStore(base, g, st)
		}
	})
	VZEROUPPER()
	RET()
}

// lanesMulIFMA multiplies groups of eight elements lane by lane.
func lanesMulIFMA(groups int) {
	name := fmt.Sprintf("lanesMul%dIFMA", groups)
	text(name, NOSPLIT, fmt.Sprintf("func(out, a, b *[%d][5][8]uint64)", groups))
	Pragma("noescape")
	Doc(fmt.Sprintf("%s sets out to a·b mod p element by element, for %d elements in groups of eight lanes, limbs below 2^52 in and out; out may alias a or b. Needs AVX-512F and IFMA (callers check the CPU). Constant time in the values.", name, 8*groups))
	k := loadLaneConsts()
	a := Mem{Base: Load(Param("a"), GP64())}
	b := Mem{Base: Load(Param("b"), GP64())}
	out := Mem{Base: Load(Param("out"), GP64())}
	for g := range groups {
		x, y := laneLoad(a, g), laneLoad(b, g)
		var r laneRegs
		for i := range r {
			r[i] = ZMM()
		}
		laneReduce(laneProduct(x, y, k), k, r)
		laneStore(out, g, r)
	}
	VZEROUPPER()
	RET()
}
