package vectors

import (
	"bytes"

	"fmt"
	"strings"

	"github.com/curvecheck/curvecheck/catalog"
	"github.com/curvecheck/curvecheck/outcome"
)

func init() {
	registerFormat(format{
		name: "sign.input",
		detect: func(name string, data []byte) bool {
			return strings.Contains(name, "sign.input")
		},
		check: checkSignInput,
	})
	registerFormat(format{
		name: "ed25519-speccheck",
		detect: func(name string, data []byte) bool {
			return isJSONArray(data) && bytes.Contains(data[:min(len(data), 512)], []byte(`"pub_key"`))
		},
		check:     checkSpeccheck,
		perPolicy: "ed25519/verify",
	})
	registerFormat(format{
		name: "cctv-ed25519",
		detect: func(name string, data []byte) bool {
			head := data[:min(len(data), 512)]
			return isJSONArray(data) && bytes.Contains(head, []byte(`"number"`)) && bytes.Contains(head, []byte(`"flags"`))
		},
		check:     checkCCTV,
		perPolicy: "ed25519/verify",
	})
	registerFormat(format{
		name: "boringssl-filetest",
		detect: func(name string, data []byte) bool {
			return strings.HasSuffix(name, ".txt") && bytes.Contains(data, []byte("Algorithm = "))
		},
		check: checkFileTest,
	})
}

func isJSONArray(data []byte) bool { return bytes.HasPrefix(bytes.TrimSpace(data), []byte("[")) }

func checkSignInput(c *checker) error {
	lines, err := ParseSignInput(c.data)
	if err != nil {
		return err
	}
	for _, l := range lines {
		id := fmt.Sprintf("line %d", l.Line)
		c.do(id+" public_key", nil, Valid, "ed25519/public_key", catalog.Values{"seed": l.Seed}, catalog.Values{"pub": l.Pub})
		c.do(id+" sign", nil, Valid, "ed25519/sign", catalog.Values{"seed": l.Seed, "msg": l.Msg}, catalog.Values{"sig": l.Sig})
		c.do(id+" verify", nil, Valid, "ed25519/verify", catalog.Values{"pub": l.Pub, "msg": l.Msg, "sig": l.Sig}, nil)
	}
	return nil
}

func verdict(accept bool) Expectation {
	if accept {
		return Valid
	}
	return Invalid
}

func checkSpeccheck(c *checker) error {
	cases, err := ParseSpeccheck(c.data)
	if err != nil {
		return err
	}
	exp, ok := SpeccheckExpected[c.res.Policy]
	for i, k := range cases {
		if !ok {
			c.res.Add(outcome.NotApplicable, "no published expectation for policy "+fmt.Sprintf("%q", c.res.Policy))
			continue
		}
		if i >= len(exp.Verdicts) {
			c.res.Add(outcome.NotApplicable, "case beyond the published condition table")
			continue
		}
		c.do(fmt.Sprintf("case %d", i), nil, verdict(exp.Verdicts[i] == 'V'), "ed25519/verify",
			catalog.Values{"pub": k.PubKey, "msg": k.Message, "sig": k.Signature}, nil)
	}
	return nil
}

func checkCCTV(c *checker) error {
	cases, err := ParseCCTV(c.data)
	if err != nil {
		return err
	}
	for _, k := range cases {
		want, ok := CCTVExpect(c.res.Policy, k.Flags)
		if !ok {
			c.res.Add(outcome.NotApplicable, "no published expectation for policy "+fmt.Sprintf("%q", c.res.Policy))
			continue
		}
		c.do(fmt.Sprintf("number %d", k.Number), k.Flags, want, "ed25519/verify",
			catalog.Values{"pub": k.Key, "msg": []byte(k.Msg), "sig": k.Sig}, nil)
	}
	return nil
}

// checkFileTest reads BoringSSL's EVP test files for Ed25519 and X25519:
// Key stanzas with raw keys, SignMessage/VerifyMessage (Ed25519) and Derive
// (X25519). Stanzas about PKCS#8/SPKI encodings or the digest API have no
// catalog operation and are skipped with that reason.
func checkFileTest(c *checker) error {
	stanzas, err := ParseFileTest(c.data)
	if err != nil {
		return err
	}
	type key struct {
		alg       string
		priv, pub []byte
	}
	keys := map[string]key{}
	for _, s := range stanzas {
		id := fmt.Sprintf("line %d", s.Line)
		_, hasErr := s.Values["Error"]
		switch s.Keys[0] {
		case "Key":
			k := key{alg: s.Values["Algorithm"]}
			if _, ok := s.Values["RawPrivate"]; ok {
				if k.priv, err = s.HexValue("RawPrivate"); err != nil {
					return err
				}
			}
			if _, ok := s.Values["RawPublic"]; ok {
				if k.pub, err = s.HexValue("RawPublic"); err != nil {
					return err
				}
			}
			keys[s.Values["Key"]] = k
			switch {
			case k.priv != nil && k.pub != nil && k.alg == "Ed25519":
				c.do(id+" "+s.Values["Key"], nil, Valid, "ed25519/public_key", catalog.Values{"seed": k.priv}, catalog.Values{"pub": k.pub})
			case k.priv != nil && k.pub != nil && k.alg == "X25519":
				base := make([]byte, 32)
				base[0] = 9
				c.do(id+" "+s.Values["Key"], nil, Valid, "x25519/ecdh", catalog.Values{"scalar": k.priv, "point": base}, catalog.Values{"shared": k.pub})
			default:
				c.res.Add(outcome.NotApplicable, "key stanza without a raw key pair (public-only or PKCS#8/SPKI encoding case)")
			}
		case "SignMessage", "VerifyMessage":
			if _, ok := s.Values["Digest"]; ok {
				c.res.Add(outcome.NotApplicable, "message stanza configuring a digest (EVP API case)")
				continue
			}
			name, private := strings.CutSuffix(s.Values[s.Keys[0]], "/Private")
			k, ok := keys[name]
			if !ok || k.alg != "Ed25519" || (private && k.priv == nil) || (!private && k.pub == nil) {
				c.res.Add(outcome.NotApplicable, "message stanza for a key without raw Ed25519 material")
				continue
			}
			in, err := s.HexValue("Input")
			if err != nil {
				return err
			}
			out, err := s.HexValue("Output")
			if err != nil {
				return err
			}
			if s.Keys[0] == "SignMessage" {
				c.do(id+" sign", nil, verdict(!hasErr), "ed25519/sign", catalog.Values{"seed": k.priv, "msg": in}, catalog.Values{"sig": out})
			} else {
				c.do(id+" verify", nil, verdict(!hasErr), "ed25519/verify", catalog.Values{"pub": k.pub, "msg": in, "sig": out}, nil)
			}
		case "Derive":
			name, private := strings.CutSuffix(s.Values["Derive"], "/Private")
			k, peer := keys[name], keys[s.Values["DerivePeer"]]
			if !private || k.priv == nil || peer.pub == nil {
				c.res.Add(outcome.NotApplicable, "derive stanza without a raw private key (API misuse case)")
				continue
			}
			in := catalog.Values{"scalar": k.priv, "point": peer.pub}
			if hasErr {
				// A small-order peer: RFC 7748 §6.1 lets an implementation
				// return the all-zero value or reject; accepting with any
				// other output is a failure.
				c.do(id+" derive", nil, Acceptable, "x25519/ecdh", in, catalog.Values{"shared": make([]byte, 32)})
				continue
			}
			out, err := s.HexValue("Output")
			if err != nil {
				return err
			}
			c.do(id+" derive", nil, Valid, "x25519/ecdh", in, catalog.Values{"shared": out})
		default:
			c.res.Add(outcome.NotApplicable, s.Keys[0]+" stanza (digest API) has no catalog operation")
		}
	}
	return nil
}
