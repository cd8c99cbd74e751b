package conformance

import (
	"fmt"
	"math/rand"
	"os"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/curvecheck/curvecheck/catalog"
	"github.com/curvecheck/curvecheck/engine"
	"github.com/curvecheck/curvecheck/impls/refimpl"
	"github.com/curvecheck/curvecheck/outcome"
	"github.com/curvecheck/curvecheck/vectors"
)

// Options tune a run. The zero value checks every supported operation with
// 50 random cases.
type Options struct {
	// Ops restricts the run to operations matching these names or globs.
	Ops []string
	// Policies overrides, per operation, the policy the implementation
	// declares (Capabilities.Policy).
	Policies map[string]string
	// N is the number of random cases per operation (default 50; a tenth
	// under -short).
	N int
	// Seed seeds the random cases (default: $CURVECHECK_SEED or the clock,
	// read once per process, so that every Run of a test binary draws the
	// same cases and the reference computes each expected value once;
	// logged either way).
	Seed int64
	// NoVectors skips the third-party vector files.
	NoVectors bool
}

// withPolicies makes impl declare opts.Policies.
type withPolicies struct {
	catalog.Impl
	pol map[string]string
}

// Capabilities are impl's, with the policies of opts.Policies in front of
// its own; each declared policy is then checked operation by operation
// (CheckImpl), not as impl's table.
func (w withPolicies) Capabilities() catalog.Capabilities {
	c := w.Impl.Capabilities()
	c.PolicyTable = nil
	c.Policy = func(op string) string {
		if p, ok := w.pol[op]; ok {
			return p
		}
		return catalog.PolicyOf(w.Impl, op)
	}
	return c
}

func (o Options) impl(impl catalog.Impl) catalog.Impl {
	if len(o.Policies) == 0 {
		return impl
	}
	return withPolicies{impl, o.Policies}
}

func (o Options) ops(impl catalog.Impl) ([]catalog.Op, error) {
	pats := o.Ops
	if len(pats) == 0 {
		pats = []string{"all"}
	}
	sel, err := catalog.SelectOps(strings.Join(pats, ","))
	if err != nil {
		return nil, err
	}
	var out []catalog.Op
	for _, op := range sel {
		if impl.Supports(op.Name) {
			out = append(out, op)
		}
	}
	return out, nil
}

func (o Options) seed() int64 {
	if o.Seed != 0 {
		return o.Seed
	}
	if s, err := strconv.ParseInt(os.Getenv("CURVECHECK_SEED"), 10, 64); err == nil {
		return s
	}
	return clockSeed()
}

// clockSeed is the default seed, read from the clock once per process.
var clockSeed = sync.OnceValue(func() int64 { return time.Now().UnixNano() })

// refMemo holds the reference's answers for every checker of the process:
// implementations checked on the same edge cases and the same random
// cases (one seed per process) share one computation of each expected
// value (refimpl.Memo: the reference is a pure function of policy,
// operation and input).
var refMemo = new(refimpl.Memo)

func (o Options) n() int {
	n := o.N
	if n == 0 {
		n = 50
	}
	if testing.Testing() && testing.Short() {
		n = max(1, n/10)
	}
	return n
}

// Finding is a failed check, with a reproducer.
type Finding struct {
	Op    string
	Check string // vectors, edges, random, invariants
	Case  int    // index within the check (-1 for vectors)
	Text  string // the reproducer
}

// Report is what Check found.
type Report struct {
	Seed     int64
	Ops      []string
	Cases    int // cases the implementation computed (outcome.Tally.Computed)
	Findings []Finding
	// Outcomes counts every case by its outcome (package outcome):
	// unsupported and not-applicable cases are never counted as passes.
	Outcomes outcome.Tally
}

// Check runs every check on impl and returns what failed: the same checks
// as Run, for use outside go test.
func Check(impl catalog.Impl, opts Options) (*Report, error) {
	impl = opts.impl(impl)
	ops, err := opts.ops(impl)
	if err != nil {
		return nil, err
	}
	rep := &Report{Seed: opts.seed()}
	for _, op := range ops {
		rep.Ops = append(rep.Ops, op.Name)
		for _, part := range parts {
			r := part.run(impl, op, opts, rep.Seed)
			rep.Outcomes.Merge(r.tally)
			rep.Findings = append(rep.Findings, r.findings...)
		}
	}
	rep.Cases = rep.Outcomes.Computed()
	return rep, nil
}

// partResult is one check of one operation: its findings and the outcome of
// every case.
type partResult struct {
	findings []Finding
	tally    outcome.Tally
}

type part struct {
	name string
	run  func(impl catalog.Impl, op catalog.Op, opts Options, seed int64) partResult
}

var parts = []part{{"vectors", checkVectors}, {"edges", checkEdges}, {"random", checkRandom}, {"invariants", checkInvariants}}

// Run runs every check on impl as subtests of t: one per operation, and
// within it vectors, edges, random and invariants.
func Run(t *testing.T, impl catalog.Impl, opts Options) {
	t.Helper()
	impl = opts.impl(impl)
	ops, err := opts.ops(impl)
	if err != nil {
		t.Fatal(err)
	}
	if len(ops) == 0 {
		t.Fatalf("%s supports no operation of the catalog (see curvecheck ops)", impl.Name())
	}
	seed := opts.seed()
	t.Logf("conformance of %s: %d operations, seed %d", impl.Name(), len(ops), seed)
	for _, op := range ops {
		t.Run(op.Name, func(t *testing.T) {
			for _, p := range parts {
				t.Run(p.name, func(t *testing.T) {
					r := p.run(impl, op, opts, seed)
					// Findings first: a check that found something is
					// never skipped, whatever else it covered.
					for _, f := range r.findings {
						t.Errorf("%s\n  replay: CURVECHECK_SEED=%d go test -run '%s' (case %d)", f.Text, seed, runPattern(t.Name()), f.Case)
					}
					t.Logf("%s: %s", p.name, r.tally.Summary())
					if len(r.findings) == 0 && r.tally.Computed() == 0 {
						t.Skipf("no case computed (%s)", r.tally.Summary())
					}
				})
			}
		})
	}
}

// runPattern turns a subtest name into a -run pattern matching exactly it.
func runPattern(name string) string {
	parts := strings.Split(name, "/")
	for i, p := range parts {
		parts[i] = "^" + regexpQuote(p) + "$"
	}
	return strings.Join(parts, "/")
}

func regexpQuote(s string) string {
	var b strings.Builder
	for _, r := range s {
		if strings.ContainsRune(`\.+*?()|[]{}^$`, r) {
			b.WriteByte('\\')
		}
		b.WriteRune(r)
	}
	return b.String()
}

var checker = func(impl catalog.Impl) *engine.Checker {
	return &engine.Checker{Ref: refimpl.NewMemo(refMemo), Impls: []catalog.Impl{impl}}
}

func compare(c *engine.Checker, op catalog.Op, in catalog.Values, check string, i int, res *partResult) {
	cr := c.CheckCase(op, in)
	for _, f := range cr.Findings {
		res.findings = append(res.findings, Finding{Op: op.Name, Check: check, Case: i, Text: f.Reproducer()})
	}
	for _, o := range cr.Outcomes {
		reason := ""
		if o == outcome.UnsupportedInput {
			reason = "declined an input the reference rejects, or of a declared class"
		}
		res.tally.Add(o, reason)
	}
}

func checkEdges(impl catalog.Impl, op catalog.Op, opts Options, seed int64) partResult {
	c := checker(impl)
	var res partResult
	for i, in := range op.Edges() {
		compare(c, op, in, "edges", i, &res)
	}
	return res
}

func checkRandom(impl catalog.Impl, op catalog.Op, opts Options, seed int64) partResult {
	c := checker(impl)
	r := rand.New(rand.NewSource(seed))
	var res partResult
	n := opts.n()
	for i := 0; i < n; i++ {
		compare(c, op, op.Gen(r), "random", i, &res)
	}
	return res
}

// vectorOps says which vector files exercise an operation.
func vectorFiles(op string) []string {
	var out []string
	for _, f := range vectors.Staged {
		switch {
		case strings.HasPrefix(op, "ed25519/") && (strings.Contains(f, "ed25519")):
			out = append(out, f)
		case op == "x25519/ecdh" && strings.Contains(f, "x25519"):
			out = append(out, f)
		case strings.HasSuffix(op, "/ecdsa_verify") || strings.HasSuffix(op, "/ecdsa_verify_low_s") || strings.HasSuffix(op, "/ecdsa_verify_message"):
			fam := map[string]string{"secp256k1": "secp256k1", "p384": "secp384r1", "p256": "secp256r1"}[strings.Split(op, "/")[0]]
			if fam != "" && strings.Contains(f, "ecdsa_"+fam) {
				out = append(out, f)
			}
		case strings.HasSuffix(op, "/ecdh"):
			fam := map[string]string{"secp256k1": "secp256k1", "p384": "secp384r1", "p256": "secp256r1"}[strings.Split(op, "/")[0]]
			if fam != "" && strings.Contains(f, "ecdh_"+fam) {
				out = append(out, f)
			}
		case strings.HasPrefix(op, "secp256k1/bip340") && strings.Contains(f, "bip340"):
			out = append(out, f)
		}
	}
	return out
}

// onlyOp restricts an implementation to one operation, so that a vector
// file is charged to the operation under test.
type onlyOp struct {
	catalog.Impl
	op string
}

func (o onlyOp) Supports(op string) bool { return op == o.op && o.Impl.Supports(op) }

// Capabilities are the adapter's, but for its policy table, which names
// operations onlyOp hides (its policy for op is still checked).
func (o onlyOp) Capabilities() catalog.Capabilities {
	c := o.Impl.Capabilities()
	c.PolicyTable = nil
	return c
}

func checkVectors(impl catalog.Impl, op catalog.Op, opts Options, seed int64) partResult {
	var res partResult
	if opts.NoVectors {
		return res
	}
	for _, file := range vectorFiles(op.Name) {
		if strings.Contains(file, "full") && testing.Testing() && testing.Short() {
			res.tally.Add(outcome.NotRun, file+" left out under -short")
			continue
		}
		data, err := vectors.ReadStaged(file)
		if err != nil {
			res.findings = append(res.findings, Finding{Op: op.Name, Check: "vectors", Case: -1, Text: err.Error()})
			continue
		}
		results, err := vectors.Check(file, data, onlyOp{impl, op.Name}, vectors.Options{})
		if err != nil {
			res.findings = append(res.findings, Finding{Op: op.Name, Check: "vectors", Case: -1, Text: err.Error()})
			continue
		}
		for _, r := range results {
			// Cases of the file's other operations are not this
			// subtest's business; the rest is counted as it came.
			res.tally.Merge(withoutOtherOps(r.Tally))
			for _, f := range r.Failures {
				res.findings = append(res.findings, Finding{Op: op.Name, Check: "vectors", Case: -1,
					Text: fmt.Sprintf("%s %s [policy %q]: want %s, got %s %v %s", file, f.ID, r.Policy, f.Want, f.Got, f.Flags, f.Detail)})
			}
		}
	}
	return res
}

// withoutOtherOps drops from t the cases of operations the subtest does not
// check (onlyOp makes them not-applicable); loader rejections stay.
func withoutOtherOps(t outcome.Tally) outcome.Tally {
	out := t
	out.Reasons = nil
	out.NotApplicable = 0
	for _, r := range t.SortedReasons() {
		if r.Outcome == outcome.NotApplicable && strings.Contains(r.Reason, " not computed by ") {
			continue
		}
		if r.Outcome == outcome.NotApplicable {
			out.NotApplicable += r.Count
		}
		if out.Reasons == nil {
			out.Reasons = map[string]map[string]int{}
		}
		if out.Reasons[r.Outcome.String()] == nil {
			out.Reasons[r.Outcome.String()] = map[string]int{}
		}
		out.Reasons[r.Outcome.String()][r.Reason] = r.Count
	}
	return out
}
