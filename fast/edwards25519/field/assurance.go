package field

import (
	"fmt"
	"math/big"
)

// ConstantValues returns the limb constants of the package, by name, for
// the assurance checks (assurance/constants): each limb of twoP and fourP
// as "twoP[i]", "fourP[i]", and mask51.
func ConstantValues() map[string]*big.Int {
	m := map[string]*big.Int{"mask51": new(big.Int).SetUint64(mask51)}
	for i := range twoP {
		m[fmt.Sprintf("twoP[%d]", i)] = new(big.Int).SetUint64(twoP[i])
		m[fmt.Sprintf("fourP[%d]", i)] = new(big.Int).SetUint64(fourP[i])
	}
	return m
}
