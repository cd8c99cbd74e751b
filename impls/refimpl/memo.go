package refimpl

import (
	"encoding/binary"
	"sort"
	"sync"

	"github.com/curvecheck/curvecheck/catalog"
)

// Memo is a table of the reference's answers, keyed by policy, operation
// and input, that instances made by NewMemo share. The reference is a pure
// function of those three (no randomness, no clock), so an answer looked
// up is the answer a computation would give; tests that check several
// implementations on the same cases (the same edge cases, the same seed)
// compute each expected value once. Memo is safe for concurrent use. The
// table holds at most memoLimit bytes of keys and answers and is emptied
// when full (fuzzing, whose inputs rarely repeat, then costs no more than
// that).
type Memo struct {
	mu      sync.Mutex
	answers map[string]memoAnswer
	size    int
	hits    int
}

type memoAnswer struct {
	out catalog.Values
	err error
}

// memoLimit bounds the bytes a Memo holds.
const memoLimit = 32 << 20

// NewMemo returns the reference with its default policies, answering
// from m where it can and recording what it computes there; WithPolicy
// on it returns instances that share m.
func NewMemo(m *Memo) *Impl {
	r := New()
	r.memo = m
	return r
}

// Hits returns how many answers were looked up rather than computed.
func (m *Memo) Hits() int {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.hits
}

// memoKey encodes policy, op and in without ambiguity: each string
// length-prefixed, the inputs in name order.
func memoKey(policy, op string, in catalog.Values) string {
	names := make([]string, 0, len(in))
	for k := range in {
		names = append(names, k)
	}
	sort.Strings(names)
	var b []byte
	put := func(s []byte) {
		b = binary.AppendUvarint(b, uint64(len(s)))
		b = append(b, s...)
	}
	put([]byte(policy))
	put([]byte(op))
	for _, k := range names {
		put([]byte(k))
		put(in[k])
	}
	return string(b)
}

// lookup returns the recorded answer, copied (callers may change it).
func (m *Memo) lookup(key string) (catalog.Values, error, bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	a, ok := m.answers[key]
	if !ok {
		return nil, nil, false
	}
	m.hits++
	return copyValues(a.out), a.err, true
}

func (m *Memo) record(key string, out catalog.Values, err error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	n := len(key)
	for k, v := range out {
		n += len(k) + len(v)
	}
	if m.answers == nil || m.size+n > memoLimit {
		m.answers, m.size = map[string]memoAnswer{}, 0
	}
	m.answers[key] = memoAnswer{out: copyValues(out), err: err}
	m.size += n
}

func copyValues(v catalog.Values) catalog.Values {
	if v == nil {
		return nil
	}
	out := make(catalog.Values, len(v))
	for k, b := range v {
		out[k] = append([]byte(nil), b...)
	}
	return out
}
