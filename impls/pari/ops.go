package pari

import (
	"errors"
	"fmt"
	"math/big"

	"github.com/curvecheck/curvecheck/catalog"
	"github.com/curvecheck/curvecheck/internal/gp"
	"github.com/curvecheck/curvecheck/ref/field"
)

// fam is a family as pari.gp numbers it.
type fam struct {
	*catalog.Family
	k int64
}

func (f fam) id() gp.Arg { return gp.Small(f.k) }

func (f fam) edwards() bool { return f.E != nil }

// families are pari.gp's families 1 to 4.
func families() []fam {
	p256 := catalog.ProtocolFamilies[2]
	if p256.Name != "p256" {
		panic("pari: the catalog's third protocol family is not p256")
	}
	return []fam{{catalog.Secp256k1, 1}, {catalog.P384, 2}, {p256, 3}, {catalog.Edwards25519, 4}}
}

const (
	fieldOps  = 1 // pari.gp's j: modulo p
	scalarOps = 2 // modulo n
)

// fixed reads the input named name, which must be size bytes, as an
// integer in the family's byte order.
func (f fam) fixed(in catalog.Values, name string, size int) (*big.Int, error) {
	b := in[name]
	if len(b) != size {
		return nil, fmt.Errorf("%s: %s is %d bytes, want %d", Name, name, len(b), size)
	}
	return f.ParseInt(b), nil
}

// point returns the GP expression decoding the point input name: SEC1
// §2.3.4 (00, 02/03 ‖ X, 04 ‖ X ‖ Y; coordinates below p; hybrid forms
// refused) or RFC 8032 §5.1.3 (y below p). Curve membership and square
// roots are decided in gp.
func (f fam) point(b []byte, name string) (gp.Arg, error) {
	bad := func(why string) (gp.Arg, error) { return nil, fmt.Errorf("%s: %s: %s", Name, name, why) }
	if f.edwards() {
		if len(b) != 32 {
			return bad(fmt.Sprintf("%d bytes, want 32", len(b)))
		}
		s := int64(b[31] >> 7)
		yb := append([]byte(nil), b...)
		yb[31] &= 0x7f
		y := field.IntLE(yb)
		if y.Cmp(f.P) >= 0 {
			return bad("non-canonical encoding (y >= p)")
		}
		return gp.Call("cc_edec", gp.Int(y), gp.Small(s)), nil
	}
	size := f.FieldSize
	coord := func(c []byte) (*big.Int, error) {
		v := new(big.Int).SetBytes(c)
		if v.Cmp(f.P) >= 0 {
			return nil, errors.New("coordinate not below p")
		}
		return v, nil
	}
	if len(b) == 0 {
		return bad("empty encoding")
	}
	switch b[0] {
	case 0:
		if len(b) != 1 {
			return bad("identity encoding with trailing bytes")
		}
		return gp.Vec(gp.Small(0)), nil
	case 2, 3:
		if len(b) != 1+size {
			return bad("compressed encoding of the wrong length")
		}
		x, err := coord(b[1:])
		if err != nil {
			return bad(err.Error())
		}
		return gp.Call("cc_wlift", f.id(), gp.Int(x), gp.Small(int64(b[0]&1))), nil
	case 4:
		if len(b) != 1+2*size {
			return bad("uncompressed encoding of the wrong length")
		}
		x, err := coord(b[1 : 1+size])
		if err != nil {
			return bad(err.Error())
		}
		y, err := coord(b[1+size:])
		if err != nil {
			return bad(err.Error())
		}
		return gp.Call("cc_wpt", f.id(), gp.Int(x), gp.Int(y)), nil
	}
	return bad(fmt.Sprintf("unsupported prefix 0x%02x", b[0]))
}

// encodePoint writes pari.gp's cc_out result: uncompressed SEC1 (00 for
// the point at infinity) or the RFC 8032 encoding of [x, y].
func (f fam) encodePoint(v []*big.Int) (catalog.Values, error) {
	for _, c := range v {
		if c.Sign() < 0 || c.Cmp(f.P) >= 0 {
			return nil, fmt.Errorf("%w: gp returned a coordinate outside [0, p)", catalog.ErrBroken)
		}
	}
	switch {
	case f.edwards() && len(v) == 2:
		out := field.BytesLE(v[1], 32)
		out[31] |= byte(v[0].Bit(0)) << 7
		return catalog.Values{"r": out}, nil
	case !f.edwards() && len(v) == 0:
		return catalog.Values{"r": {0}}, nil
	case !f.edwards() && len(v) == 2:
		out := append([]byte{4}, v[0].FillBytes(make([]byte, f.FieldSize))...)
		return catalog.Values{"r": append(out, v[1].FillBytes(make([]byte, f.FieldSize))...)}, nil
	}
	return nil, fmt.Errorf("%w: gp returned %d coordinates for a point", catalog.ErrBroken, len(v))
}

// one checks that gp returned one integer in [0, m).
func one(v []*big.Int, m *big.Int) (*big.Int, error) {
	if len(v) != 1 || v[0].Sign() < 0 || v[0].Cmp(m) >= 0 {
		return nil, fmt.Errorf("%w: gp returned %v, want one integer below %v", catalog.ErrBroken, v, m)
	}
	return v[0], nil
}

func table() map[string]opFunc {
	t := map[string]opFunc{}
	for _, f := range families() {
		if f.Name != "p256" {
			arith(t, f)
			points(t, f)
		}
		if !f.edwards() {
			t[f.Name+"/ecdh"] = ecdh(f)
			t[f.Name+"/ecdsa_verify"] = ecdsaVerify(f, "digest", false)
			t[f.Name+"/ecdsa_verify_message"] = ecdsaVerify(f, "msg", false)
		}
	}
	t["secp256k1/ecdsa_verify_low_s"] = ecdsaVerify(families()[0], "digest", true)
	t["secp256k1/bip340_verify"] = bip340Verify
	t["ed25519/public_key"] = edPublicKey
	t["ed25519/sign"] = edSign
	t["ed25519/verify"] = edVerifyOp
	t["x25519/ecdh"] = x25519
	return t
}

// arith registers the field and scalar operations of f.
func arith(t map[string]opFunc, f fam) {
	for _, j := range []struct {
		kind       int64
		prefix     string
		size       int
		m          *big.Int
		invertName string
	}{{fieldOps, "field_", f.FieldSize, f.P, "field_invert"}, {scalarOps, "scalar_", f.ScalarSize, f.N, "scalar_invert"}} {
		binary := func(fn string) opFunc {
			return func(x *Impl, in catalog.Values) (catalog.Values, error) {
				a, err := f.fixed(in, "a", j.size)
				if err != nil {
					return nil, err
				}
				b, err := f.fixed(in, "b", j.size)
				if err != nil {
					return nil, err
				}
				return x.scalarOut(f, j.m, j.size, fn, f.id(), gp.Small(j.kind), gp.Int(a), gp.Int(b))
			}
		}
		unary := func(fn string, withKind bool) opFunc {
			return func(x *Impl, in catalog.Values) (catalog.Values, error) {
				a, err := f.fixed(in, "a", j.size)
				if err != nil {
					return nil, err
				}
				if withKind {
					return x.scalarOut(f, j.m, j.size, fn, f.id(), gp.Small(j.kind), gp.Int(a))
				}
				return x.scalarOut(f, j.m, j.size, fn, f.id(), gp.Int(a))
			}
		}
		t[f.Name+"/"+j.prefix+"add"] = binary("cc_add")
		t[f.Name+"/"+j.prefix+"mul"] = binary("cc_mul")
		t[f.Name+"/"+j.invertName] = unary("cc_inv", true)
		if j.kind == fieldOps {
			t[f.Name+"/field_sub"] = binary("cc_sub")
			t[f.Name+"/field_square"] = unary("cc_sqr", true)
			t[f.Name+"/field_sqrt"] = unary("cc_sqrt", false)
		}
	}
	t[f.Name+"/scalar_reduce"] = func(x *Impl, in catalog.Values) (catalog.Values, error) {
		v, err := f.fixed(in, "x", 2*f.ScalarSize)
		if err != nil {
			return nil, err
		}
		return x.scalarOut(f, f.N, f.ScalarSize, "cc_mul", f.id(), gp.Small(scalarOps), gp.Int(v), gp.Small(1))
	}
}

// scalarOut evaluates fn and encodes its one integer, below m, in size
// bytes.
func (x *Impl) scalarOut(f fam, m *big.Int, size int, fn string, args ...gp.Arg) (catalog.Values, error) {
	v, err := x.eval(fn, args...)
	if err != nil {
		return nil, err
	}
	r, err := one(v, m)
	if err != nil {
		return nil, err
	}
	return catalog.Values{"r": f.Int(r, size)}, nil
}

// points registers the point operations of f.
func points(t map[string]opFunc, f fam) {
	pt := func(in catalog.Values, name string) (gp.Arg, error) { return f.point(in[name], name) }
	sc := func(in catalog.Values, name string) (gp.Arg, error) {
		k, err := f.fixed(in, name, f.ScalarSize)
		if err != nil {
			return nil, err
		}
		return gp.Int(k), nil
	}
	run := func(x *Impl, fn string, args ...gp.Arg) (catalog.Values, error) {
		v, err := x.eval(fn, append([]gp.Arg{f.id()}, args...)...)
		if err != nil {
			return nil, err
		}
		return f.encodePoint(v)
	}
	for op, fn := range map[string]string{"point_decode": "cc_pdec", "point_double": "cc_pdbl", "point_negate": "cc_pneg"} {
		t[f.Name+"/"+op] = func(x *Impl, in catalog.Values) (catalog.Values, error) {
			P, err := pt(in, "p")
			if err != nil {
				return nil, err
			}
			return run(x, fn, P)
		}
	}
	t[f.Name+"/point_add"] = func(x *Impl, in catalog.Values) (catalog.Values, error) {
		P, err := pt(in, "p")
		if err != nil {
			return nil, err
		}
		Q, err := pt(in, "q")
		if err != nil {
			return nil, err
		}
		return run(x, "cc_padd", P, Q)
	}
	t[f.Name+"/scalar_mult"] = func(x *Impl, in catalog.Values) (catalog.Values, error) {
		k, err := sc(in, "k")
		if err != nil {
			return nil, err
		}
		P, err := pt(in, "p")
		if err != nil {
			return nil, err
		}
		return run(x, "cc_pmul", k, P)
	}
	t[f.Name+"/scalar_base_mult"] = func(x *Impl, in catalog.Values) (catalog.Values, error) {
		k, err := sc(in, "k")
		if err != nil {
			return nil, err
		}
		return run(x, "cc_pbase", k)
	}
	t[f.Name+"/double_scalar_mult_base"] = func(x *Impl, in catalog.Values) (catalog.Values, error) {
		a, err := sc(in, "a")
		if err != nil {
			return nil, err
		}
		b, err := sc(in, "b")
		if err != nil {
			return nil, err
		}
		P, err := pt(in, "p")
		if err != nil {
			return nil, err
		}
		return run(x, "cc_pdsm", a, b, P)
	}
}

// ecdh is SEC1 §3.3.1 on f: the private key exactly the size of n (its
// range is checked in gp), the public key decoded as SEC1.
func ecdh(f fam) opFunc {
	return func(x *Impl, in catalog.Values) (catalog.Values, error) {
		d, err := f.fixed(in, "private", f.ScalarSize)
		if err != nil {
			return nil, err
		}
		Q, err := f.point(in["public"], "public")
		if err != nil {
			return nil, err
		}
		v, err := x.eval("cc_ecdh", f.id(), gp.Int(d), Q)
		if err != nil {
			return nil, err
		}
		s, err := one(v, f.P)
		if err != nil {
			return nil, err
		}
		return catalog.Values{"shared": s.FillBytes(make([]byte, f.FieldSize))}, nil
	}
}

// x25519 is RFC 7748 §5: the scalar clamped (decodeScalar25519) and u's
// top bit masked (decodeUCoordinate) here, u reduced and the scalar
// multiplication done in gp.
func x25519(x *Impl, in catalog.Values) (catalog.Values, error) {
	k, u := in["scalar"], in["point"]
	if len(k) != 32 || len(u) != 32 {
		return nil, fmt.Errorf("%s: x25519: scalar and u must be 32 bytes (got %d and %d)", Name, len(k), len(u))
	}
	kb, ub := append([]byte(nil), k...), append([]byte(nil), u...)
	kb[0] &= 248
	kb[31] &= 127
	kb[31] |= 64
	ub[31] &= 127
	v, err := x.eval("cc_x25519", gp.Int(field.IntLE(kb)), gp.Int(field.IntLE(ub)))
	if err != nil {
		return nil, err
	}
	s, err := one(v, catalog.Edwards25519.P)
	if err != nil {
		return nil, err
	}
	return catalog.Values{"shared": field.BytesLE(s, 32)}, nil
}
