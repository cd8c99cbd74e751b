package constants

import (
	"crypto/sha1"
	"encoding/hex"
	"math/big"
)

// The SEEDs of the NIST curves' verifiably random b (FIPS 186-4 Appendix
// D.1.2.3 and D.1.2.4; SEC 2 v2 §2.4.2 and §2.5.1 "S").
const (
	seedP256 = "c49d360886e704936a6678e1139d26b7819f7e90"
	seedP384 = "a335926aa319a27a1d00896a6773a4827acdac73"
)

// seedC returns the c of ANSI X9.62 Annex A.3.3.1 for a prime of t bits:
// with s = ⌊(t − 1)/160⌋ and w = t − 160·s, W0 is the w rightmost bits
// of SHA-1(SEED) with its leftmost bit cleared, W_i = SHA-1((SEED + i)
// mod 2^g) for i = 1 … s, and c is the integer W0 ‖ W1 ‖ … ‖ Ws. The
// curve's b then satisfies b²·c ≡ a³ (mod p).
func seedC(seedHex string, t int) *big.Int {
	seed, err := hex.DecodeString(seedHex)
	if err != nil {
		panic("constants: bad seed")
	}
	g := uint(len(seed) * 8)
	s := (t - 1) / 160
	w := uint(t - 160*s)
	h := sha1.Sum(seed)
	W := new(big.Int).SetBytes(h[:])
	W.And(W, new(big.Int).Sub(pow2(w-1), bi(1)))
	z := new(big.Int).SetBytes(seed)
	for i := 1; i <= s; i++ {
		si := mod(sum(z, bi(int64(i))), pow2(g))
		hi := sha1.Sum(si.FillBytes(make([]byte, g/8)))
		W.Lsh(W, 160).Or(W, new(big.Int).SetBytes(hi[:]))
	}
	return W
}
