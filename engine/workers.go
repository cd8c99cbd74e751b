package engine

import (
	"encoding/hex"
	"fmt"
	"sync"
	"time"

	"github.com/curvecheck/curvecheck/catalog"

	"github.com/curvecheck/curvecheck/judge"
	"github.com/curvecheck/curvecheck/outcome"
)

// startLanes returns, for each worker, the implementations it calls
// (lane[w][i] stands for impls[i]). An implementation one goroutine must
// own at a time (Capabilities.Replicate: an external child answering one
// request after another) keeps the original for the first worker and gets
// one more instance per extra worker, stopped (Capabilities.Close) by the
// returned function; every other implementation is shared.
func startLanes(impls []catalog.Impl, workers int) ([][]catalog.Impl, func(), error) {
	lanes := make([][]catalog.Impl, workers)
	var started []catalog.Impl
	closeAll := func() {
		for _, im := range started {
			if c := im.Capabilities().Close; c != nil {
				c()
			}
		}
	}
	for w := range lanes {
		lanes[w] = make([]catalog.Impl, len(impls))
		for i, im := range impls {
			replicate := im.Capabilities().Replicate
			if w == 0 || replicate == nil {
				lanes[w][i] = im
				continue
			}
			rep, err := replicate()
			if err != nil {
				closeAll()
				return nil, nil, fmt.Errorf("%s: starting an instance for worker %d: %w", im.Name(), w+1, err)
			}
			started = append(started, rep)
			lanes[w][i] = rep
		}
	}
	return lanes, closeAll, nil
}

// indices lists the case indices of s the shard runs, in order.
func indices(s catalog.Cases, sh Shard) []int {
	step, first := 1, 0
	if sh.Count > 1 {
		step, first = sh.Count, sh.Index
	}
	var idx []int
	for i := first; i < s.Len(); i += step {
		idx = append(idx, i)
	}
	return idx
}

// caseResult is one case as a worker ran it, before it is counted.
type caseResult struct {
	idx     int
	in      catalog.Values
	refTime time.Duration
	outs    []entryOut // one per entry of the operation
}

// The ways an implementation's answer on one case is counted.
const (
	countNotRun = iota
	countDeclared
	countUnsupportedValid
	countUnsupportedInvalid
	countAgree
	countPolicied
	countFinding
	countTimedOut
	countRefFailed
)

// entryOut is one implementation's part of a caseResult.
type entryOut struct {
	count   int
	valid   bool // the reference (under the policy) accepts the input
	time    time.Duration
	finding *Finding
	// refFinding: the reference failed on the case (reported by the
	// first entry under that reference).
	refFinding *Finding
	late       []catalog.LateAnswer
}

// apply adds the answer to st.
func (o *entryOut) apply(st *Stats) {
	switch o.count {
	case countNotRun:
		st.NotRun++
		return
	case countDeclared:
		st.DeclaredUnsupported++
		return
	case countUnsupportedValid:
		st.Valid++
		st.Unsupported++
		return
	case countUnsupportedInvalid:
		st.UnsupportedInvalid++
		return
	case countTimedOut:
		st.TimedOut++
		return
	case countRefFailed:
		st.RefFailed++
		return
	}
	st.Cases++
	if o.valid {
		st.Valid++
	}
	switch o.count {
	case countAgree:
		st.Agree++
	case countPolicied:
		st.Policied++
	case countFinding:
		st.Findings++
	}
}

// runCase runs case idx (inputs in) on the reference and on every entry's
// implementation in lane, and counts each answer as package judge decides
// it; tolerate is set when the run allows undeclared "unsupported" answers
// (Config.AllowUnsupported > 0). It only reads shared state, apart from the
// entries' hang counters.
func runCase(ref catalog.PolicyImpl, lane []catalog.Impl, op catalog.Op, es []*entry, idx int, in catalog.Values, tolerate bool) *caseResult {
	c := &caseResult{idx: idx, in: in, outs: make([]entryOut, len(es))}
	def := catalog.Call(ref, op.Name, in)
	c.refTime += def.Time
	refRes := map[catalog.Impl]catalog.Result{ref: def}
	refFailed := map[catalog.Impl]bool{} // references whose failure is already a finding of this case
	for k, e := range es {
		o := &c.outs[k]
		impl := lane[e.pos]
		if e.hangs.Load() >= maxHangs {
			o.count = countNotRun
			continue
		}
		want, ok := refRes[e.ref]
		if !ok {
			want = catalog.Call(e.ref, op.Name, in)
			c.refTime += want.Time
			refRes[e.ref] = want
		}
		got := catalog.Call(impl, op.Name, in)
		o.time = got.Time
		o.valid = want.Err == nil && !want.Panic
		// A second answer is revealed by a later request (the engine
		// recounts that case, as the judge decides a double answer).
		v := judgeCase(op, impl, ref, in, def, want, got, tolerate, false)
		count(o, v, e)
		if v.RefFailed && !refFailed[e.ref] {
			refFailed[e.ref] = true
			f := refFinding(op, ref, e.st.Policy, in, want)
			o.refFinding = &f
		}
		if v.Fault != judge.NoFault {
			o.finding = findingOf(op, impl, ref, e.st.Policy, in, def, want, got, v)
		}
		// Second answers to earlier requests are findings of their own
		// cases.
		if take := impl.Capabilities().TakeLate; take != nil {
			o.late = take()
		}
	}
	return c
}

// count turns the decision v on one entry's answer into its count.
func count(o *entryOut, v judge.Verdict, e *entry) {
	switch v.Outcome {
	case outcome.Pass:
		o.count = countAgree
		if v.Policied {
			o.count = countPolicied
		}
	case outcome.UnsupportedInput:
		switch {
		case v.ViaClass:
			o.count = countDeclared
		case v.Undeclared:
			o.count = countUnsupportedValid
		default:
			o.count = countUnsupportedInvalid
		}
	case outcome.TimedOut:
		e.hangs.Add(1)
		o.count = countTimedOut
	case outcome.NotRun:
		o.count = countRefFailed
	default: // fail (the engine has no acceptable cases)
		o.count = countFinding
	}
}

// findingOf is the finding of impl's answer got, which v faults.
func findingOf(op catalog.Op, impl catalog.Impl, ref catalog.PolicyImpl, pol string, in catalog.Values, def, want, got catalog.Result, v judge.Verdict) *Finding {
	f := Finding{Op: op.Name, Impl: impl.Name(), Policy: pol, Kind: v.Fault.Kind(), Detail: v.Detail,
		Inputs: map[string]string{}, Results: map[string]string{}}
	for k, x := range in {
		f.Inputs[k] = hex.EncodeToString(x)
	}
	f.Results[impl.Name()] = got.String()
	refName := ref.Name()
	if pol != "" {
		refName += " (policy " + pol + ")"
		f.Results[ref.Name()+" (default)"] = def.String()
	}
	f.Results[refName] = want.String()
	return &f
}

// runCases runs the cases idx on workers goroutines (run(w, i) on worker
// w) and hands each result to fold in index order, on the calling
// goroutine. At most a window of cases (64 per worker) is ahead of the
// fold, so memory stays bounded when one case is slow, while the other
// workers can run well ahead of a slow case (an msm case with many points
// takes hundreds of times a small one).
func runCases(idx []int, workers int, run func(w, i int) *caseResult, fold func(*caseResult)) {
	if len(idx) == 0 {
		return
	}
	window := 64 * workers
	slots := make(chan struct{}, window)
	jobs := make(chan int)
	results := make(chan *caseResult, window)
	go func() {
		for _, i := range idx {
			slots <- struct{}{}
			jobs <- i
		}
		close(jobs)
	}()
	var wg sync.WaitGroup
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				results <- run(w, i)
			}
		}()
	}
	go func() {
		wg.Wait()
		close(results)
	}()
	pending := map[int]*caseResult{}
	next := 0 // position in idx of the next case to fold
	for c := range results {
		pending[c.idx] = c
		for next < len(idx) {
			c, ok := pending[idx[next]]
			if !ok {
				break
			}
			delete(pending, idx[next])
			next++
			fold(c)
			<-slots
		}
	}
}
