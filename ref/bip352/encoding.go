package bip352

import (
	"errors"
	"fmt"
)

// The catalog's encoding of a transaction's inputs: for each input, in
// order,
//
//	outpoint (36 bytes as a transaction serializes it: txid reversed,
//	vout little-endian)
//	‖ CompactSize length ‖ scriptSig
//	‖ CompactSize length ‖ serialized witness stack (empty for none)
//	‖ CompactSize length ‖ scriptPubKey of the spent output
//
// The same layout as a Bitcoin transaction input, with the witness moved
// beside it and the sequence number replaced by the spent script.

func appendCompactSize(b []byte, n int) []byte {
	switch {
	case n < 0xfd:
		return append(b, byte(n))
	case n <= 0xffff:
		return append(b, 0xfd, byte(n), byte(n>>8))
	default:
		return append(b, 0xfe, byte(n), byte(n>>8), byte(n>>16), byte(n>>24))
	}
}

// SerializeWitness returns the witness stack as a transaction serializes
// it (the inverse of ParseWitness; nil for the empty stack).
func SerializeWitness(stack [][]byte) []byte {
	if len(stack) == 0 {
		return nil
	}
	b := appendCompactSize(nil, len(stack))
	for _, item := range stack {
		b = appendCompactSize(b, len(item))
		b = append(b, item...)
	}
	return b
}

// EncodeInputs returns the catalog encoding of ins.
func EncodeInputs(ins []Input) []byte {
	var b []byte
	for i := range ins {
		b = append(b, ins[i].Outpoint()...)
		for _, field := range [][]byte{ins[i].ScriptSig, SerializeWitness(ins[i].Witness), ins[i].PrevScript} {
			b = appendCompactSize(b, len(field))
			b = append(b, field...)
		}
	}
	return b
}

// ParseInputs reads the catalog encoding of a list of inputs; every error
// names the input and the field that is malformed.
func ParseInputs(b []byte) ([]Input, error) {
	var ins []Input
	for len(b) > 0 {
		i := len(ins)
		if len(b) < 36 {
			return nil, fmt.Errorf("bip352: input %d: outpoint truncated (%d of 36 bytes)", i, len(b))
		}
		var in Input
		for j := range 32 {
			in.TxID[j] = b[31-j]
		}
		in.Vout = uint32(b[32]) | uint32(b[33])<<8 | uint32(b[34])<<16 | uint32(b[35])<<24
		b = b[36:]
		var fields [3][]byte
		for f, name := range []string{"scriptSig", "witness", "scriptPubKey"} {
			n, rest, err := compactSize(b)
			if err != nil {
				return nil, fmt.Errorf("bip352: input %d: %s length: %w", i, name, err)
			}
			if n > uint64(len(rest)) {
				return nil, fmt.Errorf("bip352: input %d: %s of %d bytes, only %d remain", i, name, n, len(rest))
			}
			fields[f], b = rest[:n], rest[n:]
		}
		w, err := ParseWitness(fields[1])
		if err != nil {
			return nil, fmt.Errorf("bip352: input %d: %w", i, err)
		}
		in.ScriptSig, in.Witness, in.PrevScript = fields[0], w, fields[2]
		ins = append(ins, in)
	}
	if len(ins) == 0 {
		return nil, errors.New("bip352: a transaction has at least one input")
	}
	return ins, nil
}
