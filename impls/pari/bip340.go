package pari

import (
	"crypto/sha256"
	"fmt"
	"math/big"

	"github.com/curvecheck/curvecheck/catalog"
	"github.com/curvecheck/curvecheck/internal/gp"
)

// bip340Verify is BIP-340's Verify: lengths, the ranges of x, r (below p)
// and s (below n), and the challenge hash
// tagged_hash("BIP0340/challenge", r ‖ x ‖ msg) here; lift_x, e mod n and
// the group equation in gp (cc_bip340).
func bip340Verify(x *Impl, in catalog.Values) (catalog.Values, error) {
	f := catalog.Secp256k1
	pk, msg, sig := in["pub"], in["msg"], in["sig"]
	if len(pk) != 32 || len(sig) != 64 {
		return nil, fmt.Errorf("%s: bip340: key %d and signature %d bytes, want 32 and 64", Name, len(pk), len(sig))
	}
	px, r, s := new(big.Int).SetBytes(pk), new(big.Int).SetBytes(sig[:32]), new(big.Int).SetBytes(sig[32:])
	switch {
	case px.Cmp(f.P) >= 0:
		return nil, fmt.Errorf("%s: bip340: public key x not below p", Name)
	case r.Cmp(f.P) >= 0:
		return nil, fmt.Errorf("%s: bip340: r not below p", Name)
	case s.Cmp(f.N) >= 0:
		return nil, fmt.Errorf("%s: bip340: s not below n", Name)
	}
	tag := sha256.Sum256([]byte("BIP0340/challenge"))
	h := sha256.New()
	h.Write(tag[:])
	h.Write(tag[:])
	h.Write(sig[:32])
	h.Write(pk)
	h.Write(msg)
	e := new(big.Int).SetBytes(h.Sum(nil))
	v, err := x.eval("cc_bip340", gp.Int(px), gp.Int(r), gp.Int(s), gp.Int(e))
	if err != nil {
		return nil, err
	}
	if len(v) != 1 || v[0].Cmp(big.NewInt(1)) != 0 {
		return nil, fmt.Errorf("%w: gp answered %v to a BIP-340 verification", catalog.ErrBroken, v)
	}
	return catalog.Values{}, nil
}
