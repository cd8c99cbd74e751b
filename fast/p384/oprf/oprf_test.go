//go:build !exhaustive

package oprf

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"os"
	"strings"
	"testing"
)

// The RFC 9497 vectors of P384-SHA384 (vectors/testdata/rfc9497, origin
// in SOURCES.md), every mode and batch.
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

func unhex(t *testing.T, s string) []byte {
	b, err := hex.DecodeString(s)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

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
	data, err := os.ReadFile("../../../vectors/testdata/rfc9497/allVectors.json")
	if err != nil {
		t.Fatal(err)
	}
	var all []rfcSuite
	if err := json.Unmarshal(data, &all); err != nil {
		t.Fatal(err)
	}
	run := 0
	for _, e := range all {
		if e.Identifier != "P384-SHA384" {
			continue
		}
		m := e.Mode
		key, err := DeriveKeyPair(m, unhex(t, e.Seed), unhex(t, e.KeyInfo))
		if err != nil || !bytes.Equal(key.Bytes(), unhex(t, e.SkSm)) {
			t.Fatalf("mode %d: DeriveKeyPair = %x %v, want %s", m, key.Bytes(), err, e.SkSm)
		}
		if m != OPRF && !bytes.Equal(key.PublicKey(), unhex(t, e.PkSm)) {
			t.Fatalf("mode %d: pkS = %x, want %s", m, key.PublicKey(), e.PkSm)
		}
		for vi, v := range e.Vectors {
			n := v.Batch
			inputs, blinds := list(t, v.Input, n), list(t, v.Blind, n)
			wantBlinded, wantEval, wantOut := list(t, v.BlindedElement, n), list(t, v.EvaluationElement, n), list(t, v.Output, n)
			info := unhex(t, v.Info)
			blinded := make([][]byte, n)
			for i := range n {
				blinded[i], err = Blind(m, inputs[i], blinds[i])
				if err != nil || !bytes.Equal(blinded[i], wantBlinded[i]) {
					t.Fatalf("mode %d vector %d: blinded[%d] = %x %v, want %x", m, vi, i, blinded[i], err, wantBlinded[i])
				}
			}
			r := make([]byte, ScalarSize)
			if m != OPRF {
				r = unhex(t, v.Proof.R)
			}
			eval, proof, err := key.BlindEvaluate(blinded, info, r)
			if err != nil {
				t.Fatal(err)
			}
			for i := range n {
				if !bytes.Equal(eval[i], wantEval[i]) {
					t.Fatalf("mode %d vector %d: evaluated[%d] = %x, want %x", m, vi, i, eval[i], wantEval[i])
				}
			}
			if m != OPRF && !bytes.Equal(proof, unhex(t, v.Proof.Proof)) {
				t.Fatalf("mode %d vector %d: proof = %x, want %s", m, vi, proof, v.Proof.Proof)
			}
			outs, err := Finalize(m, key.PublicKey(), inputs, blinds, blinded, eval, proof, info)
			if err != nil {
				t.Fatalf("mode %d vector %d: Finalize: %v", m, vi, err)
			}
			for i := range n {
				if !bytes.Equal(outs[i], wantOut[i]) {
					t.Fatalf("mode %d vector %d: output[%d] = %x, want %x", m, vi, i, outs[i], wantOut[i])
				}
			}
			if m != OPRF {
				for _, flip := range []int{0, ScalarSize, len(proof) - 1} {
					bad := append([]byte{}, proof...)
					bad[flip] ^= 1
					if _, err := Finalize(m, key.PublicKey(), inputs, blinds, blinded, eval, bad, info); err == nil {
						t.Fatalf("mode %d vector %d: proof with byte %d corrupted accepted", m, vi, flip)
					}
				}
				// An evaluated element swapped for another point fails the proof.
				other := append([][]byte{}, eval...)
				other[0] = wantBlinded[0]
				if _, err := Finalize(m, key.PublicKey(), inputs, blinds, blinded, other, proof, info); err == nil {
					t.Fatalf("mode %d vector %d: a wrong evaluated element passed the proof", m, vi)
				}
			}
			run++
		}
	}
	if run != 8 {
		t.Fatalf("%d P384-SHA384 vectors run, want 8", run)
	}
}
