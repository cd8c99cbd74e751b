//go:build exhaustive

package secp256k1

import (
	"bytes"
	"encoding/hex"
	"fmt"
	"math/big"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/curvecheck/curvecheck/fast/secp256k1/field"
	"github.com/curvecheck/curvecheck/fast/secp256k1/scalar"
	"github.com/curvecheck/curvecheck/ref/weierstrass"
)

// The toy curves y² = x³ + b' over secp256k1's p (PARI/GP 2.15: ellcard
// for #E; G = (#E/q^v)·P for P the first point with x = 1, 2, … and even
// y, then multiplied by q until q·G = O, and, for q = 7 (whose 7-torsion
// is all of Z/7 × Z/7, so not every subgroup is an eigenspace of the
// endomorphism), projected onto the eigenspace of λ = 2 as φ(G) − 4·G).
// The tests check everything again with the reference except #E, which
// they check only for q | #E and Hasse's bound.
var toys = []struct {
	c     ToyCurve
	order string // #E, decimal
}{
	{toy(6, 7, 2, "976b34c28be19dbb836d83a6ff2fec4a0df28ba73fbef210a42fee9ec9a0966f", "e19f1768583ff383d20ac14967d8b00b9bdad0bd735bb1e8c4dabe7200b54b60"),
		"115792089237316195423570985008687907853941316518124263683276670604605579899084"},
	{toy(2, 13, 9, "3ad3e1ec92dc070a346a975330b12e1d929c645be56584aa88e489aa3d68746b", "ab34e4942373ed8cf787bb15bc0b9fc1f15065bc091001aa6c607f91c8520383"),
		"115792089237316195423570985008687907853702405052206223696310004874299507848991"},
	{toy(4, 199, 92, "fa7cc9a70737f2dba749dd392b4fb0693b017a7da808c2f1fb12940c9ea66c18", "8753edc5a127510c78cd436ee0c5d797b720db937f72518d301ada8c80fafa42"),
		"115792089237316195423570985008687907853508896131558604026424249738214906721757"},
}

func toy(b, q, lambda uint64, gx, gy string) ToyCurve {
	c := ToyCurve{B: b, Q: q, Lambda: lambda}
	hex.Decode(c.Gx[:], []byte(gx))
	hex.Decode(c.Gy[:], []byte(gy))
	return c
}

// toyEnv is one selected toy curve: the reference and its points k·G,
// k = 0 … q-1, by repeated addition.
type toyEnv struct {
	c   ToyCurve
	q   int
	ref *weierstrass.Curve
	pts []weierstrass.Point
	rng *rand.Rand
}

// forEachToy runs f on each toy curve (only q = 7 with -short), after
// checking the curve's facts with the reference, and logs the summary
// line with the counts f returns.
func forEachToy(t *testing.T, f func(t *testing.T, e *toyEnv) (pairs, scalarPoint int)) {
	for i, tc := range toys {
		if testing.Short() && i > 0 {
			break
		}
		c := tc.c
		t.Run(fmt.Sprintf("q=%d", c.Q), func(t *testing.T) {
			e := checkToy(t, c, tc.order)
			start := time.Now()
			pairs, sp := f(t, e)
			t.Logf("exhaustive: secp256k1 q=%d b=%d: %d point-pair cases, %d scalar-point cases, %s",
				c.Q, c.B, pairs, sp, time.Since(start).Round(10*time.Millisecond))
		})
	}
}

// checkToy checks the toy curve's facts with the reference and selects it.
func checkToy(t *testing.T, c ToyCurve, order string) *toyEnv {
	t.Helper()
	ref := c.Reference()
	q := new(big.Int).SetUint64(c.Q)
	if !q.ProbablyPrime(20) {
		t.Fatalf("q = %d is not prime", c.Q)
	}
	n, _ := new(big.Int).SetString(order, 10)
	p := ref.F.P()
	// Hasse: (#E - (p + 1))² ≤ 4p; and q | #E.
	d := new(big.Int).Sub(n, new(big.Int).Add(p, big.NewInt(1)))
	if d.Mul(d, d).Cmp(new(big.Int).Lsh(p, 2)) > 0 || new(big.Int).Mod(n, q).Sign() != 0 {
		t.Fatalf("#E = %s: outside Hasse's bound or not divisible by q", order)
	}
	G := ref.Generator()
	if G.Inf || !ref.IsOnCurve(G) || !ref.ScalarMult(q, G).Inf {
		t.Fatalf("G is not a point of order q = %d", c.Q)
	}
	// φ(G) = (β·x, y) = λ·G, with β³ = 1 ≠ β in GF(p).
	bv := feValue(&beta)
	if new(big.Int).Exp(bv, big.NewInt(3), p).Cmp(big.NewInt(1)) != 0 || bv.Cmp(big.NewInt(1)) == 0 {
		t.Fatal("β is not a primitive cube root of 1")
	}
	phi := weierstrass.Point{X: new(big.Int).Mod(new(big.Int).Mul(bv, G.X), p), Y: G.Y}
	if !ref.Equal(ref.ScalarMult(new(big.Int).SetUint64(c.Lambda), G), phi) {
		t.Fatalf("φ(G) ≠ %d·G", c.Lambda)
	}
	if err := UseToyCurve(c); err != nil {
		t.Fatal(err)
	}
	e := &toyEnv{c: c, q: int(c.Q), ref: ref, rng: rand.New(rand.NewPCG(c.Q, 18))}
	P := ref.Identity()
	for range e.q {
		e.pts = append(e.pts, P)
		P = ref.Add(P, G)
	}
	if !P.Inf {
		t.Fatal("q·G ≠ O by repeated addition")
	}
	return e
}

func (e *toyEnv) mod(k int) int { return ((k % e.q) + e.q) % e.q }

// feRand returns a random non-zero field element.
func (e *toyEnv) feRand() field.Element {
	for {
		var b [32]byte
		for i := range b {
			b[i] = byte(e.rng.Uint32())
		}
		var z field.Element
		z.SetBytesReduce(b[:])
		if z.Normalize(&z).IsZero() == 0 {
			return z
		}
	}
}

// point returns k·G from its SEC1 encoding, with a random Z (scaled)
// or Z = 1.
func (e *toyEnv) point(t *testing.T, k int, scaled bool) *Point {
	t.Helper()
	v, err := new(Point).SetBytes(e.ref.EncodeUncompressed(e.pts[k]))
	if err != nil {
		t.Fatalf("decoding %d·G: %v", k, err)
	}
	if scaled {
		z := e.feRand()
		v.x.Mul(&v.x, &z)
		v.y.Mul(&v.y, &z)
		v.z.Mul(&v.z, &z)
	}
	return v
}

// jac returns k·G in Jacobian coordinates with a random Z.
func (e *toyEnv) jac(t *testing.T, k int) jacobian {
	t.Helper()
	if k == 0 {
		var j jacobian
		return *j.setInfinity()
	}
	a := e.aff(k)
	z := e.feRand()
	var j jacobian
	var zz field.Element
	zz.Square(&z)
	j.x.Mul(&a.x, &zz)
	j.y.Mul(&a.y, zz.Mul(&zz, &z))
	j.z = z
	return j
}

// aff returns k·G as an affine point (inf for k = 0).
func (e *toyEnv) aff(k int) affine {
	P := e.pts[k]
	if P.Inf {
		return affine{inf: true}
	}
	var a affine
	a.x.SetBytes(e.ref.F.EncodeBE(P.X))
	a.y.SetBytes(e.ref.F.EncodeBE(P.Y))
	return a
}

// is reports whether v is k·G (affine coordinates against the reference).
func (e *toyEnv) is(v *Point, k int) bool {
	x, y, inf := v.CoordinatesVar()
	P := e.pts[e.mod(k)]
	if inf || P.Inf {
		return inf == P.Inf
	}
	return bytes.Equal(x[:], e.ref.F.EncodeBE(P.X)) && bytes.Equal(y[:], e.ref.F.EncodeBE(P.Y))
}

func (e *toyEnv) isJ(j *jacobian, k int) bool {
	var v Point
	return e.is(j.toPoint(&v), k)
}

func (e *toyEnv) isA(a *affine, k int) bool {
	var j jacobian
	return e.isJ(j.setAffine(a), k)
}

func sc(k int) *scalar.Scalar { return new(scalar.Scalar).SetUint64(uint64(k)) }

// TestExhaustiveGroup checks every point against every point: the
// complete projective addition, subtraction and mixed addition, the
// Jacobian additions (general, mixed, mixed with Z ratio, on the scaled
// curve), the affine bucket sum, equality; and every point: the
// doublings, negations, the endomorphism, the conversions and the SEC1
// and x-only encodings.
func TestExhaustiveGroup(t *testing.T) {
	forEachToy(t, func(t *testing.T, e *toyEnv) (int, int) {
		q := e.q
		pairs := 0
		for i := range q {
			for j := range q {
				pairs++
				pi, pj := e.point(t, i, true), e.point(t, j, j%2 == 0)
				if v := new(Point).Add(pi, pj); !e.is(v, i+j) {
					t.Fatalf("Add(%d, %d)", i, j)
				}
				if v := new(Point).Sub(pi, pj); !e.is(v, i-j) {
					t.Fatalf("Sub(%d, %d)", i, j)
				}
				if (pi.Equal(pj) == 1) != (i == j) {
					t.Fatalf("Equal(%d, %d)", i, j)
				}
				ai, aj := e.aff(i), e.aff(j)
				if j != 0 {
					if v := new(Point).addAffine(pi, &aj.x, &aj.y); !e.is(v, i+j) {
						t.Fatalf("addAffine(%d, %d)", i, j)
					}
					if v := new(Point).addAffineMethods(pi, &aj.x, &aj.y); !e.is(v, i+j) {
						t.Fatalf("addAffineMethods(%d, %d)", i, j)
					}
				}
				ji, jj := e.jac(t, i), e.jac(t, j)
				var r jacobian
				if r.addVar(&ji, &jj); !e.isJ(&r, i+j) {
					t.Fatalf("addVar(%d, %d)", i, j)
				}
				if (ji.equalVar(&jj)) != (i == j) {
					t.Fatalf("equalVar(%d, %d)", i, j)
				}
				if r.addAffineVar(&ji, &aj); !e.isJ(&r, i+j) {
					t.Fatalf("addAffineVar(%d, %d)", i, j)
				}
				var zr field.Element
				if ok := r.addAffineZRVar(&ji, &aj, &zr); !e.isJ(&r, i+j) {
					t.Fatalf("addAffineZRVar(%d, %d)", i, j)
				} else if ok != (i != 0 && j != 0 && i != j && e.mod(i+j) != 0) {
					t.Fatalf("addAffineZRVar(%d, %d) reports %v", i, j, ok)
				} else if ok {
					var z field.Element
					if z.Mul(&ji.z, &zr).Equal(&r.z) != 1 {
						t.Fatalf("addAffineZRVar(%d, %d): Z' ≠ Z·zr", i, j)
					}
				}
				if j != 0 {
					// ji on the curve scaled by s: Z/s.
					s := e.feRand()
					var si field.Element
					si.InvVar(&s)
					a := ji
					if !a.inf {
						a.z.Mul(&a.z, &si)
					}
					for _, neg := range []bool{false, true} {
						r.addUnscaledVar(&a, &aj, neg, &s)
						if !r.inf {
							r.z.Mul(&r.z, &s)
						}
						want := i + j
						if neg {
							want = i - j
						}
						if !e.isJ(&r, want) {
							t.Fatalf("addUnscaledVar(%d, ±%d)", i, j)
						}
					}
				}
				if i != 0 && j != 0 {
					a, b := ai, aj
					den, num := pairTerms(&a, &b)
					if !a.inf {
						var inv field.Element
						inv.InvVar(&den)
						pairSum(&a, &b, &num, &inv)
					}
					if !e.isA(&a, i+j) {
						t.Fatalf("pairTerms/pairSum(%d, %d)", i, j)
					}
				}
			}
		}
		e.checkPoints(t)
		return pairs, 0
	})
}

// checkPoints checks the one-point operations and encodings on every
// point.
func (e *toyEnv) checkPoints(t *testing.T) {
	q := e.q
	var js []jacobian
	var ps []*Point
	for i := range q {
		p := e.point(t, i, true)
		ps = append(ps, p)
		if v := new(Point).Double(p); !e.is(v, 2*i) {
			t.Fatalf("Double(%d)", i)
		}
		if v := new(Point).Neg(p); !e.is(v, -i) {
			t.Fatalf("Neg(%d)", i)
		}
		for n := 1; n <= 4; n++ {
			if v := new(Point).doubleTimes(p, n); !e.is(v, i<<n) {
				t.Fatalf("doubleTimes(%d, %d)", i, n)
			}
		}
		j := e.jac(t, i)
		var r jacobian
		if r.doubleVar(&j); !e.isJ(&r, 2*i) {
			t.Fatalf("doubleVar(%d)", i)
		}
		if r.neg(&j); !e.isJ(&r, -i) {
			t.Fatalf("jacobian neg(%d)", i)
		}
		if jp := jacobianFromPoint(p); !e.isJ(&jp, i) {
			t.Fatalf("jacobianFromPoint(%d)", i)
		}
		if a := j.toAffineVar(); !e.isA(&a, i) {
			t.Fatalf("toAffineVar(%d)", i)
		}
		if a := affineOfVar(p); !e.isA(&a, i) {
			t.Fatalf("affineOfVar(%d)", i)
		}
		x, y, inf := p.Coordinates()
		if x2, y2, inf2 := p.CoordinatesVar(); x != x2 || y != y2 || (inf == 1) != inf2 {
			t.Fatalf("Coordinates(%d) ≠ CoordinatesVar", i)
		}
		P := e.pts[i]
		if !bytes.Equal(p.BytesCompressed(), e.ref.EncodeCompressed(P)) || !bytes.Equal(p.Bytes(), e.ref.EncodeUncompressed(P)) {
			t.Fatalf("SEC1 encoding of %d·G", i)
		}
		for _, enc := range [][]byte{p.BytesCompressed(), p.Bytes()} {
			if v, err := new(Point).SetBytes(enc); err != nil || !e.is(v, i) {
				t.Fatalf("SEC1 round trip of %d·G (%x): %v", i, enc, err)
			}
		}
		bx, err := p.BytesX()
		if i == 0 {
			if err == nil {
				t.Fatal("BytesX of the identity")
			}
			js = append(js, j)
			continue
		}
		if err != nil || !bytes.Equal(bx, e.ref.F.EncodeBE(P.X)) || !p.HasXVar((*[32]byte)(bx)) {
			t.Fatalf("BytesX/HasXVar(%d): %v", i, err)
		}
		want := i
		if P.Y.Bit(0) == 1 {
			want = -i
		}
		if v, err := new(Point).SetX(bx); err != nil || !e.is(v, want) {
			t.Fatalf("SetX(x(%d·G)): %v", i, err)
		}
		a, l := e.aff(i), affine{}
		if l.mulLambda(&a); !e.isA(&l, int(e.c.Lambda)*i) {
			t.Fatalf("mulLambda(%d)", i)
		}
		js = append(js, j)
	}
	// The batch conversions, on every finite point at once.
	out := make([]affine, q-1)
	batchAffineVar(out, js[1:])
	for i := range out {
		if !e.isA(&out[i], i+1) {
			t.Fatalf("batchAffineVar entry %d", i+1)
		}
	}
	xs := make([][32]byte, q)
	inf := make([]bool, q)
	XsVar(xs, inf, ps)
	for i := range q {
		if inf[i] != (i == 0) || (i != 0 && !bytes.Equal(xs[i][:], e.ref.F.EncodeBE(e.pts[i].X))) {
			t.Fatalf("XsVar entry %d", i)
		}
	}
}

// scalars returns every scalar 0 … q-1 and, after them, full-width
// random 32- and 64-byte strings reduced, with their values mod q.
func (e *toyEnv) scalars(random int) ([]*scalar.Scalar, []int) {
	var ks []*scalar.Scalar
	var vs []int
	for k := range e.q {
		ks, vs = append(ks, sc(k)), append(vs, k)
	}
	q := big.NewInt(int64(e.q))
	for i := range random {
		b := make([]byte, 32+32*(i%2))
		for j := range b {
			b[j] = byte(e.rng.Uint32())
		}
		s := new(scalar.Scalar)
		if len(b) == 32 {
			s.SetBytesReduce(b)
		} else {
			s.SetWideBytes(b)
		}
		ks = append(ks, s)
		vs = append(vs, int(new(big.Int).Mod(new(big.Int).SetBytes(b), q).Int64()))
	}
	return ks, vs
}

// TestExhaustiveScalarMult checks every scalar (and reduced full-width
// ones) in the generator multiplications (the blinded constant-time comb
// with several blindings, ScalarBaseMultVar), the constant-time and Var
// multiplications of every point (with Z = 1 and with a random Z: both
// table paths, GLV, the scaled-curve tables), the double-scalar path for
// every pair (a, b) and a few points, and the multi-scalar paths (Straus
// constant-time and Var, Pippenger, with and without G) for every pair
// at n = 2 and for random inputs at n = 3, 8 and 45.
func TestExhaustiveScalarMult(t *testing.T) {
	forEachToy(t, func(t *testing.T, e *toyEnv) (int, int) {
		q := e.q
		ks, vs := e.scalars(16)
		cases := 0
		var bms []*BaseMultiplier
		for range 3 {
			bm, err := NewBaseMultiplier(e.rng2())
			if err != nil {
				t.Fatal(err)
			}
			bms = append(bms, bm)
		}
		for n, k := range ks {
			cases++
			if v := new(Point).ScalarBaseMult(k); !e.is(v, vs[n]) {
				t.Fatalf("ScalarBaseMult(%d)", vs[n])
			}
			for b, bm := range bms {
				if v := bm.ScalarBaseMult(new(Point), k); !e.is(v, vs[n]) {
					t.Fatalf("ScalarBaseMult(%d) with blinding %d", vs[n], b)
				}
			}
			if v := new(Point).ScalarBaseMultVar(k); !e.is(v, vs[n]) {
				t.Fatalf("ScalarBaseMultVar(%d)", vs[n])
			}
			for i := range q {
				for _, scaled := range []bool{false, true} {
					cases++
					p := e.point(t, i, scaled)
					if v := new(Point).ScalarMult(k, p); !e.is(v, vs[n]*i) {
						t.Fatalf("ScalarMult(%d, %d·G), scaled %v", vs[n], i, scaled)
					}
					if v := new(Point).ScalarMultVar(k, p); !e.is(v, vs[n]*i) {
						t.Fatalf("ScalarMultVar(%d, %d·G), scaled %v", vs[n], i, scaled)
					}
				}
			}
		}
		// a·P + b·G for every pair, P ∈ {O, G, 2G, (q-1)G} (Z = 1 and not).
		for _, i := range []int{0, 1, 2, q - 1} {
			p := e.point(t, i, i == 2)
			for a := range q {
				for b := range q {
					cases++
					if v := new(Point).DoubleScalarMultBaseVar(sc(a), p, sc(b)); !e.is(v, a*i+b) {
						t.Fatalf("DoubleScalarMultBaseVar(%d, %d·G, %d)", a, i, b)
					}
				}
			}
		}
		// n = 2, every pair of scalars.
		for _, pq := range [][2]int{{1, 2}, {3, q - 1}, {0, 5}} {
			ps := []*Point{e.point(t, pq[0], true), e.point(t, pq[1], false)}
			for a := range q {
				for b := range q {
					cases++
					want := a*pq[0] + b*pq[1]
					e.checkMSM(t, []*scalar.Scalar{sc(a), sc(b)}, ps, want, (a+b)%q)
				}
			}
		}
		// Larger n: random points and scalars.
		for _, n := range []int{3, 8, 45} {
			for range 8 {
				cases++
				var sks []*scalar.Scalar
				var ps []*Point
				want := 0
				for range n {
					k, i := e.rng.IntN(q), e.rng.IntN(q)
					sks = append(sks, sc(k))
					ps = append(ps, e.point(t, i, e.rng.IntN(2) == 0))
					want += k * i
				}
				e.checkMSM(t, sks, ps, want, e.rng.IntN(q))
			}
		}
		return 0, cases
	})
}

// checkMSM checks every multi-scalar path on Σ ks[i]·ps[i] = want·G, and
// with c·G added.
func (e *toyEnv) checkMSM(t *testing.T, ks []*scalar.Scalar, ps []*Point, want, c int) {
	t.Helper()
	if v, err := new(Point).MultiScalarMult(ks, ps); err != nil || !e.is(v, want) {
		t.Fatalf("MultiScalarMult (n = %d, want %d·G): %v", len(ks), want, err)
	}
	if v, err := new(Point).MultiScalarMultVar(ks, ps); err != nil || !e.is(v, want) {
		t.Fatalf("MultiScalarMultVar (n = %d, want %d·G): %v", len(ks), want, err)
	}
	for _, pip := range []bool{false, true} {
		if v := new(Point).multiScalarMultVarWith(pip, ks, ps); !e.is(v, want) {
			t.Fatalf("multiScalarMultVarWith(pippenger %v, n = %d, want %d·G)", pip, len(ks), want)
		}
	}
	if v, err := new(Point).MultiScalarMultBaseVar(sc(c), ks, ps); err != nil || !e.is(v, want+c) {
		t.Fatalf("MultiScalarMultBaseVar (n = %d, want %d·G): %v", len(ks), want+c, err)
	}
}

// rng2 is a reader of the test's random source (blinding values).
func (e *toyEnv) rng2() *rngReader { return &rngReader{e.rng} }

type rngReader struct{ r *rand.Rand }

func (r *rngReader) Read(b []byte) (int, error) {
	for i := range b {
		b[i] = byte(r.r.Uint32())
	}
	return len(b), nil
}

// xModQ returns the affine x of v mod q, and false for the identity.
func (e *toyEnv) xModQ(v *Point) (int, bool) {
	x, _, inf := v.CoordinatesVar()
	if inf {
		return 0, false
	}
	return int(new(big.Int).Mod(new(big.Int).SetBytes(x[:]), big.NewInt(int64(e.q))).Int64()), true
}

// TestExhaustiveSignatures checks the ECDSA and BIP-340 equations on the
// toy group, with the package's multiplications on both sides: for
// private keys d, nonces k and message scalars m (every triple for q ≤ 13;
// every (d, k) and 3 values of m for q = 199), the ECDSA signature
// r = x(k·G) mod q, s = (m + r·d)/k is accepted by the verification
// equation x(m/s·G + r/s·P) mod q = r (DoubleScalarMultBaseVar), and
// the BIP-340 signature (d, k negated to even y; s = k + m·d, m the
// challenge) by s·G − m·P = R with even y. Not done on the toy group:
// the ecdsa and schnorr packages' byte-level Sign and Verify (RFC 6979
// nonces, tagged hashes and the r + n candidate of XIsScalarVar assume n).
func TestExhaustiveSignatures(t *testing.T) {
	forEachToy(t, func(t *testing.T, e *toyEnv) (int, int) {
		q := e.q
		ms := make([]int, q)
		for i := range ms {
			ms[i] = i
		}
		if q > 13 {
			ms = []int{0, 1, e.rng.IntN(q)}
		}
		pub := make([]*Point, q)
		for d := 1; d < q; d++ {
			pub[d] = new(Point).ScalarBaseMult(sc(d))
		}
		cases := 0
		for d := 1; d < q; d++ {
			P := pub[d]
			// BIP-340: the key with even y.
			dEven, PEven := d, P
			if _, y, _ := P.CoordinatesVar(); y[31]&1 == 1 {
				dEven = q - d
				PEven = new(Point).Neg(P)
			}
			for k := 1; k < q; k++ {
				R := pub[k]
				r, _ := e.xModQ(R)
				kEven := k
				if _, y, _ := R.CoordinatesVar(); y[31]&1 == 1 {
					kEven = q - k
				}
				for _, m := range ms {
					cases++
					// ECDSA.
					s := new(scalar.Scalar).Mul(sc(r), sc(d))
					s.Add(s, sc(m)).Mul(s, new(scalar.Scalar).Inv(sc(k)))
					if r != 0 && s.IsZero() == 0 {
						w := new(scalar.Scalar).InvVar(s)
						u1 := new(scalar.Scalar).Mul(sc(m), w)
						u2 := new(scalar.Scalar).Mul(sc(r), w)
						v := new(Point).DoubleScalarMultBaseVar(u2, P, u1)
						if x, ok := e.xModQ(v); !ok || x != r {
							t.Fatalf("ECDSA d=%d k=%d m=%d: verification fails", d, k, m)
						}
					}
					// BIP-340.
					s2 := new(scalar.Scalar).Mul(sc(m), sc(dEven))
					s2.Add(s2, sc(kEven))
					v := new(Point).DoubleScalarMultBaseVar(new(scalar.Scalar).Neg(sc(m)), PEven, s2)
					rx, ry, _ := R.CoordinatesVar()
					vx, vy, inf := v.CoordinatesVar()
					if inf || vy[31]&1 == 1 || vx != rx || (ry[31]&1 == 0) != (kEven == k) {
						t.Fatalf("BIP-340 d=%d k=%d m=%d: verification fails", d, k, m)
					}
				}
			}
		}
		return 0, cases
	})
}

// TestExhaustiveTableMutation corrupts one entry of each precomputed
// table (one that the toy scalars read) and checks that the exhaustive
// comparison of the multiplication reading it fails.
func TestExhaustiveTableMutation(t *testing.T) {
	forEachToy(t, func(t *testing.T, e *toyEnv) (int, int) {
		cases := 0
		for _, name := range []string{"comb", "combVar", "g"} {
			CorruptTableForTest(name)
			caught := false
			for k := range e.q {
				cases++
				var v *Point
				switch name {
				case "comb":
					v = new(Point).ScalarBaseMult(sc(k))
				case "combVar":
					v = new(Point).ScalarBaseMultVar(sc(k))
				case "g":
					v = new(Point).DoubleScalarMultBaseVar(sc(0), NewIdentity(), sc(k))
				}
				if !e.is(v, k) {
					caught = true
					break
				}
			}
			if !caught {
				t.Errorf("a corrupted %s table entry went unnoticed", name)
			}
			if err := UseToyCurve(e.c); err != nil {
				t.Fatal(err)
			}
		}
		return 0, cases
	})
}
