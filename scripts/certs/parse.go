package main

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/curvecheck/curvecheck/assurance/cert"
)

// value is a node of gp's printed output: an integer or a vector.
type value struct {
	n   *big.Int
	vec []value
}

// parseGP reads gp's print() of nested vectors of integers.
func parseGP(s string) (value, error) {
	p := &gpParser{s: s}
	v, err := p.parse()
	if err != nil {
		return value{}, err
	}
	p.skip()
	if p.i != len(p.s) {
		return value{}, fmt.Errorf("trailing text %q", p.s[p.i:])
	}
	return v, nil
}

type gpParser struct {
	s string
	i int
}

func (p *gpParser) skip() {
	for p.i < len(p.s) && strings.ContainsRune(" \n\t", rune(p.s[p.i])) {
		p.i++
	}
}

func (p *gpParser) parse() (value, error) {
	p.skip()
	if p.i >= len(p.s) {
		return value{}, fmt.Errorf("unexpected end")
	}
	if p.s[p.i] == '[' {
		p.i++
		v := value{vec: []value{}}
		p.skip()
		if p.i < len(p.s) && p.s[p.i] == ']' {
			p.i++
			return v, nil
		}
		for {
			e, err := p.parse()
			if err != nil {
				return value{}, err
			}
			v.vec = append(v.vec, e)
			p.skip()
			if p.i >= len(p.s) {
				return value{}, fmt.Errorf("unterminated vector")
			}
			switch p.s[p.i] {
			case ',':
				p.i++
			case ']':
				p.i++
				return v, nil
			default:
				return value{}, fmt.Errorf("unexpected %q at %d", p.s[p.i], p.i)
			}
		}
	}
	j := p.i
	if p.s[j] == '-' {
		j++
	}
	for j < len(p.s) && p.s[j] >= '0' && p.s[j] <= '9' {
		j++
	}
	n, ok := new(big.Int).SetString(p.s[p.i:j], 10)
	if !ok {
		return value{}, fmt.Errorf("not an integer at %d: %.20q", p.i, p.s[p.i:])
	}
	p.i = j
	return value{n: n}, nil
}

// ecppSteps converts [[N, t, s, a, [x, y]], ...], adding each step's
// b = y² − x³ − a·x mod N (the curve PARI's step leaves implicit).
func ecppSteps(v value) ([]cert.ECPPStep, error) {
	if v.n != nil || len(v.vec) == 0 {
		return nil, fmt.Errorf("ECPP certificate is not a vector of steps")
	}
	var out []cert.ECPPStep
	for i, s := range v.vec {
		if len(s.vec) != 5 || len(s.vec[4].vec) != 2 {
			return nil, fmt.Errorf("step %d: not [N, t, s, a, [x, y]]", i+1)
		}
		nums := []*big.Int{s.vec[0].n, s.vec[1].n, s.vec[2].n, s.vec[3].n, s.vec[4].vec[0].n, s.vec[4].vec[1].n}
		for _, n := range nums {
			if n == nil {
				return nil, fmt.Errorf("step %d: not an integer", i+1)
			}
		}
		N, a, x, y := nums[0], nums[3], nums[4], nums[5]
		b := new(big.Int).Mul(y, y)
		b.Sub(b, new(big.Int).Exp(x, big.NewInt(3), nil))
		b.Sub(b, new(big.Int).Mul(a, x))
		b.Mod(b, N)
		out = append(out, cert.ECPPStep{N: N, T: nums[1], S: nums[2], A: a, B: b, X: x, Y: y})
	}
	return out, nil
}

// nm1Blocks converts [N, [p1, [p2, a2, C2], ...]] (C2 = [p2, [...]]) into
// blocks, depth first, the top first. PARI's witnesses a are dropped: the
// verifier searches its own.
func nm1Blocks(v value) ([]cert.NM1Block, error) {
	if len(v.vec) != 2 || v.vec[0].n == nil || v.vec[1].n != nil {
		return nil, fmt.Errorf("N−1 certificate is not [N, [factors]]")
	}
	b := cert.NM1Block{N: v.vec[0].n}
	var subs []value
	for _, f := range v.vec[1].vec {
		switch {
		case f.n != nil:
			b.Factors = append(b.Factors, f.n)
		case len(f.vec) == 3 && f.vec[0].n != nil:
			b.Factors = append(b.Factors, f.vec[0].n)
			subs = append(subs, f.vec[2])
		default:
			return nil, fmt.Errorf("N−1 factor entry of unknown shape")
		}
	}
	out := []cert.NM1Block{b}
	for _, s := range subs {
		bs, err := nm1Blocks(s)
		if err != nil {
			return nil, err
		}
		out = append(out, bs...)
	}
	return out, nil
}
