package pmbtoken

import (
	"fmt"

	"github.com/curvecheck/curvecheck/fast/p384"
	"github.com/curvecheck/curvecheck/fast/p384/scalar"
)

// Options selects how the issuer multiplies by its secret scalars.
type Options struct {
	// Separate computes every a·P + b·Q (+ c·R) of the issuer as separate
	// constant-time ScalarMults added up, instead of one MultiScalarMult.
	Separate bool
}

// PrivateKey is the issuer's key with its public key and the tables of
// pub0 and pub1.
type PrivateKey struct {
	x0, y0, x1, y1, xs, ys scalar.Scalar
	pub0, pub1, pubs       p384.Point
	tab0, tab1             *p384.Precomputed
	pubBytes               []byte
	opts                   Options
}

// DeriveKey derives the key of a secret as ref/pmbtoken does: scalar i
// (x0, y0, x1, y1, xs, ys) is H_c(u8(i) ‖ secret) under the key-generation
// tag. The public keys x·G + y·H come from the tables of G and H, the
// issuer's tables of pub0 and pub1 are built here. Constant time in the
// secret.
func DeriveKey(secret []byte, opts Options) *PrivateKey {
	k := &PrivateKey{opts: opts}
	for i, s := range []*scalar.Scalar{&k.x0, &k.y0, &k.x1, &k.y1, &k.xs, &k.ys} {
		*s = hashC(tagKeyGen, append([]byte{byte(i)}, secret...))
	}
	k.complete()
	return k
}

// ParsePrivateKey reads x0 ‖ y0 ‖ x1 ‖ y1 ‖ xs ‖ ys (48 bytes each, below
// n). Whether it accepts depends on the values (a key that fails is never
// used).
func ParsePrivateKey(b []byte, opts Options) (*PrivateKey, error) {
	if len(b) != 6*ScalarSize {
		return nil, fmt.Errorf("pmbtoken: private key of %d bytes, want %d", len(b), 6*ScalarSize)
	}
	k := &PrivateKey{opts: opts}
	for i, s := range []*scalar.Scalar{&k.x0, &k.y0, &k.x1, &k.y1, &k.xs, &k.ys} {
		if _, err := s.SetBytes(b[i*ScalarSize : (i+1)*ScalarSize]); err != nil {
			return nil, fmt.Errorf("pmbtoken: private scalar %d: %v", i, err)
		}
	}
	k.complete()
	return k, nil
}

// fixedPair is x·G + y·H from the tables. Constant time.
func fixedPair(x, y *scalar.Scalar) p384.Point {
	f := fixed()
	var a, b p384.Point
	a.ScalarMultPrecomputed(x, f.G)
	b.ScalarMultPrecomputed(y, f.Htb)
	a.Add(&a, &b)
	return a
}

func (k *PrivateKey) complete() {
	k.pub0 = fixedPair(&k.x0, &k.y0)
	k.pub1 = fixedPair(&k.x1, &k.y1)
	k.pubs = fixedPair(&k.xs, &k.ys)
	k.tab0 = p384.NewPrecomputed(&k.pub0)
	k.tab1 = p384.NewPrecomputed(&k.pub1)
	e0, e1, es := encode(&k.pub0), encode(&k.pub1), encode(&k.pubs)
	k.pubBytes = append(append(append([]byte{}, e0[:]...), e1[:]...), es[:]...)
	declassifyPublicKey(k.pubBytes)
}

// Bytes is the private key's encoding.
func (k *PrivateKey) Bytes() []byte {
	var out []byte
	for _, s := range []*scalar.Scalar{&k.x0, &k.y0, &k.x1, &k.y1, &k.xs, &k.ys} {
		out = append(out, s.Bytes()...)
	}
	return out
}

// PublicKey is pub0 ‖ pub1 ‖ pubs, uncompressed.
func (k *PrivateKey) PublicKey() []byte { return append([]byte{}, k.pubBytes...) }

// publicKey is a parsed public key.
type publicKey struct {
	pub0, pub1, pubs *p384.Point
	bytes            []byte
}

func parsePublicKey(b []byte) (*publicKey, error) {
	if len(b) != 3*PointSize {
		return nil, fmt.Errorf("pmbtoken: public key of %d bytes, want %d", len(b), 3*PointSize)
	}
	p := &publicKey{bytes: b}
	var err error
	for i, dst := range []**p384.Point{&p.pub0, &p.pub1, &p.pubs} {
		if *dst, err = decode(b[i*PointSize:(i+1)*PointSize], fmt.Sprintf("public key point %d", i)); err != nil {
			return nil, err
		}
	}
	return p, nil
}

// combine is Σ ks[i]·ps[i] with secret scalars: MultiScalarMult, or
// separate ScalarMults under Options.Separate. Constant time.
func (k *PrivateKey) combine(ks []*scalar.Scalar, ps []*p384.Point) p384.Point {
	var acc p384.Point
	if !k.opts.Separate {
		acc.MultiScalarMult(ks, ps)
		return acc
	}
	var t p384.Point
	acc.Set(p384.NewIdentity())
	for i, s := range ks {
		t.ScalarMult(s, ps[i])
		acc.Add(&acc, &t)
	}
	return acc
}
