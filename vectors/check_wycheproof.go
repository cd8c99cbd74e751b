package vectors

import (
	"bytes"
	"crypto"
	"fmt"
	"math/big"
	"slices"
	"strings"

	"github.com/curvecheck/curvecheck/catalog"
	"github.com/curvecheck/curvecheck/outcome"
	"github.com/curvecheck/curvecheck/ref/ecdsa"
)

func init() {
	registerFormat(format{
		name: "wycheproof",
		detect: func(name string, data []byte) bool {
			return bytes.HasPrefix(bytes.TrimSpace(data), []byte("{")) && bytes.Contains(data[:min(len(data), 4096)], []byte(`"schema"`))
		},
		check: checkWycheproof,
	})
}

func checkWycheproof(c *checker) error {
	w, err := ParseWycheproof(c.data)
	if err != nil {
		return err
	}
	n := 0
	var cerr error
	switch w.Schema {
	case SchemaEddsaVerify:
		n, cerr = checkWycheproofEddsa(c, w)
	case SchemaXdhComp:
		n, cerr = checkWycheproofXdh(c, w)
	case SchemaEcdsaVerify, SchemaEcdsaP1363, SchemaEcdsaBitcoin:
		n, cerr = checkWycheproofEcdsa(c, w)
	case SchemaEcdhASN, SchemaEcdhEcpoint:
		n, cerr = checkWycheproofEcdh(c, w)
	}
	if cerr != nil {
		return cerr
	}
	if n != w.NumberOfTests {
		return fmt.Errorf("field \"numberOfTests\" says %d, the groups hold %d", w.NumberOfTests, n)
	}
	return nil
}

func checkWycheproofEddsa(c *checker, w *Wycheproof) (int, error) {
	groups, err := w.EddsaGroups()
	if err != nil {
		return 0, err
	}
	// Wycheproof judges encodings by RFC 8032's strict decoding. Under
	// ZIP-215 the cases listed in zip215Changes are a choice the policy
	// makes: counted as acceptable. Every other invalid case stays invalid.
	atoms, _ := catalog.ExpandPolicy(catalog.PolicyOf(c.impl, "ed25519/verify"))
	lenient := slices.Contains(atoms, "ed25519:lenient-r")
	changes := zip215Changes[w.Algorithm]
	n := 0
	for _, g := range groups {
		for _, t := range g.Tests {
			n++
			want, err := parseExpectation(t.Result)
			if err != nil {
				return 0, fmt.Errorf("%s: %w", tcid(t.TcID), err)
			}
			// The list names cases of Wycheproof's file; curvecheck's own
			// export (curvecheck export) numbers its cases its own way.
			if ch, ok := changes[t.TcID]; ok && g.Source.Name != ExportSource {
				if !strings.Contains(t.Comment, ch.comment) {
					return 0, fmt.Errorf("%s: comment %q, but the ZIP-215 list expects %q: the list is out of date for this file", tcid(t.TcID), t.Comment, ch.comment)
				}
				if lenient && want == Invalid {
					want = Acceptable
				}
			}
			if g.PublicKey.Curve != "edwards25519" {
				c.res.Add(outcome.NotApplicable, "curve "+g.PublicKey.Curve+" not in the catalog")
				continue
			}
			c.do(tcid(t.TcID), t.Flags, want, "ed25519/verify", catalog.Values{"pub": g.PublicKey.PK, "msg": t.Msg, "sig": t.Sig}, nil)
		}
	}
	return n, nil
}

// ExportSource is the source name of the groups curvecheck export writes.
const ExportSource = "curvecheck"

// zip215Change is a Wycheproof EdDSA case whose verdict ZIP-215 changes.
type zip215Change struct {
	comment string // a phrase of the case's comment, checked, so the list cannot drift onto another case
	reason  string
}

// zip215Changes lists, per Wycheproof algorithm and tcId, the invalid cases
// that a ZIP-215 verifier may accept. ZIP-215 (zips.z.cash/zip-0215) changes
// three things from RFC 8032: A and R encodings with y >= p are decoded
// (reduced), the encoding of x = 0 with the sign bit set ("negative zero")
// is decoded, and the equation is the cofactored one. S must still be
// canonical. Every other invalid case stays invalid under ZIP-215: the
// "modified bit N in R" cases (42-59) change the point R, "R == 0" (60)
// decodes to a point of order 4 that does not satisfy the equation, and the
// flipped or all-ones R encodings (61, 62) decode to other points or not at
// all.
var zip215Changes = map[string]map[int]zip215Change{
	"EDDSA": {
		151: {comment: "R encodes y = 1 with the sign bit of x set",
			reason: "R is the negative-zero encoding of the identity (y = 1, sign of x set); ZIP-215 decodes it, and the signature holds over those bytes"},
	},
}

func checkWycheproofXdh(c *checker, w *Wycheproof) (int, error) {
	groups, err := w.XdhGroups()
	if err != nil {
		return 0, err
	}
	n := 0
	for _, g := range groups {
		for _, t := range g.Tests {
			n++
			want, err := parseExpectation(t.Result)
			if err != nil {
				return 0, fmt.Errorf("%s: %w", tcid(t.TcID), err)
			}
			if g.Curve != "curve25519" {
				c.res.Add(outcome.NotApplicable, "curve "+g.Curve+" not in the catalog")
				continue
			}
			c.do(tcid(t.TcID), t.Flags, want, "x25519/ecdh", catalog.Values{"scalar": t.Private, "point": t.Public}, catalog.Values{"shared": t.Shared})
		}
	}
	return n, nil
}

func checkWycheproofEcdsa(c *checker, w *Wycheproof) (int, error) {
	groups, err := w.EcdsaGroups()
	if err != nil {
		return 0, err
	}
	n := 0
	for gi, g := range groups {
		fam, famOK := wycheproofFamily[g.PublicKey.Curve]
		h, hashErr := hashByName(g.Sha)
		for _, t := range g.Tests {
			n++
			want, err := parseExpectation(t.Result)
			if err != nil {
				return 0, fmt.Errorf("%s: %w", tcid(t.TcID), err)
			}
			switch {
			case !famOK:
				c.res.Add(outcome.NotApplicable, "curve "+g.PublicKey.Curve+" not in the catalog")
				continue
			case hashErr != nil:
				c.res.Add(outcome.NotApplicable, fmt.Sprintf("testGroups[%d]: %v", gi, hashErr))
				continue
			}
			if w.Schema != SchemaEcdsaP1363 {
				if sub, op, input, ok := ecdsaDEROp(c, fam, h, w.Schema == SchemaEcdsaBitcoin); ok {
					// The DER signature goes to the implementation as it
					// is: its own parser meets Wycheproof's encoding cases.
					data := []byte(t.Msg)
					if input == "digest" {
						hh := h.New()
						hh.Write(t.Msg)
						data = hh.Sum(nil)
					}
					flags := t.Flags
					if want == Valid && w.Schema != SchemaEcdsaBitcoin && lowSPolicy(sub.impl, op) {
						if rs, err := ecdsa.ParseDER(t.Sig); err == nil && highS(fam, append(fam2int(fam, rs.R), fam2int(fam, rs.S)...)) {
							want = Invalid
							flags = append(slices.Clone(flags), "HighSUnderPolicyLowS")
						}
					}
					sub.do(tcid(t.TcID), flags, want, op, catalog.Values{"pub": g.PublicKey.Uncompressed, input: data, "sig": t.Sig}, nil)
					continue
				}
			}
			op, input := ecdsaOp(c.impl, fam, h, w.Schema == SchemaEcdsaBitcoin)
			data := []byte(t.Msg)
			if input == "digest" {
				hh := h.New()
				hh.Write(t.Msg)
				data = hh.Sum(nil)
			}
			sig := []byte(t.Sig)
			if w.Schema != SchemaEcdsaP1363 {
				// DER signatures are parsed here, strictly; the catalog
				// operation takes the fixed-width r ‖ s.
				rs, err := ecdsa.ParseDER(t.Sig)
				if err != nil {
					c.loaderRejected(tcid(t.TcID), t.Flags, want, op, "DER signature rejected by the loader's strict parser (the operation takes r ‖ s)", err)
					continue
				}
				sig, err = p1363(rs.R, rs.S, scalarSize[fam])
				if err != nil {
					c.loaderRejected(tcid(t.TcID), t.Flags, want, op, "DER signature with r or s wider than n (no r ‖ s encoding exists)", err)
					continue
				}
			}
			flags := t.Flags
			if want == Valid && w.Schema != SchemaEcdsaBitcoin && lowSPolicy(c.impl, op) && highS(fam, sig) {
				// The implementation declared that it rejects s > n/2;
				// under that policy the right answer to a valid high-S
				// signature is a rejection (the flag says so in reports).
				want = Invalid
				flags = append(slices.Clone(flags), "HighSUnderPolicyLowS")
			}
			c.do(tcid(t.TcID), flags, want, op, catalog.Values{"pub": g.PublicKey.Uncompressed, input: data, "sig": sig}, nil)
		}
	}
	return n, nil
}

// lowSPolicy reports whether impl declared ecdsa:verify-low-s for op.
func lowSPolicy(impl catalog.Impl, op string) bool {
	as, _ := catalog.ExpandPolicy(catalog.PolicyOf(impl, op))
	return slices.Contains(as, "ecdsa:verify-low-s")
}

// highS reports whether the s half of the r ‖ s signature exceeds n/2.
func highS(fam string, sig []byte) bool {
	f := catalog.FamilyByName(fam)
	if f == nil || len(sig) != 2*f.ScalarSize {
		return false
	}
	s := new(big.Int).SetBytes(sig[f.ScalarSize:])
	return s.Cmp(new(big.Int).Rsh(f.N, 1)) > 0
}

// ecdsaOp picks the catalog operation that checks a Wycheproof ECDSA case
// (hash h over the message) for impl: the digest operation, or the message
// operation when impl computes only that and hashes with h; for the
// low-S (Bitcoin) file, the low-S operation or either of those under the
// policy ecdsa:verify-low-s. It returns the operation and its data input.
func ecdsaOp(impl catalog.Impl, fam string, h crypto.Hash, lowS bool) (op, input string) {
	digestOp, msgOp := fam+"/ecdsa_verify", fam+"/ecdsa_verify_message"
	if lowS {
		switch {
		case impl.Supports(fam + "/ecdsa_verify_low_s"):
			return fam + "/ecdsa_verify_low_s", "digest"
		case impl.Supports(digestOp) && lowSPolicy(impl, digestOp):
			return digestOp, "digest"
		case impl.Supports(msgOp) && lowSPolicy(impl, msgOp) && catalog.ECDSAHash[fam] == h:
			return msgOp, "msg"
		}
		return fam + "/ecdsa_verify_low_s", "digest"
	}
	if !impl.Supports(digestOp) && impl.Supports(msgOp) && catalog.ECDSAHash[fam] == h {
		return msgOp, "msg"
	}
	return digestOp, "digest"
}

// ecdsaDEROp picks the DER operation that checks a Wycheproof DER case
// (hash h over the message) for c's implementation: ecdsa_verify_der on
// the digest, or ecdsa_verify_message_der when the implementation computes
// only that and hashes with h. For the low-S (Bitcoin) file the
// implementation must declare ecdsa:verify-low-s on it, or follow any
// policy it is given (the reference), and then the returned checker runs
// it under that atom. ok is false when no DER operation serves the case:
// the caller falls back to the r ‖ s operations.
func ecdsaDEROp(c *checker, fam string, h crypto.Hash, lowS bool) (sub *checker, op, input string, ok bool) {
	switch {
	case c.impl.Supports(fam + "/ecdsa_verify_der"):
		op, input = fam+"/ecdsa_verify_der", "digest"
	case c.impl.Supports(fam+"/ecdsa_verify_message_der") && catalog.ECDSAHash[fam] == h:
		op, input = fam+"/ecdsa_verify_message_der", "msg"
	default:
		return nil, "", "", false
	}
	if !lowS || lowSPolicy(c.impl, op) {
		return c, op, input, true
	}
	p := c.impl.Capabilities()
	if p.WithPolicy == nil {
		return nil, "", "", false
	}
	pol := catalog.PolicyOf(c.impl, op)
	if pol != "" {
		pol += "+"
	}
	im, err := p.WithPolicy(op, pol+"ecdsa:verify-low-s")
	if err != nil {
		return nil, "", "", false
	}
	return &checker{impl: im, data: c.data, opts: c.opts, res: c.res}, op, input, true
}

// fam2int encodes x at the width of the family's n (wider values as they
// are: highS only reads widths it knows).
func fam2int(fam string, x *big.Int) []byte {
	b, err := fixedWidth(x, scalarSize[fam])
	if err != nil {
		return x.Bytes()
	}
	return b
}

func p1363(r, s *big.Int, size int) ([]byte, error) {
	rb, err := fixedWidth(r, size)
	if err != nil {
		return nil, fmt.Errorf("r: %w", err)
	}
	sb, err := fixedWidth(s, size)
	if err != nil {
		return nil, fmt.Errorf("s: %w", err)
	}
	return append(rb, sb...), nil
}

func checkWycheproofEcdh(c *checker, w *Wycheproof) (int, error) {
	groups, err := w.EcdhGroups()
	if err != nil {
		return 0, err
	}
	n := 0
	for _, g := range groups {
		fam, famOK := wycheproofFamily[g.Curve]
		for _, t := range g.Tests {
			n++
			want, err := parseExpectation(t.Result)
			if err != nil {
				return 0, fmt.Errorf("%s: %w", tcid(t.TcID), err)
			}
			if !famOK {
				c.res.Add(outcome.NotApplicable, "curve "+g.Curve+" not in the catalog")
				continue
			}
			pub := []byte(t.Public)
			if w.Schema == SchemaEcdhASN {
				pub, err = parseECSPKI(t.Public, g.Curve)
				if err != nil {
					c.loaderRejected(tcid(t.TcID), t.Flags, want, fam+"/ecdh", "public key SPKI rejected by the loader (explicit parameters, another curve or malformed ASN.1)", err)
					continue
				}
			}
			priv, err := fixedWidth(new(big.Int).SetBytes(t.Private), scalarSize[fam])
			if err != nil {
				c.loaderRejected(tcid(t.TcID), t.Flags, want, fam+"/ecdh", "private key wider than n", fmt.Errorf("private key: %w", err))
				continue
			}
			c.do(tcid(t.TcID), t.Flags, want, fam+"/ecdh", catalog.Values{"private": priv, "public": pub}, catalog.Values{"shared": t.Shared})
		}
	}
	return n, nil
}
