package edwards25519

import "testing"

func BenchmarkLookup(b *testing.B) {
	var t windowTable
	t.fill(NewGenerator())
	var dest addend
	for i := 0; i < b.N; i++ {
		t.lookup(&dest, int8(i%17-8))
	}
}

func BenchmarkAddAddend(b *testing.B) {
	var a addend
	a.fromPoint(NewGenerator())
	p := NewGenerator()
	var r efgh
	for i := 0; i < b.N; i++ {
		p.fromEFGH(r.sum(p, &a))
	}
}

func BenchmarkDoubleProj(b *testing.B) {
	var p proj
	p.fromPoint(NewGenerator())
	var r efgh
	for i := 0; i < b.N; i++ {
		p.fromEFGH(r.double(&p))
	}
}
