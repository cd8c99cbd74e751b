package fieldproof

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/curvecheck/curvecheck/assurance/fieldproof/interp"
)

// mutant is one altered integer literal of a package file.
type mutant struct {
	file, desc string
	src        []byte
}

// literalMutants alters, one at a time, every integer literal of the
// package's portable-build files that lies in a function body or a
// package-level constant or variable: a shift amount, mask, limb weight,
// reduction constant or index becomes v+1 (and v−1 when v > 0).
// Equivalent mutants are excluded by rule: only the bodies of proven
// functions and of the helpers they inline (run), the package constants
// and the variables the proofs read (readVars) are mutated; array lengths
// (a change does not compile, or adds an element nothing reads), the
// verify build's branches and the arguments of its checks (compiled away
// in the default build) are left alone.
func literalMutants(t *testing.T, rel string, run map[string]bool) []mutant {
	root, err := interp.Root()
	if err != nil {
		t.Fatal(err)
	}
	pkg, err := interp.Load(rel)
	if err != nil {
		t.Fatal(err)
	}
	var out []mutant
	for _, f := range pkg.Files {
		name := pkg.Fset.Position(f.Pos()).Filename
		data, err := os.ReadFile(filepath.Join(root, name))
		if err != nil {
			t.Fatal(err)
		}
		fset := token.NewFileSet()
		pf, err := parser.ParseFile(fset, name, data, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range pf.Decls {
			switch d := d.(type) {
			case *ast.FuncDecl:
				key := d.Name.Name
				if d.Recv != nil {
					key = interp.RecvType(d) + "." + key
				}
				if !run[key] {
					continue
				}
			case *ast.GenDecl:
				if d.Tok == token.VAR {
					read := false
					for _, sp := range d.Specs {
						for _, n := range sp.(*ast.ValueSpec).Names {
							read = read || readVars[n.Name]
						}
					}
					if !read {
						continue
					}
				} else if d.Tok != token.CONST {
					continue
				}
			}
			ast.Inspect(d, func(n ast.Node) bool {
				switch n := n.(type) {
				case *ast.ArrayType:
					return false // a changed length does not compile or adds an unread element
				case *ast.IfStmt:
					if id, ok := n.Cond.(*ast.Ident); ok && id.Name == "checkEnabled" {
						return false // verify build only
					}
				case *ast.CallExpr:
					if id, ok := n.Fun.(*ast.Ident); ok && verifyOnly[id.Name] {
						return false
					}
					if se, ok := n.Fun.(*ast.SelectorExpr); ok && verifyOnly[se.Sel.Name] {
						return false
					}
				}
				lit, ok := n.(*ast.BasicLit)
				if !ok || lit.Kind != token.INT {
					return true
				}
				v, ok := new(big.Int).SetString(lit.Value, 0)
				if !ok {
					return true
				}
				off, end := fset.Position(lit.Pos()).Offset, fset.Position(lit.End()).Offset
				alts := []*big.Int{new(big.Int).Add(v, big.NewInt(1))}
				if v.Sign() > 0 {
					alts = append(alts, new(big.Int).Sub(v, big.NewInt(1)))
				}
				for _, a := range alts {
					src := append(append(append([]byte{}, data[:off]...), []byte(fmt.Sprintf("%#x", a))...), data[end:]...)
					out = append(out, mutant{file: filepath.Base(name),
						desc: fmt.Sprintf("%s:%d %s -> %#x", name, fset.Position(lit.Pos()).Line, lit.Value, a), src: src})
				}
				return true
			})
		}
	}
	return out
}

// caught reports whether some proof of the package fails on the mutant.
func caught(l *layout, specs []*spec, mu mutant) bool {
	ml := *l
	ml.override = map[string][]byte{mu.file: mu.src}
	for _, s := range specs {
		if _, err := prove(&ml, s); err != nil {
			return true
		}
	}
	return false
}

// TestMutants runs the literal mutants of each package, a deterministic
// sample by default (every 7th) and all of them with
// FIELDPROOF_MUTANTS=all; every mutant must be caught.
func TestMutants(t *testing.T) {
	ps, err := packages()
	if err != nil {
		t.Fatal(err)
	}
	stride := 7
	if os.Getenv("FIELDPROOF_MUTANTS") == "all" {
		stride = 1
	}
	for _, p := range ps {
		run := map[string]bool{}
		for k := range interpreted {
			if strings.HasPrefix(k, p.l.pkg+"/") {
				run[strings.TrimPrefix(k, p.l.pkg+"/")] = true
			}
		}
		for _, s := range p.specs {
			run[s.fn] = true
		}
		ms := literalMutants(t, p.l.rel, run)
		nrun, got := 0, 0
		for i, mu := range ms {
			if i%stride != 0 {
				continue
			}
			nrun++
			if why, ok := equivalent[mu.desc]; ok {
				t.Logf("equivalent, excluded: %s (%s)", mu.desc, why)
				got++
				continue
			}
			if caught(p.l, p.specs, mu) {
				got++
			} else {
				t.Errorf("%s: mutant not caught: %s", p.l.pkg, mu.desc)
			}
		}
		t.Logf("%s: %d mutants generated, %d run, %d caught", p.l.pkg, len(ms), nrun, got)
	}
}

// interpreted are excluded names whose bodies the proofs do interpret
// (helpers inlined into proven functions): their literals are mutated.
var interpreted = map[string]bool{}

func init() {
	for k, why := range excluded {
		if strings.HasPrefix(why, "helper interpreted") || strings.HasPrefix(why, "interpreted inside") {
			interpreted[k] = true
		}
	}
}

// verifyOnly are the verify build's checks and metadata (empty in the
// default build).
var verifyOnly = map[string]bool{"checkTight": true, "checkLoose": true, "checkMag": true, "checkMag1": true,
	"checkNormalized": true, "setMeta": true, "checkLimbs": true}

// readVars are the package variables the proofs read.
var readVars = map[string]bool{"twoP": true, "fourP": true, "elementZero": true, "elementOne": true, "pLimbs": true}

// equivalent lists mutants that compute the same function, with why.
var equivalent = map[string]string{
	"fast/edwards25519/field/add.go:57 3 -> 0x4":    "twoP[3] = twoP[4]: the same constant",
	"fast/edwards25519/field/add.go:57 4 -> 0x3":    "twoP[4] = twoP[3]: the same constant",
	"fast/edwards25519/field/add.go:34 3 -> 0x4":    "fourP[3] = fourP[4]: the same constant",
	"fast/edwards25519/field/add.go:34 4 -> 0x3":    "fourP[4] = fourP[3]: the same constant",
	"fast/secp256k1/field/element.go:38 52 -> 0x35": "x >> 52 = x >> 53 = 0 for the documented x < 2^52",
}
