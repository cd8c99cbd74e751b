// Package symbolic is the exact polynomial algebra behind curvecheck's
// formula and field-code proofs: multivariate polynomials with integer
// coefficients (math/big), the ring operations, reduction of coefficients
// modulo an integer (working over F_p or Z/2^64), substitution, and the
// pseudo-remainder by a polynomial in one variable (reduction modulo a curve
// equation).
//
// It is part of the trusted base of every "proven" claim that uses it, so
// it is kept small: terms live in a map from exponent vector to coefficient,
// every operation builds a new value, and nothing is cached or simplified
// behind the caller's back. Its tests check it on identities with known
// answers and on known-wrong ones.
package symbolic

import (
	"fmt"
	"math/big"
	"sort"
	"strings"
	"sync"
)

// Ring names the variables polynomials are written in. Variables are
// numbered in the order they are first named (NewRing's arguments, then
// each new name given to Var), which fixes how String prints terms. A Ring
// may be shared between goroutines.
type Ring struct {
	mu    sync.Mutex
	names []string
	index map[string]int
}

// NewRing returns a ring with the given variables, in that order.
func NewRing(names ...string) *Ring {
	r := &Ring{index: make(map[string]int)}
	for _, n := range names {
		r.lookup(n)
	}
	return r
}

// lookup returns the number of variable name, adding it when new.
func (r *Ring) lookup(name string) int {
	r.mu.Lock()
	defer r.mu.Unlock()
	if i, ok := r.index[name]; ok {
		return i
	}
	if name == "" {
		panic("symbolic: empty variable name")
	}
	r.index[name] = len(r.names)
	r.names = append(r.names, name)
	return len(r.names) - 1
}

// known returns the number of variable name and whether it exists.
func (r *Ring) known(name string) (int, bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	i, ok := r.index[name]
	return i, ok
}

// name returns the name of variable i.
func (r *Ring) name(i int) string {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.names[i]
}

// Poly is a polynomial of a Ring with integer coefficients. Values are
// immutable: every method returns a new Poly. The zero Poly (no ring) is
// not usable; make polynomials with Ring.Var, Ring.Const or Ring.ConstBig.
type Poly struct {
	r *Ring
	// t maps an exponent vector (see key) to a nonzero coefficient.
	t map[string]*big.Int
}

// A key encodes an exponent vector: two bytes per variable, big-endian,
// variable i at bytes 2i and 2i+1, trailing zero exponents dropped, so the
// constant monomial is "". Exponents are below 65536.
func key(exps []int) string {
	n := len(exps)
	for n > 0 && exps[n-1] == 0 {
		n--
	}
	b := make([]byte, 2*n)
	for i := 0; i < n; i++ {
		e := exps[i]
		if e < 0 || e > 0xffff {
			panic(fmt.Sprintf("symbolic: exponent %d out of range", e))
		}
		b[2*i], b[2*i+1] = byte(e>>8), byte(e)
	}
	return string(b)
}

// exps decodes a key.
func exps(k string) []int {
	e := make([]int, len(k)/2)
	for i := range e {
		e[i] = int(k[2*i])<<8 | int(k[2*i+1])
	}
	return e
}

// mulKeys returns the key of the product of two monomials.
func mulKeys(a, b string) string {
	if len(a) < len(b) {
		a, b = b, a
	}
	out := []byte(a)
	for i := 0; i+1 < len(b); i += 2 {
		e := (int(out[i])<<8 | int(out[i+1])) + (int(b[i])<<8 | int(b[i+1]))
		if e > 0xffff {
			panic("symbolic: exponent overflow")
		}
		out[i], out[i+1] = byte(e>>8), byte(e)
	}
	return string(out)
}

func (r *Ring) poly() Poly { return Poly{r: r, t: make(map[string]*big.Int)} }

// Var returns the polynomial x for the variable named x, adding the
// variable to the ring when it is new.
func (r *Ring) Var(name string) Poly {
	i := r.lookup(name)
	e := make([]int, i+1)
	e[i] = 1
	p := r.poly()
	p.t[key(e)] = big.NewInt(1)
	return p
}

// Const returns the constant polynomial c.
func (r *Ring) Const(c int64) Poly { return r.ConstBig(big.NewInt(c)) }

// ConstBig returns the constant polynomial c (c is copied).
func (r *Ring) ConstBig(c *big.Int) Poly {
	p := r.poly()
	if c.Sign() != 0 {
		p.t[""] = new(big.Int).Set(c)
	}
	return p
}

// Ring returns the ring p belongs to.
func (p Poly) Ring() *Ring { return p.r }

// same panics when q is not of p's ring.
func (p Poly) same(q Poly) {
	if p.r == nil || q.r == nil {
		panic("symbolic: zero Poly used")
	}
	if p.r != q.r {
		panic("symbolic: polynomials of different rings")
	}
}

// addTerm adds c·monomial(k) to p's map in place (p must be fresh).
func (p Poly) addTerm(k string, c *big.Int) {
	if c.Sign() == 0 {
		return
	}
	if old, ok := p.t[k]; ok {
		s := new(big.Int).Add(old, c)
		if s.Sign() == 0 {
			delete(p.t, k)
		} else {
			p.t[k] = s
		}
		return
	}
	p.t[k] = new(big.Int).Set(c)
}

// Add returns p + q.
func (p Poly) Add(q Poly) Poly {
	p.same(q)
	s := p.r.poly()
	for k, c := range p.t {
		s.addTerm(k, c)
	}
	for k, c := range q.t {
		s.addTerm(k, c)
	}
	return s
}

// Neg returns −p.
func (p Poly) Neg() Poly {
	s := p.r.poly()
	for k, c := range p.t {
		s.t[k] = new(big.Int).Neg(c)
	}
	return s
}

// Sub returns p − q.
func (p Poly) Sub(q Poly) Poly { return p.Add(q.Neg()) }

// Scale returns c·p.
func (p Poly) Scale(c *big.Int) Poly {
	s := p.r.poly()
	if c.Sign() == 0 {
		return s
	}
	for k, v := range p.t {
		s.t[k] = new(big.Int).Mul(v, c)
	}
	return s
}

// Mul returns p·q.
func (p Poly) Mul(q Poly) Poly {
	p.same(q)
	s := p.r.poly()
	prod := new(big.Int)
	for ka, ca := range p.t {
		for kb, cb := range q.t {
			s.addTerm(mulKeys(ka, kb), prod.Mul(ca, cb))
		}
	}
	return s
}

// Pow returns p^k for k ≥ 0 (p^0 = 1).
func (p Poly) Pow(k int) Poly {
	if k < 0 {
		panic("symbolic: negative power")
	}
	out := p.r.Const(1)
	base := p
	for ; k > 0; k >>= 1 {
		if k&1 == 1 {
			out = out.Mul(base)
		}
		if k > 1 {
			base = base.Mul(base)
		}
	}
	return out
}

// Mod returns p with every coefficient reduced into [0, m); m > 0. Terms
// whose coefficient is a multiple of m disappear, so p.Mod(m).IsZero()
// says that p ≡ 0 coefficientwise modulo m.
func (p Poly) Mod(m *big.Int) Poly {
	if m.Sign() <= 0 {
		panic("symbolic: modulus must be positive")
	}
	s := p.r.poly()
	for k, c := range p.t {
		v := new(big.Int).Mod(c, m)
		if v.Sign() != 0 {
			s.t[k] = v
		}
	}
	return s
}

// IsZero reports whether p is the zero polynomial.
func (p Poly) IsZero() bool { return len(p.t) == 0 }

// Equal reports whether p and q are the same polynomial (coefficients
// compared exactly, as integers).
func (p Poly) Equal(q Poly) bool { return p.Sub(q).IsZero() }

// IsConst reports whether p is a constant, and returns it.
func (p Poly) IsConst() (*big.Int, bool) {
	switch len(p.t) {
	case 0:
		return new(big.Int), true
	case 1:
		if c, ok := p.t[""]; ok {
			return new(big.Int).Set(c), true
		}
	}
	return nil, false
}

// NumTerms returns the number of nonzero terms.
func (p Poly) NumTerms() int { return len(p.t) }

// Degree returns the largest exponent of the variable v in p (0 when v
// does not occur, −1 for the zero polynomial).
func (p Poly) Degree(v string) int {
	if p.IsZero() {
		return -1
	}
	i, ok := p.r.known(v)
	if !ok {
		return 0
	}
	d := 0
	for k := range p.t {
		if e := exps(k); i < len(e) && e[i] > d {
			d = e[i]
		}
	}
	return d
}

// Coeff returns the coefficient of v^k in p, a polynomial without v.
func (p Poly) Coeff(v string, k int) Poly {
	s := p.r.poly()
	i, ok := p.r.known(v)
	if !ok {
		if k == 0 {
			return p.Add(s)
		}
		return s
	}
	for key0, c := range p.t {
		e := exps(key0)
		ev := 0
		if i < len(e) {
			ev = e[i]
			e[i] = 0
		}
		if ev == k {
			s.addTerm(key(e), c)
		}
	}
	return s
}

// Subst returns p with the variable v replaced by q.
func (p Poly) Subst(v string, q Poly) Poly {
	p.same(q)
	out := p.r.poly()
	for k := p.Degree(v); k >= 0; k-- {
		// Horner: out = out·q + coeff_k.
		out = out.Mul(q).Add(p.Coeff(v, k))
	}
	return out
}

// PseudoRem returns the pseudo-remainder of p by e with respect to the
// variable v: with d = deg_v(e) ≥ 1 and c = the coefficient of v^d in e, a
// polynomial r of degree below d in v such that c^k·p − r is a multiple of
// e for some k ≥ 0 (Knuth, TAOCP vol. 2, §4.6.1, Algorithm R). On a curve
// e = 0 where c does not vanish, p vanishes exactly where r does; when r is
// the zero polynomial, p vanishes on every point of the curve with c ≠ 0.
func (p Poly) PseudoRem(e Poly, v string) Poly { return p.pseudoRem(e, v, nil) }

// PseudoRemMod is PseudoRem with coefficients reduced modulo m after every
// step (the same result over Z/mZ, without the growth of the integers).
func (p Poly) PseudoRemMod(e Poly, v string, m *big.Int) Poly { return p.pseudoRem(e, v, m) }

func (p Poly) pseudoRem(e Poly, v string, m *big.Int) Poly {
	p.same(e)
	d := e.Degree(v)
	if d < 1 {
		panic(fmt.Sprintf("symbolic: PseudoRem by a polynomial of degree %d in %s", d, v))
	}
	lc := e.Coeff(v, d)
	x := p.r.Var(v)
	r := p
	if m != nil {
		r = r.Mod(m)
		lc = lc.Mod(m)
	}
	for {
		n := r.Degree(v)
		if n < d {
			return r
		}
		c := r.Coeff(v, n)
		r = r.Mul(lc).Sub(c.Mul(x.Pow(n - d)).Mul(e))
		if m != nil {
			r = r.Mod(m)
		}
	}
}

// Term is one term of a polynomial: Coeff times the product of the ring's
// variables raised to Exps (indexed by variable number; missing trailing
// entries are 0).
type Term struct {
	Exps  []int
	Coeff *big.Int
}

// Terms returns p's terms in a fixed order (by exponent vector).
func (p Poly) Terms() []Term {
	keys := make([]string, 0, len(p.t))
	for k := range p.t {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	out := make([]Term, len(keys))
	for i, k := range keys {
		out[i] = Term{Exps: exps(k), Coeff: new(big.Int).Set(p.t[k])}
	}
	return out
}

// Vars returns the names of the variables that occur in p, in ring order.
func (p Poly) Vars() []string {
	seen := map[int]bool{}
	for k := range p.t {
		for i, e := range exps(k) {
			if e != 0 {
				seen[i] = true
			}
		}
	}
	idx := make([]int, 0, len(seen))
	for i := range seen {
		idx = append(idx, i)
	}
	sort.Ints(idx)
	out := make([]string, len(idx))
	for j, i := range idx {
		out[j] = p.r.name(i)
	}
	return out
}

// Eval returns p's value at the given point (every variable of p must
// have a value), reduced modulo m when m is not nil.
func (p Poly) Eval(vals map[string]*big.Int, m *big.Int) (*big.Int, error) {
	sum := new(big.Int)
	for _, t := range p.Terms() {
		v := new(big.Int).Set(t.Coeff)
		for i, e := range t.Exps {
			if e == 0 {
				continue
			}
			name := p.r.name(i)
			x, ok := vals[name]
			if !ok {
				return nil, fmt.Errorf("symbolic: no value for %s", name)
			}
			f := new(big.Int).Exp(x, big.NewInt(int64(e)), m)
			v.Mul(v, f)
		}
		sum.Add(sum, v)
		if m != nil {
			sum.Mod(sum, m)
		}
	}
	return sum, nil
}

// String prints p as a sum of terms, highest exponent vectors first, e.g.
// "3*x^2*y - 1".
func (p Poly) String() string {
	if p.IsZero() {
		return "0"
	}
	terms := p.Terms()
	var b strings.Builder
	for j := len(terms) - 1; j >= 0; j-- {
		t := terms[j]
		c := new(big.Int).Set(t.Coeff)
		if b.Len() > 0 {
			if c.Sign() < 0 {
				b.WriteString(" - ")
				c.Neg(c)
			} else {
				b.WriteString(" + ")
			}
		} else if c.Sign() < 0 {
			b.WriteString("-")
			c.Neg(c)
		}
		var mono []string
		for i, e := range t.Exps {
			switch {
			case e == 1:
				mono = append(mono, p.r.name(i))
			case e > 1:
				mono = append(mono, fmt.Sprintf("%s^%d", p.r.name(i), e))
			}
		}
		switch {
		case len(mono) == 0:
			b.WriteString(c.String())
		case c.Cmp(big.NewInt(1)) == 0:
			b.WriteString(strings.Join(mono, "*"))
		default:
			b.WriteString(c.String() + "*" + strings.Join(mono, "*"))
		}
	}
	return b.String()
}
