package oprf

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"math/big"
	"os"
	"strings"
	"testing"

	"github.com/curvecheck/curvecheck/ref/weierstrass"
)

// rfcSuite is one suite-and-mode entry of RFC 9497's allVectors.json
// (staged in vectors/testdata/rfc9497, origin in SOURCES.md).
type rfcSuite struct {
	Identifier string
	Mode       Mode
	KeyInfo    string
	Seed       string
	SkSm       string
	PkSm       string
	Vectors    []struct {
		Batch             int
		Blind             string
		BlindedElement    string
		EvaluationElement string
		Info              string
		Input             string
		Output            string
		Proof             struct{ Proof, R string }
	}
}

func loadRFC(t *testing.T) []rfcSuite {
	data, err := os.ReadFile("../../vectors/testdata/rfc9497/allVectors.json")
	if err != nil {
		t.Fatal(err)
	}
	var all []rfcSuite
	if err := json.Unmarshal(data, &all); err != nil {
		t.Fatal(err)
	}
	return all
}

func unhex(t *testing.T, s string) []byte {
	b, err := hex.DecodeString(s)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// list splits a comma-separated batch field.
func list(t *testing.T, s string, n int) [][]byte {
	parts := strings.Split(s, ",")
	if len(parts) != n {
		t.Fatalf("batch field %q: %d parts, want %d", s, len(parts), n)
	}
	out := make([][]byte, n)
	for i, p := range parts {
		out[i] = unhex(t, p)
	}
	return out
}

func TestRFC9497Vectors(t *testing.T) {
	suites := map[string]*Suite{"P384-SHA384": P384SHA384, "P256-SHA256": P256SHA256}
	count := map[string]int{}
	for _, e := range loadRFC(t) {
		s := suites[e.Identifier]
		if s == nil {
			continue
		}
		m := e.Mode
		sk, pk, err := s.DeriveKeyPair(m, unhex(t, e.Seed), unhex(t, e.KeyInfo))
		if err != nil || !bytes.Equal(s.SerializeScalar(sk), unhex(t, e.SkSm)) {
			t.Fatalf("%s mode %d: DeriveKeyPair = %x %v, want %s", e.Identifier, m, s.SerializeScalar(sk), err, e.SkSm)
		}
		if m != OPRF && !bytes.Equal(s.SerializeElement(pk), unhex(t, e.PkSm)) {
			t.Fatalf("%s mode %d: pkS = %x, want %s", e.Identifier, m, s.SerializeElement(pk), e.PkSm)
		}
		for vi, v := range e.Vectors {
			n := v.Batch
			inputs := list(t, v.Input, n)
			blinds := list(t, v.Blind, n)
			wantBlinded := list(t, v.BlindedElement, n)
			wantEval := list(t, v.EvaluationElement, n)
			wantOut := list(t, v.Output, n)
			info := unhex(t, v.Info)
			var bs []*big.Int
			var blinded []weierstrass.Point
			for i := range n {
				b, err := s.DeserializeScalar(blinds[i])
				if err != nil {
					t.Fatal(err)
				}
				B, err := s.Blind(m, inputs[i], b)
				if err != nil || !bytes.Equal(s.SerializeElement(B), wantBlinded[i]) {
					t.Fatalf("%s mode %d vector %d: blinded[%d] = %x %v, want %x", e.Identifier, m, vi, i, s.SerializeElement(B), err, wantBlinded[i])
				}
				bs = append(bs, b)
				blinded = append(blinded, B)
			}
			var r *big.Int
			if m != OPRF {
				r = new(big.Int).SetBytes(unhex(t, v.Proof.R))
			}
			eval, proof, err := s.BlindEvaluate(m, sk, blinded, info, r)
			if err != nil {
				t.Fatal(err)
			}
			for i := range n {
				if !bytes.Equal(s.SerializeElement(eval[i]), wantEval[i]) {
					t.Fatalf("%s mode %d vector %d: evaluated[%d] = %x, want %x", e.Identifier, m, vi, i, s.SerializeElement(eval[i]), wantEval[i])
				}
			}
			if m != OPRF && !bytes.Equal(proof, unhex(t, v.Proof.Proof)) {
				t.Fatalf("%s mode %d vector %d: proof = %x, want %s", e.Identifier, m, vi, proof, v.Proof.Proof)
			}
			outs, err := s.Finalize(m, pk, inputs, bs, blinded, eval, proof, info)
			if err != nil {
				t.Fatalf("%s mode %d vector %d: Finalize: %v", e.Identifier, m, vi, err)
			}
			for i := range n {
				if !bytes.Equal(outs[i], wantOut[i]) {
					t.Fatalf("%s mode %d vector %d: output[%d] = %x, want %x", e.Identifier, m, vi, i, outs[i], wantOut[i])
				}
			}
			// A proof with one bit flipped is refused.
			if m != OPRF {
				bad := append([]byte{}, proof...)
				bad[len(bad)-1] ^= 1
				if _, err := s.Finalize(m, pk, inputs, bs, blinded, eval, bad, info); err == nil {
					t.Fatalf("%s mode %d vector %d: a corrupted proof was accepted", e.Identifier, m, vi)
				}
			}
			count[e.Identifier]++
		}
	}
	if count["P384-SHA384"] != 8 || count["P256-SHA256"] != 8 {
		t.Fatalf("vectors run: %v, want 8 each", count)
	}
	t.Logf("RFC 9497 vectors: %v", count)
}
