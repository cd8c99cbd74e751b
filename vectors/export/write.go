package export

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"

	"github.com/curvecheck/curvecheck/catalog"
	"github.com/curvecheck/curvecheck/impls/refimpl"
)

// The Wycheproof schemas the export writes.
const (
	schemaEddsa     = "eddsa_verify_schema_v1.json"
	schemaXdh       = "xdh_comp_schema_v1.json"
	schemaEcdhPoint = "ecdh_ecpoint_test_schema_v1.json"
	schemaEcdsaDER  = "ecdsa_verify_schema_v1.json"
	schemaEcdsaP136 = "ecdsa_p1363_verify_schema_v1.json"
)

// Flags the export sets, with their notes.
const (
	flagEdgeCase = "EdgeCase"
	flagFinding  = "Finding"
	flagPolicy   = "PolicyDependent"
)

var baseNotes = map[string]note{
	flagEdgeCase: {BugType: "EDGE_CASE", Description: "A structured edge case of curvecheck's operation catalog (the comment names the operation and the case's index); the expected result is that of curvecheck's math/big reference."},
	flagFinding:  {BugType: "KNOWN_BUG", Description: "An input on which an implementation disagreed with curvecheck's math/big reference in a differential run; the comment names the implementation and what it returned. The expected result is the reference's."},
	flagPolicy:   {BugType: "DEFINED", Description: "The reference's answer changes under a policy the specifications leave to the implementation (the catalog's policy atoms named in the comment), so either answer is acceptable."},
}

// note is a Wycheproof notes entry.
type note struct {
	BugType     string `json:"bugType"`
	Description string `json:"description"`
}

// family describes a short Weierstrass curve as Wycheproof names it, with
// its sizes (the catalog's Family has no P-256 entry: P-256 has no group
// operations there).
type family struct {
	wycheproof string // Wycheproof's curve name
	oid        []int  // named curve OID
	keySize    int
	sha        string // the hash of the family's ECDSA (catalog.ECDSAHash), as Wycheproof names it
	scalarSize int
	fieldSize  int
}

var families = map[string]family{
	"secp256k1": {"secp256k1", []int{1, 3, 132, 0, 10}, 256, "SHA-256", 32, 32},
	"p256":      {"secp256r1", []int{1, 2, 840, 10045, 3, 1, 7}, 256, "SHA-256", 32, 32},
	"p384":      {"secp384r1", []int{1, 3, 132, 0, 34}, 384, "SHA-384", 48, 48},
}

// schemaOf returns the schema that carries op's cases ("" for none).
func schemaOf(op string) string {
	fam, name, _ := strings.Cut(op, "/")
	switch {
	case op == "ed25519/verify":
		return schemaEddsa
	case op == "x25519/ecdh":
		return schemaXdh
	case name == "ecdh" && families[fam].keySize > 0:
		return schemaEcdhPoint
	case name == "ecdsa_verify_message" && families[fam].keySize > 0:
		return schemaEcdsaDER // and the P1363 file
	case name == "ecdsa_verify_message_der" && families[fam].keySize > 0:
		return schemaEcdsaDER // the signature as it is, malformed DER included
	}
	return ""
}

// test is one exported test, before its tcId is set.
type test struct {
	group  string // group key within the file
	fields map[string]any
	result string
	flags  []string
}

// file collects the tests of one output file.
type file struct {
	name, schema, algorithm string
	header                  []string
	groupHead               map[string]map[string]any // group key → group fields other than tests
	groupOrder              []string
	tests                   map[string][]test
	findings                int
}

func newFile(name, schema, algorithm string, header ...string) *file {
	return &file{name: name, schema: schema, algorithm: algorithm, header: header,
		groupHead: map[string]map[string]any{}, tests: map[string][]test{}}
}

func (f *file) add(key string, head map[string]any, t test) {
	if _, ok := f.groupHead[key]; !ok {
		f.groupHead[key] = head
		f.groupOrder = append(f.groupOrder, key)
	}
	t.group = key
	f.tests[key] = append(f.tests[key], t)
	if slices.Contains(t.flags, flagFinding) {
		f.findings++
	}
}

// reference returns the reference Write computes expected results with
// (the tests give it a refimpl.Memo they share with their checks).
var reference = refimpl.New

// Write exports cases into dir, one file per schema and curve, and returns
// what it wrote and skipped.
func Write(dir string, cases []Case) (*Summary, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	ref := reference()
	files := map[string]*file{}
	get := func(name, schema, algorithm string, header ...string) *file {
		if files[name] == nil {
			files[name] = newFile(name, schema, algorithm, header...)
		}
		return files[name]
	}
	sk := skips{}
	for _, c := range cases {
		if schemaOf(c.Op) == "" {
			sk.add(c.Op, "no Wycheproof schema carries this operation (Wycheproof's ECDSA verification takes a message, this operation a digest, or the operation is neither a verification nor a key agreement)")
			continue
		}
		result, out, policies, err := expected(ref, c)
		if err != nil {
			return nil, err
		}
		flags := slices.Clone(c.Flags)
		comment := c.Origin
		if len(policies) > 0 {
			flags = append(flags, flagPolicy)
			comment += "; the reference's answer changes under " + strings.Join(policies, ", ")
		}
		fam, _, _ := strings.Cut(c.Op, "/")
		switch schemaOf(c.Op) {
		case schemaEddsa:
			if reason := exportEddsa(get("curvecheck_ed25519_test.json", schemaEddsa, "EDDSA",
				"Ed25519 verification cases exported by curvecheck: edge cases of its catalog and findings of its differential runs."), c, result, comment, flags); reason != "" {
				sk.add(c.Op, reason)
			}
		case schemaXdh:
			f := get("curvecheck_x25519_test.json", schemaXdh, "XDH",
				"X25519 cases exported by curvecheck: edge cases of its catalog and findings of its differential runs.")
			f.add("curve25519", map[string]any{"type": "XdhComp", "source": Source, "curve": "curve25519"}, test{
				fields: map[string]any{"comment": comment, "public": hex.EncodeToString(c.In["point"]), "private": hex.EncodeToString(c.In["scalar"]), "shared": hex.EncodeToString(out["shared"])},
				result: result, flags: flags})
		case schemaEcdhPoint:
			fy := families[fam]
			if len(c.In["private"]) != fy.scalarSize {
				sk.add(c.Op, fmt.Sprintf("private key of %d bytes: Wycheproof's private is an integer, which gives back %d bytes only for a key of that width", len(c.In["private"]), fy.scalarSize))
				continue
			}
			f := get("curvecheck_ecdh_"+fy.wycheproof+"_ecpoint_test.json", schemaEcdhPoint, "ECDH",
				"ECDH cases (public key as a SEC1 point) exported by curvecheck: edge cases of its catalog and findings of its differential runs.")
			f.add(fy.wycheproof, map[string]any{"type": "EcdhEcpointTest", "source": Source, "curve": fy.wycheproof, "encoding": "ecpoint"}, test{
				fields: map[string]any{"comment": comment, "public": hex.EncodeToString(c.In["public"]), "private": bigIntHex(c.In["private"]), "shared": hex.EncodeToString(out["shared"])},
				result: result, flags: flags})
		case schemaEcdsaDER:
			for _, reason := range exportEcdsa(get, fam, c, result, comment, flags, strings.HasSuffix(c.Op, "_der")) {
				sk.add(c.Op, reason)
			}
		}
	}
	sum := &Summary{Skipped: sk.list()}
	names := make([]string, 0, len(files))
	for n := range files {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		fs, err := files[n].write(dir)
		if err != nil {
			return nil, err
		}
		sum.Files = append(sum.Files, fs)
	}
	return sum, nil
}

// expected computes the reference's answer to c: "valid" with the outputs,
// or "invalid"; "acceptable" when a policy atom of the operation changes
// it, with the atoms that do.
func expected(ref catalog.Impl, c Case) (result string, out catalog.Values, policies []string, err error) {
	out, rerr := ref.Run(c.Op, c.In)
	result = "valid"
	if rerr != nil {
		result, out = "invalid", nil
	}
	pi := ref.Capabilities()
	if pi.WithPolicy == nil {
		return result, out, nil, nil
	}
	for _, a := range catalog.AtomsFor(c.Op) {
		alt, err := pi.WithPolicy(c.Op, a.Name)
		if err != nil {
			return "", nil, nil, fmt.Errorf("the reference under %s: %v", a.Name, err)
		}
		o, aerr := alt.Run(c.Op, c.In)
		if (aerr == nil) != (rerr == nil) || aerr == nil && !sameValues(o, out) {
			policies = append(policies, a.Name)
		}
	}
	if len(policies) > 0 {
		result = "acceptable"
	}
	return result, out, policies, nil
}

func sameValues(a, b catalog.Values) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if !bytes.Equal(v, b[k]) {
			return false
		}
	}
	return true
}

// bigIntHex encodes a non-negative big-endian integer as Wycheproof's
// BigInt: two's complement, so a leading 00 when the top bit is set.
func bigIntHex(b []byte) string {
	if len(b) > 0 && b[0]&0x80 != 0 {
		return "00" + hex.EncodeToString(b)
	}
	return hex.EncodeToString(b)
}

// write numbers the tests (tcId from 1, in group order) and writes the
// file.
func (f *file) write(dir string) (FileSummary, error) {
	fs := FileSummary{Path: filepath.Join(dir, f.name), Schema: f.schema, Findings: f.findings}
	notes := map[string]note{}
	var groups []map[string]any
	id := 0
	for _, key := range f.groupOrder {
		g := map[string]any{}
		for k, v := range f.groupHead[key] {
			g[k] = v
		}
		var tests []map[string]any
		for _, t := range f.tests[key] {
			id++
			m := map[string]any{"tcId": id, "result": t.result, "flags": t.flags}
			for k, v := range t.fields {
				m[k] = v
			}
			tests = append(tests, m)
			for _, fl := range t.flags {
				if _, done := notes[fl]; done {
					continue
				}
				if n, ok := baseNotes[fl]; ok {
					notes[fl] = n
				} else {
					notes[fl] = classNote(fl)
				}
			}
			switch t.result {
			case "valid":
				fs.Valid++
			case "invalid":
				fs.Invalid++
			default:
				fs.Acceptable++
			}
		}
		g["tests"] = tests
		groups = append(groups, g)
	}
	fs.Tests = id
	doc := map[string]any{
		"algorithm":     f.algorithm,
		"schema":        f.schema,
		"numberOfTests": id,
		"header":        f.header,
		"notes":         notes,
		"testGroups":    groups,
	}
	b, err := json.MarshalIndent(doc, "", "  ")
	if err != nil {
		return fs, err
	}
	return fs, os.WriteFile(fs.Path, append(b, '\n'), 0o644)
}

// classNote describes an input-class flag from the catalog.
func classNote(flag string) note {
	for _, op := range catalog.Ops() {
		for _, c := range op.Classes {
			if classFlag(c.Name) == flag {
				return note{BugType: "EDGE_CASE", Description: "Input class " + c.Name + " of curvecheck's catalog: " + c.Doc}
			}
		}
	}
	return note{BugType: "EDGE_CASE", Description: "A class of input named by curvecheck's catalog."}
}
