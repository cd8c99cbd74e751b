package gp

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"strings"
	"sync"
	"time"

	"github.com/curvecheck/curvecheck/assurance/claim"
)

// DefaultTimeout bounds one expression when Options.Timeout is zero.
const DefaultTimeout = 30 * time.Second

// Options configure a child.
type Options struct {
	// Timeout bounds each expression; on expiry the child is killed and
	// the expression fails with ErrTimeout. Zero means DefaultTimeout.
	Timeout time.Duration
	// Prelude is GP source (function definitions, constants) run once when
	// the child starts, read as gp reads a file: one statement a line, and
	// each multi-line function definition in a block of its own between
	// lines { and } (inside a block the body runs to the closing brace). It
	// must define cc_ready() returning 1: Start evaluates it to know the
	// prelude ran to the end.
	Prelude string
	// StackMax is gp's parisizemax in bytes (the stack grows up to it);
	// zero means 1 GiB.
	StackMax int64
}

// ErrTimeout is returned (wrapped) when an expression outlives the timeout.
var ErrTimeout = errors.New("gp: timeout")

// ErrDied is returned (wrapped) when the child exits or its pipes break.
var ErrDied = errors.New("gp: the child process is gone")

// Error is an error gp raised while evaluating an expression: an
// error("...") of the expression's own code (Name "e_USER") or one of
// PARI's (e_INV, e_STACK, ...).
type Error struct {
	Expr string // the expression, shortened
	Name string // errname(E)
	Msg  string // the error as gp prints it
}

func (e *Error) Error() string { return fmt.Sprintf("gp: %s: %s (in %s)", e.Name, e.Msg, e.Expr) }

// User reports whether the error is an error("...") call of the
// expression's own code, and returns its message.
func (e *Error) User() (string, bool) {
	if e.Name != "e_USER" {
		return "", false
	}
	m := strings.TrimPrefix(e.Msg, "error(")
	m = strings.TrimSuffix(m, ")")
	return strings.TrimPrefix(strings.Trim(m, `"`), "user error: "), true
}

// Path returns the gp executable found on PATH, or an error wrapping
// claim.ErrNoGP.
func Path() (string, error) {
	p, err := exec.LookPath("gp")
	if err != nil {
		return "", fmt.Errorf("%w (%v)", claim.ErrNoGP, err)
	}
	return p, nil
}

// Proc is one gp child. Its methods serialize: one expression at a time.
type Proc struct {
	mu      sync.Mutex
	cmd     *exec.Cmd
	stdin   io.WriteCloser
	lines   chan string
	stderr  *tail
	timeout time.Duration
	n       int
	dead    error
}

// Start launches gp -q -f (quiet, without reading a gprc), sets it up
// (no break loop, the stack limit) and runs opts.Prelude.
func Start(opts Options) (*Proc, error) {
	path, err := Path()
	if err != nil {
		return nil, err
	}
	cmd := exec.Command(path, "-q", "-f")
	stdin, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	p := &Proc{cmd: cmd, stdin: stdin, lines: make(chan string, 64), stderr: &tail{}, timeout: opts.Timeout}
	cmd.Stderr = p.stderr
	if p.timeout <= 0 {
		p.timeout = DefaultTimeout
	}
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("gp: starting %s: %w", path, err)
	}
	go func() {
		sc := bufio.NewScanner(stdout)
		sc.Buffer(make([]byte, 64<<10), 64<<20)
		for sc.Scan() {
			p.lines <- sc.Text()
		}
		close(p.lines)
	}()
	stackMax := opts.StackMax
	if stackMax <= 0 {
		stackMax = 1 << 30
	}
	setup := fmt.Sprintf("default(breakloop,0);default(parisizemax,%d);default(colors,\"no\");", stackMax)
	if _, err := p.send(setup, setup); err != nil {
		p.Close()
		return nil, err
	}
	if opts.Prelude != "" {
		if _, err := p.send(strings.TrimRight(opts.Prelude, "\n"), "the prelude"); err != nil {
			p.Close()
			return nil, err
		}
		out, err := p.Eval("cc_ready()")
		if err != nil || out != "1" {
			p.Close()
			return nil, fmt.Errorf("gp: the prelude did not run to the end (cc_ready() = %q, %v); gp said: %s", out, err, p.stderr.String())
		}
	}
	return p, nil
}

// Eval evaluates expr (one line, no line break) and returns what it
// prints: print(expr)'s output, trailing newline removed. A GP error is an
// *Error; a timeout or a dead child wraps ErrTimeout or ErrDied.
func (p *Proc) Eval(expr string) (string, error) {
	if strings.ContainsAny(expr, "\n\r") {
		return "", fmt.Errorf("gp: expression with a line break refused: %s", short(expr))
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.n++
	line := fmt.Sprintf(`iferr(print(%s);print("@@ok %d"),E_,print("@@err %d ",errname(E_)," ",E_))`, expr, p.n, p.n)
	return p.exchange(line, expr)
}

// send runs a raw block (setup, prelude) with nothing expected back but
// the sync line; the caller holds no lock (Start) or p.mu.
func (p *Proc) send(block, what string) (string, error) {
	p.n++
	return p.exchange(block, what)
}

// exchange writes line and the sync line of request p.n, and reads up to
// the sync line.
func (p *Proc) exchange(line, expr string) (string, error) {
	if p.dead != nil {
		return "", p.dead
	}
	n := p.n
	if _, err := fmt.Fprintf(p.stdin, "%s\nprint(\"@@sync %d\")\n", line, n); err != nil {
		return "", p.die(fmt.Errorf("%w: writing %s: %v", ErrDied, short(expr), err))
	}
	okTag, errTag, syncTag := fmt.Sprintf("@@ok %d", n), fmt.Sprintf("@@err %d ", n), fmt.Sprintf("@@sync %d", n)
	timer := time.NewTimer(p.timeout)
	defer timer.Stop()
	var out []string
	var gpErr *Error
	ok := false
	for {
		select {
		case l, open := <-p.lines:
			if !open {
				return "", p.die(fmt.Errorf("%w while evaluating %s; gp said: %s", ErrDied, short(expr), p.stderr.String()))
			}
			switch {
			case l == syncTag:
				switch {
				case gpErr != nil:
					return "", gpErr
				case ok || !strings.HasPrefix(line, "iferr("):
					return strings.Join(out, "\n"), nil
				}
				return "", &Error{Expr: short(expr), Name: "syntax", Msg: "gp printed no result (a syntax error?): " + p.stderr.String()}
			case l == okTag:
				ok = true
			case strings.HasPrefix(l, errTag):
				name, msg, _ := strings.Cut(strings.TrimPrefix(l, errTag), " ")
				gpErr = &Error{Expr: short(expr), Name: name, Msg: msg}
			case !ok && gpErr == nil:
				out = append(out, l)
			}
		case <-timer.C:
			return "", p.die(fmt.Errorf("%w after %v evaluating %s", ErrTimeout, p.timeout, short(expr)))
		}
	}
}

// die kills the child and makes err its permanent state.
func (p *Proc) die(err error) error {
	p.dead = err
	if p.cmd.Process != nil {
		p.cmd.Process.Kill()
	}
	go p.cmd.Wait()
	return err
}

// Dead returns the error that ended the child, or nil while it runs.
func (p *Proc) Dead() error {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.dead
}

// Close ends the child: end of input, then a kill if it has not exited
// within a second.
func (p *Proc) Close() error {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.dead != nil {
		return nil
	}
	p.dead = fmt.Errorf("%w: closed", ErrDied)
	p.stdin.Close()
	done := make(chan struct{})
	go func() { p.cmd.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(time.Second):
		p.cmd.Process.Kill()
		<-done
	}
	return nil
}

func short(s string) string {
	if len(s) > 160 {
		return s[:160] + "…"
	}
	return s
}

// tail keeps the last 4 KiB written to it (gp's standard error).
type tail struct {
	mu  sync.Mutex
	buf []byte
}

func (t *tail) Write(b []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.buf = append(t.buf, b...)
	if len(t.buf) > 4096 {
		t.buf = t.buf[len(t.buf)-4096:]
	}
	return len(b), nil
}

func (t *tail) String() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	s := strings.TrimSpace(string(t.buf))
	if s == "" {
		return "(nothing on standard error)"
	}
	return s
}
