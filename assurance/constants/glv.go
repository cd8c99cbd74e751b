package constants

import (
	"errors"
	"fmt"
	"math/big"

	"github.com/curvecheck/curvecheck/assurance/claim"
	kscalar "github.com/curvecheck/curvecheck/fast/secp256k1/scalar"
	"github.com/curvecheck/curvecheck/ref/weierstrass"
)

// glvBasis checks the lattice basis fast/secp256k1/scalar uses, given λ,
// −b1 and −b2 mod n: with b_i centred and a_i = −b_i·λ mod n centred (so
// a_i + b_i·λ ≡ 0: the vectors lie in the kernel lattice {(x, y) : x + y·λ
// ≡ 0 mod n}), the determinant a1·b2 − a2·b1 is exactly n (a basis of
// that lattice, not of a sublattice) and every entry is below 2^129 in
// absolute value (short).
func glvBasis(n, lambda, mb1, mb2 *big.Int) (a1, b1, a2, b2 *big.Int, err error) {
	if expm(lambda, bi(3), n).Cmp(bi(1)) != 0 || mod(lambda, n).Cmp(bi(1)) == 0 {
		return nil, nil, nil, nil, errors.New("λ is not a primitive cube root of 1 mod n")
	}
	b1, b2 = centered(neg(mb1), n), centered(neg(mb2), n)
	a1, a2 = centered(neg(mulm(n, b1, lambda)), n), centered(neg(mulm(n, b2, lambda)), n)
	det := new(big.Int).Sub(new(big.Int).Mul(a1, b2), new(big.Int).Mul(a2, b1))
	if det.Cmp(n) != 0 {
		return nil, nil, nil, nil, fmt.Errorf("a1·b2 − a2·b1 = %v, want n", det)
	}
	for _, e := range []*big.Int{a1, b1, a2, b2} {
		if new(big.Int).Abs(e).BitLen() > 129 || e.Sign() == 0 {
			return nil, nil, nil, nil, errors.New("a basis entry is zero or not below 2^129")
		}
	}
	return a1, b1, a2, b2, nil
}

// roundDiv returns round(a/b) for b > 0, halves rounded up.
func roundDiv(a, b *big.Int) *big.Int {
	t := new(big.Int).Add(new(big.Int).Lsh(a, 1), b)
	return t.Div(t, new(big.Int).Lsh(b, 1)) // floor((2a + b)/(2b))
}

func glvFacts() []fact {
	n := weierstrass.Secp256k1.N
	return []fact{{
		id:        "const/secp256k1/glv/basis",
		statement: "the GLV basis vectors (a1, b1), (a2, b2) of fast/secp256k1/scalar (stored as −b1, −b2 mod n; a_i = −b_i·λ) lie in {(x, y) : x + y·λ ≡ 0 mod n}, have determinant a1·b2 − a2·b1 = n, and every entry is non-zero and below 2^129",
		method:    claim.Exact, source: "Gallant–Lambert–Vanstone, CRYPTO 2001, §4 (Algorithm 1 on n, λ)",
		where: []string{"fast/secp256k1/scalar/glv.go minusB1", "fast/secp256k1/scalar/glv.go minusB2"},
		vals:  from(kscalar.ConstantValues, "Lambda", "minusB1", "minusB2"),
		prop: func(v []*big.Int) error {
			_, _, _, _, err := glvBasis(n, v[0], v[1], v[2])
			return err
		},
	}, {
		id:        "const/secp256k1/glv/rounding",
		statement: "glvG1 = round(2^384·b2/n) and glvG2 = round(2^384·(−b1)/n) for the basis above, and with them the split's parts satisfy |k1| ≤ (1/2 + 2^−129)(|a1| + |a2|) < 2^128 and |k2| ≤ (1/2 + 2^−129)(|b1| + |b2|) < 2^128 for every k < n",
		method:    claim.Exact, source: "Gallant–Lambert–Vanstone 2001 §4; the error bound |c − b·k/n| ≤ 1/2 + k/2^385 of the rounded quotient",
		where: []string{"fast/secp256k1/scalar/glv.go glvG1", "fast/secp256k1/scalar/glv.go glvG2", "fast/secp256k1/scalar/glv.go Lambda"},
		vals:  from(kscalar.ConstantValues, "Lambda", "minusB1", "minusB2", "glvG1", "glvG2"),
		prop: func(v []*big.Int) error {
			a1, b1, a2, b2, err := glvBasis(n, v[0], v[1], v[2])
			if err != nil {
				return err
			}
			R := pow2(384)
			if err := first(
				want("glvG1", v[3], roundDiv(new(big.Int).Mul(R, b2), n)),
				want("glvG2", v[4], roundDiv(new(big.Int).Mul(R, neg(b1)), n))); err != nil {
				return err
			}
			// c_i = round(k·g_i/2^384) with |g_i − 2^384·b/n| ≤ 1/2 and k < n <
			// 2^256 is within 1/2 + 2^−129 of k·b/n; k1 = −(ε1·a1 + ε2·a2)
			// and k2 = −(ε1·b1 + ε2·b2) since det = n. Bound times 2^130:
			// (2^129 + 2)·(|x| + |y|) < 2^258.
			lim := pow2(258)
			for _, pr := range [][2]*big.Int{{a1, a2}, {b1, b2}} {
				s := sum(new(big.Int).Abs(pr[0]), new(big.Int).Abs(pr[1]))
				if s.Mul(s, sum(pow2(129), bi(2))).Cmp(lim) >= 0 {
					return errors.New("the decomposition bound reaches 2^128")
				}
			}
			return nil
		},
	}}
}
