// Package catalog defines what curvecheck checks: the named elliptic-curve
// operations with typed inputs and outputs in canonical byte encodings,
// their edge cases and seeded random generators (Cases), the input classes
// and edge classes, the policy atoms where specifications leave a choice,
// and what an implementation is (Impl, Funcs) with the registry that names
// them. It runs nothing: package engine schedules runs, package judge
// decides each case's outcome, and the implementations live under impls/.
//
// An implementation is any type that satisfies Impl. Packages register their
// implementations in init (see impls/refimpl); a program that wants them all
// imports impls/all. Adding a library is adding a package; adding a curve
// family is adding its catalog entries with RegisterOp.
package catalog
