package cert

import (
	"embed"
	"fmt"
	"math/big"
	"sort"
	"strings"

	"github.com/curvecheck/curvecheck/ref/edwards"
	"github.com/curvecheck/curvecheck/ref/weierstrass"
	"github.com/curvecheck/curvecheck/ref/x25519"
)

//go:embed data
var dataFS embed.FS

// Target is one prime the code relies on, read from the code's exported
// values (never a copy).
type Target struct {
	ID        string // "prime/<curve>/<name>"
	Statement string
	Where     []string
	Value     func() *big.Int
	// NMinus1: an N−1 certificate is committed besides the ECPP one
	// (where PARI/GP finds one in seconds).
	NMinus1 bool
	// Twist, for a twist's prime: the twist order 2p + 2 − #E it divides.
	Twist func() *big.Int
}

// Files returns the certificate files of t, relative to data/, one per
// kind; none for a number below 2⁶⁴.
func (t Target) Files() []string {
	if t.Value().Cmp(two64) < 0 {
		return nil
	}
	base := strings.ReplaceAll(strings.TrimPrefix(t.ID, "prime/"), "/", "-")
	out := []string{base + ".ecpp.cert"}
	if t.NMinus1 {
		out = append(out, base+".n-1.cert")
	}
	return out
}

// Targets lists every large prime with a committed certificate.
func Targets() []Target {
	ed := edwards.Edwards25519
	k1, p256, p384 := weierstrass.Secp256k1, weierstrass.P256, weierstrass.P384
	fieldP := func(c *weierstrass.Curve) func() *big.Int { return c.F.P }
	order := func(c *weierstrass.Curve) func() *big.Int { return func() *big.Int { return new(big.Int).Set(c.N) } }
	twist := func(p func() *big.Int, ord func() *big.Int) func() *big.Int {
		return func() *big.Int { return TwistOrder(p(), ord()) }
	}
	twistQ := func(tw func() *big.Int) func() *big.Int {
		return func() *big.Int {
			_, q, err := SplitSmooth(tw())
			if err != nil {
				return big.NewInt(0)
			}
			return q
		}
	}
	wOrder := func(c *weierstrass.Curve) func() *big.Int {
		return func() *big.Int { return new(big.Int).Mul(c.N, c.H) }
	}
	edOrder := func() *big.Int { return new(big.Int).Mul(ed.L, ed.H) }
	x25519Twist := twist(x25519.F.P, edOrder)
	k1Twist, p256Twist, p384Twist := twist(k1.F.P, wOrder(k1)), twist(p256.F.P, wOrder(p256)), twist(p384.F.P, wOrder(p384))
	return []Target{
		{"prime/edwards25519/p", "p = 2²⁵⁵ − 19 is prime", []string{"ref/edwards/edwards25519.go Edwards25519.F", "ref/x25519/x25519.go F"}, ed.F.P, true, nil},
		{"prime/edwards25519/l", "ℓ = 2²⁵² + 27742317777372353535851937790883648493 is prime", []string{"ref/edwards/edwards25519.go Edwards25519.L"}, func() *big.Int { return new(big.Int).Set(ed.L) }, false, nil},
		{"prime/secp256k1/p", "secp256k1's p = 2²⁵⁶ − 2³² − 977 is prime", []string{"ref/weierstrass/curves.go Secp256k1.F"}, fieldP(k1), true, nil},
		{"prime/secp256k1/n", "secp256k1's group order n is prime", []string{"ref/weierstrass/curves.go Secp256k1.N"}, order(k1), true, nil},
		{"prime/p256/p", "P-256's p = 2²⁵⁶ − 2²²⁴ + 2¹⁹² + 2⁹⁶ − 1 is prime", []string{"ref/weierstrass/curves.go P256.F"}, fieldP(p256), true, nil},
		{"prime/p256/n", "P-256's group order n is prime", []string{"ref/weierstrass/curves.go P256.N"}, order(p256), true, nil},
		{"prime/p384/p", "P-384's p = 2³⁸⁴ − 2¹²⁸ − 2⁹⁶ + 2³² − 1 is prime", []string{"ref/weierstrass/curves.go P384.F"}, fieldP(p384), true, nil},
		{"prime/p384/n", "P-384's group order n is prime", []string{"ref/weierstrass/curves.go P384.N"}, order(p384), false, nil},
		{"prime/x25519/twist", "the twist of Curve25519 has order 4·q with q prime (q = (2p + 2 − 8ℓ)/4)", []string{"ref/x25519/x25519.go F", "ref/edwards/edwards25519.go Edwards25519.L"}, twistQ(x25519Twist), false, x25519Twist},
		{"prime/secp256k1/twist", "the largest prime factor q of secp256k1's twist order 2p + 2 − n (the rest below 2¹⁶) is prime", []string{"ref/weierstrass/curves.go Secp256k1"}, twistQ(k1Twist), false, k1Twist},
		{"prime/p256/twist", "the largest prime factor q of P-256's twist order 2p + 2 − n (the rest below 2¹⁶) is prime", []string{"ref/weierstrass/curves.go P256"}, twistQ(p256Twist), false, p256Twist},
		{"prime/p384/twist", "P-384's twist order 2p + 2 − n, without its factors below 2¹⁶ (there are none), is prime", []string{"ref/weierstrass/curves.go P384"}, twistQ(p384Twist), false, p384Twist},
	}
}

// Load parses a committed certificate file (relative to data/).
func Load(file string) (*Certificate, error) {
	b, err := dataFS.ReadFile("data/" + file)
	if err != nil {
		return nil, err
	}
	return Parse(file, b)
}

// Files lists every committed certificate file, sorted.
func Files() ([]string, error) {
	ents, err := dataFS.ReadDir("data")
	if err != nil {
		return nil, err
	}
	var out []string
	for _, e := range ents {
		if strings.HasSuffix(e.Name(), ".cert") {
			out = append(out, e.Name())
		}
	}
	sort.Strings(out)
	return out, nil
}

// proveTarget proves t's value prime with each of its certificates, after
// checking that each certificate's N is the value the code uses.
func proveTarget(t Target) error {
	v := t.Value()
	files := t.Files()
	if len(files) == 0 {
		return fmt.Errorf("%s: %v is below 2^64: no certificate, use ProveSmall", t.ID, v)
	}
	for _, f := range files {
		c, err := Load(f)
		if err != nil {
			return err
		}
		if c.N().Cmp(v) != 0 {
			return fmt.Errorf("%s: certificate %s is for N = %v, the code uses %v", t.ID, f, c.N(), v)
		}
		if err := c.Verify(); err != nil {
			return err
		}
	}
	return nil
}

// Prove proves n prime: below 2⁶⁴ by ProveSmall, above by every committed
// certificate whose N is n (at least one must exist). It returns the
// method used.
func Prove(n *big.Int) (string, error) {
	if n.Sign() > 0 && n.Cmp(two64) < 0 {
		return ProveSmall(n)
	}
	files, err := Files()
	if err != nil {
		return "", err
	}
	var kinds []string
	for _, f := range files {
		c, err := Load(f)
		if err != nil {
			return "", err
		}
		if c.N().Cmp(n) != 0 {
			continue
		}
		if err := c.Verify(); err != nil {
			return "", err
		}
		kinds = append(kinds, string(c.Kind))
	}
	if len(kinds) == 0 {
		return "", fmt.Errorf("no committed certificate for %v", n)
	}
	return strings.Join(kinds, " and ") + " certificate", nil
}
