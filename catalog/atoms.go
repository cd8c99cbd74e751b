package catalog

import (
	"math/big"

	stded25519 "crypto/ed25519"

	"github.com/curvecheck/curvecheck/ref/ecdsa"
	"github.com/curvecheck/curvecheck/ref/field"
)

// The policy atoms of the catalog. Each names the operations it applies
// to, what it changes from the reference's default, the clause that leaves
// the choice, and an example (see doc/policies.md, generated from this
// file by doc/gen-policies).

// opsOf lists "family/op" for each family and operation name.
func opsOf(families []string, names ...string) []string {
	var out []string
	for _, f := range families {
		for _, n := range names {
			out = append(out, f+"/"+n)
		}
	}
	return out
}

var (
	groupFams = []string{"edwards25519", "secp256k1", "p384"}
	sec1Fams  = []string{"secp256k1", "p384"}
	ecdsaFams = []string{"secp256k1", "p256", "p384"}
	// scalarIn are the group operations that take scalars.
	scalarIn = opsOf(groupFams, "scalar_add", "scalar_mul", "scalar_invert", "scalar_mult", "scalar_base_mult", "double_scalar_mult_base", "msm")
	// multOps are the scalar multiplications.
	multOps = opsOf(groupFams, "scalar_mult", "scalar_base_mult", "double_scalar_mult_base", "msm")
	// sec1In are the operations that decode SEC1 points.
	sec1In = append(opsOf(sec1Fams, "point_add", "point_double", "point_negate", "point_decode", "scalar_mult", "double_scalar_mult_base", "msm"),
		opsOf(ecdsaFams, "ecdsa_verify", "ecdsa_verify_der", "ecdsa_verify_message", "ecdsa_verify_message_der", "ecdsa_verify_low_s", "ecdh")...)
	// twoScalarOps are the operations with two scalar operands, a and b.
	twoScalarOps = opsOf(groupFams, "scalar_add", "scalar_mul", "double_scalar_mult_base")
	// ecdsaSignOps and ecdsaVerifyOps are the ECDSA operations of every
	// signature encoding; derVerifyOps take DER.
	ecdsaSignOps   = opsOf(ecdsaFams, "ecdsa_sign", "ecdsa_sign_der", "ecdsa_sign_message")
	ecdsaVerifyOps = opsOf(ecdsaFams, "ecdsa_verify", "ecdsa_verify_der", "ecdsa_verify_message", "ecdsa_verify_message_der")
	derVerifyOps   = opsOf(ecdsaFams, "ecdsa_verify_der", "ecdsa_verify_message_der")
	// pointOut are the operations whose result is a point.
	pointOut = opsOf(groupFams, "point_add", "point_double", "point_negate", "point_decode", "scalar_mult", "scalar_base_mult", "double_scalar_mult_base", "msm")
	// edIn are the edwards25519 operations that decode points.
	edIn      = opsOf([]string{"edwards25519"}, "point_add", "point_double", "point_negate", "point_decode", "scalar_mult", "double_scalar_mult_base", "msm")
	edVerify  = []string{"ed25519/verify", "ed25519/verify_batch"}
	ecdhOps   = opsOf(ecdsaFams, "ecdh")
	edFieldIn = []string{"edwards25519/field_*"}
)

func hexb(s string) []byte { return unhex(s) }

// edIdentity, edOrder2 and edIdentityNonCanonical are encodings of
// edwards25519's low-order points: the identity (0, 1), the point (0, -1)
// of order 2, and the identity with y = p + 1.
const (
	edIdentity             = "0100000000000000000000000000000000000000000000000000000000000000"
	edOrder2               = "ecffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f"
	edIdentityNonCanonical = "eeffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f"
	edIdentityNegZero      = "0100000000000000000000000000000000000000000000000000000000000080"
)

// derExample is a valid secp256k1/ecdsa_verify_der case.
func derExample(f *Family) Values {
	d := big.NewInt(7)
	digest := make([]byte, ECDSAHash[f.Name].Size())
	sig, _ := ecdsa.Sign(f.W, d, ECDSAHash[f.Name], digest, false)
	return Values{"pub": f.MulBase(d, false), "digest": digest, "sig": ecdsa.EncodeDER(sig)}
}

// validEd25519 is a valid signature from a fixed seed.
func validEd25519() Values {
	priv := stded25519.NewKeyFromSeed(make([]byte, 32))
	msg := []byte("curvecheck")
	return Values{"pub": []byte(priv[32:]), "msg": msg, "sig": stded25519.Sign(priv, msg)}
}

// smallOrderSig is a signature with small-order A and R and S = 0.
func smallOrderSig(a, r string) Values {
	return Values{"pub": hexb(a), "msg": []byte("curvecheck"), "sig": append(hexb(r), make([]byte, 32)...)}
}

// ecdsaSigs returns a private key, a digest whose signature has a high s
// (before normalization) and one whose signature has a low s.
func ecdsaSigs(f *Family) (priv []byte, high, low Values) {
	h := ECDSAHash[f.Name]
	d := big.NewInt(7)
	half := new(big.Int).Rsh(f.N, 1)
	for i := byte(0); high == nil || low == nil; i++ {
		digest := make([]byte, h.Size())
		digest[0] = i
		sig, _ := ecdsa.Sign(f.W, d, h, digest, false)
		in := Values{"private": f.Scalar(d), "digest": digest}
		if sig.S.Cmp(half) > 0 && high == nil {
			high = in
		}
		if sig.S.Cmp(half) <= 0 && low == nil {
			low = in
		}
	}
	return f.Scalar(d), high, low
}

func init() {
	k1 := Secp256k1
	one := big.NewInt(1)
	G := k1.BasePoint()
	for _, a := range []Atom{
		{Name: "field:canonical", Ops: opsOf(groupFams, "field_add", "field_sub", "field_mul", "field_square", "field_invert", "field_sqrt"),
			Default: "field elements up to 2^(8·size) - 1 are reduced mod p",
			Changes: "rejects a field element >= p (the default reduces it)",
			Clause:  "SEC1 §2.3.6 and RFC 8032 §5.1.3 define field elements below p; APIs on raw integers differ on larger values",
			Example: func() (string, Values, Values) {
				p := Edwards25519.FE(Edwards25519.P)
				return "edwards25519/field_add", Values{"a": p, "b": Edwards25519.FE(one)},
					Values{"a": Edwards25519.FE(one), "b": Edwards25519.FE(big.NewInt(2))}
			}},
		{Name: "field:ignore-top-bit", Ops: edFieldIn,
			Default: "every bit of a field element counts",
			Changes: "drops bit 255 of a field element before reducing it",
			Clause:  "RFC 7748 §5: implementations of X25519 MUST mask the most significant bit of the u-coordinate; edwards25519 field code that shares it does the same",
			Example: func() (string, Values, Values) {
				a := Edwards25519.FE(new(big.Int).Add(pow2(255), one))
				return "edwards25519/field_add", Values{"a": a, "b": Edwards25519.FE(big.NewInt(0))},
					Values{"a": Edwards25519.FE(one), "b": Edwards25519.FE(big.NewInt(2))}
			}},
		{Name: "scalar:canonical", Ops: scalarIn,
			Default: "scalars >= n are taken as integers (reduced for scalar arithmetic, as given for multiplication)",
			Changes: "rejects a scalar >= n (the default uses the integer: reduced for scalar arithmetic, as given for multiplication)",
			Clause:  "RFC 8032 §5.1.7 and SEC1 §2.3.8 encode scalars below n; group APIs differ on larger values",
			Example: func() (string, Values, Values) {
				return "secp256k1/scalar_add", Values{"a": k1.Scalar(k1.N), "b": k1.Scalar(one)},
					Values{"a": k1.Scalar(one), "b": k1.Scalar(big.NewInt(2))}
			}},
		{Name: "scalar:reduced", Ops: multOps,
			Default: "a multiplication uses the scalar's integer value",
			Changes: "multiplies by k mod n instead of the integer k (differs only for points outside the prime-order subgroup)",
			Clause:  "edwards25519 has cofactor 8: [k]P and [k mod l]P differ for a point with a small-order component (RFC 8032 §5.1)",
			Example: func() (string, Values, Values) {
				return "edwards25519/scalar_mult", Values{"k": Edwards25519.Scalar(Edwards25519.N), "p": hexb(edOrder2)},
					Values{"k": Edwards25519.Scalar(one), "p": Edwards25519.BasePoint()}
			}},
		{Name: "scalar:nonzero", Ops: scalarIn,
			Default: "a zero scalar is an ordinary input (k = 0 gives the identity)",
			Changes: "rejects a scalar input that is 0 mod n",
			Clause:  "SEC1 §3.2.1 draws private keys from [1, n-1]; libsecp256k1 and other APIs reject a zero tweak or multiplier rather than return the identity",
			Example: func() (string, Values, Values) {
				return "secp256k1/scalar_mult", Values{"k": k1.Scalar(big.NewInt(0)), "p": G},
					Values{"k": k1.Scalar(one), "p": G}
			}},
		{Name: "scalar:ignore-top-bit", Ops: opsOf([]string{"edwards25519"}, "scalar_mult", "scalar_base_mult", "double_scalar_mult_base", "msm"),
			Default: "every bit of a scalar counts",
			Changes: "clears bit 255 of a scalar before multiplying",
			Clause:  "edwards25519 scalars are below 2^253; libsodium's crypto_scalarmult_ed25519_noclamp clears the top bit as X25519 clamping does (RFC 7748 §5)",
			Example: func() (string, Values, Values) {
				k := Edwards25519.Scalar(new(big.Int).Add(pow2(255), one))
				return "edwards25519/scalar_base_mult", Values{"k": k}, Values{"k": Edwards25519.Scalar(big.NewInt(5))}
			}},
		{Name: "invert0:zero", Ops: opsOf(groupFams, "field_invert", "scalar_invert"),
			Default: "the inverse of zero is rejected",
			Changes: "returns 0 as the inverse of 0 (the default rejects it)",
			Clause:  "0 has no inverse; inversion by exponentiation (a^(p-2)) returns 0, and many libraries document that",
			Example: func() (string, Values, Values) {
				return "secp256k1/field_invert", Values{"a": k1.FE(big.NewInt(0))}, Values{"a": k1.FE(one)}
			}},
		{Name: "point:no-identity", Ops: sec1In,
			Default: "the SEC1 encoding 00 decodes to the point at infinity",
			Changes: "rejects the SEC1 encoding 00 of the point at infinity",
			Clause:  "SEC1 §2.3.4 defines 00 as the point at infinity; many APIs (libsecp256k1's pubkey_parse) cannot represent it",
			Example: func() (string, Values, Values) {
				return "secp256k1/point_add", Values{"p": {0}, "q": G}, Values{"p": G, "q": G}
			}},
		{Name: "point:uncompressed-only", Ops: sec1In,
			Default: "compressed (02/03) and uncompressed (04) SEC1 encodings decode",
			Changes: "accepts only the uncompressed SEC1 form 04 ‖ X ‖ Y (and rejects 00)",
			Clause:  "SEC1 §2.3.3 allows point compression as an option; some APIs (Go crypto/ecdh) take only the uncompressed form",
			Example: func() (string, Values, Values) {
				return "secp256k1/point_decode", Values{"p": k1.MulBase(one, true)}, Values{"p": G}
			}},
		{Name: "point:hybrid", Ops: sec1In,
			Default: "hybrid encodings (06/07) are rejected",
			Changes: "also accepts the X9.62 hybrid form 06/07 ‖ X ‖ Y (prefix matching the parity of Y)",
			Clause:  "ANSI X9.62 §4.3.6 defines the hybrid form, which SEC1 does not; OpenSSL and btcec decode it",
			Example: func() (string, Values, Values) {
				h := append([]byte(nil), G...)
				h[0] = 6 | G[len(G)-1]&1
				return "secp256k1/point_decode", Values{"p": h}, Values{"p": G}
			}},
		{Name: "point:lenient", Ops: edIn,
			Default: "edwards25519 points decode strictly (RFC 8032 §5.1.3)",
			Changes: "accepts edwards25519 encodings with y >= p and x = -0 (the default decodes strictly, RFC 8032 §5.1.3)",
			Clause:  "RFC 8032 §5.1.3 decoding fails on y >= p and on x = 0 with the sign bit set; ZIP-215 and the ref10 lineage accept both",
			Example: func() (string, Values, Values) {
				return "edwards25519/point_decode", Values{"p": hexb(edIdentityNonCanonical)}, Values{"p": Edwards25519.BasePoint()}
			}},
		{Name: "point:prime-order-only", Ops: edIn,
			Default: "every point on the curve decodes, small-order and mixed-order ones included",
			Changes: "rejects edwards25519 points outside the prime-order subgroup: small-order points (the identity included) and mixed-order ones",
			Clause:  "RFC 8032 decodes every curve point; prime-order APIs (libsodium's crypto_core_ed25519_is_valid_point and crypto_scalarmult_ed25519) reject the others",
			Example: func() (string, Values, Values) {
				return "edwards25519/point_decode", Values{"p": hexb(edOrder2)}, Values{"p": Edwards25519.BasePoint()}
			}},
		{Name: "point:noncanonical-y", Ops: edIn,
			Default: "edwards25519 encodings with y >= p are rejected",
			Changes: "accepts edwards25519 encodings with y >= p (reduced), not x = -0",
			Clause:  "RFC 8032 §5.1.3 step 1",
			Example: func() (string, Values, Values) {
				return "edwards25519/point_decode", Values{"p": hexb(edIdentityNonCanonical)}, Values{"p": hexb(edIdentityNegZero)}
			}},
		{Name: "point:negative-zero", Ops: edIn,
			Default: "edwards25519 encodings of x = 0 with the sign bit set are rejected",
			Changes: "accepts the edwards25519 encodings of x = 0 with the sign bit set, not y >= p",
			Clause:  "RFC 8032 §5.1.3 step 4",
			Example: func() (string, Values, Values) {
				return "edwards25519/point_decode", Values{"p": hexb(edIdentityNegZero)}, Values{"p": hexb(edIdentityNonCanonical)}
			}},
		{Name: "scalar:canonical-a", Ops: twoScalarOps,
			Default: "scalars >= n are taken as integers (reduced for scalar arithmetic, as given for multiplication)",
			Changes: "rejects the operand a when it is >= n, not b (scalar:canonical rejects either)",
			Clause:  "SEC1 §2.3.8 encodes scalars below n; two-operand APIs check one operand and not the other (a key checked, a tweak reduced)",
			Example: func() (string, Values, Values) {
				return "secp256k1/scalar_add", Values{"a": k1.Scalar(k1.N), "b": k1.Scalar(one)},
					Values{"a": k1.Scalar(one), "b": k1.Scalar(k1.N)}
			}},
		{Name: "scalar:canonical-b", Ops: twoScalarOps,
			Default: "scalars >= n are taken as integers (reduced for scalar arithmetic, as given for multiplication)",
			Changes: "rejects the operand b when it is >= n, not a (a tweak API that checks its tweak but not the key)",
			Clause:  "SEC1 §2.3.8 encodes scalars below n; libsecp256k1's ec_pubkey_tweak_add rejects a tweak >= n, and APIs differ on the other operand",
			Example: func() (string, Values, Values) {
				return "secp256k1/scalar_add", Values{"a": k1.Scalar(one), "b": k1.Scalar(k1.N)},
					Values{"a": k1.Scalar(k1.N), "b": k1.Scalar(one)}
			}},
		{Name: "scalar:nonzero-a", Ops: twoScalarOps,
			Default: "a zero scalar is an ordinary input",
			Changes: "rejects the operand a when it is 0 mod n, not b (scalar:nonzero rejects either)",
			Clause:  "SEC1 §3.2.1 draws private keys from [1, n-1]; APIs whose first operand is a secret key reject it at 0 and take a zero tweak",
			Example: func() (string, Values, Values) {
				return "secp256k1/scalar_add", Values{"a": k1.Scalar(big.NewInt(0)), "b": k1.Scalar(one)},
					Values{"a": k1.Scalar(one), "b": k1.Scalar(big.NewInt(0))}
			}},
		{Name: "scalar:nonzero-b", Ops: twoScalarOps,
			Default: "a zero scalar is an ordinary input",
			Changes: "rejects the operand b when it is 0 mod n, not a",
			Clause:  "SEC1 §3.2.1; APIs that reject a zero multiplier or tweak and not a zero first operand",
			Example: func() (string, Values, Values) {
				return "secp256k1/scalar_mul", Values{"a": k1.Scalar(one), "b": k1.Scalar(big.NewInt(0))},
					Values{"a": k1.Scalar(big.NewInt(0)), "b": k1.Scalar(one)}
			}},
		{Name: "point:reduce-x", Ops: sec1In,
			Default: "a SEC1 encoding whose x is p or more is rejected",
			Changes: "reduces an x of p or more mod p before decoding (compressed, uncompressed and, under point:hybrid, hybrid forms); y must still be below p",
			Clause:  "SEC1 §2.3.4 step 2.2 and 3.2 require x < p (an octet string to field element conversion that fails otherwise); decoders that load x with a reducing field operation accept x + p",
			Example: func() (string, Values, Values) {
				S := smallX(k1)
				xp := new(big.Int).Add(S.X, k1.P)
				return "secp256k1/point_decode", Values{"p": append([]byte{2 | byte(S.Y.Bit(0))}, k1.Int(xp, 32)...)},
					Values{"p": k1.W.EncodeCompressed(S)}
			}},
		{Name: "ecdsa:ber", Ops: derVerifyOps,
			Default: "the signature must be DER (X.690 §10): minimal lengths, no indefinite length",
			Changes: "also accepts BER length forms (X.690 §8.1.3): the long form where the short form would do, long-form lengths with leading zero octets, and the indefinite length on the SEQUENCE; INTEGERs must still be minimal and r, s in [1, n-1], and nothing may follow the SEQUENCE",
			Clause:  "SEC1 §C.8 specifies the DER encoding; OpenSSL before 1.0.1k, Bitcoin before BIP-66 and btcec's ParseSignature accept BER",
			Example: func() (string, Values, Values) {
				in := derExample(k1)
				ber := append([]byte(nil), in["sig"]...)
				ber = append([]byte{0x30, 0x81}, ber[1:]...)
				changed := Values{"pub": in["pub"], "digest": in["digest"], "sig": ber}
				return "secp256k1/ecdsa_verify_der", changed, in
			}},
		{Name: "ed25519:canonical-a-y", Ops: edVerify,
			Default: "the public key is decoded leniently (y >= p and x = -0 accepted)",
			Changes: "rejects a public key whose y is p or more, not one with x = -0 (ed25519:canonical-a rejects both)",
			Clause:  "RFC 8032 §5.1.3 step 1 (y < p) applied to A alone",
			Example: func() (string, Values, Values) {
				return "ed25519/verify", smallOrderSig(edIdentityNonCanonical, edIdentity), smallOrderSig(edIdentityNegZero, edIdentity)
			}},
		{Name: "ed25519:canonical-a-sign", Ops: edVerify,
			Default: "the public key is decoded leniently (y >= p and x = -0 accepted)",
			Changes: "rejects a public key encoding x = 0 with the sign bit set, not one with y >= p",
			Clause:  "RFC 8032 §5.1.3 step 4 (x = 0 with x_0 = 1 fails) applied to A alone",
			Example: func() (string, Values, Values) {
				return "ed25519/verify", smallOrderSig(edIdentityNegZero, edIdentity), smallOrderSig(edIdentityNonCanonical, edIdentity)
			}},
		{Name: "ed25519:lenient-r-y", Ops: edVerify,
			Default: "R must be the canonical encoding of the point it decodes to",
			Changes: "decodes an R whose y is p or more (and compares points), not one with x = -0 (ed25519:lenient-r accepts both)",
			Clause:  "RFC 8032 §5.1.3 step 1 for R; ZIP-215 reduces y",
			Example: func() (string, Values, Values) {
				return "ed25519/verify", smallOrderSig(edIdentity, edIdentityNonCanonical), smallOrderSig(edIdentity, edIdentityNegZero)
			}},
		{Name: "ed25519:lenient-r-sign", Ops: edVerify,
			Default: "R must be the canonical encoding of the point it decodes to",
			Changes: "decodes an R encoding x = 0 with the sign bit set (and compares points), not one with y >= p",
			Clause:  "RFC 8032 §5.1.3 step 4 for R; ZIP-215 accepts the negative zero",
			Example: func() (string, Values, Values) {
				return "ed25519/verify", smallOrderSig(edIdentity, edIdentityNegZero), smallOrderSig(edIdentity, edIdentityNonCanonical)
			}},
		{Name: "x25519:reject-zero", Ops: []string{"x25519/ecdh"},
			Default: "the all-zero X25519 output is returned",
			Changes: "rejects an all-zero X25519 output (a low-order peer point)",
			Clause:  "RFC 7748 §6.1: implementations MAY check for the all-zero value and abort",
			Example: func() (string, Values, Values) {
				k := make([]byte, 32)
				k[0] = 9
				nine := make([]byte, 32)
				nine[0] = 9
				return "x25519/ecdh", Values{"scalar": k, "point": make([]byte, 32)}, Values{"scalar": k, "point": nine}
			}},
		{Name: "ecdsa:low-s", Ops: ecdsaSignOps,
			Default: "the signature's s is returned as computed (high or low)",
			Changes: "signs with s <= n/2 (replaces s by n - s)",
			Clause:  "SEC1 §4.1.3 allows either s; BIP-146 (secp256k1) and others require the low one",
			Example: func() (string, Values, Values) {
				_, high, low := ecdsaSigs(k1)
				return "secp256k1/ecdsa_sign", high, low
			}},
		{Name: "ecdsa:verify-low-s", Ops: ecdsaVerifyOps,
			Default: "any s in [1, n-1] verifies",
			Changes: "rejects a signature with s > n/2",
			Clause:  "SEC1 §4.1.4 accepts either s; BIP-146 (secp256k1/ecdsa_verify_low_s is this atom on secp256k1) and some libraries reject the high one",
			Example: func() (string, Values, Values) {
				priv, high, low := ecdsaSigs(k1)
				d := k1.ParseInt(priv)
				pub := k1.MulBase(d, false)
				sign := func(in Values) Values {
					sig, _ := ecdsa.Sign(k1.W, d, ECDSAHash[k1.Name], in["digest"], false)
					return Values{"pub": pub, "digest": in["digest"], "sig": ecdsa.EncodeP1363(k1.W, sig)}
				}
				return "secp256k1/ecdsa_verify", sign(high), sign(low)
			}},
		{Name: "ecdh:reduce-private", Ops: ecdhOps,
			Default: "an ECDH private key must lie in [1, n-1]",
			Changes: "reduces a private key >= n modulo n (a result of 0 is still rejected; the default rejects d >= n)",
			Clause:  "SEC1 §3.2.1 keys lie in [1, n-1]; OpenSSL 3.0 multiplies by any integer it is given",
			Example: func() (string, Values, Values) {
				return "secp256k1/ecdh", Values{"private": k1.Scalar(new(big.Int).Add(k1.N, one)), "public": G},
					Values{"private": k1.Scalar(one), "public": G}
			}},
		{Name: "ecdsa:reduce-private", Ops: ecdsaSignOps,
			Default: "an ECDSA private key must lie in [1, n-1]",
			Changes: "signs with a private key >= n reduced modulo n (a result of 0 is still rejected; the default rejects d >= n)",
			Clause:  "SEC1 §3.2.1 keys lie in [1, n-1]; OpenSSL 3.0 signs with any integer it is given, reduced",
			Example: func() (string, Values, Values) {
				_, _, low := ecdsaSigs(k1)
				big := Values{"private": k1.Scalar(new(big.Int).Add(k1.N, big.NewInt(7))), "digest": low["digest"]}
				return "secp256k1/ecdsa_sign", big, low
			}},
		{Name: "result:no-identity", Ops: pointOut,
			Default: "a result at infinity is encoded (SEC1 00, edwards25519 (0, 1))",
			Changes: "a result at the point at infinity cannot be encoded: the implementation answers \"unsupported\" (a declared limitation) or rejects the input",
			Clause:  "SEC1 §2.3.3 encodes the point at infinity as 00, but libsecp256k1 and most C APIs have no representation for it and fail instead",
			Example: func() (string, Values, Values) {
				return "secp256k1/point_add", Values{"p": G, "q": k1.W.EncodeUncompressed(k1.W.Neg(k1.W.Generator()))}, Values{"p": G, "q": G}
			}},
		{Name: "result:no-zero-scalar", Ops: opsOf(groupFams, "scalar_add", "scalar_mul", "scalar_invert", "scalar_reduce"),
			Default: "a zero scalar result is encoded",
			Changes: "a zero scalar result cannot be encoded: the implementation answers \"unsupported\" or rejects the input",
			Clause:  "libsecp256k1's tweak and key APIs treat a zero scalar as invalid and fail",
			Example: func() (string, Values, Values) {
				return "secp256k1/scalar_add", Values{"a": k1.Scalar(one), "b": k1.Scalar(new(big.Int).Sub(k1.N, one))},
					Values{"a": k1.Scalar(one), "b": k1.Scalar(one)}
			}},
		{Name: "ed25519:cofactored", Ops: edVerify,
			Default: "the cofactorless equation [S]B = R + [k]A",
			Changes: "checks [8][S]B = [8]R + [8][k]A (the default checks [S]B = R + [k]A)",
			Clause:  "RFC 8032 §5.1.7 step 3: checking the cofactorless equation is sufficient but not required",
			Example: func() (string, Values, Values) {
				return "ed25519/verify", smallOrderSig(edIdentity, edOrder2), validEd25519()
			}},
		{Name: "ed25519:canonical-a", Ops: edVerify,
			Default: "the public key is decoded leniently (y >= p and x = -0 accepted)",
			Changes: "rejects a public key whose encoding is not canonical (y >= p, or x = -0; the default decodes it)",
			Clause:  "RFC 8032 §5.1.7 step 1 decodes A by §5.1.3, which rejects those encodings; the ref10 lineage does not check",
			Example: func() (string, Values, Values) {
				return "ed25519/verify", smallOrderSig(edIdentityNonCanonical, edIdentity), validEd25519()
			}},
		{Name: "ed25519:lenient-r", Ops: edVerify,
			Default: "R must be the canonical encoding of the point it decodes to",
			Changes: "decodes a non-canonical R (y >= p, x = -0) and compares points (the default requires R's canonical encoding)",
			Clause:  "RFC 8032 §5.1.7 step 1 decodes R by §5.1.3; ZIP-215 accepts non-canonical encodings",
			Example: func() (string, Values, Values) {
				return "ed25519/verify", smallOrderSig(edIdentity, edIdentityNonCanonical), validEd25519()
			}},
		{Name: "ed25519:reject-small-order-a", Ops: edVerify,
			Default: "small-order public keys are accepted",
			Changes: "rejects a public key of order dividing 8",
			Clause:  "RFC 8032 does not require it; libsodium, ed25519-dalek's verify_strict and others reject weak keys",
			Example: func() (string, Values, Values) {
				return "ed25519/verify", smallOrderSig(edIdentity, edIdentity), validEd25519()
			}},
		{Name: "ed25519:reject-small-order-r", Ops: edVerify,
			Default: "small-order R is accepted",
			Changes: "rejects a signature whose R has order dividing 8",
			Clause:  "RFC 8032 does not require it; libsodium and ed25519-dalek's verify_strict reject it",
			Example: func() (string, Values, Values) {
				return "ed25519/verify", smallOrderSig(edIdentity, edIdentity), validEd25519()
			}},
		{Name: "ed25519:unreduced-s", Ops: edVerify,
			Default: "S >= l is rejected",
			Changes: "accepts S >= l, using the integer as given (the default rejects it)",
			Clause:  "RFC 8032 §5.1.7 step 1 requires S in [0, l); early implementations (TweetNaCl, some ref10 copies) do not check",
			Example: func() (string, Values, Values) {
				v := validEd25519()
				S := new(big.Int).Add(field.IntLE(v["sig"][32:]), Edwards25519.N)
				bad := append(append([]byte(nil), v["sig"][:32]...), field.BytesLE(S, 32)...)
				return "ed25519/verify", Values{"pub": v["pub"], "msg": v["msg"], "sig": bad}, v
			}},
	} {
		RegisterAtom(a)
	}
	// The Ed25519 verification policies libraries follow, as named
	// combinations (ed25519-speccheck and CCTV publish expectations for
	// these names).
	for _, p := range []NamedPolicy{
		{Name: "cofactorless", Atoms: nil, Doc: "the ref10 lineage (Go crypto/ed25519, OpenSSL, BoringSSL): cofactorless equation, canonical R, A decoded leniently, S < l; the reference's default"},
		{Name: "zip215", Atoms: []string{"ed25519:cofactored", "ed25519:lenient-r"}, Doc: "Zcash ZIP-215: cofactored equation, A and R decoded leniently, S < l"},
		{Name: "strict", Atoms: []string{"ed25519:canonical-a", "ed25519:reject-small-order-a", "ed25519:reject-small-order-r"}, Doc: "libsodium and ed25519-dalek verify_strict: cofactorless, canonical A and R, small-order A and R rejected"},
		{Name: "rfc8032", Atoms: []string{"ed25519:canonical-a", "ed25519:cofactored"}, Doc: "RFC 8032's own rules with the cofactored equation: canonical A and R, S < l"},
		{Name: "cofactorless-canonical-a", Atoms: []string{"ed25519:canonical-a"}, Doc: "cofactorless with a canonical public key (CIRCL)"},
	} {
		p.Ops = edVerify
		RegisterNamedPolicy(p)
	}
}
