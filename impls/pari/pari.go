package pari

import (
	_ "embed"
	"errors"
	"fmt"
	"math/big"
	"runtime"
	"strings"
	"sync"

	"github.com/curvecheck/curvecheck/catalog"
	"github.com/curvecheck/curvecheck/internal/gp"
	"github.com/curvecheck/curvecheck/ref/weierstrass"
)

// Name is the registry name.
const Name = "pari"

//go:embed pari.gp
var source string

// Impl is the PARI/GP implementation.
type Impl struct {
	table map[string]opFunc

	once sync.Once
	pool *gp.Pool
	// mutate, when set (tests), rewrites every expression before gp sees
	// it: a wrong answer that the comparison must find.
	mutate func(string) string
}

type opFunc func(x *Impl, in catalog.Values) (catalog.Values, error)

// New returns the implementation; its gp children start on first use.
func New() *Impl { return &Impl{table: table()} }

// Capabilities: Unavailable (gp missing) and Close (the gp processes).
func (x *Impl) Capabilities() catalog.Capabilities {
	return catalog.Capabilities{Unavailable: x.Unavailable, Close: x.Close}
}

// Unavailable returns why the implementation cannot run (gp is not on
// PATH: an error wrapping claim.ErrNoGP), or nil.
func (x *Impl) Unavailable() error {
	_, err := gp.Path()
	return err
}

// Name returns "pari".
func (x *Impl) Name() string { return Name }

// Supports reports whether op is served; nothing is without gp.
func (x *Impl) Supports(op string) bool {
	_, ok := x.table[op]
	return ok && x.Unavailable() == nil
}

// Ops lists the operations served when gp is available.
func (x *Impl) Ops() []string {
	var out []string
	for op := range x.table {
		out = append(out, op)
	}
	return out
}

// Run computes op.
func (x *Impl) Run(op string, in catalog.Values) (catalog.Values, error) {
	fn, ok := x.table[op]
	if !ok {
		return nil, fmt.Errorf("%s: %s: %w", Name, op, catalog.ErrUnsupported)
	}
	if err := x.Unavailable(); err != nil {
		return nil, fmt.Errorf("%s: %w: %w", Name, catalog.ErrBroken, err)
	}
	return fn(x, in)
}

// Close ends the gp children.
func (x *Impl) Close() error {
	if x.pool != nil {
		return x.pool.Close()
	}
	return nil
}

// prelude is pari.gp followed by the curves' set-up, with the parameters
// the reference holds (ref/weierstrass; edwards25519's p and ℓ from the
// catalog's family, d and the base point recomputed in GP).
func prelude() string {
	var b strings.Builder
	b.WriteString(source)
	b.WriteString("\n")
	for k, c := range weierstrassCurves {
		fmt.Fprintf(&b, "%s\n", gp.Expr(gp.Call("cc_setw", gp.Small(int64(k+1)), gp.Int(c.F.P()), gp.Int(c.A), gp.Int(c.B),
			gp.Int(c.Gx), gp.Int(c.Gy), gp.Int(c.N), gp.Int(c.H))))
	}
	fmt.Fprintf(&b, "%s\n", gp.Expr(gp.Call("cc_sete", gp.Int(catalog.Edwards25519.P), gp.Int(catalog.Edwards25519.N))))
	b.WriteString("cc_ready() = 1\n")
	return b.String()
}

// weierstrassCurves are families 1, 2, 3 of pari.gp.
var weierstrassCurves = []*weierstrass.Curve{weierstrass.Secp256k1, weierstrass.P384, weierstrass.P256}

// eval runs fn(args...) in gp and returns the integers it printed (one, or
// a vector's). A rejection (error("reject: ...") in pari.gp) is a plain
// error; anything else gp raises, a timeout or a dead child wraps
// catalog.ErrBroken (and catalog.ErrTimeout): a finding, never agreement.
func (x *Impl) eval(fn string, args ...gp.Arg) ([]*big.Int, error) {
	x.once.Do(func() {
		x.pool = gp.NewPool(runtime.GOMAXPROCS(0), gp.Options{Prelude: prelude()})
	})
	expr := gp.Expr(gp.Call(fn, args...))
	if x.mutate != nil {
		expr = x.mutate(expr)
	}
	out, err := x.pool.Eval(expr)
	if err != nil {
		var ge *gp.Error
		if errors.As(err, &ge) {
			if msg, ok := ge.User(); ok && strings.HasPrefix(msg, "reject: ") {
				return nil, errors.New(Name + ": " + strings.TrimPrefix(msg, "reject: "))
			}
		}
		if errors.Is(err, gp.ErrTimeout) {
			return nil, fmt.Errorf("%w: %w: %v", catalog.ErrBroken, catalog.ErrTimeout, err)
		}
		return nil, fmt.Errorf("%w: %v", catalog.ErrBroken, err)
	}
	ints, err := gp.ParseInts(out)
	if err != nil {
		return nil, fmt.Errorf("%w: gp answered %q to %s: %v", catalog.ErrBroken, out, fn, err)
	}
	return ints, nil
}

func init() { catalog.Register(New()) }
