//go:build timing

package main

import (
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestReadmeCTExamples runs README.md's curvecheck ct example lines from
// the repository root, on one control with a short dudect budget, and
// checks each is accepted: any exit status but 2 (usage). They run
// under Valgrind or time code, so they are built with -tags timing (make
// test-ct) and left out of TestReadmeExamples.
func TestReadmeCTExamples(t *testing.T) {
	examples, _ := readmeCommands(t)
	t.Chdir("../..")
	_, valgrindErr := exec.LookPath("valgrind")
	n := 0
	for _, args := range examples {
		if args[0] != "ct" {
			continue
		}
		n++
		line := strings.Join(args, " ")
		t.Run(line, func(t *testing.T) {
			run := append(append([]string(nil), args...), "--func", "control.TableLookup", "--budget", "50ms")
			if strings.Contains(line, "--plot") {
				run = append(run, "--plot", filepath.Join(t.TempDir(), "plot.png"))
			}
			if !strings.Contains(line, "--method dudect") {
				needTool(t, valgrindErr == nil, "valgrind")
			}
			code, stdout, stderr := runCLI(t, run...)
			if code == 2 {
				t.Fatalf("exit 2 (usage error) for %q:\n%s\n%s", run, stdout, stderr)
			}
		})
	}
	if n == 0 {
		t.Fatal("README.md has no curvecheck ct example line")
	}
}
