package engine

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strings"

	"github.com/curvecheck/curvecheck/catalog"
)

// A baseline holds the behaviours of a library that are already known, so
// that a run reports what is new. It is read from earlier reports (every
// finding of a diff report, every failure of a vectors report) or from a
// reviewed list of known behaviours, each with its reason
// (doc/baselines.md). A finding or failing vector case the baseline holds
// is still a failure against the reference; it is reported apart, with the
// reason, and does not make the run fail.

// BaselineVersion is the version of the reviewed baseline format, the
// value of its "curvecheck_baseline" field.
const BaselineVersion = 1

// Known marks a finding or a failing vector case that a baseline holds.
type Known struct {
	// Baseline is the file that holds it.
	Baseline string `json:"baseline"`
	// Reason is why it is known: a reviewed entry's reason, or where an
	// earlier report has it.
	Reason string `json:"reason"`
}

// KnownEntry is one entry of a reviewed baseline. Every field but Reason
// narrows what it matches; an entry names an operation (Op) or a vector
// file (File). Op, Impl, File and Test are names or path.Match patterns.
type KnownEntry struct {
	Op   string `json:"op,omitempty"`
	Impl string `json:"impl,omitempty"`
	// Inputs, in hex: each one given must equal the case's.
	Inputs map[string]string `json:"inputs,omitempty"`
	// Class is an input class or an edge class of the operation
	// (Op.AnyClass; its Match decides).
	Class string `json:"class,omitempty"`
	// Result is the implementation's behaviour: accepted, rejected, panic,
	// timeout, crash, unsupported, protocol error, or its output (hex; for
	// an operation with several outputs, name=hex pairs separated by
	// spaces). For a vector case it is compared with the failure's got
	// ("accepted", "rejected", "wrong output", ...), or with its output.
	Result string `json:"result,omitempty"`
	// File (a vector file's base name) and Test (a test id, "tcId 12")
	// match failing vector cases only.
	File string `json:"file,omitempty"`
	Test string `json:"test,omitempty"`
	// Reason says why the behaviour is known and accepted for now; it is
	// required.
	Reason string `json:"reason"`
}

// reviewedBaseline is the reviewed format's file.
type reviewedBaseline struct {
	Version *int         `json:"curvecheck_baseline"`
	Known   []KnownEntry `json:"known"`
}

type reviewedEntry struct {
	KnownEntry
	file string
}

// vectorKnown is a failure of a vectors report baseline.
type vectorKnown struct {
	output string
	known  Known
}

// Baseline is a set of known behaviours read from one or more files.
type Baseline struct {
	// Files are the files read, as named.
	Files    []string
	entries  []reviewedEntry
	findings map[string]Known         // Finding.Identity → mark
	vectors  map[string][]vectorKnown // vectorKey → marks
}

// LoadDiffBaseline reads baselines for curvecheck diff: JSON reports of
// diff, merge or audit runs, or reviewed lists. A file that is none of
// these, an entry without a reason or that names nothing to match, and a
// vectors report are errors.
func LoadDiffBaseline(files []string) (*Baseline, error) { return loadBaseline(files, false) }

// LoadVectorBaseline reads baselines for curvecheck vectors: JSON reports
// of vectors or audit runs, or reviewed lists.
func LoadVectorBaseline(files []string) (*Baseline, error) { return loadBaseline(files, true) }

func loadBaseline(files []string, forVectors bool) (*Baseline, error) {
	b := &Baseline{findings: map[string]Known{}, vectors: map[string][]vectorKnown{}}
	for _, name := range files {
		if err := b.load(name, forVectors); err != nil {
			return nil, fmt.Errorf("baseline %s: %w", name, err)
		}
		b.Files = append(b.Files, name)
	}
	return b, nil
}

// baselineReport is the part of a diff report a baseline reads.
type baselineReport struct {
	Seed     int64     `json:"seed"`
	Findings []Finding `json:"findings"`
	Known    []Finding `json:"known_findings"`
}

// baselineVectors is the part of a vectors report a baseline reads.
type baselineVectors struct {
	Results []struct {
		File     string `json:"file"`
		Impl     string `json:"impl"`
		Policy   string `json:"policy"`
		Failures []struct {
			ID     string `json:"id"`
			Got    string `json:"got"`
			Output string `json:"output"`
			Known  *Known `json:"known"`
		} `json:"failures"`
		Known []struct {
			ID     string `json:"id"`
			Got    string `json:"got"`
			Output string `json:"output"`
			Known  *Known `json:"known"`
		} `json:"known_failures"`
	} `json:"results"`
}

func (b *Baseline) load(name string, forVectors bool) error {
	data, err := os.ReadFile(name)
	if err != nil {
		return err
	}
	var top map[string]json.RawMessage
	if err := json.Unmarshal(data, &top); err != nil {
		return fmt.Errorf("not JSON: %v", err)
	}
	want := "a curvecheck diff, merge or audit JSON report, or a reviewed list"
	if forVectors {
		want = "a curvecheck vectors --json or audit JSON report, or a reviewed list"
	}
	_, isReviewed := top["curvecheck_baseline"]
	_, isAudit := top["differential"]
	_, isVectors := top["results"]
	_, hasOps := top["ops"]
	_, hasFindings := top["findings"]
	isDiff := !isReviewed && !isAudit && (hasOps || hasFindings)
	switch {
	case isReviewed:
		return b.loadReviewed(name, data, forVectors)
	case isAudit && !forVectors:
		if string(top["differential"]) == "null" {
			return errors.New("an audit report without a differential section")
		}
		return b.loadReport(name, top["differential"])
	case isAudit:
		if v, ok := top["vectors"]; ok && string(v) != "null" {
			return b.loadVectors(name, v)
		}
		return errors.New("an audit report without a vectors section")
	case isDiff && !forVectors:
		return b.loadReport(name, data)
	case isVectors && forVectors:
		return b.loadVectors(name, data)
	case isDiff:
		return fmt.Errorf("a diff report, which holds no vector failures; want %s", want)
	case isVectors:
		return fmt.Errorf("a vectors report, which holds no diff findings; want %s", want)
	}
	return fmt.Errorf("not a baseline; want %s ({\"curvecheck_baseline\": %d, \"known\": [...]}, doc/baselines.md)", want, BaselineVersion)
}

// loadReport adds every finding of a diff report, new and known.
func (b *Baseline) loadReport(name string, data []byte) error {
	var r baselineReport
	if err := json.Unmarshal(data, &r); err != nil {
		return fmt.Errorf("not a diff report: %v", err)
	}
	for _, f := range append(r.Findings, r.Known...) {
		k := Known{Baseline: name, Reason: fmt.Sprintf("in baseline report %s (seed %d, case %d)", name, r.Seed, f.Case)}
		if f.Known != nil {
			// Known there already: keep the first reason, not a chain.
			k.Reason = f.Known.Reason
		}
		if _, dup := b.findings[f.Identity()]; !dup {
			b.findings[f.Identity()] = k
		}
	}
	return nil
}

// loadVectors adds every failure of a vectors report, new and known.
func (b *Baseline) loadVectors(name string, data []byte) error {
	var r baselineVectors
	if err := json.Unmarshal(data, &r); err != nil {
		return fmt.Errorf("not a vectors report: %v", err)
	}
	for _, res := range r.Results {
		add := func(id, got, output string, known *Known) {
			k := Known{Baseline: name, Reason: fmt.Sprintf("failed the same way in baseline report %s", name)}
			if known != nil {
				k.Reason = known.Reason
			}
			key := vectorKey(VectorCase{File: res.File, Policy: res.Policy, Impl: res.Impl, ID: id, Got: got})
			b.vectors[key] = append(b.vectors[key], vectorKnown{output: output, known: k})
		}
		for _, f := range res.Failures {
			add(f.ID, f.Got, f.Output, f.Known)
		}
		for _, f := range res.Known {
			add(f.ID, f.Got, f.Output, f.Known)
		}
	}
	return nil
}

// loadReviewed reads a reviewed list, checking every entry.
func (b *Baseline) loadReviewed(name string, data []byte, forVectors bool) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var r reviewedBaseline
	if err := dec.Decode(&r); err != nil {
		return fmt.Errorf("reviewed baseline: %v", err)
	}
	if r.Version == nil || *r.Version != BaselineVersion {
		return fmt.Errorf("reviewed baseline: \"curvecheck_baseline\" must be %d", BaselineVersion)
	}
	for i, e := range r.Known {
		if err := e.check(); err != nil {
			return fmt.Errorf("entry %d: %v", i+1, err)
		}
		e.Result = normalizeResult(e.Result)
		for k, v := range e.Inputs {
			e.Inputs[k] = strings.ToLower(v)
		}
		b.entries = append(b.entries, reviewedEntry{e, name})
	}
	return nil
}

// check reports what makes the entry unusable: no reason, nothing to
// match, a bad pattern, an operation, input or class the catalog does not
// have.
func (e KnownEntry) check() error {
	if strings.TrimSpace(e.Reason) == "" {
		return errors.New("no reason: every known behaviour says why it is accepted")
	}
	if e.Op == "" && e.File == "" {
		return errors.New("names no operation (\"op\") or vector file (\"file\"): it would match everything")
	}
	for field, pat := range map[string]string{"op": e.Op, "impl": e.Impl, "file": e.File, "test": e.Test} {
		if _, err := path.Match(pat, ""); err != nil {
			return fmt.Errorf("%s %q: %v", field, pat, err)
		}
	}
	for k, v := range e.Inputs {
		if _, err := hex.DecodeString(v); err != nil {
			return fmt.Errorf("input %s: not hex: %v", k, err)
		}
	}
	if e.Op == "" {
		if e.Class != "" || len(e.Inputs) > 0 {
			return errors.New("inputs or a class without an operation (\"op\")")
		}
		return nil
	}
	var ops []catalog.Op
	for _, op := range catalog.Ops() {
		if ok, _ := path.Match(e.Op, op.Name); ok {
			ops = append(ops, op)
		}
	}
	if len(ops) == 0 {
		return fmt.Errorf("op %q matches no operation of the catalog (curvecheck ops)", e.Op)
	}
	if e.Class != "" {
		found := false
		for _, op := range ops {
			_, ok := op.AnyClass(e.Class)
			found = found || ok
		}
		if !found {
			return fmt.Errorf("class %q is not an input class of %s (curvecheck ops --json lists them)", e.Class, e.Op)
		}
	}
	for k := range e.Inputs {
		found := false
		for _, op := range ops {
			for _, p := range op.In {
				found = found || p.Name == k
			}
		}
		if !found {
			return fmt.Errorf("input %q is not an input of %s", k, e.Op)
		}
	}
	return nil
}

// Finding returns the mark of f if the baseline holds it: a reviewed entry
// that matches it (the first, in file order), or a finding of a baseline
// report with the same Identity.
func (b *Baseline) Finding(f Finding) (Known, bool) {
	if b == nil {
		return Known{}, false
	}
	got, _ := f.Behaviour()
	for _, e := range b.entries {
		if e.File != "" || e.Test != "" {
			continue
		}
		if e.matchCase(f.Op, f.Impl, f.Inputs) && (e.Result == "" || e.Result == got) {
			return Known{Baseline: e.file, Reason: e.Reason}, true
		}
	}
	k, ok := b.findings[f.Identity()]
	return k, ok
}

// VectorCase is a failing vector case as a baseline sees it.
type VectorCase struct {
	File   string // the vector file (its base name is compared)
	Policy string // the policy it was judged under, if any
	Impl   string
	ID     string // the test id
	Got    string // what the implementation did: "accepted", "wrong output", ...
	Output string // the wrong output, if any
	Op     string // the catalog operation, if any
	Inputs map[string]string
}

func vectorKey(c VectorCase) string {
	return strings.Join([]string{filepath.Base(c.File), c.Policy, c.Impl, c.ID, c.Got}, "|")
}

// Vector returns the mark of a failing vector case if the baseline holds
// it: a reviewed entry that matches it, or a failure of a baseline vectors
// report of the same file (base name), policy, implementation and test id
// that got the same (and, when both reports have it, the same output).
func (b *Baseline) Vector(c VectorCase) (Known, bool) {
	if b == nil {
		return Known{}, false
	}
	for _, e := range b.entries {
		if e.File != "" {
			if ok, _ := path.Match(e.File, filepath.Base(c.File)); !ok {
				continue
			}
		}
		if e.Test != "" {
			if ok, _ := path.Match(e.Test, c.ID); !ok {
				continue
			}
		}
		if e.Op != "" && c.Op == "" {
			continue
		}
		if !e.matchCase(c.Op, c.Impl, c.Inputs) {
			continue
		}
		if e.Result != "" && e.Result != normalizeResult(c.Got) && (c.Output == "" || e.Result != behaviour(c.Op, c.Output)) {
			continue
		}
		return Known{Baseline: e.file, Reason: e.Reason}, true
	}
	for _, v := range b.vectors[vectorKey(c)] {
		if v.output == "" || c.Output == "" || v.output == c.Output {
			return v.known, true
		}
	}
	return Known{}, false
}

// matchCase reports whether the entry's op, impl, inputs and class match
// a case of op by impl on inputs (hex). Fields the entry leaves empty
// match anything.
func (e reviewedEntry) matchCase(op, impl string, inputs map[string]string) bool {
	if e.Op != "" {
		if ok, _ := path.Match(e.Op, op); !ok {
			return false
		}
	}
	if e.Impl != "" {
		if ok, _ := path.Match(e.Impl, impl); !ok {
			return false
		}
	}
	for k, v := range e.Inputs {
		if got, ok := inputs[k]; !ok || strings.ToLower(got) != v {
			return false
		}
	}
	if e.Class == "" {
		return true
	}
	o, ok := catalog.LookupOp(op)
	if !ok {
		return false
	}
	cl, ok := o.AnyClass(e.Class)
	if !ok || cl.Match == nil {
		return false
	}
	in := catalog.Values{}
	for k, v := range inputs {
		raw, err := hex.DecodeString(v)
		if err != nil {
			return false
		}
		in[k] = raw
	}
	return cl.Match(in)
}

// Identity is what makes two findings the same for a baseline: the
// operation, the implementation, every input, and the behaviour of both
// sides (Behaviour). The same library giving the same wrong answer on the
// same input is the same finding; a changed answer on either side is not.
func (f Finding) Identity() string {
	got, want := f.Behaviour()
	return f.key() + "|got=" + got + "|want=" + want
}

// Behaviour returns what the implementation and the reference (under the
// implementation's policy) did on the finding's case, without the detail
// that does not identify it: "rejected" whatever the error says, the
// outputs as hex (bare for an operation with one output, else name=hex
// pairs), "accepted" for a success without output, and panic, timeout,
// crash, unsupported or protocol error as such. ref is "" when the
// finding has no reference answer (a protocol error).
func (f Finding) Behaviour() (impl, ref string) {
	switch f.Kind {
	case "panic":
		impl = "panic"
	case "timeout":
		impl = "timeout"
	case "crash or protocol error":
		impl = "crash"
	case "unsupported":
		impl = "unsupported"
	case "protocol error":
		impl = "protocol error"
	default:
		impl = behaviour(f.Op, f.Results[f.Impl])
	}
	for name, r := range f.Results {
		if name == f.Impl || strings.HasSuffix(name, " (default)") {
			continue
		}
		ref = behaviour(f.Op, r)
	}
	return impl, ref
}

// behaviour normalizes a Result's String form for op.
func behaviour(op, s string) string {
	switch {
	case strings.HasPrefix(s, "PANIC: "):
		return "panic"
	case s == "rejected" || strings.HasPrefix(s, "rejected: "):
		return "rejected"
	case s == "accepted" || s == "":
		return s
	}
	declared := map[string]bool{}
	o, known := catalog.LookupOp(op)
	for _, p := range o.Out {
		declared[p.Name] = true
	}
	var pairs []string
	for _, kv := range strings.Fields(s) {
		name, _, ok := strings.Cut(kv, "=")
		if !ok {
			return strings.ToLower(s) // not an output list: compared as it is
		}
		if !known || declared[name] {
			pairs = append(pairs, strings.ToLower(kv))
		}
	}
	sort.Strings(pairs)
	switch {
	case len(pairs) == 0:
		return "accepted"
	case len(pairs) == 1 && len(o.Out) == 1:
		_, v, _ := strings.Cut(pairs[0], "=")
		return v
	}
	return strings.Join(pairs, " ")
}

// normalizeResult puts a reviewed entry's result in Behaviour's form.
func normalizeResult(s string) string {
	s = strings.ToLower(strings.TrimSpace(s))
	if !strings.Contains(s, "=") {
		return s
	}
	f := strings.Fields(s)
	sort.Strings(f)
	return strings.Join(f, " ")
}

// ApplyBaseline marks the report's findings that b holds and are not
// marked yet, moves them to Known (counting them in their Stats) and
// judges the verdict again: what curvecheck merge --baseline does to a
// merged report. The corpus files stay where they are.
func (r *Report) ApplyBaseline(b *Baseline) {
	if b == nil {
		return
	}
	for _, name := range b.Files {
		r.addBaseline(name)
	}
	stats := map[string]*Stats{}
	for _, o := range r.Ops {
		for _, s := range o.Stats {
			stats[s.Op+"|"+s.Impl] = s
		}
	}
	var still []Finding
	for _, f := range r.Findings {
		k, ok := b.Finding(f)
		if !ok {
			still = append(still, f)
			continue
		}
		f.Known = &k
		r.Known = append(r.Known, f)
		if s := stats[f.Op+"|"+f.Impl]; s != nil && f.Kind != "timeout" {
			s.Known += 1 + f.Repeats
		}
	}
	r.Findings = still
	r.Verdict = r.Judge()
}

func (r *Report) addBaseline(name string) {
	for _, n := range r.Baselines {
		if n == name {
			return
		}
	}
	r.Baselines = append(r.Baselines, name)
}

// WriteCorpusFile writes the Go fuzz corpus file that replays op on in
// (FuzzCorpusFile) into dir, named by the operation and a hash of the
// content, and returns its path.
func WriteCorpusFile(dir string, op catalog.Op, in catalog.Values) (string, error) {
	return writeCorpus(dir, op, in)
}
