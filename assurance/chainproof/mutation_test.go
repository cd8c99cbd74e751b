package chainproof

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"math/big"
	"os"
	"path/filepath"
	"sort"
	"testing"

	"github.com/curvecheck/curvecheck/assurance/fieldproof/interp"
)

// mutant is one altered chain file.
type mutant struct {
	file, desc string
	src        []byte
}

// chainMutants alters, one at a time, in the bodies of the proven chain
// functions of f's files: every integer literal to v+1 and v−1 (v > 0),
// and every Mul's operand to a copy of the other one (Mul(x, y) becomes
// Mul(x, x) and Mul(y, y); swapping them is no mutant, the product
// commutes).
func chainMutants(t *testing.T, f *family) []mutant {
	root, err := interp.Root()
	if err != nil {
		t.Fatal(err)
	}
	proven := map[string]bool{}
	for _, c := range f.chains {
		proven[c.fn] = true
	}
	var out []mutant
	for _, file := range f.files {
		name := filepath.Join(f.rel, file)
		data, err := os.ReadFile(filepath.Join(root, name))
		if err != nil {
			t.Fatal(err)
		}
		fset := token.NewFileSet()
		pf, err := parser.ParseFile(fset, name, data, 0)
		if err != nil {
			t.Fatal(err)
		}
		replace := func(n ast.Node, text, desc string) {
			off, end := fset.Position(n.Pos()).Offset, fset.Position(n.End()).Offset
			src := append(append(append([]byte{}, data[:off]...), text...), data[end:]...)
			out = append(out, mutant{file: filepath.ToSlash(name), src: src,
				desc: fmt.Sprintf("%s:%d %s", name, fset.Position(n.Pos()).Line, desc)})
		}
		text := func(n ast.Node) string {
			return string(data[fset.Position(n.Pos()).Offset:fset.Position(n.End()).Offset])
		}
		for _, d := range pf.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok {
				continue
			}
			key := fd.Name.Name
			if fd.Recv != nil {
				key = interp.RecvType(fd) + "." + key
			}
			if !proven[key] {
				continue
			}
			ast.Inspect(fd.Body, func(n ast.Node) bool {
				switch n := n.(type) {
				case *ast.BasicLit:
					if n.Kind != token.INT {
						return true
					}
					v, ok := new(big.Int).SetString(n.Value, 0)
					if !ok {
						t.Fatalf("literal %s", n.Value)
					}
					replace(n, new(big.Int).Add(v, big.NewInt(1)).String(), n.Value+" -> +1")
					if v.Sign() > 0 {
						replace(n, new(big.Int).Sub(v, big.NewInt(1)).String(), n.Value+" -> −1")
					}
				case *ast.CallExpr:
					if se, ok := n.Fun.(*ast.SelectorExpr); ok && se.Sel.Name == "Mul" && len(n.Args) == 2 {
						x, y := text(n.Args[0]), text(n.Args[1])
						if x != y {
							replace(n.Args[1], x, fmt.Sprintf("Mul(%s, %s) -> Mul(%s, %s)", x, y, x, x))
							replace(n.Args[0], y, fmt.Sprintf("Mul(%s, %s) -> Mul(%s, %s)", x, y, y, y))
						}
					}
				}
				return true
			})
		}
	}
	return out
}

// equivalentMutants lists the mutants that compute the same exponents,
// with why (none at present).
var equivalentMutants = map[string]string{}

// caught reports whether some chain proof of f fails on the mutant; the
// single-run proofs go first (the n-ranges of the squaring helpers are
// the slowest).
func caught(f *family, mu mutant) bool {
	mf := *f
	mf.override = map[string][]byte{mu.file: mu.src}
	chains := append([]*chain(nil), f.chains...)
	sort.SliceStable(chains, func(i, j int) bool { return len(chains[i].ns) < len(chains[j].ns) })
	for _, c := range chains {
		if _, err := prove(&mf, c); err != nil {
			return true
		}
	}
	return false
}

// TestMutants: every mutant of every chain file is caught.
func TestMutants(t *testing.T) {
	for _, f := range families() {
		ms := chainMutants(t, f)
		got := 0
		for _, mu := range ms {
			if why, ok := equivalentMutants[mu.desc]; ok {
				t.Logf("equivalent, excluded: %s (%s)", mu.desc, why)
				got++
				continue
			}
			if caught(f, mu) {
				got++
			} else {
				t.Errorf("%s: mutant not caught: %s", f.name, mu.desc)
			}
		}
		if len(ms) == 0 {
			t.Errorf("%s: no mutants", f.name)
		}
		t.Logf("%s: %d mutants, %d caught", f.name, len(ms), got)
	}
}
