package bip352

import "math/big"

// ConstantValues returns nums (BIP-341's H, x only) as an integer, for the
// assurance checks (assurance/constants).
func ConstantValues() map[string]*big.Int {
	return map[string]*big.Int{"nums": new(big.Int).SetBytes(nums[:])}
}
