package bip352

import (
	"errors"
	"fmt"
	"strings"

	"github.com/curvecheck/curvecheck/ref/weierstrass"
)

// Addresses ("Address encoding"): bech32m (BIP-350) with the
// human-readable part "sp" (mainnet) or "tsp" (test networks), a first
// 5-bit symbol holding the version, then ser_P(B_scan) ‖ ser_P(B_m) in
// 5-bit groups; at most 1023 characters.

const charset = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"

// bech32mConst is the value the checksummed polymod must leave (BIP-350).
const bech32mConst = 0x2bc830a3

// polymod is BIP-173's checksum: the remainder of the symbols, read as a
// polynomial over GF(32), modulo the code's generator.
func polymod(values []byte) uint32 {
	gen := [5]uint32{0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3}
	chk := uint32(1)
	for _, v := range values {
		top := chk >> 25
		chk = (chk&0x1ffffff)<<5 ^ uint32(v)
		for i := range 5 {
			if top>>i&1 == 1 {
				chk ^= gen[i]
			}
		}
	}
	return chk
}

// hrpSymbols expands the human-readable part for the checksum: the high
// bits of each character, a zero, then the low bits.
func hrpSymbols(hrp string) []byte {
	out := make([]byte, 0, 2*len(hrp)+1)
	for i := range len(hrp) {
		out = append(out, hrp[i]>>5)
	}
	out = append(out, 0)
	for i := range len(hrp) {
		out = append(out, hrp[i]&31)
	}
	return out
}

// regroup converts between 8-bit bytes and 5-bit symbols; pad allows (and
// fills) a partial last group, otherwise the leftover bits must be fewer
// than from and zero.
func regroup(in []byte, from, to uint, pad bool) ([]byte, error) {
	var acc, bits uint
	var out []byte
	max := uint(1)<<to - 1
	for _, v := range in {
		if uint(v)>>from != 0 {
			return nil, errors.New("value out of range")
		}
		acc = acc<<from | uint(v)
		bits += from
		for bits >= to {
			bits -= to
			out = append(out, byte(acc>>bits&max))
		}
	}
	if pad {
		if bits > 0 {
			out = append(out, byte(acc<<(to-bits)&max))
		}
	} else if bits >= from || acc<<(to-bits)&max != 0 {
		return nil, errors.New("non-zero padding")
	}
	return out, nil
}

// EncodeAddress returns the version-0 address of (B_scan, B_m); testnet
// selects the "tsp" prefix.
func EncodeAddress(scan, spend weierstrass.Point, testnet bool) (string, error) {
	if scan.Inf || spend.Inf {
		return "", errors.New("bip352: an address key is the point at infinity")
	}
	hrp := "sp"
	if testnet {
		hrp = "tsp"
	}
	payload := append(curve.EncodeCompressed(scan), curve.EncodeCompressed(spend)...)
	data, _ := regroup(payload, 8, 5, true)
	data = append([]byte{0}, data...)
	sum := polymod(append(append(hrpSymbols(hrp), data...), 0, 0, 0, 0, 0, 0)) ^ bech32mConst
	var b strings.Builder
	b.WriteString(hrp)
	b.WriteByte('1')
	for _, d := range data {
		b.WriteByte(charset[d])
	}
	for i := range 6 {
		b.WriteByte(charset[sum>>(5*(5-i))&31])
	}
	return b.String(), nil
}

// Address is a decoded silent payment address.
type Address struct {
	Testnet     bool
	Version     int
	Scan, Spend weierstrass.Point
}

// DecodeAddress parses an sp1… or tsp1… address. Versions 1 to 30 are
// read as version 0 from their first 66 bytes (the BIP's forward
// compatibility); version 31 is reserved. Every error names what is
// wrong.
func DecodeAddress(s string) (*Address, error) {
	fail := func(format string, args ...any) (*Address, error) {
		return nil, fmt.Errorf("bip352: address: "+format, args...)
	}
	if len(s) > 1023 {
		return fail("%d characters, more than 1023", len(s))
	}
	if strings.ToLower(s) != s && strings.ToUpper(s) != s {
		return fail("mixes upper and lower case")
	}
	s = strings.ToLower(s)
	sep := strings.LastIndexByte(s, '1')
	if sep < 1 {
		return fail("no separator '1' after a prefix")
	}
	hrp, rest := s[:sep], s[sep+1:]
	var testnet bool
	switch hrp {
	case "sp":
	case "tsp":
		testnet = true
	default:
		return fail("prefix %q is neither sp nor tsp", hrp)
	}
	if len(rest) < 7 {
		return fail("data part of %d characters is too short for a version and a checksum", len(rest))
	}
	data := make([]byte, len(rest))
	for i := range len(rest) {
		j := strings.IndexByte(charset, rest[i])
		if j < 0 {
			return fail("character %q at position %d is not in the bech32 alphabet", rest[i], sep+1+i)
		}
		data[i] = byte(j)
	}
	if polymod(append(hrpSymbols(hrp), data...)) != bech32mConst {
		return fail("bech32m checksum does not match")
	}
	data = data[:len(data)-6]
	version := int(data[0])
	if version == 31 {
		return fail("version 31 is reserved for a backward-incompatible change")
	}
	payload, err := regroup(data[1:], 5, 8, false)
	if err != nil {
		return fail("payload: %v", err)
	}
	switch {
	case version == 0 && len(payload) != 66:
		return fail("version 0 carries 66 bytes, this one %d", len(payload))
	case len(payload) < 66:
		return fail("version %d carries %d bytes, fewer than 66", version, len(payload))
	}
	scan, err := curve.Decode(payload[:33])
	if err != nil || scan.Inf {
		return fail("scan key is not a compressed point")
	}
	spend, err := curve.Decode(payload[33:66])
	if err != nil || spend.Inf {
		return fail("spend key is not a compressed point")
	}
	return &Address{Testnet: testnet, Version: version, Scan: scan, Spend: spend}, nil
}
