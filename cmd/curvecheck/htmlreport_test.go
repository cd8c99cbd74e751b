package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestAuditHTMLReport: the audit command writes report.html next to the
// other reports, with the same verdict and every check that did not run.
// (Package audit's tests check the page itself, in a browser too.)
func TestAuditHTMLReport(t *testing.T) {
	out := t.TempDir()
	code, stdout, stderr := runCLI(t, "audit", "--out", out, "--budget", "1ns", "--sections", "vectors,bench", "--diff-seed", "7")
	if code != 3 {
		t.Fatalf("exit %d, want 3 (incomplete): %s %s", code, stdout, stderr)
	}
	page, err := os.ReadFile(filepath.Join(out, "report.html"))
	if err != nil {
		t.Fatal(err)
	}
	s := string(page)
	if !strings.Contains(s, `<div class="verdict incomplete" id="verdict-value">INCOMPLETE</div>`) || strings.Contains(s, "CLEAN") {
		t.Errorf("report.html does not say incomplete")
	}
	for _, want := range []string{"<li>benchmarks (budget exhausted)</li>", "<li>differential comparison (not selected with --sections)</li>",
		"<li>dudect timing (not selected with --sections)</li>", "curvecheck audit --diff-seed 7"} {
		if !strings.Contains(s, want) {
			t.Errorf("report.html lacks %q", want)
		}
	}
	if !strings.Contains(stdout, filepath.Join(out, "report.html")) {
		t.Errorf("stdout does not name report.html: %s", stdout)
	}
	if code, _, stderr := runCLI(t, "audit", "--out", out, "--sections", "vectors,nope"); code != 2 || !strings.Contains(stderr, `--sections: unknown section "nope" (known: all, vectors, self-checks`) {
		t.Errorf("unknown section: exit %d, %s", code, stderr)
	}
}
