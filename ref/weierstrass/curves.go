package weierstrass

import "math/big"

func hexInt(s string) *big.Int {
	v, ok := new(big.Int).SetString(s, 16)
	if !ok {
		panic("weierstrass: bad constant " + s)
	}
	return v
}

// Secp256k1 is the curve of SEC2 v2 §2.4.1: y² = x³ + 7 over
// p = 2²⁵⁶ - 2³² - 977, cofactor 1.
var Secp256k1 = New("secp256k1",
	hexInt("fffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2f"),
	big.NewInt(0), big.NewInt(7),
	hexInt("79be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798"),
	hexInt("483ada7726a3c4655da4fbfc0e1108a8fd17b448a68554199c47d08ffb10d4b8"),
	hexInt("fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141"),
	big.NewInt(1))

// P256 is secp256r1 of SEC2 v2 §2.4.2 (FIPS 186-5 / SP 800-186 §3.2.1.3).
var P256 = New("p256",
	hexInt("ffffffff00000001000000000000000000000000ffffffffffffffffffffffff"),
	big.NewInt(-3),
	hexInt("5ac635d8aa3a93e7b3ebbd55769886bc651d06b0cc53b0f63bce3c3e27d2604b"),
	hexInt("6b17d1f2e12c4247f8bce6e563a440f277037d812deb33a0f4a13945d898c296"),
	hexInt("4fe342e2fe1a7f9b8ee7eb4a7c0f9e162bce33576b315ececbb6406837bf51f5"),
	hexInt("ffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551"),
	big.NewInt(1))

// P384 is secp384r1 of SEC2 v2 §2.5.1 (SP 800-186 §3.2.1.4).
var P384 = New("p384",
	hexInt("fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffeffffffff0000000000000000ffffffff"),
	big.NewInt(-3),
	hexInt("b3312fa7e23ee7e4988e056be3f82d19181d9c6efe8141120314088f5013875ac656398d8a2ed19d2a85c8edd3ec2aef"),
	hexInt("aa87ca22be8b05378eb1c71ef320ad746e1d3b628ba79b9859f741e082542a385502f25dbf55296c3a545e3872760ab7"),
	hexInt("3617de4a96262c6f5d9e98bf9292dc29f8f41dbd289a147ce9da3113b5f0b8c00a60b1ce1d7e819d7a431d7c90ea0e5f"),
	hexInt("ffffffffffffffffffffffffffffffffffffffffffffffffc7634d81f4372ddf581a0db248b0a77aecec196accc52973"),
	big.NewInt(1))
