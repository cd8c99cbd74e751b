//go:build !exhaustive

package secp256k1

import (
	"bytes"
	"math/big"
	"math/rand"
	"testing"

	"github.com/curvecheck/curvecheck/fast/secp256k1/field"
)

// TestIsoOddMultiples checks each entry of the scaled table against the
// reference: entry i, mapped back by s (x/s², y/s³), is (2i+1)·p.
func TestIsoOddMultiples(t *testing.T) {
	r := rand.New(rand.NewSource(31))
	for _, pk := range testScalars(r, 8) {
		if pk.Sign() == 0 {
			continue // the point at infinity: checked below
		}
		_, ep := refPoint(pk)
		p := decode(t, ep, r)
		pj := jacobianFromPoint(p)
		var tbl [varTable]affine
		s, ok := isoOddMultiplesVar(tbl[:], &pj)
		if !ok {
			t.Fatalf("%x·G: exceptional case reported", pk)
		}
		for i := range tbl {
			// (x, y, s) as a Jacobian point of secp256k1 is (x/s², y/s³).
			j := jacobian{x: tbl[i].x, y: tbl[i].y, z: s}
			a := j.toAffineVar()
			got := encodeAffine(&a)
			_, want := refPoint(new(big.Int).Mul(pk, big.NewInt(int64(2*i+1))))
			if !bytes.Equal(got, want) {
				t.Fatalf("%x·G: entry %d = %x, want %x", pk, i, got, want)
			}
		}
	}
	var inf jacobian
	inf.setInfinity()
	var tbl [varTable]affine
	if _, ok := isoOddMultiplesVar(tbl[:], &inf); ok {
		t.Fatal("the point at infinity gave a table")
	}
}

// TestOddMultiples checks oddMultiplesVar (rows built on curves scaled by
// each 2p's Z, one inversion for all) against the reference's (2i+1)·P,
// for several points at once, decoded (Z = 1) and with a random Z.
func TestOddMultiples(t *testing.T) {
	r := rand.New(rand.NewSource(43))
	var ks []*big.Int
	var ps []jacobian
	for _, pk := range testScalars(r, 8) {
		if pk.Sign() == 0 {
			continue
		}
		_, ep := refPoint(pk)
		ks = append(ks, pk)
		ps = append(ps, jacobianFromPoint(decode(t, ep, r)))
	}
	tbl := make([]affine, len(ps)*varTable)
	oddMultiplesVar(tbl, ps)
	for n, pk := range ks {
		for i := range varTable {
			got := encodeAffine(&tbl[n*varTable+i])
			_, want := refPoint(new(big.Int).Mul(pk, big.NewInt(int64(2*i+1))))
			if !bytes.Equal(got, want) {
				t.Fatalf("%x·G: entry %d = %x, want %x", pk, i, got, want)
			}
		}
	}
}

// encodeAffine is the uncompressed encoding of a finite affine point.
func encodeAffine(a *affine) []byte {
	var x, y field.Element
	x.Normalize(&a.x)
	y.Normalize(&a.y)
	return append(append([]byte{4}, x.Bytes()...), y.Bytes()...)
}

// TestAddUnscaledVar checks a ± b for a on a curve scaled by a random s
// and b on secp256k1 itself, against the reference: a random a, a = b
// (a doubling), a = -b (the point at infinity), and a at infinity, each
// with both signs.
func TestAddUnscaledVar(t *testing.T) {
	r := rand.New(rand.NewSource(14))
	for trial := 0; trial < 50; trial++ {
		var s, sInv field.Element
		var sb [32]byte
		r.Read(sb[:])
		sb[0] &= 0x7f
		s.SetBytes(sb[:])
		sInv.InvVar(&s)
		nonzero := testScalars(r, 3)[1:] // b is a finite table entry
		kb := nonzero[trial%len(nonzero)]
		_, eb := refPoint(kb)
		bj := jacobianFromPoint(decode(t, eb, r))
		b := bj.toAffineVar()
		for _, ka := range []*big.Int{nonzero[r.Intn(len(nonzero))], kb, new(big.Int).Sub(curve.N, kb), nil} {
			// a: the point ka·G of secp256k1 as (X, Y, Z/s) on the scaled curve.
			var a jacobian
			a.setInfinity()
			if ka != nil {
				_, ea := refPoint(ka)
				a = jacobianFromPoint(decode(t, ea, r))
				a.z.Mul(&a.z, &sInv)
			}
			for _, neg := range []bool{false, true} {
				var j jacobian
				j.addUnscaledVar(&a, &b, neg, &s)
				if !j.inf {
					j.z.Mul(&j.z, &s)
				}
				sum := new(big.Int).Set(kb)
				if neg {
					sum.Neg(sum)
				}
				if ka != nil {
					sum.Add(sum, ka)
				}
				_, want := refPoint(sum.Mod(sum, curve.N))
				if got := encode(j.toPoint(new(Point))); !bytes.Equal(got, want) {
					t.Fatalf("trial %d: a = %v·G, b = %x·G, neg %v: got %x, want %x", trial, ka, kb, neg, got, want)
				}
			}
		}
	}
}
