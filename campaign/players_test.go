package campaign

import (
	"bytes"
	"encoding/json"
	"fmt"
	"path/filepath"
	"testing"

	"zulu1879/dice"
	"zulu1879/saves"
)

// A campaign file keeps who played Isandlwana (in its Isandlwana half, a
// save of package saves) in every stage, through Save and Load.
func TestCampaignFileKeepsThePlayers(t *testing.T) {
	for _, c := range []struct {
		name    string
		players saves.Players
	}{
		{"hotseat", saves.Players{}},
		{"British against rule9", saves.Players{Zulu: "rule9"}},
		{"British against hard", saves.Players{Zulu: "hard"}},
		{"Zulus against standard", saves.Players{British: "standard"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			cp := newCampaign(t, 31)
			cp.Isandlwana().SetPlayers(c.players)
			playIsandlwana(t, cp, dice.NewSeeded(2), 40)
			mid := roundTrip(t, cp)
			if got, ok := mid.Isandlwana().Players(); !ok || got != c.players {
				t.Errorf("mid-Isandlwana: loaded players %+v (recorded: %v), want %+v", got, ok, c.players)
			}
			playIsandlwana(t, cp, dice.NewSeeded(2), -1)
			done := roundTrip(t, cp)
			if got, ok := done.Isandlwana().Players(); !ok || got != c.players {
				t.Errorf("at the ledger: loaded players %+v (recorded: %v), want %+v", got, ok, c.players)
			}
			data, err := cp.Encode("test")
			if err != nil {
				t.Fatal(err)
			}
			want := fmt.Sprintf(`"players": {"british": %q, "zulu": %q}`, c.players.British, c.players.Zulu)
			if !bytes.Contains(data, []byte(want)) {
				t.Errorf("the campaign file lacks %s", want)
			}
		})
	}
}

// A campaign file written before saves recorded the players (its
// Isandlwana half in save format 2) loads as before, with no players.
func TestOldCampaignFileLoadsWithoutPlayers(t *testing.T) {
	cp := newCampaign(t, 32)
	playIsandlwana(t, cp, dice.NewSeeded(3), 30)
	data, err := cp.Encode("test")
	if err != nil {
		t.Fatal(err)
	}
	var f map[string]json.RawMessage
	if err := json.Unmarshal(data, &f); err != nil {
		t.Fatal(err)
	}
	var isa map[string]json.RawMessage
	if err := json.Unmarshal(f["isandlwana"], &isa); err != nil {
		t.Fatal(err)
	}
	if _, ok := isa["players"]; ok {
		t.Fatal("a campaign nobody set players for records them")
	}
	isa["format"] = json.RawMessage("2")
	if f["isandlwana"], err = json.Marshal(isa); err != nil {
		t.Fatal(err)
	}
	old, err := json.Marshal(f)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "old.json")
	if err := saves.WriteFileAtomic(path, old, 0o644); err != nil {
		t.Fatal(err)
	}
	d, err := Load(path)
	if err != nil {
		t.Fatal(err)
	}
	if p, ok := d.Isandlwana().Players(); ok {
		t.Errorf("an old campaign file loads with players %+v", p)
	}
	if d.Game().Hash() != cp.Game().Hash() {
		t.Error("the old campaign file loads another game")
	}
}
