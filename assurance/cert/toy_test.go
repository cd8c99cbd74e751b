package cert

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"math/big"
	"strconv"
	"testing"
)

// toyFromSource reads the composite literal var table in file and returns,
// per entry, "<prefix>/<name>" with the integer fields at the given
// positions.
func toyFromSource(t *testing.T, file, table, prefix string, fields map[int]string) map[string]int64 {
	t.Helper()
	f, err := parser.ParseFile(token.NewFileSet(), file, nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]int64{}
	found := false
	ast.Inspect(f, func(n ast.Node) bool {
		vs, ok := n.(*ast.ValueSpec)
		if !ok || len(vs.Names) != 1 || vs.Names[0].Name != table || len(vs.Values) != 1 {
			return true
		}
		found = true
		lit, ok := vs.Values[0].(*ast.CompositeLit)
		if !ok {
			t.Fatalf("%s: %s is not a composite literal", file, table)
		}
		for _, e := range lit.Elts {
			row, ok := e.(*ast.CompositeLit)
			if !ok {
				t.Fatalf("%s: entry of %s is not a composite literal", file, table)
			}
			name, err := strconv.Unquote(row.Elts[0].(*ast.BasicLit).Value)
			if err != nil {
				t.Fatal(err)
			}
			for pos, field := range fields {
				bl, ok := row.Elts[pos].(*ast.BasicLit)
				if !ok || bl.Kind != token.INT {
					t.Fatalf("%s: %s field %d is not an integer literal", file, name, pos)
				}
				v, err := strconv.ParseInt(bl.Value, 0, 64)
				if err != nil {
					t.Fatal(err)
				}
				out[fmt.Sprintf("%s/%s/%s", prefix, name, field)] = v
			}
		}
		return false
	})
	if !found {
		t.Fatalf("%s: no var %s", file, table)
	}
	return out
}

// TestToyPrimesMatchSelfcheck: ToyPrimes (read through selfcheck.ToyCurves) lists exactly the primes of
// ref/selfcheck's toy curve tables.
func TestToyPrimesMatchSelfcheck(t *testing.T) {
	want := toyFromSource(t, "../../ref/selfcheck/weierstrass.go", "tinyWeierstrass", "weierstrass", map[int]string{1: "p", 4: "n"})
	for k, v := range toyFromSource(t, "../../ref/selfcheck/edwards.go", "tinyEdwards", "edwards", map[int]string{1: "p", 3: "q"}) {
		want[k] = v
	}
	got := map[string]int64{}
	for _, tp := range ToyPrimes() {
		got[tp.Curve+"/"+tp.Name] = tp.Value
	}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("%s: selfcheck has %d, ToyPrimes %d", k, v, got[k])
		}
	}
	for k := range got {
		if _, ok := want[k]; !ok {
			t.Errorf("%s: in ToyPrimes, not in selfcheck", k)
		}
	}
}

// TestClaimsFailOnWrongValues: each prime claim fails when the code's
// value differs (n + 2) or is composite.
func TestClaimsFailOnWrongValues(t *testing.T) {
	for _, tg := range Targets() {
		bad := tg
		v := tg.Value()
		bad.Value = func() *big.Int { return new(big.Int).Add(v, big.NewInt(2)) }
		if err := proveTarget(bad); err == nil {
			t.Errorf("%s: value + 2 proven", tg.ID)
		}
	}
	for _, n := range []int64{1, 9, 91, 221} {
		if _, err := ProveSmall(big.NewInt(n)); err == nil {
			t.Errorf("toy %d proven prime", n)
		}
	}
	if _, err := Prove(big.NewInt(0).Lsh(big.NewInt(1), 200)); err == nil {
		t.Error("Prove(2^200) without a certificate succeeded")
	}
}
