package interp

import (
	"go/ast"
	"math/big"
)

// byteOrder models encoding/binary's BigEndian and LittleEndian:
//
//	Uint64(b), Uint32(b):       Σ b_j·2^(8·w(j)), each byte in [0, 2^8)
//	PutUint64(b, x), PutUint32: b_j = the byte of x of weight 2^(8·w(j)),
//	                            by successive splits x = h·2^8 + l
//
// with w(j) = j little-endian and n − 1 − j big-endian (n = 8 or 4). A
// slice shorter than n is an error (the function would panic).
func (f *frame) byteOrder(e *ast.CallExpr, order, fn string) []Value {
	if order != "BigEndian" && order != "LittleEndian" {
		f.fail(e, "encoding/binary.%s not understood", order)
	}
	n := 8
	switch fn {
	case "Uint32", "PutUint32":
		n = 4
	case "Uint64", "PutUint64":
	default:
		f.fail(e, "encoding/binary.%s.%s not understood", order, fn)
	}
	if len(e.Args) < 1 {
		f.fail(e, "missing argument")
	}
	b, ok := f.deref(f.eval(e.Args[0])).(*Slice)
	if !ok {
		f.fail(e, "encoding/binary on a value that is not a slice")
	}
	if len(b.E) < n {
		f.fail(e, "encoding/binary.%s.%s of %d bytes (panics)", order, fn, len(b.E))
	}
	weight := func(j int) uint {
		if order == "BigEndian" {
			return uint(8 * (n - 1 - j))
		}
		return uint(8 * j)
	}
	kind := U64
	if n == 4 {
		kind = U32
	}
	if fn == "Uint64" || fn == "Uint32" {
		r := &Scalar{P: f.m.R.Const(0), Lo: new(big.Int), Hi: new(big.Int), Kind: kind}
		for j := range n {
			x, ok := b.E[j].V.(*Scalar)
			if !ok || len(x.Xor) > 1 || x.Lo.Sign() < 0 || x.Hi.Cmp(big.NewInt(255)) > 0 {
				f.fail(e, "byte %d is not a resolved value in [0, 255]", j)
			}
			w := pow2(weight(j))
			r.P = r.P.Add(x.P.Scale(w))
			r.Lo.Add(r.Lo, new(big.Int).Mul(x.Lo, w))
			r.Hi.Add(r.Hi, new(big.Int).Mul(x.Hi, w))
		}
		return []Value{r}
	}
	x := f.scalarArg(e, 1)
	if len(x.Xor) > 1 || x.Lo.Sign() < 0 || x.Hi.BitLen() > 8*n {
		f.fail(e, "value %s of %s.%s is not a resolved %d-bit value", x, order, fn, 8*n)
	}
	cur := x
	for k := range n {
		sp := f.split(e, cur, 8)
		l := &Scalar{P: sp.l.P, Lo: sp.l.Lo, Hi: sp.l.Hi, Kind: U8}
		j := k
		if order == "BigEndian" {
			j = n - 1 - k
		}
		b.E[j].V = l
		cur = sp.h
	}
	if c, ok := cur.IsConst(); !ok || c.Sign() != 0 {
		f.fail(e, "value left over after %d bytes", n)
	}
	return nil
}
