package ref

import (
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestDocListsSubpackages: the package comment's list of subpackages
// names every folder of ref/ that holds a Go package, and nothing else.
func TestDocListsSubpackages(t *testing.T) {
	f, err := parser.ParseFile(token.NewFileSet(), "doc.go", nil, parser.ParseComments|parser.PackageClauseOnly)
	if err != nil {
		t.Fatal(err)
	}
	listed := map[string]bool{}
	for _, m := range regexp.MustCompile(`(?m)^  - ([a-z0-9]+): `).FindAllStringSubmatch(f.Doc.Text(), -1) {
		listed[m[1]] = true
	}
	entries, err := os.ReadDir(".")
	if err != nil {
		t.Fatal(err)
	}
	pkgs := 0
	for _, e := range entries {
		if !e.IsDir() || !hasPackage(t, e.Name()) {
			continue
		}
		pkgs++
		if !listed[e.Name()] {
			t.Errorf("ref/%s is not in doc.go's list of subpackages", e.Name())
		}
		delete(listed, e.Name())
	}
	for name := range listed {
		t.Errorf("doc.go lists %s, which is no subpackage of ref/", name)
	}
	if pkgs == 0 {
		t.Fatal("no subpackage found: the test checks nothing")
	}
}

// hasPackage reports whether dir holds a Go file that is not a test.
func hasPackage(t *testing.T, dir string) bool {
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		if !strings.HasSuffix(f, "_test.go") {
			return true
		}
	}
	return false
}
