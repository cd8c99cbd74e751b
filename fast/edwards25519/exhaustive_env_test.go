//go:build exhaustive

package edwards25519

import (
	"math/big"
	"math/rand"
	"testing"

	"github.com/curvecheck/curvecheck/fast/edwards25519/field"
	"github.com/curvecheck/curvecheck/fast/edwards25519/scalar"
	refedwards "github.com/curvecheck/curvecheck/ref/edwards"
)

// toyEnv is a selected toy curve with its points S = {i·T + k·B} for
// 0 ≤ i < 2^e and 0 ≤ k < q (the whole subgroup of order 2^e·q that T and B
// generate), computed by the reference by repeated addition. A point of S
// is named by its index pair; the group law on S is addition of indices,
// so every expected value is a table entry, computed once by ref/edwards.
type toyEnv struct {
	c      *ToyCurve
	rc     *refedwards.Curve
	q, tw  int                  // q and 2^e
	n      *big.Int             // the scalar modulus N (a multiple of q)
	ref    [][]refedwards.Point // ref[i][k] = i·T + k·B
	points [][]Point            // the same points, each with a random Z
}

// selectToy selects c for the test and builds its environment; the
// previous curve comes back at the end of the test.
func selectToy(t *testing.T, c *ToyCurve, rnd *rand.Rand) *toyEnv {
	t.Helper()
	t.Cleanup(SelectToy(c))
	env := &toyEnv{c: c, rc: refToy(c), q: int(c.Q), tw: 1 << c.TwoPower, n: scalar.Modulus()}
	rc := env.rc
	T := refedwards.Point{X: decimal(c.Tx), Y: decimal(c.Ty)}
	B := rc.Base()
	env.ref = make([][]refedwards.Point, env.tw)
	env.points = make([][]Point, env.tw)
	row := rc.Identity()
	for i := range env.ref {
		env.ref[i] = make([]refedwards.Point, env.q)
		env.points[i] = make([]Point, env.q)
		P := row
		for k := range env.ref[i] {
			env.ref[i][k] = P
			env.points[i][k] = fastPoint(P, rnd)
			P = rc.Add(P, B)
		}
		row = rc.Add(row, T)
	}
	if !rc.IsIdentity(row) || !rc.IsIdentity(rc.ScalarMult(big.NewInt(int64(env.q)), B)) {
		t.Fatal("T or B does not have the stated order")
	}
	return env
}

// fastPoint returns P as (λx : λy : λ : λxy) for a random λ ≠ 0.
func fastPoint(P refedwards.Point, rnd *rand.Rand) Point {
	var lambda field.Element
	b := make([]byte, 32)
	for {
		rnd.Read(b)
		lambda.SetBytesReduce(b)
		if lambda.Equal(&fieldZero) == 0 {
			break
		}
	}
	x, y := decimalElement(P.X.String()), decimalElement(P.Y.String())
	var p Point
	p.x.Mul(&x, &lambda)
	p.y.Mul(&y, &lambda)
	p.z.Set(&lambda)
	p.t.Mul(&p.x, &y)
	return p
}

// idx is a point of S by its indices.
type idx struct{ i, k int }

func (e *toyEnv) norm(i, k int) idx {
	i %= e.tw
	if i < 0 {
		i += e.tw
	}
	k %= e.q
	if k < 0 {
		k += e.q
	}
	return idx{i, k}
}

func (e *toyEnv) add(a, b idx) idx { return e.norm(a.i+b.i, a.k+b.k) }
func (e *toyEnv) sub(a, b idx) idx { return e.norm(a.i-b.i, a.k-b.k) }

// mul returns v·a for an integer v (not reduced: the torsion part sees
// v mod 2^e, the rest v mod q).
func (e *toyEnv) mul(v *big.Int, a idx) idx {
	vi := int(new(big.Int).Mod(v, big.NewInt(int64(e.tw))).Int64())
	vk := int(new(big.Int).Mod(v, big.NewInt(int64(e.q))).Int64())
	return e.norm(vi*a.i, vk*a.k)
}

func (e *toyEnv) point(a idx) *Point { return &e.points[a.i][a.k] }

// is reports whether p is the point a of S: Z ≠ 0, T·Z = X·Y (the
// extended coordinates are consistent), and X/Z, Y/Z those of a (Equal,
// itself checked against the indices on every pair).
func (e *toyEnv) is(p *Point, a idx) bool {
	var l, r field.Element
	if p.z.Equal(&fieldZero) == 1 || l.Mul(&p.t, &p.z).Equal(r.Mul(&p.x, &p.y)) == 0 {
		return false
	}
	return p.Equal(e.point(a)) == 1
}

// isProj is is for a projective (X : Y : Z).
func (e *toyEnv) isProj(p *proj, a idx) bool {
	if p.z.Equal(&fieldZero) == 1 {
		return false
	}
	pt := Point{x: p.x, y: p.y, z: p.z}
	return pt.Equal(e.point(a)) == 1
}

// scalarOf returns the scalar with representative v (< N).
func scalarOf(t *testing.T, v *big.Int) *scalar.Scalar {
	var b [32]byte
	v.FillBytes(b[:])
	for i, j := 0, 31; i < j; i, j = i+1, j-1 {
		b[i], b[j] = b[j], b[i]
	}
	s, err := new(scalar.Scalar).SetBytes(b[:])
	if err != nil {
		t.Fatalf("representative %v rejected: %v", v, err)
	}
	return s
}

// reps returns representatives of the residue s mod q below N: s itself,
// a full-width one s + q·m for a random m, and the largest, N - q + s.
func (e *toyEnv) reps(s int, rnd *rand.Rand) []*big.Int {
	q := big.NewInt(int64(e.q))
	m := new(big.Int).Rand(rnd, new(big.Int).Quo(e.n, q))
	wide := new(big.Int).Add(big.NewInt(int64(s)), m.Mul(m, q))
	top := new(big.Int).Add(new(big.Int).Sub(e.n, q), big.NewInt(int64(s)))
	return []*big.Int{big.NewInt(int64(s)), wide, top}
}

// rep returns one representative of s mod q, of kind 0 (small), 1 (wide)
// or 2 (top).
func (e *toyEnv) rep(s, kind int, rnd *rand.Rand) *big.Int { return e.reps(s, rnd)[kind%3] }

// allPoints lists S.
func (e *toyEnv) allPoints() []idx {
	var out []idx
	for i := 0; i < e.tw; i++ {
		for k := 0; k < e.q; k++ {
			out = append(out, idx{i, k})
		}
	}
	return out
}

// somePoints returns S when it has at most allMax points, else the
// identity, T, B, T + B, -B, 2^(e-1)·T, and random points up to n.
func (e *toyEnv) somePoints(allMax, n int, rnd *rand.Rand) []idx {
	if e.tw*e.q <= allMax {
		return e.allPoints()
	}
	out := []idx{{0, 0}, {1, 0}, {0, 1}, {1, 1}, {0, e.q - 1}, {e.tw / 2, 0}}
	for len(out) < n {
		out = append(out, idx{rnd.Intn(e.tw), rnd.Intn(e.q)})
	}
	return out
}
