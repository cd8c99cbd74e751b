package bip352

import (
	"math/big"
	"strings"
	"testing"
)

// addr is the first receiver's address of the BIP's vectors.
const addr = "sp1qqgste7k9hx0qftg6qmwlkqtwuy6cycyavzmzj85c6qdfhjdpdjtdgqjuexzk6murw56suy3e0rd2cgqvycxttddwsvgxe2usfpxumr70xc9pkqwv"

// withData re-encodes the address with other 5-bit data (version first)
// and a valid bech32m checksum, or with the bech32 (BIP-173) constant.
func withData(hrp string, data []byte, constant uint32) string {
	sum := polymod(append(append(hrpSymbols(hrp), data...), 0, 0, 0, 0, 0, 0)) ^ constant
	var b strings.Builder
	b.WriteString(hrp + "1")
	for _, d := range data {
		b.WriteByte(charset[d])
	}
	for i := range 6 {
		b.WriteByte(charset[sum>>(5*(5-i))&31])
	}
	return b.String()
}

func TestDecodeAddress(t *testing.T) {
	a, err := DecodeAddress(addr)
	if err != nil {
		t.Fatal(err)
	}
	if a.Version != 0 || a.Testnet {
		t.Fatalf("version %d testnet %v", a.Version, a.Testnet)
	}
	again, err := EncodeAddress(a.Scan, a.Spend, false)
	if err != nil || again != addr {
		t.Fatalf("re-encoded as %s (%v)", again, err)
	}
	if u, err := DecodeAddress(strings.ToUpper(addr)); err != nil || !curve.Equal(u.Scan, a.Scan) {
		t.Fatalf("upper case: %v", err)
	}
	data := make([]byte, len(addr)-3-6)
	for i := range data {
		data[i] = byte(strings.IndexByte(charset, addr[3+i]))
	}
	v1 := append([]byte{1}, data[1:]...)
	if a1, err := DecodeAddress(withData("sp", append(v1, 0, 0), bech32mConst)); err != nil || a1.Version != 1 || !curve.Equal(a1.Spend, a.Spend) {
		t.Fatalf("version 1 with extra data: %v", err)
	}
	if _, err := DecodeAddress(withData("tsp", data, bech32mConst)); err != nil {
		t.Fatalf("tsp: %v", err)
	}
	bad := map[string]string{
		"mixes upper":        "sp1Q" + addr[4:],
		"checksum":           addr[:len(addr)-1] + "p",
		"not in the bech32":  addr[:10] + "b" + addr[11:],
		"neither sp nor tsp": withData("bc", data, bech32mConst),
		"no separator":       "spqqq",
		"version 31":         withData("sp", append([]byte{31}, data[1:]...), bech32mConst),
		"carries 66 bytes":   withData("sp", short(0, 65), bech32mConst),
		"fewer than 66":      withData("sp", short(2, 60), bech32mConst),
		"checksum does":      withData("sp", data, 1), // a bech32 (not bech32m) checksum
		"scan key":           withData("sp", append([]byte{0}, make([]byte, len(data)-1)...), bech32mConst),
		"more than 1023":     "sp1" + strings.Repeat("q", 1030),
		"too short":          "sp1qqq",
	}
	for want, s := range bad {
		if _, err := DecodeAddress(s); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%.40s…: error %v, want one containing %q", s, err, want)
		}
	}
}

// short returns version v and n bytes of payload (a valid scan key, then
// copies of it) as 5-bit data.
func short(v byte, n int) []byte {
	a, _ := DecodeAddress(addr)
	key := curve.EncodeCompressed(a.Scan)
	var payload []byte
	for len(payload) < n {
		payload = append(payload, key...)
	}
	d, _ := regroup(payload[:n], 8, 5, true)
	return append([]byte{v}, d...)
}

func TestParseWitness(t *testing.T) {
	for _, c := range []struct{ hex, want string }{
		{"01fd", "item 0 length"},
		{"0102aa", "only 1 remain"},
		{"0101aaff", "trailing"},
		{"fd", "count"},
		{"09", "claims 9 items"},
	} {
		if _, err := ParseWitness(mustHex(c.hex)); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want %q", c.hex, err, c.want)
		}
	}
	s, err := ParseWitness(mustHex("0201aa00"))
	if err != nil || len(s) != 2 || len(s[0]) != 1 || len(s[1]) != 0 {
		t.Fatalf("%x %v", s, err)
	}
}

func TestLabelTweakReduces(t *testing.T) {
	if LabelTweak(big.NewInt(1), 0).Cmp(curve.N) >= 0 {
		t.Fatal("label tweak not reduced")
	}
}

func TestInputsRoundTrip(t *testing.T) {
	ins := []Input{
		{Vout: 0x01020304, ScriptSig: []byte{1, 2}, Witness: [][]byte{{3}, {}}, PrevScript: make([]byte, 300)},
		{Vout: 7, PrevScript: []byte{0x51}},
	}
	ins[0].TxID[0], ins[1].TxID[31] = 0xaa, 0xbb
	b := EncodeInputs(ins)
	got, err := ParseInputs(b)
	if err != nil {
		t.Fatal(err)
	}
	if string(EncodeInputs(got)) != string(b) || got[0].TxID != ins[0].TxID || got[0].Vout != ins[0].Vout || len(got[0].Witness) != 2 {
		t.Fatalf("round trip changed the inputs: %+v", got)
	}
	for cut := range len(b) - 1 {
		if _, err := ParseInputs(b[:cut]); err == nil && cut != 0 {
			// a prefix may end exactly after the first input
			if cut != len(EncodeInputs(ins[:1])) {
				t.Fatalf("a %d-byte prefix parsed", cut)
			}
		}
	}
	if _, err := ParseInputs(nil); err == nil {
		t.Fatal("no inputs accepted")
	}
}
