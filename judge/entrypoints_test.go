package judge_test

import (
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"testing"

	"github.com/curvecheck/curvecheck/catalog"
	"github.com/curvecheck/curvecheck/engine"
	"github.com/curvecheck/curvecheck/impls/refimpl"
	"github.com/curvecheck/curvecheck/outcome"
	"github.com/curvecheck/curvecheck/vectors"
)

// The situations every entry point must judge alike, one case each on
// x25519/ecdh, told apart by the first byte of the scalar. The scripted
// reference and implementation below act on that byte; every other input
// goes to the real reference.
const (
	agree        = 0xa1 // both accept with the same output
	bothReject   = 0xa2 // the reference rejects, the implementation too
	implPanic    = 0xa3 // the implementation panics
	wrongOutput  = 0xa4 // the implementation returns a wrong output
	undeclared   = 0xa5 // "unsupported" on an input the reference accepts, of no declared class
	hang         = 0xa6 // the implementation times out
	refPanic     = 0xa7 // the reference panics
	policy       = 0xa8 // the all-zero point: the default policy accepts, x25519:reject-zero rejects
	declinedBad  = 0xa9 // "unsupported" on an input the reference rejects
	acceptableOK = 0xaa // a vector file's acceptable case, accepted
	acceptableNo = 0xab // a vector file's acceptable case, rejected
	twice        = 0xac // an external implementation answers the request twice
)

// want is the outcome each entry point must give (hand-written from the
// rules in package judge's comment). The engine and the conformance
// checker judge against the reference; the vector checker against a file,
// whose expectation for each case is written in vectorWant. A situation an
// entry point cannot express is absent from it: the vector checker has no
// reference to panic, the reference has no acceptable answers.
var want = map[byte]outcome.Outcome{
	agree:        outcome.Pass,
	bothReject:   outcome.Pass,
	implPanic:    outcome.Fail,
	wrongOutput:  outcome.Fail,
	undeclared:   outcome.Fail,
	hang:         outcome.TimedOut,
	refPanic:     outcome.NotRun,
	policy:       outcome.Pass,
	declinedBad:  outcome.UnsupportedInput,
	acceptableOK: outcome.AcceptableAccepted,
	acceptableNo: outcome.AcceptableRejected,
	twice:        outcome.Fail,
}

var vectorWant = map[byte]string{
	agree: "valid", bothReject: "invalid", implPanic: "valid", wrongOutput: "valid", undeclared: "valid",
	hang: "valid", policy: "invalid", declinedBad: "invalid", acceptableOK: "acceptable", acceptableNo: "acceptable",
	twice: "valid",
}

const op = "x25519/ecdh"

func situation(in catalog.Values) byte { return in["scalar"][0] }

func caseOf(s byte) catalog.Values {
	k := make([]byte, 32)
	k[0], k[31] = s, 0x40
	u := make([]byte, 32)
	if s != policy {
		u[0] = 9
	}
	return catalog.Values{"scalar": k, "point": u}
}

// scriptedRef is the reference with the scripted situations: it panics on
// refPanic and rejects bothReject and declinedBad.
type scriptedRef struct{ catalog.Impl }

func (r scriptedRef) Run(o string, in catalog.Values) (catalog.Values, error) {
	switch situation(in) {
	case refPanic:
		panic("scripted reference panic")
	case bothReject, declinedBad:
		return nil, errors.New("scripted rejection")
	}
	return r.Impl.Run(o, in)
}

type scriptedPolicyRef struct {
	scriptedRef
	real catalog.PolicyImpl
}

func (r scriptedPolicyRef) Policies(o string) []string { return r.real.Policies(o) }
func (r scriptedPolicyRef) Capabilities() catalog.Capabilities {
	return catalog.Capabilities{Policy: func(o string) string { return catalog.PolicyOf(r.real, o) }, Policies: r.Policies, WithPolicy: r.WithPolicy}
}
func (r scriptedPolicyRef) WithPolicy(o, p string) (catalog.Impl, error) {
	im, err := r.real.WithPolicy(o, p)
	if err != nil {
		return nil, err
	}
	return scriptedRef{im}, nil
}

func newRef() catalog.PolicyImpl {
	real := refimpl.New()
	return scriptedPolicyRef{scriptedRef{real}, real}
}

// doubling is the scripted implementation as an external one that answers
// the twice situation's request a second time (Capabilities.FlushLate).
type doubling struct {
	*catalog.Funcs
	late []catalog.LateAnswer
}

func (d *doubling) Run(o string, in catalog.Values) (catalog.Values, error) {
	out, err := d.Funcs.Run(o, in)
	if situation(in) == twice {
		d.late = append(d.late, catalog.LateAnswer{Op: o, In: in, Line: `{"id":1,"out":{}}`})
	}
	return out, err
}

func (d *doubling) TakeLateAnswers() []catalog.LateAnswer {
	l := d.late
	d.late = nil
	return l
}

func (d *doubling) FlushLateAnswers() []catalog.LateAnswer { return d.TakeLateAnswers() }

func (d *doubling) Capabilities() catalog.Capabilities {
	c := d.Funcs.Capabilities()
	c.TakeLate, c.FlushLate = d.TakeLateAnswers, d.FlushLateAnswers
	return c
}

// newImpl is the scripted implementation: it declares x25519:reject-zero
// and otherwise computes what the reference under that policy computes.
func newImpl() catalog.Impl { return &doubling{Funcs: newFuncs()} }

func newFuncs() *catalog.Funcs {
	real, err := refimpl.New().WithPolicy(op, "x25519:reject-zero")
	if err != nil {
		panic(err)
	}
	return &catalog.Funcs{ImplName: "scripted", Policies: map[string]string{op: "x25519:reject-zero"},
		Table: map[string]catalog.OpFunc{op: func(in catalog.Values) (catalog.Values, error) {
			switch situation(in) {
			case implPanic:
				panic("scripted implementation panic")
			case wrongOutput:
				out, err := real.Run(op, in)
				if err == nil {
					out["shared"] = append([]byte{out["shared"][0] ^ 1}, out["shared"][1:]...)
				}
				return out, err
			case undeclared, declinedBad:
				return nil, catalog.ErrUnsupported
			case hang:
				return nil, fmt.Errorf("%w: %w", catalog.ErrBroken, catalog.ErrTimeout)
			case bothReject, acceptableNo:
				return nil, errors.New("rejected")
			}
			return real.Run(op, in)
		}}}
}

// TestEntryPointsAgree feeds each situation through the differential
// engine (engine.Run), the conformance checker (engine.Checker.CheckCase) and
// the vector checker (vectors.Check on a Wycheproof file) and requires the
// outcome in want from each that can express it.
func TestEntryPointsAgree(t *testing.T) {
	base, ok := catalog.LookupOp(op)
	if !ok {
		t.Fatal(op + " not in the catalog")
	}
	for s, w := range want {
		name := fmt.Sprintf("situation %#x", s)
		expressible := s != acceptableOK && s != acceptableNo
		if expressible {
			one := base
			one.Edges = func() []catalog.Values { return []catalog.Values{caseOf(s)} }
			rep, err := engine.Run(engine.Config{Ops: []catalog.Op{one}, Ref: newRef(), Impls: []catalog.Impl{newImpl()}, Workers: 1})
			if err != nil {
				t.Fatalf("%s: engine: %v", name, err)
			}
			tally := rep.Ops[0].Stats[0].Tally()
			if got := only(tally); got != w {
				t.Errorf("%s: engine: %s (%s), want %s", name, got, tally.Summary(), w)
			}
			c := &engine.Checker{Ref: newRef(), Impls: []catalog.Impl{newImpl()}}
			if got := c.CheckCase(base, caseOf(s)).Outcomes["scripted"]; got != w {
				t.Errorf("%s: conformance: %s, want %s", name, got, w)
			}
		}
		if exp, ok := vectorWant[s]; ok {
			rs, err := vectors.Check("scripted.json", wycheproofFile(t, s, exp), newImpl(), vectors.Options{})
			if err != nil || len(rs) != 1 {
				t.Fatalf("%s: vectors: %v (%d results)", name, err, len(rs))
			}
			if got := only(rs[0].Tally); got != w {
				t.Errorf("%s: vectors: %s (%s), want %s", name, got, rs[0].Tally.Summary(), w)
			}
		}
	}
}

// only returns the single outcome t counts (a tally of one case).
func only(t outcome.Tally) outcome.Outcome {
	n, last := 0, outcome.Outcome(-1)
	for _, o := range outcome.All {
		if k := t.Count(o); k > 0 {
			n += k
			last = o
		}
	}
	if n != 1 {
		return outcome.Outcome(-1)
	}
	return last
}

// wycheproofFile is a one-case Wycheproof XDH file for situation s with
// expectation exp; a valid or acceptable case's shared secret is the real
// reference's.
func wycheproofFile(t *testing.T, s byte, exp string) []byte {
	in := caseOf(s)
	shared := make([]byte, 32)
	if exp != "invalid" {
		out, err := refimpl.New().Run(op, in)
		if err != nil {
			t.Fatal(err)
		}
		shared = out["shared"]
	}
	file := map[string]any{
		"algorithm": "XDH", "schema": "xdh_comp_schema_v1.json", "numberOfTests": 1,
		"testGroups": []any{map[string]any{"curve": "curve25519", "type": "XdhComp", "tests": []any{map[string]any{
			"tcId": 1, "comment": "", "flags": []string{}, "result": exp,
			"private": hex.EncodeToString(in["scalar"]), "public": hex.EncodeToString(in["point"]), "shared": hex.EncodeToString(shared),
		}}}},
	}
	data, err := json.Marshal(file)
	if err != nil {
		t.Fatal(err)
	}
	return data
}
