package refimpl

import (
	"crypto/sha256"
	"crypto/sha512"
	"errors"
	"hash"

	"github.com/curvecheck/curvecheck/catalog"
	"github.com/curvecheck/curvecheck/ref/h2c"
)

// registerXMD adds expand_message_xmd for the catalog's hashes.
func registerXMD(ops map[string]runFunc) {
	for name, h := range map[string]func() hash.Hash{"sha256": sha256.New, "sha384": sha512.New384, "sha512": sha512.New} {
		ops["expand_message_xmd/"+name] = func(op string, in catalog.Values) (catalog.Values, error) {
			msg, dst, err := get2(in, op, "msg", "dst")
			if err != nil {
				return nil, err
			}
			n, err := in.Get(op, "len")
			if err != nil {
				return nil, err
			}
			if len(n) != 2 {
				return nil, errors.New("len: not 2 bytes")
			}
			out, err := h2c.ExpandMessageXMD(h, msg, dst, int(n[0])<<8|int(n[1]))
			if err != nil {
				return nil, err
			}
			return catalog.Values{"uniform": out}, nil
		}
	}
}
