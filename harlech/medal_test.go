package harlech

import (
	"strings"
	"testing"
)

// TestVictory_MedalByTheSpaceTheMarkerFinishesOn: the relief track has the
// text's 20 spaces; a win's medal is read on the space where the marker
// stands when the game ends. Clearing the Zulus leaves the marker where it
// is (it is not moved to the end): with the column four or more hours away
// (space 16 or before) the Victoria Cross, one to three hours away (17-19)
// the Distinguished Conduct Medal; the column's arrival (space 20) gives
// the Zulu War Medal. The log's last line says what the space stands for:
// one British casualty a space, and the hours the column is away.
func TestVictory_MedalByTheSpaceTheMarkerFinishesOn(t *testing.T) {
	d, err := Builtin()
	if err != nil {
		t.Fatal(err)
	}
	if d.Relief.Spaces != 20 {
		t.Fatalf("the relief track has %d spaces, want the text's 20", d.Relief.Spaces)
	}
	cases := []struct {
		name  string
		space int // the marker before the winning attack
		key   string
		end   int
		medal string
		log   string // what the last line of the log says of the track
	}{
		{"the Zulus gone with the column far off", 11, "zulus-gone", 11, "Victoria Cross", "space 11 of 20 (11 British casualties, the column 9 hours away)"},
		{"the Zulus gone four hours before the column", 16, "zulus-gone", 16, "Victoria Cross", "(16 British casualties, the column 4 hours away)"},
		{"the Zulus gone three hours before the column", 17, "zulus-gone", 17, "Distinguished Conduct Medal", "the column 3 hours away"},
		{"the Zulus gone an hour before the column", 19, "zulus-gone", 19, "Distinguished Conduct Medal", "the column an hour away"},
		{"the column arrives", 19, "relief", 20, "Zulu War Medal", "space 20 of 20 (20 British casualties, the column has arrived)"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var g *Game
			if c.key == "zulus-gone" {
				// The last two Zulu cards fall to one attack.
				g = arrange(t, table{level: 7, hands: [][]string{{"20", "11"}}, pos: [4][2]string{{"15", "?16"}}, zdeck: []string{}}, 1)
				g.Relief, g.Volleys = c.space, 0
				apply(t, g, "hold 20 n")
			} else {
				// Both 22s beaten: the card drawn to replace them is the
				// last Relief Column the track needs.
				g = arrange(t, table{level: 7, hands: [][]string{{"11", "harlech", "chard"}}, pos: [4][2]string{{"22*", "?22*"}}, zdeck: []string{"relief"}}, 1)
				g.Relief, g.Volleys = c.space, 0
				apply(t, g, "hold 11 n", "play harlech", "play chard")
			}
			o := g.Outcome
			if o == nil || !o.Won || o.Key != c.key || o.Relief != c.end || o.Medal != c.medal {
				t.Fatalf("outcome %+v, want a %s win on space %d with the %s", o, c.key, c.end, c.medal)
			}
			if r, _ := g.Result(); r.Level != c.medal || r.Score != c.end {
				t.Errorf("result %+v, want level %q score %d", r, c.medal, c.end)
			}
			// The end of the game reads the track as the text's flavour does.
			if last := g.Events[len(g.Events)-1].Text; !strings.Contains(last, c.log) || !strings.HasSuffix(last, "medal: "+c.medal) {
				t.Errorf("log %q, want %q and the medal", last, c.log)
			}
		})
	}
}

// TestPreparation_LevelCardSetsReliefStartAndVolleys: each set level card
// says where the Relief Column starts and how many Volley Fire cards the
// British have (the text's five unless the card says more); the random
// stack uses the track's start and five. Relief Column cards drawn in the
// set-up move the marker on from there.
func TestPreparation_LevelCardSetsReliefStartAndVolleys(t *testing.T) {
	cases := []struct{ level, start, volleys int }{
		{1, 2, 10},
		{2, 2, 10},
		{3, 4, 5},
		{5, 6, 5},
		{7, 8, 5},
		{0, 6, 5},
	}
	for _, c := range cases {
		for seed := uint64(1); seed <= 10; seed++ {
			g, err := NewGame(Config{Players: 1, Level: c.level, Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			reliefs := 0
			for _, id := range g.BDiscard {
				if g.bCard(id).Kind == "relief" {
					reliefs++
				}
			}
			for _, id := range g.ZDiscard {
				if g.zCard(id).Kind == "relief" {
					reliefs++
				}
			}
			if g.Relief != c.start+reliefs || g.Volleys != c.volleys {
				t.Errorf("level %d seed %d: relief on %d after %d Relief cards, %d Volleys; want start %d, %d Volleys", c.level, seed, g.Relief, reliefs, g.Volleys, c.start, c.volleys)
			}
		}
	}
}

// TestReliefColumn_StillAdvancesWhenTheZuluDeckIsEmpty: an empty Zulu deck
// does not stop the marker: a British Relief Column drawn while the last
// Zulu cards are on the table still moves it (and the medal is read
// where it finally stands).
func TestReliefColumn_StillAdvancesWhenTheZuluDeckIsEmpty(t *testing.T) {
	for seed := uint64(1); seed < 50; seed++ {
		g := arrange(t, table{level: 3, hands: [][]string{{"11"}}, pos: [4][2]string{{"22*", "?22*"}}, zdeck: []string{}, bdeck: []string{"relief", "19"}}, seed)
		r := g.Relief
		apply(t, g, "fall-back", "give 1")
		if len(g.Hands[0]) != 2 || len(g.BDeck) != 0 {
			continue // the 19 came first
		}
		if g.Relief != r+1 || g.Outcome != nil {
			t.Fatalf("relief %d (was %d) with the Zulu deck empty, outcome %+v", g.Relief, r, g.Outcome)
		}
		return
	}
	t.Fatal("no seed drew the Relief Column first")
}
