package refimpl

import (
	"errors"
	"fmt"
	"math/big"

	"github.com/curvecheck/curvecheck/catalog"
	"github.com/curvecheck/curvecheck/ref/oprf"
	"github.com/curvecheck/curvecheck/ref/weierstrass"
)

func oprfMode(in catalog.Values) (oprf.Mode, error) {
	m := in["mode"]
	if len(m) != 1 || m[0] > 2 {
		return 0, errors.New("mode: not one byte 0, 1 or 2")
	}
	return oprf.Mode(m[0]), nil
}

func oprfElements(s *oprf.Suite, b []byte, what string) ([]weierstrass.Point, error) {
	parts, ok := catalog.SplitFixed(b, 1+s.Curve.F.Size())
	if !ok {
		return nil, fmt.Errorf("%s: not a whole number of elements", what)
	}
	out := make([]weierstrass.Point, len(parts))
	for i, p := range parts {
		var err error
		if out[i], err = s.DeserializeElement(p); err != nil {
			return nil, fmt.Errorf("%s %d: %w", what, i, err)
		}
	}
	return out, nil
}

// registerOPRF adds the RFC 9497 operations of ref/oprf.
func registerOPRF(ops map[string]runFunc) {
	for fam, s := range catalog.OPRFSuites {
		ns := (s.Curve.N.BitLen() + 7) / 8
		ops[fam+"/oprf_derive_key"] = func(op string, in catalog.Values) (catalog.Values, error) {
			m, err := oprfMode(in)
			if err != nil {
				return nil, err
			}
			sk, pk, err := s.DeriveKeyPair(m, in["seed"], in["info"])
			if err != nil {
				return nil, err
			}
			return catalog.Values{"sk": s.SerializeScalar(sk), "pk": s.SerializeElement(pk)}, nil
		}
		ops[fam+"/oprf_blind"] = func(op string, in catalog.Values) (catalog.Values, error) {
			m, err := oprfMode(in)
			if err != nil {
				return nil, err
			}
			b, err := s.DeserializeScalar(in["blind"])
			if err != nil {
				return nil, err
			}
			if b.Sign() == 0 {
				return nil, errors.New("blind is zero")
			}
			B, err := s.Blind(m, in["input"], b)
			if err != nil {
				return nil, err
			}
			return catalog.Values{"blinded": s.SerializeElement(B)}, nil
		}
		ops[fam+"/oprf_blind_evaluate"] = func(op string, in catalog.Values) (catalog.Values, error) {
			m, err := oprfMode(in)
			if err != nil {
				return nil, err
			}
			sk, err := s.DeserializeScalar(in["sk"])
			if err != nil || sk.Sign() == 0 {
				return nil, fmt.Errorf("sk: not in [1, n-1] (%v)", err)
			}
			blinded, err := oprfElements(s, in["blinded"], "blinded")
			if err != nil {
				return nil, err
			}
			r, err := s.DeserializeScalar(in["r"])
			if err != nil {
				return nil, err
			}
			ev, proof, err := s.BlindEvaluate(m, sk, blinded, in["info"], r)
			if err != nil {
				return nil, err
			}
			var out []byte
			for _, E := range ev {
				out = append(out, s.SerializeElement(E)...)
			}
			return catalog.Values{"evaluated": out, "proof": proof}, nil
		}
		ops[fam+"/oprf_finalize"] = func(op string, in catalog.Values) (catalog.Values, error) {
			m, err := oprfMode(in)
			if err != nil {
				return nil, err
			}
			inputs, ok := catalog.DecodeList(in["inputs"])
			if !ok || len(inputs) == 0 {
				return nil, errors.New("inputs: not a non-empty length-prefixed list")
			}
			bl, ok := catalog.SplitFixed(in["blinds"], ns)
			if !ok {
				return nil, errors.New("blinds: not a whole number of scalars")
			}
			blinds := make([]*big.Int, len(bl))
			for i, b := range bl {
				if blinds[i], err = s.DeserializeScalar(b); err != nil || blinds[i].Sign() == 0 {
					return nil, fmt.Errorf("blind %d: not in [1, n-1]", i)
				}
			}
			evaluated, err := oprfElements(s, in["evaluated"], "evaluated")
			if err != nil {
				return nil, err
			}
			var pk weierstrass.Point
			var blinded []weierstrass.Point
			if m != oprf.OPRF {
				if pk, err = s.DeserializeElement(in["pk"]); err != nil {
					return nil, fmt.Errorf("pk: %w", err)
				}
				if blinded, err = oprfElements(s, in["blinded"], "blinded"); err != nil {
					return nil, err
				}
			}
			outs, err := s.Finalize(m, pk, inputs, blinds, blinded, evaluated, in["proof"], in["info"])
			if err != nil {
				return nil, err
			}
			return catalog.Values{"outputs": catalog.EncodeList(outs)}, nil
		}
	}
}
