package formula

import (
	"fmt"
	"math/big"
	"path/filepath"

	"github.com/curvecheck/curvecheck/fast/edwards25519"
	"github.com/curvecheck/curvecheck/fast/p384"
	"github.com/curvecheck/curvecheck/fast/secp256k1"
	"github.com/curvecheck/curvecheck/ref/edwards"
	"github.com/curvecheck/curvecheck/ref/weierstrass"
)

// family is one curve family of fast/: its group package and field
// package as parsed, the field's method table, the values of the group
// package's field constants (from its ConstantValues accessor: the values
// the shipped code uses), and the curve of the reference (ref/) the proofs
// hold the code to.
type family struct {
	name         string
	group, field *pkg
	p            *big.Int
	consts       map[string]*big.Int
	// asmSwitch: package variables of the field package that choose an
	// assembly routine at run time, taken as false so that the portable Go
	// code is what is proven (the assembly is held to it by the
	// differential tests of the field packages).
	asmSwitch map[string]bool
	// views: methods returning *[3]field.Element over a struct's fields
	// (through unsafe), modelled as the list of those fields.
	views map[string][]string
	// dispatch: field package functions that run an assembly form of a
	// formula (true) or report false for the portable code (see
	// mutants).
	dispatch map[string]bool
	ops      map[string]fieldOp
	curve    curve
	// ownsField: the field package is this family's own (x25519 shares
	// edwards25519's, whose functions edwards25519 accounts for).
	ownsField bool
}

// curve is the reference curve a family's laws are stated on.
type curve struct {
	kind   string   // "edwards" (a·x² + y² = 1 + d·x²·y²), "weierstrass" (y² = x³ + a·x + b), "montgomery" (x-only, A)
	a, b   *big.Int // weierstrass a, b; edwards a, d (in b)
	A      *big.Int // montgomery
	gx, gy *big.Int // a point of the curve, for locating constants (see unitFactor)
}

// Family names, in report order.
var familyNames = []string{"edwards25519", "x25519", "secp256k1", "p384"}

// loadFamily parses a family's packages from root (the module root, or a
// copy of it) and collects its constants.
func loadFamily(root, name string) (*family, error) {
	var f family
	f.name = name
	f.ownsField = name != "x25519"
	var groupRel, fieldRel string
	switch name {
	case "edwards25519", "x25519":
		c := edwards.Edwards25519
		groupRel, fieldRel = "fast/"+name, "fast/edwards25519/field"
		f.p = c.F.P()
		f.ops = edwardsOps()
		if name == "edwards25519" {
			f.consts = edwards25519.ConstantValues()
			f.curve = curve{kind: "edwards", a: c.A, b: c.D, gx: c.Bx, gy: c.By}
		} else {
			// Montgomery form of the same curve (Bernstein et al.,
			// "Twisted Edwards curves", 2008, Theorem 3.2):
			// A = 2(a + d)/(a − d).
			num := new(big.Int).Lsh(new(big.Int).Add(c.A, c.D), 1)
			den := new(big.Int).Sub(c.A, c.D)
			den.ModInverse(den.Mod(den, f.p), f.p)
			A := num.Mul(num, den)
			f.curve = curve{kind: "montgomery", A: A.Mod(A, f.p)}
			f.consts = map[string]*big.Int{}
		}
	case "secp256k1":
		c := weierstrass.Secp256k1
		groupRel, fieldRel = "fast/secp256k1", "fast/secp256k1/field"
		f.p = c.F.P()
		f.ops = secpOps()
		f.consts = secp256k1.ConstantValues()
		f.asmSwitch = map[string]bool{"useMULX": false, "useADX": false}
		f.views = map[string][]string{"jacobian.coords": {"x", "y", "z"}, "Point.coords": {"x", "y", "z"}}
		f.dispatch = map[string]bool{"DoubleJacobianCoords": true, "DoubleJacobianCoordsN": true, "DoubleProjectiveCoordsN": true, "AddAffineVar": true, "FinishJacobianAdd": true, "CompleteAddAffine": true}
		f.curve = curve{kind: "weierstrass", a: c.A, b: c.B, gx: c.Gx, gy: c.Gy}
	case "p384":
		c := weierstrass.P384
		groupRel, fieldRel = "fast/p384", "fast/p384/field"
		f.p = c.F.P()
		f.ops = p384Ops()
		f.consts = p384.ConstantValues()
		f.asmSwitch = map[string]bool{"useADX": false}
		f.curve = curve{kind: "weierstrass", a: c.A, b: c.B, gx: c.Gx, gy: c.Gy}
	default:
		return nil, fmt.Errorf("formula: unknown family %q", name)
	}
	var err error
	if f.group, err = loadPkg(filepath.Join(root, groupRel), groupRel); err != nil {
		return nil, err
	}
	if f.field, err = loadPkg(filepath.Join(root, fieldRel), fieldRel); err != nil {
		return nil, err
	}
	return &f, nil
}
