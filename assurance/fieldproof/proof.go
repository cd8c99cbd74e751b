// Package fieldproof proves the Go field arithmetic of fast/ on its
// source: for each field function, interpreted by package interp over
// symbolic integers with intervals, (a) bounds: under the documented input
// bounds every intermediate stays within its Go type and every output limb
// within the documented output bound, and (b) value: Σ out_i·2^(w_i) −
// f(Σ in_i·2^(w_i)) ≡ 0 (mod p) as a polynomial identity in the input limbs
// and the fresh variables (carries, high words, shifted-out parts), where
// f is the intended result; Montgomery products are checked as
// out·R − a·b. Where the code selects with a mask, every case is run
// (a split on the decision that builds the mask), and cases the intervals
// rule out are counted as infeasible.
//
// p, the limb weights and the bounds are read from the shipped code (the
// verify build's checks) and the reference (ref/); the functions are
// listed in specs per package, and a test fails when a field function of
// those packages is neither proven nor excluded with a reason.
package fieldproof

import (
	"errors"
	"fmt"
	"math/big"
	"sort"

	"github.com/curvecheck/curvecheck/assurance/fieldproof/interp"
	"github.com/curvecheck/curvecheck/assurance/symbolic"
)

// layout describes a package's Element.
type layout struct {
	pkg  string // claim name: edwards25519, field25, secp256k1, p384
	rel  string // package directory
	deps []string
	// inlined lists, per dependency, the functions the proofs interpret
	// (their literals are mutated with the package's).
	inlined map[string][]string
	limbs   string // the limb array's field
	weights []uint // limb i has weight 2^weights[i]
	p       *big.Int
	mont    bool // values are in Montgomery form, R = 2^(64·limbs)
	// override replaces file contents (mutation tests).
	override map[string][]byte
}

// elemIn describes an Element argument: per-limb exclusive bounds.
type elemIn struct {
	bound []*big.Int
	// parity splits limb 0 into 2h + c, c in {0, 1} (run both).
	parity bool
	// whole, when set, bounds the argument's whole value Σ limb_i·2^(w_i)
	// below it (a fact the whole-number bounds may use): "below p".
	whole *big.Int
	// words: the argument is a bare array of len(bound) words of weights
	// 2^(64·i) (a pointer to it when ptr), not an Element; limbs: a bare
	// array of the layout's limbs (a pointer to it when ptr).
	words, limbs, ptr bool
	// bytes > 0: the argument is a byte slice of that many bytes (a
	// pointer to a [bytes]byte array when ptr), each in [0, 2^8), of value
	// Σ b_j·2^(8·w(j)), w(j) = j, or bytes − 1 − j when bigEndian. With
	// msbFixed, the top bit of the most significant byte is msb (0 or 1),
	// for decoders that drop it (run once for each).
	bytes     int
	bigEndian bool
	msbFixed  bool
	msb       int
}

// spec is one proof: the function, its arguments and contract.
type spec struct {
	fn   string // "Element.Mul"
	file string // where it is defined (for the claim)
	// recv: the receiver is a fresh output Element (true for v.Op(...)).
	recv bool
	ins  []elemIn
	// ints are extra integer arguments after the elements, each run over
	// the listed values (e.g. cond in {0, 1}).
	ints [][]int64
	// syms are symbolic integer arguments between the elements and the
	// ints, each in [0, 2^bits): their polynomials follow the inputs'
	// values in the value function.
	syms []uint
	// out: per-limb exclusive bounds of the result (the receiver).
	out []*big.Int
	// value returns the intended result from the inputs' values and ints;
	// nil for no value claim (not used by any proven function).
	value func(r *symbolic.Ring, in []symbolic.Poly, ints []int64) symbolic.Poly
	// outs reads the outputs to check (default: the receiver alone);
	// swap-like functions check both elements.
	both bool
	// wrap and zero are the allowed modular multiplications and the
	// proven-zero discards (interp.Machine.Wrap, ZeroDiscard).
	wrap, zero []string
	bounds     string // text of the bounds for the claim statement
	// fixed gives Element inputs fixed limb values (e.g. the zero element).
	// outScale multiplies the output's value before the comparison (2 for
	// a halving: 2·out ≡ a); 0 means 1.
	outScale int64
	// variants run the same function under several contracts (e.g. each
	// magnitude); each sets ins, ints and out, and value when not nil.
	variants []variant
	// ret: the output is the function's first result, a limb array (or
	// an Element), instead of the receiver.
	ret bool
	// belowP: the output's whole value Σ limb_i·2^(w_i) is proven below p
	// (canonical) from the facts of the case (interp.ProveBelow).
	belowP bool
	// outWords: the output is an array of 64-bit words of weights
	// 2^(64·i) (out gives their bounds).
	outWords bool
	// montProduct: in a Montgomery layout the output is a·b·R^(−1), so
	// its value times R is compared (the other functions are linear in
	// the representation and compared as they are).
	montProduct bool
	// outFirst: the output is the first Element argument (updated in
	// place), not the receiver.
	outFirst bool
	// maskArg: the last integer argument is passed as a uint64 mask,
	// 2^64 − 1 for 1 and 0 for 0.
	maskArg bool
	// product: the product of the first and last inputs' whole values is
	// below p² (each is below p, elemIn.whole), given to the prover as a
	// fact over the product's monomials: the bound of a Montgomery
	// product, (a·b + q·p)/R < 2p, rests on it.
	product bool
	// outBytes > 0: the output is a byte encoding of that many bytes
	// (big-endian when outBE): the function's first result (a slice or
	// array), or, with outArg, a [outBytes]byte array passed by pointer
	// after the other arguments.
	outBytes      int
	outBE, outArg bool
	// decode: the function returns (v, error); a case that returns an
	// error must have its input value at least p (rejectAtLeastP), and is
	// otherwise a failed proof; a case that returns nil is checked as
	// usual.
	decode, rejectAtLeastP bool
	// bit: the function returns an int, which must be the constant
	// bit(ints, parities) in every case (a predicate); no output Element.
	bit func(ints, par []int64) int64
}

// variant is one contract of a spec with variants.
type variant struct {
	ins      []elemIn
	ints     [][]int64
	out      []*big.Int
	value    func(r *symbolic.Ring, in []symbolic.Poly, ints []int64) symbolic.Poly
	outScale int64
}

// result of a proof.
type result struct {
	cases, infeasible int
}

// prove runs spec s of layout l over every integer argument combination
// and every case split.
func prove(l *layout, s *spec) (result, error) {
	pkgs, err := loadAll(l)
	if err != nil {
		return result{}, err
	}
	if len(s.variants) == 0 {
		return proveOne(l, s, pkgs)
	}
	var res result
	for _, v := range s.variants {
		t := *s
		t.variants = nil
		t.ins, t.ints, t.out = v.ins, v.ints, v.out
		if v.value != nil {
			t.value = v.value
		}
		if v.outScale != 0 {
			t.outScale = v.outScale
		}
		r, err := proveOne(l, &t, pkgs)
		if err != nil {
			return res, err
		}
		res.cases += r.cases
		res.infeasible += r.infeasible
	}
	return res, nil
}

// caseBudget bounds the cases of one proof (over all its integer and
// parity combinations). The largest proven function needs far fewer; a
// proof that exceeds it fails (it is not a proof), which is how a mutant
// that makes the case splits explode is reported.
const caseBudget = 4096

func proveOne(l *layout, s *spec, pkgs []*interp.Package) (result, error) {
	var res result
	combos := [][]int64{{}}
	for _, vals := range s.ints {
		var next [][]int64
		for _, c := range combos {
			for _, v := range vals {
				next = append(next, append(append([]int64{}, c...), v))
			}
		}
		combos = next
	}
	parities := [][]int64{{}}
	for _, in := range s.ins {
		var next [][]int64
		for _, c := range parities {
			opts := []int64{-1}
			if in.parity {
				opts = []int64{0, 1}
			}
			for _, o := range opts {
				next = append(next, append(append([]int64{}, c...), o))
			}
		}
		parities = next
	}
	for _, ints := range combos {
		for _, par := range parities {
			stack := []map[int]int64{{}}
			for len(stack) > 0 {
				force := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				if res.cases+res.infeasible >= caseBudget {
					return res, fmt.Errorf("%s %s: more than %d cases: not proven within the budget", l.pkg, s.fn, caseBudget)
				}
				err := runCase(l, s, pkgs, ints, par, force)
				var split *interp.SplitNeeded
				switch {
				case errors.As(err, &split):
					if len(force) > 12 {
						return res, fmt.Errorf("too many case splits at %s", split.Pos)
					}
					for _, v := range []int64{1, 0} {
						f := map[int]int64{split.Site: v}
						for k, x := range force {
							f[k] = x
						}
						stack = append(stack, f)
					}
				case errors.Is(err, interp.ErrInfeasible):
					res.infeasible++
				case err != nil:
					return res, fmt.Errorf("%s %s (ints %v, forced %v): %w", l.pkg, s.fn, ints, sortedForce(force), err)
				default:
					res.cases++
				}
			}
		}
	}
	if res.cases == 0 {
		return res, errors.New("every case is infeasible: the proof is vacuous")
	}
	return res, nil
}

func sortedForce(f map[int]int64) string {
	keys := make([]int, 0, len(f))
	for k := range f {
		keys = append(keys, k)
	}
	sort.Ints(keys)
	out := ""
	for _, k := range keys {
		out += fmt.Sprintf("%d=%d ", k, f[k])
	}
	return out
}

func loadAll(l *layout) ([]*interp.Package, error) {
	root, err := interp.Root()
	if err != nil {
		return nil, err
	}
	var out []*interp.Package
	for _, rel := range append([]string{l.rel}, l.deps...) {
		p, err := interp.LoadFrom(root, rel, l.override)
		if err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, nil
}

// runCase interprets one case and checks bounds and value.
func runCase(l *layout, s *spec, pkgs []*interp.Package, ints, par []int64, force map[int]int64) error {
	m := interp.New(pkgs...)
	m.Force = force
	m.Products = s.product
	for _, w := range s.wrap {
		m.Wrap[w] = true
	}
	for _, z := range s.zero {
		m.ZeroDiscard[z] = true
	}
	pkg := pkgs[0]
	var args []interp.Value
	var recv *interp.Pointer
	if s.recv {
		z, err := m.Zero(pkg, "Element")
		if err != nil {
			return err
		}
		recv = &interp.Pointer{C: &interp.Cell{V: z}}
		args = append(args, recv)
	}
	var inVals []symbolic.Poly
	var elems []*interp.Pointer
	for i, in := range s.ins {
		var z interp.Value
		var arr *interp.Array
		weights := l.weights
		if in.bytes > 0 {
			val, v, err := byteInput(m, i, in)
			if err != nil {
				return err
			}
			if in.whole != nil {
				m.Assume(interp.Fact{P: val, Lo: big.NewInt(0), Hi: new(big.Int).Sub(in.whole, big.NewInt(1))})
			}
			inVals = append(inVals, val)
			elems = append(elems, nil)
			args = append(args, v)
			continue
		}
		switch {
		case in.words:
			arr = &interp.Array{E: make([]*interp.Cell, len(in.bound))}
			weights = wordWeights(len(in.bound))
			z = arr
		case in.limbs:
			arr = &interp.Array{E: make([]*interp.Cell, len(in.bound))}
			z = arr
		default:
			zv, err := m.Zero(pkg, "Element")
			if err != nil {
				return err
			}
			st := zv.(*interp.Struct)
			c, ok := st.Field(l.limbs)
			if !ok {
				return fmt.Errorf("type Element has no field %s", l.limbs)
			}
			arr, z = c.V.(*interp.Array), zv
		}
		for j := range arr.E {
			if arr.E[j] == nil {
				arr.E[j] = &interp.Cell{}
			}
		}
		if len(arr.E) != len(weights) || len(in.bound) != len(weights) {
			return fmt.Errorf("type Element has %d limbs, layout %d", len(arr.E), len(weights))
		}
		val := m.R.Const(0)
		for j := range arr.E {
			name := fmt.Sprintf("%c%d", 'a'+i, j)
			hi := new(big.Int).Sub(in.bound[j], big.NewInt(1))
			var x *interp.Scalar
			if j == 0 && par[i] >= 0 {
				h := m.Input(name+"h", big.NewInt(0), new(big.Int).Rsh(new(big.Int).Sub(hi, big.NewInt(par[i])), 1))
				c := big.NewInt(par[i])
				x = &interp.Scalar{P: h.P.Scale(big.NewInt(2)).Add(m.R.ConstBig(c)), Lo: c,
					Hi: new(big.Int).Add(new(big.Int).Lsh(h.Hi, 1), c), Kind: interp.U64}
			} else {
				x = m.Input(name, big.NewInt(0), hi)
			}
			arr.E[j].V = x
			val = val.Add(x.P.Scale(pow2(weights[j])))
		}
		if in.whole != nil {
			m.Assume(interp.Fact{P: val, Lo: big.NewInt(0), Hi: new(big.Int).Sub(in.whole, big.NewInt(1))})
		}
		inVals = append(inVals, val)
		p := &interp.Pointer{C: &interp.Cell{V: z}}
		elems = append(elems, p)
		if (in.words || in.limbs) && !in.ptr {
			args = append(args, z)
		} else {
			args = append(args, p)
		}
	}
	if s.product {
		a, b := s.ins[0].whole, s.ins[len(s.ins)-1].whole
		if a == nil || b == nil {
			return errors.New("a product bound needs inputs with whole-value bounds")
		}
		top := new(big.Int).Mul(new(big.Int).Sub(a, big.NewInt(1)), new(big.Int).Sub(b, big.NewInt(1)))
		m.Assume(interp.Fact{P: inVals[0].Mul(inVals[len(inVals)-1]), Lo: big.NewInt(0), Hi: top})
	}
	for i, b := range s.syms {
		x := m.Input(fmt.Sprintf("k%d", i), big.NewInt(0), new(big.Int).Sub(pow2(b), big.NewInt(1)))
		if b <= 32 {
			x.Kind = interp.U32
		}
		inVals = append(inVals, x.P)
		args = append(args, x)
	}
	for i, v := range ints {
		if s.maskArg && i == len(ints)-1 {
			mask := new(big.Int)
			if v == 1 {
				mask = new(big.Int).Sub(pow2(64), big.NewInt(1))
			}
			args = append(args, m.Const(mask, interp.U64))
			continue
		}
		args = append(args, m.Const(big.NewInt(v), interp.Int))
	}
	var outArr *interp.Array
	if s.outArg {
		outArr = &interp.Array{E: make([]*interp.Cell, s.outBytes)}
		for j := range outArr.E {
			outArr.E[j] = &interp.Cell{V: m.Const(new(big.Int), interp.U8)}
		}
		args = append(args, &interp.Pointer{C: &interp.Cell{V: outArr}})
	}
	rets, err := m.Call(pkg, s.fn, args...)
	if err != nil {
		return err
	}
	if s.decode {
		if len(rets) != 2 {
			return errors.New("a decoder returns (value, error)")
		}
		if e, ok := rets[1].(*interp.ErrorValue); ok {
			if !s.rejectAtLeastP || len(inVals) == 0 {
				return fmt.Errorf("rejects an input it must accept (error %s)", e.Msg)
			}
			// Rejected: the input's value is at least p, p − in < 1.
			if err := m.ProveBelow(m.R.ConstBig(l.p).Sub(inVals[0]), big.NewInt(1)); err != nil {
				if errors.Is(err, interp.ErrInfeasible) {
					return err
				}
				return fmt.Errorf("rejects (error %s) an input not proven at least p: %w", e.Msg, err)
			}
			return nil
		}
		if p, ok := rets[1].(*interp.Pointer); !ok || p.C != nil {
			return fmt.Errorf("error result %T is neither nil nor an error", rets[1])
		}
	}
	if s.bit != nil {
		if len(rets) == 0 {
			return errors.New("no result")
		}
		r, ok := rets[0].(*interp.Scalar)
		c, isConst := r.IsConst()
		if !ok || !isConst {
			return errors.New("the result is not a known constant in this case")
		}
		if want := s.bit(ints, par); c.Cmp(big.NewInt(want)) != 0 {
			return fmt.Errorf("returns %v, want %d", c, want)
		}
		return nil
	}
	// Outputs: the receiver, or both elements for a swap, or the result.
	outs := []*interp.Pointer{recv}
	if s.both {
		outs = elems
	}
	if s.ret {
		if len(rets) == 0 {
			return errors.New("no result")
		}
		outs = []*interp.Pointer{{C: &interp.Cell{V: rets[0]}}}
	}
	if s.outFirst {
		outs = elems[:1]
	}
	ow := l.weights
	if s.outWords {
		ow = wordWeights(len(s.out))
	}
	if s.outBytes > 0 {
		switch {
		case s.outArg:
			outs = []*interp.Pointer{{C: &interp.Cell{V: outArr}}}
		case len(rets) > 0:
			outs = []*interp.Pointer{{C: &interp.Cell{V: rets[0]}}}
		default:
			return errors.New("no byte result")
		}
	}
	for k, o := range outs {
		var val symbolic.Poly
		var err error
		if s.outBytes > 0 {
			val, err = readBytes(o.C.V, s.outBytes, s.outBE)
		} else {
			val, err = readElement(l, m, o, s.out, ow)
		}
		if errors.Is(err, interp.ErrInfeasible) {
			return err
		}
		if err != nil {
			return fmt.Errorf("output %d: %w", k, err)
		}
		if s.belowP {
			if err := m.ProveBelow(val, l.p); err != nil {
				if errors.Is(err, interp.ErrInfeasible) {
					return err
				}
				return fmt.Errorf("output %d is not proven below p: %w", k, err)
			}
		}
		want := s.value(m.R, inVals, append(append([]int64{}, ints...), int64(k)))
		diff := m.Reduce(val)
		if s.outScale != 0 {
			diff = diff.Scale(big.NewInt(s.outScale))
		}
		if l.mont && s.montProduct {
			diff = diff.Mul(m.R.ConstBig(pow2(64 * uint(len(l.weights)))))
		}
		diff = diff.Sub(want)
		if !diff.Mod(l.p).IsZero() {
			if err := zeroByFacts(m, diff, l.p); err != nil {
				return fmt.Errorf("output %d: value identity fails: %w", k, err)
			}
			continue
		}
		if !diff.Mod(l.p).IsZero() {
			return fmt.Errorf("output %d: value identity fails: %d terms remain mod p", k, diff.Mod(l.p).NumTerms())
		}
	}
	for _, z := range s.zero {
		if m.Zeroed[z] == 0 {
			return fmt.Errorf("listed zero discard %q not met", z)
		}
	}
	return nil
}

// readElement returns the weighted sum of an Element's limbs after
// checking each against its bound.
func readElement(l *layout, m *interp.Machine, p *interp.Pointer, bound []*big.Int, weights []uint) (symbolic.Poly, error) {
	arr, ok := p.C.V.(*interp.Array)
	if st, isStruct := p.C.V.(*interp.Struct); isStruct {
		c, _ := st.Field(l.limbs)
		arr, ok = c.V.(*interp.Array)
	}
	if !ok || len(arr.E) != len(weights) || len(bound) != len(weights) {
		return symbolic.Poly{}, errors.New("not an Element or its limbs")
	}
	val := m.R.Const(0)
	for j, cell := range arr.E {
		x, ok := cell.V.(*interp.Scalar)
		if !ok || len(x.Xor) > 1 {
			return val, fmt.Errorf("limb %d is not a resolved integer", j)
		}
		if x.Lo.Sign() < 0 {
			return val, fmt.Errorf("limb %d in %s may be negative", j, x)
		}
		if x.Hi.Cmp(bound[j]) >= 0 {
			// The interval alone does not bound the limb: the relations
			// of the case may (e.g. a limb below 2^48 once the whole
			// value is known to be below p).
			if err := m.ProveBelow(x.P, bound[j]); err != nil {
				if errors.Is(err, interp.ErrInfeasible) {
					return val, err
				}
				return val, fmt.Errorf("limb %d in %s is not below %#x: %w", j, x, bound[j], err)
			}
		}
		val = val.Add(x.P.Scale(pow2(weights[j])))
	}
	return val, nil
}

// byteInput builds input i, a byte encoding: n fresh bytes in [0, 2^8)
// (the most significant one split when in.msb fixes its top bit), as a
// slice or a pointer to an array; it returns the encoded value.
func byteInput(m *interp.Machine, i int, in elemIn) (symbolic.Poly, interp.Value, error) {
	arr := &interp.Array{E: make([]*interp.Cell, in.bytes)}
	val := m.R.Const(0)
	top := in.bytes - 1 // index of the most significant byte
	if in.bigEndian {
		top = 0
	}
	for j := range arr.E {
		w := uint(8 * j)
		if in.bigEndian {
			w = uint(8 * (in.bytes - 1 - j))
		}
		name := fmt.Sprintf("%c%d", 'a'+i, j)
		var x *interp.Scalar
		if j == top && in.msbFixed {
			if in.msb != 0 && in.msb != 1 {
				return val, nil, errors.New("msb is 0 or 1")
			}
			r := m.Input(name+"r", big.NewInt(0), big.NewInt(127))
			c := big.NewInt(int64(128 * in.msb))
			x = &interp.Scalar{P: r.P.Add(m.R.ConstBig(c)), Lo: c, Hi: new(big.Int).Add(c, big.NewInt(127))}
		} else {
			x = m.Input(name, big.NewInt(0), big.NewInt(255))
		}
		x.Kind = interp.U8
		arr.E[j] = &interp.Cell{V: x}
		val = val.Add(x.P.Scale(pow2(w)))
	}
	if in.ptr {
		return val, &interp.Pointer{C: &interp.Cell{V: arr}}, nil
	}
	return val, &interp.Slice{E: arr.E}, nil
}

// readBytes returns the value of an n-byte encoding (a slice or array of
// resolved bytes in [0, 2^8)).
func readBytes(v interp.Value, n int, bigEndian bool) (symbolic.Poly, error) {
	var cells []*interp.Cell
	switch x := v.(type) {
	case *interp.Slice:
		cells = x.E
	case *interp.Array:
		cells = x.E
	case *interp.Pointer:
		if x.C != nil {
			return readBytes(x.C.V, n, bigEndian)
		}
	}
	if len(cells) != n {
		return symbolic.Poly{}, fmt.Errorf("the encoding is %d bytes, want %d", len(cells), n)
	}
	var val symbolic.Poly
	for j, c := range cells {
		x, ok := c.V.(*interp.Scalar)
		if !ok || len(x.Xor) > 1 {
			return val, fmt.Errorf("byte %d is not a resolved integer", j)
		}
		if x.Lo.Sign() < 0 || x.Hi.Cmp(big.NewInt(255)) > 0 {
			return val, fmt.Errorf("byte %d in %s may leave [0, 255]", j, x)
		}
		w := uint(8 * j)
		if bigEndian {
			w = uint(8 * (n - 1 - j))
		}
		if j == 0 {
			val = x.P.Ring().Const(0)
		}
		val = val.Add(x.P.Scale(pow2(w)))
	}
	return val, nil
}

// wordWeights are the weights 2^(64·i) of n little-endian 64-bit words.
func wordWeights(n int) []uint {
	w := make([]uint, n)
	for i := range w {
		w[i] = 64 * uint(i)
	}
	return w
}

func pow2(k uint) *big.Int { return new(big.Int).Lsh(big.NewInt(1), k) }

// uniform returns n copies of b.
func uniform(n int, b *big.Int) []*big.Int {
	out := make([]*big.Int, n)
	for i := range out {
		out[i] = b
	}
	return out
}

// zeroByFacts proves d ≡ 0 (mod p) where the polynomial identity alone
// does not: d' (d with each coefficient replaced by its residue nearest 0)
// differs from d by p times an integer, and the case's facts bound d' to
// (−1, 1), so d' = 0 (a nonlinear d' needs spec.product: Products). (A canonical reduction's output equals
// its input plus 19·q − 2^255·c with q = c, which only the carry chain's
// whole-number relations show.)
func zeroByFacts(m *interp.Machine, d symbolic.Poly, p *big.Int) error {
	half := new(big.Int).Rsh(p, 1)
	r := m.R.Const(0)
	names := m.Names()
	for _, t := range d.Terms() {
		c := new(big.Int).Mod(t.Coeff, p)
		if c.Cmp(half) > 0 {
			c.Sub(c, p)
		}
		mono := m.R.ConstBig(c)
		for i, e := range t.Exps {
			if e != 0 {
				mono = mono.Mul(m.R.Var(names[i]).Pow(e))
			}
		}
		r = r.Add(mono)
	}
	// d' = 0 exactly when d'/g = 0, g the gcd of its coefficients (a
	// scaled difference would need a bound finer than 1/g).
	g := new(big.Int)
	for _, t := range r.Terms() {
		g.GCD(nil, nil, g, new(big.Int).Abs(t.Coeff))
	}
	if g.Sign() > 0 {
		q := m.R.Const(0)
		for _, t := range r.Terms() {
			mono := m.R.ConstBig(new(big.Int).Quo(t.Coeff, g))
			for i, e := range t.Exps {
				if e != 0 {
					mono = mono.Mul(m.R.Var(names[i]).Pow(e))
				}
			}
			q = q.Add(mono)
		}
		r = q
	}
	if err := m.ProveBelow(r, big.NewInt(1)); err != nil {
		return err
	}
	return m.ProveBelow(r.Neg(), big.NewInt(1))
}
