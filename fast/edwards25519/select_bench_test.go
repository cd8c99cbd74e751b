package edwards25519

import "testing"

func BenchmarkSelectInto(b *testing.B) {
	var t projLookupTable
	t.FromP3(NewBasePoint())
	var dest projCached
	for i := 0; i < b.N; i++ {
		t.SelectInto(&dest, int8(i%17-8))
	}
}

func BenchmarkAddCached(b *testing.B) {
	var c projCached
	c.FromP3(NewBasePoint())
	p := NewBasePoint()
	var r projP1xP1
	for i := 0; i < b.N; i++ {
		p.fromP1xP1(r.Add(p, &c))
	}
}

func BenchmarkDoubleP2(b *testing.B) {
	var p projP2
	p.FromP3(NewBasePoint())
	var r projP1xP1
	for i := 0; i < b.N; i++ {
		p.FromP1xP1(r.Double(&p))
	}
}
