package fast

import (
	"errors"
	"fmt"

	"github.com/curvecheck/curvecheck/catalog"
	"github.com/curvecheck/curvecheck/fast/p384/oprf"
)

// oprfTable is fast/p384/oprf (suite P384-SHA384) on the catalog's RFC
// 9497 operations.
func oprfTable(t map[string]catalog.OpFunc) {
	mode := func(in catalog.Values) (oprf.Mode, error) {
		if len(in["mode"]) != 1 || in["mode"][0] > 2 {
			return 0, errors.New("mode: not one byte 0, 1 or 2")
		}
		return oprf.Mode(in["mode"][0]), nil
	}
	t[p3+"oprf_derive_key"] = func(in catalog.Values) (catalog.Values, error) {
		m, err := mode(in)
		if err != nil {
			return nil, err
		}
		k, err := oprf.DeriveKeyPair(m, in["seed"], in["info"])
		if err != nil {
			return nil, err
		}
		return catalog.Values{"sk": k.Bytes(), "pk": k.PublicKey()}, nil
	}
	t[p3+"oprf_blind"] = func(in catalog.Values) (catalog.Values, error) {
		m, err := mode(in)
		if err != nil {
			return nil, err
		}
		b, err := oprf.Blind(m, in["input"], in["blind"])
		if err != nil {
			return nil, err
		}
		return catalog.Values{"blinded": b}, nil
	}
	t[p3+"oprf_blind_evaluate"] = func(in catalog.Values) (catalog.Values, error) {
		m, err := mode(in)
		if err != nil {
			return nil, err
		}
		k, err := oprf.NewPrivateKey(m, in["sk"])
		if err != nil {
			return nil, err
		}
		blinded, ok := catalog.SplitFixed(in["blinded"], oprf.ElementSize)
		if !ok {
			return nil, errors.New("blinded: not a whole number of elements")
		}
		ev, proof, err := k.BlindEvaluate(blinded, in["info"], in["r"])
		if err != nil {
			return nil, err
		}
		var out []byte
		for _, e := range ev {
			out = append(out, e...)
		}
		return catalog.Values{"evaluated": out, "proof": proof}, nil
	}
	t[p3+"oprf_finalize"] = func(in catalog.Values) (catalog.Values, error) {
		m, err := mode(in)
		if err != nil {
			return nil, err
		}
		inputs, ok := catalog.DecodeList(in["inputs"])
		if !ok || len(inputs) == 0 {
			return nil, errors.New("inputs: not a non-empty length-prefixed list")
		}
		blinds, ok1 := catalog.SplitFixed(in["blinds"], oprf.ScalarSize)
		evaluated, ok2 := catalog.SplitFixed(in["evaluated"], oprf.ElementSize)
		if !ok1 || !ok2 {
			return nil, errors.New("blinds or evaluated: not whole scalars or elements")
		}
		var blinded [][]byte
		if m != oprf.OPRF {
			if blinded, ok = catalog.SplitFixed(in["blinded"], oprf.ElementSize); !ok {
				return nil, errors.New("blinded: not a whole number of elements")
			}
		}
		for i, b := range blinds {
			if isZero(b) {
				return nil, fmt.Errorf("blind %d is zero", i)
			}
		}
		outs, err := oprf.Finalize(m, in["pk"], inputs, blinds, blinded, evaluated, in["proof"], in["info"])
		if err != nil {
			return nil, err
		}
		return catalog.Values{"outputs": catalog.EncodeList(outs)}, nil
	}
}

func isZero(b []byte) bool {
	for _, c := range b {
		if c != 0 {
			return false
		}
	}
	return true
}
