package catalog

import (
	"errors"
	"fmt"
	"path"
	"strings"
)

// IsVerifyOnly reports whether impl declares op verify-only
// (Capabilities.VerifyOnly): its signatures are randomized and checked by
// verification (Op.Verification) instead of byte for byte.
func IsVerifyOnly(impl Impl, op string) bool {
	v := impl.Capabilities().VerifyOnly
	return v != nil && v(op)
}

// matchesAny reports whether op matches one of the names or patterns.
func matchesAny(patterns []string, op string) bool {
	for _, p := range patterns {
		if ok, _ := path.Match(p, op); ok {
			return true
		}
	}
	return false
}

// CheckImpl checks what impl declares for the operations it will be run
// on, before any case: every policy atom must exist and apply to the
// operation (over the whole declaration table, for a table keyed by
// patterns), every declared input class must exist, and verify-only may be
// declared only for a signing operation. Each problem names the
// implementation and the operation.
func CheckImpl(impl Impl, ops []Op) error {
	errs := []error{CheckPolicyDecls(impl)}
	for _, op := range ops {
		if !impl.Supports(op.Name) {
			continue
		}
		if impl.Capabilities().PolicyTable == nil {
			if pol := PolicyOf(impl, op.Name); pol != "" {
				if err := CheckPolicy(op.Name, pol); err != nil {
					errs = append(errs, fmt.Errorf("%s: %w", impl.Name(), err))
				}
			}
		}
		errs = append(errs, CheckDeclarations(impl, op))
		if IsVerifyOnly(impl, op.Name) && op.Verification == nil {
			errs = append(errs, fmt.Errorf("%s declares %s verify-only, but it is not a signing operation", impl.Name(), op.Name))
		}
	}
	return errors.Join(errs...)
}

// SameFor reports whether impl's result got agrees with the reference's
// want (the reference under impl's policy, ref) on op and in. For an
// operation impl declares verify-only, two signatures agree when the
// reference verifies impl's (under the low-S rule if the policy signs low
// S) and impl's own verifier, if it has one, accepts the reference's;
// otherwise Same decides. detail says what failed.
func SameFor(op Op, impl Impl, ref PolicyImpl, in Values, got, want Result) (bool, string) {
	if !IsVerifyOnly(impl, op.Name) || op.Verification == nil || got.Panic || want.Panic || got.Err != nil || want.Err != nil {
		return Same(op, got, want), ""
	}
	for _, p := range op.Out {
		if _, ok := got.Out[p.Name]; !ok {
			return false, "output " + p.Name + " missing"
		}
	}
	vop, vin, err := op.Verification(in, got.Out)
	if err != nil {
		return false, "cannot verify: " + err.Error()
	}
	verifier := Impl(ref)
	if strings.Contains(PolicyOf(impl, op.Name), "ecdsa:low-s") {
		if r, err := ref.WithPolicy(vop, "ecdsa:verify-low-s"); err == nil {
			verifier = r
		}
	}
	if res := Call(verifier, vop, vin); res.Err != nil {
		return false, fmt.Sprintf("the reference's %s rejects %s's signature: %v", vop, impl.Name(), res.Err)
	}
	if impl.Supports(vop) {
		_, rin, err := op.Verification(in, want.Out)
		if err == nil {
			if res := Call(impl, vop, rin); res.Err != nil && !IsUnsupported(res) {
				return false, fmt.Sprintf("%s's %s rejects the reference's signature: %v", impl.Name(), vop, res.Err)
			}
		}
	}
	return true, ""
}
