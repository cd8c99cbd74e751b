package pmbtoken

import (
	"crypto/sha512"
	"errors"
	"fmt"
	"io"

	"github.com/curvecheck/curvecheck/fast/p384"
	"github.com/curvecheck/curvecheck/fast/p384/scalar"
)

// Pretoken is the client's state for one token between Blind and
// Unblind.
type Pretoken struct {
	t  [TNonceSize]byte
	r  scalar.Scalar
	tp [PointSize]byte // T' = r⁻¹·H_t(t), as sent
}

// Blind begins issuance of count tokens (1 to 65535), drawing for each
// the nonce t (64 bytes) and then the blind r (72 bytes mod n) from rand;
// the request is u16(count) ‖ T'_1 ‖ … Constant time in t and r (a zero r,
// probability 2^-384, is refused).
func Blind(count int, rand io.Reader) ([]Pretoken, []byte, error) {
	if count < 1 || count > 0xffff {
		return nil, nil, fmt.Errorf("pmbtoken: %d tokens asked, want 1 to 65535", count)
	}
	pre := make([]Pretoken, count)
	req := make([]byte, 2, 2+count*PointSize)
	req[0], req[1] = byte(count>>8), byte(count)
	for i := range pre {
		p := &pre[i]
		if _, err := io.ReadFull(rand, p.t[:]); err != nil {
			return nil, nil, fmt.Errorf("pmbtoken: randomness: %w", err)
		}
		var err error
		if p.r, err = randScalar(rand); err != nil {
			return nil, nil, err
		}
		if p.r.IsZero() == 1 {
			return nil, nil, errors.New("pmbtoken: a zero blind was drawn")
		}
		var rinv scalar.Scalar
		rinv.Inv(&p.r)
		T := hashT(p.t[:])
		T.ScalarMult(&rinv, T)
		p.tp = encode(T)
		declassifyRequest(&p.tp)
		req = append(req, p.tp[:]...)
	}
	return pre, req, nil
}

// parseRequest reads u16(count) ‖ T'_i.
func parseRequest(req []byte) ([]*p384.Point, error) {
	if len(req) < 2 {
		return nil, errors.New("pmbtoken: request shorter than its count")
	}
	n := int(req[0])<<8 | int(req[1])
	if n == 0 || len(req) != 2+n*PointSize {
		return nil, fmt.Errorf("pmbtoken: request of %d bytes for %d points", len(req), n)
	}
	out := make([]*p384.Point, n)
	for i := range out {
		var err error
		if out[i], err = decode(req[2+i*PointSize:2+(i+1)*PointSize], fmt.Sprintf("request point %d", i)); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// batch is the folded batch: sums Σ e_i·X_i and their encodings.
type batch struct {
	T, S, W, Ws     p384.Point
	eT, eS, eW, eWs [PointSize]byte
}

// fold computes the batch sums with the weights of ref/pmbtoken, from the
// encodings of T'_i, S'_i, W'_i, Ws'_i (all public), by four variable-time
// MSMs.
func fold(pubBytes []byte, enc [][4][PointSize]byte, pts [][4]*p384.Point) (*batch, error) {
	h := sha512.New384()
	h.Write(pubBytes[2*PointSize:]) // pubs first
	h.Write(pubBytes[:2*PointSize]) // then pub0, pub1
	for i := range enc {
		for j := range 4 {
			h.Write(enc[i][j][:])
		}
	}
	seed := h.Sum(nil)
	n := len(enc)
	es := make([]*scalar.Scalar, n)
	msg := make([]byte, 0, 10+len(seed)+2)
	for i := range es {
		msg = append(append(append(msg[:0], "DLEQ BATCH"...), seed...), byte(i>>8), byte(i))
		e := hashC(tagC, msg)
		es[i] = &e
	}
	b := &batch{}
	col := make([]*p384.Point, n)
	for j, dst := range []*p384.Point{&b.T, &b.S, &b.W, &b.Ws} {
		for i := range pts {
			col[i] = pts[i][j]
		}
		if _, err := dst.MultiScalarMultVar(es, col); err != nil {
			return nil, err
		}
	}
	b.eT, b.eS, b.eW, b.eWs = encode(&b.T), encode(&b.S), encode(&b.W), encode(&b.Ws)
	return b, nil
}

// Issue is the issuer's step (ref/pmbtoken.Issue, byte for byte): for each
// T' it draws s, computes S' = H_s(T', s), W' = x_b·T' + y_b·S' with the
// keys of the bit selected in constant time, and Ws' = xs·T' + ys·S'; then
// it proves the batch. Constant time in the keys, the bit and the proof
// randomness.
func (k *PrivateKey) Issue(req []byte, bit byte, rand io.Reader) ([]byte, error) {
	if bit > 1 {
		return nil, fmt.Errorf("pmbtoken: metadata bit %d is not 0 or 1", bit)
	}
	Tp, err := parseRequest(req)
	if err != nil {
		return nil, err
	}
	b := int(bit)
	var xb, yb scalar.Scalar
	xb.Select(&k.x1, &k.x0, b)
	yb.Select(&k.y1, &k.y0, b)
	n := len(Tp)
	enc := make([][4][PointSize]byte, n)
	pts := make([][4]*p384.Point, n)
	resp := make([]byte, 2, 2+n*(SNonceSize+2*PointSize)+ProofSize)
	resp[0], resp[1] = byte(n>>8), byte(n)
	for i, tp := range Tp {
		var s [SNonceSize]byte
		if _, err := io.ReadFull(rand, s[:]); err != nil {
			return nil, fmt.Errorf("pmbtoken: randomness: %w", err)
		}
		tpb := req[2+i*PointSize : 2+(i+1)*PointSize]
		Sp := hashS(tpb, s[:])
		W := k.combine([]*scalar.Scalar{&xb, &yb}, []*p384.Point{tp, Sp})
		Ws := k.combine([]*scalar.Scalar{&k.xs, &k.ys}, []*p384.Point{tp, Sp})
		copy(enc[i][0][:], tpb)
		enc[i][1], enc[i][2], enc[i][3] = encode(Sp), encode(&W), encode(&Ws)
		declassifyResponse(&enc[i][2], &enc[i][3])
		// The MSMs of the folding take the points from their public
		// affine encodings, not the projective coordinates left by the
		// secret-key multiplications.
		Wpub, err := decode(enc[i][2][:], "W'")
		if err != nil {
			return nil, err
		}
		Wspub, err := decode(enc[i][3][:], "Ws'")
		if err != nil {
			return nil, err
		}
		pts[i] = [4]*p384.Point{tp, Sp, Wpub, Wspub}
		resp = append(append(append(resp, s[:]...), enc[i][2][:]...), enc[i][3][:]...)
	}
	bt, err := fold(k.pubBytes, enc, pts)
	if err != nil {
		return nil, err
	}
	proof, err := k.prove(bt, b, rand)
	if err != nil {
		return nil, err
	}
	return append(resp, proof...), nil
}

func transcript(label string, pts ...*[PointSize]byte) []byte {
	out := make([]byte, 0, len(label)+len(pts)*PointSize)
	out = append(out, label...)
	for _, p := range pts {
		out = append(out, p[:]...)
	}
	return out
}

// prove makes the DLEQ and DLEQ-OR proofs (ref/pmbtoken.prove) in constant
// time: the commitments on G and H from the tables, those on the batch
// points by combine, the simulated branch's pub_o·(-co) from the tables
// of pub0 and pub1 with the result selected by the bit, and the
// commitments and responses of the two branches exchanged by the bit with
// selections.
func (k *PrivateKey) prove(bt *batch, bit int, rand io.Reader) ([]byte, error) {
	var r [7]scalar.Scalar
	for i := range r {
		var err error
		if r[i], err = randScalar(rand); err != nil {
			return nil, err
		}
	}
	ks0, ks1, k0, k1, co, uo, vo := &r[0], &r[1], &r[2], &r[3], &r[4], &r[5], &r[6]
	pub0, pub1, pubs := (*[PointSize]byte)(k.pubBytes[:PointSize]), (*[PointSize]byte)(k.pubBytes[PointSize:2*PointSize]), (*[PointSize]byte)(k.pubBytes[2*PointSize:])

	Ks0 := fixedPair(ks0, ks1)
	Ks1 := k.combine([]*scalar.Scalar{ks0, ks1}, []*p384.Point{&bt.T, &bt.S})
	eKs0, eKs1 := encode(&Ks0), encode(&Ks1)
	cs := hashC(tagC, transcript("DLEQ2", pubs, &bt.eT, &bt.eS, &bt.eWs, &eKs0, &eKs1))
	var us, vs scalar.Scalar
	us.Mul(&cs, &k.xs).Add(&us, ks0)
	vs.Mul(&cs, &k.ys).Add(&vs, ks1)

	var xb, yb, negCo scalar.Scalar
	xb.Select(&k.x1, &k.x0, bit)
	yb.Select(&k.y1, &k.y0, bit)
	negCo.Neg(co)
	Kb0 := fixedPair(k0, k1)
	Kb1 := k.combine([]*scalar.Scalar{k0, k1}, []*p384.Point{&bt.T, &bt.S})
	// Ko0 = uo·G + vo·H - co·pub_o, o = 1 - bit.
	Ko0 := fixedPair(uo, vo)
	var c0pub, c1pub p384.Point
	c0pub.ScalarMultPrecomputed(&negCo, k.tab0)
	c1pub.ScalarMultPrecomputed(&negCo, k.tab1)
	c1pub.Select(&c0pub, &c1pub, bit) // pub_o is pub0 when bit = 1
	Ko0.Add(&Ko0, &c1pub)
	Ko1 := k.combine([]*scalar.Scalar{uo, vo, &negCo}, []*p384.Point{&bt.T, &bt.S, &bt.W})
	var K00, K01, K10, K11 p384.Point
	K00.Select(&Ko0, &Kb0, bit)
	K01.Select(&Ko1, &Kb1, bit)
	K10.Select(&Kb0, &Ko0, bit)
	K11.Select(&Kb1, &Ko1, bit)
	e00, e01, e10, e11 := encode(&K00), encode(&K01), encode(&K10), encode(&K11)
	c := hashC(tagC, transcript("DLEQOR2", pub0, pub1, &bt.eT, &bt.eS, &bt.eW, &e00, &e01, &e10, &e11))
	var cb, ub, vb scalar.Scalar
	cb.Sub(&c, co)
	ub.Mul(&cb, &xb).Add(&ub, k0)
	vb.Mul(&cb, &yb).Add(&vb, k1)
	var c0, c1, u0, u1, v0, v1 scalar.Scalar
	c0.Select(co, &cb, bit)
	c1.Select(&cb, co, bit)
	u0.Select(uo, &ub, bit)
	u1.Select(&ub, uo, bit)
	v0.Select(vo, &vb, bit)
	v1.Select(&vb, vo, bit)
	out := make([]byte, 0, ProofSize)
	for _, s := range []*scalar.Scalar{&cs, &us, &vs, &c0, &c1, &u0, &u1, &v0, &v1} {
		out = append(out, s.Bytes()...)
	}
	return out, nil
}
