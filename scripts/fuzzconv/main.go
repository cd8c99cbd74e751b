// Command fuzzconv converts between Go's fuzz corpus files and the raw
// inputs of a native Go fuzz target built as a libFuzzer binary by
// go-118-fuzz-build (what OSS-Fuzz, ClusterFuzzLite and make libfuzzer
// run).
//
// Such a binary decodes its raw input into the target's arguments in
// order, with the consumer of github.com/AdaLogics/go-fuzz-headers: a
// uint8 or byte takes one byte; a []byte takes a 4-byte big-endian length
// L and then L bytes, where L = 0 stands for 30 and an L other than the
// bytes left is taken modulo the bytes left; a string takes a 4-byte
// big-endian length and that many bytes, which must be there. An input
// that runs short is not run at all.
//
//	fuzzconv to-libfuzzer SRC DST   every Go corpus file in folder SRC → raw input in DST
//	fuzzconv to-go LIKE RAW         a raw input (a crash reproducer) → Go corpus file on stdout,
//	                                typed like the Go corpus file LIKE (a seed of the same target)
//
// Only uint8/byte, []byte and string arguments are handled: those are the
// ones curvecheck's targets take.
package main

import (
	"encoding/binary"
	"errors"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

func main() {
	var err error
	switch {
	case len(os.Args) == 4 && os.Args[1] == "to-libfuzzer":
		err = toLibFuzzer(os.Args[2], os.Args[3])
	case len(os.Args) == 4 && os.Args[1] == "to-go":
		err = toGo(os.Args[2], os.Args[3])
	default:
		err = errors.New("usage: fuzzconv to-libfuzzer SRC_DIR DST_DIR | fuzzconv to-go LIKE_CORPUS_FILE RAW_INPUT")
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "fuzzconv:", err)
		os.Exit(1)
	}
}

// arg is one argument of a corpus file: its Go type and value.
type arg struct {
	typ string // "byte", "[]byte" or "string"
	val []byte
}

// parseCorpus reads a Go fuzz corpus file.
func parseCorpus(data []byte) ([]arg, error) {
	lines := strings.Split(strings.TrimRight(string(data), "\n"), "\n")
	if len(lines) == 0 || lines[0] != "go test fuzz v1" {
		return nil, errors.New(`not a Go fuzz corpus file (no "go test fuzz v1" line)`)
	}
	var args []arg
	for n, line := range lines[1:] {
		e, err := parser.ParseExpr(line)
		if err != nil {
			return nil, fmt.Errorf("line %d: %v", n+2, err)
		}
		call, ok := e.(*ast.CallExpr)
		if !ok || len(call.Args) != 1 {
			return nil, fmt.Errorf("line %d: not a typed literal", n+2)
		}
		lit, ok := call.Args[0].(*ast.BasicLit)
		if !ok {
			return nil, fmt.Errorf("line %d: not a literal", n+2)
		}
		var typ string
		switch fn := call.Fun.(type) {
		case *ast.Ident:
			typ = fn.Name
		case *ast.ArrayType:
			if id, ok := fn.Elt.(*ast.Ident); ok && fn.Len == nil && (id.Name == "byte" || id.Name == "uint8") {
				typ = "[]byte"
			}
		}
		a := arg{typ: typ}
		switch {
		case (typ == "byte" || typ == "uint8") && lit.Kind == token.CHAR:
			r, _, _, err := strconv.UnquoteChar(strings.Trim(lit.Value, "'"), '\'')
			if err != nil || r > 255 {
				return nil, fmt.Errorf("line %d: bad byte %s", n+2, lit.Value)
			}
			a.typ, a.val = "byte", []byte{byte(r)}
		case (typ == "byte" || typ == "uint8") && lit.Kind == token.INT:
			v, err := strconv.ParseUint(lit.Value, 0, 8)
			if err != nil {
				return nil, fmt.Errorf("line %d: bad byte %s", n+2, lit.Value)
			}
			a.typ, a.val = "byte", []byte{byte(v)}
		case (typ == "[]byte" || typ == "string") && lit.Kind == token.STRING:
			s, err := strconv.Unquote(lit.Value)
			if err != nil {
				return nil, fmt.Errorf("line %d: %v", n+2, err)
			}
			a.val = []byte(s)
		default:
			return nil, fmt.Errorf("line %d: %s of type %q is not handled (byte, []byte, string)", n+2, lit.Value, typ)
		}
		args = append(args, a)
	}
	return args, nil
}

// encode renders args as the raw input that decodes to them, or says why
// none does.
func encode(args []arg) ([]byte, error) {
	var out []byte
	for i, a := range args {
		switch a.typ {
		case "byte":
			out = append(out, a.val[0])
		case "[]byte", "string":
			// The length must come back as itself: L ≠ 0 (0 means 30), and
			// L below the bytes left after the length or equal to them.
			if len(a.val) == 0 && (a.typ == "[]byte" || i == len(args)-1) {
				return nil, fmt.Errorf("argument %d: an empty %s cannot be encoded", i+1, a.typ)
			}
			out = binary.BigEndian.AppendUint32(out, uint32(len(a.val)))
			out = append(out, a.val...)
		}
	}
	return out, nil
}

// decode splits raw into arguments of the types of like, as the libFuzzer
// build does; ok is false when the build would not run the input.
func decode(raw []byte, like []arg) (args []arg, ok bool) {
	pos := 0
	for _, l := range like {
		switch l.typ {
		case "byte":
			if pos >= len(raw) {
				return nil, false
			}
			args = append(args, arg{"byte", raw[pos : pos+1]})
			pos++
		case "[]byte", "string":
			if pos+4 > len(raw) {
				return nil, false
			}
			n := int(binary.BigEndian.Uint32(raw[pos:]))
			pos += 4
			left := len(raw) - pos
			if l.typ == "[]byte" {
				if n == 0 {
					n = 30
				}
				if left <= 0 {
					return nil, false
				}
				if n != left {
					n %= left
				}
			} else if pos >= len(raw) || n > left {
				return nil, false
			}
			args = append(args, arg{l.typ, raw[pos : pos+n]})
			pos += n
		}
	}
	return args, true
}

func render(args []arg) string {
	var b strings.Builder
	b.WriteString("go test fuzz v1\n")
	for _, a := range args {
		switch a.typ {
		case "byte":
			fmt.Fprintf(&b, "byte(%s)\n", strconv.QuoteRune(rune(a.val[0])))
		default:
			fmt.Fprintf(&b, "%s(%s)\n", a.typ, strconv.Quote(string(a.val)))
		}
	}
	return b.String()
}

func toLibFuzzer(src, dst string) error {
	ents, err := os.ReadDir(src)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(dst, 0o755); err != nil {
		return err
	}
	written, skipped := 0, 0
	for _, e := range ents {
		if e.IsDir() {
			continue
		}
		data, err := os.ReadFile(filepath.Join(src, e.Name()))
		if err != nil {
			return err
		}
		args, err := parseCorpus(data)
		if err != nil {
			return fmt.Errorf("%s: %v", e.Name(), err)
		}
		raw, err := encode(args)
		if err != nil {
			fmt.Fprintf(os.Stderr, "fuzzconv: %s skipped: %v\n", e.Name(), err)
			skipped++
			continue
		}
		if err := os.WriteFile(filepath.Join(dst, e.Name()), raw, 0o644); err != nil {
			return err
		}
		written++
	}
	fmt.Fprintf(os.Stderr, "fuzzconv: %s: %d inputs written to %s, %d not encodable\n", src, written, dst, skipped)
	return nil
}

func toGo(likeFile, rawFile string) error {
	data, err := os.ReadFile(likeFile)
	if err != nil {
		return err
	}
	like, err := parseCorpus(data)
	if err != nil {
		return fmt.Errorf("%s: %v", likeFile, err)
	}
	raw, err := os.ReadFile(rawFile)
	if err != nil {
		return err
	}
	args, ok := decode(raw, like)
	if !ok {
		return fmt.Errorf("%s: the libFuzzer build would not run this input (too short for the arguments)", rawFile)
	}
	fmt.Print(render(args))
	return nil
}
