//go:build !exhaustive

package p384

import (
	"bytes"
	"math/big"
	"math/rand"
	"testing"
)

func TestMultiScalarMult(t *testing.T) {
	r := rand.New(rand.NewSource(7))
	ks := testScalars(r, 4)
	for trial := 0; trial < 40; trial++ {
		n := 1 + trial%3
		var kb [][]byte
		var ps []*Point
		sum := new(big.Int)
		for i := range n {
			k := ks[r.Intn(len(ks))]
			pk := new(big.Int).Set(ks[r.Intn(len(ks))])
			if trial%5 == 0 && i > 0 {
				pk = new(big.Int).Neg(new(big.Int).Set(pk)) // a point and its negation, or equal ones
			}
			pk.Mod(pk, curve.N)
			_, e := refPoint(pk)
			kb = append(kb, scalarBytes(k))
			ps = append(ps, decode(t, e, r))
			sum.Add(sum, new(big.Int).Mul(k, pk))
		}
		_, want := refPoint(sum.Mod(sum, curve.N))
		got, err := new(Point).multiScalarMult(kb, ps)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got.Bytes(), want) {
			t.Fatalf("trial %d: MultiScalarMult = %x, want %x", trial, got.Bytes(), want)
		}
	}
	g := NewGenerator()
	for _, bad := range []struct {
		ks [][]byte
		ps []*Point
	}{
		{nil, nil},
		{[][]byte{make([]byte, 48)}, []*Point{g, g}},
		{[][]byte{make([]byte, 47)}, []*Point{g}},
		{make([][]byte, 4), []*Point{g, g, g, g}},
	} {
		if _, err := new(Point).multiScalarMult(bad.ks, bad.ps); err == nil {
			t.Fatalf("accepted %d scalars and %d points", len(bad.ks), len(bad.ps))
		}
	}
}

// TestMultiScalarMultIndependent holds the cheaper variant to the
// reference, on random terms and on the inputs its precondition excludes,
// where it must stay correct: the same term twice (the accumulator meets
// the entry: the doubling branch), a point and its negation, the point at
// infinity.
func TestMultiScalarMultIndependent(t *testing.T) {
	r := rand.New(rand.NewSource(17))
	ks := testScalars(r, 4)
	type term struct{ k, pk *big.Int }
	check := func(terms []term) {
		t.Helper()
		var kb [][]byte
		var ps []*Point
		sum := new(big.Int)
		for _, tm := range terms {
			pk := new(big.Int).Mod(tm.pk, curve.N)
			_, e := refPoint(pk)
			kb = append(kb, scalarBytes(tm.k))
			ps = append(ps, decode(t, e, r))
			sum.Add(sum, new(big.Int).Mul(tm.k, pk))
		}
		_, want := refPoint(sum.Mod(sum, curve.N))
		got, err := new(Point).multiScalarMultIndependent(kb, ps)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got.Bytes(), want) {
			t.Fatalf("MultiScalarMultIndependent(%v) = %x, want %x", terms, got.Bytes(), want)
		}
	}
	for trial := range 30 {
		var terms []term
		for range 1 + trial%3 {
			terms = append(terms, term{ks[r.Intn(len(ks))], ks[r.Intn(len(ks))]})
		}
		check(terms)
		k, pk := ks[r.Intn(len(ks))], ks[r.Intn(len(ks))]
		check([]term{{k, pk}, {k, pk}})
		check([]term{{k, pk}, {k, new(big.Int).Neg(pk)}, {k, pk}})
		check([]term{{k, big.NewInt(0)}, {k, pk}})
	}
}

func TestPrecomputed(t *testing.T) {
	r := rand.New(rand.NewSource(19))
	ks := testScalars(r, 6)
	for _, pk := range []*big.Int{big.NewInt(1), new(big.Int).Rand(r, curve.N), big.NewInt(0)} {
		_, e := refPoint(pk)
		tbl := NewPrecomputed(decode(t, e, r))
		for _, k := range ks {
			_, want := refPoint(new(big.Int).Mod(new(big.Int).Mul(k, pk), curve.N))
			got, err := new(Point).scalarMultPrecomputedBytes(scalarBytes(k), tbl)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got.Bytes(), want) {
				t.Fatalf("ScalarMultPrecomputed(%x, %x·G) = %x, want %x", k, pk, got.Bytes(), want)
			}
		}
	}
	// The table of G is the generated one.
	tbl := NewPrecomputed(NewGenerator())
	if tbl.rows != *gWindows() {
		t.Fatal("NewPrecomputed(G) differs from the generated generator table")
	}
}

func TestMultiScalarMultVar(t *testing.T) {
	r := rand.New(rand.NewSource(23))
	ks := testScalars(r, 4)
	for _, n := range []int{0, 1, 2, 5, 12, 40} {
		var kb [][]byte
		var ps []*Point
		var first *big.Int
		sum := new(big.Int)
		for i := range n {
			k := ks[r.Intn(len(ks))]
			pk := new(big.Int).Rand(r, curve.N)
			switch {
			case i == 0:
				first = pk
			case i%4 == 3:
				pk.SetInt64(0) // the point at infinity
			case i%5 == 4:
				pk.Neg(first) // the first point's negation
			case i%6 == 5:
				pk.Set(first) // the first point again
			}
			_, e := refPoint(pk.Mod(pk, curve.N))
			kb = append(kb, scalarBytes(k))
			ps = append(ps, decode(t, e, r))
			sum.Add(sum, new(big.Int).Mul(k, pk))
		}
		_, want := refPoint(sum.Mod(sum, curve.N))
		for _, method := range []int{-1, 0, 1} {
			got, err := new(Point).multiScalarMultVarWith(method, kb, ps)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got.Bytes(), want) {
				t.Fatalf("n=%d, method %d: MultiScalarMultVar = %x, want %x", n, method, got.Bytes(), want)
			}
		}
	}
}

// TestPippengerBuckets: many points sharing a bucket, some equal, some
// opposite, and buckets that cancel; both methods against the
// reference's (Σ k_i·m_i)·G for P_i = m_i·G.
func TestPippengerBuckets(t *testing.T) {
	r := rand.New(rand.NewSource(24))
	g := NewGenerator()
	var kb [][]byte
	var ps []*Point
	sum := new(big.Int)
	for i := range 300 {
		k := make([]byte, 48)
		k[47] = byte(1 + i%3) // few distinct digits: crowded buckets
		if i%7 == 0 {
			r.Read(k)
		}
		p, m := new(Point).Set(g), int64(1)
		switch i % 4 {
		case 1:
			p.Neg(g)
			m = -1
		case 2:
			p.Double(g)
			m = 2
		}
		kb = append(kb, k)
		ps = append(ps, p)
		sum.Add(sum, new(big.Int).Mul(new(big.Int).SetBytes(k), big.NewInt(m)))
	}
	_, want := refPoint(sum.Mod(sum, curve.N))
	for _, method := range []int{0, 1} {
		got, _ := new(Point).multiScalarMultVarWith(method, kb, ps)
		if !bytes.Equal(got.Bytes(), want) {
			t.Fatalf("method %d: %x, want %x", method, got.Bytes(), want)
		}
	}
}

// TestSignedDigits: the digits give back k for every width, on edge and
// random scalars, and lie in [-2^(c-1), 2^(c-1)) but the top one, which
// may be 2^(c-1): |digit| <= 2^(c-1), the number of buckets.
func TestSignedDigits(t *testing.T) {
	r := rand.New(rand.NewSource(25))
	ks := testScalars(r, 50)
	ones := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 384), big.NewInt(1))
	ks = append(ks, ones)
	for c := uint(2); c <= 14; c++ {
		positions := int(384/c) + 1
		for _, k := range ks {
			d := make([]int16, positions)
			signedDigits(d, scalarBytes(k), c)
			sum := new(big.Int)
			for i := positions - 1; i >= 0; i-- {
				hi := int16(1<<(c-1) - 1)
				if i == positions-1 {
					hi++
				}
				if d[i] > hi || d[i] < -(1<<(c-1)) {
					t.Fatalf("c=%d: digit %d out of range", c, d[i])
				}
				sum.Lsh(sum, c).Add(sum, big.NewInt(int64(d[i])))
			}
			if sum.Cmp(k) != 0 {
				t.Fatalf("c=%d: digits of %x give %x", c, k, sum)
			}
		}
	}
}
