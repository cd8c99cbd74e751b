// Package interp interprets straight-line limb code of the module's Go
// source over symbolic integers: every integer carries an exact polynomial
// (package symbolic) in the input limbs and fresh variables, and an
// interval that bounds it. Loops with constant bounds are unrolled, calls
// inlined (same package, or another package of the module), math/bits'
// Mul64, Add64 and Sub64 and encoding/binary's Uint64, Uint32, PutUint64
// and PutUint32 (both byte orders) modelled exactly, byte slices as cells
// shared between a slice and the array it views, errors.New as an opaque
// error. An operation whose interval may
// leave its Go type's range is an error, as is any construct the
// interpreter does not model, named with its source position; nothing is
// skipped.
//
// Fresh variables: the high word of a product, a carry or borrow, the high
// part h of a shift x >> k (x = h·2^k + l, the mask x & (2^k − 1) of the
// same x being l), and the wrapped quotient of an allowed modular
// multiplication. A value that may be 0 or 1 is a decision site; the
// caller may force it (a case split), and the interpreter asks for a split
// (SplitNeeded) where a mask is built from one.
package interp

import (
	"errors"
	"fmt"
	"go/ast"
	"math/big"

	"github.com/curvecheck/curvecheck/assurance/symbolic"
)

// Machine is one interpretation: its ring, fresh variables and case split.
type Machine struct {
	R     *symbolic.Ring
	names []string
	pkgs  map[string]*Package // by import path
	// Force fixes decision sites (numbered in order of creation) to 0 or 1.
	Force map[int]int64
	sites int
	// siteOf maps a fresh variable to its decision site.
	siteOf map[string]int
	splits map[string]*splitPair
	// lowOf maps the high part h of a split of a lone variable v at k to
	// (v, k, v − h·2^k): that low part is a bit field (bitSplit).
	lowOf map[string]lowPart
	// Wrap lists the multiplications and left shifts allowed to wrap
	// modulo 2^64, as "pkg.Func: expr"; ZeroDiscard the calls whose discarded low word must
	// be proven 0, as "pkg.Func: call".
	Wrap, ZeroDiscard map[string]bool
	// Zeroed records the proven-zero discards used (for the caller to check
	// that every listed one was met).
	Zeroed map[string]int
	// subs solves the relations that proven-zero discards give.
	subs  []subst
	steps int
	glob  map[string]*Cell
	// facts and bounds feed ProveBelow (below.go): the interval of every
	// variable, and the intervals proven for linear expressions (the low
	// part of a split, a sum of math/bits).
	facts  []Fact
	bounds map[string][2]*big.Int
	// Products lets ProveBelow use nonlinear facts and targets, each
	// product of variables a variable of the linear program (below.go);
	// without it they are dropped (facts) or refused (targets). The
	// Montgomery proofs need it; the others are faster without.
	Products bool
}

type lowPart struct {
	v string
	k uint
	l *Scalar
}

type subst struct {
	v string
	e symbolic.Poly
}

type splitPair struct{ h, l *Scalar }

// Error is a failed proof step or a construct the interpreter does not
// understand, with its position.
type Error struct {
	Pos, Msg string
}

func (e *Error) Error() string { return e.Pos + ": " + e.Msg }

// SplitNeeded asks the caller to run again with the decision site forced
// to 0 and to 1.
type SplitNeeded struct {
	Site int
	Pos  string
}

func (e *SplitNeeded) Error() string {
	return fmt.Sprintf("%s: case split needed on site %d", e.Pos, e.Site)
}

// ErrInfeasible reports that the forced cases contradict the intervals.
var ErrInfeasible = errors.New("infeasible case")

// New returns a machine over the given packages.
func New(pkgs ...*Package) *Machine {
	m := &Machine{R: symbolic.NewRing(), pkgs: map[string]*Package{}, Force: map[int]int64{},
		siteOf: map[string]int{}, splits: map[string]*splitPair{}, lowOf: map[string]lowPart{}, Wrap: map[string]bool{},
		ZeroDiscard: map[string]bool{}, Zeroed: map[string]int{}, bounds: map[string][2]*big.Int{}}
	for _, p := range pkgs {
		m.pkgs[p.Path] = p
	}
	return m
}

// Var returns the polynomial of a variable, naming it in the ring.
func (m *Machine) Var(name string) symbolic.Poly {
	if _, ok := m.siteOf[name]; !ok {
		m.siteOf[name] = -1
		m.names = append(m.names, name)
	}
	return m.R.Var(name)
}

// Input returns a fresh input variable with interval [lo, hi].
func (m *Machine) Input(name string, lo, hi *big.Int) *Scalar {
	m.bound(name, lo, hi)
	return &Scalar{P: m.Var(name), Lo: new(big.Int).Set(lo), Hi: new(big.Int).Set(hi), Kind: U64}
}

// fresh returns a fresh variable in [lo, hi] (a constant when lo = hi); a
// variable in [0, 1] is a decision site, and a forced one is the constant.
// forced reports a forced value.
func (m *Machine) fresh(prefix string, lo, hi *big.Int) (s *Scalar, forced bool) {
	if lo.Cmp(hi) == 0 {
		return m.Const(lo, U64), false
	}
	if lo.Sign() == 0 && hi.Cmp(big.NewInt(1)) == 0 {
		site := m.sites
		m.sites++
		if c, ok := m.Force[site]; ok {
			return m.Const(big.NewInt(c), U64), true
		}
		name := fmt.Sprintf("%s%d", prefix, len(m.names))
		s := &Scalar{P: m.Var(name), Lo: new(big.Int), Hi: big.NewInt(1), Kind: U64}
		m.siteOf[name] = site
		m.bound(name, s.Lo, s.Hi)
		return s, false
	}
	name := fmt.Sprintf("%s%d", prefix, len(m.names))
	m.bound(name, lo, hi)
	return &Scalar{P: m.Var(name), Lo: new(big.Int).Set(lo), Hi: new(big.Int).Set(hi), Kind: U64}, false
}

// site returns the decision site s stands for, or -1.
func (m *Machine) site(s *Scalar) int {
	if len(s.Xor) > 1 {
		return -1
	}
	vs := s.P.Vars()
	if len(vs) != 1 {
		return -1
	}
	if !s.P.Equal(m.R.Var(vs[0])) {
		return -1
	}
	return m.siteOf[vs[0]]
}

// Reduce applies the relations of the proven-zero discards to p.
func (m *Machine) Reduce(p symbolic.Poly) symbolic.Poly {
	for _, s := range m.subs {
		if p.Degree(s.v) > 0 {
			p = p.Subst(s.v, s.e)
		}
	}
	return p
}

// Names returns the variables in order of creation.
func (m *Machine) Names() []string { return m.names }

// divExact returns p/d, or false when a coefficient is not a multiple of d.
func (m *Machine) divExact(p symbolic.Poly, d *big.Int) (symbolic.Poly, bool) {
	out := m.R.Const(0)
	r := new(big.Int)
	for _, t := range p.Terms() {
		q, rem := new(big.Int).QuoRem(t.Coeff, d, r)
		if rem.Sign() != 0 {
			return out, false
		}
		mono := m.R.ConstBig(q)
		for i, e := range t.Exps {
			if e != 0 {
				mono = mono.Mul(m.R.Var(m.names[i]).Pow(e))
			}
		}
		out = out.Add(mono)
	}
	return out, true
}

// twoAdicity returns the largest k ≤ limit with 2^k dividing every
// coefficient of p (limit for the zero polynomial).
func twoAdicity(p symbolic.Poly, limit uint) uint {
	k := limit
	for _, t := range p.Terms() {
		if t.Coeff.Sign() == 0 {
			continue
		}
		if z := t.Coeff.TrailingZeroBits(); z < k {
			k = z
		}
	}
	return k
}

// fail stops the interpretation with an error at node n.
func (f *frame) fail(n ast.Node, format string, args ...any) {
	pos := "?"
	if n != nil {
		pos = f.pkg.Pos(n)
	}
	panic(&Error{Pos: pos, Msg: fmt.Sprintf(format, args...)})
}

// Zero returns the zero value of the named type of pkg.
func (m *Machine) Zero(pkg *Package, typ string) (v Value, err error) {
	defer func() {
		if r := recover(); r != nil {
			e, ok := r.(*Error)
			if !ok {
				panic(r)
			}
			err = e
		}
	}()
	f := &frame{m: m, pkg: pkg}
	f.push()
	return f.zero(&ast.Ident{Name: typ}), nil
}

// Field returns the cell of a struct's field.
func (s *Struct) Field(name string) (*Cell, bool) { return s.field(name) }
