// Package openssl registers the C library OpenSSL (Debian's libssl-dev,
// OpenSSL 3.0) as the implementation "openssl", called through cgo, for
// what its elliptic-curve API reaches on P-384 and secp256k1 — point
// decoding (EC_POINT_oct2point), addition, doubling and negation,
// EC_POINT_mul (k·G, k·P and a·G + b·P), EC_POINTs_mul (Σ k_i·P_i), ECDSA
// verification (ECDSA_do_verify) and ECDH (ECDH_compute_key) — and for
// Ed25519 and X25519 through EVP.
//
// OpenSSL 3.0 has no deterministic ECDSA (RFC 6979 arrived in 3.2), so
// ecdsa_sign is not registered: its signatures cannot be compared with
// the reference's. The benchmark peer signs with a random nonce and says
// so.
//
// It builds only with the build tag openssl (and cgo); without the tag
// the package is empty and nothing else depends on the C library:
//
//	go test -tags openssl ./impls/openssl
//	go run -tags openssl ./cmd/curvecheck diff --impl fast,openssl --op 'p384/*'
package openssl
