package main

import (
	"fmt"
	"html/template"
	"math"
	"sort"
	"strings"

	"github.com/curvecheck/curvecheck/constanttime/claims"
	"github.com/curvecheck/curvecheck/diff"
)

// The HTML report: report.json's content as one self-contained page (no
// network: styles, script and charts inline) that a reviewer opens in a
// browser. The verdict and its coverage come first; the tables sort and
// filter in the page.

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
func rowOutcome(s *diff.Stats) string {
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

func opRows(rep *diff.Report) []opRow {
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

func findingViews(rep *diff.Report) []findingView {
	var out []findingView
	for _, f := range rep.Findings {
		v := findingView{Title: fmt.Sprintf("%s: %s [%s]", f.Kind, f.Op, f.Impl), Detail: f.Detail}
		if f.Policy != "" {
			v.Title += " under policy " + f.Policy
		}
		if f.Repeats > 0 {
			v.Detail = strings.TrimSpace(v.Detail + fmt.Sprintf(" (the same input came up %d more times)", f.Repeats))
		}
		op, _ := diff.LookupOp(f.Op)
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
func ratiosSVG(rs []ratioResult) template.HTML {
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
		fmt.Fprintf(&b, `<text x="%d" y="%d" font-size="12" text-anchor="end">%s</text>`, label-6, y+13, template.HTMLEscapeString(r.Name))
		fmt.Fprintf(&b, `<rect x="%d" y="%d" width="%.1f" height="%d" fill="%s"><title>%s: median %.3f</title></rect>`, label, y+2, x(r.Median)-label, rowH-8, color, template.HTMLEscapeString(r.Name), r.Median)
		fmt.Fprintf(&b, `<text x="%.1f" y="%d" font-size="11">%.3f</text>`, x(r.Median)+4, y+13, r.Median)
		if r.Met != nil {
			fmt.Fprintf(&b, `<line x1="%.1f" y1="%d" x2="%.1f" y2="%d" stroke="#000" stroke-width="2"><title>target ≤ %.3f</title></line>`, x(r.Max), y, x(r.Max), y+rowH-4, r.Max)
		}
	}
	b.WriteString(`</svg>`)
	return template.HTML(b.String())
}

// htmlView is what the template reads.
type htmlView struct {
	R        *auditReport
	Verdict  string
	Ops      []opRow
	Families []string
	Findings []findingView
	Ratios   template.HTML
	Dudect   template.HTML
	Declass  []claims.Declassification
}

func renderHTML(rep *auditReport) (string, error) {
	v := htmlView{R: rep, Verdict: strings.ToUpper(rep.Verdict), Declass: claims.Declassified}
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
		svg, err := tracesSVG(rep.Dudect)
		if err != nil {
			return "", err
		}
		v.Dudect = template.HTML(svg)
	}
	var b strings.Builder
	if err := htmlTemplate.Execute(&b, v); err != nil {
		return "", err
	}
	return b.String(), nil
}

var htmlTemplate = template.Must(template.New("report").Funcs(template.FuncMap{
	"lower": strings.ToLower,
	"short": func(s string) string { return strings.TrimPrefix(s, "github.com/curvecheck/curvecheck/") },
}).Parse(htmlSource))

const htmlSource = `{{define "evidence"}}<div><code>{{.What}} at {{.Location}}</code> in {{.Function}}{{if .Caller}}, called from {{.Caller}}{{end}}{{if gt .Count 1}} ({{.Count}} times){{end}}{{if .Benign}} <span class="muted">(excused: {{.Benign}})</span>{{end}}</div>{{end}}<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>curvecheck audit: {{.Verdict}}</title>
<style>
body { font: 14px/1.45 system-ui, sans-serif; margin: 0 2rem 3rem; color: #222; }
h1 { margin-top: 1.2rem; }
section { margin-top: 2rem; }
table { border-collapse: collapse; margin: .6rem 0; }
.wide { overflow-x: auto; }
#ops { font-size: 13px; }
th, td { border: 1px solid #ccc; padding: 3px 7px; text-align: left; vertical-align: top; }
td.n { text-align: right; font-variant-numeric: tabular-nums; }
th.sortable { cursor: pointer; background: #f3f3f3; }
th.sortable::after { content: " ⇅"; color: #888; }
code, pre { font: 12px ui-monospace, monospace; }
pre { background: #f6f6f6; padding: .5rem; overflow-x: auto; white-space: pre-wrap; word-break: break-all; }
.verdict { font-size: 1.6rem; font-weight: 700; padding: .6rem 1rem; border-radius: 6px; display: inline-block; }
.verdict.clean { background: #dff3df; color: #1d5e1d; }
.verdict.findings { background: #f8dcdc; color: #8a1f1f; }
.verdict.incomplete { background: #fcefd2; color: #7a5400; }
tr.fail td, td.fail { background: #fbe3e3; }
tr.timed-out td, tr.not-run td, tr.unsupported-input td { background: #fdf3dc; }
.finding { border: 1px solid #e0b4b4; border-radius: 6px; padding: .4rem .8rem; margin: .8rem 0; }
.muted { color: #666; }
#js-errors:empty { display: none; }
#js-errors { background: #c0392b; color: #fff; padding: .5rem; }
</style>
</head>
<body>
<div id="js-errors"></div>
<header id="verdict">
<h1>curvecheck audit</h1>
<div class="verdict {{lower .R.Verdict}}" id="verdict-value">{{.Verdict}}</div>
<p class="muted">started {{.R.Started.Format "2006-01-02 15:04:05 MST"}}, took {{.R.Duration}} (budget {{.R.Budget}}), {{.R.GoVersion}}; implementations: {{range $i, $x := .R.Impls}}{{if $i}}, {{end}}{{$x}}{{end}}; differential seed {{.R.DiffSeed}} (<code>curvecheck audit --diff-seed {{.R.DiffSeed}}</code>)</p>
<h2>What the verdict covers</h2>
<ul id="coverage">{{range .R.Coverage}}<li>{{.}}</li>{{end}}</ul>
{{if .R.Problems}}<h2>Why it is not clean</h2><ul id="problems">{{range .R.Problems}}<li>{{.}}</li>{{end}}</ul>{{end}}
{{if .R.NotRun}}<h2>Not run</h2><ul id="not-run">{{range .R.NotRun}}<li>{{.}}</li>{{end}}</ul>{{end}}
</header>

<section id="differential">
<h2>Differential comparison</h2>
{{with .R.Diff}}<p>Every implementation against the reference on each operation's edge cases and {{.N}} random cases (seed {{.Seed}}). Verdict: <b>{{.Verdict.Status}}</b>: {{.Verdict.Coverage}}</p>{{range .Verdict.Incomplete}}<p>incomplete: {{.}}</p>{{end}}{{end}}
{{if .Ops}}
<p>
<label>family <select id="filter-family"><option value="">all</option>{{range .Families}}<option>{{.}}</option>{{end}}</select></label>
<label>outcome <select id="filter-outcome"><option value="">all</option><option>pass</option><option>fail</option><option>unsupported-input</option><option>timed-out</option><option>not-run</option><option>not-applicable</option></select></label>
<span id="row-count" class="muted"></span>
</p>
<div class="wide"><table id="ops" class="sortable">
<thead><tr><th class="sortable">operation</th><th class="sortable">family</th><th class="sortable">implementation</th><th class="sortable">declared policy</th><th class="sortable">outcome</th><th class="sortable">compared</th><th class="sortable">agree</th><th class="sortable">policy-explained</th><th class="sortable">findings</th><th class="sortable">unsupported</th><th class="sortable">timed out</th><th class="sortable">not run</th></tr></thead>
<tbody>{{range .Ops}}<tr class="{{.Outcome}}" data-family="{{.Family}}" data-outcome="{{.Outcome}}"><td>{{.Op}}</td><td>{{.Family}}</td><td>{{.Impl}}</td><td>{{.Policy}}</td><td>{{.Outcome}}</td><td class="n">{{.Compared}}</td><td class="n">{{.Agree}}</td><td class="n">{{.Policied}}</td><td class="n">{{.Findings}}</td><td class="n">{{.Unsupported}}</td><td class="n">{{.TimedOut}}</td><td class="n">{{.NotRun}}</td></tr>{{end}}</tbody>
</table></div>
{{else}}<p class="muted">The differential section did not run.</p>{{end}}
</section>

<section id="findings">
<h2>Findings</h2>
{{range $i, $f := .Findings}}<details class="finding"{{if lt $i 10}} open{{end}}><summary><b>{{.Title}}</b></summary>
<table><tr><th>input</th><th>value (hex)</th></tr>{{range .Inputs}}<tr><td>{{index . 0}}</td><td><code>{{index . 1}}</code></td></tr>{{end}}</table>
<table><tr><th>implementation</th><th>output</th></tr>{{range .Outputs}}<tr><td>{{index . 0}}</td><td><code>{{index . 1}}</code></td></tr>{{end}}</table>
{{if .Detail}}<p>{{.Detail}}</p>{{end}}
<p>replay:</p><pre>{{.Replay}}</pre></details>
{{else}}<p>No finding in the differential comparison{{if not .R.Diff}} (it did not run){{end}}.</p>{{end}}
{{if gt (len .Findings) 10}}<p class="muted">{{len .Findings}} findings; the first 10 are open.</p>{{end}}
</section>

<section id="vectors">
<h2>Test vectors</h2>
{{with .R.Vectors}}<table class="sortable"><thead><tr><th class="sortable">file</th><th class="sortable">impl</th><th class="sortable">policy</th><th class="sortable">pass</th><th class="sortable">fail</th><th class="sortable">acceptable accepted</th><th class="sortable">acceptable rejected</th><th class="sortable">not applicable</th><th class="sortable">unsupported</th><th class="sortable">timed out</th><th class="sortable">not run</th></tr></thead><tbody>
{{range .Results}}<tr{{if .Fail}} class="fail"{{end}}><td>{{.File}}</td><td>{{.Impl}}</td><td>{{.Policy}}</td><td class="n">{{.Pass}}</td><td class="n">{{.Fail}}</td><td class="n">{{.AcceptableAccepted}}</td><td class="n">{{.AcceptableRejected}}</td><td class="n">{{.NotApplicable}}</td><td class="n">{{.UnsupportedInput}}</td><td class="n">{{.TimedOut}}</td><td class="n">{{.NotRun}}</td></tr>{{end}}
</tbody></table>{{range .Errors}}<p class="fail">could not be checked: {{.}}</p>{{end}}{{else}}<p class="muted">The vector section did not run.</p>{{end}}
</section>

<section id="self-checks">
<h2>Reference self-checks</h2>
<table><tr><th>check</th><th>result</th><th>time</th></tr>{{range .R.SelfChecks}}<tr{{if not .OK}} class="fail"{{end}}><td>{{.Name}}</td><td>{{if .OK}}ok{{else}}FAIL: {{.Error}}{{end}}</td><td>{{.Duration}}</td></tr>{{end}}</table>
</section>

<section id="assurance">
<h2>Assurance</h2>
{{if .R.Assurance}}<p>The facts the reference and the fast code rely on, each proven by a checker that can fail (doc/assurance.md; <code>curvecheck prove</code> reruns them).</p>
<table class="sortable"><thead><tr><th class="sortable">claim</th><th class="sortable">method</th><th class="sortable">status</th><th>statement</th><th class="sortable">seconds</th></tr></thead><tbody>
{{range .R.Assurance}}<tr{{if eq .Status "FAILED"}} class="fail"{{end}}><td>{{.ID}}</td><td>{{.Method}}</td><td>{{.Status}}{{if .Error}}: {{.Error}}{{end}}</td><td>{{.Statement}}</td><td class="n">{{printf "%.3f" .Seconds}}</td></tr>{{end}}
</tbody></table>{{else}}<p class="muted">The assurance section did not run.</p>{{end}}
</section>

<section id="constant-time">
<h2>Constant-time evidence: Valgrind taint tracking</h2>
{{if .R.CT}}<p>Each secret is classified for memcheck; a report whose stack passes through the claim is a branch or address that depends on it. Constant-time claims must be clean; Var siblings and controls must be flagged.</p>
<table class="sortable"><thead><tr><th class="sortable">function</th><th class="sortable">library</th><th class="sortable">kind</th><th class="sortable">setting</th><th class="sortable">verdict</th><th>evidence</th></tr></thead><tbody>
{{range .R.CT}}<tr{{if not .OK}} class="fail"{{end}}><td>{{.Claim}}</td><td>{{.Library}}</td><td>{{.Kind}}</td><td>{{.Setting}}</td><td>{{.Verdict}}</td><td>{{range $i, $r := .Reports}}{{if lt $i 3}}{{template "evidence" $r}}{{end}}{{end}}{{if gt (len .Reports) 3}}<details><summary>{{len .Reports}} locations in all</summary>{{range $i, $r := .Reports}}{{if ge $i 3}}{{template "evidence" $r}}{{end}}{{end}}</details>{{end}}</td></tr>{{end}}
</tbody></table>
<h3>Declassification points</h3>
<table><tr><th>function</th><th>value</th><th>why it is public</th></tr>{{range .Declass}}<tr><td><code>{{short .Func}}</code></td><td>{{.Value}}</td><td>{{.Reason}}</td></tr>{{end}}</table>
{{else}}<p class="muted">The Valgrind section did not run.</p>{{end}}
</section>

<section id="dudect">
<h2>Constant-time evidence: dudect timing</h2>
{{if .R.Dudect}}<table class="sortable"><thead><tr><th class="sortable">function</th><th class="sortable">kind</th><th class="sortable">verdict</th><th class="sortable">max |t|</th><th class="sortable">measurements</th><th class="sortable">control detected</th></tr></thead><tbody>
{{range .R.Dudect}}<tr{{if not .OK}} class="fail"{{end}}><td>{{.Claim}}</td><td>{{.Kind}}</td><td>{{.Verdict}}</td><td class="n">{{printf "%.2f" .Timing.MaxT}}</td><td class="n">{{.Timing.Measurements}}</td><td>{{.ControlDetected}}</td></tr>{{end}}
</tbody></table>
<figure id="dudect-curves">{{.Dudect}}<figcaption>max |t| against measurements; dashed: the 4.5 ("no leak detected") and 10 ("leak") thresholds.</figcaption></figure>
{{else}}<p class="muted">The dudect section did not run.</p>{{end}}
</section>

<section id="benchmarks">
<h2>Benchmarks</h2>
{{with .R.Bench}}<p>Medians of {{.Count}} interleaved runs of {{.Benchtime}} each; a ratio is the median of the run-by-run ratios (below 1: fast is faster). The mark is the target; targets are reported, not judged in the verdict.</p>
<figure id="ratio-chart">{{$.Ratios}}</figure>
<table class="sortable"><thead><tr><th class="sortable">benchmark</th><th class="sortable">median ns/op</th></tr></thead><tbody>{{range .Results}}<tr><td>{{.Name}}</td><td class="n">{{printf "%.0f" .Median}}</td></tr>{{end}}</tbody></table>
{{else}}<p class="muted">The benchmarks did not run.</p>{{end}}
</section>

<script>
"use strict";
window.addEventListener("error", function (e) {
  document.getElementById("js-errors").textContent += "script error: " + e.message + "\n";
});
function cellValue(td) {
  const t = td.textContent.trim();
  const n = Number(t);
  return t !== "" && !isNaN(n) ? n : t.toLowerCase();
}
document.querySelectorAll("table.sortable").forEach(function (table) {
  table.querySelectorAll("th.sortable").forEach(function (th, col) {
    th.addEventListener("click", function () {
      const body = table.tBodies[0];
      const dir = th.dataset.dir === "asc" ? -1 : 1;
      th.dataset.dir = dir === 1 ? "asc" : "desc";
      Array.from(body.rows)
        .sort(function (a, b) {
          const x = cellValue(a.cells[col]), y = cellValue(b.cells[col]);
          return x < y ? -dir : x > y ? dir : 0;
        })
        .forEach(function (r) { body.appendChild(r); });
    });
  });
});
const ops = document.getElementById("ops");
if (ops) {
  const fam = document.getElementById("filter-family");
  const out = document.getElementById("filter-outcome");
  const count = document.getElementById("row-count");
  const apply = function () {
    let shown = 0;
    Array.from(ops.tBodies[0].rows).forEach(function (r) {
      const ok = (!fam.value || r.dataset.family === fam.value) && (!out.value || r.dataset.outcome === out.value);
      r.hidden = !ok;
      if (ok) shown++;
    });
    count.textContent = shown + " of " + ops.tBodies[0].rows.length + " rows";
  };
  fam.addEventListener("change", apply);
  out.addEventListener("change", apply);
  // A link may preset the filters and a sort: #family=p384&outcome=fail&sort=8
  const want = new URLSearchParams(location.hash.slice(1));
  if (want.has("family")) fam.value = want.get("family");
  if (want.has("outcome")) out.value = want.get("outcome");
  if (want.has("sort")) ops.querySelectorAll("th.sortable")[Number(want.get("sort"))].click();
  apply();
}
document.body.dataset.ready = "ok";
</script>
</body>
</html>
`
