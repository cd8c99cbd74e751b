package formula

import (
	"fmt"

	"github.com/curvecheck/curvecheck/assurance/symbolic"
)

// Representations. Every input point of a proof is an affine point
// (x_i, y_i) of the curve, or the point at infinity, written in the
// coordinates of its Go type with free, nonzero scale variables; every
// valid value of the type has this form, so an identity proven for these
// inputs holds for every input:
//
//	edwards25519 Point         (x·z, y·z, z, x·y·z)       extended, HWCD 2008 §3
//	edwards25519 proj          (x·z, y·z, z)              projective
//	edwards25519 addend        ((y+x)·z, (y−x)·z, 2z, 2d·x·y·z)
//	edwards25519 affineAddend  (y+x, y−x, 2d·x·y)
//	edwards25519 efgh          (x·g, f, g, y·f): the point (EF : GH : FG : EH)
//	secp256k1, p384 Point      (x·z : y·z : z), infinity (0 : w : 0)
//	secp256k1 jacobian, p384 jac  (x·z², y·z³, z) with inf = false; inf = true
//	p384 jacAcc                (x·z², y·z³, z), infinity (1, 1, 0)
//	secp256k1 affine           (x, y, inf = false); inf = true
//
// d in the addend forms is the reference's d (ref/edwards): a code whose
// 2d differs from it fails its proof.

// rep builds the record of type typ holding point pt (inf: the point at
// infinity) with scales named after index i.
func (pr *prover) rep(m *machine, typ string, pt apt, i int) (value, error) {
	r := pr.ring
	z := r.Var(fmt.Sprintf("z%d", i))
	w := r.Var(fmt.Sprintf("w%d", i))
	var x, y symbolic.Poly
	if !pt.inf {
		if !pt.x.d.Equal(r.Const(1)) || !pt.y.d.Equal(r.Const(1)) {
			return nil, fmt.Errorf("input point with a denominator")
		}
		x, y = pt.x.n, pt.y.n
	}
	z2, z3 := z.Mul(z), z.Mul(z).Mul(z)
	d2 := pr.law.k(pr.fam.curve.b).Mul(r.Const(2))
	rec, err := m.zero(m.fam.group, identExpr(typ))
	if err != nil {
		return nil, err
	}
	set := func(vals map[string]symbolic.Poly) (value, error) {
		rv := rec.(*recordV)
		for n, v := range vals {
			c, ok := rv.f[n]
			if !ok {
				return nil, fmt.Errorf("%s has no field %s", typ, n)
			}
			c.v = m.reduce(v)
		}
		return rv, nil
	}
	flag := func(inf bool) {
		rec.(*recordV).f["inf"].v = inf
	}
	fam := pr.fam.name
	switch {
	case fam == "edwards25519" && typ == "Point":
		return set(map[string]symbolic.Poly{"x": x.Mul(z), "y": y.Mul(z), "z": z, "t": x.Mul(y).Mul(z)})
	case fam == "edwards25519" && typ == "proj":
		return set(map[string]symbolic.Poly{"x": x.Mul(z), "y": y.Mul(z), "z": z})
	case fam == "edwards25519" && typ == "addend":
		return set(map[string]symbolic.Poly{"ypx": y.Add(x).Mul(z), "ymx": y.Sub(x).Mul(z), "z2": z.Add(z), "t2d": d2.Mul(x).Mul(y).Mul(z)})
	case fam == "edwards25519" && typ == "affineAddend":
		return set(map[string]symbolic.Poly{"ypx": y.Add(x), "ymx": y.Sub(x), "t2d": d2.Mul(x).Mul(y)})
	case fam == "edwards25519" && typ == "efgh":
		f, g := r.Var(fmt.Sprintf("f%d", i)), r.Var(fmt.Sprintf("g%d", i))
		return set(map[string]symbolic.Poly{"e": x.Mul(g), "f": f, "g": g, "h": y.Mul(f)})
	case (fam == "secp256k1" || fam == "p384") && typ == "Point":
		if pt.inf {
			return set(map[string]symbolic.Poly{"x": r.Const(0), "y": w, "z": r.Const(0)})
		}
		return set(map[string]symbolic.Poly{"x": x.Mul(z), "y": y.Mul(z), "z": z})
	case (fam == "secp256k1" && typ == "jacobian") || (fam == "p384" && typ == "jac"):
		if pt.inf {
			flag(true)
			return set(map[string]symbolic.Poly{"x": r.Var(fmt.Sprintf("u%d", i)), "y": w, "z": z})
		}
		flag(false)
		return set(map[string]symbolic.Poly{"x": x.Mul(z2), "y": y.Mul(z3), "z": z})
	case fam == "p384" && typ == "jacAcc":
		if pt.inf {
			return set(map[string]symbolic.Poly{"x": r.Const(1), "y": r.Const(1), "z": r.Const(0)})
		}
		return set(map[string]symbolic.Poly{"x": x.Mul(z2), "y": y.Mul(z3), "z": z})
	case fam == "secp256k1" && typ == "affine":
		if pt.inf {
			flag(true)
			return set(map[string]symbolic.Poly{"x": r.Var(fmt.Sprintf("u%d", i)), "y": w})
		}
		flag(false)
		return set(map[string]symbolic.Poly{"x": x, "y": y})
	}
	return nil, fmt.Errorf("no representation of %s %s", fam, typ)
}

// coords is an output read in its coordinate system: sys "proj" (x = X/Z,
// y = Y/Z; Z = 0 the point at infinity), "jac" (x = X/Z², y = Y/Z³; Z = 0
// the point at infinity), "affine" (x = X, y = Y). flag is the output's
// infinity flag when its type has one. side lists polynomials that must
// vanish for the value to be valid (T·Z = X·Y in extended coordinates).
type coords struct {
	sys     string
	X, Y, Z symbolic.Poly
	flag    *bool
	side    []symbolic.Poly
}

// meaning reads an output value of type typ.
func (pr *prover) meaning(typ string, v value) (coords, error) {
	if p, ok := v.(ptrV); ok {
		v = p.c.v
	}
	rv, ok := v.(*recordV)
	if !ok {
		return coords{}, fmt.Errorf("output is a %s, want %s", describe(v), typ)
	}
	get := func(n string) symbolic.Poly {
		if c, ok := rv.f[n]; ok {
			if e, ok := c.v.(elemV); ok {
				return e.p
			}
		}
		panic(fmt.Sprintf("%s has no element field %s", rv.typ, n))
	}
	var flag *bool
	if c, ok := rv.f["inf"]; ok {
		b, ok := c.v.(bool)
		if !ok {
			return coords{}, fmt.Errorf("inf is a %s", describe(c.v))
		}
		flag = &b
	}
	md := func(p symbolic.Poly) symbolic.Poly { return p.Mod(pr.fam.p) }
	d := pr.law.k(pr.fam.curve.b)
	fam := pr.fam.name
	switch {
	case fam == "edwards25519" && typ == "Point":
		X, Y, Z, T := get("x"), get("y"), get("z"), get("t")
		return coords{sys: "proj", X: X, Y: Y, Z: Z, side: []symbolic.Poly{md(T.Mul(Z).Sub(X.Mul(Y)))}}, nil
	case fam == "edwards25519" && typ == "proj":
		return coords{sys: "proj", X: get("x"), Y: get("y"), Z: get("z")}, nil
	case fam == "edwards25519" && typ == "addend":
		X, Y := md(get("ypx").Sub(get("ymx"))), md(get("ypx").Add(get("ymx")))
		Z, T := get("z2"), get("t2d")
		// (2X : 2Y : 2Z), and 2T = t2d/d: 2T·2Z = 2X·2Y.
		return coords{sys: "proj", X: X, Y: Y, Z: Z, side: []symbolic.Poly{md(T.Mul(Z).Sub(d.Mul(X).Mul(Y)))}}, nil
	case fam == "edwards25519" && typ == "affineAddend":
		X, Y := md(get("ypx").Sub(get("ymx"))), md(get("ypx").Add(get("ymx")))
		two := pr.ring.Const(2)
		return coords{sys: "proj", X: X, Y: Y, Z: two, side: []symbolic.Poly{md(get("t2d").Mul(two).Sub(d.Mul(X).Mul(Y)))}}, nil
	case fam == "edwards25519" && typ == "efgh":
		E, F, G, H := get("e"), get("f"), get("g"), get("h")
		return coords{sys: "proj", X: md(E.Mul(F)), Y: md(G.Mul(H)), Z: md(F.Mul(G))}, nil
	case (fam == "secp256k1" || fam == "p384") && typ == "Point":
		return coords{sys: "proj", X: get("x"), Y: get("y"), Z: get("z")}, nil
	case (fam == "secp256k1" && typ == "jacobian") || (fam == "p384" && (typ == "jac" || typ == "jacAcc")):
		return coords{sys: "jac", X: get("x"), Y: get("y"), Z: get("z"), flag: flag}, nil
	case fam == "secp256k1" && typ == "jacobianCoords":
		// The coordinates alone (functions documented to leave the flag).
		return coords{sys: "jac", X: get("x"), Y: get("y"), Z: get("z")}, nil
	case fam == "secp256k1" && typ == "affine":
		return coords{sys: "affine", X: get("x"), Y: get("y"), flag: flag}, nil
	}
	return coords{}, fmt.Errorf("no meaning for %s %s", fam, typ)
}
