package catalog

import "fmt"

// OpFunc computes one operation.
type OpFunc func(in Values) (Values, error)

// Funcs is an Impl built from a table of functions: the short form most
// adapters take.
type Funcs struct {
	ImplName string
	Table    map[string]OpFunc
	// Policies declares the policy atoms (catalog.Atoms, doc/policies.md) the
	// implementation follows where specifications leave a choice, keyed by
	// operation name or pattern ("secp256k1/point_*"); every atom must apply
	// to every operation its key matches.
	Policies map[string]string
	// Unsupported declares, per operation, the input classes (Op.Classes)
	// the implementation answers "unsupported" on.
	Unsupported map[string][]string
	// VerifyOnly names the signing operations (names or patterns) whose
	// signatures are randomized: they are checked by verification, not
	// byte for byte.
	VerifyOnly []string
}

// Capabilities declares the table's Policies, Unsupported classes and
// VerifyOnly operations.
func (f *Funcs) Capabilities() Capabilities {
	return Capabilities{
		Policy:      f.Policy,
		PolicyTable: f.Policies,
		Unsupported: func(op string) []string { return f.Unsupported[op] },
		VerifyOnly:  func(op string) bool { return matchesAny(f.VerifyOnly, op) },
	}
}

// Name returns ImplName.
func (f *Funcs) Name() string { return f.ImplName }

// Supports reports whether Table has op.
func (f *Funcs) Supports(op string) bool { _, ok := f.Table[op]; return ok }

// Policy returns the declared policy for op.
func (f *Funcs) Policy(op string) string { return PolicyForOp(f.Policies, op) }

// Run computes op; inputs the table function needs but are missing come as
// empty byte strings.
func (f *Funcs) Run(op string, in Values) (Values, error) {
	fn, ok := f.Table[op]
	if !ok {
		return nil, fmt.Errorf("%s: %s: %w", f.ImplName, op, ErrUnsupported)
	}
	return fn(in)
}
