package harlech

import (
	"slices"
	"strings"
	"testing"

	"zulu1879/games"
)

// TestStartingHand_ByPlayerCount: 6, 4, 3, 2, 2 cards each for 1 to 5
// players; a Relief Column drawn is replaced and moves the marker.
func TestStartingHand_ByPlayerCount(t *testing.T) {
	for players, want := range map[int]int{1: 6, 2: 4, 3: 3, 4: 2, 5: 2} {
		for seed := uint64(1); seed <= 20; seed++ {
			g, err := NewGame(Config{Players: players, Level: 4, Seed: seed})
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
			if start, _ := g.data.levelStart(4); g.Relief != start+reliefs {
				t.Errorf("%d players seed %d: relief on %d, want start %d + %d relief cards", players, seed, g.Relief, start, reliefs)
			}
			for s, h := range g.Hands {
				// A Sniper in the set-up may have taken one card.
				if len(h) != want && !(len(h) == want-1 && slices.ContainsFunc(g.ZDiscard, func(id int) bool { return g.zCard(id).Kind == "sniper" })) {
					t.Errorf("%d players seed %d: %s holds %d cards, want %d", players, seed, SeatName(s), len(h), want)
				}
				for _, id := range h {
					if g.bCard(id).Kind == "relief" {
						t.Errorf("%d players seed %d: a Relief Column card stayed in a hand", players, seed)
					}
				}
			}
		}
	}
}

// TestPreparation_ZuluCardsFirstUpSecondDown: every position starts with
// a face-up first card and a face-down second, no Relief Column among them.
func TestPreparation_ZuluCardsFirstUpSecondDown(t *testing.T) {
	for seed := uint64(1); seed <= 50; seed++ {
		g, _ := NewGame(Config{Players: 1, Level: 1, Seed: seed})
		for p := range g.Pos {
			f, s := g.Pos[p][0], g.Pos[p][1]
			if f.Card < 0 || !f.Up || s.Card < 0 || s.Up {
				t.Fatalf("seed %d %s: first %+v second %+v", seed, PosNames[p], f, s)
			}
			if g.zCard(f.Card).Kind == "relief" || g.zCard(s.Card).Kind == "relief" || g.zCard(f.Card).Kind == "sniper" {
				t.Fatalf("seed %d %s: a Relief Column or an acted Sniper stayed on the table", seed, PosNames[p])
			}
		}
	}
}

// TestFallBack_MarkerMovesAndTheTeamDraws: falling back moves the marker
// one space left (onto its die symbol or not) and the player in turn
// decides who receives the team's card.
func TestFallBack_MarkerMovesAndTheTeamDraws(t *testing.T) {
	g := arrange(t, table{players: 2, level: 3, hands: [][]string{{"12"}, {"13"}}, pos: [4][2]string{{"20*", "?20*"}}, bdeck: []string{"18"}}, 1)
	start := g.Marker
	apply(t, g, "fall-back")
	if g.Marker != start-1 {
		t.Fatalf("marker %d, want %d", g.Marker, start-1)
	}
	if seat, ph := g.Decision(); ph != PhaseGive || seat != 0 || !slices.Equal(g.Legal(), []string{"give 1", "give 2", "skip"}) {
		t.Fatalf("after falling back: %s for %d, legal %v", ph, seat, g.Legal())
	}
	apply(t, g, "give 2")
	if !slices.Equal(tokens(g, g.Hands[1]), []string{"13", "18"}) || g.Active != 1 {
		t.Errorf("player 2 holds %v, active %d", tokens(g, g.Hands[1]), g.Active)
	}
}

// TestEndOfTheGame_OverrunWithoutAttackOrFallBack: on the last space a
// player with no attack card has lost; with one, holding is the only way.
func TestEndOfTheGame_OverrunWithoutAttackOrFallBack(t *testing.T) {
	g := arrange(t, table{level: 2, last: true, hands: [][]string{{"hook"}}, pos: [4][2]string{{"20*", "?20*"}}}, 1)
	if g.Outcome == nil || g.Outcome.Won || g.Outcome.Key != "overrun" {
		t.Fatalf("outcome %+v, want overrun", g.Outcome)
	}
	g = arrange(t, table{level: 2, last: true, hands: [][]string{{"11"}}, pos: [4][2]string{{"20*", "?20*"}}}, 1)
	if !slices.Equal(g.Legal(), []string{"hold 11 n"}) {
		t.Errorf("legal %v, want only hold 11 n", g.Legal())
	}
}

// TestHold2_LocationDieOrAmmo: on a space with a die symbol the player
// rolls it or takes an Ammo card; the Volley die is rolled with it.
func TestHold2_LocationDieOrAmmo(t *testing.T) {
	g := arrange(t, table{level: 1, hands: [][]string{{"15"}}, pos: [4][2]string{{"20*", "?20*"}}}, 1)
	apply(t, g, "hold 15 n")
	if !slices.Equal(g.Legal(), []string{"ammo", "ammo+volley", "roll", "roll+volley"}) {
		t.Fatalf("dice choices %v", g.Legal())
	}
	c := g.Copy()
	apply(t, c, "ammo")
	if c.Ammo[0] != 1 || c.AmmoSupply != g.data.Ammo-1 {
		t.Errorf("ammo: held %d, supply %d", c.Ammo[0], c.AmmoSupply)
	}
	rig(t, g, 4, 6)
	volleys := g.Volleys
	apply(t, g, "roll+volley")
	if g.Volleys != volleys-1 || g.Outcome != nil {
		t.Fatalf("volleys %d", g.Volleys)
	}
	// 15 + 4 + 6 = 25 beats the 20; the log shows both dice together.
	var last Event
	for _, e := range g.Events {
		if e.Rule == "Hold 2-3" {
			last = e
		}
	}
	if !slices.Equal(last.Dice, []int{4, 6}) {
		t.Errorf("dice event %+v", last)
	}
}

// TestHold3_NoDieSymbolOnlyVolley: without a die symbol the only question
// is the Volley; with no Volley left there is no question at all.
func TestHold3_NoDieSymbolOnlyVolley(t *testing.T) {
	g := arrange(t, table{level: 7, hands: [][]string{{"15", "16"}}, pos: [4][2]string{{"14", "?22*"}}}, 1)
	apply(t, g, "hold 15 n")
	if !slices.Equal(g.Legal(), []string{"go", "go+volley"}) {
		t.Fatalf("dice choices %v", g.Legal())
	}
	g = arrange(t, table{level: 7, hands: [][]string{{"15", "16"}}, pos: [4][2]string{{"14", "?22*"}}}, 1)
	g.Volleys = 0
	apply(t, g, "hold 15 n")
	if _, ph := g.Decision(); ph != PhaseTurn || g.Turn != 2 {
		t.Errorf("with no Volley the attack should resolve at once; now %s turn %d", ph, g.Turn)
	}
}

// TestHold4_Combat: the total beats a card it equals; a win against the
// first turns the second and compares the same total; a loss against the
// second slides it forward and a new card goes face down behind it.
func TestHold4_Combat(t *testing.T) {
	cases := []struct {
		name          string
		card          string
		first, second string
		wantFirst     string // the position after the turn ("?" face down, "*" any)
		beaten        int
	}{
		{"equal beats the first (4A)", "18", "18", "?22*", "22*", 1},
		{"one short holds (4A)", "17", "18", "?22*", "18", 0},
		{"both beaten (4D)", "20", "15", "?19*", "*", 2},
		{"second holds and slides (4C)", "19", "15", "?21*", "21*", 1},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := arrange(t, table{level: 7, hands: [][]string{{c.card, "11"}}, pos: [4][2]string{{c.first, c.second}}, bdeck: []string{}, zdeck: []string{"16", "16"}}, 1)
			g.Volleys = 0
			before := len(g.ZDiscard)
			apply(t, g, "hold "+c.card+" n")
			if got := len(g.ZDiscard) - before; got != c.beaten {
				t.Errorf("%d Zulu cards discarded, want %d", got, c.beaten)
			}
			if got := zTok(g, North, 0); c.wantFirst != "*" && got != c.wantFirst {
				t.Errorf("north's first card %q, want %q", got, c.wantFirst)
			}
			if g.Pos[North][1].Card >= 0 && g.Pos[North][1].Up {
				t.Errorf("north's second card is face up")
			}
			if !slices.Contains(tokens(g, g.BDiscard), c.card) {
				t.Errorf("the attack card was not discarded")
			}
		})
	}
}

// TestHold5_ReinforcePerBonusSymbol: one draw for each beaten card with the
// bonus symbol, the player in turn choosing who receives it.
func TestHold5_ReinforcePerBonusSymbol(t *testing.T) {
	g := arrange(t, table{level: 7, hands: [][]string{{"20"}}, pos: [4][2]string{{"17*", "?18*"}, {"22*", "?22*"}}, bdeck: []string{"11", "12", "13"}}, 1)
	g.Volleys = 0
	apply(t, g, "hold 20 n")
	if _, ph := g.Decision(); ph != PhaseGive || g.Ops[len(g.Ops)-1].N != 2 {
		t.Fatalf("after beating two bonus cards: %s %+v", ph, g.Ops[len(g.Ops)-1])
	}
	apply(t, g, "give 1", "skip")
	if len(g.Hands[0]) != 1 || len(g.BDeck) != 2 || g.Turn != 2 {
		t.Errorf("hand %v, deck %d, turn %d", tokens(g, g.Hands[0]), len(g.BDeck), g.Turn)
	}
}

// TestReliefColumn_BritishCardAdvancesAndIsReplaced: a Relief Column
// drawn from the British deck moves the marker, is discarded, and the
// player draws again.
func TestReliefColumn_BritishCardAdvancesAndIsReplaced(t *testing.T) {
	// The draw is made at random from the deck: find a seed that draws
	// the Relief Column before the 19.
	for seed := uint64(1); seed < 50; seed++ {
		g := arrange(t, table{level: 3, hands: [][]string{{"11"}}, pos: [4][2]string{{"22*", "?22*"}}, bdeck: []string{"relief", "19"}}, seed)
		r := g.Relief
		apply(t, g, "fall-back", "give 1")
		if g.Relief == r {
			continue
		}
		if g.Relief != r+1 || !slices.Equal(tokens(g, g.Hands[0]), []string{"11", "19"}) || len(g.BDeck) != 0 {
			t.Errorf("relief %d (was %d), hand %v", g.Relief, r, tokens(g, g.Hands[0]))
		}
		return
	}
	t.Fatal("no seed drew the Relief Column first")
}

// TestBritishVictory_ReliefArrives: the marker reaching the track's end
// wins at once, with the medal of the last band.
func TestBritishVictory_ReliefArrives(t *testing.T) {
	g := arrange(t, table{level: 7, hands: [][]string{{"11"}}, pos: [4][2]string{{"22*", "?22*"}}, zdeck: []string{"relief"}}, 1)
	g.Relief = g.data.Relief.Spaces - 1
	g.Volleys = 0
	apply(t, g, "fall-back", "skip")
	if g.Outcome != nil {
		t.Fatalf("no relief drawn yet, but %+v", g.Outcome)
	}
	// Beat both 22s with heroes: the new first card is the Relief Column.
	g.Hands[0] = append(g.Hands[0], g.removeFromDeck("harlech"), g.removeFromDeck("chard"))
	apply(t, g, "hold 11 n", "play harlech", "play chard")
	if g.Outcome == nil || !g.Outcome.Won || g.Outcome.Key != "relief" || g.Outcome.Medal != g.data.Relief.Medals[len(g.data.Relief.Medals)-1].Name {
		t.Fatalf("outcome %+v", g.Outcome)
	}
}

// TestBritishVictory_EveryZuluCardGoneButFires: an empty Zulu deck and a
// table with nothing but face-up Building Fires is a win.
func TestBritishVictory_EveryZuluCardGoneButFires(t *testing.T) {
	g := arrange(t, table{level: 7, hands: [][]string{{"20", "11"}}, pos: [4][2]string{{"15", "?16"}, {"fire", ""}}, zdeck: []string{}}, 1)
	g.Volleys = 0
	apply(t, g, "hold 20 n")
	if g.Outcome == nil || !g.Outcome.Won || g.Outcome.Key != "zulus-gone" || g.Outcome.Medal != "Victoria Cross" {
		t.Fatalf("outcome %+v", g.Outcome)
	}
	// A face-down card left is no win.
	g = arrange(t, table{level: 7, hands: [][]string{{"20", "11"}}, pos: [4][2]string{{"15", "?16"}, {"fire", "?14"}}, zdeck: []string{}}, 1)
	g.Volleys = 0
	apply(t, g, "hold 20 n")
	if g.Outcome != nil {
		t.Fatalf("outcome %+v with a face-down card behind the fire", g.Outcome)
	}
}

// TestHandLimit_DiscardDownToSix: a seventh card must be discarded at once
// by its holder, before anything else.
func TestHandLimit_DiscardDownToSix(t *testing.T) {
	g := arrange(t, table{players: 2, level: 3, hands: [][]string{{"11"}, {"12", "13", "14", "15", "16", "17"}}, pos: [4][2]string{{"22*", "?22*"}}, bdeck: []string{"18"}}, 1)
	apply(t, g, "fall-back", "give 2")
	if seat, ph := g.Decision(); seat != 1 || ph != PhaseDiscard {
		t.Fatalf("decision %d %s, want player-2 discard", seat, ph)
	}
	apply(t, g, "discard 12")
	if len(g.Hands[1]) != 6 || slices.Contains(tokens(g, g.Hands[1]), "12") {
		t.Errorf("hand %v", tokens(g, g.Hands[1]))
	}
}

// TestAtAnytime_WindowOnlyWhenACardIsPlayable: nobody is asked when nobody
// holds a card that may be played; a hero in another hand opens the attack
// window for that player, who may turn the loss into a win.
func TestAtAnytime_WindowOnlyWhenACardIsPlayable(t *testing.T) {
	g := arrange(t, table{players: 2, level: 7, hands: [][]string{{"15", "11"}, {"12"}}, pos: [4][2]string{{"20*", "?22*"}}}, 1)
	g.Volleys = 0
	apply(t, g, "hold 15 n")
	if g.Turn != 2 || g.Moment() != "" {
		t.Fatalf("a window opened with no playable card: turn %d moment %q", g.Turn, g.Moment())
	}
	g = arrange(t, table{players: 2, level: 7, hands: [][]string{{"15", "11"}, {"chard"}}, pos: [4][2]string{{"20*", "?22*"}}}, 1)
	g.Volleys = 0
	apply(t, g, "hold 15 n")
	if seat, ph := g.Decision(); seat != 1 || ph != PhaseWindow || g.Moment() != MomentAttack {
		t.Fatalf("decision %d %s %q, want player-2's attack window", seat, ph, g.Moment())
	}
	if !slices.Equal(g.Legal(), []string{"pass", "play chard"}) {
		t.Fatalf("legal %v", g.Legal())
	}
	apply(t, g, "play chard")
	// 15 + 5 = 20 beats the 20; then the 22 is turned and holds.
	if zTok(g, North, 0) != "22*" {
		t.Errorf("north %q, want the 22 slid forward", zTok(g, North, 0))
	}
}

// TestZuluSniper_HitsTheLowestAttackCard and Keep Their Heads Down.
func TestZuluSniper_HitsTheLowestAttackCard(t *testing.T) {
	g := arrange(t, table{level: 7, hands: [][]string{{"20", "13", "16"}}, pos: [4][2]string{{"14", "?sniper"}}}, 1)
	g.Volleys = 0
	apply(t, g, "hold 20 n")
	if !slices.Equal(tokens(g, g.Hands[0]), []string{"16"}) {
		t.Errorf("hand %v, want the 13 hit by the Sniper", tokens(g, g.Hands[0]))
	}
	g = arrange(t, table{level: 7, hands: [][]string{{"20", "13", "heads-down"}}, pos: [4][2]string{{"14", "?sniper"}}}, 1)
	g.Volleys = 0
	apply(t, g, "hold 20 n")
	if g.Moment() != MomentSniper || !slices.Equal(g.Legal(), []string{"pass", "play heads-down"}) {
		t.Fatalf("moment %q legal %v", g.Moment(), g.Legal())
	}
	apply(t, g, "play heads-down")
	if !slices.Equal(tokens(g, g.Hands[0]), []string{"13"}) {
		t.Errorf("hand %v, want the 13 kept", tokens(g, g.Hands[0]))
	}
}

// TestBuildingFire_BlocksUntilExtinguished: a fire first blocks the
// position; putting it out brings the second card forward face up.
func TestBuildingFire_BlocksUntilExtinguished(t *testing.T) {
	g := arrange(t, table{level: 7, hands: [][]string{{"20"}, {}}, players: 2, pos: [4][2]string{{"fire", "?17"}, {"22*", "?22*"}}}, 1)
	if slices.Contains(g.Legal(), "hold 20 n") {
		t.Fatalf("a burning position can be attacked: %v", g.Legal())
	}
	g.Hands[1] = []int{g.removeFromDeck("extinguish")}
	g.Ops = []op{{Kind: "turn"}, {Kind: "window", Moment: MomentStart, Seat: -1}}
	g.run()
	apply(t, g, "play extinguish n")
	if zTok(g, North, 0) != "17" || g.Pos[North][1].Card < 0 || g.Pos[North][1].Up {
		t.Errorf("north: %q %q", zTok(g, North, 0), zTok(g, North, 1))
	}
}

func (g *Game) removeFromDeck(tok string) int {
	i := slices.IndexFunc(g.BDeck, func(id int) bool { return g.bCard(id).Token() == tok })
	id := g.BDeck[i]
	g.BDeck = slices.Delete(g.BDeck, i, i+1)
	return id
}

// TestAtAnytime_Cards: each other at-anytime card does what it says.
func TestAtAnytime_Cards(t *testing.T) {
	t.Run("Adendorff discards as if beaten, with the bonus draw", func(t *testing.T) {
		g := arrange(t, table{level: 7, hands: [][]string{{"11", "adendorff"}}, pos: [4][2]string{{"22*", "?15"}}}, 1)
		apply(t, g, "play adendorff n")
		if _, ph := g.Decision(); ph != PhaseGive || zTok(g, North, 0) != "15" {
			t.Fatalf("phase %s, north %q", ph, zTok(g, North, 0))
		}
	})
	t.Run("Dalton turns up the face-down cards", func(t *testing.T) {
		g := arrange(t, table{level: 7, hands: [][]string{{"11", "dalton"}}, pos: [4][2]string{{"22*", "?15"}, {"21*", "?16"}}}, 1)
		apply(t, g, "play dalton")
		if zTok(g, North, 1) != "15" || zTok(g, South, 1) != "16" {
			t.Errorf("seconds %q %q", zTok(g, North, 1), zTok(g, South, 1))
		}
	})
	t.Run("Reynolds takes an attack card back", func(t *testing.T) {
		g := arrange(t, table{level: 7, hands: [][]string{{"11", "reynolds"}}, pos: [4][2]string{{"22*", "?15"}}, bdeck: []string{}}, 1)
		if !slices.Contains(g.Legal(), "play reynolds 20") {
			t.Fatalf("legal %v", g.Legal())
		}
		apply(t, g, "play reynolds 20")
		if !slices.Equal(tokens(g, g.Hands[0]), []string{"11", "20"}) {
			t.Errorf("hand %v", tokens(g, g.Hands[0]))
		}
	})
	t.Run("Schiess rerolls the dice of the attack", func(t *testing.T) {
		g := arrange(t, table{level: 1, hands: [][]string{{"11", "schiess"}}, pos: [4][2]string{{"22*", "?15"}}}, 1)
		apply(t, g, "hold 11 n")
		rig(t, g, 1, 1, 6, 5)
		apply(t, g, "roll+volley")
		if !slices.Equal(g.Legal(), []string{"pass", "play schiess both", "play schiess location", "play schiess volley"}) {
			t.Fatalf("legal %v", g.Legal())
		}
		apply(t, g, "play schiess both")
		// 11 + 6 + 5 = 22 beats the 22.
		if !slices.ContainsFunc(g.ZDiscard, func(id int) bool { return g.zCard(id).Token() == "22*" }) {
			t.Errorf("the 22 was not beaten after the reroll to 6 and 5")
		}
	})
}

// TestNotation_RefusalsNameWhy: an illegal action is refused with a
// message saying why, and changes nothing.
func TestNotation_RefusalsNameWhy(t *testing.T) {
	g := arrange(t, table{level: 2, last: true, hands: [][]string{{"11"}}, pos: [4][2]string{{"20*", "?20*"}, {"fire", ""}}}, 1)
	h := g.Hash()
	for a, want := range map[string]string{
		"hold 12 n": "holds no attack card of 12",
		"hold 11 x": "no position",
		"hold 11 s": "a Building Fire blocks south",
		"hold 11 e": "shows no Zulu card",
		"fall-back": "cannot fall back",
		"fly":       "not legal now",
	} {
		err := g.Apply(a)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: %v, want %q", a, err, want)
		}
		if g.Hash() != h {
			t.Errorf("%q changed the game", a)
		}
	}
}

// TestPreparation_RandomStack: a final card at the bottom, five other
// cards, none of them final, above it; the top one is where the British
// stand, and each fall back turns the next.
func TestPreparation_RandomStack(t *testing.T) {
	for seed := uint64(1); seed <= 30; seed++ {
		g, _ := NewGame(Config{Players: 1, Level: 0, Seed: seed})
		d := g.data
		if len(g.Stack) != d.StackAbove+1 || !d.Locations[g.Stack[len(g.Stack)-1]].Final {
			t.Fatalf("seed %d: stack %v", seed, g.Stack)
		}
		for _, l := range g.Stack[:len(g.Stack)-1] {
			if d.Locations[l].Final {
				t.Fatalf("seed %d: a final card above the bottom: %v", seed, g.Stack)
			}
		}
		if s := slices.Clone(g.Stack); len(slices.Compact(slices.Sorted(slices.Values(s)))) != len(s) {
			t.Fatalf("seed %d: a card twice: %v", seed, g.Stack)
		}
		if g.FallBacksLeft() != d.StackAbove || g.LocationName() != d.Locations[g.Stack[0]].Name {
			t.Fatalf("seed %d: %d fall backs at %s", seed, g.FallBacksLeft(), g.LocationName())
		}
	}
}

// TestAmmo_OnlyTheAttackerAddsHisAmmo: Ammo cards are +1 each to their
// holder's own attack, played one at a time, and are spent.
func TestAmmo_OnlyTheAttackerAddsHisAmmo(t *testing.T) {
	g := arrange(t, table{players: 2, level: 7, hands: [][]string{{"17", "11"}, {"12"}}, pos: [4][2]string{{"19*", "?21*"}}, ammo: 2}, 1)
	g.Ammo[1] = 3
	g.Volleys = 0
	apply(t, g, "hold 17 n")
	if seat, _ := g.Decision(); seat != 0 || !slices.Equal(g.Legal(), []string{"pass", "use-ammo"}) {
		t.Fatalf("seat %d legal %v: only the attacker adds Ammo", seat, g.Legal())
	}
	apply(t, g, "use-ammo", "use-ammo")
	if g.Ammo[0] != 0 || !slices.ContainsFunc(g.ZDiscard, func(id int) bool { return g.zCard(id).Token() == "19*" }) {
		t.Errorf("ammo %v; the 19 should be beaten by 17 + 2", g.Ammo)
	}
}

// TestStats_WinTurnsAndMedalForTheSimulator: a finished game reports
// whether the team won, its turns, and a 1 for the medal won (0 for the
// others), so the simulator's means are the win rate, the mean turns and
// each medal's rate; a game in progress reports nothing.
func TestStats_WinTurnsAndMedalForTheSimulator(t *testing.T) {
	for seed := uint64(1); seed <= 40; seed++ {
		st, err := Rules{}.New(games.Setup{Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		g := st.(*Game)
		if g.Stats() != nil {
			t.Fatal("stats before the end")
		}
		for !games.Over(g) {
			if err := g.Apply(g.Legal()[0]); err != nil {
				t.Fatal(err)
			}
		}
		s := g.Stats()
		medals := 0.0
		for k, v := range s {
			if strings.HasPrefix(k, "medal_") {
				medals += v
			}
		}
		if s["turns"] != float64(g.Turn) || (s["win_rate"] == 1) != g.Outcome.Won || medals != s["win_rate"] {
			t.Fatalf("seed %d: stats %v for outcome %+v after %d turns", seed, s, g.Outcome, g.Turn)
		}
	}
}

// TestHold_APositionMayBeNamedInFull: "hold 13 north" is "hold 13 n", in
// any case, as a player would type it.
func TestHold_APositionMayBeNamedInFull(t *testing.T) {
	for _, typed := range []string{"hold 13 north", "Hold 13 NORTH", "hold  13 n"} {
		g := arrange(t, table{hands: [][]string{{"13"}}, pos: [4][2]string{{"20*", "?20*"}}}, 1)
		if err := g.Apply(typed); err != nil {
			t.Errorf("%q: %v", typed, err)
		}
	}
}

// TestHold2_RefusingARollWhereThereIsNoDieSaysSo: where the location shows
// no die symbol, "roll" and "roll+volley" are refused with the reason (no
// die here), not with a word about Volley cards, and the legal answers.
func TestHold2_RefusingARollWhereThereIsNoDieSaysSo(t *testing.T) {
	for level := 1; level <= 7; level++ {
		g := arrange(t, table{level: level, hands: [][]string{{"13", "14"}}, pos: [4][2]string{{"22*", "?20*"}}}, 1)
		if g.locationDie() {
			continue
		}
		apply(t, g, "hold 13 n")
		if _, ph := g.Decision(); ph != PhaseDice {
			t.Fatalf("level %d: after hold the decision is %s", level, ph)
		}
		for _, a := range []string{"roll", "roll+volley"} {
			err := g.Apply(a)
			if err == nil || !strings.Contains(err.Error(), "no die symbol") || strings.Contains(err.Error(), "no Volley") || !strings.Contains(err.Error(), "legal: go") {
				t.Errorf("level %d, %q: %v", level, a, err)
			}
		}
		return
	}
	t.Skip("no level starts on a space without a die")
}

// TestHelp_NamesEveryAtAnytimeCardAndTheMedals: the terminal's guide names
// each at-anytime card by the word its action uses, and the medal bands of
// the data.
func TestHelp_NamesEveryAtAnytimeCardAndTheMedals(t *testing.T) {
	g := arrange(t, table{}, 1)
	h := g.Help()
	for _, c := range g.data.British {
		if c.Kind != "attack" && c.Kind != "relief" && !strings.Contains(h, c.Name+" ") {
			t.Errorf("the guide does not name %s (%s)", c.Name, c.Title)
		}
	}
	for _, m := range g.data.Relief.Medals {
		if !strings.Contains(h, m.Name) {
			t.Errorf("the guide does not name the %s", m.Name)
		}
	}
	if strings.Contains(h, "{") {
		t.Errorf("a placeholder is left in the guide:\n%s", h)
	}
}

// TestAtAnytime_PromptOffersAmmoOnlyToTheAttacker: in an attack's window
// the attacker is offered Ammo and cards, another player cards alone (only
// the attacker's Ammo counts, reading 18); before a turn the prompt names
// whose turn it is.
func TestAtAnytime_PromptOffersAmmoOnlyToTheAttacker(t *testing.T) {
	for seed := uint64(1); seed <= 200; seed++ {
		st, err := Rules{}.New(games.Setup{Seed: seed, Options: []byte(`{"players": 3}`)})
		if err != nil {
			t.Fatal(err)
		}
		g := st.(*Game)
		for n := 0; n < 400 && !games.Over(g); n++ {
			seat, ph := g.Decision()
			if ph == PhaseWindow {
				p := g.Prompt().Text
				moment := g.Ops[len(g.Ops)-1].Moment
				switch {
				case moment == MomentStart && !strings.Contains(p, "before "+SeatName(g.Active)+"'s turn"):
					t.Fatalf("seed %d: start window prompt %q does not name whose turn", seed, p)
				case (moment == MomentAttack || moment == MomentReload) && g.Attack != nil:
					if offers := strings.Contains(p, "Ammo"); offers != (g.Attack.Seat == seat) {
						t.Fatalf("seed %d: %s (attacker %s) is asked %q", seed, SeatName(seat), SeatName(g.Attack.Seat), p)
					}
				}
			}
			if err := g.Apply(g.Legal()[0]); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// TestFallBack_TheTeamsDrawIsLoggedUnderFallBack: the card the team draws
// after falling back is logged under the Fall Back rule, not Reinforce
// (which is the draw for a beaten bonus symbol).
func TestFallBack_TheTeamsDrawIsLoggedUnderFallBack(t *testing.T) {
	g := arrange(t, table{level: 3, hands: [][]string{{"12"}}, pos: [4][2]string{{"20*", "?20*"}}}, 1)
	from := len(g.Events)
	apply(t, g, "fall-back", "give 1")
	n := 0
	for _, e := range g.Events[from:] {
		if strings.Contains(e.Text, "the team draws") {
			n++
			if e.Rule != "Fall Back" {
				t.Errorf("%q is logged under %q", e.Text, e.Rule)
			}
		}
	}
	if n != 1 {
		t.Errorf("%d team draws logged, want 1", n)
	}
}
