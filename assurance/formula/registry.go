package formula

import "fmt"

// proof is one proven formula function: a spec run by prover.prove, or a
// special proof (the x-only ladder, a composition).
type proof struct {
	fam, fn   string
	sp        *spec
	special   func(fam *family) ([]pathReport, error)
	statement string
	source    string
}

// proofs lists every proof, per family in familyNames order.
func proofs() []proof {
	var out []proof
	add := func(fam string, specs []*spec, coord string) {
		for _, sp := range specs {
			out = append(out, proof{fam: fam, fn: sp.fn, sp: sp, source: sp.source,
				statement: statementOf(fam, sp, coord)})
		}
	}
	add("edwards25519", edwardsSpecs, "")
	out = append(out, proof{fam: "edwards25519", fn: "Point.MulCofactor", source: "HWCD 2008 §3.3 (three doublings)",
		statement: "Point.MulCofactor computes the same polynomials as Point.Double applied three times (proven: 2P), so 8P; exceptional cases: none",
		special: func(f *family) ([]pathReport, error) {
			return proveComposition(f, "Point.MulCofactor", "Point.Double", 3)
		}})
	out = append(out, proof{fam: "x25519", fn: "ladder.step", source: "RFC 7748 §5; Montgomery 1987 §10.3.1",
		statement: "ladder.step sets (X3 : Z3) to u(P + Q) from u(P) = X2/Z2, u(Q) = X3/Z3, u(Q − P) = x1, and (X2 : Z2) to u(2P), on curve25519 (A = 2(a + d)/(a − d) from the reference); exceptional cases: u(P) = u(Q), x1 = 0, and inputs of order ≤ 2 (Z3 and Z2 are nonzero multiples of x1·(X2Z3 − X3Z2)² and X2·Z2·(X2² + A·X2Z2 + Z2²))",
		special:   proveLadderStep})
	add("secp256k1", secpSpecs, "")
	add("p384", p384Specs, "")
	return out
}

// statementOf writes a spec's claim statement.
func statementOf(fam string, sp *spec, _ string) string {
	curveEq := map[string]string{
		"edwards25519": "−x² + y² = 1 + d·x²y²",
		"secp256k1":    "y² = x³ + 7",
		"p384":         "y² = x³ − 3x + b",
	}[fam]
	what := map[string]string{
		"add": "P + Q", "sub": "P − Q", "double": "2P", "neg": "−P", "id": "P (a change of coordinates)",
		"condneg": "P or −P as neg is 0 or 1", "inf": "the point at infinity",
		"dbln": fmt.Sprintf("%d·P", 1<<sp.dbl), "addcn": "P + Q or P − Q as neg says",
		"addmask": "P + Q when use = 1 and P when use = 0",
	}[sp.op]
	return fmt.Sprintf("%s computes %s on %s, checked against the affine group law on every path (infinity flags, equal x, opposite points) in %s; exceptional cases: %s",
		sp.fn, what, curveEq, coordWords(fam, sp.out.typ), sp.exceptions)
}

func coordWords(fam, typ string) string {
	switch {
	case fam == "edwards25519" && typ == "Point":
		return "extended coordinates (x = X/Z, y = Y/Z, T = XY/Z)"
	case fam == "edwards25519" && typ == "efgh":
		return "the (EF : GH : FG : EH) form"
	case fam == "edwards25519" && (typ == "addend" || typ == "affineAddend"):
		return "the precomputed (Y + X, Y − X, 2Z, 2d·T) form"
	case typ == "Point" || typ == "proj":
		return "projective coordinates (x = X/Z, y = Y/Z)"
	case typ == "affine":
		return "affine coordinates"
	}
	return "Jacobian coordinates (x = X/Z², y = Y/Z³)"
}

// covered lists helper functions proven through the proofs that inline
// them (the interpreter runs their code inside each caller's proof), by
// family: helper → the proven callers.
var covered = map[string]map[string][]string{
	"secp256k1": {
		"jacobian.finishAdd": {"jacobian.addVar", "jacobian.addAffineZRVar"},
		"sub":                {"Point.Add", "Point.addAffineMethods", "Point.Double"},
		"times21":            {"Point.Add", "Point.addAffineMethods", "Point.Double"},
	},
	"p384": {
		"mixedFinish":   {"jac.addAffine", "jac.add", "jacAcc.finish"},
		"jacAcc.finish": {"jacAcc.addMasked", "jacAcc.addUnchecked"},
	},
}

// excluded lists the functions the discovery rule finds that are not
// point formulas proven here, each with the reason and what tests it.
var excluded = map[string]map[string]string{
	"edwards25519": {
		"ConstantValues":    "assurance accessor: reads constants back as integers (assurance/constants proves the constants)",
		"Point.Equal":       "predicate (X1·Z2 = X2·Z1 and Y1·Z2 = Y2·Z1), not a point formula; tested by edwards25519_test and the differential suites",
		"Point.MontgomeryU": "encoding: u = (Z + Y)/(Z − Y) as bytes; tested by X25519's fixed-base path against RFC 7748 vectors and the differential suites",
		"Point.decode":      "decoding with a square root (SqrtRatio); tested by RFC 8032 vectors and encoding round trips",
		"Point.putBytes":    "encoding (x = X/Z, y = Y/Z as bytes); tested by RFC 8032 vectors and encoding round trips",
		"Point.mapToCurve":  "hash to curve (RFC 9380 Elligator 2 with a square root); tested by the RFC 9380 vectors",
		"hashToField":       "hash to field (RFC 9380 §5.2); tested by the RFC 9380 vectors",
		"field.powTo250":    "field exponentiation chain (inversion, square root), not a point formula; tested against math/big in package field",
	},
	"x25519": {
		"X25519Unchecked": "ladder driver: clamping, the constant-time swaps and ladder.step (proven), a final inversion and encoding; tested by the RFC 7748 vectors and the differential suites",
	},
	"secp256k1": {
		"BaseMultiplier.comb":     "comb driver: table lookups, a conditional negation of y, additions by proven formulas; tested by comb_test and the exhaustive mode",
		"Point.ScalarBaseMultVar": "comb driver (variable time), as BaseMultiplier.comb; tested by comb_test and the exhaustive mode",
		"Point.addDigit":          "table digit: a scan, a masked negation of y and Point.addAffine (proven); tested by scalarmult_test and the exhaustive mode",
		"jacobian.addNAFDigitVar": "wNAF digit: a negation of y and jacobian.addAffineVar (proven); tested by scalarmult_test and the exhaustive mode",
		"Point.CoordinatesVar":    "encoding (x = X/Z, y = Y/Z as bytes); tested by the SEC1 round trips and the differential suites",
		"Point.affine":            "conversion for the encodings (X/Z, Y/Z normalized, with the infinity test); tested by the SEC1 round trips and the differential suites",
		"Point.Equal":             "predicate (cross products), not a point formula; tested by group_test",
		"Point.HasXVar":           "predicate (X = x·Z); tested by the ECDSA and Schnorr suites",
		"Point.XIsScalarVar":      "predicate (ECDSA's x mod n check without an inversion); tested by the ECDSA suites",
		"jacobian.equalVar":       "predicate (cross products); tested by group_test",
		"jacobian.zIsOneVar":      "predicate (Z = 1); tested by group_test",
		"XsVar":                   "batch conversion to affine x over a slice (Montgomery's trick); tested by the BIP-352 and differential suites",
		"batchAffineVar":          "batch conversion to affine over a slice (Montgomery's trick); tested by scalarmult_test and the MSM suites",
		"affine.mulLambda":        "the GLV endomorphism (β·x, y) = λ·P: β and λ are proven by const/secp256k1/beta-lambda",
		"bucketSums":              "Pippenger bucket accumulation with batched affine additions; tested by buckets_test and the MSM suites",
		"pairScratch.addPairsVar": "affine additions sharing one inversion (Montgomery's trick, with pairTerms and pairSum); tested by buckets_test (TestAddPairs) and the MSM suites",
		"pairTerms":               "the numerator and denominator of λ for a batched affine addition (with pairSum); tested by buckets_test and the MSM suites",
		"pairSum":                 "a batched affine addition from a shared inversion (with pairTerms); tested by buckets_test and the MSM suites",
		"wideScratch.addRound":    "a round of batched affine additions on four words (field.AddPairsWideVar) with the point at infinity, equal points (doubleWideVar) and opposite points sorted out first; tested by buckets_wide_test (TestPippengerWide) against Straus and the Element-method sums, and by the MSM suites",
		"doubleWideVar":           "affine doublings λ = 3x²/(2y) sharing one inversion (HMV §3.1.2); tested by buckets_wide_test (TestPippengerWide, repeated points and empty buckets) and the MSM suites",
		"isoOddMultiplesVar":      "multiples on an isomorphic (scaled) curve; tested by iso_test and the differential suites",
		"oddMultiplesVar":         "odd multiples built on scaled curves (jacobian.addAffineVar, proven) and mapped back by one product, then batchAffineVar; tested by iso_test (TestOddMultiples) against the reference and by the MSM suites",
		"straussScaledVar":        "Straus loop on an isomorphic (scaled) curve; tested by iso_test and the differential suites",
		"jacobian.addUnscaledVar": "mixed addition across the isomorphism (Z·s); tested by iso_test and the differential suites",
		"liftX":                   "decoding with a square root (BIP-340 lift_x); tested by the BIP-340 vectors and SEC1 round trips",
		"onCurve":                 "predicate (y² = x³ + 7); tested by the SEC1 decoding tests",
		"curveRHS":                "the right side x³ + 7 of the curve equation (for liftX and SetXManyVar), no point formula; tested by the BIP-340 vectors and TestSetXManyVar",
		"evenRoot":                "picks the even one of ±y after a square root (BIP-340 lift_x), no point formula; tested by the BIP-340 vectors and TestSetXManyVar",
		"field.sqrtManyLanes":     "field square roots on AVX-512 IFMA lanes, not a point formula; held to math/big in package field (TestSqrtManyAgrees, TestLanesAgree)",
		"Point.mapToCurve":        "hash to curve (RFC 9380 simplified SWU with a square root); tested by the RFC 9380 vectors",
		"Point.isogeny":           "the 3-isogeny of RFC 9380 §E.1 (rational map); tested by the RFC 9380 vectors; its coefficients by assurance/constants",
		"homogeneous":             "polynomial evaluation for the isogeny; tested by the RFC 9380 vectors",
		"powersOf":                "powers for the isogeny; tested by the RFC 9380 vectors",
		"hashToField":             "hash to field (RFC 9380 §5.2); tested by the RFC 9380 vectors",
		"field.powersTo223":       "field exponentiation chain (square root), not a point formula; tested against math/big in package field",
		"field.squareNGeneric":    "field squaring chain, not a point formula; its exponent 2^n proven in assurance/chainproof",
	},
	"p384": {
		"NewPrecomputed":                "batch conversion of a table to affine (Montgomery's trick); tested by the precomputed-table tests",
		"affineRow":                     "batch conversion of a row to affine (Montgomery's trick); tested by msm_test",
		"toAffine":                      "batch conversion to affine (Montgomery's trick); tested by dsmvar_test",
		"Point.Coordinates":             "encoding (X/Z, Y/Z as bytes); tested by the SEC1 round trips and the differential suites",
		"Point.Equal":                   "predicate (cross products); tested by group_test",
		"Point.HasAffineXVar":           "predicate (X = x·Z); tested by the ECDSA suites",
		"Point.SetBytes":                "decoding with a square root; tested by the SEC1 vectors and round trips",
		"rhs":                           "x³ − 3x + b for the decoder; tested by the SEC1 decoding tests",
		"Point.doubleScalarMultBaseVar": "Straus driver; its inline (XZ, YZ², Z) conversion to Jacobian coordinates is tested by dsmvar_test and the differential suites",
		"Point.multiScalarMultVarWith":  "MSM driver; its inline (XZ, YZ², Z) conversion is tested by msm_test and the differential suites",
		"Point.mapToCurve":              "hash to curve (RFC 9380 simplified SWU with a square root); tested by the RFC 9380 vectors",
		"init":                          "computes the hash-to-curve constants; assurance/constants proves them",
		"lookupAffine":                  "constant-time table scan with a conditional negation of y; tested by tables_test and msm_test",
		"field.powers.fill":             "field exponentiation chain (inversion, square root), not a point formula; tested against math/big in package field",
	},
}
