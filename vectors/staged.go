package vectors

import (
	"embed"
	"io/fs"
)

//go:embed testdata
var testdata embed.FS

// Staged lists the vector files staged in testdata/ (embedded in the
// binary), by path relative to testdata/. Licences and notes that sit beside
// them are not vector files.
var Staged = []string{
	"wycheproof/ed25519_test.json",
	"wycheproof/x25519_test.json",
	"wycheproof/ecdsa_secp256k1_sha256_test.json",
	"wycheproof/ecdsa_secp256k1_sha256_bitcoin_test.json",
	"wycheproof/ecdsa_secp256k1_sha256_p1363_test.json",
	"wycheproof/ecdsa_secp384r1_sha384_test.json",
	"wycheproof/ecdsa_secp384r1_sha384_p1363_test.json",
	"wycheproof/ecdsa_secp384r1_sha512_test.json",
	"wycheproof/ecdsa_secp384r1_sha512_p1363_test.json",
	"wycheproof/ecdh_secp256k1_test.json",
	"wycheproof/ecdh_secp384r1_test.json",
	"wycheproof/ecdh_secp384r1_ecpoint_test.json",
	"ed25519/sign.input.gz",
	"ed25519/sign.input.full.txt.gz",
	"ed25519/boringssl_evp_ed25519_tests.txt",
	"x25519/rfc7748_kat_test.json",
	"x25519/rfc7748_times_test.json",
	"x25519/boringssl_evp_x25519_tests.txt",
	"ed25519-speccheck/cases.json",
	"ed25519-cctv/ed25519vectors.json",
	"bip340/test-vectors.csv",
	"bip352/send_and_receive_test_vectors.json",
	"rfc9380/P384_XMD-SHA-384_SSWU_RO_.json",
	"rfc9380/P384_XMD-SHA-384_SSWU_NU_.json",
	"rfc9380/P256_XMD-SHA-256_SSWU_RO_.json",
	"rfc9380/P256_XMD-SHA-256_SSWU_NU_.json",
	"rfc9380/secp256k1_XMD-SHA-256_SSWU_RO_.json",
	"rfc9380/secp256k1_XMD-SHA-256_SSWU_NU_.json",
	"rfc9380/edwards25519_XMD-SHA-512_ELL2_RO_.json",
	"rfc9380/edwards25519_XMD-SHA-512_ELL2_NU_.json",
	"rfc9380/expand_message_xmd_SHA256_38.json",
	"rfc9380/expand_message_xmd_SHA256_256.json",
	"rfc9380/expand_message_xmd_SHA512_38.json",
	"rfc9497/allVectors.json",
}

// ReadStaged returns a staged file's contents.
func ReadStaged(path string) ([]byte, error) {
	return fs.ReadFile(testdata, "testdata/"+path)
}
