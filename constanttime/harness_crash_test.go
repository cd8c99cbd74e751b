package constanttime

import (
	"errors"
	"strings"
	"testing"
)

// TestGoCrash tells a Go runtime crash (retried once) from a program that
// failed otherwise (an error at once).
func TestGoCrash(t *testing.T) {
	crash := "constanttime: ran fast/x\nSIGSEGV: segmentation violation\nPC=0x4a2b1c m=0 sigcode=1\n\nrax    0x0\nrflags 0x44\ncs     0x0\n"
	if !goCrash(crash) {
		t.Error("a register dump not taken for a crash")
	}
	for _, out := range []string{"--- FAIL: TestX\nFAIL\n", "constanttime: the claim panicked: boom\n", ""} {
		if goCrash(out) {
			t.Errorf("%q taken for a crash", out)
		}
	}
}

// fakeRunner returns runs in turn, as the valgrind runner would have, and
// fails the test when asked for more.
type fakeRunner struct {
	t     *testing.T
	runs  []runnerOutput
	calls int
}

func (f *fakeRunner) run() runnerOutput {
	f.calls++
	if f.calls > len(f.runs) {
		f.t.Fatalf("run %d of the runner, %d expected", f.calls, len(f.runs))
	}
	return f.runs[f.calls-1]
}

// Runs of a runner for the claim control.X: one that ran to its end
// (memcheckOutput's three reports under Exercise), and crashes seen or
// feared: the amd64 register dump after the claim ran (exit status 2, as
// in CI), the same with memcheck's reports printed before the crash, an
// arm64 dump (no rflags line), a run killed by a signal with no output,
// and a non-zero exit with no crash output at all.
var (
	ranX     = ranLine("control.X")
	finished = runnerOutput{stdout: ranX, stderr: memcheckOutput}
	amd64    = runnerOutput{stdout: ranX, stderr: "==7== Memcheck, a memory error detector\nSIGSEGV: segmentation violation\nPC=0x4a2b1c m=0 sigcode=1\n\nrax    0x0\nrflags 0x10246\n",
		err: errors.New("exit status 2")}
	withReports = runnerOutput{stdout: ranX, stderr: memcheckOutput + "SIGSEGV: segmentation violation\nrflags 0x10246\n", err: errors.New("exit status 2")}
	arm64       = runnerOutput{stderr: "SIGILL: illegal instruction\nPC=0x7a010 m=0 sigcode=2\n\nr0      0x0\nlr      0x7a000\npc      0x7a010\nfault   0x0\n", err: errors.New("exit status 2")}
	killed      = runnerOutput{err: errors.New("signal: killed")}
	exit1       = runnerOutput{stdout: ranX, err: errors.New("exit status 1")}
)

// TestRunnerCrashRetried: a runner that crashes once is run again and the
// verdict is the second run's, with the first run's end kept in Crashed;
// the reports of a crashed run never count.
func TestRunnerCrashRetried(t *testing.T) {
	for name, first := range map[string]runnerOutput{"amd64 dump": amd64, "reports then dump": withReports, "arm64 dump": arm64, "killed": killed, "exit 1": exit1} {
		t.Run(name, func(t *testing.T) {
			f := &fakeRunner{t: t, runs: []runnerOutput{first, finished}}
			res, err := memcheckRetry(f.run, Claim{Name: "control.X", Kind: Control}, "default", nil)
			if err != nil {
				t.Fatal(err)
			}
			if f.calls != 2 {
				t.Errorf("%d runs, want 2", f.calls)
			}
			if !res.OK || res.Verdict != "flagged as expected (3 locations)" || len(res.Reports) != 3 {
				t.Errorf("verdict %q ok=%v with %d reports, want the second run's: flagged as expected (3 locations)", res.Verdict, res.OK, len(res.Reports))
			}
			if res.RunnerCrash != "" || !strings.HasPrefix(res.Crashed, first.err.Error()) {
				t.Errorf("Crashed %q, RunnerCrash %q: want the first run's end only", res.Crashed, res.RunnerCrash)
			}
		})
	}
}

// TestRunnerCrashTwice: a runner that crashes on both runs gives the
// RunnerCrashed verdict, for every kind of claim: never a pass (a control
// "flagged", a constant-time claim "clean") and never a leak verdict, even
// when memcheck reported before the crash. It is not run a third time.
func TestRunnerCrashTwice(t *testing.T) {
	for _, kind := range []Kind{ConstantTime, VarTime, Control, NoGuarantee} {
		t.Run(kind.String(), func(t *testing.T) {
			f := &fakeRunner{t: t, runs: []runnerOutput{withReports, amd64}}
			res, err := memcheckRetry(f.run, Claim{Name: "control.X", Kind: kind}, "default", nil)
			if err != nil {
				t.Fatal(err)
			}
			if f.calls != 2 {
				t.Errorf("%d runs, want 2", f.calls)
			}
			if res.OK || res.Verdict != RunnerCrashed || len(res.Reports) != 0 {
				t.Errorf("verdict %q ok=%v with %d reports, want %q, not ok, no report", res.Verdict, res.OK, len(res.Reports), RunnerCrashed)
			}
			for _, want := range []string{"first run exit status 2: SIGSEGV: segmentation violation", "second run exit status 2: SIGSEGV: segmentation violation"} {
				if !strings.Contains(res.RunnerCrash, want) {
					t.Errorf("RunnerCrash %q lacks %q", res.RunnerCrash, want)
				}
			}
			if res.Claim != "control.X" || res.Setting != "default" || res.Kind != kind.String() {
				t.Errorf("result names %s [%s] %s", res.Claim, res.Setting, res.Kind)
			}
		})
	}
}

// TestRunnerCrashWhileConfirming: a constant-time claim with reports is
// run again to keep only the reports both runs show; when that second
// check's runner crashes twice, the result is RunnerCrashed, not the
// first run's leak.
func TestRunnerCrashWhileConfirming(t *testing.T) {
	f := &fakeRunner{t: t, runs: []runnerOutput{finished, arm64, killed}}
	c := Claim{Name: "control.X", Kind: ConstantTime}
	res, err := reproduced(c, func() (*Result, error) { return memcheckRetry(f.run, c, "default", nil) })
	if err != nil {
		t.Fatal(err)
	}
	if f.calls != 3 || res.OK || res.Verdict != RunnerCrashed || !strings.Contains(res.RunnerCrash, "signal: killed") {
		t.Errorf("%d runs, verdict %q ok=%v, RunnerCrash %q: want 3 runs and %q", f.calls, res.Verdict, res.OK, res.RunnerCrash, RunnerCrashed)
	}
}

// TestRunnerDidNotRunClaim: a run that ended normally without the claim's
// ran line is an error at once, not a crash to retry and not a verdict.
func TestRunnerDidNotRunClaim(t *testing.T) {
	f := &fakeRunner{t: t, runs: []runnerOutput{{stdout: "testing: warning: no tests to run\nPASS\n", stderr: memcheckOutput}}}
	res, err := memcheckRetry(f.run, Claim{Name: "control.X", Kind: Control}, "default", nil)
	if err == nil || !strings.Contains(err.Error(), "did not run the claim") || res != nil || f.calls != 1 {
		t.Errorf("result %+v, error %v after %d runs: want the error at once", res, err, f.calls)
	}
}
