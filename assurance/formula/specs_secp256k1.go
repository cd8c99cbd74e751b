package formula

import (
	"fmt"

	"github.com/curvecheck/curvecheck/assurance/symbolic"
)

// The secp256k1 formulas (fast/secp256k1): Jacobian arithmetic after
// Hankerson–Menezes–Vanstone 2004 §3.2.2 (Algorithms 3.21, 3.22) with
// branches for the point at infinity and equal x, and the complete
// projective formulas of Renes–Costello–Batina 2015 (ePrint 2015/1060,
// Algorithms 7, 8, 9 with a = 0), complete because the curve has no point
// of order 2 (Theorem 1; weierstrassComplete checks it). Where package
// field has an assembly form of a formula (DoubleJacobianCoords,
// FinishJacobianAdd, CompleteAddAffine), the proof runs the portable Go
// code the dispatch falls back to; the assembly is held to that code
// limb for limb by fast/secp256k1/field's TestAsmAgreesWithGeneric tests
// and by the differential suites.
var secpSpecs = []*spec{
	{fn: "jacobian.setInfinity", op: "inf", in: []in{{kind: "new", typ: "jacobian"}},
		out: out{"in", 0, "jacobian"}, exceptions: "none", source: "HMV 2004 §3.2.2 (the infinity flag)"},
	{fn: "jacobian.setAffine", op: "id", in: []in{{kind: "new", typ: "jacobian"}, {kind: "pt", typ: "affine"}}, inf: []bool{true},
		out: out{"in", 0, "jacobian"}, exceptions: "none", source: "HMV 2004 §3.2.2 (Z = 1)"},
	{fn: "jacobian.set", op: "id", in: []in{{kind: "new", typ: "jacobian"}, {kind: "pt", typ: "jacobian"}}, inf: []bool{true},
		out: out{"in", 0, "jacobian"}, exceptions: "none", source: "HMV 2004 §3.2.2"},
	{fn: "jacobian.neg", op: "neg", in: []in{{kind: "new", typ: "jacobian"}, {kind: "pt", typ: "jacobian"}}, inf: []bool{true},
		out: out{"in", 0, "jacobian"}, exceptions: "none", source: "HMV 2004 §3.1.2 (−(x, y) = (x, −y))"},
	{fn: "jacobian.doubleVar", op: "double", in: []in{{kind: "new", typ: "jacobian"}, {kind: "pt", typ: "jacobian"}}, inf: []bool{true},
		out: out{"in", 0, "jacobian"}, exceptions: "y = 0 (a point of order 2: none on secp256k1)", source: "HMV 2004 Algorithm 3.21 (a = 0), scaled by λ = 1/2"},
	{fn: "jacobian.doubleCoords", op: "double", in: []in{{kind: "new", typ: "jacobian"}, {kind: "pt", typ: "jacobian"}},
		out: out{"in", 0, "jacobianCoords"}, exceptions: "y = 0 (none on secp256k1)", source: "HMV 2004 Algorithm 3.21 (a = 0), scaled by λ = 1/2"},
	{fn: "jacobian.doubleCoordsMethods", op: "double", in: []in{{kind: "new", typ: "jacobian"}, {kind: "pt", typ: "jacobian"}},
		out: out{"in", 0, "jacobianCoords"}, exceptions: "y = 0 (none on secp256k1)", source: "HMV 2004 Algorithm 3.21 (a = 0), scaled by λ = 1/2"},
	{fn: "jacobian.addAffineVar", handlesX: true, op: "add", in: []in{{kind: "new", typ: "jacobian"}, {kind: "pt", typ: "jacobian", pt: 0}, {kind: "pt", typ: "affine", pt: 1}},
		inf: []bool{true, true}, out: out{"in", 0, "jacobian"},
		exceptions: "none: x1 = x2 branches to the doubling (y1 = y2) or the point at infinity", source: "HMV 2004 Algorithm 3.22 (a = 0)"},
	{fn: "jacobian.addAffineZRVar", handlesX: true, op: "add", in: []in{{kind: "new", typ: "jacobian"}, {kind: "pt", typ: "jacobian", pt: 0}, {kind: "pt", typ: "affine", pt: 1}, {kind: "new"}},
		inf: []bool{true, true}, out: out{"in", 0, "jacobian"}, extra: zrRatio,
		exceptions: "none: x1 = x2 branches to the doubling (y1 = y2) or the point at infinity; zr = Z'/Z when it reports true", source: "HMV 2004 Algorithm 3.22 (a = 0)"},
	{fn: "jacobian.addVar", handlesX: true, op: "add", in: []in{{kind: "new", typ: "jacobian"}, {kind: "pt", typ: "jacobian", pt: 0}, {kind: "pt", typ: "jacobian", pt: 1}},
		inf: []bool{true, true}, out: out{"in", 0, "jacobian"},
		exceptions: "none: x1 = x2 branches to the doubling (y1 = y2) or the point at infinity", source: "HMV 2004 §3.2.2 (general Jacobian addition)"},
	{fn: "jacobian.toAffineVar", op: "id", in: []in{{kind: "pt", typ: "jacobian"}}, inf: []bool{true},
		out: out{"res", 0, "affine"}, exceptions: "none", source: "HMV 2004 §3.2.2 (x = X/Z², y = Y/Z³)"},
	{fn: "jacobianFromPoint", op: "id", in: []in{{kind: "pt", typ: "Point"}}, inf: []bool{true},
		out: out{"res", 0, "jacobian"}, exceptions: "none", source: "(X : Y : Z) = (XZ, YZ², Z) in Jacobian coordinates"},
	{fn: "jacobian.toPoint", op: "id", in: []in{{kind: "pt", typ: "jacobian"}, {kind: "new", typ: "Point"}}, inf: []bool{true},
		out: out{"in", 1, "Point"}, exceptions: "none", source: "(X, Y, Z) = (XZ : Y : Z³) projectively"},
	{fn: "Point.Add", op: "add", in: []in{{kind: "new", typ: "Point"}, {kind: "pt", typ: "Point", pt: 0}, {kind: "pt", typ: "Point", pt: 1}},
		inf: []bool{true, true}, cases: []string{"eq", "opp"}, rcb: true, out: out{"in", 0, "Point"},
		exceptions: "none (complete: no point of order 2)", source: "RCB 2015 Algorithm 7 (a = 0), Theorem 1"},
	{fn: "Point.Sub", op: "sub", in: []in{{kind: "new", typ: "Point"}, {kind: "pt", typ: "Point", pt: 0}, {kind: "pt", typ: "Point", pt: 1}},
		inf: []bool{true, true}, cases: []string{"eq", "opp"}, rcb: true, out: out{"in", 0, "Point"},
		exceptions: "none (complete: no point of order 2)", source: "RCB 2015 Algorithm 7 (a = 0), Theorem 1"},
	{fn: "Point.addAffine", op: "add", in: []in{{kind: "new", typ: "Point"}, {kind: "pt", typ: "Point", pt: 0}, {kind: "x", pt: 1}, {kind: "y", pt: 1}},
		inf: []bool{true}, cases: []string{"eq", "opp"}, rcb: true, out: out{"in", 0, "Point"},
		exceptions: "none for p (complete: no point of order 2); the affine operand is finite by its type", source: "RCB 2015 Algorithm 8 (a = 0), Theorem 1"},
	{fn: "Point.addAffineMethods", op: "add", in: []in{{kind: "new", typ: "Point"}, {kind: "pt", typ: "Point", pt: 0}, {kind: "x", pt: 1}, {kind: "y", pt: 1}},
		inf: []bool{true}, cases: []string{"eq", "opp"}, rcb: true, out: out{"in", 0, "Point"},
		exceptions: "none for p (complete: no point of order 2); the affine operand is finite by its type", source: "RCB 2015 Algorithm 8 (a = 0), Theorem 1"},
	{fn: "Point.Double", op: "double", rcb: true, in: []in{{kind: "new", typ: "Point"}, {kind: "pt", typ: "Point"}}, inf: []bool{true},
		out: out{"in", 0, "Point"}, exceptions: "none (complete: no point of order 2)", source: "RCB 2015 Algorithm 9 (a = 0), Theorem 1"},
	{fn: "Point.Neg", op: "neg", in: []in{{kind: "new", typ: "Point"}, {kind: "pt", typ: "Point"}}, inf: []bool{true},
		out: out{"in", 0, "Point"}, exceptions: "none", source: "−(X : Y : Z) = (X : −Y : Z)"},
	{fn: "Point.doubleTimes", op: "dbln", dbl: 2, in: []in{{kind: "new", typ: "Point"}, {kind: "pt", typ: "Point"}, {kind: "int", n: 2}}, inf: []bool{true},
		out: out{"in", 0, "Point"}, exceptions: "y = 0 (none on secp256k1); proven for n = 2, the loop body being the same for every n",
		source: "HMV 2004 Algorithm 3.21 through (X : Y : Z) = (XZ, YZ², Z)"},
}

// zrRatio checks addAffineZRVar's second output: when it reports true,
// Z' = Z·zr.
func zrRatio(pr *prover, ins []value, res value) error {
	ok, isBool := res.(bool)
	if !isBool {
		return fmt.Errorf("addAffineZRVar returned a %s", describe(res))
	}
	if !ok {
		return nil
	}
	z := func(v value) symbolic.Poly { return v.(ptrV).c.v.(*recordV).f["z"].v.(elemV).p }
	zr := ins[3].(ptrV).c.v.(elemV).p
	if d := z(ins[0]).Sub(z(ins[1]).Mul(zr)).Mod(pr.fam.p); !d.IsZero() {
		return fmt.Errorf("zr is not Z'/Z")
	}
	return nil
}
