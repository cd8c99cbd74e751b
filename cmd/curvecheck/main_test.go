package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

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
	var run vectorRun
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

// TestAuditWritesReports runs the audit with a budget so small that only
// the first file and self-check start; both reports must still be written
// and list what was not run.
func TestAuditWritesReports(t *testing.T) {
	out := t.TempDir()
	code, stdout, stderr := runCLI(t, "audit", "--out", out, "--budget", "1ns")
	if code != 0 {
		t.Fatalf("exit %d: %s %s", code, stdout, stderr)
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
	if len(rep.NotRun) == 0 || !strings.Contains(string(md), "Not run") || !strings.Contains(stdout, "report.md") {
		t.Fatalf("budget not honoured or reports incomplete:\n%s", md)
	}
}
