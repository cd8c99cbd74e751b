package field

import (
	"math/big"

	"github.com/curvecheck/curvecheck/fast/internal/limbs"
	"github.com/curvecheck/curvecheck/fast/internal/safegcd"
)

// ConstantValues returns the integer value of each limb constant of the
// package, by name, for the assurance checks (assurance/constants):
// pLimbs (radix 2^52), p0, reduce256, reduce260, mask52, mask48, and
// "prime" (the modulus safegcd.New256 received, read back from it),
// "pWords" (the words it was given, which WideAffine.Neg also uses), and
// "prime.inv62" (prime·inv62 mod 2^62, 1 when the inverse is right), each
// as the integer its limbs denote; and safegcd's mask62.
func ConstantValues() map[string]*big.Int {
	m, mi := prime.Value()
	return map[string]*big.Int{
		"prime":          m,
		"prime.inv62":    mi,
		"pWords":         limbs.Value(pWords[:], 64),
		"safegcd.mask62": safegcd.Mask62(),
		"pLimbs":         limbs.Value(pLimbs[:], 52),
		"p0":             new(big.Int).SetUint64(p0),
		"reduce256":      new(big.Int).SetUint64(reduce256),
		"reduce260":      new(big.Int).SetUint64(reduce260),
		"mask52":         new(big.Int).SetUint64(mask52),
		"mask48":         new(big.Int).SetUint64(mask48),
	}
}
