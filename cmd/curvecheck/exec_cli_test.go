package main

import (
	"bufio"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/kballard/go-shellquote"

	"github.com/curvecheck/curvecheck/catalog"
	"github.com/curvecheck/curvecheck/engine"
	"github.com/curvecheck/curvecheck/impls/exec"
	"github.com/curvecheck/curvecheck/impls/exec/serve"
	"github.com/curvecheck/curvecheck/impls/refimpl"
	"github.com/curvecheck/curvecheck/internal/mutant"
)

// TestMain lets the test binary act as an exec child when
// CURVECHECK_CLI_CHILD names a behaviour. The tests' diff runs share one
// memo of the reference's answers (a pure function of policy, operation
// and input): the README's examples and the example adapters' tests check
// the same edge cases.
func TestMain(m *testing.M) {
	if mode := os.Getenv("CURVECHECK_CLI_CHILD"); mode != "" {
		child(mode)
		os.Exit(0)
	}
	memo := new(refimpl.Memo)
	newReference = func() *refimpl.Impl { return refimpl.NewMemo(memo) }
	os.Exit(m.Run())
}

// child serves one of the test adapters.
func child(mode string) {
	ref := refimpl.New()
	switch mode {
	case "drop255":
		// secp256k1 field_add that drops bit 255 of its inputs, declaring
		// the edwards25519 atom that would excuse it.
		f := &catalog.Funcs{ImplName: "drop255", Table: map[string]catalog.OpFunc{
			"secp256k1/field_add": func(in catalog.Values) (catalog.Values, error) {
				a, b := append([]byte(nil), in["a"]...), append([]byte(nil), in["b"]...)
				if len(a) == 32 && len(b) == 32 {
					a[0] &= 0x7f
					b[0] &= 0x7f
				}
				return ref.Run("secp256k1/field_add", catalog.Values{"a": a, "b": b})
			}},
			Policies: map[string]string{"secp256k1/field_add": "field:ignore-top-bit"}}
		serve.Serve(f, os.Stdin, os.Stdout)
	case "typo":
		json.NewEncoder(os.Stdout).Encode(exec.Hello{Protocol: exec.Protocol, Impl: "typo", Ops: []string{"secp256k1/feild_mul"}})
	case "traceback":
		fmt.Fprintln(os.Stderr, "Traceback (most recent call last):")
		fmt.Fprintln(os.Stderr, `  File "adapter.py", line 3, in <module>`)
		fmt.Fprintln(os.Stderr, "ModuleNotFoundError: No module named 'cryptography'")
		os.Exit(1)
	case "flagged":
		// Serves the reference only when called with --flag.
		if len(os.Args) < 2 || os.Args[len(os.Args)-1] != "--flag" {
			fmt.Fprintln(os.Stderr, "missing --flag:", os.Args)
			os.Exit(2)
		}
		serve.Serve(ref, os.Stdin, os.Stdout)
	case "wrong":
		f := &catalog.Funcs{ImplName: "wrong", Table: map[string]catalog.OpFunc{
			"secp256k1/scalar_add": func(in catalog.Values) (catalog.Values, error) {
				out, err := ref.Run("secp256k1/scalar_add", in)
				if err == nil && len(in["a"]) == 32 && in["a"][31] == 3 {
					out["r"] = in["a"] // wrong for a = 3
				}
				return out, err
			}}}
		serve.Serve(f, os.Stdin, os.Stdout)
	case "double":
		// secp256k1/scalar_add, answering every request with a = 3 twice.
		enc := json.NewEncoder(os.Stdout)
		enc.Encode(exec.Hello{Protocol: exec.Protocol, Impl: "double", Ops: []string{"secp256k1/scalar_add"}})
		sc := bufio.NewScanner(os.Stdin)
		for sc.Scan() {
			var req exec.Request
			if json.Unmarshal(sc.Bytes(), &req) != nil {
				continue
			}
			in := catalog.Values{}
			for k, v := range req.In {
				in[k], _ = hex.DecodeString(v)
			}
			resp := exec.Response{ID: req.ID}
			if out, err := ref.Run(req.Op, in); err != nil {
				msg := err.Error()
				resp.Error = &msg
			} else {
				resp.Out = map[string]string{"r": hex.EncodeToString(out["r"])}
			}
			enc.Encode(resp)
			if req.In["a"] == fmt.Sprintf("%064x", 3) {
				enc.Encode(resp)
			}
		}
	case "x25519flip":
		serve.Serve(mutant.X25519("x25519flip"), os.Stdin, os.Stdout)
	}
}

// self returns a command line that runs this test binary as the child.
func self(t *testing.T, mode string) string {
	t.Helper()
	bin, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	t.Setenv("CURVECHECK_CLI_CHILD", mode)
	return shellquote.Join(bin)
}

// TestMisdeclaredAtomIsASetupError: a secp256k1 field_add that drops bit
// 255 and declares field:ignore-top-bit (an edwards25519 atom) makes diff
// exit 2, naming the atom and the operation (the atom once excused its 156
// findings).
func TestMisdeclaredAtomIsASetupError(t *testing.T) {
	code, stdout, stderr := runCLI(t, "diff", "--op", "secp256k1/field_add", "--impl", "exec:"+self(t, "drop255"), "--n", "20", "--findings", t.TempDir())
	if code != 2 || !strings.Contains(stderr, "field:ignore-top-bit does not apply to secp256k1/field_add") {
		t.Fatalf("exit %d\n%s\n%s", code, stdout, stderr)
	}
}

// TestUnknownHandshakeOperation: a handshake naming secp256k1/feild_mul
// exits 2 with a suggestion.
func TestUnknownHandshakeOperation(t *testing.T) {
	code, _, stderr := runCLI(t, "diff", "--impl", "exec:"+self(t, "typo"), "--n", "1")
	if code != 2 || !strings.Contains(stderr, `"secp256k1/feild_mul" (did you mean secp256k1/field_mul?)`) {
		t.Fatalf("exit %d: %s", code, stderr)
	}
}

// TestChildStderrShown: a child that writes a traceback and exits shows it
// to the user, prefixed, and the error keeps its last lines.
func TestChildStderrShown(t *testing.T) {
	code, _, stderr := runCLI(t, "diff", "--impl", "exec:"+self(t, "traceback"), "--n", "1")
	if code != 2 || !strings.Contains(stderr, "ModuleNotFoundError: No module named 'cryptography'") ||
		!strings.Contains(stderr, "] Traceback (most recent call last):") {
		t.Fatalf("exit %d: %s", code, stderr)
	}
}

// TestImplSplitsLikeAShell: --impl exec:sh -c "exec ADAPTER --flag" runs sh
// with two arguments (quotes were once stripped before splitting).
func TestImplSplitsLikeAShell(t *testing.T) {
	adapter := self(t, "flagged")
	arg := "exec:sh -c " + shellquote.Join("exec "+adapter+" --flag")
	code, stdout, stderr := runCLI(t, "diff", "--op", "secp256k1/scalar_add", "--impl", arg, "--n", "5", "--seed", "1", "--findings", t.TempDir())
	if code != 0 || !strings.Contains(stdout, "verdict: CLEAN") {
		t.Fatalf("exit %d\n%s\n%s", code, stdout, stderr)
	}
	if got := splitImplList(`fast,exec:sh -c "a, b",ref`); len(got) != 3 || got[1] != `exec:sh -c "a, b"` {
		t.Fatalf("splitImplList: %q", got)
	}
}

// TestReplayReproducesExecFinding: the replay command printed for an exec
// finding reproduces it against the adapter.
func TestReplayReproducesExecFinding(t *testing.T) {
	dir := t.TempDir()
	code, stdout, stderr := runCLI(t, "diff", "--op", "secp256k1/scalar_add", "--impl", "exec:"+self(t, "wrong"), "--n", "0", "--findings", dir)
	if code != 1 {
		t.Fatalf("exit %d\n%s\n%s", code, stdout, stderr)
	}
	m := regexp.MustCompile(`(?m)^  replay: (curvecheck diff --replay .*)$`).FindStringSubmatch(stdout)
	if m == nil {
		t.Fatalf("no replay line:\n%s", stdout)
	}
	if !strings.Contains(stdout, `request line: {"id":1,"op":"secp256k1/scalar_add"`) {
		t.Errorf("no request line:\n%s", stdout)
	}
	args, err := shellquote.Split(m[1])
	if err != nil {
		t.Fatal(err)
	}
	code, out, errOut := runCLI(t, args[1:]...)
	if code != 1 || !strings.Contains(out, "FINDING mismatch: secp256k1/scalar_add [exec:wrong]") {
		t.Fatalf("replay exit %d:\n%s\n%s", code, out, errOut)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*"))
	if len(files) != strings.Count(stdout, "FINDING ") {
		t.Errorf("%d corpus files for %d findings", len(files), strings.Count(stdout, "FINDING "))
	}
}

// TestExportedFindingFailsTheImplementation: the findings of a diff run
// against a wrong X25519, exported as Wycheproof vectors, fail that
// implementation through curvecheck vectors --file and pass the reference.
func TestExportedFindingFailsTheImplementation(t *testing.T) {
	dir := t.TempDir()
	report := filepath.Join(dir, "diff.json")
	child := "exec:" + self(t, "x25519flip")
	code, stdout, stderr := runCLI(t, "diff", "--op", "x25519/ecdh", "--impl", child, "--n", "40", "--seed", "3", "--report", report, "--findings", filepath.Join(dir, "findings"))
	if code != 1 {
		t.Fatalf("diff: exit %d\n%s\n%s", code, stdout, stderr)
	}
	found := strings.Count(stdout, "FINDING ")
	out := filepath.Join(dir, "wycheproof")
	code, stdout, stderr = runCLI(t, "export", "--wycheproof", out, "--from", report, "--no-edges")
	if code != 0 || !strings.Contains(stdout, fmt.Sprintf("of them from %d findings", found)) {
		t.Fatalf("export: exit %d\n%s\n%s", code, stdout, stderr)
	}
	file := filepath.Join(out, "curvecheck_x25519_test.json")
	code, stdout, stderr = runCLI(t, "vectors", "--file", file, "--impl", "ref", "--json")
	if code != 0 {
		t.Fatalf("vectors --impl ref: exit %d\n%s\n%s", code, stdout, stderr)
	}
	// Findings whose right answer a policy makes acceptable (an all-zero
	// X25519 output) are counted apart from pass; the wrong output fails
	// them all the same.
	type tally struct {
		Results []struct {
			Pass       int `json:"pass"`
			Fail       int `json:"fail"`
			Acceptable int `json:"acceptable_accepted"`
		} `json:"results"`
	}
	var refRes tally
	if err := json.Unmarshal([]byte(stdout), &refRes); err != nil || len(refRes.Results) != 1 ||
		refRes.Results[0].Pass+refRes.Results[0].Acceptable != found || refRes.Results[0].Fail != 0 || refRes.Results[0].Pass == 0 {
		t.Fatalf("the reference on %d exported findings: %v %s", found, err, stdout)
	}
	code, stdout, stderr = runCLI(t, "vectors", "--file", file, "--impl", child, "--json", "--findings", filepath.Join(dir, "vector-findings"))
	var mutRes tally
	if code != 1 || json.Unmarshal([]byte(stdout), &mutRes) != nil || len(mutRes.Results) != 1 || mutRes.Results[0].Fail != found {
		t.Fatalf("the wrong implementation on its %d exported findings: exit %d\n%s\n%s", found, code, stdout, stderr)
	}
}

// TestReplayReproducesDoubleAnswer: an adapter that answers some requests
// twice has each such case counted once, as a finding (the outcomes add up
// to the cases), and the replay command printed for the finding exits 1
// with the same finding (it once exited 0).
func TestReplayReproducesDoubleAnswer(t *testing.T) {
	dir := t.TempDir()
	report := filepath.Join(dir, "report.json")
	code, stdout, stderr := runCLI(t, "diff", "--op", "secp256k1/scalar_add", "--impl", "exec:"+self(t, "double"), "--n", "0",
		"--findings", filepath.Join(dir, "findings"), "--report", report)
	if code != 1 {
		t.Fatalf("exit %d\n%s\n%s", code, stdout, stderr)
	}
	data, err := os.ReadFile(report)
	if err != nil {
		t.Fatal(err)
	}
	var rep engine.Report
	if err := json.Unmarshal(data, &rep); err != nil {
		t.Fatal(err)
	}
	st := rep.Ops[0].Stats[0]
	tally := st.Tally()
	if tally.Total() != rep.Ops[0].Cases || st.Findings != len(rep.Findings) || len(rep.Findings) == 0 {
		t.Fatalf("%d cases, %+v (%d outcomes), %d findings", rep.Ops[0].Cases, *st, tally.Total(), len(rep.Findings))
	}
	f := rep.Findings[0]
	if f.Kind != "protocol error" || f.Inputs["a"] != fmt.Sprintf("%064x", 3) || f.Replay == "" {
		t.Fatalf("first finding: %+v", f)
	}
	args, err := shellquote.Split(f.Replay)
	if err != nil {
		t.Fatal(err)
	}
	code, out, errOut := runCLI(t, args[1:]...)
	if code != 1 || !strings.Contains(out, "FINDING protocol error: secp256k1/scalar_add [exec:double]") ||
		!strings.Contains(out, "a second answer to this request: {\"id\":") || !strings.Contains(out, "[fail]") {
		t.Fatalf("replay %s: exit %d:\n%s\n%s", f.Replay, code, out, errOut)
	}
	for _, name := range []string{"a", "b"} {
		if line := fmt.Sprintf("  in  %s = %s\n", name, f.Inputs[name]); strings.Count(out, line) != 2 {
			t.Errorf("replay does not show %q twice (case and finding):\n%s", line, out)
		}
	}
}
