package cert

import (
	"fmt"
	"math/big"

	"github.com/curvecheck/curvecheck/assurance/claim"
)

// Sources of the claims.
const (
	srcECPP = "Goldwasser–Kilian 1986; Atkin–Morain 1993 (Math. Comp. 61), Theorem 5.2; Baillie–PSW exact below 2^64 (Feitsma–Galway)"
	srcNM1  = "Pocklington 1914; Brillhart–Lehmer–Selfridge 1975 (Math. Comp. 29), Theorems 4 and 5"
	srcTD   = "trial division by every d with d² ≤ n"
)

// Claims returns one claim per prime: "prime/<curve>/<name>" for the
// certified primes (every committed certificate of the value verified,
// its N read from the code) and "prime/toy/<curve>/<name>" for the toy
// curves' primes (trial division).
func Claims() []claim.Claim {
	var out []claim.Claim
	for _, t := range Targets() {
		t := t
		src := srcECPP
		if t.NMinus1 {
			src += "; " + srcNM1
		}
		stmt := t.Statement + " (ECPP certificate"
		if t.NMinus1 {
			stmt += " and N−1 certificate"
		}
		stmt += ", N equal to the code's value)"
		out = append(out, claim.Claim{
			ID: t.ID, Statement: stmt, Method: claim.Certificate, Source: src, Where: t.Where,
			Check: func() error { return proveTarget(t) },
		})
	}
	for _, tp := range ToyPrimes() {
		tp := tp
		out = append(out, claim.Claim{
			ID:        "prime/toy/" + tp.Curve + "/" + tp.Name,
			Statement: fmt.Sprintf("%s = %d of the toy curve %s is prime (trial division)", tp.Name, tp.Value, tp.Curve),
			Method:    claim.Exhaustive, Source: srcTD,
			Where: []string{"ref/selfcheck/" + toyFile(tp.Curve)},
			Check: func() error {
				_, err := ProveSmall(big.NewInt(tp.Value))
				return err
			},
		})
	}
	return out
}

func toyFile(curve string) string {
	if len(curve) >= 7 && curve[:7] == "edwards" {
		return "edwards.go tinyEdwards"
	}
	return "weierstrass.go tinyWeierstrass"
}
