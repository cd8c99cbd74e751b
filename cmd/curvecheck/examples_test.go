package main

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/curvecheck/curvecheck/audit"
)

// needTool skips (or, in CI, fails) when a tool an example needs is missing.
func needTool(t *testing.T, ok bool, what string) {
	t.Helper()
	if ok {
		return
	}
	if os.Getenv("CI") == "true" {
		t.Fatalf("%s is missing in CI (.ci/run installs it)", what)
	}
	t.Skip(what + " is not installed: the example did not run")
}

// python returns an interpreter that imports pyca/cryptography, Debian's
// first.
func python() string {
	for _, py := range []string{"/usr/bin/python3", "python3"} {
		if exec.Command(py, "-c", "import cryptography").Run() == nil {
			return py
		}
	}
	return ""
}

// pythonExampleOps are the operations TestPythonExample compares: every
// operation of the adapter on secp256k1 (the DER ones and the signing of
// digests of other sizes, declared unsupported, among them), Ed25519,
// X25519, and a few of P-256 and P-384; the other P-256 and P-384
// operations run the same code and would add a third to the test's time.
const pythonExampleOps = "ed25519/*,x25519/*,secp256k1/*,p256/ecdh,p256/ecdsa_verify,p256/ecdsa_verify_message,p384/ecdh,p384/ecdsa_sign,p384/ecdsa_verify"

// TestPythonExample runs the OpenSSL adapter of examples/exec-python
// through diff (clean, nothing declined that was not declared) and through
// the Wycheproof files (the ECDSA file's DER signatures go to
// p384/ecdsa_verify_message_der).
func TestPythonExample(t *testing.T) {
	py := python()
	needTool(t, py != "", "python3 with pyca/cryptography (python3-cryptography)")
	t.Chdir("../..")
	impl := "exec:" + py + " examples/exec-python/adapter.py"
	code, stdout, stderr := runCLI(t, "diff", "--impl", impl, "--op", pythonExampleOps, "--n", "10", "--seed", "1", "--findings", t.TempDir())
	if code != 0 || !strings.Contains(stdout, "verdict: CLEAN: 18 of") {
		t.Fatalf("diff exit %d\n%s\n%s", code, stdout, stderr)
	}
	for _, file := range []string{"ed25519_test.json", "x25519_test.json", "ecdsa_secp384r1_sha384_test.json", "ecdh_secp256k1_test.json"} {
		code, stdout, stderr = runCLI(t, "vectors", "--json", "--impl", impl, "--file", filepath.Join("vectors/testdata/wycheproof", file))
		var run audit.VectorRun
		if code != 0 || json.Unmarshal([]byte(stdout), &run) != nil || len(run.Results) != 1 || run.Results[0].Pass == 0 || run.Results[0].Fail != 0 {
			t.Fatalf("vectors %s exit %d\n%s\n%s", file, code, stdout, stderr)
		}
		t.Logf("%s: %s", file, run.Results[0].Summary())
	}
}

// TestCExample builds the libsodium adapter of examples/exec-c and runs it
// through diff: clean.
func TestCExample(t *testing.T) {
	_, ccErr := exec.LookPath("cc")
	_, hdrErr := os.Stat("/usr/include/sodium.h")
	needTool(t, ccErr == nil && hdrErr == nil, "cc and libsodium (libsodium-dev)")
	bin := filepath.Join(t.TempDir(), "sodium-adapter")
	if out, err := exec.Command("cc", "-O2", "-Wall", "-Werror", "-o", bin, "../../examples/exec-c/adapter.c", "-lsodium").CombinedOutput(); err != nil {
		t.Fatalf("cc: %v\n%s", err, out)
	}
	code, stdout, stderr := runCLI(t, "diff", "--impl", "exec:"+bin, "--n", "20", "--seed", "1", "--findings", t.TempDir())
	if code != 0 || !strings.Contains(stdout, "verdict: CLEAN: 12 of") {
		t.Fatalf("diff exit %d\n%s\n%s", code, stdout, stderr)
	}
}

// TestPythonECDSAExample runs the python-ecdsa adapter of
// examples/exec-python-ecdsa through diff on the operations whose edge
// cases reach python-ecdsa's defects, with the reviewed baseline that lists
// them (examples/exec-python-ecdsa/known.json): the known findings are found
// again and nothing else is. It skips when Debian's python3-ecdsa is not
// installed (CI does not install it).
func TestPythonECDSAExample(t *testing.T) {
	if exec.Command("/usr/bin/python3", "-c", "import ecdsa").Run() != nil {
		t.Skip("python3-ecdsa (Debian package python3-ecdsa) is not installed: the example did not run")
	}
	t.Chdir("../..")
	impl := "exec:/usr/bin/python3 examples/exec-python-ecdsa/adapter.py"
	code, stdout, stderr := runCLI(t, "diff", "--impl", impl, "--op", "secp256k1/*,ed25519/*,edwards25519/*", "--n", "5", "--seed", "1",
		"--findings", t.TempDir(), "--baseline", "examples/exec-python-ecdsa/known.json")
	if code != 0 || !strings.Contains(stdout, "verdict: KNOWN-FINDINGS") || !strings.Contains(stdout, " 0 new findings") {
		t.Fatalf("diff exit %d\n%s\n%s", code, stdout, stderr)
	}
}

// nodeExample returns the command of a Node example's adapter, or skips
// when node or the example's node_modules (npm ci, which CI does not run)
// is missing.
func nodeExample(t *testing.T, dir, pkg string) string {
	t.Helper()
	if _, err := exec.LookPath("node"); err != nil {
		t.Skip("node is not installed: the example did not run")
	}
	if _, err := os.Stat(filepath.Join("../../examples", dir, "node_modules", pkg)); err != nil {
		t.Skipf("examples/%s/node_modules is missing (make examples-node, or npm ci --prefix examples/%s): the example did not run", dir, dir)
	}
	return "exec:node examples/" + dir + "/adapter.js"
}

// TestNodeEllipticExample runs the elliptic adapter through diff with the
// reviewed baseline of elliptic 6.6.1's known defects
// (examples/exec-node-elliptic/known.json): only known findings.
func TestNodeEllipticExample(t *testing.T) {
	impl := nodeExample(t, "exec-node-elliptic", "elliptic")
	t.Chdir("../..")
	code, stdout, stderr := runCLI(t, "diff", "--impl", impl, "--op", "secp256k1/*,p256/ecdsa_verify_der,ed25519/*", "--n", "5", "--seed", "1",
		"--timeout", "3s", "--findings", t.TempDir(), "--baseline", "examples/exec-node-elliptic/known.json")
	if !strings.Contains(stdout, " 0 new findings") {
		t.Fatalf("diff exit %d\n%s\n%s", code, stdout, stderr)
	}
}

// TestNodeNobleExample runs the @noble/curves adapter through diff: clean
// under its declared policies.
func TestNodeNobleExample(t *testing.T) {
	impl := nodeExample(t, "exec-node-noble", "@noble/curves")
	t.Chdir("../..")
	code, stdout, stderr := runCLI(t, "diff", "--impl", impl, "--op", "secp256k1/*,ed25519/*,x25519/*,p256/ecdsa_verify_der", "--n", "5", "--seed", "1",
		"--findings", t.TempDir())
	if code != 0 || !strings.Contains(stdout, "verdict: CLEAN") {
		t.Fatalf("diff exit %d\n%s\n%s", code, stdout, stderr)
	}
}
