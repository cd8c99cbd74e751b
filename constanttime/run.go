package constanttime

import (
	"fmt"
	"os"
	"path"
)

// MatchName returns a claim filter for a glob on claim names ("" for all).
func MatchName(pattern string) func(Claim) bool {
	return func(c Claim) bool {
		if pattern == "" {
			return true
		}
		ok, _ := path.Match(pattern, c.Name)
		return ok
	}
}

// CheckValgrind builds the runner at each setting and checks every claim
// that match accepts. A missing valgrind is an error that says so.
func CheckValgrind(match func(Claim) bool, settings []Setting, progress func(string)) ([]*Result, error) {
	if _, err := lookPath("valgrind"); err != nil {
		return nil, fmt.Errorf("valgrind is not installed (apt-get install valgrind): %v", err)
	}
	var selected []Claim
	for _, c := range Claims() {
		if match(c) {
			selected = append(selected, c)
		}
	}
	// An excuse whose line is gone is an error, before anything runs.
	excuses, err := ResolveExcuses(selected)
	if err != nil {
		return nil, err
	}
	dir, err := os.MkdirTemp("", "curvecheck-ct-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	var out []*Result
	for _, s := range settings {
		bin, err := BuildRunner(dir, s)
		if err != nil {
			return nil, err
		}
		for _, c := range selected {
			r, err := RunValgrind(bin, c, s.Name, excuses[c.Name])
			if err != nil {
				return nil, err
			}
			if progress != nil {
				progress(fmt.Sprintf("%s [%s]: %s", c.Name, s.Name, r.Verdict))
			}
			out = append(out, r)
		}
	}
	return out, nil
}
