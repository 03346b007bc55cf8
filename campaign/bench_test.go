package campaign

import (
	"testing"

	"zulu1879/dice"
	"zulu1879/ramparts"
)

// benchCampaign is a finished campaign (both halves played).
func benchCampaign(b *testing.B) *Campaign {
	c := newCampaign(b, 27)
	playIsandlwana(b, c, dice.NewSeeded(7), -1)
	if err := c.StartRorkesDrift(RorkeSeed(27), ramparts.Options{}); err != nil {
		b.Fatal(err)
	}
	playRorke(b, c, -1)
	return c
}

// BenchmarkEncode measures writing a whole campaign file (it loads the file
// back to check it before handing it out).
func BenchmarkEncode(b *testing.B) {
	c := benchCampaign(b)
	var data []byte
	for b.Loop() {
		var err error
		if data, err = c.Encode("bench"); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(len(data)), "bytes/file")
}

// BenchmarkDecode measures loading a whole campaign file: both logs
// replayed and every hash checked.
func BenchmarkDecode(b *testing.B) {
	c := benchCampaign(b)
	data, err := c.Encode("bench")
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if _, err := Decode(data, "bench"); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkEvaluate measures computing the ledger of a finished game.
func BenchmarkEvaluate(b *testing.B) {
	c := benchCampaign(b)
	for b.Loop() {
		if _, err := Evaluate(c.Game()); err != nil {
			b.Fatal(err)
		}
	}
}
