package catalog

import (
	"errors"
	"fmt"
	"path"
	"sort"
	"strings"
	"sync"
)

// Atom is one choice a specification leaves open, as an implementation
// declares it (a "policy atom"). A policy is a set of atoms joined with "+";
// the reference (impls/refimpl) follows any policy, so that an
// implementation is compared with the reference making the same choices.
// An atom applies to the operations its Ops patterns name: declaring it on
// any other operation is a set-up error, so that no atom can excuse a wrong
// answer where the choice it describes does not exist.
type Atom struct {
	Name string `json:"name"`
	// Ops are path.Match patterns of the operations the atom applies to.
	Ops []string `json:"ops"`
	// Default is what the reference does without the atom.
	Default string `json:"reference_default"`
	// Changes says what the atom changes from the reference's default.
	Changes string `json:"changes"`
	// Clause is the specification text that leaves the choice open.
	Clause string `json:"clause"`
	// Example returns an operation and two of its inputs: one whose result
	// the atom changes, one it does not (doc/policies.md shows them, and a
	// test holds the reference to both).
	Example func() (op string, changed, unchanged Values) `json:"-"`
}

// AppliesTo reports whether the atom may be declared for op.
func (a Atom) AppliesTo(op string) bool {
	for _, p := range a.Ops {
		if ok, _ := path.Match(p, op); ok {
			return true
		}
	}
	return false
}

// NamedPolicy is a combination of atoms with a name of its own (the
// Ed25519 verification policies of the ref10 lineage, ZIP-215, ...).
type NamedPolicy struct {
	Name  string   `json:"name"`
	Ops   []string `json:"ops"` // path.Match patterns, as Atom.Ops
	Atoms []string `json:"atoms"`
	Doc   string   `json:"doc"`
}

// AppliesTo reports whether the named policy may be declared for op.
func (p NamedPolicy) AppliesTo(op string) bool { return Atom{Ops: p.Ops}.AppliesTo(op) }

var (
	atomMu sync.RWMutex
	atoms  = map[string]Atom{}
	named  = map[string]NamedPolicy{}
)

// RegisterAtom adds an atom to the catalog; a duplicate is a programming
// error.
func RegisterAtom(a Atom) {
	atomMu.Lock()
	defer atomMu.Unlock()
	if _, dup := atoms[a.Name]; dup || a.Example == nil || len(a.Ops) == 0 || a.Default == "" || a.Changes == "" || a.Clause == "" {
		panic("diff: atom registered twice, or without an example, operations, default, change or clause: " + a.Name)
	}
	atoms[a.Name] = a
}

// RegisterNamedPolicy adds a named combination of registered atoms.
func RegisterNamedPolicy(p NamedPolicy) {
	atomMu.Lock()
	defer atomMu.Unlock()
	for _, a := range p.Atoms {
		if _, ok := atoms[a]; !ok {
			panic("diff: named policy " + p.Name + " uses unknown atom " + a)
		}
	}
	p.Atoms = append([]string(nil), p.Atoms...)
	sort.Strings(p.Atoms)
	named[p.Name] = p
}

// LookupAtom returns the atom named name.
func LookupAtom(name string) (Atom, bool) {
	atomMu.RLock()
	defer atomMu.RUnlock()
	a, ok := atoms[name]
	return a, ok
}

// Atoms returns every atom, sorted by name.
func Atoms() []Atom {
	atomMu.RLock()
	defer atomMu.RUnlock()
	out := make([]Atom, 0, len(atoms))
	for _, a := range atoms {
		out = append(out, a)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// NamedPolicies returns the named policies, sorted by name.
func NamedPolicies() []NamedPolicy {
	atomMu.RLock()
	defer atomMu.RUnlock()
	out := make([]NamedPolicy, 0, len(named))
	for _, p := range named {
		out = append(out, p)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// AtomsFor returns the atoms that apply to op.
func AtomsFor(op string) []Atom {
	var out []Atom
	for _, a := range Atoms() {
		if a.AppliesTo(op) {
			out = append(out, a)
		}
	}
	return out
}

// NamedPoliciesFor returns the named policies that apply to op.
func NamedPoliciesFor(op string) []NamedPolicy {
	var out []NamedPolicy
	for _, p := range NamedPolicies() {
		if p.AppliesTo(op) {
			out = append(out, p)
		}
	}
	return out
}

// ExpandPolicy turns a policy ("+"-joined atoms and named policies) into
// its sorted, de-duplicated atoms; an unknown name is an error.
func ExpandPolicy(policy string) ([]string, error) {
	set := map[string]bool{}
	var unknown []string
	for _, s := range strings.Split(policy, "+") {
		s = strings.TrimSpace(s)
		if s == "" {
			continue
		}
		atomMu.RLock()
		p, isNamed := named[s]
		_, isAtom := atoms[s]
		atomMu.RUnlock()
		switch {
		case isNamed:
			for _, a := range p.Atoms {
				set[a] = true
			}
		case isAtom:
			set[s] = true
		default:
			unknown = append(unknown, s)
		}
	}
	if len(unknown) > 0 {
		return nil, fmt.Errorf("unknown policy atom %s (curvecheck ops --json lists the atoms of each operation; doc/policies.md documents them)", strings.Join(unknown, ", "))
	}
	out := make([]string, 0, len(set))
	for a := range set {
		out = append(out, a)
	}
	sort.Strings(out)
	return out, nil
}

// CheckPolicy reports an atom or named policy of policy that does not
// exist or does not apply to op, naming both.
func CheckPolicy(op, policy string) error {
	if _, err := ExpandPolicy(policy); err != nil {
		return fmt.Errorf("policy %q for %s: %w", policy, op, err)
	}
	var errs []error
	for _, s := range strings.Split(policy, "+") {
		s = strings.TrimSpace(s)
		if s == "" {
			continue
		}
		atomMu.RLock()
		p, isNamed := named[s]
		a := atoms[s]
		atomMu.RUnlock()
		switch {
		case isNamed && !p.AppliesTo(op):
			errs = append(errs, fmt.Errorf("policy %s does not apply to %s (it applies to %s)", s, op, CompactOps(p.Ops)))
		case !isNamed && !a.AppliesTo(op):
			errs = append(errs, fmt.Errorf("policy atom %s does not apply to %s (it applies to %s)", s, op, CompactOps(a.Ops)))
		}
	}
	return errors.Join(errs...)
}

// CanonicalPolicy returns the name of the named policy for op whose atoms
// are exactly policy's, or policy's sorted atoms joined with "+".
func CanonicalPolicy(op, policy string) string {
	as, err := ExpandPolicy(policy)
	if err != nil {
		return policy
	}
	joined := strings.Join(as, "+")
	for _, p := range NamedPoliciesFor(op) {
		if strings.Join(p.Atoms, "+") == joined {
			return p.Name
		}
	}
	return joined
}

// PolicyForOp resolves a table of declarations keyed by operation name or
// path.Match pattern ("secp256k1/*") for op: the exact key if there is one,
// else the atoms of every pattern that matches, joined.
func PolicyForOp(decls map[string]string, op string) string {
	if p, ok := decls[op]; ok {
		return p
	}
	var parts []string
	keys := make([]string, 0, len(decls))
	for k := range decls {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		if ok, _ := path.Match(k, op); ok && decls[k] != "" {
			parts = append(parts, decls[k])
		}
	}
	return strings.Join(parts, "+")
}

// CheckPolicyDecls checks every declaration of impl against every
// operation it supports that the key matches: each atom must apply there,
// and each key must match a supported operation (Capabilities.PolicyTable).
func CheckPolicyDecls(impl Impl) error {
	table := impl.Capabilities().PolicyTable
	var errs []error
	keys := make([]string, 0, len(table))
	for k := range table {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		pol := table[k]
		matched := false
		for _, op := range Ops() {
			if m, _ := path.Match(k, op.Name); !m || !impl.Supports(op.Name) {
				continue
			}
			matched = true
			if err := CheckPolicy(op.Name, pol); err != nil {
				errs = append(errs, fmt.Errorf("%s declares %q for %s: %w", impl.Name(), pol, k, err))
			}
		}
		if !matched {
			errs = append(errs, fmt.Errorf("%s declares policy %q for %s, which matches no operation it computes", impl.Name(), pol, k))
		}
	}
	return errors.Join(errs...)
}

// ErrNotEncodable marks a result the declared policy says the
// implementation cannot encode (the point at infinity under
// result:no-identity, a zero scalar under result:no-zero-scalar). The
// reference returns it where such an implementation answers "unsupported"
// (counted as a declared limitation) or rejects the input.
var ErrNotEncodable = errors.New("result not encodable under the declared policy")

// CompactOps renders operation names grouped by family:
// "secp256k1/{point_add,point_double}, p384/point_add".
func CompactOps(ops []string) string {
	var fams []string
	byFam := map[string][]string{}
	for _, op := range ops {
		fam, name, ok := strings.Cut(op, "/")
		if !ok {
			fam, name = op, ""
		}
		if _, seen := byFam[fam]; !seen {
			fams = append(fams, fam)
		}
		byFam[fam] = append(byFam[fam], name)
	}
	var parts []string
	for _, fam := range fams {
		names := byFam[fam]
		if len(names) == 1 {
			parts = append(parts, fam+"/"+names[0])
			continue
		}
		parts = append(parts, fam+"/{"+strings.Join(names, ",")+"}")
	}
	return strings.Join(parts, ", ")
}
