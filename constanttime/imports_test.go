package constanttime

import (
	"os/exec"
	"strings"
	"testing"
)

// TestImportGraphIsLight: the public package imports the standard library,
// its own subpackages and fast/declassify (the memcheck client requests,
// standard library only) and nothing else: no curve library, no plotting
// code, none of curvecheck's implementations (the registry of curvecheck's
// own claims is package claims).
func TestImportGraphIsLight(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", "-f", "{{if not .Standard}}{{.ImportPath}}{{end}}", ".").CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, out)
	}
	const own = "github.com/curvecheck/curvecheck/constanttime"
	const marks = "github.com/curvecheck/curvecheck/fast/declassify"
	var n int
	for _, p := range strings.Fields(string(out)) {
		n++
		if p != own && p != marks && !strings.HasPrefix(p, own+"/") || strings.HasPrefix(p, own+"/claims") {
			t.Errorf("package constanttime depends on %s", p)
		}
	}
	if n == 0 {
		t.Fatal("go list listed no package: the check saw nothing")
	}
	t.Logf("%d non-standard packages, constanttime's own and fast/declassify: %s", n, strings.Join(strings.Fields(string(out)), " "))
}
