// Package dudect is the statistical timing method of Reparaz, Balasch and
// Verbauwhede, "Dude, is my code constant time?" (DATE 2017): measurements
// of a function on a fixed input class and a random input class,
// interleaved in random order, compared with Welch's t-test — on the raw
// timings, on 100 percentile crops, and on the centred squares (a
// second-order test).
package dudect

import "math"

// welford accumulates a mean and variance online (Welford 1962).
type welford struct {
	n        float64
	mean, m2 float64
}

func (w *welford) add(x float64) {
	w.n++
	d := x - w.mean
	w.mean += d / w.n
	w.m2 += d * (x - w.mean)
}

func (w *welford) variance() float64 {
	if w.n < 2 {
		return 0
	}
	return w.m2 / (w.n - 1)
}

// TTest is Welch's two-sample t-test computed online over two classes.
type TTest struct{ c [2]welford }

// Add records x in class 0 or 1.
func (t *TTest) Add(class int, x float64) { t.c[class].add(x) }

// N is the number of measurements in both classes.
func (t *TTest) N() float64 { return t.c[0].n + t.c[1].n }

// T returns Welch's t statistic, (m0 − m1) / √(s0²/n0 + s1²/n1), or 0
// before both classes have two measurements.
func (t *TTest) T() float64 {
	a, b := t.c[0], t.c[1]
	if a.n < 2 || b.n < 2 {
		return 0
	}
	se := math.Sqrt(a.variance()/a.n + b.variance()/b.n)
	if se == 0 {
		return 0
	}
	return (a.mean - b.mean) / se
}

// cropThresholds are dudect's percentiles: 1 − 0.5^(10·(i+1)/100) for
// i = 0 … 99, more of them near the top of the distribution.
func cropThresholds() []float64 {
	out := make([]float64, 100)
	for i := range out {
		out[i] = 1 - math.Pow(0.5, 10*float64(i+1)/100)
	}
	return out
}

// percentile returns the p-quantile of sorted xs.
func percentile(sorted []float64, p float64) float64 {
	if len(sorted) == 0 {
		return 0
	}
	i := int(p * float64(len(sorted)))
	if i >= len(sorted) {
		i = len(sorted) - 1
	}
	return sorted[i]
}
