//go:build exhaustive

package p384

import (
	"math/big"
	"sync"

	"github.com/curvecheck/curvecheck/fast/p384/internal/gentable"
	"github.com/curvecheck/curvecheck/ref/weierstrass"
)

// The exhaustive build (build tag exhaustive, for tests only): after
// UseExhaustiveCurve, this package's group code runs on the toy curve
// y² = x³ - 3x + 1 over the same field, whose points include a subgroup
// of prime order 241, small enough to check every point against every
// point and every scalar against every point (the idea of
// libsecp256k1's exhaustive tests). a = -3 is unchanged, so the formulas
// (complete.go, jacobian.go, field.DoubleJacobian) run as they ship; b,
// the generator and the generator table change, and package scalar
// works mod 241 in this build. The default build has none of this.

// Parameters of the toy curve. #E = 2^4 · 241 · 609619 · (a 353-bit
// cofactor without factors below 10^6), by PARI/GP 2.15's ellcard and
// factor; 241² does not divide it. The tests check only what they rely
// on, with the reference: G on the curve, G ≠ O, 241·G = O, 241 prime.
const (
	ExhaustiveOrder = 241
	ExhaustiveB     = 1
)

// The generator: (#E/241)·(0, p - 1), the first point found from x = 0.
const (
	exhaustiveGx = "7400457ab570ee2cea4c504d8165f12e055bad7fb4b05112094010812fe5938631a55d850afdf0e6eaf3416d01f1a24a"
	exhaustiveGy = "c33afdfb6e68a7574feee935b77d13e343c44beff14060cbf21f9488ccc22255c8bb1c820f68091ea5cc1001d1b27de4"
	// exhaustiveH is #E/241 (PARI/GP ellcard), the reference's cofactor.
	exhaustiveH = "10fef010fef010fef010fef010fef010fef010fef010fef009adcf8026a6111d7d0701da3d364a7bb4d6de52f86e710"
)

func hexBig(h string) *big.Int {
	v, ok := new(big.Int).SetString(h, 16)
	if !ok {
		panic("p384: bad hex constant")
	}
	return v
}

// ExhaustiveCurve returns the toy curve in the reference
// (ref/weierstrass), with G and n = 241.
var ExhaustiveCurve = sync.OnceValue(func() *weierstrass.Curve {
	P := weierstrass.P384
	return weierstrass.New("p384-exhaustive", P.F.P(), big.NewInt(-3), big.NewInt(ExhaustiveB),
		hexBig(exhaustiveGx), hexBig(exhaustiveGy), big.NewInt(ExhaustiveOrder), hexBig(exhaustiveH))
})

var useExhaustive sync.Once

// UseExhaustiveCurve moves the package onto the toy curve for the rest
// of the process: b = 1, the toy generator, and the generator table
// regenerated from it by internal/gentable (the reference group). It
// cannot be undone; the hash to curve (P-384's SSWU constants) is not
// moved and must not be used afterwards.
func UseExhaustiveCurve() {
	useExhaustive.Do(func() {
		curveB.One()
		genX = mustElement(exhaustiveGx)
		genY = mustElement(exhaustiveGy)
		t := decodeTable(gentable.FileFor(ExhaustiveCurve()))
		gWindows = func() *[digits][tabLen]affine { return t }
	})
}

// corruptTableEntry negates the y-coordinate of entry j (the multiple
// (j+1)·32^pos·G) of the generator table — still a point of the curve,
// but the wrong one — and returns the function that restores it. For the
// mutation test of the exhaustive suite.
func corruptTableEntry(pos, j int) (restore func()) {
	e := &gWindows()[pos][j]
	saved := e.y
	e.y.Neg(&saved)
	return func() { e.y = saved }
}
