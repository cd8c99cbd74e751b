package formula

// The P-384 formulas (fast/p384): the complete projective formulas of
// Renes–Costello–Batina 2015 (ePrint 2015/1060, Algorithms 4, 5, 6 with
// a = −3), complete because the curve has no point of order 2 (Theorem 1;
// weierstrassComplete checks it); Jacobian doubling dbl-2001-b (EFD,
// Bernstein 2001) in package field, whose ADX assembly form
// (doubleJacobianADX) is held to the Go code by fast/p384/field's
// assembly tests; HMV 2004 Algorithm 3.22 mixed and general additions.
var p384Specs = []*spec{
	{fn: "Point.Add", op: "add", in: []in{{kind: "new", typ: "Point"}, {kind: "pt", typ: "Point", pt: 0}, {kind: "pt", typ: "Point", pt: 1}},
		inf: []bool{true, true}, cases: []string{"eq", "opp"}, rcb: true, out: out{"in", 0, "Point"},
		exceptions: "none (complete: no point of order 2)", source: "RCB 2015 Algorithm 4 (a = −3), Theorem 1"},
	{fn: "Point.addAffine", op: "add", in: []in{{kind: "new", typ: "Point"}, {kind: "pt", typ: "Point", pt: 0}, {kind: "x", pt: 1}, {kind: "y", pt: 1}},
		inf: []bool{true}, cases: []string{"eq", "opp"}, rcb: true, out: out{"in", 0, "Point"},
		exceptions: "none for p (complete: no point of order 2); the affine operand is finite by its type", source: "RCB 2015 Algorithm 5 (a = −3), Theorem 1"},
	{fn: "Point.Double", op: "double", rcb: true, in: []in{{kind: "new", typ: "Point"}, {kind: "pt", typ: "Point"}}, inf: []bool{true},
		out: out{"in", 0, "Point"}, exceptions: "none (complete: no point of order 2)", source: "RCB 2015 Algorithm 6 (a = −3), Theorem 1"},
	{fn: "Point.Neg", op: "neg", in: []in{{kind: "new", typ: "Point"}, {kind: "pt", typ: "Point"}}, inf: []bool{true},
		out: out{"in", 0, "Point"}, exceptions: "none", source: "−(X : Y : Z) = (X : −Y : Z)"},
	{fn: "Point.doubleTimes", op: "dbln", dbl: 2, in: []in{{kind: "new", typ: "Point"}, {kind: "pt", typ: "Point"}, {kind: "int", n: 2}}, inf: []bool{true},
		out: out{"in", 0, "Point"}, exceptions: "y = 0 (none on P-384); proven for n = 2, the loop body being the same for every n",
		source: "dbl-2001-b (EFD) through (X : Y : Z) = (XZ, YZ², Z)"},
	{fn: "doubleJacobian", op: "double", in: []in{{kind: "cx", typ: "jacAcc"}, {kind: "cy", typ: "jacAcc"}, {kind: "cz", typ: "jacAcc"}}, inf: []bool{true},
		out: out{"rec", 0, "jacAcc"}, exceptions: "y = 0 (none on P-384); the point at infinity (1, 1, 0) maps to a Z = 0 point",
		source: "dbl-2001-b (EFD, Bernstein 2001), a = −3"},
	{fn: "field.doubleJacobianGeneric", op: "double", in: []in{{kind: "cx", typ: "jacAcc"}, {kind: "cy", typ: "jacAcc"}, {kind: "cz", typ: "jacAcc"}}, inf: []bool{true},
		out: out{"rec", 0, "jacAcc"}, exceptions: "y = 0 (none on P-384)", source: "dbl-2001-b (EFD, Bernstein 2001), a = −3"},
	{fn: "field.DoubleJacobian", op: "dbln", dbl: 1, in: []in{{kind: "cx", typ: "jacAcc"}, {kind: "cy", typ: "jacAcc"}, {kind: "cz", typ: "jacAcc"}, {kind: "int", n: 1}}, inf: []bool{true},
		out: out{"rec", 0, "jacAcc"}, exceptions: "y = 0 (none on P-384); proven for n = 1 here, n = 2 through Point.doubleTimes", source: "dbl-2001-b (EFD, Bernstein 2001), a = −3"},
	{fn: "jac.double", op: "double", in: []in{{kind: "new", typ: "jac"}, {kind: "pt", typ: "jac"}}, inf: []bool{true},
		out: out{"in", 0, "jac"}, exceptions: "y = 0 (none on P-384)", source: "dbl-2001-b (EFD, Bernstein 2001), a = −3"},
	{fn: "jac.addAffine", handlesX: true, op: "addcn", in: []in{{kind: "new", typ: "jac"}, {kind: "pt", typ: "jac", pt: 0}, {kind: "x", pt: 1}, {kind: "y", pt: 1}, {kind: "bool", name: "neg"}},
		inf: []bool{true}, out: out{"in", 0, "jac"},
		exceptions: "none: x1 = x2 branches to the doubling (y1 = ±y2 as neg says) or the point at infinity", source: "HMV 2004 Algorithm 3.22"},
	{fn: "jac.add", handlesX: true, op: "add", in: []in{{kind: "new", typ: "jac"}, {kind: "pt", typ: "jac", pt: 0}, {kind: "pt", typ: "jac", pt: 1}},
		inf: []bool{true, true}, out: out{"in", 0, "jac"},
		exceptions: "none: x1 = x2 branches to the doubling (y1 = y2) or the point at infinity", source: "HMV 2004 §3.2.2 (general Jacobian addition)"},
	{fn: "jacAcc.setInfinity", op: "inf", in: []in{{kind: "new", typ: "jacAcc"}},
		out: out{"in", 0, "jacAcc"}, exceptions: "none", source: "(1, 1, 0), a Jacobian point at infinity"},
	{fn: "jacAcc.double", op: "double", in: []in{{kind: "pt", typ: "jacAcc"}}, inf: []bool{true},
		out: out{"in", 0, "jacAcc"}, exceptions: "y = 0 (none on P-384)", source: "dbl-2001-b (EFD, Bernstein 2001), a = −3"},
	{fn: "jacAcc.addMasked", handlesX: true, op: "addmask", in: []in{{kind: "pt", typ: "jacAcc", pt: 0}, {kind: "x", pt: 1}, {kind: "y", pt: 1}, {kind: "bit", name: "use"}},
		inf: []bool{true}, out: out{"in", 0, "jacAcc"},
		exceptions: "none: a = (x2, y2) branches to the doubling; a sum at infinity is reset to (1, 1, 0)", source: "HMV 2004 Algorithm 3.22 with masked selects"},
	{fn: "jacAcc.addUnchecked", op: "addmask", preNotEq: true, in: []in{{kind: "pt", typ: "jacAcc", pt: 0}, {kind: "x", pt: 1}, {kind: "y", pt: 1}, {kind: "bit", name: "use"}},
		inf: []bool{true}, out: out{"in", 0, "jacAcc"},
		exceptions: "a = (x2, y2) (its documented precondition; the result is then the point at infinity, wrongly)", source: "HMV 2004 Algorithm 3.22 with masked selects"},
	{fn: "jacAcc.toPoint", op: "id", in: []in{{kind: "pt", typ: "jacAcc"}, {kind: "new", typ: "Point"}}, inf: []bool{true},
		out: out{"in", 1, "Point"}, exceptions: "none", source: "(X, Y, Z) = (XZ : Y : Z³) projectively"},
	{fn: "Point.setJac", op: "id", in: []in{{kind: "new", typ: "Point"}, {kind: "ptval", typ: "jac"}}, inf: []bool{true},
		out: out{"in", 0, "Point"}, exceptions: "none", source: "(X, Y, Z) = (XZ : Y : Z³) projectively"},
}
