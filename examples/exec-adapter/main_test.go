package main

import (
	osexec "os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/curvecheck/curvecheck/catalog"
	"github.com/curvecheck/curvecheck/engine"
	"github.com/curvecheck/curvecheck/impls/exec"
	"github.com/curvecheck/curvecheck/impls/refimpl"
)

// TestAdapterEndToEnd builds this example and holds it against the
// in-process reference on a sample of operations: it must agree everywhere.
func TestAdapterEndToEnd(t *testing.T) {
	bin := filepath.Join(t.TempDir(), "adapter")
	if out, err := osexec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	x, err := exec.Start(bin+" -name example", exec.Options{Timeout: 30 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	defer x.Close()
	if x.Name() != "exec:example" {
		t.Fatalf("name %q", x.Name())
	}
	ops, err := catalog.SelectOps("edwards25519/field_*,secp256k1/point_add,p384/scalar_mul,x25519/ecdh,ed25519/verify")
	if err != nil {
		t.Fatal(err)
	}
	rep, err := engine.Run(engine.Config{Ops: ops, Ref: refimpl.New(), Impls: []catalog.Impl{x}, N: 5, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	for _, o := range rep.Ops {
		for _, s := range o.Stats {
			if s.Findings != 0 || s.Agree == 0 {
				t.Errorf("%s: %+v", o.Op, s)
			}
		}
	}
}
