package pari

import (
	"crypto/sha512"
	"fmt"
	"math/big"

	"github.com/curvecheck/curvecheck/catalog"
	"github.com/curvecheck/curvecheck/internal/gp"
	"github.com/curvecheck/curvecheck/ref/field"
)

// Ed25519 (RFC 8032 §5.1): SHA-512, clamping and the encodings here; the
// scalar multiplications, the group equation and the arithmetic mod L in
// gp. Verification follows the reference's default (cofactorless, the
// public key decoded leniently, R strictly, S < L).

var ed = fam{catalog.Edwards25519, 4}

func sha512Int(parts ...[]byte) *big.Int {
	h := sha512.New()
	for _, p := range parts {
		h.Write(p)
	}
	return field.IntLE(h.Sum(nil))
}

// expand is §5.1.5 steps 1-3: the clamped scalar s and the prefix.
func expand(seed []byte) (*big.Int, []byte, error) {
	if len(seed) != 32 {
		return nil, nil, fmt.Errorf("%s: ed25519: seed is %d bytes, want 32", Name, len(seed))
	}
	h := sha512.Sum512(seed)
	a := append([]byte(nil), h[:32]...)
	a[0] &= 248
	a[31] &= 127
	a[31] |= 64
	return field.IntLE(a), h[32:], nil
}

// baseMult is [k]B, encoded.
func (x *Impl) baseMult(k *big.Int) ([]byte, error) {
	v, err := x.eval("cc_pbase", ed.id(), gp.Int(k))
	if err != nil {
		return nil, err
	}
	out, err := ed.encodePoint(v)
	if err != nil {
		return nil, err
	}
	return out["r"], nil
}

func edPublicKey(x *Impl, in catalog.Values) (catalog.Values, error) {
	s, _, err := expand(in["seed"])
	if err != nil {
		return nil, err
	}
	A, err := x.baseMult(s)
	if err != nil {
		return nil, err
	}
	return catalog.Values{"pub": A}, nil
}

func edSign(x *Impl, in catalog.Values) (catalog.Values, error) {
	s, prefix, err := expand(in["seed"])
	if err != nil {
		return nil, err
	}
	msg := in["msg"]
	A, err := x.baseMult(s)
	if err != nil {
		return nil, err
	}
	r := sha512Int(prefix, msg)
	R, err := x.baseMult(r)
	if err != nil {
		return nil, err
	}
	k := sha512Int(R, A, msg)
	v, err := x.eval("cc_edsign", gp.Int(r), gp.Int(k), gp.Int(s))
	if err != nil {
		return nil, err
	}
	S, err := one(v, ed.N)
	if err != nil {
		return nil, err
	}
	return catalog.Values{"sig": append(R, field.BytesLE(S, 32)...)}, nil
}

// edVerify is §5.1.7 under the reference's default policy.
func (x *Impl) edVerify(pub, msg, sig []byte) error {
	if len(pub) != 32 || len(sig) != 64 {
		return fmt.Errorf("%s: ed25519: key %d and signature %d bytes, want 32 and 64", Name, len(pub), len(sig))
	}
	yb := append([]byte(nil), pub...)
	yb[31] &= 0x7f
	A := gp.Call("cc_edecl", gp.Int(field.IntLE(yb)), gp.Small(int64(pub[31]>>7)))
	R, err := ed.point(sig[:32], "R")
	if err != nil {
		return err
	}
	S := field.IntLE(sig[32:])
	if S.Cmp(ed.N) >= 0 {
		return fmt.Errorf("%s: ed25519: S is not below L", Name)
	}
	v, err := x.eval("cc_edverify", A, R, gp.Int(S), gp.Int(sha512Int(sig[:32], pub, msg)))
	if err != nil {
		return err
	}
	if len(v) != 1 || v[0].Cmp(big.NewInt(1)) != 0 {
		return fmt.Errorf("%w: gp answered %v to an Ed25519 verification", catalog.ErrBroken, v)
	}
	return nil
}

func edVerifyOp(x *Impl, in catalog.Values) (catalog.Values, error) {
	if err := x.edVerify(in["pub"], in["msg"], in["sig"]); err != nil {
		return nil, err
	}
	return catalog.Values{}, nil
}
