package vectors_test

import (
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/curvecheck/curvecheck/catalog"
	"github.com/curvecheck/curvecheck/impls/refimpl"
	"github.com/curvecheck/curvecheck/vectors"
)

// TestStagedAgainstRef checks the reference against every staged file:
// no failure, and every case of every file accounted for. The full
// SUPERCOP sign.input (1 024 lines, about 60 s of the reference's CPU) is
// left to CURVECHECK_FULL_VECTORS=1 and to curvecheck vectors (make
// vectors, the audit), which check the reference against every staged
// file; go test checks the reference against its 128-line selection
// (ed25519/sign.input.gz) and the fast implementations against the full
// file (impls/fast TestVectors).
func TestStagedAgainstRef(t *testing.T) {
	ref := refimpl.New()
	full := os.Getenv("CURVECHECK_FULL_VECTORS") == "1"
	for _, name := range vectors.Staged {
		t.Run(name, func(t *testing.T) {
			if strings.Contains(name, "full") && !full {
				t.Skip("the full sign.input under the reference: CURVECHECK_FULL_VECTORS=1, or curvecheck vectors")
			}
			t.Parallel()
			data, err := vectors.ReadStaged(name)
			if err != nil {
				t.Fatal(err)
			}
			results, err := vectors.Check(name, data, ref, vectors.Options{})
			if err != nil {
				t.Fatal(err)
			}
			for _, r := range results {
				for _, f := range r.Failures {
					t.Errorf("%s [%s]: want %s, got %s: %s %v", f.ID, r.Policy, f.Want, f.Got, f.Detail, f.Flags)
				}
				if r.Pass == 0 {
					t.Errorf("[%s] no case passed", r.Policy)
				}
				if strings.HasPrefix(name, "wycheproof/") {
					w, err := vectors.ParseWycheproof(data)
					if err != nil {
						t.Fatal(err)
					}
					if r.Total() != w.NumberOfTests {
						t.Errorf("%d cases counted, file has %d", r.Total(), w.NumberOfTests)
					}
					// The DER signatures go to the DER operations, which
					// the reference computes: none is left to the loader.
					if strings.Contains(name, "ecdsa_") && !strings.Contains(name, "p1363") && r.NotApplicable > 0 {
						t.Errorf("%d DER cases not-applicable: %v", r.NotApplicable, r.SortedReasons())
					}
					// The reference computes every operation: what it did
					// not compute was rejected by the loader.
					for _, why := range r.SortedReasons() {
						if !strings.Contains(why.Reason, "loader") && !strings.Contains(why.Reason, "wider than n") {
							t.Errorf("%d × %s: %s", why.Count, why.Outcome, why.Reason)
						}
					}
				}
			}
		})
	}
}

// wrong is the reference with one operation corrupted: the checker must
// notice, so a vector file that "passes" is evidence.
type wrong struct {
	catalog.Impl
	op     string
	mangle func(catalog.Values, error) (catalog.Values, error)
}

func (w wrong) Capabilities() catalog.Capabilities {
	return catalog.Capabilities{Policy: func(op string) string { return catalog.PolicyOf(w.Impl, op) }}
}

func (w wrong) Run(op string, in catalog.Values) (catalog.Values, error) {
	out, err := w.Impl.Run(op, in)
	if op == w.op {
		return w.mangle(out, err)
	}
	return out, err
}

func TestCheckerCatchesWrongImplementations(t *testing.T) {
	ref := refimpl.New()
	acceptAll := func(out catalog.Values, err error) (catalog.Values, error) { return catalog.Values{}, nil }
	flipOutput := func(out catalog.Values, err error) (catalog.Values, error) {
		if err == nil {
			for k, v := range out {
				v = append([]byte(nil), v...)
				v[0] ^= 1
				out[k] = v
			}
		}
		return out, err
	}
	rejectAll := func(out catalog.Values, err error) (catalog.Values, error) { return nil, errors.New("no") }
	panics := func(out catalog.Values, err error) (catalog.Values, error) { panic("boom") }
	for _, tc := range []struct {
		file, op string
		mangle   func(catalog.Values, error) (catalog.Values, error)
	}{
		{"wycheproof/ed25519_test.json", "ed25519/verify", acceptAll},
		{"wycheproof/x25519_test.json", "x25519/ecdh", flipOutput},
		{"wycheproof/ecdsa_secp384r1_sha384_test.json", "p384/ecdsa_verify_der", acceptAll},
		{"wycheproof/ecdsa_secp384r1_sha384_p1363_test.json", "p384/ecdsa_verify", acceptAll},
		{"wycheproof/ecdsa_secp256k1_sha256_bitcoin_test.json", "secp256k1/ecdsa_verify_low_s", rejectAll},
		{"wycheproof/ecdh_secp384r1_ecpoint_test.json", "p384/ecdh", flipOutput},
		{"ed25519/sign.input.gz", "ed25519/sign", flipOutput},
		{"ed25519-cctv/ed25519vectors.json", "ed25519/verify", acceptAll},
		{"bip340/test-vectors.csv", "secp256k1/bip340_verify", panics},
		{"x25519/rfc7748_kat_test.json", "x25519/ecdh", flipOutput},
	} {
		data, err := vectors.ReadStaged(tc.file)
		if err != nil {
			t.Fatal(err)
		}
		results, err := vectors.Check(tc.file, data, wrong{ref, tc.op, tc.mangle}, vectors.Options{})
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range results {
			if r.Fail == 0 {
				t.Errorf("%s [%s]: a broken %s was not caught", tc.file, r.Policy, tc.op)
			}
		}
	}
}

// TestUnpublishedPolicyMeansNotApplicable: a file judged per policy,
// against an implementation whose policy has no published expectation, is
// not-applicable case by case, never passed; one that declares nothing is
// judged under the reference's default, "cofactorless".
func TestUnpublishedPolicyMeansNotApplicable(t *testing.T) {
	data, _ := vectors.ReadStaged("ed25519-speccheck/cases.json")
	odd := &catalog.Funcs{ImplName: "odd", Table: map[string]catalog.OpFunc{"ed25519/verify": nil},
		Policies: map[string]string{"ed25519/verify": "ed25519:reject-small-order-r"}}
	results, err := vectors.Check("cases.json", data, odd, vectors.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(results) != 1 || results[0].Pass != 0 || results[0].NotApplicable != 12 {
		t.Fatalf("got %+v, want 12 not-applicable and nothing passed", results[0])
	}
	results, err = vectors.Check("cases.json", data, plain{refimpl.New()}, vectors.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(results) != 1 || results[0].Policy != "cofactorless" || results[0].Pass != 12 {
		t.Fatalf("undeclared: got %+v, want 12 passes under cofactorless", results[0])
	}
}

// TestNothingComputedNothingPassed: an implementation that computes no
// operation earns no pass, fail or acceptable outcome on any staged file;
// every case is not-applicable. (The loader's own rejection of a malformed
// DER signature or SPKI key was once counted as the implementation's pass.)
func TestNothingComputedNothingPassed(t *testing.T) {
	none := &catalog.Funcs{ImplName: "none", Table: map[string]catalog.OpFunc{}}
	for _, name := range vectors.Staged {
		if strings.Contains(name, "full") {
			continue
		}
		data, err := vectors.ReadStaged(name)
		if err != nil {
			t.Fatal(err)
		}
		results, err := vectors.Check(name, data, none, vectors.Options{})
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range results {
			if r.Computed() != 0 || r.Total() == 0 || r.NotApplicable != r.Total() {
				t.Errorf("%s: %s, want every case not-applicable", name, r.Summary())
			}
		}
	}
}

// declines is the reference answering "unsupported" on one operation.
type declines struct {
	catalog.Impl
	op string
}

// plain is an implementation with no capabilities: no policy, no
// declared classes, not a reference that follows others.
type plain struct{ catalog.Impl }

func (plain) Capabilities() catalog.Capabilities { return catalog.Capabilities{} }

func (d declines) Capabilities() catalog.Capabilities { return catalog.Capabilities{} }

func (d declines) Run(op string, in catalog.Values) (catalog.Values, error) {
	if op == d.op {
		return nil, fmt.Errorf("declined: %w", catalog.ErrUnsupported)
	}
	return d.Impl.Run(op, in)
}

// TestUnsupportedIsNotPass: an input the implementation declines is
// unsupported-input, never a pass, when the case must be rejected; declining
// a valid case fails.
func TestUnsupportedIsNotPass(t *testing.T) {
	data, _ := vectors.ReadStaged("wycheproof/ed25519_test.json")
	results, err := vectors.Check("ed25519_test.json", data, declines{refimpl.New(), "ed25519/verify"}, vectors.Options{})
	if err != nil {
		t.Fatal(err)
	}
	r := results[0]
	if r.Pass != 0 || r.AcceptableAccepted+r.AcceptableRejected != 0 || r.Fail == 0 || r.UnsupportedInput != r.Total()-r.Fail {
		t.Fatalf("%s, want the valid cases failed and the others unsupported-input", r.Summary())
	}
}

func TestMalformedFiles(t *testing.T) {
	ref := refimpl.New()
	good, _ := vectors.ReadStaged("wycheproof/ed25519_test.json")
	for _, tc := range []struct {
		name, data, wantErr string
	}{
		{"t.json", string(good[:len(good)/2]), "truncated"},
		{"t.json", "not json at all", "unrecognised vector format"},
		{"t.json", `{"schema": "eddsa_verify_schema_v1.json", "numberOfTests": 1, "testGroups": [{"publicKey": {"pk": "zz"}, "tests": []}]}`, "invalid hex"},
		{"t.json", `{"schema": "eddsa_verify_schema_v1.json", "numberOfTests": 1, "testGroups": [{"publicKey": {"pk": "00"}, "tests": [{"tcId": 1, "result": "maybe", "msg": "", "sig": ""}]}]}`, `"maybe"`},
		{"t.json", `{"schema": "eddsa_verify_schema_v1.json", "numberOfTests": 5, "testGroups": [{"publicKey": {"pk": "00"}, "tests": []}]}`, "numberOfTests"},
		{"t.json", `{"schema": "rsa.json", "testGroups": [{}]}`, "unsupported Wycheproof schema"},
		{"t.json", `{"schema": "xdh_comp_schema_v1.json", "testGroups": [{"tests": 7}]}`, "tests"},
		{"t.json", `[{"scalar": "00", "input": "00", "output": "00"}]`, "32 bytes"},
		{"v.csv", "index,secret key,public key,aux_rand,message,signature,verification result,comment\n0,,zz,,,00,TRUE,\n", "public key"},
		{"sign.input", "00:00:00:00:\n", "field lengths"},
		{"e.txt", "Algorithm = Ed25519\nnot a pair\n", "Key = Value"},
	} {
		_, err := vectors.Check(tc.name, []byte(tc.data), ref, vectors.Options{})
		if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
			t.Errorf("%.40q: error %v, want one mentioning %q", tc.data, err, tc.wantErr)
		}
	}
}

// TestZIP215RelaxesOnlyListedCases: a verifier declaring ZIP-215 that
// accepts everything fails every invalid Wycheproof EdDSA case but the one
// ZIP-215 changes (tcId 151, the negative-zero R); "modified bit N in R"
// and "R == 0" stay invalid (they were once all acceptable under zip215).
func TestZIP215RelaxesOnlyListedCases(t *testing.T) {
	ref, err := refimpl.New().WithPolicy("ed25519/verify", "zip215")
	if err != nil {
		t.Fatal(err)
	}
	acceptAll := func(out catalog.Values, err error) (catalog.Values, error) { return catalog.Values{}, nil }
	data, _ := vectors.ReadStaged("wycheproof/ed25519_test.json")
	results, err := vectors.Check("ed25519_test.json", data, zip215{wrong{ref, "ed25519/verify", acceptAll}}, vectors.Options{})
	if err != nil {
		t.Fatal(err)
	}
	failed := map[string]bool{}
	for _, f := range results[0].Failures {
		failed[f.ID] = true
	}
	for id := 42; id <= 62; id++ {
		if !failed[fmt.Sprintf("tcId %d", id)] {
			t.Errorf("tcId %d accepted under zip215 without a failure", id)
		}
	}
	if failed["tcId 151"] || results[0].AcceptableAccepted != 1 {
		t.Errorf("tcId 151 (negative-zero R) should be acceptable under zip215: %s", results[0].Summary())
	}
	// The reference under zip215 passes the file with that one case
	// accepted as acceptable.
	results, err = vectors.Check("ed25519_test.json", data, zip215{ref}, vectors.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if r := results[0]; r.Fail != 0 || r.AcceptableAccepted != 1 || r.Pass != 150 {
		t.Errorf("ref under zip215: %s", r.Summary())
	}
}

// zip215 declares the ZIP-215 policy for Ed25519 verification.
type zip215 struct{ catalog.Impl }

func (z zip215) Capabilities() catalog.Capabilities { return catalog.Capabilities{Policy: z.Policy} }

func (z zip215) Policy(op string) string {
	if op == "ed25519/verify" {
		return "zip215"
	}
	return ""
}

// TestLowSPolicyOnPlainECDSAFile: an implementation that declares
// ecdsa:verify-low-s for ecdsa_verify is held, on Wycheproof's plain
// ECDSA file, to rejecting the valid high-S signatures (and nothing else
// changes); one that accepts them under that declaration fails.
func TestLowSPolicyOnPlainECDSAFile(t *testing.T) {
	file := "wycheproof/ecdsa_secp256k1_sha256_p1363_test.json"
	data, err := vectors.ReadStaged(file)
	if err != nil {
		t.Fatal(err)
	}
	lowS, err := refimpl.New().WithPolicy("secp256k1/ecdsa_verify", "ecdsa:verify-low-s")
	if err != nil {
		t.Fatal(err)
	}
	plain := refimpl.New()
	declares := &catalog.Funcs{ImplName: "claims-low-s",
		Table:    map[string]catalog.OpFunc{"secp256k1/ecdsa_verify": func(in catalog.Values) (catalog.Values, error) { return plain.Run("secp256k1/ecdsa_verify", in) }},
		Policies: map[string]string{"secp256k1/ecdsa_verify": "ecdsa:verify-low-s"}}
	for _, tc := range []struct {
		impl     catalog.Impl
		wantFail bool
	}{{lowS, false}, {declares, true}} {
		results, err := vectors.Check(file, data, tc.impl, vectors.Options{})
		if err != nil {
			t.Fatal(err)
		}
		fails := 0
		for _, r := range results {
			fails += r.Fail
		}
		if (fails > 0) != tc.wantFail {
			t.Errorf("%s: %d failures, want failures = %v", tc.impl.Name(), fails, tc.wantFail)
		}
	}
}
