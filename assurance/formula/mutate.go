package formula

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"sort"
	"strconv"
	"strings"
)

// A mutant is one change to a formula function's syntax tree, applied in
// place and undone after its proof has run.
type mutant struct {
	desc        string
	apply, undo func()
}

// Mutation operators, on the body of one function:
//
//   - rename: Add ↔ Sub and AddLoose ↔ SubLoose on a field element;
//   - operand: an element argument or receiver of a field method replaced
//     by another element expression of the same function (an argument by
//     an argument, a receiver by a receiver);
//   - constant: an integer literal n replaced by n + 1;
//   - drop: a statement removed.
//
// Excluded by construction, as equivalent or not compilable: integer
// arguments that only state a magnitude bound (fieldOp.magnitudeArg, and
// parameters of package functions used only as such), which change limb
// bounds and not values (the field-code proofs cover them); dropping a
// declaration or a return that yields results (the mutant would not
// compile); dropping a normalization or a copy of an element onto itself
// (x.NormalizeWeak(&x): the value is unchanged) and a call to a function
// whose body is empty in the default build (the verify build's checks).
// No operator exchanges the operands of a commutative operation, so no
// mutant is Mul(b, a) for Mul(a, b).
//
// sample keeps one operand replacement per operand position (the
// candidate at a position fixed by the operand's index), all other
// mutants in full.
func mutants(fam *family, f *fn, sample bool) []mutant {
	p := f.pkg
	d := f.decl
	t := newTyper(p, d)
	var out []mutant
	var args, recvs []ast.Expr
	seenA, seenR := map[string]bool{}, map[string]bool{}
	type site struct {
		call *ast.CallExpr
		sel  *ast.SelectorExpr
	}
	var sites []site
	var blocks []*[]ast.Stmt
	var lits []*ast.BasicLit
	magnitude := map[*ast.BasicLit]bool{}
	skip := map[ast.Node]bool{} // nodes under an assembly dispatch or in a self-copy
	topCall := map[*ast.CallExpr]bool{}
	ast.Inspect(d.Body, func(n ast.Node) bool {
		t.learn(n)
		if skip[n] {
			return false
		}
		switch n := n.(type) {
		case *ast.IfStmt:
			if dispatches(fam, n.Cond) {
				skip[n] = true
				return false
			}
		case *ast.ExprStmt:
			if c, ok := n.X.(*ast.CallExpr); ok {
				topCall[c] = true
				if selfCopy(c) {
					skip[n] = true
					return false
				}
			}
		case *ast.AssignStmt:
			for _, r := range n.Rhs {
				if c, ok := r.(*ast.CallExpr); ok {
					topCall[c] = true
				}
			}
		}
		switch n := n.(type) {
		case *ast.BlockStmt:
			blocks = append(blocks, &n.List)
		case *ast.CaseClause:
			blocks = append(blocks, &n.Body)
		case *ast.BasicLit:
			if n.Kind == token.INT {
				lits = append(lits, n)
			}
		case *ast.CallExpr:
			if sel, ok := n.Fun.(*ast.SelectorExpr); ok && t.isElem(sel.X) {
				sites = append(sites, site{n, sel})
				if k := types.ExprString(sel.X); !seenR[k] && simple(sel.X) {
					seenR[k] = true
					recvs = append(recvs, sel.X)
				}
				if op, ok := fam.ops[sel.Sel.Name]; ok && op.magnitudeArg >= 0 && op.magnitudeArg < len(n.Args) {
					if l, ok := n.Args[op.magnitudeArg].(*ast.BasicLit); ok {
						magnitude[l] = true
					}
				}
			}
			if id, ok := n.Fun.(*ast.Ident); ok {
				if callee := p.funcs[id.Name]; callee != nil {
					for i, a := range n.Args {
						if l, ok := a.(*ast.BasicLit); ok && magnitudeParam(fam, callee, i) {
							magnitude[l] = true
						}
					}
				}
			}
			for _, a := range n.Args {
				if t.isElem(a) && simple(a) {
					if k := types.ExprString(a); !seenA[k] {
						seenA[k] = true
						args = append(args, a)
					}
				}
			}
		}
		return true
	})
	sortExprs(args)
	sortExprs(recvs)
	pos := func(n ast.Node) string { return p.pos(n) }
	// rename
	swap := map[string]string{"Add": "Sub", "Sub": "Add", "AddLoose": "SubLoose", "SubLoose": "AddLoose"}
	for _, s := range sites {
		if to, ok := swap[s.sel.Sel.Name]; ok {
			sel, from := s.sel, s.sel.Sel.Name
			out = append(out, mutant{fmt.Sprintf("%s %s → %s", pos(sel.Sel), from, to),
				func() { sel.Sel.Name = to }, func() { sel.Sel.Name = from }})
		}
	}
	// operand
	k := 0
	replace := func(orig ast.Expr, pool []ast.Expr, set func(ast.Expr)) {
		var cands []ast.Expr
		for _, c := range pool {
			if types.ExprString(c) != types.ExprString(orig) {
				cands = append(cands, c)
			}
		}
		if len(cands) == 0 {
			return
		}
		if sample {
			cands = cands[(k*7)%len(cands) : (k*7)%len(cands)+1]
		}
		k++
		for _, c := range cands {
			c := c
			out = append(out, mutant{fmt.Sprintf("%s %s → %s", pos(orig), types.ExprString(orig), types.ExprString(c)),
				func() { set(c) }, func() { set(orig) }})
		}
	}
	for _, s := range sites {
		s := s
		for i, a := range s.call.Args {
			if !t.isElem(a) {
				continue
			}
			i := i
			replace(a, args, func(e ast.Expr) { s.call.Args[i] = e })
		}
		if topCall[s.call] {
			replace(s.sel.X, recvs, func(e ast.Expr) { s.sel.X = e })
		}
	}
	// constant
	for _, l := range lits {
		if magnitude[l] {
			continue
		}
		n, err := strconv.ParseInt(l.Value, 0, 64)
		if err != nil {
			continue
		}
		l, old := l, l.Value
		out = append(out, mutant{fmt.Sprintf("%s %s → %d", pos(l), old, n+1),
			func() { l.Value = strconv.FormatInt(n+1, 10) }, func() { l.Value = old }})
	}
	// drop
	hasResults := d.Type.Results != nil && len(d.Type.Results.List) > 0
	for _, b := range blocks {
		for i, s := range *b {
			if skip[s] || !droppable(fam, p, t, s, hasResults) {
				continue
			}
			b, i, s := b, i, s
			orig := *b
			out = append(out, mutant{fmt.Sprintf("%s drop %s", pos(s), stmtString(s)),
				func() {
					l := append(append([]ast.Stmt(nil), orig[:i]...), orig[i+1:]...)
					*b = l
				}, func() { *b = orig }})
		}
	}
	kept := out[:0]
	for _, m := range out {
		if !equivalent(fam.name, f.key, m.desc) {
			kept = append(kept, m)
		}
	}
	return kept
}

// dispatches reports whether cond calls an assembly dispatch of the field
// package (a function that runs the assembly form of a formula and
// reports true, or reports false on the portable path the proof runs):
// the code under such an if runs only with the assembly, which the field
// package's assembly tests hold to the portable code.
func dispatches(fam *family, cond ast.Expr) bool {
	found := false
	ast.Inspect(cond, func(n ast.Node) bool {
		if c, ok := n.(*ast.CallExpr); ok {
			if sel, ok := c.Fun.(*ast.SelectorExpr); ok {
				if id, ok := sel.X.(*ast.Ident); ok && id.Name == "field" && fam.dispatch[sel.Sel.Name] {
					found = true
				}
			}
		}
		return true
	})
	return found
}

// selfCopy reports whether c is x.M(&x) with M a normalization or Set:
// the value of x is unchanged, so the statement carries no value.
func selfCopy(c *ast.CallExpr) bool {
	sel, ok := c.Fun.(*ast.SelectorExpr)
	if !ok || len(c.Args) != 1 {
		return false
	}
	switch sel.Sel.Name {
	case "NormalizeWeak", "Normalize", "NormalizeVar", "Set":
	default:
		return false
	}
	u, ok := c.Args[0].(*ast.UnaryExpr)
	return ok && u.Op == token.AND && types.ExprString(u.X) == types.ExprString(sel.X)
}

// equivalentMutants lists mutants that compute the same results on every
// input (by family and function, the mutant's description without its
// position), each with the argument:
//
//   - doubleTimes (secp256k1, p384): for the point at infinity the
//     selects make the Jacobian input (1, 1, 0); without one of them it
//     is (0, 1, 0) or (1, 0, 0) (X = XZ and Y = YZ² are 0 when Z is), and
//     the doublings (a = 0: X' = L² + 2T, Y' = −(L(X' + T) + Y⁴); dbl-2001-b:
//     X' = α² − 8β, Y' = α(4β − X') − 8γ², with Z' = 0 throughout) map
//     (0, Y, 0) to (0, −Y⁴, 0) or (0, −8Y⁴, 0) and (1, 0, 0) to (u², u³, 0)
//     with u ≠ 0, which stay of these forms: Z = 0 and Y ≠ 0 at every n,
//     the same point at infinity. Selecting j.x (already 1 there) for j.y
//     is the same select; selecting p.x, p.z or y (all 0 there), or j.y
//     for itself, is the missing select again. Testing Z² (zz) for zero
//     instead of Z is the same test.
//     The same holds for every replacement in those selects and in the
//     infinity test whose effect at infinity is one of these inputs: a
//     selected value that is 0 there (p.x, p.z, j.z, zz, x, z), or 1
//     already (j.x, x after their select), or a select written elsewhere
//     (the output v, later overwritten, or scratch), leaving the 0; an
//     infinity test of a value zero exactly when Z is (z, zz, j.z).
//   - finishAdd: t and x hold the same value where t.Neg(&x, 1) reads x.
//   - jacAcc.finish: where z.Select(&one, …, inf) takes its first operand
//     the accumulator is at infinity, (1, 1, 0), so a.x and a.y are 1.
//   - DoubleJacobian (fast/p384/field): the guard n < 1 returns early where
//     doubleJacobianN would do no doubling anyway (its loop runs n times;
//     check is empty in the default build).
//   - jacAcc.addMasked: zz holds Z³ when it is tested; Z³ = 0 exactly when
//     Z = 0.
//   - jacobian.setInfinity: the coordinates of a jacobian whose inf flag
//     is set are never read (every reader tests inf first: doubleVar,
//     addVar, addAffineZRVar, toAffineVar, toPoint, equalVar), so the
//     values 1 written there are free.
var equivalentMutants = map[string]bool{
	"secp256k1/Point.doubleTimes drop j.x.Select(&one, &j.x, inf)": true,
	"secp256k1/Point.doubleTimes drop j.y.Select(&one, &j.y, inf)": true,
	"secp256k1/Point.doubleTimes &one → &j.x":                      true,
	"secp256k1/Point.doubleTimes &p.z → &zz":                       true,
	"p384/Point.doubleTimes drop x.Select(&one, &x, inf)":          true,
	"p384/Point.doubleTimes drop y.Select(&one, &y, inf)":          true,
	"p384/Point.doubleTimes &one → &y":                             true,
	"p384/Point.doubleTimes &one → &p.x":                           true,
	"p384/DoubleJacobian drop *ast.IfStmt":                         true,
	"p384/DoubleJacobian drop *ast.ReturnStmt":                     true,
	"secp256k1/Point.doubleTimes zn.Normalize(&p.z) → zz":          true,
	"secp256k1/Point.doubleTimes &one → &p.z":                      true,
	"secp256k1/Point.doubleTimes &one → &j.y":                      true,
	"p384/jacAcc.addMasked a.z → zz":                               true,
	"secp256k1/Point.doubleTimes &p.z → &j.z":                      true,
	"secp256k1/Point.doubleTimes &one → &j.z":                      true,
	"secp256k1/Point.doubleTimes &one → &p.x":                      true,
	"secp256k1/Point.doubleTimes &one → &zz":                       true,
	"secp256k1/Point.doubleTimes j.x → one":                        true,
	"secp256k1/Point.doubleTimes j.x → v.x":                        true,
	"secp256k1/Point.doubleTimes j.x → v.y":                        true,
	"secp256k1/Point.doubleTimes j.x → v.z":                        true,
	"secp256k1/Point.doubleTimes j.x → zn":                         true,
	"secp256k1/Point.doubleTimes j.x → zz":                         true,
	"secp256k1/Point.doubleTimes j.y → one":                        true,
	"secp256k1/Point.doubleTimes j.y → v.x":                        true,
	"secp256k1/Point.doubleTimes j.y → v.y":                        true,
	"secp256k1/Point.doubleTimes j.y → v.z":                        true,
	"secp256k1/Point.doubleTimes j.y → zn":                         true,
	"secp256k1/Point.doubleTimes j.y → zz":                         true,
	"p384/Point.doubleTimes p.z → z":                               true,
	"p384/Point.doubleTimes p.z → zz":                              true,
	"p384/Point.doubleTimes &one → &p.z":                           true,
	"p384/Point.doubleTimes &one → &x":                             true,
	"p384/Point.doubleTimes &one → &z":                             true,
	"p384/Point.doubleTimes &one → &zz":                            true,
	"p384/Point.doubleTimes x → one":                               true,
	"p384/Point.doubleTimes x → v.x":                               true,
	"p384/Point.doubleTimes x → v.y":                               true,
	"p384/Point.doubleTimes x → v.z":                               true,
	"p384/Point.doubleTimes x → zz":                                true,
	"p384/Point.doubleTimes y → one":                               true,
	"p384/Point.doubleTimes y → v.x":                               true,
	"p384/Point.doubleTimes y → v.y":                               true,
	"p384/Point.doubleTimes y → v.z":                               true,
	"p384/Point.doubleTimes y → zz":                                true,
	"secp256k1/jacobian.finishAdd &x → &t":                         true,
	"p384/jacAcc.finish &one → &a.x":                               true,
	"p384/jacAcc.finish &one → &a.y":                               true,
	"secp256k1/jacobian.setInfinity drop j.x.One()":                true,
	"secp256k1/jacobian.setInfinity drop j.y.One()":                true,
	"secp256k1/jacobian.setInfinity j.x → j.y":                     true,
	"secp256k1/jacobian.setInfinity j.y → j.x":                     true,
}

func equivalent(fam, fn, desc string) bool {
	if i := strings.Index(desc, " "); i >= 0 {
		desc = desc[i+1:]
	}
	return equivalentMutants[fam+"/"+fn+" "+desc]
}

// simple reports whether e names a variable or field (possibly through
// & or *), the only expressions used as replacements.
func simple(e ast.Expr) bool {
	switch e := e.(type) {
	case *ast.Ident:
		return true
	case *ast.SelectorExpr:
		return simple(e.X)
	case *ast.UnaryExpr:
		return e.Op == token.AND && simple(e.X)
	case *ast.StarExpr:
		return simple(e.X)
	case *ast.ParenExpr:
		return simple(e.X)
	}
	return false
}

func sortExprs(es []ast.Expr) {
	sort.Slice(es, func(i, j int) bool { return types.ExprString(es[i]) < types.ExprString(es[j]) })
}

// magnitudeParam reports whether parameter i of f is used only as a
// magnitude argument of field methods.
func magnitudeParam(fam *family, f *fn, i int) bool {
	j := 0
	var name string
	for _, fl := range f.decl.Type.Params.List {
		for _, n := range fl.Names {
			if j == i {
				name = n.Name
			}
			j++
		}
	}
	if name == "" {
		return false
	}
	uses, asMag := 0, 0
	ast.Inspect(f.decl.Body, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok && id.Name == name {
			uses++
		}
		if c, ok := n.(*ast.CallExpr); ok {
			if sel, ok := c.Fun.(*ast.SelectorExpr); ok {
				if op, ok := fam.ops[sel.Sel.Name]; ok && op.magnitudeArg >= 0 && op.magnitudeArg < len(c.Args) {
					if id, ok := c.Args[op.magnitudeArg].(*ast.Ident); ok && id.Name == name {
						asMag++
					}
				}
			}
		}
		return true
	})
	return uses > 0 && uses == asMag
}

// droppable applies the drop exclusions.
func droppable(fam *family, p *pkg, t *typer, s ast.Stmt, hasResults bool) bool {
	switch s := s.(type) {
	case *ast.DeclStmt:
		return false
	case *ast.ReturnStmt:
		return !hasResults
	case *ast.AssignStmt:
		return s.Tok != token.DEFINE
	case *ast.ExprStmt:
		c, ok := s.X.(*ast.CallExpr)
		if !ok {
			return true
		}
		switch f := c.Fun.(type) {
		case *ast.SelectorExpr:
			switch f.Sel.Name {
			case "NormalizeWeak", "Normalize", "NormalizeVar", "Set":
				if len(c.Args) == 1 {
					if u, ok := c.Args[0].(*ast.UnaryExpr); ok && u.Op == token.AND && types.ExprString(u.X) == types.ExprString(f.X) {
						return false
					}
				}
			}
		case *ast.Ident:
			if callee := p.funcs[f.Name]; callee != nil && len(callee.decl.Body.List) == 0 {
				return false
			}
		}
	}
	return true
}

func stmtString(s ast.Stmt) string {
	switch s := s.(type) {
	case *ast.ExprStmt:
		return types.ExprString(s.X)
	case *ast.AssignStmt:
		return types.ExprString(s.Lhs[0]) + " " + s.Tok.String() + " …"
	}
	return fmt.Sprintf("%T", s)
}
