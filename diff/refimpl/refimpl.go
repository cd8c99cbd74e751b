// Package refimpl registers the math/big reference (ref/) as the
// implementation "ref": the ground truth of every comparison.
//
// The reference computes every catalog operation under any combination of
// the policy atoms below, so that an implementation that declares a policy is
// compared with the reference following that same policy. Atoms are joined
// with "+":
//
//	field:canonical        reject field elements >= p (default: reduce)
//	field:ignore-top-bit   drop the top bit of a field element first (RFC 7748 style)
//	scalar:canonical       reject scalars >= n (default: use the integer as given)
//	scalar:reduced         multiply by k mod n rather than the integer k
//	invert0:zero           the inverse of zero is zero (default: rejected)
//	point:no-identity      reject the SEC1 identity encoding 00
//	point:uncompressed-only  accept only 04 ‖ X ‖ Y (SEC1 inputs)
//	point:hybrid           also accept X9.62 hybrid encodings 06/07 ‖ X ‖ Y
//	point:lenient          edwards25519: accept y >= p and x = -0 (default: RFC 8032 strict)
//	point:noncanonical-y   edwards25519: accept y >= p only
//	point:negative-zero    edwards25519: accept x = -0 only
//	x25519:reject-zero     reject an all-zero X25519 output (RFC 7748 §6.1)
//	ecdsa:low-s            ecdsa_sign returns s <= n/2
//	cofactorless, zip215, strict, rfc8032   the Ed25519 verification policies of ref/ed25519
package refimpl

import (
	"errors"
	"fmt"
	"sort"
	"strings"

	"github.com/curvecheck/curvecheck/diff"
	"github.com/curvecheck/curvecheck/ref/bip340"
	"github.com/curvecheck/curvecheck/ref/ecdh"
	"github.com/curvecheck/curvecheck/ref/ecdsa"
	"github.com/curvecheck/curvecheck/ref/ed25519"
	"github.com/curvecheck/curvecheck/ref/x25519"
)

// Name is the registry name of the reference.
const Name = "ref"

type runFunc func(op string, in diff.Values) (diff.Values, error)

type atoms map[string]bool

var knownAtoms = map[string]bool{
	"field:canonical": true, "field:ignore-top-bit": true, "scalar:canonical": true, "scalar:reduced": true,
	"invert0:zero": true, "point:no-identity": true, "point:uncompressed-only": true, "point:hybrid": true, "point:lenient": true, "point:noncanonical-y": true,
	"point:negative-zero": true, "x25519:reject-zero": true, "ecdsa:low-s": true,
}

func parseAtoms(policy string) (atoms, *ed25519.Policy, error) {
	a := atoms{}
	var ed *ed25519.Policy
	for _, s := range strings.Split(policy, "+") {
		s = strings.TrimSpace(s)
		if s == "" {
			continue
		}
		if p, ok := ed25519.PolicyByName(s); ok {
			ed = &p
			continue
		}
		if !knownAtoms[s] {
			return nil, nil, fmt.Errorf("ref: unknown policy atom %q", s)
		}
		a[s] = true
	}
	return a, ed, nil
}

// Impl is the reference implementation under a set of policy atoms.
type Impl struct {
	policy   string
	atoms    atoms
	edPolicy ed25519.Policy
	ops      map[string]runFunc
}

// New returns the reference with the default policies: integer semantics
// for field elements and scalars, strict RFC 8032 point decoding,
// cofactorless Ed25519 verification (the ref10 lineage).
func New() *Impl {
	r, _ := newImpl("")
	return r
}

func newImpl(policy string) (*Impl, error) {
	a, ed, err := parseAtoms(policy)
	if err != nil {
		return nil, err
	}
	r := &Impl{policy: policy, atoms: a, edPolicy: ed25519.Cofactorless, ops: map[string]runFunc{}}
	if ed != nil {
		r.edPolicy = *ed
	}
	for _, f := range diff.GroupFamilies {
		group{f: f, atoms: a}.register(r.ops)
	}
	r.registerProtocols()
	return r, nil
}

func (r *Impl) registerProtocols() {
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
	r.ops["ed25519/verify_batch"] = func(op string, in diff.Values) (diff.Values, error) {
		pubs, msgs, sigs, err := diff.DecodeEd25519Batch(in)
		if err != nil {
			return nil, err
		}
		valid := make([]bool, len(sigs))
		for i := range sigs {
			valid[i] = ed25519.Verify(r.edPolicy, pubs[i], msgs[i], sigs[i]) == nil
		}
		return diff.Ed25519BatchVerdicts(valid), nil
	}
	r.ops["x25519/ecdh"] = func(op string, in diff.Values) (diff.Values, error) {
		k, u, err := get2(in, op, "scalar", "point")
		if err != nil {
			return nil, err
		}
		out, err := x25519.X25519(k, u)
		if err == nil && r.atoms["x25519:reject-zero"] && x25519.IsZero(out) {
			return nil, errors.New("x25519: all-zero output (low-order point) rejected by policy")
		}
		return diff.Values{"shared": out}, err
	}
	for _, f := range diff.ProtocolFamilies {
		c := f.W
		h := diff.ECDSAHash[f.Name]
		r.ops[f.Name+"/ecdsa_verify"] = r.ecdsaVerify(f, ecdsa.VerifyOptions{})
		r.ops[f.Name+"/ecdsa_sign"] = func(op string, in diff.Values) (diff.Values, error) {
			priv, digest, err := get2(in, op, "private", "digest")
			if err != nil {
				return nil, err
			}
			d, err := ecdh.PrivateKey(c, priv)
			if err != nil {
				return nil, err
			}
			if len(digest) != h.Size() {
				return nil, fmt.Errorf("ecdsa: digest is %d bytes, want %d", len(digest), h.Size())
			}
			sig, err := ecdsa.Sign(c, d, h, digest, r.atoms["ecdsa:low-s"])
			if err != nil {
				return nil, err
			}
			return diff.Values{"sig": ecdsa.EncodeP1363(c, sig)}, nil
		}
		r.ops[f.Name+"/ecdh"] = func(op string, in diff.Values) (diff.Values, error) {
			priv, pub, err := get2(in, op, "private", "public")
			if err != nil {
				return nil, err
			}
			d, err := ecdh.PrivateKey(c, priv)
			if err != nil {
				return nil, err
			}
			Q, err := decodeSEC1(c, pub, r.atoms)
			if err != nil {
				return nil, fmt.Errorf("ecdh: public key: %w", err)
			}
			// Re-encode: ecdh.SharedSecret validates the point itself.
			s, err := ecdh.SharedSecret(c, d, c.EncodeUncompressed(Q))
			return diff.Values{"shared": s}, err
		}
	}
	r.ops["secp256k1/ecdsa_verify_low_s"] = r.ecdsaVerify(diff.Secp256k1, ecdsa.VerifyOptions{RequireLowS: true})
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
}

func (r *Impl) ecdsaVerify(f *diff.Family, opts ecdsa.VerifyOptions) runFunc {
	c := f.W
	return func(op string, in diff.Values) (diff.Values, error) {
		pub, digest, sigb, err := get3(in, op, "pub", "digest", "sig")
		if err != nil {
			return nil, err
		}
		Q, err := decodeSEC1(c, pub, r.atoms)
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

// Policy returns the policy the reference follows for op.
func (r *Impl) Policy(op string) string {
	if op == "ed25519/verify" || op == "ed25519/verify_batch" {
		return r.edPolicy.Name
	}
	var out []string
	for a := range r.atoms {
		out = append(out, a)
	}
	sort.Strings(out)
	return strings.Join(out, "+")
}

// Policies lists the named Ed25519 verification policies for
// ed25519/verify (the vector checker runs speccheck and CCTV under each).
func (r *Impl) Policies(op string) []string {
	if op != "ed25519/verify" && op != "ed25519/verify_batch" {
		return nil
	}
	var out []string
	for _, p := range ed25519.Policies {
		out = append(out, p.Name)
	}
	return out
}

// WithPolicy returns the reference following policy (atoms joined by "+").
func (r *Impl) WithPolicy(op, policy string) (diff.Impl, error) {
	return newImpl(policy)
}

func init() { diff.Register(New()) }
