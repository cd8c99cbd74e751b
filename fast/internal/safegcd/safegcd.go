// Package safegcd inverts integers modulo an odd 256-bit or 384-bit
// modulus with the divsteps of Bernstein and Yang, "Fast constant-time gcd
// computation and modular inversion" (TCHES 2019/3), in batches of 62
// steps applied to full-size numbers through a 2x2 transition matrix
// (their §10 "jumps").
//
// Invert runs a fixed number of steps, enough for every input (see
// batches256), with no branch or memory access that depends on the
// input: constant time; it exists for 256-bit moduli only, the size the
// step bound is established for. InvertVar skips runs of even steps and
// stops as soon as the gcd is found; its time depends on the input, so it
// is for public values only.
//
// Both are correct only for a modulus that is odd; the result is x⁻¹ mod
// m for x coprime to m, and 0 for x = 0.
package safegcd

import "math/bits"

// limbSet are the two sizes of integer Σ l[i]·2^(62·i): every limb but
// the top one in [0, 2^62), the top one signed. Five limbs hold any
// magnitude below 2^311 (the 256-bit moduli), seven below 2^435 (the
// 384-bit ones).
type limbSet interface{ [5]int64 | [7]int64 }

// wordSet are the matching little-endian 64-bit word forms.
type wordSet interface{ [4]uint64 | [6]uint64 }

const mask62 = 1<<62 - 1

// Modulus is an odd modulus prepared for inversion, in limbs L; values
// come and go as words W.
type Modulus[L limbSet, W wordSet] struct {
	m       L
	inv62   int64 // m⁻¹ mod 2^62
	batches int   // Invert's fixed batch count; 0 where no bound is established
}

// Modulus256 and Modulus384 are the two sizes.
type (
	Modulus256 = Modulus[[5]int64, [4]uint64]
	Modulus384 = Modulus[[7]int64, [6]uint64]
)

// New256 prepares an odd modulus below 2^256, four little-endian words.
func New256(w [4]uint64) *Modulus256 { return newModulus[[5]int64](w, batches256) }

// New384 prepares an odd modulus below 2^384, six little-endian words;
// only InvertVar serves it.
func New384(w [6]uint64) *Modulus384 { return newModulus[[7]int64](w, 0) }

func newModulus[L limbSet, W wordSet](w W, batches int) *Modulus[L, W] {
	if w[0]&1 == 0 {
		panic("safegcd: even modulus")
	}
	// Newton's iteration x ← x·(2 - m·x) doubles the number of correct low
	// bits of m⁻¹ mod 2^64; x = m is right to 3 bits (m² ≡ 1 mod 8).
	x := w[0]
	for range 5 {
		x *= 2 - w[0]*x
	}
	return &Modulus[L, W]{m: fromWords[L](&w), inv62: int64(x & mask62), batches: batches}
}

// fromWords splits a value below 2^(64·len(w)) into 62-bit limbs, the
// top limb taking every bit above the others.
func fromWords[L limbSet, W wordSet](w *W) (l L) {
	n := len(l)
	for i := range n {
		bit := 62 * i
		j, s := bit/64, uint(bit%64)
		x := (*w)[j] >> s
		if s > 0 && j+1 < len(*w) {
			x |= (*w)[j+1] << (64 - s)
		}
		if i < n-1 {
			x &= mask62
		}
		l[i] = int64(x)
	}
	return l
}

// toWords joins limbs holding a value in [0, 2^(64·len(W))).
func toWords[W wordSet, L limbSet](l *L) (w W) {
	for i := range len(*l) {
		bit := 62 * i
		j, s := bit/64, uint(bit%64)
		w[j] |= uint64((*l)[i]) << s
		if s > 2 && j+1 < len(w) {
			w[j+1] |= uint64((*l)[i]) >> (64 - s)
		}
	}
	return w
}

// matrix is the transition of a batch of 62 divsteps: after the batch,
// 2^62·f' = u·f + v·g and 2^62·g' = q·f + r·g. Each row has |u| + |v| <=
// 2^62 (a step doubles one row and adds the other to it).
type matrix struct{ u, v, q, r int64 }

// The divstep of Bernstein and Yang (their §8) on (δ, f, g), f odd:
//
//	δ > 0 and g odd:  (1 - δ, g, (g - f)/2)
//	g odd otherwise:  (1 + δ, f, (g + f)/2)
//	g even:           (1 + δ, f, g/2)
//
// We start from δ = 1/2 instead of 1 (the "half-delta" variant, which
// needs fewer steps; see the bound at batches) and carry the integer
// η = δ - 1/2: δ > 0 is η >= 0, 1 - δ is -η and 1 + δ is η + 1.
//
// Only the low bits of f and g are needed for the choices of a batch:
// step i reads bit 0 of g, which depends on bits 0 … i of the inputs.

// steps62 runs 62 divsteps on the low words of f and g without branches
// and returns the new δ and the batch's matrix. Constant time.
//
// Each step adds ±f to g when g is odd (the sign negative for a swap);
// for a swap it then adds the new g to f, which turns f into the old g.
// The matrix rows follow the same additions, and the row of f doubles
// because g is halved.
func steps62(delta int64, f, g uint64) (int64, matrix) {
	u, v, q, r := int64(1), int64(0), int64(0), int64(1)
	for range 62 {
		pos := ^delta >> 63  // η >= 0
		odd := -int64(g & 1) // g odd
		nf := (int64(f) ^ pos) - pos
		nu := (u ^ pos) - pos
		nv := (v ^ pos) - pos
		g += uint64(nf & odd)
		q += nu & odd
		r += nv & odd
		swap := pos & odd
		delta = (delta ^ swap - swap) + 1 + swap // -η or η + 1
		f += g & uint64(swap)
		u += q & swap
		v += r & swap
		g >>= 1
		u <<= 1
		v <<= 1
	}
	return delta, matrix{u, v, q, r}
}

// steps62Var is steps62 for public inputs, with whole runs of steps at a
// time. Variable time.
//
//   - A run of z even steps (g/2, the row of f doubled, η + 1 each) is one
//     shift by the count of g's trailing zeros.
//   - With g odd and η >= 0 the step swaps, as in steps62.
//   - With g odd and η < 0 the next k = min(-η, 6, steps left) steps
//     cannot swap (η stays negative), so each adds f or nothing to g
//     before halving; together they add w·f with w < 2^k chosen to clear
//     the low k bits of g: w = -g·f⁻¹ mod 2^k. For odd f, f² ≡ 1 (mod 8),
//     and one Newton step, f·(2 - f²), is f⁻¹ mod 2^6. The rows of the
//     matrix take w times the row of f; the k halvings follow as the next
//     run of even steps.
func steps62Var(delta int64, f, g uint64) (int64, matrix) {
	u, v, q, r := int64(1), int64(0), int64(0), int64(1)
	left := 62
	for {
		z := min(bits.TrailingZeros64(g), left)
		g >>= z
		u <<= z
		v <<= z
		delta += int64(z)
		left -= z
		if left == 0 {
			return delta, matrix{u, v, q, r}
		}
		if delta < 0 {
			k := min(int(-delta), left, 6)
			inv := f * (2 - f*f)
			w := -(g * inv) & (1<<k - 1)
			g += w * f
			q += int64(w) * u
			r += int64(w) * v
			continue
		}
		// g odd, η >= 0: the swap step, (f, g) ← (g, (g - f)/2).
		g -= f
		q -= u
		r -= v
		delta = -delta
		f += g
		u += q
		v += r
		g >>= 1
		u <<= 1
		v <<= 1
		left--
	}
}

// mulAcc returns (hi, lo) + x·y, a signed 128-bit sum.
func mulAcc(hi int64, lo uint64, x, y int64) (int64, uint64) {
	h, l := bits.Mul64(uint64(x), uint64(y))
	h -= uint64(x>>63) & uint64(y)
	h -= uint64(y>>63) & uint64(x)
	var c uint64
	lo, c = bits.Add64(lo, l, 0)
	return hi + int64(h+c), lo
}

// shift62 returns the signed 128-bit (hi, lo) divided by 2^62 (rounding
// down).
func shift62(hi int64, lo uint64) (int64, uint64) {
	return hi >> 62, lo>>62 | uint64(hi)<<2
}

// applyFG sets (f, g) ← ((u·f + v·g)/2^62, (q·f + r·g)/2^62); the
// divisions are exact by the choice of the matrix.
func applyFG[L limbSet](f, g *L, t *matrix) {
	fh, fl := mulAcc(0, 0, t.u, (*f)[0])
	fh, fl = mulAcc(fh, fl, t.v, (*g)[0])
	gh, gl := mulAcc(0, 0, t.q, (*f)[0])
	gh, gl = mulAcc(gh, gl, t.r, (*g)[0])
	fh, fl = shift62(fh, fl)
	gh, gl = shift62(gh, gl)
	n := len(*f)
	for i := 1; i < n; i++ {
		fi, gi := (*f)[i], (*g)[i]
		fh, fl = mulAcc(fh, fl, t.u, fi)
		fh, fl = mulAcc(fh, fl, t.v, gi)
		gh, gl = mulAcc(gh, gl, t.q, fi)
		gh, gl = mulAcc(gh, gl, t.r, gi)
		(*f)[i-1], (*g)[i-1] = int64(fl&mask62), int64(gl&mask62)
		fh, fl = shift62(fh, fl)
		gh, gl = shift62(gh, gl)
	}
	(*f)[n-1], (*g)[n-1] = int64(fl), int64(gl)
}

// applyDE sets (d, e) ← ((u·d + v·e + a·m)/2^62, (q·d + r·e + b·m)/2^62)
// with a, b in [0, 2^62) chosen to make the divisions exact, and brings
// both back into [0, m). Inputs in [0, m): the sums lie in (-2^62·m,
// 2^63·m), so the quotients lie in (-m, 2m). Constant time.
func (mod *Modulus[L, W]) applyDE(d, e *L, t *matrix) {
	m := &mod.m
	dh, dl := mulAcc(0, 0, t.u, (*d)[0])
	dh, dl = mulAcc(dh, dl, t.v, (*e)[0])
	eh, el := mulAcc(0, 0, t.q, (*d)[0])
	eh, el = mulAcc(eh, el, t.r, (*e)[0])
	a := int64(-dl*uint64(mod.inv62)) & mask62
	b := int64(-el*uint64(mod.inv62)) & mask62
	dh, dl = mulAcc(dh, dl, a, (*m)[0])
	eh, el = mulAcc(eh, el, b, (*m)[0])
	dh, dl = shift62(dh, dl)
	eh, el = shift62(eh, el)
	n := len(*d)
	for i := 1; i < n; i++ {
		di, ei, mi := (*d)[i], (*e)[i], (*m)[i]
		dh, dl = mulAcc(dh, dl, t.u, di)
		dh, dl = mulAcc(dh, dl, t.v, ei)
		dh, dl = mulAcc(dh, dl, a, mi)
		eh, el = mulAcc(eh, el, t.q, di)
		eh, el = mulAcc(eh, el, t.r, ei)
		eh, el = mulAcc(eh, el, b, mi)
		(*d)[i-1], (*e)[i-1] = int64(dl&mask62), int64(el&mask62)
		dh, dl = shift62(dh, dl)
		eh, el = shift62(eh, el)
	}
	(*d)[n-1], (*e)[n-1] = int64(dl), int64(el)
	mod.reduce(d)
	mod.reduce(e)
}

// addMasked sets x ← x + s·(m & mask) limb by limb (s = ±1) and
// propagates the carries, keeping every limb but the top one in [0, 2^62).
func addMasked[L limbSet](x *L, m *L, mask int64, neg bool) {
	var c int64
	top := len(*x) - 1
	for i := 0; i < top; i++ {
		y := (*m)[i] & mask
		if neg {
			y = -y
		}
		s := (*x)[i] + y + c
		(*x)[i], c = s&mask62, s>>62
	}
	y := (*m)[top] & mask
	if neg {
		y = -y
	}
	(*x)[top] += y + c
}

// reduce brings x from (-m, 2m) into [0, m). Constant time (neg is a
// constant at each call site).
func (mod *Modulus[L, W]) reduce(x *L) {
	top := len(*x) - 1
	addMasked(x, &mod.m, (*x)[top]>>63, false) // now in [0, 2m)
	t := *x
	addMasked(&t, &mod.m, -1, true)
	keep := t[top] >> 63 // x - m < 0: keep x
	for i := range len(*x) {
		(*x)[i] = t[i] ^ keep&(t[i]^(*x)[i])
	}
}

// batches256 is the number of 62-step batches Invert runs for a 256-bit
// modulus. For inputs below 2^256, 590 half-delta divsteps always reach g = 0: the bound computed by
// P. Wuille's safegcd-bounds (github.com/sipa/safegcd-bounds), which
// tightens the paper's Theorem 11.2 (741 steps for the δ = 1 form). 10·62
// = 620 steps; TestInvertSteps counts the steps real inputs take.
const batches256 = 10

// Invert returns x⁻¹ mod m for x in [0, m) given as little-endian words
// (0 for x = 0). Constant time. It panics for a modulus without an
// established step bound (the 384-bit ones).
func (mod *Modulus[L, W]) Invert(x W) W {
	if mod.batches == 0 {
		panic("safegcd: no constant-time step bound for this modulus size")
	}
	f, g := mod.m, fromWords[L](&x)
	var d, e L
	e[0] = 1
	var delta int64 // η = 0: δ = 1/2
	for range mod.batches {
		var t matrix
		delta, t = steps62(delta, uint64(f[0]), uint64(g[0]))
		applyFG(&f, &g, &t)
		mod.applyDE(&d, &e, &t)
	}
	return mod.finish(&d, &f)
}

// InvertVar is Invert for public x: its batches skip runs of even steps
// (steps62Var) and it stops after the first batch that leaves g = 0
// (for 256-bit moduli typically 8 or 9 of Invert's 10). Variable time.
func (mod *Modulus[L, W]) InvertVar(x W) W {
	f, g := mod.m, fromWords[L](&x)
	var d, e L
	e[0] = 1
	var delta int64
	var zero L
	for g != zero {
		var t matrix
		delta, t = steps62Var(delta, uint64(f[0]), uint64(g[0]))
		applyFG(&f, &g, &t)
		mod.applyDE(&d, &e, &t)
	}
	return mod.finish(&d, &f)
}

// finish returns ±d: the loop keeps f ≡ d·x (mod m) and ends with f = ±1
// (gcd(m, x) = 1), so x⁻¹ = f·d. Constant time.
func (mod *Modulus[L, W]) finish(d, f *L) W {
	neg := (*f)[len(*f)-1] >> 63
	t := mod.m
	addMasked(&t, d, -1, true) // m - d
	for i := range len(*d) {
		(*d)[i] ^= neg & ((*d)[i] ^ t[i])
	}
	// d = 0 only for x = 0, where f = m is positive and d stays 0.
	return toWords[W](d)
}
