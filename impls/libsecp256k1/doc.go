// Package libsecp256k1 registers the C library libsecp256k1 (Debian's
// libsecp256k1-dev, 0.2.0) as the implementation "libsecp256k1", called
// through cgo, for every catalog operation its public API reaches: public
// key create / parse / serialize / negate / combine / tweak_mul, secret
// key tweaks, ECDSA sign / verify, BIP-340 sign / verify and ECDH with a
// hash function that returns x.
//
// It builds only with the build tag libsecp256k1 (and cgo); without the
// tag the package is empty and nothing else depends on the C library:
//
//	go test -tags libsecp256k1 ./impls/libsecp256k1
//	go run -tags libsecp256k1 ./cmd/curvecheck diff --impl fast,libsecp256k1 --op 'secp256k1/*'
package libsecp256k1
