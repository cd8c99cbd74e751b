package contract_test

import (
	"bytes"
	"encoding/hex"
	"errors"
	"io"
	"reflect"
	"slices"
	"sort"
	"testing"

	"github.com/curvecheck/curvecheck/fast/ed25519"
	"github.com/curvecheck/curvecheck/fast/edwards25519"
	edfield "github.com/curvecheck/curvecheck/fast/edwards25519/field"
	edscalar "github.com/curvecheck/curvecheck/fast/edwards25519/scalar"
	"github.com/curvecheck/curvecheck/fast/p384"
	p384ecdsa "github.com/curvecheck/curvecheck/fast/p384/ecdsa"
	p384field "github.com/curvecheck/curvecheck/fast/p384/field"
	p384scalar "github.com/curvecheck/curvecheck/fast/p384/scalar"
	"github.com/curvecheck/curvecheck/fast/secp256k1"
	k1ecdsa "github.com/curvecheck/curvecheck/fast/secp256k1/ecdsa"
	k1field "github.com/curvecheck/curvecheck/fast/secp256k1/field"
	k1scalar "github.com/curvecheck/curvecheck/fast/secp256k1/scalar"
	"github.com/curvecheck/curvecheck/fast/secp256k1/schnorr"
)

// The contract of doc/contract.md as Go types: for each name, the type
// the method (receiver excluded) or function must have.

func fn[F any]() reflect.Type { return reflect.TypeFor[F]() }

// pointContract is the method set every family's *Point has (P = *Point,
// S = *scalar.Scalar).
func pointContract[P, S any](weierstrass bool) map[string]reflect.Type {
	m := map[string]reflect.Type{
		"Set":    fn[func(P) P](),
		"Add":    fn[func(P, P) P](),
		"Sub":    fn[func(P, P) P](),
		"Neg":    fn[func(P) P](),
		"Double": fn[func(P) P](),
		"Select": fn[func(P, P, int) P](),

		"Equal":      fn[func(P) int](),
		"IsIdentity": fn[func() int](),

		"Bytes":    fn[func() []byte](),
		"SetBytes": fn[func([]byte) (P, error)](),

		"ScalarBaseMult":          fn[func(S) P](),
		"ScalarBaseMultVar":       fn[func(S) P](),
		"ScalarMult":              fn[func(S, P) P](),
		"ScalarMultVar":           fn[func(S, P) P](),
		"DoubleScalarMultBaseVar": fn[func(S, P, S) P](),
		"MultiScalarMult":         fn[func([]S, []P) (P, error)](),
		"MultiScalarMultVar":      fn[func([]S, []P) (P, error)](),

		"HashToCurve":   fn[func(msg, dst []byte) (P, error)](),
		"EncodeToCurve": fn[func(msg, dst []byte) (P, error)](),
	}
	if weierstrass {
		m["BytesCompressed"] = fn[func() []byte]()
	}
	return m
}

// scalarContract is the method set of every family's *scalar.Scalar.
func scalarContract[S any]() map[string]reflect.Type {
	return map[string]reflect.Type{
		"Set":    fn[func(S) S](),
		"Add":    fn[func(S, S) S](),
		"Sub":    fn[func(S, S) S](),
		"Neg":    fn[func(S) S](),
		"Mul":    fn[func(S, S) S](),
		"Inv":    fn[func(S) S](),
		"InvVar": fn[func(S) S](),
		"Select": fn[func(S, S, int) S](),
		"Equal":  fn[func(S) int](),
		"IsZero": fn[func() int](),

		"Bytes":          fn[func() []byte](),
		"SetBytes":       fn[func([]byte) (S, error)](),
		"SetBytesReduce": fn[func([]byte) (S, error)](),
		"SetWideBytes":   fn[func([]byte) (S, error)](),
	}
}

// fieldContract is the method set of every family's *field.Element. Neg
// is left out: secp256k1's lazily reduced elements take the input's
// magnitude as a second argument (doc/contract.md).
func fieldContract[E any]() map[string]reflect.Type {
	return map[string]reflect.Type{
		"Zero":   fn[func() E](),
		"One":    fn[func() E](),
		"Set":    fn[func(E) E](),
		"Add":    fn[func(E, E) E](),
		"Mul":    fn[func(E, E) E](),
		"Square": fn[func(E) E](),
		"Inv":    fn[func(E) E](),
		"Select": fn[func(E, E, int) E](),
		"Swap":   fn[func(E, int)](),
		"Equal":  fn[func(E) int](),

		"Bytes":          fn[func() []byte](),
		"SetBytes":       fn[func([]byte) (E, error)](),
		"SetBytesReduce": fn[func([]byte) (E, error)](),
	}
}

// Verification: nil when valid, an error wrapping the package's
// ErrInvalid otherwise.
var (
	verifyType      = fn[func(pub, msg, sig []byte) error]()
	verifyBatchType = fn[func(pubs, msgs, sigs [][]byte, rand io.Reader) ([]bool, error)]()
)

// subject is one type (or package) whose API the contract covers.
type subject struct {
	name     string
	methods  map[string]reflect.Type // expected
	receiver any                     // a typed nil pointer, for methods
	funcs    map[string]any          // package functions present, by name
}

func subjects() []subject {
	type (
		edP  = *edwards25519.Point
		edS  = *edscalar.Scalar
		edE  = *edfield.Element
		k1P  = *secp256k1.Point
		k1S  = *k1scalar.Scalar
		k1E  = *k1field.Element
		pP   = *p384.Point
		pS   = *p384scalar.Scalar
		pE   = *p384field.Element
		none = map[string]reflect.Type
	)
	verify := func(f map[string]any) subject {
		return subject{methods: none{}, funcs: f}
	}
	s := []subject{
		{name: "edwards25519.Point", methods: pointContract[edP, edS](false), receiver: edP(nil),
			funcs: map[string]any{"NewIdentity": edwards25519.NewIdentity, "NewGenerator": edwards25519.NewGenerator}},
		{name: "edwards25519/scalar.Scalar", methods: scalarContract[edS](), receiver: edS(nil)},
		{name: "edwards25519/field.Element", methods: fieldContract[edE](), receiver: edE(nil)},
		{name: "secp256k1.Point", methods: pointContract[k1P, k1S](true), receiver: k1P(nil),
			funcs: map[string]any{"NewIdentity": secp256k1.NewIdentity, "NewGenerator": secp256k1.NewGenerator}},
		{name: "secp256k1/scalar.Scalar", methods: scalarContract[k1S](), receiver: k1S(nil)},
		{name: "secp256k1/field.Element", methods: fieldContract[k1E](), receiver: k1E(nil)},
		{name: "p384.Point", methods: pointContract[pP, pS](true), receiver: pP(nil),
			funcs: map[string]any{"NewIdentity": p384.NewIdentity, "NewGenerator": p384.NewGenerator}},
		{name: "p384/scalar.Scalar", methods: scalarContract[pS](), receiver: pS(nil)},
		{name: "p384/field.Element", methods: fieldContract[pE](), receiver: pE(nil)},
	}
	s = append(s,
		withName("ed25519", verify(map[string]any{"Verify": ed25519.Verify, "VerifyBatchVar": ed25519.VerifyBatchVar})),
		withName("secp256k1/ecdsa", verify(map[string]any{"Verify": k1ecdsa.Verify})),
		withName("secp256k1/schnorr", verify(map[string]any{"Verify": schnorr.Verify, "VerifyBatchVar": schnorr.VerifyBatchVar})),
		withName("p384/ecdsa", verify(map[string]any{"Verify": p384ecdsa.Verify})),
	)
	return s
}

func withName(n string, s subject) subject { s.name = n; return s }

// expectedFuncs are the package-level functions the contract names, by
// subject.
var expectedFuncs = map[string]map[string]reflect.Type{
	"edwards25519.Point": {
		"NewIdentity":  fn[func() *edwards25519.Point](),
		"NewGenerator": fn[func() *edwards25519.Point](),
	},
	"secp256k1.Point": {
		"NewIdentity":  fn[func() *secp256k1.Point](),
		"NewGenerator": fn[func() *secp256k1.Point](),
	},
	"p384.Point": {
		"NewIdentity":  fn[func() *p384.Point](),
		"NewGenerator": fn[func() *p384.Point](),
	},
	"ed25519":           {"Verify": verifyType, "VerifyBatchVar": verifyBatchType},
	"secp256k1/ecdsa":   {"Verify": verifyType},
	"secp256k1/schnorr": {"Verify": verifyType, "VerifyBatchVar": verifyBatchType},
	"p384/ecdsa":        {"Verify": verifyType},
}

// deviations are the known departures from the contract, each with the
// reason it is still there (doc/contract.md, "Open deviations"). A listed
// deviation is reported, never counted as conforming; one that no longer
// deviates must be removed from the list.
var deviations = map[string]string{}

// TestContract checks every subject's names and signatures against the
// contract.
func TestContract(t *testing.T) {
	seen := map[string]bool{}
	conforming, known := 0, 0
	check := func(key string, ok bool, got string) {
		seen[key] = true
		reason, listed := deviations[key]
		switch {
		case ok && listed:
			t.Errorf("%s conforms but is listed as a deviation (%q): remove it from the list and from doc/contract.md", key, reason)
		case ok:
			conforming++
		case listed:
			known++
			t.Logf("known deviation, not conforming: %s: %s (has %s)", key, reason, got)
		default:
			t.Errorf("%s breaks the contract: has %s", key, got)
		}
	}
	for _, s := range subjects() {
		if s.receiver != nil {
			rv := reflect.ValueOf(s.receiver)
			for _, name := range sortedKeys(s.methods) {
				want := s.methods[name]
				m := rv.MethodByName(name)
				got := "no such method"
				if m.IsValid() {
					got = m.Type().String()
				}
				check(s.name+"."+name, m.IsValid() && m.Type() == want, got+", want "+want.String())
			}
		}
		exp := expectedFuncs[s.name]
		for _, name := range sortedKeys(exp) {
			want := exp[name]
			key := s.name + "." + name
			if s.receiver == nil {
				key = s.name + "." + name
			}
			f, ok := s.funcs[name]
			got := "no such function"
			if ok {
				got = reflect.TypeOf(f).String()
			}
			check(key, ok && reflect.TypeOf(f) == want, got+", want "+want.String())
		}
	}
	for key := range deviations {
		if !seen[key] {
			t.Errorf("deviation %s names nothing the contract checks", key)
		}
	}
	if conforming == 0 {
		t.Fatal("nothing checked")
	}
	t.Logf("%d names conform, %d known deviations", conforming, known)
}

func sortedKeys[V any](m map[string]V) []string {
	k := make([]string, 0, len(m))
	for n := range m {
		k = append(k, n)
	}
	sort.Strings(k)
	return k
}

// The moduli, written from their standards (not read from the code under
// test), big-endian hex: p and l of RFC 7748 §4.1 / RFC 8032 §5.1, p and n
// of SEC 2 §2.4.1 (secp256k1) and FIPS 186-5 / SP 800-186 §3.2.1.4 (P-384).
const (
	p25519 = "7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffed"
	l25519 = "1000000000000000000000000000000014def9dea2f79cd65812631a5cf5d3ed"
	pK1    = "fffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2f"
	nK1    = "fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141"
	p384p  = "fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffeffffffff0000000000000000ffffffff"
	p384n  = "ffffffffffffffffffffffffffffffffffffffffffffffffc7634d81f4372ddf581a0db248b0a77aecec196accc52973"
)

func be(h string) []byte {
	b, err := hex.DecodeString(h)
	if err != nil {
		panic(err)
	}
	return b
}

func le(h string) []byte {
	b := be(h)
	slices.Reverse(b)
	return b
}

// decoder is one strict or reducing decoder fed its own modulus.
type decoder struct {
	key    string
	strict bool
	// decode decodes the modulus; zero reports whether the result is 0.
	decode func() (zero bool, err error)
}

func zeroBytes(b []byte) bool { return !slices.ContainsFunc(b, func(x byte) bool { return x != 0 }) }

func decoders() []decoder {
	return []decoder{
		{"edwards25519/field.Element.SetBytes", true, func() (bool, error) {
			_, err := new(edfield.Element).SetBytes(le(p25519))
			return false, err
		}},
		{"edwards25519/field.Element.SetBytesReduce", false, func() (bool, error) {
			e, err := new(edfield.Element).SetBytesReduce(le(p25519))
			return err == nil && zeroBytes(e.Bytes()), err
		}},
		{"edwards25519/scalar.Scalar.SetBytes", true, func() (bool, error) {
			_, err := new(edscalar.Scalar).SetBytes(le(l25519))
			return false, err
		}},
		{"edwards25519/scalar.Scalar.SetBytesReduce", false, func() (bool, error) {
			s, err := new(edscalar.Scalar).SetBytesReduce(le(l25519))
			return err == nil && zeroBytes(s.Bytes()), err
		}},
		{"edwards25519.Point.SetBytes", true, func() (bool, error) {
			// y = p, a non-canonical encoding of y = 0 (a point: x² = -1).
			_, err := new(edwards25519.Point).SetBytes(le(p25519))
			return false, err
		}},
		{"secp256k1/field.Element.SetBytes", true, func() (bool, error) {
			_, err := new(k1field.Element).SetBytes(be(pK1))
			return false, err
		}},
		{"secp256k1/field.Element.SetBytesReduce", false, func() (bool, error) {
			e, err := new(k1field.Element).SetBytesReduce(be(pK1))
			return err == nil && zeroBytes(e.Bytes()), err
		}},
		{"secp256k1/scalar.Scalar.SetBytes", true, func() (bool, error) {
			_, err := new(k1scalar.Scalar).SetBytes(be(nK1))
			return false, err
		}},
		{"secp256k1/scalar.Scalar.SetBytesReduce", false, func() (bool, error) {
			s, err := new(k1scalar.Scalar).SetBytesReduce(be(nK1))
			return err == nil && zeroBytes(s.Bytes()), err
		}},
		{"secp256k1.Point.SetBytes", true, func() (bool, error) {
			_, err := new(secp256k1.Point).SetBytes(append([]byte{2}, be(pK1)...))
			return false, err
		}},
		{"p384/field.Element.SetBytes", true, func() (bool, error) {
			_, err := new(p384field.Element).SetBytes(be(p384p))
			return false, err
		}},
		{"p384/field.Element.SetBytesReduce", false, func() (bool, error) {
			e, err := new(p384field.Element).SetBytesReduce(be(p384p))
			return err == nil && zeroBytes(e.Bytes()), err
		}},
		{"p384/scalar.Scalar.SetBytes", true, func() (bool, error) {
			_, err := new(p384scalar.Scalar).SetBytes(be(p384n))
			return false, err
		}},
		{"p384/scalar.Scalar.SetBytesReduce", false, func() (bool, error) {
			s, err := new(p384scalar.Scalar).SetBytesReduce(be(p384n))
			return err == nil && zeroBytes(s.Bytes()), err
		}},
		{"p384.Point.SetBytes", true, func() (bool, error) {
			_, err := new(p384.Point).SetBytes(append([]byte{2}, be(p384p)...))
			return false, err
		}},
	}
}

// semanticDeviations are decoders whose name promises what they do not do
// (doc/contract.md): listed, reported, never counted as conforming.
var semanticDeviations = map[string]string{}

// TestDecoderSemantics feeds every decoder the encoding of its own
// modulus: a strict decoder (SetBytes) must reject it, a reducing one
// (SetBytesReduce) must return 0.
func TestDecoderSemantics(t *testing.T) {
	for _, d := range decoders() {
		zero, err := d.decode()
		ok := err != nil
		if !d.strict {
			ok = err == nil && zero
		}
		reason, listed := semanticDeviations[d.key]
		switch {
		case ok && listed:
			t.Errorf("%s now behaves as its name says but is listed as a deviation (%q)", d.key, reason)
		case !ok && listed:
			t.Logf("known deviation, not conforming: %s: %s", d.key, reason)
		case !ok && d.strict:
			t.Errorf("%s accepted the encoding of its modulus (err %v): a strict decoder must reject it", d.key, err)
		case !ok:
			t.Errorf("%s on its modulus: zero %v, err %v; want 0 and no error", d.key, zero, err)
		}
	}
}

// TestVerifyReportsErrInvalid: every error-returning Verify reports both a
// malformed signature and a well-formed wrong one (a valid signature on
// another message) as ErrInvalid.
func TestVerifyReportsErrInvalid(t *testing.T) {
	type scheme struct {
		name      string
		verify    func(pub, msg, sig []byte) error
		errInv    error
		sign      func() (pub, msg, sig []byte)
		msgLength int
	}
	k1priv := bytes.Repeat([]byte{0x11}, 32)
	p384priv := bytes.Repeat([]byte{0x22}, 48)
	schemes := []scheme{
		{"ed25519", ed25519.Verify, ed25519.ErrInvalid, func() ([]byte, []byte, []byte) {
			priv, err := ed25519.NewKeyFromSeed(bytes.Repeat([]byte{0x33}, 32))
			if err != nil {
				t.Fatal(err)
			}
			msg := bytes.Repeat([]byte{1}, 32)
			sig, err := ed25519.Sign(priv, msg)
			if err != nil {
				t.Fatal(err)
			}
			return priv[32:], msg, sig
		}, 32},
		{"secp256k1/ecdsa", k1ecdsa.Verify, k1ecdsa.ErrInvalid, func() ([]byte, []byte, []byte) {
			msg := bytes.Repeat([]byte{1}, 32)
			sig, err := k1ecdsa.Sign(k1priv, msg)
			if err != nil {
				t.Fatal(err)
			}
			var G secp256k1.Point
			var d k1scalar.Scalar
			if _, err := d.SetBytes(k1priv); err != nil {
				t.Fatal(err)
			}
			G.ScalarBaseMult(&d)
			return G.BytesCompressed(), msg, sig
		}, 32},
		{"secp256k1/schnorr", schnorr.Verify, schnorr.ErrInvalid, func() ([]byte, []byte, []byte) {
			msg := bytes.Repeat([]byte{1}, 32)
			sig, err := schnorr.Sign(k1priv, msg, make([]byte, 32))
			if err != nil {
				t.Fatal(err)
			}
			pub, err := schnorr.PublicKey(k1priv)
			if err != nil {
				t.Fatal(err)
			}
			return pub, msg, sig
		}, 32},
		{"p384/ecdsa", p384ecdsa.Verify, p384ecdsa.ErrInvalid, func() ([]byte, []byte, []byte) {
			msg := bytes.Repeat([]byte{1}, 48)
			sig, err := p384ecdsa.Sign(p384priv, msg)
			if err != nil {
				t.Fatal(err)
			}
			d, err := new(p384scalar.Scalar).SetBytes(p384priv)
			if err != nil {
				t.Fatal(err)
			}
			return new(p384.Point).ScalarBaseMult(d).Bytes(), msg, sig
		}, 48},
	}
	for _, s := range schemes {
		pub, msg, sig := s.sign()
		if err := s.verify(pub, msg, sig); err != nil {
			t.Fatalf("%s: the valid signature fails: %v", s.name, err)
		}
		other := bytes.Repeat([]byte{2}, s.msgLength)
		if err := s.verify(pub, other, sig); !errors.Is(err, s.errInv) {
			t.Errorf("%s: a wrong signature gives %v, want ErrInvalid", s.name, err)
		}
		if err := s.verify(pub, msg, sig[:len(sig)-1]); !errors.Is(err, s.errInv) {
			t.Errorf("%s: a short signature gives %v, want ErrInvalid", s.name, err)
		}
	}
}
