// Command cmd writes doc/policies.md (see package genpolicies).
package main

import (
	"flag"
	"fmt"
	"os"

	_ "github.com/curvecheck/curvecheck/impls/all"
	"github.com/curvecheck/curvecheck/internal/genpolicies"
)

func main() {
	out := flag.String("o", "doc/policies.md", "file to write")
	flag.Parse()
	if err := os.WriteFile(*out, []byte(genpolicies.Markdown()), 0o644); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
