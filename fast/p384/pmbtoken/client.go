package pmbtoken

import (
	"errors"
	"fmt"

	"github.com/curvecheck/curvecheck/fast/p384"
	"github.com/curvecheck/curvecheck/fast/p384/scalar"
)

// verify checks the two proofs against the folded batch, in variable
// time: every input is public.
func verify(pub *publicKey, bt *batch, proof []byte) error {
	if len(proof) != ProofSize {
		return fmt.Errorf("pmbtoken: proof of %d bytes, want %d", len(proof), ProofSize)
	}
	var s, neg [9]scalar.Scalar
	for i := range s {
		v, err := decodeScalar(proof[i*ScalarSize:(i+1)*ScalarSize], fmt.Sprintf("proof scalar %d", i))
		if err != nil {
			return err
		}
		s[i] = v
		neg[i].Neg(&v)
	}
	H := &fixed().H
	G := p384.NewGenerator()
	msm := func(ks []*scalar.Scalar, ps ...*p384.Point) [PointSize]byte {
		var r p384.Point
		r.MultiScalarMultVar(ks, ps)
		return encode(&r)
	}
	pb := pub.bytes
	pub0, pub1, pubs := (*[PointSize]byte)(pb[:PointSize]), (*[PointSize]byte)(pb[PointSize:2*PointSize]), (*[PointSize]byte)(pb[2*PointSize:])
	Ks0 := msm([]*scalar.Scalar{&s[1], &s[2], &neg[0]}, G, H, pub.pubs)
	Ks1 := msm([]*scalar.Scalar{&s[1], &s[2], &neg[0]}, &bt.T, &bt.S, &bt.Ws)
	cs := hashC(tagC, transcript("DLEQ2", pubs, &bt.eT, &bt.eS, &bt.eWs, &Ks0, &Ks1))
	if cs.Equal(&s[0]) != 1 {
		return ErrProof
	}
	K00 := msm([]*scalar.Scalar{&s[5], &s[7], &neg[3]}, G, H, pub.pub0)
	K01 := msm([]*scalar.Scalar{&s[5], &s[7], &neg[3]}, &bt.T, &bt.S, &bt.W)
	K10 := msm([]*scalar.Scalar{&s[6], &s[8], &neg[4]}, G, H, pub.pub1)
	K11 := msm([]*scalar.Scalar{&s[6], &s[8], &neg[4]}, &bt.T, &bt.S, &bt.W)
	c := hashC(tagC, transcript("DLEQOR2", pub0, pub1, &bt.eT, &bt.eS, &bt.eW, &K00, &K01, &K10, &K11))
	var sum scalar.Scalar
	if sum.Add(&s[3], &s[4]).Equal(&c) != 1 {
		return ErrProof
	}
	return nil
}

// Unblind finishes issuance: it recomputes S'_i = H_s(T'_i, s_i), checks
// the proofs (variable time, public values), and unblinds each token by r
// in constant time. It returns the tokens' encodings t ‖ S ‖ W ‖ Ws.
func Unblind(pubKey []byte, pre []Pretoken, resp []byte) ([][]byte, error) {
	pub, err := parsePublicKey(pubKey)
	if err != nil {
		return nil, err
	}
	if len(resp) < 2 {
		return nil, errors.New("pmbtoken: response shorter than its count")
	}
	n := int(resp[0])<<8 | int(resp[1])
	per := SNonceSize + 2*PointSize
	if n == 0 || len(resp) != 2+n*per+ProofSize {
		return nil, fmt.Errorf("pmbtoken: response of %d bytes for %d tokens", len(resp), n)
	}
	if n != len(pre) {
		return nil, fmt.Errorf("pmbtoken: response for %d tokens, %d asked", n, len(pre))
	}
	enc := make([][4][PointSize]byte, n)
	pts := make([][4]*p384.Point, n)
	for i := range pre {
		off := 2 + i*per
		s := resp[off : off+SNonceSize]
		Tp, err := decode(pre[i].tp[:], "T'")
		if err != nil {
			return nil, err
		}
		W, err := decode(resp[off+SNonceSize:off+SNonceSize+PointSize], fmt.Sprintf("W' %d", i))
		if err != nil {
			return nil, err
		}
		Ws, err := decode(resp[off+SNonceSize+PointSize:off+per], fmt.Sprintf("Ws' %d", i))
		if err != nil {
			return nil, err
		}
		Sp := hashS(pre[i].tp[:], s)
		enc[i][0], enc[i][1] = pre[i].tp, encode(Sp)
		copy(enc[i][2][:], resp[off+SNonceSize:])
		copy(enc[i][3][:], resp[off+SNonceSize+PointSize:])
		pts[i] = [4]*p384.Point{Tp, Sp, W, Ws}
	}
	bt, err := fold(pub.bytes, enc, pts)
	if err != nil {
		return nil, err
	}
	if err := verify(pub, bt, resp[2+n*per:]); err != nil {
		return nil, err
	}
	out := make([][]byte, n)
	for i := range pre {
		tok := append(make([]byte, 0, TokenSize), pre[i].t[:]...)
		for j := 1; j < 4; j++ {
			var P p384.Point
			P.ScalarMult(&pre[i].r, pts[i][j])
			e := encode(&P)
			tok = append(tok, e[:]...)
		}
		out[i] = tok
	}
	return out, nil
}

// Redeem checks a token with the issuer key and returns its nonce and
// private metadata bit: Ws = xs·T + ys·S for T = H_t(t), and W = x_b·T +
// y_b·S for exactly one b. The three secret-key multiplications go
// through combine; the comparisons are constant time and their verdict is
// the declared result.
func (k *PrivateKey) Redeem(token []byte) ([]byte, byte, error) {
	if len(token) != TokenSize {
		return nil, 0, fmt.Errorf("pmbtoken: token of %d bytes, want %d", len(token), TokenSize)
	}
	t := token[:TNonceSize]
	var P [3]*p384.Point
	for i := range P {
		var err error
		off := TNonceSize + i*PointSize
		if P[i], err = decode(token[off:off+PointSize], fmt.Sprintf("token point %d", i)); err != nil {
			return nil, 0, err
		}
	}
	S, W, Ws := P[0], P[1], P[2]
	T := hashT(t)
	pts := []*p384.Point{T, S}
	ws := k.combine([]*scalar.Scalar{&k.xs, &k.ys}, pts)
	w0 := k.combine([]*scalar.Scalar{&k.x0, &k.y0}, pts)
	w1 := k.combine([]*scalar.Scalar{&k.x1, &k.y1}, pts)
	is0, is1 := W.Equal(&w0), W.Equal(&w1)
	valid := Ws.Equal(&ws) & (is0 ^ is1)
	bit := is1
	declassifyVerdict(&valid, &bit)
	if valid != 1 {
		return nil, 0, ErrInvalidToken
	}
	return append([]byte{}, t...), byte(bit), nil
}
