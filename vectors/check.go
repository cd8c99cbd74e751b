package vectors

import (
	"bytes"
	"crypto"
	_ "crypto/sha256" // hashes named by Wycheproof files
	_ "crypto/sha3"
	_ "crypto/sha512"
	"encoding/hex"
	"errors"

	"fmt"
	"math/big"
	"os"
	"strings"

	"github.com/curvecheck/curvecheck/catalog"
	"github.com/curvecheck/curvecheck/judge"
	"github.com/curvecheck/curvecheck/outcome"
)

// Options tune a check.
type Options struct {
	// MaxIterations bounds the RFC 7748 §5.2 iteration test; longer entries
	// are not run (and counted as not-run). Zero means 1000.
	MaxIterations int
}

// A format is a kind of vector file: how to recognise it and how to check
// an implementation against it.
type format struct {
	name   string
	detect func(name string, data []byte) bool
	// check runs every case against impl and returns one Result per policy
	// judged (usually one).
	check func(c *checker) error
	// perPolicy: the file's expectations depend on the Ed25519 verification
	// policy, so it is checked under every policy the implementation offers.
	perPolicy string
}

var formats []format

func registerFormat(f format) { formats = append(formats, f) }

// FormatOf names the format of a file, or returns an error that says why
// none fits.
func FormatOf(name string, data []byte) (string, error) {
	f, err := detect(name, data)
	if err != nil {
		return "", err
	}
	return f.name, nil
}

func detect(name string, data []byte) (*format, error) {
	for i := range formats {
		if formats[i].detect(name, data) {
			return &formats[i], nil
		}
	}
	var names []string
	for _, f := range formats {
		names = append(names, f.name)
	}
	return nil, fmt.Errorf("unrecognised vector format (supported: %s)", strings.Join(names, ", "))
}

// checker carries one run of a file against one implementation.
type checker struct {
	impl catalog.Impl
	data []byte
	opts Options
	res  *Result
}

// run calls the implementation, turning a panic into an error that says so
// (a panic is always a failure of the implementation, never a rejection).
// twice reports that an external implementation answered the request a
// second time (catalog.SecondAnswers asks it its last request again, so
// that a double answer shows before the next case).
func (c *checker) run(op string, in catalog.Values) (out catalog.Values, panicked, twice bool, err error) {
	defer func() {
		if p := recover(); p != nil {
			out, panicked, err = nil, true, fmt.Errorf("panic: %v", p)
		}
	}()
	out, err = c.impl.Run(op, in)
	// Each case's request is flushed before the next one is sent
	// (catalog.SecondAnswers), so a second answer shows with its own
	// case, and is judged there.
	if la, _ := catalog.SecondAnswers(c.impl, op, in); la != nil {
		twice = true
		err = errors.New("a second answer to this request: " + catalog.Abbrev(la.Line))
	}
	return out, false, twice, err
}

// do runs op and records the case against want; expected outputs, when
// given, are compared byte for byte. Only what the implementation computed
// is judged: an operation it does not compute is not-applicable, an input
// it declines is unsupported-input, a hang is timed-out.
func (c *checker) do(id string, flags []string, want Expectation, op string, in catalog.Values, expect catalog.Values) {
	c.doJudged(id, flags, want, op, in, func(out catalog.Values) string {
		for k, v := range expect {
			if !bytes.Equal(out[k], v) {
				return fmt.Sprintf("%s = %x, want %x", k, out[k], v)
			}
		}
		return ""
	})
}

// doJudged is do with the outputs of an accepted case judged by judgeOut,
// which returns what is wrong ("" when they are right): for files whose
// expectations are not one exact byte string (a set, any of several).
// Package judge decides the outcome.
func (c *checker) doJudged(id string, flags []string, want Expectation, op string, in catalog.Values, judgeOut func(out catalog.Values) string) {
	jc := judge.Case{Computes: c.impl.Supports(op), Expect: want.judged()}
	if !jc.Computes {
		c.res.count(id, flags, want, judge.Decide(jc), nil, op+" not computed by "+c.impl.Name())
		return
	}
	var out catalog.Values
	defer c.noteCase(len(c.res.Failures), op, in, &out)
	out, panicked, twice, err := c.run(op, in)
	reason := ""
	switch {
	case twice:
		jc.Got = judge.Twice
	case panicked:
		jc.Got = judge.Panicked
	case errors.Is(err, catalog.ErrTimeout):
		jc.Got, reason = judge.Hung, op+" did not answer in time"
	case errors.Is(err, catalog.ErrBroken):
		jc.Got = judge.Crashed
	case errors.Is(err, catalog.ErrUnsupported):
		jc.Got = judge.Declined
		reason = op + " " + want.String() + " input declined by " + c.impl.Name()
		if class, ok := c.declaredClass(op, in); ok {
			jc.Declared, reason = true, op+" input of the declared class "+class
		}
	case err != nil:
		jc.Got = judge.Rejected
	default:
		jc.Match = func() (bool, string) { m := judgeOut(out); return m == "", m }
	}
	c.res.count(id, flags, want, judge.Decide(jc), err, reason)
}

// declaredClass returns the input class of in that the implementation
// declared up front it does not take (Capabilities.Unsupported), if any.
func (c *checker) declaredClass(op string, in catalog.Values) (string, bool) {
	o, ok := catalog.LookupOp(op)
	if !ok {
		return "", false
	}
	for _, name := range catalog.DeclaredUnsupported(c.impl, op) {
		if cl, ok := o.Class(name); ok && cl.Match(in) {
			return name, true
		}
	}
	return "", false
}

// noteCase gives the failures recorded since the first'th the operation
// and inputs of the case, and the implementation's output if it answered
// wrongly.
func (c *checker) noteCase(first int, op string, in catalog.Values, out *catalog.Values) {
	for i := first; i < len(c.res.Failures); i++ {
		f := &c.res.Failures[i]
		f.Op = op
		f.Inputs = map[string]string{}
		for k, v := range in {
			f.Inputs[k] = hex.EncodeToString(v)
		}
		if f.Got == "wrong output" && *out != nil {
			f.Output = catalog.Result{Out: *out}.String()
		}
	}
}

// loaderRejected records a case that the vector layer itself rejected
// before any implementation ran (a DER signature that does not parse, a
// key in the wrong ASN.1 shape; why names the class, for the report). The
// implementation never saw it, so the case says nothing about it: it is
// not-applicable, never a pass. A case the file calls valid that the
// loader cannot turn into catalog inputs is a failure (of the loader).
func (c *checker) loaderRejected(id string, flags []string, want Expectation, op, why string, err error) {
	switch {
	case !c.impl.Supports(op):
		c.res.Add(outcome.NotApplicable, op+" not computed by "+c.impl.Name())
	case want == Valid:
		c.res.Add(outcome.Fail, "")
		c.res.Failures = append(c.res.Failures, Failure{ID: id, Flags: flags, Want: want.String(), Got: "rejected by the vector loader", Detail: err.Error(), Op: op})
	default:
		c.res.Add(outcome.NotApplicable, why)
	}
}

// CheckFile loads path and checks impl against it.
func CheckFile(path string, impl catalog.Impl, opts Options) ([]*Result, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return Check(path, data, impl, opts)
}

// Check checks impl against the vector file data (named name, for
// detection and reports). An error means the file could not be used at
// all; per-case problems are counted in the results.
func Check(name string, data []byte, impl catalog.Impl, opts Options) (results []*Result, err error) {
	if opts.MaxIterations == 0 {
		opts.MaxIterations = 1000
	}
	f, err := detect(name, data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	impls := []catalog.Impl{impl}
	var policies []string
	if f.perPolicy != "" {
		if p := impl.Capabilities(); p.Policies != nil && p.WithPolicy != nil && len(p.Policies(f.perPolicy)) > 0 {
			impls = nil
			for _, pol := range p.Policies(f.perPolicy) {
				pi, err := p.WithPolicy(f.perPolicy, pol)
				if err != nil {
					return nil, err
				}
				impls = append(impls, pi)
				policies = append(policies, pol)
			}
		} else {
			// An implementation that declares nothing follows the
			// reference's default, which has a name ("cofactorless").
			policies = []string{catalog.CanonicalPolicy(f.perPolicy, catalog.PolicyOf(impl, f.perPolicy))}
		}
	}
	for i, im := range impls {
		c := &checker{impl: im, data: data, opts: opts,
			res: &Result{File: name, Format: f.name, Impl: impl.Name()}}
		if policies != nil {
			c.res.Policy = policies[i]
		}
		if err := f.check(c); err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		results = append(results, c.res)
	}
	return results, nil
}

func hashByName(name string) (crypto.Hash, error) {
	switch name {
	case "SHA-224":
		return crypto.SHA224, nil
	case "SHA-256":
		return crypto.SHA256, nil
	case "SHA-384":
		return crypto.SHA384, nil
	case "SHA-512":
		return crypto.SHA512, nil
	case "SHA3-256":
		return crypto.SHA3_256, nil
	case "SHA3-384":
		return crypto.SHA3_384, nil
	case "SHA3-512":
		return crypto.SHA3_512, nil
	}
	return 0, fmt.Errorf("unsupported hash %q", name)
}

// wycheproofFamily maps Wycheproof curve names to catalog families.
var wycheproofFamily = map[string]string{"secp256k1": "secp256k1", "secp256r1": "p256", "secp384r1": "p384"}

// scalarSize is the byte size of n for the catalog's Weierstrass families.
var scalarSize = map[string]int{"secp256k1": 32, "p256": 32, "p384": 48}

func fixedWidth(x *big.Int, n int) ([]byte, error) {
	if x.Sign() < 0 || x.BitLen() > 8*n {
		return nil, fmt.Errorf("integer does not fit in %d bytes", n)
	}
	return x.FillBytes(make([]byte, n)), nil
}

func tcid(n int) string { return fmt.Sprintf("tcId %d", n) }
