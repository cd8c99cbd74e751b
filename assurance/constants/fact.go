package constants

import (
	"fmt"
	"math/big"

	"github.com/curvecheck/curvecheck/assurance/claim"
)

// fact is a claim about the values vals returns: prop holds the property
// that defines them, so that a test can call it on altered values.
type fact struct {
	id, statement, source string
	method                claim.Method
	where                 []string
	vals                  func() ([]*big.Int, error)
	prop                  func(v []*big.Int) error
	// sample, when set, limits the perturbation test to these indices of
	// vals (tables with thousands of values).
	sample []int
	// perturb, when set, alters value i for the perturbation test in
	// place of adding 1 (toy base points: any point of order n would do,
	// so a coordinate is moved out of [0, p) instead).
	perturb func(v []*big.Int, i int) *big.Int
}

func (f fact) claim() claim.Claim {
	return claim.Claim{
		ID: f.id, Statement: f.statement, Method: f.method, Source: f.source, Where: f.where,
		Check: func() error {
			v, err := f.vals()
			if err != nil {
				return err
			}
			return f.prop(v)
		},
	}
}

// pick returns m's values for names, in order; a missing name is an error.
func pick(m map[string]*big.Int, names ...string) ([]*big.Int, error) {
	out := make([]*big.Int, len(names))
	for i, n := range names {
		v, ok := m[n]
		if !ok || v == nil {
			return nil, fmt.Errorf("no constant %q", n)
		}
		out[i] = new(big.Int).Set(v)
	}
	return out, nil
}

// from returns a vals function over the map get returns.
func from(get func() map[string]*big.Int, names ...string) func() ([]*big.Int, error) {
	return func() ([]*big.Int, error) { return pick(get(), names...) }
}

// list returns a vals function for fixed values read at call time.
func list(get func() []*big.Int) func() ([]*big.Int, error) {
	return func() ([]*big.Int, error) {
		v := get()
		out := make([]*big.Int, len(v))
		for i := range v {
			if v[i] == nil {
				return nil, fmt.Errorf("value %d missing", i)
			}
			out[i] = new(big.Int).Set(v[i])
		}
		return out, nil
	}
}

// want checks that got equals want, naming the quantity.
func want(name string, got, want *big.Int) error {
	if got.Cmp(want) != 0 {
		return fmt.Errorf("%s = %#x, want %#x", name, got, want)
	}
	return nil
}

// wantMod checks got ≡ want (mod m).
func wantMod(name string, got, w, m *big.Int) error {
	return want(name, mod(got, m), mod(w, m))
}

// first returns the first non-nil error.
func first(errs ...error) error {
	for _, e := range errs {
		if e != nil {
			return e
		}
	}
	return nil
}
