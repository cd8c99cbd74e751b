package gp

import (
	"errors"
	"sync"
)

// Pool runs expressions on up to Max children, started on demand with the
// same Options; it is safe for concurrent use. A child that timed out or
// died is dropped and replaced on a later call.
type Pool struct {
	opts Options
	max  int

	mu     sync.Mutex
	cond   *sync.Cond
	idle   []*Proc
	live   int
	closed bool
}

// NewPool returns a pool of at most limit children (at least one).
func NewPool(limit int, opts Options) *Pool {
	p := &Pool{opts: opts, max: max(1, limit)}
	p.cond = sync.NewCond(&p.mu)
	return p
}

// errClosed is returned by Eval after Close.
var errClosed = errors.New("gp: pool closed")

// Eval evaluates expr on an idle child, starting one if fewer than Max
// run; see Proc.Eval.
func (p *Pool) Eval(expr string) (string, error) {
	c, err := p.get()
	if err != nil {
		return "", err
	}
	out, err := c.Eval(expr)
	p.put(c)
	return out, err
}

func (p *Pool) get() (*Proc, error) {
	p.mu.Lock()
	for !p.closed && len(p.idle) == 0 && p.live >= p.max {
		p.cond.Wait()
	}
	if p.closed {
		p.mu.Unlock()
		return nil, errClosed
	}
	if n := len(p.idle); n > 0 {
		c := p.idle[n-1]
		p.idle = p.idle[:n-1]
		p.mu.Unlock()
		return c, nil
	}
	p.live++
	p.mu.Unlock()
	c, err := Start(p.opts)
	if err != nil {
		p.mu.Lock()
		p.live--
		p.cond.Signal()
		p.mu.Unlock()
		return nil, err
	}
	return c, nil
}

func (p *Pool) put(c *Proc) {
	dead := c.Dead() != nil
	p.mu.Lock()
	defer p.mu.Unlock()
	switch {
	case dead:
		p.live--
	case p.closed:
		p.live--
		go c.Close()
	default:
		p.idle = append(p.idle, c)
	}
	p.cond.Signal()
}

// Close ends the idle children; busy ones end when their expression
// returns. Eval fails afterwards.
func (p *Pool) Close() error {
	p.mu.Lock()
	idle := p.idle
	p.idle, p.closed = nil, true
	p.live -= len(idle)
	p.cond.Broadcast()
	p.mu.Unlock()
	for _, c := range idle {
		c.Close()
	}
	return nil
}
