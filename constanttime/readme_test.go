package constanttime

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestReadmeListsSubpackages: README.md's layout row for constanttime/
// names every subpackage of constanttime (its path below constanttime/).
func TestReadmeListsSubpackages(t *testing.T) {
	b, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	var row string
	for _, line := range strings.Split(string(b), "\n") {
		if strings.HasPrefix(line, "| `constanttime/` |") {
			row = line
		}
	}
	if row == "" {
		t.Fatal("README.md has no layout row for constanttime/")
	}
	n := 0
	err = filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || !d.IsDir() || path == "." {
			return err
		}
		if d.Name() == "testdata" {
			return filepath.SkipDir
		}
		files, err := filepath.Glob(filepath.Join(path, "*.go"))
		if err != nil || len(files) == 0 {
			return err
		}
		n++
		if !strings.Contains(row, "`"+filepath.ToSlash(path)+"`") {
			t.Errorf("constanttime/%s is not named in README.md's layout row for constanttime/", path)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if n == 0 {
		t.Fatal("no subpackage found: the test checks nothing")
	}
}
