// Command ctrun runs one registered constant-time claim on a classified
// secret, for the Valgrind harness of package constanttime: it is built
// with -tags valgrind (the Go runtime then describes its memory to
// Valgrind) and run under memcheck, one claim per process.
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/curvecheck/curvecheck/constanttime"
	_ "github.com/curvecheck/curvecheck/constanttime/claims" // the registry of claims
)

func main() {
	name := flag.String("claim", "", "claim to run")
	flag.Parse()
	c, ok := constanttime.Lookup(*name)
	if !ok {
		fmt.Fprintf(os.Stderr, "ctrun: unknown claim %q\n", *name)
		os.Exit(2)
	}
	constanttime.RunClassified(c)
}
