// Command lookup_amd64_asm generates lookup_amd64.s and lookup_amd64.go:
// the AVX2 constant-time table scans of package secp256k1 (picked at run
// time on CPUs that have AVX2; other CPUs and purego builds use the Go
// scan in lookup.go). Run go generate in package secp256k1 (it runs this
// in its own module, so avo is not a dependency of curvecheck).
package main

import (
	"fmt"

	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

//go:generate sh -c "go run . -out ../lookup_amd64.s.tmp -stubs ../lookup_amd64.go.tmp -pkg secp256k1 && mv ../lookup_amd64.s.tmp ../lookup_amd64.s && mv ../lookup_amd64.go.tmp ../lookup_amd64.go"

// entryWords is the size of a table entry: x and y, five limbs each.
const entryWords = 10

func main() {
	ConstraintExpr("!purego")
	scan("scan32AVX2", 32)
	scan("scan16AVX2", 16)
	Generate()
}

// scan emits a function that writes to dst the entry idx of n consecutive
// entries of ten 64-bit words, every entry read and masked by a comparison
// of idx with the entry's number made in vector registers: no branch and
// no address depends on idx. An idx that is no entry's number gives all
// zeros. An entry is 80 bytes: two 32-byte chunks and a 16-byte one.
func scan(name string, n int) {
	TEXT(name, NOSPLIT, fmt.Sprintf("func(dst *[%d]uint64, table *[%d][%d]uint64, idx uint64)", entryWords, n, entryWords))
	Pragma("noescape")
	Doc(fmt.Sprintf("%s sets dst to table[idx] (zeros when idx >= %d) reading all %d entries. Constant time with respect to idx.", name, n, n))
	dst := Mem{Base: Load(Param("dst"), GP64())}
	table := Mem{Base: Load(Param("table"), GP64())}
	idxGP := Load(Param("idx"), GP64())

	Comment("want = idx in every 32-bit lane; step = 1 and at = 0 in every lane")
	want, step, at := YMM(), YMM(), YMM()
	MOVQ(idxGP, want.AsX())
	VPBROADCASTD(want.AsX(), want)
	VPCMPEQD(step, step, step)
	VPXOR(at, at, at)
	VPSUBD(step, at, step) // 0 - (-1) = 1
	var acc [3]VecVirtual
	for k := range acc {
		acc[k] = YMM()
		VPXOR(acc[k], acc[k], acc[k])
	}
	mask, t := YMM(), YMM()
	for j := 0; j < n; j++ {
		Comment(fmt.Sprintf("entry %d", j))
		VPCMPEQD(want, at, mask)
		base := 8 * entryWords * j
		VPAND(table.Offset(base), mask, t)
		VPOR(t, acc[0], acc[0])
		VPAND(table.Offset(base+32), mask, t)
		VPOR(t, acc[1], acc[1])
		VPAND(table.Offset(base+64), mask.AsX(), t.AsX())
		VPOR(t.AsX(), acc[2].AsX(), acc[2].AsX())
		if j < n-1 {
			VPADDD(step, at, at)
		}
	}
	VMOVDQU(acc[0], dst.Offset(0))
	VMOVDQU(acc[1], dst.Offset(32))
	VMOVDQU(acc[2].AsX(), dst.Offset(64))
	VZEROUPPER()
	RET()
}
