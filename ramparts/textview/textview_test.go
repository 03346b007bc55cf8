package textview

import (
	"strings"
	"testing"

	"zulu1879/dice"
	"zulu1879/ramparts"
)

func newGame(t testing.TB, seed uint64, opts ramparts.Options) *ramparts.Game {
	t.Helper()
	g, err := ramparts.New(opts, dice.NewSeeded(seed))
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func index(g *ramparts.Game, id string) int {
	for i := range g.IButhos {
		if g.IButhos[i].ID == id {
			return i
		}
	}
	return -1
}

func TestBoardShowsTracksBuildingsAndInterior(t *testing.T) {
	tests := []struct {
		name  string
		set   func(g *ramparts.Game)
		wants []string
	}{
		{"set-up: four iButhos on the tracks", func(g *ramparts.Game) {}, []string{"box 5", "Chest", "Left Horn", "Right Horn", "Loins", "uThulwana 5", "iNdluyengwe 2", "H: .", "S: ."}},
		{"a burning Hospital", func(g *ramparts.Game) { g.Burning[ramparts.Hospital] = true }, []string{"H FIRE", "Hospital   ON FIRE", "Storehouse standing"}},
		{"an iButho inside the post", func(g *ramparts.Game) {
			g.IButhos[index(g, "uDloko")].Box = -1
		}, []string{"-1 Inner Barricade            uDloko 4 [###]"}},
		{"the Zulu Victory marker pushed back", func(g *ramparts.Game) { g.VictoryBox = -1; g.BarricadeStep = 2 }, []string{"-1 Inner Barricade            -  <== Zulu Victory marker", "Barricade toward box -2: 2/3 built, nobody at work."}},
		{"a Heroic Defense marker", func(g *ramparts.Game) { g.Tableau = append(g.Tableau, 6); g.Defending = append(g.Defending, 6) }, []string{"Storehouse standing; Heroic Defense: #06 Commissary James Dalton (3-6)"}},
		{"a routed iButho", func(g *ramparts.Game) { g.IButhos[index(g, "iNdlondlo")].Routed = true }, []string{"Out of the fight: iNdlondlo 3 [##] routed"}},
		{"an iButho in the burning Hospital: the box says it burns", func(g *ramparts.Game) {
			g.Burning[ramparts.Hospital] = true
			b := &g.IButhos[index(g, "iNdluyengwe")]
			b.Track, b.Box = 1, 1 // the Left Horn, whose box 1 is the Hospital
		}, []string{"H FIRE iNdluyengwe 2 "}},
		{"casualties", func(g *ramparts.Game) {
			b := &g.IButhos[index(g, "uThulwana")]
			b.Hits, b.Casualty = 2, 2
		}, []string{"uThulwana 3"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := newGame(t, 4, ramparts.Options{})
			tt.set(g)
			board := Board(g)
			for _, w := range tt.wants {
				if !strings.Contains(board, w) {
					t.Errorf("board lacks %q:\n%s", w, board)
				}
			}
		})
	}
}

func TestStandeeShowsHitMarkersAndCasualties(t *testing.T) {
	tests := []struct {
		b    ramparts.IButho
		want string
	}{
		{ramparts.IButho{ID: "uDloko", Hits: 3}, "uDloko 4 [###]"},
		{ramparts.IButho{ID: "uDloko", Hits: 1, Casualty: 2}, "uDloko 2 [#..]"},
		{ramparts.IButho{ID: "iNdluyengwe", Casualty: 1, Eliminated: true}, "iNdluyengwe 1 [.] wiped out"},
		{ramparts.IButho{ID: "iNdlondlo"}, "iNdlondlo 1"},
	}
	for _, tt := range tests {
		if got := Standee(&tt.b); got != tt.want {
			t.Errorf("Standee(%+v) = %q, want %q", tt.b, got, tt.want)
		}
	}
}

func TestStatusCardsAndChitsDescribeTheGame(t *testing.T) {
	g := newGame(t, 7, ramparts.Options{})
	st := Status(g)
	for _, w := range []string{"Turn 1 | Action phase, 1 Action left | day | Ammunition/Water Low | hand 3", "chit: " + ChitDrawn(g)} {
		if !strings.Contains(st, w) {
			t.Errorf("status %q lacks %q", st, w)
		}
	}
	if ChitDrawn(g) == "" {
		t.Fatal("no chit drawn on turn 1")
	}
	cards := Cards(g)
	for _, w := range []string{"Hand (3):", "#03 Lt. John Chard (hero, VC)", "#05 \"Here they come...\" (volley) volley dice close/medium/long/far 1/2/3/0", "Draw pile: 28 cards"} {
		if !strings.Contains(cards, w) {
			t.Errorf("cards lack %q:\n%s", w, cards)
		}
	}
	ch := Chits(g)
	if !strings.Contains(ch, "iMpi cup (34)") || !strings.Contains(ch, "Chit drawn this turn: "+ChitDrawn(g)) {
		t.Errorf("chits:\n%s", ch)
	}
}

func TestFormatEventsJoinsARunOfShuffleRolls(t *testing.T) {
	ev := []ramparts.Event{
		{Turn: 0, Rule: "3.0", Text: "shuffle", Dice: []int{3}},
		{Turn: 0, Rule: "3.0", Text: "shuffle", Dice: []int{1}},
		{Turn: 0, Rule: "3.0", Text: "dealt"},
		{Turn: 1, Phase: ramparts.PhaseAction, Rule: "6.7.3", Text: "volley", Dice: []int{6, 5}},
		{Turn: 1, Phase: ramparts.PhaseAction, Rule: "6.7.3", Text: "volley", Dice: []int{2}},
	}
	got := FormatEvents(ev)
	want := []string{"T0: shuffle [3.0] {die 3,1}", "T0: dealt [3.0]", "T1 action: volley [6.7.3] {die 6,5,2}"}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Fatalf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if ev[0].Dice[0] != 3 || len(ev[0].Dice) != 1 {
		t.Fatal("FormatEvents changed the log")
	}
}

// A whole game ends with the VP tally, the victory level and its
// epilogue, once (what play prints at the end of Rorke's Drift).
func TestEndingShowsTheVictoryLevelAndEpilogueOnce(t *testing.T) {
	for _, seed := range []uint64{1, 2, 3} {
		g := newGame(t, seed, ramparts.Options{})
		for n := 0; !g.Over(); n++ {
			if n > 5000 {
				t.Fatal("the game does not end")
			}
			a, _ := ramparts.Advisor{}.Choose(g)
			if err := g.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
		r := g.Result()
		text := Ending(g)
		for _, w := range []string{"=== The defence of Rorke's Drift is over after", "Victory level: " + r.LevelName, strings.Fields(r.Epilogue)[0]} {
			if !strings.Contains(text, w) {
				t.Errorf("seed %d: the ending lacks %q:\n%s", seed, w, text)
			}
		}
		if n := strings.Count(text, "Victory level: "); n != 1 {
			t.Errorf("seed %d: the ending shows the level %d times", seed, n)
		}
	}
}

func TestWrapKeepsLinesShort(t *testing.T) {
	text := ramparts.Epilogue(ramparts.MajorVictory)
	w := Wrap(text, 40)
	for _, l := range strings.Split(w, "\n") {
		if len(l) > 40 {
			t.Errorf("line of %d characters: %q", len(l), l)
		}
	}
	if strings.Join(strings.Fields(w), " ") != strings.Join(strings.Fields(text), " ") {
		t.Error("wrapping changed the words")
	}
}

func BenchmarkBoard(b *testing.B) {
	g := newGame(b, 7, ramparts.Options{})
	for b.Loop() {
		_ = Board(g)
	}
}

// TestRule5_3_4_StatusShowsTheChitDrawnNotTheOneUnder: the status line names
// the chit drawn in the iMpi phase (Rifles Overheat), not the Advance chit
// drawn under it; in the final assault every chit drawn.
func TestRule5_3_4_StatusShowsTheChitDrawnNotTheOneUnder(t *testing.T) {
	g := newGame(t, 4, ramparts.Options{})
	g.Turn = 9
	g.Log = append(g.Log,
		ramparts.Event{Turn: 9, Phase: ramparts.PhaseImpi, Rule: "4.0", Text: "iMpi chit drawn: Rifles Overheat"},
		ramparts.Event{Turn: 9, Phase: ramparts.PhaseImpi, Rule: "5.3.4", Text: "iMpi chit drawn: Chest advances 1"})
	if got := ChitDrawn(g); got != "Rifles Overheat" {
		t.Fatalf("chit drawn %q, want Rifles Overheat", got)
	}
	g.Turn = 10
	g.Log = append(g.Log,
		ramparts.Event{Turn: 10, Phase: ramparts.PhaseImpi, Rule: "12.4.2", Text: "iMpi chit drawn: Chest advances 1"},
		ramparts.Event{Turn: 10, Phase: ramparts.PhaseImpi, Rule: "12.4.2", Text: "iMpi chit drawn: All advance 2"})
	if got := ChitDrawn(g); got != "Chest advances 1, All advance 2" {
		t.Fatalf("final assault: chit drawn %q", got)
	}
	if st := Status(g); !strings.Contains(st, "chit: Chest advances 1, All advance 2") {
		t.Fatalf("status %q", st)
	}
}

// TestVolleyLegendSaysFourRetreatsInAFire: the volley line's legend gives
// the burning-building rule of 6.7.4 too.
func TestVolleyLegendSaysFourRetreatsInAFire(t *testing.T) {
	g := newGame(t, 4, ramparts.Options{})
	g.Phase = ramparts.PhaseVolley
	g.Pending = &ramparts.PendingVolley{Card: 21, Target: 0, Dice: []int{4, 2}, Rolled: []int{4, 2}}
	if st := Status(g); !strings.Contains(st, "a 4 retreats too in a burning building") {
		t.Fatalf("status %q", st)
	}
}

// TestBoardListsTracksInTheWindowsOrder: the terminal lists the four tracks
// top to bottom as the window's map draws them (ramparts.TrackRows): the two
// that funnel into the north Outer Perimeter box first.
func TestBoardListsTracksInTheWindowsOrder(t *testing.T) {
	board := Board(newGame(t, 3, ramparts.Options{}))
	last := -1
	for _, tr := range ramparts.TrackRows() {
		at := strings.Index(board, "\n"+ramparts.TrackName(tr)+" ")
		if at < 0 || at < last {
			t.Fatalf("track %s is not listed after the one above it on the map:\n%s", ramparts.TrackName(tr), board)
		}
		last = at
	}
	rows := ramparts.TrackRows()
	if ramparts.TrackName(rows[0]) != "Left Horn" || ramparts.TrackName(rows[1]) != "Loins" {
		t.Errorf("the north tracks are %s and %s, want Left Horn and Loins (the data's upper funnel)", ramparts.TrackName(rows[0]), ramparts.TrackName(rows[1]))
	}
}

// TestShufflesArePrintedWithoutTheirDice: a shuffle's dice would tell the
// player the order of the draw pile; the terminal prints each shuffle of
// the set-up once, without them.
func TestShufflesArePrintedWithoutTheirDice(t *testing.T) {
	g := newGame(t, 5, ramparts.Options{})
	n := 0
	for _, l := range FormatEvents(g.Log) {
		if strings.Contains(l, "shuffle") {
			n++
			if strings.Contains(l, "{die") {
				t.Errorf("line %q shows a shuffle's dice", l)
			}
		}
	}
	if n != 2 {
		t.Errorf("%d shuffle lines, want 2 (the deck, the relief mini-stack)", n)
	}
}
