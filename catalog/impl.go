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
	// Capabilities is everything else the implementation declares and
	// offers, in one value: the engine, the checkers and the reports read
	// it instead of probing for optional methods.
	Capabilities() Capabilities
}

// Capabilities is what an implementation declares beyond computing
// operations. A nil field is a capability it lacks; the zero value
// declares nothing (no policy, no declined input class, byte-for-byte
// comparison, one shared in-process instance).
type Capabilities struct {
	// Policy names the policy Run follows for op ("" when none applies):
	// a choice that specifications leave open (Ed25519 cofactored or not,
	// non-canonical encodings, low-S), so that divergences it explains are
	// reported as such, not as bugs.
	Policy func(op string) string
	// PolicyTable is the declaration table Policy reads, keyed by operation
	// names or patterns (Funcs, exec children), checked whole before a run
	// (CheckPolicyDecls).
	PolicyTable map[string]string
	// Policies lists the policies the implementation can follow for op,
	// and WithPolicy returns it following one (the reference: PolicyImpl).
	Policies   func(op string) []string
	WithPolicy func(op, policy string) (Impl, error)
	// Unsupported names op's input classes (Op.Classes) the implementation
	// answers "unsupported" on, declared before any case runs.
	Unsupported func(op string) []string
	// VerifyOnly reports whether op is a signing operation whose
	// signatures are randomized: they are checked by verification
	// (Op.Verification), not byte for byte.
	VerifyOnly func(op string) bool
	// Replicate returns one more instance for another worker: for an
	// implementation one goroutine must own at a time (an external child
	// answering one request after another). Instances are stopped with
	// their Close after the run.
	Replicate func() (Impl, error)
	// Close stops the implementation (an external child).
	Close func() error
	// TakeLate returns the second answers received to earlier requests and
	// not yet taken, each once (an external child reads a second answer
	// while a later request is pending): the caller counts each as a
	// finding of the case it belongs to, in place of that case's earlier
	// outcome (engine.LateFinding), never as an outcome of its own.
	// FlushLate first sends the last request once more, so that a second
	// answer to it, which no later request would reveal, shows.
	TakeLate  func() []LateAnswer
	FlushLate func() []LateAnswer
	// RequestLine is the request line of a case (an implementation driven
	// by request lines): findings carry it, to pipe into the child by hand.
	RequestLine func(op string, in Values) string
	// Unavailable, if set and not nil, says why the implementation cannot
	// run on this machine (a missing tool); reports list it as not run.
	Unavailable func() error
}

// PolicyImpl is the reference: an Impl whose Capabilities include
// Policies and WithPolicy, so that every implementation is compared with
// the reference under its own declared policy.
type PolicyImpl interface {
	Impl
	// Policies lists the policies the implementation can follow for op.
	Policies(op string) []string
	// WithPolicy returns the implementation following policy for op.
	WithPolicy(op, policy string) (Impl, error)
}

// PolicyOf returns impl's declared policy for op, or "".
func PolicyOf(impl Impl, op string) string {
	if p := impl.Capabilities().Policy; p != nil {
		return p(op)
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

// SecondAnswers asks impl for the second answers it has received and not
// yet reported (Capabilities.TakeLate), first sending its last request
// once more when it can (Capabilities.FlushLate), so that a second answer
// to that request shows before the next case; a caller that checks one
// case at a time calls it after each case. twice is the second answer to
// the request for op on in, if there is one; earlier holds the others
// (answers to earlier requests). An implementation without either
// capability has none.
func SecondAnswers(impl Impl, op string, in Values) (twice *LateAnswer, earlier []LateAnswer) {
	caps := impl.Capabilities()
	var late []LateAnswer
	switch {
	case caps.FlushLate != nil:
		late = caps.FlushLate()
	case caps.TakeLate != nil:
		late = caps.TakeLate()
	}
	for i := range late {
		if twice == nil && late[i].Answers(op, in) {
			twice = &late[i]
			continue
		}
		earlier = append(earlier, late[i])
	}
	return twice, earlier
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
