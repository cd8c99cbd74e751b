package claims

import (
	"crypto/ecdh"
	stded25519 "crypto/ed25519"
	"math/big"

	"filippo.io/edwards25519"
	filippofield "filippo.io/edwards25519/field"
	"github.com/consensys/gnark-crypto/ecc/secp256k1"
	dcrd "github.com/decred/dcrd/dcrec/secp256k1/v4"
	dcrdecdsa "github.com/decred/dcrd/dcrec/secp256k1/v4/ecdsa"

	ct "github.com/curvecheck/curvecheck/constanttime"
)

// Claims about the libraries curvecheck cross-checks. Every report under a
// claim's Run counts against it, in the library's own packages or in what
// they call (math/big under decred's NonConst inverse, the runtime under
// bytes.Equal); the excuses name the library lines that are not leaks.
func init() {
	// Sanity checks that branch on values that are the same for every
	// valid input, in filippo.io/edwards25519 and in Go's
	// crypto/internal/fips140/edwards25519, which shares the code.
	radix16 := "signedRadix16 panics if bit 255 of the scalar is set; a reduced scalar never has it, so the branch has one outcome for every valid input"
	initialized := "checkInitialized compares coordinates with the zero value to catch an uninitialized Point; no valid point equals it"
	edBenign := []ct.Excuse{
		{Func: "filippo.io/edwards25519.(*Scalar).signedRadix16", Line: "if b[31] > 127 {", Reason: radix16},
		{Func: "filippo.io/edwards25519.checkInitialized", Line: "if p.x == (field.Element{}) && p.y == (field.Element{}) {", Reason: initialized},
	}
	stdEdBenign := []ct.Excuse{
		{Func: "crypto/internal/fips140/edwards25519.(*Scalar).signedRadix16", Line: "if b[31] > 127 {", Reason: radix16},
		{Func: "crypto/internal/fips140/edwards25519.checkInitialized", Line: "if p.x == (field.Element{}) && p.y == (field.Element{}) {", Reason: initialized},
	}
	filippoScalar := func(s []byte) *edwards25519.Scalar {
		k, _ := edwards25519.NewScalar().SetUniformBytes(s[:64])
		return k
	}
	ct.Register(ct.Claim{Name: "filippo.io/edwards25519.ScalarBaseMult", Library: "filippo", Kind: ct.ConstantTime, Secret: "the scalar", SecretLen: 64,
		Sibling: "filippo.io/edwards25519.VarTimeDoubleScalarBaseMult", Benign: edBenign, Run: func(s []byte) {
			ct.DeclassifyValue(new(edwards25519.Point).ScalarBaseMult(filippoScalar(s)))
		}})
	ct.Register(ct.Claim{Name: "filippo.io/edwards25519.ScalarMult", Library: "filippo", Kind: ct.ConstantTime, Secret: "the scalar and the point", SecretLen: 64,
		Sibling: "filippo.io/edwards25519.VarTimeDoubleScalarBaseMult", Benign: edBenign, Run: func(s []byte) {
			k := filippoScalar(s)
			p := new(edwards25519.Point).ScalarBaseMult(k)
			ct.DeclassifyValue(new(edwards25519.Point).ScalarMult(k, p))
		}})
	ct.Register(ct.Claim{Name: "filippo.io/edwards25519.MultiScalarMult", Library: "filippo", Kind: ct.ConstantTime, Secret: "the scalars and points", SecretLen: 64,
		Sibling: "filippo.io/edwards25519.VarTimeDoubleScalarBaseMult", Benign: edBenign, Run: func(s []byte) {
			k := filippoScalar(s)
			p := new(edwards25519.Point).ScalarBaseMult(k)
			ct.DeclassifyValue(new(edwards25519.Point).MultiScalarMult([]*edwards25519.Scalar{k, k}, []*edwards25519.Point{p, p}))
		}})
	ct.Register(ct.Claim{Name: "filippo.io/edwards25519/field.Multiply+Invert", Library: "filippo", Kind: ct.ConstantTime, Secret: "the elements", SecretLen: 64,
		Sibling: "filippo.io/edwards25519.VarTimeDoubleScalarBaseMult", Benign: edBenign, Run: func(s []byte) {
			a, _ := new(filippofield.Element).SetBytes(s[:32])
			b, _ := new(filippofield.Element).SetBytes(s[32:64])
			c := new(filippofield.Element).Multiply(a, b)
			ct.Declassify(c.Invert(c).Bytes())
		}})
	ct.Register(ct.Claim{Name: "filippo.io/edwards25519.Scalar.Multiply", Library: "filippo", Kind: ct.ConstantTime, Secret: "the scalars", SecretLen: 64,
		Sibling: "filippo.io/edwards25519.VarTimeDoubleScalarBaseMult", Benign: edBenign, Run: func(s []byte) {
			k := filippoScalar(s)
			ct.Declassify(edwards25519.NewScalar().Multiply(k, k).Bytes())
		}})
	ct.Register(ct.Claim{Name: "filippo.io/edwards25519.VarTimeDoubleScalarBaseMult", Library: "filippo", Kind: ct.VarTime, Secret: "the scalars (public in real use)", SecretLen: 64,
		Run: func(s []byte) {
			k := filippoScalar(s)
			ct.DeclassifyValue(new(edwards25519.Point).VarTimeDoubleScalarBaseMult(k, edwards25519.NewGeneratorPoint(), k))
		}})

	ct.Register(ct.Claim{Name: "crypto/ed25519.NewKeyFromSeed", Library: "stdlib", Kind: ct.ConstantTime, Secret: "the seed", SecretLen: 32,
		Sibling: "control.TableLookup", Benign: stdEdBenign, Run: func(s []byte) {
			priv := stded25519.NewKeyFromSeed(s[:32])
			ct.Declassify(priv[32:])
		}})
	ct.Register(ct.Claim{Name: "crypto/ed25519.Sign", Library: "stdlib", Kind: ct.ConstantTime, Secret: "the seed", SecretLen: 32,
		Sibling: "control.TableLookup", Benign: stdEdBenign, Run: func(s []byte) {
			priv := stded25519.NewKeyFromSeed(s[:32])
			ct.Declassify(priv[32:])
			ct.Declassify(stded25519.Sign(priv, []byte("message")))
		}})
	ecdhBenign := []ct.Excuse{
		{Func: "crypto/ecdh.(*x25519Curve).ecdh", Line: "if isZero(out) {", Reason: lowOrderCheck},
		{Func: "crypto/internal/fips140/ecdh.NewPrivateKey", Line: "if len(key) != len(c.N) || isZero(key) || !isLess(key, c.N) {",
			Reason: "NewPrivateKey's range check 0 < d < n (SP 800-56A): it reveals only whether the key is valid, which the error reveals anyway"},
		{Func: "crypto/internal/fips140/nistec.(*P384Point).bytes", Line: "if p.z.IsZero() == 1 {", Reason: "bytes() tests for the point at infinity, which a valid shared point never is"},
		{Func: "crypto/internal/fips140/nistec.(*P384Point).bytesX", Line: "if p.z.IsZero() == 1 {", Reason: "bytesX() tests for the point at infinity, which a valid shared point never is"},
		{Func: "crypto/internal/fips140/nistec.(*p384Table).Select", Line: "if n >= 16 {", Reason: "p384Table.Select panics if the digit is out of [0, 15]; the recoding never produces one, so the branch has one outcome"},
	}
	for _, c := range []struct {
		name  string
		curve ecdh.Curve
		n     int
	}{{"crypto/ecdh.X25519", ecdh.X25519(), 32}, {"crypto/ecdh.P384", ecdh.P384(), 48}} {
		ct.Register(ct.Claim{Name: c.name, Library: "stdlib", Kind: ct.ConstantTime, Secret: "the private key", SecretLen: c.n, Fixed: ones(c.n),
			Sibling: "control.BranchOnBit", Benign: ecdhBenign, Run: func(s []byte) {
				b := append([]byte(nil), s[:c.n]...)
				b[0] &= 0x7f // below the P-384 order
				k, err := c.curve.NewPrivateKey(b)
				ct.DeclassifyValue(&err)
				if err != nil {
					return
				}
				peer, _ := c.curve.GenerateKey(zeroReader{})
				shared, err := k.ECDH(peer.PublicKey())
				ct.Declassify(shared)
				ct.DeclassifyValue(&err)
			}})
	}

	dcrdKey := func(s []byte) *dcrd.PrivateKey {
		var k dcrd.ModNScalar
		k.SetByteSlice(s[:32])
		return dcrd.NewPrivateKey(&k)
	}
	// decred's docs do not call ecdsa.Sign constant time; what the checker
	// sees there is reported, as for any function without a guarantee.
	ct.Register(ct.Claim{Name: "decred/secp256k1/ecdsa.Sign", Library: "decred", Kind: ct.NoGuarantee, Secret: "the private key", SecretLen: 32, Fixed: ones(32),
		Sibling: "decred/secp256k1.ScalarBaseMultNonConst", Run: func(s []byte) {
			digest := make([]byte, 32)
			ct.Declassify(dcrdecdsa.Sign(dcrdKey(s), digest).Serialize())
		}})
	// FieldVal.Inverse and ModNScalar.Mul are documented "in constant time".
	ct.Register(ct.Claim{Name: "decred/secp256k1.FieldVal.Inverse", Library: "decred", Kind: ct.ConstantTime, Secret: "the element", SecretLen: 32,
		Sibling: "decred/secp256k1.ScalarBaseMultNonConst", Run: func(s []byte) {
			var f dcrd.FieldVal
			f.SetByteSlice(s[:32])
			f.Inverse().Normalize()
			ct.DeclassifyValue(&f)
		}})
	ct.Register(ct.Claim{Name: "decred/secp256k1.ModNScalar.Mul", Library: "decred", Kind: ct.ConstantTime, Secret: "the scalars", SecretLen: 32,
		Sibling: "decred/secp256k1.ScalarBaseMultNonConst", Run: func(s []byte) {
			var a, b dcrd.ModNScalar
			a.SetByteSlice(s[:32])
			b.SetByteSlice(s[:32])
			a.Mul(&b)
			ct.DeclassifyValue(&a)
		}})
	ct.Register(ct.Claim{Name: "decred/secp256k1.ScalarBaseMultNonConst", Library: "decred", Kind: ct.VarTime, Secret: "the scalar", SecretLen: 32,
		Run: func(s []byte) {
			var k dcrd.ModNScalar
			k.SetByteSlice(s[:32])
			var r dcrd.JacobianPoint
			dcrd.ScalarBaseMultNonConst(&k, &r)
			ct.DeclassifyValue(&r)
		}})
	ct.Register(ct.Claim{Name: "gnark-crypto/secp256k1.G1Affine.ScalarMultiplication", Library: "gnark", Kind: ct.NoGuarantee, Secret: "the scalar", SecretLen: 32,
		Run: func(s []byte) {
			_, g := secp256k1.Generators()
			var r secp256k1.G1Affine
			r.ScalarMultiplication(&g, new(big.Int).SetBytes(s[:32]))
			ct.DeclassifyValue(&r)
		}})
}

// zeroReader is an io.Reader of zeros, for a fixed (public) peer key.
type zeroReader struct{}

func (zeroReader) Read(b []byte) (int, error) {
	for i := range b {
		b[i] = 1
	}
	return len(b), nil
}

// ones returns n bytes of 0x01: a fixed secret that is a valid key where
// zero is not (a zero ECDSA or ECDH key is rejected, or never signs).
func ones(n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = 1
	}
	return b
}
