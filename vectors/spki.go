package vectors

import (
	"crypto/x509/pkix"
	"encoding/asn1"
	"fmt"
)

var (
	oidECPublicKey = asn1.ObjectIdentifier{1, 2, 840, 10045, 2, 1}
	// Named curves (RFC 5480 §2.1.1.1; SEC2 for secp256k1).
	curveOIDs = map[string]asn1.ObjectIdentifier{
		"secp256r1": {1, 2, 840, 10045, 3, 1, 7},
		"secp384r1": {1, 3, 132, 0, 34},
		"secp256k1": {1, 3, 132, 0, 10},
	}
)

type spki struct {
	Algorithm pkix.AlgorithmIdentifier
	PublicKey asn1.BitString
}

// parseECSPKI parses a DER SubjectPublicKeyInfo for an EC key on the named
// curve (RFC 5480 §2) and returns the SEC1 point. Explicit curve parameters
// are rejected (RFC 5480 forbids them in PKIX).
func parseECSPKI(der []byte, curve string) ([]byte, error) {
	var k spki
	rest, err := asn1.Unmarshal(der, &k)
	if err != nil {
		return nil, fmt.Errorf("SubjectPublicKeyInfo: %v", err)
	}
	if len(rest) != 0 {
		return nil, fmt.Errorf("SubjectPublicKeyInfo: %d bytes of trailing data", len(rest))
	}
	if !k.Algorithm.Algorithm.Equal(oidECPublicKey) {
		return nil, fmt.Errorf("SubjectPublicKeyInfo: algorithm %v is not id-ecPublicKey", k.Algorithm.Algorithm)
	}
	var named asn1.ObjectIdentifier
	if rest, err := asn1.Unmarshal(k.Algorithm.Parameters.FullBytes, &named); err != nil || len(rest) != 0 {
		return nil, fmt.Errorf("SubjectPublicKeyInfo: curve parameters are not a named curve OID")
	}
	want, ok := curveOIDs[curve]
	if !ok {
		return nil, fmt.Errorf("no OID known for curve %q", curve)
	}
	if !named.Equal(want) {
		return nil, fmt.Errorf("SubjectPublicKeyInfo: curve %v is not %s", named, curve)
	}
	if k.PublicKey.BitLength%8 != 0 {
		return nil, fmt.Errorf("SubjectPublicKeyInfo: public key BIT STRING has unused bits")
	}
	return k.PublicKey.Bytes, nil
}
