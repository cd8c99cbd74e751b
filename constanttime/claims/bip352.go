package claims

import (
	"crypto/sha256"
	"encoding/binary"

	"golang.org/x/crypto/ripemd160" //lint:ignore SA1019 HASH160 is RIPEMD-160 by definition

	"github.com/curvecheck/curvecheck/fast/bip352"
	"github.com/curvecheck/curvecheck/fast/secp256k1"
	k1scalar "github.com/curvecheck/curvecheck/fast/secp256k1/scalar"

	ct "github.com/curvecheck/curvecheck/constanttime"
)

// The claims of fast/bip352. The secret is the scan key b_scan for
// scanning and an input's secret key for sending; everything else of the
// transaction is public. fast/bip352 declares three values public at named
// points (its declassify.go), listed with their reasons in Declassified.

// bip352Fixed is a public key pair used where a claim needs one.
func bip352Fixed(b byte) (*k1scalar.Scalar, *secp256k1.Point) {
	var d k1scalar.Scalar
	d.SetUint64(uint64(b) * 0x1000193)
	return &d, new(secp256k1.Point).ScalarBaseMult(&d)
}

// bip352Public returns p rebuilt from its declassified affine coordinates:
// a public key computed from a secret in a claim's setup.
func bip352Public(p *secp256k1.Point) *secp256k1.Point {
	x, y, _ := p.Coordinates()
	ct.Declassify(x[:])
	ct.Declassify(y[:])
	q, err := new(secp256k1.Point).SetBytes(append(append([]byte{4}, x[:]...), y[:]...))
	if err != nil {
		panic(err)
	}
	return q
}

// bip352Input returns a P2WPKH input spending the public key P.
func bip352Input(P *secp256k1.Point, n byte) bip352.Input {
	pub := P.BytesCompressed()
	in := bip352.Input{Witness: [][]byte{make([]byte, 71), pub}, PrevScript: append([]byte{0, 20}, hash160(pub)...)}
	in.Outpoint[0] = n
	return in
}

// hash160 is Bitcoin's HASH160 = RIPEMD-160 ∘ SHA-256, computed here so
// that the registry (loaded by every memcheck run) needs no reference
// package.
func hash160(b []byte) []byte {
	s := sha256.Sum256(b)
	h := ripemd160.New()
	h.Write(s[:])
	return h.Sum(nil)
}

// bip352TaintOnly is why the BIP-352 claims are not timed.
const bip352TaintOnly = "the claim derives a public key from the secret (the receiver's B_scan, or the input's key) and runs the protocol on it, so the timed call includes variable-time work on that public key, different for every secret; timing cannot tell it from a leak, while taint tracking follows only the secret"

const (
	bip352KeyCheck  = "validity check of a secret key (32 bytes in [1, n-1]) and, for sending, that it is the key of its input: a call that fails is rejected before any output is made, and every valid call takes the same path"
	bip352HashCheck = "BIP-352 requires the input hash and each t_k to be a scalar in [1, n-1]; a SHA-256 output fails with probability below 2^-127, and the branch reveals only that it did"
)

// bip352Excuses are the lines every fast/bip352 claim may reach.
var bip352Excuses = []ct.Excuse{
	{Func: "github.com/curvecheck/curvecheck/fast/bip352.hashScalar", Line: "if _, err := s.SetBytes(h[:]); err != nil || s.IsZero() == 1 {", Reason: bip352HashCheck},
	{Func: "github.com/curvecheck/curvecheck/fast/secp256k1/scalar.(*Scalar).SetBytes", Line: "if reduceOnce(x, 0) != x {", Reason: "the rejection of a value >= n in SetBytes, reached from the key checks (" + bip352KeyCheck + ") and the hash checks (" + bip352HashCheck + ")"},
}

// Declassification is a point where fast code declares a value public.
type Declassification struct {
	Func   string // the function that marks it
	Value  string
	Reason string
}

// Declassified lists every declassification point of the fast code (a
// test checks that every call of package declassify in fast/ is inside one of
// these functions).
var Declassified = []Declassification{
	{"github.com/curvecheck/curvecheck/fast/p384/pmbtoken.declassifyPublicKey", "the issuer's public key pub0 ‖ pub1 ‖ pubs",
		"it is the issuer's published key; clients verify the issuance proofs against it"},
	{"github.com/curvecheck/curvecheck/fast/p384/pmbtoken.declassifyRequest", "T'_i = r⁻¹·H_t(t), affine encoding",
		"it is the issuance request sent to the issuer; r and t stay secret, and T' is uniformly distributed for a uniform r"},
	{"github.com/curvecheck/curvecheck/fast/p384/pmbtoken.declassifyResponse", "W'_i and Ws'_i, affine encodings",
		"they are the issuance response sent to the client; the batch folding hashes and combines them in variable time, as the client does"},
	{"github.com/curvecheck/curvecheck/fast/p384/pmbtoken.declassifyVerdict", "whether a redeemed token is valid, and its metadata bit",
		"redemption's result, on which the issuer acts (accepts the token, reads the bit)"},
	{"github.com/curvecheck/curvecheck/fast/p384/oprf.declassifyEvaluated", "the evaluated elements skS·C_i (or C_i/t in POPRF), compressed and uncompressed (affine coordinates, never the projective ones)",
		"they are BlindEvaluate's response, sent to the client; the proof's weights are computed from them and may be variable time (RFC 9497 §7.4)"},
	{"github.com/curvecheck/curvecheck/fast/p384/oprf.declassifyPublicKey", "the serialized server public key pkS = skS·G",
		"it is the server's published key; clients verify proofs against it"},
	{"github.com/curvecheck/curvecheck/fast/p384/oprf.declassifyTweakedKey", "the POPRF tweaked key t·G",
		"t·G = pkS + HashToScalar(info)·G, which any client computes from the public key and the public info"},
	{"github.com/curvecheck/curvecheck/fast/bip352.declassifyOutput", "the affine coordinates of a computed output key P_k = B_m + t_k·G",
		"P_k is an output of the transaction (sending) or is compared with the transaction's public outputs (scanning); a match is the scan's public result"},
	{"github.com/curvecheck/curvecheck/fast/bip352.declassifyLabelPoint", "a label's point hash(b_scan ‖ m)·G",
		"it is B_m - B_spend, the difference of the two keys of the published labeled address; the label tweak itself stays secret"},
	{"github.com/curvecheck/curvecheck/fast/bip352.declassifyTweak", "the output tweak t_k, with Options.VarTimeTweak only",
		"t_k = hash(serP(shared secret) ‖ k) is used once for one output; neither b_scan, the input keys nor the shared secret can be recovered from it, and knowing it with the public B_spend gives only P_k, which is public. libsecp256k1 PR #1914 makes this argument for computing t_k·G with ecmult_gen_var; without the option t_k·G is constant time"},
}

func init() {
	reg := func(name, secret, sibling string, run func([]byte), extra ...ct.Excuse) {
		ct.Register(ct.Claim{Name: name, Library: "fast", Kind: ct.ConstantTime, Secret: secret, SecretLen: 32, Sibling: sibling, Run: run,
			Benign: append(append([]ct.Excuse(nil), bip352Excuses...), extra...), TaintOnly: bip352TaintOnly})
	}
	_, spend := bip352Fixed(7)
	scanClaim := func(opts bip352.Options) func([]byte) {
		return func(s []byte) {
			bScan := k1Key(s)
			var b k1scalar.Scalar
			b.SetBytesReduce(bScan)
			scanPub := bip352Public(new(secp256k1.Point).ScalarBaseMult(&b)) // B_scan is the receiver's public key
			// A transaction that pays the receiver twice, once to label 1.
			d1, P1 := bip352Fixed(3)
			d2, P2 := bip352Fixed(5)
			ins := []bip352.Input{bip352Input(P1, 1), bip352Input(P2, 2)}
			sc, err := bip352.NewScanner(bScan, spend, []uint32{1}, opts)
			ct.DeclassifyValue(&err)
			if err != nil {
				panic(err)
			}
			labeled := bip352Public(sc.LabeledSpendKey(1)) // the labeled address's spend key
			outs, err := bip352.CreateOutputs(ins, [][32]byte{[32]byte(d1.Bytes()), [32]byte(d2.Bytes())},
				[]bip352.Recipient{{Scan: scanPub, Spend: spend}, {Scan: scanPub, Spend: labeled}}, bip352.Options{})
			ct.DeclassifyValue(&err)
			if err != nil {
				panic(err)
			}
			found, err := sc.Scan(ins, outs)
			ct.DeclassifyValue(&err)
			n := len(found)
			ct.DeclassifyValue(&n)
			if n != 2 {
				panic("bip352 claim: the scan did not find the two outputs")
			}
			// Without labels (the Var scan then compares P_k with each
			// output directly): only the unlabeled output.
			plain, err := bip352.NewScanner(bScan, spend, nil, opts)
			ct.DeclassifyValue(&err)
			if err != nil {
				panic(err)
			}
			found, err = plain.Scan(ins, outs)
			ct.DeclassifyValue(&err)
			n = len(found)
			ct.DeclassifyValue(&n)
			if n != 1 {
				panic("bip352 claim: the scan without labels did not find the plain output")
			}
		}
	}
	reg("fast/bip352.Scanner.Scan", "the scan secret key b_scan (a transaction paying it twice, once to a label; scanned with and without the label)", "fast/bip352.t_k·G without declassification", scanClaim(bip352.Options{}),
		ct.Excuse{Func: "github.com/curvecheck/curvecheck/fast/bip352.NewScanner", Line: "if _, err := s.bScan.SetBytes(scanSecret); err != nil || s.bScan.IsZero() == 1 {", Reason: bip352KeyCheck})
	reg("fast/bip352.Scanner.Scan (VarTimeTweak)", "the scan secret key b_scan, with t_k declassified before ScalarBaseMultVar", "fast/bip352.t_k·G without declassification", scanClaim(bip352.Options{VarTimeTweak: true}),
		ct.Excuse{Func: "github.com/curvecheck/curvecheck/fast/bip352.NewScanner", Line: "if _, err := s.bScan.SetBytes(scanSecret); err != nil || s.bScan.IsZero() == 1 {", Reason: bip352KeyCheck})

	sendClaim := func(opts bip352.Options) func([]byte) {
		return func(s []byte) {
			key := k1Key(s)
			var d k1scalar.Scalar
			d.SetBytesReduce(key)
			P := bip352Public(new(secp256k1.Point).ScalarBaseMult(&d)) // the input's public key
			_, scan := bip352Fixed(11)
			_, spend2 := bip352Fixed(13)
			outs, err := bip352.CreateOutputs([]bip352.Input{bip352Input(P, 1)}, [][32]byte{[32]byte(key)},
				[]bip352.Recipient{{Scan: scan, Spend: spend}, {Scan: scan, Spend: spend2}}, opts)
			ct.DeclassifyValue(&err)
			if err != nil || len(outs) != 2 {
				panic("bip352 claim: sending failed")
			}
		}
	}
	sendExcuses := []ct.Excuse{
		{Func: "github.com/curvecheck/curvecheck/fast/bip352.CreateOutputs", Line: "if _, err := d.SetBytes(secrets[i][:]); err != nil || d.IsZero() == 1 {", Reason: bip352KeyCheck},
		{Func: "github.com/curvecheck/curvecheck/fast/bip352.CreateOutputs", Line: "if Q.Equal(P) != 1 {", Reason: bip352KeyCheck},
	}
	reg("fast/bip352.CreateOutputs", "an input's secret key (two recipients sharing a scan key)", "fast/bip352.t_k·G without declassification", sendClaim(bip352.Options{}), sendExcuses...)
	reg("fast/bip352.CreateOutputs (VarTimeTweak)", "an input's secret key, with t_k declassified before ScalarBaseMultVar", "fast/bip352.t_k·G without declassification", sendClaim(bip352.Options{VarTimeTweak: true}), sendExcuses...)

	// The positive control: the Var path after declassifyTweak, on a
	// t_k derived from a secret the same way, without the declassification.
	ct.Register(ct.Claim{Name: "fast/bip352.t_k·G without declassification", Library: "fast", Kind: ct.VarTime, Secret: "a secret the shared secret comes from", SecretLen: 32,
		Run: func(s []byte) {
			var e k1scalar.Scalar
			e.SetBytesReduce(k1Key(s))
			shared := new(secp256k1.Point).ScalarBaseMult(&e).BytesCompressed()
			tag := sha256.Sum256([]byte("BIP0352/SharedSecret"))
			h := sha256.New()
			h.Write(tag[:])
			h.Write(tag[:])
			h.Write(shared)
			h.Write(binary.BigEndian.AppendUint32(nil, 0))
			var t k1scalar.Scalar
			t.SetBytesReduce(h.Sum(nil))
			var T secp256k1.Point
			T.ScalarBaseMultVar(&t)
			ct.DeclassifyValue(&T)
		}})
}
