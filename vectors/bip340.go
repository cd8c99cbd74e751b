package vectors

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"strconv"
	"strings"
)

// BIP340Case is a row of bip-0340/test-vectors.csv. Secret and Aux are nil
// in the verification-only rows.
type BIP340Case struct {
	Index                 int
	Secret, Pub, Aux, Msg []byte
	Sig                   []byte
	Valid                 bool
	Comment               string
}

var bip340Header = []string{"index", "secret key", "public key", "aux_rand", "message", "signature", "verification result", "comment"}

// ParseBIP340 decodes the CSV, checking its header.
func ParseBIP340(data []byte) ([]BIP340Case, error) {
	r := csv.NewReader(bytes.NewReader(data))
	rows, err := r.ReadAll()
	if err != nil {
		return nil, fmt.Errorf("csv: %v", err)
	}
	if len(rows) < 2 {
		return nil, fmt.Errorf("csv: no data rows")
	}
	for i, h := range bip340Header {
		if i >= len(rows[0]) || !strings.EqualFold(strings.TrimSpace(rows[0][i]), h) {
			return nil, fmt.Errorf("csv header: column %d should be %q", i+1, h)
		}
	}
	var out []BIP340Case
	for n, row := range rows[1:] {
		if len(row) != len(bip340Header) {
			return nil, fmt.Errorf("row %d: %d columns, want %d", n+2, len(row), len(bip340Header))
		}
		var c BIP340Case
		if c.Index, err = strconv.Atoi(row[0]); err != nil {
			return nil, fmt.Errorf("row %d: field index: %v", n+2, err)
		}
		fields := []struct {
			name string
			dst  *[]byte
			opt  bool
		}{{"secret key", &c.Secret, true}, {"public key", &c.Pub, false}, {"aux_rand", &c.Aux, true}, {"message", &c.Msg, true}, {"signature", &c.Sig, false}}
		for i, f := range fields {
			v := row[i+1]
			if v == "" && f.opt {
				continue
			}
			if *f.dst, err = unhexField(f.name, v); err != nil {
				return nil, fmt.Errorf("row %d (index %d): %w", n+2, c.Index, err)
			}
		}
		if c.Msg == nil {
			c.Msg = []byte{}
		}
		switch strings.ToUpper(row[6]) {
		case "TRUE":
			c.Valid = true
		case "FALSE":
		default:
			return nil, fmt.Errorf("row %d: field verification result: %q is not TRUE or FALSE", n+2, row[6])
		}
		c.Comment = row[7]
		out = append(out, c)
	}
	return out, nil
}
