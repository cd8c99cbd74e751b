package refimpl

import (
	"errors"

	"github.com/curvecheck/curvecheck/catalog"
	"github.com/curvecheck/curvecheck/ref/pmbtoken"
)

func pmbCount(b []byte) (int, error) {
	if len(b) != 2 {
		return 0, errors.New("count: not 2 bytes")
	}
	return int(b[0])<<8 | int(b[1]), nil
}

// registerPMBTokens adds the PMBTokens operations of ref/pmbtoken.
func registerPMBTokens(ops map[string]runFunc) {
	ops["p384/pmbtoken_keygen"] = func(op string, in catalog.Values) (catalog.Values, error) {
		k := pmbtoken.DeriveKey(in["secret"])
		return catalog.Values{"priv": k.Bytes(), "pub": k.Public().Bytes()}, nil
	}
	ops["p384/pmbtoken_blind"] = func(op string, in catalog.Values) (catalog.Values, error) {
		n, err := pmbCount(in["count"])
		if err != nil {
			return nil, err
		}
		_, req, err := pmbtoken.Blind(n, catalog.PMBStream(in["seed"]))
		if err != nil {
			return nil, err
		}
		return catalog.Values{"request": req}, nil
	}
	ops["p384/pmbtoken_issue"] = func(op string, in catalog.Values) (catalog.Values, error) {
		k, err := pmbtoken.ParsePrivateKey(in["priv"])
		if err != nil {
			return nil, err
		}
		if len(in["bit"]) != 1 {
			return nil, errors.New("bit: not 1 byte")
		}
		resp, err := pmbtoken.Issue(k, in["request"], in["bit"][0], catalog.PMBStream(in["seed"]))
		if err != nil {
			return nil, err
		}
		return catalog.Values{"response": resp}, nil
	}
	ops["p384/pmbtoken_unblind"] = func(op string, in catalog.Values) (catalog.Values, error) {
		pub, err := pmbtoken.ParsePublicKey(in["pub"])
		if err != nil {
			return nil, err
		}
		n, err := pmbCount(in["count"])
		if err != nil {
			return nil, err
		}
		pre, _, err := pmbtoken.Blind(n, catalog.PMBStream(in["client_seed"]))
		if err != nil {
			return nil, err
		}
		toks, err := pmbtoken.Unblind(pub, pre, in["response"])
		if err != nil {
			return nil, err
		}
		var out []byte
		for _, t := range toks {
			out = append(out, t.Bytes()...)
		}
		return catalog.Values{"tokens": out}, nil
	}
	ops["p384/pmbtoken_redeem"] = func(op string, in catalog.Values) (catalog.Values, error) {
		k, err := pmbtoken.ParsePrivateKey(in["priv"])
		if err != nil {
			return nil, err
		}
		nonce, bit, err := pmbtoken.Redeem(k, in["token"])
		if err != nil {
			return nil, err
		}
		return catalog.Values{"nonce": nonce, "bit": {bit}}, nil
	}
}
