package ecdh

import "math/big"

// ConstantValues returns orderBytes as an integer, for the assurance
// checks (assurance/constants).
func ConstantValues() map[string]*big.Int {
	return map[string]*big.Int{"orderBytes": new(big.Int).SetBytes(orderBytes[:])}
}
