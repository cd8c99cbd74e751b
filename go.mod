module github.com/curvecheck/curvecheck

go 1.26

require (
	github.com/decred/dcrd/dcrec/secp256k1/v4 v4.4.1 // indirect
	github.com/leanovate/gopter v0.2.11 // indirect
)
