package harlech

import (
	"strings"
	"testing"

	"zulu1879/dice"
	"zulu1879/games"
)

// TestTextView_ShowsOnlyTheReadersHand plays random games of 2 to 5
// players and, at every decision, checks that each seat's board lists that
// seat's hand card by card and the other hands only as counts.
func TestTextView_ShowsOnlyTheReadersHand(t *testing.T) {
	for _, players := range []int{2, 3, 5} {
		g, err := NewGame(Config{Players: players, Level: 2, Seed: uint64(40 + players)})
		if err != nil {
			t.Fatal(err)
		}
		r := dice.NewSeeded(uint64(players))
		for step := 0; step < 400 && g.Outcome == nil; step++ {
			for seat := range players {
				text := g.TextView(games.Seat(seat))
				for other := range players {
					line := "Hand of " + SeatName(other) + " ("
					if has := strings.Contains(text, line); has != (other == seat) {
						t.Fatalf("%d players, step %d: the board of %s shows the hand of %s: %v\n%s", players, step, SeatName(seat), SeatName(other), has, text)
					}
					if other != seat && !strings.Contains(text, SeatName(other)+" "+plural(len(g.Hands[other]), "card")) {
						t.Fatalf("%d players, step %d: the board of %s does not count the hand of %s\n%s", players, step, SeatName(seat), SeatName(other), text)
					}
				}
				var want []string
				for _, id := range g.Hands[seat] {
					want = append(want, "["+BritishTitle(g.data, g.bCard(id).Token())+"]")
				}
				if len(want) > 0 && !strings.Contains(text, "): "+strings.Join(want, " ")+"\n") {
					t.Fatalf("step %d: the board of %s does not list its hand %v\n%s", step, SeatName(seat), want, text)
				}
			}
			legal := g.Legal()
			apply(t, g, legal[r.Roll(len(legal), "")-1])
		}
	}
}

// TestTextView_DrawsTheTable checks the board of an arranged position: the
// marker on the level card, the relief marker in its medal band, the face-up
// and face-down cards, the attack and the last dice.
func TestTextView_DrawsTheTable(t *testing.T) {
	g := arrange(t, table{players: 2, hands: [][]string{{"15", "chard"}, {"18"}},
		pos: [4][2]string{{"21*", "?14"}, {"fire", "?15"}, {"17", ""}, {"sniper", "?16"}}}, 5)
	rig(t, g, 4, 3)
	apply(t, g, "hold 15 n", "roll+volley")
	text := g.TextView(0)
	for _, want := range []string{
		"[D The Ponts]",
		"Relief    VC: 1 [2] 3 4 5 6 7 8 9 10 11 12 13 14 15 16 | DCM: 17 18 19 | ZWM: 20",
		"  n north  21*    ??      <- attacked",
		"  s south  FIRE   ??",
		"  e east   17     --",
		"  w west   SNIPER ??",
		"Attack    player-1's 15 against north with location die 4, volley die 3: 22",
		"Hand of player-1 (1 of 6, Ammo 0): [Lieutenant Chard +5]",
		"Others    player-2 1 card, Ammo 0",
		"Last dice [4 3]: dice location 4, volley 3: the attack stands at 22",
		"Volleys 9",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("the board lacks %q:\n%s", want, text)
		}
	}
	north := text[strings.Index(text, "  n north"):]
	north = north[:strings.Index(north, "\n")]
	if strings.Contains(north, "14") || strings.Contains(text, "[18]") {
		t.Errorf("the board shows a face-down card or player-2's card:\n%s", text)
	}
}
