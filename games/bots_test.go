package games

import (
	"strings"
	"testing"
)

type firstLegal struct{}

func (firstLegal) Choose(s State) (string, string) { return s.Legal()[0], "first" }

func TestBotRegistryFindsBotsBySeat(t *testing.T) {
	RegisterBot(BotInfo{Game: "toy-bots", Name: "zed", Seats: []string{"red"}, New: func(uint64) Bot { return firstLegal{} }})
	RegisterBot(BotInfo{Game: "toy-bots", Name: "amy", Seats: []string{"red", "blue"}, New: func(uint64) Bot { return firstLegal{} }})
	if got := Bots("toy-bots", ""); len(got) != 2 || got[0].Name != "amy" || got[1].Name != "zed" {
		t.Fatalf("Bots(all) = %v, want amy then zed", got)
	}
	if got := Bots("toy-bots", "blue"); len(got) != 1 || got[0].Name != "amy" {
		t.Fatalf("Bots(blue) = %v, want amy", got)
	}
	if _, err := BotNamed("toy-bots", "amy", "red"); err != nil {
		t.Fatal(err)
	}
	_, err := BotNamed("toy-bots", "zed", "blue")
	if err == nil || !strings.Contains(err.Error(), "toy-bots blue bots: amy") {
		t.Fatalf("BotNamed(zed, blue) error = %v, want one naming amy", err)
	}
	if _, err := BotNamed("no-such-game", "x", ""); err == nil || !strings.Contains(err.Error(), "has no bots") {
		t.Fatalf("error = %v", err)
	}
	defer func() {
		if recover() == nil {
			t.Fatal("a bot registered twice did not panic")
		}
	}()
	RegisterBot(BotInfo{Game: "toy-bots", Name: "amy", Seats: []string{"red"}, New: func(uint64) Bot { return firstLegal{} }})
}
