package selfcheck

// ToyWeierstrass is a toy curve y² = x³ + A·x + B over GF(P) with a base
// point (Gx, Gy) of stated prime order N and cofactor H.
type ToyWeierstrass struct {
	Name                  string
	P, A, B, N, H, Gx, Gy int64
}

// ToyEdwards is a toy curve -x² + y² = 1 + D·x²y² over GF(P) with a base
// point (Bx, By) of stated prime order Q and cofactor 8.
type ToyEdwards struct {
	Name            string
	P, D, Q, Bx, By int64
}

// ToyCurves returns the parameters of the toy curves the exhaustive
// self-checks run on, for the assurance checks (assurance/constants).
func ToyCurves() ([]ToyWeierstrass, []ToyEdwards) {
	var w []ToyWeierstrass
	for _, c := range tinyWeierstrass {
		w = append(w, ToyWeierstrass{c.name, c.p, c.a, c.b, c.n, c.h, c.gx, c.gy})
	}
	var e []ToyEdwards
	for _, c := range tinyEdwards {
		e = append(e, ToyEdwards{c.name, c.p, c.d, c.q, c.bx, c.by})
	}
	return w, e
}
