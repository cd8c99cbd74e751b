// Package schnorr implements BIP-340 Schnorr signatures on curvecheck's
// optimized secp256k1: key generation and signing constant time with
// respect to the secret key and the nonce, verification (and batch
// verification) for public data with the Var functions.
package schnorr

import (
	crand "crypto/rand"
	"crypto/sha256"
	"errors"
	"io"

	"github.com/curvecheck/curvecheck/fast/secp256k1"
	"github.com/curvecheck/curvecheck/fast/secp256k1/scalar"
)

// ErrInvalid is wrapped by every verification failure.
var ErrInvalid = errors.New("bip340: invalid signature")

var errSecretKey = errors.New("bip340: secret key is not 32 bytes in [1, n-1]")

// tagged is a BIP-340 tagged hash, SHA256(SHA256(tag) ‖ SHA256(tag) ‖ …),
// with the tag's prefix hashed once.
type tagged [32]byte

func newTag(tag string) tagged { return sha256.Sum256([]byte(tag)) }

func (t *tagged) sum(parts ...[]byte) [32]byte {
	h := sha256.New()
	h.Write(t[:])
	h.Write(t[:])
	for _, p := range parts {
		h.Write(p)
	}
	var out [32]byte
	h.Sum(out[:0])
	return out
}

var (
	tagAux       = newTag("BIP0340/aux")
	tagNonce     = newTag("BIP0340/nonce")
	tagChallenge = newTag("BIP0340/challenge")
)

func secretKey(sk []byte) (*scalar.Scalar, error) {
	if len(sk) != 32 {
		return nil, errSecretKey
	}
	d, err := new(scalar.Scalar).SetBytes(sk)
	if err != nil || d.IsZero() == 1 {
		return nil, errSecretKey
	}
	return d, nil
}

// PublicKey returns the 32-byte x-only public key of sk. Constant time.
func PublicKey(sk []byte) ([]byte, error) {
	d, err := secretKey(sk)
	if err != nil {
		return nil, err
	}
	var P secp256k1.Point
	P.ScalarBaseMult(d)
	x, _, _ := P.Coordinates()
	return x[:], nil
}

// Sign returns the 64-byte signature of msg (any length) with secret key
// sk and 32 bytes of auxiliary randomness ("Default Signing" of BIP-340).
// Constant time with respect to sk and the nonce (the parity choices are
// masked negations).
func Sign(sk, msg, aux []byte) ([]byte, error) {
	d, err := secretKey(sk)
	if err != nil {
		return nil, err
	}
	if len(aux) != 32 {
		return nil, errors.New("bip340: aux_rand is not 32 bytes")
	}
	var P secp256k1.Point
	P.ScalarBaseMult(d)
	px, py, _ := P.Coordinates()
	d.CondNeg(d, int(py[31]&1))
	db := d.Bytes()
	a := tagAux.sum(aux)
	for i := range db {
		db[i] ^= a[i]
	}
	rand := tagNonce.sum(db, px[:], msg)
	k, _ := new(scalar.Scalar).SetBytesReduce(rand[:])
	if k.IsZero() == 1 {
		return nil, errors.New("bip340: the nonce is zero")
	}
	var R secp256k1.Point
	R.ScalarBaseMult(k)
	rx, ry, _ := R.Coordinates()
	k.CondNeg(k, int(ry[31]&1))
	c := tagChallenge.sum(rx[:], px[:], msg)
	e, _ := new(scalar.Scalar).SetBytesReduce(c[:])
	var s scalar.Scalar
	s.Mul(e, d)
	s.Add(&s, k)
	return append(rx[:], s.Bytes()...), nil
}

// parsed is a signature check reduced to its group equation:
// s·G = R + e·P.
type parsed struct {
	P, R secp256k1.Point // R has the even y of x = r
	s, e scalar.Scalar
}

func parse(pk, msg, sig []byte) (*parsed, error) {
	var v parsed
	if err := v.parse(pk, msg, sig); err != nil {
		return nil, err
	}
	return &v, nil
}

// parse sets v from the key, message and signature.
func (v *parsed) parse(pk, msg, sig []byte) error {
	if err := checkLengths(pk, sig); err != nil {
		return err
	}
	if _, err := v.P.SetX(pk); err != nil {
		return errors.Join(ErrInvalid, errors.New("bip340: public key: "+err.Error()))
	}
	return v.setScalars(pk, msg, sig)
}

// checkLengths reports a key that is not 32 bytes or a signature that is
// not 64.
func checkLengths(pk, sig []byte) error {
	if len(pk) != 32 {
		return errors.Join(ErrInvalid, errors.New("bip340: public key is not 32 bytes"))
	}
	if len(sig) != 64 {
		return errors.Join(ErrInvalid, errors.New("bip340: signature is not 64 bytes"))
	}
	return nil
}

// setScalars sets v.s from sig and the challenge v.e; pk and sig have
// the lengths checkLengths allows.
func (v *parsed) setScalars(pk, msg, sig []byte) error {
	if _, err := v.s.SetBytes(sig[32:]); err != nil {
		return errors.Join(ErrInvalid, errors.New("bip340: s is not below n"))
	}
	c := tagChallenge.sum(sig[:32], pk, msg)
	v.e.SetBytesReduce(c[:])
	return nil
}

// Verify checks sig on msg under the x-only public key pk (BIP-340
// "Verification"). Variable time: all inputs are public.
func Verify(pk, msg, sig []byte) error {
	v, err := parse(pk, msg, sig)
	if err != nil {
		return err
	}
	// r must be a field element; SetX below checks r < p only when a
	// point is needed, so check here as the BIP orders it.
	if !belowP(sig[:32]) {
		return errors.Join(ErrInvalid, errors.New("bip340: r is not below p"))
	}
	var ne scalar.Scalar
	ne.Neg(&v.e)
	var R secp256k1.Point
	R.DoubleScalarMultBaseVar(&ne, &v.P, &v.s)
	x, y, inf := R.CoordinatesVar()
	switch {
	case inf:
		return errors.Join(ErrInvalid, errors.New("bip340: R is the point at infinity"))
	case y[31]&1 != 0:
		return errors.Join(ErrInvalid, errors.New("bip340: R has odd y"))
	case string(x[:]) != string(sig[:32]):
		return errors.Join(ErrInvalid, errors.New("bip340: x(R) != r"))
	}
	return nil
}

// pBytes is p big-endian.
var pBytes = [32]byte{
	0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
	0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xfe, 0xff, 0xff, 0xfc, 0x2f}

func belowP(b []byte) bool {
	for i := range b {
		if b[i] != pBytes[i] {
			return b[i] < pBytes[i]
		}
	}
	return false
}

// VerifyBatchVar verifies the signatures sigs[i] on msgs[i] under pks[i]
// together and returns, for each, whether it is valid: the same answers
// as Verify one by one. The combined check draws 128-bit coefficients
// a_0 = 1, a_1, … from rand (crypto/rand when nil) and tests
//
//	(Σ a_i·s_i)·G = Σ a_i·R_i + Σ (a_i·e_i)·P_i
//
// with one multi-scalar multiplication; a false result (at least one bad
// signature, or a forgery that a random combination caught) falls back
// to verifying each signature alone. Variable time: public inputs only.
func VerifyBatchVar(pks, msgs, sigs [][]byte, rand io.Reader) ([]bool, error) {
	n := len(sigs)
	if len(pks) != n || len(msgs) != n {
		return nil, errors.New("bip340: batch needs as many keys and messages as signatures")
	}
	if rand == nil {
		rand = crand.Reader
	}
	valid := make([]bool, n)
	if batchHolds(pks, msgs, sigs, rand) {
		for i := range valid {
			valid[i] = true
		}
		return valid, nil
	}
	for i := range valid {
		valid[i] = Verify(pks[i], msgs[i], sigs[i]) == nil
	}
	return valid, nil
}

// batchHolds evaluates the combined equation; any malformed input makes
// it false.
func batchHolds(pks, msgs, sigs [][]byte, rand io.Reader) bool {
	n := len(sigs)
	if n == 0 {
		return true
	}
	coef := make([]byte, 16*n)
	if _, err := io.ReadFull(rand, coef); err != nil {
		return false
	}
	ks := make([]*scalar.Scalar, 0, 2*n)
	ps := make([]*secp256k1.Point, 0, 2*n)
	// One allocation each for the parsed signatures and the coefficients.
	vs := make([]parsed, n)
	coefs := make([]scalar.Scalar, 2*n)
	// The points R_i, P_i are lifted together afterwards, so that their
	// square roots share the lanes of field.SqrtManyVar.
	xs := make([][]byte, 0, 2*n)
	var sum scalar.Scalar
	for i := range sigs {
		v := &vs[i]
		if checkLengths(pks[i], sigs[i]) != nil || v.setScalars(pks[i], msgs[i], sigs[i]) != nil {
			return false
		}
		a, ae := &coefs[2*i], &coefs[2*i+1]
		a.SetUint64(1)
		if i > 0 {
			var b [32]byte
			copy(b[16:], coef[16*i:16*i+16])
			a.SetBytesReduce(b[:])
		}
		var as scalar.Scalar
		as.Mul(a, &v.s)
		sum.Add(&sum, &as)
		ae.Mul(a, &v.e)
		ks = append(ks, a, ae)
		ps = append(ps, &v.R, &v.P)
		xs = append(xs, sigs[i][:32], pks[i])
	}
	if secp256k1.SetXManyVar(ps, xs) != nil {
		return false // an x not below p, or with no point on the curve
	}
	// Everything on one side, the sign on G's coefficient: a_i stays
	// below 2^128, so each R_i is a single term of the multiplication.
	sum.Neg(&sum)
	var acc secp256k1.Point
	if _, err := acc.MultiScalarMultBaseVar(&sum, ks, ps); err != nil {
		return false
	}
	return acc.IsIdentity() == 1
}
