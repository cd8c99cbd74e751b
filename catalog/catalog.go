package catalog

import (
	"fmt"
	"math/rand"
	"path"
	"sort"
	"strings"
	"sync"
)

// Param is a named input or output of an operation, always a byte string in
// the canonical encoding its Doc states.
type Param struct {
	Name string `json:"name"`
	Doc  string `json:"doc"`
}

// Op is an operation of the catalog. Its Name is stable ("family/op");
// implementations agree when their outputs are equal byte for byte, or when
// both reject the input.
type Op struct {
	Name string  `json:"name"`
	Doc  string  `json:"doc"`
	In   []Param `json:"in"`
	Out  []Param `json:"out"`
	// Edges returns the structured edge cases, run before any random case.
	Edges func() []Values `json:"-"`
	// Gen draws a random case; all randomness comes from r, so a seed
	// reproduces a run.
	Gen func(r *rand.Rand) Values `json:"-"`
	// Classes are the input classes an implementation may declare it does
	// not take (see InputClass).
	Classes []InputClass `json:"input_classes,omitempty"`
	// EdgeClasses are the input classes the operation's cases are built to
	// reach, because real bugs live there (compressed points whose x has no
	// square root, digests longer than n with leading zero bytes, BER
	// signatures, ...): each has edge cases of its own and a share of the
	// random draws, which a test holds every operation to. They say what
	// the cases cover; an implementation cannot declare them unsupported.
	EdgeClasses []InputClass `json:"edge_classes,omitempty"`
	// Verification, set on signing operations, names the operation and
	// inputs that verify the signature out made on in. An implementation
	// with a randomized signer declares the operation verify-only
	// (VerifyOnly): its signatures are then checked by the reference's
	// verification, and its own verifier on the reference's signature,
	// instead of being compared byte for byte.
	Verification func(in, out Values) (op string, vin Values, err error) `json:"-"`
	// VerifyOnlyAllowed is true when Verification is set (for ops --json).
	VerifyOnlyAllowed bool `json:"verify_only_allowed,omitempty"`
}

var (
	catMu sync.RWMutex
	ops   = map[string]Op{}
)

// RegisterOp adds op to the catalog; it panics on a duplicate name, which is
// a programming error.
func RegisterOp(op Op) {
	if op.Gen == nil || op.Edges == nil {
		panic("diff: operation without generators: " + op.Name)
	}
	op.VerifyOnlyAllowed = op.Verification != nil
	catMu.Lock()
	defer catMu.Unlock()
	if _, dup := ops[op.Name]; dup {
		panic("diff: operation registered twice: " + op.Name)
	}
	ops[op.Name] = op
}

// LookupOp returns the operation named name.
func LookupOp(name string) (Op, bool) {
	catMu.RLock()
	defer catMu.RUnlock()
	op, ok := ops[name]
	return op, ok
}

// Ops returns the catalog sorted by name.
func Ops() []Op {
	catMu.RLock()
	defer catMu.RUnlock()
	out := make([]Op, 0, len(ops))
	for _, op := range ops {
		out = append(out, op)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// Values holds an operation's inputs or outputs by parameter name.
type Values map[string][]byte

// Get returns the value named name, or an error naming the operation and
// the missing parameter.
func (v Values) Get(op, name string) ([]byte, error) {
	b, ok := v[name]
	if !ok {
		return nil, fmt.Errorf("%s: missing input %q", op, name)
	}
	return b, nil
}

// SelectOps resolves a comma-separated list of operation names or glob
// patterns ("all", "edwards25519/*,ed25519/verify") to operations.
func SelectOps(list string) ([]Op, error) {
	var out []Op
	seen := map[string]bool{}
	for _, pat := range strings.Split(list, ",") {
		pat = strings.TrimSpace(pat)
		if pat == "" {
			continue
		}
		if pat == "all" {
			pat = "*/*"
		}
		n := 0
		for _, op := range Ops() {
			ok, err := path.Match(pat, op.Name)
			if err != nil {
				return nil, fmt.Errorf("operation pattern %q: %v", pat, err)
			}
			if ok {
				n++
				if !seen[op.Name] {
					seen[op.Name] = true
					out = append(out, op)
				}
			}
		}
		if n == 0 {
			return nil, fmt.Errorf("no operation matches %q (see curvecheck ops)", pat)
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no operation selected")
	}
	return out, nil
}

// ExactNames returns the entries of a comma-separated operation list that
// name one operation exactly (no pattern, not "all").
func ExactNames(list string) map[string]bool {
	out := map[string]bool{}
	for _, pat := range strings.Split(list, ",") {
		pat = strings.TrimSpace(pat)
		if pat == "" || pat == "all" || strings.ContainsAny(pat, `*?[\`) {
			continue
		}
		if _, ok := LookupOp(pat); ok {
			out[pat] = true
		}
	}
	return out
}
