// Package constanttime holds curvecheck's constant-time evidence tools.
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
// The harness runs each claim under Exercise and holds against it every
// report whose stack passes through that frame: a branch in
// runtime.memequal under bytes.Equal, in math/big, or in a function the
// compiler inlined into the claim counts like one in the claimed function
// itself. Reports of other goroutines are runtime noise, and so are those
// under the runtime frames of RuntimeAllowList, each listed with its
// reason. Only the registry excuses a report (Claim.Benign), by function
// and source line text.
package constanttime
