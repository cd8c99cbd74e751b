// Command select_amd64_asm generates select_amd64.s and select_amd64.go:
// the constant-time table lookups of package edwards25519, in SSE2 (part of
// every amd64 CPU) and in AVX2 (chosen at run time where the CPU has it). Run go generate in package
// edwards25519 (it runs this in its own module, so avo is not a dependency
// of curvecheck).
package main

import (
	"fmt"

	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

//go:generate sh -c "go run . -out ../select_amd64.s.tmp -stubs ../select_amd64.go.tmp -pkg edwards25519 && mv ../select_amd64.s.tmp ../select_amd64.s && mv ../select_amd64.go.tmp ../select_amd64.go"

func main() {
	ConstraintExpr("!purego")
	lookup("lookupAddendSSE2", 20, "addend (four field elements)")
	lookup("lookupAffineSSE2", 15, "affineAddend (three field elements)")
	lookupAVX2("lookupAddendAVX2", 20, "addend")
	lookupAVX2("lookupAffineAVX2", 15, "affineAddend")
	Generate()
}

// lookup emits a function that ORs into dst the entry idx (1 … 8) of eight
// consecutive entries of words 64-bit words, each masked by a comparison
// of idx with the entry number made in vector registers: every entry is
// read, no branch and no address depends on idx. idx = 0 (or > 8) gives
// all zeros.
func lookup(name string, words int, what string) {
	TEXT(name, NOSPLIT, fmt.Sprintf("func(dst *[%d]uint64, table *[%d]uint64, idx uint64)", words, 8*words))
	Pragma("noescape")
	Doc(fmt.Sprintf("%s sets dst to entry idx (1 … 8) of table, eight entries of %d words (%s), or to zero when idx is 0. Constant time with respect to idx: every entry is read and masked.", name, words, what))
	dst := Mem{Base: Load(Param("dst"), GP64())}
	table := Mem{Base: Load(Param("table"), GP64())}
	idxGP := Load(Param("idx"), GP64())

	Comment("idx in every 32-bit lane")
	idx := XMM()
	MOVQ(idxGP, idx)
	PSHUFD(U8(0), idx, idx)
	Comment("ones = -1 in every lane, cnt = 1 in every lane")
	ones, cnt := XMM(), XMM()
	PCMPEQL(ones, ones)
	PXOR(cnt, cnt)
	PSUBL(ones, cnt)

	n := (words + 1) / 2
	acc := make([]VecVirtual, n)
	for k := range acc {
		acc[k] = XMM()
		PXOR(acc[k], acc[k])
	}
	mask, t := XMM(), XMM()
	for j := 0; j < 8; j++ {
		Comment(fmt.Sprintf("entry %d: mask = (idx == %d) in every lane", j+1, j+1))
		MOVO(cnt, mask)
		PCMPEQL(idx, mask)
		for k := 0; k < n; k++ {
			m := table.Offset(8 * (j*words + 2*k))
			if 2*k+1 < words {
				MOVOU(m, t)
			} else {
				MOVQ(m, t) // the odd last word, upper lane zero
			}
			PAND(mask, t)
			POR(t, acc[k])
		}
		if j < 7 {
			PSUBL(ones, cnt)
		}
	}
	for k := 0; k < n; k++ {
		if 2*k+1 < words {
			MOVOU(acc[k], dst.Offset(16*k))
		} else {
			MOVQ(acc[k], dst.Offset(16*k))
		}
	}
	RET()
}

// lookupAVX2 is lookup with 256-bit registers: the table is read in 32-byte
// chunks, then a 16-byte and an 8-byte one for what is left.
func lookupAVX2(name string, words int, what string) {
	TEXT(name, NOSPLIT, fmt.Sprintf("func(dst *[%d]uint64, table *[%d]uint64, idx uint64)", words, 8*words))
	Pragma("noescape")
	Doc(fmt.Sprintf("%s is the AVX2 form of the lookup of %s entries. Constant time with respect to idx.", name, what))
	dst := Mem{Base: Load(Param("dst"), GP64())}
	table := Mem{Base: Load(Param("table"), GP64())}
	idxGP := Load(Param("idx"), GP64())

	Comment("idx in every 32-bit lane; ones = -1 and cnt = 1 in every lane")
	idx, ones, cnt := YMM(), YMM(), YMM()
	MOVQ(idxGP, idx.AsX())
	VPBROADCASTD(idx.AsX(), idx)
	VPCMPEQD(ones, ones, ones)
	VPXOR(cnt, cnt, cnt)
	VPSUBD(ones, cnt, cnt)

	// chunks: byte offset and size (32, 16 or 8) within an entry.
	type chunk struct{ off, size int }
	var chunks []chunk
	for off := 0; off < 8*words; {
		size := 32
		for off+size > 8*words {
			size /= 2
		}
		chunks = append(chunks, chunk{off, size})
		off += size
	}
	acc := make([]VecVirtual, len(chunks))
	for k := range acc {
		acc[k] = YMM()
		VPXOR(acc[k], acc[k], acc[k])
	}
	mask, t := YMM(), YMM()
	for j := 0; j < 8; j++ {
		Comment(fmt.Sprintf("entry %d: mask = (idx == %d) in every lane", j+1, j+1))
		VPCMPEQD(idx, cnt, mask)
		for k, c := range chunks {
			m := table.Offset(8*words*j + c.off)
			switch c.size {
			case 32:
				VPAND(m, mask, t)
				VPOR(t, acc[k], acc[k])
			case 16:
				VPAND(m, mask.AsX(), t.AsX())
				VPOR(t.AsX(), acc[k].AsX(), acc[k].AsX())
			case 8:
				VMOVQ(m, t.AsX())
				VPAND(t.AsX(), mask.AsX(), t.AsX())
				VPOR(t.AsX(), acc[k].AsX(), acc[k].AsX())
			}
		}
		if j < 7 {
			VPSUBD(ones, cnt, cnt)
		}
	}
	for k, c := range chunks {
		m := dst.Offset(c.off)
		switch c.size {
		case 32:
			VMOVDQU(acc[k], m)
		case 16:
			VMOVDQU(acc[k].AsX(), m)
		case 8:
			VMOVQ(acc[k].AsX(), m)
		}
	}
	VZEROUPPER()
	RET()
}
