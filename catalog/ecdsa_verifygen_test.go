package catalog

import (
	"math/big"
	"sync"
	"testing"

	"github.com/curvecheck/curvecheck/ref/ecdsa"
)

// TestECDSAVerifyKindsClaims holds every claimed kind of random ECDSA
// verification case, on every protocol family and in both signature
// encodings, to its claims, checked with ref/ecdsa under the default policy
// and with the low-S rule; and requires the draws to include each situation
// the kinds are there for.
func TestECDSAVerifyKindsClaims(t *testing.T) {
	var mu sync.Mutex
	seen := map[string]int{}
	for _, f := range ProtocolFamilies {
		c := f.W
		room := ecEncodingRoom(f)
		situations := map[string]func(ecVerifyCase, ecdsa.Signature) bool{
			"valid, low S":  func(k ecVerifyCase, s ecdsa.Signature) bool { return k.valid && k.low },
			"valid, high S": func(k ecVerifyCase, s ecdsa.Signature) bool { return k.valid && !k.low },
			"valid, s small enough for s + n": func(k ecVerifyCase, s ecdsa.Signature) bool {
				return k.valid && s.S.Cmp(room) < 0
			},
			"s >= n, valid mod n": func(k ecVerifyCase, s ecdsa.Signature) bool {
				return !k.valid && s.S.Cmp(f.N) >= 0 && ecRefVerify(f, k.in, ecdsa.Signature{R: s.R, S: new(big.Int).Sub(s.S, f.N)}, false) == nil
			},
			"r >= n, valid mod n": func(k ecVerifyCase, s ecdsa.Signature) bool {
				return !k.valid && s.R.Cmp(f.N) >= 0 && ecRefVerify(f, k.in, ecdsa.Signature{R: new(big.Int).Sub(s.R, f.N), S: s.S}, false) == nil
			},
			"x(R) >= n, valid": func(k ecVerifyCase, s ecdsa.Signature) bool {
				return k.valid && ecRX(f, k.in, s).Cmp(f.N) >= 0
			},
		}
		for _, der := range []bool{false, true} {
			for _, k := range ecVerifyKinds {
				if k.name == "ordinary" {
					continue // no claim: the reference alone decides
				}
				name := f.Name + "/" + k.name
				if der {
					name += "/der"
				}
				t.Run(name, func(t *testing.T) {
					t.Parallel()
					for i := 0; i < 12; i++ {
						kc := k.draw(f, CaseRand(1, "claims/"+name, i), der)
						if !kc.claimed {
							t.Fatalf("#%d: kind %s makes no claim", i, k.name)
						}
						var sig ecdsa.Signature
						var err error
						if der {
							sig, err = ecdsa.ParseDER(kc.in["sig"])
						} else {
							sig, err = ecdsa.DecodeP1363(c, kc.in["sig"])
						}
						if err != nil {
							t.Fatalf("#%d: signature does not decode: %v", i, err)
						}
						for _, low := range []bool{false, true} {
							want := kc.valid
							if low {
								want = kc.low
							}
							err := ecRefVerify(f, kc.in, sig, low)
							if got := err == nil; got != want {
								t.Errorf("#%d: low-S rule %v: reference says valid=%v (%v), construction claims %v\n  pub %x\n  digest %x\n  sig %x",
									i, low, got, err, want, kc.in["pub"], kc.in["digest"], kc.in["sig"])
							}
						}
						mu.Lock()
						for s, is := range situations {
							if is(kc, sig) {
								seen[f.Name+": "+s]++
							}
						}
						mu.Unlock()
					}
				})
			}
		}
		t.Cleanup(func() {
			for s := range situations {
				if seen[f.Name+": "+s] == 0 {
					t.Errorf("no draw is %q on %s", s, f.Name)
				}
			}
		})
	}
	t.Cleanup(func() { t.Logf("draws per situation: %v", seen) })
}

// ecRefVerify verifies sig on in's digest under in's public key with
// ref/ecdsa.
func ecRefVerify(f *Family, in Values, sig ecdsa.Signature, lowS bool) error {
	Q, err := f.W.Decode(in["pub"])
	if err != nil {
		return err
	}
	return ecdsa.Verify(f.W, Q, in["digest"], sig, ecdsa.VerifyOptions{RequireLowS: lowS})
}

// ecRX is x(u1·G + u2·Q) for sig over in, computed independently of the
// generator (0 when r or s is not invertible or R is the identity).
func ecRX(f *Family, in Values, sig ecdsa.Signature) *big.Int {
	c := f.W
	Q, err := c.Decode(in["pub"])
	s := new(big.Int).Mod(sig.S, f.N)
	if err != nil || s.Sign() == 0 {
		return new(big.Int)
	}
	w := c.Scalar.MustInv(s)
	e := c.Scalar.Reduce(ecdsa.HashToInt(c, in["digest"]))
	R := c.Add(c.ScalarBaseMult(c.Scalar.Mul(e, w)), c.ScalarMult(c.Scalar.Mul(c.Scalar.Reduce(sig.R), w), Q))
	if R.Inf {
		return new(big.Int)
	}
	return R.X
}
