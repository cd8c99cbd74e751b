package bip352

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"math/big"

	"golang.org/x/crypto/ripemd160" //lint:ignore SA1019 HASH160 is RIPEMD-160 by definition (Bitcoin's script hash)

	"github.com/curvecheck/curvecheck/ref/weierstrass"
)

var curve = weierstrass.Secp256k1

// Input is one transaction input, as the fields of Bitcoin Core's
// getrawtransaction (verbosity 2) give it: the outpoint it spends, its
// scriptSig and witness stack, and the scriptPubKey of the output it
// spends.
type Input struct {
	// TxID is the spent transaction's id in its usual (displayed) byte
	// order; the serialized outpoint holds it reversed.
	TxID       [32]byte
	Vout       uint32
	ScriptSig  []byte
	Witness    [][]byte
	PrevScript []byte
}

// Outpoint returns the 36-byte serialized outpoint: the txid in internal
// byte order (reversed from its display) then vout as 4 bytes
// little-endian.
func (in *Input) Outpoint() []byte {
	out := make([]byte, 36)
	for i := range 32 {
		out[i] = in.TxID[31-i]
	}
	binary.LittleEndian.PutUint32(out[32:], in.Vout)
	return out
}

// ParseWitness reads a serialized witness stack: a CompactSize count, then
// each item as a CompactSize length and its bytes. The empty string is the
// empty stack.
func ParseWitness(b []byte) ([][]byte, error) {
	if len(b) == 0 {
		return nil, nil
	}
	n, b, err := compactSize(b)
	if err != nil {
		return nil, fmt.Errorf("witness item count: %w", err)
	}
	if n > uint64(len(b)) {
		return nil, fmt.Errorf("witness claims %d items in %d bytes", n, len(b))
	}
	stack := make([][]byte, 0, n)
	for i := range n {
		var l uint64
		l, b, err = compactSize(b)
		if err != nil {
			return nil, fmt.Errorf("witness item %d length: %w", i, err)
		}
		if l > uint64(len(b)) {
			return nil, fmt.Errorf("witness item %d is %d bytes, only %d remain", i, l, len(b))
		}
		stack = append(stack, b[:l])
		b = b[l:]
	}
	if len(b) != 0 {
		return nil, fmt.Errorf("witness has %d trailing bytes", len(b))
	}
	return stack, nil
}

// compactSize reads Bitcoin's CompactSize integer (1, 3, 5 or 9 bytes).
func compactSize(b []byte) (uint64, []byte, error) {
	if len(b) == 0 {
		return 0, nil, errors.New("truncated CompactSize")
	}
	width := map[byte]int{0xfd: 2, 0xfe: 4, 0xff: 8}[b[0]]
	if width == 0 {
		return uint64(b[0]), b[1:], nil
	}
	if len(b) < 1+width {
		return 0, nil, errors.New("truncated CompactSize")
	}
	var v uint64
	for i := width; i >= 1; i-- {
		v = v<<8 | uint64(b[i])
	}
	return v, b[1+width:], nil
}

// Hash160 is RIPEMD-160(SHA-256(b)), Bitcoin's key and script hash.
func Hash160(b []byte) []byte {
	s := sha256.Sum256(b)
	r := ripemd160.New()
	r.Write(s[:])
	return r.Sum(nil)
}

// Output script shapes ("Inputs For Shared Secret Derivation").
func isP2TR(s []byte) bool { return len(s) == 34 && s[0] == 0x51 && s[1] == 0x20 }
func isP2WPKH(s []byte) bool {
	return len(s) == 22 && s[0] == 0x00 && s[1] == 0x14
}
func isP2SH(s []byte) bool {
	return len(s) == 23 && s[0] == 0xa9 && s[1] == 0x14 && s[22] == 0x87
}
func isP2PKH(s []byte) bool {
	return len(s) == 25 && s[0] == 0x76 && s[1] == 0xa9 && s[2] == 0x14 && s[23] == 0x88 && s[24] == 0xac
}

// NUMSH returns a copy of numsH.
func NUMSH() []byte { return append([]byte(nil), numsH...) }

// numsH is the x coordinate of BIP-341's provably unspendable internal key
// H (lift_x of SHA-256 of G's uncompressed encoding); a taproot input
// whose script-path control block names it is not used.
var numsH = mustHex("50929b74c1a04954b78b4b6035e97a5e078a5a0f28ec96d547bfee9ace803ac0")

// compressedKey parses a 33-byte compressed public key; anything else
// (uncompressed, hybrid, off the curve) is not used.
func compressedKey(b []byte) (weierstrass.Point, bool) {
	if len(b) != 33 || (b[0] != 2 && b[0] != 3) {
		return weierstrass.Point{}, false
	}
	P, err := curve.Decode(b)
	return P, err == nil
}

// PublicKey returns the public key an input contributes and true, or false
// when the input is not one the BIP counts:
//
//   - P2TR: the output key, with even y. Not counted when the spend is a
//     script path (more than one witness item once an annex, a last item
//     starting 0x50, is set aside) whose control block's internal key is
//     H.
//   - P2WPKH: the last witness item, a compressed key.
//   - P2SH-P2WPKH: a scriptSig that pushes exactly the 22-byte P2WPKH
//     redeem script; the key as for P2WPKH. Other P2SH spends do not count.
//   - P2PKH: the compressed key in the scriptSig whose HASH160 is the
//     script's hash, searched as a 33-byte window from the end of the
//     scriptSig, so that a malleated scriptSig still yields it.
//
// Every other input, and every key that is not a valid compressed point,
// does not count.
func (in *Input) PublicKey() (weierstrass.Point, bool) {
	s := in.PrevScript
	switch {
	case isP2TR(s):
		stack := in.Witness
		if len(stack) == 0 {
			return weierstrass.Point{}, false
		}
		if len(stack) > 1 && len(stack[len(stack)-1]) > 0 && stack[len(stack)-1][0] == 0x50 {
			stack = stack[:len(stack)-1] // the annex
		}
		if len(stack) > 1 {
			cb := stack[len(stack)-1]
			if len(cb) >= 33 && bytes.Equal(cb[1:33], numsH) {
				return weierstrass.Point{}, false
			}
		}
		x := new(big.Int).SetBytes(s[2:])
		P, err := curve.LiftX(x)
		return P, err == nil
	case isP2WPKH(s):
		if len(in.Witness) == 0 {
			return weierstrass.Point{}, false
		}
		return compressedKey(in.Witness[len(in.Witness)-1])
	case isP2SH(s):
		ss := in.ScriptSig
		if len(ss) != 23 || ss[0] != 22 || !isP2WPKH(ss[1:]) || len(in.Witness) == 0 {
			return weierstrass.Point{}, false
		}
		return compressedKey(in.Witness[len(in.Witness)-1])
	case isP2PKH(s):
		want := s[3:23]
		for end := len(in.ScriptSig); end >= 33; end-- {
			w := in.ScriptSig[end-33 : end]
			if bytes.Equal(Hash160(w), want) {
				if P, ok := compressedKey(w); ok {
					return P, true
				}
			}
		}
	}
	return weierstrass.Point{}, false
}

func mustHex(s string) []byte {
	b, err := hex.DecodeString(s)
	if err != nil {
		panic("bip352: bad hex constant")
	}
	return b
}
