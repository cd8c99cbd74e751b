package formula

// The edwards25519 formulas (fast/edwards25519/formulas.go, point.go):
// the HWCD 2008 forms, complete on −x² + y² = 1 + d·x²y² because d is a
// non-square and a = −1 a square (Bernstein–Lange 2007, Theorem 3.3;
// Hisil–Wong–Carter–Dawson 2008, §3): their only exceptional factors,
// 1 ± d·x1x2y1y2, never vanish (edwardsComplete checks the hypotheses).
var edwardsSpecs = []*spec{
	{fn: "Point.fromEFGH", op: "id", in: []in{{kind: "new", typ: "Point"}, {kind: "pt", typ: "efgh"}},
		out: out{"in", 0, "Point"}, exceptions: "none", source: "HWCD 2008 §3 (X3 = EF, Y3 = GH, Z3 = FG, T3 = EH)"},
	{fn: "proj.fromEFGH", op: "id", in: []in{{kind: "new", typ: "proj"}, {kind: "pt", typ: "efgh"}},
		out: out{"in", 0, "proj"}, exceptions: "none", source: "HWCD 2008 §3"},
	{fn: "proj.fromPoint", op: "id", in: []in{{kind: "new", typ: "proj"}, {kind: "pt", typ: "Point"}},
		out: out{"in", 0, "proj"}, exceptions: "none", source: "HWCD 2008 §3"},
	{fn: "addend.fromPoint", op: "id", in: []in{{kind: "new", typ: "addend"}, {kind: "pt", typ: "Point"}},
		out: out{"in", 0, "addend"}, exceptions: "none", source: "HWCD 2008 §3.1 (precomputed operand)"},
	{fn: "affineAddend.fromPoint", op: "id", in: []in{{kind: "new", typ: "affineAddend"}, {kind: "pt", typ: "Point"}},
		out: out{"in", 0, "affineAddend"}, exceptions: "none (Z ≠ 0 for every extended point)", source: "HWCD 2008 §3.2"},
	{fn: "efgh.sum", op: "add", in: []in{{kind: "new", typ: "efgh"}, {kind: "pt", typ: "Point", pt: 0}, {kind: "pt", typ: "addend", pt: 1}},
		out: out{"in", 0, "efgh"}, exceptions: "none (complete: d non-square)", source: "HWCD 2008 §3.1, add-2008-hwcd-3 with k = 2d"},
	{fn: "efgh.difference", op: "sub", in: []in{{kind: "new", typ: "efgh"}, {kind: "pt", typ: "Point", pt: 0}, {kind: "pt", typ: "addend", pt: 1}},
		out: out{"in", 0, "efgh"}, exceptions: "none (complete: d non-square)", source: "HWCD 2008 §3.1 with −Q = (−X, Y, Z, −T)"},
	{fn: "efgh.sumAffine", op: "add", in: []in{{kind: "new", typ: "efgh"}, {kind: "pt", typ: "Point", pt: 0}, {kind: "pt", typ: "affineAddend", pt: 1}},
		out: out{"in", 0, "efgh"}, exceptions: "none (complete: d non-square)", source: "HWCD 2008 §3.2, madd-2008-hwcd-3"},
	{fn: "efgh.differenceAffine", op: "sub", in: []in{{kind: "new", typ: "efgh"}, {kind: "pt", typ: "Point", pt: 0}, {kind: "pt", typ: "affineAddend", pt: 1}},
		out: out{"in", 0, "efgh"}, exceptions: "none (complete: d non-square)", source: "HWCD 2008 §3.2 with −Q"},
	{fn: "efgh.double", op: "double", in: []in{{kind: "new", typ: "efgh"}, {kind: "pt", typ: "proj"}},
		out: out{"in", 0, "efgh"}, exceptions: "none (complete: d non-square)", source: "HWCD 2008 §3.3, dbl-2008-hwcd with a = −1"},
	{fn: "addend.condNeg", op: "condneg", in: []in{{kind: "pt", typ: "addend"}, {kind: "bit", name: "neg"}},
		out: out{"in", 0, "addend"}, exceptions: "none", source: "HWCD 2008 §3 (−(x, y) = (−x, y))"},
	{fn: "affineAddend.condNeg", op: "condneg", in: []in{{kind: "pt", typ: "affineAddend"}, {kind: "bit", name: "neg"}},
		out: out{"in", 0, "affineAddend"}, exceptions: "none", source: "HWCD 2008 §3 (−(x, y) = (−x, y))"},
	{fn: "Point.Neg", op: "neg", in: []in{{kind: "new", typ: "Point"}, {kind: "pt", typ: "Point"}},
		out: out{"in", 0, "Point"}, exceptions: "none", source: "HWCD 2008 §3 (−(x, y) = (−x, y))"},
	{fn: "Point.Add", op: "add", in: []in{{kind: "new", typ: "Point"}, {kind: "pt", typ: "Point", pt: 0}, {kind: "pt", typ: "Point", pt: 1}},
		out: out{"in", 0, "Point"}, exceptions: "none (complete: d non-square)", source: "HWCD 2008 §3.1"},
	{fn: "Point.Sub", op: "sub", in: []in{{kind: "new", typ: "Point"}, {kind: "pt", typ: "Point", pt: 0}, {kind: "pt", typ: "Point", pt: 1}},
		out: out{"in", 0, "Point"}, exceptions: "none (complete: d non-square)", source: "HWCD 2008 §3.1"},
	{fn: "Point.Double", op: "double", in: []in{{kind: "new", typ: "Point"}, {kind: "pt", typ: "Point"}},
		out: out{"in", 0, "Point"}, exceptions: "none (complete: d non-square)", source: "HWCD 2008 §3.3"},
}
