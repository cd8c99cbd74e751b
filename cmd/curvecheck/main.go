// Command curvecheck checks elliptic-curve implementations against a
// math/big reference, third-party test vectors and each other.
//
//	curvecheck vectors [--impl ref] [--file PATH]... [--json]
//	curvecheck ops [--json]
//	curvecheck diff [--op LIST] [--impl LIST] [--n N] [--seed S] [--json]
//	curvecheck merge SHARD.json...
//	curvecheck export --wycheproof DIR [--from REPORT.json]...
//	curvecheck bench [--count N] [--filter RE]
//	curvecheck ct [--method valgrind|dudect|both] [--func PATTERN]
//	curvecheck audit [--out DIR] [--budget D] [--sections LIST]
//	curvecheck prove [--run REGEXP] [--json]
//
// README.md documents every flag. Exit status: 0 clean, 1 findings (a
// failing vector or check), 2 usage or input errors (an unreadable or
// malformed file, an unknown implementation), 3 incomplete (diff and audit:
// nothing failed, but not everything asked for was checked).
package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/spf13/cobra"

	_ "github.com/curvecheck/curvecheck/impls/all" // register every implementation
)

// exitError carries an exit status through cobra.
type exitError struct {
	code int
	err  error
}

func (e *exitError) Error() string { return e.err.Error() }

func usageErr(format string, a ...any) error {
	return &exitError{2, fmt.Errorf(format, a...)}
}

// errFindings is returned when a run completed and found failures; the
// output already says what they are.
var errFindings = &exitError{1, errors.New("findings: see the report above")}

// errIncomplete is returned when a run found nothing wrong but did not
// check everything it was asked to; the output says what is missing.
var errIncomplete = &exitError{3, errors.New("incomplete: see the reasons above")}

func main() { os.Exit(run(os.Args[1:], os.Stdout, os.Stderr)) }

// newRoot returns the command tree.
func newRoot() *cobra.Command {
	root := &cobra.Command{
		Use:           "curvecheck",
		Short:         "Check elliptic-curve implementations against a reference, test vectors and each other",
		SilenceUsage:  true,
		SilenceErrors: true,
	}
	root.SetFlagErrorFunc(func(_ *cobra.Command, err error) error { return usageErr("%v", err) })
	root.AddCommand(vectorsCmd(), opsCmd(), diffCmd(), mergeCmd(), exportCmd(), benchCmd(), ctCmd(), auditCmd(), proveCmd())
	return root
}

// run executes the command line args and returns the exit status.
func run(args []string, stdout, stderr io.Writer) int {
	root := newRoot()
	root.SetArgs(args)
	root.SetOut(stdout)
	root.SetErr(stderr)
	if err := root.Execute(); err != nil {
		code := 2
		var ee *exitError
		if errors.As(err, &ee) {
			code = ee.code
		}
		fmt.Fprintln(stderr, "curvecheck:", err)
		return code
	}
	return 0
}

// writeJSON prints v to w as indented JSON (the --json output of every
// command).
func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}
