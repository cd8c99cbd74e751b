package dudect

import (
	"math"
	"math/rand"
	"runtime"
	"runtime/debug"
	"sort"
	"time"
)

// Target is a function to time on two classes of input.
type Target struct {
	Name string
	// Input returns an input of the class: 0 the fixed class, 1 the random
	// class (drawn from rng).
	Input func(class int, rng *rand.Rand) []byte
	Run   func(in []byte)
}

// TracePoint is the largest |t| seen after N measurements.
type TracePoint struct {
	N    int     `json:"n"`
	MaxT float64 `json:"max_t"`
}

// Result is one target's outcome.
type Result struct {
	Name            string       `json:"name"`
	Measurements    int          `json:"measurements"`
	Batch           int          `json:"batch"` // calls per timed measurement
	MaxT            float64      `json:"max_t"`
	Test            string       `json:"test"` // the test that gave MaxT: raw, crop N, second-order
	NeededForT5     float64      `json:"needed_for_t5"`
	Verdict         string       `json:"verdict"` // "leak", "no leak detected", "inconclusive"
	Timer           string       `json:"timer"`
	TimerResolution float64      `json:"timer_resolution"`
	TimerJitter     float64      `json:"timer_jitter"`
	Duration        string       `json:"duration"`
	Trace           []TracePoint `json:"trace"`
}

// Thresholds of dudect's verdicts.
const (
	LeakT   = 10  // |t| above: a leak
	NoLeakT = 4.5 // |t| below after the budget: no leak detected
)

// preflight measures the timer: the smallest non-zero difference between
// two reads, and the jitter of empty measurements (99th percentile minus
// minimum: robust to the rare read interrupted by the scheduler).
func preflight() (resolution, jitter float64) {
	resolution = math.Inf(1)
	ds := make([]float64, 20000)
	for i := range ds {
		a := cycles()
		b := cycles()
		ds[i] = float64(b - a)
		if ds[i] > 0 && ds[i] < resolution {
			resolution = ds[i]
		}
	}
	sort.Float64s(ds)
	return resolution, percentile(ds, 0.99) - ds[0]
}

// maxBatch bounds the calls per measurement.
const maxBatch = 1000

// Measure times the target until budget is spent or |t| exceeds LeakT.
// The collector is off during each round of measurements (it runs between
// rounds) and the goroutine is locked to its thread.
func Measure(tg Target, budget time.Duration, seed int64) *Result {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	defer debug.SetGCPercent(debug.SetGCPercent(-1))
	start := time.Now()
	res := &Result{Name: tg.Name, Timer: timerName}
	res.TimerResolution, res.TimerJitter = preflight()

	rng := rand.New(rand.NewSource(seed))
	// Batch enough calls that one measurement spans ≥ 100 timer ticks and
	// dwarfs the jitter.
	in := tg.Input(1, rng)
	t0 := cycles()
	tg.Run(in)
	single := float64(cycles() - t0)
	res.Batch = 1
	if floor := 100 * math.Max(res.TimerResolution, res.TimerJitter); single < floor {
		res.Batch = min(maxBatch, int(math.Ceil(floor/math.Max(single, 1))))
	}

	const round = 1000
	var raw, second TTest
	crops := make([]TTest, 100)
	var thresholds []float64
	var firstRound [2][]float64
	var mean [2]welford
	classes := make([]int, round)
	inputs := make([][]byte, round)
	times := make([]float64, round)
	for time.Since(start) < budget {
		// Collect garbage between rounds (outside the timed region): with
		// the collector otherwise off, memory stays bounded by one round.
		runtime.GC()
		// Prepare the round outside the timed region: classes in random
		// order, inputs drawn ahead.
		for i := range classes {
			classes[i] = rng.Intn(2)
			inputs[i] = tg.Input(classes[i], rng)
		}
		measured := 0
		for i := range classes {
			if i%64 == 0 && time.Since(start) > budget {
				break // a slow target ends its last round early
			}
			measured++
			x := inputs[i]
			a := cycles()
			for k := 0; k < res.Batch; k++ {
				tg.Run(x)
			}
			times[i] = float64(cycles() - a)
		}
		for i, x := range times[:measured] {
			c := classes[i]
			raw.Add(c, x)
			mean[c].add(x)
			if thresholds == nil {
				firstRound[c] = append(firstRound[c], x)
				continue
			}
			for j, th := range thresholds {
				if x < th {
					crops[j].Add(c, x)
				}
			}
			d := x - mean[c].mean
			second.Add(c, d*d)
		}
		if thresholds == nil {
			all := append(append([]float64(nil), firstRound[0]...), firstRound[1]...)
			sort.Float64s(all)
			for _, p := range cropThresholds() {
				thresholds = append(thresholds, percentile(all, p))
			}
		}
		res.Measurements += measured
		res.MaxT, res.Test = math.Abs(raw.T()), "raw"
		for j := range crops {
			if t := math.Abs(crops[j].T()); t > res.MaxT && crops[j].N() > 1000 {
				res.MaxT, res.Test = t, "crop "+itoa(j)
			}
		}
		if t := math.Abs(second.T()); t > res.MaxT && second.N() > 1000 {
			res.MaxT, res.Test = t, "second-order"
		}
		res.Trace = append(res.Trace, TracePoint{N: res.Measurements, MaxT: res.MaxT})
		if res.MaxT > LeakT {
			break
		}
	}
	switch {
	case res.MaxT > LeakT:
		res.Verdict = "leak"
	case res.MaxT < NoLeakT:
		res.Verdict = "no leak detected"
	default:
		res.Verdict = "inconclusive"
	}
	if res.MaxT > 0 {
		res.NeededForT5 = float64(res.Measurements) * (5 / res.MaxT) * (5 / res.MaxT)
	}
	res.Duration = time.Since(start).Round(time.Millisecond).String()
	return res
}

func itoa(i int) string {
	if i < 10 {
		return string(rune('0' + i))
	}
	return itoa(i/10) + string(rune('0'+i%10))
}
