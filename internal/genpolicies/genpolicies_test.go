package genpolicies

import (
	"os"
	"testing"
)

// TestDocUpToDate: doc/policies.md is what the generator writes today.
func TestDocUpToDate(t *testing.T) {
	have, err := os.ReadFile("../../doc/policies.md")
	if err != nil {
		t.Fatal(err)
	}
	if string(have) != Markdown() {
		t.Fatal("doc/policies.md is stale: run go generate ./internal/genpolicies")
	}
}
