package main

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/kballard/go-shellquote"

	"github.com/curvecheck/curvecheck/audit"
	"github.com/curvecheck/curvecheck/catalog"
	"github.com/curvecheck/curvecheck/engine"
	"github.com/curvecheck/curvecheck/impls/refimpl"
	"github.com/curvecheck/curvecheck/internal/mutant"
	"github.com/curvecheck/curvecheck/vectors"
)

// smallX25519 writes the first n tests of Wycheproof's X25519 file, a
// file the wrong X25519 of internal/mutant fails a few cases of.
func smallX25519(t *testing.T, dir string, n int) string {
	t.Helper()
	data, err := vectors.ReadStaged("wycheproof/x25519_test.json")
	if err != nil {
		t.Fatal(err)
	}
	var w map[string]any
	if err := json.Unmarshal(data, &w); err != nil {
		t.Fatal(err)
	}
	g := w["testGroups"].([]any)[0].(map[string]any)
	g["tests"] = g["tests"].([]any)[:n]
	w["testGroups"] = []any{g}
	w["numberOfTests"] = n
	out, _ := json.Marshal(w)
	p := filepath.Join(dir, "x25519_small_test.json")
	if err := os.WriteFile(p, out, 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// TestVectorsReplayAndBaseline: through the command, with the wrong X25519
// as an exec child. Each failing vector case names its operation and
// inputs, writes a corpus file and gives the replay command, which
// reproduces the disagreement; the run's JSON, as the next run's
// baseline, leaves no new failure (exit 0) and lists every one as known.
func TestVectorsReplayAndBaseline(t *testing.T) {
	dir := t.TempDir()
	file := smallX25519(t, dir, 20)
	child := "exec:" + self(t, "x25519flip")
	findings := filepath.Join(dir, "findings")
	code, stdout, stderr := runCLI(t, "vectors", "--file", file, "--impl", child, "--findings", findings, "--json")
	if code != 1 {
		t.Fatalf("exit %d, want 1\n%s\n%s", code, stdout, stderr)
	}
	prev := filepath.Join(dir, "prev.json")
	os.WriteFile(prev, []byte(stdout), 0o644)
	var run audit.VectorRun
	if err := json.Unmarshal([]byte(stdout), &run); err != nil || len(run.Results) != 1 {
		t.Fatalf("%v: %s", err, stdout)
	}
	fails := run.Results[0].Failures
	if len(fails) < 3 || len(fails) != run.Results[0].Fail {
		t.Fatalf("%d failures listed, %d counted; want the same, at least 3", len(fails), run.Results[0].Fail)
	}
	for _, f := range fails {
		data, err := os.ReadFile(f.File)
		op, in, perr := catalog.ParseFuzzCorpusFile(data)
		if err != nil || perr != nil || op.Name != "x25519/ecdh" || f.Op != op.Name || fmt.Sprintf("%x", in["scalar"]) != f.Inputs["scalar"] {
			t.Fatalf("%s: corpus file %q (%v, %v) does not hold its case %s %v", f.ID, f.File, err, perr, f.Op, f.Inputs)
		}
		if want := "curvecheck diff --replay " + f.File + " --impl " + shellquote.Join(child); f.Replay != want {
			t.Fatalf("%s: replay %q, want %q", f.ID, f.Replay, want)
		}
	}
	args, err := shellquote.Split(fails[0].Replay)
	if err != nil {
		t.Fatal(err)
	}
	code, out, errOut := runCLI(t, args[1:]...)
	if code != 1 || !strings.Contains(out, "FINDING mismatch: x25519/ecdh [exec:x25519flip]") || !strings.Contains(out, "shared="+strings.TrimPrefix(fails[0].Output, "shared=")) {
		t.Fatalf("replay of %s: exit %d\n%s\n%s", fails[0].ID, code, out, errOut)
	}

	code, stdout, stderr = runCLI(t, "vectors", "--file", file, "--impl", child, "--findings", findings, "--baseline", prev)
	if code != 0 || !strings.Contains(stdout, fmt.Sprintf("0 new failures, %d known from baseline %s", len(fails), prev)) ||
		strings.Count(stdout, "\nKNOWN ") != len(fails) || strings.Contains(stdout, "\nFAIL ") ||
		!strings.Contains(stdout, "failed the same way in baseline report "+prev) {
		t.Fatalf("with the previous run as baseline: exit %d\n%s\n%s", code, stdout, stderr)
	}
	if known, _ := filepath.Glob(filepath.Join(findings, "known", "*")); len(known) != len(fails) {
		t.Errorf("%d corpus files of known failures, want %d", len(known), len(fails))
	}
}

// TestVectorsFailureLines: in process, with the wrong X25519: the table
// prints a replay line under each failure; a reviewed baseline entry for
// the file's test ids makes every failure known, and another got leaves
// them new.
func TestVectorsFailureLines(t *testing.T) {
	dir := t.TempDir()
	file := smallX25519(t, dir, 20)
	impls := []catalog.Impl{mutant.X25519("flip")}
	findings := filepath.Join(dir, "findings")
	run := audit.RunVectors(impls, []string{file}, vectors.Options{}, nil, nil)
	if err := noteFailures(run, impls, nil, findings); err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	printVectorTable(&b, run, impls)
	fails := run.Results[0].Failures
	lines := regexp.MustCompile(`(?m)^FAIL \S+ (tcId \d+) \[flip\].*\n  replay: curvecheck diff --replay (\S+) --impl flip$`).FindAllStringSubmatch(b.String(), -1)
	if len(fails) == 0 || len(lines) != len(fails) {
		t.Fatalf("%d failures, %d FAIL lines with a replay line:\n%s", len(fails), len(lines), b.String())
	}
	for i, m := range lines {
		if m[1] != fails[i].ID || m[2] != fails[i].File {
			t.Errorf("line %d: %s %s, want %s %s", i, m[1], m[2], fails[i].ID, fails[i].File)
		}
	}
	if n := run.NewFailures(); n == 0 || n != len(fails) {
		t.Errorf("%d new failures; want %d, more than none", n, len(fails))
	}

	reviewed := func(got string) *engine.Baseline {
		p := filepath.Join(t.TempDir(), "known.json")
		os.WriteFile(p, fmt.Appendf(nil, `{"curvecheck_baseline": 1, "known": [{"file": "x25519_small_*.json", "test": "tcId *", "impl": "fl?p", "result": %q, "reason": "issue 7"}]}`, got), 0o644)
		base, err := engine.LoadVectorBaseline([]string{p})
		if err != nil {
			t.Fatal(err)
		}
		return base
	}
	for _, tc := range []struct {
		got   string
		known bool
	}{{"wrong output", true}, {"accepted", false}} {
		run := audit.RunVectors(impls, []string{file}, vectors.Options{}, nil, nil)
		if err := noteFailures(run, impls, reviewed(tc.got), ""); err != nil {
			t.Fatal(err)
		}
		r := run.Results[0]
		switch {
		case tc.known && (len(r.Known) != len(fails) || len(r.Failures) != 0 || run.NewFailures() != 0 || r.Known[0].Known.Reason != "issue 7"):
			t.Errorf("entry for got %q: %d known, %d new, %d new in the run", tc.got, len(r.Known), len(r.Failures), run.NewFailures())
		case !tc.known && (len(r.Known) != 0 || len(r.Failures) != len(fails)):
			t.Errorf("entry for got %q: %d known, %d new", tc.got, len(r.Known), len(r.Failures))
		}
	}
	// A diff report is no vectors baseline, and a vectors report no diff
	// baseline.
	prev := filepath.Join(dir, "vectors.json")
	data, _ := json.Marshal(run)
	os.WriteFile(prev, data, 0o644)
	if _, err := engine.LoadDiffBaseline([]string{prev}); err == nil || !strings.Contains(err.Error(), "a vectors report") {
		t.Errorf("a vectors report as a diff baseline: %v", err)
	}
}

// TestDiffBaselineSummary: the summary and exit status of a diff run of
// the wrong X25519 with its own earlier report as baseline (known
// findings only: exit 0, KNOWN lines with reasons, never clean), and of a
// second release that answers differently on some of the cases (exit 1).
// Merge carries the marks of shards run with the baseline.
func TestDiffBaselineSummary(t *testing.T) {
	dir := t.TempDir()
	op, _ := catalog.LookupOp("x25519/ecdh")
	run := func(impl catalog.Impl, base *engine.Baseline, shard engine.Shard) *engine.Report {
		rep, err := engine.Run(engine.Config{Ops: []catalog.Op{op}, Ref: refimpl.New(), Impls: []catalog.Impl{impl}, N: 5, Seed: 3, Workers: 2,
			Baseline: base, Shard: shard, FindingsDir: filepath.Join(dir, "findings"),
			ReplayFor: func(f engine.Finding, impl catalog.Impl) string { return replayCommand(f.File, impl) }})
		if err != nil {
			t.Fatal(err)
		}
		return rep
	}
	prev := filepath.Join(dir, "prev.json")
	var b bytes.Buffer
	first := run(mutant.X25519("flip"), nil, engine.Shard{})
	if err := finishDiff(&b, first, false, prev); !errors.Is(err, errFindings) || len(first.Findings) < 3 {
		t.Fatalf("%v, %d findings", err, len(first.Findings))
	}
	base, err := engine.LoadDiffBaseline([]string{prev})
	if err != nil {
		t.Fatal(err)
	}
	b.Reset()
	again := run(mutant.X25519("flip"), base, engine.Shard{})
	err = finishDiff(&b, again, false, "")
	out := b.String()
	if err != nil || strings.Count(out, "\nKNOWN mismatch: x25519/ecdh [flip] case ") != len(first.Findings) ||
		strings.Count(out, ": in baseline report "+prev+" (seed 3, case ") != len(first.Findings) ||
		strings.Count(out, "  replay: curvecheck diff --replay "+filepath.Join(dir, "findings", "known")) != len(first.Findings) ||
		!strings.Contains(out, fmt.Sprintf("verdict: KNOWN-FINDINGS: 0 new findings, %d known from baseline %s; ", len(first.Findings), prev)) {
		t.Fatalf("exit error %v:\n%s", err, out)
	}

	// The second release rejects where the scalar's first byte is 0 mod 10
	// (it gave a wrong output there before).
	ref := refimpl.New()
	changed := &catalog.Funcs{ImplName: "flip", Table: map[string]catalog.OpFunc{"x25519/ecdh": func(in catalog.Values) (catalog.Values, error) {
		if len(in["scalar"]) > 0 && in["scalar"][0]%10 == 0 {
			if _, err := ref.Run("x25519/ecdh", in); err == nil {
				return nil, errors.New("rejected")
			}
		}
		return mutant.X25519("flip").Run("x25519/ecdh", in)
	}}}
	b.Reset()
	next := run(changed, base, engine.Shard{})
	want := 0
	for _, f := range first.Findings {
		if s, _ := hex.DecodeString(f.Inputs["scalar"]); s[0]%10 == 0 {
			want++
		}
	}
	if err := finishDiff(&b, next, false, ""); !errors.Is(err, errFindings) || want == 0 || len(next.Findings) != want || len(next.Known) != len(first.Findings)-want {
		t.Fatalf("second release: %v, %d new (want %d), %d known\n%s", err, len(next.Findings), want, len(next.Known), b.String())
	}
	for _, f := range next.Findings {
		if s, _ := hex.DecodeString(f.Inputs["scalar"]); s[0]%10 != 0 || f.Results["flip"] != "rejected: rejected" {
			t.Errorf("new finding on an unchanged case: %v", f.Results)
		}
	}

	// Shards run with the baseline merge into a known-findings report.
	var shards []string
	for i := range 2 {
		p := filepath.Join(dir, fmt.Sprintf("s%d.json", i))
		if err := finishDiff(&bytes.Buffer{}, run(mutant.X25519("flip"), base, engine.Shard{Index: i, Count: 2}), true, p); err != nil {
			t.Fatal(err)
		}
		shards = append(shards, p)
	}
	code, stdout, stderr := runCLI(t, append([]string{"merge", "--findings", filepath.Join(dir, "merged")}, shards...)...)
	if code != 0 || !strings.Contains(stdout, "verdict: KNOWN-FINDINGS: 0 new findings") || strings.Count(stdout, "\nKNOWN ") != len(first.Findings) {
		t.Fatalf("merge: exit %d\n%s\n%s", code, stdout, stderr)
	}
}

// TestDiffBaselineSetupErrors: a reviewed entry without a reason, a file
// that is no baseline and --baseline with --replay are set-up errors (exit
// 2); a baseline that holds nothing leaves a clean run clean.
func TestDiffBaselineSetupErrors(t *testing.T) {
	dir := t.TempDir()
	write := func(name, content string) string {
		p := filepath.Join(dir, name)
		os.WriteFile(p, []byte(content), 0o644)
		return p
	}
	noReason := write("noreason.json", `{"curvecheck_baseline": 1, "known": [{"op": "secp256k1/scalar_add", "class": "scalar-zero"}]}`)
	good := write("good.json", `{"curvecheck_baseline": 1, "known": [{"op": "secp256k1/scalar_add", "class": "scalar-zero", "reason": "keys are never 0"}]}`)
	args := []string{"diff", "--op", "secp256k1/scalar_add", "--impl", "fast", "--n", "0", "--findings", filepath.Join(dir, "f")}
	for _, bad := range []string{noReason, write("other.json", `{"verdict": "clean"}`), filepath.Join(dir, "missing.json")} {
		code, _, stderr := runCLI(t, append(args, "--baseline", bad)...)
		if code != 2 || !strings.Contains(stderr, "--baseline: baseline "+bad) {
			t.Errorf("%s: exit %d, %s", bad, code, stderr)
		}
	}
	if code, _, stderr := runCLI(t, "diff", "--replay", good, "--baseline", good); code != 2 || !strings.Contains(stderr, "--replay") {
		t.Errorf("--replay with --baseline: exit %d, %s", code, stderr)
	}
	code, stdout, stderr := runCLI(t, append(args, "--baseline", good)...)
	if code != 0 || !strings.Contains(stdout, "verdict: CLEAN: 0 new findings, 0 known from baseline "+good) {
		t.Errorf("exit %d\n%s\n%s", code, stdout, stderr)
	}
}
