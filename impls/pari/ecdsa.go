package pari

import (
	"fmt"
	"math/big"

	"github.com/curvecheck/curvecheck/catalog"
	"github.com/curvecheck/curvecheck/internal/gp"
)

// ecdsaVerify is SEC1 §4.1.4 on f, the signature r ‖ s (IEEE P1363, each
// the size of n) over the digest input, or over the family's hash of the
// msg input; lowS adds BIP-146's s <= n/2. Here: the lengths, the split,
// the hash and bits2int (the digest's leftmost bitlen(n) bits, RFC 6979
// §2.3.2); the rest is cc_ecdsa in gp.
func ecdsaVerify(f fam, input string, lowS bool) opFunc {
	return func(x *Impl, in catalog.Values) (catalog.Values, error) {
		Q, err := f.point(in["pub"], "pub")
		if err != nil {
			return nil, err
		}
		data := in[input]
		if input == "msg" {
			h := catalog.ECDSAHash[f.Name].New()
			h.Write(data)
			data = h.Sum(nil)
		}
		sig := in["sig"]
		if len(sig) != 2*f.ScalarSize {
			return nil, fmt.Errorf("%s: signature is %d bytes, want %d", Name, len(sig), 2*f.ScalarSize)
		}
		r, s := new(big.Int).SetBytes(sig[:f.ScalarSize]), new(big.Int).SetBytes(sig[f.ScalarSize:])
		e := new(big.Int).SetBytes(data)
		if excess := 8*len(data) - f.N.BitLen(); excess > 0 {
			e.Rsh(e, uint(excess))
		}
		low := int64(0)
		if lowS {
			low = 1
		}
		v, err := x.eval("cc_ecdsa", f.id(), Q, gp.Int(e), gp.Int(r), gp.Int(s), gp.Small(low))
		if err != nil {
			return nil, err
		}
		if len(v) != 1 || v[0].Cmp(big.NewInt(1)) != 0 {
			return nil, fmt.Errorf("%w: gp answered %v to an ECDSA verification", catalog.ErrBroken, v)
		}
		return catalog.Values{}, nil
	}
}
