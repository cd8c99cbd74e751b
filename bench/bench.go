// Package bench is the catalogue of curvecheck's performance comparisons:
// each benchmark exists once per implementation (fast, fe25, filippo,
// stdlib, circl, ref) so that ratios are measured in the same run. Every
// group says what each side does (bytes in, bytes out, unless it says
// otherwise) and any asymmetry between them. It backs both go test -bench
// (bench_test.go) and `curvecheck bench`, which runs the cases in a
// shuffled order every round. It is tool-side: it imports the cgo peers of
// impls, and nothing under fast/ or ref/ imports it.
package bench

import (
	"fmt"
	"sort"
	"sync"
	"testing"
)

// Case is one benchmark of one implementation.
type Case struct {
	Group string // "ed25519/verify", "msm/n=3", ...
	Impl  string // "fast", "filippo", ...
	Fn    func(b *testing.B)
}

// Work describes what every implementation of a group does in one
// iteration, and any asymmetry between them.
var Work = map[string]string{}

// Name is Group/Impl, the sub-benchmark path.
func (c Case) Name() string { return c.Group + "/" + c.Impl }

// Comparison says which ratio a requirement is stated on.
type Comparison struct {
	Name        string  // what is compared
	Numerator   string  // a case name
	Denominator string  // a case name
	Max         float64 // the ratio must be at most this (0: informational)
}

var (
	cases []Case
	once  sync.Once
	// tagged lists registration functions of build-tagged files (the
	// cgo peers), run after the others.
	tagged []func()
)

func add(group, impl string, fn func(b *testing.B)) {
	cases = append(cases, Case{Group: group, Impl: impl, Fn: fn})
}

// does records what one iteration of every implementation of group does.
func does(group, work string) { Work[group] = work }

// Cases returns every case, sorted by group then implementation.
func Cases() []Case {
	once.Do(register)
	out := append([]Case(nil), cases...)
	sort.SliceStable(out, func(i, j int) bool { return out[i].Group < out[j].Group })
	return out
}

// Comparisons lists the ratios the project's requirements are stated on,
// and the peer ratios of every group.
func Comparisons() []Comparison {
	once.Do(register)
	var out []Comparison
	out = append(out, requirements...)
	out = append(out, k1Targets...)
	out = append(out, p3Requirements...)
	out = append(out, tokenRequirements...)
	groups := map[string][]string{}
	for _, c := range cases {
		groups[c.Group] = append(groups[c.Group], c.Impl)
	}
	var names []string
	for g := range groups {
		names = append(names, g)
	}
	sort.Strings(names)
	for _, g := range names {
		impls := groups[g]
		hasFast := false
		for _, i := range impls {
			hasFast = hasFast || i == "fast"
		}
		if !hasFast {
			continue
		}
		for _, i := range impls {
			if i != "fast" {
				out = append(out, Comparison{Name: fmt.Sprintf("%s: fast / %s", g, i), Numerator: g + "/fast", Denominator: g + "/" + i})
			}
		}
	}
	return out
}
