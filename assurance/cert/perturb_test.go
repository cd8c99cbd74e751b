package cert

import (
	"fmt"
	"math/big"
	"regexp"
	"testing"
)

// numbers returns a pointer to every number of c, with its place.
func numbers(c *Certificate) (ptrs []**big.Int, places []string) {
	for i := range c.Steps {
		s := &c.Steps[i]
		for j, p := range []**big.Int{&s.N, &s.T, &s.S, &s.A, &s.B, &s.X, &s.Y} {
			ptrs = append(ptrs, p)
			places = append(places, fmt.Sprintf("step %d %s", i+1, []string{"N", "t", "s", "a", "b", "x", "y"}[j]))
		}
	}
	for i := range c.NM1 {
		b := &c.NM1[i]
		ptrs = append(ptrs, &b.N)
		places = append(places, fmt.Sprintf("block %d N", i+1))
		for j := range b.Factors {
			ptrs = append(ptrs, &b.Factors[j])
			places = append(places, fmt.Sprintf("block %d factor %d", i+1, j+1))
		}
	}
	return ptrs, places
}

// perturbations of v: v + 1, v − 1, and v with its lowest, middle and
// highest bits flipped (distinct values only, none equal to v).
func perturbations(v *big.Int) []*big.Int {
	var out []*big.Int
	seen := map[string]bool{v.String(): true}
	add := func(w *big.Int) {
		if !seen[w.String()] {
			seen[w.String()] = true
			out = append(out, w)
		}
	}
	add(new(big.Int).Add(v, one))
	add(new(big.Int).Sub(v, one))
	abs := new(big.Int).Abs(v)
	n := abs.BitLen()
	for _, i := range []int{0, n / 2, n - 1} {
		if i < 0 {
			continue
		}
		w := new(big.Int).SetBit(abs, i, abs.Bit(i)^1)
		if v.Sign() < 0 {
			w.Neg(w)
		}
		add(w)
	}
	return out
}

var namesStep = regexp.MustCompile(`(ECPP step|N−1 block) \d+ \(N = `)

// TestPerturbationsRejected changes every number of every committed
// certificate in turn, several ways, and requires each change to be
// rejected with an error naming the step or block.
func TestPerturbationsRejected(t *testing.T) {
	files, err := Files()
	if err != nil {
		t.Fatal(err)
	}
	total, rejected := 0, 0
	for _, f := range files {
		c, err := Load(f)
		if err != nil {
			t.Fatal(err)
		}
		ptrs, places := numbers(c)
		for i, p := range ptrs {
			orig := *p
			for _, w := range perturbations(orig) {
				*p = w
				total++
				err := c.Verify()
				switch {
				case err == nil:
					t.Errorf("%s %s: %v → %v accepted", f, places[i], orig, w)
				case !namesStep.MatchString(err.Error()):
					t.Errorf("%s %s: error names no step: %v", f, places[i], err)
				default:
					rejected++
				}
			}
			*p = orig
		}
		if err := c.Verify(); err != nil {
			t.Fatalf("%s: restored certificate fails: %v", f, err)
		}
	}
	t.Logf("perturbations rejected: %d of %d (%.1f%%)", rejected, total, 100*float64(rejected)/float64(total))
	if total == 0 {
		t.Fatal("no perturbation made")
	}
}
