// Command classcount counts the findings of curvecheck reports per input
// class: each finding's operation and inputs are classified with the
// catalog's edge classes and input classes (catalog.Op.ClassesOf, the classes
// curvecheck ops --json lists), so that runs of a library, or runs of the
// same library by two versions of curvecheck, can be compared class by
// class.
//
//	go run ./examples/classcount [-by-op] [-list] [-md] REPORT.json...
//
// A REPORT is the JSON of curvecheck diff (--json or --report), merge or
// vectors --json. Diff findings count once however often a run drew them
// again; known findings (from --baseline) are counted apart from new ones.
// A finding in several classes counts in each; one in none counts under
// "(no edge class)". -list prints each finding's operation and classes
// (joined with +) instead, one line each, for counting the combinations.
package main

import (
	"encoding/hex"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"sort"
	"strings"

	"github.com/curvecheck/curvecheck/catalog"
)

// finding is the part of a diff finding or a vector failure counted here.
type finding struct {
	Op     string            `json:"op"`
	Inputs map[string]string `json:"inputs"`
}

// report holds both report shapes: diff's findings and vectors' results.
type report struct {
	Findings []finding `json:"findings"`
	Known    []finding `json:"known_findings"`
	Results  []struct {
		Failures []finding `json:"failures"`
		Known    []finding `json:"known_failures"`
	} `json:"results"`
}

const noClass = "(no edge class)"

type tally struct{ new, known int }

func main() {
	byOp := flag.Bool("by-op", false, "count per operation and class")
	md := flag.Bool("md", false, "print a Markdown table")
	list := flag.Bool("list", false, "print each finding's operation and classes, one line each")
	flag.Usage = func() {
		fmt.Fprintln(os.Stderr, "usage: classcount [-by-op] [-list] [-md] REPORT.json...")
		flag.PrintDefaults()
	}
	flag.Parse()
	if flag.NArg() == 0 {
		flag.Usage()
		os.Exit(2)
	}
	for _, file := range flag.Args() {
		if *list {
			if err := listFindings(file); err != nil {
				fmt.Fprintln(os.Stderr, "classcount:", err)
				os.Exit(1)
			}
			continue
		}
		counts, total, err := count(file, *byOp)
		if err != nil {
			fmt.Fprintln(os.Stderr, "classcount:", err)
			os.Exit(1)
		}
		print(file, counts, total, *md)
	}
}

// read returns a report's new and known findings (diff) or failures
// (vectors).
func read(file string) (newOnes, known []finding, err error) {
	data, err := os.ReadFile(file)
	if err != nil {
		return nil, nil, err
	}
	var r report
	if err := json.Unmarshal(data, &r); err != nil {
		return nil, nil, fmt.Errorf("%s: %v", file, err)
	}
	newOnes, known = r.Findings, r.Known
	for _, res := range r.Results {
		newOnes = append(newOnes, res.Failures...)
		known = append(known, res.Known...)
	}
	return newOnes, known, nil
}

// listFindings prints "FILE OP CLASS+CLASS new|known" per finding.
func listFindings(file string) error {
	newOnes, known, err := read(file)
	if err != nil {
		return err
	}
	for i, f := range append(newOnes, known...) {
		classes, err := classesOf(f)
		if err != nil {
			return fmt.Errorf("%s: %v", file, err)
		}
		state := "new"
		if i >= len(newOnes) {
			state = "known"
		}
		fmt.Printf("%s\t%s\t%s\t%s\n", file, f.Op, strings.Join(classes, "+"), state)
	}
	return nil
}

// count reads one report and tallies its findings per class (or per
// operation and class).
func count(file string, byOp bool) (map[string]*tally, tally, error) {
	var total tally
	newOnes, known, err := read(file)
	if err != nil {
		return nil, total, err
	}
	counts := map[string]*tally{}
	add := func(f finding, isKnown bool) error {
		classes, err := classesOf(f)
		if err != nil {
			return fmt.Errorf("%s: %v", file, err)
		}
		if isKnown {
			total.known++
		} else {
			total.new++
		}
		for _, c := range classes {
			if byOp {
				c = f.Op + "\t" + c
			}
			t := counts[c]
			if t == nil {
				t = &tally{}
				counts[c] = t
			}
			if isKnown {
				t.known++
			} else {
				t.new++
			}
		}
		return nil
	}
	for _, f := range newOnes {
		if err := add(f, false); err != nil {
			return nil, total, err
		}
	}
	for _, f := range known {
		if err := add(f, true); err != nil {
			return nil, total, err
		}
	}
	return counts, total, nil
}

// classesOf names the classes of a finding's inputs; a vector failure with
// no single call (no operation or no inputs) is in none.
func classesOf(f finding) ([]string, error) {
	if f.Op == "" || len(f.Inputs) == 0 {
		return []string{noClass}, nil
	}
	op, ok := catalog.LookupOp(f.Op)
	if !ok {
		return nil, fmt.Errorf("operation %q is not in the catalog", f.Op)
	}
	in := catalog.Values{}
	for k, v := range f.Inputs {
		b, err := hex.DecodeString(v)
		if err != nil {
			return nil, fmt.Errorf("%s input %s: %v", f.Op, k, err)
		}
		in[k] = b
	}
	cs := op.ClassesOf(in)
	if len(cs) == 0 {
		cs = []string{noClass}
	}
	return cs, nil
}

func print(file string, counts map[string]*tally, total tally, md bool) {
	keys := make([]string, 0, len(counts))
	for k := range counts {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	if md {
		fmt.Printf("%s: %d new, %d known\n\n| class | new | known |\n|---|---|---|\n", file, total.new, total.known)
		for _, k := range keys {
			fmt.Printf("| %s | %d | %d |\n", strings.ReplaceAll(k, "\t", " "), counts[k].new, counts[k].known)
		}
		fmt.Println()
		return
	}
	fmt.Printf("%s: %d new, %d known\n", file, total.new, total.known)
	for _, k := range keys {
		fmt.Printf("  %-60s %5d new %5d known\n", strings.ReplaceAll(k, "\t", "  "), counts[k].new, counts[k].known)
	}
}
