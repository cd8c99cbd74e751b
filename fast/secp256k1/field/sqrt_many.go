package field

// SqrtManyVar sets out[i] to a square root of in[i] and ok[i] to whether
// in[i] is a square, for every i, as Sqrt one by one: out[i] has
// magnitude 1 and is of no use where ok[i] is false; in[i] has magnitude
// at most 8. out and in may be the same slice. With AVX-512 IFMA (amd64,
// outside the verify and toy-curve builds) the exponentiations run
// sixteen at a time on 52-bit lanes (lanes_amd64.go), the others one by
// one. Variable time: for public inputs only (the work depends on their
// count).
func SqrtManyVar(out, in []Element, ok []bool) {
	if len(out) != len(in) || len(ok) != len(in) {
		panic("field: SqrtManyVar needs as many roots and answers as inputs")
	}
	done := sqrtManyLanes(out, in, ok)
	for i := done; i < len(in); i++ {
		_, r := out[i].Sqrt(&in[i])
		ok[i] = r == 1
	}
}

// rootStep is one step of an addition chain: register dst becomes
// register src raised to 2^squarings, times register by when by is not
// noFactor.
type rootStep struct{ dst, src, squarings, by int }

// The registers of rootChain: 0 holds the input a, 1 … 11 hold
// e_k = a^(2^k − 1) for k = 2, 3, 6, 9, 11, 22, 44, 88, 176, 220, 223,
// and rootReg ends with the root.
const (
	noFactor = -1
	rootReg  = 12
)

// rootChain computes a^((p+1)/4), (p+1)/4 = (223 ones) 0 (22 ones)
// 000011 00: the runs of ones 2, 3, 6, 9, 11, 22, 44, 88, 176, 220, 223
// (e_(j+k) = e_j^(2^k)·e_k), then the tail. It is the chain Sqrt runs,
// written as data for the lanes; TestRootChainExponent evaluates it on
// exponents and holds it to (p+1)/4.
var rootChain = []rootStep{
	{1, 0, 1, 0},    // e2 = a^2·a
	{2, 1, 1, 0},    // e3 = e2^2·a
	{3, 2, 3, 2},    // e6 = e3^(2^3)·e3
	{4, 3, 3, 2},    // e9
	{5, 4, 2, 1},    // e11
	{6, 5, 11, 5},   // e22
	{7, 6, 22, 6},   // e44
	{8, 7, 44, 7},   // e88
	{9, 8, 88, 8},   // e176
	{10, 9, 44, 7},  // e220
	{11, 10, 3, 2},  // e223
	{12, 11, 23, 6}, // e223·2^23 + e22
	{12, 12, 6, 1},  // then six squarings and e2
	{12, 12, 2, noFactor},
}
