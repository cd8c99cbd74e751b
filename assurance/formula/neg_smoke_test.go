package formula

import "testing"

func TestSmokeWrong(t *testing.T) {
	root, _ := repoRoot()
	fam, _ := loadFamily(root, "edwards25519")
	for _, sp := range edwardsSpecs {
		s := *sp
		switch s.op {
		case "add":
			s.op = "sub"
		case "sub":
			s.op = "add"
		case "double", "id":
			s.op = "neg"
		case "neg":
			s.op = "id"
		default:
			continue
		}
		_, err := newProver(fam).prove(&s)
		t.Logf("%s as %s: %v", s.fn, s.op, err)
		if err == nil {
			t.Errorf("%s proven as %s", s.fn, s.op)
		}
	}
}
