package claims

import (
	"github.com/curvecheck/curvecheck/fast/ed25519"
	"github.com/curvecheck/curvecheck/fast/edwards25519"
	"github.com/curvecheck/curvecheck/fast/edwards25519/field"
	"github.com/curvecheck/curvecheck/fast/edwards25519/scalar"
	"github.com/curvecheck/curvecheck/fast/x25519"

	ct "github.com/curvecheck/curvecheck/constanttime"
)

func fastScalar(s []byte) *scalar.Scalar {
	k, _ := new(scalar.Scalar).SetWideBytes(s[:64])
	return k
}

func declassifyPoint(p *edwards25519.Point) { ct.DeclassifyValue(p) }

func init() {
	reg := func(name string, kind ct.Kind, secret string, n int, sibling string, run func([]byte)) {
		ct.Register(ct.Claim{Name: name, Library: "fast", Kind: kind, Secret: secret, SecretLen: n, Sibling: sibling, Run: run})
	}
	reg("fast/edwards25519.ScalarBaseMult", ct.ConstantTime, "the scalar", 64, "fast/edwards25519.DoubleScalarMultBaseVar", func(s []byte) {
		declassifyPoint(new(edwards25519.Point).ScalarBaseMult(fastScalar(s)))
	})
	reg("fast/edwards25519.HashToCurve+EncodeToCurve", ct.ConstantTime, "the message (its length is public)", 64, "fast/edwards25519.DoubleScalarMultBaseVar", func(s []byte) {
		dst := []byte("QUUX-V01-CS02-with-edwards25519_XMD:SHA-512_ELL2_RO_")
		p, _ := new(edwards25519.Point).HashToCurve(s[:64], dst)
		declassifyPoint(p)
		q, _ := new(edwards25519.Point).EncodeToCurve(s[:64], dst)
		declassifyPoint(q)
	})
	reg("fast/edwards25519.ScalarMult", ct.ConstantTime, "the scalar and the point", 64, "fast/edwards25519.DoubleScalarMultBaseVar", func(s []byte) {
		k := fastScalar(s)
		p := new(edwards25519.Point).ScalarBaseMult(k) // a secret point
		declassifyPoint(new(edwards25519.Point).ScalarMult(k, p))
	})
	reg("fast/edwards25519.MultiScalarMult", ct.ConstantTime, "three scalars and points", 64, "fast/edwards25519.MultiScalarMultVar", func(s []byte) {
		k := fastScalar(s)
		p := new(edwards25519.Point).ScalarBaseMult(k)
		v, _ := new(edwards25519.Point).MultiScalarMult([]*scalar.Scalar{k, k, k}, []*edwards25519.Point{p, p, p}) // equal counts: no error
		declassifyPoint(v)
	})
	reg("fast/edwards25519.DoubleScalarMultBaseVar", ct.VarTime, "the scalars (public in real use)", 64, "", func(s []byte) {
		k := fastScalar(s)
		declassifyPoint(new(edwards25519.Point).DoubleScalarMultBaseVar(k, edwards25519.NewGenerator(), k))
	})
	reg("fast/edwards25519.MultiScalarMultVar", ct.VarTime, "the scalars (public in real use)", 64, "", func(s []byte) {
		k := fastScalar(s)
		g := edwards25519.NewGenerator()
		v, _ := new(edwards25519.Point).MultiScalarMultVar([]*scalar.Scalar{k, k}, []*edwards25519.Point{g, g}) // equal counts: no error
		declassifyPoint(v)
	})
	reg("fast/edwards25519/field.Inv", ct.ConstantTime, "the element", 32, "control.TableLookup", func(s []byte) {
		x, _ := new(field.Element).SetBytesReduce(s[:32])
		y := new(field.Element).Inv(x)
		ct.Declassify(y.Bytes())
	})
	reg("fast/edwards25519/field.SqrtRatio", ct.ConstantTime, "the element", 32, "control.BranchOnBit", func(s []byte) {
		x, _ := new(field.Element).SetBytesReduce(s[:32])
		r, ok := new(field.Element).SqrtRatio(x, new(field.Element).One())
		ct.DeclassifyValue(r)
		ct.DeclassifyValue(&ok)
	})
	reg("fast/edwards25519/field.Multiply+Square+Add+Subtract", ct.ConstantTime, "two elements", 64, "control.BranchOnBit", func(s []byte) {
		a, _ := new(field.Element).SetBytesReduce(s[:32])
		b, _ := new(field.Element).SetBytesReduce(s[32:64])
		c := new(field.Element).Mul(a, b)
		c.Square(c).Add(c, a).Sub(c, b)
		ct.Declassify(c.Bytes())
	})
	reg("fast/edwards25519/scalar.Multiply+Add+SetUniformBytes", ct.ConstantTime, "two scalars", 64, "control.BranchOnBit", func(s []byte) {
		a := fastScalar(s)
		b, _ := new(scalar.Scalar).SetClampedBytes(s[:32])
		ct.Declassify(new(scalar.Scalar).MulAdd(a, b, a).Bytes())
	})
	reg("fast/edwards25519.Point.Add+Double+Bytes", ct.ConstantTime, "the points", 64, "fast/edwards25519.DoubleScalarMultBaseVar", func(s []byte) {
		p := new(edwards25519.Point).ScalarBaseMult(fastScalar(s))
		q := new(edwards25519.Point).Double(p)
		ct.Declassify(q.Add(q, p).Bytes())
	})
	reg("fast/edwards25519/scalar.Inv", ct.ConstantTime, "the scalar", 64, "control.BranchOnBit", func(s []byte) {
		ct.Declassify(new(scalar.Scalar).Inv(fastScalar(s)).Bytes())
	})
	reg("fast/ed25519.NewKeyFromSeed", ct.ConstantTime, "the seed", 32, "fast/edwards25519.DoubleScalarMultBaseVar", func(s []byte) {
		priv, _ := ed25519.NewKeyFromSeed(s[:32])
		ct.Declassify(priv[32:]) // the public key is public
	})
	reg("fast/ed25519.Sign", ct.ConstantTime, "the seed", 32, "fast/edwards25519.DoubleScalarMultBaseVar", func(s []byte) {
		priv, _ := ed25519.NewKeyFromSeed(s[:32])
		ct.Declassify(priv[32:])
		sig, _ := ed25519.Sign(priv, []byte("message"))
		ct.Declassify(sig) // the signature is public
	})
	reg("fast/ed25519.VerifyBatchVar", ct.VarTime, "the signatures and keys (public in real use)", 32, "", func(s []byte) {
		priv, _ := ed25519.NewKeyFromSeed(s[:32])
		sig, _ := ed25519.Sign(priv, []byte("message"))
		pub := priv[32:]
		valid, err := ed25519.VerifyBatchVar([][]byte{pub, pub}, [][]byte{[]byte("message"), []byte("message")}, [][]byte{sig, sig}, nil)
		ct.DeclassifyValue(&err)
		for i := range valid {
			ct.DeclassifyValue(&valid[i])
		}
	})
	x := ct.Claim{Name: "fast/x25519.X25519", Library: "fast", Kind: ct.ConstantTime, Secret: "the scalar (and an arbitrary point)", SecretLen: 32,
		Sibling: "control.BranchOnBit",
		Benign:  []ct.Excuse{{Func: "github.com/curvecheck/curvecheck/fast/x25519.X25519", Line: "if acc == 0 {", Reason: lowOrderCheck}}}
	x.Run = func(s []byte) {
		peer := []byte{0x1c, 0x9f, 0xd8, 0x8f, 0x45, 0x60, 0x6d, 0x93, 0x2a, 0x80, 0xc7, 0x18, 0x24, 0xae, 0x15, 0x1d,
			0x15, 0xd7, 0x3e, 0x77, 0xde, 0x38, 0xe8, 0xe0, 0x00, 0x85, 0x2e, 0x61, 0x4f, 0xae, 0x70, 0x19}
		out, err := x25519.X25519(s[:32], peer)
		ct.Declassify(out)
		ct.DeclassifyValue(&err)
	}
	ct.Register(x)
	// The base-point path: the point is public (it decides the path), the
	// scalar secret.
	xb := x
	xb.Name, xb.Secret = "fast/x25519.X25519(base point)", "the scalar (the point is the public base point)"
	xb.Run = func(s []byte) {
		out, err := x25519.X25519(s[:32], x25519.Basepoint)
		ct.Declassify(out)
		ct.DeclassifyValue(&err)
	}
	ct.Register(xb)
}

// lowOrderCheck is the reason the X25519 all-zero check is not a leak.
const lowOrderCheck = "RFC 7748 §6.1 check for an all-zero output: the output is zero exactly when the peer's (public) point has low order, so the branch reveals nothing about the scalar"
