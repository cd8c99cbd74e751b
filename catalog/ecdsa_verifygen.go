package catalog

import (
	"math/big"
	"math/rand"

	"github.com/curvecheck/curvecheck/ref/ecdsa"
	"github.com/curvecheck/curvecheck/ref/weierstrass"
)

// ecVerifyCase is a random ECDSA verification input and what its
// construction claims: whether it verifies under the reference's default
// policy (SEC1 §4.1.4) and under ecdsa:verify-low-s. claimed is false for
// the ordinary draws, whose verdict only the reference gives. A test holds
// every kind to its claims with ref/ecdsa.
type ecVerifyCase struct {
	in                  Values
	claimed, valid, low bool
}

// ecVerifyKind is one way of drawing an ECDSA verification case; weight is
// its share of the draws (out of ecVerifyWeight).
type ecVerifyKind struct {
	name   string
	weight int
	draw   func(f *Family, r *rand.Rand, der bool) ecVerifyCase
}

// ecVerifyKinds are the random ECDSA verification cases: ordinary signed
// and corrupted ones (ecdsaVerifyCase, every input class), and signatures
// made under a chosen public key Q = r⁻¹(sR − eG), so that (r, s) verifies
// for any point R, s and digest: with s small, just below n or uniform
// (high-S included), sent as s + n; with an R of small x sent as r + n; and
// with x(R) >= n, where r = x(R) − n (sent as is or as x(R)).
var ecVerifyKinds = []ecVerifyKind{
	{"ordinary", 16, ecDrawOrdinary},
	{"chosen-key", 4, ecDrawChosenKey},
	{"s-plus-n", 4, ecDrawSPlusN},
	{"r-plus-n", 4, ecDrawRPlusN},
	{"x-at-least-n", 4, ecDrawXAtLeastN},
}

var ecVerifyWeight = func() int {
	n := 0
	for _, k := range ecVerifyKinds {
		n += k.weight
	}
	return n
}()

// ecdsaVerifyGen draws one case of an ECDSA verification operation over a
// digest (r ‖ s, or DER).
func ecdsaVerifyGen(f *Family, r *rand.Rand, der bool) Values {
	x := r.Intn(ecVerifyWeight)
	for _, k := range ecVerifyKinds {
		if x < k.weight {
			return k.draw(f, r, der).in
		}
		x -= k.weight
	}
	panic("unreachable")
}

func ecDrawOrdinary(f *Family, r *rand.Rand, der bool) ecVerifyCase {
	return ecVerifyCase{in: ecdsaVerifyCase(f, r, der)}
}

// ecEncodingRoom is 2^(8·size of n) − n: the values v < room have v + n
// in the r ‖ s encoding.
func ecEncodingRoom(f *Family) *big.Int {
	return new(big.Int).Sub(pow2(8*f.ScalarSize), f.N)
}

// ecChosenS draws s in [1, n-1]: small (below the encoding room, so s + n
// still fits), just below n (high S), or uniform.
func ecChosenS(f *Family, r *rand.Rand) *big.Int {
	room := ecEncodingRoom(f)
	x := new(big.Int).Rand(r, pow2(r.Intn(room.BitLen())))
	switch r.Intn(3) {
	case 0:
		return x.Add(x, big.NewInt(1)) // below room: room <= n/2 on every family
	case 1:
		return new(big.Int).Sub(new(big.Int).Sub(f.N, big.NewInt(1)), x)
	}
	return randPrivate(r, f)
}

// ecPointWithX returns a point whose x-coordinate is lo + t for a t
// drawn below span, retrying on the values that are no x-coordinate (half
// of them); y's sign is random. ok is false after 64 misses.
func ecPointWithX(f *Family, r *rand.Rand, lo, span *big.Int) (weierstrass.Point, bool) {
	c := f.W
	for try := 0; try < 64; try++ {
		x := new(big.Int).Add(lo, RandInt(r, span))
		P, err := c.LiftX(x)
		if err != nil {
			continue
		}
		if r.Intn(2) == 0 {
			P = c.Neg(P)
		}
		return P, true
	}
	return weierstrass.Point{}, false
}

// ecChosenKey returns the public key Q = r⁻¹(sR − eG), e the digest's
// integer mod n, under which (r, s) verifies for the R given (r = x(R) mod
// n, which must not be 0), and whether Q is a point (not the identity).
func ecChosenKey(f *Family, R weierstrass.Point, s *big.Int, digest []byte) (weierstrass.Point, bool) {
	c := f.W
	rr := c.Scalar.Reduce(R.X)
	e := c.Scalar.Reduce(ecdsa.HashToInt(c, digest))
	sR := c.ScalarMult(s, R)
	eG := c.ScalarBaseMult(e)
	Q := c.ScalarMult(c.Scalar.MustInv(rr), c.Add(sR, c.Neg(eG)))
	return Q, !Q.Inf
}

// ecChosen builds a signature (x(R) mod n, s) over a random digest with
// its chosen public key, in either SEC1 encoding; sigR and sigS are the
// integers sent. It reports false when Q is the identity (negligible).
func ecChosen(f *Family, r *rand.Rand, der bool, R weierstrass.Point, s, sigR, sigS *big.Int) (Values, bool) {
	digest := randDigest(r, f)
	Q, ok := ecChosenKey(f, R, s, digest)
	if !ok {
		return nil, false
	}
	pub := f.W.EncodeUncompressed(Q)
	if r.Intn(2) == 0 {
		pub = f.W.EncodeCompressed(Q)
	}
	return Values{"pub": pub, "digest": digest, "sig": rawOrDER(f, der, sigR, sigS)}, true
}

// ecRandR is R = [k]G for a random k whose x(R) is not 0 mod n.
func ecRandR(f *Family, r *rand.Rand) weierstrass.Point {
	for {
		R := f.W.ScalarBaseMult(randPrivate(r, f))
		if f.W.Scalar.Reduce(R.X).Sign() != 0 {
			return R
		}
	}
}

// ecDrawChosenKey: R = [k]G, s chosen (ecChosenS), valid; rejected under
// ecdsa:verify-low-s when s > n/2.
func ecDrawChosenKey(f *Family, r *rand.Rand, der bool) ecVerifyCase {
	for {
		R, s := ecRandR(f, r), ecChosenS(f, r)
		rr := f.W.Scalar.Reduce(R.X)
		if in, ok := ecChosen(f, r, der, R, s, rr, s); ok {
			return ecVerifyCase{in: in, claimed: true, valid: true, low: !ecdsa.IsHighS(f.W, s)}
		}
	}
}

// ecDrawSPlusN: a chosen-key signature with a small s (below the encoding
// room) sent as s + n: invalid (s >= n), valid for a verifier that reduces
// s.
func ecDrawSPlusN(f *Family, r *rand.Rand, der bool) ecVerifyCase {
	room := ecEncodingRoom(f)
	for {
		R := ecRandR(f, r)
		s := new(big.Int).Add(RandInt(r, new(big.Int).Sub(room, big.NewInt(1))), big.NewInt(1))
		rr := f.W.Scalar.Reduce(R.X)
		if in, ok := ecChosen(f, r, der, R, s, rr, new(big.Int).Add(s, f.N)); ok {
			return ecVerifyCase{in: in, claimed: true}
		}
	}
}

// ecDrawRPlusN: a chosen-key signature whose R has a small x (below the
// encoding room, and not 0), sent with r + n: invalid (r >= n), valid for
// a verifier that reduces r.
func ecDrawRPlusN(f *Family, r *rand.Rand, der bool) ecVerifyCase {
	room := ecEncodingRoom(f)
	for {
		R, ok := ecPointWithX(f, r, big.NewInt(1), new(big.Int).Sub(room, big.NewInt(1)))
		if !ok {
			continue
		}
		s := ecChosenS(f, r)
		if in, ok := ecChosen(f, r, der, R, s, new(big.Int).Add(R.X, f.N), s); ok {
			return ecVerifyCase{in: in, claimed: true}
		}
	}
}

// ecDrawXAtLeastN: a chosen-key signature whose R has x = n + t, t in
// [1, p − n), so r = t: valid (a verifier that compares x(R) with r
// without reducing it rejects). In one case in four r is sent as x(R) =
// r + n: invalid, valid for a verifier that compares unreduced or reduces
// r.
func ecDrawXAtLeastN(f *Family, r *rand.Rand, der bool) ecVerifyCase {
	span := new(big.Int).Sub(new(big.Int).Sub(f.P, f.N), big.NewInt(1))
	if span.Sign() <= 0 {
		return ecDrawChosenKey(f, r, der) // no x-coordinate is n or more
	}
	for {
		R, ok := ecPointWithX(f, r, new(big.Int).Add(f.N, big.NewInt(1)), span)
		if !ok {
			continue
		}
		s := ecChosenS(f, r)
		t := new(big.Int).Sub(R.X, f.N)
		if r.Intn(4) == 0 && R.X.BitLen() <= 8*f.ScalarSize {
			if in, ok := ecChosen(f, r, der, R, s, R.X, s); ok {
				return ecVerifyCase{in: in, claimed: true}
			}
			continue
		}
		if in, ok := ecChosen(f, r, der, R, s, t, s); ok {
			return ecVerifyCase{in: in, claimed: true, valid: true, low: !ecdsa.IsHighS(f.W, s)}
		}
	}
}
