// Package constanttime holds curvecheck's constant-time evidence tools. It
// imports the standard library only, so another module's tests can use it.
//
// Classify and Declassify mark memory as secret (undefined) or public
// (defined) for Valgrind's memcheck, through its client-request mechanism
// (valgrind.h's magic instruction sequence, issued from a few lines of
// assembly). Under memcheck, a branch or a memory address that depends on
// classified bytes is reported as "conditional jump or move depends on
// uninitialised value(s)" or "use of uninitialised value": the method of
// ctgrind and of libsecp256k1's ctime tests. Outside Valgrind the sequence
// does nothing, so the calls are harmless in normal builds.
//
// Check runs a module's own claims from its go test under memcheck (the
// test binary rebuilt with -tags valgrind and re-executed) and under
// dudect (in process), with the leaky controls of this package beside them.
// curvecheck's own claims are registered by package claims and run by
// CheckValgrind and CheckDudect.
//
// The harness runs each claim under Exercise and holds against it every
// report whose stack passes through that frame: a branch in
// runtime.memequal under bytes.Equal, in math/big, or in a function the
// compiler inlined into the claim counts like one in the claimed function
// itself. Reports of other goroutines are runtime noise, and so are those
// under the runtime frames of RuntimeAllowList, each listed with its
// reason. Only the claim's own Benign list excuses a report, by function
// and source line text.
package constanttime
