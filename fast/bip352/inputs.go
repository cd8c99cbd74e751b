package bip352

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"fmt"

	"golang.org/x/crypto/ripemd160" //lint:ignore SA1019 HASH160 is RIPEMD-160 by definition

	"github.com/curvecheck/curvecheck/fast/secp256k1"
)

// Input is a transaction input: the outpoint it spends (36 bytes as
// serialized), its scriptSig and witness stack, and the scriptPubKey of
// the spent output.
type Input struct {
	Outpoint   [36]byte
	ScriptSig  []byte
	Witness    [][]byte
	PrevScript []byte
}

// readVarInt reads a CompactSize integer.
func readVarInt(b []byte) (uint64, int, error) {
	if len(b) == 0 {
		return 0, 0, errors.New("missing CompactSize")
	}
	var n int
	switch b[0] {
	case 0xfd:
		n = 2
	case 0xfe:
		n = 4
	case 0xff:
		n = 8
	default:
		return uint64(b[0]), 1, nil
	}
	if len(b) < 1+n {
		return 0, 0, errors.New("CompactSize cut short")
	}
	var buf [8]byte
	copy(buf[:], b[1:1+n])
	return binary.LittleEndian.Uint64(buf[:]), 1 + n, nil
}

// readBytes reads a CompactSize length and that many bytes.
func readBytes(b []byte) ([]byte, []byte, error) {
	n, used, err := readVarInt(b)
	if err != nil {
		return nil, nil, err
	}
	rest := b[used:]
	if n > uint64(len(rest)) {
		return nil, nil, fmt.Errorf("length %d exceeds the %d bytes left", n, len(rest))
	}
	return rest[:n], rest[n:], nil
}

// parseStack reads a serialized witness stack (empty: no items).
func parseStack(b []byte) ([][]byte, error) {
	if len(b) == 0 {
		return nil, nil
	}
	count, used, err := readVarInt(b)
	if err != nil {
		return nil, err
	}
	b = b[used:]
	if count > uint64(len(b)) {
		return nil, fmt.Errorf("%d items cannot fit in %d bytes", count, len(b))
	}
	items := make([][]byte, count)
	for i := range items {
		if items[i], b, err = readBytes(b); err != nil {
			return nil, fmt.Errorf("item %d: %w", i, err)
		}
	}
	if len(b) > 0 {
		return nil, fmt.Errorf("%d bytes after the last item", len(b))
	}
	return items, nil
}

// ParseInputs reads the catalog's encoding of a transaction's inputs (see
// catalog/ops_bip352.go): outpoint, then CompactSize-prefixed scriptSig,
// serialized witness stack and spent scriptPubKey, input after input.
func ParseInputs(b []byte) ([]Input, error) {
	var ins []Input
	for len(b) > 0 {
		var in Input
		if len(b) < 36 {
			return nil, fmt.Errorf("bip352: input %d: %d bytes left for a 36-byte outpoint", len(ins), len(b))
		}
		copy(in.Outpoint[:], b)
		b = b[36:]
		var wit []byte
		var err error
		for _, f := range []struct {
			name string
			dst  *[]byte
		}{{"scriptSig", &in.ScriptSig}, {"witness", &wit}, {"scriptPubKey", &in.PrevScript}} {
			if *f.dst, b, err = readBytes(b); err != nil {
				return nil, fmt.Errorf("bip352: input %d: %s: %w", len(ins), f.name, err)
			}
		}
		if in.Witness, err = parseStack(wit); err != nil {
			return nil, fmt.Errorf("bip352: input %d: witness stack: %w", len(ins), err)
		}
		ins = append(ins, in)
	}
	if len(ins) == 0 {
		return nil, errors.New("bip352: no inputs")
	}
	return ins, nil
}

// keyHash is HASH160 = RIPEMD-160 ∘ SHA-256.
func keyHash(b []byte) [20]byte {
	s := sha256.Sum256(b)
	h := ripemd160.New()
	h.Write(s[:])
	var out [20]byte
	h.Sum(out[:0])
	return out
}

// nums is BIP-341's NUMS point H (x only).
var nums = [32]byte{0x50, 0x92, 0x9b, 0x74, 0xc1, 0xa0, 0x49, 0x54, 0xb7, 0x8b, 0x4b, 0x60, 0x35, 0xe9, 0x7a, 0x5e,
	0x07, 0x8a, 0x5a, 0x0f, 0x28, 0xec, 0x96, 0xd5, 0x47, 0xbf, 0xee, 0x9a, 0xce, 0x80, 0x3a, 0xc0}

// scriptKind is the shape of a spent output script.
type scriptKind int

const (
	otherScript scriptKind = iota
	p2tr
	p2wpkh
	p2sh
	p2pkh
)

func kindOf(s []byte) scriptKind {
	switch {
	case len(s) == 34 && s[0] == 0x51 && s[1] == 32:
		return p2tr
	case len(s) == 22 && s[0] == 0 && s[1] == 20:
		return p2wpkh
	case len(s) == 23 && s[0] == 0xa9 && s[1] == 20 && s[22] == 0x87:
		return p2sh
	case len(s) == 25 && s[0] == 0x76 && s[1] == 0xa9 && s[2] == 20 && s[23] == 0x88 && s[24] == 0xac:
		return p2pkh
	}
	return otherScript
}

// compressedKey decodes a 33-byte 02/03 key.
func compressedKey(b []byte) (*secp256k1.Point, bool) {
	if len(b) != 33 || b[0]&^1 != 2 {
		return nil, false
	}
	p, err := new(secp256k1.Point).SetBytes(b)
	return p, err == nil
}

// lastItem returns the top of the witness stack (nil when empty).
func lastItem(w [][]byte) []byte {
	if len(w) == 0 {
		return nil
	}
	return w[len(w)-1]
}

// Key returns the public key the input contributes, or false when BIP-352
// does not count the input (the rules are those of ref/bip352's
// PublicKey). Variable time: inputs are public.
func (in *Input) Key() (*secp256k1.Point, bool) {
	switch kindOf(in.PrevScript) {
	case p2tr:
		w := in.Witness
		if len(w) == 0 {
			return nil, false
		}
		if last := lastItem(w); len(w) >= 2 && len(last) > 0 && last[0] == 0x50 {
			w = w[:len(w)-1] // annex
		}
		if len(w) >= 2 {
			if cb := lastItem(w); len(cb) >= 33 && bytes.Equal(cb[1:33], nums[:]) {
				return nil, false // script path with the NUMS internal key
			}
		}
		p, err := new(secp256k1.Point).SetX(in.PrevScript[2:])
		return p, err == nil
	case p2wpkh:
		return compressedKey(lastItem(in.Witness))
	case p2sh:
		s := in.ScriptSig
		if len(s) != 23 || s[0] != 22 || kindOf(s[1:]) != p2wpkh {
			return nil, false
		}
		return compressedKey(lastItem(in.Witness))
	case p2pkh:
		var want [20]byte
		copy(want[:], in.PrevScript[3:23])
		s := in.ScriptSig
		for end := len(s); end >= 33; end-- {
			if keyHash(s[end-33:end]) == want {
				if p, ok := compressedKey(s[end-33 : end]); ok {
					return p, true
				}
			}
		}
	}
	return nil, false
}
