// Command cmd writes fast/p384's generator table (package gentable) to
// the file named by its argument.
package main

import (
	"log"
	"os"

	"github.com/curvecheck/curvecheck/fast/p384/internal/gentable"
)

func main() {
	if len(os.Args) != 2 {
		log.Fatal("usage: cmd OUTPUT")
	}
	if err := os.WriteFile(os.Args[1], gentable.File(), 0o644); err != nil {
		log.Fatal(err)
	}
}
