package tables

import "testing"

func TestRule11_VictoryLevels(t *testing.T) {
	// 100+ Brit decisive; 75-99 tactical; 50-74 marginal; 25-49 draw;
	// 0-24 Zulu marginal; (25-1) Zulu tactical; (26+) Zulu decisive.
	bands := []struct {
		lo, hi int
		want   string
	}{
		{100, 400, "British decisive victory"}, {75, 99, "British tactical victory"}, {50, 74, "British marginal victory"},
		{25, 49, "draw"}, {0, 24, "Zulu marginal victory"}, {-25, -1, "Zulu tactical victory"}, {-300, -26, "Zulu decisive victory"},
	}
	for _, b := range bands {
		for vp := b.lo; vp <= b.hi; vp++ {
			if got := Level(vp).String(); got != b.want {
				t.Errorf("%d VP: %s, want %s", vp, got, b.want)
			}
		}
	}
	if GameOver(149) || !GameOver(150) || !GameOver(151) {
		t.Error("the game must end at 150 VP and not before")
	}
}

func TestRule11_VictoryPoints(t *testing.T) {
	cases := []struct {
		name string
		t    Tally
		want int
	}{
		{"Zulu eliminated 1 each", Tally{ZuluEliminated: 7}, 7},
		{"Zulu M 1 per 2", Tally{ZuluMortal: 5}, 2},
		{"Zulu W 1 per 4", Tally{ZuluWounded: 7}, 1},
		{"Zulu D 1 per 6", Tally{ZuluDisordered: 12}, 2},
		{"British W −1, M −3, E −5", Tally{BritishWounded: 2, BritishMortal: 1, BritishEliminated: 3}, -2 - 3 - 15},
		{"hospital rooms 2 a room-turn", Tally{HospitalRoomTurns: 12}, 24},
		{"dogleg 10 a turn", Tally{DoglegTurns: 3}, 30},
		{"Small Kraal whole", Tally{KraalInner: true, KraalOuter: true}, 9},
		{"Small Kraal inner half", Tally{KraalInner: true}, 5},
		{"Small Kraal outer half", Tally{KraalOuter: true}, 4},
		{"nothing", Tally{}, 0},
	}
	for _, c := range cases {
		if got := c.t.VP(); got != c.want {
			t.Errorf("%s: %d VP, want %d (%v)", c.name, got, c.want, c.t.Items())
		}
	}
}

// The text's historical check: 700 Zulus killed are 140 units (+140), the
// Small Kraal held (+9), 17 British killed (−85) and 13 wounded (−13):
// 51 VP, a British marginal victory.
func TestRule11_HistoricalCheck(t *testing.T) {
	hist := Tally{
		ZuluEliminated:    700 / 5,
		KraalInner:        true,
		KraalOuter:        true,
		BritishEliminated: 17,
		BritishWounded:    13,
	}
	items := hist.Items()
	want := []VPItem{{"Zulu units eliminated", 140}, {"British wounded", -13}, {"British eliminated", -85}, {"Small Kraal", 9}}
	if len(items) != len(want) {
		t.Fatalf("items %v, want %v", items, want)
	}
	for i := range want {
		if items[i] != want[i] {
			t.Errorf("item %d: %v, want %v", i, items[i], want[i])
		}
	}
	if vp := hist.VP(); vp != 51 || Level(vp) != BritishMarginal || Level(vp).String() != "British marginal victory" {
		t.Errorf("historical result: %d VP, %s; want 51, British marginal victory", vp, Level(vp))
	}
}
