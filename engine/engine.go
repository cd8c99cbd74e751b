package engine

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"sync/atomic"
	"time"

	"github.com/curvecheck/curvecheck/catalog"

	"github.com/curvecheck/curvecheck/judge"
	"github.com/curvecheck/curvecheck/outcome"
)

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
	// Case is the index, in its operation's case sequence (the edge cases,
	// then the random ones), of the first case that found it.
	Case int `json:"case"`
	// Known is set on a finding a baseline holds (Config.Baseline): it is
	// listed in Report.Known, not Report.Findings.
	Known *Known `json:"known,omitempty"`
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
	op, _ := catalog.LookupOp(f.Op)
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
	if r := f.ReplayCommand(); r != "" {
		fmt.Fprintf(&b, "  replay: %s\n", r)
	}
	return b.String()
}

// ReplayCommand is the command that replays the finding: Replay when the
// caller set one, else go test on its corpus file, else "" (no file was
// written).
func (f Finding) ReplayCommand() string {
	switch {
	case f.Replay != "":
		return f.Replay
	case f.File != "":
		return fmt.Sprintf("cp %s fuzz/testdata/fuzz/FuzzOps/ && go test ./fuzz -run 'FuzzOps/%s'", f.File, filepath.Base(f.File))
	}
	return ""
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
	// Known is how many of the Findings a baseline holds (Config.Baseline):
	// still failures against the reference, reported apart.
	Known int `json:"known"`
	// Unsupported answers: on an input the reference accepts, on one it
	// rejects, and on an input of a class the implementation declared up
	// front (Capabilities.Unsupported).
	Unsupported         int `json:"unsupported_valid"`
	UnsupportedInvalid  int `json:"unsupported_invalid"`
	DeclaredUnsupported int `json:"unsupported_declared"`
	TimedOut            int `json:"timed_out"`
	NotRun              int `json:"not_run"` // not sent after repeated hangs
	// RefFailed counts the cases the reference failed on (each a finding
	// of the reference): they say nothing about the implementation.
	RefFailed int           `json:"reference_failed,omitempty"`
	Time      time.Duration `json:"impl_time_ns"`
}

// Tally returns the counts in the vocabulary of package outcome.
func (s *Stats) Tally() outcome.Tally {
	var t outcome.Tally
	t.AddN(outcome.Pass, s.Agree+s.Policied, "")
	t.AddN(outcome.Fail, s.Findings-s.Known, "")
	t.AddN(outcome.Fail, s.Known, "known from a baseline")
	t.AddN(outcome.UnsupportedInput, s.Unsupported, "declined an input the reference accepts")
	t.AddN(outcome.UnsupportedInput, s.UnsupportedInvalid, "declined an input the reference rejects")
	t.AddN(outcome.UnsupportedInput, s.DeclaredUnsupported, "declined an input of a class declared up front")
	t.AddN(outcome.TimedOut, s.TimedOut, "")
	t.AddN(outcome.NotRun, s.NotRun, fmt.Sprintf("not sent after %d timeouts", maxHangs))
	t.AddN(outcome.NotRun, s.RefFailed, judge.ReasonRefFailed)
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
	Ops   []catalog.Op
	Ref   catalog.PolicyImpl // ground truth
	Impls []catalog.Impl     // compared with Ref
	N     int                // random cases per operation, after the edge cases
	Seed  int64
	// Workers is how many cases run at once (0: one per CPU the Go
	// runtime may use). Case i of an operation is made from the seed, the
	// operation's name and i alone, and results are folded in case order,
	// so counts, findings and corpus files are the same for every Workers.
	// Implementations with Capabilities.Replicate (external children) get one
	// instance per worker; the others, the reference included, are called
	// from every worker at once and must be safe for that.
	Workers int
	// Shard, if Count > 1, restricts the run to the cases whose index i in
	// each operation's sequence has i mod Count = Index (see Merge).
	Shard Shard
	// FindingsDir, if set, receives a Go fuzz corpus file per finding,
	// written at once.
	FindingsDir string
	OnFinding   func(Finding)
	OnCase      func(op string) // progress: called after each case, in case order
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
	ReplayFor func(f Finding, impl catalog.Impl) string
	// Baseline, if set, holds known behaviours: a finding it holds is
	// marked Known and listed in Report.Known (its corpus file goes to
	// FindingsDir/known, and OnFinding is not called); the verdict speaks
	// of the others.
	Baseline *Baseline
}

// OpReport is the outcome of one operation.
type OpReport struct {
	Op    string `json:"op"`
	Cases int    `json:"cases"` // edge + random
	Edges int    `json:"edge_cases"`
	// Wall is the operation's elapsed time; RefTime and ImplTime add up
	// the time inside the reference and the implementations over every
	// worker (so with several workers they can exceed Wall).
	Wall     time.Duration `json:"wall_ns"`
	RefTime  time.Duration `json:"ref_time_ns"`
	ImplTime time.Duration `json:"impl_time_ns"`
	Stats    []*Stats      `json:"stats"`
	workers  int
}

// Overhead is the engine's own time: the workers' time (wall time times
// the workers) minus the time spent inside implementations (the reference
// included). It counts a worker's idle time too, so it is an upper bound.
func (r *OpReport) Overhead() time.Duration {
	return max(0, r.Wall*time.Duration(max(1, r.workers))-r.RefTime-r.ImplTime)
}

// Report is the outcome of a run.
type Report struct {
	Seed int64 `json:"seed"`
	N    int   `json:"n"`
	// Shard is set on the report of one shard of a run (Count > 1); a
	// merged report has none.
	Shard *Shard      `json:"shard,omitempty"`
	Ops   []*OpReport `json:"ops"`
	// Findings are the findings no baseline holds; Known those one holds,
	// each with its mark, in the same order (operation, then case).
	Findings  []Finding `json:"findings"`
	Known     []Finding `json:"known_findings,omitempty"`
	Baselines []string  `json:"baselines,omitempty"` // the baseline files, as named
	// Named and AllowUnsupported are copied from the Config (the verdict
	// depends on them).
	Named            map[string]bool `json:"named_ops,omitempty"`
	AllowUnsupported float64         `json:"allow_unsupported"`
	// NotComputed lists the selected operations no selected implementation
	// computes: they were not run (not even by the reference).
	NotComputed []string `json:"not_computed,omitempty"`
	Verdict     Verdict  `json:"verdict"`
	// Workers is how many cases ran at once (not part of the JSON: the
	// report is the same for every number of workers).
	Workers int `json:"-"`
}

// entry is one implementation's place in an operation's run.
type entry struct {
	pos   int          // index in Config.Impls, and in each lane
	ref   catalog.Impl // the reference under the implementation's policy
	st    *Stats
	hangs atomic.Int32
}

// Run executes cfg. Implementations that do not support an operation are
// left out of it.
func Run(cfg Config) (*Report, error) {
	if err := cfg.Shard.check(); err != nil {
		return nil, err
	}
	workers := cfg.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	rep := &Report{Seed: cfg.Seed, N: cfg.N, Named: cfg.Named, AllowUnsupported: cfg.AllowUnsupported, Workers: workers}
	if cfg.Shard.Count > 1 {
		sh := cfg.Shard
		rep.Shard = &sh
	}
	if cfg.Baseline != nil {
		rep.Baselines = append(rep.Baselines, cfg.Baseline.Files...)
	}
	refs := map[string]catalog.Impl{}
	refFor := func(op, pol string) (catalog.Impl, error) {
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
	// What each implementation declares is checked before any case runs:
	// a policy atom on an operation it does not apply to, an unknown input
	// class, verify-only on an operation that does not sign.
	for _, im := range cfg.Impls {
		if im.Name() == cfg.Ref.Name() {
			continue
		}
		if err := catalog.CheckImpl(im, cfg.Ops); err != nil {
			return nil, err
		}
	}
	lanes, closeLanes, err := startLanes(cfg.Impls, workers)
	if err != nil {
		return nil, err
	}
	defer closeLanes()
	type place struct {
		known bool // in rep.Known, else rep.Findings
		i     int
	}
	seen := map[string]place{}     // finding key → where it is
	statsOf := map[string]*Stats{} // "op|impl" → its stats
	// record files a finding: the same input drawn again is one finding,
	// counted; a new one gets its corpus file and replay line. It reports
	// whether the baseline holds the finding (a repeat: its first). Only
	// the folding goroutine calls it, in case order.
	record := func(op catalog.Op, impl catalog.Impl, in catalog.Values, f Finding) bool {
		key := f.key()
		if p, dup := seen[key]; dup {
			var first *Finding
			if p.known {
				first = &rep.Known[p.i]
			} else {
				first = &rep.Findings[p.i]
			}
			first.Repeats++
			if f.Case < first.Case {
				// A second answer, read after a later case with the same
				// inputs: the earliest case is the one reported.
				first.Case, first.Kind, first.Results, first.Detail = f.Case, f.Kind, f.Results, f.Detail
			}
			return p.known
		}
		if k, ok := cfg.Baseline.Finding(f); ok {
			f.Known = &k
		}
		if rl := impl.Capabilities().RequestLine; rl != nil {
			f.Request = rl(op.Name, in)
		}
		if cfg.FindingsDir != "" {
			dir := cfg.FindingsDir
			if f.Known != nil {
				dir = filepath.Join(dir, "known")
			}
			if path, err := writeCorpus(dir, op, in); err == nil {
				f.File = path
			}
		}
		if cfg.ReplayFor != nil {
			f.Replay = cfg.ReplayFor(f, impl)
		}
		if f.Known != nil {
			seen[key] = place{true, len(rep.Known)}
			rep.Known = append(rep.Known, f)
			return true
		}
		seen[key] = place{false, len(rep.Findings)}
		rep.Findings = append(rep.Findings, f)
		if cfg.OnFinding != nil {
			cfg.OnFinding(f)
		}
		return false
	}
	// books keeps, for each implementation that can send second answers,
	// how its recent cases were counted; late makes the case a second
	// answer belongs to a finding in place of its earlier outcome (at is
	// the case being folded, used only when that case is no longer kept).
	books := map[int]*lateBook{}
	for pos, im := range cfg.Impls {
		if im.Capabilities().TakeLate != nil {
			books[pos] = newLateBook(workers)
		}
	}
	late := func(pos, at int, la catalog.LateAnswer) {
		im := cfg.Impls[pos]
		lop, ok := catalog.LookupOp(la.Op)
		st := statsOf[la.Op+"|"+im.Name()]
		if !ok || st == nil {
			return
		}
		f := LateFinding(im, la)
		m := books[pos].find(la.Op, la.In)
		switch {
		case m == nil:
			f.Case = at
			f.Detail = "the case it answered was counted too long before to be counted again"
			record(lop, im, la.In, f)
		case !m.decided:
			f.Case = m.idx
			m.recount(st, record(lop, im, la.In, f))
		}
		// Otherwise the case is a finding already.
	}
	for _, op := range cfg.Ops {
		if !cfg.Ref.Supports(op.Name) {
			continue
		}
		var es []*entry
		for pos, im := range cfg.Impls {
			if im.Name() == cfg.Ref.Name() || !im.Supports(op.Name) {
				continue
			}
			pol := catalog.PolicyOf(im, op.Name)
			r, err := refFor(op.Name, pol)
			if err != nil {
				return nil, fmt.Errorf("%s declares policy %q for %s: %v", im.Name(), pol, op.Name, err)
			}
			es = append(es, &entry{pos: pos, ref: r, st: &Stats{Op: op.Name, Impl: im.Name(), Policy: pol}})
		}
		if len(es) == 0 {
			// Nothing to compare: the reference is not run alone.
			rep.NotComputed = append(rep.NotComputed, op.Name)
			continue
		}
		orep := &OpReport{Op: op.Name, workers: workers}
		for _, e := range es {
			orep.Stats = append(orep.Stats, e.st)
			statsOf[op.Name+"|"+cfg.Impls[e.pos].Name()] = e.st
		}
		rep.Ops = append(rep.Ops, orep)
		edges := op.Edges()
		seq := catalog.Cases{Op: op, Edges: edges, N: cfg.N, Seed: cfg.Seed}
		fold := func(c *caseResult) {
			orep.Cases++
			if c.idx < len(edges) {
				orep.Edges++
			}
			orep.RefTime += c.refTime
			for k, e := range es {
				o := &c.outs[k]
				orep.ImplTime += o.time
				e.st.Time += o.time
				before := *e.st
				o.apply(e.st)
				if o.refFinding != nil {
					o.refFinding.Case = c.idx
					record(op, cfg.Ref, c.in, *o.refFinding)
				}
				if o.finding != nil {
					o.finding.Case = c.idx
					if record(op, lanes[0][e.pos], c.in, *o.finding) && o.count == countFinding {
						e.st.Known++
					}
				}
				books[e.pos].mark(op.Name, c.idx, c.in, &before, e.st)
				for _, la := range o.late {
					late(e.pos, c.idx, la)
				}
			}
			if cfg.OnCase != nil {
				cfg.OnCase(op.Name)
			}
		}
		start := time.Now()
		idx := indices(seq, cfg.Shard)
		runCases(idx, workers, func(w, idx int) *caseResult {
			return runCase(cfg.Ref, lanes[w], op, es, idx, seq.At(idx), cfg.AllowUnsupported > 0)
		}, fold)
		// A second answer to a child's last request is revealed only by a
		// request after it: each child is asked.
		last := 0
		if len(idx) > 0 {
			last = idx[len(idx)-1]
		}
		for w := range lanes {
			for _, e := range es {
				if flush := lanes[w][e.pos].Capabilities().FlushLate; flush != nil {
					for _, la := range flush() {
						late(e.pos, last, la)
					}
				}
			}
		}
		orep.Wall = time.Since(start)
	}
	sortFindings(rep.Findings, rep.Ops)
	sortFindings(rep.Known, rep.Ops)
	rep.Verdict = rep.Judge()
	return rep, nil
}

// maxHangs is how many timeouts of one implementation on one operation
// stop the engine sending it that operation.
const maxHangs = 3

func writeCorpus(dir string, op catalog.Op, in catalog.Values) (string, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	data := catalog.FuzzCorpusFile(op, in)
	sum := sha256.Sum256(data)
	name := strings.ReplaceAll(op.Name, "/", "-") + "-" + hex.EncodeToString(sum[:8])
	path := filepath.Join(dir, name)
	return path, os.WriteFile(path, data, 0o644)
}
