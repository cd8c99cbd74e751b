// Package pmbtoken is the reference of PMBTokens, the private-metadata-bit
// tokens of Kreuter, Lepoint, Orrù and Raykova ("Anonymous Tokens with
// Private Metadata Bit", CRYPTO 2020, eprint 2020/072), in the shape
// BoringSSL's Trust Tokens issue them (its v2_pmb protocol) on P-384:
// issuer keys (x0, y0), (x1, y1), (xs, ys) with public keys
// pub_i = x_i·G + y_i·H; blinded issuance T' = T/r, W' = x_b·T' + y_b·S',
// Ws' = xs·T' + ys·S' for the private bit b; a DLEQ proof for Ws' and a
// DLEQ-OR proof for W' (appendix B of the eprint), on a batch folded by
// random weights; unblinding by r; and redemption, which recovers b.
//
// It is curvecheck's own instance of that design, not byte-compatible
// with BoringSSL: hashes are RFC 9380's P384_XMD:SHA-384_SSWU_RO_ and
// hash_to_field mod n under this package's tags, and the batch weights
// are e_i = H_c(seed ‖ i) with seed = SHA-384 of the whole batch
// transcript, where BoringSSL rehashes the transcript for every i. There
// are no external vectors; the fast implementation is held to this one.
//
// Every random value (nonces, blinds, proof randomness) comes from the
// io.Reader the caller passes, in a documented order, so that two
// implementations given the same stream compute the same bytes.
//
// Like the rest of ref/, it is written for clarity with math/big and is
// not constant time: never use it on secrets.
package pmbtoken

import (
	"crypto/sha512"
	"errors"
	"fmt"
	"io"
	"math/big"

	"github.com/curvecheck/curvecheck/ref/h2c"
	"github.com/curvecheck/curvecheck/ref/weierstrass"
)

// Sizes of the encodings.
const (
	PointSize  = 97 // uncompressed SEC1
	ScalarSize = 48
	TNonceSize = 64 // the client's token nonce t
	SNonceSize = 32 // the issuer's nonce s
)

// The tags of the package's hashes.
const (
	tagH      = "curvecheck-PMBTokens-P384-HashH"
	tagT      = "curvecheck-PMBTokens-P384-HashT"
	tagS      = "curvecheck-PMBTokens-P384-HashS"
	tagC      = "curvecheck-PMBTokens-P384-HashC"
	tagKeyGen = "curvecheck-PMBTokens-P384-KeyGen"
)

var curve = weierstrass.P384

// H is the second generator: hash_to_curve("generator") under tagH, whose
// discrete logarithm to base G nobody knows.
var H = func() weierstrass.Point {
	P, err := h2c.P384RO.Hash([]byte("generator"), []byte(tagH))
	if err != nil {
		panic(err)
	}
	return P
}()

// hashC is H_c: hash_to_field over GF(n), 72 bytes of expand_message_xmd
// with SHA-384 under tag, reduced mod n.
func hashC(tag string, msg []byte) *big.Int {
	b, err := h2c.ExpandMessageXMD(sha512.New384, msg, []byte(tag), 72)
	if err != nil {
		panic(err) // fixed tag and length: cannot fail
	}
	return new(big.Int).Mod(new(big.Int).SetBytes(b), curve.N)
}

// hashT is H_t(t), hashS is H_s(T', s) = hash_to_curve(ser(T') ‖ s).
func hashT(t []byte) weierstrass.Point {
	P, err := h2c.P384RO.Hash(t, []byte(tagT))
	if err != nil {
		panic(err)
	}
	return P
}

func hashS(Tp weierstrass.Point, s []byte) weierstrass.Point {
	P, err := h2c.P384RO.Hash(append(curve.EncodeUncompressed(Tp), s...), []byte(tagS))
	if err != nil {
		panic(err)
	}
	return P
}

// randScalar draws a scalar: 72 bytes from r, big-endian, reduced mod n.
func randScalar(r io.Reader) (*big.Int, error) {
	var b [72]byte
	if _, err := io.ReadFull(r, b[:]); err != nil {
		return nil, fmt.Errorf("pmbtoken: randomness: %w", err)
	}
	return new(big.Int).Mod(new(big.Int).SetBytes(b[:]), curve.N), nil
}

// lin returns a·P + b·Q (+ c·R when given), the linear combinations the
// protocol is made of.
func lin(terms ...any) weierstrass.Point {
	acc := curve.Identity()
	for i := 0; i < len(terms); i += 2 {
		acc = curve.Add(acc, curve.ScalarMult(terms[i].(*big.Int), terms[i+1].(weierstrass.Point)))
	}
	return acc
}

func enc(P weierstrass.Point) []byte { return curve.EncodeUncompressed(P) }

func scalarBytes(k *big.Int) []byte {
	return new(big.Int).Mod(k, curve.N).FillBytes(make([]byte, ScalarSize))
}

// decodePoint reads an uncompressed point that is not the identity.
func decodePoint(b []byte, what string) (weierstrass.Point, error) {
	if len(b) != PointSize || b[0] != 4 {
		return weierstrass.Point{}, fmt.Errorf("pmbtoken: %s: want a %d-byte uncompressed point", what, PointSize)
	}
	P, err := curve.Decode(b)
	if err != nil {
		return weierstrass.Point{}, fmt.Errorf("pmbtoken: %s: %v", what, err)
	}
	return P, nil
}

// decodeScalar reads a scalar below n.
func decodeScalar(b []byte, what string) (*big.Int, error) {
	if len(b) != ScalarSize {
		return nil, fmt.Errorf("pmbtoken: %s: %d bytes, want %d", what, len(b), ScalarSize)
	}
	k := new(big.Int).SetBytes(b)
	if k.Cmp(curve.N) >= 0 {
		return nil, fmt.Errorf("pmbtoken: %s: not below the group order", what)
	}
	return k, nil
}

// ErrProof reports an issuance proof that does not verify.
var ErrProof = errors.New("pmbtoken: the issuance proof does not verify")
