package constanttime

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"runtime/debug"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"
)

// Options tunes Check. The zero value is the default.
type Options struct {
	// Budget is the dudect method's time per function (default 10 s; 3 s
	// under go test -short). A leak usually shows in well under a second;
	// a constant-time function takes the whole budget.
	Budget time.Duration
	// Tags are build tags to add when the test binary is rebuilt for
	// Valgrind (-tags valgrind and the tags the running test binary was
	// built with are always added).
	Tags []string
	// Controls are the names of curvecheck's leaky controls run beside the
	// caller's claims as positive controls of both methods (default:
	// DefaultControls). Each must be flagged, or the method's verdicts on
	// the caller's functions prove nothing and the test fails. They cannot
	// be turned off.
	Controls []string
}

// DefaultControls are the leaky controls Check runs alongside a caller's
// claims: a table indexed by secret bytes, a branch on a secret bit, and a
// compare that returns at the first difference.
var DefaultControls = []string{"control.TableLookup", "control.BranchOnBit", "control.EarlyExitCompare"}

// childEnv names the claim a re-executed test binary runs (see Check).
const childEnv = "CURVECHECK_CT_CLAIM"

// Check checks the caller's claims from their own go test with both of
// curvecheck's methods, each as a subtest:
//
//   - "valgrind": the package's test binary is rebuilt with -tags valgrind
//     and re-executed under memcheck once per claim, running only the test
//     that called Check; there Check classifies a secret of SecretLen
//     bytes, runs the claim, and returns. Every memcheck report inside the
//     claim's call tree counts, at its file:line.
//   - "dudect": the claims are timed in this process on a fixed secret
//     (Fixed, or zeros) against random ones. An inconclusive constant-time
//     claim (|t| between 4.5 and 10) is measured once more with twice the
//     budget; inconclusive again, it fails.
//
// A ConstantTime claim passes when neither method finds a dependence on
// the secret and its Sibling (a VarTime or Control claim in the same call,
// or one of curvecheck's controls) is flagged; a Control claim must be
// flagged by both methods; a VarTime claim must be flagged by Valgrind,
// while dudect only reports its timing (a Var function's time need not
// vary measurably — but a constant-time claim whose VarTime sibling dudect
// does not detect fails as inconclusive). The controls of
// Options.Controls run beside them and must be flagged. Without valgrind
// the "valgrind" subtest skips, saying so (it fails when CI=true); so does
// that subtest on an architecture with no client-request sequence. A
// memcheck run that crashes is run once more; crashed twice, the claim
// fails as not checked (RunnerCrashed). The caller's claims need only
// Name, Kind, SecretLen and Run, and a ConstantTime claim its Sibling:
// without one, or with an unknown one, it fails saying so. Claim.Benign
// excuses a report by function and line text, with a reason.
//
// In the re-executed binary the calling test runs up to its call of Check
// (package init, TestMain and the test's own set-up included), so
// set-up that must not run twice belongs after Check or in a sync.Once.
func Check(t *testing.T, opts Options, claims ...Claim) {
	t.Helper()
	if name := os.Getenv(childEnv); name != "" {
		// Re-executed under memcheck: run the one claim, nothing else.
		c, ok := findClaim(name, claims)
		if !ok {
			t.Fatalf("constanttime: no claim %q in this call of Check", name)
		}
		RunClassified(c)
		return
	}
	if err := validate(claims); err != nil {
		t.Fatal(err)
	}
	controls := opts.Controls
	if len(controls) == 0 {
		controls = DefaultControls
	}
	all := append([]Claim(nil), claims...)
	for _, name := range controls {
		c, ok := Lookup(name)
		if !ok {
			t.Fatalf("constanttime: no control %q", name)
		}
		if c.Kind != Control {
			t.Fatalf("constanttime: %q is not a leaky control", name)
		}
		if !slices.ContainsFunc(claims, func(u Claim) bool { return u.Name == name }) {
			all = append(all, c)
		}
	}
	testName := t.Name()
	t.Run("valgrind", func(t *testing.T) { checkValgrindTest(t, testName, opts, all) })
	t.Run("dudect", func(t *testing.T) { checkDudectTest(t, opts, all) })
}

// findClaim finds name among claims, then among curvecheck's controls.
func findClaim(name string, claims []Claim) (Claim, bool) {
	for _, c := range claims {
		if c.Name == name {
			return c, true
		}
	}
	if c, ok := Lookup(name); ok && c.Kind == Control {
		return c, true
	}
	return Claim{}, false
}

// validate rejects claims Check cannot judge: no name, no function, no
// secret, a duplicate, or a constant-time claim whose named sibling is
// unknown or not VarTime or Control. A constant-time claim that names no
// sibling is still run (a leak shows), and each method fails it saying so.
func validate(claims []Claim) error {
	seen := map[string]bool{}
	for _, c := range claims {
		switch {
		case c.Name == "":
			return fmt.Errorf("constanttime: a claim has no Name")
		case c.Run == nil:
			return fmt.Errorf("constanttime: claim %s has no Run", c.Name)
		case c.SecretLen <= 0:
			return fmt.Errorf("constanttime: claim %s has no SecretLen", c.Name)
		case len(c.Fixed) > c.SecretLen:
			return fmt.Errorf("constanttime: claim %s: Fixed is longer than SecretLen", c.Name)
		case seen[c.Name]:
			return fmt.Errorf("constanttime: claim %s given twice", c.Name)
		}
		seen[c.Name] = true
	}
	for _, c := range claims {
		if c.Kind != ConstantTime || c.Sibling == "" {
			continue
		}
		if _, err := siblingOf(c, func(name string) (Claim, bool) { return findClaim(name, claims) }); err != nil {
			return err
		}
	}
	return nil
}

// rebuildTags are the build tags of the test binary rebuilt for memcheck:
// valgrind, the tags this binary was built with (a test file behind a tag
// must be in it), and extra.
func rebuildTags(extra []string) []string {
	var tags []string
	add := func(t string) {
		if t != "" && !slices.Contains(tags, t) {
			tags = append(tags, t)
		}
	}
	add("valgrind")
	if bi, ok := debug.ReadBuildInfo(); ok {
		for _, s := range bi.Settings {
			if s.Key == "-tags" {
				for _, t := range strings.Split(s.Value, ",") {
					add(t)
				}
			}
		}
	}
	for _, t := range extra {
		add(t)
	}
	return tags
}

// testPattern is a -test.run pattern that selects exactly the test (or
// subtest) named name.
func testPattern(name string) string {
	parts := strings.Split(name, "/")
	for i, p := range parts {
		parts[i] = "^" + regexp.QuoteMeta(p) + "$"
	}
	return strings.Join(parts, "/")
}

func checkValgrindTest(t *testing.T, testName string, opts Options, claims []Claim) {
	if _, err := exec.LookPath("valgrind"); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("valgrind is missing in CI")
		}
		t.Skip("valgrind not installed (apt-get install valgrind): the Valgrind method did not run")
	}
	if runtime.GOARCH != "amd64" && runtime.GOARCH != "arm64" {
		t.Skipf("no memcheck client requests on %s: the Valgrind method did not run", runtime.GOARCH)
	}
	excuses, err := ResolveExcuses(claims)
	if err != nil {
		t.Fatal(err)
	}
	// The test binary, rebuilt with the runtime's Valgrind support: go test
	// runs a package's tests in the package's folder.
	bin := filepath.Join(t.TempDir(), "ct.test")
	tags := strings.Join(rebuildTags(opts.Tags), ",")
	build := exec.Command("go", "test", "-c", "-tags", tags, "-o", bin, ".")
	build.Env = append(os.Environ(), "GOEXPERIMENT=nodwarf5")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("rebuilding the test binary with -tags %s: %v\n%s", tags, err, out)
	}
	results := make([]*Result, len(claims))
	errs := make([]error, len(claims))
	var wg sync.WaitGroup
	sem := make(chan struct{}, runtime.NumCPU())
	for i, c := range claims {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			argv := []string{bin, "-test.run=" + testPattern(testName), "-test.count=1"}
			env := []string{childEnv + "=" + c.Name}
			results[i], errs[i] = reproduced(c, func() (*Result, error) {
				return runMemcheck(argv, env, c, "default", excuses[c.Name])
			})
		}()
	}
	wg.Wait()
	byName := map[string]*Result{}
	for i, c := range claims {
		if errs[i] != nil {
			t.Errorf("%s: %v", c.Name, errs[i])
			continue
		}
		byName[c.Name] = results[i]
	}
	judgeValgrind(t, claims, byName)
}

// reporter is what the methods' subtests report to (a *testing.T).
type reporter interface {
	Errorf(format string, args ...any)
	Logf(format string, args ...any)
}

// judgeValgrind reports each claim's memcheck result: a failure when it
// is not as expected, when its runner crashed, or when it is a clean
// constant-time claim whose sibling is missing, unknown or not flagged.
func judgeValgrind(t reporter, claims []Claim, byName map[string]*Result) {
	lookup := func(name string) (Claim, bool) { return findClaim(name, claims) }
	for _, c := range claims {
		r := byName[c.Name]
		if r == nil {
			continue
		}
		if r.RunnerCrash != "" {
			t.Errorf("%s (%s): %s: %s", c.Name, c.Kind, r.Verdict, r.RunnerCrash)
			continue
		}
		if !r.OK {
			t.Errorf("%s (%s): %s%s", c.Name, c.Kind, r.Verdict, evidence(r.Reports))
			continue
		}
		if c.Kind == ConstantTime {
			if _, err := siblingOf(c, lookup); err != nil {
				t.Errorf("%s: clean, but %v", c.Name, err)
				continue
			}
			switch s := byName[c.Sibling]; {
			case s != nil && s.RunnerCrash != "":
				t.Errorf("%s: clean, but its sibling %s was not checked (%s): the clean verdict proves nothing", c.Name, c.Sibling, s.Verdict)
				continue
			case s == nil || !s.OK:
				t.Errorf("%s: clean, but its sibling %s was not flagged: the clean verdict proves nothing", c.Name, c.Sibling)
				continue
			}
		}
		t.Logf("%s (%s): %s%s", c.Name, c.Kind, r.Verdict, evidence(r.Reports))
	}
}

// evidence lists reports as indented lines: what, file:line, function,
// the caller for a runtime helper, and any excuse.
func evidence(reports []Report) string {
	var b strings.Builder
	for _, r := range reports {
		fmt.Fprintf(&b, "\n    %s at %s in %s", r.What, r.Location, r.Function)
		if r.Caller != "" {
			fmt.Fprintf(&b, ", called from %s", r.Caller)
		}
		if r.Count > 1 {
			fmt.Fprintf(&b, " (%d times)", r.Count)
		}
		if r.Benign != "" {
			fmt.Fprintf(&b, " [excused: %s]", r.Benign)
		}
	}
	return b.String()
}

func checkDudectTest(t reporter, opts Options, claims []Claim) {
	budget := opts.Budget
	if budget == 0 {
		budget = 10 * time.Second
		if testing.Short() {
			budget = 3 * time.Second
		}
	}
	lookup := func(name string) (Claim, bool) { return findClaim(name, claims) }
	byName := map[string]Claim{}
	for _, c := range claims {
		byName[c.Name] = c
	}
	for _, r := range checkDudect(claims, lookup, budget, nil) {
		switch {
		case r.SiblingError != "":
			// No measurement can give a verdict: nothing to measure again.
		case inconclusive(r):
			// The largest of dudect's 102 statistics lands between 4.5
			// and 10 now and then on a constant-time function: measure
			// once more with twice the budget, and say so. A real leak
			// only grows with more measurements.
			t.Logf("%s: inconclusive (%s); measuring again for %s", r.Claim, dudectLine(r), 2*budget)
			r = checkDudect([]Claim{byName[r.Claim]}, lookup, 2*budget, nil)[0]
		case !r.OK && r.Kind == ConstantTime.String():
			// A burst of load from other processes can line up with
			// one class of inputs for a few milliseconds: a leak
			// reported on a constant-time claim is measured once more
			// (twice the budget, fresh inputs) and must reproduce to
			// fail; the first verdict is logged either way.
			t.Logf("%s: %s; measuring again for %s", r.Claim, dudectLine(r), 2*budget)
			r = checkDudect([]Claim{byName[r.Claim]}, lookup, 2*budget, nil)[0]
		}
		switch line := dudectLine(r); {
		case !r.OK:
			t.Errorf("%s", line)
		case inconclusive(r):
			t.Errorf("%s (inconclusive: Options.Budget may be too small, or the machine too noisy)", line)
		default:
			t.Logf("%s", line)
		}
	}
}

// inconclusive reports whether a constant-time claim's timing settled on
// neither verdict, or its sibling was not detected.
func inconclusive(r *DudectResult) bool {
	return r.OK && (strings.HasPrefix(r.Verdict, "inconclusive") || r.Timing.Verdict == "inconclusive" && r.Kind == ConstantTime.String())
}

func dudectLine(r *DudectResult) string {
	line := fmt.Sprintf("%s (%s): %s, max |t| = %.1f after %d measurements (%s test, %s)",
		r.Claim, r.Kind, r.Verdict, r.Timing.MaxT, r.Timing.Measurements, r.Timing.Test, r.Timing.Duration)
	switch {
	case r.SiblingError != "":
		line += "; " + r.SiblingError
	case r.Control != "":
		line += fmt.Sprintf("; sibling %s detected: %v", r.Control, r.ControlDetected)
	}
	return line
}
