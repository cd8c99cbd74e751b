package constanttime

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/curvecheck/curvecheck/constanttime/dudect"
)

// recorder collects what a method's subtest reports.
type recorder struct{ errs, logs []string }

func (r *recorder) Errorf(format string, args ...any) {
	r.errs = append(r.errs, fmt.Sprintf(format, args...))
}
func (r *recorder) Logf(format string, args ...any) {
	r.logs = append(r.logs, fmt.Sprintf(format, args...))
}

// fakeTiming replaces dudect's measurement with the given verdict per
// claim name for the test's duration, and counts the measurements.
func fakeTiming(t *testing.T, verdicts map[string]string) map[string]int {
	t.Helper()
	calls := map[string]int{}
	saved := timeTarget
	timeTarget = func(tg dudect.Target, budget time.Duration) *dudect.Result {
		v, ok := verdicts[tg.Name]
		if !ok {
			t.Fatalf("%s measured: not expected", tg.Name)
		}
		calls[tg.Name]++
		maxT := map[string]float64{"leak": 42, "no leak detected": 1, "inconclusive": 6}[v]
		return &dudect.Result{Name: tg.Name, Verdict: v, MaxT: maxT, Measurements: 1000, Test: "raw", Duration: "1s"}
	}
	t.Cleanup(func() { timeTarget = saved })
	return calls
}

func sibClaim(name string, kind Kind, sibling string) Claim {
	return Claim{Name: name, Kind: kind, SecretLen: 8, Sibling: sibling, Run: func([]byte) {}}
}

// TestDudectSiblingMissing: a constant-time claim with no Sibling, an
// unknown one, or one that is itself constant-time fails with an error
// naming that, whatever its timing, and is not measured again; the
// "Options.Budget may be too small" failure is for a sibling that was
// measured and not detected only.
func TestDudectSiblingMissing(t *testing.T) {
	claims := []Claim{
		sibClaim("ct.None", ConstantTime, ""),
		sibClaim("ct.Unknown", ConstantTime, "ct.Nowhere"),
		sibClaim("ct.WrongKind", ConstantTime, "ct.Good"),
		sibClaim("ct.LeakyNone", ConstantTime, ""),
		sibClaim("ct.Good", ConstantTime, "ct.Var"),
		sibClaim("ct.Undetected", ConstantTime, "ct.QuietVar"),
		sibClaim("ct.Var", VarTime, ""),
		sibClaim("ct.QuietVar", VarTime, ""),
	}
	calls := fakeTiming(t, map[string]string{
		"ct.None": "no leak detected", "ct.Unknown": "no leak detected", "ct.WrongKind": "no leak detected",
		"ct.LeakyNone": "leak", "ct.Good": "no leak detected", "ct.Undetected": "no leak detected",
		"ct.Var": "leak", "ct.QuietVar": "no leak detected",
	})
	var rec recorder
	checkDudectTest(&rec, Options{Budget: time.Millisecond}, claims)
	want := map[string]string{
		"ct.None":       "ct.None (constant-time): no verdict (no sibling to measure), max |t| = 1.0 after 1000 measurements (raw test, 1s); constanttime: claim ct.None is constant-time but names no Sibling",
		"ct.Unknown":    `ct.Unknown (constant-time): no verdict (no sibling to measure), max |t| = 1.0 after 1000 measurements (raw test, 1s); constanttime: claim ct.Unknown: unknown Sibling "ct.Nowhere"`,
		"ct.WrongKind":  "ct.WrongKind (constant-time): no verdict (no sibling to measure), max |t| = 1.0 after 1000 measurements (raw test, 1s); constanttime: claim ct.WrongKind: Sibling ct.Good must be VarTime or Control, is constant-time",
		"ct.LeakyNone":  "ct.LeakyNone (constant-time): leak, max |t| = 42.0 after 1000 measurements (raw test, 1s); constanttime: claim ct.LeakyNone is constant-time but names no Sibling",
		"ct.Undetected": "ct.Undetected (constant-time): inconclusive (control not detected in the same budget), max |t| = 1.0 after 1000 measurements (raw test, 1s); sibling ct.QuietVar detected: false (inconclusive: Options.Budget may be too small",
	}
	got := map[string]string{}
	for _, e := range rec.errs {
		got[strings.Fields(e)[0]] = e
	}
	for name, w := range want {
		if !strings.HasPrefix(got[name], w) {
			t.Errorf("%s: error %q, want it to start %q", name, got[name], w)
		}
		if name != "ct.Undetected" && strings.Contains(got[name], "Budget") {
			t.Errorf("%s: %q blames the budget", name, got[name])
		}
	}
	if len(rec.errs) != len(want) {
		t.Errorf("%d errors, want %d: %q", len(rec.errs), len(want), rec.errs)
	}
	for _, name := range []string{"ct.None", "ct.Unknown", "ct.WrongKind", "ct.LeakyNone"} {
		if calls[name] != 1 {
			t.Errorf("%s measured %d times, want once (no second measurement can give it a verdict)", name, calls[name])
		}
	}
	if calls["ct.Undetected"] != 2 {
		t.Errorf("ct.Undetected measured %d times, want twice (inconclusive, measured again)", calls["ct.Undetected"])
	}
}

// TestValgrindSiblingMissing: a clean constant-time claim fails when its
// sibling is missing, unknown, of the wrong kind, not flagged or not
// checked (its runner crashed), each saying which; it passes only beside
// a flagged sibling.
func TestValgrindSiblingMissing(t *testing.T) {
	claims := []Claim{
		sibClaim("ct.None", ConstantTime, ""),
		sibClaim("ct.Unknown", ConstantTime, "ct.Nowhere"),
		sibClaim("ct.WrongKind", ConstantTime, "ct.Good"),
		sibClaim("ct.NotFlagged", ConstantTime, "ct.QuietVar"),
		sibClaim("ct.Crashed", ConstantTime, "ct.CrashedVar"),
		sibClaim("ct.Good", ConstantTime, "ct.Var"),
		sibClaim("ct.Var", VarTime, ""),
		sibClaim("ct.QuietVar", VarTime, ""),
		sibClaim("ct.CrashedVar", VarTime, ""),
	}
	byName := map[string]*Result{}
	for _, c := range claims {
		byName[c.Name] = &Result{Claim: c.Name, Kind: c.Kind.String(), Verdict: "clean", OK: true}
	}
	byName["ct.Var"].Verdict = "flagged as expected (1 locations)"
	byName["ct.QuietVar"].Verdict, byName["ct.QuietVar"].OK = "NOT FLAGGED: the check would prove nothing", false
	byName["ct.CrashedVar"].Verdict, byName["ct.CrashedVar"].OK, byName["ct.CrashedVar"].RunnerCrash = RunnerCrashed, false, "crashed twice: first run exit status 2; second run exit status 2"
	var rec recorder
	judgeValgrind(&rec, claims, byName)
	want := []string{
		"ct.None: clean, but constanttime: claim ct.None is constant-time but names no Sibling",
		`ct.Unknown: clean, but constanttime: claim ct.Unknown: unknown Sibling "ct.Nowhere"`,
		"ct.WrongKind: clean, but constanttime: claim ct.WrongKind: Sibling ct.Good must be VarTime or Control",
		"ct.NotFlagged: clean, but its sibling ct.QuietVar was not flagged",
		"ct.Crashed: clean, but its sibling ct.CrashedVar was not checked (" + RunnerCrashed + ")",
		"ct.QuietVar (variable-time): NOT FLAGGED",
		"ct.CrashedVar (variable-time): " + RunnerCrashed + ": crashed twice",
	}
	if len(rec.errs) != len(want) {
		t.Errorf("%d errors, want %d: %q", len(rec.errs), len(want), rec.errs)
	}
	for _, w := range want {
		found := false
		for _, e := range rec.errs {
			found = found || strings.HasPrefix(e, w)
		}
		if !found {
			t.Errorf("no error starts %q: %q", w, rec.errs)
		}
	}
	for _, e := range rec.errs {
		if strings.HasPrefix(e, "ct.Good") || strings.HasPrefix(e, "ct.Var") {
			t.Errorf("%q: a clean claim beside a flagged sibling failed", e)
		}
	}
}

// TestValidateSibling: Check refuses before running anything a
// constant-time claim whose named sibling is unknown or of the wrong
// kind; one that names none is run, and each method fails it.
func TestValidateSibling(t *testing.T) {
	for _, tc := range []struct {
		claims []Claim
		want   string
	}{
		{[]Claim{sibClaim("a", ConstantTime, "b")}, `claim a: unknown Sibling "b"`},
		{[]Claim{sibClaim("a", ConstantTime, "b"), sibClaim("b", NoGuarantee, "")}, "claim a: Sibling b must be VarTime or Control, is no documented guarantee"},
		{[]Claim{sibClaim("a", ConstantTime, "b"), sibClaim("b", VarTime, "")}, ""},
		{[]Claim{sibClaim("a", ConstantTime, "control.TableLookup")}, ""},
		{[]Claim{sibClaim("a", ConstantTime, "")}, ""},
	} {
		err := validate(tc.claims)
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%s: %v", tc.claims[0].Sibling, err)
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("%s: error %v, want %q", tc.claims[0].Sibling, err, tc.want)
		}
	}
}
