package fast

import (
	"errors"

	"github.com/curvecheck/curvecheck/catalog"
	"github.com/curvecheck/curvecheck/fast/p384/pmbtoken"
)

// pmbTable is fast/p384/pmbtoken on the catalog's PMBTokens operations,
// with the issuer's multiplications chosen by opts.
func pmbTable(t map[string]catalog.OpFunc, opts pmbtoken.Options) {
	count := func(b []byte) (int, error) {
		if len(b) != 2 {
			return 0, errors.New("count: not 2 bytes")
		}
		return int(b[0])<<8 | int(b[1]), nil
	}
	t[p3+"pmbtoken_keygen"] = func(in catalog.Values) (catalog.Values, error) {
		k := pmbtoken.DeriveKey(in["secret"], opts)
		return catalog.Values{"priv": k.Bytes(), "pub": k.PublicKey()}, nil
	}
	t[p3+"pmbtoken_blind"] = func(in catalog.Values) (catalog.Values, error) {
		n, err := count(in["count"])
		if err != nil {
			return nil, err
		}
		_, req, err := pmbtoken.Blind(n, catalog.PMBStream(in["seed"]))
		if err != nil {
			return nil, err
		}
		return catalog.Values{"request": req}, nil
	}
	t[p3+"pmbtoken_issue"] = func(in catalog.Values) (catalog.Values, error) {
		k, err := pmbtoken.ParsePrivateKey(in["priv"], opts)
		if err != nil {
			return nil, err
		}
		if len(in["bit"]) != 1 {
			return nil, errors.New("bit: not 1 byte")
		}
		resp, err := k.Issue(in["request"], in["bit"][0], catalog.PMBStream(in["seed"]))
		if err != nil {
			return nil, err
		}
		return catalog.Values{"response": resp}, nil
	}
	t[p3+"pmbtoken_unblind"] = func(in catalog.Values) (catalog.Values, error) {
		n, err := count(in["count"])
		if err != nil {
			return nil, err
		}
		pre, _, err := pmbtoken.Blind(n, catalog.PMBStream(in["client_seed"]))
		if err != nil {
			return nil, err
		}
		toks, err := pmbtoken.Unblind(in["pub"], pre, in["response"])
		if err != nil {
			return nil, err
		}
		var out []byte
		for _, tk := range toks {
			out = append(out, tk...)
		}
		return catalog.Values{"tokens": out}, nil
	}
	t[p3+"pmbtoken_redeem"] = func(in catalog.Values) (catalog.Values, error) {
		k, err := pmbtoken.ParsePrivateKey(in["priv"], opts)
		if err != nil {
			return nil, err
		}
		nonce, bit, err := k.Redeem(in["token"])
		if err != nil {
			return nil, err
		}
		return catalog.Values{"nonce": nonce, "bit": {bit}}, nil
	}
}
