package diff

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"hash/fnv"
	"math/rand"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/curvecheck/curvecheck/outcome"
)

// Result is one implementation's answer on one case.
type Result struct {
	Out   Values
	Err   error
	Panic bool
	Time  time.Duration
}

func (r Result) String() string {
	switch {
	case r.Panic:
		return "PANIC: " + r.Err.Error()
	case r.Err != nil:
		return "rejected: " + r.Err.Error()
	}
	var keys []string
	for k := range r.Out {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var parts []string
	for _, k := range keys {
		parts = append(parts, k+"="+hex.EncodeToString(r.Out[k]))
	}
	if len(parts) == 0 {
		return "accepted"
	}
	return strings.Join(parts, " ")
}

// Call runs op on impl, recovering a panic as a Result with Panic set.
func Call(impl Impl, op string, in Values) (res Result) {
	start := time.Now()
	defer func() {
		res.Time = time.Since(start)
		if p := recover(); p != nil {
			res = Result{Err: fmt.Errorf("%v", p), Panic: true, Time: time.Since(start)}
		}
	}()
	out, err := impl.Run(op, in)
	return Result{Out: out, Err: err}
}

// Same reports whether two results agree under the catalog's rule: the
// same bytes for every declared output, or both rejected. A panic never
// agrees with anything.
func Same(op Op, a, b Result) bool {
	if a.Panic || b.Panic || errors.Is(a.Err, ErrBroken) || errors.Is(b.Err, ErrBroken) {
		return false
	}
	if (a.Err != nil) != (b.Err != nil) {
		return false
	}
	if a.Err != nil {
		return true
	}
	for _, p := range op.Out {
		if !bytes.Equal(a.Out[p.Name], b.Out[p.Name]) {
			return false
		}
	}
	return true
}

// Finding is a divergence that no declared policy explains, or a panic,
// crash or hang.
type Finding struct {
	Op      string            `json:"op"`
	Impl    string            `json:"impl"`
	Policy  string            `json:"policy,omitempty"`
	Kind    string            `json:"kind"` // mismatch, panic
	Inputs  map[string]string `json:"inputs"`
	Results map[string]string `json:"results"` // implementation → output or error
	Detail  string            `json:"detail,omitempty"`
	File    string            `json:"corpus_file,omitempty"`
	// Request is the request line an external implementation was sent.
	Request string `json:"request,omitempty"`
	// Replay, when set, is the command that replays the finding (set by
	// the caller for implementations go test ./fuzz does not run).
	Replay string `json:"replay,omitempty"`
	// Repeats counts the later cases with the same inputs (not reported
	// again).
	Repeats int `json:"repeats,omitempty"`
}

// key identifies a finding's operation, implementation and inputs.
func (f Finding) key() string {
	names := make([]string, 0, len(f.Inputs))
	for k := range f.Inputs {
		names = append(names, k)
	}
	sort.Strings(names)
	var b strings.Builder
	b.WriteString(f.Op + "|" + f.Impl)
	for _, k := range names {
		b.WriteString("|" + k + "=" + f.Inputs[k])
	}
	return b.String()
}

// Reproducer renders a finding as self-contained text.
func (f Finding) Reproducer() string {
	var b strings.Builder
	fmt.Fprintf(&b, "FINDING %s: %s [%s", f.Kind, f.Op, f.Impl)
	if f.Policy != "" {
		fmt.Fprintf(&b, ", policy %s", f.Policy)
	}
	fmt.Fprintf(&b, "]\n")
	op, _ := LookupOp(f.Op)
	for _, p := range op.In {
		fmt.Fprintf(&b, "  in  %s = %s\n", p.Name, f.Inputs[p.Name])
	}
	var names []string
	for n := range f.Results {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintf(&b, "  out %-22s %s\n", n+":", f.Results[n])
	}
	if f.Detail != "" {
		fmt.Fprintf(&b, "  why: %s\n", f.Detail)
	}
	if f.Repeats > 0 {
		fmt.Fprintf(&b, "  the same input came up %d more times\n", f.Repeats)
	}
	if f.Kind == "unsupported" {
		fmt.Fprintf(&b, "  note: the reference accepts this input and %s declared no input class that excuses it; compute it, reject it with an error, or declare its class (curvecheck ops --json lists them)\n", f.Impl)
	}
	if f.Request != "" {
		fmt.Fprintf(&b, "  request line: %s\n", f.Request)
	}
	if f.Replay != "" {
		fmt.Fprintf(&b, "  replay: %s\n", f.Replay)
	} else if f.File != "" {
		fmt.Fprintf(&b, "  replay: cp %s fuzz/testdata/fuzz/FuzzOps/ && go test ./fuzz -run 'FuzzOps/%s'\n", f.File, filepath.Base(f.File))
	}
	return b.String()
}

// Stats counts one implementation's cases on one operation, in the
// vocabulary of package outcome: Agree and Policied are passes, Findings
// failures; the rest compared nothing.
type Stats struct {
	Op     string `json:"op"`
	Impl   string `json:"impl"`
	Policy string `json:"policy,omitempty"`
	// Cases is the number of cases compared (agree + policy-explained +
	// findings); Valid how many of them, and of the unsupported answers,
	// the reference (under the declared policy) accepts.
	Cases    int `json:"cases"`
	Valid    int `json:"valid_inputs"`
	Agree    int `json:"agree"`
	Policied int `json:"policy_explained"` // differs from ref's default, equals ref under the declared policy
	Findings int `json:"findings"`         // mismatches, panics, crashes (timeouts are counted apart)
	// Unsupported answers: on an input the reference accepts, on one it
	// rejects, and on an input of a class the implementation declared up
	// front (Decliner).
	Unsupported         int           `json:"unsupported_valid"`
	UnsupportedInvalid  int           `json:"unsupported_invalid"`
	DeclaredUnsupported int           `json:"unsupported_declared"`
	TimedOut            int           `json:"timed_out"`
	NotRun              int           `json:"not_run"` // not sent after repeated hangs
	Time                time.Duration `json:"impl_time_ns"`
}

// Tally returns the counts in the vocabulary of package outcome.
func (s *Stats) Tally() outcome.Tally {
	var t outcome.Tally
	t.AddN(outcome.Pass, s.Agree+s.Policied, "")
	t.AddN(outcome.Fail, s.Findings, "")
	t.AddN(outcome.UnsupportedInput, s.Unsupported, "declined an input the reference accepts")
	t.AddN(outcome.UnsupportedInput, s.UnsupportedInvalid, "declined an input the reference rejects")
	t.AddN(outcome.UnsupportedInput, s.DeclaredUnsupported, "declined an input of a class declared up front")
	t.AddN(outcome.TimedOut, s.TimedOut, "")
	t.AddN(outcome.NotRun, s.NotRun, fmt.Sprintf("not sent after %d timeouts", maxHangs))
	return t
}

// UnsupportedRatio is the share of the inputs the reference accepts that the
// implementation declined without declaring their class.
func (s *Stats) UnsupportedRatio() float64 {
	if s.Unsupported == 0 {
		return 0
	}
	return float64(s.Unsupported) / float64(s.Valid)
}

// Config is a differential run.
type Config struct {
	Ops   []Op
	Ref   PolicyImpl // ground truth
	Impls []Impl     // compared with Ref
	N     int        // random cases per operation, after the edge cases
	Seed  int64
	// FindingsDir, if set, receives a Go fuzz corpus file per finding,
	// written at once.
	FindingsDir string
	OnFinding   func(Finding)
	OnCase      func(op string) // progress: called after each case
	// Named are operations the user named exactly: one that no
	// implementation computes makes the run incomplete (an operation
	// selected by a pattern is then only listed as not-applicable).
	Named map[string]bool
	// AllowUnsupported is the share of inputs the reference accepts that
	// an implementation may decline, undeclared, before the run is
	// incomplete (default 0).
	AllowUnsupported float64
	// ReplayFor, if set, returns the command that replays a finding of
	// impl (printed with the finding).
	ReplayFor func(f Finding, impl Impl) string
}

// OpReport is the outcome of one operation.
type OpReport struct {
	Op       string        `json:"op"`
	Cases    int           `json:"cases"` // edge + random
	Edges    int           `json:"edge_cases"`
	Wall     time.Duration `json:"wall_ns"`
	RefTime  time.Duration `json:"ref_time_ns"`
	ImplTime time.Duration `json:"impl_time_ns"`
	Stats    []*Stats      `json:"stats"`
}

// Overhead is the engine's own time: wall time minus the time spent inside
// implementations (the reference included).
func (r *OpReport) Overhead() time.Duration { return r.Wall - r.RefTime - r.ImplTime }

// Report is the outcome of a run.
type Report struct {
	Seed     int64       `json:"seed"`
	N        int         `json:"n"`
	Ops      []*OpReport `json:"ops"`
	Findings []Finding   `json:"findings"`
	// Named and AllowUnsupported are copied from the Config (the verdict
	// depends on them).
	Named            map[string]bool `json:"named_ops,omitempty"`
	AllowUnsupported float64         `json:"allow_unsupported"`
	// NotComputed lists the selected operations no selected implementation
	// computes: they were not run (not even by the reference).
	NotComputed []string `json:"not_computed,omitempty"`
	Verdict     Verdict  `json:"verdict"`
}

// Run executes cfg. Implementations that do not support an operation are
// left out of it.
func Run(cfg Config) (*Report, error) {
	rep := &Report{Seed: cfg.Seed, N: cfg.N, Named: cfg.Named, AllowUnsupported: cfg.AllowUnsupported}
	refs := map[string]Impl{}
	refFor := func(op, pol string) (Impl, error) {
		if pol == "" {
			return cfg.Ref, nil
		}
		if r, ok := refs[pol]; ok {
			return r, nil
		}
		r, err := cfg.Ref.WithPolicy(op, pol)
		if err != nil {
			return nil, err
		}
		refs[pol] = r
		return r, nil
	}
	var mu sync.Mutex
	// What each implementation declares is checked before any case runs:
	// a policy atom on an operation it does not apply to, an unknown input
	// class, verify-only on an operation that does not sign.
	for _, im := range cfg.Impls {
		if im.Name() == cfg.Ref.Name() {
			continue
		}
		if err := CheckImpl(im, cfg.Ops); err != nil {
			return nil, err
		}
	}
	seen := map[string]int{}       // finding key → index in rep.Findings
	statsOf := map[string]*Stats{} // "op|impl" → its stats
	// record files a finding: the same input drawn again is one finding,
	// counted; a new one gets its corpus file and replay line.
	record := func(op Op, impl Impl, in Values, f Finding) {
		key := f.key()
		mu.Lock()
		if i, dup := seen[key]; dup {
			rep.Findings[i].Repeats++
			mu.Unlock()
			return
		}
		mu.Unlock()
		if rl, ok := impl.(RequestLiner); ok {
			f.Request = rl.RequestLine(op.Name, in)
		}
		if cfg.FindingsDir != "" {
			if path, err := writeCorpus(cfg.FindingsDir, op, in); err == nil {
				f.File = path
			}
		}
		if cfg.ReplayFor != nil {
			f.Replay = cfg.ReplayFor(f, impl)
		}
		mu.Lock()
		seen[key] = len(rep.Findings)
		rep.Findings = append(rep.Findings, f)
		mu.Unlock()
		if cfg.OnFinding != nil {
			cfg.OnFinding(f)
		}
	}
	for _, op := range cfg.Ops {
		if !cfg.Ref.Supports(op.Name) {
			continue
		}
		type entry struct {
			impl  Impl
			ref   Impl
			st    *Stats
			hangs int
		}
		var es []*entry
		for _, im := range cfg.Impls {
			if im.Name() == cfg.Ref.Name() || !im.Supports(op.Name) {
				continue
			}
			pol := PolicyOf(im, op.Name)
			r, err := refFor(op.Name, pol)
			if err != nil {
				return nil, fmt.Errorf("%s declares policy %q for %s: %v", im.Name(), pol, op.Name, err)
			}
			es = append(es, &entry{impl: im, ref: r, st: &Stats{Op: op.Name, Impl: im.Name(), Policy: pol}})
		}
		if len(es) == 0 {
			// Nothing to compare: the reference is not run alone.
			rep.NotComputed = append(rep.NotComputed, op.Name)
			continue
		}
		orep := &OpReport{Op: op.Name}
		for _, e := range es {
			orep.Stats = append(orep.Stats, e.st)
			statsOf[op.Name+"|"+e.impl.Name()] = e.st
		}
		rep.Ops = append(rep.Ops, orep)
		cases := op.Edges()
		orep.Edges = len(cases)
		h := fnv.New64a()
		h.Write([]byte(op.Name))
		rng := rand.New(rand.NewSource(cfg.Seed ^ int64(h.Sum64())))
		for i := 0; i < cfg.N; i++ {
			cases = append(cases, op.Gen(rng))
		}
		start := time.Now()
		for _, in := range cases {
			orep.Cases++
			def := Call(cfg.Ref, op.Name, in)
			orep.RefTime += def.Time
			refRes := map[Impl]Result{cfg.Ref: def}
			for _, e := range es {
				if e.hangs >= maxHangs {
					e.st.NotRun++
					continue
				}
				want, ok := refRes[e.ref]
				if !ok {
					want = Call(e.ref, op.Name, in)
					orep.RefTime += want.Time
					refRes[e.ref] = want
				}
				got := Call(e.impl, op.Name, in)
				orep.ImplTime += got.Time
				e.st.Time += got.Time
				valid := want.Err == nil && !want.Panic
				if isUnsupported(got) {
					switch _, declared := declinedClass(e.impl, op, in); {
					case declared || errors.Is(want.Err, ErrNotEncodable):
						e.st.DeclaredUnsupported++
					case valid:
						e.st.Valid++
						e.st.Unsupported++
					default:
						e.st.UnsupportedInvalid++
					}
					continue
				}
				hang := isHang(got)
				if !hang {
					e.st.Cases++
					if valid {
						e.st.Valid++
					}
				}
				same, detail := sameFor(op, e.impl, cfg.Ref, in, got, want)
				switch {
				case same && (Same(op, got, def) || IsVerifyOnly(e.impl, op.Name)):
					e.st.Agree++
				case same:
					e.st.Policied++
				default:
					if hang {
						e.hangs++
						e.st.TimedOut++
					} else {
						e.st.Findings++
					}
					f := Finding{Op: op.Name, Impl: e.impl.Name(), Policy: e.st.Policy, Kind: "mismatch",
						Inputs: map[string]string{}, Results: map[string]string{}}
					switch {
					case got.Panic:
						f.Kind = "panic"
					case hang:
						f.Kind = "timeout"
					case errors.Is(got.Err, ErrBroken):
						f.Kind = "crash or protocol error"
					}
					for k, v := range in {
						f.Inputs[k] = hex.EncodeToString(v)
					}
					f.Detail = detail
					f.Results[e.impl.Name()] = got.String()
					refName := cfg.Ref.Name()
					if e.st.Policy != "" {
						refName += " (policy " + e.st.Policy + ")"
						f.Results[cfg.Ref.Name()+" (default)"] = def.String()
					}
					f.Results[refName] = want.String()
					record(op, e.impl, in, f)
				}
				// Second answers to earlier requests are findings of their
				// own cases.
				if lr, ok := e.impl.(LateReporter); ok {
					for _, la := range lr.TakeLateAnswers() {
						lop, ok := LookupOp(la.Op)
						if !ok {
							continue
						}
						f := Finding{Op: la.Op, Impl: e.impl.Name(), Policy: PolicyOf(e.impl, la.Op), Kind: "protocol error",
							Inputs: map[string]string{}, Results: map[string]string{e.impl.Name(): "a second answer to this request: " + la.Line}}
						for k, v := range la.In {
							f.Inputs[k] = hex.EncodeToString(v)
						}
						if st := statsOf[la.Op+"|"+e.impl.Name()]; st != nil {
							st.Findings++
						}
						record(lop, e.impl, la.In, f)
					}
				}
			}
			if cfg.OnCase != nil {
				cfg.OnCase(op.Name)
			}
		}
		orep.Wall = time.Since(start)
	}
	rep.Verdict = rep.Judge()
	return rep, nil
}

// maxHangs is how many timeouts of one implementation on one operation
// stop the engine sending it that operation.
const maxHangs = 3

// ErrBroken marks a result where the implementation itself failed: an
// external child that crashed, hung or answered malformed output. Such a
// result never agrees with anything: it is a finding.
var ErrBroken = errors.New("implementation failed")

// ErrTimeout marks a result that timed out (an external implementation
// that hung); it comes wrapped with ErrBroken.
var ErrTimeout = errors.New("timeout")

func isHang(r Result) bool { return errors.Is(r.Err, ErrTimeout) }

func writeCorpus(dir string, op Op, in Values) (string, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	data := FuzzCorpusFile(op, in)
	sum := sha256.Sum256(data)
	name := strings.ReplaceAll(op.Name, "/", "-") + "-" + hex.EncodeToString(sum[:8])
	path := filepath.Join(dir, name)
	return path, os.WriteFile(path, data, 0o644)
}
