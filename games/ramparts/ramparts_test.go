package ramparts

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"zulu1879/games"
	engine "zulu1879/ramparts"
)

func newGame(t *testing.T, seed uint64, opts string) *State {
	t.Helper()
	s, err := Rules{}.New(games.Setup{Seed: seed, Options: json.RawMessage(opts)})
	if err != nil {
		t.Fatal(err)
	}
	return s.(*State)
}

// TestView_TheDrawPileOrderIsHidden: the player knows which cards are in
// the draw pile but not in what order (cards are drawn face down from the
// top), so the British view lists them by number while the omniscient view
// keeps the order the engine will draw them in.
func TestView_TheDrawPileOrderIsHidden(t *testing.T) {
	s := newGame(t, 1, "")
	pile := s.G.DrawPile
	if slices.IsSorted(pile) {
		t.Fatalf("seed 1's draw pile %v is already sorted; pick another seed", pile)
	}
	mine := s.View(British).(*engine.Game).DrawPile
	all := s.View(games.Omniscient).(*engine.Game).DrawPile
	if !slices.Equal(all, pile) {
		t.Errorf("the omniscient view's pile %v is not the engine's %v", all, pile)
	}
	if !slices.IsSorted(mine) || !slices.Equal(mine, slices.Sorted(slices.Values(pile))) {
		t.Errorf("the British view's pile %v gives away the order (engine: %v)", mine, pile)
	}
	for _, seat := range []games.Seat{British, games.Omniscient} {
		if v := s.View(seat).(*engine.Game); v.Seeded != nil {
			t.Errorf("the view for seat %d holds the roller", seat)
		}
	}
	if !slices.Equal(s.G.DrawPile, pile) || s.G.Seeded == nil || s.G.Log == nil {
		t.Error("building a view changed the game")
	}
}

// TestOptions_AreTheEnginesOptions: Setup.Options is the engine's Options
// in JSON ("revision" 1 is what the command line calls rorkes-drift@1);
// an unknown scenario or option is refused with a message naming it.
func TestOptions_AreTheEnginesOptions(t *testing.T) {
	if s := newGame(t, 1, `{"revision": 1, "officers": true}`); s.G.Options.Revision != 1 || !s.G.Options.Officers {
		t.Errorf("options read as %+v", s.G.Options)
	}
	if s := newGame(t, 1, ""); s.G.Options.Revision != engine.RulesRevision {
		t.Errorf("no options: revision %d, want the current %d", s.G.Options.Revision, engine.RulesRevision)
	}
	for _, c := range []games.Setup{
		{Scenario: "isandlwana"},
		{Options: json.RawMessage(`{"revison": 1}`)},
		{Options: json.RawMessage(`{"revision": 99}`)},
	} {
		if _, err := (Rules{}).New(c); err == nil {
			t.Errorf("New(%+v) was accepted", c)
		}
	}
}

// TestResult_VictoryLevelsWin: the British seat wins with Minor Victory or
// better; a Standoff and the defeats have no winner. Plays the Advisor
// until both kinds of result have been seen.
func TestResult_VictoryLevelsWin(t *testing.T) {
	seen := map[bool]bool{}
	for seed := uint64(1); seed <= 200 && len(seen) < 2; seed++ {
		s := newGame(t, seed, "")
		for !games.Over(s) {
			a, _ := engine.Advisor{}.Choose(s.G)
			if err := s.Apply(a.String()); err != nil {
				t.Fatal(err)
			}
		}
		r, ok := s.Result()
		lv := s.G.Result().Level
		won := slices.Equal(r.Winners, []games.Seat{British})
		if !ok || won != (lv >= engine.MinorVictory) || (!won && len(r.Winners) != 0) {
			t.Fatalf("seed %d: level %v gives winners %v", seed, lv, r.Winners)
		}
		if r.Score != s.G.Result().VP || r.Level != lv.String() || r.Key == "" {
			t.Fatalf("seed %d: result %+v does not follow the engine's %+v", seed, r, s.G.Result())
		}
		seen[won] = true
	}
	if len(seen) < 2 {
		t.Fatalf("200 Advisor games gave only won=%v", seen)
	}
}

// TestPlayerLogHidesTheShuffleDice: the dice of the set-up's shuffles
// would tell the player the order of the draw pile, which the British view
// hides; the player's log leaves them out, the omniscient log keeps them.
func TestPlayerLogHidesTheShuffleDice(t *testing.T) {
	g, err := Rules{}.New(games.Setup{Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	secret, shown := 0, 0
	all, mine := g.Log(games.Omniscient, 0), g.Log(British, 0)
	for i, e := range all {
		if !strings.Contains(e.Text, "shuffle") {
			continue
		}
		if len(e.Dice) > 0 {
			secret++
		}
		if len(mine[i].Dice) > 0 {
			shown++
		}
	}
	if secret == 0 {
		t.Fatal("the omniscient log has no shuffle dice: the test proves nothing")
	}
	if shown > 0 {
		t.Errorf("the player's log shows the dice of %d shuffle rolls", shown)
	}
}

// TestViewReadsLikeTheGame: the player's view keeps what the status line
// needs (the VP so far, the chit drawn this turn from the log) though it
// has no dice roller and no shuffle dice.
func TestViewReadsLikeTheGame(t *testing.T) {
	s := newGame(t, 7, "")
	v, ok := s.View(British).(*engine.Game)
	if !ok {
		t.Fatalf("View is %T", s.View(British))
	}
	if got, want := v.Result().VP, s.G.Result().VP; got != want || want == 0 {
		t.Errorf("the view's VP so far is %d, the game's %d", got, want)
	}
	if len(v.Log) != len(s.G.Log) {
		t.Errorf("the view's log has %d events, the game's %d", len(v.Log), len(s.G.Log))
	}
	for _, e := range v.Log {
		if e.Secret || (strings.Contains(e.Text, "shuffle") && len(e.Dice) > 0) {
			t.Fatalf("the view shows a shuffle's dice: %+v", e)
		}
	}
}
