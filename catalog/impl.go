package catalog

import (
	"bytes"
	"errors"
	"fmt"
	"path"
	"sort"
	"strings"
	"sync"
)

// Impl is an implementation of some operations of the catalog.
type Impl interface {
	// Name is the implementation's registry name ("ref", "filippo", ...).
	Name() string
	// Supports reports whether the implementation computes op.
	Supports(op string) bool
	// Run computes op on in. An input the implementation rejects gives an
	// error; outputs are keyed by the catalog's output names.
	Run(op string, in Values) (Values, error)
}

// PolicyImpl is implemented by an Impl whose result on an operation follows
// a choice that specifications leave open (Ed25519 cofactored or not,
// non-canonical encodings, low-S). Divergences that differing policies
// explain are reported as such, not as bugs.
type PolicyImpl interface {
	Impl
	Policied
	// Policies lists the policies the implementation can follow for op.
	Policies(op string) []string
	// WithPolicy returns the implementation following policy for op.
	WithPolicy(op, policy string) (Impl, error)
}

// Policied is implemented by an Impl that declares the policy it follows.
type Policied interface {
	// Policy names the policy Run follows for op ("" when none applies).
	Policy(op string) string
}

// PolicyOf returns impl's declared policy for op, or "".
func PolicyOf(impl Impl, op string) string {
	if p, ok := impl.(Policied); ok {
		return p.Policy(op)
	}
	return ""
}

// ErrUnsupported is returned by Run for an operation the implementation
// does not compute.
var ErrUnsupported = errors.New("operation not supported")

var (
	implMu sync.RWMutex
	impls  = map[string]Impl{}
)

// Register adds impl to the registry; it panics on a duplicate name.
func Register(impl Impl) {
	implMu.Lock()
	defer implMu.Unlock()
	if _, dup := impls[impl.Name()]; dup {
		panic("diff: implementation registered twice: " + impl.Name())
	}
	impls[impl.Name()] = impl
}

// Impls returns the registered implementations sorted by name.
func Impls() []Impl {
	implMu.RLock()
	defer implMu.RUnlock()
	out := make([]Impl, 0, len(impls))
	for _, i := range impls {
		out = append(out, i)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name() < out[j].Name() })
	return out
}

// Select resolves a comma-separated list of names or glob patterns
// ("ref,filippo", "*") to implementations, in the order given. An unknown
// name is an error that lists the known ones.
func Select(list string) ([]Impl, error) {
	var out []Impl
	seen := map[string]bool{}
	for _, pat := range strings.Split(list, ",") {
		pat = strings.TrimSpace(pat)
		if pat == "" {
			continue
		}
		n := 0
		for _, impl := range Impls() {
			if ok, err := path.Match(pat, impl.Name()); err != nil {
				return nil, fmt.Errorf("implementation pattern %q: %v", pat, err)
			} else if ok {
				n++
				if !seen[impl.Name()] {
					seen[impl.Name()] = true
					out = append(out, impl)
				}
			}
		}
		if n == 0 {
			var names []string
			for _, impl := range Impls() {
				names = append(names, impl.Name())
			}
			return nil, fmt.Errorf("unknown implementation %q (known: %s)", pat, strings.Join(names, ", "))
		}
	}
	if len(out) == 0 {
		return nil, errors.New("no implementation selected")
	}
	return out, nil
}

// LateAnswer is a second answer an external implementation sent to a
// request it had already answered: a protocol error of that request's case
// (doc/protocol.md, section 3). Op and In are the earlier request's; Line
// is the answer as received, cut by Abbrev.
type LateAnswer struct {
	Op   string
	In   Values
	Line string
}

// Answers reports whether la is a second answer to a request for op on
// in: for a caller that checks one case at a time, whether the case it
// ran is the one answered twice.
func (la LateAnswer) Answers(op string, in Values) bool {
	if la.Op != op || len(la.In) != len(in) {
		return false
	}
	for k, v := range in {
		if w, ok := la.In[k]; !ok || !bytes.Equal(v, w) {
			return false
		}
	}
	return true
}

// LateReporter is implemented by an Impl that can receive second answers
// (an external child). A second answer is read while a later request is
// pending, so TakeLateAnswers, called after a Run, returns those of earlier
// requests (each once): the caller must count each as a finding of the
// case it belongs to, in place of that case's earlier outcome (LateFinding
// builds the finding), never as an outcome of its own.
type LateReporter interface {
	TakeLateAnswers() []LateAnswer
}

// LateFlusher is a LateReporter that can look for a second answer to its
// last request, which no later request would otherwise reveal: it sends
// that request once more and reads what comes before the new answer.
// FlushLateAnswers then returns, as TakeLateAnswers does, every second
// answer not yet taken. The engine calls it after each operation.
type LateFlusher interface {
	LateReporter
	FlushLateAnswers() []LateAnswer
}

// RequestLiner is implemented by an Impl that is driven by request lines
// (an external child): findings then carry the line, for the user to pipe
// into the child by hand.
type RequestLiner interface {
	RequestLine(op string, in Values) string
}
