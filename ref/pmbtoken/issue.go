package pmbtoken

import (
	"crypto/sha512"
	"errors"
	"fmt"
	"io"
	"math/big"

	"github.com/curvecheck/curvecheck/ref/weierstrass"
)

// Pretoken is the client's state for one token between Blind and Unblind:
// the nonce t, the blind r and T' = r⁻¹·H_t(t).
type Pretoken struct {
	T  []byte
	R  *big.Int
	Tp weierstrass.Point
}

// Token is an unblinded token: t and S = H_s(T', s)·r, W = x_b·T + y_b·S,
// Ws = xs·T + ys·S for T = H_t(t).
type Token struct {
	T         []byte
	S, W, WsP weierstrass.Point
}

// Bytes is t ‖ S ‖ W ‖ Ws.
func (t Token) Bytes() []byte {
	return append(append(append(append([]byte{}, t.T...), enc(t.S)...), enc(t.W)...), enc(t.WsP)...)
}

// ProofSize is the proof's length: cs, us, vs of the DLEQ proof and c0,
// c1, u0, u1, v0, v1 of the DLEQ-OR proof.
const ProofSize = 9 * ScalarSize

// Blind begins issuance of count tokens (1 to 65535), drawing for each a
// nonce t (64 bytes) and then a blind r (a scalar) from rand. The request
// is u16(count) ‖ T'_1 ‖ … ‖ T'_count.
func Blind(count int, rand io.Reader) ([]Pretoken, []byte, error) {
	if count < 1 || count > 0xffff {
		return nil, nil, fmt.Errorf("pmbtoken: %d tokens asked, want 1 to 65535", count)
	}
	pre := make([]Pretoken, count)
	req := []byte{byte(count >> 8), byte(count)}
	for i := range pre {
		t := make([]byte, TNonceSize)
		if _, err := io.ReadFull(rand, t); err != nil {
			return nil, nil, fmt.Errorf("pmbtoken: randomness: %w", err)
		}
		r, err := randScalar(rand)
		if err != nil {
			return nil, nil, err
		}
		if r.Sign() == 0 {
			return nil, nil, errors.New("pmbtoken: a zero blind was drawn")
		}
		Tp := curve.ScalarMult(new(big.Int).ModInverse(r, curve.N), hashT(t))
		pre[i] = Pretoken{T: t, R: r, Tp: Tp}
		req = append(req, enc(Tp)...)
	}
	return pre, req, nil
}

// ParseRequest reads an issuance request.
func ParseRequest(req []byte) ([]weierstrass.Point, error) {
	if len(req) < 2 {
		return nil, errors.New("pmbtoken: request shorter than its count")
	}
	n := int(req[0])<<8 | int(req[1])
	if n == 0 || len(req) != 2+n*PointSize {
		return nil, fmt.Errorf("pmbtoken: request of %d bytes for %d points", len(req), n)
	}
	out := make([]weierstrass.Point, n)
	for i := range out {
		var err error
		if out[i], err = decodePoint(req[2+i*PointSize:2+(i+1)*PointSize], fmt.Sprintf("request point %d", i)); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// batched holds the weighted sums of a batch's points.
type batched struct{ T, S, W, Ws weierstrass.Point }

// fold returns the batch sums Σ e_i·X_i with e_i = H_c("DLEQ BATCH" ‖
// seed ‖ u16(i)), seed = SHA-384(pubs ‖ pub0 ‖ pub1 ‖ (T'_i ‖ S'_i ‖ W'_i ‖
// Ws'_i)_i).
func fold(pub PublicKey, Tp, Sp, Wp, Wsp []weierstrass.Point) batched {
	h := sha512.New384()
	h.Write(enc(pub.PubS))
	h.Write(enc(pub.Pub0))
	h.Write(enc(pub.Pub1))
	for i := range Tp {
		for _, P := range []weierstrass.Point{Tp[i], Sp[i], Wp[i], Wsp[i]} {
			h.Write(enc(P))
		}
	}
	seed := h.Sum(nil)
	b := batched{curve.Identity(), curve.Identity(), curve.Identity(), curve.Identity()}
	for i := range Tp {
		e := hashC(tagC, append(append([]byte("DLEQ BATCH"), seed...), byte(i>>8), byte(i)))
		b.T = curve.Add(b.T, curve.ScalarMult(e, Tp[i]))
		b.S = curve.Add(b.S, curve.ScalarMult(e, Sp[i]))
		b.W = curve.Add(b.W, curve.ScalarMult(e, Wp[i]))
		b.Ws = curve.Add(b.Ws, curve.ScalarMult(e, Wsp[i]))
	}
	return b
}

func transcript(label string, points ...weierstrass.Point) []byte {
	out := []byte(label)
	for _, P := range points {
		out = append(out, enc(P)...)
	}
	return out
}

// Issue is the issuer's step: for each T' it draws s (32 bytes) from rand,
// computes S' = H_s(T', s), W' = x_b·T' + y_b·S' for the private bit b
// and Ws' = xs·T' + ys·S', then proves the batch, drawing ks0, ks1, k0,
// k1, co, uo, vo in that order. The response is u16(count) ‖ (s ‖ W' ‖
// Ws')_i ‖ proof.
func Issue(k *PrivateKey, req []byte, bit byte, rand io.Reader) ([]byte, error) {
	if bit > 1 {
		return nil, fmt.Errorf("pmbtoken: metadata bit %d is not 0 or 1", bit)
	}
	Tp, err := ParseRequest(req)
	if err != nil {
		return nil, err
	}
	xb, yb := k.X0, k.Y0
	if bit == 1 {
		xb, yb = k.X1, k.Y1
	}
	n := len(Tp)
	Sp, Wp, Wsp := make([]weierstrass.Point, n), make([]weierstrass.Point, n), make([]weierstrass.Point, n)
	resp := []byte{byte(n >> 8), byte(n)}
	for i := range Tp {
		s := make([]byte, SNonceSize)
		if _, err := io.ReadFull(rand, s); err != nil {
			return nil, fmt.Errorf("pmbtoken: randomness: %w", err)
		}
		Sp[i] = hashS(Tp[i], s)
		Wp[i] = lin(xb, Tp[i], yb, Sp[i])
		Wsp[i] = lin(k.Xs, Tp[i], k.Ys, Sp[i])
		resp = append(append(append(resp, s...), enc(Wp[i])...), enc(Wsp[i])...)
	}
	pub := k.Public()
	b := fold(pub, Tp, Sp, Wp, Wsp)
	proof, err := prove(k, pub, b, bit, rand)
	if err != nil {
		return nil, err
	}
	return append(resp, proof...), nil
}

// prove makes the DLEQ proof that Ws = xs·T + ys·S with pubs = xs·G + ys·H
// and the DLEQ-OR proof that W = x_b·T + y_b·S with pub_b = x_b·G + y_b·H
// for b = 0 or 1 without saying which (eprint 2020/072 appendix B; the
// other branch is simulated with co, uo, vo).
func prove(k *PrivateKey, pub PublicKey, b batched, bit byte, rand io.Reader) ([]byte, error) {
	r := make([]*big.Int, 7)
	for i := range r {
		var err error
		if r[i], err = randScalar(rand); err != nil {
			return nil, err
		}
	}
	ks0, ks1, k0, k1, co, uo, vo := r[0], r[1], r[2], r[3], r[4], r[5], r[6]
	G := curve.Generator()
	N := curve.N
	mod := func(x *big.Int) *big.Int { return x.Mod(x, N) }

	Ks0, Ks1 := lin(ks0, G, ks1, H), lin(ks0, b.T, ks1, b.S)
	cs := hashC(tagC, transcript("DLEQ2", pub.PubS, b.T, b.S, b.Ws, Ks0, Ks1))
	us := mod(new(big.Int).Add(ks0, new(big.Int).Mul(cs, k.Xs)))
	vs := mod(new(big.Int).Add(ks1, new(big.Int).Mul(cs, k.Ys)))

	xb, yb, pubo := k.X0, k.Y0, pub.Pub1
	if bit == 1 {
		xb, yb, pubo = k.X1, k.Y1, pub.Pub0
	}
	negCo := mod(new(big.Int).Neg(co))
	Kb0, Kb1 := lin(k0, G, k1, H), lin(k0, b.T, k1, b.S)
	Ko0, Ko1 := lin(uo, G, vo, H, negCo, pubo), lin(uo, b.T, vo, b.S, negCo, b.W)
	K00, K01, K10, K11 := Kb0, Kb1, Ko0, Ko1
	if bit == 1 {
		K00, K01, K10, K11 = Ko0, Ko1, Kb0, Kb1
	}
	c := hashC(tagC, transcript("DLEQOR2", pub.Pub0, pub.Pub1, b.T, b.S, b.W, K00, K01, K10, K11))
	cb := mod(new(big.Int).Sub(c, co))
	ub := mod(new(big.Int).Add(k0, new(big.Int).Mul(cb, xb)))
	vb := mod(new(big.Int).Add(k1, new(big.Int).Mul(cb, yb)))
	c0, c1, u0, u1, v0, v1 := cb, co, ub, uo, vb, vo
	if bit == 1 {
		c0, c1, u0, u1, v0, v1 = co, cb, uo, ub, vo, vb
	}
	var out []byte
	for _, s := range []*big.Int{cs, us, vs, c0, c1, u0, u1, v0, v1} {
		out = append(out, scalarBytes(s)...)
	}
	return out, nil
}

// verify checks the two proofs against the batch sums.
func verify(pub PublicKey, b batched, proof []byte) error {
	if len(proof) != ProofSize {
		return fmt.Errorf("pmbtoken: proof of %d bytes, want %d", len(proof), ProofSize)
	}
	s := make([]*big.Int, 9)
	for i := range s {
		var err error
		if s[i], err = decodeScalar(proof[i*ScalarSize:(i+1)*ScalarSize], fmt.Sprintf("proof scalar %d", i)); err != nil {
			return err
		}
	}
	cs, us, vs, c0, c1, u0, u1, v0, v1 := s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7], s[8]
	G := curve.Generator()
	neg := func(x *big.Int) *big.Int { return new(big.Int).Mod(new(big.Int).Neg(x), curve.N) }
	Ks0 := lin(us, G, vs, H, neg(cs), pub.PubS)
	Ks1 := lin(us, b.T, vs, b.S, neg(cs), b.Ws)
	if hashC(tagC, transcript("DLEQ2", pub.PubS, b.T, b.S, b.Ws, Ks0, Ks1)).Cmp(cs) != 0 {
		return ErrProof
	}
	K00, K01 := lin(u0, G, v0, H, neg(c0), pub.Pub0), lin(u0, b.T, v0, b.S, neg(c0), b.W)
	K10, K11 := lin(u1, G, v1, H, neg(c1), pub.Pub1), lin(u1, b.T, v1, b.S, neg(c1), b.W)
	c := hashC(tagC, transcript("DLEQOR2", pub.Pub0, pub.Pub1, b.T, b.S, b.W, K00, K01, K10, K11))
	if new(big.Int).Mod(new(big.Int).Add(c0, c1), curve.N).Cmp(c) != 0 {
		return ErrProof
	}
	return nil
}

// Response is a parsed issuance response.
type Response struct {
	S        [][]byte
	Wp, WspP []weierstrass.Point
	Proof    []byte
}

// ParseResponse reads an issuance response for count tokens.
func ParseResponse(resp []byte) (*Response, error) {
	if len(resp) < 2 {
		return nil, errors.New("pmbtoken: response shorter than its count")
	}
	n := int(resp[0])<<8 | int(resp[1])
	per := SNonceSize + 2*PointSize
	if n == 0 || len(resp) != 2+n*per+ProofSize {
		return nil, fmt.Errorf("pmbtoken: response of %d bytes for %d tokens", len(resp), n)
	}
	r := &Response{Proof: resp[2+n*per:]}
	for i := range n {
		off := 2 + i*per
		W, err := decodePoint(resp[off+SNonceSize:off+SNonceSize+PointSize], fmt.Sprintf("W' %d", i))
		if err != nil {
			return nil, err
		}
		Ws, err := decodePoint(resp[off+SNonceSize+PointSize:off+per], fmt.Sprintf("Ws' %d", i))
		if err != nil {
			return nil, err
		}
		r.S = append(r.S, resp[off:off+SNonceSize])
		r.Wp = append(r.Wp, W)
		r.WspP = append(r.WspP, Ws)
	}
	return r, nil
}

// Unblind finishes issuance: it recomputes S'_i = H_s(T'_i, s_i), checks
// the proofs on the batch, and unblinds each token by r.
func Unblind(pub PublicKey, pre []Pretoken, resp []byte) ([]Token, error) {
	r, err := ParseResponse(resp)
	if err != nil {
		return nil, err
	}
	if len(r.S) != len(pre) {
		return nil, fmt.Errorf("pmbtoken: response for %d tokens, %d asked", len(r.S), len(pre))
	}
	n := len(pre)
	Tp, Sp := make([]weierstrass.Point, n), make([]weierstrass.Point, n)
	for i := range pre {
		Tp[i] = pre[i].Tp
		Sp[i] = hashS(pre[i].Tp, r.S[i])
	}
	if err := verify(pub, fold(pub, Tp, Sp, r.Wp, r.WspP), r.Proof); err != nil {
		return nil, err
	}
	out := make([]Token, n)
	for i := range pre {
		ri := pre[i].R
		out[i] = Token{T: pre[i].T, S: curve.ScalarMult(ri, Sp[i]), W: curve.ScalarMult(ri, r.Wp[i]), WsP: curve.ScalarMult(ri, r.WspP[i])}
	}
	return out, nil
}

// ParseToken reads Token.Bytes' encoding.
func ParseToken(b []byte) (Token, error) {
	if len(b) != TNonceSize+3*PointSize {
		return Token{}, fmt.Errorf("pmbtoken: token of %d bytes, want %d", len(b), TNonceSize+3*PointSize)
	}
	t := Token{T: b[:TNonceSize]}
	var err error
	for i, dst := range []*weierstrass.Point{&t.S, &t.W, &t.WsP} {
		off := TNonceSize + i*PointSize
		if *dst, err = decodePoint(b[off:off+PointSize], fmt.Sprintf("token point %d", i)); err != nil {
			return Token{}, err
		}
	}
	return t, nil
}

// ErrInvalidToken reports a token that fails the validity check.
var ErrInvalidToken = errors.New("pmbtoken: invalid token")

// Redeem checks a token with the issuer key and returns its nonce t and
// private metadata bit: Ws must be xs·T + ys·S for T = H_t(t), and W must
// be x_b·T + y_b·S for exactly one b.
func Redeem(k *PrivateKey, token []byte) ([]byte, byte, error) {
	t, err := ParseToken(token)
	if err != nil {
		return nil, 0, err
	}
	T := hashT(t.T)
	if !curve.Equal(t.WsP, lin(k.Xs, T, k.Ys, t.S)) {
		return nil, 0, ErrInvalidToken
	}
	is0 := curve.Equal(t.W, lin(k.X0, T, k.Y0, t.S))
	is1 := curve.Equal(t.W, lin(k.X1, T, k.Y1, t.S))
	if is0 == is1 {
		return nil, 0, ErrInvalidToken
	}
	if is1 {
		return t.T, 1, nil
	}
	return t.T, 0, nil
}
