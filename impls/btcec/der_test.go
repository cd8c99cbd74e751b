package btcec

import (
	"encoding/hex"
	"testing"

	"github.com/btcsuite/btcd/btcec/v2"
	"github.com/btcsuite/btcd/btcec/v2/ecdsa"

	"github.com/curvecheck/curvecheck/catalog"
	"github.com/curvecheck/curvecheck/impls/refimpl"
)

// TestParseDERSignatureIgnoresTrailingBytes reproduces the defect that
// keeps ecdsa_verify_der out of this adapter: a valid DER signature with
// one byte appended (71 + 1 bytes) is accepted by ParseDERSignature and
// verifies, where DER and the reference reject it. The case is the edge
// case of secp256k1/ecdsa_verify_der that found it. When this test fails,
// btcec has fixed its parser: register the operation.
func TestParseDERSignatureIgnoresTrailingBytes(t *testing.T) {
	in := catalog.Values{}
	for k, v := range map[string]string{
		"pub":    "04d47644539acec3da5e3ecf5fe8863c628a9c97e8b71e9ea9167a6f4f83c03c32133d725f647850113deead6cf8dfa22043d74b81433c445d07092c2ed9751c9e",
		"digest": "0000000000000000000000000000000000000000000000000000000000000000",
		"sig":    "3045022100d0654d3f5e6a7a761891f142e750b183b679690e05fd7654d15740801474900502202711be1b75845af1c4bc8dde1f3bb24dfaeb9025199d00597735acd28abb424d00",
	} {
		in[k], _ = hex.DecodeString(v)
	}
	if _, err := refimpl.New().Run("secp256k1/ecdsa_verify_der", in); err == nil {
		t.Fatal("the reference accepts a DER signature followed by a byte")
	}
	if _, err := refimpl.New().Run("secp256k1/ecdsa_verify_der", catalog.Values{"pub": in["pub"], "digest": in["digest"], "sig": in["sig"][:len(in["sig"])-1]}); err != nil {
		t.Fatalf("the signature without its trailing byte does not verify: %v", err)
	}
	sig, err := ecdsa.ParseDERSignature(in["sig"])
	if err != nil {
		t.Fatalf("ParseDERSignature now rejects the trailing byte (%v): btcec is fixed, register ecdsa_verify_der", err)
	}
	pub, err := btcec.ParsePubKey(in["pub"])
	if err != nil {
		t.Fatal(err)
	}
	if !sig.Verify(in["digest"], pub) {
		t.Fatal("the parsed signature does not verify")
	}
}
