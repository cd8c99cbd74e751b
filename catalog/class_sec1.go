package catalog

import (
	"math/big"
	"math/rand"
	"sync"

	"github.com/curvecheck/curvecheck/ref/weierstrass"
)

// SEC1 point encodings where real decoders go wrong (SEC1 §2.3.4, ANSI
// X9.62 §4.3.6). Each is an edge class of every operation that decodes a
// SEC1 point: some of its edge cases are built from it, and
// RandPointInput draws it in a share of the random cases.
const (
	ClassPointIdentity      = "point-identity"
	ClassCompressedNoSqrt   = "point-compressed-no-sqrt"
	ClassPointXAtLeastP     = "point-x-at-least-p"
	ClassHybridWrongParity  = "point-hybrid-wrong-parity"
	ClassPointOffCurve      = "point-off-curve"
	ClassPointTwist         = "point-twist"
	classDocIdentity        = "an encoding of the point at infinity: SEC1's 00, and 04 followed by zero coordinates, which some decoders read as infinity (it is off the curve)"
	classDocCompressedNoSq  = "02 or 03 ‖ x with x < p where x³ + ax + b has no square root mod p: no curve point has this x, and a decoder that does not check the root it computes returns a point off the curve"
	classDocXAtLeastP       = "a compressed or uncompressed encoding whose x is p or more (SEC1 §2.3.4 requires x < p); reduced mod p, some of them name a curve point"
	classDocHybridWrongPar  = "the X9.62 hybrid form 06/07 ‖ x ‖ y of a curve point with the prefix's parity bit not that of y"
	classDocOffCurve        = "04 ‖ x ‖ y with x, y < p and y² ≠ x³ + ax + b (an invalid-curve input)"
	classDocTwistCompressed = "02/03 ‖ x, or the bare x where an operation takes x-only keys, with x the abscissa of a point of small order on the quadratic twist (x³ + ax + b is not a square): an x-only ladder that skips the curve check computes on the twist, where the result reveals the scalar modulo that order"
)

// sec1Coords reads a SEC1 encoding of the family's size: its prefix and
// coordinates (y nil for a compressed one), ok false for another length.
func sec1Coords(f *Family, b []byte) (prefix byte, x, y *big.Int, ok bool) {
	fs := f.FieldSize
	switch {
	case len(b) == 1+fs:
		return b[0], new(big.Int).SetBytes(b[1:]), nil, true
	case len(b) == 1+2*fs:
		return b[0], new(big.Int).SetBytes(b[1 : 1+fs]), new(big.Int).SetBytes(b[1+fs:]), true
	}
	return 0, nil, nil, false
}

// curveRHS returns x³ + ax + b mod p.
func curveRHS(c *weierstrass.Curve, x *big.Int) *big.Int {
	F := c.F
	return F.Add(F.Add(F.Exp(x, big.NewInt(3)), F.Mul(c.A, x)), c.B)
}

func isIdentityEncoding(f *Family, b []byte) bool {
	if len(b) == 1 && b[0] == 0 {
		return true
	}
	p, x, y, ok := sec1Coords(f, b)
	return ok && p == 4 && y != nil && x.Sign() == 0 && y.Sign() == 0
}

func isCompressedNoSqrt(f *Family, b []byte) bool {
	p, x, y, ok := sec1Coords(f, b)
	return ok && y == nil && (p == 2 || p == 3) && x.Cmp(f.P) < 0 && !f.W.F.IsSquare(curveRHS(f.W, x))
}

func isXAtLeastP(f *Family, b []byte) bool {
	p, x, y, ok := sec1Coords(f, b)
	if !ok || x.Cmp(f.P) < 0 {
		return false
	}
	return (y == nil && (p == 2 || p == 3)) || (y != nil && (p == 4 || p == 6 || p == 7))
}

func isHybridWrongParity(f *Family, b []byte) bool {
	p, x, y, ok := sec1Coords(f, b)
	if !ok || y == nil || (p != 6 && p != 7) || x.Cmp(f.P) >= 0 || y.Cmp(f.P) >= 0 {
		return false
	}
	P, err := f.W.NewPoint(x, y)
	return err == nil && !P.Inf && y.Bit(0) != uint(p&1)
}

func isOffCurve(f *Family, b []byte) bool {
	p, x, y, ok := sec1Coords(f, b)
	if !ok || y == nil || p != 4 || x.Cmp(f.P) >= 0 || y.Cmp(f.P) >= 0 {
		return false
	}
	F := f.W.F
	return !F.Equal(F.Square(y), curveRHS(f.W, x))
}

// isTwistCompressed: 02/03 ‖ x with x a small-order twist abscissa.
func isTwistCompressed(f *Family, b []byte) bool {
	p, x, y, ok := sec1Coords(f, b)
	return ok && y == nil && (p == 2 || p == 3) && f.twist().smallOrderX(x)
}

// isTwistXOnly: a bare x (x-only key) that is a small-order twist abscissa.
func isTwistXOnly(f *Family, b []byte) bool {
	return len(b) == f.FieldSize && f.twist().smallOrderX(new(big.Int).SetBytes(b))
}

// sec1PointClasses are the edge classes of an operation whose params are
// SEC1 points (any encoding).
func sec1PointClasses(f *Family, params ...string) []InputClass {
	on := func(test func(*Family, []byte) bool) func([]byte) bool {
		return func(b []byte) bool { return test(f, b) }
	}
	cs := []InputClass{
		classOn(ClassPointIdentity, classDocIdentity, on(isIdentityEncoding), params...),
		classOn(ClassCompressedNoSqrt, classDocCompressedNoSq, on(isCompressedNoSqrt), params...),
		classOn(ClassPointXAtLeastP, classDocXAtLeastP, on(isXAtLeastP), params...),
		classOn(ClassHybridWrongParity, classDocHybridWrongPar, on(isHybridWrongParity), params...),
		classOn(ClassPointOffCurve, classDocOffCurve, on(isOffCurve), params...),
	}
	return append(cs, f.twistClass(on(isTwistCompressed), params...)...)
}

// twistClass is the point-twist class over test, for a family whose
// twist has points of small order (P-384's twist order has no prime
// factor below 2^16: its no-root x are in point-compressed-no-sqrt, and
// no x is singled out).
func (f *Family) twistClass(test func([]byte) bool, params ...string) []InputClass {
	if !f.hasSmallTwist() {
		return nil
	}
	return []InputClass{classOn(ClassPointTwist, classDocTwistCompressed, test, params...)}
}

// compressedClassEdges are the compressed members of sec1ClassEdges.
func compressedClassEdges(f *Family) [][]byte {
	var out [][]byte
	for _, p := range sec1ClassEdges(f) {
		if len(p) == 1+f.FieldSize && (p[0] == 2 || p[0] == 3) {
			out = append(out, p)
		}
	}
	return out
}

// sec1FixedClasses are the edge classes of params holding compressed
// encodings, one or concatenated (msm): those of the classes a compressed
// encoding can be in.
func sec1FixedClasses(f *Family, params ...string) []InputClass {
	each := func(test func(*Family, []byte) bool) func([]byte) bool {
		return func(b []byte) bool {
			w := 1 + f.FieldSize
			for i := 0; i+w <= len(b); i += w {
				if test(f, b[i:i+w]) {
					return true
				}
			}
			return false
		}
	}
	cs := []InputClass{
		classOn(ClassCompressedNoSqrt, classDocCompressedNoSq, each(isCompressedNoSqrt), params...),
		classOn(ClassPointXAtLeastP, classDocXAtLeastP, each(isXAtLeastP), params...),
	}
	return append(cs, f.twistClass(each(isTwistCompressed), params...)...)
}

// randBadFixedPoint draws a member of one of the point classes that msm's
// fixed-length points (compressed SEC1, RFC 8032) can be in.
func (f *Family) randBadFixedPoint(r *rand.Rand) []byte {
	if f.E != nil {
		return edwardsRandClassPoint(f, r)
	}
	for {
		b := f.randClassPoint(r)
		if len(b) == 1+f.FieldSize && b[0] != 0 {
			return b
		}
	}
}

// smallX returns the smallest x ≥ 0 of a curve point (and the point).
func smallX(f *Family) weierstrass.Point {
	for x := int64(0); ; x++ {
		if P, err := f.W.Decode(append([]byte{2}, f.FE(big.NewInt(x))...)); err == nil {
			return P
		}
	}
}

// noSqrtX returns the smallest x ≥ start where x³ + ax + b is not a square.
func noSqrtX(f *Family, start int64) *big.Int {
	for x := start; ; x++ {
		if v := big.NewInt(x); !f.W.F.IsSquare(curveRHS(f.W, v)) {
			return v
		}
	}
}

// sec1ClassEdges returns edge encodings of every SEC1 point class.
func sec1ClassEdges(f *Family) [][]byte {
	c, fs := f.W, f.FieldSize
	G := c.Generator()
	S := smallX(f)
	xPlusP := new(big.Int).Add(S.X, f.P) // fits: 2^(8·fs) - p exceeds every small x
	nx := noSqrtX(f, 1)
	gx := c.F.EncodeBE(G.X)
	// A no-root x near p as well as a small one: a reduction or carry bug
	// shows on either.
	big1 := new(big.Int).Sub(f.P, big.NewInt(1))
	for c.F.IsSquare(curveRHS(c, big1)) {
		big1.Sub(big1, big.NewInt(1))
	}
	out := [][]byte{
		// point-identity
		{0}, append([]byte{4}, make([]byte, 2*fs)...),
		// point-compressed-no-sqrt, both prefixes
		append([]byte{2}, f.FE(nx)...), append([]byte{3}, f.FE(nx)...), append([]byte{3}, f.FE(big1)...),
		// point-x-at-least-p: compressed, uncompressed and hybrid forms of
		// a point whose x was given as x + p, and x = p exactly
		append([]byte{2 | byte(S.Y.Bit(0))}, f.Int(xPlusP, fs)...),
		append(append([]byte{4}, f.Int(xPlusP, fs)...), c.F.EncodeBE(S.Y)...),
		append([]byte{3}, f.FE(f.P)...),
		// point-hybrid-wrong-parity
		append(append([]byte{6 | (1 - byte(G.Y.Bit(0)))}, gx...), c.F.EncodeBE(G.Y)...),
		// point-off-curve: (x of G, y of 2G)
		append(append([]byte{4}, gx...), c.F.EncodeBE(c.Double(G).Y)...),
	}
	for _, x := range f.twist().smallPoints() {
		out = append(out, append([]byte{2}, f.FE(x)...), append([]byte{3}, f.FE(x)...))
	}
	return out
}

// RandPointInput draws a point encoding for an operation that decodes
// SEC1 or RFC 8032 points: a random point of the prime-order subgroup
// three times in four, otherwise a member of one of the family's point
// edge classes drawn at random (RandPoint draws only valid points).
func (f *Family) RandPointInput(r *rand.Rand) []byte {
	if r.Intn(4) != 0 {
		return f.RandPoint(r)
	}
	if f.E != nil {
		return edwardsRandClassPoint(f, r)
	}
	return f.randClassPoint(r)
}

// RandBadPoint draws a member of one of the family's point edge classes.
func (f *Family) RandBadPoint(r *rand.Rand) []byte {
	if f.E != nil {
		return edwardsRandClassPoint(f, r)
	}
	return f.randClassPoint(r)
}

// randClassPoint draws a member of one of the SEC1 point classes.
func (f *Family) randClassPoint(r *rand.Rand) []byte {
	c, fs := f.W, f.FieldSize
	P := c.ScalarBaseMult(RandInt(r, f.N))
	enc := func(prefix byte, x, y *big.Int) []byte {
		out := append([]byte{prefix}, f.Int(x, fs)...)
		if y != nil {
			out = append(out, f.Int(y, fs)...)
		}
		return out
	}
	switch r.Intn(6) {
	case 0: // point-identity
		if r.Intn(2) == 0 {
			return []byte{0}
		}
		return append([]byte{4}, make([]byte, 2*fs)...)
	case 1: // point-compressed-no-sqrt
		for {
			x := RandInt(r, f.P)
			if !c.F.IsSquare(curveRHS(c, x)) {
				return enc(2+byte(r.Intn(2)), x, nil)
			}
		}
	case 2: // point-x-at-least-p: x + p where it fits, else a value >= p
		room := new(big.Int).Sub(pow2(8*fs), f.P)
		for i := 0; i < 64; i++ {
			x := RandInt(r, room)
			if Q, err := c.Decode(enc(2, x, nil)); err == nil {
				x.Add(x, f.P)
				if r.Intn(2) == 0 {
					return enc(2|byte(Q.Y.Bit(0)), x, nil)
				}
				return enc(4, x, Q.Y)
			}
		}
		return enc(2, new(big.Int).Add(f.P, RandInt(r, room)), nil)
	case 3: // point-hybrid-wrong-parity
		return enc(6|(1-byte(P.Y.Bit(0))), P.X, P.Y)
	case 4: // point-off-curve
		return enc(4, P.X, c.F.Add(P.Y, big.NewInt(1+int64(r.Intn(1000)))))
	default: // point-twist (a curve whose twist has no small factor: a no-root x)
		xs := f.twist().smallPoints()
		if len(xs) == 0 {
			return enc(2+byte(r.Intn(2)), noSqrtX(f, int64(r.Intn(1000))), nil)
		}
		return enc(2+byte(r.Intn(2)), xs[r.Intn(len(xs))], nil)
	}
}

// twistData describes the quadratic twist of a short Weierstrass family:
// E': d·y² = x³ + ax + b for a non-square d, whose points are the x with
// x³ + ax + b not a square. Its order is 2p + 2 - #E (#E = h·n), and
// smallXs are abscissas of its points of small prime order (primes below
// 2^16 dividing the order), which x-only code that skips the curve check
// lands on.
type twistData struct {
	order   *big.Int
	primes  []smallPower // the prime powers below 2^16 dividing order
	smooth  *big.Int     // their product
	smallXs []*big.Int
	f       *Family
	once    sync.Once
}

// smallPower is q^e exactly dividing the twist order.
type smallPower struct {
	q int64
	e int
}

var (
	twistMu   sync.Mutex
	twistMemo = map[string]*twistData{}
)

// twist returns the family's twist data: the order and its small prime
// factors at once (registration needs them), the points (scalar
// multiplications) on first use of smallPoints.
func (f *Family) twist() *twistData {
	twistMu.Lock()
	defer twistMu.Unlock()
	if t, ok := twistMemo[f.Name]; ok {
		return t
	}
	t := newTwist(f)
	twistMemo[f.Name] = t
	return t
}

// hasSmallTwist reports whether the twist's order has a prime factor
// below 2^16.
func (f *Family) hasSmallTwist() bool { return len(f.twist().primes) > 0 }

// smallPrimes lists the primes below 2^16 (a sieve).
var smallPrimes = sync.OnceValue(func() []int64 {
	const n = 1 << 16
	composite := make([]bool, n)
	var out []int64
	for i := 2; i < n; i++ {
		if composite[i] {
			continue
		}
		out = append(out, int64(i))
		for j := i * i; j < n; j += i {
			composite[j] = true
		}
	}
	return out
})

// modSmall returns x mod q for a small q, without allocating.
func modSmall(x *big.Int, q int64) int64 {
	var r uint64
	words := x.Bits()
	for i := len(words) - 1; i >= 0; i-- {
		w := uint64(words[i])
		// (r·2^64 + w) mod q, in two 32-bit halves (r < q < 2^16).
		r = ((r<<32 | w>>32) % uint64(q))
		r = ((r<<32 | w&0xffffffff) % uint64(q))
	}
	return int64(r)
}

func newTwist(f *Family) *twistData {
	c := f.W
	nE := new(big.Int).Mul(c.N, c.H)
	order := new(big.Int).Sub(new(big.Int).Add(new(big.Int).Lsh(f.P, 1), big.NewInt(2)), nE)
	t := &twistData{order: order, smooth: big.NewInt(1), f: f}
	rest := new(big.Int).Set(order)
	for _, q := range smallPrimes() {
		e := 0
		for modSmall(rest, q) == 0 {
			rest.Div(rest, big.NewInt(q))
			t.smooth.Mul(t.smooth, big.NewInt(q))
			e++
		}
		if e > 0 {
			t.primes = append(t.primes, smallPower{q, e})
		}
	}
	return t
}

// twistCurve returns the curve Y² = X³ + a·d²·X + b·d³ isomorphic to the
// twist (X = d·x, Y = d²·y), d the least non-square from 2, and d.
func (t *twistData) twistCurve() (*affine, func(X *big.Int) *big.Int, *big.Int) {
	c := t.f.W
	F := c.F
	d := big.NewInt(2)
	for F.IsSquare(d) {
		d.Add(d, big.NewInt(1))
	}
	a2 := F.Mul(c.A, F.Square(d))
	b2 := F.Mul(c.B, F.Exp(d, big.NewInt(3)))
	rhs := func(X *big.Int) *big.Int { return F.Add(F.Add(F.Exp(X, big.NewInt(3)), F.Mul(a2, X)), b2) }
	return &affine{F: F, a: a2}, rhs, d
}

// smallPoints returns the abscissas of one twist point of each small prime
// order, computed on first use: for q^e exactly dividing the order, a
// twist point times order/q^e has order dividing q^e; multiplied by q
// until the next multiple is at infinity, it has order q.
func (t *twistData) smallPoints() []*big.Int {
	t.once.Do(func() {
		F := t.f.W.F
		tw, rhs, d := t.twistCurve()
		dInv := F.MustInv(d)
		for _, pw := range t.primes {
			qe := new(big.Int).Exp(big.NewInt(pw.q), big.NewInt(int64(pw.e)), nil)
			cof := new(big.Int).Div(t.order, qe)
			for X := int64(1); X < 1000; X++ {
				bx := big.NewInt(X)
				Y, err := F.Sqrt(rhs(bx))
				if err != nil {
					continue
				}
				Q := tw.mul(cof, affinePt{x: bx, y: Y})
				if Q.inf {
					continue
				}
				for next := tw.mul(big.NewInt(pw.q), Q); !next.inf; next = tw.mul(big.NewInt(pw.q), Q) {
					Q = next
				}
				t.smallXs = append(t.smallXs, F.Mul(Q.x, dInv))
				break
			}
		}
	})
	return t.smallXs
}

// smallOrderX reports whether x < p is the abscissa of a twist point whose
// order divides the small part of the twist's order.
func (t *twistData) smallOrderX(x *big.Int) bool {
	F := t.f.W.F
	if len(t.primes) == 0 || x.Cmp(t.f.P) >= 0 || F.IsSquare(curveRHS(t.f.W, x)) {
		return false
	}
	tw, rhs, d := t.twistCurve()
	X := F.Mul(x, d)
	Y, err := F.Sqrt(rhs(X))
	if err != nil {
		return false
	}
	return tw.mul(t.smooth, affinePt{x: X, y: Y}).inf
}
