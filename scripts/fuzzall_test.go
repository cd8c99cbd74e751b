// Package scripts_test tests the shell scripts in this folder.
package scripts_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// fakeGo is a stand-in for the go command: one package with one fuzz
// target, whose every fuzz run ends in the Go 1.26 coordinator's deadline
// race (no reproducer written).
const fakeGo = `#!/usr/bin/env bash
case "$1" in
  list) if [ "$2" = "-f" ]; then echo "$FAKE_DIR"; else echo example.com/p; fi ;;
  test) if [ "$2" = "-list" ]; then echo FuzzX; else echo "context deadline exceeded"; exit 1; fi ;;
esac
`

// TestFuzzAllRaceIsNotAPass: a target whose every run ends in the deadline
// race did not complete; fuzz-all must fail and say so (it once counted a
// second race as a pass).
func TestFuzzAllRaceIsNotAPass(t *testing.T) {
	if _, err := exec.LookPath("bash"); err != nil {
		t.Skip("no bash")
	}
	bin := t.TempDir()
	if err := os.WriteFile(filepath.Join(bin, "go"), []byte(fakeGo), 0o755); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("bash", "fuzz-all", t.TempDir())
	cmd.Env = append(os.Environ(), "PATH="+bin+string(os.PathListSeparator)+os.Getenv("PATH"), "FAKE_DIR="+t.TempDir(), "FUZZTIME=1s")
	out, err := cmd.CombinedOutput()
	if err == nil {
		t.Fatalf("fuzz-all passed a target that never completed:\n%s", out)
	}
	for _, want := range []string{"NOT RUN: FuzzX did not complete", "0 targets passed, 0 failed, 1 did not complete"} {
		if !strings.Contains(string(out), want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}
