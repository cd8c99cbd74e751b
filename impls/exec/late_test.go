package exec_test

import (
	"bufio"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"math/rand"
	"os"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/curvecheck/curvecheck/catalog"
	"github.com/curvecheck/curvecheck/engine"
	"github.com/curvecheck/curvecheck/impls/exec"
	"github.com/curvecheck/curvecheck/impls/refimpl"
)

// The faults of the "sched" child, one letter per case (its index is in
// the input a, as 16 + i):
//
//	o  answers correctly
//	d  answers correctly twice (a double answer)
//	l  writes a line with the id of its previous request, then answers
//	p  writes its answer under the id of its previous request, and no more
//	w  answers with a future id
//	s  stays silent (a timeout)
//	g  writes a line that is not JSON
//	c  exits
//	L  writes an answer line longer than exec.MaxLine
//
// "Its previous request" is the last one this process read; a process
// that has read none uses the id before the request's, which no process
// was sent.
const faults = "odlpwsgc"

// scheduled serves secp256k1/scalar_add with the faults of sched.
func scheduled(sched string) {
	ref := refimpl.New()
	enc := json.NewEncoder(os.Stdout)
	enc.Encode(exec.Hello{Protocol: exec.Protocol, Impl: "sched", Ops: []string{"secp256k1/scalar_add"}})
	sc := bufio.NewScanner(os.Stdin)
	prev := 0
	for sc.Scan() {
		var req exec.Request
		if json.Unmarshal(sc.Bytes(), &req) != nil {
			continue
		}
		in := catalog.Values{}
		for k, v := range req.In {
			in[k], _ = hex.DecodeString(v)
		}
		fault := byte('o')
		if a := in["a"]; len(a) == 32 {
			if i := int(binary.BigEndian.Uint16(a[30:])) - 16; i >= 0 && i < len(sched) {
				fault = sched[i]
			}
		}
		past := prev
		if past == 0 {
			past = req.ID - 1
		}
		prev = req.ID
		out, _ := ref.Run(req.Op, in)
		ans := exec.Response{ID: req.ID, Out: map[string]string{"r": hex.EncodeToString(out["r"])}}
		at := func(id int) exec.Response { r := ans; r.ID = id; return r }
		switch fault {
		case 'o':
			enc.Encode(ans)
		case 'd':
			enc.Encode(ans)
			enc.Encode(ans)
		case 'l':
			enc.Encode(at(past))
			enc.Encode(ans)
		case 'p':
			enc.Encode(at(past))
		case 'w':
			enc.Encode(at(req.ID + 1000))
		case 's':
		case 'g':
			fmt.Println("{not json")
		case 'c':
			os.Exit(3)
		case 'L':
			fmt.Printf(`{"id":%d,"out":{"r":"`, req.ID)
			chunk := []byte(strings.Repeat("0", 1<<20))
			for range exec.MaxLine / len(chunk) {
				os.Stdout.Write(chunk)
			}
			fmt.Println(`"}}`)
		}
	}
}

// schedOp is secp256k1/scalar_add with n edge cases, case i on a = 16 + i,
// b = 5 (so that no two cases share their inputs), and no random ones.
func schedOp(n int) catalog.Op {
	op, _ := catalog.LookupOp("secp256k1/scalar_add")
	op.Edges = func() []catalog.Values {
		var vs []catalog.Values
		for i := range n {
			a, b := make([]byte, 32), make([]byte, 32)
			binary.BigEndian.PutUint16(a[30:], uint16(16+i))
			b[31] = 5
			vs = append(vs, catalog.Values{"a": a, "b": b})
		}
		return vs
	}
	return op
}

// The expected outcome of a case, by rule (doc/protocol.md, section 3).
const (
	agree    = "agree"
	late     = "protocol error"          // answered twice: a finding of its case
	broken   = "crash or protocol error" // a finding
	timedOut = "timeout"
	notRun   = "not-run"
)

// expected plays sched against the protocol's rules, one worker: the
// lines the child writes for each request, read by the rule for a line
// with an earlier request's id (held, then judged by what follows), a
// restart after every failure, no request after three timeouts, and at the
// end the last request answered sent once more.
func expected(sched string) []string {
	out := make([]string, len(sched))
	for i := range out {
		out[i] = agree
	}
	caseOf := map[int]int{} // request → case (-1: the repeated request)
	var proc []int          // the requests the running process read
	var leftover []int      // requests whose second answer is still unread
	last := 0               // the last request answered since the start
	reported := map[int]bool{}
	seq, hangs := 0, 0
	restart := func() { proc, leftover, last = nil, nil, 0 }
	// send returns "", broken or timedOut.
	send := func(c int, f byte) string {
		seq++
		r := seq
		caseOf[r] = c
		prev := 0
		if len(proc) > 0 {
			prev = proc[len(proc)-1]
		}
		proc = append(proc, r)
		type line struct {
			kind byte // 'k' an earlier request's id (req), 'o' its own, 'x' anything failing
			req  int
		}
		var lines []line
		for _, q := range leftover {
			lines = append(lines, line{'k', q})
		}
		leftover = nil
		past := line{'x', 0} // no earlier request in this process
		if prev != 0 {
			past = line{'k', prev}
		}
		switch f {
		case 'o':
			lines = append(lines, line{'o', 0})
		case 'd':
			lines = append(lines, line{'o', 0})
			leftover = []int{r}
		case 'l':
			lines = append(lines, past, line{'o', 0})
		case 'p':
			lines = append(lines, past)
		case 'w', 'g', 'c', 'L':
			lines = append(lines, line{'x', 0})
		}
		var held []int
		for _, l := range lines {
			switch l.kind {
			case 'k':
				held = append(held, l.req)
				continue
			case 'o':
				for _, q := range held {
					if caseOf[q] >= 0 && !reported[q] {
						reported[q] = true
						out[caseOf[q]] = late
					}
				}
				if c >= 0 {
					last = r
				}
				return ""
			}
			restart()
			return broken
		}
		restart()
		if len(held) > 0 {
			return broken
		}
		return timedOut
	}
	for i := range sched {
		if hangs >= 3 {
			out[i] = notRun
			continue
		}
		switch send(i, sched[i]) {
		case broken:
			out[i] = broken
		case timedOut:
			out[i] = timedOut
			hangs++
		}
	}
	if last != 0 {
		send(-1, sched[caseOf[last]])
	}
	return out
}

// runSched runs the sched child over len(sched) cases.
func runSched(t *testing.T, sched string, workers int, timeout time.Duration) (*engine.Report, *exec.Impl) {
	t.Helper()
	t.Setenv("CURVECHECK_TEST_SCHEDULE", sched)
	x := start(t, "sched", timeout)
	rep, err := engine.Run(engine.Config{Ops: []catalog.Op{schedOp(len(sched))}, Ref: refimpl.New(), Impls: []catalog.Impl{x}, Seed: 1, Workers: workers})
	if err != nil {
		t.Fatal(err)
	}
	return rep, x
}

// outcomes are a report's counts and findings, per case, in the words of
// expected.
func outcomes(rep *engine.Report) (counts map[string]int, byCase map[int]string) {
	st := rep.Ops[0].Stats[0]
	counts = map[string]int{agree: st.Agree + st.Policied, "finding": st.Findings, timedOut: st.TimedOut, notRun: st.NotRun}
	byCase = map[int]string{}
	for _, f := range append(append([]engine.Finding(nil), rep.Findings...), rep.Known...) {
		if _, dup := byCase[f.Case]; dup || f.Repeats != 0 {
			byCase[f.Case] = "several findings"
			continue
		}
		byCase[f.Case] = f.Kind
	}
	return counts, byCase
}

// total is the sum of st's outcomes.
func total(st *engine.Stats) int {
	t := st.Tally()
	return t.Total()
}

func checkSched(t *testing.T, sched string, rep *engine.Report) {
	t.Helper()
	want := expected(sched)
	st := rep.Ops[0].Stats[0]
	if total(st) != len(sched) {
		t.Errorf("schedule %s: outcomes add up to %d, not the %d cases: %+v", sched, total(st), len(sched), *st)
	}
	counts, byCase := outcomes(rep)
	wantCounts := map[string]int{}
	for i, w := range want {
		switch w {
		case late, broken:
			wantCounts["finding"]++
		default:
			wantCounts[w]++
		}
		got, ok := byCase[i]
		switch w {
		case agree, notRun:
			if ok {
				t.Errorf("schedule %s: case %d (%c): finding %q, want none (%s)", sched, i, sched[i], got, w)
			}
		default:
			if got != w {
				t.Errorf("schedule %s: case %d (%c): finding %q, want %q", sched, i, sched[i], got, w)
			}
		}
		delete(byCase, i)
	}
	for c, k := range byCase {
		t.Errorf("schedule %s: finding %q of case %d, which does not exist", sched, k, c)
	}
	for _, k := range []string{agree, "finding", timedOut, notRun} {
		if counts[k] != wantCounts[k] {
			t.Errorf("schedule %s: %d %s, want %d (%+v)", sched, counts[k], k, wantCounts[k], *st)
		}
	}
}

// TestStrayLineJudgedByWhatFollows: a line with an earlier request's id
// that arrives while a request is pending is a second answer of the
// earlier case when the pending request's own answer follows, and the
// pending case's one finding (no timeout, no finding of the earlier case)
// when it does not.
func TestStrayLineJudgedByWhatFollows(t *testing.T) {
	rep, _ := runSched(t, "olo", 1, 2*time.Second)
	st := rep.Ops[0].Stats[0]
	if len(rep.Findings) != 1 || rep.Findings[0].Case != 0 || rep.Findings[0].Kind != "protocol error" ||
		!strings.Contains(rep.Findings[0].Results["exec:sched"], `a second answer to this request: {"id":1,`) {
		t.Fatalf("a line with id 1 before the answer to request 2: want one finding of case 0, got %+v", rep.Findings)
	}
	if st.Agree != 2 || st.Findings != 1 || st.Cases != 3 {
		t.Errorf("counts %+v, want 2 agree and 1 finding", *st)
	}

	rep, x := runSched(t, "opo", 1, 800*time.Millisecond)
	st = rep.Ops[0].Stats[0]
	if len(rep.Findings) != 1 || rep.Findings[0].Case != 1 || rep.Findings[0].Kind != "crash or protocol error" ||
		!strings.Contains(rep.Findings[0].Results["exec:sched"], "answered with id 1, an earlier request's, and nothing with id 2 within") {
		t.Fatalf("request 2 answered with id 1 only: want one protocol error of case 1, got %+v", rep.Findings)
	}
	if st.Agree != 2 || st.Findings != 1 || st.TimedOut != 0 || x.Restarts != 1 {
		t.Errorf("counts %+v (restarts %d), want 2 agree, 1 finding, no timeout, one restart", *st, x.Restarts)
	}
}

// TestDoubleAnswersCountOnce: a child that answers every request twice
// has every case a finding, the last one included, and its outcomes add
// up to the cases run, with one worker or two.
func TestDoubleAnswersCountOnce(t *testing.T) {
	sched := strings.Repeat("d", 40)
	for _, workers := range []int{1, 2} {
		rep, _ := runSched(t, sched, workers, 2*time.Second)
		st := rep.Ops[0].Stats[0]
		if st.Findings != len(sched) || st.Agree != 0 || total(st) != len(sched) || len(rep.Findings) != len(sched) {
			t.Errorf("%d workers: %+v, %d findings; want %d findings and nothing else", workers, *st, len(rep.Findings), len(sched))
		}
		for i, f := range rep.Findings {
			if f.Case != i || f.Kind != "protocol error" {
				t.Errorf("%d workers: finding %d: case %d, %s", workers, i, f.Case, f.Kind)
				break
			}
		}
	}
}

// TestFaultSchedulesKeepCounts: over random schedules of faults, the
// outcomes of a run add up to the cases run, and each case's outcome and
// finding are what the protocol's rules give (one worker); with two
// workers, the outcomes still add up.
func TestFaultSchedulesKeepCounts(t *testing.T) {
	rounds := 5
	if testing.Short() {
		rounds = 2
	}
	// Long enough for a restarted child's handshake and every answer on a
	// loaded machine: a late one would be a timeout the model does not
	// expect.
	timeout := 1500 * time.Millisecond
	rng := rand.New(rand.NewSource(time.Now().UnixNano()))
	// Weights: mostly correct answers, the slow faults (p, s) rare.
	weights := map[byte]int{'o': 12, 'd': 4, 'l': 4, 'p': 1, 'w': 1, 's': 1, 'g': 1, 'c': 1}
	var bag []byte
	for _, f := range []byte(faults) {
		for range weights[f] {
			bag = append(bag, f)
		}
	}
	for r := range rounds {
		b := make([]byte, 20)
		for i := range b {
			b[i] = bag[rng.Intn(len(bag))]
		}
		sched := string(b)
		t.Run(fmt.Sprint(r), func(t *testing.T) {
			rep, _ := runSched(t, sched, 1, timeout)
			checkSched(t, sched, rep)
			if r%2 == 0 {
				rep, _ := runSched(t, sched, 2, timeout)
				if st := rep.Ops[0].Stats[0]; total(st) != len(sched) {
					t.Errorf("schedule %s, two workers: outcomes add up to %d, not %d: %+v", sched, total(st), len(sched), *st)
				}
			}
		})
	}
}

// TestExpectedModel holds the model itself to hand-worked schedules.
func TestExpectedModel(t *testing.T) {
	for _, tc := range []struct{ sched, want string }{
		{"ooo", "aaa"},
		{"odo", "aLa"},
		{"ood", "aaL"}, // the last case's second answer, read before the repeated request's answer
		{"olo", "Laa"},
		{"lo", "Ba"}, // no earlier request in the process: an unknown id
		{"opo", "aBa"},
		{"dpo", "aBa"}, // the second answer is held with the past id and judged with it
		{"dgo", "aBa"},
		{"sssoo", "TTTNN"},
		{"csl", "BTB"}, // after two restarts, l has no earlier request
		{"ool", "aLL"}, // the repeated last request writes a line with its id
	} {
		var got strings.Builder
		for _, o := range expected(tc.sched) {
			got.WriteByte(map[string]byte{agree: 'a', late: 'L', broken: 'B', timedOut: 'T', notRun: 'N'}[o])
		}
		if got.String() != tc.want {
			t.Errorf("expected(%q) = %s, want %s", tc.sched, got.String(), tc.want)
		}
	}
}

// TestLineOverTheLimit: an answer line longer than exec.MaxLine is a
// protocol error of its case; the run goes on.
func TestLineOverTheLimit(t *testing.T) {
	rep, x := runSched(t, "oLo", 1, 10*time.Second)
	st := rep.Ops[0].Stats[0]
	if len(rep.Findings) != 1 || rep.Findings[0].Case != 1 || rep.Findings[0].Kind != "crash or protocol error" ||
		!strings.Contains(rep.Findings[0].Results["exec:sched"], fmt.Sprintf("bytes, over the limit of %d", exec.MaxLine)) {
		t.Fatalf("findings %+v", rep.Findings)
	}
	if st.Agree != 2 || x.Restarts != 1 {
		t.Errorf("%+v, %d restarts; want 2 agree and one restart", *st, x.Restarts)
	}
}

// TestHugeAnswerIsCut: a 10 MB answer is recorded in the finding by its
// size and a prefix, not whole.
func TestHugeAnswerIsCut(t *testing.T) {
	op, _ := catalog.LookupOp("secp256k1/scalar_add")
	op.Edges = func() []catalog.Values {
		a, b := make([]byte, 32), make([]byte, 32)
		a[31], b[31] = 3, 5
		return []catalog.Values{{"a": a, "b": b}}
	}
	rep, err := engine.Run(engine.Config{Ops: []catalog.Op{op}, Ref: refimpl.New(), Impls: []catalog.Impl{start(t, "huge", 10*time.Second)}, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Findings) != 1 {
		t.Fatalf("%d findings, want 1", len(rep.Findings))
	}
	got := rep.Findings[0].Results["exec:huge"]
	if len(got) > 2*catalog.AnswerPrefix || !strings.Contains(got, "10485762 bytes in all") || !strings.HasPrefix(got, "r=abab") {
		t.Errorf("the 10 MB answer is recorded as %d bytes: %.200q", len(got), got)
	}
	data, _ := json.Marshal(rep)
	if len(data) > 64<<10 {
		t.Errorf("the report is %d bytes", len(data))
	}
	keys := make([]string, 0, len(rep.Findings[0].Results))
	for k := range rep.Findings[0].Results {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	if strings.Join(keys, ",") != "exec:huge,ref" {
		t.Errorf("results of %s", keys)
	}
}
