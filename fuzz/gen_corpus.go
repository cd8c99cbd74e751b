//go:build ignore

// gen_corpus writes the seed corpus of FuzzOps into testdata/fuzz/FuzzOps:
// every operation's edge cases (the first 16) and cases taken from the
// staged test vectors (Wycheproof Ed25519, X25519, ECDSA P1363 and ECDH
// ecpoint files). Run with go generate in this folder.
package main

import (
	"crypto"
	"crypto/sha256"
	_ "crypto/sha256"
	_ "crypto/sha512"
	"encoding/hex"
	"log"
	"os"
	"path/filepath"
	"strings"

	"github.com/curvecheck/curvecheck/catalog"
	"github.com/curvecheck/curvecheck/vectors"
)

const dir = "testdata/fuzz/FuzzOps"

var n int

func write(opName string, in catalog.Values) {
	op, ok := catalog.LookupOp(opName)
	if !ok {
		log.Fatalf("no op %s", opName)
	}
	data := catalog.FuzzCorpusFile(op, in)
	sum := sha256.Sum256(data)
	name := strings.ReplaceAll(op.Name, "/", "-") + "-" + hex.EncodeToString(sum[:6])
	if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
		log.Fatal(err)
	}
	n++
}

func wycheproof(file string) *vectors.Wycheproof {
	data, err := vectors.ReadStaged("wycheproof/" + file)
	if err != nil {
		log.Fatal(err)
	}
	w, err := vectors.ParseWycheproof(data)
	if err != nil {
		log.Fatal(err)
	}
	return w
}

func main() {
	os.RemoveAll(dir)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		log.Fatal(err)
	}
	for _, op := range catalog.Ops() {
		for i, in := range op.Edges() {
			if i < 16 {
				write(op.Name, in)
			}
		}
	}
	const perFile = 40
	eg, _ := wycheproof("ed25519_test.json").EddsaGroups()
	k := 0
	for _, g := range eg {
		for _, t := range g.Tests {
			if k++; k%3 == 0 && k/3 <= perFile {
				write("ed25519/verify", catalog.Values{"pub": g.PublicKey.PK, "msg": t.Msg, "sig": t.Sig})
			}
		}
	}
	xg, _ := wycheproof("x25519_test.json").XdhGroups()
	k = 0
	for _, g := range xg {
		for _, t := range g.Tests {
			if k++; k%10 == 0 && k/10 <= perFile {
				write("x25519/ecdh", catalog.Values{"scalar": t.Private, "point": t.Public})
			}
		}
	}
	for file, fam := range map[string]string{"ecdsa_secp256k1_sha256_p1363_test.json": "secp256k1", "ecdsa_secp384r1_sha384_p1363_test.json": "p384"} {
		gs, _ := wycheproof(file).EcdsaGroups()
		k = 0
		for _, g := range gs {
			h := crypto.SHA256
			if g.Sha == "SHA-384" {
				h = crypto.SHA384
			}
			for _, t := range g.Tests {
				if k++; k%6 == 0 && k/6 <= perFile {
					d := h.New()
					d.Write(t.Msg)
					write(fam+"/ecdsa_verify", catalog.Values{"pub": g.PublicKey.Uncompressed, "digest": d.Sum(nil), "sig": t.Sig})
				}
			}
		}
	}
	cg, _ := wycheproof("ecdh_secp384r1_ecpoint_test.json").EcdhGroups()
	k = 0
	for _, g := range cg {
		for _, t := range g.Tests {
			if k++; k%15 == 0 && k/15 <= perFile && len(t.Private) <= 49 {
				priv := make([]byte, 48)
				p := []byte(t.Private)
				if len(p) == 49 {
					p = p[1:]
				}
				copy(priv[48-len(p):], p)
				write("p384/ecdh", catalog.Values{"private": priv, "public": t.Public})
			}
		}
	}
	log.Printf("wrote %d corpus files to %s", n, dir)
}
