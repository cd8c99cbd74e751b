package dudect

// cycles reads the serialized time-stamp counter.
func cycles() uint64

// timerName names the timer in reports.
const timerName = "rdtsc (lfence-serialized)"
