// Package assurance gathers every claim of curvecheck's assurance case (the
// primes and their certificates, the group and twist orders, every
// hard-coded constant of ref/ and fast/ with its defining property,
// PARI/GP's agreement with the reference, every point formula of fast/
// proven against the group law on its source, the field functions'
// values and limb bounds proven on theirs, and the exponents of the fixed
// exponentiation chains), runs them and renders them:
// `curvecheck prove` (make prove) prints one line per claim, the audit's
// Assurance section counts them, and doc/assurance.md is generated from
// the same list (go generate ./assurance; a test checks it is current).
package assurance

import (
	"fmt"
	"sort"
	"strings"
	"time"

	"github.com/curvecheck/curvecheck/assurance/cas"
	"github.com/curvecheck/curvecheck/assurance/cert"
	"github.com/curvecheck/curvecheck/assurance/chainproof"
	"github.com/curvecheck/curvecheck/assurance/claim"
	"github.com/curvecheck/curvecheck/assurance/constants"
	"github.com/curvecheck/curvecheck/assurance/fieldproof"
	"github.com/curvecheck/curvecheck/assurance/formula"
	"github.com/curvecheck/curvecheck/assurance/order"
)

//go:generate go run ./gendoc ../doc/assurance.md

// sources are the packages that state claims, in the order they are run
// and listed.
var sources = []struct {
	pkg    string // the package whose tests prove the claims (and perturb them)
	claims func() []claim.Claim
}{
	{"./assurance/cert", cert.Claims},
	{"./assurance/order", order.Claims},
	{"./assurance/constants", constants.Claims},
	{"./assurance/cas", cas.Claims},
	{"./assurance/formula", formula.Claims},
	{"./assurance/fieldproof", fieldproof.Claims},
	{"./assurance/chainproof", chainproof.Claims},
}

// Claim is a claim with the package that states it.
type Claim struct {
	claim.Claim
	Package string
}

// Claims returns every claim, in a stable order: by source package, then
// as the package lists them.
func Claims() []Claim {
	var out []Claim
	for _, s := range sources {
		for _, c := range s.claims() {
			out = append(out, Claim{c, s.pkg})
		}
	}
	return out
}

// Validate reports malformed or duplicate claims.
func Validate(cs []Claim) error {
	seen := map[string]bool{}
	for _, c := range cs {
		if err := c.Claim.Validate(); err != nil {
			return err
		}
		if seen[c.ID] {
			return fmt.Errorf("claim %s stated twice", c.ID)
		}
		seen[c.ID] = true
	}
	return nil
}

// Result is one claim's outcome.
type Result struct {
	claim.Result
	Package string
}

// Run runs every claim in order, calling done (if not nil) after each.
func Run(cs []Claim, done func(Result)) []Result {
	out := make([]Result, 0, len(cs))
	for _, c := range cs {
		r := Result{claim.Run(c.Claim), c.Package}
		out = append(out, r)
		if done != nil {
			done(r)
		}
	}
	return out
}

// Tally counts results by status.
type Tally struct {
	Proven, Failed, NotRun int
	Duration               time.Duration
	ByMethod               map[claim.Method]int // proven claims per method
}

// Count tallies rs.
func Count(rs []Result) Tally {
	t := Tally{ByMethod: map[claim.Method]int{}}
	for _, r := range rs {
		t.Duration += r.Duration
		switch r.Status {
		case claim.Proven:
			t.Proven++
			t.ByMethod[r.Claim.Method]++
		case claim.NotRun:
			t.NotRun++
		default:
			t.Failed++
		}
	}
	return t
}

// Summary is one line: "412 claims: 410 proven (…by method…), 0 failed,
// 2 not run".
func (t Tally) Summary() string {
	var parts []string
	for _, m := range claim.Methods {
		if n := t.ByMethod[m]; n > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", n, m))
		}
	}
	return fmt.Sprintf("%d claims: %d proven (%s), %d failed, %d not run",
		t.Proven+t.Failed+t.NotRun, t.Proven, strings.Join(parts, ", "), t.Failed, t.NotRun)
}

// Line is the one-line form `curvecheck prove` prints for r.
func Line(r Result) string {
	s := fmt.Sprintf("%-8s %9s  %-28s %s: %s", r.Status, r.Duration.Round(time.Microsecond*100), r.Claim.Method, r.Claim.ID, r.Claim.Statement)
	if r.Err != nil {
		s += "\n         " + r.Err.Error()
	}
	return s
}

// Kind is the first element of a claim ID ("prime", "order", "const", …).
func Kind(id string) string {
	k, _, _ := strings.Cut(id, "/")
	return k
}

// kindTitles name the document's sections; a kind not listed here is
// listed under its own name.
var kindTitles = map[string]string{
	"prime": "Primes",
	"order": "Group orders",
	"twist": "Twist orders",
	"const": "Constants",
	"table": "Precomputed tables",
	"toy":   "Toy curves",
	"cas":   "Agreement with PARI/GP",
}

// Kinds returns the kinds of cs in a stable order: those of kindTitles'
// document order first, then the others sorted.
func Kinds(cs []Claim) []string {
	order := []string{"prime", "order", "twist", "const", "table", "toy", "cas"}
	have := map[string]bool{}
	for _, c := range cs {
		have[Kind(c.ID)] = true
	}
	var out, rest []string
	for _, k := range order {
		if have[k] {
			out = append(out, k)
			delete(have, k)
		}
	}
	for k := range have {
		rest = append(rest, k)
	}
	sort.Strings(rest)
	return append(out, rest...)
}

// Title is the section title of a kind.
func Title(kind string) string {
	if t, ok := kindTitles[kind]; ok {
		return t
	}
	return kind
}
