package audit

import (
	"bytes"
	"fmt"
	"image/color"
	"strings"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"

	"github.com/curvecheck/curvecheck/constanttime"
)

// palette cycles through a few distinguishable colours.
var palette = []color.RGBA{{31, 119, 180, 255}, {255, 127, 14, 255}, {44, 160, 44, 255}, {214, 39, 40, 255},
	{148, 103, 189, 255}, {140, 86, 75, 255}, {227, 119, 194, 255}, {127, 127, 127, 255}, {188, 189, 34, 255}, {23, 190, 207, 255}}

// dudectPlot plots |t| against the number of measurements for each dudect
// run, on a log scale, with the 4.5 and 10 verdict thresholds.
func dudectPlot(results []*constanttime.DudectResult) (*plot.Plot, error) {
	p := plot.New()
	p.Title.Text = "dudect: max |t| against measurements"
	p.X.Label.Text = "measurements"
	p.Y.Label.Text = "max |t|"
	p.Y.Scale = plot.LogScale{}
	p.Y.Tick.Marker = plot.LogTicks{}
	p.Legend.Top = true
	for i, r := range results {
		if len(r.Timing.Trace) == 0 {
			continue
		}
		pts := make(plotter.XYs, len(r.Timing.Trace))
		for j, tp := range r.Timing.Trace {
			pts[j].X = float64(tp.N)
			pts[j].Y = max(tp.MaxT, 0.01)
		}
		line, err := plotter.NewLine(pts)
		if err != nil {
			return nil, err
		}
		line.Color = palette[i%len(palette)]
		p.Add(line)
		p.Legend.Add(fmt.Sprintf("%s (%s)", r.Claim, r.Verdict), line)
	}
	// Both verdict thresholds show whatever the data.
	p.Y.Min = 0.1
	p.Y.Max = 12
	for _, r := range results {
		for _, tp := range r.Timing.Trace {
			p.Y.Max = max(p.Y.Max, tp.MaxT*1.2)
		}
	}
	for _, th := range []float64{4.5, 10} {
		f := plotter.NewFunction(func(float64) float64 { return th })
		f.Dashes = []vg.Length{vg.Points(4), vg.Points(4)}
		p.Add(f)
	}
	return p, nil
}

// DudectPNG writes the dudect traces (max |t| against measurements, with
// the thresholds) to path as a PNG.
func DudectPNG(path string, results []*constanttime.DudectResult) error {
	p, err := dudectPlot(results)
	if err != nil {
		return err
	}
	return p.Save(10*vg.Inch, 7*vg.Inch, path)
}

// dudectSVG returns the same plot as an <svg> element to inline in HTML.
func dudectSVG(results []*constanttime.DudectResult) (string, error) {
	p, err := dudectPlot(results)
	if err != nil {
		return "", err
	}
	wt, err := p.WriterTo(10*vg.Inch, 7*vg.Inch, "svg")
	if err != nil {
		return "", err
	}
	var b bytes.Buffer
	if _, err := wt.WriteTo(&b); err != nil {
		return "", err
	}
	s := b.String()
	if i := strings.Index(s, "<svg"); i > 0 {
		s = s[i:] // the element alone: no XML declaration inside HTML
	}
	return s, nil
}
