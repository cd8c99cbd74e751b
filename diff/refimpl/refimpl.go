// Package refimpl registers the math/big reference (ref/) as the
// implementation "ref": the ground truth of every comparison.
package refimpl

import (
	"fmt"
	"strings"

	"github.com/curvecheck/curvecheck/diff"
	"github.com/curvecheck/curvecheck/ref/bip340"
	"github.com/curvecheck/curvecheck/ref/ecdh"
	"github.com/curvecheck/curvecheck/ref/ecdsa"
	"github.com/curvecheck/curvecheck/ref/ed25519"
	"github.com/curvecheck/curvecheck/ref/weierstrass"
	"github.com/curvecheck/curvecheck/ref/x25519"
)

// Name is the registry name of the reference.
const Name = "ref"

type runFunc func(op string, in diff.Values) (diff.Values, error)

// Impl is the reference implementation, following an Ed25519 verification
// policy (default ed25519.Cofactorless).
type Impl struct {
	edPolicy ed25519.Policy
	ops      map[string]runFunc
}

// New returns the reference with the default policies.
func New() *Impl { return newImpl(ed25519.Cofactorless) }

func newImpl(pol ed25519.Policy) *Impl {
	r := &Impl{edPolicy: pol, ops: map[string]runFunc{}}
	r.ops["ed25519/public_key"] = func(op string, in diff.Values) (diff.Values, error) {
		seed, err := in.Get(op, "seed")
		if err != nil {
			return nil, err
		}
		pub, err := ed25519.PublicKey(seed)
		return diff.Values{"pub": pub}, err
	}
	r.ops["ed25519/sign"] = func(op string, in diff.Values) (diff.Values, error) {
		seed, msg, err := get2(in, op, "seed", "msg")
		if err != nil {
			return nil, err
		}
		sig, err := ed25519.Sign(seed, msg)
		return diff.Values{"sig": sig}, err
	}
	r.ops["ed25519/verify"] = func(op string, in diff.Values) (diff.Values, error) {
		pub, msg, sig, err := get3(in, op, "pub", "msg", "sig")
		if err != nil {
			return nil, err
		}
		return diff.Values{}, ed25519.Verify(r.edPolicy, pub, msg, sig)
	}
	r.ops["x25519/ecdh"] = func(op string, in diff.Values) (diff.Values, error) {
		k, u, err := get2(in, op, "scalar", "point")
		if err != nil {
			return nil, err
		}
		out, err := x25519.X25519(k, u)
		return diff.Values{"shared": out}, err
	}
	for _, c := range []*weierstrass.Curve{weierstrass.Secp256k1, weierstrass.P256, weierstrass.P384} {
		c := c
		r.ops[c.Name+"/ecdsa_verify"] = ecdsaVerify(c, ecdsa.VerifyOptions{})
		r.ops[c.Name+"/ecdh"] = func(op string, in diff.Values) (diff.Values, error) {
			priv, pub, err := get2(in, op, "private", "public")
			if err != nil {
				return nil, err
			}
			d, err := ecdh.PrivateKey(c, priv)
			if err != nil {
				return nil, err
			}
			s, err := ecdh.SharedSecret(c, d, pub)
			return diff.Values{"shared": s}, err
		}
	}
	r.ops["secp256k1/ecdsa_verify_low_s"] = ecdsaVerify(weierstrass.Secp256k1, ecdsa.VerifyOptions{RequireLowS: true})
	r.ops["secp256k1/bip340_sign"] = func(op string, in diff.Values) (diff.Values, error) {
		sk, msg, aux, err := get3(in, op, "secret", "msg", "aux")
		if err != nil {
			return nil, err
		}
		sig, err := bip340.Sign(sk, msg, aux)
		return diff.Values{"sig": sig}, err
	}
	r.ops["secp256k1/bip340_verify"] = func(op string, in diff.Values) (diff.Values, error) {
		pub, msg, sig, err := get3(in, op, "pub", "msg", "sig")
		if err != nil {
			return nil, err
		}
		return diff.Values{}, bip340.Verify(pub, msg, sig)
	}
	return r
}

func ecdsaVerify(c *weierstrass.Curve, opts ecdsa.VerifyOptions) runFunc {
	return func(op string, in diff.Values) (diff.Values, error) {
		pub, digest, sigb, err := get3(in, op, "pub", "digest", "sig")
		if err != nil {
			return nil, err
		}
		Q, err := c.Decode(pub)
		if err != nil {
			return nil, fmt.Errorf("ecdsa: public key: %w", err)
		}
		sig, err := ecdsa.DecodeP1363(c, sigb)
		if err != nil {
			return nil, err
		}
		return diff.Values{}, ecdsa.Verify(c, Q, digest, sig, opts)
	}
}

func get2(in diff.Values, op, a, b string) ([]byte, []byte, error) {
	x, err := in.Get(op, a)
	if err != nil {
		return nil, nil, err
	}
	y, err := in.Get(op, b)
	return x, y, err
}

func get3(in diff.Values, op, a, b, c string) ([]byte, []byte, []byte, error) {
	x, y, err := get2(in, op, a, b)
	if err != nil {
		return nil, nil, nil, err
	}
	z, err := in.Get(op, c)
	return x, y, z, err
}

// Name returns "ref".
func (r *Impl) Name() string { return Name }

// Supports reports whether op is in the reference.
func (r *Impl) Supports(op string) bool { _, ok := r.ops[op]; return ok }

// Run computes op.
func (r *Impl) Run(op string, in diff.Values) (diff.Values, error) {
	f, ok := r.ops[op]
	if !ok {
		return nil, fmt.Errorf("ref: %s: %w", op, diff.ErrUnsupported)
	}
	return f(op, in)
}

// Policy returns the Ed25519 verification policy for ed25519/verify.
func (r *Impl) Policy(op string) string {
	if op == "ed25519/verify" {
		return r.edPolicy.Name
	}
	return ""
}

// Policies lists the Ed25519 verification policies of ref/ed25519.
func (r *Impl) Policies(op string) []string {
	if op != "ed25519/verify" {
		return nil
	}
	var out []string
	for _, p := range ed25519.Policies {
		out = append(out, p.Name)
	}
	return out
}

// WithPolicy returns the reference following the named Ed25519 policy.
func (r *Impl) WithPolicy(op, policy string) (diff.Impl, error) {
	if op != "ed25519/verify" {
		return nil, fmt.Errorf("ref: %s has no policies", op)
	}
	p, ok := ed25519.PolicyByName(policy)
	if !ok {
		return nil, fmt.Errorf("ref: unknown Ed25519 policy %q (known: %s)", policy, strings.Join(r.Policies(op), ", "))
	}
	return newImpl(p), nil
}

func init() { diff.Register(New()) }
