// Command exec-adapter serves curvecheck's reference implementation over the
// JSON-lines protocol of doc/protocol.md. It is the model for an adapter of
// a library in any language:
//
//	go build -o /tmp/refadapter ./examples/exec-adapter
//	curvecheck diff --impl "exec:/tmp/refadapter" --op 'secp256k1/*' --n 50
//
// With -name it announces another name (the default is "ref-over-exec").
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/curvecheck/curvecheck/catalog"
	"github.com/curvecheck/curvecheck/impls/exec/serve"
	"github.com/curvecheck/curvecheck/impls/refimpl"
)

// named renames an implementation.
type named struct {
	catalog.Impl
	name string
}

func (n named) Name() string { return n.name }

// Capabilities announce the reference's default policy only.
func (n named) Capabilities() catalog.Capabilities {
	return catalog.Capabilities{Policy: func(op string) string { return catalog.PolicyOf(n.Impl, op) }}
}

func main() {
	name := flag.String("name", "ref-over-exec", "implementation name to announce")
	flag.Parse()
	if err := serve.Serve(named{refimpl.New(), *name}, os.Stdin, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "exec-adapter:", err)
		os.Exit(1)
	}
}
