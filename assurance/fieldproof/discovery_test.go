package fieldproof

import (
	"sort"
	"strings"
	"testing"

	"github.com/curvecheck/curvecheck/assurance/fieldproof/interp"
)

// excluded lists the field functions of the default build that are not
// proven here, each with its reason. A function that no longer exists
// fails the test, as does one neither proven nor listed.
var excluded = map[string]string{
	// edwards25519: assembly, dispatch and the portable bodies proven through their callers.
	"edwards25519/feMul":              "amd64 assembly stub (fe_amd64.s): held to mulGeneric by the differential tests (fe_amd64_test.go); proven through the portable build's Element.Mul",
	"edwards25519/feSquare":           "amd64 assembly stub: held to squareGeneric by the differential tests; proven through Element.Square",
	"edwards25519/feSquareN":          "amd64 assembly stub: held to squareNGeneric by the differential tests",
	"edwards25519/mulGeneric":         "interpreted inside Element.Mul and MulPortable",
	"edwards25519/squareGeneric":      "interpreted inside Element.Square and SquarePortable",
	"edwards25519/squareNGeneric":     "n squarings of squareGeneric (proven); exponent 2^n proven in assurance/chainproof",
	"edwards25519/column.addProduct":  "helper interpreted inside the multiplications",
	"edwards25519/column.above51":     "helper interpreted inside the multiplications",
	"edwards25519/Element.fold":       "helper interpreted inside the multiplications",
	"edwards25519/Element.settle":     "helper interpreted inside Add, Sub, Neg and the multiplications",
	"edwards25519/Element.setLimbs":   "helper interpreted by every function",
	"edwards25519/fullMask":           "helper interpreted inside Select and Swap (both values of cond)",
	"edwards25519/checkTight":         "verify-build contract check (empty in the default build)",
	"edwards25519/checkLoose":         "verify-build contract check (empty in the default build)",
	"edwards25519/ConstantValues":     "exports constants to assurance/constants",
	"edwards25519/Element.squarings":  "squarings of the proven Square; exponent proven in assurance/chainproof",
	"edwards25519/powTo250":           "addition chain of proven Mul and Square; exponent proven in assurance/chainproof",
	"edwards25519/Element.Inv":        "addition chain of proven Mul and Square; exponent p − 2 proven in assurance/chainproof",
	"edwards25519/Element.PowP58":     "addition chain of proven Mul and Square; exponent (p − 5)/8 proven in assurance/chainproof",
	"edwards25519/Element.SqrtRatio":  "square root of a ratio: exponents and root checks proven in assurance/chainproof",
	"edwards25519/Element.Equal":      "predicate (returns int): Sub proven, canonical reduction not interpreted",
	"edwards25519/Element.IsNegative": "predicate on the canonical value: canonical reduction not interpreted",
	"edwards25519/Element.Abs":        "CondNeg (proven) of IsNegative (predicate, not proven)",
	"edwards25519/SqrtM1":             "returns the constant √−1 (proven in assurance/constants)",
	"edwards25519/Element.SetBytes":   "strict decoding: SetBytesReduce (proven) and Bytes (proven), then a byte comparison of Bytes with the input (a verdict, not a field value: not proven)",
	// p384
	"p384/ConstantValues":         "exports constants to assurance/constants",
	"p384/check":                  "verify-build contract check (empty in the default build)",
	"p384/montMulGeneric":         "interpreted inside Element.Mul and Element.Square (mont.MulGeneric)",
	"p384/montMul":                "interpreted inside Element.Mul (the portable build's dispatch to montMulGeneric; amd64 picks montMulADX)",
	"p384/montSqr":                "interpreted inside Element.Square (the portable build's dispatch to montMulGeneric; amd64 picks montSqrADX)",
	"p384/montMulADX":             "ADX assembly stub: held to mont.MulGeneric by the differential tests (mont_amd64_test.go); panics in the portable build",
	"p384/montSqrADX":             "ADX assembly stub: held by the differential tests; panics in the portable build",
	"p384/doubleJacobianADX":      "fused assembly doubling: held by the differential tests; panics in the portable build",
	"p384/DoubleJacobian":         "group formula (point doubling), proven by the formula proofs, not a field function",
	"p384/doubleJacobianGeneric":  "group formula (point doubling), proven by the formula proofs, not a field function",
	"p384/doubleJacobianN":        "n doublings of the proven formula (dispatch), not a field function",
	"p384/Element.Inv":            "addition chain of proven Mul and Square; exponent p − 2 proven in assurance/chainproof",
	"p384/Element.InvVar":         "variable-time inversion: not interpreted",
	"p384/Element.Sqrt":           "addition chain; exponent (p + 1)/4 proven in assurance/chainproof",
	"p384/Element.SqrtRatio":      "exponents and root-check operands proven in assurance/chainproof (the final Equal not proven)",
	"p384/Element.squareN":        "n squarings; exponent 2^n proven in assurance/chainproof",
	"p384/powers.fill":            "addition chain; exponents proven in assurance/chainproof",
	"p384/Element.Equal":          "predicate (returns int) over the limbs: not proven",
	"p384/Element.IsZero":         "predicate (returns int) over the limbs: not proven",
	"p384/isZeroWord":             "predicate helper of Equal and IsZero: not proven",
	"p384/Element.IsOdd":          "parity through the byte encoding (PutBytes): not interpreted",
	"p384/Element.Bytes":          "byte encoding: leaves Montgomery form by a multiplication by 1, whose last subtraction needs integer reasoning the prover does not finish within its budget (not proven)",
	"p384/Element.PutBytes":       "as Bytes: not proven",
	"p384/Element.SetBytes":       "byte decoding into Montgomery form (a multiplication by R² mod p): as Bytes, not proven",
	"p384/Element.SetBytesReduce": "as SetBytes: not proven",
	"p384/Element.SetWideBytes":   "as SetBytes: not proven",
	"p384/load":                   "byte decoding helper of SetBytes: not proven",
	// secp256k1
	"secp256k1/feMul":                    "amd64 assembly stub (fe_amd64.s): held to mulGeneric by TestAsmAgreesWithGeneric; proven through the portable build's Element.Mul",
	"secp256k1/feSquare":                 "amd64 assembly stub: held to squareGeneric by the differential tests",
	"secp256k1/feMulX":                   "MULX assembly (fe_nomulx.go portable form = mulGeneric): held by TestMULXAgreesWithGeneric",
	"secp256k1/feSquareX":                "MULX assembly: held by the differential tests",
	"secp256k1/feDoubleJacobianX":        "fused assembly doubling: held by TestDoubleJacobianAgrees; panics in the portable build",
	"secp256k1/feDoubleJacobianWideX":    "full-radix assembly doubling: held to the Element methods by residue and output bound (TestDoubleJacobianWideAgrees); panics in the portable build",
	"secp256k1/feDoubleJacobianNWideX":   "n full-radix assembly doublings: held to n doublings of the Element methods (TestDoubleJacobianNWideAgrees); panics in the portable build",
	"secp256k1/feAddAffineWideX":         "full-radix assembly mixed addition: held to the Element methods by residue and output bound, and its equal-x refusal (TestAddAffineWideAgrees); panics in the portable build",
	"secp256k1/feDoubleProjectiveNWideX": "full-radix assembly doubling run of the constant-time multiplication (conversions, n doublings): held to the Element methods by residue and bound, the point at infinity included (TestDoubleProjectiveNWideAgrees); panics in the portable build",
	"secp256k1/feCompleteAddAffineWideX": "full-radix assembly complete addition: held to a math/big evaluation of RCB Algorithm 8 by residue and bound (TestCompleteAddAffineAsm) and to the Element methods on points (TestAddAffineForms); panics in the portable build",
	"secp256k1/feFinishAddX":             "fused assembly addition: held by TestFinishAddAgrees; panics in the portable build",
	"secp256k1/widePairPrefixX":          "full-radix assembly, the first pass of batched affine additions (denominators and their running product): held with widePairFinishX to a math/big evaluation by residue (TestAddPairsWideAgrees); panics in the portable build",
	"secp256k1/widePairFinishX":          "full-radix assembly, the second pass of batched affine additions (λ, x, y from the shared inverse): held to a math/big evaluation by residue (TestAddPairsWideAgrees); panics in the portable build",
	"secp256k1/AddPairsWideVar":          "batched affine additions on four words (the two assembly passes and InvVar): held to a math/big evaluation, and its equal-x refusal with nothing written (TestAddPairsWideAgrees)",
	"secp256k1/WideAffine.Set":           "conversion to four canonical words (Element.words, Normalize): held by TestWideAffineRoundTrip",
	"secp256k1/WideAffine.Neg":           "p − y on canonical words (a subtraction with borrow): held by TestWideAffineRoundTrip",
	"secp256k1/WideAffine.Coordinates":   "conversion from four words to 52-bit limbs (fromWords): held by TestWideAffineRoundTrip",
	"secp256k1/WidePairs":                "CPU and build predicate: no arithmetic",
	"secp256k1/feCompleteAddAffineX":     "fused assembly addition: held by the differential tests; panics in the portable build",
	"secp256k1/mulGeneric":               "interpreted inside Element.Mul",
	"secp256k1/squareGeneric":            "interpreted inside Element.Square",
	"secp256k1/mac":                      "helper interpreted inside the multiplications",
	"secp256k1/split":                    "helper interpreted inside the multiplications",
	"secp256k1/fold":                     "helper interpreted inside the multiplications",
	"secp256k1/carryWeak":                "helper interpreted inside NormalizeWeak and Normalize",
	"secp256k1/isNormalized":             "verify-build metadata (false in the default build)",
	"secp256k1/Element.setMeta":          "verify-build metadata (empty in the default build)",
	"secp256k1/Element.magnitude":        "verify-build metadata (0 in the default build)",
	"secp256k1/Element.isNormalizedMeta": "verify-build metadata",
	"secp256k1/checkMag":                 "verify-build contract check (empty in the default build)",
	"secp256k1/checkMag1":                "verify-build contract check (empty in the default build)",
	"secp256k1/checkNormalized":          "verify-build contract check (empty in the default build)",
	"secp256k1/checkLimbs":               "verify-build contract check (empty in the default build)",
	"secp256k1/addMag":                   "verify-build metadata (0 in the default build)",
	"secp256k1/ConstantValues":           "exports constants to assurance/constants",
	"secp256k1/Element.NormalizeVar":     "variable time: branches on the value (not straight-line); Normalize is proven",
	"secp256k1/Element.IsZeroVar":        "variable-time predicate over NormalizeVar",
	"secp256k1/Element.IsZero":           "predicate (returns int) on a normalized element",
	"secp256k1/Element.Equal":            "predicate over proven Neg, Add and Normalize; the final test not interpreted",
	"secp256k1/Element.fromWords":        "interpreted inside Element.SetBytes (words from bytes; as a function of four free words the value identity is not closed: not proven on its own)",
	"secp256k1/Element.setWords":         "calls fromWords (not proven)",
	"secp256k1/Element.SetBytesReduce":   "byte decoding (proven as in SetBytes) then Normalize of the value below 2^256: the value identity across the reduction is not closed by the whole-number facts (not proven)",
	"secp256k1/Element.Inv":              "safegcd inversion (variable-free loop of data-dependent iterations): not interpreted",
	"secp256k1/Element.InvVar":           "variable-time inversion: not interpreted",
	"secp256k1/Element.squareN":          "n squarings of the proven Square; exponent 2^n proven in assurance/chainproof",
	"secp256k1/squareNGeneric":           "n squarings of the proven Square; exponent 2^n proven in assurance/chainproof",
	"secp256k1/feSquareN":                "dispatch to the amd64 assembly (feSquareNWideX, feSquareNX) or squareNGeneric: the assembly is held to squareNGeneric by the differential tests (TestSquareNWideAgrees, TestSquareNAgrees)",
	"secp256k1/powersTo223":              "addition chain of proven Mul and Square; exponents proven in assurance/chainproof",
	"secp256k1/Element.Sqrt":             "addition chain of proven Mul and Square; exponent (p + 1)/4 proven in assurance/chainproof",
	"secp256k1/SqrtManyVar":              "many square roots (sqrtManyLanes, then the proven-chain Sqrt for the rest), variable time: not interpreted; held to math/big by TestSqrtManyAgrees",
	"secp256k1/sqrtManyLanes":            "rootChain run on sixteen AVX-512 IFMA lanes (lanesSquareN2IFMA, lanesMul2IFMA, assembly), each root checked by squaring back: not interpreted; the chain's exponent (p + 1)/4 held by TestRootChainExponent, the lanes to math/big by TestLanesAgree and TestSqrtManyAgrees",
	"secp256k1/Element.SqrtRatio":        "exponents and root-check operands proven in assurance/chainproof (the final Equal not proven)",
	"secp256k1/DoubleJacobianCoords":     "group formula (point doubling), proven by the formula proofs, not a field function",
	"secp256k1/AddAffineVar":             "point addition (dispatch to the full-radix assembly or false), proven by the formula proofs through the portable fallback, not a field function",
	"secp256k1/DoubleProjectiveCoordsN":  "n point doublings with the coordinate conversions (dispatch to the full-radix assembly or false), proven by the formula proofs through the portable fallback, not a field function",
	"secp256k1/CompleteAddAffineWide":    "reports the CPU and build switch (useADX, the verify build, the toy curve) for the tests: no arithmetic",
	"secp256k1/DoubleJacobianCoordsN":    "n point doublings (dispatch to the full-radix assembly or false), proven by the formula proofs through the portable fallback, not a field function",
	"secp256k1/FinishJacobianAdd":        "group formula (point addition), proven by the formula proofs, not a field function",
	"secp256k1/CompleteAddAffine":        "group formula (point addition), proven by the formula proofs, not a field function",
}

// TestDiscovery lists every function of the field packages from the parsed
// source and fails on one neither proven nor excluded, and on an exclusion
// or spec naming a function that no longer exists.
func TestDiscovery(t *testing.T) {
	for k, v := range field25Excluded {
		excluded[k] = v
	}
	ps, err := packages()
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for _, p := range ps {
		pkg, err := interp.Load(p.l.rel)
		if err != nil {
			t.Fatal(err)
		}
		proven := map[string]bool{}
		for _, s := range p.specs {
			proven[s.fn] = true
			if _, ok := pkg.Funcs[s.fn]; !ok {
				t.Errorf("%s: proven function %s not found in the source", p.l.pkg, s.fn)
			}
		}
		names := make([]string, 0, len(pkg.Funcs))
		for n := range pkg.Funcs {
			names = append(names, n)
		}
		sort.Strings(names)
		for _, n := range names {
			key := p.l.pkg + "/" + n
			seen[key] = true
			_, ex := excluded[key]
			switch {
			case proven[n] && ex:
				t.Errorf("%s both proven and excluded", key)
			case !proven[n] && !ex:
				t.Errorf("%s is neither proven nor excluded with a reason", key)
			}
		}
	}
	for k := range excluded {
		pkg := k[:strings.Index(k, "/")]
		covered := false
		for _, p := range ps {
			covered = covered || p.l.pkg == pkg
		}
		if covered && !seen[k] {
			t.Errorf("excluded %s no longer exists", k)
		}
	}
}
