package limbs

import "testing"

func TestValue(t *testing.T) {
	if got := Value([]uint64{3, 1}, 64).Text(16); got != "10000000000000003" {
		t.Errorf("radix 64: %s", got)
	}
	if got := Value([]uint64{1, 2}, 52).Text(16); got != "20000000000001" {
		t.Errorf("radix 52: %s", got)
	}
	// A limb above its radix carries into the next (Add, not Or).
	if got := Value([]uint64{1 << 52, 0}, 52).Text(16); got != "10000000000000" {
		t.Errorf("carry: %s", got)
	}
}
