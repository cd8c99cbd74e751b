package constants

import (
	"go/ast"
	"go/build/constraint"
	"go/parser"
	"go/token"
	"io/fs"
	"math/big"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// literal is one hard-coded numeric constant found in the source: its
// file (relative to the module root) and enclosing identifier.
type literal struct{ file, ident, text string }

// allowed lists literals that are not mathematical constants, with the
// reason; keyed "file ident".
var allowed = map[string]string{
	"fast/edwards25519/field/verify_on.go checkTight":             "the verify build's limb bound 2^51 + 2^18, a contract (proven by the bound analysis), not a constant of the arithmetic",
	"fast/edwards25519/field/verify_on.go checkLoose":             "the verify build's limb bound 2^53, a contract, not a constant of the arithmetic",
	"fast/edwards25519/field/_asm/fe_amd64_asm.go reduceAndStore": "the 51-bit limb mask (1<<51)-1 in a generator instruction",
	"fast/secp256k1/field/_asm/fe_amd64_asm.go body":              "the 52-bit limb mask 1<<52-1 in a generator instruction",
	"fast/secp256k1/field/_asm/fe_amd64_asm.go bodyX":             "the 52-bit limb mask 1<<52-1 in a generator instruction",
	"fast/secp256k1/field/_asm/fe_amd64_asm.go normalizeWeakTo":   "the 52- and 48-bit limb masks in generator instructions",
	"fast/secp256k1/field/_asm/wide.go storeLimbs":                "the 52-bit limb mask 1<<52-1 in a generator instruction",
	"fast/secp256k1/field/_asm/lanes.go loadLaneConsts":           "the 52-bit limb mask 1<<52-1 broadcast to the IFMA lanes in a generator instruction",
}

// scanLiterals lists, for every non-test .go file under ref/ and fast/,
// each integer literal ≥ 2^32, each string literal of ≥ 16 digits (hex or
// decimal), and each composite literal of ≥ 16 integer literals (byte
// strings), by file and enclosing top-level identifier (the var, const or
// type spec, or the function, as Recv.Method); and every .bin file.
func scanLiterals(t *testing.T, root string) []literal {
	var out []literal
	for _, top := range []string{"ref", "fast"} {
		err := filepath.WalkDir(filepath.Join(root, top), func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() {
				return err
			}
			rel, _ := filepath.Rel(root, path)
			rel = filepath.ToSlash(rel)
			if strings.HasSuffix(path, ".bin") {
				out = append(out, literal{rel, "", "table file"})
				return nil
			}
			if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
				return nil
			}
			fset := token.NewFileSet()
			f, err := parser.ParseFile(fset, path, nil, parser.ParseComments)
			if err != nil {
				return err
			}
			if exhaustiveOnly(f) {
				// The toy curves' constants (build tag exhaustive) are not
				// constants of the shipped arithmetic; the exhaustive tests
				// check each toy's order and generator against the reference.
				return nil
			}
			for _, decl := range f.Decls {
				for _, l := range declLiterals(decl) {
					l.file = rel
					out = append(out, l)
				}
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	return out
}

// exhaustiveOnly reports whether f's build constraint admits it only under
// the tag exhaustive: false in the default build, true with the tag.
func exhaustiveOnly(f *ast.File) bool {
	for _, g := range f.Comments {
		for _, c := range g.List {
			if !constraint.IsGoBuild(c.Text) {
				continue
			}
			e, err := constraint.Parse(c.Text)
			if err != nil {
				return false
			}
			with := e.Eval(func(tag string) bool { return tag == "exhaustive" })
			without := e.Eval(func(string) bool { return false })
			return with && !without
		}
	}
	return false
}

func declLiterals(decl ast.Decl) []literal {
	var out []literal
	name := func(pos token.Pos) string {
		switch d := decl.(type) {
		case *ast.FuncDecl:
			if d.Recv != nil && len(d.Recv.List) > 0 {
				rt := d.Recv.List[0].Type
				if s, ok := rt.(*ast.StarExpr); ok {
					rt = s.X
				}
				if id, ok := rt.(*ast.Ident); ok {
					return id.Name + "." + d.Name.Name
				}
			}
			return d.Name.Name
		case *ast.GenDecl:
			for _, s := range d.Specs {
				if s.Pos() <= pos && pos < s.End() {
					switch s := s.(type) {
					case *ast.ValueSpec:
						for i, id := range s.Names {
							if i < len(s.Values) && s.Values[i].Pos() <= pos && pos < s.Values[i].End() {
								return id.Name
							}
						}
						return s.Names[0].Name
					case *ast.TypeSpec:
						return s.Name.Name
					}
				}
			}
		}
		return "?"
	}
	ast.Inspect(decl, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.CompositeLit:
			cnt := 0
			for _, e := range n.Elts {
				if kv, ok := e.(*ast.KeyValueExpr); ok {
					e = kv.Value
				}
				if b, ok := e.(*ast.BasicLit); ok && b.Kind == token.INT {
					cnt++
				}
			}
			if cnt >= 16 {
				out = append(out, literal{ident: name(n.Pos()), text: "composite of " + strconv.Itoa(cnt) + " integers"})
			}
		case *ast.BinaryExpr:
			// A constant expression of literals only (1<<52 - 38).
			if v, ok := constExpr(n); ok && v.BitLen() > 32 {
				out = append(out, literal{ident: name(n.Pos()), text: "expression ≥ 2^32"})
				return false
			}
		case *ast.BasicLit:
			switch n.Kind {
			case token.INT:
				v, ok := new(big.Int).SetString(strings.ReplaceAll(n.Value, "_", ""), 0)
				if ok && v.BitLen() > 32 {
					out = append(out, literal{ident: name(n.Pos()), text: n.Value})
				}
			case token.STRING:
				s, err := strconv.Unquote(n.Value)
				if err == nil && len(s) >= 16 && strings.Trim(s, "0123456789abcdefABCDEF") == "" {
					out = append(out, literal{ident: name(n.Pos()), text: s})
				}
			}
		}
		return true
	})
	return out
}

// constExpr evaluates e when it is built of integer literals, parentheses
// and operators only.
func constExpr(e ast.Expr) (*big.Int, bool) {
	switch e := e.(type) {
	case *ast.BasicLit:
		if e.Kind != token.INT {
			return nil, false
		}
		return new(big.Int).SetString(strings.ReplaceAll(e.Value, "_", ""), 0)
	case *ast.ParenExpr:
		return constExpr(e.X)
	case *ast.BinaryExpr:
		x, ok1 := constExpr(e.X)
		y, ok2 := constExpr(e.Y)
		if !ok1 || !ok2 {
			return nil, false
		}
		switch e.Op {
		case token.ADD:
			return x.Add(x, y), true
		case token.SUB:
			return x.Sub(x, y), true
		case token.MUL:
			return x.Mul(x, y), true
		case token.SHL:
			if y.BitLen() > 16 {
				return nil, false
			}
			return x.Lsh(x, uint(y.Int64())), true
		}
	}
	return nil, false
}

// TestEveryConstantClaimed fails on a literal that no claim's Where names
// (as "file ident", or the bare file for a .bin table) and that the
// allow-list does not excuse.
func TestEveryConstantClaimed(t *testing.T) {
	root, err := repoRoot()
	if err != nil {
		t.Fatal(err)
	}
	named := map[string]bool{}
	for _, c := range Claims() {
		for _, w := range c.Where {
			named[w] = true
		}
	}
	lits := scanLiterals(t, root)
	if len(lits) < 100 {
		t.Fatalf("the scanner found only %d literals: it is not reading the tree", len(lits))
	}
	t.Logf("%d literals scanned", len(lits))
	used := map[string]bool{}
	for _, l := range lits {
		key := strings.TrimSpace(l.file + " " + l.ident)
		if named[key] {
			continue
		}
		if _, ok := allowed[key]; ok {
			used[key] = true
			continue
		}
		t.Errorf("%s: literal %.40s is named by no claim", key, l.text)
	}
	for k := range allowed {
		if !used[k] {
			t.Errorf("allow-list entry %q matches no literal", k)
		}
	}
}
