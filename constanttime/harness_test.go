package constanttime

import (
	"strings"
	"testing"
)

// memcheckOutput is memcheck's standard error for one run, shaped as
// valgrind 3.19 prints it (--fullpath-after=): five errors, one per case
// the attribution must get right.
const memcheckOutput = `==1== Memcheck, a memory error detector
==1== Conditional jump or move depends on uninitialised value(s)
==1==    at 0x47E0C0: memeqbody (/usr/local/go/src/internal/bytealg/equal_amd64.s:120)
==1==    by 0x59D092: github.com/example/lib.Check (/src/lib/lib.go:10)
==1==    by 0x5A2BB7: github.com/curvecheck/curvecheck/constanttime.init.0.func3 (/work/constanttime/claims_controls.go:65)
==1==    by 0x5A2C00: github.com/curvecheck/curvecheck/constanttime.Exercise (/work/constanttime/claims.go:80)
==1==    by 0x5A317C: main.main (/work/constanttime/ctrun/main.go:32)
==1== 
==1== Use of uninitialised value of size 8
==1==    at 0x5A2BB0: github.com/curvecheck/curvecheck/constanttime.init.0.func6 (/work/constanttime/internal/leaky/leaky.go:15)
==1==    by 0x5A2C00: github.com/curvecheck/curvecheck/constanttime.Exercise (/work/constanttime/claims.go:80)
==1==    by 0x5A317C: main.main (/work/constanttime/ctrun/main.go:32)
==1== 
==1== Conditional jump or move depends on uninitialised value(s)
==1==    at 0x424979: runtime.(*mcentral).grow (/usr/local/go/src/runtime/mcentral.go:254)
==1==    by 0x4247F3: runtime.(*mcentral).cacheSpan (/usr/local/go/src/runtime/mcentral.go:171)
==1==    by 0x436B9E: runtime.bgscavenge (/usr/local/go/src/runtime/mgcscavenge.go:650)
==1==    by 0x4867A0: runtime.goexit.abi0 (/usr/local/go/src/runtime/asm_amd64.s:1771)
==1== 
==1== Conditional jump or move depends on uninitialised value(s)
==1==    at 0x44A000: runtime.adjustpointers (/usr/local/go/src/runtime/stack.go:600)
==1==    by 0x44A100: runtime.copystack (/usr/local/go/src/runtime/stack.go:900)
==1==    by 0x44A200: runtime.newstack (/usr/local/go/src/runtime/stack.go:1100)
==1==    by 0x44A300: runtime.morestack.abi0 (/usr/local/go/src/runtime/asm_amd64.s:600)
==1==    by 0x59D092: github.com/example/lib.Check (/src/lib/lib.go:9)
==1==    by 0x5A2C00: github.com/curvecheck/curvecheck/constanttime.Exercise (/work/constanttime/claims.go:80)
==1== 
==1== Conditional jump or move depends on uninitialised value(s)
==1==    at 0x47E0C0: memeqbody (/usr/local/go/src/internal/bytealg/equal_amd64.s:120)
==1==    by 0x59D0A0: github.com/example/lib.Check (/src/lib/lib.go:12)
==1==    by 0x5A2C00: github.com/curvecheck/curvecheck/constanttime.Exercise (/work/constanttime/claims.go:80)
==1== 
==1== HEAP SUMMARY:
`

// TestAttributionByCallTree: a report counts against the claim when its
// stack passes through Exercise, whatever its innermost frame (a runtime
// helper under bytes.Equal, a leaky function inlined into the claim's
// closure and reported under the closure's name); reports of other
// goroutines and under allow-listed stack growth are noise; an excuse
// applies to the line that called a runtime helper, and only to it.
// (Attribution by the innermost frame's name counted the first two as
// noise.)
func TestAttributionByCallTree(t *testing.T) {
	res := parseMemcheck(memcheckOutput, map[string]string{"/src/lib/lib.go:12": "excused"})
	if len(res.Reports) != 3 {
		t.Fatalf("%d reports attributed, want 3: %+v", len(res.Reports), res.Reports)
	}
	byCaller := map[string]Report{}
	for _, r := range res.Reports {
		byCaller[r.Location+" "+r.Caller] = r
	}
	memeq := byCaller["internal/bytealg/equal_amd64.s:120 /src/lib/lib.go:10 (github.com/example/lib.Check)"]
	if memeq.What != "branch" || memeq.Function != "memeqbody" || memeq.Benign != "" {
		t.Errorf("bytes.Equal under the claim: %+v", memeq)
	}
	excused := byCaller["internal/bytealg/equal_amd64.s:120 /src/lib/lib.go:12 (github.com/example/lib.Check)"]
	if excused.Benign != "excused" {
		t.Errorf("the excuse of lib.go:12 does not cover its call to memeqbody: %+v", excused)
	}
	inl := byCaller["/work/constanttime/internal/leaky/leaky.go:15 "]
	if inl.What != "address" || !strings.HasSuffix(inl.Function, "init.0.func6") {
		t.Errorf("inlined leak under the closure's name: %+v", inl)
	}
	if res.Noise != 2 || len(res.AllowListed) != 1 {
		t.Errorf("noise %d, allow-listed %v: want the scavenger's report and the stack growth", res.Noise, res.AllowListed)
	}
	for k := range res.AllowListed {
		if !strings.HasPrefix(k, "runtime.newstack") && !strings.HasPrefix(k, "runtime.morestack") {
			t.Errorf("allow-listed under %s", k)
		}
	}
}

// TestAllowListHasReasons: every allow-listed runtime frame says why, and
// none is a helper that compares or indexes data (runtime.memequal and
// friends must count).
func TestAllowListHasReasons(t *testing.T) {
	for _, a := range RuntimeAllowList {
		if len(a.Reason) < 40 {
			t.Errorf("%s: reason %q is not a reason", a.Frame, a.Reason)
		}
		if strings.Contains(a.Frame, "mem") || strings.Contains(a.Frame, "bytealg") {
			t.Errorf("%s must not be allow-listed: it compares or copies data", a.Frame)
		}
	}
}
