package rfc6979

import (
	"bufio"
	"bytes"
	"crypto/ecdh"
	"crypto/hmac"
	"crypto/sha256"
	"crypto/sha512"
	"hash"
	"math/big"
	"math/rand"
	"os"
	"strings"
	"testing"
)

var hashes = map[string]func() hash.Hash{"sha256": sha256.New, "sha384": sha512.New384, "sha512": sha512.New}

func hexInt(t *testing.T, s string) *big.Int {
	v, ok := new(big.Int).SetString(s, 16)
	if !ok {
		t.Fatalf("bad hex %q", s)
	}
	return v
}

// bits2octets is RFC 6979 §2.3.4 on big integers: the leftmost qlen bits
// of the digest, reduced mod q, in rlen bytes.
func bits2octets(digest []byte, q *big.Int) []byte {
	z := new(big.Int).SetBytes(digest)
	if d := len(digest)*8 - q.BitLen(); d > 0 {
		z.Rsh(z, uint(d))
	}
	z.Mod(z, q)
	return z.FillBytes(make([]byte, (q.BitLen()+7)/8))
}

// TestAppendixA checks the first nonce against RFC 6979's appendix A, and,
// where the curve is one crypto/ecdh multiplies on, that the RFC's r is
// x(k·G) mod q and its s is k⁻¹(h + r·x) mod q: the transcription of k, r
// and s is checked against each other, not only copied.
func TestAppendixA(t *testing.T) {
	f, err := os.Open("testdata/rfc6979-a2.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	curves := map[string]ecdh.Curve{"A.2.5": ecdh.P256(), "A.2.6": ecdh.P384()}
	n := 0
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fs := strings.Fields(line)
		if len(fs) != 8 {
			t.Fatalf("bad line %q", line)
		}
		sec, hname, msg := fs[0], fs[1], fs[4]
		q, x, k := hexInt(t, fs[2]), hexInt(t, fs[3]), hexInt(t, fs[5])
		rlen := (q.BitLen() + 7) / 8
		H := hashes[hname]
		h := H()
		h.Write([]byte(msg))
		digest := h.Sum(nil)
		h1 := bits2octets(digest, q)
		g := New(H, q.FillBytes(make([]byte, rlen)), x.FillBytes(make([]byte, rlen)), h1)
		got := g.Next()
		if want := k.FillBytes(make([]byte, rlen)); !bytes.Equal(got, want) {
			t.Errorf("%s %s %q: k = %x, want %x", sec, hname, msg, got, want)
		}
		n++
		c, ok := curves[sec]
		if !ok {
			continue
		}
		r, s := hexInt(t, fs[6]), hexInt(t, fs[7])
		priv, err := c.NewPrivateKey(k.FillBytes(make([]byte, rlen)))
		if err != nil {
			t.Fatal(err)
		}
		R := priv.PublicKey().Bytes() // 04 ‖ x ‖ y of k·G
		rx := new(big.Int).SetBytes(R[1 : 1+rlen])
		if rx.Mod(rx, q).Cmp(r) != 0 {
			t.Errorf("%s %s %q: x(k·G) mod q = %x, the RFC's r = %x", sec, hname, msg, rx, r)
		}
		e := new(big.Int).SetBytes(h1)
		sk := new(big.Int).Mul(r, x)
		sk.Add(sk, e).Mul(sk, new(big.Int).ModInverse(k, q)).Mod(sk, q)
		if sk.Cmp(s) != 0 {
			t.Errorf("%s %s %q: k⁻¹(h + r·x) = %x, the RFC's s = %x", sec, hname, msg, sk, s)
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if n != 7 {
		t.Fatalf("%d vectors read, want 7", n)
	}
}

// refNonces is RFC 6979 §3.2 written out on big integers, independently of
// the package: the first count candidates accepted, with step h.3 between
// them.
func refNonces(H func() hash.Hash, q, x *big.Int, h1 []byte, count int) [][]byte {
	qlen := q.BitLen()
	rlen := (qlen + 7) / 8
	mac := func(key []byte, parts ...[]byte) []byte {
		m := hmac.New(H, key)
		for _, p := range parts {
			m.Write(p)
		}
		return m.Sum(nil)
	}
	hl := H().Size()
	V := bytes.Repeat([]byte{1}, hl)
	K := make([]byte, hl)
	xo := x.FillBytes(make([]byte, rlen))
	K = mac(K, V, []byte{0}, xo, h1)
	V = mac(K, V)
	K = mac(K, V, []byte{1}, xo, h1)
	V = mac(K, V)
	var out [][]byte
	for len(out) < count {
		var T []byte
		for len(T)*8 < qlen {
			V = mac(K, V)
			T = append(T, V...)
		}
		k := new(big.Int).SetBytes(T)
		k.Rsh(k, uint(len(T)*8-qlen))
		if k.Sign() > 0 && k.Cmp(q) < 0 {
			out = append(out, k.FillBytes(make([]byte, rlen)))
		}
		K = mac(K, V, []byte{0})
		V = mac(K, V)
	}
	return out
}

// TestAgainstReference compares the first candidates with the big-integer
// transcription for random orders of 8 to 521 bits, small ones among them
// so that out-of-range candidates are skipped often.
func TestAgainstReference(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	for i := 0; i < 300; i++ {
		bits := 8 + r.Intn(514)
		if i%3 == 0 {
			bits = 8 + r.Intn(24)
		}
		q := new(big.Int).Rand(r, new(big.Int).Lsh(big.NewInt(1), uint(bits)))
		q.SetBit(q, bits-1, 1)
		if q.Cmp(big.NewInt(2)) < 0 {
			continue
		}
		if i%5 == 0 {
			// Just above a power of two: about half the candidates are >= q.
			q.SetInt64(0).SetBit(q, bits-1, 1).Add(q, big.NewInt(1))
		}
		rlen := (q.BitLen() + 7) / 8
		x := new(big.Int).Add(new(big.Int).Rand(r, new(big.Int).Sub(q, big.NewInt(1))), big.NewInt(1))
		h1 := new(big.Int).Rand(r, q).FillBytes(make([]byte, rlen))
		names := []string{"sha256", "sha384", "sha512"}
		H := hashes[names[i%3]]
		want := refNonces(H, q, x, h1, 4)
		g := New(H, q.FillBytes(make([]byte, rlen)), x.FillBytes(make([]byte, rlen)), h1)
		for j, w := range want {
			if got := g.Next(); !bytes.Equal(got, w) {
				t.Fatalf("q = %x (%d bits), candidate %d: %x, want %x", q, bits, j, got, w)
			}
		}
	}
}

// TestInRange checks the masked comparison at its edges.
func TestInRange(t *testing.T) {
	q := []byte{0x80, 0x01}
	for _, c := range []struct {
		k    []byte
		want int
	}{
		{[]byte{0, 0}, 0}, {[]byte{0, 1}, 1}, {[]byte{0x80, 0}, 1}, {[]byte{0x80, 1}, 0},
		{[]byte{0x80, 2}, 0}, {[]byte{0xff, 0xff}, 0}, {[]byte{0x7f, 0xff}, 1},
	} {
		if got := inRange(c.k, q); got != c.want {
			t.Errorf("inRange(%x, %x) = %d, want %d", c.k, q, got, c.want)
		}
	}
}
