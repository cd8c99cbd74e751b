package audit

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/curvecheck/curvecheck/catalog"
	"github.com/curvecheck/curvecheck/constanttime"
	"github.com/curvecheck/curvecheck/constanttime/claims"
	"github.com/curvecheck/curvecheck/engine"
	"github.com/curvecheck/curvecheck/impls/refimpl"
	"github.com/curvecheck/curvecheck/internal/mutant"
)

// sampleAudit is an audit report with every section filled: a real
// differential run of the reference's X25519 and a wrong one (findings), a
// real dudect run of two leaky controls, and made-up Valgrind and benchmark
// rows (those runs take minutes).
func sampleAudit(t *testing.T) *Report {
	t.Helper()
	op, _ := catalog.LookupOp("x25519/ecdh")
	ref := refimpl.New()
	wrong := mutant.X25519("wrong")
	ed, _ := catalog.LookupOp("edwards25519/field_add")
	fast, err := catalog.Select("fast")
	if err != nil {
		t.Fatal(err)
	}
	d, err := engine.Run(engine.Config{Ops: []catalog.Op{op, ed}, Ref: ref, Impls: append([]catalog.Impl{wrong}, fast...), N: 10, Seed: 5, Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	if len(d.Findings) == 0 {
		t.Fatal("the wrong X25519 gave no finding")
	}
	dudect := constanttime.CheckDudect(func(c constanttime.Claim) bool {
		return c.Name == "control.TableLookup" || c.Name == "control.BranchOnBit"
	}, time.Second, nil)
	met, missed := true, false
	rep := &Report{
		Started: time.Date(2026, 12, 2, 1, 0, 0, 0, time.UTC), Duration: "1m0s", GoVersion: "go1.26", Budget: "10m0s",
		Impls: []string{"ref"}, Vectors: &VectorRun{}, DiffSeed: 5, Diff: d, Dudect: dudect,
		SelfChecks: []SelfCheck{{Name: "toy curve", OK: true, Duration: "1s"}},
		CT: []*constanttime.Result{
			{Claim: "fast/edwards25519.ScalarBaseMult", Library: "fast", Kind: "constant-time", Setting: "default", Verdict: "clean", OK: true},
			{Claim: "control.TableLookup", Library: "control", Kind: "leaky control", Setting: "default", Verdict: "flagged as expected (1 locations)", OK: true,
				Reports: []constanttime.Report{{What: "address", Location: "constanttime/claims_controls.go:21", Function: "constanttime.tableLookup", Count: 1}}},
		},
		Bench: &BenchReport{Count: 3, Benchtime: "100ms",
			Results: []BenchResult{{Name: "ScalarBaseMult/impl=fast", Median: 12000}},
			Ratios: []RatioResult{
				{Name: "ScalarBaseMult fast/filippo", Median: 0.8, Max: 1.0, Met: &met},
				{Name: "ScalarMult fast/filippo", Median: 1.3, Max: 1.1, Met: &missed},
				{Name: "Verify fast/stdlib", Median: 0.95},
			}},
	}
	rep.Declassified = claims.Declassified
	Judge(rep)
	return rep
}

// chromium finds Debian's chromium; outside CI its absence skips the test.
func chromium(t *testing.T) string {
	t.Helper()
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	if os.Getenv("CI") == "true" {
		t.Fatal("chromium is missing in CI (.ci/run installs Debian's chromium)")
	}
	t.Skip("chromium not installed (apt-get install chromium): the HTML report was not rendered in a browser")
	return ""
}

// headless runs chromium headless on url with args and returns its
// standard output and error.
func headless(t *testing.T, bin, url string, args ...string) (string, string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, bin, append([]string{"--headless", "--no-sandbox", "--disable-gpu", "--enable-logging=stderr", "--v=0",
		"--user-data-dir=" + t.TempDir()}, append(args, url)...)...)
	var o, e strings.Builder
	cmd.Stdout, cmd.Stderr = &o, &e
	if err := cmd.Run(); err != nil {
		t.Fatalf("chromium: %v\n%s", err, e.String())
	}
	return o.String(), e.String()
}

// TestHTMLReportInChromium renders an audit's report.html in headless
// Chromium: no console message (an error or a failed load), the page's
// script ran to its end, every section is in the DOM, the outcome filter
// and a sort work through the link's presets; a screenshot is written as
// an artifact.
func TestHTMLReportInChromium(t *testing.T) {
	bin := chromium(t)
	rep := sampleAudit(t)
	b, err := HTML(rep)
	if err != nil {
		t.Fatal(err)
	}
	page := string(b)
	// SVG namespace names are identifiers, not loads.
	local := regexp.MustCompile(`xmlns(:\w+)?="http://www\.w3\.org/[^"]*"`).ReplaceAllString(page, "")
	for _, bad := range []string{"http://", "https://", "<link", "src=", "url("} {
		if i := strings.Index(local, bad); i >= 0 {
			t.Errorf("the page refers to something outside itself: %q", local[max(0, i-60):min(len(local), i+60)])
		}
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "report.html")
	if err := os.WriteFile(path, []byte(page), 0o644); err != nil {
		t.Fatal(err)
	}
	url := "file://" + path
	dom, logs := headless(t, bin, url, "--dump-dom")
	if m := regexp.MustCompile(`(?m)^.*CONSOLE.*$`).FindAllString(logs, -1); len(m) > 0 {
		t.Errorf("console messages:\n%s", strings.Join(m, "\n"))
	}
	if !strings.Contains(dom, `data-ready="ok"`) {
		t.Errorf("the page's script did not run to its end")
	}
	if !strings.Contains(dom, `<div id="js-errors"></div>`) {
		t.Errorf("the page caught a script error: %s", regexp.MustCompile(`<div id="js-errors">[^<]*`).FindString(dom))
	}
	for _, id := range []string{"verdict", "coverage", "differential", "ops", "findings", "vectors", "self-checks", "constant-time", "dudect", "dudect-curves", "benchmarks", "ratio-chart"} {
		if !strings.Contains(dom, `id="`+id+`"`) {
			t.Errorf("section %s missing from the DOM", id)
		}
	}
	if n := strings.Count(dom, `class="finding"`); n != len(rep.Diff.Findings) {
		t.Errorf("%d findings in the DOM, %d in the report", n, len(rep.Diff.Findings))
	}
	if !strings.Contains(dom, "curvecheck diff --op x25519/ecdh --impl wrong") {
		t.Error("no replay command for the findings")
	}
	rows := len(opRows(rep.Diff))
	if want := fmt.Sprintf("%d of %d rows", rows, rows); !strings.Contains(dom, want) {
		t.Errorf("row count %q missing", want)
	}
	// Filtered to failures: the wrong X25519's row only.
	dom, _ = headless(t, bin, url+"#outcome=fail&sort=2", "--dump-dom")
	if want := fmt.Sprintf("1 of %d rows", rows); !strings.Contains(dom, want) {
		t.Errorf("outcome filter: %q missing: %s", want, regexp.MustCompile(`<span id="row-count"[^<]*`).FindString(dom))
	}
	if !regexp.MustCompile(`data-dir="asc"`).MatchString(dom) {
		t.Error("the sort preset did not sort")
	}
	// The screenshot: what a reviewer sees first.
	art := artifactDir(t)
	if err := os.WriteFile(filepath.Join(art, "report.html"), []byte(page), 0o644); err != nil {
		t.Fatal(err)
	}
	shot := filepath.Join(art, "report-html.png")
	headless(t, bin, url, "--hide-scrollbars", "--window-size=1400,1800", "--screenshot="+shot)
	if fi, err := os.Stat(shot); err != nil || fi.Size() < 10000 {
		t.Fatalf("no screenshot at %s: %v", shot, err)
	}
	t.Logf("screenshot: %s (the page: %s)", shot, filepath.Join(art, "report.html"))
}

// artifactDir is where tests leave files for a person to look at:
// $CURVECHECK_ARTIFACTS, or curvecheck-artifacts in the system's temporary
// folder.
func artifactDir(t *testing.T) string {
	dir := os.Getenv("CURVECHECK_ARTIFACTS")
	if dir == "" {
		dir = filepath.Join(os.TempDir(), "curvecheck-artifacts")
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	return dir
}
