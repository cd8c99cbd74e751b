package schnorr

import "math/big"

// ConstantValues returns pBytes as an integer, for the assurance checks
// (assurance/constants).
func ConstantValues() map[string]*big.Int {
	return map[string]*big.Int{"pBytes": new(big.Int).SetBytes(pBytes[:])}
}
