//go:build timing

package conformance

import (
	"crypto/sha512"
	"os"
	"os/exec"
	"regexp"
	"runtime"
	"strings"
	"testing"
	"time"

	"filippo.io/edwards25519"

	"github.com/curvecheck/curvecheck/constanttime"
)

// Constant-time checks of other code from its own go test: the claims name
// a function, the size of its secret, and a sibling that must be flagged
// (a Var function, or a control). constanttime.Check runs them under
// Valgrind (this test binary, rebuilt with -tags valgrind and re-executed
// under memcheck) and under dudect (timed in this process), with
// curvecheck's leaky controls beside them. The file is built with -tags
// timing (make test-ct): dudect's verdicts depend on time, and the
// Valgrind runs take minutes.

// budget is dudect's time per constant-time function here (leaky ones stop
// at the first clear leak).
const budget = 5 * time.Second

// TestFilippoScalarBaseMult: filippo.io/edwards25519's fixed-base
// multiplication is constant time in its scalar; its variable-time double
// multiplication is the sibling that must be flagged.
func TestFilippoScalarBaseMult(t *testing.T) {
	scalar := func(s []byte) *edwards25519.Scalar {
		k, err := edwards25519.NewScalar().SetUniformBytes(s)
		if err != nil {
			panic(err)
		}
		return k
	}
	// dudect's fixed class: one ordinary scalar. All zeros (the default)
	// is the scalar 0, whose every digit is 0 and whose result is the
	// identity: a degenerate input that shifts the timing a little (|t|
	// of 5 to 6.5 after 150 000 to 330 000 measurements, in three of six
	// runs here) with no branch or index on the secret (the valgrind
	// subtest checks that).
	fixed := sha512.Sum512([]byte("an ordinary fixed scalar"))
	constanttime.Check(t, constanttime.Options{Budget: budget},
		constanttime.Claim{
			Name: "edwards25519.ScalarBaseMult", Kind: constanttime.ConstantTime, SecretLen: 64, Fixed: fixed[:],
			Sibling: "edwards25519.VarTimeDoubleScalarBaseMult",
			Run: func(s []byte) {
				p := new(edwards25519.Point).ScalarBaseMult(scalar(s))
				constanttime.Declassify(p.Bytes()) // the public key is public
			},
			// Two branches in the library have one outcome for every valid
			// input; each excuse names the line's text and says why.
			Benign: []constanttime.Excuse{
				{Func: "filippo.io/edwards25519.(*Scalar).signedRadix16", Line: "if b[31] > 127 {",
					Reason: "a reduced scalar never has bit 255 set; the panic check has one outcome"},
				{Func: "filippo.io/edwards25519.checkInitialized", Line: "if p.x == (field.Element{}) && p.y == (field.Element{}) {",
					Reason: "no valid point has the zero value's coordinates"},
			},
		},
		constanttime.Claim{
			Name: "edwards25519.VarTimeDoubleScalarBaseMult", Kind: constanttime.VarTime, SecretLen: 64,
			Run: func(s []byte) {
				k := scalar(s)
				p := new(edwards25519.Point).VarTimeDoubleScalarBaseMult(k, edwards25519.NewGeneratorPoint(), k)
				constanttime.Declassify(p.Bytes())
			},
		},
	)
}

// equalBranchy compares a secret with a public value and returns at the
// first difference: its time and its branches depend on the secret.
//
//go:noinline
func equalBranchy(secret, public []byte) bool {
	for i := range secret {
		if secret[i] != public[i] {
			return false
		}
	}
	return true
}

// equalMasked compares the same way with no secret-dependent branch: the
// differences are ORed together and turned into 0 or 1 arithmetically.
//
//go:noinline
func equalMasked(secret, public []byte) bool {
	var diff byte
	for i := range secret {
		diff |= secret[i] ^ public[i]
	}
	return (uint32(diff)-1)>>31 == 1
}

// compareClaim makes a claim of a comparison of a 256-byte secret with
// zeros (dudect's fixed class is all zeros: equal; its random class
// differs at the first byte).
func compareClaim(name string, kind constanttime.Kind, eq func(secret, public []byte) bool) constanttime.Claim {
	public := make([]byte, 256)
	return constanttime.Claim{Name: name, Kind: kind, SecretLen: 256, Run: func(s []byte) {
		r := eq(s, public)
		constanttime.DeclassifyValue(&r) // the answer is public; how it was reached is not
		runtime.KeepAlive(r)
	}}
}

// TestMaskedCompare: the masked comparison is clean under both methods,
// and the branchy one, declared a control, is flagged by both (the test
// fails if either method misses it).
func TestMaskedCompare(t *testing.T) {
	masked := compareClaim("equalMasked", constanttime.ConstantTime, equalMasked)
	masked.Sibling = "equalBranchy"
	constanttime.Check(t, constanttime.Options{Budget: budget},
		masked,
		compareClaim("equalBranchy", constanttime.Control, equalBranchy),
	)
}

// negativeEnv runs TestBranchyClaimedConstantTime: it is meant to fail,
// and TestBranchyCompareIsFlagged runs it in a go test of its own.
const negativeEnv = "CURVECHECK_EXAMPLE_NEGATIVE"

// TestBranchyClaimedConstantTime declares the branchy comparison constant
// time: both methods must fail it.
func TestBranchyClaimedConstantTime(t *testing.T) {
	if os.Getenv(negativeEnv) == "" {
		t.Skip("meant to fail: run by TestBranchyCompareIsFlagged")
	}
	constanttime.Check(t, constanttime.Options{Budget: budget},
		compareClaim("equalBranchy", constanttime.ConstantTime, equalBranchy))
}

// TestBranchyCompareIsFlagged runs TestBranchyClaimedConstantTime and
// requires it to fail under both methods, the Valgrind failure naming
// the line of this file that branches on the secret.
func TestBranchyCompareIsFlagged(t *testing.T) {
	if _, err := exec.LookPath("valgrind"); err != nil && os.Getenv("CI") != "true" {
		t.Skip("valgrind not installed: the Valgrind half of this check cannot run")
	}
	cmd := exec.Command("go", "test", "-count=1", "-tags", "timing", "-run", "^TestBranchyClaimedConstantTime$", "-v", ".")
	cmd.Env = append(os.Environ(), negativeEnv+"=1")
	out, err := cmd.CombinedOutput()
	if err == nil {
		t.Fatalf("a branchy comparison declared constant time passed:\n%s", out)
	}
	text := string(out)
	for _, want := range []*regexp.Regexp{
		regexp.MustCompile(`--- FAIL: TestBranchyClaimedConstantTime/valgrind`),
		regexp.MustCompile(`equalBranchy \(constant-time\): LEAK \(\d+ locations\)`),
		regexp.MustCompile(`branch at \S*constanttime_test\.go:\d+ in example\.com/conformance\.equalBranchy`),
		regexp.MustCompile(`--- FAIL: TestBranchyClaimedConstantTime/dudect`),
		regexp.MustCompile(`equalBranchy \(constant-time\): leak, max \|t\|`),
	} {
		if !want.MatchString(text) {
			t.Errorf("the failing run's output lacks %q:\n%s", want, text)
		}
	}
	if strings.Contains(text, "equalBranchy (constant-time): clean") {
		t.Errorf("the branchy comparison was called clean:\n%s", text)
	}
}
