package catalog

import (
	"math/big"
	"math/rand"

	"github.com/curvecheck/curvecheck/ref/x25519"
)

func init() {
	RegisterOp(Op{Name: "x25519/ecdh", Doc: "X25519(scalar, point) (RFC 7748 §5); the scalar is clamped, the point's top bit masked; the all-zero result is returned, or rejected under policy x25519:reject-zero",
		In:  []Param{{"scalar", "32-byte scalar, unclamped"}, {"point", "32-byte u-coordinate, little-endian"}},
		Out: []Param{{"shared", "32-byte u-coordinate, little-endian"}},
		Edges: func() []Values {
			p := x25519.F.P()
			var us [][]byte
			for _, v := range []*big.Int{big.NewInt(0), big.NewInt(1), big.NewInt(9), new(big.Int).Sub(p, big.NewInt(1)), p,
				new(big.Int).Add(p, big.NewInt(1)), new(big.Int).Sub(pow2(255), big.NewInt(1)), new(big.Int).Sub(pow2(256), big.NewInt(1)),
				// A point of order 8 and the twist's point u = 2.
				new(big.Int).SetBytes(reverse(unhex("e0eb7a7c3b41b8ae1656e3faf19fc46ada098deb9c32b1fd866205165f49b800"))), big.NewInt(2)} {
				us = append(us, Edwards25519.Int(v, 32))
			}
			ks := [][]byte{filled(32, 0), filled(32, 0xff), x25519.Basepoint}
			return cross(ks, us, "scalar", "point")
		},
		Gen: func(r *rand.Rand) Values {
			u := randBytes(r, 32) // a twist point half the time
			switch r.Intn(8) {
			case 0, 1, 2, 3:
				u, _ = x25519.X25519(randBytes(r, 32), x25519.Basepoint)
			case 4: // u-small-order
				u = Edwards25519.Int(x25519SmallOrder[r.Intn(len(x25519SmallOrder))], 32)
			case 5: // u-at-least-p: p + a small u
				u = Edwards25519.Int(new(big.Int).Add(x25519.F.P(), big.NewInt(int64(r.Intn(19)))), 32)
			}
			return Values{"scalar": randBytes(r, 32), "point": u}
		},
		EdgeClasses: x25519Classes()})
}

// x25519SmallOrder are u-coordinates of points of order dividing 8 on the
// curve or 4 on the twist: 0, 1, p - 1 and the two of order 8 (the list of
// RFC 7748's errata and libsodium's blocklist, as values below p).
var x25519SmallOrder = func() []*big.Int {
	p := x25519.F.P()
	e0 := new(big.Int).SetBytes(reverse(unhex("e0eb7a7c3b41b8ae1656e3faf19fc46ada098deb9c32b1fd866205165f49b800")))
	e1 := new(big.Int).SetBytes(reverse(unhex("5f9c95bca3508c24b1d0b1559c83ef5b04445cc4581c8e86d8224eddd09f1157")))
	return []*big.Int{big.NewInt(0), big.NewInt(1), new(big.Int).Sub(p, big.NewInt(1)), e0, e1}
}()

func reverse(b []byte) []byte {
	out := make([]byte, len(b))
	for i := range b {
		out[len(b)-1-i] = b[i]
	}
	return out
}
