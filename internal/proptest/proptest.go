// Package proptest holds the shared set-up of the gopter property tests:
// a seed that is logged and can be replayed, and generators that draw only
// from gopter's own random source.
package proptest

import (
	"math/big"
	"os"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/leanovate/gopter"
)

// clockSeed is the default seed, read from the clock once per process.
var clockSeed = sync.OnceValue(func() int64 { return time.Now().UnixNano() })

// SeedEnv names the environment variable that replays a logged seed.
const SeedEnv = "CURVECHECK_SEED"

// Parameters returns gopter parameters with minSuccess runs (a tenth of it,
// at least 3, under -short) and a seed taken from $CURVECHECK_SEED or the
// clock, read once per process (properties over the same generator then
// draw the same cases, whose reference answers a refimpl.Memo computes
// once). The seed is logged so that a failure can be replayed with
// CURVECHECK_SEED=<seed> go test -run <name>.
func Parameters(t *testing.T, minSuccess int) *gopter.TestParameters {
	t.Helper()
	seed := clockSeed()
	if s := os.Getenv(SeedEnv); s != "" {
		v, err := strconv.ParseInt(s, 10, 64)
		if err != nil {
			t.Fatalf("%s=%q: %v", SeedEnv, s, err)
		}
		seed = v
	}
	if testing.Short() {
		minSuccess = max(3, minSuccess/10)
	}
	p := gopter.DefaultTestParameters()
	p.MinSuccessfulTests = minSuccess
	p.SetSeed(seed)
	t.Logf("gopter seed %d (replay: %s=%d go test -run '%s')", seed, SeedEnv, seed, t.Name())
	return p
}

// Int returns a generator of integers in [0, bound): mostly uniform, and one
// time in eight an edge value (0, 1, 2, bound-1, bound-2, bound/2, 2^k±1).
func Int(bound *big.Int) gopter.Gen {
	edges := []*big.Int{big.NewInt(0), big.NewInt(1), big.NewInt(2)}
	for _, d := range []int64{1, 2} {
		edges = append(edges, new(big.Int).Sub(bound, big.NewInt(d)))
	}
	edges = append(edges, new(big.Int).Rsh(bound, 1))
	for k := 8; k < bound.BitLen(); k *= 2 {
		p := new(big.Int).Lsh(big.NewInt(1), uint(k))
		edges = append(edges, new(big.Int).Sub(p, big.NewInt(1)), p, new(big.Int).Add(p, big.NewInt(1)))
	}
	size := (bound.BitLen() + 7) / 8
	return func(gp *gopter.GenParameters) *gopter.GenResult {
		var v *big.Int
		if gp.Rng.Intn(8) == 0 {
			v = new(big.Int).Mod(edges[gp.Rng.Intn(len(edges))], bound)
		} else {
			b := make([]byte, size+8)
			gp.Rng.Read(b)
			v = new(big.Int).Mod(new(big.Int).SetBytes(b), bound)
		}
		return gopter.NewGenResult(v, gopter.NoShrinker)
	}
}

// Bytes returns a generator of byte strings of length n.
func Bytes(n int) gopter.Gen {
	return func(gp *gopter.GenParameters) *gopter.GenResult {
		b := make([]byte, n)
		gp.Rng.Read(b)
		return gopter.NewGenResult(b, gopter.NoShrinker)
	}
}
