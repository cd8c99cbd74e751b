package cert

import (
	"bufio"
	"bytes"
	"fmt"
	"math/big"
	"strings"
)

// Kind of a certificate.
type Kind string

const (
	ECPP    Kind = "ecpp"
	NMinus1 Kind = "n-1"
)

// Certificate is one parsed certificate file.
//
// The text format, one record a line ('#' starts a comment line):
//
//	ecpp N t s a b x y      one ECPP step, in order, first N the prime
//	n-1 N q1 q2 …           one N−1 block: N, then prime factors of N − 1
//
// A file holds records of one kind only. Numbers are decimal, in their
// canonical form (no sign on non-negatives, no leading zeros).
type Certificate struct {
	Name  string
	Kind  Kind
	Steps []ECPPStep // Kind ECPP
	NM1   []NM1Block // Kind NMinus1
}

// Parse reads a certificate file.
func Parse(name string, text []byte) (*Certificate, error) {
	c := &Certificate{Name: name}
	sc := bufio.NewScanner(bytes.NewReader(text))
	sc.Buffer(nil, 1<<20)
	line := 0
	for sc.Scan() {
		line++
		s := strings.TrimSpace(sc.Text())
		if s == "" || strings.HasPrefix(s, "#") {
			continue
		}
		f := strings.Fields(s)
		kind := Kind(f[0])
		if c.Kind == "" {
			c.Kind = kind
		}
		if kind != c.Kind {
			return nil, fmt.Errorf("%s:%d: record %q in a %s certificate", name, line, f[0], c.Kind)
		}
		nums := make([]*big.Int, len(f)-1)
		for i, w := range f[1:] {
			v, ok := new(big.Int).SetString(w, 10)
			if !ok || v.String() != w {
				return nil, fmt.Errorf("%s:%d: %q is not a canonical decimal integer", name, line, w)
			}
			nums[i] = v
		}
		switch kind {
		case ECPP:
			if len(nums) != 7 {
				return nil, fmt.Errorf("%s:%d: ecpp record has %d numbers, want 7", name, line, len(nums))
			}
			c.Steps = append(c.Steps, ECPPStep{N: nums[0], T: nums[1], S: nums[2], A: nums[3], B: nums[4], X: nums[5], Y: nums[6]})
		case NMinus1:
			if len(nums) < 2 {
				return nil, fmt.Errorf("%s:%d: n-1 record needs N and at least one factor", name, line)
			}
			c.NM1 = append(c.NM1, NM1Block{N: nums[0], Factors: nums[1:]})
		default:
			return nil, fmt.Errorf("%s:%d: unknown record %q", name, line, f[0])
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	if c.Kind == "" {
		return nil, fmt.Errorf("%s: no records", name)
	}
	return c, nil
}

// N returns the number the certificate proves prime.
func (c *Certificate) N() *big.Int {
	switch c.Kind {
	case ECPP:
		return new(big.Int).Set(c.Steps[0].N)
	default:
		return new(big.Int).Set(c.NM1[0].N)
	}
}

// Verify checks the certificate completely; nil means N is proven prime.
func (c *Certificate) Verify() error {
	var err error
	switch c.Kind {
	case ECPP:
		err = verifyECPP(c.Steps)
	case NMinus1:
		err = verifyNM1(c.NM1)
	default:
		err = fmt.Errorf("unknown kind %q", c.Kind)
	}
	if err != nil {
		return fmt.Errorf("%s: %w", c.Name, err)
	}
	return nil
}

// Format renders c in the file format (without comments).
func (c *Certificate) Format() string {
	var b strings.Builder
	switch c.Kind {
	case ECPP:
		for _, s := range c.Steps {
			fmt.Fprintf(&b, "ecpp %v %v %v %v %v %v %v\n", s.N, s.T, s.S, s.A, s.B, s.X, s.Y)
		}
	case NMinus1:
		for _, s := range c.NM1 {
			fmt.Fprintf(&b, "n-1 %v", s.N)
			for _, q := range s.Factors {
				fmt.Fprintf(&b, " %v", q)
			}
			b.WriteString("\n")
		}
	}
	return b.String()
}
