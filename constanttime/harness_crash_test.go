package constanttime

import "testing"

// TestGoCrash tells a Go runtime crash (retried once) from a program that
// failed otherwise (an error at once).
func TestGoCrash(t *testing.T) {
	crash := "constanttime: ran fast/x\nSIGSEGV: segmentation violation\nPC=0x4a2b1c m=0 sigcode=1\n\nrax    0x0\nrflags 0x44\ncs     0x0\n"
	if !goCrash(crash) {
		t.Error("a register dump not taken for a crash")
	}
	for _, out := range []string{"--- FAIL: TestX\nFAIL\n", "constanttime: the claim panicked: boom\n", ""} {
		if goCrash(out) {
			t.Errorf("%q taken for a crash", out)
		}
	}
}
