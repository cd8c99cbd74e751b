package engine

import (
	"encoding/hex"
	"fmt"
	"hash/maphash"
	"reflect"
	"sort"

	"github.com/curvecheck/curvecheck/catalog"
	"github.com/curvecheck/curvecheck/judge"
)

// caseMark is how one case of an implementation that can send second
// answers (Capabilities.TakeLate) was counted, kept so that a second answer read
// later can count the case again as a finding.
type caseMark struct {
	op  string
	idx int
	in  uint64 // hash of the inputs
	// delta is what the case added to its Stats; decided is set when the
	// case is a finding already (or counted as nothing a second answer
	// could change).
	delta   Stats
	decided bool
}

// lateBook keeps the marks of an implementation's most recent cases, in
// fold order.
type lateBook struct {
	seed  maphash.Seed
	marks []caseMark // a ring: next is the oldest once it is full
	next  int
}

// newLateBook keeps size marks. A second answer is read while one of the
// same child's next 64 requests is pending (package exec forgets older
// ones) and at most 64 cases per worker are folded ahead of a case still
// running, so 64·64·workers marks reach every case it can belong to.
func newLateBook(workers int) *lateBook {
	return &lateBook{seed: maphash.MakeSeed(), marks: make([]caseMark, 0, 64*64*max(1, workers))}
}

func (b *lateBook) hash(in catalog.Values) uint64 {
	names := make([]string, 0, len(in))
	for k := range in {
		names = append(names, k)
	}
	sort.Strings(names)
	var h maphash.Hash
	h.SetSeed(b.seed)
	for _, k := range names {
		h.WriteString(k)
		fmt.Fprintf(&h, "\x00%d\x00", len(in[k]))
		h.Write(in[k])
	}
	return h.Sum64()
}

// mark records how case idx of op, on inputs in, was counted: after is its
// Stats after the case, before before it. A nil book keeps nothing.
func (b *lateBook) mark(op string, idx int, in catalog.Values, before, after *Stats) {
	if b == nil {
		return
	}
	d := statsDelta(after, before)
	if d.NotRun > 0 || d.TimedOut > 0 {
		// Not sent, or sent to a child that was then restarted: no second
		// answer can come.
		return
	}
	m := caseMark{op: op, idx: idx, in: b.hash(in), delta: d,
		decided: !(d.Cases == 1 && d.Findings == 0) && d.Unsupported+d.UnsupportedInvalid+d.DeclaredUnsupported != 1}
	if len(b.marks) < cap(b.marks) {
		b.marks = append(b.marks, m)
		return
	}
	b.marks[b.next] = m
	b.next = (b.next + 1) % len(b.marks)
}

// find returns the most recent mark of op on inputs in, or nil (also on
// a nil book).
func (b *lateBook) find(op string, in catalog.Values) *caseMark {
	if b == nil || len(b.marks) == 0 {
		return nil
	}
	h := b.hash(in)
	n := len(b.marks)
	for k := 1; k <= n; k++ {
		m := &b.marks[((b.next-k)%n+n)%n]
		if m.in == h && m.op == op {
			return m
		}
	}
	return nil
}

// recount counts the marked case in st as a finding instead of what it
// was counted as (known: a baseline holds the finding): a request answered
// twice fails whatever its first answer was (judge.Twice), and the answer
// arrives only after the case was counted.
func (m *caseMark) recount(st *Stats, known bool) {
	addStatsScaled(st, m.delta, -1)
	st.Cases++
	st.Findings++
	if m.delta.Valid > 0 {
		st.Valid++
	}
	if known {
		st.Known++
	}
	m.decided = true
}

// statsDelta returns the counts of a less those of b (times and names
// left out). It goes over Stats' int fields by reflection, so that a count
// added to Stats is recounted too.
func statsDelta(a, b *Stats) Stats {
	var d Stats
	va, vb, vd := reflect.ValueOf(a).Elem(), reflect.ValueOf(b).Elem(), reflect.ValueOf(&d).Elem()
	for i := range vd.NumField() {
		if vd.Field(i).Kind() == reflect.Int {
			vd.Field(i).SetInt(va.Field(i).Int() - vb.Field(i).Int())
		}
	}
	return d
}

// addStatsScaled adds k times the int counts of d to st.
func addStatsScaled(st *Stats, d Stats, k int64) {
	vs, vd := reflect.ValueOf(st).Elem(), reflect.ValueOf(&d).Elem()
	for i := range vd.NumField() {
		if vd.Field(i).Kind() == reflect.Int {
			vs.Field(i).SetInt(vs.Field(i).Int() + k*vd.Field(i).Int())
		}
	}
}

// sortFindings puts fs in the order of an unsharded run (operation in
// ops, then case, then implementation, as Merge does): a finding made of
// a second answer is recorded when the answer is read, after the cases
// that followed its own.
func sortFindings(fs []Finding, ops []*OpReport) {
	opPos := map[string]int{}
	implPos := map[string]int{}
	for i, o := range ops {
		opPos[o.Op] = i
		for j, s := range o.Stats {
			implPos[o.Op+"|"+s.Impl] = j
		}
	}
	sort.SliceStable(fs, func(a, b int) bool {
		fa, fb := fs[a], fs[b]
		if pa, pb := opPos[fa.Op], opPos[fb.Op]; pa != pb {
			return pa < pb
		}
		if fa.Case != fb.Case {
			return fa.Case < fb.Case
		}
		return implPos[fa.Op+"|"+fa.Impl] < implPos[fb.Op+"|"+fb.Impl]
	})
}

// LateFinding is the finding of the case whose request la answered a
// second time, on impl.
func LateFinding(impl catalog.Impl, la catalog.LateAnswer) Finding {
	f := Finding{Op: la.Op, Impl: impl.Name(), Policy: catalog.PolicyOf(impl, la.Op), Kind: judge.DoubleAnswer.Kind(),
		Inputs:  map[string]string{},
		Results: map[string]string{impl.Name(): "a second answer to this request: " + catalog.Abbrev(la.Line)}}
	for k, v := range la.In {
		f.Inputs[k] = hex.EncodeToString(v)
	}
	return f
}
