package ai

import (
	"testing"

	"zulu1879/game"
)

// The hard bot puts an attack it can spare where the steps are hardest to
// take: H Co (7 SP) on the Ledge (1206, defence 5: hit on a 1) before A Co
// (8 SP) in the open next to it (1207, defence 2), where rule 9 goes for the
// stronger company. 1307 touches both hexes.
func TestHard_OneAttackerGoesWhereStepsAreHardestToTake(t *testing.T) {
	cases := []struct {
		name string
		bot  Bot
		want string
	}{
		{"rule 9: the strongest", NewRule9(), "1207"},
		{"hard: the hardest to finish", NewHard(), "1206"},
	}
	for _, c := range cases {
		g := bare(t, 1, map[string]string{"H": "1206", "A": "1207"})
		putZulus(g, "1307")
		attackPhase(g)
		got := runAttacks(t, g, c.bot)
		if len(got) != 1 || got[c.want] != 1 {
			t.Errorf("%s: attacks %v, want one on %s", c.name, got, c.want)
		}
	}
}

// From turn 4 the hard bot's sniping takes the step that attacks are least
// likely to take (H Co on the Ledge), before that the strongest unit, as
// rule 9 does (A Co in the open).
func TestHard_SnipingFromTurnFourOnTheHardestUnit(t *testing.T) {
	cases := []struct {
		turn int
		want string
	}{
		{2, "A"},
		{3, "A"},
		{4, "H"},
		{6, "H"},
	}
	for _, c := range cases {
		g := bare(t, 1, map[string]string{"H": "1206", "A": "1207", "1BB": "1208"})
		g.Turn = c.turn
		g.Pending = []game.Decision{{Kind: game.DecideSnipe, Side: game.Zulu, Count: 1, Options: []string{"1BB", "A", "H"}}}
		a, why := NewHard().Choose(g)
		if a.Kind != game.ActChoose || a.Pick != c.want || why == "" {
			t.Errorf("turn %d: chose %q (%q), want %s", c.turn, a, why, c.want)
		}
	}
}

// The movement plan fills the neighbours of the hardest hex to finish
// before the other hexes next to the British: a lone Zulu in 1309, nearer
// A Co in the open (1210), goes next to H Co on the Ledge (1206) instead,
// where rule 9 sends it next to the nearest British unit.
func TestHard_MovesFirstNextToTheHardestHex(t *testing.T) {
	g := bare(t, 1, map[string]string{"H": "1206", "A": "1210"})
	b := newBoard(g)
	first := NewHard().firstHexes(g, b)
	for _, j := range b.bhex {
		want := b.m.HexAt(j).String() == "1206"
		if first[j] != want {
			t.Errorf("hex %s marked first: %v, want %v", b.m.HexAt(j), first[j], want)
		}
	}
	cases := []struct {
		name      string
		bot       Bot
		want, not string
	}{
		{"rule 9: next to the nearest unit", NewRule9(), "1210", "1206"},
		{"hard: next to the hardest hex", NewHard(), "1206", "1210"},
	}
	for _, c := range cases {
		g := bare(t, 1, map[string]string{"H": "1206", "A": "1210"})
		putZulus(g, "1309")
		runZuluMove(t, g, c.bot)
		near := func(hex string) int {
			n := 0
			for _, x := range hx(hex).Neighbors() {
				if g.Map().Contains(x) && g.ZulusAt(x) > 0 {
					n++
				}
			}
			return n
		}
		if near(c.want) != 1 || near(c.not) != 0 {
			t.Errorf("%s: Zulus next to %s: %d, next to %s: %d; want 1 and 0", c.name, c.want, near(c.want), c.not, near(c.not))
		}
	}
}
