package constanttime

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
)

// Setting is a build configuration the Valgrind method runs at: compilers
// turn masks into branches, so one clean build proves little about another.
type Setting struct {
	Name string
	Tags []string
	Env  []string
}

// Settings are the build configurations checked on amd64.
var Settings = []Setting{
	{Name: "default"},
	{Name: "purego", Tags: []string{"purego"}},
	{Name: "GOAMD64=v1", Env: []string{"GOAMD64=v1"}},
	{Name: "GOAMD64=v3", Env: []string{"GOAMD64=v3"}},
}

// BuildRunner builds ctrun for s with the Go runtime's Valgrind support
// (-tags valgrind) into dir and returns the binary's path. It needs the go
// command and this module's source.
func BuildRunner(dir string, s Setting) (string, error) {
	out := filepath.Join(dir, "ctrun-"+strings.NewReplacer("=", "-", "/", "-").Replace(s.Name))
	tags := append([]string{"valgrind"}, s.Tags...)
	cmd := exec.Command("go", "build", "-tags", strings.Join(tags, ","), "-o", out, "github.com/curvecheck/curvecheck/constanttime/ctrun")
	cmd.Env = append(append(os.Environ(), "GOEXPERIMENT=nodwarf5"), s.Env...)
	if b, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("building the runner (%s): %v\n%s", s.Name, err, b)
	}
	return out, nil
}

// Report is one memcheck error attributed to a claim: its stack passes
// through the claim's entry frame (Exercise).
type Report struct {
	What     string `json:"what"`     // "branch" (conditional jump or move) or "address" (use of uninitialised value)
	Location string `json:"location"` // file:line of the innermost frame, the path shortened
	File     string `json:"-"`        // its full path
	Line     int    `json:"-"`
	Function string `json:"function"` // the innermost frame
	// Caller is the first frame outside the runtime's helpers (see
	// runtimeHelper), when the innermost frame is one: the source line
	// that called runtime.memequal, for instance. Excuses apply there.
	Caller     string   `json:"caller,omitempty"`
	callerFile string   // its full path and line
	callerLine int      //
	Stack      []string `json:"stack"` // the frames from the innermost to the claim's Run, outermost last
	Count      int      `json:"count"`
	Benign     string   `json:"benign,omitempty"` // the registry's reason, if excused
}

// Result is a claim checked at one setting.
type Result struct {
	Claim   string   `json:"claim"`
	Library string   `json:"library"`
	Kind    string   `json:"kind"`
	Setting string   `json:"setting"`
	Reports []Report `json:"reports,omitempty"`
	// Noise counts memcheck errors not held against the claim: outside its
	// call tree (other goroutines, the harness), under an allow-listed
	// runtime frame (by reason), or not reproduced by a second run.
	Noise        int            `json:"runtime_noise"`
	AllowListed  map[string]int `json:"allow_listed,omitempty"`
	NotReproduce int            `json:"not_reproduced,omitempty"`
	// Crashed, when set, is how the first run under memcheck ended: the
	// runner died (a non-zero exit, a signal, the Go runtime's register
	// dump) and the verdict is the second run's.
	Crashed string `json:"crashed_first_run,omitempty"`
	// RunnerCrash, when set, says the runner crashed on the second run too,
	// and how: the claim was not checked, Verdict is RunnerCrashed and OK
	// is false.
	RunnerCrash string `json:"runner_crash,omitempty"`
	Verdict     string `json:"verdict"`
	OK          bool   `json:"ok"`
}

// entryFrame is the function every claim runs under (Exercise): a report
// whose stack contains it is inside the claimed function's call tree.
const entryFrame = "github.com/curvecheck/curvecheck/constanttime.Exercise"

// RuntimeAllowList names the Go runtime frames under which a report is
// not held against a claim, each with its reason. A report is excluded when
// one of these frames lies between the report and the claim's entry; any
// other frame counts, the runtime's own included (runtime.memequal under
// bytes.Equal on a secret is a leak). Keep the list short and every reason
// specific. The garbage collector and the scheduler have no entry: the
// runner runs with GOGC=off, GOMAXPROCS=1 and no asynchronous preemption,
// and what the scheduler does runs on its own stack, outside every claim's
// call tree (counted as noise there).
var RuntimeAllowList = []struct {
	Frame  string
	Reason string
}{
	{"runtime.morestack", stackGrowth},
	{"runtime.newstack", stackGrowth},
	{"runtime.(*mcache).refill", spanRefill},
	{"runtime.(*mcentral).grow", spanRefill},
	{"runtime.(*mheap).alloc", spanRefill},
}

const (
	stackGrowth = "stack growth: the runtime copies the goroutine's stack and tests every word of it (secrets included) for a pointer into the old stack; it runs when the stack outgrows its size, which the call depth decides, not the secret"
	spanRefill  = "a fresh span for the allocator: the runtime reads span metadata that its Valgrind annotations mark undefined on fresh spans; it runs when a size class runs out, which the count and sizes of allocations decide, not the allocated bytes"
)

func allowListed(fn string) (string, bool) {
	fn = strings.TrimSuffix(fn, ".abi0") // assembly functions
	for _, a := range RuntimeAllowList {
		if fn == a.Frame {
			return a.Reason, true
		}
	}
	return "", false
}

var (
	errHeader = regexp.MustCompile(`^==\d+== (Conditional jump or move depends on uninitialised value|Use of uninitialised value)`)
	frameLine = regexp.MustCompile(`^==\d+==    (?:at|by) 0x[0-9A-F]+: (.+?)(?: \((.+)\))?$`)
	blankLine = regexp.MustCompile(`^==\d+==\s*$`)
)

// frame is one line of a memcheck stack.
type frame struct {
	fn   string
	file string // "" when memcheck has no line information
	line int
}

func parseFrame(m []string) frame {
	f := frame{fn: m[1]}
	if loc := m[2]; loc != "" && !strings.HasPrefix(loc, "in ") {
		if i := strings.LastIndexByte(loc, ':'); i > 0 {
			if n, err := strconv.Atoi(loc[i+1:]); err == nil {
				f.file, f.line = loc[:i], n
			}
		}
	}
	return f
}

// shortPath trims a source path to what a reader recognises: from the
// module path in the module cache, from src/ in GOROOT, or the project's
// relative path.
func shortPath(p string) string {
	if i := strings.Index(p, "/pkg/mod/"); i >= 0 {
		return p[i+len("/pkg/mod/"):]
	}
	if g := runtimeGOROOT(); g != "" && strings.HasPrefix(p, g+"/src/") {
		return p[len(g)+len("/src/"):]
	}
	if wd, err := os.Getwd(); err == nil {
		if root := moduleRoot(wd); root != "" && strings.HasPrefix(p, root+"/") {
			return p[len(root)+1:]
		}
	}
	return p
}

// RunValgrind runs the claim under memcheck with bin and attributes every
// report whose stack passes through the claim's entry (Exercise), unless a
// frame between them is on RuntimeAllowList. A report that does not come
// back in a second run is runtime noise (a deterministic computation on a
// fixed secret takes the same path every time): when a constant-time claim
// shows reports, it is run again and only the reports present in both runs
// count. A runner that crashes is run once more; crashed twice, the result
// is RunnerCrashed (see memcheckRetry). excuses are the claim's Benign
// entries resolved to source locations (ResolveExcuses).
func RunValgrind(bin string, c Claim, setting string, excuses map[string]string) (*Result, error) {
	return reproduced(c, func() (*Result, error) {
		return runMemcheck([]string{bin, "-claim", c.Name}, nil, c, setting, excuses)
	})
}

// reproduced runs a memcheck check of c once, and again when c is a
// constant-time claim with reports, keeping only the reports of both runs.
// A crashed runner's result (RunnerCrash) is returned as it is, from
// either run.
func reproduced(c Claim, run func() (*Result, error)) (*Result, error) {
	res, err := run()
	if err != nil || res.RunnerCrash != "" || c.Kind != ConstantTime || len(res.Reports) == 0 {
		return res, err
	}
	again, err := run()
	if err != nil {
		return nil, err
	}
	if again.RunnerCrash != "" {
		return again, nil
	}
	seen := map[string]bool{}
	for _, r := range again.Reports {
		seen[reportKey(r)] = true
	}
	var kept []Report
	for _, r := range res.Reports {
		if seen[reportKey(r)] {
			kept = append(kept, r)
		} else {
			res.NotReproduce += r.Count
			res.Noise += r.Count
		}
	}
	res.Reports = kept
	judge(res, c)
	return res, nil
}

func reportKey(r Report) string {
	return fmt.Sprintf("%s %s:%d via %s:%d", r.What, r.File, r.Line, r.callerFile, r.callerLine)
}

// runtimeHelper reports whether fn is one of the runtime's helpers that
// compiled code calls for a source-level operation (runtime.memequal for
// an array comparison, memeqbody under bytes.Equal): a report there is
// about the line that called it.
func runtimeHelper(fn string) bool {
	return strings.HasPrefix(fn, "runtime.") || strings.HasPrefix(fn, "internal/bytealg.") || !strings.Contains(fn, ".")
}

// runMemcheck runs argv (a program that runs claim c under Exercise and
// prints its ran line) under memcheck, with env added to the environment,
// and attributes its reports, retrying a crashed run once (memcheckRetry).
func runMemcheck(argv, env []string, c Claim, setting string, excuses map[string]string) (*Result, error) {
	args := append([]string{"--tool=memcheck", "--num-callers=200", "--error-limit=no", "--fullpath-after="}, argv...)
	run := func() runnerOutput {
		cmd := exec.Command("valgrind", args...)
		// No collection, and no asynchronous preemption: a preemption
		// signal landing inside the function saves its (secret) registers
		// and lets the scheduler read them, runtime noise that would
		// otherwise depend on timing.
		cmd.Env = append(append(os.Environ(), "GOGC=off", "GODEBUG=asyncpreemptoff=1", "GOMAXPROCS=1"), env...)
		var stdout, stderr bytes.Buffer
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		err := cmd.Run()
		return runnerOutput{stdout: stdout.String(), stderr: stderr.String(), err: err}
	}
	return memcheckRetry(run, c, setting, excuses)
}

// runnerOutput is what one run of a runner under memcheck left: the
// program's standard output, the standard error it shares with memcheck,
// and how it ended (exec's error: a non-zero exit status or a signal).
type runnerOutput struct {
	stdout, stderr string
	err            error
}

// RunnerCrashed is the verdict of a check whose runner crashed on both of
// its runs (Result.RunnerCrash says how): the claim was not checked.
const RunnerCrashed = "RUNNER CRASHED: not checked"

// crash says how a run of the runner died before its report was complete,
// or "" when it ran to its end: a non-zero exit status, a signal, or the
// Go runtime's crash output (a register dump, a fatal error) are crashes,
// whatever memcheck reported before them.
func crash(o runnerOutput) string {
	out := o.stdout + o.stderr
	if o.err == nil && !goCrash(out) {
		return ""
	}
	how := "crash output with exit status 0"
	if o.err != nil {
		how = o.err.Error()
	}
	if line := crashLine(out); line != "" {
		how += ": " + line
	}
	return how
}

// crashLine returns the first line of out that says how the Go runtime
// died (its signal or fatal error line), or "".
func crashLine(out string) string {
	for _, line := range strings.Split(out, "\n") {
		if strings.HasPrefix(line, "fatal error: ") || strings.HasPrefix(line, "panic: ") || goSignal.MatchString(line) {
			return strings.TrimSpace(line)
		}
	}
	return ""
}

// goSignal matches the Go runtime's line for a fatal signal
// ("SIGSEGV: segmentation violation").
var goSignal = regexp.MustCompile(`^SIG[A-Z0-9]+: `)

// memcheckRetry runs the runner (run) once and attributes the reports of
// its run to c. A run that crashed (see crash) says nothing about the
// claim, whatever memcheck printed before it died: it is run once more,
// and Result.Crashed keeps how the first run ended. When the second run
// crashes too, the result's Verdict is RunnerCrashed and RunnerCrash says
// how both ended: OK is false and no report is kept, so it is neither a
// pass nor a leak verdict. A run that ended normally without the claim's
// ran line (a test filter that matched no test) is an error.
func memcheckRetry(run func() runnerOutput, c Claim, setting string, excuses map[string]string) (*Result, error) {
	o := run()
	first := crash(o)
	if first != "" {
		o = run()
		if second := crash(o); second != "" {
			return &Result{Claim: c.Name, Library: c.Library, Kind: c.Kind.String(), Setting: setting,
				Crashed: first, RunnerCrash: fmt.Sprintf("crashed twice: first run %s; second run %s\n%s", first, second, lastLines(o.stdout+o.stderr, 10)),
				Verdict: RunnerCrashed}, nil
		}
	}
	// The program says it ran the claim: a run that exercised nothing
	// never gives a clean verdict.
	if !strings.Contains(o.stdout, ranLine(c.Name)) {
		return nil, fmt.Errorf("valgrind %s: the program did not run the claim (no %q line in its output)\n%s", c.Name, strings.TrimSpace(ranLine(c.Name)), lastLines(o.stdout, 20))
	}
	res := parseMemcheck(o.stderr, excuses)
	res.Claim, res.Library, res.Kind, res.Setting = c.Name, c.Library, c.Kind.String(), setting
	res.Crashed = first
	judge(res, c)
	return res, nil
}

// goCrash reports whether a program's output shows the Go runtime dying
// on a signal or a fatal error (its register dump or its fatal line), as
// opposed to a test that failed.
func goCrash(out string) bool {
	return strings.Contains(out, "\nrflags ") || strings.Contains(out, "fatal error: ") ||
		strings.Contains(out, "\nSIGSEGV: ") || strings.Contains(out, "\nSIGBUS: ")
}

// parseMemcheck attributes memcheck's error reports (its standard error)
// to the claim that ran under Exercise.
func parseMemcheck(out string, excuses map[string]string) *Result {
	res := &Result{}
	byLoc := map[string]*Report{}
	var what string
	var stack []frame
	inError := false
	flush := func() {
		if !inError {
			return
		}
		inError = false
		attribute(res, byLoc, what, stack, excuses)
		stack = nil
	}
	for _, line := range strings.Split(out, "\n") {
		if m := errHeader.FindStringSubmatch(line); m != nil {
			flush()
			inError = true
			what = "address"
			if strings.HasPrefix(m[1], "Conditional") {
				what = "branch"
			}
			continue
		}
		if !inError {
			continue
		}
		if m := frameLine.FindStringSubmatch(line); m != nil {
			stack = append(stack, parseFrame(m))
			continue
		}
		if blankLine.MatchString(line) || !strings.HasPrefix(line, "==") {
			flush()
		}
	}
	flush()
	for _, r := range byLoc {
		res.Reports = append(res.Reports, *r)
	}
	sort.Slice(res.Reports, func(i, j int) bool { return reportKey(res.Reports[i]) < reportKey(res.Reports[j]) })
	return res
}

// attribute files one memcheck error: against the claim when its stack
// passes through the entry frame with no allow-listed runtime frame in
// between, as noise otherwise.
func attribute(res *Result, byLoc map[string]*Report, what string, stack []frame, excuses map[string]string) {
	entry := -1
	for i, f := range stack {
		if f.fn == entryFrame {
			entry = i
			break
		}
	}
	if entry <= 0 {
		res.Noise++ // outside the claim's call tree
		return
	}
	for _, f := range stack[:entry] {
		if reason, ok := allowListed(f.fn); ok {
			res.Noise++
			if res.AllowListed == nil {
				res.AllowListed = map[string]int{}
			}
			res.AllowListed[f.fn+": "+reason]++
			return
		}
	}
	inner := stack[0]
	for _, f := range stack[:entry] {
		if f.file != "" {
			inner = f
			break
		}
	}
	r := Report{What: what, File: inner.file, Line: inner.line, Function: inner.fn,
		Location: fmt.Sprintf("%s:%d", shortPath(inner.file), inner.line), Count: 1}
	if inner.file == "" {
		r.Location = "(no line information)"
	}
	for _, f := range stack[:entry] {
		r.Stack = append(r.Stack, f.fn)
	}
	// An excuse names a source line: the innermost frame's, or, under a
	// runtime helper, the line that called the helper.
	at := inner
	if runtimeHelper(inner.fn) {
		for _, f := range stack[:entry] {
			if !runtimeHelper(f.fn) && f.file != "" {
				at = f
				r.Caller = fmt.Sprintf("%s:%d (%s)", shortPath(f.file), f.line, f.fn)
				r.callerFile, r.callerLine = f.file, f.line
				break
			}
		}
	}
	key := reportKey(r)
	if prev, ok := byLoc[key]; ok {
		prev.Count++
		return
	}
	r.Benign = excuses[fmt.Sprintf("%s:%d", at.file, at.line)]
	byLoc[key] = &r
}

// judge sets the verdict from the attributed reports.
func judge(res *Result, c Claim) {
	leaks := 0
	for _, r := range res.Reports {
		if r.Benign == "" {
			leaks++
		}
	}
	switch c.Kind {
	case ConstantTime:
		res.OK = leaks == 0
		res.Verdict = "clean"
		if !res.OK {
			res.Verdict = fmt.Sprintf("LEAK (%d locations)", leaks)
		}
	case VarTime, Control:
		res.OK = leaks > 0
		res.Verdict = fmt.Sprintf("flagged as expected (%d locations)", leaks)
		if !res.OK {
			res.Verdict = "NOT FLAGGED: the check would prove nothing"
		}
	case NoGuarantee:
		res.OK = true
		res.Verdict = "clean"
		if leaks > 0 {
			res.Verdict = fmt.Sprintf("depends on the secret (%d locations; no guarantee documented)", leaks)
		}
	}
}

func lastLines(s string, n int) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, "\n")
}
