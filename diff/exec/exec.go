// Package exec runs an external implementation as a child process that
// speaks curvecheck's JSON-lines protocol (doc/protocol.md, version
// "curvecheck/1") on its standard input and output.
//
// A child that crashes, hangs past the per-request timeout or answers
// malformed JSON yields a result wrapping diff.ErrBroken (a finding, never a
// rejection); the child is restarted for the next request.
package exec

import (
	"bufio"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	osexec "os/exec"
	"sync"
	"time"

	"github.com/kballard/go-shellquote"

	"github.com/curvecheck/curvecheck/diff"
)

// Protocol is the version string the child must announce.
const Protocol = "curvecheck/1"

// Options configure an external implementation.
type Options struct {
	// Timeout bounds each request and the handshake (default 10 s).
	Timeout time.Duration
}

// Hello is the child's first line.
type Hello struct {
	Protocol string            `json:"protocol"`
	Impl     string            `json:"impl"`
	Ops      []string          `json:"ops"`
	Policies map[string]string `json:"policies,omitempty"`
	// UnsupportedInputs declares, per operation, the input classes
	// (`curvecheck ops --json`, "input_classes") the child answers
	// "unsupported" on. Any other unsupported answer on an input the
	// reference accepts counts against the child.
	UnsupportedInputs map[string][]string `json:"unsupported_inputs,omitempty"`
}

// Request is one line sent to the child.
type Request struct {
	ID int               `json:"id"`
	Op string            `json:"op"`
	In map[string]string `json:"in"`
}

// Response is one line read from the child.
type Response struct {
	ID          int               `json:"id"`
	Out         map[string]string `json:"out,omitempty"`
	Error       *string           `json:"error,omitempty"`
	Unsupported bool              `json:"unsupported,omitempty"`
}

// Impl is a running external implementation.
type Impl struct {
	argv  []string
	opts  Options
	hello Hello
	ops   map[string]bool

	mu     sync.Mutex
	cmd    *osexec.Cmd
	stdin  io.WriteCloser
	lines  chan []byte // lines from the child's stdout; closed at EOF
	nextID int
	// Restarts counts restarts after a crash, hang or protocol error.
	Restarts int
}

// Start launches cmdline (split as a POSIX shell splits words) and reads
// its handshake.
func Start(cmdline string, opts Options) (*Impl, error) {
	argv, err := shellquote.Split(cmdline)
	if err != nil {
		return nil, fmt.Errorf("command %q: %v", cmdline, err)
	}
	if len(argv) == 0 {
		return nil, errors.New("empty command")
	}
	if opts.Timeout <= 0 {
		opts.Timeout = 10 * time.Second
	}
	x := &Impl{argv: argv, opts: opts}
	if err := x.start(); err != nil {
		return nil, err
	}
	x.ops = map[string]bool{}
	for _, op := range x.hello.Ops {
		x.ops[op] = true
	}
	return x, nil
}

func (x *Impl) start() error {
	cmd := osexec.Command(x.argv[0], x.argv[1:]...)
	stdin, err := cmd.StdinPipe()
	if err != nil {
		return err
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return err
	}
	if err := cmd.Start(); err != nil {
		return fmt.Errorf("start %s: %v", x.argv[0], err)
	}
	lines := make(chan []byte, 1)
	go func() {
		r := bufio.NewReaderSize(stdout, 1<<16)
		for {
			line, err := r.ReadBytes('\n')
			if len(line) > 0 {
				lines <- line
			}
			if err != nil {
				close(lines)
				return
			}
		}
	}()
	x.cmd, x.stdin, x.lines = cmd, stdin, lines
	select {
	case line, ok := <-lines:
		if !ok {
			x.kill()
			return errors.New("child exited before its handshake")
		}
		var h Hello
		if err := json.Unmarshal(line, &h); err != nil {
			x.kill()
			return fmt.Errorf("handshake is not JSON: %v", err)
		}
		if h.Protocol != Protocol {
			x.kill()
			return fmt.Errorf("handshake: protocol %q, want %q", h.Protocol, Protocol)
		}
		if h.Impl == "" {
			x.kill()
			return errors.New("handshake: empty impl name")
		}
		if x.hello.Impl != "" && h.Impl != x.hello.Impl {
			x.kill()
			return fmt.Errorf("restarted child calls itself %q, was %q", h.Impl, x.hello.Impl)
		}
		x.hello = h
		return nil
	case <-time.After(x.opts.Timeout):
		x.kill()
		return fmt.Errorf("no handshake within %v", x.opts.Timeout)
	}
}

func (x *Impl) kill() {
	if x.cmd == nil {
		return
	}
	x.stdin.Close()
	x.cmd.Process.Kill()
	x.cmd.Wait()
	x.cmd = nil
}

// Close stops the child.
func (x *Impl) Close() error {
	x.mu.Lock()
	defer x.mu.Unlock()
	x.kill()
	return nil
}

// Name is "exec:" and the name the child announced.
func (x *Impl) Name() string { return "exec:" + x.hello.Impl }

// Supports reports whether the child listed op in its handshake.
func (x *Impl) Supports(op string) bool { return x.ops[op] }

// Policy returns the policy the child declared for op, if any.
func (x *Impl) Policy(op string) string { return x.hello.Policies[op] }

// UnsupportedInputs returns the input classes the child declared it does
// not take for op.
func (x *Impl) UnsupportedInputs(op string) []string { return x.hello.UnsupportedInputs[op] }

// broken wraps err as an implementation failure and restarts the child.
func (x *Impl) broken(err error) error {
	x.kill()
	x.Restarts++
	if rerr := x.start(); rerr != nil {
		return fmt.Errorf("%w: %w (restart failed: %v)", diff.ErrBroken, err, rerr)
	}
	return fmt.Errorf("%w: %w (child restarted)", diff.ErrBroken, err)
}

// Run sends one request and waits for its answer.
func (x *Impl) Run(op string, in diff.Values) (diff.Values, error) {
	x.mu.Lock()
	defer x.mu.Unlock()
	if x.cmd == nil {
		if err := x.start(); err != nil {
			return nil, fmt.Errorf("%w: %v", diff.ErrBroken, err)
		}
	}
	x.nextID++
	req := Request{ID: x.nextID, Op: op, In: map[string]string{}}
	for k, v := range in {
		req.In[k] = hex.EncodeToString(v)
	}
	line, _ := json.Marshal(req)
	if _, err := x.stdin.Write(append(line, '\n')); err != nil {
		return nil, x.broken(fmt.Errorf("child exited (write: %v)", err))
	}
	timer := time.NewTimer(x.opts.Timeout)
	defer timer.Stop()
	select {
	case line, ok := <-x.lines:
		if !ok {
			return nil, x.broken(errors.New("child exited without answering (crash)"))
		}
		var resp Response
		if err := json.Unmarshal(line, &resp); err != nil {
			return nil, x.broken(fmt.Errorf("malformed JSON answer: %v", err))
		}
		if resp.ID != req.ID {
			return nil, x.broken(fmt.Errorf("answer id %d, want %d", resp.ID, req.ID))
		}
		switch {
		case resp.Unsupported:
			return nil, fmt.Errorf("%s: %w", x.Name(), diff.ErrUnsupported)
		case resp.Error != nil:
			return nil, errors.New(*resp.Error)
		}
		out := diff.Values{}
		for k, v := range resp.Out {
			b, err := hex.DecodeString(v)
			if err != nil {
				return nil, x.broken(fmt.Errorf("output %q is not hex: %v", k, err))
			}
			out[k] = b
		}
		return out, nil
	case <-timer.C:
		return nil, x.broken(fmt.Errorf("%w: no answer within %v", diff.ErrTimeout, x.opts.Timeout))
	}
}
