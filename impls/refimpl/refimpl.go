// Package refimpl registers the math/big reference (ref/) as the
// implementation "ref": the ground truth of every comparison.
//
// The reference computes every catalog operation under any combination of
// the policy atoms of the catalog (catalog.Atoms; doc/policies.md documents
// each, with the operations it applies to), so that an implementation that
// declares a policy is compared with the reference following that same
// policy. Without atoms it follows its defaults: integer semantics for
// field elements and scalars, strict RFC 8032 and SEC1 point decoding, the
// SEC1 identity encoding 00 accepted, the cofactorless Ed25519 equation
// (the named policy "cofactorless"), ECDSA private keys in [1, n-1].
package refimpl

import (
	"errors"
	"fmt"
	"math/big"
	"strings"

	"github.com/curvecheck/curvecheck/catalog"
	"github.com/curvecheck/curvecheck/ref/bip340"
	"github.com/curvecheck/curvecheck/ref/ecdh"
	"github.com/curvecheck/curvecheck/ref/ecdsa"
	"github.com/curvecheck/curvecheck/ref/ed25519"
	"github.com/curvecheck/curvecheck/ref/edwards"
	"github.com/curvecheck/curvecheck/ref/x25519"
)

// Name is the registry name of the reference.
const Name = "ref"

type runFunc func(op string, in catalog.Values) (catalog.Values, error)

type atoms map[string]bool

// edPolicy turns the ed25519:* atoms into ref/ed25519's verification rules,
// starting from its default (cofactorless: A decoded leniently, R
// canonical, S < L).
func edPolicy(a atoms) ed25519.Policy {
	p := ed25519.Policy{Name: "cofactorless", A: edwards.DecodeOptions{
		AllowNonCanonicalY: !a["ed25519:canonical-a"] && !a["ed25519:canonical-a-y"],
		AllowNegativeZero:  !a["ed25519:canonical-a"] && !a["ed25519:canonical-a-sign"],
	}, R: edwards.DecodeOptions{
		AllowNonCanonicalY: a["ed25519:lenient-r"] || a["ed25519:lenient-r-y"],
		AllowNegativeZero:  a["ed25519:lenient-r"] || a["ed25519:lenient-r-sign"],
	}}
	p.Cofactored = a["ed25519:cofactored"]
	p.RejectSmallOrderA = a["ed25519:reject-small-order-a"]
	p.RejectSmallOrderR = a["ed25519:reject-small-order-r"]
	p.AllowUnreducedS = a["ed25519:unreduced-s"]
	return p
}

// Impl is the reference implementation under a set of policy atoms.
type Impl struct {
	policy   string
	atoms    atoms
	edPolicy ed25519.Policy
	ops      map[string]runFunc
	memo     *Memo // nil: every answer computed (NewMemo)
}

// New returns the reference with its default policies.
func New() *Impl {
	r, _ := newImpl("")
	return r
}

func newImpl(policy string) (*Impl, error) {
	list, err := catalog.ExpandPolicy(policy)
	if err != nil {
		return nil, fmt.Errorf("ref: %w", err)
	}
	a := atoms{}
	for _, s := range list {
		a[s] = true
	}
	r := &Impl{policy: policy, atoms: a, edPolicy: edPolicy(a), ops: map[string]runFunc{}}
	r.edPolicy.Name = r.Policy("ed25519/verify")
	for _, f := range catalog.GroupFamilies {
		group{f: f, atoms: a}.register(r.ops)
	}
	r.registerProtocols()
	registerBIP352(r.ops)
	registerH2C(r.ops)
	registerXMD(r.ops)
	registerOPRF(r.ops)
	registerPMBTokens(r.ops)
	return r, nil
}

func (r *Impl) registerProtocols() {
	r.ops["ed25519/public_key"] = func(op string, in catalog.Values) (catalog.Values, error) {
		seed, err := in.Get(op, "seed")
		if err != nil {
			return nil, err
		}
		pub, err := ed25519.PublicKey(seed)
		return catalog.Values{"pub": pub}, err
	}
	r.ops["ed25519/sign"] = func(op string, in catalog.Values) (catalog.Values, error) {
		seed, msg, err := get2(in, op, "seed", "msg")
		if err != nil {
			return nil, err
		}
		sig, err := ed25519.Sign(seed, msg)
		return catalog.Values{"sig": sig}, err
	}
	r.ops["ed25519/verify"] = func(op string, in catalog.Values) (catalog.Values, error) {
		pub, msg, sig, err := get3(in, op, "pub", "msg", "sig")
		if err != nil {
			return nil, err
		}
		return catalog.Values{}, ed25519.Verify(r.edPolicy, pub, msg, sig)
	}
	r.ops["ed25519/verify_batch"] = func(op string, in catalog.Values) (catalog.Values, error) {
		pubs, msgs, sigs, err := catalog.DecodeEd25519Batch(in)
		if err != nil {
			return nil, err
		}
		valid := make([]bool, len(sigs))
		for i := range sigs {
			valid[i] = ed25519.Verify(r.edPolicy, pubs[i], msgs[i], sigs[i]) == nil
		}
		return catalog.Ed25519BatchVerdicts(valid), nil
	}
	r.ops["x25519/ecdh"] = func(op string, in catalog.Values) (catalog.Values, error) {
		k, u, err := get2(in, op, "scalar", "point")
		if err != nil {
			return nil, err
		}
		out, err := x25519.X25519(k, u)
		if err == nil && r.atoms["x25519:reject-zero"] && x25519.IsZero(out) {
			return nil, errors.New("x25519: all-zero output (low-order point) rejected by policy")
		}
		return catalog.Values{"shared": out}, err
	}
	for _, f := range catalog.ProtocolFamilies {
		c := f.W
		h := catalog.ECDSAHash[f.Name]
		opts := ecdsa.VerifyOptions{RequireLowS: r.atoms["ecdsa:verify-low-s"]}
		r.ops[f.Name+"/ecdsa_verify"] = r.ecdsaVerify(f, opts, "digest", false)
		r.ops[f.Name+"/ecdsa_verify_message"] = r.ecdsaVerify(f, opts, "msg", false)
		r.ops[f.Name+"/ecdsa_verify_der"] = r.ecdsaVerify(f, opts, "digest", true)
		r.ops[f.Name+"/ecdsa_verify_message_der"] = r.ecdsaVerify(f, opts, "msg", true)
		// The digest may have any length: SEC1 §4.1.3 step 5 truncates it
		// to the bit length of n, and RFC 6979 §3.2 takes it through
		// bits2octets; the nonce's HMAC uses the family's hash.
		sign := func(input string, encode func(ecdsa.Signature) []byte) runFunc {
			return func(op string, in catalog.Values) (catalog.Values, error) {
				priv, data, err := get2(in, op, "private", input)
				if err != nil {
					return nil, err
				}
				if r.atoms["ecdsa:reduce-private"] && len(priv) == c.Scalar.Size() {
					priv = f.Scalar(new(big.Int).Mod(f.ParseInt(priv), f.N))
				}
				d, err := ecdsa.ParsePrivateKey(c, priv)
				if err != nil {
					return nil, err
				}
				digest := data
				if input == "msg" {
					hh := h.New()
					hh.Write(data)
					digest = hh.Sum(nil)
				}
				sig, err := ecdsa.Sign(c, d, h, digest, r.atoms["ecdsa:low-s"])
				if err != nil {
					return nil, err
				}
				return catalog.Values{"sig": encode(sig)}, nil
			}
		}
		p1363 := func(sig ecdsa.Signature) []byte { return ecdsa.EncodeP1363(c, sig) }
		r.ops[f.Name+"/ecdsa_sign"] = sign("digest", p1363)
		r.ops[f.Name+"/ecdsa_sign_der"] = sign("digest", ecdsa.EncodeDER)
		r.ops[f.Name+"/ecdsa_sign_message"] = sign("msg", p1363)
		r.ops[f.Name+"/ecdh"] = func(op string, in catalog.Values) (catalog.Values, error) {
			priv, pub, err := get2(in, op, "private", "public")
			if err != nil {
				return nil, err
			}
			if r.atoms["ecdh:reduce-private"] && len(priv) == c.Scalar.Size() {
				// Reduce d mod n first (the result 0 is still rejected).
				priv = f.Scalar(new(big.Int).Mod(f.ParseInt(priv), f.N))
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
			return catalog.Values{"shared": s}, err
		}
	}
	r.ops["secp256k1/ecdsa_verify_low_s"] = r.ecdsaVerify(catalog.Secp256k1, ecdsa.VerifyOptions{RequireLowS: true}, "digest", false)
	r.ops["secp256k1/bip340_sign"] = func(op string, in catalog.Values) (catalog.Values, error) {
		sk, msg, aux, err := get3(in, op, "secret", "msg", "aux")
		if err != nil {
			return nil, err
		}
		sig, err := bip340.Sign(sk, msg, aux)
		return catalog.Values{"sig": sig}, err
	}
	r.ops["secp256k1/bip340_verify"] = func(op string, in catalog.Values) (catalog.Values, error) {
		pub, msg, sig, err := get3(in, op, "pub", "msg", "sig")
		if err != nil {
			return nil, err
		}
		return catalog.Values{}, bip340.Verify(pub, msg, sig)
	}
}

// ecdsaVerify verifies a signature (r ‖ s, or DER: strict, or BER under
// ecdsa:ber) over the digest input, or over the hash (the family's ECDSA
// hash) of the msg input.
func (r *Impl) ecdsaVerify(f *catalog.Family, opts ecdsa.VerifyOptions, input string, der bool) runFunc {
	c := f.W
	h := catalog.ECDSAHash[f.Name]
	return func(op string, in catalog.Values) (catalog.Values, error) {
		pub, data, sigb, err := get3(in, op, "pub", input, "sig")
		if err != nil {
			return nil, err
		}
		if input == "msg" {
			hh := h.New()
			hh.Write(data)
			data = hh.Sum(nil)
		}
		Q, err := decodeSEC1(c, pub, r.atoms)
		if err != nil {
			return nil, fmt.Errorf("ecdsa: public key: %w", err)
		}
		var sig ecdsa.Signature
		switch {
		case der && r.atoms["ecdsa:ber"]:
			sig, err = ecdsa.ParseBER(sigb)
		case der:
			sig, err = ecdsa.ParseDER(sigb)
		default:
			sig, err = ecdsa.DecodeP1363(c, sigb)
		}
		if err != nil {
			return nil, err
		}
		return catalog.Values{}, ecdsa.Verify(c, Q, data, sig, opts)
	}
}

func get2(in catalog.Values, op, a, b string) ([]byte, []byte, error) {
	x, err := in.Get(op, a)
	if err != nil {
		return nil, nil, err
	}
	y, err := in.Get(op, b)
	return x, y, err
}

func get3(in catalog.Values, op, a, b, c string) ([]byte, []byte, []byte, error) {
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

// Run computes op. A rejection's reason starts with the operation's name.
func (r *Impl) Run(op string, in catalog.Values) (catalog.Values, error) {
	f, ok := r.ops[op]
	if !ok {
		return nil, fmt.Errorf("ref: %s: %w", op, catalog.ErrUnsupported)
	}
	var key string
	if r.memo != nil {
		key = memoKey(r.policy, op, in)
		if out, err, ok := r.memo.lookup(key); ok {
			return out, err
		}
	}
	out, err := f(op, in)
	if err != nil {
		out, err = nil, fmt.Errorf("%s: %w", op, err)
	}
	if r.memo != nil {
		r.memo.record(key, out, err)
	}
	return out, err
}

// Policy returns the policy the reference follows for op: the atoms in
// effect that apply to op, or the name of the named policy they make up.
// Capabilities: the policy the instance follows, and every other policy it
// can follow (the reference is the engine's PolicyImpl).
func (r *Impl) Capabilities() catalog.Capabilities {
	return catalog.Capabilities{Policy: r.Policy, Policies: r.Policies, WithPolicy: r.WithPolicy}
}

func (r *Impl) Policy(op string) string {
	var out []string
	for _, a := range catalog.AtomsFor(op) {
		if r.atoms[a.Name] {
			out = append(out, a.Name)
		}
	}
	return catalog.CanonicalPolicy(op, strings.Join(out, "+"))
}

// Policies lists the named policies of op (for ed25519/verify, the
// Ed25519 verification policies the vector checker runs speccheck and CCTV
// under).
func (r *Impl) Policies(op string) []string {
	var out []string
	for _, p := range catalog.NamedPoliciesFor(op) {
		out = append(out, p.Name)
	}
	return out
}

// WithPolicy returns the reference following policy (atoms joined by "+").
func (r *Impl) WithPolicy(op, policy string) (catalog.Impl, error) {
	p, err := newImpl(policy)
	if p != nil {
		p.memo = r.memo
	}
	return p, err
}

func init() { catalog.Register(New()) }
