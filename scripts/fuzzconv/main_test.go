package main

import (
	"bytes"
	"encoding/binary"
	"os"
	"path/filepath"
	"testing"
)

// Every committed corpus file of curvecheck's targets survives the trip
// to a libFuzzer input and back unchanged.
func TestRoundTrip(t *testing.T) {
	files, _ := filepath.Glob("../../fuzz/testdata/fuzz/*/*")
	if len(files) == 0 {
		t.Fatal("no corpus files found")
	}
	for _, name := range files {
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		args, err := parseCorpus(data)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		raw, err := encode(args)
		if err != nil {
			continue // an empty argument: reported and skipped by to-libfuzzer
		}
		back, ok := decode(raw, args)
		if !ok {
			t.Fatalf("%s: the encoding does not decode", name)
		}
		if got := render(back); got != render(args) {
			t.Fatalf("%s: round trip gave\n%s\nwant\n%s", name, got, render(args))
		}
	}
}

// The decoder follows the libFuzzer build's rules: a zero length means 30,
// a length other than the bytes left is taken modulo them, a short input
// is not run.
func TestDecodeRules(t *testing.T) {
	like := []arg{{typ: "byte"}, {typ: "[]byte"}}
	raw := append([]byte{7}, binary.BigEndian.AppendUint32(nil, 0)...)
	raw = append(raw, bytes.Repeat([]byte{1}, 40)...)
	args, ok := decode(raw, like)
	if !ok || len(args[1].val) != 30 {
		t.Fatalf("length 0: %v %d, want 30 bytes", ok, len(args[1].val))
	}
	raw = append([]byte{7}, binary.BigEndian.AppendUint32(nil, 45)...)
	raw = append(raw, bytes.Repeat([]byte{1}, 40)...)
	if args, ok = decode(raw, like); !ok || len(args[1].val) != 5 {
		t.Fatalf("length 45 of 40: %v %d, want 5 bytes", ok, len(args[1].val))
	}
	if _, ok = decode([]byte{7, 0, 0}, like); ok {
		t.Fatal("a short input decoded")
	}
}
