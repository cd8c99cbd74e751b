//go:build !amd64 && !arm64

package dudect

import "time"

var start = time.Now()

// cycles falls back to the monotonic clock, in nanoseconds.
func cycles() uint64 { return uint64(time.Since(start)) }

const timerName = "monotonic clock (ns)"
