package constants

import "math/big"

// poly is a polynomial over GF(p), coefficients from the constant term
// up, each in [0, p); the zero polynomial is empty.
type poly []*big.Int

// trim drops zero leading coefficients.
func (a poly) trim() poly {
	for len(a) > 0 && a[len(a)-1].Sign() == 0 {
		a = a[:len(a)-1]
	}
	return a
}

func newPoly(p *big.Int, cs ...*big.Int) poly {
	out := make(poly, len(cs))
	for i, c := range cs {
		out[i] = mod(c, p)
	}
	return out.trim()
}

func polyAdd(p *big.Int, a, b poly) poly {
	n := max(len(a), len(b))
	out := make(poly, n)
	for i := range out {
		s := new(big.Int)
		if i < len(a) {
			s.Add(s, a[i])
		}
		if i < len(b) {
			s.Add(s, b[i])
		}
		out[i] = s.Mod(s, p)
	}
	return out.trim()
}

func polyScale(p *big.Int, a poly, k *big.Int) poly {
	out := make(poly, len(a))
	for i := range a {
		out[i] = mulm(p, a[i], k)
	}
	return out.trim()
}

func polySub(p *big.Int, a, b poly) poly { return polyAdd(p, a, polyScale(p, b, bi(-1))) }

func polyMul(p *big.Int, a, b poly) poly {
	if len(a) == 0 || len(b) == 0 {
		return nil
	}
	out := make(poly, len(a)+len(b)-1)
	for i := range out {
		out[i] = new(big.Int)
	}
	t := new(big.Int)
	for i := range a {
		for j := range b {
			out[i+j].Add(out[i+j], t.Mul(a[i], b[j]))
		}
	}
	for i := range out {
		out[i].Mod(out[i], p)
	}
	return out.trim()
}

// polyMod returns a mod m (m non-zero, with an invertible leading
// coefficient; p prime).
func polyMod(p *big.Int, a, m poly) poly {
	r := append(poly(nil), a...)
	lead := inv(m[len(m)-1], p)
	for len(r) >= len(m) {
		c := mulm(p, r[len(r)-1], lead)
		shift := len(r) - len(m)
		for i := range m {
			t := new(big.Int).Mul(c, m[i])
			r[shift+i] = mod(t.Sub(r[shift+i], t), p)
		}
		// The top coefficient is now 0 when m's leading coefficient is
		// invertible; dropping it regardless guarantees termination.
		r = r[:len(r)-1].trim()
	}
	return r
}

// polyPowMod returns a^e mod m.
func polyPowMod(p *big.Int, a poly, e *big.Int, m poly) poly {
	r := newPoly(p, bi(1))
	base := polyMod(p, a, m)
	for i := e.BitLen() - 1; i >= 0; i-- {
		r = polyMod(p, polyMul(p, r, r), m)
		if e.Bit(i) == 1 {
			r = polyMod(p, polyMul(p, r, base), m)
		}
	}
	return r
}

// polyGCD returns the monic gcd of a and b.
func polyGCD(p *big.Int, a, b poly) poly {
	for len(b) > 0 {
		a, b = b, polyMod(p, a, b)
	}
	if len(a) == 0 {
		return a
	}
	return polyScale(p, a, inv(a[len(a)-1], p))
}

// polyEqual reports whether a and b have the same coefficients.
func polyEqual(a, b poly) bool {
	a, b = a.trim(), b.trim()
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i].Cmp(b[i]) != 0 {
			return false
		}
	}
	return true
}

// noRoot reports whether f (degree ≥ 1) has no root in GF(p):
// gcd(x^p − x, f) = 1, since x^p − x is the product of x − a over GF(p).
// For degree 2 or 3 that is irreducibility.
func noRoot(p *big.Int, f poly) bool {
	x := newPoly(p, bi(0), bi(1))
	xp := polyPowMod(p, x, p, f)
	g := polyGCD(p, f, polySub(p, xp, x))
	return len(g) == 1
}
