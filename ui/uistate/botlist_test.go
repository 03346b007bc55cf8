package uistate

import (
	"slices"
	"strings"
	"testing"

	"zulu1879/isandlwana"
)

// TestAIBots_EachSideWeakestToStrongestWithTheExpert: the start screen
// offers every bot with its one-line description, the Zulu bots (you play
// the British) first, each side from the weakest to the strongest, the
// expert last with the note that the window waits for it.
func TestAIBots_EachSideWeakestToStrongestWithTheExpert(t *testing.T) {
	var zulu, british []string
	for _, b := range AIBots() {
		if b.About == "" {
			t.Errorf("%s has no description", b.Name)
		}
		switch b.Side {
		case isandlwana.Zulu:
			if len(british) > 0 {
				t.Errorf("the Zulu bot %s comes after a British bot", b.ID)
			}
			zulu = append(zulu, b.ID)
		case isandlwana.British:
			british = append(british, b.ID)
		}
		if b.ID == "expert" && !strings.Contains(b.About, ExpertNote) {
			t.Errorf("the %s expert's description %q lacks the note that it thinks", b.Side, b.About)
		}
	}
	if want := []string{"rule9", "hard", "expert"}; !slices.Equal(zulu, want) {
		t.Errorf("Zulu bots %v, want %v", zulu, want)
	}
	if want := []string{"passive", "standard", "expert"}; !slices.Equal(british, want) {
		t.Errorf("British bots %v, want %v", british, want)
	}
}

// TestModes_PeopleFirstThenBotsWeakestFirst: the ways to play start with
// the two hotseats, then solitaire against each Zulu bot and each British
// bot in AIBots' order.
func TestModes_PeopleFirstThenBotsWeakestFirst(t *testing.T) {
	var got []string
	for _, md := range Modes(AIBots()) {
		who := "people"
		for _, b := range md.Players {
			if b != nil {
				who = b.Side.String() + ":" + b.ID
			}
		}
		got = append(got, who)
	}
	want := []string{"people", "people", "Zulu:rule9", "Zulu:hard", "Zulu:expert", "British:passive", "British:standard", "British:expert"}
	if !slices.Equal(got, want) {
		t.Errorf("modes %v, want %v", got, want)
	}
	if md := Modes(nil); len(md) != 2 || md[0].Curtain || !md[1].Curtain {
		t.Errorf("without bots: %+v, want hotseat then hotseat with the hand-over screen", md)
	}
}

// TestExpert_PlaysALegalActionForItsSide: the expert offered in the
// window is made for each game and answers the side to act with one of
// its legal actions.
func TestExpert_PlaysALegalActionForItsSide(t *testing.T) {
	if testing.Short() {
		t.Skip("the expert searches")
	}
	s := newSession(t, "isandlwana", 3)
	g := s.Game()
	for _, b := range AIBots() {
		if b.ID != "expert" || b.Side != g.ToAct() {
			continue
		}
		bot, err := b.newBot()
		if err != nil {
			t.Fatal(err)
		}
		a, why := bot.Choose(g)
		legal := slices.ContainsFunc(g.Legal(), func(l isandlwana.Action) bool { return l.String() == a.String() })
		if !legal || why == "" {
			t.Errorf("the %s expert chose %v (%q), not a legal action", b.Side, a, why)
		}
		return
	}
	t.Fatalf("no expert for the side to act (%v)", g.ToAct())
}
