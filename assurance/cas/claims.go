package cas

import (
	"fmt"
	"math/big"

	"github.com/curvecheck/curvecheck/assurance/claim"
	fastedwards "github.com/curvecheck/curvecheck/fast/edwards25519"
	"github.com/curvecheck/curvecheck/fast/edwards25519/field"
	"github.com/curvecheck/curvecheck/ref/edwards"
	reffield "github.com/curvecheck/curvecheck/ref/field"
	"github.com/curvecheck/curvecheck/ref/weierstrass"
)

const (
	srcPrime = "PARI/GP isprime: BPSW, then a primality proof (APRCL; Adleman–Pomerance–Rumely 1983, Cohen–Lenstra 1984)"
	srcOrder = "PARI/GP ellsea: Schoof 1985 with Elkies' and Atkin's improvements (Schoof 1995, \"Counting points on elliptic curves over finite fields\")"
	srcTwist = srcOrder + "; #E + #E' = 2p + 2 for the quadratic twist E' (Silverman, AEC, Exercise 10.16)"
	srcBase  = "PARI/GP ellorder with a multiple of the order (the least divisor d of h·n with d·G = O); Lagrange"
	srcD     = "RFC 8032 §5.1 (d = −121665/121666), computed by PARI/GP"
	srcSqrt  = "RFC 8032 §5.1.3 (sqrt(−1) = 2^((p−1)/4)), computed by PARI/GP; Euler's criterion"
)

// twists are the twist claims: curve id and the stated factorisation of
// the twist's order (q<bits> a prime of that size).
var twists = []struct{ id, curve, stated string }{
	{"x25519", "curve25519", "2^2 · q253"},
	{"secp256k1", "secp256k1", "3^2 · 13^2 · 3319 · 22639 · q220"},
	{"p256", "p256", "3 · 5 · 13 · 179 · q241"},
	{"p384", "p384", "q385"},
}

// primes are the prime claims: the field primes and group orders the
// reference uses.
func primes() []struct {
	id, what, where string
	x               *big.Int
} {
	type pr = struct {
		id, what, where string
		x               *big.Int
	}
	var out []pr
	for _, c := range []struct {
		id, v string
		c     *weierstrass.Curve
	}{{"secp256k1", "Secp256k1", weierstrass.Secp256k1}, {"p256", "P256", weierstrass.P256}, {"p384", "P384", weierstrass.P384}} {
		out = append(out, pr{c.id + "/p", "the field prime of " + c.id, "ref/weierstrass/curves.go " + c.v, c.c.F.P()},
			pr{c.id + "/n", "the group order n of " + c.id, "ref/weierstrass/curves.go " + c.v + ".N", c.c.N})
	}
	ed := edwards.Edwards25519
	return append(out, pr{"edwards25519/p", "the field prime 2^255 − 19 of edwards25519 and X25519", "ref/edwards/edwards25519.go Edwards25519", ed.F.P()},
		pr{"edwards25519/l", "the prime order ℓ of edwards25519's base point", "ref/edwards/edwards25519.go Edwards25519.L", ed.L})
}

// fastConst returns the fast code's field constant name as an integer.
func fastConst(name string) *big.Int { return fastedwards.ConstantValues()[name] }

// sqrtM1 is fast/edwards25519/field's √−1 as an integer.
func sqrtM1() *big.Int { return reffield.IntLE(field.SqrtM1().Bytes()) }

// Claims returns the CAS agreement claims (IDs cas/...); every one needs
// gp.
func Claims() []claim.Claim {
	var out []claim.Claim
	add := func(c claim.Claim) {
		c.Method, c.NeedsGP = claim.CAS, true
		out = append(out, c)
	}
	for _, pr := range primes() {
		x := pr.x
		add(claim.Claim{ID: "cas/prime/" + pr.id, Statement: fmt.Sprintf("PARI/GP's isprime proves %s (%d bits) prime", pr.what, x.BitLen()),
			Source: srcPrime, Where: []string{pr.where}, Check: func() error { return checkPrime(x) }})
	}
	srcs := sources()
	for _, s := range srcs {
		add(claim.Claim{ID: "cas/order/" + s.id, Statement: fmt.Sprintf("PARI/GP's SEA point count of %s equals h·n as the code declares", s.name),
			Source: srcOrder, Where: s.where, Check: func() error {
				c, err := s.build()
				if err != nil {
					return err
				}
				return checkOrder(c)
			}})
	}
	for _, tw := range twists {
		var s source
		for _, x := range srcs {
			if x.id == tw.curve {
				s = x
			}
		}
		add(claim.Claim{ID: "cas/twist/" + tw.id, Statement: fmt.Sprintf("PARI/GP's SEA point count of the quadratic twist of %s equals 2p + 2 − h·n and factors (PARI, proven) as %s", s.name, tw.stated),
			Source: srcTwist, Where: s.where, Check: func() error {
				c, err := s.build()
				if err != nil {
					return err
				}
				return checkTwist(c, tw.stated)
			}})
	}
	for _, s := range srcs {
		add(claim.Claim{ID: "cas/basepoint/" + s.id, Statement: fmt.Sprintf("PARI/GP's ellorder of the base point of %s is n: on the curve, (h·n)·G = O and no smaller divisor of h·n annihilates it", s.name),
			Source: srcBase, Where: s.where, Check: func() error {
				c, err := s.build()
				if err != nil {
					return err
				}
				return checkBase(c)
			}})
	}
	ed := edwards.Edwards25519
	add(claim.Claim{ID: "cas/const/edwards25519/d", Statement: "d = −121665/121666 mod p as PARI/GP computes it equals ref/edwards's D and fast/edwards25519's curveD",
		Source: srcD, Where: []string{"ref/edwards/edwards25519.go Edwards25519", "fast/edwards25519/assurance.go ConstantValues"},
		Check: func() error {
			return checkD(ed.F.P(), 1, map[string]*big.Int{"ref/edwards Edwards25519.D": ed.D, "fast/edwards25519 curveD": fastConst("curveD")})
		}})
	add(claim.Claim{ID: "cas/const/edwards25519/2d", Statement: "2d mod p as PARI/GP computes it equals fast/edwards25519's curveD2",
		Source: srcD, Where: []string{"fast/edwards25519/assurance.go ConstantValues"},
		Check: func() error {
			return checkD(ed.F.P(), 2, map[string]*big.Int{"fast/edwards25519 curveD2": fastConst("curveD2")})
		}})
	add(claim.Claim{ID: "cas/const/edwards25519/sqrtm1", Statement: "fast/edwards25519/field's √−1 squares to −1 in PARI/GP's F_p and equals 2^((p−1)/4) mod p",
		Source: srcSqrt, Where: []string{"fast/edwards25519/field/pow.go SqrtM1"},
		Check: func() error { return checkSqrtM1(ed.F.P(), sqrtM1()) }})
	return out
}
