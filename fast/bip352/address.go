package bip352

import (
	"errors"
	"fmt"

	"github.com/curvecheck/curvecheck/fast/secp256k1"
)

// Silent payment addresses: bech32m (BIP-350) over hrp "sp" or "tsp",
// the version as the first data symbol, then B_scan ‖ B_m (33 bytes
// each) in 5-bit symbols; at most 1023 characters.

const alphabet = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"

// symbolOf maps an ASCII byte to its 5-bit value, or -1.
var symbolOf = func() (t [256]int8) {
	for i := range t {
		t[i] = -1
	}
	for v, c := range []byte(alphabet) {
		t[c] = int8(v)
		if c >= 'a' {
			t[c-'a'+'A'] = int8(v) // upper case reads the same
		}
	}
	return t
}()

// checksumStep advances the BCH checksum state by one 5-bit symbol.
func checksumStep(state uint32, v byte) uint32 {
	top := state >> 25
	state = (state&(1<<25-1))<<5 ^ uint32(v)
	for i, g := range [5]uint32{0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3} {
		state ^= g & -(top >> uint(i) & 1)
	}
	return state
}

// checksumOf returns the checksum state over hrp and data.
func checksumOf(hrp string, data []byte) uint32 {
	state := uint32(1)
	for i := 0; i < len(hrp); i++ {
		state = checksumStep(state, hrp[i]>>5)
	}
	state = checksumStep(state, 0)
	for i := 0; i < len(hrp); i++ {
		state = checksumStep(state, hrp[i]&31)
	}
	for _, v := range data {
		state = checksumStep(state, v)
	}
	return state
}

const bech32m = 0x2bc830a3

// EncodeAddress returns the version-0 address of (scan, spend).
func EncodeAddress(scan, spend *secp256k1.Point, testnet bool) (string, error) {
	if scan.IsIdentity() == 1 || spend.IsIdentity() == 1 {
		return "", errors.New("bip352: an address key is the point at infinity")
	}
	hrp := "sp"
	if testnet {
		hrp = "tsp"
	}
	payload := append(compressVar(scan), compressVar(spend)...)
	data := []byte{0}
	var acc uint32
	bits := 0
	for _, b := range payload {
		acc = acc<<8 | uint32(b)
		for bits += 8; bits >= 5; bits -= 5 {
			data = append(data, byte(acc>>(bits-5)&31))
		}
	}
	if bits > 0 {
		data = append(data, byte(acc<<(5-bits)&31))
	}
	sum := checksumOf(hrp, append(append([]byte(nil), data...), 0, 0, 0, 0, 0, 0)) ^ bech32m
	out := []byte(hrp + "1")
	for _, v := range data {
		out = append(out, alphabet[v])
	}
	for i := 5; i >= 0; i-- {
		out = append(out, alphabet[sum>>(5*i)&31])
	}
	return string(out), nil
}

// Address is a decoded silent payment address.
type Address struct {
	Testnet     bool
	Version     int
	Scan, Spend *secp256k1.Point
}

// DecodeAddress parses an address; versions 1 to 30 are read from their
// first 66 bytes, version 31 is reserved. Errors name what is wrong.
func DecodeAddress(s string) (*Address, error) {
	bad := func(f string, a ...any) (*Address, error) {
		return nil, fmt.Errorf("bip352: address: "+f, a...)
	}
	if len(s) > 1023 {
		return bad("%d characters, more than 1023", len(s))
	}
	lower, upper := false, false
	sep := -1
	for i := 0; i < len(s); i++ {
		c := s[i]
		lower = lower || (c >= 'a' && c <= 'z')
		upper = upper || (c >= 'A' && c <= 'Z')
		if c == '1' {
			sep = i
		}
	}
	if lower && upper {
		return bad("mixes upper and lower case")
	}
	if sep < 1 {
		return bad("no separator '1' after a prefix")
	}
	hrp := make([]byte, sep)
	for i := range hrp {
		c := s[i]
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		hrp[i] = c
	}
	testnet := false
	switch string(hrp) {
	case "sp":
	case "tsp":
		testnet = true
	default:
		return bad("prefix %q is neither sp nor tsp", hrp)
	}
	rest := s[sep+1:]
	if len(rest) < 7 {
		return bad("data part of %d characters is too short for a version and a checksum", len(rest))
	}
	data := make([]byte, len(rest))
	for i := 0; i < len(rest); i++ {
		v := symbolOf[rest[i]]
		if v < 0 {
			return bad("character %q at position %d is not in the bech32 alphabet", rest[i], sep+1+i)
		}
		data[i] = byte(v)
	}
	if checksumOf(string(hrp), data) != bech32m {
		return bad("bech32m checksum does not match")
	}
	data = data[:len(data)-6]
	version := int(data[0])
	if version == 31 {
		return bad("version 31 is reserved for a backward-incompatible change")
	}
	var payload []byte
	var acc uint32
	bits := 0
	for _, v := range data[1:] {
		acc = acc<<5 | uint32(v)
		for bits += 5; bits >= 8; bits -= 8 {
			payload = append(payload, byte(acc>>(bits-8)))
		}
	}
	if bits >= 5 || acc&(1<<bits-1) != 0 {
		return bad("payload: non-zero padding")
	}
	switch {
	case version == 0 && len(payload) != 66:
		return bad("version 0 carries 66 bytes, this one %d", len(payload))
	case len(payload) < 66:
		return bad("version %d carries %d bytes, fewer than 66", version, len(payload))
	}
	scan, ok := compressedKey(payload[:33])
	if !ok {
		return bad("scan key is not a compressed point")
	}
	spend, ok := compressedKey(payload[33:66])
	if !ok {
		return bad("spend key is not a compressed point")
	}
	return &Address{Testnet: testnet, Version: version, Scan: scan, Spend: spend}, nil
}
