package catalog

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"sort"
	"strings"
	"time"
	"unicode/utf8"
)

// Result is one implementation's answer on one case.
type Result struct {
	Out   Values
	Err   error
	Panic bool
	Time  time.Duration
}

// String renders the result, cut by Abbrev when it is longer than
// MaxAnswerText.
func (r Result) String() string { return Abbrev(r.text()) }

// text is the result in full.
func (r Result) text() string {
	switch {
	case r.Panic:
		return "PANIC: " + r.Err.Error()
	case r.Err != nil:
		return "rejected: " + r.Err.Error()
	}
	var keys []string
	for k := range r.Out {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var parts []string
	for _, k := range keys {
		parts = append(parts, k+"="+hex.EncodeToString(r.Out[k]))
	}
	if len(parts) == 0 {
		return "accepted"
	}
	return strings.Join(parts, " ")
}

// Call runs op on impl, recovering a panic as a Result with Panic set.
func Call(impl Impl, op string, in Values) (res Result) {
	start := time.Now()
	defer func() {
		res.Time = time.Since(start)
		if p := recover(); p != nil {
			res = Result{Err: fmt.Errorf("%v", p), Panic: true, Time: time.Since(start)}
		}
	}()
	out, err := impl.Run(op, in)
	return Result{Out: out, Err: err}
}

// Same reports whether two results agree under the catalog's rule: the
// same bytes for every declared output, or both rejected. A panic never
// agrees with anything.
func Same(op Op, a, b Result) bool {
	if a.Panic || b.Panic || errors.Is(a.Err, ErrBroken) || errors.Is(b.Err, ErrBroken) {
		return false
	}
	if (a.Err != nil) != (b.Err != nil) {
		return false
	}
	if a.Err != nil {
		return true
	}
	for _, p := range op.Out {
		if !bytes.Equal(a.Out[p.Name], b.Out[p.Name]) {
			return false
		}
	}
	return true
}

// ErrBroken marks a result where the implementation itself failed: an
// external child that crashed, hung or answered malformed output. Such a
// result never agrees with anything: it is a finding.
var ErrBroken = errors.New("implementation failed")

// ErrTimeout marks a result that timed out (an external implementation
// that hung); it comes wrapped with ErrBroken.
var ErrTimeout = errors.New("timeout")

// MaxAnswerText is the longest answer, as text, that results and reports
// carry whole: 64 KiB. Abbrev records a longer one by its size, its
// SHA-256 and its first AnswerPrefix bytes.
const MaxAnswerText = 64 << 10

// AnswerPrefix is how much of an answer longer than MaxAnswerText is kept.
const AnswerPrefix = 512

// Abbrev returns s if it is at most MaxAnswerText bytes long, else its
// first AnswerPrefix bytes (cut at a UTF-8 boundary) followed by its size
// and the first 16 bytes of its SHA-256, so that two answers of the same
// size still compare.
func Abbrev(s string) string {
	if len(s) <= MaxAnswerText {
		return s
	}
	p := s[:AnswerPrefix]
	for i := 0; i < utf8.UTFMax && !utf8.ValidString(p); i++ {
		p = p[:len(p)-1]
	}
	sum := sha256.Sum256([]byte(s))
	return fmt.Sprintf("%s… [%d bytes in all, sha256 %x…; the first %d shown]", p, len(s), sum[:16], len(p))
}

// IsUnsupported reports whether r is an "unsupported" answer.
func IsUnsupported(r Result) bool { return errors.Is(r.Err, ErrUnsupported) }

// IsHang reports whether r timed out (an external implementation that hung).
func IsHang(r Result) bool { return errors.Is(r.Err, ErrTimeout) }
