package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/curvecheck/curvecheck/audit"
	"github.com/curvecheck/curvecheck/vectors"
)

func runCLI(t *testing.T, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var o, e bytes.Buffer
	code = run(args, &o, &e)
	return code, o.String(), e.String()
}

func TestBadInputIsOneLineNoPanic(t *testing.T) {
	dir := t.TempDir()
	good, _ := vectors.ReadStaged("wycheproof/ecdsa_secp256k1_sha256_p1363_test.json")
	files := map[string]string{
		"truncated.json": string(good[:len(good)/3]),
		"notjson.json":   "this is not JSON\n",
		"empty.json":     "",
	}
	for name, content := range files {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
		code, _, stderr := runCLI(t, "vectors", "--file", p)
		if code != 2 || !strings.Contains(stderr, name) || strings.Contains(stderr, "goroutine") {
			t.Errorf("%s: exit %d, stderr %q", name, code, stderr)
		}
	}
	if code, _, stderr := runCLI(t, "vectors", "--file", filepath.Join(dir, "missing.json")); code != 2 || !strings.Contains(stderr, "missing.json") {
		t.Errorf("missing file: exit %d, %q", code, stderr)
	}
	if code, _, stderr := runCLI(t, "vectors", "--impl", "nosuch"); code != 2 || !strings.Contains(stderr, "nosuch") {
		t.Errorf("unknown impl: exit %d, %q", code, stderr)
	}
	if code, _, _ := runCLI(t, "vectors", "--no-such-flag"); code != 2 {
		t.Errorf("unknown flag: exit %d", code)
	}
}

func TestVectorsJSON(t *testing.T) {
	dir := t.TempDir()
	data, _ := vectors.ReadStaged("bip340/test-vectors.csv")
	p := filepath.Join(dir, "bip340.csv")
	os.WriteFile(p, data, 0o644)
	code, stdout, stderr := runCLI(t, "vectors", "--json", "--file", p)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	var run audit.VectorRun
	if err := json.Unmarshal([]byte(stdout), &run); err != nil {
		t.Fatal(err)
	}
	if len(run.Results) != 1 || run.Results[0].Pass != 27 || run.Results[0].Fail != 0 {
		t.Fatalf("unexpected results %+v", run.Results)
	}
}

func TestOps(t *testing.T) {
	code, stdout, _ := runCLI(t, "ops")
	if code != 0 || !strings.Contains(stdout, "ed25519/verify") {
		t.Fatalf("exit %d: %s", code, stdout)
	}
}

// TestAuditWritesReports runs the audit with a budget so small that
// nothing runs: both reports must still be written, the verdict must be
// incomplete (exit 3, never clean) and every check that did not run named.
func TestAuditWritesReports(t *testing.T) {
	out := t.TempDir()
	code, stdout, stderr := runCLI(t, "audit", "--out", out, "--budget", "1ns")
	if code != 3 {
		t.Fatalf("exit %d, want 3 (incomplete): %s %s", code, stdout, stderr)
	}
	md, err := os.ReadFile(filepath.Join(out, "report.md"))
	if err != nil {
		t.Fatal(err)
	}
	var rep auditReport
	js, err := os.ReadFile(filepath.Join(out, "report.json"))
	if err != nil || json.Unmarshal(js, &rep) != nil {
		t.Fatalf("report.json: %v", err)
	}
	if rep.Clean || rep.Verdict != "incomplete" || !strings.Contains(string(md), "**INCOMPLETE**") || !strings.Contains(stdout, "INCOMPLETE") {
		t.Fatalf("verdict %q clean=%v:\n%s\n%s", rep.Verdict, rep.Clean, stdout, md)
	}
	for _, want := range []string{"vector file", "self-check", "differential comparison", "constant-time check under Valgrind", "dudect timing", "benchmarks"} {
		if !strings.Contains(string(md), want) || !strings.Contains(stdout, "not run: "+want) {
			t.Errorf("%q not named as not run:\n%s\n%s", want, stdout, md)
		}
	}
	if rep.DiffSeed == 0 || !strings.Contains(string(md), fmt.Sprint(rep.DiffSeed)) {
		t.Errorf("differential seed %d not drawn and printed", rep.DiffSeed)
	}
}

// TestAuditWithoutValgrind: on a machine without valgrind the audit says
// the constant-time section did not run, and is not clean.
func TestAuditWithoutValgrind(t *testing.T) {
	t.Setenv("PATH", t.TempDir())
	out := t.TempDir()
	code, stdout, stderr := runCLI(t, "audit", "--out", out, "--sections", "valgrind")
	if code != 3 || !strings.Contains(stdout, "not run: constant-time check under Valgrind: valgrind is not installed") {
		t.Fatalf("exit %d:\n%s\n%s", code, stdout, stderr)
	}
	md, _ := os.ReadFile(filepath.Join(out, "report.md"))
	if !strings.Contains(string(md), "valgrind is not installed") || strings.Contains(string(md), "**CLEAN**") {
		t.Fatalf("report.md does not say valgrind was missing:\n%s", md)
	}
}

// TestAuditSeedsDiffer: two audits draw different seeds unless one is given.
func TestAuditSeedsDiffer(t *testing.T) {
	seeds := map[int64]bool{}
	for _, args := range [][]string{{}, {}, {"--diff-seed", "42"}} {
		out := t.TempDir()
		runCLI(t, append([]string{"audit", "--out", out, "--budget", "1ns"}, args...)...)
		var rep auditReport
		js, _ := os.ReadFile(filepath.Join(out, "report.json"))
		if err := json.Unmarshal(js, &rep); err != nil {
			t.Fatal(err)
		}
		seeds[rep.DiffSeed] = true
	}
	if len(seeds) != 3 || !seeds[42] {
		t.Fatalf("seeds %v: want two drawn and 42", seeds)
	}
}
