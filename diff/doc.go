// Package diff is curvecheck's differential engine: a catalog of named
// elliptic-curve operations with typed inputs and outputs in canonical byte
// encodings, and a registry of implementations that compute them.
//
// An implementation is any type that satisfies Impl. Packages register their
// implementations in init (see diff/refimpl); a program that wants them all
// imports diff/all. Adding a library is adding a package; adding a curve
// family is adding its catalog entries with RegisterOp.
package diff
