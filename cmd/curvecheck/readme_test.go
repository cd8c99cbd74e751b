package main

import (
	"bufio"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/kballard/go-shellquote"
	"github.com/spf13/pflag"
)

// readmeCommands returns the curvecheck command lines of README.md's sh
// blocks (the example lines), and the synopses of its command list.
func readmeCommands(t *testing.T) (examples [][]string, synopses []string) {
	t.Helper()
	f, err := os.Open("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	inSh := false
	syn := regexp.MustCompile("^- `(curvecheck [a-z]+[^`]*)`")
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "```sh"):
			inSh = true
		case strings.HasPrefix(line, "```"):
			inSh = false
		case inSh:
			line, _, _ = strings.Cut(line, " #")
			line = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(line), "go run ./cmd/"))
			if !strings.HasPrefix(line, "curvecheck ") {
				continue
			}
			args, err := shellquote.Split(line)
			if err != nil {
				t.Fatalf("README: %q: %v", line, err)
			}
			examples = append(examples, args[1:])
		default:
			if m := syn.FindStringSubmatch(line); m != nil {
				synopses = append(synopses, m[1])
			}
		}
	}
	return examples, synopses
}

// TestReadmeSynopses: every flag a README synopsis names exists on its
// command (a synopsis once named a default a command did not have, and a
// flag, --json on diff, that did not exist).
func TestReadmeSynopses(t *testing.T) {
	_, synopses := readmeCommands(t)
	if len(synopses) < 6 {
		t.Fatalf("found %d synopses in README.md", len(synopses))
	}
	root := newRoot()
	flagRE := regexp.MustCompile(`--([a-z-]+)`)
	seen := map[string]bool{}
	for _, s := range synopses {
		name := strings.Fields(s)[1]
		cmd, _, err := root.Find([]string{name})
		if err != nil || cmd == root {
			t.Errorf("README synopsis %q: no command %q", s, name)
			continue
		}
		seen[name] = true
		for _, m := range flagRE.FindAllStringSubmatch(s, -1) {
			if cmd.Flags().Lookup(m[1]) == nil {
				t.Errorf("README synopsis of %s names --%s, which it does not have", name, m[1])
			}
		}
		// And every flag the command has is in its synopsis.
		cmd.Flags().VisitAll(func(f *pflag.Flag) {
			if f.Name != "help" && !strings.Contains(s, "--"+f.Name) {
				t.Errorf("README synopsis of %s lacks --%s", name, f.Name)
			}
		})
	}
	for _, c := range root.Commands() {
		if !c.Hidden && c.Name() != "help" && c.Name() != "completion" && !seen[c.Name()] {
			t.Errorf("command %s has no synopsis in README.md", c.Name())
		}
	}
}

// TestReadmeExamples runs every example command line of README.md from the
// repository root, with a short budget (and outputs sent to a temporary
// folder), and checks each is accepted: any exit status but 2 (usage).
// The curvecheck ct lines (Valgrind and dudect) are left to
// TestReadmeCTExamples, built with -tags timing (make test-ct).
func TestReadmeExamples(t *testing.T) {
	examples, _ := readmeCommands(t)
	if len(examples) < 5 {
		t.Fatalf("found %d example lines in README.md", len(examples))
	}
	t.Chdir("../..")
	for _, args := range examples {
		if args[0] == "ct" {
			continue
		}
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			tmp := t.TempDir()
			run := append([]string(nil), args...)
			switch args[0] {
			case "audit":
				run = append(run, "--budget", "1ns", "--out", tmp)
			case "diff", "vectors":
				run = append(run, "--findings", filepath.Join(tmp, "findings"))
			case "bench":
				run = append(run, "--count", "1", "--benchtime", "1ms")
			}
			// The test asks only that the line is accepted: the last
			// value of a flag wins, so a diff runs one case per
			// operation and a vectors run over an adapter one file (the
			// adapters' own tests run them in full).
			switch {
			case args[0] == "diff" && !slices.Contains(args, "--replay"):
				run = append(run, "--n", "1")
			case args[0] == "vectors" && !slices.Contains(args, "--file"):
				run = append(run, "--file", "vectors/testdata/wycheproof/ed25519_test.json")
			}
			if strings.Contains(strings.Join(args, " "), "exec-python") {
				needTool(t, exec.Command("python3", "-c", "import cryptography").Run() == nil, "python3 with pyca/cryptography")
			}
			code, stdout, stderr := runCLI(t, run...)
			if code == 2 {
				t.Fatalf("exit 2 (usage error) for %q:\n%s\n%s", run, stdout, stderr)
			}
		})
	}
}

// TestCIRunSetsCI: .ci/run exports CI=true before the tests, so that a test
// needing a tool CI installs (valgrind) fails there instead of skipping.
func TestCIRunSetsCI(t *testing.T) {
	b, err := os.ReadFile("../../.ci/run")
	if err != nil {
		t.Fatal(err)
	}
	s := string(b)
	i, j := strings.Index(s, "export CI=true"), strings.Index(s, "make test")
	if i < 0 || j < 0 || i > j {
		t.Fatal(".ci/run does not export CI=true before make test")
	}
}
