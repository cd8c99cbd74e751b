package audit

import (
	"bytes"
	"embed"
	"encoding/json"
	"fmt"
	htmltemplate "html/template"
	"math"
	"sort"
	"strings"
	texttemplate "text/template"
	"time"

	"github.com/curvecheck/curvecheck/assurance"
	"github.com/curvecheck/curvecheck/assurance/claim"
	"github.com/curvecheck/curvecheck/catalog"
	"github.com/curvecheck/curvecheck/constanttime"
	"github.com/curvecheck/curvecheck/constanttime/claims"
	"github.com/curvecheck/curvecheck/engine"
)

//go:embed templates/report.md.tmpl templates/report.html.tmpl
var templateFS embed.FS

// funcs are the functions both templates may call.
var funcs = map[string]any{
	"join":  strings.Join,
	"upper": strings.ToUpper,
	"lower": strings.ToLower,
	// short drops the module path from a function name.
	"short":      func(s string) string { return strings.TrimPrefix(s, "github.com/curvecheck/curvecheck/") },
	"firstLines": firstLines,
	"percent":    func(share float64) string { return fmt.Sprintf("%.1f", 100*share) },
	"deref":      func(b *bool) bool { return b != nil && *b },
	"evidence":   ctEvidence,
}

var (
	mdTemplate   = texttemplate.Must(texttemplate.New("report.md.tmpl").Funcs(funcs).ParseFS(templateFS, "templates/report.md.tmpl"))
	htmlTemplate = htmltemplate.Must(htmltemplate.New("report.html.tmpl").Funcs(funcs).ParseFS(templateFS, "templates/report.html.tmpl"))
)

// JSON renders rep as report.json: indented, with a final newline.
func JSON(rep *Report) ([]byte, error) {
	js, err := json.MarshalIndent(rep, "", "  ")
	if err != nil {
		return nil, err
	}
	return append(js, '\n'), nil
}

// mdView is what report.md.tmpl reads.
type mdView struct {
	R              *Report
	Vectors        *VectorRun // never nil
	VectorFailures []string   // one Markdown list item per failing case
	VectorReasons  []string   // one list item per reason cases were not computed
	Assurance      *assuranceView
}

// assuranceView is the Assurance section: the tally, a row per kind of
// claim (in first-seen order), and every claim not proven.
type assuranceView struct {
	Summary  string
	Took     time.Duration
	Kinds    []*kindRow
	Unproven []string
}

type kindRow struct {
	Title                  string
	Proven, Failed, NotRun int
	Took                   time.Duration
}

// Markdown renders rep as report.md. A report that cannot be rendered
// (nil parts where Run always sets them) is an error.
func Markdown(rep *Report) (_ []byte, err error) {
	defer malformed(&err)
	v := mdView{R: rep, Vectors: rep.Vectors}
	if v.Vectors == nil {
		v.Vectors = &VectorRun{}
	}
	for _, r := range v.Vectors.Results {
		for _, f := range r.Failures {
			v.VectorFailures = append(v.VectorFailures, fmt.Sprintf("- %s %s [%s/%s]: want %s, got %s; flags %v; %s", r.File, f.ID, r.Impl, r.Policy, f.Want, f.Got, f.Flags, f.Detail))
		}
		for _, why := range r.SortedReasons() {
			v.VectorReasons = append(v.VectorReasons, fmt.Sprintf("- %s [%s] %s: %d × %s", r.File, r.Impl, why.Outcome, why.Count, why.Reason))
		}
	}
	if len(rep.Assurance) > 0 {
		v.Assurance = newAssuranceView(rep.Assurance)
	}
	var b bytes.Buffer
	if err := mdTemplate.Execute(&b, v); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// malformed turns a panic while rendering (a report decoded from JSON
// with nil where Run never leaves one) into an error.
func malformed(err *error) {
	if r := recover(); r != nil {
		*err = fmt.Errorf("audit: malformed report: %v", r)
	}
}

func newAssuranceView(ps []ClaimResult) *assuranceView {
	t := claimTally(ps)
	v := &assuranceView{Summary: t.Summary(), Took: t.Duration.Round(time.Millisecond)}
	byKind := map[string]*kindRow{}
	took := map[string]time.Duration{}
	for _, p := range ps {
		k := assurance.Kind(p.ID)
		r := byKind[k]
		if r == nil {
			r = &kindRow{Title: assurance.Title(k)}
			byKind[k] = r
			v.Kinds = append(v.Kinds, r)
		}
		took[k] += time.Duration(p.Seconds * float64(time.Second))
		r.Took = took[k].Round(time.Millisecond)
		switch claim.Status(p.Status) {
		case claim.Proven:
			r.Proven++
		case claim.NotRun:
			r.NotRun++
		default:
			r.Failed++
		}
		if claim.Status(p.Status) != claim.Proven {
			v.Unproven = append(v.Unproven, fmt.Sprintf("%s %s: %s", strings.ToUpper(p.Status), p.ID, p.Error))
		}
	}
	return v
}

// ctEvidence is a Valgrind result's evidence in one table cell: the first
// three locations, and how many more.
func ctEvidence(r *constanttime.Result) string {
	var ev []string
	for _, rr := range r.Reports {
		e := rr.What + " at " + rr.Location
		if rr.Benign != "" {
			e += " (benign: " + rr.Benign + ")"
		}
		ev = append(ev, e)
	}
	if len(ev) > 3 {
		ev = append(ev[:3], fmt.Sprintf("and %d more", len(ev)-3))
	}
	return strings.Join(ev, "; ")
}

func firstLines(ss []string) []string {
	out := make([]string, len(ss))
	for i, s := range ss {
		out[i] = firstLine(s)
	}
	return out
}

// htmlView is what report.html.tmpl reads.
type htmlView struct {
	R        *Report
	Verdict  string
	Ops      []opRow
	Families []string
	Findings []findingView
	Ratios   htmltemplate.HTML
	Dudect   htmltemplate.HTML
	Declass  []claims.Declassification
}

// HTML renders rep as report.html: one self-contained page (styles,
// script and charts inline; nothing loaded from the network) with the
// verdict and its coverage first and sortable, filterable tables. A
// report that cannot be rendered is an error.
func HTML(rep *Report) (_ []byte, err error) {
	defer malformed(&err)
	v := htmlView{R: rep, Verdict: strings.ToUpper(rep.Verdict), Declass: rep.Declassified}
	if rep.Diff != nil {
		v.Ops = opRows(rep.Diff)
		v.Findings = findingViews(rep.Diff)
		seen := map[string]bool{}
		for _, r := range v.Ops {
			if !seen[r.Family] {
				seen[r.Family] = true
				v.Families = append(v.Families, r.Family)
			}
		}
		sort.Strings(v.Families)
	}
	if rep.Bench != nil {
		v.Ratios = ratiosSVG(rep.Bench.Ratios)
	}
	if len(rep.Dudect) > 0 {
		svg, err := dudectSVG(rep.Dudect)
		if err != nil {
			return nil, err
		}
		v.Dudect = htmltemplate.HTML(svg)
	}
	var b bytes.Buffer
	if err := htmlTemplate.Execute(&b, v); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// opRow is one line of the per-operation table: an implementation on an
// operation (or an operation only the reference computed).
type opRow struct {
	Op, Family, Impl, Policy, Outcome string
	Compared, Agree, Policied         int
	Findings, Unsupported, TimedOut   int
	NotRun                            int
}

// rowOutcome names a row's outcome in the report's vocabulary: the worst
// of what its cases did.
func rowOutcome(s *engine.Stats) string {
	switch {
	case s.Findings > 0:
		return "fail"
	case s.TimedOut > 0:
		return "timed-out"
	case s.NotRun > 0:
		return "not-run"
	case s.Unsupported+s.UnsupportedInvalid+s.DeclaredUnsupported > 0:
		return "unsupported-input" // some cases declined: not a plain pass
	case s.Agree+s.Policied == 0:
		return "not-applicable"
	}
	return "pass"
}

func opRows(rep *engine.Report) []opRow {
	var rows []opRow
	for _, o := range rep.Ops {
		fam, _, _ := strings.Cut(o.Op, "/")
		if len(o.Stats) == 0 {
			rows = append(rows, opRow{Op: o.Op, Family: fam, Impl: "(reference only)", Outcome: "not-applicable"})
		}
		for _, s := range o.Stats {
			rows = append(rows, opRow{Op: o.Op, Family: fam, Impl: s.Impl, Policy: s.Policy, Outcome: rowOutcome(s),
				Compared: s.Cases, Agree: s.Agree, Policied: s.Policied, Findings: s.Findings,
				Unsupported: s.Unsupported + s.UnsupportedInvalid + s.DeclaredUnsupported, TimedOut: s.TimedOut, NotRun: s.NotRun})
		}
	}
	for _, op := range rep.NotComputed {
		fam, _, _ := strings.Cut(op, "/")
		rows = append(rows, opRow{Op: op, Family: fam, Impl: "(none computes it)", Outcome: "not-run"})
	}
	return rows
}

// findingView is a finding as the page shows it.
type findingView struct {
	Title   string
	Inputs  [][2]string // name, hex
	Outputs [][2]string // implementation, output or error
	Detail  string
	Replay  string
}

func findingViews(rep *engine.Report) []findingView {
	var out []findingView
	for _, f := range rep.Findings {
		v := findingView{Title: fmt.Sprintf("%s: %s [%s]", f.Kind, f.Op, f.Impl), Detail: f.Detail}
		if f.Policy != "" {
			v.Title += " under policy " + f.Policy
		}
		if f.Repeats > 0 {
			v.Detail = strings.TrimSpace(v.Detail + fmt.Sprintf(" (the same input came up %d more times)", f.Repeats))
		}
		op, _ := catalog.LookupOp(f.Op)
		for _, p := range op.In {
			v.Inputs = append(v.Inputs, [2]string{p.Name, f.Inputs[p.Name]})
		}
		for impl, r := range f.Results {
			v.Outputs = append(v.Outputs, [2]string{impl, r})
		}
		sort.Slice(v.Outputs, func(i, j int) bool { return v.Outputs[i][0] < v.Outputs[j][0] })
		// Without a corpus file or a caller's command, the run that found
		// it: the same operation, seed and case count.
		if v.Replay = f.ReplayCommand(); v.Replay == "" {
			v.Replay = fmt.Sprintf("curvecheck diff --op %s --impl %s --n %d --seed %d", f.Op, f.Impl, rep.N, rep.Seed)
		}
		out = append(out, v)
	}
	return out
}

// ratiosSVG draws the benchmark ratios as horizontal bars (the median, fast
// against its peer: below 1 fast is faster) with each target as a mark:
// green when met, red when not, grey without a target.
func ratiosSVG(rs []RatioResult) htmltemplate.HTML {
	if len(rs) == 0 {
		return ""
	}
	const rowH, label, width = 22, 330, 900
	scale := 1.0
	for _, r := range rs {
		scale = math.Max(scale, math.Max(r.Median, r.Max)*1.1)
	}
	x := func(v float64) float64 { return label + (width-label-20)*v/scale }
	var b strings.Builder
	h := rowH*len(rs) + 30
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" role="img" aria-label="benchmark ratios against their targets">`, width, h)
	fmt.Fprintf(&b, `<line x1="%.1f" y1="0" x2="%.1f" y2="%d" stroke="#444" stroke-dasharray="3,3"/><text x="%.1f" y="%d" font-size="11" text-anchor="middle">1.0 (as fast as the peer)</text>`, x(1), x(1), h-18, x(1), h-4)
	for i, r := range rs {
		y := i*rowH + 4
		color := "#999"
		if r.Met != nil {
			color = "#2a8a2a"
			if !*r.Met {
				color = "#c0392b"
			}
		}
		fmt.Fprintf(&b, `<text x="%d" y="%d" font-size="12" text-anchor="end">%s</text>`, label-6, y+13, htmltemplate.HTMLEscapeString(r.Name))
		fmt.Fprintf(&b, `<rect x="%d" y="%d" width="%.1f" height="%d" fill="%s"><title>%s: median %.3f</title></rect>`, label, y+2, x(r.Median)-label, rowH-8, color, htmltemplate.HTMLEscapeString(r.Name), r.Median)
		fmt.Fprintf(&b, `<text x="%.1f" y="%d" font-size="11">%.3f</text>`, x(r.Median)+4, y+13, r.Median)
		if r.Met != nil {
			fmt.Fprintf(&b, `<line x1="%.1f" y1="%d" x2="%.1f" y2="%d" stroke="#000" stroke-width="2"><title>target ≤ %.3f</title></line>`, x(r.Max), y, x(r.Max), y+rowH-4, r.Max)
		}
	}
	b.WriteString(`</svg>`)
	return htmltemplate.HTML(b.String())
}
