//go:build exhaustive

package edwards25519

import (
	"math/big"
	"sync"

	"github.com/curvecheck/curvecheck/fast/edwards25519/field"
	"github.com/curvecheck/curvecheck/fast/edwards25519/scalar"
)

// The exhaustive mode (build tag exhaustive; libsecp256k1's
// tests_exhaustive.c is the model, this is our own design): the group
// code of this package, unchanged, runs on a toy curve
// -x² + y² = 1 + d'·x²·y² over the same field GF(2^255 - 19), whose base
// point has a small prime order q, so that tests can check every point
// and every scalar against the reference. SelectToy swaps the curve
// constants d and 2d, the base point and the tables built from it; the
// formulas, lookups and multiplication loops are the ones that ship.
// d' is a non-square and a = -1 a square (p ≡ 1 mod 4), so the addition
// law stays complete (Bernstein, Birkner, Joye, Lange, Peters, "Twisted
// Edwards Curves", 2008, §6; Hisil, Wong, Carter, Dawson 2008 §3.1 for
// the extended form). Scalars become integers modulo a multiple
// of q (package scalar's SelectToyOrder). Not covered: hash-to-curve
// (its constants belong to curve25519).

// ToyCurve is a toy curve -x² + y² = 1 + d·x²·y² over GF(2^255 - 19).
// Big values are decimal strings in [0, p).
type ToyCurve struct {
	Name string
	D    string
	// Order is #E(GF(p)), computed with PARI/GP 2.15 as ellcard of the
	// Weierstrass model Y² = X³ + A·B·X² + B²·X of the Montgomery form
	// B·v² = u³ + A·u² + u, A = 2(a + d)/(a - d), B = 4/(a - d)
	// (Bernstein et al. 2008, Theorem 3.2); TestExhaustiveToyOrdersGP
	// recomputes it.
	Order string
	// Q is the prime order of the base point (Bx, By): the point of the
	// first y = 2, 3, … with an x, x even, multiplied by #E/q, that is
	// not the identity.
	Q      uint64
	Bx, By string
	// TwoPower is e with 2^e exactly dividing #E; (Tx, Ty) is a point of
	// order 2^e, found as the base point with 2^e for q.
	TwoPower uint
	Tx, Ty   string
	// A24 is (A - 2)/4 of the Montgomery form when it is a small integer
	// (d = -A24/(A24 + 1)), the X25519 ladder's constant; 0 otherwise.
	A24 uint32
}

// ToyCurves are the toy curves of the exhaustive tests, smallest q
// first. d = 2 and d = 6 serve edwards25519 and Ed25519; X25519's ladder
// multiplies by a24 with field.Element.MulSmall (32 bits), so its toys
// are d = -c/(c + 1) with a24 = c small.
var ToyCurves = []*ToyCurve{
	{
		Name: "d=2,q=17", D: "2", Q: 17, TwoPower: 4,
		Bx:    "30002713894895665738348507703930243806705122260259285853256742391057901400262",
		By:    "5505337073454329906643521551547816477687025809854742070478593665867379035814",
		Tx:    "55404273010306151184132582040770712579536617071142347107200653791472770779206",
		Ty:    "33071104037031372300564551869005954422160307948910145385399047561301430667014",
		Order: "57896044618658097711785492504343953926781938007241408732375317232815457719632",
	},
	{
		Name: "d=6,q=79", D: "6", Q: 79, TwoPower: 2,
		Bx:    "26962654882387132255913395810225948737389654910895008809707576607059353540100",
		By:    "6987898017093548253842039060598837391954532150350714229493937615940982979245",
		Tx:    "19681161376707505956807079304988542015446066515923890162744021073123829784752",
		Ty:    "0",
		Order: "57896044618658097711785492504343953926773686505425547032909863152959946660628",
	},
	{
		Name: "d=2,q=337", D: "2", Q: 337, TwoPower: 4,
		Bx:    "2587787782746226321649791806683011989204122800327326747916853369526088251729",
		By:    "6075547946359606598030465548030597951564287000675382997237169964716377654884",
		Tx:    "55404273010306151184132582040770712579536617071142347107200653791472770779206",
		Ty:    "33071104037031372300564551869005954422160307948910145385399047561301430667014",
		Order: "57896044618658097711785492504343953926781938007241408732375317232815457719632",
	},
	{
		Name: "a24=16,q=17", Q: 17, TwoPower: 2, A24: 16,
		Bx:    "18780306074985335355166984840134178233326914659056381868385967489801336999713",
		By:    "32828520604433648742692431947400458030500066184150500797149524590158431979258",
		Tx:    "19681161376707505956807079304988542015446066515923890162744021073123829784752",
		Ty:    "0",
		D:     "40867796201405716031848582944242791007036465176108434366867382591028163402316",
		Order: "57896044618658097711785492504343953926728162333781011899210150877312519216372",
	},
	{
		Name: "a24=23,q=79", Q: 79, TwoPower: 2, A24: 23,
		Bx:    "30841023516670525433354460356225239885739231114680002023089559401168047398029",
		By:    "11973166330478192685469692652058286042051544052809497880017215645828860625103",
		Tx:    "38214883241950591754978413199355411911188925816896391856984770930832735035197",
		Ty:    "0",
		D:     "26535687116884961451235017397824312216374371485875962592375696335146758875809",
		Order: "57896044618658097711785492504343953926304470600723585231905448365882782630012",
	},
	{
		Name: "a24=12,q=277", Q: 277, TwoPower: 2, A24: 12,
		Bx:    "975226475747956483060234511314508257888102782999806620220283352860160112169",
		By:    "7136877376618894433214293044271376816699899900231394729073112028935758059629",
		Tx:    "19681161376707505956807079304988542015446066515923890162744021073123829784752",
		Ty:    "0",
		D:     "26721251362457583559285611925081824889216150307455514778336365540287645301514",
		Order: "57896044618658097711785492504343953926701233533023793229275472954782063415772",
	},
}

// ShortMaxQ is the largest q the exhaustive tests run under -short. q = 17
// alone is not enough: 16 ≡ -1 and 256 ≡ 1 (mod 17), so the 32 comb
// tables hold the same points and a mixed-up table index (tried:
// tables[(i>>1)^1]) passes on it; q = 79 catches it and costs seconds.
const ShortMaxQ = 79

// decimalElement returns the field element of a decimal string in [0, p).
func decimalElement(s string) field.Element {
	v, ok := new(big.Int).SetString(s, 10)
	if !ok || v.Sign() < 0 || v.BitLen() > 255 {
		panic("edwards25519: bad toy curve constant " + s)
	}
	var b [32]byte
	v.FillBytes(b[:])
	for i, j := 0, 31; i < j; i, j = i+1, j-1 {
		b[i], b[j] = b[j], b[i]
	}
	var e field.Element
	if _, err := e.SetBytesReduce(b[:]); err != nil {
		panic(err)
	}
	return e
}

// affinePoint returns (x, y) in extended coordinates with Z = 1.
func affinePoint(x, y string) Point {
	var p Point
	p.x, p.y = decimalElement(x), decimalElement(y)
	p.z.One()
	p.t.Mul(&p.x, &p.y)
	return p
}

// SelectToy puts the package, and package scalar, on the toy curve c:
// d, 2d, the base point, the scalar modulus, and fresh lazily built base
// tables. It returns a function that restores the previous curve. Not
// safe for concurrent use with anything else in the package.
func SelectToy(c *ToyCurve) (restore func()) {
	oldD, oldD2, oldB := curveD, curveD2, basePoint
	oldTables, oldOdd := baseTables, baseOddTable
	restoreScalar := scalar.SelectToyOrder(c.Q)
	curveD = decimalElement(c.D)
	curveD2.Add(&curveD, &curveD)
	basePoint = affinePoint(c.Bx, c.By)
	baseTables = sync.OnceValue(newBaseTables)
	baseOddTable = sync.OnceValue(newBaseOddTable)
	return func() {
		curveD, curveD2, basePoint = oldD, oldD2, oldB
		baseTables, baseOddTable = oldTables, oldOdd
		restoreScalar()
	}
}

// ToyTorsionPoint returns the toy curve's point (Tx, Ty) of order
// 2^TwoPower.
func ToyTorsionPoint(c *ToyCurve) *Point {
	p := affinePoint(c.Tx, c.Ty)
	return &p
}
