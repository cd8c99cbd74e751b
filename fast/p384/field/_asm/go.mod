module github.com/curvecheck/curvecheck/fast/p384/field/_asm

go 1.26.8

require (
	github.com/curvecheck/curvecheck v0.0.0-00010101000000-000000000000
	github.com/mmcloughlin/avo v0.5.0
)

require (
	golang.org/x/mod v0.42.0 // indirect
	golang.org/x/sync v0.24.0 // indirect
	golang.org/x/sys v0.50.0 // indirect
	golang.org/x/tools v0.52.0 // indirect
)

replace github.com/curvecheck/curvecheck => ../../../..
