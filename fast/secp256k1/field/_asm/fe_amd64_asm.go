// Command fe_amd64_asm generates fe_amd64.s and fe_amd64.go: the amd64
// multiplication and squaring of package field, with avo. Run go generate
// in package field (it runs this in its own module, so avo is not a
// dependency of curvecheck).
//
// The assembly follows mulGeneric step for step (mul.go documents the
// bounds): the nine product columns are settled into 52-bit limbs from the
// bottom up, the low five kept in a stack frame and the high five in
// registers, then fold multiplies the high limbs by 2^260 mod p into the
// low ones and brings the top bits back once more. Each column sums its
// products in registers of its own and takes the carry of the column
// below last, so the multiplications of consecutive columns overlap.
package main

import (
	"fmt"

	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"

	_ "github.com/curvecheck/curvecheck/fast/secp256k1/field" // loaded by Package for the Element type
)

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

// sum returns a new column holding the sum of the products plus carry
// (a register, or nil for none). Every column starts from fresh registers,
// so that its multiplications need not wait for the column before it:
// only the final addition of the carry does.
func sum(ps []product, carry Op) column {
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
	if carry != nil {
		ADDQ(carry, c.lo)
		ADCQ(U32(0), c.hi)
	}
	return c
}

// settle writes the low 52 bits of the column to limb and returns the
// register that holds the column's value >> 52 (below 2^64), the carry
// into the next column.
func (c column) settle(limb Op, mask GPVirtual) GPVirtual {
	MOVQ(c.lo, limb)
	ANDQ(mask, limb)
	SHRQ(U8(52), c.hi, c.lo)
	return c.lo
}

// body computes out = the product whose columns are cols (nine columns,
// weight 2^(52k)), as mulGeneric and fold do.
func body(out func() Mem, cols [9][]product) {
	frame := AllocLocal(5 * 8)
	mask := GP64()
	MOVQ(U64(1<<52-1), mask)
	var t [10]Op
	for k := 0; k < 5; k++ {
		t[k] = frame.Offset(8 * k)
	}
	for k := 5; k < 10; k++ {
		t[k] = GP64()
	}
	var carry Op
	for k := 0; k < 9; k++ {
		Comment(fmt.Sprintf("column %d", k))
		c := sum(cols[k], carry)
		if k < 5 {
			tmp := GP64()
			carry = c.settle(tmp, mask)
			MOVQ(tmp, t[k])
		} else {
			carry = c.settle(t[k], mask)
		}
	}
	MOVQ(carry, t[9])

	Comment("fold: n_k = t_k + t_(k+5)·2^260 mod p, carried")
	r := GP64()
	MOVQ(U64(reduce260), r)
	var n [5]GPVirtual
	carry = nil
	for k := 0; k < 5; k++ {
		c := sum([]product{{x: r, y: t[k+5]}}, carry)
		ADDQ(t[k], c.lo)
		ADCQ(U32(0), c.hi)
		n[k] = t[k+5].(GPVirtual)
		carry = c.settle(n[k], mask)
	}
	Comment("top = bits 256 and up (below 2^54), back into limb 0 times 2^256 mod p")
	top := GP64()
	MOVQ(n[4], top)
	SHRQ(U8(48), top)
	SHLQ(U8(4), carry)
	ORQ(carry, top)
	MOVQ(U64(1<<48-1), RAX)
	ANDQ(RAX, n[4])
	MOVQ(U64(reduce256), RAX)
	MULQ(top)
	ADDQ(n[0], RAX)
	ADCQ(U32(0), RDX)
	MOVQ(RAX, n[0])
	ANDQ(mask, n[0])
	SHRQ(U8(52), RDX, RAX)
	ADDQ(RAX, n[1])
	o := out()
	for k := 0; k < 5; k++ {
		MOVQ(n[k], o.Offset(8*k))
	}
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
