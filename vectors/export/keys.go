package export

import (
	"crypto/x509/pkix"
	"encoding/asn1"
	"encoding/hex"
	"encoding/pem"
	"fmt"
	"math/big"
	"strings"
)

// The algorithm identifiers of SubjectPublicKeyInfo: id-ecPublicKey (RFC
// 5480 §2.1.1) with a named curve, and id-Ed25519 (RFC 8410 §3).
var (
	oidECPublicKey = asn1.ObjectIdentifier{1, 2, 840, 10045, 2, 1}
	oidEd25519     = asn1.ObjectIdentifier{1, 3, 101, 112}
)

// spki encodes a SubjectPublicKeyInfo holding key under alg.
func spki(alg pkix.AlgorithmIdentifier, key []byte) ([]byte, error) {
	return asn1.Marshal(struct {
		Algorithm pkix.AlgorithmIdentifier
		PublicKey asn1.BitString
	}{alg, asn1.BitString{Bytes: key, BitLength: 8 * len(key)}})
}

func pemOf(der []byte) string {
	return string(pem.EncodeToMemory(&pem.Block{Type: "PUBLIC KEY", Bytes: der}))
}

// exportEddsa adds an ed25519/verify case to f; it returns why it could
// not, or "".
func exportEddsa(f *file, c Case, result, comment string, flags []string) string {
	pub := c.In["pub"]
	if len(pub) != 32 {
		return fmt.Sprintf("public key of %d bytes: the schema's group carries a 32-byte key and its SubjectPublicKeyInfo", len(pub))
	}
	der, err := spki(pkix.AlgorithmIdentifier{Algorithm: oidEd25519}, pub)
	if err != nil {
		return "public key: " + err.Error()
	}
	f.add(hex.EncodeToString(pub), map[string]any{
		"type":   "EddsaVerify",
		"source": Source,
		"publicKey": map[string]any{
			"type": "EDDSAPublicKey", "curve": "edwards25519", "keySize": 255, "pk": hex.EncodeToString(pub),
		},
		"publicKeyDer": hex.EncodeToString(der),
		"publicKeyPem": pemOf(der),
	}, test{fields: map[string]any{"comment": comment, "msg": hex.EncodeToString(c.In["msg"]), "sig": hex.EncodeToString(c.In["sig"])},
		result: result, flags: flags})
	return ""
}

// exportEcdsa adds a <family>/ecdsa_verify_message case to the DER and the
// P1363 file of its curve, or a <family>/ecdsa_verify_message_der case
// (der set: its signature, DER or not, as it is) to the DER file; it
// returns the reasons it could not, per file.
func exportEcdsa(get func(name, schema, algorithm string, header ...string) *file, fam string, c Case, result, comment string, flags []string, derSig bool) []string {
	fy := families[fam]
	pub := c.In["pub"]
	if len(pub) != 1+2*fy.fieldSize || pub[0] != 4 {
		return []string{"public key not an uncompressed SEC1 point: the schema's publicKey gives one (uncompressed, wx, wy)"}
	}
	curveOID, err := asn1.Marshal(asn1.ObjectIdentifier(fy.oid))
	if err != nil {
		return []string{"curve: " + err.Error()}
	}
	der, err := spki(pkix.AlgorithmIdentifier{Algorithm: oidECPublicKey, Parameters: asn1.RawValue{FullBytes: curveOID}}, pub)
	if err != nil {
		return []string{"public key: " + err.Error()}
	}
	head := func(typ string) map[string]any {
		return map[string]any{
			"type":   typ,
			"source": Source,
			"publicKey": map[string]any{
				"type": "EcPublicKey", "curve": fy.wycheproof, "keySize": fy.keySize,
				"uncompressed": hex.EncodeToString(pub),
				"wx":           bigIntHex(pub[1 : 1+fy.fieldSize]),
				"wy":           bigIntHex(pub[1+fy.fieldSize:]),
			},
			"publicKeyDer": hex.EncodeToString(der),
			"publicKeyPem": pemOf(der),
			"sha":          fy.sha,
		}
	}
	sha := strings.ToLower(strings.ReplaceAll(fy.sha, "-", ""))
	header := "ECDSA verification cases exported by curvecheck: edge cases of its catalog and findings of its differential runs."
	msg, sig := hex.EncodeToString(c.In["msg"]), c.In["sig"]
	derFile := func() *file {
		return get("curvecheck_ecdsa_"+fy.wycheproof+"_"+sha+"_test.json", schemaEcdsaDER, "ECDSA", header, "Signatures are DER-encoded.")
	}
	if derSig {
		derFile().add(hex.EncodeToString(pub), head("EcdsaVerify"), test{
			fields: map[string]any{"comment": comment, "msg": msg, "sig": hex.EncodeToString(sig)}, result: result, flags: flags})
		return nil
	}
	p1363 := get("curvecheck_ecdsa_"+fy.wycheproof+"_"+sha+"_p1363_test.json", schemaEcdsaP136, "ECDSA", header, "Signatures are r ‖ s (IEEE P1363).")
	p1363.add(hex.EncodeToString(pub), head("EcdsaP1363Verify"), test{
		fields: map[string]any{"comment": comment, "msg": msg, "sig": hex.EncodeToString(sig)}, result: result, flags: flags})
	if len(sig) != 2*fy.scalarSize {
		return []string{fmt.Sprintf("DER file only: a signature of %d bytes is not r ‖ s of %d bytes each, so it has no DER form (it is in the P1363 file)", len(sig), fy.scalarSize)}
	}
	sigDER, err := asn1.Marshal(struct{ R, S *big.Int }{
		new(big.Int).SetBytes(sig[:fy.scalarSize]), new(big.Int).SetBytes(sig[fy.scalarSize:])})
	if err != nil {
		return []string{"DER signature: " + err.Error()}
	}
	derFile().add(hex.EncodeToString(pub), head("EcdsaVerify"), test{
		fields: map[string]any{"comment": comment, "msg": msg, "sig": hex.EncodeToString(sigDER)}, result: result, flags: flags})
	return nil
}
