package field

import (
	"math/big"
	"math/rand"
	"testing"
)

// chainExponent evaluates chain on exponents: register 0 starts at 1 (the
// input a = a^1) and each step gives dst = src·2^squarings + by. A step
// reading a register no step has written gives nil.
func chainExponent(chain []rootStep) *big.Int {
	var regs [rootReg + 1]*big.Int
	regs[0] = big.NewInt(1)
	for _, s := range chain {
		if regs[s.src] == nil || s.by != noFactor && regs[s.by] == nil {
			return nil
		}
		e := new(big.Int).Lsh(regs[s.src], uint(s.squarings))
		if s.by != noFactor {
			e.Add(e, regs[s.by])
		}
		regs[s.dst] = e
	}
	return regs[rootReg]
}

// TestRootChainExponent holds the chain the lanes run to (p+1)/4, and
// sees a chain with one squaring more, or a wrong factor, miss it.
func TestRootChainExponent(t *testing.T) {
	want := new(big.Int).Add(bigP, big.NewInt(1))
	want.Rsh(want, 2)
	if got := chainExponent(rootChain); got == nil || got.Cmp(want) != 0 {
		t.Fatalf("rootChain computes a^%x, want a^((p+1)/4) = a^%x", got, want)
	}
	for k := range rootChain {
		for _, mutate := range []func(*rootStep){
			func(s *rootStep) { s.squarings++ },
			func(s *rootStep) {
				if s.by == noFactor {
					s.by = 0
				} else {
					s.by = (s.by + 1) % rootReg
				}
			},
		} {
			bad := append([]rootStep(nil), rootChain...)
			mutate(&bad[k])
			if got := chainExponent(bad); got != nil && got.Cmp(want) == 0 {
				t.Fatalf("a mutation of step %d still gives (p+1)/4: the check cannot fail", k)
			}
		}
	}
}

// TestSqrtManyAgrees holds SqrtManyVar to math/big on squares and
// non-squares of magnitude up to 8, for batch sizes around the lane
// width (a padded last block, one full block, several), with out
// aliasing in and not.
func TestSqrtManyAgrees(t *testing.T) {
	r := rand.New(rand.NewSource(7))
	sizes := []int{0, 1, 2, 3, 15, 16, 17, 31, 32, 33, 70}
	if testing.Short() {
		sizes = []int{1, 2, 17, 33}
	}
	for _, n := range sizes {
		for _, alias := range []bool{false, true} {
			in := make([]Element, n)
			want := make([]*big.Int, n)
			for i := range in {
				var e *Element
				var v *big.Int
				if i%5 == 4 {
					vals := edgeValues()
					v = modP(vals[r.Intn(len(vals))])
					e = fromBig(v)
				} else {
					e, v = randElement(r, 1+r.Intn(8))
				}
				in[i], want[i] = *e, modP(v)
			}
			out := make([]Element, n)
			if alias {
				out = in
			}
			ok := make([]bool, n)
			SqrtManyVar(out, in, ok)
			for i := range n {
				isSquare := new(big.Int).ModSqrt(want[i], bigP) != nil
				if ok[i] != isSquare {
					t.Fatalf("n=%d alias=%v: input %d (%x): ok = %v, square = %v", n, alias, i, want[i], ok[i], isSquare)
				}
				if !isSquare {
					continue
				}
				root := toBig(&out[i])
				if modP(new(big.Int).Mul(root, root)).Cmp(want[i]) != 0 {
					t.Fatalf("n=%d alias=%v: input %d: root² ≠ %x", n, alias, i, want[i])
				}
				if out[i].n[4] >= 1<<49 || out[i].n[0] >= 1<<52 {
					t.Fatalf("n=%d: root %d is not of magnitude 1", n, i)
				}
			}
		}
	}
}

func BenchmarkSqrtMany(b *testing.B) {
	for _, n := range []int{1, 16, 128} {
		in := make([]Element, n)
		for i := range in {
			in[i].SetUint64(uint64(i + 2))
		}
		out := make([]Element, n)
		ok := make([]bool, n)
		b.Run(map[int]string{1: "n=1", 16: "n=16", 128: "n=128"}[n], func(b *testing.B) {
			for b.Loop() {
				SqrtManyVar(out, in, ok)
			}
		})
	}
}
