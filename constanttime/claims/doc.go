// Package claims registers curvecheck's constant-time claims with package
// constanttime: the fast code's constant-time functions with their Var
// siblings, the third-party libraries curvecheck cross-checks, and the
// declassification points of the fast code with their reasons. Importing
// it for its side effect fills the registry that constanttime.Claims,
// CheckValgrind and CheckDudect use (ctrun, curvecheck ct and the audit do).
package claims
