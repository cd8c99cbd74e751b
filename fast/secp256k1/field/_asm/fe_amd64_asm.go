// Command fe_amd64_asm generates fe_amd64.s and fe_amd64.go: the amd64
// multiplication and squaring of package field, with avo. Run go generate
// in package field (it runs this in its own module, so avo is not a
// dependency of curvecheck).
//
// The assembly follows mulGeneric step for step (mul.go documents the
// bounds): the nine product columns are summed in registers of their own
// and split on their own into 52 low bits and a rest (saved carries, so
// no column waits for another), the ten limbs go to a stack frame, and
// fold multiplies the high limbs by 2^260 mod p into the low ones and
// brings the top bits back once.
package main

import (
	"fmt"
	"unsafe"

	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"

	"github.com/curvecheck/curvecheck/fast/secp256k1/field" // loaded by Package for the Element type
)

// elemSize is the size of a field.Element in the builds that use the
// assembly (without the verify tag): five limbs and the padding Go puts
// after the empty metadata field.
var elemSize = int(unsafe.Sizeof(field.Element{}))

//go:generate sh -c "go run . -out ../fe_amd64.s.tmp -stubs ../fe_amd64.go.tmp -pkg field && mv ../fe_amd64.s.tmp ../fe_amd64.s && mv ../fe_amd64.go.tmp ../fe_amd64.go"

const (
	reduce256 = 0x1000003D1  // 2^256 mod p
	reduce260 = 0x1000003D10 // 2^260 mod p
)

func main() {
	Package("github.com/curvecheck/curvecheck/fast/secp256k1/field")
	ConstraintExpr("!purego")
	feMul()
	feSquare()
	feMulX()
	feSquareX()
	feSquareNX()
	feDoubleJacobianX()
	feFinishAddX()
	feCompleteAddAffineX()
	wideMulADX()
	wideSquareADX()
	feMulWideX()
	feSquareWideX()
	feSquareNWideX()
	feDoubleJacobianWideX()
	feDoubleJacobianNWideX()
	feAddAffineWideX()
	feDoubleProjectiveNWideX()
	feCompleteAddAffineWideX()
	widePairPrefixX()
	widePairFinishX()
	for _, g := range []int{2} {
		lanesSquareNIFMA(g)
		lanesMulIFMA(g)
	}
	Generate()
}

// column is a 128-bit running column in two registers.
type column struct{ lo, hi GPVirtual }

// product is one term x·y of a column: x goes through AX (doubled first
// when twice is set), y is a register or memory operand.
type product struct {
	x, y  Op
	twice bool
}

// sum returns a new column holding the sum of the products, in
// registers of its own so that no column waits for another.
func sum(ps []product) column {
	c := column{GP64(), GP64()}
	for i, p := range ps {
		MOVQ(p.x, RAX)
		if p.twice {
			ADDQ(RAX, RAX)
		}
		MULQ(p.y)
		if i == 0 {
			MOVQ(RAX, c.lo)
			MOVQ(RDX, c.hi)
		} else {
			ADDQ(RAX, c.lo)
			ADCQ(RDX, c.hi)
		}
	}
	return c
}

// split returns low, a new register with the column's low 52 bits, and
// rest, the register that now holds the column >> 52 (below 2^64).
func (c column) split(mask GPVirtual) (low, rest GPVirtual) {
	low = GP64()
	MOVQ(c.lo, low)
	ANDQ(mask, low)
	shiftPair(52, c.hi, c.lo)
	return low, c.lo
}

// shiftPair sets lo = (hi:lo) >> s for s < 64, the bits of hi at
// position 64 - s and up being zero, clobbering hi. Two shifts and an OR
// rather than SHRQ's double-register form, which costs several
// micro-operations on some x86-64 cores (AMD's among them).
func shiftPair(s uint8, hi, lo Register) {
	SHLQ(U8(64-s), hi)
	SHRQ(U8(s), lo)
	ORQ(hi, lo)
}

// body computes out = the product whose columns are cols (nine columns,
// weight 2^(52k)) as mulGeneric and fold do: the columns split on their
// own (saved carries) into the limbs t0 … t9, kept in a stack frame, then
// the fold.
func body(out func() Mem, cols [9][]product) {
	frame := AllocLocal(10 * 8)
	t := func(k int) Mem { return frame.Offset(8 * k) }
	mask := GP64()
	MOVQ(U64(1<<52-1), mask)
	var rest GPVirtual
	for k := 0; k < 9; k++ {
		Comment(fmt.Sprintf("column %d: t%d = its low 52 bits + the rest of column %d", k, k, k-1))
		low, r := sum(cols[k]).split(mask)
		if k > 0 {
			ADDQ(rest, low)
		}
		MOVQ(low, t(k))
		rest = r
	}
	MOVQ(rest, t(9))

	Comment("fold: r_k = t_k + t_(k+5)·2^260 mod p, split into 52 bits and a rest")
	var low, restOf [4]GPVirtual
	for k := 0; k < 4; k++ {
		MOVQ(U64(reduce260), RAX)
		MULQ(t(k + 5))
		ADDQ(t(k), RAX)
		ADCQ(U32(0), RDX)
		c := column{GP64(), GP64()}
		MOVQ(RAX, c.lo)
		MOVQ(RDX, c.hi)
		low[k], restOf[k] = c.split(mask)
	}
	Comment("limb 4 takes r3's rest; its bits from 48 up return to limb 0 times 2^256 mod p")
	MOVQ(U64(reduce260), RAX)
	MULQ(t(9))
	ADDQ(t(4), RAX)
	ADCQ(U32(0), RDX)
	ADDQ(restOf[3], RAX)
	ADCQ(U32(0), RDX)
	top := GP64()
	MOVQ(RAX, top)
	shiftPair(48, RDX, top)
	n4 := GP64()
	MOVQ(U64(1<<48-1), n4)
	ANDQ(RAX, n4)
	MOVQ(U64(reduce256), RAX)
	MULQ(top)
	ADDQ(low[0], RAX)
	ADCQ(U32(0), RDX)
	n0 := GP64()
	MOVQ(RAX, n0)
	ANDQ(mask, n0)
	shiftPair(52, RDX, RAX)
	Comment("limbs 1 … 3 add the rest of the limb below")
	ADDQ(restOf[0], RAX)
	ADDQ(low[1], RAX)
	ADDQ(restOf[1], low[2])
	ADDQ(restOf[2], low[3])
	o := out()
	MOVQ(n0, o.Offset(0))
	MOVQ(RAX, o.Offset(8))
	MOVQ(low[2], o.Offset(16))
	MOVQ(low[3], o.Offset(24))
	MOVQ(n4, o.Offset(32))
}

func feMul() {
	TEXT("feMul", NOSPLIT, "func(out, a, b *Element)")
	Pragma("noescape")
	Doc("feMul sets out = a·b as mulGeneric does; out may alias a or b.")
	a := Mem{Base: Load(Param("a"), GP64())}
	b := Mem{Base: Load(Param("b"), GP64())}
	var cols [9][]product
	for i := 0; i < 5; i++ {
		for j := 0; j < 5; j++ {
			cols[i+j] = append(cols[i+j], product{x: a.Offset(8 * i), y: b.Offset(8 * j)})
		}
	}
	body(func() Mem { return Mem{Base: Load(Param("out"), GP64())} }, cols)
	RET()
}

func feSquare() {
	TEXT("feSquare", NOSPLIT, "func(out, a *Element)")
	Pragma("noescape")
	Doc("feSquare sets out = a² as squareGeneric does (15 products, the off-diagonal ones doubled); out may alias a.")
	a := Mem{Base: Load(Param("a"), GP64())}
	var cols [9][]product
	for i := 0; i < 5; i++ {
		cols[2*i] = append(cols[2*i], product{x: a.Offset(8 * i), y: a.Offset(8 * i)})
		for j := i + 1; j < 5; j++ {
			cols[i+j] = append(cols[i+j], product{x: a.Offset(8 * i), y: a.Offset(8 * j), twice: true})
		}
	}
	body(func() Mem { return Mem{Base: Load(Param("out"), GP64())} }, cols)
	RET()
}

// The BMI2 forms (feMulX, feSquareX) compute the same limbs with MULX,
// which takes one factor from DX and writes the product to any two
// registers without touching the flags. The columns go in pairs (0, 1),
// (2, 3), (4, 5), (6, 7), (8): a factor a_i loaded into DX once serves
// its products in both columns of the pair, and the first product of a
// column lands in the column's own registers.

// term is one product x·y of a column for MULX: x goes through DX, y is
// a register or memory operand.
type term struct{ x, y Op }

// sumX returns the columns of cols (one or two), summing the products
// grouped by their x so that each x is loaded once.
func sumX(cols ...[]term) []column {
	cs := make([]column, len(cols))
	started := make([]bool, len(cols))
	for i := range cs {
		cs[i] = column{GP64(), GP64()}
	}
	var xs []Op
	seen := map[string]bool{}
	for _, col := range cols {
		for _, t := range col {
			if k := fmt.Sprint(t.x); !seen[k] {
				seen[k] = true
				xs = append(xs, t.x)
			}
		}
	}
	for _, x := range xs {
		MOVQ(x, RDX)
		for c, col := range cols {
			for _, t := range col {
				if fmt.Sprint(t.x) != fmt.Sprint(x) {
					continue
				}
				if !started[c] {
					MULXQ(t.y, cs[c].lo, cs[c].hi)
					started[c] = true
					continue
				}
				lo, hi := GP64(), GP64()
				MULXQ(t.y, lo, hi)
				ADDQ(lo, cs[c].lo)
				ADCQ(hi, cs[c].hi)
			}
		}
	}
	return cs
}

// bodyX is body with MULX: the same columns, limbs and fold. The low
// limbs t0 … t4 go to the stack frame, the high ones t5 … t9 stay in
// registers, so that the fold's multiplications by 2^260 mod p, the
// longest chain, start without a store and a load.
func bodyX(out func() Mem, cols [9][]term) {
	frame := AllocLocal(5 * 8)
	var high [10]GPVirtual
	t := func(k int) Op {
		if k >= 5 {
			return high[k]
		}
		return frame.Offset(8 * k)
	}
	mask := GP64()
	MOVQ(U64(1<<52-1), mask)
	var rest GPVirtual
	for k := 0; k < 9; k += 2 {
		var cs []column
		if k+1 < 9 {
			Comment(fmt.Sprintf("columns %d and %d: t = low 52 bits + the rest of the column below", k, k+1))
			cs = sumX(cols[k], cols[k+1])
		} else {
			Comment(fmt.Sprintf("column %d: t = low 52 bits + the rest of the column below", k))
			cs = sumX(cols[k])
		}
		for i, c := range cs {
			low, r := c.split(mask)
			if k+i > 0 {
				ADDQ(rest, low)
			}
			if k+i >= 5 {
				high[k+i] = low
			} else {
				MOVQ(low, t(k+i))
			}
			rest = r
		}
	}
	high[9] = rest

	Comment("fold: r_k = t_k + t_(k+5)·2^260 mod p, split into 52 bits and a rest")
	MOVQ(U64(reduce260), RDX)
	var low, restOf [4]GPVirtual
	for k := 0; k < 4; k++ {
		c := column{GP64(), GP64()}
		MULXQ(t(k+5), c.lo, c.hi)
		ADDQ(t(k), c.lo)
		ADCQ(U32(0), c.hi)
		low[k], restOf[k] = c.split(mask)
	}
	Comment("limb 4 takes r3's rest; its bits from 48 up return to limb 0 times 2^256 mod p")
	l4, h4 := GP64(), GP64()
	MULXQ(t(9), l4, h4)
	ADDQ(t(4), l4)
	ADCQ(U32(0), h4)
	ADDQ(restOf[3], l4)
	ADCQ(U32(0), h4)
	top := GP64()
	MOVQ(l4, top)
	shiftPair(48, h4, top)
	n4 := GP64()
	MOVQ(U64(1<<48-1), n4)
	ANDQ(l4, n4)
	MOVQ(U64(reduce256), RDX)
	l0, h0 := GP64(), GP64()
	MULXQ(top, l0, h0)
	ADDQ(low[0], l0)
	ADCQ(U32(0), h0)
	n0 := GP64()
	MOVQ(l0, n0)
	ANDQ(mask, n0)
	shiftPair(52, h0, l0)
	Comment("limbs 1 … 3 add the rest of the limb below")
	ADDQ(restOf[0], l0)
	ADDQ(low[1], l0)
	ADDQ(restOf[1], low[2])
	ADDQ(restOf[2], low[3])
	o := out()
	MOVQ(n0, o.Offset(0))
	MOVQ(l0, o.Offset(8))
	MOVQ(low[2], o.Offset(16))
	MOVQ(low[3], o.Offset(24))
	MOVQ(n4, o.Offset(32))
}

func feMulX() {
	TEXT("feMulX", NOSPLIT, "func(out, a, b *Element)")
	Pragma("noescape")
	Doc("feMulX is feMul with BMI2's MULX (callers check the CPU); out may alias a or b.")
	a := Mem{Base: Load(Param("a"), GP64())}
	b := Mem{Base: Load(Param("b"), GP64())}
	mulXLazy(func() Mem { return Mem{Base: Load(Param("out"), GP64())} }, a, b)
	RET()
}

func feSquareX() {
	TEXT("feSquareX", NOSPLIT, "func(out, a *Element)")
	Pragma("noescape")
	Doc("feSquareX is feSquare with BMI2's MULX (callers check the CPU); out may alias a.")
	a := Mem{Base: Load(Param("a"), GP64())}
	squareXLazy(func() Mem { return Mem{Base: Load(Param("out"), GP64())} }, a)
	RET()
}

// feSquareNX is n squarings in one routine: the first from a into out,
// the others in place, with the count kept in the argument slot, so that
// a chain of squarings (the exponentiations of Sqrt and Inv's
// alternatives) pays no call per step.
func feSquareNX() {
	TEXT("feSquareNX", NOSPLIT, "func(out, a *Element, n int)")
	Pragma("noescape")
	Doc("feSquareNX sets out = a^(2^n) by n squarings as feSquareX, for n >= 1 (callers check the CPU and n); out may alias a.")
	a := Mem{Base: Load(Param("a"), GP64())}
	squareXLazy(func() Mem { return Mem{Base: Load(Param("out"), GP64())} }, a)
	n, err := Param("n").Resolve()
	if err != nil {
		panic(err)
	}
	count := n.Addr
	DECQ(count)
	JZ(LabelRef("done"))
	Label("loop")
	o := Mem{Base: Load(Param("out"), GP64())}
	squareXLazy(func() Mem { return o }, o)
	DECQ(count)
	JNZ(LabelRef("loop"))
	Label("done")
	RET()
}

// Limbs of p, for the negations and the halving.
var pLimb = [5]uint64{0xFFFFEFFFFFC2F, 1<<52 - 1, 1<<52 - 1, 1<<52 - 1, 1<<48 - 1}

// mulX writes a·b to dst (frame or memory operands).
func mulX(dst, a, b Mem) { mulXLazy(func() Mem { return dst }, a, b) }

// squareX writes a² to dst.
func squareX(dst, a Mem) { squareXLazy(func() Mem { return dst }, a) }

// squareXLazy writes a² to dst(), called when the square is stored. The
// doubled limbs 2·a_1 … 2·a_4 are kept in registers: an off-diagonal
// product a_i·a_j (i < j) is a_i·(2·a_j).
func squareXLazy(dst func() Mem, a Mem) {
	var d [5]Op
	for j := 1; j < 5; j++ {
		r := GP64()
		MOVQ(a.Offset(8*j), r)
		ADDQ(r, r)
		d[j] = r
	}
	var cols [9][]term
	for i := 0; i < 5; i++ {
		cols[2*i] = append(cols[2*i], term{x: a.Offset(8 * i), y: a.Offset(8 * i)})
		for j := i + 1; j < 5; j++ {
			cols[i+j] = append(cols[i+j], term{x: a.Offset(8 * i), y: d[j]})
		}
	}
	bodyX(dst, cols)
}

// addTo writes a + b to dst limb by limb (Element.Add).
func addTo(dst, a, b Mem) {
	for i := 0; i < 5; i++ {
		r := GP64()
		MOVQ(a.Offset(8*i), r)
		ADDQ(b.Offset(8*i), r)
		MOVQ(r, dst.Offset(8*i))
	}
}

// negTo writes 2(m+1)·p - a to dst limb by limb (Element.Neg(a, m)).
func negTo(dst, a Mem, m uint64) {
	for i := 0; i < 5; i++ {
		r := GP64()
		MOVQ(U64(2*(m+1)*pLimb[i]), r)
		SUBQ(a.Offset(8*i), r)
		MOVQ(r, dst.Offset(8*i))
	}
}

// thriceHalf writes a·3/2 mod p to dst: the limbs times 3 (Element.MulInt),
// then Element.Half: p added when the value is odd, and a shift right by
// one across the limbs. Constant time.
func thriceHalf(dst, a Mem) {
	var t [5]GPVirtual
	for i := 0; i < 5; i++ {
		t[i] = GP64()
		MOVQ(a.Offset(8*i), t[i])
		LEAQ(Mem{Base: t[i], Index: t[i], Scale: 2}, t[i])
	}
	odd := GP64()
	MOVQ(t[0], odd)
	ANDQ(U8(1), odd)
	NEGQ(odd)
	for i := 0; i < 5; i++ {
		c := GP64()
		MOVQ(U64(pLimb[i]), c)
		ANDQ(odd, c)
		ADDQ(c, t[i])
	}
	for i := 0; i < 4; i++ {
		lo := GP64()
		MOVQ(t[i+1], lo)
		ANDQ(U8(1), lo)
		SHLQ(U8(51), lo)
		SHRQ(U8(1), t[i])
		ADDQ(lo, t[i])
		MOVQ(t[i], dst.Offset(8*i))
	}
	SHRQ(U8(1), t[4])
	MOVQ(t[4], dst.Offset(32))
}

func feDoubleJacobianX() {
	TEXT("feDoubleJacobianX", NOSPLIT, "func(out, in *[3]Element)")
	Pragma("noescape")
	Doc("feDoubleJacobianX writes to out the coordinates (x, y, z) that the doubling of package secp256k1 (doubleCoords) computes from in, operation for operation with the same limbs: z' = yz, L = 3x²/2, T = -y²x, x' = L² + 2T, y' = -(L(x' + T) + y⁴). Callers check the CPU for BMI2; out may be in itself (each output coordinate is written after the last read of the input ones it overwrites).")
	frame := AllocLocal(8 * 5 * 4)
	slot := func(k int) Mem { return frame.Offset(40 * k) }
	yy, l, t, u := slot(0), slot(1), slot(2), slot(3)
	in := Mem{Base: Load(Param("in"), GP64())}
	out := Mem{Base: Load(Param("out"), GP64())}
	x, y, z := in, in.Offset(elemSize), in.Offset(2*elemSize)
	x3, y3, z3 := out, out.Offset(elemSize), out.Offset(2*elemSize)
	Comment("z' = y·z (its inputs are read before it is stored)")
	mulX(z3, y, z)
	Comment("y², x² (in's y and x are still intact: z' went to out's z)")
	squareX(yy, y)
	squareX(l, x)
	Comment("L = 3x²/2")
	thriceHalf(l, l)
	Comment("T = -y²·x: the last read of in")
	negTo(t, yy, 1)
	mulX(t, t, x)
	Comment("x' = L² + 2T")
	squareX(x3, l)
	addTo(x3, x3, t)
	addTo(x3, x3, t)
	Comment("y⁴")
	squareX(yy, yy)
	Comment("y' = -(L(x' + T) + y⁴)")
	addTo(u, x3, t)
	mulX(u, u, l)
	addTo(u, u, yy)
	negTo(y3, u, 2)
	RET()
}

// normalizeWeakTo writes a with its carries propagated to dst
// (Element.NormalizeWeak): the bits of limb 4 from 48 up return to limb 0
// times 2^256 mod p, then each limb passes its bits from 52 up on.
func normalizeWeakTo(dst, a Mem) {
	var n [5]GPVirtual
	for i := 0; i < 5; i++ {
		n[i] = GP64()
		MOVQ(a.Offset(8*i), n[i])
	}
	top, c, m := GP64(), GP64(), GP64()
	MOVQ(n[4], top)
	SHRQ(U8(48), top)
	MOVQ(U64(1<<48-1), m)
	ANDQ(m, n[4])
	MOVQ(U64(reduce256), c)
	IMULQ(c, top)
	ADDQ(top, n[0])
	MOVQ(U64(1<<52-1), m)
	for i := 0; i < 4; i++ {
		MOVQ(n[i], c)
		SHRQ(U8(52), c)
		ADDQ(c, n[i+1])
		ANDQ(m, n[i])
	}
	for i := 0; i < 5; i++ {
		MOVQ(n[i], dst.Offset(8*i))
	}
}

func feFinishAddX() {
	TEXT("feFinishAddX", NOSPLIT, "func(out, in *[3]Element, h, r *Element)")
	Pragma("noescape")
	Doc("feFinishAddX writes to out the sum that package secp256k1's mixed addition (addAffineZRVar, finishAdd) forms from in = (X, Y, Z), H and R, operation for operation with the same limbs: Z' = ZH, X' = R² - H³ - 2XH², Y' = R(XH² - X') - YH³. Callers check the CPU for BMI2; out may be in itself (each output coordinate is written after the last read of the input one it overwrites).")
	frame := AllocLocal(8 * 5 * 6)
	slot := func(k int) Mem { return frame.Offset(40 * k) }
	hh, hhh, v, t, tmp, y := slot(0), slot(1), slot(2), slot(3), slot(4), slot(5)
	ptr := func(name string, off int) Mem { return Mem{Base: Load(Param(name), GP64())}.Offset(off) }
	lazy := func(name string, off int) func() Mem { return func() Mem { return ptr(name, off) } }
	Comment("Z' = Z·H (in's Z is not read again)")
	mulXLazy(lazy("out", 2*elemSize), ptr("in", 2*elemSize), ptr("h", 0))
	Comment("H², H³, V = X·H², R²")
	squareX(hh, ptr("h", 0))
	mulX(hhh, hh, ptr("h", 0))
	mulX(v, ptr("in", 0), hh)
	squareX(t, ptr("r", 0))
	Comment("X' = R² - H³ - 2V, carried: the last read of in's X is above")
	negTo(tmp, hhh, 1)
	addTo(t, t, tmp)
	negTo(tmp, v, 1)
	addTo(t, t, tmp)
	addTo(t, t, tmp)
	normalizeWeakTo(ptr("out", 0), t)
	Comment("Y' = R(V - X') - Y·H³, carried")
	negTo(tmp, ptr("out", 0), 1)
	addTo(t, v, tmp)
	mulX(t, t, ptr("r", 0))
	mulX(hhh, hhh, ptr("in", elemSize))
	negTo(tmp, hhh, 1)
	addTo(y, t, tmp)
	normalizeWeakTo(ptr("out", elemSize), y)
	RET()
}

// mulIntTo writes k·a to dst limb by limb (Element.MulInt).
func mulIntTo(dst, a Mem, k uint64) {
	for i := 0; i < 5; i++ {
		r := GP64()
		MOVQ(a.Offset(8*i), r)
		IMUL3Q(U32(k), r, r)
		MOVQ(r, dst.Offset(8*i))
	}
}

// The complete mixed addition of Renes, Costello and Batina (eprint
// 2015/1060, Algorithm 8, a = 0, 3b = 21), numbered as in package
// secp256k1's Point.addAffine, which it reproduces limb for limb.
func feCompleteAddAffineX() {
	TEXT("feCompleteAddAffineX", NOSPLIT, "func(out, in *[3]Element, x2, y2 *Element)")
	Pragma("noescape")
	Doc("feCompleteAddAffineX writes to out the projective sum of in = (X : Y : Z) and the affine (x2, y2) that package secp256k1's Point.addAffine (RCB Algorithm 8) forms, operation for operation with the same limbs. Callers check the CPU for BMI2; out may be in (it is written last).")
	frame := AllocLocal(8 * 5 * 8)
	slot := func(k int) Mem { return frame.Offset(40 * k) }
	t0, t1, t2, t3, t4, x3, y3, z3 := slot(0), slot(1), slot(2), slot(3), slot(4), slot(5), slot(6), slot(7)
	ptr := func(name string, off int) Mem { return Mem{Base: Load(Param(name), GP64())}.Offset(off) }
	X := func() Mem { return ptr("in", 0) }
	Y := func() Mem { return ptr("in", elemSize) }
	Z := func() Mem { return ptr("in", 2*elemSize) }
	x2 := func() Mem { return ptr("x2", 0) }
	y2 := func() Mem { return ptr("y2", 0) }
	Comment("1-7: t0 = X·x2, t1 = Y·y2, t3 = (x2 + y2)(X + Y) - (t0 + t1)")
	mulX(t0, X(), x2())
	mulX(t1, Y(), y2())
	addTo(t3, x2(), y2())
	addTo(t4, X(), Y())
	mulX(t3, t3, t4)
	addTo(t4, t0, t1)
	negTo(t2, t4, 2)
	addTo(t3, t3, t2)
	Comment("8-11: t4 = y2·Z + Y, y3 = x2·Z + X")
	mulX(t4, y2(), Z())
	addTo(t4, t4, Y())
	mulX(y3, x2(), Z())
	addTo(y3, y3, X())
	Comment("12-16: t0 = 3·t0, t2 = 21·Z, z3 = t1 + t2, t1 = t1 - t2")
	addTo(x3, t0, t0)
	addTo(t0, x3, t0)
	mulIntTo(t2, Z(), 21)
	normalizeWeakTo(t2, t2)
	addTo(z3, t1, t2)
	negTo(t2, t2, 1)
	addTo(t1, t1, t2)
	Comment("17: y3 = 21·y3 (carried first)")
	normalizeWeakTo(y3, y3)
	mulIntTo(y3, y3, 21)
	normalizeWeakTo(y3, y3)
	Comment("18-20: x3 = t3·t1 - t4·y3")
	mulX(x3, t4, y3)
	mulX(t2, t3, t1)
	negTo(x3, x3, 1)
	addTo(x3, t2, x3)
	Comment("21-23: y3 = t1·z3 + y3·t0")
	mulX(y3, y3, t0)
	mulX(t1, t1, z3)
	addTo(y3, t1, y3)
	Comment("24-26: z3 = z3·t4 + t0·t3")
	mulX(t0, t0, t3)
	mulX(z3, z3, t4)
	addTo(z3, z3, t0)
	Comment("out, carried")
	normalizeWeakTo(ptr("out", 0), x3)
	normalizeWeakTo(ptr("out", elemSize), y3)
	normalizeWeakTo(ptr("out", 2*elemSize), z3)
	RET()
}

// mulXLazy writes a·b to dst(), called when the product is stored (so
// that a destination address loaded from a parameter holds no register
// while the columns are summed).
func mulXLazy(dst func() Mem, a, b Mem) {
	var cols [9][]term
	for i := 0; i < 5; i++ {
		for j := 0; j < 5; j++ {
			cols[i+j] = append(cols[i+j], term{x: a.Offset(8 * i), y: b.Offset(8 * j)})
		}
	}
	bodyX(dst, cols)
}
