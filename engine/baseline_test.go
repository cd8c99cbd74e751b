package engine_test

import (
	"encoding/hex"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/curvecheck/curvecheck/catalog"
	"github.com/curvecheck/curvecheck/engine"
	"github.com/curvecheck/curvecheck/impls/refimpl"
)

const baselineOp = "secp256k1/scalar_add"

// scalarAdd is the reference's secp256k1/scalar_add with wrong(in, out)
// applied to its answers: a deliberately wrong implementation whose
// findings are known in advance.
func scalarAdd(name string, wrong func(in, out catalog.Values, err error) (catalog.Values, error)) *catalog.Funcs {
	ref := refimpl.New()
	return &catalog.Funcs{ImplName: name, Table: map[string]catalog.OpFunc{
		baselineOp: func(in catalog.Values) (catalog.Values, error) {
			out, err := ref.Run(baselineOp, in)
			return wrong(in, out, err)
		}}}
}

func flip(out catalog.Values, bit byte) catalog.Values {
	r := append([]byte(nil), out["r"]...)
	r[len(r)-1] ^= bit
	return catalog.Values{"r": r}
}

// wrongA answers wrong (the low bit of r flipped) when a's last byte is a
// multiple of 4 and the reference accepts.
func wrongA(in, out catalog.Values, err error) (catalog.Values, error) {
	if err == nil && len(in["a"]) == 32 && in["a"][31]%4 == 0 {
		return flip(out, 1), nil
	}
	return out, err
}

// changedB picks, among wrongA's wrong answers, the ones the second
// release answers differently: it rejects when a's last byte is a
// multiple of 8, and flips another bit when it is 4 mod 8 and b's last
// byte is odd.
func changedB(in catalog.Values) (reject, other bool) {
	a, b := in["a"], in["b"]
	if len(a) != 32 || len(b) != 32 || a[31]%4 != 0 {
		return false, false
	}
	return a[31]%8 == 0, a[31]%8 == 4 && b[31]%2 == 1
}

func wrongB(in, out catalog.Values, err error) (catalog.Values, error) {
	if err != nil {
		return out, err
	}
	switch reject, other := changedB(in); {
	case reject:
		return nil, errors.New("scalar out of range")
	case other:
		return flip(out, 2), nil
	}
	return wrongA(in, out, err)
}

func runBaseline(t *testing.T, impl catalog.Impl, base *engine.Baseline, findings string) *engine.Report {
	t.Helper()
	op, _ := catalog.LookupOp(baselineOp)
	rep, err := engine.Run(engine.Config{Ops: []catalog.Op{op}, Ref: refimpl.New(), Impls: []catalog.Impl{impl},
		N: 60, Seed: 7, Workers: 2, Baseline: base, FindingsDir: findings})
	if err != nil {
		t.Fatal(err)
	}
	return rep
}

func writeReport(t *testing.T, rep *engine.Report) string {
	t.Helper()
	data, err := json.Marshal(rep)
	if err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(t.TempDir(), "report.json")
	if err := os.WriteFile(p, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func inputsKey(f engine.Finding) string { return f.Inputs["a"] + "+" + f.Inputs["b"] }

// TestBaselineOfOwnReport: a wrong implementation run with its own earlier
// report as the baseline has no new finding, every earlier finding is
// known with its reason, the verdict is known-findings (not clean) and the
// counts stay failures. The second report, used as a baseline in turn,
// still holds them all.
func TestBaselineOfOwnReport(t *testing.T) {
	first := runBaseline(t, scalarAdd("mutant", wrongA), nil, "")
	if len(first.Findings) < 10 || first.Verdict.Status != engine.Findings {
		t.Fatalf("the wrong implementation has %d findings (%s); want at least 10", len(first.Findings), first.Verdict.Status)
	}
	prev := writeReport(t, first)
	base, err := engine.LoadDiffBaseline([]string{prev})
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	again := runBaseline(t, scalarAdd("mutant", wrongA), base, dir)
	if len(again.Findings) != 0 || len(again.Known) != len(first.Findings) {
		t.Fatalf("%d new, %d known; want 0 new, %d known", len(again.Findings), len(again.Known), len(first.Findings))
	}
	v := again.Verdict
	if v.Status != engine.KnownOnly || v.New != 0 || v.Known != len(first.Findings) ||
		!strings.HasPrefix(v.Coverage, "0 new findings, "+itoa(len(first.Findings))+" known from baseline "+prev+"; ") {
		t.Fatalf("verdict %+v", v)
	}
	if v.Outcomes.Fail != first.Verdict.Outcomes.Fail || v.Outcomes.Reasons["fail"]["known from a baseline"] != v.Outcomes.Fail {
		t.Errorf("outcomes %+v: the known cases must stay failures (%d), each for its baseline", v.Outcomes, first.Verdict.Outcomes.Fail)
	}
	st := again.Ops[0].Stats[0]
	if st.Known != st.Findings || st.Findings != first.Ops[0].Stats[0].Findings {
		t.Errorf("stats: %d findings, %d known; want %d of each", st.Findings, st.Known, first.Ops[0].Stats[0].Findings)
	}
	for i, f := range again.Known {
		if f.Known == nil || !strings.Contains(f.Known.Reason, "in baseline report "+prev+" (seed 7, case ") || f.Known.Baseline != prev {
			t.Fatalf("known finding %d: mark %+v", i, f.Known)
		}
		if f.File == "" || filepath.Dir(f.File) != filepath.Join(dir, "known") || f.Case != first.Findings[i].Case {
			t.Errorf("known finding %d: corpus file %q, case %d (want under %s/known, case %d)", i, f.File, f.Case, dir, first.Findings[i].Case)
		}
	}
	// A report made with a baseline is a baseline: its known findings
	// count as in it.
	base2, err := engine.LoadDiffBaseline([]string{writeReport(t, again)})
	if err != nil {
		t.Fatal(err)
	}
	third := runBaseline(t, scalarAdd("mutant", wrongA), base2, "")
	if len(third.Findings) != 0 || len(third.Known) != len(first.Findings) || third.Known[0].Known.Reason != again.Known[0].Known.Reason {
		t.Fatalf("with the baselined report as baseline: %d new, %d known (%+v)", len(third.Findings), len(third.Known), third.Known[0].Known)
	}
	// Another implementation name is another finding.
	if other := runBaseline(t, scalarAdd("mutant2", wrongA), base, ""); len(other.Known) != 0 {
		t.Errorf("another implementation's findings are known: %d", len(other.Known))
	}
}

// TestBaselineChangedAnswers: the next release answers differently on a
// known subset of the known cases (rejects some, gives another wrong
// output on others): exactly those cases are new.
func TestBaselineChangedAnswers(t *testing.T) {
	first := runBaseline(t, scalarAdd("mutant", wrongA), nil, "")
	base, err := engine.LoadDiffBaseline([]string{writeReport(t, first)})
	if err != nil {
		t.Fatal(err)
	}
	var want []string
	rejects, others := 0, 0
	for _, f := range first.Findings {
		in := catalog.Values{}
		for k, v := range f.Inputs {
			in[k], _ = hex.DecodeString(v)
		}
		if reject, other := changedB(in); reject || other {
			want = append(want, inputsKey(f))
			if reject {
				rejects++
			} else {
				others++
			}
		}
	}
	if rejects == 0 || others == 0 || len(want) == len(first.Findings) {
		t.Fatalf("the changed subset (%d rejected, %d other outputs of %d) does not exercise both changes", rejects, others, len(first.Findings))
	}
	next := runBaseline(t, scalarAdd("mutant", wrongB), base, "")
	var got []string
	for _, f := range next.Findings {
		got = append(got, inputsKey(f))
	}
	sort.Strings(got)
	sort.Strings(want)
	if strings.Join(got, ",") != strings.Join(want, ",") {
		t.Fatalf("new findings\n%v\nwant the changed cases\n%v", got, want)
	}
	if len(next.Known) != len(first.Findings)-len(want) || next.Verdict.Status != engine.Findings || next.Verdict.New != len(want) {
		t.Fatalf("%d known, verdict %s (%d new); want %d known and findings", len(next.Known), next.Verdict.Status, next.Verdict.New, len(first.Findings)-len(want))
	}
}

// TestReviewedBaseline: a reviewed entry excuses a class of findings (and
// only it), another an exact input; an entry without a reason, or naming
// no operation, or an unknown class, is refused.
func TestReviewedBaseline(t *testing.T) {
	op, _ := catalog.LookupOp(baselineOp)
	notReduced, _ := op.Class("scalar-not-reduced")
	// Wrong on every input with an operand >= n (it returns zero where the
	// reference rejects or reduces), and on a = ...03.
	impl := scalarAdd("lib", func(in, out catalog.Values, err error) (catalog.Values, error) {
		if notReduced.Match(in) {
			return catalog.Values{"r": make([]byte, 32)}, nil
		}
		if err == nil && in["a"][31] == 3 {
			return flip(out, 1), nil
		}
		return out, err
	})
	plain := runBaseline(t, impl, nil, "")
	var single engine.Finding
	for _, f := range plain.Findings {
		if f.Inputs["a"][62:] == "03" {
			single = f
		}
	}
	if single.Op == "" {
		t.Fatal("no finding with a = ...03")
	}
	dir := t.TempDir()
	write := func(name string, v any) string {
		data, _ := json.Marshal(v)
		p := filepath.Join(dir, name)
		os.WriteFile(p, data, 0o644)
		return p
	}
	singleIn := map[string]string{"a": strings.ToUpper(single.Inputs["a"]), "b": single.Inputs["b"]}
	_, singleOut, _ := strings.Cut(single.Results["lib"], "r=")
	file := write("known.json", map[string]any{"curvecheck_baseline": 1, "known": []map[string]any{
		{"op": baselineOp, "inputs": singleIn, "result": "rejected", "reason": "another answer"},
		{"op": "secp256k1/scalar_*", "impl": "l*", "class": "scalar-not-reduced", "reason": "documented: operands must be reduced"},
		{"op": baselineOp, "inputs": singleIn, "result": strings.ToUpper(singleOut), "reason": "issue 12"},
		{"file": "x25519_test.json", "test": "tcId 1*", "reason": "a vector entry: diff ignores it"},
	}})
	base, err := engine.LoadDiffBaseline([]string{file})
	if err != nil {
		t.Fatal(err)
	}
	rep := runBaseline(t, impl, base, "")
	classKnown := 0
	for _, f := range rep.Known {
		switch {
		case f.Known.Reason == "issue 12" && f.Inputs["a"] == single.Inputs["a"] && f.Inputs["b"] == single.Inputs["b"]:
		case f.Known.Reason == "documented: operands must be reduced" && f.Known.Baseline == file:
			classKnown++
		default:
			t.Errorf("known finding %s with mark %+v", inputsKey(f), f.Known)
		}
	}
	inClass := func(f engine.Finding) bool {
		in := catalog.Values{}
		for k, v := range f.Inputs {
			in[k], _ = hex.DecodeString(v)
		}
		return notReduced.Match(in)
	}
	for _, f := range rep.Findings {
		if inClass(f) || inputsKey(f) == inputsKey(single) {
			t.Errorf("new finding %s %s is in the baseline", inputsKey(f), f.Results)
		}
	}
	if classKnown == 0 || len(rep.Findings) == 0 || classKnown+1+len(rep.Findings) != len(plain.Findings) {
		t.Fatalf("%d known by class, 1 by input, %d new; want some of each, %d in all", classKnown, len(rep.Findings), len(plain.Findings))
	}

	for name, entry := range map[string]map[string]any{
		"no reason":         {"op": baselineOp, "class": "scalar-zero"},
		"blank reason":      {"op": baselineOp, "reason": "  "},
		"nothing to match":  {"impl": "lib", "reason": "everything"},
		"unknown class":     {"op": baselineOp, "class": "scalar-odd", "reason": "r"},
		"unknown operation": {"op": "secp256k1/scalar_addd", "reason": "r"},
		"not hex":           {"op": baselineOp, "inputs": map[string]string{"a": "xyz"}, "reason": "r"},
		"misspelt field":    {"op": baselineOp, "reson": "r"},
	} {
		p := write(strings.ReplaceAll(name, " ", "-")+".json", map[string]any{"curvecheck_baseline": 1, "known": []any{entry}})
		if _, err := engine.LoadDiffBaseline([]string{p}); err == nil {
			t.Errorf("%s: entry %v accepted", name, entry)
		}
	}
	if _, err := engine.LoadDiffBaseline([]string{write("other.json", map[string]any{"hello": 1})}); err == nil {
		t.Error("a JSON file that is no baseline accepted")
	}
}

// TestMergeKeepsKnown: shards run with a baseline merge into the report
// of the unsharded run with the same baseline, known findings included;
// merge's own baseline marks the findings of shards run without one.
func TestMergeKeepsKnown(t *testing.T) {
	op, _ := catalog.LookupOp(baselineOp)
	first := runBaseline(t, scalarAdd("mutant", wrongA), nil, "")
	base, err := engine.LoadDiffBaseline([]string{writeReport(t, first)})
	if err != nil {
		t.Fatal(err)
	}
	whole := runBaseline(t, scalarAdd("mutant", wrongB), base, "")
	var with, without []*engine.Report
	for i := range 2 {
		for _, b := range []*engine.Baseline{base, nil} {
			rep, err := engine.Run(engine.Config{Ops: []catalog.Op{op}, Ref: refimpl.New(), Impls: []catalog.Impl{scalarAdd("mutant", wrongB)},
				N: 60, Seed: 7, Workers: 1, Baseline: b, Shard: engine.Shard{Index: i, Count: 2}})
			if err != nil {
				t.Fatal(err)
			}
			if b == nil {
				without = append(without, rep)
			} else {
				with = append(with, rep)
			}
		}
	}
	m1, err := engine.Merge(with)
	if err != nil {
		t.Fatal(err)
	}
	m2, err := engine.Merge(without)
	if err != nil {
		t.Fatal(err)
	}
	m2.ApplyBaseline(base)
	for name, m := range map[string]*engine.Report{"shards with a baseline": m1, "merge with a baseline": m2} {
		if keys(m.Findings) != keys(whole.Findings) || keys(m.Known) != keys(whole.Known) ||
			m.Verdict.Status != whole.Verdict.Status || m.Ops[0].Stats[0].Known != whole.Ops[0].Stats[0].Known {
			t.Errorf("%s: %d new, %d known (%d counted), %s; want %d, %d (%d), %s", name, len(m.Findings), len(m.Known), m.Ops[0].Stats[0].Known,
				m.Verdict.Status, len(whole.Findings), len(whole.Known), whole.Ops[0].Stats[0].Known, whole.Verdict.Status)
		}
	}
}

func keys(fs []engine.Finding) string {
	var out []string
	for _, f := range fs {
		out = append(out, inputsKey(f))
	}
	return strings.Join(out, ",")
}

func itoa(n int) string {
	b, _ := json.Marshal(n)
	return string(b)
}

// TestFindingIdentity: a rejection's error text and outputs the operation
// does not declare do not make another finding; another output, another
// reference answer or another kind does.
func TestFindingIdentity(t *testing.T) {
	base := engine.Finding{Op: baselineOp, Impl: "lib", Kind: "mismatch", Inputs: map[string]string{"a": "01", "b": "02"},
		Results: map[string]string{"lib": "rejected: scalar out of range", "ref": "r=03"}}
	with := func(f func(*engine.Finding)) engine.Finding {
		g := base
		g.Results = map[string]string{"lib": base.Results["lib"], "ref": base.Results["ref"]}
		f(&g)
		return g
	}
	same := []engine.Finding{
		with(func(f *engine.Finding) { f.Results["lib"] = "rejected: invalid scalar" }),
		with(func(f *engine.Finding) { f.Results["ref"] = "extra=ff r=03" }),
		with(func(f *engine.Finding) { f.Detail = "something else" }),
	}
	other := []engine.Finding{
		with(func(f *engine.Finding) { f.Results["lib"] = "r=04" }),
		with(func(f *engine.Finding) { f.Results["ref"] = "r=05" }),
		with(func(f *engine.Finding) { f.Kind = "panic" }),
		with(func(f *engine.Finding) { f.Inputs = map[string]string{"a": "01", "b": "03"} }),
		with(func(f *engine.Finding) { f.Impl = "lib2"; f.Results["lib2"] = f.Results["lib"] }),
	}
	for i, f := range same {
		if f.Identity() != base.Identity() {
			t.Errorf("same %d: %s != %s", i, f.Identity(), base.Identity())
		}
	}
	for i, f := range other {
		if f.Identity() == base.Identity() {
			t.Errorf("other %d: the same identity %s", i, f.Identity())
		}
	}
	if got, want := base.Identity(), baselineOp+"|lib|a=01|b=02|got=rejected|want=03"; got != want {
		t.Errorf("identity %q, want %q", got, want)
	}
}

// TestBaselineDocExample: the reviewed list of doc/baselines.md loads.
func TestBaselineDocExample(t *testing.T) {
	doc, err := os.ReadFile("../doc/baselines.md")
	if err != nil {
		t.Fatal(err)
	}
	_, rest, ok := strings.Cut(string(doc), "```json\n")
	example, _, ok2 := strings.Cut(rest, "```")
	if !ok || !ok2 {
		t.Fatal("no JSON example in doc/baselines.md")
	}
	p := filepath.Join(t.TempDir(), "known.json")
	os.WriteFile(p, []byte(example), 0o644)
	if _, err := engine.LoadDiffBaseline([]string{p}); err != nil {
		t.Fatal(err)
	}
	if _, err := engine.LoadVectorBaseline([]string{p}); err != nil {
		t.Fatal(err)
	}
}

// TestKnownFindingRepeats: a finding a baseline holds, drawn again in the
// same run, is one known finding with its repeats counted (the run once
// indexed the new findings with the known one's place and panicked when
// there were fewer new findings than known ones).
func TestKnownFindingRepeats(t *testing.T) {
	op, _ := catalog.LookupOp(baselineOp)
	a := make([]byte, 32) // a's last byte 0: wrongA answers wrong
	b := make([]byte, 32)
	b[31] = 5
	in := catalog.Values{"a": a, "b": b}
	op.Edges = func() []catalog.Values { return []catalog.Values{in, in, in} }
	run := func(base *engine.Baseline) *engine.Report {
		rep, err := engine.Run(engine.Config{Ops: []catalog.Op{op}, Ref: refimpl.New(),
			Impls: []catalog.Impl{scalarAdd("wrong-a", wrongA)}, Workers: 1, Baseline: base})
		if err != nil {
			t.Fatal(err)
		}
		return rep
	}
	first := run(nil)
	if len(first.Findings) != 1 || first.Findings[0].Repeats != 2 {
		t.Fatalf("first run: %d findings (want 1 with 2 repeats)", len(first.Findings))
	}
	base, err := engine.LoadDiffBaseline([]string{writeReport(t, first)})
	if err != nil {
		t.Fatal(err)
	}
	again := run(base)
	if len(again.Findings) != 0 || len(again.Known) != 1 || again.Known[0].Repeats != 2 {
		t.Fatalf("with the baseline: %d new, %d known (want 0 and 1 with 2 repeats)", len(again.Findings), len(again.Known))
	}
}
