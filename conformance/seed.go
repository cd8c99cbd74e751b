package conformance

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// Adder is what a fuzz target's seeds are added to: *testing.F, or the F
// of the testing stand-in a libFuzzer build substitutes.
type Adder interface {
	Add(args ...any)
}

// SeedsEnv names the environment variable that makes AddSeed also write
// each seed to a folder.
const SeedsEnv = "CURVECHECK_FUZZ_SEEDS"

// AddSeed adds args (each a uint8, []byte or string) to f's seed corpus.
// When the environment variable CURVECHECK_FUZZ_SEEDS names a folder, it
// also writes them there, under the target's name, as a Go fuzz corpus
// file: seeds added in code are otherwise invisible outside go test, and
// this is how make libfuzzer hands them to libFuzzer builds. A seed that
// cannot be written is reported on standard error, not fatal.
func AddSeed(f Adder, name string, args ...any) {
	f.Add(args...)
	dir := os.Getenv(SeedsEnv)
	if dir == "" {
		return
	}
	data, err := CorpusFile(args...)
	if err == nil {
		sum := sha256.Sum256(data)
		dir = filepath.Join(dir, name)
		if err = os.MkdirAll(dir, 0o755); err == nil {
			err = os.WriteFile(filepath.Join(dir, "seed-"+hex.EncodeToString(sum[:8])), data, 0o644)
		}
	}
	if err != nil {
		fmt.Fprintf(os.Stderr, "%s: seed not written: %v\n", name, err)
	}
}

// CorpusFile renders args in the file format of Go's fuzz corpus
// (testdata/fuzz/FuzzX/NAME: a "go test fuzz v1" line, then one typed
// literal per line). It takes uint8, []byte and string values.
func CorpusFile(args ...any) ([]byte, error) {
	var b strings.Builder
	b.WriteString("go test fuzz v1\n")
	for _, a := range args {
		switch v := a.(type) {
		case uint8:
			b.WriteString("byte(" + strconv.QuoteRune(rune(v)) + ")\n")
		case []byte:
			b.WriteString("[]byte(" + strconv.Quote(string(v)) + ")\n")
		case string:
			b.WriteString("string(" + strconv.Quote(v) + ")\n")
		default:
			return nil, fmt.Errorf("a seed of type %T (uint8, []byte and string are written)", a)
		}
	}
	return []byte(b.String()), nil
}

// SeedsWanted reports whether seeds added to f go anywhere: to go test's
// own engine (f is a *testing.F) or out to a folder (CURVECHECK_FUZZ_SEEDS
// set). A libFuzzer build's stand-in F drops them, and it runs the target
// function per input, so a target can skip making its seeds there.
func SeedsWanted(f Adder) bool {
	_, std := f.(*testing.F)
	return std || os.Getenv(SeedsEnv) != ""
}
