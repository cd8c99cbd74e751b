package constanttime

import (
	"bufio"
	"errors"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"sync"
)

// Excuse declares that a memcheck report at one source line of a function
// is not a leak. It names the function and the text of the line, not a
// file:line, so that a library upgrade that moves or changes the line
// cannot carry the excuse onto another line: ResolveExcuses finds the line
// in the function's source, and an excuse whose function no longer has
// that line is an error.
type Excuse struct {
	// Func is the function's qualified name, without type parameters
	// ("filippo.io/edwards25519.(*Scalar).signedRadix16").
	Func string
	// Line is the source line's text, surrounding space trimmed.
	Line string
	// Reason says why the report there reveals nothing secret.
	Reason string
}

// ResolveExcuses finds the source location of every excuse of claims: the
// lines of each excused function whose text is the excuse's Line, in the
// package source the go command resolves for this module (the versions the
// runner is built with). It returns, per claim name, the reason by
// "file:line" (full path); an excuse that matches no line is an error
// naming it. Inlined functions are found too: memcheck reports an inlined
// body at its own file:line.
func ResolveExcuses(claims []Claim) (map[string]map[string]string, error) {
	out := map[string]map[string]string{}
	var errs []error
	for _, c := range claims {
		for _, e := range c.Benign {
			locs, err := resolveExcuse(e)
			if err != nil {
				errs = append(errs, fmt.Errorf("%s: %w", c.Name, err))
				continue
			}
			if out[c.Name] == nil {
				out[c.Name] = map[string]string{}
			}
			for _, l := range locs {
				out[c.Name][l] = e.Reason
			}
		}
	}
	return out, errors.Join(errs...)
}

// splitFuncName splits "pkg/path.(*T).m" into the package path, the
// receiver type name ("T", or "" for a function) and the function name.
func splitFuncName(name string) (pkg, recv, fn string, err error) {
	slash := strings.LastIndexByte(name, '/')
	dot := strings.IndexByte(name[slash+1:], '.')
	if dot < 0 {
		return "", "", "", fmt.Errorf("%q is not a qualified function name", name)
	}
	pkg, rest := name[:slash+1+dot], name[slash+1+dot+1:]
	if r, f, ok := strings.Cut(rest, "."); ok {
		recv, fn = strings.Trim(r, "(*)"), f
	} else {
		fn = rest
	}
	return pkg, recv, fn, nil
}

var (
	pkgDirMu sync.Mutex
	pkgDirs  = map[string]string{}
)

// packageDir asks the go command where pkg's source is.
func packageDir(pkg string) (string, error) {
	pkgDirMu.Lock()
	defer pkgDirMu.Unlock()
	if d, ok := pkgDirs[pkg]; ok {
		return d, nil
	}
	out, err := exec.Command("go", "list", "-f", "{{.Dir}}", pkg).CombinedOutput()
	if err != nil {
		return "", fmt.Errorf("go list %s: %v: %s", pkg, err, strings.TrimSpace(string(out)))
	}
	d := strings.TrimSpace(string(out))
	pkgDirs[pkg] = d
	return d, nil
}

// resolveExcuse returns the "file:line" locations of e's line in e's
// function.
func resolveExcuse(e Excuse) ([]string, error) {
	pkg, recv, name, err := splitFuncName(e.Func)
	if err != nil {
		return nil, fmt.Errorf("excuse: %w", err)
	}
	dir, err := packageDir(pkg)
	if err != nil {
		return nil, fmt.Errorf("excuse for %s: %w", e.Func, err)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.go"))
	want := strings.TrimSpace(e.Line)
	fset := token.NewFileSet()
	found := false
	var out []string
	for _, file := range files {
		if strings.HasSuffix(file, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, file, nil, parser.SkipObjectResolution)
		if err != nil {
			continue
		}
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Name.Name != name || receiverName(fd) != recv {
				continue
			}
			found = true
			from, to := fset.Position(fd.Pos()).Line, fset.Position(fd.End()).Line
			for n := from; n <= to; n++ {
				if text, ok := sourceLine(file, n); ok && strings.TrimSpace(text) == want {
					out = append(out, fmt.Sprintf("%s:%d", file, n))
				}
			}
		}
	}
	switch {
	case !found:
		return nil, fmt.Errorf("excuse for %s: no such function in %s (renamed or removed: review the excuse)", e.Func, dir)
	case len(out) == 0:
		return nil, fmt.Errorf("excuse for %s: no line %q in the function (the code changed: review the excuse)", e.Func, want)
	}
	sort.Strings(out)
	return out, nil
}

// receiverName returns the type name of a method's receiver, or "".
func receiverName(fd *ast.FuncDecl) string {
	if fd.Recv == nil || len(fd.Recv.List) == 0 {
		return ""
	}
	t := fd.Recv.List[0].Type
	for {
		switch x := t.(type) {
		case *ast.StarExpr:
			t = x.X
		case *ast.IndexExpr:
			t = x.X
		case *ast.IndexListExpr:
			t = x.X
		case *ast.Ident:
			return x.Name
		default:
			return ""
		}
	}
}

var (
	sourceMu    sync.Mutex
	sourceCache = map[string][]string{}
)

// sourceLine returns line n (from 1) of file.
func sourceLine(file string, n int) (string, bool) {
	sourceMu.Lock()
	defer sourceMu.Unlock()
	lines, ok := sourceCache[file]
	if !ok {
		if f, err := os.Open(file); err == nil {
			sc := bufio.NewScanner(f)
			sc.Buffer(make([]byte, 1<<16), 1<<20)
			for sc.Scan() {
				lines = append(lines, sc.Text())
			}
			f.Close()
		}
		sourceCache[file] = lines
	}
	if n < 1 || n > len(lines) {
		return "", false
	}
	return lines[n-1], true
}

var goroot = sync.OnceValue(func() string {
	out, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		return ""
	}
	return strings.TrimSpace(string(out))
})

func runtimeGOROOT() string { return goroot() }

// moduleRoot returns the folder holding the go.mod above dir, or "".
func moduleRoot(dir string) string {
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return ""
		}
		dir = parent
	}
}
