// Command ctrun runs one registered constant-time claim on a classified
// secret, for the Valgrind harness of package constanttime: it is built
// with -tags valgrind (the Go runtime then describes its memory to
// Valgrind) and run under memcheck, one claim per process.
package main

import (
	"crypto/sha256"
	"flag"
	"fmt"
	"os"

	"github.com/curvecheck/curvecheck/constanttime"
)

func main() {
	name := flag.String("claim", "", "claim to run")
	flag.Parse()
	c, ok := constanttime.Lookup(*name)
	if !ok {
		fmt.Fprintf(os.Stderr, "ctrun: unknown claim %q\n", *name)
		os.Exit(2)
	}
	// A fixed, unremarkable secret: what matters is that it is classified.
	secret := make([]byte, 0, c.SecretLen+32)
	for block := byte(0); len(secret) < c.SecretLen; block++ {
		h := sha256.Sum256([]byte{block, 'c', 't'})
		secret = append(secret, h[:]...)
	}
	secret = secret[:c.SecretLen]
	constanttime.Classify(secret)
	constanttime.Exercise(c, secret) // the frame reports are attributed by
	fmt.Println("ctrun: done", c.Name)
}
