package constanttime

import (
	"crypto/sha256"
	"fmt"
	"sort"
	"sync"
)

// Kind says what a claim expects of the checkers.
type Kind int

const (
	// ConstantTime: no branch, memory index or variable-time instruction
	// may depend on the secret.
	ConstantTime Kind = iota
	// VarTime: a Var function, allowed to depend on its input; the checker
	// must see it do so, or the method proves nothing (a positive control).
	VarTime
	// Control: code that leaks on purpose (a secret-indexed table, a branch
	// on a secret bit, an early-exit compare); it must be flagged.
	Control
	// NoGuarantee: a function whose library documents no constant-time
	// property; what the checkers see is reported, never counted as a
	// failure of curvecheck's own code.
	NoGuarantee
)

func (k Kind) String() string {
	return [...]string{"constant-time", "variable-time", "leaky control", "no documented guarantee"}[k]
}

// Claim is one entry of the registry: a function, its secret input, and
// what the checkers must find.
type Claim struct {
	Name    string // "fast/edwards25519.ScalarBaseMult"
	Library string // "fast", "filippo", "stdlib", "decred", "gnark", "control"
	Kind    Kind
	// Secret describes the secret input; SecretLen bytes of it are made by
	// the harness, classified, and passed to Run.
	Secret    string
	SecretLen int
	// Sibling names the Var function or the control that shows the checker
	// can see a leak in this code.
	Sibling string
	// Fixed is the secret of dudect's fixed class (default: all zeros); a
	// claim whose function rejects or loops on zeros, or for which zeros
	// are a degenerate input (the scalar 0), names an ordinary one.
	Fixed []byte
	// Run calls the function on the (classified) secret and declassifies
	// whatever the function makes public by design. Every memcheck report
	// raised under it counts against the claim (see RunValgrind), whichever
	// package the code is in.
	Run func(secret []byte)
	// Setup, when set, prepares the claim's public inputs (a request, a
	// blinded element) once, before the secret is classified and outside
	// Exercise and dudect's timings; Run must call it too (it is
	// idempotent), so that a Run called on its own is complete. The
	// registry's init functions do no such work: every program that
	// loads the registry (each memcheck run among them) would pay for it.
	Setup func()
	// Benign lists the source lines whose reports are not leaks, each with
	// its written reason. Only the registry can excuse a report.
	Benign []Excuse
	// TaintOnly, when set, says why the claim is checked by the Valgrind
	// method alone (a control whose leak is too small to time); dudect
	// leaves it out.
	TaintOnly string
}

// Exercise runs c on secret. The Valgrind harness holds against c every
// report whose stack passes through this frame, so it is kept out of line.
//
//go:noinline
func Exercise(c Claim, secret []byte) { c.Run(secret) }

var (
	mu     sync.Mutex
	claims = map[string]Claim{}
)

// Register adds a claim; it panics on a duplicate name.
func Register(c Claim) {
	mu.Lock()
	defer mu.Unlock()
	if _, dup := claims[c.Name]; dup {
		panic("constanttime: claim registered twice: " + c.Name)
	}
	claims[c.Name] = c
}

// Claims returns the registry sorted by name.
func Claims() []Claim {
	mu.Lock()
	defer mu.Unlock()
	out := make([]Claim, 0, len(claims))
	for _, c := range claims {
		out = append(out, c)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// Lookup returns the named claim.
func Lookup(name string) (Claim, bool) {
	mu.Lock()
	defer mu.Unlock()
	c, ok := claims[name]
	return c, ok
}

// RunClassified runs c under Exercise on a fixed secret of c.SecretLen
// bytes classified for memcheck, then prints the line the Valgrind harness
// looks for to know the claim ran. It is what a program run under memcheck
// for one claim calls (ctrun, or a test binary re-executed by Check).
func RunClassified(c Claim) {
	// A fixed, unremarkable secret: what matters is that it is classified.
	secret := make([]byte, 0, c.SecretLen+sha256.Size)
	for block := byte(0); len(secret) < c.SecretLen; block++ {
		h := sha256.Sum256([]byte{block, 'c', 't'})
		secret = append(secret, h[:]...)
	}
	secret = secret[:c.SecretLen]
	if c.Setup != nil {
		c.Setup()
	}
	Classify(secret)
	Exercise(c, secret) // reports are attributed by this frame
	fmt.Print(ranLine(c.Name))
}

// ranLine is what RunClassified prints after running the claim name.
func ranLine(name string) string { return "constanttime: ran " + name + "\n" }
