package main

import (
	"os"
	"strings"
	"testing"
)

// TestReadmeListsMakeTargets: README.md's "Make targets" section names
// every target of the Makefile's .PHONY list as `make TARGET`.
func TestReadmeListsMakeTargets(t *testing.T) {
	mk, err := os.ReadFile("../../Makefile")
	if err != nil {
		t.Fatal(err)
	}
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	_, section, ok := strings.Cut(string(readme), "\n## Make targets\n")
	if !ok {
		t.Fatal(`README.md has no "## Make targets" section`)
	}
	section, _, _ = strings.Cut(section, "\n## ")
	var targets []string
	for _, line := range strings.Split(string(mk), "\n") {
		if rest, ok := strings.CutPrefix(line, ".PHONY:"); ok {
			targets = append(targets, strings.Fields(rest)...)
		}
	}
	if len(targets) == 0 {
		t.Fatal("the Makefile has no .PHONY targets: the test checks nothing")
	}
	for _, tg := range targets {
		if !strings.Contains(section, "`make "+tg+"`") && !strings.Contains(section, "`make "+tg+" ") {
			t.Errorf("make %s is not in README.md's Make targets", tg)
		}
	}
}
