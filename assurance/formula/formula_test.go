package formula

import "testing"

func TestEdwardsSmoke(t *testing.T) {
	root, err := repoRoot()
	if err != nil {
		t.Fatal(err)
	}
	fam, err := loadFamily(root, "secp256k1")
	if err != nil {
		t.Fatal(err)
	}
	for _, sp := range secpSpecs {
		pr := newProver(fam)
		reps, err := pr.prove(sp)
		if err != nil {
			t.Errorf("%v", err)
			continue
		}
		t.Logf("%s: %d paths %v", sp.fn, len(reps), reps)
	}
}
