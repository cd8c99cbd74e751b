package x25519

import "math/big"

// ConstantValues returns a24, for the assurance checks
// (assurance/constants).
func ConstantValues() map[string]*big.Int {
	return map[string]*big.Int{"a24": big.NewInt(int64(a24))}
}
