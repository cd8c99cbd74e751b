package constants

import (
	"errors"
	"fmt"
	"math/big"
	"sync"

	"github.com/curvecheck/curvecheck/assurance/claim"
	"github.com/curvecheck/curvecheck/fast/edwards25519"
	"github.com/curvecheck/curvecheck/fast/p384"
	"github.com/curvecheck/curvecheck/fast/secp256k1"
	"github.com/curvecheck/curvecheck/ref/edwards"
	"github.com/curvecheck/curvecheck/ref/weierstrass"
)

// The tables are regenerated here from their definitions with the
// reference's math/big group law (ref/weierstrass, ref/edwards), by walks
// of our own (a Gray-code order over the comb patterns), never by the
// generators under internal/ nor by fast code, and compared value by
// value with what ships (the embedded files, or the entries the fast code
// computed).

// coords flattens affine points to x0, y0, x1, y1, ….
func coords(ps []weierstrass.Point) ([]*big.Int, error) {
	out := make([]*big.Int, 0, 2*len(ps))
	for _, P := range ps {
		if P.Inf {
			return nil, errors.New("a table entry is the point at infinity")
		}
		out = append(out, P.X, P.Y)
	}
	return out, nil
}

// splitCoords reads size-byte big-endian x ‖ y entries.
func splitCoords(b []byte, size int) ([]*big.Int, error) {
	if len(b)%(2*size) != 0 {
		return nil, fmt.Errorf("table of %d bytes is not made of %d-byte entries", len(b), 2*size)
	}
	out := make([]*big.Int, 0, len(b)/size)
	for i := 0; i < len(b); i += size {
		out = append(out, new(big.Int).SetBytes(b[i:i+size]))
	}
	return out, nil
}

// combEntries regenerates a signed-digit comb table: for block b and
// pattern m with its top tooth set (stored at m − 2^(T−1)), the point
// (Σ_t (2·m_t − 1)·2^((b·T + t)·S))·H with H = ((n + 1)/2)·G.
func combEntries(blocks, teeth, spacing int) []weierstrass.Point {
	c := weierstrass.Secp256k1
	half := new(big.Int).Rsh(new(big.Int).Add(c.N, bi(1)), 1)
	tooth := c.ScalarBaseMult(half) // 2^(b·T·S + t·S)·H, advanced below
	half2 := 1 << (teeth - 1)
	out := make([]weierstrass.Point, blocks*half2)
	for b := 0; b < blocks; b++ {
		twice := make([]weierstrass.Point, teeth)
		start := c.Identity() // pattern 2^(T−1): −Σ teeth + 2·top
		for t := 0; t < teeth; t++ {
			start = c.Add(start, c.Neg(tooth))
			twice[t] = c.Double(tooth)
			for range spacing {
				tooth = c.Double(tooth)
			}
		}
		cur := c.Add(start, twice[teeth-1])
		out[b*half2] = cur
		for i := 1; i < half2; i++ {
			g, prev := i^(i>>1), (i-1)^((i-1)>>1)
			j := 0
			for (g^prev)>>j != 1 {
				j++
			}
			if g>>j&1 == 1 {
				cur = c.Add(cur, twice[j])
			} else {
				cur = c.Add(cur, c.Neg(twice[j]))
			}
			out[b*half2+g] = cur
		}
	}
	return out
}

// oddMultiples regenerates (2i + 1)·2^shift·G for i < count.
func oddMultiples(shift uint, count int) []weierstrass.Point {
	c := weierstrass.Secp256k1
	base := c.ScalarBaseMult(pow2(shift))
	two := c.Double(base)
	out := make([]weierstrass.Point, count)
	P := base
	for i := range out {
		out[i] = P
		P = c.Add(P, two)
	}
	return out
}

// p384Windows regenerates j·32^i·G for i < positions, j = 1 … multiples.
func p384Windows(positions, multiples, window int) []weierstrass.Point {
	c := weierstrass.P384
	var out []weierstrass.Point
	base := c.Generator()
	for range positions {
		acc := base
		for j := 1; j <= multiples; j++ {
			out = append(out, acc)
			acc = c.Add(acc, base)
		}
		for range window {
			base = c.Double(base)
		}
	}
	return out
}

// edTables regenerates fast/edwards25519's base tables as (y + x, y − x,
// 2d·x·y): k·256^j·B for j < 32, k = 1 … 8, then (2i + 1)·B for i < 64.
func edTables() []*big.Int {
	c := edwards.Edwards25519
	p := p25519
	var out []*big.Int
	put := func(P edwards.Point) {
		out = append(out, mod(sum(P.Y, P.X), p), mod(new(big.Int).Sub(P.Y, P.X), p), mulm(p, bi(2), d25519, P.X, P.Y))
	}
	base := c.Base()
	for range 32 {
		acc := base
		for k := 1; k <= 8; k++ {
			put(acc)
			acc = c.Add(acc, base)
		}
		base = c.ScalarMult(bi(256), base)
	}
	B, two := c.Base(), c.Double(c.Base())
	for range 64 {
		put(B)
		B = c.Add(B, two)
	}
	return out
}

// regenerated caches each table's regeneration (it depends on nothing the
// checks alter).
var regenerated = struct {
	sync.Mutex
	m map[string][]*big.Int
}{m: map[string][]*big.Int{}}

func cached(key string, gen func() ([]*big.Int, error)) ([]*big.Int, error) {
	regenerated.Lock()
	defer regenerated.Unlock()
	if v, ok := regenerated.m[key]; ok {
		return v, nil
	}
	v, err := gen()
	if err != nil {
		return nil, err
	}
	regenerated.m[key] = v
	return v, nil
}

// compareTable checks got against the regenerated values, entry by entry.
func compareTable(name string, got, regen []*big.Int, perEntry int) error {
	if len(got) != len(regen) {
		return fmt.Errorf("%s has %d values, its definition %d", name, len(got), len(regen))
	}
	for i := range got {
		if got[i].Cmp(regen[i]) != 0 {
			return fmt.Errorf("%s: entry %d (value %d) differs from its definition", name, i/perEntry, i%perEntry)
		}
	}
	return nil
}

func sampleOf(n int) []int { return []int{0, 1, n / 2, n - 2, n - 1} }

func tableFacts() []fact {
	lay := secp256k1.TableLayout()
	k1 := func(file, statement, key string, gen func() []weierstrass.Point, entries int) fact {
		return fact{
			id: "table/secp256k1/" + key, statement: statement, method: claim.Regenerated,
			source: "SEC 2 v2 §2.4.1 (G, n); Hamburg 2012 / libsecp256k1 ecmult_gen (signed-digit comb); Möller 2001 (wNAF odd multiples)",
			where:  []string{"fast/secp256k1/tables/" + file, "fast/secp256k1/tables.go " + key + "Bin"},
			vals: func() ([]*big.Int, error) {
				b, ok := secp256k1.TableFiles()[file]
				if !ok {
					return nil, fmt.Errorf("no table %s", file)
				}
				return splitCoords(b, 32)
			},
			prop: func(v []*big.Int) error {
				regen, err := cached(key, func() ([]*big.Int, error) { return coords(gen()) })
				if err != nil {
					return err
				}
				return compareTable(file, v, regen, 2)
			},
			sample: sampleOf(2 * entries),
		}
	}
	cb, ct, cs := lay["combBlocks"], lay["combTeeth"], lay["combSpacing"]
	vb, vt := lay["combVarBlocks"], lay["combVarTeeth"]
	gn := 1 << (lay["gWindow"] - 2)
	pb, pos, mult, win := p384.TableFile()
	return []fact{
		k1("comb.bin", fmt.Sprintf("comb.bin holds, for %d blocks of %d teeth spaced %d, each pattern m with its top tooth set: (Σ_t (2m_t − 1)·2^((b·T + t)·S))·(G/2), G/2 = ((n + 1)/2)·G", cb, ct, cs),
			"comb", func() []weierstrass.Point { return combEntries(cb, ct, cs) }, cb<<(ct-1)),
		k1("comb_var.bin", fmt.Sprintf("comb_var.bin is the same comb for %d blocks of %d adjacent teeth", vb, vt),
			"combVar", func() []weierstrass.Point { return combEntries(vb, vt, 1) }, vb<<(vt-1)),
		k1("g_odd.bin", fmt.Sprintf("g_odd.bin holds (2i + 1)·G for i < %d", gn),
			"gOdd", func() []weierstrass.Point { return oddMultiples(0, gn) }, gn),
		k1("g128_odd.bin", fmt.Sprintf("g128_odd.bin holds (2i + 1)·2^128·G for i < %d", gn),
			"g128Odd", func() []weierstrass.Point { return oddMultiples(128, gn) }, gn),
		{
			id:        "table/p384/g_windows",
			statement: fmt.Sprintf("g_windows.bin holds j·32^i·G for i < %d, j = 1 … %d (48-byte x ‖ y)", pos, mult),
			method:    claim.Regenerated, source: "SEC 2 v2 §2.5.1 (G); fixed-window base multiplication",
			where: []string{"fast/p384/tables/g_windows.bin", "fast/p384/tables.go gWindowsFile"},
			vals:  func() ([]*big.Int, error) { return splitCoords(pb, 48) },
			prop: func(v []*big.Int) error {
				if 1<<win != 2*mult {
					return errors.New("window and multiples disagree")
				}
				regen, err := cached("p384", func() ([]*big.Int, error) { return coords(p384Windows(pos, mult, win)) })
				if err != nil {
					return err
				}
				return compareTable("g_windows.bin", v, regen, 2)
			},
			sample: sampleOf(2 * pos * mult),
		}, {
			id:        "table/edwards25519/base",
			statement: "fast/edwards25519's base tables hold (y + x, y − x, 2d·x·y) of k·256^j·B (j < 32, k = 1 … 8) and of (2i + 1)·B (i < 64)",
			method:    claim.Regenerated, source: "RFC 8032 §5.1 (B); HWCD 2008 §3.1 (the cached (Y+X, Y−X, 2dT) form)",
			where: []string{"fast/edwards25519/tables.go baseTables", "fast/edwards25519/tables.go baseOddTable"},
			vals: func() ([]*big.Int, error) {
				w, o := edwards25519.BaseTableValues()
				var out []*big.Int
				for j := range w {
					for k := range w[j] {
						out = append(out, w[j][k][:]...)
					}
				}
				for i := range o {
					out = append(out, o[i][:]...)
				}
				return out, nil
			},
			prop: func(v []*big.Int) error {
				regen, err := cached("ed25519", func() ([]*big.Int, error) { return edTables(), nil })
				if err != nil {
					return err
				}
				return compareTable("base tables", v, regen, 3)
			},
			sample: sampleOf(3 * (256 + 64)),
		},
	}
}
