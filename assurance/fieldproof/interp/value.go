package interp

import (
	"fmt"
	"math/big"

	"github.com/curvecheck/curvecheck/assurance/symbolic"
)

// Kind is the Go integer type of a scalar: the range an operation must
// stay in.
type Kind int

const (
	Untyped Kind = iota // an untyped constant: no range
	U64                 // uint64 (and uint, uintptr)
	U32
	U8
	Int // int, int64
	Bool
)

// rangeOf returns the representable interval of k (nil for Untyped).
func rangeOf(k Kind) (lo, hi *big.Int) {
	switch k {
	case U64:
		return big.NewInt(0), pow2m1(64)
	case U32:
		return big.NewInt(0), pow2m1(32)
	case U8:
		return big.NewInt(0), pow2m1(8)
	case Int:
		return new(big.Int).Neg(pow2(63)), pow2m1(63)
	}
	return nil, nil
}

func pow2(k uint) *big.Int   { return new(big.Int).Lsh(big.NewInt(1), k) }
func pow2m1(k uint) *big.Int { return new(big.Int).Sub(pow2(k), big.NewInt(1)) }

// Scalar is an integer value: P, an exact polynomial in the input limbs
// and fresh variables, equals it for every value of the variables within
// their intervals; [Lo, Hi] bounds it. Xor, when it has two or more
// entries, stands for the exclusive or of their values (P is then unused):
// such a value may only be cancelled by another xor or masked by 0.
type Scalar struct {
	P      symbolic.Poly
	Lo, Hi *big.Int
	Kind   Kind
	Xor    []*Scalar
	// Wide, when set, bounds a two-word value this word belongs to.
	Wide *Wide
}

// Wide states hi·2^64 + lo ≤ Max at every execution, hi and lo given by
// their polynomials. A product's low word carries it (hi·2^64 + lo = x·y
// ≤ x.Hi·y.Hi), and so do the sum and carry of an addition into such a
// low word: s + k·2^64 = lo + y + c gives (hi + k)·2^64 + s ≤ Max + y.Hi
// + c.Hi. When the high word is then formed as hi + k, its bound is
// ⌊Max/2^64⌋ (s ≥ 0): how a multiply-accumulate x·y + z + c, carried
// into the high word twice, is shown not to overflow, which the
// intervals of hi and the carries alone do not show.
type Wide struct {
	Hi, Lo symbolic.Poly
	Max    *big.Int
}

// Const returns the constant c of kind k.
func (m *Machine) Const(c *big.Int, k Kind) *Scalar {
	return &Scalar{P: m.R.ConstBig(c), Lo: new(big.Int).Set(c), Hi: new(big.Int).Set(c), Kind: k}
}

// IsConst returns the value of a constant scalar.
func (s *Scalar) IsConst() (*big.Int, bool) {
	if len(s.Xor) > 1 {
		return nil, false
	}
	if s.Lo.Cmp(s.Hi) == 0 {
		return s.Lo, true
	}
	return nil, false
}

func (s *Scalar) String() string {
	if len(s.Xor) > 1 {
		return fmt.Sprintf("xor of %d values", len(s.Xor))
	}
	return fmt.Sprintf("[%#x, %#x]", s.Lo, s.Hi)
}

// Cell is an addressable location.
type Cell struct{ V Value }

// Value is a *Scalar, *Array, *Struct, *Pointer, *Slice, *ErrorValue or
// bool.
type Value any

// Array is a Go array value.
type Array struct{ E []*Cell }

// Struct is a Go struct value of a named type.
type Struct struct {
	Type   string
	Names  []string
	Fields []*Cell
}

// Pointer points to a cell (nil C for a nil pointer).
type Pointer struct{ C *Cell }

// Slice is a slice of cells (the byte slices of encodings); slicing an
// array or slice shares its cells, as Go's slices share memory.
type Slice struct{ E []*Cell }

// ErrorValue is a non-nil error (from errors.New); its message is kept
// for the reader of a proof.
type ErrorValue struct{ Msg string }

func (s *Struct) field(name string) (*Cell, bool) {
	for i, n := range s.Names {
		if n == name {
			return s.Fields[i], true
		}
	}
	return nil, false
}

// copyValue returns a deep copy of arrays and structs (Go value semantics).
func copyValue(v Value) Value {
	switch v := v.(type) {
	case *Array:
		a := &Array{E: make([]*Cell, len(v.E))}
		for i, c := range v.E {
			a.E[i] = &Cell{V: copyValue(c.V)}
		}
		return a
	case *Struct:
		s := &Struct{Type: v.Type, Names: v.Names, Fields: make([]*Cell, len(v.Fields))}
		for i, c := range v.Fields {
			s.Fields[i] = &Cell{V: copyValue(c.V)}
		}
		return s
	}
	return v
}
