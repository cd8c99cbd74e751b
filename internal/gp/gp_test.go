package gp

import (
	"errors"
	"math/big"
	"os"
	"strings"
	"sync"
	"testing"
	"time"
)

// needGP skips without gp on PATH, and fails under CI=true (CI installs
// pari-gp).
func needGP(t *testing.T) {
	t.Helper()
	if _, err := Path(); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("CI=true but %v", err)
		}
		t.Skipf("%v: the PARI/GP driver is not tested", err)
	}
}

const prelude = `
sq(x) = x^2
{
bad(x) = my(y = x);
  error("reject: not this one");
}
cc_ready() = 1
`

func TestEval(t *testing.T) {
	needGP(t)
	p, err := Start(Options{Prelude: prelude})
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	big2 := new(big.Int).Lsh(big.NewInt(1), 300)
	out, err := p.Eval(Expr(Call("sq", Int(big2))))
	if err != nil || out != new(big.Int).Mul(big2, big2).String() {
		t.Fatalf("sq(2^300) = %q, %v", out, err)
	}
	// A PARI error is an *Error naming the expression; the child lives on.
	_, err = p.Eval("1/Mod(0,7)")
	var ge *Error
	if !errors.As(err, &ge) || ge.Name != "e_INV" || !strings.Contains(err.Error(), "1/Mod(0,7)") {
		t.Fatalf("1/Mod(0,7): %v", err)
	}
	_, err = p.Eval(Expr(Call("bad", Small(1))))
	if !errors.As(err, &ge) {
		t.Fatalf("bad(1): %v", err)
	}
	if msg, ok := ge.User(); !ok || msg != "reject: not this one" {
		t.Fatalf("bad(1): user error %q, %v", msg, ok)
	}
	// A syntax error is an error, not a hang, and the next answer is right.
	if _, err := p.Eval("1+"); err == nil {
		t.Fatal("syntax error accepted")
	}
	if _, err := p.Eval("1\nprint(2)"); err == nil {
		t.Fatal("line break accepted")
	}
	if out, err := p.Eval(Expr(Vec(Small(1), Small(-2)))); err != nil || out != "[1, -2]" {
		t.Fatalf("[1,-2] = %q, %v", out, err)
	}
}

func TestTimeout(t *testing.T) {
	needGP(t)
	p, err := Start(Options{Timeout: 200 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	if _, err := p.Eval("while(1,)"); !errors.Is(err, ErrTimeout) {
		t.Fatalf("endless loop: %v", err)
	}
	if _, err := p.Eval("1"); !errors.Is(err, ErrTimeout) {
		t.Fatalf("after a timeout the child is gone: %v", err)
	}
}

func TestPoolConcurrent(t *testing.T) {
	needGP(t)
	pool := NewPool(2, Options{Prelude: prelude})
	defer pool.Close()
	var wg sync.WaitGroup
	errs := make(chan error, 40)
	for i := range 40 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			out, err := pool.Eval(Expr(Call("sq", Small(int64(i)))))
			if err == nil && out != big.NewInt(int64(i*i)).String() {
				err = errors.New("sq(" + big.NewInt(int64(i)).String() + ") = " + out)
			}
			if err != nil {
				errs <- err
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
}

func TestCallRefusesNonIdentifiers(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Fatal("Call accepted a function name that is not an identifier")
		}
	}()
	Call("system(\"x\")")
}
