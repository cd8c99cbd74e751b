package formula

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// textbook is HMV 2004 Algorithm 3.22 (mixed Jacobian–affine addition,
// a = 0) written from the book, without branches, for secp256k1's types;
// wrongSign is the same with the sign of Y1·H³ flipped, wrongDouble a
// doubling with 2X² in place of 3X² (HMV Algorithm 3.21).
const textbook = `package secp256k1

import "github.com/curvecheck/curvecheck/fast/secp256k1/field"

func (j *jacobian) textbookAdd(a *jacobian, b *affine) {
	var zz, zzz, u, s, h, r, hh, hhh, v, t field.Element
	zz.Square(&a.z)
	zzz.Mul(&zz, &a.z)
	u.Mul(&b.x, &zz)
	s.Mul(&b.y, &zzz)
	h.Add(&u, t.Neg(&a.x, 1))
	r.Add(&s, t.Neg(&a.y, 1))
	hh.Square(&h)
	hhh.Mul(&hh, &h)
	v.Mul(&a.x, &hh)
	j.x.Square(&r)
	j.x.Add(&j.x, t.Neg(&hhh, 1))
	j.x.Add(&j.x, t.Neg(&v, 1))
	j.x.Add(&j.x, t.Neg(&v, 1))
	j.y.Add(&v, t.Neg(&j.x, 1))
	j.y.Mul(&j.y, &r)
	t.Mul(&a.y, &hhh)
	j.y.Add(&j.y, t.Neg(&t, 1))
	j.z.Mul(&a.z, &h)
	j.inf = false
}

func (j *jacobian) wrongSign(a *jacobian, b *affine) {
	var zz, zzz, u, s, h, r, hh, hhh, v, t field.Element
	zz.Square(&a.z)
	zzz.Mul(&zz, &a.z)
	u.Mul(&b.x, &zz)
	s.Mul(&b.y, &zzz)
	h.Add(&u, t.Neg(&a.x, 1))
	r.Add(&s, t.Neg(&a.y, 1))
	hh.Square(&h)
	hhh.Mul(&hh, &h)
	v.Mul(&a.x, &hh)
	j.x.Square(&r)
	j.x.Add(&j.x, t.Neg(&hhh, 1))
	j.x.Add(&j.x, t.Neg(&v, 1))
	j.x.Add(&j.x, t.Neg(&v, 1))
	j.y.Add(&v, t.Neg(&j.x, 1))
	j.y.Mul(&j.y, &r)
	t.Mul(&a.y, &hhh)
	j.y.Add(&j.y, &t)
	j.z.Mul(&a.z, &h)
	j.inf = false
}

func (j *jacobian) wrongDouble(a *jacobian) {
	var m, s, t field.Element
	m.Square(&a.x)
	m.MulInt(&m, 2)
	s.Square(&a.y)
	s.Mul(&s, &a.x)
	s.MulInt(&s, 4)
	j.z.Mul(&a.y, &a.z)
	j.z.MulInt(&j.z, 2)
	t.Square(&m)
	j.x.Add(&t, t.Neg(&s, 1))
	j.x.Add(&j.x, t.Neg(&s, 1))
	j.y.Add(&s, t.Neg(&j.x, 1))
	j.y.Mul(&j.y, &m)
	t.Square(&a.y)
	t.Square(&t)
	t.MulInt(&t, 8)
	j.y.Add(&j.y, t.Neg(&t, 1))
	j.inf = false
}
`

// TestKnownWrongFormulas holds the interpreter and the prover to formulas
// with known answers outside fast/: the textbook addition is proven, the
// same with one sign flipped and a doubling with a wrong constant are
// not; and edwards25519 with d in place of 2d in its addend fails.
func TestKnownWrongFormulas(t *testing.T) {
	root, err := repoRoot()
	if err != nil {
		t.Fatal(err)
	}
	dst := t.TempDir()
	copyPkgs(t, root, dst, "fast/secp256k1", "fast/secp256k1/field", "fast/edwards25519", "fast/edwards25519/field")
	if err := os.WriteFile(filepath.Join(dst, "fast/secp256k1/textbook.go"), []byte(textbook), 0o644); err != nil {
		t.Fatal(err)
	}
	fam, err := loadFamily(dst, "secp256k1")
	if err != nil {
		t.Fatal(err)
	}
	add := func(fn string) *spec {
		return &spec{fn: fn, op: "add", out: out{"in", 0, "jacobian"},
			in: []in{{kind: "new", typ: "jacobian"}, {kind: "pt", typ: "jacobian", pt: 0}, {kind: "pt", typ: "affine", pt: 1}}}
	}
	if _, err := newProver(fam).prove(add("jacobian.textbookAdd")); err != nil {
		t.Errorf("the textbook addition is not proven: %v", err)
	}
	if _, err := newProver(fam).prove(add("jacobian.wrongSign")); err == nil || !strings.Contains(err.Error(), "Y·Dy") {
		t.Errorf("the addition with a flipped sign: %v, want a failed y identity", err)
	}
	dbl := &spec{fn: "jacobian.wrongDouble", op: "double", out: out{"in", 0, "jacobian"},
		in: []in{{kind: "new", typ: "jacobian"}, {kind: "pt", typ: "jacobian"}}}
	if _, err := newProver(fam).prove(dbl); err == nil {
		t.Error("a doubling with 2X² is proven")
	}
	// The wrong constant: 2d·T computed as d·T.
	fp := filepath.Join(dst, "fast/edwards25519/formulas.go")
	b, err := os.ReadFile(fp)
	if err != nil {
		t.Fatal(err)
	}
	src := strings.Replace(string(b), "a.t2d.Mul(&p.t, &curveD2)", "a.t2d.Mul(&p.t, &curveD)", 1)
	if src == string(b) {
		t.Fatal("addend.fromPoint's 2d product not found")
	}
	if err := os.WriteFile(fp, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	ed, err := loadFamily(dst, "edwards25519")
	if err != nil {
		t.Fatal(err)
	}
	for _, sp := range edwardsSpecs {
		if sp.fn == "addend.fromPoint" || sp.fn == "Point.Add" || sp.fn == "Point.Sub" {
			if _, err := newProver(ed).prove(sp); err == nil {
				t.Errorf("%s is proven with d in place of 2d", sp.fn)
			}
		}
	}
}
