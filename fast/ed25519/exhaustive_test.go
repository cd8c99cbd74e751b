//go:build exhaustive

package ed25519

import (
	"bytes"
	"crypto/sha512"
	"encoding/binary"
	"io"
	"math/big"
	"math/rand"
	"testing"
	"time"

	"github.com/curvecheck/curvecheck/fast/edwards25519"
	"github.com/curvecheck/curvecheck/fast/edwards25519/scalar"
	refedwards "github.com/curvecheck/curvecheck/ref/edwards"
	reffield "github.com/curvecheck/curvecheck/ref/field"
)

var p25519 = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 255), big.NewInt(19))

func decimal(s string) *big.Int {
	v, ok := new(big.Int).SetString(s, 10)
	if !ok {
		panic("bad decimal " + s)
	}
	return v
}

// TestExhaustiveEd25519 runs Ed25519 (RFC 8032 §5.1) on the toy curves
// d = 2 and 6 (edwards25519.SelectToy; scalars modulo N, a multiple of
// q) and checks it against ref/edwards with the hashes recomputed here:
//   - keys: seeds 0, 1, 2, … until the secret a = clamp(SHA-512(seed))
//     has taken every residue mod q; A = a·B;
//   - signing, one signature per residue: R = r·B with r from SHA-512 of
//     the prefix and the message, S ≡ r + k·a (mod q) with k the
//     challenge, S below N;
//   - Verify and VerifyCofactored accept it, and reject S + 1;
//   - keys with a torsion part, A' = A + T' for T' of order 4, 8 and 16
//     (16 on d = 2 only), with S = r + k·a made here: the cofactorless
//     equation holds iff k·T' = O, the cofactored one iff 8k·T' = O
//     (k the challenge reduced mod N, as the code reduces it);
//   - VerifyBatchVar on batches of valid signatures (keys with torsion
//     of order dividing 8 included) takes the combined path and accepts;
//     with one S + 1 and its z ≢ 0 (mod q) it falls back and names
//     exactly that signature, with z ≡ 0 (mod q) it passes (the 1/q false
//     pass of a q-element group; the test supplies the z).
//
// A changed message is not checked to fail: on a group of q elements its
// challenge collides with probability 1/q. Torsion of order 16 is left
// out of batches: the combined equation multiplies by 8 only, which is
// the whole 2-torsion of edwards25519 but not of the d = 2 toy.
func TestExhaustiveEd25519(t *testing.T) {
	for _, c := range edwards25519.ToyCurves[:3] {
		if testing.Short() && c.Q > edwards25519.ShortMaxQ {
			continue
		}
		t.Run(c.Name, func(t *testing.T) { exhaustiveEd25519(t, c) })
	}
}

func exhaustiveEd25519(t *testing.T, c *edwards25519.ToyCurve) {
	start := time.Now()
	t.Cleanup(edwards25519.SelectToy(c))
	rnd := rand.New(rand.NewSource(int64(c.Q)))
	q := new(big.Int).SetUint64(c.Q)
	N := scalar.Modulus()
	rc := refedwards.New("toy "+c.Name, p25519, big.NewInt(-1), decimal(c.D), decimal(c.Bx), decimal(c.By),
		q, new(big.Int).Quo(decimal(c.Order), q))
	T := refedwards.Point{X: decimal(c.Tx), Y: decimal(c.Ty)}
	mulB := func(k *big.Int) refedwards.Point { return rc.ScalarBaseMult(new(big.Int).Mod(k, q)) }
	hashInt := func(parts ...[]byte) *big.Int {
		h := sha512.New()
		for _, p := range parts {
			h.Write(p)
		}
		return reffield.IntLE(h.Sum(nil))
	}
	leScalar := func(v *big.Int) []byte { return reffield.BytesLE(new(big.Int).Mod(v, N), 32) }

	// Keys covering every residue of the secret.
	type key struct {
		priv []byte
		a    *big.Int
	}
	keys := make([]*key, c.Q)
	found := 0
	for i := uint64(0); found < int(c.Q); i++ {
		if i > 50*c.Q {
			t.Fatalf("seeds 0 … %d leave residues of the secret uncovered", i)
		}
		seed := make([]byte, 32)
		binary.LittleEndian.PutUint64(seed, i)
		h := sha512.Sum512(seed)
		h[0] &= 248
		h[31] = h[31]&127 | 64
		a := reffield.IntLE(h[:32])
		res := new(big.Int).Mod(a, q).Int64()
		if keys[res] != nil {
			continue
		}
		priv, err := NewKeyFromSeed(seed)
		if err != nil || !bytes.Equal(priv[32:], rc.Encode(mulB(a))) {
			t.Fatalf("seed %d: public key differs from the reference", i)
		}
		keys[res] = &key{priv, a}
		found++
	}
	cases := 0
	var pubs, msgs, sigs [][]byte
	var badS [][]byte
	for res, k := range keys {
		msg := []byte{byte(res), byte(res >> 8), 'm'}
		sig, err := Sign(k.priv, msg)
		if err != nil {
			t.Fatal(err)
		}
		pub := k.priv[32:]
		h := sha512.Sum512(k.priv[:32])
		r := hashInt(h[32:], msg)
		if !bytes.Equal(sig[:32], rc.Encode(mulB(r))) {
			t.Fatalf("residue %d: R differs from the reference", res)
		}
		ch := hashInt(sig[:32], pub, msg)
		S := reffield.IntLE(sig[32:])
		want := new(big.Int).Add(r, new(big.Int).Mul(ch, k.a))
		if S.Cmp(N) >= 0 || new(big.Int).Sub(S, want).Mod(new(big.Int).Sub(S, want), q).Sign() != 0 {
			t.Fatalf("residue %d: S ≢ r + k·a (mod q)", res)
		}
		if Verify(pub, msg, sig) != nil || !VerifyCofactored(pub, msg, sig) {
			t.Fatalf("residue %d: valid signature rejected", res)
		}
		bad := append(append([]byte(nil), sig[:32]...), leScalar(new(big.Int).Add(S, big.NewInt(1)))...)
		if Verify(pub, msg, bad) == nil || VerifyCofactored(pub, msg, bad) {
			t.Fatalf("residue %d: S + 1 accepted", res)
		}
		cases += 4
		pubs, msgs, sigs = append(pubs, pub), append(msgs, msg), append(sigs, sig)
		badS = append(badS, bad)
	}

	// Torsion in the key: T' = (2^e/ord)·T of order ord.
	e := int(c.TwoPower)
	var tpubs, tmsgs, tsigs [][]byte
	for ord := 4; ord <= 1<<e && ord <= 16; ord *= 2 {
		Tp := rc.ScalarMult(big.NewInt(int64(1<<e/ord)), T)
		for res, k := range keys {
			A := rc.Add(mulB(k.a), Tp)
			pub := rc.Encode(A)
			msg := []byte{byte(res), byte(ord), 't'}
			r := new(big.Int).Rand(rnd, N)
			R := rc.Encode(mulB(r))
			ch := hashInt(R, pub, msg)
			S := new(big.Int).Add(r, new(big.Int).Mul(ch, k.a))
			sig := append(append([]byte(nil), R...), leScalar(S)...)
			// The code multiplies A' by the challenge reduced mod N.
			kk := new(big.Int).Mod(ch, N)
			plain := new(big.Int).Mod(kk, big.NewInt(int64(ord))).Sign() == 0
			cofactored := new(big.Int).Mod(new(big.Int).Lsh(kk, 3), big.NewInt(int64(ord))).Sign() == 0
			if (Verify(pub, msg, sig) == nil) != plain || VerifyCofactored(pub, msg, sig) != cofactored {
				t.Fatalf("order-%d torsion, residue %d: Verify = %v (want %v), VerifyCofactored = %v (want %v)",
					ord, res, Verify(pub, msg, sig) == nil, plain, VerifyCofactored(pub, msg, sig), cofactored)
			}
			cases += 2
			if ord <= 8 {
				tpubs, tmsgs, tsigs = append(tpubs, pub), append(tmsgs, msg), append(tsigs, sig)
			}
		}
	}

	// Batches: sizes 1, 2, 7 and everything, from the plain and the
	// torsion signatures; then one S + 1 in each.
	pubs, msgs, sigs = append(pubs, tpubs...), append(msgs, tmsgs...), append(sigs, tsigs...)
	plainCount := len(badS)
	for _, size := range []int{1, 2, 7, len(sigs)} {
		for from := 0; from+size <= len(sigs); from += size {
			bp, bm, bs := pubs[from:from+size], msgs[from:from+size], append([][]byte(nil), sigs[from:from+size]...)
			valid, all, combined, _ := verifyBatchVar(bp, bm, bs, rnd)
			if !all || !combined {
				t.Fatalf("batch %d+%d: all = %v, combined = %v", from, size, all, combined)
			}
			for _, v := range valid {
				if !v {
					t.Fatalf("batch %d+%d: a valid signature reported invalid", from, size)
				}
			}
			cases++
			if bad := rnd.Intn(size); from+bad < plainCount {
				bs[bad] = badS[from+bad]
				// z_bad ≢ 0 (mod q): the combined equation must fail and the
				// fallback name the bad signature.
				valid, all, combined, _ := verifyBatchVar(bp, bm, bs, zReader(rnd, size, bad, q, false))
				for i, v := range valid {
					if v != (i != bad) {
						t.Fatalf("batch %d+%d with S + 1 at %d: valid[%d] = %v", from, size, bad, i, v)
					}
				}
				if all || combined {
					t.Fatalf("batch %d+%d with S + 1 accepted (combined = %v)", from, size, combined)
				}
				// z_bad ≡ 0 (mod q): the combined equation holds, the false
				// pass of probability 1/q on the toy (about 2^-128 on
				// edwards25519, where q = l and z has 128 bits).
				if _, all, combined, _ := verifyBatchVar(bp, bm, bs, zReader(rnd, size, bad, q, true)); !all || !combined {
					t.Fatalf("batch %d+%d: z_bad ≡ 0 (mod q), yet the combined equation failed", from, size)
				}
				cases += 2
			}
			if size == 1 && from > 64 {
				break // the single batches: the first 64 suffice
			}
		}
	}
	t.Logf("exhaustive: ed25519 q=%d d=%s: %d keys (every residue of the secret), %d signature cases, %v",
		c.Q, c.D, len(keys), cases, time.Since(start).Round(100*time.Millisecond))
}

// zReader returns the 16-byte little-endian z of a batch of n: random,
// with z_bad ≡ 0 (mod q) when zero is true and z_bad ≢ 0 otherwise.
func zReader(rnd *rand.Rand, n, bad int, q *big.Int, zero bool) io.Reader {
	zs := make([]byte, 16*n)
	rnd.Read(zs)
	for {
		z := reffield.IntLE(zs[16*bad : 16*bad+16])
		if (new(big.Int).Mod(z, q).Sign() == 0) == zero {
			return bytes.NewReader(zs)
		}
		if zero {
			z.Sub(z, new(big.Int).Mod(z, q))
			copy(zs[16*bad:], reffield.BytesLE(z, 16))
			continue
		}
		rnd.Read(zs[16*bad : 16*bad+16])
	}
}
