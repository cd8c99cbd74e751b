package formula

import (
	"fmt"
	"path/filepath"
	"strings"
	"sync"

	"github.com/curvecheck/curvecheck/assurance/claim"
)

// Claims returns one claim per proven formula function of fast/, ID
// "formula/<family>/<function>": its Check parses the shipped source,
// checks the completeness hypotheses of the family's curve, and runs the
// proof on every path.
func Claims() []claim.Claim {
	root, rootErr := repoRoot()
	var out []claim.Claim
	for _, pf := range proofs() {
		pf := pf
		where := "fast/" + pf.fam + " " + pf.fn
		if rootErr == nil {
			if fam, err := loadFamily(root, pf.fam); err == nil {
				if f, err := fam.lookupFn(pf.fn); err == nil {
					where = filepath.ToSlash(filepath.Join(f.pkg.rel, f.file)) + " " + strings.TrimPrefix(pf.fn, "field.")
				}
			}
		}
		out = append(out, claim.Claim{
			ID:        "formula/" + pf.fam + "/" + pf.fn,
			Statement: pf.statement,
			Method:    claim.Identity,
			Source:    pf.source,
			Where:     []string{where},
			Check: func() error {
				if rootErr != nil {
					return rootErr
				}
				fam, err := shipped(root, pf.fam)
				if err != nil {
					return err
				}
				_, err = runProof(fam, pf)
				return err
			},
		})
	}
	return out
}

// shippedFams caches the parsed shipped families (parsed once per
// process; the proofs only read them).
var (
	shippedMu   sync.Mutex
	shippedFams = map[string]*family{}
)

func shipped(root, name string) (*family, error) {
	shippedMu.Lock()
	defer shippedMu.Unlock()
	if f, ok := shippedFams[name]; ok {
		return f, nil
	}
	f, err := loadFamily(root, name)
	if err != nil {
		return nil, err
	}
	shippedFams[name] = f
	return f, nil
}

// checkAt is a claim's check on the source tree at root: parse, check
// the hypotheses, prove.
func checkAt(root string, pf proof) error {
	fam, err := loadFamily(root, pf.fam)
	if err != nil {
		return err
	}
	_, err = runProof(fam, pf)
	return err
}

// runProof checks the family's completeness hypotheses and runs one
// proof. A panic in the interpreter (an output of an unexpected shape)
// is a failed proof.
func runProof(fam *family, pf proof) ([]pathReport, error) {
	if err := hypotheses(fam); err != nil {
		return nil, err
	}
	return proveOnly(fam, pf)
}

// hypotheses checks the completeness hypotheses of a family's curve.
func hypotheses(fam *family) error {
	switch fam.curve.kind {
	case "edwards":
		return edwardsComplete(fam.curve, fam.p)
	case "weierstrass":
		return weierstrassNo2Torsion(fam.curve, fam.p)
	}
	return nil
}

// proveOnly runs one proof (a panic is a failed proof).
func proveOnly(fam *family, pf proof) (reps []pathReport, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%s: %v", pf.fn, r)
		}
	}()
	if pf.special != nil {
		return pf.special(fam)
	}
	return newProver(fam).prove(pf.sp)
}
