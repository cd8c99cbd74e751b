package dudect

// cycles reads the virtual counter.
func cycles() uint64

const timerName = "cntvct_el0 (isb-serialized)"
