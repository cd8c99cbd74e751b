// Package bip352 implements BIP-352 Silent Payments over the reference
// secp256k1 group, section by section of the BIP (bitcoin/bips
// bip-0352.mediawiki): which transaction inputs count and how their public
// keys are read (inputs.go), the input hash and the shared secret, the
// sender's outputs (send.go), the receiver's scan with labels (scan.go) and
// the sp1… address encoding in bech32m (address.go, BIP-350).
//
// It is part of the reference: never constant-time, never for production.
// Secret keys are math/big integers and every step branches on them.
package bip352
