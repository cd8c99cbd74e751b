package engine_test

import (
	"errors"
	"fmt"
	"math/rand"
	"strings"
	"sync"
	"testing"
	"unicode/utf8"

	"github.com/curvecheck/curvecheck/catalog"
	"github.com/curvecheck/curvecheck/engine"
	"github.com/curvecheck/curvecheck/impls/refimpl"
)

// twice is the reference's secp256k1/scalar_add that answers some requests
// a second time, reported as an external child's are: while a later
// request runs, or by FlushLateAnswers for the last one. The last byte of
// input a picks the behaviour: in doubles, answered twice; in unsup,
// answered "unsupported".
type twice struct {
	ref           catalog.Impl
	doubles, unsE map[byte]bool

	mu   sync.Mutex
	prev *catalog.LateAnswer // the last request, answered twice, not yet read
	late []catalog.LateAnswer
}

func (t *twice) Name() string            { return "twice" }
func (t *twice) Supports(op string) bool { return op == "secp256k1/scalar_add" }

func (t *twice) Run(op string, in catalog.Values) (catalog.Values, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.prev != nil {
		t.late = append(t.late, *t.prev)
		t.prev = nil
	}
	k := in["a"][31]
	if t.doubles[k] {
		t.prev = &catalog.LateAnswer{Op: op, In: in, Line: fmt.Sprintf(`{"id":%d,"out":{}}`, k)}
	}
	if t.unsE[k] {
		return nil, catalog.ErrUnsupported
	}
	return t.ref.Run(op, in)
}

// Capabilities: an instance per worker and second answers, as external
// children have.
func (t *twice) Capabilities() catalog.Capabilities {
	return catalog.Capabilities{Replicate: t.Replicate, TakeLate: t.TakeLateAnswers, FlushLate: t.FlushLateAnswers}
}

// Replicate gives each worker its own instance, as external children are.
func (t *twice) Replicate() (catalog.Impl, error) {
	return &twice{ref: t.ref, doubles: t.doubles, unsE: t.unsE}, nil
}

func (t *twice) TakeLateAnswers() []catalog.LateAnswer {
	t.mu.Lock()
	defer t.mu.Unlock()
	l := t.late
	t.late = nil
	return l
}

func (t *twice) FlushLateAnswers() []catalog.LateAnswer {
	t.mu.Lock()
	if t.prev != nil {
		t.late = append(t.late, *t.prev)
		t.prev = nil
	}
	t.mu.Unlock()
	return t.TakeLateAnswers()
}

// countedOp is secp256k1/scalar_add on n edge cases, a = i + 1 and b = 1
// for case i, and no random ones.
func countedOp(n int) catalog.Op {
	op, _ := catalog.LookupOp("secp256k1/scalar_add")
	op.Edges = func() []catalog.Values {
		var vs []catalog.Values
		for i := range n {
			a, b := make([]byte, 32), make([]byte, 32)
			a[31], b[31] = byte(i+1), 1
			vs = append(vs, catalog.Values{"a": a, "b": b})
		}
		return vs
	}
	return op
}

// TestLateAnswersCountOnce: a second answer turns its case into a finding
// (from agree, or from unsupported) and adds no outcome: over random
// schedules and any number of workers, the outcomes add up to the cases
// run, each case answered twice is one finding of that case, and the
// others are counted as answered.
func TestLateAnswersCountOnce(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	const n = 60
	for round := range 20 {
		im := &twice{ref: refimpl.New(), doubles: map[byte]bool{}, unsE: map[byte]bool{}}
		wantFind, wantUns := map[int]bool{}, 0
		for i := range n {
			k := byte(i + 1)
			im.doubles[k] = rng.Intn(4) == 0
			im.unsE[k] = rng.Intn(5) == 0
			switch {
			case im.doubles[k]:
				wantFind[i] = true
			case im.unsE[k]:
				wantUns++
			}
		}
		workers := 1 + round%3
		// Undeclared "unsupported" answers tolerated: counted as
		// unsupported-input, not as findings.
		rep, err := engine.Run(engine.Config{Ops: []catalog.Op{countedOp(n)}, Ref: refimpl.New(), Impls: []catalog.Impl{im}, Seed: 1, Workers: workers,
			AllowUnsupported: 1})
		if err != nil {
			t.Fatal(err)
		}
		st := rep.Ops[0].Stats[0]
		tally := st.Tally()
		uns := st.Unsupported + st.UnsupportedInvalid + st.DeclaredUnsupported
		if tally.Total() != n || st.Findings != len(wantFind) || uns != wantUns || st.Agree != n-len(wantFind)-wantUns {
			t.Errorf("round %d, %d workers: %+v (%d outcomes); want %d findings, %d unsupported, %d outcomes",
				round, workers, *st, tally.Total(), len(wantFind), wantUns, n)
		}
		if st.Valid != n || st.Cases != n-wantUns {
			t.Errorf("round %d: %d valid, %d compared; want %d and %d", round, st.Valid, st.Cases, n, n-wantUns)
		}
		if len(rep.Findings) != len(wantFind) {
			t.Errorf("round %d: %d findings listed, want %d", round, len(rep.Findings), len(wantFind))
		}
		for j, f := range rep.Findings {
			if !wantFind[f.Case] || f.Kind != "protocol error" || !strings.HasPrefix(f.Results["twice"], "a second answer to this request: ") {
				t.Errorf("round %d: finding %+v", round, f)
			}
			if j > 0 && rep.Findings[j-1].Case >= f.Case {
				t.Errorf("round %d: findings out of case order: %d after %d", round, f.Case, rep.Findings[j-1].Case)
			}
		}
	}
}

// TestAbbrev: answers up to MaxAnswerText are kept whole; longer ones by
// their size, a hash and a prefix cut at a character boundary.
func TestAbbrev(t *testing.T) {
	short := strings.Repeat("a", catalog.MaxAnswerText)
	if catalog.Abbrev(short) != short {
		t.Error("an answer of MaxAnswerText bytes was cut")
	}
	long := strings.Repeat("é", catalog.MaxAnswerText) // 2 bytes each
	got := catalog.Abbrev(long)
	if len(got) > catalog.AnswerPrefix+200 || !utf8.ValidString(got) || !strings.HasPrefix(got, "éé") ||
		!strings.Contains(got, fmt.Sprintf("[%d bytes in all, sha256 ", 2*catalog.MaxAnswerText)) {
		t.Errorf("Abbrev of %d bytes: %q", len(long), got)
	}
	other := long[:len(long)-2] + "e!"
	if catalog.Abbrev(other) == got {
		t.Error("two answers of one size and prefix abbreviate alike")
	}
	r := catalog.Result{Out: catalog.Values{"r": make([]byte, 1<<20)}}
	if s := r.String(); len(s) > catalog.AnswerPrefix+200 || !strings.HasPrefix(s, "r=0000") || !strings.Contains(s, "2097154 bytes in all") {
		t.Errorf("Result.String of a 1 MiB output: %.100q… (%d bytes)", s, len(s))
	}
	e := catalog.Result{Err: errors.New(strings.Repeat("x", 1<<20))}
	if s := e.String(); len(s) > catalog.AnswerPrefix+200 || !strings.HasPrefix(s, "rejected: xxx") {
		t.Errorf("Result.String of a 1 MiB error: %d bytes", len(s))
	}
}

// TestLateAnswerAnswers: a second answer names its request by operation
// and every input's bytes.
func TestLateAnswerAnswers(t *testing.T) {
	in := catalog.Values{"a": {1, 2}, "b": {3}}
	la := catalog.LateAnswer{Op: "x/op", In: catalog.Values{"a": {1, 2}, "b": {3}}}
	for _, tc := range []struct {
		op   string
		in   catalog.Values
		want bool
	}{
		{"x/op", in, true},
		{"x/other", in, false},
		{"x/op", catalog.Values{"a": {1, 2}, "b": {4}}, false},
		{"x/op", catalog.Values{"a": {1, 2}}, false},
		{"x/op", catalog.Values{"a": {1, 2}, "c": {3}}, false},
		{"x/op", catalog.Values{"a": {1, 2}, "b": {3}, "c": nil}, false},
	} {
		if got := la.Answers(tc.op, tc.in); got != tc.want {
			t.Errorf("Answers(%s, %v) = %v", tc.op, tc.in, got)
		}
	}
}
