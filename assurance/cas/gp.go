package cas

import (
	"errors"
	"fmt"
	"math/big"
	"strings"
	"sync"
	"time"

	"github.com/curvecheck/curvecheck/internal/gp"
)

// prelude defines the few GP functions the claims call. factor_proven
// makes factor() prove the primality of the factors it returns.
const prelude = `
default(factor_proven, 1)
cas_isprime(x) = isprime(x)
cas_sea(p, c, tors) = ellsea(ellinit(c, p), tors)
cas_twistsea(p, c, tors) = ellsea(elltwist(ellinit(c, p)), tors)
{
cas_order(p, c, gx, gy, o) = my(E = ellinit(c, p), G = [Mod(gx, p), Mod(gy, p)]);
  if (!ellisoncurve(E, G), error("reject: the base point is not on the curve"));
  if (#ellmul(E, G, o) != 1, error("reject: the multiple does not annihilate the base point"));
  ellorder(E, G, o);
}
{
cas_factor(x) = my(f = factor(x));
  concat(vector(#f~, i, [f[i, 1], f[i, 2]]));
}
{
cas_edmodel(p, a, d) = my(A = Mod(a, p), D = Mod(d, p));
  if (A == D, error("reject: a = d"));
  [0, lift(2*(A + D)/(A - D)*4/(A - D)), 0, lift((4/(A - D))^2), 0];
}
{
cas_edmap(p, a, d, x, y) = my(B = 4/(Mod(a, p) - d), Y = Mod(y, p), X = Mod(x, p), u);
  if (X == 0 || Y == 1, error("reject: an exceptional point of the map"));
  u = (1 + Y)/(1 - Y);
  [lift(B*u), lift(B^2*u/X)];
}
cas_d(p, k) = lift(k*Mod(-121665, p)/121666)
cas_sqrtm1(p, s) = [Mod(s, p)^2 == -1, lift(Mod(2, p)^((p - 1)/4))]
cc_ready() = 1
`

var (
	poolOnce sync.Once
	pool     *gp.Pool
	memo     sync.Map // expression → []*big.Int (successful answers only)
)

// eval runs fn(args...) in gp (one child at a time per caller, two at
// most) and returns the integers it printed. Without gp the error wraps
// claim.ErrNoGP. Answers are kept: the same expression is evaluated once
// per process.
func eval(fn string, args ...gp.Arg) ([]*big.Int, error) {
	if _, err := gp.Path(); err != nil {
		return nil, err
	}
	expr := gp.Expr(gp.Call(fn, args...))
	if v, ok := memo.Load(expr); ok {
		return v.([]*big.Int), nil
	}
	poolOnce.Do(func() { pool = gp.NewPool(2, gp.Options{Prelude: prelude, Timeout: 15 * time.Minute}) })
	out, err := pool.Eval(expr)
	if err != nil {
		var ge *gp.Error
		if errors.As(err, &ge) {
			if msg, ok := ge.User(); ok {
				return nil, errors.New("PARI/GP: " + strings.TrimPrefix(msg, "reject: "))
			}
		}
		return nil, err
	}
	v, err := gp.ParseInts(out)
	if err != nil {
		return nil, fmt.Errorf("gp answered %q to %s: %v", out, fn, err)
	}
	memo.Store(expr, v)
	return v, nil
}

// evalOne is eval for a single integer.
func evalOne(fn string, args ...gp.Arg) (*big.Int, error) {
	v, err := eval(fn, args...)
	if err != nil {
		return nil, err
	}
	if len(v) != 1 {
		return nil, fmt.Errorf("gp answered %d integers to %s, want one", len(v), fn)
	}
	return v[0], nil
}

func ints(xs ...*big.Int) []gp.Arg {
	out := make([]gp.Arg, len(xs))
	for i, x := range xs {
		out[i] = gp.Int(x)
	}
	return out
}
