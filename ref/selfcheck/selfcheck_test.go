package selfcheck

import "testing"

func TestSelfChecks(t *testing.T) {
	for _, c := range Checks() {
		t.Run(c.Name, func(t *testing.T) {
			t.Parallel()
			if err := c.Run(); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// TestChecksCanFail feeds a toy curve with a wrong stated order to the
// exhaustive check, which must notice.
func TestChecksCanFail(t *testing.T) {
	bad := tinyWeierstrass[0]
	bad.n = 11 // prime, so the curve constructs, but not the group order 13
	if err := exhaustiveWeierstrass(bad); err == nil {
		t.Fatal("exhaustive check accepted a wrong group order")
	}
}
