package constanttime

import (
	"fmt"
	"math/rand"
	"time"

	"github.com/curvecheck/curvecheck/constanttime/dudect"
)

// DudectResult is a claim timed with dudect.
type DudectResult struct {
	Claim   string         `json:"claim"`
	Library string         `json:"library"`
	Kind    string         `json:"kind"`
	Timing  *dudect.Result `json:"timing"`
	// Control is the sibling (Var function or leaky control) measured with
	// the same budget, and whether it was detected. A constant-time claim
	// whose control was not detected is inconclusive.
	Control         string `json:"control,omitempty"`
	ControlDetected bool   `json:"control_detected"`
	// SiblingError, when set, says why a constant-time claim has no
	// sibling to measure (none named, unknown, or of the wrong kind): its
	// verdict is a failure whatever its timing.
	SiblingError string `json:"sibling_error,omitempty"`
	Verdict      string `json:"verdict"`
	OK           bool   `json:"ok"`
}

// siblingOf returns the sibling of the constant-time claim c found by
// lookup, or an error that says why it has none a method could flag.
func siblingOf(c Claim, lookup func(string) (Claim, bool)) (Claim, error) {
	if c.Sibling == "" {
		return Claim{}, fmt.Errorf("constanttime: claim %s is constant-time but names no Sibling (a VarTime claim or a leaky control the method must flag): its verdict would prove nothing", c.Name)
	}
	sib, ok := lookup(c.Sibling)
	if !ok {
		return Claim{}, fmt.Errorf("constanttime: claim %s: unknown Sibling %q (neither a claim checked with it nor a curvecheck control)", c.Name, c.Sibling)
	}
	if sib.Kind != VarTime && sib.Kind != Control {
		return Claim{}, fmt.Errorf("constanttime: claim %s: Sibling %s must be VarTime or Control, is %s", c.Name, sib.Name, sib.Kind)
	}
	return sib, nil
}

// timeTarget measures a dudect target for budget (a variable so that
// tests of the verdict logic need no timing).
var timeTarget = func(tg dudect.Target, budget time.Duration) *dudect.Result { return dudect.Measure(tg, budget, 1) }

// target makes a dudect target of a claim: the fixed class is the all-zero
// secret, the random class uniform bytes. The claim's Setup runs here,
// before any timing.
func target(c Claim) dudect.Target {
	if c.Setup != nil {
		c.Setup()
	}
	return dudect.Target{
		Name: c.Name,
		Input: func(class int, rng *rand.Rand) []byte {
			b := make([]byte, c.SecretLen)
			if class == 1 {
				rng.Read(b)
			} else {
				copy(b, c.Fixed)
			}
			return b
		},
		Run: c.Run,
	}
}

// CheckDudect times every claim that match accepts (and the siblings of
// the constant-time ones) for budget each; claims marked TaintOnly are left
// out.
func CheckDudect(match func(Claim) bool, budget time.Duration, progress func(string)) []*DudectResult {
	var selected []Claim
	for _, c := range Claims() {
		if match(c) {
			selected = append(selected, c)
		}
	}
	return checkDudect(selected, Lookup, budget, progress)
}

// checkDudect times claims, and the siblings of the constant-time ones
// found by lookup, for budget each; claims marked TaintOnly are left out.
// A constant-time claim without a sibling to measure (siblingOf) is timed
// and fails: "leak", or "no verdict" with its SiblingError.
func checkDudect(claims []Claim, lookup func(string) (Claim, bool), budget time.Duration, progress func(string)) []*DudectResult {
	timed := map[string]*dudect.Result{}
	measure := func(c Claim) *dudect.Result {
		if r, ok := timed[c.Name]; ok {
			return r
		}
		r := timeTarget(target(c), budget)
		timed[c.Name] = r
		if progress != nil {
			progress(c.Name + ": " + r.Verdict)
		}
		return r
	}
	var out []*DudectResult
	for _, c := range claims {
		if c.TaintOnly != "" {
			continue
		}
		r := &DudectResult{Claim: c.Name, Library: c.Library, Kind: c.Kind.String(), Timing: measure(c)}
		switch c.Kind {
		case ConstantTime:
			r.Control = c.Sibling
			if sib, err := siblingOf(c, lookup); err != nil {
				r.SiblingError = err.Error()
			} else {
				r.ControlDetected = measure(sib).Verdict == "leak"
			}
			switch {
			case r.Timing.Verdict == "leak":
				r.Verdict, r.OK = "leak", false
			case r.SiblingError != "":
				r.Verdict, r.OK = "no verdict (no sibling to measure)", false
			case !r.ControlDetected:
				r.Verdict, r.OK = "inconclusive (control not detected in the same budget)", true
			default:
				r.Verdict, r.OK = r.Timing.Verdict, true
			}
		case VarTime, Control:
			r.ControlDetected = r.Timing.Verdict == "leak"
			r.Verdict, r.OK = r.Timing.Verdict, r.Timing.Verdict == "leak" || c.Kind == VarTime
			if c.Kind == Control && !r.OK {
				r.Verdict = "control NOT detected: " + r.Timing.Verdict
			}
		default:
			r.Verdict, r.OK = r.Timing.Verdict, true
		}
		out = append(out, r)
	}
	return out
}
