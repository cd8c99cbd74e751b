package refimpl

import (
	"github.com/curvecheck/curvecheck/catalog"
	"github.com/curvecheck/curvecheck/ref/h2c"
)

// registerH2C adds the hash-to-curve operations of ref/h2c.
func registerH2C(ops map[string]runFunc) {
	sw := map[string][2]*h2c.Suite{
		"p384":      {h2c.P384RO, h2c.P384NU},
		"p256":      {h2c.P256RO, h2c.P256NU},
		"secp256k1": {h2c.Secp256k1RO, h2c.Secp256k1NU},
	}
	for fam, suites := range sw {
		for i, op := range []string{"hash_to_curve", "encode_to_curve"} {
			s := suites[i]
			ops[fam+"/"+op] = func(op string, in catalog.Values) (catalog.Values, error) {
				msg, dst, err := get2(in, op, "msg", "dst")
				if err != nil {
					return nil, err
				}
				P, err := s.Hash(msg, dst)
				if err != nil {
					return nil, err
				}
				return catalog.Values{"r": s.Curve.EncodeUncompressed(P)}, nil
			}
		}
	}
	for i, op := range []string{"hash_to_curve", "encode_to_curve"} {
		s := [2]*h2c.EdwardsSuite{h2c.Edwards25519RO, h2c.Edwards25519NU}[i]
		ops["edwards25519/"+op] = func(op string, in catalog.Values) (catalog.Values, error) {
			msg, dst, err := get2(in, op, "msg", "dst")
			if err != nil {
				return nil, err
			}
			P, err := s.Hash(msg, dst)
			if err != nil {
				return nil, err
			}
			return catalog.Values{"r": s.Curve.Encode(P)}, nil
		}
	}
}
