//go:build libsecp256k1 && cgo

package bench

import (
	"bytes"
	"errors"
	"math/big"
	"testing"

	"github.com/curvecheck/curvecheck/fast/bip352"
	"github.com/curvecheck/curvecheck/impls/libsecp256k1"
	refbip352 "github.com/curvecheck/curvecheck/ref/bip352"
)

// The C library libsecp256k1 (Debian's 0.2.0, through cgo) as the peer of
// the secp256k1 groups; each call crosses into C once (about 0.1 µs of
// the measured time, which the ratios leave in).
func init() { tagged = append(tagged, registerLibsecp256k1) }

func registerLibsecp256k1() {
	ctx := libsecp256k1.NewContext()
	pub := k1Point()
	digest := (*[32]byte)(k1Digest[:])
	secret := (*[32]byte)(k1Secret)
	add("secp256k1/scalar_base_mult", "libsecp256k1", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			if _, ok := ctx.PubkeyCreateCompressed(secret); !ok {
				b.Fatal("ec_pubkey_create failed")
			}
		}
	})
	// The constant-time multiplication of an arbitrary point is
	// secp256k1_ecdh with a hash function that returns the point
	// compressed (ecmult_const); ec_pubkey_tweak_mul, variable time
	// (ecmult), is the peer of ScalarMultVar.
	add("secp256k1/scalar_mult", "libsecp256k1", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			if _, rc := ctx.ECDHPoint(pub, secret); rc != 1 {
				b.Fatal("ecdh failed")
			}
		}
	})
	add("secp256k1/scalar_mult", "libsecp256k1-vartime", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			if _, ok := ctx.TweakMulCompressed(pub, secret); !ok {
				b.Fatal("ec_pubkey_tweak_mul failed")
			}
		}
	})
	add("secp256k1/ecdsa_sign", "libsecp256k1", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			ctx.ECDSASign(secret, digest)
		}
	})
	sig, _ := ctx.ECDSASign((*[32]byte)(k1Other), digest)
	add("secp256k1/ecdsa_verify", "libsecp256k1", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			if ctx.ECDSAVerify(pub, digest, (*[32]byte)(sig[:32]), (*[32]byte)(sig[32:])) != 1 {
				b.Fatal("does not verify")
			}
		}
	})
	aux := k1Aux
	add("secp256k1/bip340_sign", "libsecp256k1", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			ctx.SchnorrSign(secret, k1Digest[:], &aux)
		}
	})
	xsig, _ := ctx.SchnorrSign((*[32]byte)(k1Other), k1Digest[:], &aux)
	xpub := (*[32]byte)(pub[1:])
	add("secp256k1/bip340_verify", "libsecp256k1", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			if ctx.SchnorrVerify(xpub, k1Digest[:], &xsig) != 1 {
				b.Fatal("does not verify")
			}
		}
	})
	add("secp256k1/ecdh", "libsecp256k1", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			if _, rc := ctx.ECDHX(pub, secret); rc != 1 {
				b.Fatal("ecdh failed")
			}
		}
	})
	registerLibsecp256k1Scan(ctx)
	k1Targets = append(k1Targets,
		Comparison{"secp256k1 ScalarBaseMult vs libsecp256k1 ec_pubkey_create", "secp256k1/scalar_base_mult/fast", "secp256k1/scalar_base_mult/libsecp256k1", 0.9},
		Comparison{"secp256k1 ScalarMult vs libsecp256k1 ecdh returning the point (both constant time, ecmult_const)", "secp256k1/scalar_mult/fast", "secp256k1/scalar_mult/libsecp256k1", 0.9},
		Comparison{"secp256k1 ScalarMultVar vs libsecp256k1 ec_pubkey_tweak_mul (both variable time)", "secp256k1/scalar_mult/fast-vartime", "secp256k1/scalar_mult/libsecp256k1-vartime", 0},
		Comparison{"secp256k1 ECDH vs libsecp256k1 ECDH (both constant time, ecmult_const)", "secp256k1/ecdh/fast", "secp256k1/ecdh/libsecp256k1", 0.9},
		Comparison{"secp256k1 ECDSA sign vs libsecp256k1", "secp256k1/ecdsa_sign/fast", "secp256k1/ecdsa_sign/libsecp256k1", 0.9},
		Comparison{"secp256k1 ECDSA verify vs libsecp256k1", "secp256k1/ecdsa_verify/fast", "secp256k1/ecdsa_verify/libsecp256k1", 0.9},
		Comparison{"secp256k1 BIP-340 sign vs libsecp256k1", "secp256k1/bip340_sign/fast", "secp256k1/bip340_sign/libsecp256k1", 0.9},
		Comparison{"secp256k1 BIP-340 verify vs libsecp256k1", "secp256k1/bip340_verify/fast", "secp256k1/bip340_verify/libsecp256k1", 0.9})
}

// registerLibsecp256k1Scan adds BIP-352 scanning written with
// libsecp256k1's public functions (Context.SPScanner: ec_pubkey_parse,
// ec_pubkey_combine, tagged_sha256, ec_seckey_tweak_mul, ecdh returning
// the point, ec_pubkey_create and ec_pubkey_combine, or
// ec_pubkey_tweak_add for the variable-time form) to the scanning groups:
// "libsecp256k1" next to fast (t_k·G constant time on both sides),
// "libsecp256k1-vartime" next to fast-vartime. Both sides get the same
// bytes; the input keys are taken from the parsed inputs in Go (the
// transaction's P2WPKH witness key and P2TR output key, 0x02 ‖ x) before
// the one call into C, and fast's Scan does that step too.
func registerLibsecp256k1Scan(ctx *libsecp256k1.Context) {
	vin, _ := spTx()
	_, spend, _ := spKey(20)
	scanD, _, scanSecret := spKey(21)
	for _, sg := range spScanGroups {
		var labels [][]byte
		for _, m := range sg.labels {
			labels = append(labels, k1Curve.EncodeCompressed(k1Curve.ScalarBaseMult(refbip352.LabelTweak(new(big.Int).SetBytes(scanD.Bytes()), m))))
		}
		sc, ok := ctx.NewSPScanner(&scanSecret, spend.BytesCompressed(), labels)
		if !ok {
			panic("bench: libsecp256k1 does not parse the receiver's keys")
		}
		var outputs []byte
		for _, o := range spOutputs(sg.n) {
			outputs = append(outputs, o[:]...)
		}
		for _, vt := range []bool{false, true} {
			impl := "libsecp256k1"
			if vt {
				impl += "-vartime"
			}
			add(sg.group, impl, func(b *testing.B) {
				for i := 0; i < b.N; i++ {
					keys, outpoint, err := spInputKeys(vin)
					if err != nil {
						b.Fatal(err)
					}
					if sc.Scan(keys, outpoint, outputs, vt) != 0 {
						b.Fatal("the scan found an output or failed")
					}
				}
			})
		}
		target := 0.0
		if sg.n == 2 && len(sg.labels) == 0 {
			target = 0.9
		}
		k1Targets = append(k1Targets,
			Comparison{sg.group + ": fast vs libsecp256k1 primitives (t_k·G constant time on both sides)", sg.group + "/fast", sg.group + "/libsecp256k1", target},
			Comparison{sg.group + ": fast-vartime vs libsecp256k1 primitives (ec_pubkey_tweak_add)", sg.group + "/fast-vartime", sg.group + "/libsecp256k1-vartime", 0})
	}
}

// spInputKeys parses a transaction's inputs from their bytes and returns
// their public keys as 33-byte encodings (an x-only key as 0x02 ‖ x) and
// the smallest outpoint, for scanning written with another library's
// primitives. Only the kinds of spTx's transaction are read: a P2WPKH
// input's key is its witness's last item, a P2TR input's its output key;
// any other input is an error.
func spInputKeys(vin []byte) ([]byte, *[36]byte, error) {
	ins, err := bip352.ParseInputs(vin)
	if err != nil {
		return nil, nil, err
	}
	var keys []byte
	least := ins[0].Outpoint
	for _, in := range ins {
		if bytes.Compare(in.Outpoint[:], least[:]) < 0 {
			least = in.Outpoint
		}
		switch s := in.PrevScript; {
		case len(s) == 22 && s[0] == 0 && s[1] == 20 && len(in.Witness) == 2 && len(in.Witness[1]) == 33:
			keys = append(keys, in.Witness[1]...)
		case len(s) == 34 && s[0] == 0x51 && s[1] == 32:
			keys = append(append(keys, 2), s[2:]...)
		default:
			return nil, nil, errors.New("bench: an input of a kind spInputKeys does not read")
		}
	}
	return keys, &least, nil
}
