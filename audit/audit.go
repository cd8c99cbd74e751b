// Package audit runs every check curvecheck has and keeps the evidence as
// one report: the test vectors, the reference self-checks, the assurance
// claims, the differential comparison of every registered implementation,
// the constant-time checks (Valgrind and dudect) and the benchmarks.
//
// Run executes the sections within a time budget; Judge sets the verdict
// (clean only when every section ran and found nothing); Markdown, JSON and
// HTML render the same Report. `curvecheck audit` is a thin command over
// this package.
package audit

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"slices"
	"strings"
	"time"

	"github.com/schollz/progressbar/v3"
	"golang.org/x/term"

	"github.com/curvecheck/curvecheck/assurance"
	"github.com/curvecheck/curvecheck/assurance/claim"
	"github.com/curvecheck/curvecheck/catalog"
	"github.com/curvecheck/curvecheck/constanttime"
	"github.com/curvecheck/curvecheck/constanttime/claims"
	"github.com/curvecheck/curvecheck/engine"
	"github.com/curvecheck/curvecheck/impls/exec"
	"github.com/curvecheck/curvecheck/impls/refimpl"
	"github.com/curvecheck/curvecheck/ref/selfcheck"
	"github.com/curvecheck/curvecheck/vectors"
)

// Sections are the audit's sections, in the order they run.
var Sections = []string{"vectors", "self-checks", "assurance", "differential", "valgrind", "dudect", "bench"}

// ParseSections reads a comma-separated list of section names ("all" is
// every one) into a set.
func ParseSections(list string) (map[string]bool, error) {
	selected := map[string]bool{}
	for _, sec := range strings.Split(list, ",") {
		sec = strings.TrimSpace(sec)
		if sec == "all" {
			for _, a := range Sections {
				selected[a] = true
			}
			continue
		}
		if !slices.Contains(Sections, sec) {
			return nil, fmt.Errorf("unknown section %q (known: all, %s)", sec, strings.Join(Sections, ", "))
		}
		selected[sec] = true
	}
	return selected, nil
}

// Options says what an audit runs.
type Options struct {
	// Dir is the report folder: the differential findings go to
	// Dir/findings and the dudect plot to Dir/dudect.png. It must exist.
	Dir string
	// Budget is the time budget from the start of Run: a section (or a
	// vector file, a self-check) that would start after it is not run.
	Budget time.Duration
	// Impls are held against the test vectors; those of package impls/exec
	// (external programs) are also compared in the differential section,
	// with every registered implementation.
	Impls []catalog.Impl
	// Sections are the sections to run (ParseSections); the others are
	// listed as not run ("not selected with --sections"). Nil runs none.
	Sections map[string]bool
	// DiffN is the number of random cases per operation in the
	// differential section, after the edge cases; DiffSeed seeds them.
	DiffN    int
	DiffSeed int64
	// AllowUnsupported is the share of the inputs the reference accepts
	// that an implementation may decline undeclared (engine.Config).
	AllowUnsupported float64
	// ReplayFor, if not nil, gives the command that replays a differential
	// finding against an implementation.
	ReplayFor func(engine.Finding, catalog.Impl) string
}

// Run executes the selected sections in order within the budget, writes
// the differential corpus files and the dudect plot under opts.Dir, and
// returns the judged report. progress receives one line per section and a
// progress bar (on a terminal) or progress lines. An error is a set-up
// error (an implementation list the differential engine rejects, a
// benchmark flag); what a check found is in the report.
func Run(opts Options, progress io.Writer) (*Report, error) {
	if progress == nil {
		progress = io.Discard
	}
	start := time.Now()
	deadline := start.Add(opts.Budget)
	selected := opts.Sections
	// skip says whether a section (or the next item of one) is left out,
	// and why: not selected, or past the budget.
	skip := func(sec string) (string, bool) {
		switch {
		case !selected[sec]:
			return "not selected with --sections", true
		case time.Now().After(deadline):
			return "budget exhausted", true
		}
		return "", false
	}
	rep := &Report{Started: start.UTC(), GoVersion: runtime.Version(), Budget: opts.Budget.String(), DiffSeed: opts.DiffSeed}
	for _, im := range opts.Impls {
		rep.Impls = append(rep.Impls, im.Name())
	}

	rep.Vectors = &VectorRun{}
	if !selected["vectors"] {
		rep.NotRun = append(rep.NotRun, "test vectors (not selected with --sections)")
	} else {
		fmt.Fprintf(progress, "audit: test vectors (%d files × %d implementations)\n", len(vectors.Staged), len(opts.Impls))
		pv := newProgress(progress, len(vectors.Staged), "vectors")
		rep.Vectors = RunVectors(opts.Impls, nil, vectors.Options{}, pv.step, func() bool { return time.Now().After(deadline) })
		for _, f := range rep.Vectors.NotRun {
			rep.NotRun = append(rep.NotRun, "vector file "+f+" (budget exhausted)")
		}
	}

	checks := selfcheck.Checks()
	if !selected["self-checks"] {
		checks = nil
		rep.NotRun = append(rep.NotRun, "reference self-checks (not selected with --sections)")
	} else {
		fmt.Fprintf(progress, "audit: reference self-checks (%d)\n", len(checks))
	}
	ps := newProgress(progress, len(checks), "self-checks")
	for _, c := range checks {
		if why, ok := skip("self-checks"); ok {
			rep.NotRun = append(rep.NotRun, "self-check "+c.Name+" ("+why+")")
			ps.step(c.Name)
			continue
		}
		t0 := time.Now()
		err := c.Run()
		r := SelfCheck{Name: c.Name, OK: err == nil, Duration: time.Since(t0).Round(time.Millisecond).String()}
		if err != nil {
			r.Error = err.Error()
		}
		rep.SelfChecks = append(rep.SelfChecks, r)
		ps.step(c.Name)
	}
	if why, ok := skip("assurance"); ok {
		rep.NotRun = append(rep.NotRun, "assurance claims ("+why+")")
	} else {
		cs := assurance.Claims()
		fmt.Fprintf(progress, "audit: assurance claims (%d)\n", len(cs))
		pa := newProgress(progress, len(cs), "assurance")
		if err := assurance.Validate(cs); err != nil {
			rep.Assurance = append(rep.Assurance, ClaimResult{ID: "assurance/well-formed", Status: string(claim.Failed), Error: err.Error()})
		} else {
			for _, r := range assurance.Run(cs, func(r assurance.Result) { pa.step(r.Claim.ID) }) {
				p := NewClaimResult(r)
				if r.Status == claim.NotRun {
					rep.NotRun = append(rep.NotRun, "assurance claim "+r.Claim.ID+" ("+p.Error+")")
				}
				rep.Assurance = append(rep.Assurance, p)
			}
		}
	}
	if why, ok := skip("differential"); ok {
		rep.NotRun = append(rep.NotRun, "differential comparison ("+why+")")
	} else if err := runDifferential(rep, opts, progress); err != nil {
		return nil, err
	}
	if why, ok := skip("valgrind"); ok {
		rep.NotRun = append(rep.NotRun, "constant-time check under Valgrind ("+why+")")
	} else {
		fmt.Fprintf(progress, "audit: constant-time claims under Valgrind (default build)\n")
		ct, err := constanttime.CheckValgrind(constanttime.MatchName(""), constanttime.Settings[:1], nil)
		if err != nil {
			rep.NotRun = append(rep.NotRun, "constant-time check under Valgrind: "+err.Error())
			fmt.Fprintf(progress, "audit: the constant-time check under Valgrind did not run: %v\n", firstLine(err.Error()))
		}
		rep.CT = ct
		rep.Declassified = claims.Declassified
	}
	if why, ok := skip("dudect"); ok {
		rep.NotRun = append(rep.NotRun, "dudect timing ("+why+")")
	} else {
		fmt.Fprintf(progress, "audit: dudect timing of the fast code and the controls (2 s each)\n")
		rep.Dudect = constanttime.CheckDudect(func(c constanttime.Claim) bool {
			return c.Library == "fast" || c.Library == "control"
		}, 2*time.Second, nil)
		rep.DudectPlot = "dudect.png"
		if err := DudectPNG(filepath.Join(opts.Dir, rep.DudectPlot), rep.Dudect); err != nil {
			rep.DudectPlot = ""
			rep.NotRun = append(rep.NotRun, "dudect plot: "+err.Error())
		}
	}
	if why, ok := skip("bench"); ok {
		rep.NotRun = append(rep.NotRun, "benchmarks ("+why+")")
	} else {
		fmt.Fprintf(progress, "audit: benchmarks of the fast code against its peers (3 runs each)\n")
		var err error
		if rep.Bench, err = RunBenchmarks(nil, 3, 100*time.Millisecond, nil); err != nil {
			return nil, err
		}
	}
	rep.Duration = time.Since(start).Round(time.Millisecond).String()
	Judge(rep)
	return rep, nil
}

// runDifferential runs every registered implementation, and the external
// ones of opts.Impls, against the reference on every operation.
func runDifferential(rep *Report, opts Options, progress io.Writer) error {
	ops := catalog.Ops()
	total := 0
	for _, op := range ops {
		total += len(op.Edges()) + opts.DiffN
	}
	fmt.Fprintf(progress, "audit: differential (%d operations, %d cases, seed %d; replay with --diff-seed %d)\n", len(ops), total, opts.DiffSeed, opts.DiffSeed)
	pd := newProgress(progress, total, "differential")
	pd.quiet = true
	all, err := catalog.Select("*")
	if err != nil {
		return err
	}
	for _, im := range opts.Impls {
		if _, external := im.(*exec.Impl); external {
			all = append(all, im)
		}
	}
	for _, im := range all {
		if err := Unavailable(im); err != nil {
			rep.NotRun = append(rep.NotRun, "differential implementation "+im.Name()+" ("+err.Error()+")")
		}
	}
	cfg := engine.Config{Ops: ops, Ref: refimpl.New(), Impls: all, N: opts.DiffN, Seed: opts.DiffSeed,
		FindingsDir: filepath.Join(opts.Dir, "findings"), OnCase: func(string) { pd.step("") }, AllowUnsupported: opts.AllowUnsupported,
		ReplayFor: opts.ReplayFor}
	// The engine allocates much and keeps little: fewer collections,
	// unless GOGC says otherwise.
	if os.Getenv("GOGC") == "" {
		defer debug.SetGCPercent(debug.SetGCPercent(400))
	}
	rep.Diff, err = engine.Run(cfg)
	return err
}

// Unavailable says why a registered implementation cannot run on this
// machine (pari without gp on PATH), or nil. Such an implementation
// supports no operation, so its cases are not compared; the audit lists it
// under Not run.
func Unavailable(im catalog.Impl) error {
	if u := im.Capabilities().Unavailable; u != nil {
		return u()
	}
	return nil
}

// RunVectors checks every implementation against every file at paths
// (every staged file when paths is empty) with opts. progress, if not nil,
// is called after each file; once stop, if not nil, returns true the
// remaining files are listed as not run. A file that cannot be read or
// parsed is listed in Errors.
func RunVectors(impls []catalog.Impl, paths []string, opts vectors.Options, progress func(name string), stop func() bool) *VectorRun {
	run := &VectorRun{}
	type src struct {
		name string
		read func() ([]byte, error)
	}
	var srcs []src
	if len(paths) == 0 {
		for _, p := range vectors.Staged {
			srcs = append(srcs, src{p, func() ([]byte, error) { return vectors.ReadStaged(p) }})
		}
	}
	for _, p := range paths {
		srcs = append(srcs, src{p, func() ([]byte, error) { return os.ReadFile(p) }})
	}
	for _, s := range srcs {
		if stop != nil && stop() {
			run.NotRun = append(run.NotRun, s.name)
			continue
		}
		data, err := s.read()
		if err != nil {
			run.Errors = append(run.Errors, err.Error())
		} else {
			for _, im := range impls {
				rs, err := vectors.Check(s.name, data, im, opts)
				if err != nil {
					run.Errors = append(run.Errors, err.Error())
					break
				}
				run.Results = append(run.Results, rs...)
			}
		}
		if progress != nil {
			progress(s.name)
		}
	}
	return run
}

// progressLines reports steps: a bar on a terminal, lines otherwise.
type progressLines struct {
	w     io.Writer
	quiet bool // without a terminal, print only every tenth step
	bar   *progressbar.ProgressBar
	total int
	n     int
}

func newProgress(w io.Writer, total int, what string) *progressLines {
	p := &progressLines{w: w, total: total}
	if f, ok := w.(*os.File); ok && term.IsTerminal(int(f.Fd())) {
		p.bar = progressbar.NewOptions(total, progressbar.OptionSetWriter(w),
			progressbar.OptionSetDescription(what), progressbar.OptionShowCount(),
			progressbar.OptionClearOnFinish())
	}
	return p
}

func (p *progressLines) step(name string) {
	p.n++
	if p.bar != nil {
		p.bar.Add(1)
		return
	}
	if p.quiet && p.n%max(1, p.total/10) != 0 && p.n != p.total {
		return
	}
	fmt.Fprintf(p.w, "[%d/%d] %s\n", p.n, p.total, name)
}
