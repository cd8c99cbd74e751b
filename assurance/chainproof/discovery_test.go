package chainproof

import (
	"go/ast"
	"path/filepath"
	"sort"
	"testing"
)

// TestDiscovery lists every function of each family's chain files, and
// every function elsewhere in the package that calls one of them, and
// fails on one neither proven nor excluded with a reason, and on a proof
// or exclusion naming a function that no longer exists.
func TestDiscovery(t *testing.T) {
	for _, f := range families() {
		pkg, err := f.load()
		if err != nil {
			t.Fatal(err)
		}
		inFiles := map[string]bool{}
		for key, d := range pkg.Funcs {
			for _, file := range f.files {
				if filepath.Base(pkg.File(d)) == file {
					inFiles[key] = true
				}
			}
		}
		listed := map[string]bool{}
		for key, d := range pkg.Funcs {
			if inFiles[key] {
				listed[key] = true
				continue
			}
			ast.Inspect(d.Body, func(n ast.Node) bool {
				if c, ok := n.(*ast.CallExpr); ok {
					name := ""
					switch fn := c.Fun.(type) {
					case *ast.Ident:
						name = fn.Name
					case *ast.SelectorExpr:
						name = fn.Sel.Name
					}
					for k := range inFiles {
						if k == name || filepath.Ext(k) == "."+name {
							listed[key] = true
						}
					}
				}
				return true
			})
		}
		proven := map[string]bool{}
		for _, c := range f.chains {
			proven[c.fn] = true
			if _, ok := pkg.Funcs[c.fn]; !ok {
				t.Errorf("%s: proven %s not in the source", f.name, c.fn)
			}
		}
		names := make([]string, 0, len(listed))
		for k := range listed {
			names = append(names, k)
		}
		sort.Strings(names)
		for _, k := range names {
			_, ex := f.excluded[k]
			switch {
			case proven[k] && ex:
				t.Errorf("%s/%s both proven and excluded", f.name, k)
			case !proven[k] && !ex:
				t.Errorf("%s/%s is a chain function neither proven nor excluded with a reason", f.name, k)
			}
		}
		for k := range f.excluded {
			if !listed[k] {
				t.Errorf("%s: excluded %s is not a function of the chain files or a caller of one", f.name, k)
			}
		}
		t.Logf("%s: %d chain functions, %d proven, %d excluded", f.name, len(names), len(f.chains), len(f.excluded))
	}
}
