// Package formula proves fast/'s point formulas on the code itself: it
// interprets the Go source of each formula function (go/parser, go/ast)
// over polynomials mod p (package symbolic), with symbolic points as
// inputs, and compares the outputs with the affine group law of the
// reference curve (ref/), modulo the curve equations.
//
// What is proven, per function (Claims, IDs "formula/<family>/<function>"):
// for inputs written in the function's coordinates with free nonzero
// scales (rep: every valid value of the type has that form), on every
// path the code can take (oracle: infinity flags, sign and mask bits,
// IsZero decisions, each recognised as x1 = x2, y1 = ±y2 or a scale),
//
//   - the output, read in its coordinate system (projective x = X/Z,
//     Jacobian x = X/Z², extended with T = XY/Z, the EFGH and precomputed
//     forms), equals the law's answer by cross-multiplication, the curve
//     equations reducing y² (pseudo-remainder);
//   - its Z is a nonzero constant times scales times powers of the law's
//     denominators: the exceptional cases are exactly those denominators
//     (1 ± d·x1x2y1y2 on Edwards, x2 − x1 or y1 on Weierstrass), stated
//     in each claim; for the complete formulas the hypotheses that remove
//     them are checked (edwardsComplete: d non-square, a square;
//     weierstrassNo2Torsion: x³ + ax + b has no root mod p) and, for the
//     Renes–Costello–Batina formulas, the output is matched with the
//     Bosma–Lenstra law so that RCB Theorem 1 applies to it;
//   - points at infinity come out as the type's convention says (flag,
//     (0 : Y : 0) with Y a unit, or (1, 1, 0)), inputs other than the
//     output are left unchanged, and an output keeps nothing of its old
//     value.
//
// The x-only ladder step is proven against Montgomery's differential law,
// MulCofactor as three proven doublings. Assembly forms are not proven:
// the interpreter runs the portable Go code their dispatch falls back to,
// and the field packages' assembly tests hold the assembly to it.
//
// discover lists, from the parsed code, every function doing field
// arithmetic on elements; each must be proven, covered by proven callers
// that inline it, or excluded with a reason (excluded). The mutation test
// changes each proven function in turn and requires every change to fail
// its proof.
package formula
