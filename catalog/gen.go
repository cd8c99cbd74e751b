package catalog

import (
	"sync"

	"github.com/leanovate/gopter"
)

// edgeCache holds each operation's edge cases for Generator, which draws
// one at a time: building them signs, multiplies and decodes, so they are
// built once per operation (they are deterministic).
var edgeCache sync.Map // op name → func() []Values

func (op Op) cachedEdges() []Values {
	f, _ := edgeCache.LoadOrStore(op.Name, sync.OnceValue(op.Edges))
	return f.(func() []Values)()
}

// Generator returns a gopter generator of the operation's inputs: its edge cases
// and random cases, drawn only from gopter's random source so that a logged
// seed replays a run, with a shrinker that simplifies a failing input one
// parameter at a time (all-zero bytes, the high or low half cleared, a
// single low byte) so a failure is reported in a minimal form.
func (op Op) Generator() gopter.Gen {
	return func(gp *gopter.GenParameters) *gopter.GenResult {
		var in Values
		if gp.Rng.Intn(4) == 0 {
			edges := op.cachedEdges()
			in = edges[gp.Rng.Intn(len(edges))]
		} else {
			in = op.Gen(gp.Rng)
		}
		return gopter.NewGenResult(in, op.Shrinker())
	}
}

// Shrinker returns the shrinker of Generator.
func (op Op) Shrinker() gopter.Shrinker {
	return func(v interface{}) gopter.Shrink {
		in := v.(Values)
		var cands []Values
		for _, p := range op.In {
			b := in[p.Name]
			for _, c := range simpler(b) {
				next := Values{}
				for k, v := range in {
					next[k] = v
				}
				next[p.Name] = c
				cands = append(cands, next)
			}
		}
		i := 0
		return func() (interface{}, bool) {
			if i >= len(cands) {
				return nil, false
			}
			i++
			return cands[i-1], true
		}
	}
}

// simpler lists strictly simpler byte strings of the same length: fewer
// non-zero bytes.
func simpler(b []byte) [][]byte {
	nz := 0
	for _, x := range b {
		if x != 0 {
			nz++
		}
	}
	if nz == 0 {
		return nil
	}
	var out [][]byte
	zero := make([]byte, len(b))
	out = append(out, zero)
	if nz > 1 {
		hi := append([]byte(nil), b...)
		clear(hi[:len(b)/2])
		lo := append([]byte(nil), b...)
		clear(lo[len(b)/2:])
		for _, c := range [][]byte{hi, lo} {
			if string(c) != string(b) && string(c) != string(zero) {
				out = append(out, c)
			}
		}
		// Keep only the first non-zero byte; drop the last one; drop the
		// first one.
		keep := make([]byte, len(b))
		last := append([]byte(nil), b...)
		first := append([]byte(nil), b...)
		for i := range b {
			if b[i] != 0 {
				keep[i] = b[i]
				first[i] = 0
				break
			}
		}
		for i := len(b) - 1; i >= 0; i-- {
			if b[i] != 0 {
				last[i] = 0
				break
			}
		}
		out = append(out, keep, last, first)
	}
	return out
}
