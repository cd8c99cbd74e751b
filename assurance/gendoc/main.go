// Command gendoc writes doc/assurance.md from the assurance claims:
// go run ./assurance/gendoc doc/assurance.md (go generate ./assurance).
package main

import (
	"fmt"
	"os"

	"github.com/curvecheck/curvecheck/assurance"
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: gendoc OUT.md")
		os.Exit(2)
	}
	cs := assurance.Claims()
	if err := assurance.Validate(cs); err != nil {
		fmt.Fprintln(os.Stderr, "gendoc:", err)
		os.Exit(1)
	}
	if err := os.WriteFile(os.Args[1], []byte(assurance.RenderDoc(cs)), 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "gendoc:", err)
		os.Exit(1)
	}
}
