package vectors

import (
	"bytes"
	"fmt"

	"github.com/curvecheck/curvecheck/catalog"
)

func init() {
	registerFormat(format{
		name: "bip340-csv",
		detect: func(name string, data []byte) bool {
			return bytes.HasPrefix(bytes.ToLower(data), []byte("index,secret key,public key"))
		},
		check: checkBIP340,
	})
}

func checkBIP340(c *checker) error {
	cases, err := ParseBIP340(c.data)
	if err != nil {
		return err
	}
	for _, k := range cases {
		id := fmt.Sprintf("index %d", k.Index)
		if k.Secret != nil {
			c.do(id+" sign", nil, Valid, "secp256k1/bip340_sign", catalog.Values{"secret": k.Secret, "msg": k.Msg, "aux": k.Aux}, catalog.Values{"sig": k.Sig})
		}
		c.do(id+" verify", nil, verdict(k.Valid), "secp256k1/bip340_verify", catalog.Values{"pub": k.Pub, "msg": k.Msg, "sig": k.Sig}, nil)
	}
	return nil
}
