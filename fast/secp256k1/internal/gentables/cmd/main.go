// Command gentables writes the precomputed tables of package secp256k1
// into the directory given as its argument (go generate runs it with
// ../tables from fast/secp256k1).
package main

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/curvecheck/curvecheck/fast/secp256k1/internal/gentables"
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: gentables DIR")
		os.Exit(2)
	}
	for name, data := range gentables.Files() {
		if err := os.WriteFile(filepath.Join(os.Args[1], name), data, 0o644); err != nil {
			fmt.Fprintln(os.Stderr, "gentables:", err)
			os.Exit(1)
		}
	}
}
