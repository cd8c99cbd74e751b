package field

// montMul is the Montgomery multiplication every operation uses.
func montMul(v, a, b *Element) { montMulGeneric(v, a, b) }
