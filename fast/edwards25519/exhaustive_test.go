//go:build exhaustive

package edwards25519

import (
	"bytes"
	"math/big"
	"math/rand"
	"testing"
	"time"

	"github.com/curvecheck/curvecheck/fast/edwards25519/scalar"
	refedwards "github.com/curvecheck/curvecheck/ref/edwards"
	reffield "github.com/curvecheck/curvecheck/ref/field"
)

// edwardsToys are the toy curves of TestExhaustiveEdwards25519.
var edwardsToys = []*ToyCurve{ToyCurves[0], ToyCurves[1], ToyCurves[2]}

// pairLimit bounds the second operand of the point-pair checks: above it
// (q = 337, 16·337 points) the second operand runs over ⟨B⟩, ⟨T⟩ and
// T + ⟨B⟩ only, the first over all of S.
const pairLimit = 2000

// TestExhaustiveEdwards25519 runs the group code of this package on each
// toy curve and compares it with the reference on every point of
// S = ⟨T⟩ + ⟨B⟩ (B of prime order q, T of order 2^e, so the small-order
// points and the mixed-order ones are in S), and on every scalar residue
// 0 … q-1 with small, full-width and top representatives (see
// scalar_exhaustive.go). Point-pair cases are (operation, P, Q) checks,
// single-point cases (operation, P) checks (tables, encodings, doubling),
// scalar-point cases (operation, scalars, points) checks.
func TestExhaustiveEdwards25519(t *testing.T) {
	for _, c := range edwardsToys {
		if testing.Short() && c.Q > ShortMaxQ {
			continue
		}
		t.Run(c.Name, func(t *testing.T) {
			start := time.Now()
			rnd := rand.New(rand.NewSource(int64(c.Q)))
			env := selectToy(t, c, rnd)
			pairs := checkPointPairs(t, env)
			singles := checkSinglePoints(t, env)
			sp := checkScalarPoint(t, env, rnd)
			t.Logf("exhaustive: edwards25519 q=%d d=%s: %d point-pair cases, %d scalar-point cases, %v (and %d single-point cases)",
				c.Q, c.D, pairs, sp, time.Since(start).Round(100*time.Millisecond), singles)
		})
	}
}

// checkPointPairs checks, for every P of S and every Q (of S, or of the
// subset pairLimit describes): Add, Sub, the cached addend with sum,
// difference and condNeg, the affine addend likewise, and Equal.
func checkPointPairs(t *testing.T, env *toyEnv) (cases int) {
	all := env.allPoints()
	second := all
	if len(all) > pairLimit {
		second = nil
		for _, a := range all {
			if a.i == 0 || a.k == 0 || a.i == 1 {
				second = append(second, a)
			}
		}
	}
	fail := func(op string, a, b idx) {
		t.Helper()
		t.Fatalf("%s(%v, %v) differs from the reference", op, a, b)
	}
	var out Point
	var r efgh
	for _, b := range second {
		Q := env.point(b)
		var qa, qaNeg addend
		var qf, qfNeg affineAddend
		qa.fromPoint(Q)
		qaNeg = qa
		qaNeg.condNeg(1)
		qf.fromPoint(Q)
		qfNeg = qf
		qfNeg.condNeg(1)
		qaKeep, qfKeep := qa, qf
		qaKeep.condNeg(0)
		qfKeep.condNeg(0)
		for _, a := range all {
			P := env.point(a)
			sum, diff := env.add(a, b), env.sub(a, b)
			if !env.is(out.Add(P, Q), sum) {
				fail("Add", a, b)
			}
			if !env.is(out.Sub(P, Q), diff) {
				fail("Sub", a, b)
			}
			if !env.is(out.fromEFGH(r.sum(P, &qaKeep)), sum) {
				fail("sum(addend, condNeg 0)", a, b)
			}
			if !env.is(out.fromEFGH(r.sum(P, &qaNeg)), diff) {
				fail("sum(addend, condNeg 1)", a, b)
			}
			if !env.is(out.fromEFGH(r.difference(P, &qaNeg)), sum) {
				fail("difference(addend, condNeg 1)", a, b)
			}
			if !env.is(out.fromEFGH(r.sumAffine(P, &qfKeep)), sum) {
				fail("sumAffine", a, b)
			}
			if !env.is(out.fromEFGH(r.differenceAffine(P, &qf)), diff) {
				fail("differenceAffine", a, b)
			}
			if !env.is(out.fromEFGH(r.sumAffine(P, &qfNeg)), diff) {
				fail("sumAffine(condNeg 1)", a, b)
			}
			if !env.is(out.fromEFGH(r.differenceAffine(P, &qfNeg)), sum) {
				fail("differenceAffine(condNeg 1)", a, b)
			}
			if got, want := P.Equal(Q), a == b; (got == 1) != want || (got != 0 && got != 1) {
				fail("Equal", a, b)
			}
			cases += 10
		}
	}
	return cases
}

// checkSinglePoints checks, for every P of S: Neg, Double (and the
// projective doubling chain), MulCofactor, the window tables (every
// digit -8 … 8 through the constant-time lookups, affine and not) and the
// odd-multiple tables, the encoding against the reference (Bytes, both
// decoders, their rejections of non-canonical encodings) and MontgomeryU.
func checkSinglePoints(t *testing.T, env *toyEnv) (cases int) {
	rc := env.rc
	F := rc.F
	var out Point
	var r efgh
	var pp proj
	for _, a := range env.allPoints() {
		P := env.point(a)
		fail := func(op string) {
			t.Helper()
			t.Fatalf("%s(%v) differs from the reference", op, a)
		}
		if !env.is(out.Neg(P), env.sub(idx{}, a)) {
			fail("Neg")
		}
		if !env.is(out.Double(P), env.add(a, a)) {
			fail("Double")
		}
		pp.fromPoint(P)
		if !env.isProj(pp.fromEFGH(r.double(&pp)), env.mul(big.NewInt(2), a)) ||
			!env.isProj(pp.fromEFGH(r.double(&pp)), env.mul(big.NewInt(4), a)) {
			fail("proj double")
		}
		if !env.is(out.MulCofactor(P), env.mul(big.NewInt(8), a)) {
			fail("MulCofactor")
		}
		cases += 5
		var wt windowTable
		var at affineWindowTable
		wt.fill(P)
		at.fill(P)
		var m addend
		var mf affineAddend
		id := NewIdentity()
		for d := int8(-8); d <= 8; d++ {
			want := env.mul(big.NewInt(int64(d)), a)
			wt.lookup(&m, d)
			at.lookup(&mf, d)
			if !env.is(out.fromEFGH(r.sum(id, &m)), want) {
				fail("windowTable.lookup")
			}
			if !env.is(out.fromEFGH(r.sumAffine(id, &mf)), want) {
				fail("affineWindowTable.lookup")
			}
			cases += 2
		}
		var o5 oddTable5
		var o8 oddTable8
		o5.fill(P)
		o8.fill(P)
		for dd := 1; dd < 128; dd += 2 {
			d := int8(dd)
			want := env.mul(big.NewInt(int64(d)), a)
			if d < 16 {
				if !env.is(out.fromEFGH(r.sum(id, o5.entry(d))), want) {
					fail("oddTable5")
				}
				cases++
			}
			if !env.is(out.fromEFGH(r.sumAffine(id, o8.entry(d))), want) {
				fail("oddTable8")
			}
			cases++
		}
		// Encodings.
		R := env.ref[a.i][a.k]
		enc := rc.Encode(R)
		if !bytes.Equal(P.Bytes(), enc) {
			fail("Bytes")
		}
		var dec Point
		if _, err := dec.SetBytes(enc); err != nil || !env.is(&dec, a) {
			fail("SetBytes")
		}
		if _, err := dec.SetBytesLenient(enc); err != nil || !env.is(&dec, a) {
			fail("SetBytesLenient")
		}
		// y + p, when it fits in 255 bits, and x = 0 with the sign bit set.
		if yp := new(big.Int).Add(R.Y, F.P()); yp.BitLen() <= 255 {
			alt := reffield.BytesLE(yp, 32)
			alt[31] |= enc[31] & 0x80
			if _, err := dec.SetBytes(alt); err == nil {
				fail("SetBytes accepted y + p")
			}
			if _, err := dec.SetBytesLenient(alt); err != nil || !env.is(&dec, a) {
				fail("SetBytesLenient(y + p)")
			}
			cases++
		}
		if R.X.Sign() == 0 {
			alt := append([]byte(nil), enc...)
			alt[31] |= 0x80
			if _, err := dec.SetBytes(alt); err == nil {
				fail("SetBytes accepted -0")
			}
			if _, err := dec.SetBytesLenient(alt); err != nil || !env.is(&dec, a) {
				fail("SetBytesLenient(-0)")
			}
			cases++
		}
		// u = (1 + y)/(1 - y), 0 for the identity (y = 1).
		u := new(big.Int)
		if !F.Equal(R.Y, F.Int(1)) {
			u = F.Mul(F.Add(F.Int(1), R.Y), F.MustInv(F.Sub(F.Int(1), R.Y)))
		}
		if !bytes.Equal(P.MontgomeryU(), reffield.BytesLE(u, 32)) {
			fail("MontgomeryU")
		}
		cases += 4
	}
	// Encodings of y with no point are rejected: y = 2, 3, … until one.
	for y := int64(2); ; y++ {
		enc := reffield.BytesLE(big.NewInt(y), 32)
		if _, err := rc.Decode(enc, refedwards.DecodeOptions{}); err == nil {
			continue
		}
		var dec Point
		if _, err := dec.SetBytes(enc); err == nil {
			t.Fatalf("y = %d has no point, and SetBytes accepted it", y)
		}
		cases++
		break
	}
	return cases
}

// checkScalarPoint checks the multiplications: every residue s with its
// three representatives for ScalarBaseMult, the Var base path
// (DoubleScalarMultBaseVar with a = 0), ScalarMult and MultiScalarMult /
// MultiScalarMultVar at n = 1 on a set of points; random 64-byte and
// clamped 32-byte scalars for ScalarBaseMult; every pair of residues for
// DoubleScalarMultBaseVar (a few points) and for both MSMs at n = 2 (two
// fixed points); and larger n, Pippenger's included, on random terms.
func checkScalarPoint(t *testing.T, env *toyEnv, rnd *rand.Rand) (cases int) {
	q := env.q
	B := idx{0, 1}
	var out Point
	check := func(got *Point, want idx, what string, args ...any) {
		t.Helper()
		if !env.is(got, want) {
			t.Fatalf("%s %v differs from the reference", what, args)
		}
		cases++
	}
	// Base point: every residue, every kind of representative.
	for s := 0; s < q; s++ {
		for _, v := range env.reps(s, rnd) {
			x := scalarOf(t, v)
			check(out.ScalarBaseMult(x), env.mul(v, B), "ScalarBaseMult", v)
			check(out.DoubleScalarMultBaseVar(new(scalar.Scalar), env.point(B), x), env.mul(v, B), "DoubleScalarMultBaseVar(0, B, b)", v)
		}
	}
	// Full-width inputs reduced by the scalar code: 64-byte strings and
	// clamped 32-byte secrets (the expected residue straight from the
	// bytes: q divides N).
	for i := 0; i < 4*q; i++ {
		wide := make([]byte, 64)
		rnd.Read(wide)
		x, _ := new(scalar.Scalar).SetWideBytes(wide)
		check(out.ScalarBaseMult(x), env.mul(reffield.IntLE(wide), B), "ScalarBaseMult(SetWideBytes)", wide)
		secret := make([]byte, 32)
		rnd.Read(secret)
		y, _ := new(scalar.Scalar).SetClampedBytes(secret)
		clamped := append([]byte(nil), secret...)
		clamped[0] &= 248
		clamped[31] = clamped[31]&127 | 64
		check(out.ScalarBaseMult(y), env.mul(reffield.IntLE(clamped), B), "ScalarBaseMult(SetClampedBytes)", secret)
	}
	// Arbitrary points: all of S for q = 17, 24 of them above.
	for _, a := range env.somePoints(300, 24, rnd) {
		P := env.point(a)
		for s := 0; s < q; s++ {
			for _, v := range env.reps(s, rnd) {
				x := scalarOf(t, v)
				want := env.mul(v, a)
				check(out.ScalarMult(x, P), want, "ScalarMult", v, a)
				check(mustMSM(out.MultiScalarMult([]*scalar.Scalar{x}, []*Point{P})), want, "MultiScalarMult n=1", v, a)
				check(mustMSM(out.MultiScalarMultVar([]*scalar.Scalar{x}, []*Point{P})), want, "MultiScalarMultVar n=1", v, a)
			}
		}
	}
	// Every pair of residues.
	dsmPoints := []idx{{1, 1}, {0, 3 % q}, {env.tw / 2, 0}}
	if q > 100 {
		dsmPoints = dsmPoints[:1]
	}
	P1, P2 := idx{1, 2}, idx{env.tw - 1, q - 5}
	for sa := 0; sa < q; sa++ {
		for sb := 0; sb < q; sb++ {
			va, vb := env.rep(sa, sa+sb, rnd), env.rep(sb, sa+2*sb, rnd)
			xa, xb := scalarOf(t, va), scalarOf(t, vb)
			for _, a := range dsmPoints {
				want := env.add(env.mul(va, a), env.mul(vb, B))
				check(out.DoubleScalarMultBaseVar(xa, env.point(a), xb), want, "DoubleScalarMultBaseVar", va, a, vb)
			}
			want := env.add(env.mul(va, P1), env.mul(vb, P2))
			ss, ps := []*scalar.Scalar{xa, xb}, []*Point{env.point(P1), env.point(P2)}
			check(mustMSM(out.MultiScalarMult(ss, ps)), want, "MultiScalarMult n=2", va, vb)
			check(mustMSM(out.MultiScalarMultVar(ss, ps)), want, "MultiScalarMultVar n=2", va, vb)
		}
	}
	// Larger n: around msmStack (stack and heap tables) and Pippenger's
	// window sizes (c = 6, 7, 8 from pippengerThreshold on).
	all := env.allPoints()
	for _, n := range []int{0, 3, msmStack, msmStack + 1, 9, pippengerThreshold, 500, 1500} {
		trials := 2 * q
		if n >= pippengerThreshold {
			trials = 2
		}
		for trial := 0; trial < trials; trial++ {
			ss, ps := make([]*scalar.Scalar, n), make([]*Point, n)
			want := idx{}
			for j := range ss {
				a := all[rnd.Intn(len(all))]
				v := env.rep(rnd.Intn(q), rnd.Intn(3), rnd)
				ss[j], ps[j] = scalarOf(t, v), env.point(a)
				want = env.add(want, env.mul(v, a))
			}
			if n < pippengerThreshold {
				check(mustMSM(out.MultiScalarMult(ss, ps)), want, "MultiScalarMult", n, trial)
			}
			check(mustMSM(out.MultiScalarMultVar(ss, ps)), want, "MultiScalarMultVar", n, trial)
		}
	}
	return cases
}
