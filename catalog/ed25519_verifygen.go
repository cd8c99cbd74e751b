package catalog

import (
	"crypto/sha512"
	"math/big"
	"math/rand"
	"sync"

	"github.com/curvecheck/curvecheck/ref/edwards"
	"github.com/curvecheck/curvecheck/ref/field"
)

// edVerifyCase is a random ed25519/verify input and what its construction
// claims: whether it verifies under the reference's default policy
// (cofactorless), under ZIP-215 (cofactored equation, A and R decoded
// leniently) and under the default with ed25519:unreduced-s (S used as an
// integer), and the edge classes it belongs to. A test holds every kind to
// its claims with ref/ed25519.
type edVerifyCase struct {
	in                              Values
	cofactorless, zip215, unreduced bool
	classes                         []string
}

// edVerifyKind is one way of drawing an ed25519/verify case; weight is its
// share of the draws (out of edVerifyWeight).
type edVerifyKind struct {
	name   string
	weight int
	draw   func(r *rand.Rand) edVerifyCase
}

// edVerifyKinds are the random ed25519/verify cases: ordinary valid and
// tampered signatures, S + k·l, point-class A and R, wrong lengths, and
// signatures built to verify (under one equation or both) with a
// small-order R, a small-order A in any of its encodings and S chosen
// (just below l, small, or random), a mixed-order A, and an R with a
// torsion component.
var edVerifyKinds = []edVerifyKind{
	{"valid", 3, edDrawValid},
	{"tampered", 5, edDrawTampered},
	{"s-plus-kl", 3, edDrawSPlusKL},
	{"class-a", 3, edDrawClassA},
	{"class-r", 3, edDrawClassR},
	{"wrong-length", 2, edDrawWrongLength},
	{"small-order-r", 3, edDrawSmallOrderR},
	{"small-order-a", 4, edDrawSmallOrderA},
	{"mixed-order-a", 3, edDrawMixedOrderA},
	{"torsion-r", 3, edDrawTorsionR},
}

var edVerifyWeight = func() int {
	n := 0
	for _, k := range edVerifyKinds {
		n += k.weight
	}
	return n
}()

// edVerifyGen draws one ed25519/verify case.
func edVerifyGen(r *rand.Rand) Values {
	x := r.Intn(edVerifyWeight)
	for _, k := range edVerifyKinds {
		if x < k.weight {
			return k.draw(r).in
		}
		x -= k.weight
	}
	panic("unreachable")
}

// edTorsion is one encoding of a point of order dividing 8.
type edTorsion struct {
	enc []byte
	P   edwards.Point
}

// edTorsionEncs are the encodings of edwardsLowOrder, decoded; the first
// of each point is canonical.
var edTorsionEncs = sync.OnceValue(func() []edTorsion {
	var out []edTorsion
	for _, h := range edwardsLowOrder {
		P, err := Edwards25519.E.Decode(unhex(h), edAny)
		if err != nil {
			panic("diff: torsion encoding does not decode: " + h)
		}
		out = append(out, edTorsion{unhex(h), P})
	}
	return out
})

// edTorsionPoints are the eight points of order dividing 8, the identity
// first.
var edTorsionPoints = sync.OnceValue(func() []edwards.Point {
	c := Edwards25519.E
	out := []edwards.Point{c.Identity()}
	for _, t := range edTorsionEncs() {
		seen := false
		for _, P := range out {
			seen = seen || c.Equal(P, t.P)
		}
		if !seen {
			out = append(out, t.P)
		}
	}
	return out
})

// edKey is a signing key with its secret scalar: RFC 8032 §5.1.5 from a
// random seed.
type edKey struct {
	a   *big.Int
	A   edwards.Point
	pub []byte
}

func edRandKey(r *rand.Rand) edKey {
	h := sha512.Sum512(randBytes(r, 32))
	h[0] &= 248
	h[31] &= 127
	h[31] |= 64
	a := field.IntLE(h[:32])
	A := Edwards25519.E.ScalarBaseMult(a)
	return edKey{a, A, Edwards25519.E.Encode(A)}
}

// edChallenge is k = SHA-512(R ‖ A ‖ M) mod l over the bytes as sent.
func edChallenge(R, pub, msg []byte) *big.Int {
	h := sha512.New()
	h.Write(R)
	h.Write(pub)
	h.Write(msg)
	return Edwards25519.E.Scalar.ReduceLE(h.Sum(nil))
}

// edSig is R ‖ S, S little-endian in 32 bytes.
func edSig(R []byte, S *big.Int) []byte {
	return append(append([]byte(nil), R...), field.BytesLE(S, 32)...)
}

// edAddKL returns S + k·l for a k in [1, 15] that keeps it below 2^256:
// k = 1 three times in four (S + l is below 2^253, where the ref10 check
// lets it through).
func edAddKL(r *rand.Rand, S *big.Int) *big.Int {
	L := Edwards25519.N
	room := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 256), S)
	kmax := new(big.Int).Div(new(big.Int).Sub(room, big.NewInt(1)), L).Int64()
	k := int64(1)
	if r.Intn(4) == 0 && kmax > 1 {
		k = 1 + r.Int63n(kmax)
	}
	return new(big.Int).Add(S, new(big.Int).Mul(big.NewInt(k), L))
}

// edMaybeUnreduce replaces S by S + k·l in one case in three: then only
// ed25519:unreduced-s accepts, when the default did.
func edMaybeUnreduce(r *rand.Rand, c edVerifyCase) edVerifyCase {
	if r.Intn(3) != 0 {
		return c
	}
	sig := c.in["sig"]
	S := edAddKL(r, field.IntLE(sig[32:]))
	c.in["sig"] = edSig(sig[:32], S)
	c.unreduced, c.cofactorless, c.zip215 = c.cofactorless, false, false
	c.classes = append(c.classes, "sig-s-at-least-l")
	return c
}

// edSign signs msg with key and a random nonce r: R = [r]B, S = r + k·a
// mod l (RFC 8032 §5.1.6 with r drawn, not derived; the signature verifies
// the same).
func edSign(r *rand.Rand, key edKey, msg []byte) []byte {
	c := Edwards25519.E
	rr := RandInt(r, Edwards25519.N)
	R := c.Encode(c.ScalarBaseMult(rr))
	return edSig(R, c.Scalar.Add(rr, c.Scalar.Mul(edChallenge(R, key.pub, msg), key.a)))
}

func edDrawValid(r *rand.Rand) edVerifyCase {
	key, msg := edRandKey(r), randMsg(r)
	return edVerifyCase{in: Values{"pub": key.pub, "msg": msg, "sig": edSign(r, key, msg)}, cofactorless: true, zip215: true, unreduced: true}
}

// edDrawTampered: a valid signature with a bit of the signature or the
// key flipped, or the message changed.
func edDrawTampered(r *rand.Rand) edVerifyCase {
	c := edDrawValid(r)
	switch r.Intn(3) {
	case 0:
		c.in["sig"][r.Intn(64)] ^= byte(1 << r.Intn(8))
	case 1:
		c.in["msg"] = append(c.in["msg"], byte(r.Intn(256)))
	default:
		c.in["pub"][r.Intn(32)] ^= byte(1 << r.Intn(8))
	}
	return edVerifyCase{in: c.in}
}

// edDrawSPlusKL: a valid signature with S + k·l.
func edDrawSPlusKL(r *rand.Rand) edVerifyCase {
	c := edDrawValid(r)
	sig := c.in["sig"]
	c.in["sig"] = edSig(sig[:32], edAddKL(r, field.IntLE(sig[32:])))
	return edVerifyCase{in: c.in, unreduced: true, classes: []string{"sig-s-at-least-l"}}
}

// edDrawClassA: a valid signature under a key of a point class.
func edDrawClassA(r *rand.Rand) edVerifyCase {
	c := edDrawValid(r)
	c.in["pub"] = edwardsRandClassPoint(Edwards25519, r)
	return edVerifyCase{in: c.in}
}

// edDrawClassR: a valid signature whose R is replaced by a point of a
// class.
func edDrawClassR(r *rand.Rand) edVerifyCase {
	c := edDrawValid(r)
	copy(c.in["sig"][:32], edwardsRandClassPoint(Edwards25519, r))
	return edVerifyCase{in: c.in}
}

func edDrawWrongLength(r *rand.Rand) edVerifyCase {
	c := edDrawValid(r)
	if r.Intn(2) == 0 {
		c.in["sig"] = c.in["sig"][:63]
	} else {
		c.in["sig"] = append(c.in["sig"], byte(r.Intn(256)))
	}
	return edVerifyCase{in: c.in, classes: []string{"sig-wrong-length"}}
}

// edDrawSmallOrderR: R is a torsion point T in any of its encodings and
// S = k·a, so [S]B = [k]A and the equation is R + ([k]A - [S]B) = T: it
// holds cofactorless only for T the identity (and its non-canonical
// encodings only where R is decoded leniently), cofactored for every T.
func edDrawSmallOrderR(r *rand.Rand) edVerifyCase {
	key, msg := edRandKey(r), randMsg(r)
	ts := edTorsionEncs()
	t := ts[4] // the canonical identity, a third of the time
	if r.Intn(3) != 0 {
		t = ts[r.Intn(len(ts))]
	}
	k := edChallenge(t.enc, key.pub, msg)
	S := Edwards25519.E.Scalar.Mul(k, key.a)
	id := Edwards25519.E.IsIdentity(t.P) && Edwards25519.E.IsCanonicalEncoding(t.enc)
	c := edVerifyCase{in: Values{"pub": key.pub, "msg": msg, "sig": edSig(t.enc, S)},
		cofactorless: id, zip215: true, unreduced: id, classes: []string{ClassEdSmallOrder}}
	return edMaybeUnreduce(r, c)
}

// edChosenS draws the S of a small-order-A signature: just below l
// (l - 1 - x, half the time), small (x), or uniform; x is below 2^j for a
// random j up to 124 (l - 2^252 is about 2^124.4, so the values just below
// l are at least 2^252).
func edChosenS(r *rand.Rand) *big.Int {
	x := new(big.Int).Rand(r, new(big.Int).Lsh(big.NewInt(1), uint(r.Intn(125))))
	switch r.Intn(4) {
	case 0, 1:
		return new(big.Int).Sub(new(big.Int).Sub(Edwards25519.N, big.NewInt(1)), x)
	case 2:
		return x
	}
	return RandInt(r, Edwards25519.N)
}

// edSolveTorsion finds a torsion point T for R = P + T such that the
// cofactorless equation's residual T + [k]X, k = SHA-512(R ‖ pub ‖ msg), is
// the identity (want true) or not (want false); X is the torsion part of A.
// It tries the eight points in a random order, appending a random byte to
// the message after each round. It returns R's encoding, the message, k,
// and whether the residual is the identity (the target, but for an
// unlucky run of 64 rounds).
func edSolveTorsion(r *rand.Rand, P, X edwards.Point, pub, msg []byte, want bool) ([]byte, []byte, *big.Int, bool) {
	c := Edwards25519.E
	ts := edTorsionPoints()
	var R []byte
	var k *big.Int
	var zero bool
	for round := 0; round < 64; round++ {
		for _, i := range r.Perm(len(ts)) {
			R = c.Encode(c.Add(P, ts[i]))
			k = edChallenge(R, pub, msg)
			res := c.Add(ts[i], c.ScalarMult(new(big.Int).Mod(k, big.NewInt(8)), X))
			if zero = c.IsIdentity(res); zero == want {
				return R, msg, k, zero
			}
		}
		msg = append(msg, byte(r.Intn(256)))
	}
	return R, msg, k, zero
}

// edDrawSmallOrderA: A is a torsion point in any of its encodings (the
// hash is over the bytes as sent), S is chosen (edChosenS) and R = [S]B +
// T with T picked so that the cofactorless equation holds, or (half the
// time) holds only cofactored. Under ed25519:unreduced-s, S + k·l.
func edDrawSmallOrderA(r *rand.Rand) edVerifyCase {
	c := Edwards25519.E
	a := edTorsionEncs()[r.Intn(len(edTorsionEncs()))]
	S := edChosenS(r)
	R, msg, _, ok := edSolveTorsion(r, c.ScalarBaseMult(S), a.P, a.enc, randMsg(r), r.Intn(2) == 0)
	out := edVerifyCase{in: Values{"pub": a.enc, "msg": msg, "sig": edSig(R, S)},
		cofactorless: ok, zip215: true, unreduced: ok, classes: []string{ClassEdSmallOrder}}
	return edMaybeUnreduce(r, out)
}

// edDrawMixedOrderA: A' = A + T_A for a torsion point T_A other than the
// identity; the signer knows a, R = [r]B + T_R and S = r + k·a, so the
// cofactorless residual R - [S]B + [k]A' is T_R + [k]T_A: T_R is picked
// so that it vanishes, or (half the time) does not.
func edDrawMixedOrderA(r *rand.Rand) edVerifyCase {
	c := Edwards25519.E
	key, ts := edRandKey(r), edTorsionPoints()
	TA := ts[1+r.Intn(len(ts)-1)]
	Ap := c.Add(key.A, TA)
	pub := c.Encode(Ap)
	rr := RandInt(r, Edwards25519.N)
	R, msg, k, ok := edSolveTorsion(r, c.ScalarBaseMult(rr), TA, pub, randMsg(r), r.Intn(2) == 0)
	S := c.Scalar.Add(rr, c.Scalar.Mul(k, key.a))
	out := edVerifyCase{in: Values{"pub": pub, "msg": msg, "sig": edSig(R, S)},
		cofactorless: ok, zip215: true, unreduced: ok, classes: []string{ClassEdMixedOrder}}
	return edMaybeUnreduce(r, out)
}

// edDrawTorsionR: an honest key, R' = [r]B + T for a torsion point T
// other than the identity, k' = SHA-512(R' ‖ A ‖ M) and S = r + k'·a:
// valid under the cofactored equation only.
func edDrawTorsionR(r *rand.Rand) edVerifyCase {
	c := Edwards25519.E
	key, msg, ts := edRandKey(r), randMsg(r), edTorsionPoints()
	rr := RandInt(r, Edwards25519.N)
	R := c.Encode(c.Add(c.ScalarBaseMult(rr), ts[1+r.Intn(len(ts)-1)]))
	S := c.Scalar.Add(rr, c.Scalar.Mul(edChallenge(R, key.pub, msg), key.a))
	out := edVerifyCase{in: Values{"pub": key.pub, "msg": msg, "sig": edSig(R, S)},
		zip215: true, classes: []string{ClassEdMixedOrder}}
	return edMaybeUnreduce(r, out)
}
