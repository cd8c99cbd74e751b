package main

import (
	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// Batched affine additions on four-word values: many sums
// (x3, y3) = (x1, y1) + (x2, y2) with x1 ≠ x2,
//
//	λ = (y2 − y1)/(x2 − x1),  x3 = λ² − x1 − x2,  y3 = λ(x1 − x3) − y1
//
// (Hankerson–Menezes–Vanstone, Guide to Elliptic Curve Cryptography,
// §3.1.2), whose divisions share one inversion by Montgomery's trick
// (Montgomery 1987, §10.3.1): the products d_0 … d_k of the denominators
// are kept, one inversion of the last is done by the caller, and walking
// back each 1/d_k is the running inverse times the product before it.
// A point is eight words, x then y, each value below 2^256. Pairs are
// given as indices into one array: point a[k] becomes a[k] + b[k]. The
// routines run the same steps whatever the values (no branch on data);
// the pair indices are public.

// pointSize is the size of one point of eight words.
const pointSize = 64

// pairPointer returns a register holding &arr[idx[k]], with k in a
// register and the parameters named arr and the index array's name.
func pairPointer(idx string, k GPVirtual) GPVirtual {
	base := Load(Param(idx), GP64())
	at := GP64()
	MOVLQSX(Mem{Base: base, Index: k, Scale: 4}, at)
	SHLQ(U8(6), at)
	ADDQ(Load(Param("arr"), GP64()), at)
	return at
}

// scratchPointer returns a register holding &scr[k].
func scratchPointer(k GPVirtual) GPVirtual {
	at := GP64()
	MOVQ(k, at)
	SHLQ(U8(6), at)
	ADDQ(Load(Param("scr"), GP64()), at)
	return at
}

// widePairPrefixX writes, for every pair k, the denominator d_k =
// x(b[k]) − x(a[k]) to scr[k]'s words 4 … 7 and the product d_0·…·d_k
// to its words 0 … 3.
func widePairPrefixX() {
	text("widePairPrefixX", NOSPLIT, "func(arr *[8]uint64, a, b *int32, scr *[8]uint64, n int)")
	Pragma("noescape")
	Doc("widePairPrefixX writes to scr[k] (words 4 … 7) the denominator d_k = x_b − x_a of pair k, for the points x_a = arr[a[k]], x_b = arr[b[k]], and (words 0 … 3) the product d_0·…·d_k mod p, for k < n, n >= 1; values below 2^256. Needs BMI2 and ADX (callers check the CPU and the indices). Constant time in the values.")
	kSlot := AllocLocal(8)
	step := func(first bool) {
		k := GP64()
		MOVQ(kSlot, k)
		pb := pairPointer("b", k)
		d := wideLoad(Mem{Base: pb})
		pa := pairPointer("a", k)
		wideSub(d, Mem{Base: pa})
		s := scratchPointer(k)
		storeWords(Mem{Base: s}.Offset(32), d)
		if first {
			storeWords(Mem{Base: s}, d)
			return
		}
		wideMulTo(Mem{Base: s}, Mem{Base: s}.Offset(-pointSize), Mem{Base: s}.Offset(32))
	}
	zero := GP64()
	XORQ(zero, zero)
	MOVQ(zero, kSlot)
	step(true)
	Label("prefix")
	k := GP64()
	MOVQ(kSlot, k)
	INCQ(k)
	MOVQ(k, kSlot)
	CMPQ(k, Load(Param("n"), GP64()))
	JAE(LabelRef("done"))
	step(false)
	JMP(LabelRef("prefix"))
	Label("done")
	RET()
}

// widePairFinishX walks the pairs back from the last, with inv holding
// 1/(d_0·…·d_k): 1/d_k = inv·(d_0·…·d_{k−1}), then inv = inv·d_k; the
// first pair takes inv itself.
func widePairFinishX() {
	text("widePairFinishX", NOSPLIT, "func(arr *[8]uint64, a, b *int32, scr *[8]uint64, inv *[4]uint64, n int)")
	Pragma("noescape")
	Doc("widePairFinishX sets arr[a[k]] = arr[a[k]] + arr[b[k]] for k < n, n >= 1, as affine points (x, y) of eight words, given scr as widePairPrefixX left it and inv = 1/(d_0·…·d_{n−1}) mod p (four words): λ = (y_b − y_a)/d_k, x = λ² − x_a − x_b, y = λ(x_a − x) − y_a (HMV §3.1.2). Every d_k must be nonzero mod p (the caller checks the product). The a[k] are distinct and none is a b[k']. Values below 2^256 in and out. Needs BMI2 and ADX. Constant time in the values.")
	frame := AllocLocal(32*5 + 8)
	slot := func(i int) Mem { return frame.Offset(32 * i) }
	running, t, lambda, x3, u := slot(0), slot(1), slot(2), slot(3), slot(4)
	kSlot := frame.Offset(32 * 5)
	Comment("the running inverse")
	in := Mem{Base: Load(Param("inv"), GP64())}
	storeWords(running, wideLoad(in))
	// sum adds pair k (in kSlot) with 1/d_k at inverse.
	sum := func(inverse Mem) {
		k := GP64()
		MOVQ(kSlot, k)
		pa := pairPointer("a", k)
		pb := pairPointer("b", k)
		Comment("λ = (y_b − y_a)·(1/d_k)")
		w := wideLoad(Mem{Base: pb}.Offset(32))
		wideSub(w, Mem{Base: pa}.Offset(32))
		storeWords(lambda, w)
		wideMulTo(lambda, lambda, inverse)
		Comment("x = λ² − x_a − x_b")
		wideSquareTo(x3, lambda)
		k = GP64()
		MOVQ(kSlot, k)
		pa = pairPointer("a", k)
		w = wideLoad(x3)
		wideSub(w, Mem{Base: pa})
		pb = pairPointer("b", k)
		wideSub(w, Mem{Base: pb})
		storeWords(x3, w)
		Comment("y = λ(x_a − x) − y_a")
		w = wideLoad(Mem{Base: pa})
		wideSub(w, x3)
		storeWords(u, w)
		wideMulTo(u, u, lambda)
		k = GP64()
		MOVQ(kSlot, k)
		pa = pairPointer("a", k)
		w = wideLoad(u)
		wideSub(w, Mem{Base: pa}.Offset(32))
		storeWords(Mem{Base: pa}.Offset(32), w)
		storeWords(Mem{Base: pa}, wideLoad(x3))
	}
	k := Load(Param("n"), GP64())
	DECQ(k)
	MOVQ(k, kSlot)
	JZ(LabelRef("first"))
	Label("back")
	Comment("1/d_k = running·(d_0·…·d_{k−1}); running = running·d_k")
	s := scratchPointer(func() GPVirtual { r := GP64(); MOVQ(kSlot, r); return r }())
	wideMulTo(t, running, Mem{Base: s}.Offset(-pointSize))
	s = scratchPointer(func() GPVirtual { r := GP64(); MOVQ(kSlot, r); return r }())
	wideMulTo(running, running, Mem{Base: s}.Offset(32))
	sum(t)
	k = GP64()
	MOVQ(kSlot, k)
	DECQ(k)
	MOVQ(k, kSlot)
	JNZ(LabelRef("back"))
	Label("first")
	sum(running)
	RET()
}
