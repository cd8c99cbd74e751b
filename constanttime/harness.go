package constanttime

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
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

// Report is one memcheck error attributed to a claim.
type Report struct {
	What     string `json:"what"`     // "branch" (conditional jump or move) or "address" (use of uninitialised value)
	Location string `json:"location"` // file:line of the innermost matching frame
	Function string `json:"function"`
	Count    int    `json:"count"`
	Benign   string `json:"benign,omitempty"` // the registry's reason, if excused
}

// Result is a claim checked at one setting.
type Result struct {
	Claim   string   `json:"claim"`
	Library string   `json:"library"`
	Kind    string   `json:"kind"`
	Setting string   `json:"setting"`
	Reports []Report `json:"reports,omitempty"`
	Noise   int      `json:"runtime_noise"` // memcheck errors with no frame of the claim
	Verdict string   `json:"verdict"`
	OK      bool     `json:"ok"`
}

var (
	errHeader = regexp.MustCompile(`^==\d+== (Conditional jump or move depends on uninitialised value|Use of uninitialised value)`)
	frameLine = regexp.MustCompile(`^==\d+==    (?:at|by) 0x[0-9A-F]+: (.+) \((.+:\d+)\)$`)
)

// RunValgrind runs the claim under memcheck with bin and attributes every
// report whose innermost frame matches the claim's Frames. A report that
// does not come back in a second run is runtime noise (a deterministic
// computation on a fixed secret takes the same path every time): when a
// constant-time claim shows reports, it is run again and only the reports
// present in both runs count.
func RunValgrind(bin string, c Claim, setting string) (*Result, error) {
	res, err := runValgrindOnce(bin, c, setting)
	if err != nil || c.Kind != ConstantTime || len(res.Reports) == 0 {
		return res, err
	}
	again, err := runValgrindOnce(bin, c, setting)
	if err != nil {
		return nil, err
	}
	seen := map[string]bool{}
	for _, r := range again.Reports {
		seen[r.What+" "+r.Location] = true
	}
	var kept []Report
	for _, r := range res.Reports {
		if seen[r.What+" "+r.Location] {
			kept = append(kept, r)
		} else {
			res.Noise += r.Count
		}
	}
	res.Reports = kept
	judge(res, c)
	return res, nil
}

func runValgrindOnce(bin string, c Claim, setting string) (*Result, error) {
	cmd := exec.Command("valgrind", "--tool=memcheck", "--num-callers=40", "--error-limit=no", bin, "-claim", c.Name)
	// No collection, and no asynchronous preemption: a preemption signal
	// landing inside the function saves its (secret) registers and lets the
	// scheduler read them, runtime noise that would otherwise depend on
	// timing.
	cmd.Env = append(os.Environ(), "GOGC=off", "GODEBUG=asyncpreemptoff=1", "GOMAXPROCS=1")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		return nil, fmt.Errorf("valgrind %s: %v\n%s", c.Name, err, lastLines(stderr.String(), 20))
	}
	res := &Result{Claim: c.Name, Library: c.Library, Kind: c.Kind.String(), Setting: setting}
	byLoc := map[string]*Report{}
	sc := bufio.NewScanner(&stderr)
	sc.Buffer(make([]byte, 1<<16), 1<<20)
	var cur *Report // the error being read; nil outside one
	attributed := false
	first := false // the next frame line is the innermost ("at") frame
	flush := func() {
		if cur != nil && !attributed {
			res.Noise++
		}
		cur, attributed = nil, false
	}
	for sc.Scan() {
		line := sc.Text()
		if m := errHeader.FindStringSubmatch(line); m != nil {
			flush()
			what := "address"
			if strings.HasPrefix(m[1], "Conditional") {
				what = "branch"
			}
			cur = &Report{What: what}
			first = true
			continue
		}
		if cur == nil || attributed {
			continue
		}
		m := frameLine.FindStringSubmatch(line)
		if m == nil {
			if strings.TrimSpace(strings.SplitN(line, "==", 3)[len(strings.SplitN(line, "==", 3))-1]) == "" {
				flush()
			}
			continue
		}
		innermost := first
		first = false
		if !innermost {
			// Only the innermost frame counts: a report raised in the
			// runtime (stack growth, scheduling) below the function is
			// runtime noise, not the function's own branch or address.
			continue
		}
		for _, f := range c.Frames {
			if strings.Contains(m[1], f) {
				key := cur.What + " " + m[2]
				if r, ok := byLoc[key]; ok {
					r.Count++
				} else {
					cur.Location, cur.Function, cur.Count = m[2], m[1], 1
					if reason, ok := c.Benign[m[2]]; ok {
						cur.Benign = reason
					}
					byLoc[key] = cur
				}
				attributed = true
				break
			}
		}
	}
	flush()
	for _, r := range byLoc {
		res.Reports = append(res.Reports, *r)
	}
	sort.Slice(res.Reports, func(i, j int) bool { return res.Reports[i].Location < res.Reports[j].Location })
	judge(res, c)
	return res, nil
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
