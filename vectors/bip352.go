package vectors

import (
	"encoding/json"
	"fmt"
)

// BIP-352 Silent Payments test vectors (bitcoin/bips
// bip-0352/send_and_receive_test_vectors.json; the schema is
// testdata/bip352/TEST_VECTORS_SCHEMA.txt): a JSON array of cases, each
// with one sender and one or more receivers.

// BIP352Case is one test case.
type BIP352Case struct {
	Comment   string           `json:"comment"`
	Sending   []BIP352Sender   `json:"sending"`
	Receiving []BIP352Receiver `json:"receiving"`
}

// BIP352Vin is a transaction input as getrawtransaction (verbosity 2)
// prints it; senders' inputs also carry their private key.
type BIP352Vin struct {
	TxID      Hex    `json:"txid"`
	Vout      uint32 `json:"vout"`
	ScriptSig Hex    `json:"scriptSig"`
	// Witness is the serialized witness stack (empty for none).
	Witness Hex `json:"txinwitness"`
	Prevout struct {
		ScriptPubKey struct {
			Hex Hex `json:"hex"`
		} `json:"scriptPubKey"`
	} `json:"prevout"`
	PrivateKey *Hex `json:"private_key"`
}

// BIP352Recipient is a sender's recipient: its address and the keys it
// encodes, repeated Count times (1 when absent).
type BIP352Recipient struct {
	Address string `json:"address"`
	Scan    Hex    `json:"scan_pub_key"`
	Spend   Hex    `json:"spend_pub_key"`
	Count   int    `json:"count"`
}

// BIP352Sender is the sending half of a case. Outputs lists the allowed
// output sets (any one may be produced, compared as sets); [[]] means
// sending must fail.
type BIP352Sender struct {
	Given struct {
		Vin        []BIP352Vin       `json:"vin"`
		Recipients []BIP352Recipient `json:"recipients"`
	} `json:"given"`
	Expected struct {
		Outputs            [][]Hex `json:"outputs"`
		SharedSecrets      []*Hex  `json:"shared_secrets"`
		InputPrivateKeySum *Hex    `json:"input_private_key_sum"`
		InputPubKeys       []Hex   `json:"input_pub_keys"`
	} `json:"expected"`
}

// BIP352Found is an output a receiver must find: its tweak, x-only key
// and the BIP-340 signature made with spend key + tweak.
type BIP352Found struct {
	Tweak     Hex `json:"priv_key_tweak"`
	PubKey    Hex `json:"pub_key"`
	Signature Hex `json:"signature"`
}

// BIP352Receiver is a receiving half: the transaction's inputs and
// x-only outputs, the receiver's keys and labels, and what scanning must
// find (Outputs, or only their number NOutputs in the K_max case).
type BIP352Receiver struct {
	Given struct {
		Vin         []BIP352Vin `json:"vin"`
		Outputs     []Hex       `json:"outputs"`
		KeyMaterial struct {
			Scan  Hex `json:"scan_priv_key"`
			Spend Hex `json:"spend_priv_key"`
		} `json:"key_material"`
		Labels []uint32 `json:"labels"`
	} `json:"given"`
	Expected struct {
		Addresses      []string      `json:"addresses"`
		Outputs        []BIP352Found `json:"outputs"`
		NOutputs       *int          `json:"n_outputs"`
		Tweak          *Hex          `json:"tweak"`
		SharedSecret   *Hex          `json:"shared_secret"`
		InputPubKeySum *Hex          `json:"input_pub_key_sum"`
	} `json:"expected"`
}

// ParseBIP352 decodes a BIP-352 vector file, with an error naming the
// case and field that is malformed.
func ParseBIP352(data []byte) ([]BIP352Case, error) {
	var cases []BIP352Case
	if err := json.Unmarshal(data, &cases); err != nil {
		return nil, fmt.Errorf("bip352 vectors: %w", err)
	}
	for i, c := range cases {
		if len(c.Sending) != 1 {
			return nil, fmt.Errorf("bip352 vectors: case %d (%s): %d senders, want 1", i, c.Comment, len(c.Sending))
		}
		if len(c.Receiving) == 0 {
			return nil, fmt.Errorf("bip352 vectors: case %d (%s): no receiver", i, c.Comment)
		}
		check := func(who string, vin []BIP352Vin) error {
			for j, v := range vin {
				if len(v.TxID) != 32 {
					return fmt.Errorf("bip352 vectors: case %d (%s): %s vin %d: txid is %d bytes, want 32", i, c.Comment, who, j, len(v.TxID))
				}
			}
			return nil
		}
		if err := check("sender", c.Sending[0].Given.Vin); err != nil {
			return nil, err
		}
		for _, r := range c.Receiving {
			if err := check("receiver", r.Given.Vin); err != nil {
				return nil, err
			}
		}
	}
	return cases, nil
}
