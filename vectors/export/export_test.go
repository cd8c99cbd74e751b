package export

import (
	"os"
	"path/filepath"
	"slices"
	"sync"

	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/curvecheck/curvecheck/catalog"
	"github.com/curvecheck/curvecheck/engine"
	"github.com/curvecheck/curvecheck/impls/refimpl"
	"github.com/curvecheck/curvecheck/internal/mutant"
	"github.com/curvecheck/curvecheck/vectors"
)

// TestEdgeCasesRoundTrip: the catalog's edge cases, exported, load through
// the vector checker, and the reference passes every valid and invalid
// test (acceptable ones are counted as such).
func TestEdgeCasesRoundTrip(t *testing.T) {
	sum := exportedEdges(t)
	if len(sum.Files) < 5 {
		t.Fatalf("%d files written, want at least 5 (EdDSA, XDH, ECDH, ECDSA DER and P1363)", len(sum.Files))
	}
	for _, s := range sum.Skipped {
		t.Logf("skipped %d of %s: %s", s.Count, s.Op, s.Reason)
	}
	for _, f := range sum.Files {
		rs, err := vectors.CheckFile(f.Path, refimpl.NewMemo(answers), vectors.Options{})
		if err != nil {
			t.Fatalf("%s: %v", f.Path, err)
		}
		for _, r := range rs {
			t.Logf("%s: %d tests (%d valid, %d invalid, %d acceptable): %+v", f.Path, f.Tests, f.Valid, f.Invalid, f.Acceptable, r.Tally)
			if r.Fail > 0 || r.Pass != f.Valid+f.Invalid {
				t.Errorf("%s: the reference: %+v, want %d pass", f.Path, r.Tally, f.Valid+f.Invalid)
			}
		}
	}
}

// TestFilesMatchWycheproofSchemas validates every exported file against
// Wycheproof's own JSON Schema for it (staged in testdata/): what a suite
// that loads Wycheproof files expects, required fields and no others.
func TestFilesMatchWycheproofSchemas(t *testing.T) {
	sum := exportedEdges(t)
	c := jsonschema.NewCompiler()
	names, err := filepath.Glob("testdata/wycheproof-schemas/*.json")
	if err != nil || len(names) == 0 {
		t.Fatalf("no staged schema: %v", err)
	}
	for _, n := range names {
		doc := readJSON(t, n)
		if err := c.AddResource("file:///schemas/"+filepath.Base(n), doc); err != nil {
			t.Fatal(err)
		}
	}
	for _, f := range sum.Files {
		sch, err := c.Compile("file:///schemas/" + f.Schema)
		if err != nil {
			t.Fatalf("%s: %v", f.Schema, err)
		}
		if err := sch.Validate(readJSON(t, f.Path)); err != nil {
			t.Errorf("%s does not match %s: %v", filepath.Base(f.Path), f.Schema, err)
		}
	}
	// The check can fail: a file with a field the schema does not allow.
	sch, _ := c.Compile("file:///schemas/" + schemaXdh)
	i := slices.IndexFunc(sum.Files, func(f FileSummary) bool { return f.Schema == schemaXdh })
	bad := readJSON(t, sum.Files[i].Path).(map[string]any)
	bad["testGroups"].([]any)[0].(map[string]any)["extra"] = 1
	if sch.Validate(bad) == nil {
		t.Error("a group with an unknown field passed the XDH schema")
	}
}

func readJSON(t *testing.T, path string) any {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	v, err := jsonschema.UnmarshalJSON(f)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return v
}

var edgeExport struct {
	once sync.Once
	dir  string
	sum  *Summary
	err  error
}

// exportedEdges exports the catalog's edge cases once for the package's
// tests (the reference computes every expected result, under every policy
// atom: tens of seconds).
func exportedEdges(t *testing.T) *Summary {
	t.Helper()
	edgeExport.once.Do(func() {
		edgeExport.dir, edgeExport.err = os.MkdirTemp("", "curvecheck-export-")
		if edgeExport.err == nil {
			edgeExport.sum, edgeExport.err = Write(edgeExport.dir, EdgeCases())
		}
	})
	if edgeExport.err != nil {
		t.Fatal(edgeExport.err)
	}
	return edgeExport.sum
}

// answers are the reference's answers the export computed, which the
// round trip's checks read back instead of computing them again.
var answers = new(refimpl.Memo)

func TestMain(m *testing.M) {
	reference = func() *refimpl.Impl { return refimpl.NewMemo(answers) }
	code := m.Run()
	if edgeExport.dir != "" {
		os.RemoveAll(edgeExport.dir)
	}
	os.Exit(code)
}

// TestFindingBecomesFailingVector: a differential run of a wrong X25519
// finds it; the findings, exported, fail that implementation through the
// vector checker, once per finding, and the reference passes them.
func TestFindingBecomesFailingVector(t *testing.T) {
	op, _ := catalog.LookupOp("x25519/ecdh")
	mut := mutant.X25519("mutant")
	rep, err := engine.Run(engine.Config{Ops: []catalog.Op{op}, Ref: refimpl.New(), Impls: []catalog.Impl{mut}, N: 40, Seed: 3, Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Findings) == 0 {
		t.Fatal("the mutant gave no finding: the test checks nothing")
	}
	cases, err := FindingCases(rep.Findings)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	sum, err := Write(dir, cases)
	if err != nil {
		t.Fatal(err)
	}
	if len(sum.Files) != 1 || sum.Files[0].Findings != len(rep.Findings) {
		t.Fatalf("%d findings, exported %+v", len(rep.Findings), sum.Files)
	}
	path := sum.Files[0].Path
	for _, c := range []struct {
		impl     catalog.Impl
		wantFail int
	}{{refimpl.New(), 0}, {mut, len(rep.Findings)}} {
		rs, err := vectors.CheckFile(path, c.impl, vectors.Options{})
		if err != nil {
			t.Fatal(err)
		}
		r := rs[0]
		if r.Fail != c.wantFail || r.Pass+r.Fail+r.AcceptableAccepted+r.AcceptableRejected != sum.Files[0].Tests {
			t.Errorf("%s on the exported findings: %+v, want %d failures of %d tests", c.impl.Name(), r.Tally, c.wantFail, sum.Files[0].Tests)
		}
	}
}

// TestUnexportableFindingIsCounted: a finding on an operation no schema
// carries (ECDSA verification of a digest) is counted as skipped, with the
// reason, not dropped.
func TestUnexportableFindingIsCounted(t *testing.T) {
	cases, err := FindingCases([]engine.Finding{{Op: "secp256k1/ecdsa_verify", Impl: "x", Kind: "mismatch",
		Inputs: map[string]string{"pub": "02", "digest": "00", "sig": "00"}}})
	if err != nil {
		t.Fatal(err)
	}
	sum, err := Write(t.TempDir(), cases)
	if err != nil {
		t.Fatal(err)
	}
	if len(sum.Files) != 0 || len(sum.Skipped) != 1 || sum.Skipped[0].Count != 1 || sum.Skipped[0].Op != "secp256k1/ecdsa_verify" {
		t.Fatalf("files %+v, skipped %+v", sum.Files, sum.Skipped)
	}
}
