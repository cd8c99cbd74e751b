// Package exec runs an external implementation as a child process that
// speaks curvecheck's JSON-lines protocol (doc/protocol.md, version
// "curvecheck/1") on its standard input and output.
//
// A child that crashes, hangs past the per-request timeout or answers
// outside the protocol yields a result wrapping catalog.ErrBroken (a finding,
// never a rejection); the child is restarted for the next request. A line
// with an earlier request's id is a second answer to that request
// (TakeLateAnswers) if the pending request's own answer follows it, and
// the pending request's failure otherwise. The child's standard error
// goes to the user, each line prefixed with its name, and its last lines
// are kept in the error when it dies.
package exec

import (
	"bufio"
	"bytes"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"maps"
	"os"
	osexec "os/exec"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/kballard/go-shellquote"

	"github.com/curvecheck/curvecheck/catalog"
)

// Protocol is the version string the child must announce.
const Protocol = "curvecheck/1"

// Options configure an external implementation.
type Options struct {
	// Timeout bounds each request and the handshake (default 10 s).
	Timeout time.Duration
	// Stderr receives the child's standard error, a line at a time, each
	// prefixed with "[exec:NAME] " (default os.Stderr).
	Stderr io.Writer
	// Lock, if set, is held while a line of the child's standard error is
	// written, so that the caller's own output, written under the same
	// lock, does not interleave with it.
	Lock sync.Locker
}

// Hello is the child's first line.
type Hello struct {
	Protocol string   `json:"protocol"`
	Impl     string   `json:"impl"`
	Ops      []string `json:"ops"`
	// Policies maps operation names or patterns ("secp256k1/point_*") to
	// the policy atoms the child follows there.
	Policies map[string]string `json:"policies,omitempty"`
	// UnsupportedInputs declares, per operation, the input classes
	// (`curvecheck ops --json`, "input_classes") the child answers
	// "unsupported" on. Any other unsupported answer on an input the
	// reference accepts counts against the child.
	UnsupportedInputs map[string][]string `json:"unsupported_inputs,omitempty"`
	// VerifyOnly names the signing operations (names or patterns) whose
	// signatures are randomized: they are checked by verification instead
	// of byte for byte.
	VerifyOnly []string `json:"verify_only,omitempty"`
}

// Request is one line sent to the child.
type Request struct {
	ID int               `json:"id"`
	Op string            `json:"op"`
	In map[string]string `json:"in"`
}

// Response is one line read from the child: exactly one of Out, Error and
// Unsupported.
type Response struct {
	ID          int               `json:"id"`
	Out         map[string]string `json:"out,omitempty"`
	Error       *string           `json:"error,omitempty"`
	Unsupported bool              `json:"unsupported,omitempty"`
}

// MarshalJSON writes the response with "out" present whenever Out is not
// nil, an empty object included (a verification's success).
func (r Response) MarshalJSON() ([]byte, error) {
	type plain struct {
		ID          int                `json:"id"`
		Out         *map[string]string `json:"out,omitempty"`
		Error       *string            `json:"error,omitempty"`
		Unsupported bool               `json:"unsupported,omitempty"`
	}
	p := plain{ID: r.ID, Error: r.Error, Unsupported: r.Unsupported}
	if r.Out != nil {
		p.Out = &r.Out
	}
	return json.Marshal(p)
}

// wireResponse is a Response as read, telling an absent "out" from a null
// or empty one.
type wireResponse struct {
	ID          *int            `json:"id"`
	Out         json.RawMessage `json:"out"`
	Error       *string         `json:"error"`
	Unsupported *bool           `json:"unsupported"`
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
	lines  chan outLine  // lines from the child's stdout; closed at EOF
	quit   chan struct{} // closed when the child is killed
	errEOF chan struct{} // closed when the child's stderr ends
	nextID int
	// sent holds this process's last requests by id (keepSent of them),
	// for second answers; last is the id of the last request answered (0:
	// none since the start) and probed is set once FlushLateAnswers has
	// sent it again.
	sent   map[int]sentRequest
	last   int
	probed bool
	late   []catalog.LateAnswer
	// Restarts counts restarts after a crash, hang or protocol error.
	Restarts int

	tailMu sync.Mutex
	tail   []string // the last lines of the child's standard error
}

// MaxLine bounds a line of the child's standard output (64 MiB): a
// longer answer is a protocol error, read to its end but not kept.
const MaxLine = 64 << 20

// outLine is a line of the child's standard output: at most its first
// MaxLine bytes, and its whole size.
type outLine struct {
	b    []byte
	size int
}

// readLine reads r up to and including the next '\n' (or to the end) and
// returns at most the first limit bytes of it and its whole size.
func readLine(r *bufio.Reader, limit int) (outLine, error) {
	var l outLine
	for {
		frag, err := r.ReadSlice('\n')
		l.size += len(frag)
		if room := limit - len(l.b); room > 0 {
			l.b = append(l.b, frag[:min(len(frag), room)]...)
		}
		if err != bufio.ErrBufferFull {
			return l, err
		}
	}
}

// sentRequest is a request sent to the running child.
type sentRequest struct {
	op    string
	in    catalog.Values
	probe bool // sent by FlushLateAnswers: not a case
	late  bool // a second answer to it was read already
}

// keepSent is how many of its last requests a second answer may name;
// a line with an older id is an answer with a wrong id.
const keepSent = 64

// Start launches cmdline (split into words as a POSIX shell splits them,
// quotes included; no shell runs) and reads its handshake. A handshake that
// names an operation the catalog does not have is an error.
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
	if opts.Stderr == nil {
		opts.Stderr = os.Stderr
	}
	if opts.Lock == nil {
		opts.Lock = &sync.Mutex{}
	}
	x := &Impl{argv: argv, opts: opts}
	if err := x.start(); err != nil {
		return nil, err
	}
	x.ops = map[string]bool{}
	var unknown []string
	for _, op := range x.hello.Ops {
		if _, ok := catalog.LookupOp(op); !ok {
			unknown = append(unknown, fmt.Sprintf("%q%s", op, suggest(op)))
		}
		x.ops[op] = true
	}
	if len(unknown) > 0 {
		x.Close()
		return nil, fmt.Errorf("handshake of %s names operations the catalog does not have: %s (curvecheck ops lists it)", x.Name(), strings.Join(unknown, ", "))
	}
	return x, nil
}

// suggest returns " (did you mean X?)" for the catalog operation nearest
// to op, if one is close.
func suggest(op string) string {
	best, dist := "", 4
	for _, o := range catalog.Ops() {
		if d := editDistance(op, o.Name); d < dist {
			best, dist = o.Name, d
		}
	}
	if best == "" {
		return ""
	}
	return " (did you mean " + best + "?)"
}

func editDistance(a, b string) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			c := prev[j-1]
			if a[i-1] != b[j-1] {
				c++
			}
			cur[j] = min(c, prev[j]+1, cur[j-1]+1)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}

// label is how the child's stderr lines are prefixed.
func (x *Impl) label() string {
	if x.hello.Impl != "" {
		return x.Name()
	}
	return "exec:" + filepath.Base(x.argv[0])
}

// copyStderr forwards the child's standard error line by line and keeps
// the last lines.
func (x *Impl) copyStderr(r io.Reader, done chan struct{}) {
	defer close(done)
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<16), 1<<20)
	for sc.Scan() {
		line := sc.Text()
		x.tailMu.Lock()
		x.tail = append(x.tail, line)
		if len(x.tail) > 20 {
			x.tail = x.tail[len(x.tail)-20:]
		}
		x.tailMu.Unlock()
		x.opts.Lock.Lock()
		fmt.Fprintf(x.opts.Stderr, "[%s] %s\n", x.label(), line)
		x.opts.Lock.Unlock()
	}
}

// stderrTail returns the kept lines of the child's standard error, for an
// error message ("" when there are none). It waits briefly for the
// child's last lines when it has exited.
func (x *Impl) stderrTail() string {
	if x.errEOF != nil {
		select {
		case <-x.errEOF:
		case <-time.After(200 * time.Millisecond):
		}
	}
	x.tailMu.Lock()
	defer x.tailMu.Unlock()
	if len(x.tail) == 0 {
		return ""
	}
	return "; its standard error ended with:\n    " + strings.Join(x.tail, "\n    ")
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
	stderr, err := cmd.StderrPipe()
	if err != nil {
		return err
	}
	if err := cmd.Start(); err != nil {
		return fmt.Errorf("start %s: %v", x.argv[0], err)
	}
	x.tailMu.Lock()
	x.tail = nil
	x.tailMu.Unlock()
	errEOF := make(chan struct{})
	go x.copyStderr(stderr, errEOF)
	lines, quit := make(chan outLine, 16), make(chan struct{})
	go func() {
		r := bufio.NewReaderSize(stdout, 1<<16)
		for {
			line, err := readLine(r, MaxLine)
			if line.size > 0 {
				select {
				case lines <- line:
				case <-quit:
					return
				}
			}
			if err != nil {
				close(lines)
				return
			}
		}
	}()
	// A new process answers none of the old one's requests.
	x.sent, x.last, x.probed = map[int]sentRequest{}, 0, false
	x.cmd, x.stdin, x.lines, x.quit, x.errEOF = cmd, stdin, lines, quit, errEOF
	select {
	case line, ok := <-lines:
		if !ok {
			x.kill()
			return errors.New("child exited before its handshake" + x.stderrTail())
		}
		var h Hello
		if err := json.Unmarshal(line.b, &h); err != nil {
			x.kill()
			return fmt.Errorf("handshake is not JSON: %v%s", err, x.stderrTail())
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
		return fmt.Errorf("no handshake within %v%s", x.opts.Timeout, x.stderrTail())
	}
}

func (x *Impl) kill() {
	if x.cmd == nil {
		return
	}
	x.stdin.Close()
	close(x.quit)
	x.cmd.Process.Kill()
	// Let the standard error copy finish before Wait closes the pipe.
	select {
	case <-x.errEOF:
	case <-time.After(time.Second):
	}
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

// Replicate starts another instance of the child, for another worker of
// the diff engine: the same command and options, its own process. Its
// handshake must announce the same implementation and operations.
func (x *Impl) Replicate() (catalog.Impl, error) {
	y := &Impl{argv: x.argv, opts: x.opts, hello: Hello{Impl: x.hello.Impl}}
	if err := y.start(); err != nil {
		return nil, err
	}
	y.ops = map[string]bool{}
	for _, op := range y.hello.Ops {
		y.ops[op] = true
	}
	if !maps.Equal(y.ops, x.ops) {
		y.Close()
		return nil, fmt.Errorf("a second instance of %s announced other operations", x.Name())
	}
	return y, nil
}

// Name is "exec:" and the name the child announced.
func (x *Impl) Name() string { return "exec:" + x.hello.Impl }

// Command returns the child's command line, quoted for a POSIX shell.
func (x *Impl) Command() string { return shellquote.Join(x.argv...) }

// Supports reports whether the child listed op in its handshake.
func (x *Impl) Supports(op string) bool { return x.ops[op] }

// Policy returns the policy the child declared for op, if any (from a
// name or a pattern).
// Capabilities: the child's declarations from its handshake (policies,
// declined input classes, verify-only signing), one child per worker
// (Replicate, Close), second answers (TakeLate, FlushLate) and the request
// line a finding carries.
func (x *Impl) Capabilities() catalog.Capabilities {
	return catalog.Capabilities{
		Policy:      x.Policy,
		PolicyTable: x.hello.Policies,
		Unsupported: x.UnsupportedInputs,
		VerifyOnly:  x.IsVerifyOnly,
		Replicate:   x.Replicate,
		Close:       x.Close,
		TakeLate:    x.TakeLateAnswers,
		FlushLate:   x.FlushLateAnswers,
		RequestLine: x.RequestLine,
	}
}

func (x *Impl) Policy(op string) string { return catalog.PolicyForOp(x.hello.Policies, op) }

// UnsupportedInputs returns the input classes the child declared it does
// not take for op.
func (x *Impl) UnsupportedInputs(op string) []string { return x.hello.UnsupportedInputs[op] }

// IsVerifyOnly reports whether the child declared op verify-only.
func (x *Impl) IsVerifyOnly(op string) bool {
	for _, p := range x.hello.VerifyOnly {
		if p == op {
			return true
		}
		if ok, _ := filepath.Match(p, op); ok {
			return true
		}
	}
	return false
}

// TakeLateAnswers returns and forgets the second answers read since the
// last call, each with the request it answered (one per request, however
// many times it was answered again).
func (x *Impl) TakeLateAnswers() []catalog.LateAnswer {
	x.mu.Lock()
	defer x.mu.Unlock()
	l := x.late
	x.late = nil
	return l
}

// FlushLateAnswers sends the last request answered once more, if it has
// not been sent again already, so that a second answer to it, written
// before the child reads the next request, is read; then it returns what
// TakeLateAnswers returns. The answer to the repeated request is not
// judged (it is no case): if it does not come, the child is restarted and
// the lines before it are dropped.
func (x *Impl) FlushLateAnswers() []catalog.LateAnswer {
	x.mu.Lock()
	defer x.mu.Unlock()
	if r, ok := x.sent[x.last]; ok && x.cmd != nil && !x.probed {
		x.probed = true
		if id, err := x.send(r.op, r.in, true); err == nil {
			x.await(id)
		}
	}
	l := x.late
	x.late = nil
	return l
}

// RequestLine renders the request line the child is sent for op on in
// (with id 1), for a user to pipe into the child by hand.
func RequestLine(op string, in catalog.Values) string {
	req := Request{ID: 1, Op: op, In: map[string]string{}}
	for k, v := range in {
		req.In[k] = hex.EncodeToString(v)
	}
	line, _ := json.Marshal(req)
	return string(line)
}

// RequestLine is the package function, for the diff engine.
func (x *Impl) RequestLine(op string, in catalog.Values) string { return RequestLine(op, in) }

// broken wraps err as an implementation failure and restarts the child.
func (x *Impl) broken(err error) error {
	tail := x.stderrTail()
	x.kill()
	x.Restarts++
	if rerr := x.start(); rerr != nil {
		return fmt.Errorf("%w: %w%s (restart failed: %v)", catalog.ErrBroken, err, tail, rerr)
	}
	return fmt.Errorf("%w: %w%s (child restarted)", catalog.ErrBroken, err, tail)
}

// Run sends one request and waits for its answer.
func (x *Impl) Run(op string, in catalog.Values) (catalog.Values, error) {
	x.mu.Lock()
	defer x.mu.Unlock()
	if x.cmd == nil {
		if err := x.start(); err != nil {
			return nil, fmt.Errorf("%w: %v", catalog.ErrBroken, err)
		}
	}
	id, err := x.send(op, in, false)
	if err != nil {
		return nil, err
	}
	w, err := x.await(id)
	if err != nil {
		return nil, err
	}
	x.last, x.probed = id, false
	return x.decode(op, w)
}

// send writes a request for op on in and returns its id.
func (x *Impl) send(op string, in catalog.Values, probe bool) (int, error) {
	x.nextID++
	id := x.nextID
	req := Request{ID: id, Op: op, In: map[string]string{}}
	for k, v := range in {
		req.In[k] = hex.EncodeToString(v)
	}
	x.sent[id] = sentRequest{op: op, in: in, probe: probe}
	delete(x.sent, id-keepSent)
	line, _ := json.Marshal(req)
	if _, err := x.stdin.Write(append(line, '\n')); err != nil {
		return 0, x.broken(fmt.Errorf("child exited (write: %v)", err))
	}
	return id, nil
}

// await reads the child's lines up to the answer to request id and
// returns it. A line carrying the id of an earlier request of this
// process is judged by what follows: if the answer to id comes, it was a
// second answer to that request (kept for TakeLateAnswers); if anything
// else comes (no answer in time, an exit, a malformed line), it was this
// request's answer under a wrong id, and the error, a protocol error, says
// so (not a timeout).
func (x *Impl) await(id int) (wireResponse, error) {
	timer := time.NewTimer(x.opts.Timeout)
	defer timer.Stop()
	held := map[int]string{} // earlier request's id → the first line with it
	first := 0               // the id of the first held line
	fail := func(err error) (wireResponse, error) {
		if first != 0 {
			err = fmt.Errorf("answered with id %d, an earlier request's, then: %v", first, err)
		}
		return wireResponse{}, x.broken(err)
	}
	for {
		select {
		case l, ok := <-x.lines:
			if !ok {
				return fail(errors.New("child exited without answering (crash)"))
			}
			if l.size > len(l.b) {
				return fail(fmt.Errorf("an answer line of %d bytes, over the limit of %d", l.size, MaxLine))
			}
			line := l.b
			text := string(bytes.TrimSpace(line))
			var w wireResponse
			if err := json.Unmarshal(line, &w); err != nil {
				return fail(fmt.Errorf("malformed JSON answer: %v", err))
			}
			if w.ID == nil {
				return fail(fmt.Errorf("answer without an id: %s", catalog.Abbrev(text)))
			}
			if *w.ID == id {
				x.keepLate(held)
				return w, nil
			}
			if _, ok := x.sent[*w.ID]; ok && *w.ID < id {
				if _, dup := held[*w.ID]; !dup {
					held[*w.ID] = catalog.Abbrev(text)
				}
				if first == 0 {
					first = *w.ID
				}
				continue
			}
			return fail(fmt.Errorf("answer id %d, want %d", *w.ID, id))
		case <-timer.C:
			if first != 0 {
				return wireResponse{}, x.broken(fmt.Errorf("answered with id %d, an earlier request's, and nothing with id %d within %v", first, id, x.opts.Timeout))
			}
			return wireResponse{}, x.broken(fmt.Errorf("%w: no answer within %v", catalog.ErrTimeout, x.opts.Timeout))
		}
	}
}

// keepLate records the held lines as second answers to their requests,
// one per request, none for a repeated request (FlushLateAnswers').
func (x *Impl) keepLate(held map[int]string) {
	ids := make([]int, 0, len(held))
	for id := range held {
		ids = append(ids, id)
	}
	sort.Ints(ids)
	for _, id := range ids {
		r := x.sent[id]
		if r.probe || r.late {
			continue
		}
		r.late = true
		x.sent[id] = r
		x.late = append(x.late, catalog.LateAnswer{Op: r.op, In: r.in, Line: held[id]})
	}
}

// decode checks an answer against the protocol: exactly one of out, error
// and unsupported, and out naming every output of op in hex.
func (x *Impl) decode(op string, w wireResponse) (catalog.Values, error) {
	var carried []string
	if len(w.Out) > 0 {
		carried = append(carried, "out")
	}
	if w.Error != nil {
		carried = append(carried, "error")
	}
	if w.Unsupported != nil && *w.Unsupported {
		carried = append(carried, "unsupported")
	}
	switch {
	case len(carried) == 0:
		return nil, x.broken(errors.New("answer carries none of out, error and unsupported"))
	case len(carried) > 1:
		return nil, x.broken(fmt.Errorf("answer carries both %s", strings.Join(carried, " and ")))
	case w.Error != nil:
		return nil, errors.New(catalog.Abbrev(*w.Error))
	case w.Unsupported != nil && *w.Unsupported:
		return nil, fmt.Errorf("%s: %w", x.Name(), catalog.ErrUnsupported)
	}
	var outs map[string]string
	if err := json.Unmarshal(w.Out, &outs); err != nil || outs == nil {
		return nil, x.broken(fmt.Errorf("out is not an object of hex strings: %s", catalog.Abbrev(string(w.Out))))
	}
	o, _ := catalog.LookupOp(op)
	want := map[string]bool{}
	var missing []string
	for _, p := range o.Out {
		want[p.Name] = true
		if _, ok := outs[p.Name]; !ok {
			missing = append(missing, p.Name)
		}
	}
	if len(missing) > 0 {
		return nil, x.broken(fmt.Errorf("out lacks the output %s of %s", strings.Join(missing, ", "), op))
	}
	var extra []string
	for k := range outs {
		if !want[k] {
			extra = append(extra, k)
		}
	}
	if len(extra) > 0 {
		sort.Strings(extra)
		return nil, x.broken(fmt.Errorf("out names %s, not an output of %s", strings.Join(extra, ", "), op))
	}
	out := catalog.Values{}
	for k, v := range outs {
		b, err := hex.DecodeString(v)
		if err != nil {
			return nil, x.broken(fmt.Errorf("output %q is not hex: %v", k, err))
		}
		out[k] = b
	}
	return out, nil
}
