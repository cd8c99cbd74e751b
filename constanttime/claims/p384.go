package claims

import (
	"crypto/sha3"
	"io"
	"sync"

	"github.com/curvecheck/curvecheck/fast/p384"
	p384ecdh "github.com/curvecheck/curvecheck/fast/p384/ecdh"
	p384ecdsa "github.com/curvecheck/curvecheck/fast/p384/ecdsa"
	p384field "github.com/curvecheck/curvecheck/fast/p384/field"
	p384oprf "github.com/curvecheck/curvecheck/fast/p384/oprf"
	"github.com/curvecheck/curvecheck/fast/p384/pmbtoken"
	p384scalar "github.com/curvecheck/curvecheck/fast/p384/scalar"

	ct "github.com/curvecheck/curvecheck/constanttime"
)

// The claims of fast/p384: the field and the constant-time multiplications. Secrets
// are read with the reducing decoder, so that no rejection branch runs
// on them.

func init() {
	ct.Register(ct.Claim{Name: "fast/p384/field.Mul+Square+Add+Sub+Neg+Inv+Sqrt", Library: "fast", Kind: ct.ConstantTime,
		Secret: "the element", SecretLen: 48, Sibling: "fast/p384/field.InvVar", Run: p384FieldClaim})
	ct.Register(ct.Claim{Name: "fast/p384/field.InvVar", Library: "fast", Kind: ct.VarTime, Secret: "the element (public in real use: table normalization of the Var multiplications)", SecretLen: 48,
		Run: func(s []byte) {
			a, _ := new(p384field.Element).SetBytesReduce(s[:48])
			ct.Declassify(new(p384field.Element).InvVar(a).Bytes())
		}})
	ct.Register(ct.Claim{Name: "fast/p384/scalar.InvVar", Library: "fast", Kind: ct.VarTime, Secret: "the scalar (public in real use: ECDSA verification's s)", SecretLen: 48,
		Run: func(s []byte) {
			a, _ := new(p384scalar.Scalar).SetBytesReduce(s[:48])
			ct.Declassify(new(p384scalar.Scalar).InvVar(a).Bytes())
		}})
}

// p384FieldClaim runs the field operations on an element read from the
// 48 secret bytes, and declassifies the square root and its flag.
func p384FieldClaim(s []byte) {
	a, _ := new(p384field.Element).SetBytesReduce(s[:48])
	b := new(p384field.Element).Square(a)
	b.Mul(b, a).Add(b, new(p384field.Element).Neg(a)).Sub(b, a)
	b.Inv(b)
	r, ok := new(p384field.Element).Sqrt(b)
	ct.Declassify(r.Bytes())
	ct.DeclassifyValue(&ok)
}

// Reasons for the two branches of fast/p384/ecdh.SharedX.
const (
	p384KeyCheck = "validity check of the private key (48 bytes in [1, n-1]): a key that fails is rejected and never used; every valid key takes the same path, so the branch reveals only that the caller passed a valid key"
	p384Infinity = "the shared point is the point at infinity only for a private key that is 0 mod n, which the key check has rejected: the branch is never taken for a key that passed it"
)

func init() {
	ct.Register(ct.Claim{Name: "fast/p384/ecdh.SharedX", Library: "fast", Kind: ct.ConstantTime, Secret: "the private key (the peer's key is public)", SecretLen: 48,
		Sibling: "fast/secp256k1.ScalarMultVar", Run: func(s []byte) {
			d := append([]byte(nil), s[:48]...)
			d[0] &= 0x7f // below n, and
			d[47] |= 1   // not zero: a valid key, made without a branch
			out, err := p384ecdh.SharedX(d, p384.NewGenerator().BytesCompressed())
			ct.Declassify(out)
			ct.DeclassifyValue(&err)
		},
		Benign: []ct.Excuse{
			{Func: "github.com/curvecheck/curvecheck/fast/p384/ecdh.SharedX", Line: "if validPrivate(private) != 1 {", Reason: p384KeyCheck},
			{Func: "github.com/curvecheck/curvecheck/fast/p384/ecdh.SharedX", Line: "if inf == 1 {", Reason: p384Infinity},
		}})
}

const p384NonceRetry = "RFC 6979 §3.2 step h.3 / SEC 1 §4.1.3 retry: taken when the candidate nonce is >= n or 0, or r or s is 0, each with probability below 2^-190; the branch reveals only that a retry happened"

func init() {
	ct.Register(ct.Claim{Name: "fast/p384/ecdsa.Sign", Library: "fast", Kind: ct.ConstantTime, Secret: "the private key (and the nonce derived from it)", SecretLen: 48,
		Sibling: "fast/secp256k1.ScalarMultVar", Run: func(s []byte) {
			d := append([]byte(nil), s[:48]...)
			d[0] &= 0x7f
			d[47] |= 1 // a key in [1, n-1], made without a branch
			sig, err := p384ecdsa.Sign(d, make([]byte, 48))
			ct.Declassify(sig)
			ct.DeclassifyValue(&err)
		},
		Benign: []ct.Excuse{
			{Func: "github.com/curvecheck/curvecheck/fast/p384/ecdsa.privateKey", Line: "if err != nil || d.IsZero() == 1 {", Reason: p384KeyCheck},
			{Func: "github.com/curvecheck/curvecheck/fast/p384/scalar.(*Scalar).SetBytes", Line: "if mont.Below(&t, &order) != 1 {", Reason: "the rejection of a value >= n in SetBytes, reached from the private key check: " + p384KeyCheck},
			{Func: "github.com/curvecheck/curvecheck/fast/internal/rfc6979.(*Generator).Next", Line: "if inRange(g.t, g.q) == 1 {", Reason: p384NonceRetry},
			{Func: "github.com/curvecheck/curvecheck/fast/p384/ecdsa.Sign", Line: "if r.IsZero()|s.IsZero() == 1 {", Reason: p384NonceRetry},
		}})
	ct.Register(ct.Claim{Name: "fast/p384.MultiScalarMultIndependent", Library: "fast", Kind: ct.ConstantTime,
		Secret: "the scalars; constant time only under its precondition (points with independent unknown discrete logarithms, uniform scalars)", SecretLen: 48,
		Sibling: "fast/secp256k1.DoubleScalarMultBaseVar", Run: func(s []byte) {
			g := p384.NewGenerator()
			k2 := append([]byte(nil), s[:48]...)
			k2[0] ^= 0x5a
			p, _ := new(p384.Point).MultiScalarMultIndependent([]*p384scalar.Scalar{p384Scalar(s), p384Scalar(k2), p384Scalar(s)}, []*p384.Point{g, new(p384.Point).Double(g), new(p384.Point).Add(g, new(p384.Point).Double(g))})
			p384Public(p)
		},
		Benign: []ct.Excuse{{Func: "github.com/curvecheck/curvecheck/fast/p384.(*jacAcc).addMasked", Line: "if use&(1^a.z.IsZero())&h.IsZero()&r.IsZero() == 1 {",
			Reason: "PRECONDITION (BoringSSL's, for Trust Tokens issuance): the branch to a doubling is taken only when the accumulator equals the table entry being added, which for points whose discrete logarithms are independent and unknown and for uniformly random scalars happens with negligible probability; for other inputs MultiScalarMultIndependent is correct but not constant time, and MultiScalarMult (complete formulas) is the variant without a precondition"}}})
	ct.Register(ct.Claim{Name: "fast/p384.DoubleScalarMultBaseVar", Library: "fast", Kind: ct.VarTime, Secret: "the scalars (public in real use: signature verification)", SecretLen: 48,
		Run: func(s []byte) {
			g := p384.NewGenerator()
			p := new(p384.Point).DoubleScalarMultBaseVar(p384Scalar(s), g, p384Scalar(s))
			ct.DeclassifyValue(p)
		}})
	ct.Register(ct.Claim{Name: "fast/p384.MultiScalarMultVar", Library: "fast", Kind: ct.VarTime, Secret: "the scalars (public in real use: batch verification, proofs)", SecretLen: 48,
		Run: func(s []byte) {
			g := p384.NewGenerator()
			p, _ := new(p384.Point).MultiScalarMultVar([]*p384scalar.Scalar{p384Scalar(s), p384Scalar(s)}, []*p384.Point{g, new(p384.Point).Double(g)})
			ct.DeclassifyValue(p)
		}})
	ct.Register(ct.Claim{Name: "fast/p384/scalar.Mul+Add+Sub+Inv+SetWideBytes", Library: "fast", Kind: ct.ConstantTime, Secret: "the scalar", SecretLen: 48,
		Sibling: "fast/p384/scalar.InvVar", Run: func(s []byte) {
			a, _ := new(p384scalar.Scalar).SetWideBytes(append(append([]byte{}, s[:48]...), s[:48]...))
			b := new(p384scalar.Scalar).Mul(a, a)
			b.Add(b, a).Sub(b, new(p384scalar.Scalar).One())
			ct.Declassify(new(p384scalar.Scalar).Inv(b).Bytes())
		}})
}

func init() {
	reg := func(name, sibling string, run func([]byte)) {
		ct.Register(ct.Claim{Name: name, Library: "fast", Kind: ct.ConstantTime, Secret: "the scalar", SecretLen: 48, Sibling: sibling, Run: run})
	}
	reg("fast/p384.ScalarBaseMult", "fast/secp256k1.ScalarBaseMultVar", func(s []byte) {
		p := new(p384.Point).ScalarBaseMult(p384Scalar(s))
		p384Public(p)
	})
	reg("fast/p384.MultiScalarMult", "fast/secp256k1.DoubleScalarMultBaseVar", func(s []byte) {
		g := p384.NewGenerator()
		k2 := append([]byte(nil), s[:48]...)
		k2[0] ^= 0x5a // a second secret scalar, derived without a branch
		p, _ := new(p384.Point).MultiScalarMult([]*p384scalar.Scalar{p384Scalar(s), p384Scalar(k2), p384Scalar(s)}, []*p384.Point{g, new(p384.Point).Double(g), new(p384.Point).Add(g, new(p384.Point).Double(g))})
		p384Public(p)
	})
	reg("fast/p384.NewPrecomputed+ScalarMultPrecomputed", "fast/secp256k1.ScalarMultVar", func(s []byte) {
		// The point is secret here too: k·G from the secret, then its table.
		p := new(p384.Point).ScalarBaseMult(p384Scalar(s))
		q := new(p384.Point).ScalarMultPrecomputed(p384Scalar(s), p384.NewPrecomputed(p))
		p384Public(q)
	})
	ct.Register(ct.Claim{Name: "fast/p384.HashToCurve+EncodeToCurve", Library: "fast", Kind: ct.ConstantTime,
		Secret: "the message (a VOPRF client's input; its length is public)", SecretLen: 48,
		Sibling: "fast/secp256k1.ScalarMultVar", Run: func(s []byte) {
			dst := []byte("HashToGroup-OPRFV1-\x01-P384-SHA384")
			p, _ := new(p384.Point).HashToCurve(s[:48], dst)
			p384Public(p)
			q, _ := new(p384.Point).EncodeToCurve(s[:48], dst)
			p384Public(q)
		}})
	reg("fast/p384.ScalarMult", "fast/secp256k1.ScalarMultVar", func(s []byte) {
		p := new(p384.Point).ScalarMult(p384Scalar(s), p384.NewGenerator())
		p384Public(p)
	})
}

// p384Public declassifies a point's affine coordinates and whether it is
// the point at infinity (made public by the caller's design: a public
// key, a shared point handed to the caller).
// p384Scalar is the secret's first 48 bytes as a scalar, reduced modulo n
// in constant time.
func p384Scalar(s []byte) *p384scalar.Scalar {
	k, err := new(p384scalar.Scalar).SetBytesReduce(s[:48])
	if err != nil {
		panic(err) // the claims' secrets are at least 48 bytes
	}
	return k
}

func p384Public(p *p384.Point) {
	x, y, inf := p.Coordinates()
	ct.Declassify(x[:])
	ct.Declassify(y[:])
	ct.DeclassifyValue(&inf)
}

// The RFC 9497 claims: the server's key and proof nonce, the client's
// input and blind.
func init() {
	blindedOnce := sync.OnceValue(func() [][]byte {
		b, err := p384oprf.Blind(p384oprf.VOPRF, []byte("curvecheck"), []byte{47: 5})
		if err != nil {
			panic(err)
		}
		return [][]byte{b, b}
	})
	setup := func() { blindedOnce() }
	server := func(mode p384oprf.Mode) func(s []byte) {
		return func(s []byte) {
			d := append([]byte(nil), s[:48]...)
			d[0] &= 0x7f
			d[47] |= 1 // a key in [1, n-1], made without a branch
			r := append([]byte(nil), d...)
			r[1] ^= 0xa5 // a second secret below n: the proof nonce
			key, err := p384oprf.NewPrivateKey(mode, d)
			ct.DeclassifyValue(&err)
			if err != nil {
				panic(err)
			}
			ev, proof, err := key.BlindEvaluate(blindedOnce(), []byte("info"), r)
			ct.DeclassifyValue(&err)
			for _, e := range ev {
				ct.Declassify(e)
			}
			ct.Declassify(proof)
		}
	}
	excuses := []ct.Excuse{
		{Func: "github.com/curvecheck/curvecheck/fast/p384/oprf.NewPrivateKey", Line: "if k.IsZero() == 1 {", Reason: p384KeyCheck},
		{Func: "github.com/curvecheck/curvecheck/fast/p384/scalar.(*Scalar).SetBytes", Line: "if mont.Below(&t, &order) != 1 {", Reason: "the rejection of a value >= n, reached from the key check (" + p384KeyCheck + ") and from the proof nonce's and the blind's range checks (a caller's random 48 bytes are >= n with probability below 2^-190, and a value that fails is never used)"},
	}
	const taintOnly = "the claim derives public values from the secret (the key's pkS, the blinded or evaluated elements sent) and the protocol runs variable-time work on them (the proof's composites and verification, RFC 9497 §7.4), different for every secret: timing cannot tell that from a leak, taint tracking follows only the secret; the OPRF-mode claims beside it time the same constant-time steps without the proof"
	ct.Register(ct.Claim{Name: "fast/p384/oprf.BlindEvaluate(VOPRF)", Setup: setup, Library: "fast", Kind: ct.ConstantTime, Secret: "the server key skS and the proof nonce r (the blinded elements are public)", SecretLen: 48,
		Sibling: "fast/p384.MultiScalarMultVar", Run: server(p384oprf.VOPRF), Benign: excuses, TaintOnly: taintOnly})
	ct.Register(ct.Claim{Name: "fast/p384/oprf.BlindEvaluate(POPRF)", Setup: setup, Library: "fast", Kind: ct.ConstantTime, Secret: "the server key skS (and t = skS + m, 1/t) and the proof nonce r", SecretLen: 48,
		Sibling: "fast/p384.MultiScalarMultVar", Run: server(p384oprf.POPRF), TaintOnly: taintOnly, Benign: append(excuses,
			ct.Excuse{Func: "github.com/curvecheck/curvecheck/fast/p384/oprf.(*PrivateKey).BlindEvaluate", Line: "if k.IsZero() == 1 { // t = 0: skS = -m, which the client's tweaked key exposes anyway", Reason: "t = skS + m is zero only for the one key skS = -m (probability 2^-384 for a random key); the RFC's InverseError, after which the key is unusable for that info"})})
	ct.Register(ct.Claim{Name: "fast/p384/oprf.BlindEvaluate(OPRF)", Setup: setup, Library: "fast", Kind: ct.ConstantTime, Secret: "the server key skS (no proof in this mode)", SecretLen: 48,
		Sibling: "fast/p384.MultiScalarMultVar", Run: server(p384oprf.OPRF), Benign: excuses})
	clientExcuses := append(excuses,
		ct.Excuse{Func: "github.com/curvecheck/curvecheck/fast/p384/oprf.Blind", Line: "if b.IsZero() == 1 {", Reason: "a zero blind is refused (the caller's random blind is zero with probability 2^-384)"},
		ct.Excuse{Func: "github.com/curvecheck/curvecheck/fast/p384/oprf.Blind", Line: "if P.IsIdentity() == 1 {", Reason: "RFC 9497's InvalidInputError: the input hashes to the identity with probability 2^-384; the branch reveals only that"})
	client := func(mode p384oprf.Mode) func(s []byte) {
		return func(s []byte) {
			key, _ := p384oprf.DeriveKeyPair(mode, []byte("curvecheck server, a 32-byte sed"), nil)
			blind := append([]byte(nil), s[:48]...)
			blind[0] &= 0x7f
			blind[47] |= 1
			input := s[:32]
			b, err := p384oprf.Blind(mode, input, blind)
			ct.DeclassifyValue(&err)
			ct.Declassify(b) // the blinded element is sent to the server
			var ev [][]byte
			var proof []byte
			if mode == p384oprf.OPRF {
				ev = blindedOnce()[:1] // a fixed response: the timed work then depends on the secret only
			} else {
				ev, proof, _ = key.BlindEvaluate([][]byte{b}, nil, []byte{47: 9})
			}
			out, err := p384oprf.Finalize(mode, key.PublicKey(), [][]byte{input}, [][]byte{blind}, [][]byte{b}, ev, proof, nil)
			ct.DeclassifyValue(&err)
			for _, o := range out {
				ct.Declassify(o)
			}
		}
	}
	ct.Register(ct.Claim{Name: "fast/p384/oprf.Blind+Finalize(VOPRF)", Setup: setup, Library: "fast", Kind: ct.ConstantTime, Secret: "the client's input and blind (the server's response and proof are public)", SecretLen: 48,
		Sibling: "fast/p384.MultiScalarMultVar", Run: client(p384oprf.VOPRF), Benign: clientExcuses, TaintOnly: taintOnly})
	ct.Register(ct.Claim{Name: "fast/p384/oprf.Blind+Finalize(OPRF)", Setup: setup, Library: "fast", Kind: ct.ConstantTime, Secret: "the client's input and blind", SecretLen: 48,
		Sibling: "fast/p384.MultiScalarMultVar", Run: client(p384oprf.OPRF), Benign: clientExcuses})
}

// The PMBTokens claims: the issuer's key scalars and the private bit
// (derived from the secret bytes), with a fixed request.
func init() {
	reqOnce := sync.OnceValue(func() []byte {
		_, req, err := pmbtoken.Blind(2, pmbStream("claim request"))
		if err != nil {
			panic(err)
		}
		return req
	})
	setup := func() { reqOnce() }
	const taint = "the key's public points, the response's W' and Ws' and the redemption verdict are derived from the secret and then public (declared at the package's declassification points); the folding and proof checks run variable time on them, which timing cannot tell from a leak: Valgrind's taint tracking checks these claims, dudect the multiplications they use (fast/p384.MultiScalarMult, ScalarMult, NewPrecomputed+ScalarMultPrecomputed)"
	bitCheck := []ct.Excuse{{Func: "github.com/curvecheck/curvecheck/fast/p384/pmbtoken.(*PrivateKey).Issue", Line: "if bit > 1 {",
		Reason: "range check of the metadata bit argument: every valid bit (0 or 1) takes the same path, so the branch reveals only that the caller passed a valid one"}}
	issue := func(opts pmbtoken.Options) func(s []byte) {
		return func(s []byte) {
			k := pmbtoken.DeriveKey(s[:32], opts)
			bit := s[40] & 1
			resp, err := k.Issue(reqOnce(), bit, pmbStream("claim issue"))
			ct.DeclassifyValue(&err)
			ct.Declassify(resp)
		}
	}
	ct.Register(ct.Claim{Name: "fast/p384/pmbtoken.Issue", Setup: setup, Library: "fast", Kind: ct.ConstantTime, Secret: "the issuer key (from a 32-byte secret), the private metadata bit and the proof randomness", SecretLen: 48,
		Sibling: "fast/p384.MultiScalarMultVar", Run: issue(pmbtoken.Options{}), TaintOnly: taint, Benign: bitCheck})
	ct.Register(ct.Claim{Name: "fast/p384/pmbtoken.Issue(Separate)", Setup: setup, Library: "fast", Kind: ct.ConstantTime, Secret: "the issuer key, the private metadata bit and the proof randomness", SecretLen: 48,
		Sibling: "fast/p384.MultiScalarMultVar", Run: issue(pmbtoken.Options{Separate: true}), TaintOnly: taint, Benign: bitCheck})
	ct.Register(ct.Claim{Name: "fast/p384/pmbtoken.Redeem", Setup: setup, Library: "fast", Kind: ct.ConstantTime, Secret: "the issuer key (the token is public)", SecretLen: 48,
		Sibling: "fast/p384.MultiScalarMultVar", TaintOnly: taint, Run: func(s []byte) {
			k := pmbtoken.DeriveKey(s[:32], pmbtoken.Options{})
			req := reqOnce()
			tok := make([]byte, pmbtoken.TokenSize)
			copy(tok[pmbtoken.TNonceSize:], req[2:2+pmbtoken.PointSize]) // some valid points: the verdict is "invalid"
			copy(tok[pmbtoken.TNonceSize+pmbtoken.PointSize:], req[2:2+pmbtoken.PointSize])
			copy(tok[pmbtoken.TNonceSize+2*pmbtoken.PointSize:], req[2+pmbtoken.PointSize:])
			_, bit, err := k.Redeem(tok)
			ct.DeclassifyValue(&err)
			ct.DeclassifyValue(&bit)
		}})
	ct.Register(ct.Claim{Name: "fast/p384/pmbtoken.Blind+Unblind", Library: "fast", Kind: ct.ConstantTime, Secret: "the client's nonces and blinds (drawn from a stream seeded by the secret)", SecretLen: 48,
		Sibling: "fast/p384.MultiScalarMultVar", TaintOnly: taint, Run: func(s []byte) {
			k := pmbtoken.DeriveKey([]byte("claim issuer"), pmbtoken.Options{})
			pre, rq, err := pmbtoken.Blind(1, pmbStream(string(s[:48])))
			ct.DeclassifyValue(&err)
			ct.Declassify(rq) // the request is sent
			resp, _ := k.Issue(rq, 0, pmbStream("claim issue"))
			toks, err := pmbtoken.Unblind(k.PublicKey(), pre, resp)
			ct.DeclassifyValue(&err)
			for _, t := range toks {
				ct.Declassify(t)
			}
		}, Benign: []ct.Excuse{{Func: "github.com/curvecheck/curvecheck/fast/p384/pmbtoken.Blind", Line: "if p.r.IsZero() == 1 {", Reason: "a zero blind (probability 2^-384) is refused; the branch reveals only that"}}})
}

// pmbStream is a deterministic randomness stream for the claims.
func pmbStream(seed string) io.Reader {
	h := sha3.NewSHAKE256()
	h.Write([]byte(seed))
	return h
}
