package circl

import (
	"errors"
	"fmt"

	"github.com/cloudflare/circl/group"
	"github.com/cloudflare/circl/oprf"
	"github.com/cloudflare/circl/zk/dleq"

	"github.com/curvecheck/curvecheck/catalog"
)

// CIRCL's oprf package on the RFC 9497 operations, suites P384-SHA384 and
// P256-SHA256. Two limits, both declared: CIRCL's server draws its proof
// nonce itself, so oprf_blind_evaluate is computed in OPRF mode only (no
// proof) and reports unsupported input in the verifiable modes; and its
// Finalize recomputes the blinded elements from the inputs and blinds
// (DeterministicBlind), so the operation's blinded elements are not read.
func oprfTable(t map[string]catalog.OpFunc) {
	suites := map[string]oprf.Suite{"p384/": oprf.SuiteP384, "p256/": oprf.SuiteP256}
	for fam, s := range suites {
		g := s.Group()
		ne := int(g.Params().CompressedElementLength)
		ns := int(g.Params().ScalarLength)
		mode := func(in catalog.Values) (oprf.Mode, error) {
			if len(in["mode"]) != 1 || in["mode"][0] > 2 {
				return 0, errors.New("mode: not one byte 0, 1 or 2")
			}
			return in["mode"][0], nil
		}
		scalars := func(b []byte, what string) ([]oprf.Blind, error) {
			parts, ok := catalog.SplitFixed(b, ns)
			if !ok {
				return nil, fmt.Errorf("%s: not whole scalars", what)
			}
			out := make([]oprf.Blind, len(parts))
			for i, p := range parts {
				out[i] = g.NewScalar()
				if err := out[i].UnmarshalBinary(p); err != nil {
					return nil, fmt.Errorf("%s %d: %v", what, i, err)
				}
				if out[i].IsZero() {
					return nil, fmt.Errorf("%s %d is zero", what, i)
				}
			}
			return out, nil
		}
		elements := func(b []byte, what string) ([]group.Element, error) {
			parts, ok := catalog.SplitFixed(b, ne)
			if !ok {
				return nil, fmt.Errorf("%s: not whole elements", what)
			}
			out := make([]group.Element, len(parts))
			for i, p := range parts {
				out[i] = g.NewElement()
				if err := out[i].UnmarshalBinary(p); err != nil {
					return nil, fmt.Errorf("%s %d: %v", what, i, err)
				}
			}
			return out, nil
		}
		// blindWith runs DeterministicBlind for the mode.
		blindWith := func(m oprf.Mode, pk *oprf.PublicKey, inputs [][]byte, blinds []oprf.Blind) (*oprf.FinalizeData, *oprf.EvaluationRequest, error) {
			switch m {
			case oprf.BaseMode:
				return oprf.NewClient(s).DeterministicBlind(inputs, blinds)
			case oprf.VerifiableMode:
				return oprf.NewVerifiableClient(s, pk).DeterministicBlind(inputs, blinds)
			default:
				return oprf.NewPartialObliviousClient(s, pk).DeterministicBlind(inputs, blinds)
			}
		}
		t[fam+"oprf_derive_key"] = func(in catalog.Values) (catalog.Values, error) {
			m, err := mode(in)
			if err != nil {
				return nil, err
			}
			k, err := oprf.DeriveKey(s, m, in["seed"], in["info"])
			if err != nil {
				return nil, err
			}
			sk, err := k.MarshalBinary()
			if err != nil {
				return nil, err
			}
			pk, err := k.Public().MarshalBinary()
			return catalog.Values{"sk": sk, "pk": pk}, err
		}
		t[fam+"oprf_blind"] = func(in catalog.Values) (catalog.Values, error) {
			m, err := mode(in)
			if err != nil {
				return nil, err
			}
			blinds, err := scalars(in["blind"], "blind")
			if err != nil {
				return nil, err
			}
			dummy, _ := oprf.DeriveKey(s, m, make([]byte, 32), nil) // the clients' key is not used by Blind
			_, req, err := blindWith(m, dummy.Public(), [][]byte{in["input"]}, blinds)
			if err != nil {
				return nil, err
			}
			out, err := req.Elements[0].MarshalBinaryCompress()
			return catalog.Values{"blinded": out}, err
		}
		t[fam+"oprf_blind_evaluate"] = func(in catalog.Values) (catalog.Values, error) {
			m, err := mode(in)
			if err != nil {
				return nil, err
			}
			if m != oprf.BaseMode {
				return nil, fmt.Errorf("CIRCL's verifiable servers draw the proof nonce themselves: %w", catalog.ErrUnsupported)
			}
			k := new(oprf.PrivateKey)
			if err := k.UnmarshalBinary(s, in["sk"]); err != nil {
				return nil, err
			}
			el, err := elements(in["blinded"], "blinded")
			if err != nil {
				return nil, err
			}
			ev, err := oprf.NewServer(s, k).Evaluate(&oprf.EvaluationRequest{Elements: el})
			if err != nil {
				return nil, err
			}
			var out []byte
			for _, e := range ev.Elements {
				b, err := e.MarshalBinaryCompress()
				if err != nil {
					return nil, err
				}
				out = append(out, b...)
			}
			return catalog.Values{"evaluated": out, "proof": nil}, nil
		}
		t[fam+"oprf_finalize"] = func(in catalog.Values) (out catalog.Values, err error) {
			defer func() {
				if p := recover(); p != nil {
					out, err = nil, fmt.Errorf("circl panicked: %v", p)
				}
			}()
			m, err := mode(in)
			if err != nil {
				return nil, err
			}
			inputs, ok := catalog.DecodeList(in["inputs"])
			if !ok || len(inputs) == 0 {
				return nil, errors.New("inputs: not a non-empty length-prefixed list")
			}
			blinds, err := scalars(in["blinds"], "blinds")
			if err != nil {
				return nil, err
			}
			ev, err := elements(in["evaluated"], "evaluated")
			if err != nil {
				return nil, err
			}
			var pk *oprf.PublicKey
			e := &oprf.Evaluation{Elements: ev}
			if m != oprf.BaseMode {
				pk = new(oprf.PublicKey)
				if err := pk.UnmarshalBinary(s, in["pk"]); err != nil {
					return nil, fmt.Errorf("pk: %v", err)
				}
				e.Proof = new(dleq.Proof)
				if err := e.Proof.UnmarshalBinary(g, in["proof"]); err != nil {
					return nil, fmt.Errorf("proof: %v", err)
				}
			}
			f, _, err := blindWith(m, pk, inputs, blinds)
			if err != nil {
				return nil, err
			}
			var outs [][]byte
			switch m {
			case oprf.BaseMode:
				outs, err = oprf.NewClient(s).Finalize(f, e)
			case oprf.VerifiableMode:
				outs, err = oprf.NewVerifiableClient(s, pk).Finalize(f, e)
			default:
				outs, err = oprf.NewPartialObliviousClient(s, pk).Finalize(f, e, in["info"])
			}
			if err != nil {
				return nil, err
			}
			return catalog.Values{"outputs": catalog.EncodeList(outs)}, nil
		}
	}
}
