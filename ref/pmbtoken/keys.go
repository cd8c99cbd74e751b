package pmbtoken

import (
	"fmt"
	"math/big"

	"github.com/curvecheck/curvecheck/ref/weierstrass"
)

// PrivateKey is the issuer's key: the pairs (x0, y0), (x1, y1) of the two
// metadata values and (xs, ys) of the validity check.
type PrivateKey struct {
	X0, Y0, X1, Y1, Xs, Ys *big.Int
}

// PublicKey is pub0 = x0·G + y0·H, pub1 = x1·G + y1·H, pubs = xs·G + ys·H.
type PublicKey struct {
	Pub0, Pub1, PubS weierstrass.Point
}

// DeriveKey derives the six scalars from a secret: scalar i (0 to 5, in
// the order x0, y0, x1, y1, xs, ys) is H_c(u8(i) ‖ secret) under the key
// generation tag.
func DeriveKey(secret []byte) *PrivateKey {
	s := make([]*big.Int, 6)
	for i := range s {
		s[i] = hashC(tagKeyGen, append([]byte{byte(i)}, secret...))
	}
	return &PrivateKey{X0: s[0], Y0: s[1], X1: s[2], Y1: s[3], Xs: s[4], Ys: s[5]}
}

// Public computes the public key.
func (k *PrivateKey) Public() PublicKey {
	G := curve.Generator()
	return PublicKey{Pub0: lin(k.X0, G, k.Y0, H), Pub1: lin(k.X1, G, k.Y1, H), PubS: lin(k.Xs, G, k.Ys, H)}
}

// Bytes is x0 ‖ y0 ‖ x1 ‖ y1 ‖ xs ‖ ys, 48 bytes each.
func (k *PrivateKey) Bytes() []byte {
	var out []byte
	for _, s := range []*big.Int{k.X0, k.Y0, k.X1, k.Y1, k.Xs, k.Ys} {
		out = append(out, scalarBytes(s)...)
	}
	return out
}

// ParsePrivateKey reads Bytes' encoding.
func ParsePrivateKey(b []byte) (*PrivateKey, error) {
	if len(b) != 6*ScalarSize {
		return nil, fmt.Errorf("pmbtoken: private key of %d bytes, want %d", len(b), 6*ScalarSize)
	}
	s := make([]*big.Int, 6)
	for i := range s {
		var err error
		if s[i], err = decodeScalar(b[i*ScalarSize:(i+1)*ScalarSize], fmt.Sprintf("private scalar %d", i)); err != nil {
			return nil, err
		}
	}
	return &PrivateKey{X0: s[0], Y0: s[1], X1: s[2], Y1: s[3], Xs: s[4], Ys: s[5]}, nil
}

// Bytes is pub0 ‖ pub1 ‖ pubs, uncompressed.
func (p PublicKey) Bytes() []byte {
	return append(append(enc(p.Pub0), enc(p.Pub1)...), enc(p.PubS)...)
}

// ParsePublicKey reads PublicKey.Bytes' encoding.
func ParsePublicKey(b []byte) (PublicKey, error) {
	if len(b) != 3*PointSize {
		return PublicKey{}, fmt.Errorf("pmbtoken: public key of %d bytes, want %d", len(b), 3*PointSize)
	}
	var p PublicKey
	var err error
	for i, dst := range []*weierstrass.Point{&p.Pub0, &p.Pub1, &p.PubS} {
		if *dst, err = decodePoint(b[i*PointSize:(i+1)*PointSize], fmt.Sprintf("public key point %d", i)); err != nil {
			return PublicKey{}, err
		}
	}
	return p, nil
}
