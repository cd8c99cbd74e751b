package safegcd

import "math/big"

// Value returns the modulus as an integer, joined from the limbs it is
// held in (toWords, the package's own path), and m·inv62 mod 2^62, for the
// assurance checks (assurance/constants).
func (mod *Modulus[L, W]) Value() (m, mInv62Product *big.Int) {
	w := toWords[W](&mod.m)
	m = new(big.Int)
	for i := len(w) - 1; i >= 0; i-- {
		m.Lsh(m, 64).Or(m, new(big.Int).SetUint64(w[i]))
	}
	prod := new(big.Int).Mul(m, big.NewInt(mod.inv62))
	return m, prod.And(prod, big.NewInt(mask62))
}

// Mask62 returns mask62, for the assurance checks.
func Mask62() *big.Int { return big.NewInt(mask62) }
