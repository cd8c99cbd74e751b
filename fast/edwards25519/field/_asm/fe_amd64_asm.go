// Command fe_amd64_asm generates fe_amd64.s and fe_amd64.go: the amd64
// multiplication and squaring of package field, with avo. Run
// go generate in package field (it runs this in its own module, so avo is
// not a dependency of curvecheck).
package main

import (
	"fmt"

	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"

	_ "github.com/curvecheck/curvecheck/fast/edwards25519/field" // loaded by Package for the Element type
)

//go:generate sh -c "go run . -out ../fe_amd64.s.tmp -stubs ../fe_amd64.go.tmp -pkg field && mv ../fe_amd64.s.tmp ../fe_amd64.s && mv ../fe_amd64.go.tmp ../fe_amd64.go"

func main() {
	Package("github.com/curvecheck/curvecheck/fast/edwards25519/field")
	ConstraintExpr("!purego")
	feMul()
	feSquare()
	feSquareN()
	Generate()
}

// acc is a 128-bit column accumulator in two registers.
type acc struct{ lo, hi GPVirtual }

func newAcc(name string) acc {
	a := acc{GP64(), GP64()}
	Comment(fmt.Sprintf("%s = 0", name))
	XORQ(a.lo, a.lo)
	XORQ(a.hi, a.hi)
	return a
}

// addProduct adds x·y to the accumulator: x is loaded into AX (times k when
// k > 1, by IMUL3Q), y is a memory operand or register, MULQ leaves the
// 128-bit product in DX:AX.
func (a acc) addProduct(x Op, k uint64, y Op) {
	if k == 1 {
		MOVQ(x, RAX)
	} else {
		IMUL3Q(Imm(k), x, RAX)
	}
	MULQ(y)
	ADDQ(RAX, a.lo)
	ADCQ(RDX, a.hi)
}

// reduceAndStore writes limbs (r_i mod 2^51) + carry from r_{i-1}, the top
// column's carry wrapping to limb 0 times 19, then runs the carry
// propagation of settle once more in registers, leaving the result
// tight.
func reduceAndStore(out Mem, r [5]acc) {
	mask := GP64()
	MOVQ(U64((1<<51)-1), mask)
	for i := range r {
		Comment(fmt.Sprintf("c%d = r%d >> 51, r%d = r%d mod 2^51", i, i, i, i))
		SHLQ(U8(13), r[i].lo, r[i].hi) // hi = hi<<13 | lo>>51
		ANDQ(mask, r[i].lo)
	}
	Comment("l0 = r0 + 19·c4")
	IMUL3Q(Imm(19), r[4].hi, RAX)
	ADDQ(RAX, r[0].lo)
	for i := 1; i < 5; i++ {
		ADDQ(r[i-1].hi, r[i].lo)
	}
	Comment("second pass: c_i = l_i >> 51, l_i mod 2^51, l0 += 19·c4, l_i += c_(i-1)")
	for i := 0; i < 5; i++ {
		MOVQ(r[i].lo, r[i].hi)
		SHRQ(U8(51), r[i].hi)
		ANDQ(mask, r[i].lo)
	}
	IMUL3Q(Imm(19), r[4].hi, RAX)
	ADDQ(RAX, r[0].lo)
	for i := 1; i < 5; i++ {
		ADDQ(r[i-1].hi, r[i].lo)
	}
	for i := 0; i < 5; i++ {
		MOVQ(r[i].lo, out.Offset(8*i))
	}
}

func feMul() {
	TEXT("feMul", NOSPLIT, "func(out, a, b *Element)")
	Pragma("noescape")
	Doc("feMul sets out = a · b: the 25 limb products and the two carry passes of mulGeneric.")
	a := Mem{Base: Load(Param("a"), GP64())}
	b := Mem{Base: Load(Param("b"), GP64())}
	A := func(i int) Mem { return a.Offset(8 * i) }
	B := func(i int) Mem { return b.Offset(8 * i) }
	var r [5]acc
	for k := 0; k < 5; k++ {
		r[k] = newAcc(fmt.Sprintf("r%d", k))
	}
	// r_k = Σ_{i+j=k} a_i b_j + 19 Σ_{i+j=k+5} a_i b_j
	for k := 0; k < 5; k++ {
		for i := 0; i < 5; i++ {
			j := (k - i + 5) % 5
			if i+j == k {
				r[k].addProduct(A(i), 1, B(j))
			} else {
				r[k].addProduct(A(i), 19, B(j))
			}
		}
	}
	out := Mem{Base: Load(Param("out"), GP64())}
	reduceAndStore(out, r)
	RET()
}

func feSquare() {
	TEXT("feSquare", NOSPLIT, "func(out, a *Element)")
	Pragma("noescape")
	Doc("feSquare sets out = a²: the 15 distinct limb products, doubled where symmetric, and the two carry passes.")
	a := Mem{Base: Load(Param("a"), GP64())}
	out := Mem{Base: Load(Param("out"), GP64())}
	square(out, a)
	RET()
}

// feSquareN is feSquare n times in one loop (n >= 1), without a call per
// squaring: the long runs of squarings in Inv and PowP58.
func feSquareN() {
	TEXT("feSquareN", NOSPLIT, "func(out, a *Element, n int)")
	Pragma("noescape")
	Doc("feSquareN sets out = a^(2^n) for n >= 1 by n squarings in place in out.")
	a := Mem{Base: Load(Param("a"), GP64())}
	out := Mem{Base: Load(Param("out"), GP64())}
	n := Load(Param("n"), GP64())
	square(out, a)
	Label("more")
	DECQ(n)
	JZ(LabelRef("done"))
	square(out, out)
	JMP(LabelRef("more"))
	Label("done")
	RET()
}

// square writes in² to out (which may be in): the 15 distinct limb
// products, doubled where symmetric, and the two carry passes.
func square(out, a Mem) {
	A := func(i int) Mem { return a.Offset(8 * i) }
	var r [5]acc
	for k := 0; k < 5; k++ {
		r[k] = newAcc(fmt.Sprintf("r%d", k))
	}
	for k := 0; k < 5; k++ {
		for i := 0; i < 5; i++ {
			j := (k - i + 5) % 5
			if j < i {
				continue // counted once, doubled
			}
			mult := uint64(1)
			if i != j {
				mult = 2
			}
			if i+j != k {
				mult *= 19
			}
			if mult == 2 {
				// 2·a_i by an add rather than a multiply.
				MOVQ(A(i), RAX)
				SHLQ(U8(1), RAX)
				MULQ(A(j))
				ADDQ(RAX, r[k].lo)
				ADCQ(RDX, r[k].hi)
				continue
			}
			r[k].addProduct(A(i), mult, A(j))
		}
	}
	reduceAndStore(out, r)
}
