// Package ecdsa implements ECDSA (SEC1 v2 §4.1) over the reference short
// Weierstrass curves, with RFC 6979 deterministic nonces, a low-S rule for
// secp256k1 (BIP-62/BIP-146) and a strict DER signature parser.
//
// It is part of the reference: never constant-time, never for production.
package ecdsa

import (
	"crypto"
	"errors"
	"fmt"
	"math/big"

	"github.com/curvecheck/curvecheck/ref/weierstrass"
)

// bits2int converts a hash value to an integer (RFC 6979 §2.3.2, SEC1
// §4.1.3 step 5): the leftmost qlen bits.
func bits2int(c *weierstrass.Curve, h []byte) *big.Int {
	x := new(big.Int).SetBytes(h)
	qlen := c.N.BitLen()
	if blen := len(h) * 8; blen > qlen {
		x.Rsh(x, uint(blen-qlen))
	}
	return x
}

// HashToInt returns e, the integer derived from the message digest
// (SEC1 §4.1.3 step 5), not reduced mod n.
func HashToInt(c *weierstrass.Curve, digest []byte) *big.Int { return bits2int(c, digest) }

// ParsePrivateKey decodes a big-endian private key of exactly the size of n
// and checks it is in [1, n-1] (SEC1 §3.2.1).
func ParsePrivateKey(c *weierstrass.Curve, b []byte) (*big.Int, error) {
	if len(b) != c.Scalar.Size() {
		return nil, fmt.Errorf("ecdsa: %s private key is %d bytes, want %d", c.Name, len(b), c.Scalar.Size())
	}
	d := new(big.Int).SetBytes(b)
	if d.Sign() == 0 || d.Cmp(c.N) >= 0 {
		return nil, fmt.Errorf("ecdsa: %s private key not in [1, n-1]", c.Name)
	}
	return d, nil
}

// Signature is the pair (r, s).
type Signature struct{ R, S *big.Int }

// Sign returns the signature of digest under private key d with the RFC 6979
// §3.2 nonce computed with hash h (the hash that produced digest). With lowS
// the result has s <= n/2 (replacing s by n - s, BIP-146).
func Sign(c *weierstrass.Curve, d *big.Int, h crypto.Hash, digest []byte, lowS bool) (Signature, error) {
	if d.Sign() <= 0 || d.Cmp(c.N) >= 0 {
		return Signature{}, errors.New("ecdsa: private key not in [1, n-1]")
	}
	if !h.Available() {
		return Signature{}, fmt.Errorf("ecdsa: hash %v not linked in", h)
	}
	e := c.Scalar.Reduce(bits2int(c, digest))
	nonces := newRFC6979(c, h, d, digest)
	for {
		k := nonces.next()
		// SEC1 §4.1.3 steps 1–4: R = kG, r = x_R mod n, retry if r = 0.
		R := c.ScalarBaseMult(k)
		r := c.Scalar.Reduce(R.X)
		if r.Sign() == 0 {
			continue
		}
		// Step 6: s = k⁻¹(e + r·d) mod n, retry if s = 0.
		s := c.Scalar.Mul(c.Scalar.MustInv(k), c.Scalar.Add(e, c.Scalar.Mul(r, d)))
		if s.Sign() == 0 {
			continue
		}
		if lowS && IsHighS(c, s) {
			s = c.Scalar.Neg(s)
		}
		return Signature{R: r, S: s}, nil
	}
}

// IsHighS reports whether s > n/2.
func IsHighS(c *weierstrass.Curve, s *big.Int) bool {
	half := new(big.Int).Rsh(c.N, 1)
	return s.Cmp(half) > 0
}

// VerifyOptions select optional rules.
type VerifyOptions struct {
	// RequireLowS rejects s > n/2 (Bitcoin's BIP-146 rule).
	RequireLowS bool
}

// Verify checks sig on digest under the public key Q (SEC1 §4.1.4).
func Verify(c *weierstrass.Curve, Q weierstrass.Point, digest []byte, sig Signature, opts VerifyOptions) error {
	if err := c.ValidatePublicKey(Q); err != nil {
		return fmt.Errorf("ecdsa: %w", err)
	}
	// Step 1: r, s in [1, n-1].
	if sig.R.Sign() <= 0 || sig.R.Cmp(c.N) >= 0 {
		return errors.New("ecdsa: r not in [1, n-1]")
	}
	if sig.S.Sign() <= 0 || sig.S.Cmp(c.N) >= 0 {
		return errors.New("ecdsa: s not in [1, n-1]")
	}
	if opts.RequireLowS && IsHighS(c, sig.S) {
		return errors.New("ecdsa: s > n/2 (high S rejected by the low-S rule)")
	}
	// Steps 2–3: e from the digest.
	e := c.Scalar.Reduce(bits2int(c, digest))
	// Steps 4–5: u1 = e·s⁻¹, u2 = r·s⁻¹, R = u1·G + u2·Q.
	w := c.Scalar.MustInv(sig.S)
	u1, u2 := c.Scalar.Mul(e, w), c.Scalar.Mul(sig.R, w)
	R := c.Add(c.ScalarBaseMult(u1), c.ScalarMult(u2, Q))
	// Step 5: reject R = O. Steps 6–8: v = x_R mod n, accept iff v = r.
	if R.Inf {
		return errors.New("ecdsa: R is the point at infinity")
	}
	if c.Scalar.Reduce(R.X).Cmp(sig.R) != 0 {
		return errors.New("ecdsa: signature does not verify (v != r)")
	}
	return nil
}

// EncodeP1363 returns r ‖ s, each as a fixed-width big-endian integer of
// the size of n (IEEE P1363, the "raw" format).
func EncodeP1363(c *weierstrass.Curve, sig Signature) []byte {
	n := c.Scalar.Size()
	out := make([]byte, 2*n)
	sig.R.FillBytes(out[:n])
	sig.S.FillBytes(out[n:])
	return out
}

// DecodeP1363 splits r ‖ s; the length must be exactly twice the size of n.
// Range checks are Verify's.
func DecodeP1363(c *weierstrass.Curve, b []byte) (Signature, error) {
	n := c.Scalar.Size()
	if len(b) != 2*n {
		return Signature{}, fmt.Errorf("ecdsa: P1363 signature is %d bytes, want %d", len(b), 2*n)
	}
	return Signature{R: new(big.Int).SetBytes(b[:n]), S: new(big.Int).SetBytes(b[n:])}, nil
}
