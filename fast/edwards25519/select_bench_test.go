package edwards25519

import "testing"

func BenchmarkLookup(b *testing.B) {
	var t windowTable
	t.fill(NewBasePoint())
	var dest addend
	for i := 0; i < b.N; i++ {
		t.lookup(&dest, int8(i%17-8))
	}
}

func BenchmarkAddAddend(b *testing.B) {
	var a addend
	a.fromPoint(NewBasePoint())
	p := NewBasePoint()
	var r efgh
	for i := 0; i < b.N; i++ {
		p.fromEFGH(r.sum(p, &a))
	}
}

func BenchmarkDoubleProj(b *testing.B) {
	var p proj
	p.fromPoint(NewBasePoint())
	var r efgh
	for i := 0; i < b.N; i++ {
		p.fromEFGH(r.double(&p))
	}
}
