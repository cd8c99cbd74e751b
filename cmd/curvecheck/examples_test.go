package main

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
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
		var run vectorRun
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
