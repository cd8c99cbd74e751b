package libdeps

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// module is this module's path.
const module = "github.com/curvecheck/curvecheck"

// library reports whether the import path p is a library package of this
// module: fast, ref, or a package under either.
func library(p string) bool {
	for _, top := range []string{"fast", "ref"} {
		if p == module+"/"+top || strings.HasPrefix(p, module+"/"+top+"/") {
			return true
		}
	}
	return false
}

// listed is one package of a go list -deps listing.
type listed struct {
	path     string
	standard bool
	module   string // "" for the standard library
	imports  []string
}

// goList runs go list -deps over the library at the module root with the
// given build tags and environment additions, and parses its lines.
func goList(t *testing.T, root, tags string, env ...string) []listed {
	t.Helper()
	goBin, err := exec.LookPath("go")
	if err != nil {
		t.Fatalf("go command not found: %v", err)
	}
	cmd := exec.Command(goBin, "list", "-deps", "-tags", tags,
		"-f", "{{.ImportPath}}\t{{.Standard}}\t{{with .Module}}{{.Path}}{{end}}\t{{join .Imports \" \"}}",
		"./fast/...", "./ref/...")
	cmd.Dir = root
	cmd.Env = append(append(os.Environ(), "CGO_ENABLED=1"), env...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list -deps -tags %s %v: %v\n%s", tags, env, err, stderr.String())
	}
	var ps []listed
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		f := strings.Split(line, "\t")
		if len(f) != 4 {
			t.Fatalf("go list line not understood: %q", line)
		}
		ps = append(ps, listed{path: f[0], standard: f[1] == "true", module: f[2], imports: strings.Fields(f[3])})
	}
	return ps
}

// chain returns an import chain of ps from a library package to path,
// "a -> b -> path", found by a breadth-first walk over importers.
func chain(ps []listed, path string) string {
	importers := map[string][]string{}
	for _, q := range ps {
		for _, imp := range q.imports {
			importers[imp] = append(importers[imp], q.path)
		}
	}
	next := map[string]string{path: ""} // package -> the package it imports on the way to path
	queue := []string{path}
	for len(queue) > 0 {
		cur := queue[0]
		queue = queue[1:]
		if library(cur) {
			var c []string
			for p := cur; p != ""; p = next[p] {
				c = append(c, p)
			}
			return strings.Join(c, " -> ")
		}
		by := importers[cur]
		sort.Strings(by)
		for _, q := range by {
			if _, ok := next[q]; !ok {
				next[q] = cur
				queue = append(queue, q)
			}
		}
	}
	return "no importer found"
}

// moduleRoot is the directory of this module's go.mod.
func moduleRoot(t *testing.T) string {
	t.Helper()
	out, err := exec.Command("go", "env", "GOMOD").Output()
	if err != nil {
		t.Fatalf("go env GOMOD: %v", err)
	}
	gomod := strings.TrimSpace(string(out))
	if gomod == "" || gomod == os.DevNull {
		t.Fatal("go env GOMOD: not in a module")
	}
	return filepath.Dir(gomod)
}

// TestLibraryImportsNoTool: the non-test dependencies of ./fast/... and
// ./ref/... (go list -deps, which leaves test files out) are the standard
// library, other modules, and fast/ and ref/ themselves; any other package
// of this module (diff, vectors, constanttime, conformance, outcome,
// bench, cmd, assurance, internal, ...) is a tool package and fails the
// test, with an import chain from the library to it. It runs with the cgo
// peers' tags (libsecp256k1, openssl), alone and with purego and verify,
// and for arm64 and 386, whose files select other imports.
func TestLibraryImportsNoTool(t *testing.T) {
	root := moduleRoot(t)
	runs := []struct {
		tags string
		env  []string
	}{
		{"libsecp256k1,openssl", nil},
		{"libsecp256k1,openssl,purego", nil},
		{"libsecp256k1,openssl,verify", nil},
		{"libsecp256k1,openssl", []string{"GOOS=linux", "GOARCH=arm64"}},
		{"libsecp256k1,openssl", []string{"GOOS=linux", "GOARCH=386"}},
	}
	for _, r := range runs {
		ps := goList(t, root, r.tags, r.env...)
		seen := map[string]bool{}
		var bad []string
		for _, p := range ps {
			seen[p.path] = true
			if p.standard || (p.module != "" && p.module != module) || library(p.path) {
				continue
			}
			bad = append(bad, p.path+" (through "+chain(ps, p.path)+")")
		}
		for _, b := range bad {
			t.Errorf("tags %s %v: the library depends on tool package %s", r.tags, r.env, b)
		}
		// The listing covered the library: a few packages it must hold.
		for _, want := range []string{module + "/fast/edwards25519/field", module + "/fast/secp256k1/field", module + "/fast/p384", module + "/fast/declassify", module + "/ref/field", "math/big"} {
			if !seen[want] {
				t.Errorf("tags %s %v: go list -deps did not list %s", r.tags, r.env, want)
			}
		}
	}
}

// TestLibraryRule: the rule's boundary, on paths chosen by hand.
func TestLibraryRule(t *testing.T) {
	for p, want := range map[string]bool{
		module + "/fast":                   true,
		module + "/fast/edwards25519":      true,
		module + "/ref":                    true,
		module + "/ref/weierstrass":        true,
		module + "/fastx":                  false,
		module + "/refimpl":                false,
		module + "/impls/refimpl":          false,
		module + "/constanttime/claims":    false,
		module + "/bench/internal/field25": false,
		module:                             false,
	} {
		if got := library(p); got != want {
			t.Errorf("library(%q) = %v, want %v", p, got, want)
		}
	}
}
