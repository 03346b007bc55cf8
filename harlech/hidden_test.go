package harlech

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"zulu1879/dice"
	"zulu1879/games"
)

// TestPropertyRandomGames plays random legal games of every player count
// and checks after every action: no card is lost or made (66 + 66); no
// seat's view shows another seat's hand or a face-down card, and every
// seat's view accounts for each card exactly once; no seat's log names a
// card another seat drew; a replay gives the same hashes.
func TestPropertyRandomGames(t *testing.T) {
	d, _ := Builtin()
	for players := 1; players <= 5; players++ {
		for seed := uint64(1); seed <= 6; seed++ {
			level := int(seed) % (len(d.Levels) + 1)
			g, err := NewGame(Config{Players: players, Level: level, Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			pick := dice.NewSeeded(seed + 100)
			var actions, hashes []string
			for step := 0; g.Outcome == nil; step++ {
				b, z := countCards(g)
				if b != len(d.bCards) || z != len(d.zCards) {
					t.Fatalf("%dp seed %d step %d: %d British and %d Zulu cards", players, seed, step, b, z)
				}
				checkViews(t, g, fmt.Sprintf("%dp seed %d step %d", players, seed, step))
				l := g.Legal()
				a := l[pick.Intn(len(l))]
				apply(t, g, a)
				actions = append(actions, a)
				hashes = append(hashes, g.Hash())
			}
			checkLogs(t, g)
			r, _ := NewGame(Config{Players: players, Level: level, Seed: seed})
			for i, a := range actions {
				apply(t, r, a)
				if r.Hash() != hashes[i] {
					t.Fatalf("%dp seed %d: replay step %d hash differs", players, seed, i)
				}
			}
		}
	}
}

func checkViews(t *testing.T, g *Game, at string) {
	t.Helper()
	d := g.data
	for s := range g.Players {
		v := g.ViewFor(s)
		for o, h := range v.Hands {
			if o != s && h.Cards != nil {
				t.Fatalf("%s: %s's view shows %s's hand", at, SeatName(s), SeatName(o))
			}
			if o == s && len(h.Cards) != len(g.Hands[s]) {
				t.Fatalf("%s: %s's view hides its own hand", at, SeatName(s))
			}
		}
		seen := 0
		for _, p := range v.Positions {
			for _, z := range []ZCard{p.First, p.Second} {
				if z.FaceDown && z.Kind != "" {
					t.Fatalf("%s: a face-down card is named in %s's view", at, SeatName(s))
				}
				if !z.Empty && !z.FaceDown {
					seen++
				}
			}
		}
		if seen+len(v.ZuluOut)+len(v.UnseenZulu) != len(d.zCards) {
			t.Fatalf("%s: %s's view counts %d Zulu cards", at, SeatName(s), seen+len(v.ZuluOut)+len(v.UnseenZulu))
		}
		own := len(v.Hands[s].Cards)
		att := 0
		if v.Attack != nil {
			att = 1
		}
		if own+att+len(v.BritishOut)+len(v.UnseenBritish) != len(d.bCards) {
			t.Fatalf("%s: %s's view counts %d British cards", at, SeatName(s), own+att+len(v.BritishOut)+len(v.UnseenBritish))
		}
		if !slices.IsSorted(v.UnseenBritish) || !slices.IsSorted(v.UnseenZulu) {
			t.Fatalf("%s: the unseen cards are not sorted: they would give the deck order away", at)
		}
		if _, err := json.Marshal(v); err != nil {
			t.Fatal(err)
		}
	}
}

// checkLogs: a seat reads its own draws, and "draws a card" for others'.
func checkLogs(t *testing.T, g *Game) {
	t.Helper()
	all := g.Log(games.Omniscient, 0)
	for s := range g.Players {
		mine := g.Log(games.Seat(s), 0)
		if len(mine) != len(all) {
			t.Fatalf("%s's log has %d events, the omniscient %d", SeatName(s), len(mine), len(all))
		}
		for i, e := range mine {
			o := g.Events[i]
			if strings.Contains(all[i].Text, " draws ") && o.Seen >= 0 && o.Seen != s {
				if !strings.HasSuffix(e.Text, "draws a card") || e.Dice != nil {
					t.Fatalf("%s reads another seat's draw: %q", SeatName(s), e.Text)
				}
			}
			if o.Seen == seenNobody && (e.Text == o.Text || e.Dice != nil) {
				t.Fatalf("%s reads a face-down card: %q", SeatName(s), e.Text)
			}
		}
	}
}

// TestView_OtherHandsAreCounts: a concrete two-player table.
func TestView_OtherHandsAreCounts(t *testing.T) {
	g := arrange(t, table{players: 2, level: 3, hands: [][]string{{"11", "chard"}, {"19", "20"}}, pos: [4][2]string{{"22*", "?15"}}}, 1)
	v := g.ViewFor(0)
	if !slices.Equal(v.Hands[0].Cards, []string{"11", "chard"}) || v.Hands[1].Cards != nil || v.Hands[1].Count != 2 {
		t.Errorf("player-1's view of the hands: %+v", v.Hands)
	}
	if !v.Positions[North].Second.FaceDown || v.Positions[North].Second.Value != 0 {
		t.Errorf("the face-down card shows: %+v", v.Positions[North].Second)
	}
	o := g.ViewFor(int(games.Omniscient))
	if !slices.Equal(o.Hands[1].Cards, []string{"19", "20"}) || o.Positions[North].Second.Value != 15 {
		t.Errorf("the omniscient view: %+v %+v", o.Hands, o.Positions[North])
	}
}

// TestOptions_PlayersAndData: players 1-5; a data object of the file's
// shape replaces the embedded data; bad values are one-line errors.
func TestOptions_PlayersAndData(t *testing.T) {
	s, err := Rules{}.New(games.Setup{Scenario: "level-7", Seed: 1, Options: json.RawMessage(`{"players": 3, "data": ` + string(embedded) + `}`)})
	if err != nil || s.(*Game).Players != 3 || s.(*Game).Level != 7 {
		t.Fatalf("players 3 with the data as an option: %v", err)
	}
	for _, c := range []struct{ scen, opts, want string }{
		{"level-8", "", "level: 8 is not from 1 to 7"},
		{"level-07", "", "no scenario"},
		{"", `{"players": 6}`, "players: 6 is not from 1 to 5"},
		{"", `{"players": "two"}`, "options"},
		{"", `{"data": {"hands": [6]}}`, "options.data: hands: 1 entries"},
		{"", `{"colour": 1}`, "is not one of the game's options"},
	} {
		_, err := Rules{}.New(games.Setup{Scenario: c.scen, Seed: 1, Options: json.RawMessage(c.opts)})
		if err == nil || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%s %s: %v, want %q", c.scen, c.opts, err, c.want)
		}
	}
}

// TestLog_AnotherSeatsDrawReadsACard: a card drawn into player 2's hand is
// named in player 2's log and the omniscient one, and is "a card" for
// player 1; the pick's dice (an index into the deck) only the omniscient
// record keeps; a face-down Zulu card is named to nobody but the
// omniscient reader.
func TestLog_AnotherSeatsDrawReadsACard(t *testing.T) {
	g := arrange(t, table{players: 2, level: 3, hands: [][]string{{"12"}, {"13"}}, pos: [4][2]string{{"21*", "?20*"}}, bdeck: []string{"chard"}}, 1)
	from := len(g.Events)
	apply(t, g, "fall-back", "give 2")
	find := func(seat games.Seat, what string) games.Event {
		for _, e := range g.Log(seat, from) {
			if strings.Contains(e.Text, what) {
				return e
			}
		}
		t.Fatalf("%d's log has no %q: %+v", seat, what, g.Log(seat, from))
		return games.Event{}
	}
	if e := find(1, "player-2 draws Lieutenant Chard"); e.Dice != nil {
		t.Errorf("player-2 reads the pick's dice, which tell what is left in the deck: %+v", e)
	}
	if e := find(games.Omniscient, "player-2 draws Lieutenant Chard"); len(e.Dice) != 1 {
		t.Errorf("the omniscient record lost the pick: %+v", e)
	}
	if e := find(0, "player-2 draws a card"); e.Dice != nil {
		t.Errorf("player-1 reads the pick: %+v", e)
	}
	for _, e := range g.Log(0, 0) {
		if strings.Contains(e.Text, "Chard") || strings.Contains(e.Text, "face down (") {
			t.Errorf("player-1 reads %q", e.Text)
		}
	}
}

// TestLog_TheRandomStacksOrderStaysHidden: the picks that build the random
// location stack would tell its whole order, of which only the top card is
// known (reading 3): no player reads them, the omniscient record does.
func TestLog_TheRandomStacksOrderStaysHidden(t *testing.T) {
	st, err := Rules{}.New(games.Setup{Scenario: "random", Seed: 1795623028689908914})
	if err != nil {
		t.Fatal(err)
	}
	g := st.(*Game)
	for i, e := range g.Log(0, 0) {
		if !strings.Contains(e.Text, "random locations") {
			continue
		}
		if e.Dice != nil {
			t.Errorf("player-1 reads the stack's picks: %+v", e)
		}
		if all := g.Log(games.Omniscient, i)[0]; len(all.Dice) == 0 {
			t.Errorf("the omniscient record lost the stack's picks: %+v", all)
		}
		return
	}
	t.Fatal("no random-locations event")
}
