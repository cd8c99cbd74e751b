package fuzz

import (
	"bytes"
	"github.com/curvecheck/curvecheck/conformance"
	"sync"
	"testing"

	"github.com/curvecheck/curvecheck/catalog"
	"github.com/curvecheck/curvecheck/fast/p384/oprf"
	"github.com/curvecheck/curvecheck/fast/p384/pmbtoken"
)

// tokenFixture is the genuine messages FuzzTokenMessages starts from,
// made once (a libFuzzer build runs the target function per input).
type tokenFixture struct {
	key                   *oprf.PrivateKey
	blind, blinded, proof []byte
	ev                    [][]byte
	issuer                *pmbtoken.PrivateKey
	pre                   []pmbtoken.Pretoken
	req, resp             []byte
	toks                  [][]byte
}

var tokenSetup = sync.OnceValues(func() (*tokenFixture, error) {
	key, err := oprf.DeriveKeyPair(oprf.VOPRF, make([]byte, 32), nil)
	if err != nil {
		return nil, err
	}
	blind := append(make([]byte, 47), 3)
	blinded, _ := oprf.Blind(oprf.VOPRF, []byte("in"), blind)
	ev, proof, _ := key.BlindEvaluate([][]byte{blinded}, nil, append(make([]byte, 47), 9))

	issuer := pmbtoken.DeriveKey([]byte("fuzz issuer"), pmbtoken.Options{})
	pre, req, _ := pmbtoken.Blind(1, catalog.PMBStream([]byte("client")))
	resp, _ := issuer.Issue(req, 1, catalog.PMBStream([]byte("issuer")))
	toks, err := pmbtoken.Unblind(issuer.PublicKey(), pre, resp)
	if err != nil {
		return nil, err
	}
	return &tokenFixture{key, blind, blinded, proof, ev, issuer, pre, req, resp, toks}, nil
})

// FuzzTokenMessages feeds untrusted bytes to every decoder of the
// privacy-token protocols — VOPRF/POPRF blinded and evaluated elements,
// proofs and public keys, PMBTokens requests, responses, tokens and keys —
// on the fast code. They must reject with an error, never panic, and a
// message that decodes must still check: a response that is not the
// genuine one must not unblind, a token that is not genuine must not
// redeem.
func FuzzTokenMessages(f *testing.F) {
	fx, err := tokenSetup()
	if err != nil {
		f.Fatal(err)
	}
	key, blind, blinded, proof, ev, issuer, pre, req, resp, toks := fx.key, fx.blind, fx.blinded, fx.proof, fx.ev, fx.issuer, fx.pre, fx.req, fx.resp, fx.toks
	conformance.AddSeed(f, "FuzzTokenMessages", uint8(0), blinded)
	conformance.AddSeed(f, "FuzzTokenMessages", uint8(1), append(append([]byte{}, ev[0]...), proof...))
	conformance.AddSeed(f, "FuzzTokenMessages", uint8(2), req)
	conformance.AddSeed(f, "FuzzTokenMessages", uint8(3), resp)
	conformance.AddSeed(f, "FuzzTokenMessages", uint8(4), toks[0])
	conformance.AddSeed(f, "FuzzTokenMessages", uint8(5), issuer.Bytes())
	conformance.AddSeed(f, "FuzzTokenMessages", uint8(6), key.PublicKey())
	f.Fuzz(func(t *testing.T, which uint8, data []byte) {
		switch which % 7 {
		case 0: // blinded elements to the server
			parts, _ := catalog.SplitFixed(data, oprf.ElementSize)
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
			_, _ = issuer.Issue(data, 0, catalog.PMBStream(nil))
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
