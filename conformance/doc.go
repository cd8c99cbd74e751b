// Package conformance lets a library's own tests run curvecheck against it:
// import it, hand it an adapter for your implementation, and get subtests
// and a fuzz target, in the way testing/fstest.TestFS and
// golang.org/x/net/nettest.TestConn work.
//
// # What to implement
//
// An implementation is a catalog.Impl: a name, the catalog operations it
// supports, and a Run method that computes one operation from its inputs in
// the catalog's canonical byte encodings (`curvecheck ops` lists every
// operation with its inputs and outputs). Only the operations you support
// are required. The short way is a catalog.Funcs table:
//
//	impl := &catalog.Funcs{
//		ImplName: "mylib",
//		Table: map[string]catalog.OpFunc{
//			"edwards25519/point_add": func(in catalog.Values) (catalog.Values, error) {
//				p, err := mylib.Decode(in["p"])
//				...
//				return catalog.Values{"r": p.Add(q).Encode()}, nil
//			},
//		},
//		// Where specifications leave a choice, say what you do: the
//		// reference then follows the same policy (see impls/refimpl for the
//		// atoms).
//		Policies: map[string]string{"edwards25519/point_add": "point:lenient"},
//	}
//
// Return an error to reject an input; two implementations agree when their
// outputs are equal byte for byte or when both reject. Return an error
// wrapping catalog.ErrUnsupported only for inputs your API cannot take, and
// declare their class up front (Funcs.Unsupported, from the operation's
// input classes in `curvecheck ops --json`): an undeclared "unsupported"
// answer on an input the reference accepts is a failure, so an adapter
// cannot pass by declining what it is unsure of.
//
// # What is checked
//
// Run makes one subtest per supported operation, each with:
//
//   - vectors: every staged third-party vector file (Wycheproof, RFC 8032
//     and 7748, sign.input, ed25519-speccheck, CCTV, BIP-340) that exercises
//     the operation;
//   - edges: the operation's structured edge cases (scalars 0, 1, n-1, n,
//     n+1, 2^k±1; identity, generator, small-order and off-curve points;
//     non-canonical encodings; msm cases that break incomplete formulas);
//   - random: seeded random cases, compared with the math/big reference
//     under your declared policy;
//   - invariants: algebraic laws checked with your own operations alone, no
//     oracle: P + (-P) = O, n·P = O, k·P = (k mod n)·P for unreduced k,
//     (a+b)·G = a·G + b·G, outputs that decode as points.
//
// A panic is always a failure. Each subtest logs what it covered in the
// outcomes of package outcome (pass, fail, acceptable, not-applicable,
// unsupported-input, ...); a subtest that found something fails, and one
// that computed nothing is skipped with its counts, never passed. Check
// returns the same counts in Report.Outcomes. Under -short the random and
// invariant cases are cut to a tenth.
//
// # Replaying a failure
//
// A failure prints a reproducer — the operation, every input in hex, your
// output and the reference's — and the go test command that replays it: the
// subtest path and the seed, as CURVECHECK_SEED=<seed> go test -run '<path>'.
//
// # Fuzzing
//
//	func FuzzMyLib(f *testing.F) { conformance.Fuzz(f, impl, conformance.Options{}) }
//
// go test -fuzz=FuzzMyLib then drives the same comparisons with inputs the
// fuzzer mutates, seeded with the edge cases.
//
// To run the target on OSS-Fuzz or ClusterFuzzLite too, write it out with
// FuzzTarget (its doc comment has the lines): their libFuzzer build
// replaces the testing package in the target's own file only, so the
// *testing.F must not be handed to this package, and it runs the target
// function once per input, so the FuzzTarget is kept in a package variable.
// AddSeed adds a seed and, with CURVECHECK_FUZZ_SEEDS=DIR set, writes it
// out for such builds (seeds added in code are otherwise invisible to
// them).
package conformance
