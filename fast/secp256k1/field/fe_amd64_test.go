//go:build amd64 && !purego

package field

import (
	"fmt"
	"math/big"
	"math/rand"
	"testing"
)

// TestAsmAgreesWithGeneric holds the assembly to the portable code limb for
// limb, at every input magnitude up to 8.
func TestAsmAgreesWithGeneric(t *testing.T) {
	r := rand.New(rand.NewSource(11))
	for i := range 200000 {
		a, _ := randElement(r, 1+i%8)
		b, _ := randElement(r, 1+(i/8)%8)
		var x, y Element
		feMul(&x, a, b)
		mulGeneric(&y, a, b)
		if x.n != y.n {
			t.Fatalf("feMul(%x, %x) = %x, mulGeneric %x", a.n, b.n, x.n, y.n)
		}
		feSquare(&x, a)
		squareGeneric(&y, a)
		if x.n != y.n {
			t.Fatalf("feSquare(%x) = %x, squareGeneric %x", a.n, x.n, y.n)
		}
	}
}

// TestMULXAgreesWithGeneric holds the BMI2 forms to the portable code
// limb for limb, on CPUs that have BMI2.
func TestMULXAgreesWithGeneric(t *testing.T) {
	if !useMULX {
		t.Skip("no BMI2 on this CPU: the MULX forms are never called")
	}
	r := rand.New(rand.NewSource(12))
	for i := range 200000 {
		a, _ := randElement(r, 1+i%8)
		b, _ := randElement(r, 1+(i/8)%8)
		var x, y Element
		feMulX(&x, a, b)
		mulGeneric(&y, a, b)
		if x.n != y.n {
			t.Fatalf("feMulX(%x, %x) = %x, mulGeneric %x", a.n, b.n, x.n, y.n)
		}
		feSquareX(&x, a)
		squareGeneric(&y, a)
		if x.n != y.n {
			t.Fatalf("feSquareX(%x) = %x, squareGeneric %x", a.n, x.n, y.n)
		}
		// out aliasing an input
		x = *a
		feMulX(&x, &x, b)
		mulGeneric(&y, a, b)
		if x.n != y.n {
			t.Fatalf("feMulX aliased to a: %x, mulGeneric %x", x.n, y.n)
		}
		x = *a
		feSquareX(&x, &x)
		squareGeneric(&y, a)
		if x.n != y.n {
			t.Fatalf("feSquareX aliased: %x, squareGeneric %x", x.n, y.n)
		}
	}
}

// doubleJacobianMethods is DoubleJacobianCoords with the Element methods,
// the formula the assembly must follow step for step.
func doubleJacobianMethods(out, in *[3]Element) {
	var yy, l, t, x, u, z Element
	z.Mul(&in[1], &in[2])
	yy.Square(&in[1])
	l.Square(&in[0])
	l.MulInt(&l, 3)
	l.Half(&l)
	t.Neg(&yy, 1)
	t.Mul(&t, &in[0])
	x.Square(&l)
	x.Add(&x, &t)
	x.Add(&x, &t)
	yy.Square(&yy)
	u.Add(&x, &t)
	u.Mul(&u, &l)
	u.Add(&u, &yy)
	out[1].Neg(&u, 2)
	out[0] = x
	out[2] = z
}

// TestDoubleJacobianAgrees holds the 5×52 assembly doubling to the
// Element methods limb for limb, x and y at magnitudes 1 … 3, in place and
// not.
func TestDoubleJacobianAgrees(t *testing.T) {
	if !useMULX || checkEnabled {
		t.Skip("no BMI2 on this CPU, or the verify build (whose Elements carry metadata the assembly's offsets do not know): the 5×52 assembly doubling is never called")
	}
	r := rand.New(rand.NewSource(17))
	for i := range 100000 {
		in := randJacobian(r, i)
		var want, got [3]Element
		doubleJacobianMethods(&want, &in)
		feDoubleJacobianX(&got, &in)
		for k := range 3 {
			if got[k].n != want[k].n {
				t.Fatalf("coordinate %d of 2·(%x, %x, %x): %x, want %x", k, in[0].n, in[1].n, in[2].n, got[k].n, want[k].n)
			}
		}
		got = in
		feDoubleJacobianX(&got, &got)
		for k := range 3 {
			if got[k].n != want[k].n {
				t.Fatalf("in place: coordinate %d of 2·(%x, %x, %x): %x, want %x", k, in[0].n, in[1].n, in[2].n, got[k].n, want[k].n)
			}
		}
	}
}

// TestDoubleJacobianWideAgrees holds the full-radix doubling, and
// DoubleJacobianCoords, to the Element methods coordinate by coordinate:
// the same residue mod p, and magnitude 1 out; x and y at magnitudes 1 …
// 3 and at the largest limbs of magnitude 8, in place and not.
func TestDoubleJacobianWideAgrees(t *testing.T) {
	if !useADX || checkEnabled {
		t.Skip("no BMI2 and ADX on this CPU, or the verify build: the full-radix doubling is never called")
	}
	r := rand.New(rand.NewSource(19))
	var top [3]Element
	for k := range top {
		for i := range top[k].n {
			top[k].n[i] = 16<<52 - 1
		}
		top[k].n[4] = 16<<48 - 1
	}
	for i := range 100000 {
		in := randJacobian(r, i)
		var want [3]Element
		if i == 0 {
			in = top // beyond the methods' bounds: compared with math/big
		} else {
			doubleJacobianMethods(&want, &in)
		}
		for _, inPlace := range []bool{false, true} {
			var got [3]Element
			if inPlace {
				got = in
				feDoubleJacobianWideX(&got, &got)
			} else {
				feDoubleJacobianWideX(&got, &in)
			}
			for k := range 3 {
				checkSplit(t, fmt.Sprintf("coordinate %d of 2·(%x, %x, %x)", k, in[0].n, in[1].n, in[2].n), &got[k])
			}
			if i == 0 {
				checkDoubleBig(t, &in, &got)
				continue
			}
			for k := range 3 {
				if modP(toBig(&got[k])).Cmp(modP(toBig(&want[k]))) != 0 {
					t.Fatalf("coordinate %d of 2·(%x, %x, %x) (in place %v): %x, want %x", k, in[0].n, in[1].n, in[2].n, inPlace, got[k].n, want[k].n)
				}
			}
		}
		var got [3]Element
		if !DoubleJacobianCoords(&got, &in) {
			t.Fatal("DoubleJacobianCoords declined on a CPU with BMI2 and ADX")
		}
		if i > 0 && modP(toBig(&got[0])).Cmp(modP(toBig(&want[0]))) != 0 {
			t.Fatalf("DoubleJacobianCoords: x %x, want %x", got[0].n, want[0].n)
		}
	}
}

// TestDoubleJacobianNWideAgrees holds n doublings in one routine to n
// calls of the Element methods' doubling, coordinate by coordinate (the
// same residues mod p, magnitude 1 out), for n = 1 … 12, in place and
// not, and DoubleJacobianCoordsN to the same.
func TestDoubleJacobianNWideAgrees(t *testing.T) {
	if !useADX || checkEnabled {
		t.Skip("no BMI2 and ADX on this CPU, or the verify build: the full-radix doublings are never called")
	}
	r := rand.New(rand.NewSource(21))
	for i := range 20000 {
		in := randJacobian(r, i)
		n := 1 + i%12
		want := in
		for range n {
			doubleJacobianMethods(&want, &want)
		}
		for form := range 3 {
			var got [3]Element
			switch form {
			case 0:
				feDoubleJacobianNWideX(&got, &in, n)
			case 1:
				got = in
				feDoubleJacobianNWideX(&got, &got, n)
			case 2:
				if !DoubleJacobianCoordsN(&got, &in, n) {
					t.Fatal("DoubleJacobianCoordsN declined on a CPU with BMI2 and ADX")
				}
			}
			for k := range 3 {
				checkSplit(t, fmt.Sprintf("form %d: coordinate %d of 2^%d·(%x, %x, %x)", form, k, n, in[0].n, in[1].n, in[2].n), &got[k])
				if modP(toBig(&got[k])).Cmp(modP(toBig(&want[k]))) != 0 {
					t.Fatalf("form %d: coordinate %d of 2^%d·(%x, %x, %x): %x, want %x", form, k, n, in[0].n, in[1].n, in[2].n, got[k].n, want[k].n)
				}
			}
		}
	}
}

// TestAddAffineWideAgrees holds the full-radix mixed addition to the
// Element methods (U, S, H, R, then finishAddMethods) coordinate by
// coordinate, with zu = Z and with zu another element (a scaled curve),
// in place and not; and its exceptional case: for equal x (H = 0, and
// H = p where X is written as x2 + p) it returns false and writes neither
// out nor zr.
func TestAddAffineWideAgrees(t *testing.T) {
	if !useADX || checkEnabled {
		t.Skip("no BMI2 and ADX on this CPU, or the verify build: the full-radix addition is never called")
	}
	r := rand.New(rand.NewSource(29))
	for i := range 50000 {
		in := randJacobian(r, i)
		x2, _ := randElement(r, 1)
		y2, _ := randElement(r, 1)
		zu := &in[2]
		if i%2 == 1 {
			zu, _ = randElement(r, 1)
		}
		var zz, u, sv, h, rr Element
		zz.Square(zu)
		u.Mul(x2, &zz)
		sv.Mul(y2, zz.Mul(&zz, zu))
		h.Add(&u, h.Neg(&in[0], 3))
		rr.Add(&sv, rr.Neg(&in[1], 3))
		var want [3]Element
		finishAddMethods(&want, &in, &h, &rr)
		if modP(toBig(&h)).Sign() == 0 { // equal x among the edge values
			var got [3]Element
			var zr Element
			if AddAffineVar(&got, &in, x2, y2, zu, &zr) {
				t.Fatalf("AddAffineVar took equal x as generic (H = %x)", h.n)
			}
			continue
		}
		for _, inPlace := range []bool{false, true} {
			var got [3]Element
			var zr Element
			ok := false
			if inPlace {
				got = in
				zuc := *zu // zu may be in's Z, which the call overwrites
				ok = AddAffineVar(&got, &got, x2, y2, &zuc, &zr)
			} else {
				ok = AddAffineVar(&got, &in, x2, y2, zu, &zr)
			}
			if !ok {
				t.Fatalf("AddAffineVar declined a generic sum (H = %x)", h.n)
			}
			checkSplit(t, "zr", &zr)
			if modP(toBig(&zr)).Cmp(modP(toBig(&h))) != 0 {
				t.Fatalf("zr = %x, want H = %x", zr.n, h.n)
			}
			for k := range 3 {
				checkSplit(t, "coordinate", &got[k])
				if modP(toBig(&got[k])).Cmp(modP(toBig(&want[k]))) != 0 {
					t.Fatalf("coordinate %d of (%x, %x, %x) + (%x, %x), zu %x (in place %v): %x, want %x", k, in[0].n, in[1].n, in[2].n, x2.n, y2.n, zu.n, inPlace, got[k].n, want[k].n)
				}
			}
		}
	}
	// Equal x: in = (x2·Z², Y, Z), so U = X, with X written as is and as
	// X + p (limb for limb, magnitude 2: the four-word H is then 0 or p).
	var pl Element
	pl.n = [5]uint64{0xFFFFEFFFFFC2F, 1<<52 - 1, 1<<52 - 1, 1<<52 - 1, 1<<48 - 1}
	for i := range 2000 {
		in := randJacobian(r, 3*i) // x, y at magnitude 1
		x2, _ := randElement(r, 1)
		y2, _ := randElement(r, 1)
		var zz Element
		zz.Square(&in[2])
		in[0].Mul(x2, &zz)
		if i%2 == 1 {
			for k := range pl.n {
				in[0].n[k] += pl.n[k]
			}
		}
		sentinel := [3]Element{{n: [5]uint64{7}}, {n: [5]uint64{8}}, {n: [5]uint64{9}}}
		got, zr := sentinel, Element{n: [5]uint64{5}}
		if AddAffineVar(&got, &in, x2, y2, &in[2], &zr) {
			t.Fatalf("AddAffineVar took equal x as generic (X = %x)", in[0].n)
		}
		if got != sentinel || zr.n != [5]uint64{5} {
			t.Fatal("AddAffineVar wrote its outputs for equal x")
		}
	}
}

// TestDoubleProjectiveNWideAgrees holds the doubling run of the
// constant-time multiplication to the Element methods (the Jacobian
// conversion, n doublings, the conversion back), coordinate by
// coordinate, for n = 1 … 7, in place and not, with Z random, Z = 0 and Z
// written as p (both the point at infinity, which enters as (1, 1, 0)).
func TestDoubleProjectiveNWideAgrees(t *testing.T) {
	if !useADX || checkEnabled {
		t.Skip("no BMI2 and ADX on this CPU, or the verify build: the full-radix doublings are never called")
	}
	ref := func(in *[3]Element, n int) (out [3]Element) {
		var j [3]Element
		var zz Element
		zz.Square(&in[2])
		j[0].Mul(&in[0], &in[2])
		j[1].Mul(&in[1], &zz)
		j[2] = in[2]
		if modP(toBig(&in[2])).Sign() == 0 {
			j[0].One()
			j[1].One()
		}
		for range n {
			doubleJacobianMethods(&j, &j)
		}
		zz.Square(&j[2])
		out[0].Mul(&j[0], &j[2])
		out[1] = j[1]
		out[2].Mul(&zz, &j[2])
		return out
	}
	r := rand.New(rand.NewSource(31))
	for i := range 20000 {
		var in [3]Element
		for k := range in {
			e, _ := randElement(r, 1+(i+k)%8)
			in[k] = *e
		}
		z, _ := randElement(r, 1)
		in[2] = *z
		switch i % 10 {
		case 1:
			in[2] = Element{}
		case 2:
			in[2].n = [5]uint64{0xFFFFEFFFFFC2F, 1<<52 - 1, 1<<52 - 1, 1<<52 - 1, 1<<48 - 1}
		}
		n := 1 + i%7
		want := ref(&in, n)
		for _, inPlace := range []bool{false, true} {
			var got [3]Element
			if inPlace {
				got = in
				if !DoubleProjectiveCoordsN(&got, &got, n) {
					t.Fatal("DoubleProjectiveCoordsN declined on a CPU with BMI2 and ADX")
				}
			} else {
				feDoubleProjectiveNWideX(&got, &in, n)
			}
			for k := range 3 {
				checkSplit(t, fmt.Sprintf("coordinate %d", k), &got[k])
				if modP(toBig(&got[k])).Cmp(modP(toBig(&want[k]))) != 0 {
					t.Fatalf("coordinate %d of 2^%d·(%x : %x : %x) (in place %v): %x, want %x", k, n, in[0].n, in[1].n, in[2].n, inPlace, got[k].n, want[k].n)
				}
			}
		}
	}
}

// completeAddBig evaluates the complete mixed addition (RCB 2015/1060
// Algorithm 8, a = 0, 3b = 21) with math/big, step for step.
func completeAddBig(in *[3]Element, x2, y2 *Element) [3]*big.Int {
	X, Y, Z, a, b := toBig(&in[0]), toBig(&in[1]), toBig(&in[2]), toBig(x2), toBig(y2)
	mul := func(u, v *big.Int) *big.Int { return modP(new(big.Int).Mul(u, v)) }
	add := func(u, v *big.Int) *big.Int { return modP(new(big.Int).Add(u, v)) }
	sub := func(u, v *big.Int) *big.Int { return modP(new(big.Int).Sub(u, v)) }
	k21 := big.NewInt(21)
	t0, t1 := mul(X, a), mul(Y, b)
	t3 := sub(mul(add(a, b), add(X, Y)), add(t0, t1))
	t4 := add(mul(b, Z), Y)
	y3 := add(mul(a, Z), X)
	t0 = mul(big.NewInt(3), t0)
	t2 := mul(k21, Z)
	z3 := add(t1, t2)
	t1 = sub(t1, t2)
	y3 = mul(k21, y3)
	x3 := sub(mul(t3, t1), mul(t4, y3))
	y3n := add(mul(t1, z3), mul(y3, t0))
	z3n := add(mul(z3, t4), mul(t0, t3))
	return [3]*big.Int{x3, y3n, z3n}
}

// TestCompleteAddAffineAsm holds both assembly forms of the complete
// mixed addition (5×52 with BMI2, four words with ADX) to completeAddBig
// on random elements of magnitude 1 (the formula's contract), in place
// and not, and the full-radix form also at the largest magnitude-8 limbs
// it accepts; outputs of magnitude 1.
func TestCompleteAddAffineAsm(t *testing.T) {
	if !useMULX || checkEnabled {
		t.Skip("no BMI2 on this CPU, or the verify build: the assembly additions are never called")
	}
	type form struct {
		name string
		f    func(out, in *[3]Element, x2, y2 *Element)
	}
	// closures, not the routines as values: a NOSPLIT routine's ABI
	// wrapper would exceed the nosplit stack limit
	forms := []form{{"feCompleteAddAffineX", func(out, in *[3]Element, x2, y2 *Element) { feCompleteAddAffineX(out, in, x2, y2) }}}
	if useADX {
		forms = append(forms, form{"feCompleteAddAffineWideX", func(out, in *[3]Element, x2, y2 *Element) { feCompleteAddAffineWideX(out, in, x2, y2) }})
	}
	var top Element
	for i := range top.n {
		top.n[i] = 16<<52 - 1
	}
	top.n[4] = 16<<48 - 1
	r := rand.New(rand.NewSource(37))
	for i := range 30000 {
		var in [3]Element
		for k := range in {
			e, _ := randElement(r, 1)
			in[k] = *e
		}
		x2, _ := randElement(r, 1)
		y2, _ := randElement(r, 1)
		for _, f := range forms {
			ins := in
			if i%100 == 7 && f.name == "feCompleteAddAffineWideX" {
				ins = [3]Element{top, top, top}
				x2, y2 = &top, &top
			}
			want := completeAddBig(&ins, x2, y2)
			for _, inPlace := range []bool{false, true} {
				var got [3]Element
				if inPlace {
					got = ins
					f.f(&got, &got, x2, y2)
				} else {
					f.f(&got, &ins, x2, y2)
				}
				for k := range 3 {
					for j, l := range got[k].n {
						if (j < 4 && l>>53 != 0) || (j == 4 && l>>49 != 0) {
							t.Fatalf("%s: coordinate %d: limb %d = %x exceeds magnitude 1 (2·2^52, 2·2^48)", f.name, k, j, l)
						}
					}
					if modP(toBig(&got[k])).Cmp(want[k]) != 0 {
						t.Fatalf("%s: coordinate %d of (%x : %x : %x) + (%x, %x) (in place %v): %x, want %x", f.name, k, ins[0].n, ins[1].n, ins[2].n, x2.n, y2.n, inPlace, got[k].n, want[k])
					}
				}
			}
		}
	}
}

// checkSplit fails the test unless e's limbs are as storeLimbs leaves
// them: below 2^52, the top one below 2^48 (within magnitude 1).
func checkSplit(t *testing.T, name string, e *Element) {
	t.Helper()
	for j, l := range e.n {
		if (j < 4 && l>>52 != 0) || (j == 4 && l>>48 != 0) {
			t.Fatalf("%s: limb %d = %x exceeds 2^52 (2^48 at the top)", name, j, l)
		}
	}
}

// checkDoubleBig checks out against the doubling formula evaluated with
// math/big on in's values.
func checkDoubleBig(t *testing.T, in, out *[3]Element) {
	t.Helper()
	x, y, z := toBig(&in[0]), toBig(&in[1]), toBig(&in[2])
	mul := func(a, b *big.Int) *big.Int { return modP(new(big.Int).Mul(a, b)) }
	add := func(a, b *big.Int) *big.Int { return modP(new(big.Int).Add(a, b)) }
	neg := func(a *big.Int) *big.Int { return modP(new(big.Int).Neg(a)) }
	half := new(big.Int).ModInverse(big.NewInt(2), bigP)
	l := mul(mul(big.NewInt(3), mul(x, x)), half)
	yy := mul(y, y)
	tt := neg(mul(yy, x))
	x3 := add(mul(l, l), add(tt, tt))
	y3 := neg(add(mul(l, add(x3, tt)), mul(yy, yy)))
	z3 := mul(y, z)
	for k, w := range []*big.Int{x3, y3, z3} {
		if modP(toBig(&out[k])).Cmp(w) != 0 {
			t.Fatalf("coordinate %d of the doubling at the largest limbs: %x, want %x", k, modP(toBig(&out[k])), w)
		}
	}
}

func BenchmarkDoubleJacobian(b *testing.B) {
	r := rand.New(rand.NewSource(5))
	var in [3]Element
	for k := range 3 {
		e, _ := randElement(r, 1)
		in[k] = *e
	}
	b.Run("impl=methods", func(b *testing.B) {
		for b.Loop() {
			doubleJacobianMethods(&in, &in)
		}
	})
	b.Run("impl=assembly-5x52", func(b *testing.B) {
		for b.Loop() {
			feDoubleJacobianX(&in, &in)
		}
	})
	if useADX {
		b.Run("impl=assembly-4x64", func(b *testing.B) {
			for b.Loop() {
				feDoubleJacobianWideX(&in, &in)
			}
		})
		// five doublings per call (the window of the constant-time
		// ScalarMult): ns per doubling is the figure divided by 5.
		b.Run("impl=assembly-4x64-n5", func(b *testing.B) {
			for b.Loop() {
				feDoubleJacobianNWideX(&in, &in, 5)
			}
		})
	}
}

// finishAddMethods is FinishJacobianAdd with the Element methods.
func finishAddMethods(out, in *[3]Element, h, r *Element) {
	var z, hh, hhh, v, t Element
	z.Mul(&in[2], h)
	hh.Square(h)
	hhh.Mul(&hh, h)
	v.Mul(&in[0], &hh)
	t.Square(r)
	t.Add(&t, hh.Neg(&hhh, 1))
	t.Add(&t, hh.Neg(&v, 1))
	t.Add(&t, &hh)
	x := t
	x.NormalizeWeak(&x)
	t.Add(&v, t.Neg(&x, 1))
	t.Mul(&t, r)
	hhh.Mul(&hhh, &in[1])
	out[1].Add(&t, hhh.Neg(&hhh, 1))
	out[1].NormalizeWeak(&out[1])
	out[0] = x
	out[2] = z
}

// TestFinishAddAgrees holds the assembly addition to the Element methods
// limb for limb: X and Y at magnitudes 1 … 3, H and R at 1 … 5, in place
// and not.
func TestFinishAddAgrees(t *testing.T) {
	if !useMULX || checkEnabled {
		t.Skip("no BMI2 on this CPU, or the verify build: the assembly addition is never called")
	}
	r := rand.New(rand.NewSource(23))
	for i := range 100000 {
		in := randJacobian(r, i)
		h, _ := randElement(r, 1+i%5)
		rr, _ := randElement(r, 1+(i/5)%5)
		var want, got [3]Element
		finishAddMethods(&want, &in, h, rr)
		if !FinishJacobianAdd(&got, &in, h, rr) {
			t.Fatal("FinishJacobianAdd declined on a BMI2 CPU")
		}
		for k := range 3 {
			if got[k].n != want[k].n {
				t.Fatalf("coordinate %d: %x, want %x", k, got[k].n, want[k].n)
			}
		}
		got = in
		FinishJacobianAdd(&got, &got, h, rr)
		for k := range 3 {
			if got[k].n != want[k].n {
				t.Fatalf("in place: coordinate %d: %x, want %x", k, got[k].n, want[k].n)
			}
		}
	}
}

// randJacobian returns coordinates for the point formulas' tests: x and y
// at magnitude 1, 2 or 3 (by i), z at 1.
func randJacobian(r *rand.Rand, i int) [3]Element {
	var in [3]Element
	for k := range 3 {
		m := 1 + (i+k)%3
		if k == 2 {
			m = 1
		}
		e, _ := randElement(r, m)
		in[k] = *e
	}
	return in
}

// TestSquareNAgrees holds feSquareNX to squareNGeneric (n squarings),
// limb for limb, for n = 1 … 90 at every input magnitude, in place and
// not.
func TestSquareNAgrees(t *testing.T) {
	if !useMULX || checkEnabled {
		t.Skip("no BMI2 (or the verify build): squareN takes the Element methods")
	}
	r := rand.New(rand.NewSource(13))
	for i := range 3000 {
		a, _ := randElement(r, 1+i%8)
		n := 1 + i%90
		var want Element
		squareNGeneric(&want, a, n)
		var x Element
		feSquareNX(&x, a, n)
		if x.n != want.n {
			t.Fatalf("feSquareNX(%x, %d) = %x, squareGeneric %d times %x", a.n, n, x.n, n, want.n)
		}
		x = *a
		feSquareNX(&x, &x, n)
		if x.n != want.n {
			t.Fatalf("feSquareNX in place (%x, %d) = %x, want %x", a.n, n, x.n, want.n)
		}
	}
}

// TestSquareNWideAgrees holds feSquareNWideX to squareNGeneric for n = 1
// … 90 at every input magnitude (limbs at the edge of the bound among
// them), in place and not: the same value mod p, and magnitude 1 (limbs
// below 2^52, the top one below 2^48). Its limbs may differ from the
// 5×52 forms' (both are below 2^256, neither necessarily below p).
func TestSquareNWideAgrees(t *testing.T) {
	if !useADX {
		t.Skip("no BMI2 and ADX on this CPU: squareN never takes the full-radix form")
	}
	r := rand.New(rand.NewSource(14))
	for i := range 3000 {
		a, _ := randElement(r, 1+i%8)
		if i == 0 {
			for k := range a.n {
				a.n[k] = 16<<52 - 1
			}
			a.n[4] = 16<<48 - 1
			a.setMeta(8, false)
		}
		n := 1 + i%90
		var want Element
		squareNGeneric(&want, a, n)
		for _, inPlace := range []bool{false, true} {
			var x Element
			if inPlace {
				x = *a
				feSquareNWideX(&x, &x, n)
			} else {
				feSquareNWideX(&x, a, n)
			}
			checkSplit(t, fmt.Sprintf("feSquareNWideX(%x, %d)", a.n, n), &x)
			if modP(toBig(&x)).Cmp(modP(toBig(&want))) != 0 {
				t.Fatalf("feSquareNWideX(%x, %d, in place %v) = %x, squareGeneric %d times %x", a.n, n, inPlace, x.n, n, want.n)
			}
		}
	}
}
