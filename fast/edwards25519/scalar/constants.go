package scalar

// l, little-endian limbs.
var l = [4]uint64{0x5812631a5cf5d3ed, 0x14def9dea2f79cd6, 0, 0x1000000000000000}

// lInv is -l⁻¹ mod 2^64 (for Montgomery reduction).
const lInv = 0xd2b51da312547e1b

// rSquared is R² mod l; rOne is R mod l (the Montgomery form of 1).
var (
	rSquared = [4]uint64{0xa40611e3449c0f01, 0xd00e1ba768859347, 0xceec73d217f5be65, 0x0399411b7c309a3d}
	rOne     = [4]uint64{0xd6ec31748d98951d, 0xc6ef5bf4737dcf70, 0xfffffffffffffffe, 0x0fffffffffffffff}
)
