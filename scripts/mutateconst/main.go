// Command mutateconst checks that the constant claims catch a changed
// digit: on a temporary copy of the tree (git ls-files), it alters each
// hard-coded constant of ref/ and fast/ in turn (a hex digit of a string,
// a digit of an integer literal, an element of a byte array, a byte of a
// .bin table, and the small literals d, Z and the Montgomery constants are
// derived from), runs go test on ./assurance/constants/, expects a
// failure, and restores the file. It prints caught/total. The working
// tree is never written. Run by hand: scripts/mutate-constants.
package main

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"math/big"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"strings"
	"time"
)

// mutation replaces the bytes [off, off+len(old)) of file with repl.
type mutation struct {
	file      string
	off       int
	old, repl string
	what      string
}

// flip changes one hex or decimal digit.
func flip(c byte) byte {
	switch {
	case c == '9':
		return '8'
	case c == 'f' || c == 'F':
		return 'e'
	default:
		return c + 1
	}
}

func isDigit(c byte) bool { return strings.IndexByte("0123456789abcdefABCDEF", c) >= 0 }

// literalMutations lists one mutation per literal the scanner rules
// select (as in assurance/constants' scan test).
func literalMutations(root, rel string) ([]mutation, error) {
	src, err := os.ReadFile(filepath.Join(root, rel))
	if err != nil {
		return nil, err
	}
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, rel, src, 0)
	if err != nil {
		return nil, err
	}
	var out []mutation
	at := func(b *ast.BasicLit, what string) {
		start := fset.Position(b.Pos()).Offset
		text := b.Value
		// a digit near the middle, skipping a 0x prefix and quotes
		from := 0
		if strings.HasPrefix(text, "0x") || strings.HasPrefix(text, "0X") {
			from = 2
		}
		for i := (from + len(text)) / 2; i < len(text); i++ {
			if isDigit(text[i]) && !(text[i] == 'x' || text[i] == 'X') {
				out = append(out, mutation{rel, start + i, text[i : i+1], string(flip(text[i])), what + " " + text})
				return
			}
		}
	}
	ast.Inspect(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.CompositeLit:
			var ints []*ast.BasicLit
			for _, e := range n.Elts {
				if b, ok := e.(*ast.BasicLit); ok && b.Kind == token.INT {
					ints = append(ints, b)
				}
			}
			if len(ints) >= 16 {
				at(ints[len(ints)/2], "byte array element")
			}
		case *ast.BasicLit:
			switch n.Kind {
			case token.INT:
				v, ok := new(big.Int).SetString(strings.ReplaceAll(n.Value, "_", ""), 0)
				if ok && v.BitLen() > 32 {
					at(n, "integer")
				}
			case token.STRING:
				s := strings.Trim(n.Value, "\"`")
				if len(s) >= 16 && strings.Trim(s, "0123456789abcdefABCDEF") == "" {
					at(n, "string")
				}
			}
		}
		return true
	})
	return out, nil
}

// small are literals below the scanner's threshold that constants are
// derived from: (file, exact text, replacement).
var small = [][3]string{
	{"fast/edwards25519/point.go", "num.MulSmall(new(field.Element).One(), 121665)", "num.MulSmall(new(field.Element).One(), 121664)"},
	{"fast/edwards25519/point.go", "den.MulSmall(new(field.Element).One(), 121666)", "den.MulSmall(new(field.Element).One(), 121667)"},
	{"ref/edwards/edwards25519.go", "F.Int(-121665)", "F.Int(-121664)"},
	{"ref/edwards/edwards25519.go", "F.Int(121666)", "F.Int(121667)"},
	{"ref/edwards/edwards25519.go", "F.Int(4), F.MustInv(F.Int(5))", "F.Int(3), F.MustInv(F.Int(5))"},
	{"ref/h2c/suites.go", "F.Int(-12)", "F.Int(-13)"},
	{"ref/h2c/suites.go", "Z: weierstrass.P256.F.Int(-10), L: 48, RO: true", "Z: weierstrass.P256.F.Int(-11), L: 48, RO: true"},
	{"ref/h2c/suites.go", "c.F.Int(-11)", "c.F.Int(-14)"},
	{"ref/h2c/suites.go", "big.NewInt(1771)", "big.NewInt(1772)"},
	{"ref/h2c/elligator2.go", "F.Int(-486664)", "F.Int(-486665)"},
	{"ref/h2c/elligator2.go", "J: big.NewInt(486662)", "J: big.NewInt(486663)"},
	{"ref/h2c/elligator2.go", "Z: big.NewInt(2)", "Z: big.NewInt(3)"},
	{"fast/edwards25519/hash.go", "c.MulSmall(one.One(), 486664)", "c.MulSmall(one.One(), 486665)"},
	{"fast/edwards25519/hash.go", "MulSmall(new(field.Element).One(), 486662)", "MulSmall(new(field.Element).One(), 486661)"},
	{"fast/secp256k1/hash.go", "SetUint64(1771)", "SetUint64(1772)"},
	{"fast/secp256k1/point.go", "SetUint64(7)", "SetUint64(8)"},
	{"fast/secp256k1/point.go", "const b3 = 21", "const b3 = 22"},
	{"ref/x25519/x25519.go", "big.NewInt(121665)", "big.NewInt(121666)"},
	{"ref/weierstrass/curves.go", "big.NewInt(0), big.NewInt(7)", "big.NewInt(0), big.NewInt(5)"},
	{"fast/edwards25519/field/add.go", "{1<<52 - 38,", "{1<<52 - 39,"},
	{"fast/edwards25519/field/add.go", "1<<53 - 4, 1<<53 - 4}", "1<<53 - 4, 1<<53 - 5}"},
	{"fast/edwards25519/field/element.go", "mask51 = 1<<51 - 1", "mask51 = 1<<50 - 1"},
	{"fast/secp256k1/field/element.go", "mask48 = 1<<48 - 1", "mask48 = 1<<47 - 1"},
	{"fast/p384/hash.go", "swuZ.Neg(&twelve)", "swuZ.Neg(&three)"},
	{"ref/selfcheck/weierstrass.go", `"a0-order199", 211, 0, 2, 199`, `"a0-order199", 211, 0, 3, 199`},
	{"ref/selfcheck/edwards.go", `"order88", 73, 5, 11`, `"order88", 73, 6, 11`},
}

func main() {
	timeout := flag.Duration("timeout", 5*time.Minute, "per go test run")
	verbose := flag.Bool("v", false, "print every mutation")
	flag.Parse()
	if err := run(*timeout, *verbose); err != nil {
		fmt.Fprintln(os.Stderr, "mutateconst:", err)
		os.Exit(2)
	}
}

func run(timeout time.Duration, verbose bool) error {
	tmp, err := os.MkdirTemp("", "mutateconst-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	files, err := exec.Command("git", "ls-files").Output()
	if err != nil {
		return err
	}
	tar := exec.Command("sh", "-c", "tar -cf - -T - | tar -xf - -C "+tmp)
	tar.Stdin = bytes.NewReader(files)
	if out, err := tar.CombinedOutput(); err != nil {
		return fmt.Errorf("copying the tree: %v: %s", err, out)
	}
	var ms []mutation
	for _, rel := range strings.Split(strings.TrimSpace(string(files)), "\n") {
		if !(strings.HasPrefix(rel, "ref/") || strings.HasPrefix(rel, "fast/")) {
			continue
		}
		switch {
		case strings.HasSuffix(rel, ".bin"):
			b, err := os.ReadFile(filepath.Join(tmp, rel))
			if err != nil {
				return err
			}
			for _, off := range []int{5, len(b) / 2, len(b) - 1} {
				ms = append(ms, mutation{rel, off, string(b[off : off+1]), string([]byte{b[off] ^ 0x10}), fmt.Sprintf("table byte %d", off)})
			}
		case strings.HasSuffix(rel, ".go") && !strings.HasSuffix(rel, "_test.go"):
			lm, err := literalMutations(tmp, rel)
			if err != nil {
				return err
			}
			ms = append(ms, lm...)
		}
	}
	for _, s := range small {
		b, err := os.ReadFile(filepath.Join(tmp, s[0]))
		if err != nil {
			return err
		}
		i := bytes.Index(b, []byte(s[1]))
		if i < 0 || bytes.Count(b, []byte(s[1])) != 1 {
			return fmt.Errorf("%s: %q not found once", s[0], s[1])
		}
		ms = append(ms, mutation{s[0], i, s[1], s[2], "small literal " + s[1]})
	}
	caught, byClaim := 0, 0
	for k, m := range ms {
		if ctx.Err() != nil {
			return ctx.Err()
		}
		path := filepath.Join(tmp, m.file)
		orig, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		mut := append(append(append([]byte(nil), orig[:m.off]...), m.repl...), orig[m.off+len(m.old):]...)
		if err := os.WriteFile(path, mut, 0o644); err != nil {
			return err
		}
		tctx, cancel := context.WithTimeout(ctx, timeout)
		cmd := exec.CommandContext(tctx, "go", "test", "-count=1", "./assurance/constants/")
		cmd.Dir = tmp
		out, err := cmd.CombinedOutput()
		cancel()
		if werr := os.WriteFile(path, orig, 0o644); werr != nil {
			return werr
		}
		status := "MISSED"
		switch {
		case err == nil:
		case bytes.Contains(out, []byte("--- FAIL: Test")):
			status = "CAUGHT by a claim"
			caught++
			byClaim++
		case bytes.Contains(out, []byte("panic:")):
			status = "CAUGHT by a panic at start-up"
			caught++
		default:
			status = "CAUGHT by a build failure"
			caught++
		}
		if verbose || err == nil {
			fmt.Printf("%3d/%d %s %s @%d: %s\n", k+1, len(ms), status, m.file, m.off, m.what)
		}
	}
	fmt.Printf("caught %d/%d (%d by a failing claim or scan test)\n", caught, len(ms), byClaim)
	return nil
}
