module example.com/conformance

go 1.26.8

require (
	filippo.io/edwards25519 v1.2.0
	github.com/curvecheck/curvecheck v0.0.0
	github.com/decred/dcrd/dcrec/secp256k1/v4 v4.4.1
)

require (
	github.com/leanovate/gopter v0.2.11 // indirect
	golang.org/x/crypto v0.57.0 // indirect
)

replace github.com/curvecheck/curvecheck => ../..
