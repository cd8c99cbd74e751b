package fuzz

import (
	"bytes"
	"testing"

	"github.com/curvecheck/curvecheck/diff"
	"github.com/curvecheck/curvecheck/fast/p384/oprf"
	"github.com/curvecheck/curvecheck/fast/p384/pmbtoken"
)

// FuzzTokenMessages feeds untrusted bytes to every decoder of the
// privacy-token protocols — VOPRF/POPRF blinded and evaluated elements,
// proofs and public keys, PMBTokens requests, responses, tokens and keys —
// on the fast code. They must reject with an error, never panic, and a
// message that decodes must still check: a response that is not the
// genuine one must not unblind, a token that is not genuine must not
// redeem.
func FuzzTokenMessages(f *testing.F) {
	key, err := oprf.DeriveKeyPair(oprf.VOPRF, make([]byte, 32), nil)
	if err != nil {
		f.Fatal(err)
	}
	blind := append(make([]byte, 47), 3)
	blinded, _ := oprf.Blind(oprf.VOPRF, []byte("in"), blind)
	ev, proof, _ := key.BlindEvaluate([][]byte{blinded}, nil, append(make([]byte, 47), 9))

	issuer := pmbtoken.DeriveKey([]byte("fuzz issuer"), pmbtoken.Options{})
	pre, req, _ := pmbtoken.Blind(1, diff.PMBStream([]byte("client")))
	resp, _ := issuer.Issue(req, 1, diff.PMBStream([]byte("issuer")))
	toks, err := pmbtoken.Unblind(issuer.PublicKey(), pre, resp)
	if err != nil {
		f.Fatal(err)
	}
	f.Add(uint8(0), blinded)
	f.Add(uint8(1), append(append([]byte{}, ev[0]...), proof...))
	f.Add(uint8(2), req)
	f.Add(uint8(3), resp)
	f.Add(uint8(4), toks[0])
	f.Add(uint8(5), issuer.Bytes())
	f.Add(uint8(6), key.PublicKey())
	f.Fuzz(func(t *testing.T, which uint8, data []byte) {
		switch which % 7 {
		case 0: // blinded elements to the server
			parts, _ := diff.SplitFixed(data, oprf.ElementSize)
			if parts == nil {
				parts = [][]byte{data}
			}
			_, _, _ = key.BlindEvaluate(parts, nil, append(make([]byte, 47), 9))
		case 1: // an evaluated element and a proof to the client
			if len(data) < oprf.ElementSize {
				return
			}
			e, p := data[:oprf.ElementSize], data[oprf.ElementSize:]
			// Another proof of the same statement needs the key; another
			// element never verifies.
			out, err := oprf.Finalize(oprf.VOPRF, key.PublicKey(), [][]byte{[]byte("in")}, [][]byte{blind}, [][]byte{blinded}, [][]byte{e}, p, nil)
			if err == nil && (!bytes.Equal(e, ev[0]) || !bytes.Equal(p, proof)) {
				t.Fatalf("a changed element or proof finalized: %x", out)
			}
		case 2:
			_, _ = issuer.Issue(data, 0, diff.PMBStream(nil))
		case 3:
			toks, err := pmbtoken.Unblind(issuer.PublicKey(), pre, data)
			if err == nil && !bytes.Equal(data, resp) {
				t.Fatalf("a changed response unblinded to %x", toks)
			}
		case 4:
			_, bit, err := issuer.Redeem(data)
			if err == nil && !bytes.Equal(data, toks[0]) {
				t.Fatalf("a changed token redeemed with bit %d", bit)
			}
		case 5:
			_, _ = pmbtoken.ParsePrivateKey(data, pmbtoken.Options{})
		case 6:
			_, _ = pmbtoken.Unblind(data, pre, resp)
			_, _ = oprf.Finalize(oprf.VOPRF, data, [][]byte{[]byte("in")}, [][]byte{blind}, [][]byte{blinded}, ev, proof, nil)
		}
	})
}
