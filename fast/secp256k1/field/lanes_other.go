//go:build !amd64 || purego

package field

// sqrtManyLanes has no lane routines on this build: SqrtManyVar takes
// every input one by one.
func sqrtManyLanes(out, in []Element, ok []bool) int { return 0 }
