package engine

import (
	"errors"
	"fmt"
	"maps"
	"sort"
	"strconv"
	"strings"
)

// Shard names one of Count disjoint slices of a run: in every operation,
// the cases whose index i (edge cases first, then the random ones) has
// i mod Count = Index. Count 0 or 1 is the whole run.
type Shard struct {
	Index int `json:"index"`
	Count int `json:"count"`
}

// ParseShard reads "i/n" (0 ≤ i < n).
func ParseShard(s string) (Shard, error) {
	a, b, ok := strings.Cut(s, "/")
	i, err1 := strconv.Atoi(a)
	n, err2 := strconv.Atoi(b)
	if !ok || err1 != nil || err2 != nil {
		return Shard{}, fmt.Errorf("shard %q: want INDEX/COUNT, like 0/4 (indices from 0)", s)
	}
	sh := Shard{Index: i, Count: n}
	return sh, sh.check()
}

func (s Shard) String() string { return fmt.Sprintf("%d/%d", s.Index, s.Count) }

func (s Shard) check() error {
	if s.Count < 0 || s.Index < 0 || (s.Count > 0 && s.Index >= s.Count) || (s.Count == 0 && s.Index != 0) {
		return fmt.Errorf("shard %d/%d: the index must be in [0, %d)", s.Index, s.Count, max(s.Count, 1))
	}
	return nil
}

// Merge combines the reports of the shards of one run — the same
// operations, seed, n, named operations and allowed unsupported share, each
// shard index 0 … Count-1 exactly once — into the report the unsharded run
// gives: counts added, findings in case order with a repeated input kept
// once (at its first case) and counted, the verdict judged again. Times are
// added up (they are the shards' total, not a wall time). A missing,
// repeated or foreign shard is an error: a merged report never covers less
// than it says. A finding a shard's baseline held stays known (Known), and
// the merged report names every shard's baselines.
func Merge(shards []*Report) (*Report, error) {
	if len(shards) == 0 {
		return nil, errors.New("merge: no report given")
	}
	first := shards[0]
	if first.Shard == nil {
		return nil, errors.New("merge: the first report is not a shard (it was run without --shard)")
	}
	count := first.Shard.Count
	got := make([]bool, count)
	for k, r := range shards {
		if r.Shard == nil {
			return nil, fmt.Errorf("merge: report %d is not a shard", k+1)
		}
		if r.Shard.Count != count {
			return nil, fmt.Errorf("merge: report %d is shard %s, report 1 is of %d shards", k+1, r.Shard, count)
		}
		if got[r.Shard.Index] {
			return nil, fmt.Errorf("merge: shard %s given twice", r.Shard)
		}
		got[r.Shard.Index] = true
		if err := sameRun(first, r); err != nil {
			return nil, fmt.Errorf("merge: report %d (shard %s) is not of the same run as report 1: %v", k+1, r.Shard, err)
		}
	}
	var missing []string
	for i, ok := range got {
		if !ok {
			missing = append(missing, Shard{i, count}.String())
		}
	}
	if len(missing) > 0 {
		return nil, fmt.Errorf("merge: shards missing: %s (a merged report must cover the whole run)", strings.Join(missing, ", "))
	}
	m := &Report{Seed: first.Seed, N: first.N, Named: first.Named, AllowUnsupported: first.AllowUnsupported,
		NotComputed: first.NotComputed}
	for i, o := range first.Ops {
		mo := &OpReport{Op: o.Op}
		for _, s := range o.Stats {
			mo.Stats = append(mo.Stats, &Stats{Op: s.Op, Impl: s.Impl, Policy: s.Policy})
		}
		for _, r := range shards {
			ro := r.Ops[i]
			mo.Cases += ro.Cases
			mo.Edges += ro.Edges
			mo.Wall += ro.Wall
			mo.RefTime += ro.RefTime
			mo.ImplTime += ro.ImplTime
			for j, s := range ro.Stats {
				addStats(mo.Stats[j], s)
			}
		}
		m.Ops = append(m.Ops, mo)
	}
	// Findings: the unsharded order (operation, case, implementation),
	// one per input.
	opPos := map[string]int{}
	implPos := map[string]int{}
	for i, o := range m.Ops {
		opPos[o.Op] = i
		for j, s := range o.Stats {
			implPos[o.Op+"|"+s.Impl] = j
		}
	}
	var all []Finding
	for _, r := range shards {
		all = append(all, r.Findings...)
		all = append(all, r.Known...)
		for _, b := range r.Baselines {
			m.addBaseline(b)
		}
	}
	sort.SliceStable(all, func(a, b int) bool {
		fa, fb := all[a], all[b]
		if pa, pb := opPos[fa.Op], opPos[fb.Op]; pa != pb {
			return pa < pb
		}
		if fa.Case != fb.Case {
			return fa.Case < fb.Case
		}
		return implPos[fa.Op+"|"+fa.Impl] < implPos[fb.Op+"|"+fb.Impl]
	})
	seen := map[string]*Finding{}
	var kept []*Finding
	for _, f := range all {
		if first, dup := seen[f.key()]; dup {
			first.Repeats += 1 + f.Repeats
			continue
		}
		seen[f.key()] = &f
		kept = append(kept, &f)
	}
	for _, f := range kept {
		if f.Known != nil {
			m.Known = append(m.Known, *f)
		} else {
			m.Findings = append(m.Findings, *f)
		}
	}
	m.Verdict = m.Judge()
	return m, nil
}

// sameRun reports why b cannot be a shard of a's run, if it cannot.
func sameRun(a, b *Report) error {
	switch {
	case a.Seed != b.Seed:
		return fmt.Errorf("seed %d, not %d", b.Seed, a.Seed)
	case a.N != b.N:
		return fmt.Errorf("n %d, not %d", b.N, a.N)
	case a.AllowUnsupported != b.AllowUnsupported:
		return fmt.Errorf("allowed unsupported share %v, not %v", b.AllowUnsupported, a.AllowUnsupported)
	case !maps.Equal(a.Named, b.Named):
		return errors.New("other operations named exactly")
	case strings.Join(a.NotComputed, ",") != strings.Join(b.NotComputed, ","):
		return errors.New("other operations not computed")
	case len(a.Ops) != len(b.Ops):
		return fmt.Errorf("%d operations, not %d", len(b.Ops), len(a.Ops))
	}
	for i, o := range a.Ops {
		p := b.Ops[i]
		if o.Op != p.Op || len(o.Stats) != len(p.Stats) {
			return fmt.Errorf("operation %d is %s with %d implementations, not %s with %d", i+1, p.Op, len(p.Stats), o.Op, len(o.Stats))
		}
		for j, s := range o.Stats {
			if t := p.Stats[j]; t.Impl != s.Impl || t.Policy != s.Policy {
				return fmt.Errorf("%s: implementation %d is %s [%s], not %s [%s]", o.Op, j+1, t.Impl, t.Policy, s.Impl, s.Policy)
			}
		}
	}
	return nil
}

func addStats(dst, s *Stats) {
	dst.Cases += s.Cases
	dst.Valid += s.Valid
	dst.Agree += s.Agree
	dst.Policied += s.Policied
	dst.Findings += s.Findings
	dst.Known += s.Known
	dst.Unsupported += s.Unsupported
	dst.UnsupportedInvalid += s.UnsupportedInvalid
	dst.DeclaredUnsupported += s.DeclaredUnsupported
	dst.TimedOut += s.TimedOut
	dst.NotRun += s.NotRun
	dst.RefFailed += s.RefFailed
	dst.Time += s.Time
}
