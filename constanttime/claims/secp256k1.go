package claims

import (
	"github.com/curvecheck/curvecheck/fast/secp256k1"
	k1ecdh "github.com/curvecheck/curvecheck/fast/secp256k1/ecdh"
	k1ecdsa "github.com/curvecheck/curvecheck/fast/secp256k1/ecdsa"
	k1field "github.com/curvecheck/curvecheck/fast/secp256k1/field"
	k1scalar "github.com/curvecheck/curvecheck/fast/secp256k1/scalar"
	k1schnorr "github.com/curvecheck/curvecheck/fast/secp256k1/schnorr"

	ct "github.com/curvecheck/curvecheck/constanttime"
)

// The claims of fast/secp256k1: every constant-time entry point with the
// Var function or control that shows the checker sees leaks in the same
// code. Secrets are read with the reducing decoders, so that no rejection
// branch runs on them.

func k1Scalar(s []byte) *k1scalar.Scalar {
	k, _ := new(k1scalar.Scalar).SetBytesReduce(s[:32])
	return k
}

// k1Public declassifies a point's affine coordinates (made public by the
// caller's design: a public key, a signature's R).
func k1Public(p *secp256k1.Point) {
	x, y, inf := p.Coordinates()
	ct.Declassify(x[:])
	ct.Declassify(y[:])
	ct.DeclassifyValue(&inf)
}

// k1Key makes a private key in [1, n-1] from the secret bytes without a
// branch: the top bit cleared keeps it below n, the low bit set keeps it
// non-zero.
func k1Key(s []byte) []byte {
	k := append([]byte(nil), s[:32]...)
	k[0] &= 0x7f
	k[31] |= 1
	return k
}

// Reasons for the lines the registry excuses in the protocol code.
const (
	k1KeyCheck   = "validity check of the private key (32 bytes in [1, n-1]): a key that fails is rejected and never used; every valid key takes the same path, so the branch reveals only that the caller passed a valid key"
	k1Infinity   = "the shared point is the point at infinity only for a private key that is 0 mod n, which the key check has rejected: the branch is never taken for a key that passed it"
	k1NonceRetry = "RFC 6979 §3.2 step h.3 / SEC1 §4.1.3 retry: taken when the candidate nonce is >= n or 0, or r or s is 0, each with probability below 2^-127; the branch reveals only that a retry happened"
)

func init() {
	reg := func(name string, kind ct.Kind, secret string, sibling string, run func([]byte), benign ...ct.Excuse) {
		ct.Register(ct.Claim{Name: name, Library: "fast", Kind: kind, Secret: secret, SecretLen: 32, Sibling: sibling, Run: run, Benign: benign})
	}
	reg("fast/secp256k1.ScalarBaseMult", ct.ConstantTime, "the scalar", "fast/secp256k1.ScalarBaseMultVar", func(s []byte) {
		k1Public(new(secp256k1.Point).ScalarBaseMult(k1Scalar(s)))
	})
	reg("fast/secp256k1.HashToCurve+EncodeToCurve", ct.ConstantTime, "the message (its length is public)", "fast/secp256k1.ScalarMultVar", func(s []byte) {
		dst := []byte("QUUX-V01-CS02-with-secp256k1_XMD:SHA-256_SSWU_RO_")
		p, _ := new(secp256k1.Point).HashToCurve(s[:32], dst)
		k1Public(p)
		q, _ := new(secp256k1.Point).EncodeToCurve(s[:32], dst)
		k1Public(q)
	})
	reg("fast/secp256k1.ScalarBaseMultVar", ct.VarTime, "the scalar (public in real use)", "", func(s []byte) {
		var p secp256k1.Point
		p.ScalarBaseMultVar(k1Scalar(s))
		ct.DeclassifyValue(&p)
	})
	reg("fast/secp256k1.ScalarMult", ct.ConstantTime, "the scalar (the point is public)", "fast/secp256k1.ScalarMultVar", func(s []byte) {
		k1Public(new(secp256k1.Point).ScalarMult(k1Scalar(s), secp256k1.NewGenerator()))
	})
	reg("fast/secp256k1.ScalarMultVar", ct.VarTime, "the scalar (public in real use)", "", func(s []byte) {
		var p secp256k1.Point
		p.ScalarMultVar(k1Scalar(s), secp256k1.NewGenerator())
		ct.DeclassifyValue(&p)
	})
	reg("fast/secp256k1.MultiScalarMult", ct.ConstantTime, "two scalars (the points are public)", "fast/secp256k1.DoubleScalarMultBaseVar", func(s []byte) {
		k := k1Scalar(s)
		g := secp256k1.NewGenerator()
		p, _ := new(secp256k1.Point).MultiScalarMult([]*k1scalar.Scalar{k, k}, []*secp256k1.Point{g, new(secp256k1.Point).Double(g)})
		k1Public(p)
	})
	reg("fast/secp256k1.DoubleScalarMultBaseVar", ct.VarTime, "the scalars (public in real use)", "", func(s []byte) {
		k := k1Scalar(s)
		var p secp256k1.Point
		p.DoubleScalarMultBaseVar(k, secp256k1.NewGenerator(), k)
		ct.DeclassifyValue(&p)
	})
	reg("fast/secp256k1.Point.Add+Double+Coordinates", ct.ConstantTime, "the points", "fast/secp256k1.ScalarMultVar", func(s []byte) {
		p := new(secp256k1.Point).ScalarBaseMult(k1Scalar(s))
		q := new(secp256k1.Point).Double(p)
		k1Public(q.Add(q, p))
	})
	reg("fast/secp256k1/field.Mul+Square+Add+Neg+Normalize", ct.ConstantTime, "the element", "fast/secp256k1/field.InvVar", func(s []byte) {
		a, _ := new(k1field.Element).SetBytesReduce(s[:32])
		b := new(k1field.Element).Square(a)
		b.Mul(b, a).Add(b, new(k1field.Element).Neg(a, 1)).Normalize(b)
		ct.Declassify(b.Bytes())
	})
	reg("fast/secp256k1/field.DoubleJacobianCoords+DoubleJacobianCoordsN+DoubleProjectiveCoordsN+FinishJacobianAdd+CompleteAddAffine", ct.ConstantTime, "the coordinates", "fast/secp256k1/field.InvVar", func(s []byte) {
		// The assembly point formulas; where they decline (purego, no
		// BMI2 or no ADX) the claim runs nothing of theirs and the point
		// claims cover the Element methods that replace them.
		var in, out [3]k1field.Element
		for i := range in {
			in[i].SetBytesReduce(s[:32])
			in[i].Mul(&in[i], &in[(i+2)%3])
			in[i].Add(&in[i], &in[i])
		}
		k1field.DoubleJacobianCoords(&out, &in)
		k1field.DoubleJacobianCoordsN(&out, &out, 5)
		k1field.DoubleProjectiveCoordsN(&out, &out, 5)
		h := new(k1field.Element).Square(&in[0])
		r := new(k1field.Element).Square(h)
		k1field.FinishJacobianAdd(&out, &out, h, r)
		k1field.CompleteAddAffine(&out, &out, h, r)
		for i := range out {
			out[i].Normalize(&out[i])
			ct.Declassify(out[i].Bytes())
		}
	})
	reg("fast/secp256k1/field.Inv", ct.ConstantTime, "the element", "fast/secp256k1/field.InvVar", func(s []byte) {
		a, _ := new(k1field.Element).SetBytesReduce(s[:32])
		ct.Declassify(new(k1field.Element).Inv(a).Bytes())
	})
	reg("fast/secp256k1/field.Sqrt", ct.ConstantTime, "the element", "fast/secp256k1/field.InvVar", func(s []byte) {
		a, _ := new(k1field.Element).SetBytesReduce(s[:32])
		r, ok := new(k1field.Element).Sqrt(a)
		r.Normalize(r)
		ct.Declassify(r.Bytes())
		ct.DeclassifyValue(&ok)
	})
	reg("fast/secp256k1/field.InvVar", ct.VarTime, "the element (public in real use)", "", func(s []byte) {
		a, _ := new(k1field.Element).SetBytesReduce(s[:32])
		ct.Declassify(new(k1field.Element).InvVar(a).Bytes())
	})
	reg("fast/secp256k1/scalar.Mul+Add+Inv", ct.ConstantTime, "the scalar", "fast/secp256k1/scalar.InvVar", func(s []byte) {
		k := k1Scalar(s)
		var r k1scalar.Scalar
		r.Mul(k, k).Add(&r, k).Inv(&r)
		ct.Declassify(r.Bytes())
	})
	reg("fast/secp256k1/scalar.SplitLambda+SignedDigits", ct.ConstantTime, "the scalar", "fast/secp256k1/scalar.InvVar", func(s []byte) {
		k1, k2 := k1Scalar(s).SplitLambda()
		a1, n1 := k1.Abs128()
		a2, n2 := k2.Abs128()
		var d1, d2 [26]int8
		a1.SignedDigits(d1[:], 5)
		a2.SignedDigits(d2[:], 5)
		ct.Declassify(append(append([]byte(nil), byte(n1), byte(n2)), int8Bytes(d1[:], d2[:])...))
	})
	reg("fast/secp256k1/scalar.InvVar", ct.VarTime, "the scalar (public in real use)", "", func(s []byte) {
		ct.Declassify(new(k1scalar.Scalar).InvVar(k1Scalar(s)).Bytes())
	})
	reg("fast/secp256k1/ecdsa.Sign", ct.ConstantTime, "the private key (and so the nonce)", "fast/secp256k1.DoubleScalarMultBaseVar", func(s []byte) {
		sig, err := k1ecdsa.Sign(k1Key(s), make([]byte, 32))
		ct.Declassify(sig) // the signature is public
		ct.DeclassifyValue(&err)
	},
		ct.Excuse{Func: "github.com/curvecheck/curvecheck/fast/secp256k1/ecdsa.privateKey", Line: "if err != nil || d.IsZero() == 1 {", Reason: k1KeyCheck},
		ct.Excuse{Func: "github.com/curvecheck/curvecheck/fast/internal/rfc6979.(*Generator).Next", Line: "if inRange(g.t, g.q) == 1 {", Reason: k1NonceRetry},
		ct.Excuse{Func: "github.com/curvecheck/curvecheck/fast/secp256k1/ecdsa.Sign", Line: "if r.IsZero()|s.IsZero() == 1 {", Reason: k1NonceRetry},
		ct.Excuse{Func: "github.com/curvecheck/curvecheck/fast/secp256k1/scalar.(*Scalar).SetBytes", Line: "if reduceOnce(x, 0) != x {", Reason: "the rejection of a value >= n in SetBytes, reached from the private key check: " + k1KeyCheck})
	reg("fast/secp256k1/schnorr.Sign", ct.ConstantTime, "the secret key (and so the nonce)", "fast/secp256k1.DoubleScalarMultBaseVar", func(s []byte) {
		sig, err := k1schnorr.Sign(k1Key(s), []byte("message"), make([]byte, 32))
		ct.Declassify(sig)
		ct.DeclassifyValue(&err)
	},
		ct.Excuse{Func: "github.com/curvecheck/curvecheck/fast/secp256k1/schnorr.secretKey", Line: "if err != nil || d.IsZero() == 1 {", Reason: k1KeyCheck},
		ct.Excuse{Func: "github.com/curvecheck/curvecheck/fast/secp256k1/schnorr.Sign", Line: "if k.IsZero() == 1 {", Reason: k1NonceRetry},
		ct.Excuse{Func: "github.com/curvecheck/curvecheck/fast/secp256k1/scalar.(*Scalar).SetBytes", Line: "if reduceOnce(x, 0) != x {", Reason: "the rejection of a value >= n in SetBytes, reached from the secret key check: " + k1KeyCheck},
		ct.Excuse{Func: "github.com/curvecheck/curvecheck/fast/secp256k1/scalar.(*Scalar).IsZero", Line: "func (s *Scalar) IsZero() int { return int(^s.nonZeroMask() & 1) }", Reason: "IsZero inlined into the two checks of schnorr.Sign that branch on it, the secret key check (" + k1KeyCheck + ") and the zero-nonce check (" + k1NonceRetry + ")"})
	reg("fast/secp256k1/ecdh.SharedX", ct.ConstantTime, "the private key (the peer's key is public)", "fast/secp256k1.ScalarMultVar", func(s []byte) {
		peer := secp256k1.NewGenerator().BytesCompressed()
		out, err := k1ecdh.SharedX(k1Key(s), peer)
		ct.Declassify(out)
		ct.DeclassifyValue(&err)
	},
		ct.Excuse{Func: "github.com/curvecheck/curvecheck/fast/secp256k1/ecdh.shared", Line: "if err != nil || d.IsZero() == 1 {", Reason: k1KeyCheck},
		ct.Excuse{Func: "github.com/curvecheck/curvecheck/fast/secp256k1/ecdh.shared", Line: "if inf == 1 { // impossible for d in [1, n-1] and Q of prime order", Reason: k1Infinity},
		ct.Excuse{Func: "github.com/curvecheck/curvecheck/fast/secp256k1/scalar.(*Scalar).SetBytes", Line: "if reduceOnce(x, 0) != x {", Reason: "the rejection of a value >= n in SetBytes, reached from the private key check: " + k1KeyCheck})
}

func int8Bytes(parts ...[]int8) []byte {
	var out []byte
	for _, p := range parts {
		for _, d := range p {
			out = append(out, byte(d))
		}
	}
	return out
}
