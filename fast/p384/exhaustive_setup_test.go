//go:build exhaustive

package p384

import (
	"fmt"
	"math/big"
	"math/rand"
	"runtime"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/curvecheck/curvecheck/fast/p384/field"
	"github.com/curvecheck/curvecheck/ref/weierstrass"
)

// The exhaustive suite (go test -tags exhaustive -run '^TestExhaustive'):
// the package's group code on the toy curve of exhaustive.go, every
// result compared with the reference group (ref/weierstrass) on the same
// curve. Points are named by their index i in the cyclic group of order
// q = 241: point i is i·G, computed once by repeated reference
// additions (TestExhaustiveReference holds the index arithmetic to the
// reference's own addition and scalar multiplication). -short runs the
// subset each test's comment names.

const q = ExhaustiveOrder

// toy is the reference side of the suite, built once.
type toy struct {
	c      *weierstrass.Curve
	pts    [q]weierstrass.Point // pts[i] = i·G
	ax, ay [q]field.Element     // affine coordinates of pts[i], i ≥ 1
}

var toyOnce = sync.OnceValues(func() (*toy, error) {
	UseExhaustiveCurve()
	c := ExhaustiveCurve()
	t := &toy{c: c}
	G := c.Generator()
	t.pts[0] = c.Identity()
	for i := 1; i < q; i++ {
		t.pts[i] = c.Add(t.pts[i-1], G)
		if t.pts[i].Inf {
			return nil, fmt.Errorf("%d·G is the point at infinity", i)
		}
		t.ax[i] = fe(c, t.pts[i].X)
		t.ay[i] = fe(c, t.pts[i].Y)
	}
	if !c.Add(t.pts[q-1], G).Inf {
		return nil, fmt.Errorf("%d·G is not the point at infinity", q)
	}
	return t, nil
})

// setup selects the toy curve and returns the reference side.
func setup(t *testing.T) *toy {
	t.Helper()
	x, err := toyOnce()
	if err != nil {
		t.Fatal(err)
	}
	return x
}

func fe(c *weierstrass.Curve, v *big.Int) field.Element {
	e, err := new(field.Element).SetBytes(c.F.EncodeBE(v))
	if err != nil {
		panic(err)
	}
	return *e
}

func mod(i int) int { return ((i % q) + q) % q }

// randElement returns a uniform non-zero field element.
func randElement(r *rand.Rand) field.Element {
	for {
		var b [48]byte
		r.Read(b[:])
		e, err := new(field.Element).SetBytesReduce(b[:])
		if err == nil && e.IsZero() == 0 {
			return *e
		}
	}
}

// point returns point i in projective coordinates scaled by a random
// non-zero λ: (λx : λy : λ), or (0 : λ : 0) for i = 0.
func (x *toy) point(i int, r *rand.Rand) *Point {
	l := randElement(r)
	p := &Point{}
	if i == 0 {
		p.y = l
		return p
	}
	p.x.Mul(&x.ax[i], &l)
	p.y.Mul(&x.ay[i], &l)
	p.z = l
	return p
}

// jacPoint returns point i in Jacobian coordinates with a random Z.
func (x *toy) jacPoint(i int, r *rand.Rand) *jac {
	if i == 0 {
		return &jac{inf: true}
	}
	j := &jac{z: randElement(r)}
	var zz field.Element
	zz.Square(&j.z)
	j.x.Mul(&x.ax[i], &zz)
	j.y.Mul(&x.ay[i], zz.Mul(&zz, &j.z))
	return j
}

// accPoint returns point i as a jacAcc with a random Z, (1, 1, 0) for
// i = 0.
func (x *toy) accPoint(i int, r *rand.Rand) *jacAcc {
	a := &jacAcc{}
	if i == 0 {
		a.setInfinity()
		return a
	}
	j := x.jacPoint(i, r)
	a.x, a.y, a.z = j.x, j.y, j.z
	return a
}

// is reports whether the projective p is point i: X = x·Z and Y = y·Z
// with Z ≠ 0, or X = Z = 0 and Y ≠ 0 for the point at infinity. It uses
// the field's products only, not the group code's Equal.
func (x *toy) is(p *Point, i int) bool {
	i = mod(i)
	if i == 0 {
		return p.z.IsZero() == 1 && p.x.IsZero() == 1 && p.y.IsZero() == 0
	}
	var t field.Element
	return p.z.IsZero() == 0 && t.Mul(&x.ax[i], &p.z).Equal(&p.x) == 1 && t.Mul(&x.ay[i], &p.z).Equal(&p.y) == 1
}

// isJac reports whether the Jacobian (x, y, z) with flag inf is point i:
// X = x·Z², Y = y·Z³, Z ≠ 0.
func (x *toy) isJac(X, Y, Z *field.Element, inf bool, i int) bool {
	i = mod(i)
	if i == 0 {
		return inf
	}
	if inf || Z.IsZero() == 1 {
		return false
	}
	var zz, t field.Element
	zz.Square(Z)
	if t.Mul(&x.ax[i], &zz).Equal(X) != 1 {
		return false
	}
	return t.Mul(&x.ay[i], zz.Mul(&zz, Z)).Equal(Y) == 1
}

// isAcc reports whether the jacAcc a is point i, the point at infinity
// being exactly (1, 1, 0).
func (x *toy) isAcc(a *jacAcc, i int) bool {
	if mod(i) == 0 {
		var one field.Element
		one.One()
		return a.z.IsZero() == 1 && a.x.Equal(&one) == 1 && a.y.Equal(&one) == 1
	}
	return x.isJac(&a.x, &a.y, &a.z, a.z.IsZero() == 1, i)
}

// failures collects the first failures of a test that may run on
// several goroutines, and counts all of them.
type failures struct {
	mu    sync.Mutex
	first []string
	n     atomic.Int64
}

func (f *failures) add(format string, args ...any) {
	if f.n.Add(1) > 10 {
		return
	}
	f.mu.Lock()
	f.first = append(f.first, fmt.Sprintf(format, args...))
	f.mu.Unlock()
}

// report fails t with the collected failures.
func (f *failures) report(t *testing.T) {
	t.Helper()
	for _, s := range f.first {
		t.Error(s)
	}
	if n := f.n.Load(); n > 0 {
		t.Errorf("%d failures", n)
	}
}

// parallel runs f(r, i) for i in [0, n) on GOMAXPROCS goroutines, each
// with its own random source (seeded from seed and the goroutine).
func parallel(n int, seed int64, f func(r *rand.Rand, i int)) {
	w := runtime.GOMAXPROCS(0)
	var next atomic.Int64
	var wg sync.WaitGroup
	for g := range w {
		wg.Add(1)
		go func() {
			defer wg.Done()
			r := rand.New(rand.NewSource(seed*1000 + int64(g)))
			for {
				i := int(next.Add(1) - 1)
				if i >= n {
					return
				}
				f(r, i)
			}
		}()
	}
	wg.Wait()
}

// logCases prints the summary line of an exhaustive test.
func logCases(t *testing.T, pairs, scalars int64, start time.Time) {
	t.Helper()
	t.Logf("exhaustive: p384 q=%d b=%d: %d point-pair cases, %d scalar-point cases, %v",
		q, ExhaustiveB, pairs, scalars, time.Since(start).Round(time.Millisecond))
}

// scalarBytes returns k as 48 big-endian bytes (0 ≤ k < 2^384).
func scalarBytes(k *big.Int) []byte { return k.FillBytes(make([]byte, 48)) }

func small(k int) []byte { return scalarBytes(big.NewInt(int64(k))) }

// wideScalars returns n full-width scalars: the structured ones (2^384 -
// 1, every base-32 window 15, 16, 17 or 31, which sit at the recoding's
// edges, 2^383) and uniform 48-byte strings.
func wideScalars(r *rand.Rand, n int) []*big.Int {
	one := big.NewInt(1)
	out := []*big.Int{new(big.Int).Sub(new(big.Int).Lsh(one, 384), one), new(big.Int).Lsh(one, 383)}
	for _, w := range []int64{15, 16, 17, 31} {
		x := new(big.Int)
		for range 76 {
			x.Lsh(x, 5).Add(x, big.NewInt(w))
		}
		out = append(out, x)
	}
	for len(out) < n {
		var b [48]byte
		r.Read(b[:])
		out = append(out, new(big.Int).SetBytes(b[:]))
	}
	return out
}

// modQ returns k mod q.
func modQ(k *big.Int) int { return int(new(big.Int).Mod(k, big.NewInt(q)).Int64()) }
