package constanttime

import (
	"fmt"
	"os"
	"path"
	"runtime"
	"sync"
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
		rs, err := runValgrindAll(bin, selected, s.Name, excuses, progress)
		if err != nil {
			return nil, err
		}
		out = append(out, rs...)
	}
	return out, nil
}

// runValgrindAll checks the claims under one runner binary, one memcheck
// process per claim and as many at a time as there are CPUs (each
// process is independent); the results come back in the claims' order.
func runValgrindAll(bin string, claims []Claim, setting string, excuses map[string]map[string]string, progress func(string)) ([]*Result, error) {
	results := make([]*Result, len(claims))
	errs := make([]error, len(claims))
	next := make(chan int)
	var wg sync.WaitGroup
	var mu sync.Mutex
	for range max(1, min(runtime.NumCPU(), len(claims))) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				c := claims[i]
				results[i], errs[i] = RunValgrind(bin, c, setting, excuses[c.Name])
				if progress != nil && errs[i] == nil {
					mu.Lock()
					progress(fmt.Sprintf("%s [%s]: %s", c.Name, setting, results[i].Verdict))
					mu.Unlock()
				}
			}
		}()
	}
	for i := range claims {
		next <- i
	}
	close(next)
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return nil, err
		}
	}
	return results, nil
}
