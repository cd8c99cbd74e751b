package vectors

import (
	"bytes"
	"fmt"

	"github.com/curvecheck/curvecheck/catalog"
	"github.com/curvecheck/curvecheck/outcome"
)

func init() {
	registerFormat(format{
		name: "rfc7748-kat",
		detect: func(name string, data []byte) bool {
			return isJSONArray(data) && bytes.Contains(data[:min(len(data), 512)], []byte(`"scalar"`))
		},
		check: checkX25519KAT,
	})
	registerFormat(format{
		name: "rfc7748-iterations",
		detect: func(name string, data []byte) bool {
			return isJSONArray(data) && bytes.Contains(data[:min(len(data), 512)], []byte(`"times"`))
		},
		check: checkX25519Iterations,
	})
}

func checkX25519KAT(c *checker) error {
	kats, err := ParseX25519KAT(c.data)
	if err != nil {
		return err
	}
	for i, k := range kats {
		c.do(fmt.Sprintf("entry %d", i), nil, Valid, "x25519/ecdh", catalog.Values{"scalar": k.Scalar, "point": k.Input}, catalog.Values{"shared": k.Output})
	}
	return nil
}

// checkX25519Iterations runs RFC 7748 §5.2's loop: k = u = 9; then
// (k, u) = (X25519(k, u), k), Times times.
func checkX25519Iterations(c *checker) error {
	its, err := ParseX25519Iterations(c.data)
	if err != nil {
		return err
	}
	const op = "x25519/ecdh"
	for _, it := range its {
		id := fmt.Sprintf("times %d", it.Times)
		if !c.impl.Supports(op) {
			c.res.Add(outcome.NotApplicable, op+" not computed by "+c.impl.Name())
			continue
		}
		if it.Times > c.opts.MaxIterations {
			c.res.Add(outcome.NotRun, fmt.Sprintf("iteration count above the limit of %d (raise it to run)", c.opts.MaxIterations))
			continue
		}
		k := make([]byte, 32)
		k[0] = 9
		u := append([]byte(nil), k...)
		var failed error
		for j := 0; j < it.Times; j++ {
			out, _, _, err := c.run(op, catalog.Values{"scalar": k, "point": u})
			if err != nil {
				failed = fmt.Errorf("step %d: %v", j+1, err)
				break
			}
			k, u = out["shared"], k
		}
		if failed != nil {
			c.res.record(id, nil, Valid, failed, "")
			continue
		}
		mismatch := ""
		if !bytes.Equal(k, it.Key) {
			mismatch = fmt.Sprintf("k = %x, want %x", k, []byte(it.Key))
		}
		c.res.record(id, nil, Valid, nil, mismatch)
	}
	return nil
}
