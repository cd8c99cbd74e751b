package catalog

import (
	"fmt"
	"math/big"
	"math/rand"
)

// Group-level operations, registered for every family in GroupFamilies.
// Field elements, scalars and points use the family's canonical encodings
// (see Family). Inputs are fixed-size byte strings whose integer value may
// exceed the modulus: edge cases include such non-canonical values, and
// implementations declare by policy whether they reject or reduce them.
func init() {
	for _, f := range GroupFamilies {
		registerFieldOps(f)
		registerScalarOps(f)
		registerPointOps(f)
	}
}

func cross(xs, ys [][]byte, name1, name2 string) []Values {
	var out []Values
	for _, x := range xs {
		for _, y := range ys {
			out = append(out, Values{name1: x, name2: y})
		}
	}
	return out
}

func single(xs [][]byte, name string) []Values {
	var out []Values
	for _, x := range xs {
		out = append(out, Values{name: x})
	}
	return out
}

func registerFieldOps(f *Family) {
	fe := fmt.Sprintf("field element, %d bytes (%s)", f.FieldSize, order(f))
	edges := func() [][]byte { return f.EdgeFEs() }
	some := func() [][]byte { e := f.EdgeFEs(); return e[:min(len(e), 14)] }
	for _, op := range []struct{ name, doc string }{
		{"field_add", "a + b mod p"}, {"field_sub", "a - b mod p"}, {"field_mul", "a · b mod p"},
	} {
		RegisterOp(Op{Name: f.Name + "/" + op.name, Doc: op.doc,
			In: []Param{{"a", fe}, {"b", fe}}, Out: []Param{{"r", fe + ", canonical"}},
			Edges: func() []Values { return cross(some(), some(), "a", "b") },
			Gen:   func(r *rand.Rand) Values { return Values{"a": f.RandFE(r), "b": f.RandFE(r)} }})
	}
	for _, op := range []struct{ name, doc string }{
		{"field_square", "a² mod p"},
		{"field_invert", "a⁻¹ mod p; zero has no inverse (rejected, or 0 under policy invert0:zero)"},
		{"field_sqrt", "the square root of a whose canonical encoding is even; rejected when a is not a square"},
	} {
		RegisterOp(Op{Name: f.Name + "/" + op.name, Doc: op.doc,
			In: []Param{{"a", fe}}, Out: []Param{{"r", fe + ", canonical"}},
			Edges: func() []Values { return single(edges(), "a") },
			Gen: func(r *rand.Rand) Values {
				if op.name == "field_sqrt" && r.Intn(2) == 0 {
					x := RandInt(r, f.P)
					return Values{"a": f.FE(new(big.Int).Mod(new(big.Int).Mul(x, x), f.P))}
				}
				return Values{"a": f.RandFE(r)}
			}})
	}
}

func order(f *Family) string {
	if f.LittleEndian {
		return "little-endian"
	}
	return "big-endian"
}

// scalarNotReduced is the input class of scalar operands >= n, for APIs
// documented for reduced scalars only.
func scalarNotReduced(f *Family, names ...string) InputClass {
	return InputClass{Name: "scalar-not-reduced",
		Doc: "a scalar operand >= n (APIs documented for reduced scalars only, such as libsodium's crypto_core_ed25519_scalar_mul and _invert)",
		Match: func(in Values) bool {
			for _, n := range names {
				if v, ok := in[n]; ok && len(v) == f.ScalarSize && f.ParseInt(v).Cmp(f.N) >= 0 {
					return true
				}
			}
			return false
		}}
}

// scalarZero is the input class of zero scalar operands, for APIs whose
// scalar arguments are secret keys, which are never 0.
func scalarZero(f *Family, names ...string) InputClass {
	return InputClass{Name: "scalar-zero",
		Doc: "a scalar operand that is 0 mod n (APIs whose operands are secret keys, such as libsecp256k1's ec_seckey_tweak_add)",
		Match: func(in Values) bool {
			for _, n := range names {
				if v, ok := in[n]; ok && len(v) == f.ScalarSize && new(big.Int).Mod(f.ParseInt(v), f.N).Sign() == 0 {
					return true
				}
			}
			return false
		}}
}

func registerScalarOps(f *Family) {
	sc := fmt.Sprintf("scalar, %d bytes (%s)", f.ScalarSize, order(f))
	some := func() [][]byte { e := f.EdgeScalars(); return e[:min(len(e), 14)] }
	for _, op := range []struct{ name, doc string }{
		{"scalar_add", "a + b mod n"}, {"scalar_mul", "a · b mod n"},
	} {
		RegisterOp(Op{Name: f.Name + "/" + op.name, Doc: op.doc,
			In: []Param{{"a", sc}, {"b", sc}}, Out: []Param{{"r", sc + ", canonical"}},
			Edges:   func() []Values { return cross(some(), some(), "a", "b") },
			Gen:     func(r *rand.Rand) Values { return Values{"a": f.RandScalar(r), "b": f.RandScalar(r)} },
			Classes: []InputClass{scalarNotReduced(f, "a", "b"), scalarZero(f, "a")}})
	}
	RegisterOp(Op{Name: f.Name + "/scalar_invert", Doc: "a⁻¹ mod n; zero is rejected (or 0 under policy invert0:zero)",
		In: []Param{{"a", sc}}, Out: []Param{{"r", sc + ", canonical"}},
		Edges:   func() []Values { return single(f.EdgeScalars(), "a") },
		Gen:     func(r *rand.Rand) Values { return Values{"a": f.RandScalar(r)} },
		Classes: []InputClass{scalarNotReduced(f, "a")}})
	wide := fmt.Sprintf("%d bytes (%s)", 2*f.ScalarSize, order(f))
	RegisterOp(Op{Name: f.Name + "/scalar_reduce", Doc: "x mod n for a double-width x (RFC 8032 §5.1.6 reduction of a hash)",
		In: []Param{{"x", wide}}, Out: []Param{{"r", sc + ", canonical"}},
		Edges: func() []Values {
			var out []Values
			for _, v := range edgeInts(new(big.Int).Mul(f.N, f.N), 16*f.ScalarSize) {
				out = append(out, Values{"x": f.Int(v, 2*f.ScalarSize)})
			}
			for _, v := range edgeInts(f.N, 8*f.ScalarSize) {
				out = append(out, Values{"x": f.Int(v, 2*f.ScalarSize)})
			}
			return out
		},
		Gen: func(r *rand.Rand) Values {
			b := make([]byte, 2*f.ScalarSize)
			r.Read(b)
			return Values{"x": b}
		}})
}

func pointDoc(f *Family) string {
	if f.E != nil {
		return "point, 32-byte RFC 8032 encoding"
	}
	return "point, SEC1 encoding (compressed, uncompressed, or 00 for the identity)"
}

func pointOutDoc(f *Family) string {
	if f.E != nil {
		return "point, canonical 32-byte RFC 8032 encoding"
	}
	return "point, uncompressed SEC1 (00 for the identity)"
}

// MaxMSM is the largest multi-scalar multiplication the generators draw.
const MaxMSM = 64

func registerPointOps(f *Family) {
	pt, out := pointDoc(f), []Param{{"r", pointOutDoc(f)}}
	sc := fmt.Sprintf("scalar, %d bytes (%s), any value (non-canonical values test the implementation's policy)", f.ScalarSize, order(f))
	edgeP := func() [][]byte { return f.EdgePoints() }
	valid := func() [][]byte {
		// Edge points that decode, for binary operations (keeps the
		// cross product small).
		var vs [][]byte
		for _, p := range f.EdgePoints() {
			if decodeRefPoint(f, p) == nil {
				vs = append(vs, p)
			}
		}
		return vs
	}
	RegisterOp(Op{Name: f.Name + "/point_decode", Doc: "decode and re-encode canonically; rejects off-curve and, by policy, non-canonical encodings",
		In: []Param{{"p", pt}}, Out: out,
		Edges: func() []Values { return single(edgeP(), "p") },
		Gen: func(r *rand.Rand) Values {
			if r.Intn(4) == 0 { // random bytes of the right length: mostly off the curve
				b := make([]byte, len(f.BasePoint()))
				r.Read(b)
				if f.W != nil {
					b[0] = 4
				}
				return Values{"p": b}
			}
			return Values{"p": f.RandPointInput(r)}
		},
		EdgeClasses: pointClasses(f, "p")})
	RegisterOp(Op{Name: f.Name + "/point_add", Doc: "p + q",
		In: []Param{{"p", pt}, {"q", pt}}, Out: out,
		Edges: func() []Values {
			v := valid()
			vs := cross(v, v, "p", "q")
			for _, e := range edgeP() {
				vs = append(vs, Values{"p": e, "q": f.BasePoint()})
			}
			return vs
		},
		Gen: func(r *rand.Rand) Values {
			p := f.RandPoint(r)
			switch r.Intn(8) {
			case 0:
				return Values{"p": p, "q": p} // doubling through add
			case 1:
				return Values{"p": p, "q": negPoint(f, p)} // P + (-P)
			}
			return Values{"p": f.RandPointInput(r), "q": f.RandPointInput(r)}
		},
		EdgeClasses: pointClasses(f, "p", "q")})
	for _, op := range []struct{ name, doc string }{{"point_double", "2p"}, {"point_negate", "-p"}} {
		RegisterOp(Op{Name: f.Name + "/" + op.name, Doc: op.doc, In: []Param{{"p", pt}}, Out: out,
			Edges:       func() []Values { return single(edgeP(), "p") },
			Gen:         func(r *rand.Rand) Values { return Values{"p": f.RandPointInput(r)} },
			EdgeClasses: pointClasses(f, "p")})
	}
	RegisterOp(Op{Name: f.Name + "/scalar_mult", Doc: "k·p",
		In: []Param{{"k", sc}, {"p", pt}}, Out: out,
		Edges: func() []Values {
			vs := cross(f.EdgeScalars(), [][]byte{f.BasePoint()}, "k", "p")
			return append(vs, cross([][]byte{f.Scalar(big.NewInt(1)), f.Scalar(big.NewInt(7)), f.Scalar(f.N)}, edgeP(), "k", "p")...)
		},
		Gen:         func(r *rand.Rand) Values { return Values{"k": f.RandScalar(r), "p": f.RandPointInput(r)} },
		EdgeClasses: pointClasses(f, "p")})
	RegisterOp(Op{Name: f.Name + "/scalar_base_mult", Doc: "k·G",
		In: []Param{{"k", sc}}, Out: out,
		Edges: func() []Values { return single(f.EdgeScalars(), "k") },
		Gen:   func(r *rand.Rand) Values { return Values{"k": f.RandScalar(r)} }})
	RegisterOp(Op{Name: f.Name + "/double_scalar_mult_base", Doc: "a·G + b·p",
		In: []Param{{"a", sc}, {"b", sc}, {"p", pt}}, Out: out,
		Edges: func() []Values {
			var vs []Values
			one := f.Scalar(big.NewInt(1))
			nm1 := f.Scalar(new(big.Int).Sub(f.N, big.NewInt(1)))
			G, negG := f.BasePoint(), negPoint(f, f.BasePoint())
			for _, pair := range [][3][]byte{
				{one, one, G}, {one, nm1, G}, {one, one, negG}, {one, nm1, negG}, // doubling, cancelling
			} {
				vs = append(vs, Values{"a": pair[0], "b": pair[1], "p": pair[2]})
			}
			for _, s := range f.EdgeScalars() {
				vs = append(vs, Values{"a": s, "b": s, "p": G}, Values{"a": one, "b": s, "p": negG})
			}
			for _, p := range edgeP() {
				vs = append(vs, Values{"a": one, "b": one, "p": p})
			}
			return vs
		},
		Gen: func(r *rand.Rand) Values {
			return Values{"a": f.RandScalar(r), "b": f.RandScalar(r), "p": f.RandPointInput(r)}
		},
		EdgeClasses: pointClasses(f, "p")})
	ptLen := len(fixedPoint(f, f.BasePoint()))
	RegisterOp(Op{Name: f.Name + "/msm", Doc: fmt.Sprintf("Σ kᵢ·pᵢ for n = 1 … %d", MaxMSM),
		In: []Param{{"k", fmt.Sprintf("n scalars of %d bytes, concatenated", f.ScalarSize)},
			{"p", fmt.Sprintf("n points of %d bytes (%s), concatenated", ptLen, fixedPointDoc(f))}},
		Out:   out,
		Edges: func() []Values { return msmEdges(f) },
		Gen: func(r *rand.Rand) Values {
			n := 1 + r.Intn(MaxMSM)
			if r.Intn(2) == 0 {
				n = 1 + r.Intn(4)
			}
			var ks, ps []byte
			bad := -1
			if r.Intn(4) == 0 { // one point of a point class
				bad = r.Intn(n)
			}
			pts := f.randPointRun(r, n)
			for i := 0; i < n; i++ {
				ks = append(ks, f.RandScalar(r)...)
				if i == bad {
					ps = append(ps, f.randBadFixedPoint(r)...)
					continue
				}
				ps = append(ps, pts[i]...)
			}
			return Values{"k": ks, "p": ps}
		},
		EdgeClasses: msmClasses(f)})
}

// randPointRun returns n points of the prime-order subgroup in msm's
// fixed-length encoding: two random points, then each the sum of the two
// before it (P_i = P_{i-1} + P_{i-2}), so that a case costs two scalar
// multiplications, not n. A sum at infinity (probability about 2^-250)
// starts the run again.
func (f *Family) randPointRun(r *rand.Rand, n int) [][]byte {
	out := make([][]byte, 0, n)
	if f.E != nil {
		c := f.E
		a, b := c.ScalarBaseMult(RandInt(r, f.N)), c.ScalarBaseMult(RandInt(r, f.N))
		for len(out) < n {
			out = append(out, c.Encode(a))
			a, b = b, c.Add(a, b)
		}
		return out
	}
	c := f.W
	a, b := c.ScalarBaseMult(RandInt(r, f.N)), c.ScalarBaseMult(RandInt(r, f.N))
	for len(out) < n {
		if a.Inf {
			a, b = c.ScalarBaseMult(RandInt(r, f.N)), c.ScalarBaseMult(RandInt(r, f.N))
			continue
		}
		out = append(out, c.EncodeCompressed(a))
		a, b = b, c.Add(a, b)
	}
	return out
}

// msmClasses are msm's point classes: those a fixed-length encoding can be
// in.
func msmClasses(f *Family) []InputClass {
	if f.E != nil {
		return edFixedClasses("p")
	}
	return sec1FixedClasses(f, "p")
}

func fixedPointDoc(f *Family) string {
	if f.E != nil {
		return "RFC 8032"
	}
	return "compressed SEC1"
}

// fixedPoint re-encodes a point in the fixed-length form msm takes.
func fixedPoint(f *Family, p []byte) []byte {
	if f.E != nil {
		return p
	}
	P, err := f.W.Decode(p)
	if err != nil || P.Inf {
		return p
	}
	return f.W.EncodeCompressed(P)
}

func negPoint(f *Family, p []byte) []byte {
	if f.E != nil {
		P, _ := f.E.Decode(p, edwardsLenient)
		return f.E.Encode(f.E.Neg(P))
	}
	P, _ := f.W.Decode(p)
	return f.W.EncodeCompressed(f.W.Neg(P))
}

func decodeRefPoint(f *Family, p []byte) error {
	if f.E != nil {
		_, err := f.E.Decode(p, edwardsStrict)
		return err
	}
	P, err := f.W.Decode(p)
	if err == nil && P.Inf {
		return fmt.Errorf("identity")
	}
	return err
}

func msmEdges(f *Family) []Values {
	G := fixedPoint(f, f.BasePoint())
	negG := fixedPoint(f, negPoint(f, f.BasePoint()))
	two := fixedPoint(f, f.MulBase(big.NewInt(2), true))
	one, nm1 := f.Scalar(big.NewInt(1)), f.Scalar(new(big.Int).Sub(f.N, big.NewInt(1)))
	k2, k3 := f.Scalar(big.NewInt(2)), f.Scalar(big.NewInt(3))
	cat := func(xs ...[]byte) []byte {
		var out []byte
		for _, x := range xs {
			out = append(out, x...)
		}
		return out
	}
	vs := []Values{
		{"k": one, "p": G},
		{"k": cat(one, one), "p": cat(G, G)},             // P_i = P_j, equal scalars: a doubling
		{"k": cat(one, one), "p": cat(G, negG)},          // P_i = -P_j: the sum is O
		{"k": cat(one, nm1), "p": cat(G, G)},             // opposite scalars: O
		{"k": cat(k2, one), "p": cat(G, two)},            // intermediate sums hit 2G + 2G
		{"k": cat(k3, nm1, one), "p": cat(G, two, negG)}, // 3G - 2G - G = O
		{"k": cat(nm1, nm1, nm1), "p": cat(G, G, G)},
	}
	for _, s := range f.EdgeScalars() {
		vs = append(vs, Values{"k": cat(s, s), "p": cat(G, G)}, Values{"k": cat(s, one), "p": cat(G, negG)})
	}
	// Each fixed-length member of the point classes, beside G.
	for _, p := range f.EdgePoints() {
		if f.E != nil || (len(p) == 1+f.FieldSize && p[0] != 0) {
			vs = append(vs, Values{"k": cat(one, one), "p": cat(G, p)})
		}
	}
	// n = 64 copies of the same point and scalar.
	var ks, ps []byte
	for i := 0; i < MaxMSM; i++ {
		ks, ps = append(ks, one...), append(ps, G...)
	}
	return append(vs, Values{"k": ks, "p": ps})
}
