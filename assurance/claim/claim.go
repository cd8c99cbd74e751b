// Package claim is the vocabulary of curvecheck's assurance case: a claim
// is one mathematical fact the reference or the fast code relies on (a
// number is prime, a group has a given order, a constant has its defining
// property), the method that proves it, the source of that method, and a
// check that can fail.
//
// Packages under assurance/ return their claims as []Claim; the package
// assurance gathers them, runs them (curvecheck prove, make prove, the
// audit's Assurance section, go test) and renders doc/assurance.md.
package claim

import (
	"errors"
	"fmt"
	"time"
)

// Method names how a claim is proven. The set is closed: a claim with
// another method is refused by Validate.
type Method string

const (
	// Certificate: a primality certificate (Atkin–Morain ECPP or
	// Pocklington–Lehmer N−1) checked step by step by our own verifier.
	Certificate Method = "certificate verified"
	// Exact: a computation in exact integer or finite-field arithmetic
	// (math/big) whose result is the statement (n·G = O, β³ = 1, the
	// Hasse interval holding one multiple of n).
	Exact Method = "exact arithmetic"
	// Identity: two polynomials (univariate or multivariate, over F_p or
	// Z) compared coefficient by coefficient after reduction.
	Identity Method = "polynomial identity"
	// Exhaustive: every element of a finite set checked.
	Exhaustive Method = "exhaustive"
	// Regenerated: a precomputed table or generated file rebuilt from its
	// definition and compared with what ships.
	Regenerated Method = "regenerated from definition"
	// CAS: the value recomputed by an independent computer algebra system
	// (PARI/GP) and compared. Needs gp on PATH.
	CAS Method = "CAS agreement"
)

// Methods lists every method, in the order reports group them.
var Methods = []Method{Certificate, Exact, Identity, Exhaustive, Regenerated, CAS}

// Claim is one proven fact.
type Claim struct {
	// ID is unique and stable: "prime/secp256k1/n", "order/p384",
	// "const/edwards25519/d", "table/secp256k1/comb".
	ID string
	// Statement says what is proven, in one sentence a reviewer can
	// check against the code ("d = −121665/121666 mod p").
	Statement string
	Method    Method
	// Source names the theorem or specification the proof rests on
	// ("Atkin–Morain 1993, Theorem 5.2", "RFC 9380 §H.2").
	Source string
	// Where lists the code that holds or uses the fact, as
	// "path/to/file.go Identifier" (empty for facts about numbers only).
	Where []string
	// NeedsGP: the check runs PARI/GP (gp on PATH); without it the claim
	// is not run, which is reported as such and never as proven.
	NeedsGP bool
	// Check proves the claim; nil error means proven. Any input it does
	// not understand is an error.
	Check func() error
}

// ErrNoGP is returned (wrapped) by a NeedsGP check when gp is not on PATH.
var ErrNoGP = errors.New("gp (PARI/GP) not found on PATH")

// Validate reports a malformed claim (no ID, statement, source, known
// method or check).
func (c Claim) Validate() error {
	switch {
	case c.ID == "":
		return errors.New("claim without ID")
	case c.Statement == "":
		return fmt.Errorf("claim %s: no statement", c.ID)
	case c.Source == "":
		return fmt.Errorf("claim %s: no source", c.ID)
	case c.Check == nil:
		return fmt.Errorf("claim %s: no check", c.ID)
	}
	for _, m := range Methods {
		if c.Method == m {
			return nil
		}
	}
	return fmt.Errorf("claim %s: unknown method %q", c.ID, c.Method)
}

// Status of a claim after a run.
type Status string

const (
	Proven Status = "proven"
	Failed Status = "FAILED"
	NotRun Status = "not run"
)

// Result is one claim's outcome.
type Result struct {
	Claim    Claim
	Status   Status
	Err      error // the failure, or why it did not run
	Duration time.Duration
}

// Run runs c's check and times it. A NeedsGP claim whose check returns
// an error wrapping ErrNoGP is NotRun; any other error is Failed. A
// panic in the check is a failure, not a crash of the run.
func Run(c Claim) (r Result) {
	r.Claim = c
	if err := c.Validate(); err != nil {
		r.Status, r.Err = Failed, err
		return r
	}
	start := time.Now()
	defer func() {
		r.Duration = time.Since(start)
		if p := recover(); p != nil {
			r.Status, r.Err = Failed, fmt.Errorf("check panicked: %v", p)
		}
	}()
	err := c.Check()
	switch {
	case err == nil:
		r.Status = Proven
	case c.NeedsGP && errors.Is(err, ErrNoGP):
		r.Status, r.Err = NotRun, err
	default:
		r.Status, r.Err = Failed, err
	}
	return r
}
