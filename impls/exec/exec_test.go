package exec_test

import (
	"bufio"
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"math/rand"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/curvecheck/curvecheck/catalog"
	"github.com/curvecheck/curvecheck/engine"
	"github.com/curvecheck/curvecheck/impls/exec"
	"github.com/curvecheck/curvecheck/impls/exec/serve"
	"github.com/curvecheck/curvecheck/impls/refimpl"
)

// The test binary doubles as the child: with CURVECHECK_TEST_CHILD set it
// serves the protocol in the named behaviour instead of running tests.
func TestMain(m *testing.M) {
	switch mode := os.Getenv("CURVECHECK_TEST_CHILD"); mode {
	case "":
		os.Exit(m.Run())
	case "ref":
		serve.Serve(renamed{refimpl.New(), "child"}, os.Stdin, os.Stdout)
		os.Exit(0)
	case "mutant":
		serve.Serve(mutant{renamed{refimpl.New(), "mutant"}}, os.Stdin, os.Stdout)
		os.Exit(0)
	case "sched":
		scheduled(os.Getenv("CURVECHECK_TEST_SCHEDULE"))
		os.Exit(0)
	default:
		misbehave(mode)
		os.Exit(0)
	}
}

// mutant is the reference with a deliberate bug on the edwards25519
// operations: on inputs whose first input byte (in the operation's input
// order) is a multiple of 7, it flips the last bit of its first output.
// A quarter or so of such inputs are rejected by the reference anyway.
type mutant struct{ catalog.Impl }

func (m mutant) Capabilities() catalog.Capabilities { return catalog.Capabilities{} }

func (m mutant) Supports(op string) bool {
	return strings.HasPrefix(op, "edwards25519/") && m.Impl.Supports(op)
}

func (m mutant) Run(opName string, in catalog.Values) (catalog.Values, error) {
	out, err := m.Impl.Run(opName, in)
	op, _ := catalog.LookupOp(opName)
	if err != nil || len(op.In) == 0 || len(op.Out) == 0 {
		return out, err
	}
	if first := in[op.In[0].Name]; len(first) > 0 && first[0]%7 == 0 {
		if o := out[op.Out[0].Name]; len(o) > 0 {
			o = append([]byte(nil), o...)
			o[len(o)-1] ^= 1
			out[op.Out[0].Name] = o
		}
	}
	return out, nil
}

type renamed struct {
	catalog.Impl
	name string
}

func (r renamed) Name() string { return r.name }

func (r renamed) Capabilities() catalog.Capabilities { return catalog.Capabilities{} }

// misbehave serves secp256k1/scalar_add wrongly: "wrong" answers r = a;
// "crash" exits on a = 3; "hang" never answers a = 3; "malformed" writes
// garbage for a = 3; "huge" answers a = 3 with a 10 MB output. "third"
// serves secp256k1/scalar_mult and answers "unsupported" to every third
// request. Otherwise it answers correctly.
func misbehave(mode string) {
	ref := refimpl.New()
	enc := json.NewEncoder(os.Stdout)
	ops := []string{"secp256k1/scalar_add"}
	if mode == "third" {
		ops = []string{"secp256k1/scalar_mult"}
	}
	enc.Encode(exec.Hello{Protocol: exec.Protocol, Impl: mode, Ops: ops})
	sc := bufio.NewScanner(os.Stdin)
	for sc.Scan() {
		var req exec.Request
		json.Unmarshal(sc.Bytes(), &req)
		if mode == "third" && req.ID%3 == 0 {
			enc.Encode(exec.Response{ID: req.ID, Unsupported: true})
			continue
		}
		trigger := req.In["a"] == fmt.Sprintf("%064x", 3)
		if trigger && mode == "huge" {
			// A 10 MB answer (wrong, and of the wrong length).
			enc.Encode(exec.Response{ID: req.ID, Out: map[string]string{"r": strings.Repeat("ab", 5<<20)}})
			continue
		}
		if mode == "wrong" {
			enc.Encode(exec.Response{ID: req.ID, Out: map[string]string{"r": req.In["a"]}})
			continue
		}
		if trigger {
			switch mode {
			case "crash":
				os.Exit(3)
			case "hang":
				time.Sleep(time.Hour)
			case "malformed":
				fmt.Println("{not json")
				continue
			}
		}
		in := catalog.Values{}
		for k, v := range req.In {
			var b []byte
			fmt.Sscanf(v, "%x", &b)
			in[k] = b
		}
		out, err := ref.Run(req.Op, in)
		if err != nil {
			msg := err.Error()
			enc.Encode(exec.Response{ID: req.ID, Error: &msg})
			continue
		}
		enc.Encode(exec.Response{ID: req.ID, Out: map[string]string{"r": fmt.Sprintf("%x", out["r"])}})
	}
}

// TestUnsupportedOnValidInputs: a child that answers "unsupported" to
// every third request, without declaring an input class, fails those cases
// (findings of kind "unsupported", the diff command exits 1), as the
// per-case checker that conformance and fuzzing use judges them (one judge,
// package judge); allowing a share of such answers with AllowUnsupported
// counts them as unsupported-input instead, and the run is clean while the
// share holds.
func TestUnsupportedOnValidInputs(t *testing.T) {
	x := start(t, "third", 10*time.Second)
	rep := run(t, x, "secp256k1/scalar_mult", 30)
	st := rep.Ops[0].Stats[0]
	if rep.Verdict.Status != engine.Findings || st.Findings == 0 || st.Unsupported != 0 {
		t.Fatalf("verdict %q with %+v, want findings", rep.Verdict, st)
	}
	for _, f := range rep.Findings {
		if f.Kind != "unsupported" {
			t.Fatalf("finding of kind %q, want only unsupported: %s", f.Kind, f.Reproducer())
		}
	}
	// Allowing the ratio makes it clean again, and says so.
	op, _ := catalog.LookupOp("secp256k1/scalar_mult")
	rep, err := engine.Run(engine.Config{Ops: []catalog.Op{op}, Ref: refimpl.New(), Impls: []catalog.Impl{x}, N: 30, Seed: 1, AllowUnsupported: 0.5})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Verdict.Status != engine.Clean {
		t.Fatalf("with --allow-unsupported 0.5: %s", rep.Verdict)
	}
	c := &engine.Checker{Ref: refimpl.New(), Impls: []catalog.Impl{x}}
	gen := rand.New(rand.NewSource(1))
	found := 0
	for i := 0; i < 9; i++ {
		for _, f := range c.Check(op, op.Gen(gen)) {
			if f.Kind == "unsupported" {
				found++
			}
		}
	}
	if found == 0 {
		t.Fatal("the checker let unsupported answers on valid inputs pass")
	}
}

func start(t *testing.T, mode string, timeout time.Duration) *exec.Impl {
	t.Helper()
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	t.Setenv("CURVECHECK_TEST_CHILD", mode)
	x, err := exec.Start(self, exec.Options{Timeout: timeout})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { x.Close() })
	return x
}

func run(t *testing.T, impl catalog.Impl, opName string, n int) *engine.Report {
	t.Helper()
	op, _ := catalog.LookupOp(opName)
	rep, err := engine.Run(engine.Config{Ops: []catalog.Op{op}, Ref: refimpl.New(), Impls: []catalog.Impl{impl}, N: n, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	return rep
}

func TestFaithfulChildAgrees(t *testing.T) {
	x := start(t, "ref", 10*time.Second)
	for _, op := range []string{"secp256k1/scalar_add", "edwards25519/point_add", "ed25519/verify", "p384/ecdh"} {
		rep := run(t, x, op, 10)
		if len(rep.Findings) != 0 || rep.Ops[0].Stats[0].Agree == 0 {
			t.Fatalf("%s: %d findings, %+v", op, len(rep.Findings), rep.Ops[0].Stats[0])
		}
	}
}

func TestWrongChildIsCaught(t *testing.T) {
	rep := run(t, start(t, "wrong", 10*time.Second), "secp256k1/scalar_add", 20)
	if len(rep.Findings) == 0 || rep.Findings[0].Kind != "mismatch" {
		t.Fatalf("wrong child not caught: %+v", rep.Ops[0].Stats[0])
	}
}

// The edge cases of scalar_add include a = 3, so each misbehaving
// child trips; the run must record a finding of the right kind, restart the
// child and go on agreeing on the other cases.
func TestMisbehavingChildrenAreSurvived(t *testing.T) {
	for _, tc := range []struct {
		mode, kind string
		timeout    time.Duration
	}{{"crash", "crash or protocol error", 10 * time.Second}, {"malformed", "crash or protocol error", 10 * time.Second}, {"hang", "timeout", 300 * time.Millisecond}} {
		t.Run(tc.mode, func(t *testing.T) {
			x := start(t, tc.mode, tc.timeout)
			rep := run(t, x, "secp256k1/scalar_add", 10)
			st := rep.Ops[0].Stats[0]
			if len(rep.Findings) == 0 || rep.Findings[0].Kind != tc.kind {
				t.Fatalf("no %s finding: %+v", tc.kind, rep.Findings)
			}
			if st.Agree < st.Cases/2 || x.Restarts == 0 {
				t.Fatalf("run did not go on after the failure: %+v, restarts %d", st, x.Restarts)
			}
		})
	}
}

func TestHangsStopTheOperation(t *testing.T) {
	// 400 ms: the test binary, started as the child, must hand-shake within
	// it on a loaded machine (its package init alone takes about 40 ms).
	x := start(t, "hang", 400*time.Millisecond)
	op, _ := catalog.LookupOp("secp256k1/scalar_add")
	// Every case has a = 3: every request hangs.
	five := make([]byte, 32)
	five[31] = 3
	op.Edges = func() []catalog.Values {
		var vs []catalog.Values
		for i := 0; i < 10; i++ {
			vs = append(vs, catalog.Values{"a": five, "b": five})
		}
		return vs
	}
	// One worker: with several, more than three requests can be in flight
	// when the third timeout is counted.
	rep, err := engine.Run(engine.Config{Ops: []catalog.Op{op}, Ref: refimpl.New(), Impls: []catalog.Impl{x}, N: 0, Seed: 1, Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	st := rep.Ops[0].Stats[0]
	// The ten cases are one input: its three timeouts are one finding.
	if st.TimedOut != 3 || st.NotRun != 7 || len(rep.Findings) != 1 || rep.Findings[0].Repeats != 2 {
		t.Fatalf("want 3 timeouts (one finding, two repeats) then 7 not run, got %+v, %d findings", st, len(rep.Findings))
	}
	if rep.Verdict.Status != engine.Findings || len(rep.Verdict.Incomplete) == 0 {
		t.Fatalf("verdict %s, want findings and the cases not sent", rep.Verdict)
	}
}

func TestBadHandshake(t *testing.T) {
	for _, cmd := range []string{"true", "echo hello", `echo '{"protocol":"curvecheck/9","impl":"x"}'`, "/nonexistent/binary"} {
		if _, err := exec.Start(cmd, exec.Options{Timeout: 2 * time.Second}); err == nil {
			t.Errorf("%s: started", cmd)
		}
	}
}

// TestWorkersAndShardsGiveOneReport: a deliberately wrong child over the
// edwards25519 operations gives the same report (timings aside) and the
// same corpus files with one worker, with three (three children), and as
// four shards merged.
func TestWorkersAndShardsGiveOneReport(t *testing.T) {
	x := start(t, "mutant", 10*time.Second)
	ops, err := catalog.SelectOps("edwards25519/*")
	if err != nil {
		t.Fatal(err)
	}
	n := 12
	if testing.Short() {
		n = 4
	}
	runWith := func(workers int, shard engine.Shard, dir string) *engine.Report {
		rep, err := engine.Run(engine.Config{Ops: ops, Ref: refimpl.New(), Impls: []catalog.Impl{x}, N: n, Seed: 7,
			Workers: workers, Shard: shard, FindingsDir: dir})
		if err != nil {
			t.Fatal(err)
		}
		return rep
	}
	d1, d3, d4 := t.TempDir(), t.TempDir(), t.TempDir()
	one := runWith(1, engine.Shard{}, d1)
	if len(one.Findings) < 5 || one.Verdict.Status != engine.Findings {
		t.Fatalf("the mutant child should give findings: %d, %s", len(one.Findings), one.Verdict)
	}
	want := normalized(t, one, d1)
	if got := normalized(t, runWith(3, engine.Shard{}, d3), d3); got != want {
		t.Errorf("three workers: the report differs from one worker's:\n%s\nwant\n%s", got, want)
	}
	var shards []*engine.Report
	for i := range 4 {
		r := runWith(2, engine.Shard{Index: i, Count: 4}, d4)
		// Through JSON, as curvecheck merge reads them.
		data, _ := json.Marshal(r)
		var back engine.Report
		if err := json.Unmarshal(data, &back); err != nil {
			t.Fatal(err)
		}
		shards = append(shards, &back)
	}
	merged, err := engine.Merge(shards)
	if err != nil {
		t.Fatal(err)
	}
	if got := normalized(t, merged, d4); got != want {
		t.Errorf("four shards merged: the report differs from the unsharded run's:\n%s\nwant\n%s", got, want)
	}
	for _, d := range []string{d3, d4} {
		if got, want := listDir(t, d), listDir(t, d1); got != want {
			t.Errorf("corpus files in %s:\n%s\nwant\n%s", d, got, want)
		}
	}
	if _, err := engine.Merge(shards[:3]); err == nil || !strings.Contains(err.Error(), "3/4") {
		t.Errorf("merging 3 of 4 shards: %v, want an error naming shard 3/4", err)
	}
}

// normalized is rep as JSON with the timings removed and dir written DIR.
func normalized(t *testing.T, rep *engine.Report, dir string) string {
	t.Helper()
	data, err := json.Marshal(rep)
	if err != nil {
		t.Fatal(err)
	}
	var v any
	json.Unmarshal(data, &v)
	var strip func(v any)
	strip = func(v any) {
		switch v := v.(type) {
		case map[string]any:
			for k, e := range v {
				if strings.HasSuffix(k, "_ns") {
					delete(v, k)
					continue
				}
				strip(e)
			}
		case []any:
			for _, e := range v {
				strip(e)
			}
		}
	}
	strip(v)
	out, _ := json.MarshalIndent(v, "", " ")
	return strings.ReplaceAll(string(out), dir, "DIR")
}

// listDir lists dir's files with a hash of each.
func listDir(t *testing.T, dir string) string {
	t.Helper()
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	for _, e := range ents {
		data, err := os.ReadFile(dir + "/" + e.Name())
		if err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(&b, "%s %x\n", e.Name(), sha256.Sum256(data))
	}
	return b.String()
}
