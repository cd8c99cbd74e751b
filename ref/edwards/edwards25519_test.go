package edwards_test

import (
	"math/big"
	"testing"

	"github.com/curvecheck/curvecheck/internal/proptest"
	"github.com/curvecheck/curvecheck/ref/edwards"
	"github.com/leanovate/gopter"
	"github.com/leanovate/gopter/prop"
)

var c = edwards.Edwards25519

// TestBaseEncoding compares B with its RFC 8032 §5.1 encoding
// ("5866666666…66"), written there independently of its coordinates.
func TestBaseEncoding(t *testing.T) {
	want := "5866666666666666666666666666666666666666666666666666666666666666"
	got := c.Encode(c.Base())
	if hexs(got) != want {
		t.Fatalf("encode(B) = %s, want %s", hexs(got), want)
	}
	if !c.IsIdentity(c.ScalarMult(c.L, c.Base())) {
		t.Fatal("L·B != O")
	}
}

func hexs(b []byte) string {
	const digits = "0123456789abcdef"
	out := make([]byte, 0, 2*len(b))
	for _, v := range b {
		out = append(out, digits[v>>4], digits[v&15])
	}
	return string(out)
}

// TestLowOrderEncodings decodes the low-order point encodings listed in the
// CCTV README and checks their stated orders and canonicity.
func TestLowOrderEncodings(t *testing.T) {
	for _, tc := range []struct {
		hex       string
		order     int64
		canonical bool
	}{
		{"0000000000000000000000000000000000000000000000000000000000000000", 4, true},
		{"edffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f", 4, false},
		{"0000000000000000000000000000000000000000000000000000000000000080", 4, true},
		{"edffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", 4, false},
		{"0100000000000000000000000000000000000000000000000000000000000000", 1, true},
		{"0100000000000000000000000000000000000000000000000000000000000080", 1, false},
		{"eeffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f", 1, false},
		{"eeffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", 1, false},
		{"26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc05", 8, true},
		{"26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc85", 8, true},
		{"c7176a703d4dd84fba3c0b760d10670f2a2053fa2c39ccc64ec7fd7792ac037a", 8, true},
		{"c7176a703d4dd84fba3c0b760d10670f2a2053fa2c39ccc64ec7fd7792ac03fa", 8, true},
		{"ecffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f", 2, true},
		{"ecffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", 2, false},
	} {
		b := unhex(tc.hex)
		_, err := c.Decode(b, edwards.DecodeOptions{})
		if (err == nil) != tc.canonical {
			t.Errorf("%s: strict decode error %v, canonical %v", tc.hex, err, tc.canonical)
		}
		P, err := c.Decode(b, edwards.DecodeOptions{AllowNonCanonicalY: true, AllowNegativeZero: true})
		if err != nil {
			t.Errorf("%s: lenient decode: %v", tc.hex, err)
			continue
		}
		ord := int64(1)
		for Q := P; !c.IsIdentity(Q); Q = c.Add(Q, P) {
			ord++
		}
		if ord != tc.order || !c.HasSmallOrder(P) || c.IsCanonicalEncoding(b) != tc.canonical {
			t.Errorf("%s: order %d, want %d; canonical %v", tc.hex, ord, tc.order, c.IsCanonicalEncoding(b))
		}
	}
}

func unhex(s string) []byte {
	b := make([]byte, len(s)/2)
	for i := range b {
		v, _ := new(big.Int).SetString(s[2*i:2*i+2], 16)
		b[i] = byte(v.Int64())
	}
	return b
}

func TestGroupProperties(t *testing.T) {
	props := gopter.NewProperties(proptest.Parameters(t, 30))
	L := c.L
	sc := proptest.Int(L)
	props.Property("(a+b)B = aB + bB", prop.ForAll(func(a, b *big.Int) bool {
		return c.Equal(c.ScalarBaseMult(new(big.Int).Add(a, b)), c.Add(c.ScalarBaseMult(a), c.ScalarBaseMult(b)))
	}, sc, sc))
	props.Property("a(bB) = (ab)B", prop.ForAll(func(a, b *big.Int) bool {
		return c.Equal(c.ScalarMult(a, c.ScalarBaseMult(b)), c.ScalarBaseMult(c.Scalar.Mul(a, b)))
	}, sc, sc))
	props.Property("k(P+Q) = kP + kQ", prop.ForAll(func(k, p, q *big.Int) bool {
		P, Q := c.ScalarBaseMult(p), c.ScalarBaseMult(q)
		return c.Equal(c.ScalarMult(k, c.Add(P, Q)), c.Add(c.ScalarMult(k, P), c.ScalarMult(k, Q)))
	}, sc, sc, sc))
	props.Property("LP = O", prop.ForAll(func(p *big.Int) bool {
		return c.IsIdentity(c.ScalarMult(L, c.ScalarBaseMult(p)))
	}, sc))
	props.Property("decode(encode(P)) = P", prop.ForAll(func(p *big.Int) bool {
		P := c.ScalarBaseMult(p)
		Q, err := c.Decode(c.Encode(P), edwards.DecodeOptions{})
		return err == nil && c.Equal(P, Q)
	}, sc))
	props.TestingRun(t)
}
