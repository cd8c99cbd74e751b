// Package gp drives PARI/GP (the gp calculator, Debian package pari-gp) as
// a long-lived child process: curvecheck's independent computer algebra
// system. A Proc is one `gp -q -f` child that evaluates one expression
// after another; a Pool hands expressions to a few children at once and is
// safe for concurrent use.
//
// Protocol. Each expression is sent on one line as
//
//	iferr(print(EXPR); print("@@ok N"), E, print("@@err N ", errname(E), " ", E))
//
// followed by a second line print("@@sync N"). Everything EXPR prints
// before "@@ok N" is its result; "@@err N" carries a GP error (the
// expression's own error("...") calls, or PARI's: impossible inverse, stack
// overflow); a "@@sync N" without either means gp could not parse the
// line. N counts the requests, so output of an abandoned request is never
// taken for the answer to a later one.
//
// Safety: expressions are built by Call from identifiers and integers that
// the caller formats (Int, Vec); Eval refuses a line break in an
// expression. Nothing from outside curvecheck is ever spliced in as text.
//
// gp is found on PATH; without it Start and the Pool return an error
// wrapping claim.ErrNoGP, which callers report as "not run", never as a
// pass.
package gp
