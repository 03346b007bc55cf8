package sim

import (
	"math"
	"strings"
	"testing"

	"zulu1879/isandlwana"
)

// runOf builds a run from a string of winners, one letter a game: Z for a
// Zulu win, B for a British one; seeds count from 1.
func runOf(w string) []Game {
	out := make([]Game, len(w))
	for i, c := range w {
		out[i].Seed = uint64(i + 1)
		out[i].Winner = isandlwana.British
		if c == 'Z' {
			out[i].Winner = isandlwana.Zulu
		}
	}
	return out
}

// PairedDiff's mean and interval are those of the per-seed differences,
// worked out here directly from the list of differences.
func TestPairedDiffIsTheMeanOfPerSeedDifferences(t *testing.T) {
	cases := []struct{ a, b string }{
		{"ZZZZBBBB", "ZZZZBBBB"},
		{"ZZZZZZZB", "ZZZBBBBB"},
		{"ZBZBZBZBZB", "BZBZBZBZBZ"},
		{"BBBBZZZZZZ", "ZZBBZZZBBZ"},
	}
	for _, c := range cases {
		p, err := PairedDiff(runOf(c.a), runOf(c.b), isandlwana.Zulu)
		if err != nil {
			t.Fatal(err)
		}
		var d []float64
		wa, wb := 0, 0
		for i := range c.a {
			x := 0.0
			if c.a[i] == 'Z' {
				x++
				wa++
			}
			if c.b[i] == 'Z' {
				x--
				wb++
			}
			d = append(d, x)
		}
		n := float64(len(d))
		mean := 0.0
		for _, x := range d {
			mean += x / n
		}
		ss := 0.0
		for _, x := range d {
			ss += (x - mean) * (x - mean)
		}
		half := 1.959963984540054 * math.Sqrt(ss/(n-1)/n)
		if p.WinsA != wa || p.WinsB != wb || math.Abs(p.Diff-mean) > 1e-12 || math.Abs(p.Low-(mean-half)) > 1e-12 || math.Abs(p.High-(mean+half)) > 1e-12 {
			t.Errorf("%s vs %s: got %+v, want wins %d/%d, mean %v ± %v", c.a, c.b, p, wa, wb, mean, half)
		}
		if !strings.Contains(p.Text("x", "y"), "paired games") {
			t.Errorf("text %q", p.Text("x", "y"))
		}
	}
}

// Runs that are not paired seed for seed are refused with a message saying
// why.
func TestPairedDiffRefusesUnpairedRuns(t *testing.T) {
	shifted := runOf("ZZB")
	shifted[1].Seed = 9
	cases := []struct {
		name string
		a, b []Game
		want string
	}{
		{"lengths differ", runOf("ZZB"), runOf("ZZ"), "as many games"},
		{"seeds differ", runOf("ZZB"), shifted, "seed 2 in one run and 9"},
		{"one game", runOf("Z"), runOf("B"), "at least 2"},
	}
	for _, c := range cases {
		if _, err := PairedDiff(c.a, c.b, isandlwana.Zulu); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want one mentioning %q", c.name, err, c.want)
		}
	}
}
