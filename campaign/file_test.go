package campaign

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"zulu1879/dice"
	"zulu1879/isandlwana"
	"zulu1879/ramparts"
)

// hashes fingerprints both halves of a campaign.
func hashes(c *Campaign) [2]string {
	h := [2]string{c.Game().Hash(), ""}
	if c.Rorke() != nil {
		h[1] = c.Rorke().Hash()
	}
	return h
}

// roundTrip saves c to a file, loads it back and checks that the loaded
// campaign is the same and plays on identically.
func roundTrip(t *testing.T, c *Campaign) *Campaign {
	t.Helper()
	path := filepath.Join(t.TempDir(), "camp.json")
	if err := c.Save(path, "test"); err != nil {
		t.Fatal(err)
	}
	d, err := Load(path)
	if err != nil {
		t.Fatal(err)
	}
	if d.Stage() != c.Stage() || hashes(d) != hashes(c) {
		t.Fatalf("loaded stage %s hashes %v, saved stage %s hashes %v", d.Stage(), hashes(d), c.Stage(), hashes(c))
	}
	if d.Isandlwana().Len() != c.Isandlwana().Len() || len(d.RorkeActions()) != len(c.RorkeActions()) {
		t.Fatalf("action logs differ: %d/%d Isandlwana, %d/%d Rorke's Drift", d.Isandlwana().Len(), c.Isandlwana().Len(), len(d.RorkeActions()), len(c.RorkeActions()))
	}
	return d
}

// sameFuture plays both campaigns on with the same choices and checks the
// hashes stay equal.
func sameFuture(t *testing.T, a, b *Campaign, steps int) {
	t.Helper()
	ra, rb := dice.NewSeeded(99), dice.NewSeeded(99)
	for k := 0; k < steps && a.Stage() != StageDone; k++ {
		switch a.Stage() {
		case StageIsandlwana:
			playIsandlwana(t, a, ra, 1)
			playIsandlwana(t, b, rb, 1)
		case StageLedger:
			for _, c := range []*Campaign{a, b} {
				if err := c.StartRorkesDrift(RorkeSeed(c.Isandlwana().Seed()), ramparts.Options{}); err != nil {
					t.Fatal(err)
				}
			}
		case StageRorkesDrift:
			playRorke(t, a, 1)
			playRorke(t, b, 1)
		}
		if hashes(a) != hashes(b) || a.Stage() != b.Stage() {
			t.Fatalf("step %d: the loaded campaign went another way: %v/%s vs %v/%s", k, hashes(a), a.Stage(), hashes(b), b.Stage())
		}
	}
}

func TestSaveLoadMidIsandlwana(t *testing.T) {
	c := newCampaign(t, 21)
	playIsandlwana(t, c, dice.NewSeeded(1), 60)
	if c.Stage() != StageIsandlwana {
		t.Fatalf("the game ended within 60 actions; pick another seed")
	}
	d := roundTrip(t, c)
	sameFuture(t, c, d, 40)
}

func TestSaveLoadAtTheLedger(t *testing.T) {
	c := newCampaign(t, 22)
	playIsandlwana(t, c, dice.NewSeeded(2), -1)
	d := roundTrip(t, c)
	if d.Ledger() == nil || d.Ledger().String() != c.Ledger().String() {
		t.Fatalf("ledger after loading:\n%v\nwant:\n%v", d.Ledger(), c.Ledger())
	}
	sameFuture(t, c, d, 5)
}

func TestSaveLoadMidRorkesDrift(t *testing.T) {
	c := newCampaign(t, 23)
	playIsandlwana(t, c, dice.NewSeeded(3), -1)
	if err := c.StartRorkesDrift(RorkeSeed(23), ramparts.Options{MeleeCombat: true}); err != nil {
		t.Fatal(err)
	}
	if c.RorkeOptions().Campaign != c.Ledger().Campaign() {
		t.Fatalf("Rorke's Drift options %+v do not carry the ledger %+v", c.RorkeOptions().Campaign, c.Ledger().Campaign())
	}
	playRorke(t, c, 15)
	if c.Stage() != StageRorkesDrift {
		t.Fatalf("Rorke's Drift ended within 15 actions; pick another seed")
	}
	d := roundTrip(t, c)
	if !d.RorkeOptions().MeleeCombat {
		t.Fatal("the optional rule was lost")
	}
	sameFuture(t, c, d, 30)
}

func TestSaveLoadFinishedCampaign(t *testing.T) {
	c := newCampaign(t, 24)
	playIsandlwana(t, c, dice.NewSeeded(4), -1)
	if err := c.StartRorkesDrift(RorkeSeed(24), ramparts.Options{}); err != nil {
		t.Fatal(err)
	}
	playRorke(t, c, -1)
	if c.Stage() != StageDone {
		t.Fatalf("stage %s after both games", c.Stage())
	}
	d := roundTrip(t, c)
	if d.Rorke().Result().VP != c.Rorke().Result().VP {
		t.Fatal("the result changed on loading")
	}
}

func TestCampaignIsOneJSONValue(t *testing.T) {
	c := newCampaign(t, 25)
	playIsandlwana(t, c, dice.NewSeeded(5), 30)
	b, err := json.Marshal(c)
	if err != nil {
		t.Fatal(err)
	}
	var d Campaign
	if err := json.Unmarshal(b, &d); err != nil {
		t.Fatal(err)
	}
	if hashes(&d) != hashes(c) || d.Stage() != c.Stage() {
		t.Fatal("json round trip changed the campaign")
	}
}

func TestStagesRefuseActionsOutOfTurn(t *testing.T) {
	c := newCampaign(t, 26)
	if err := c.StartRorkesDrift(1, ramparts.Options{}); err == nil {
		t.Error("Rorke's Drift set up before Isandlwana ended")
	}
	if err := c.ApplyRorke(ramparts.Action{Kind: ramparts.KindPass}); err == nil {
		t.Error("a Rorke's Drift action applied during Isandlwana")
	}
	playIsandlwana(t, c, dice.NewSeeded(6), -1)
	if err := c.ApplyIsandlwana(isandlwana.Action{Kind: isandlwana.ActEnd}); err == nil || !strings.Contains(err.Error(), "is over") {
		t.Error("an Isandlwana action applied after the game ended")
	}
}

// validFile makes a campaign file in the middle of Rorke's Drift.
func validFile(t *testing.T) []byte {
	t.Helper()
	c := newCampaign(t, 27)
	playIsandlwana(t, c, dice.NewSeeded(7), -1)
	if err := c.StartRorkesDrift(RorkeSeed(27), ramparts.Options{}); err != nil {
		t.Fatal(err)
	}
	playRorke(t, c, 6)
	data, err := c.Encode("test")
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// edit decodes a campaign file, lets change alter it and encodes it again.
// The Isandlwana half stays as written (its state section is checked byte
// for byte), unless change replaces or deletes m["isandlwana"].
func edit(t *testing.T, data []byte, change func(m map[string]any)) []byte {
	t.Helper()
	var top map[string]json.RawMessage
	if err := json.Unmarshal(data, &top); err != nil {
		t.Fatal(err)
	}
	m := map[string]any{}
	for k, raw := range top {
		if k == "isandlwana" {
			m[k] = raw
			continue
		}
		var v any
		dec := json.NewDecoder(bytes.NewReader(raw))
		dec.UseNumber() // keep 64-bit seeds and dice states exact
		if err := dec.Decode(&v); err != nil {
			t.Fatal(err)
		}
		m[k] = v
	}
	change(m)
	b, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestDamagedFilesGiveOneLineErrors(t *testing.T) {
	good := validFile(t)
	rd := func(m map[string]any) map[string]any { return m["rorkes_drift"].(map[string]any) }
	tests := []struct {
		name string
		data []byte
		want string
	}{
		{"empty", nil, "the file is empty"},
		{"spaces", []byte("  \n"), "the file is empty"},
		{"not JSON", []byte("PK\x03\x04 zip"), "not JSON"},
		{"truncated", good[:len(good)/2], "truncated"},
		{"corrupted", bytes.Replace(good, []byte(`"stage"`), []byte(`"stage" ::`), 1), "corrupted: line"},
		{"foreign JSON", []byte(`{"name": "a shopping list"}`), "without the \"format\" and \"game\""},
		{"another game", edit(t, good, func(m map[string]any) { m["game"] = "chess" }), `"game" field is "chess"`},
		{"an Isandlwana save", edit(t, good, func(m map[string]any) { m["game"] = "zulu1879/isandlwana" }), "an Isandlwana save, not a campaign"},
		{"from the future", edit(t, good, func(m map[string]any) { m["format"] = 7 }), "newer zulu1879 in campaign format 7"},
		{"format zero", edit(t, good, func(m map[string]any) { m["format"] = 0 }), "format 0 does not exist"},
		{"unknown stage", edit(t, good, func(m map[string]any) { m["stage"] = "ulundi" }), `"stage" is "ulundi"`},
		{"unknown field", edit(t, good, func(m map[string]any) { m["extra"] = 1 }), `unknown field "extra"`},
		{"stage behind the games", edit(t, good, func(m map[string]any) { m["stage"] = "isandlwana" }), "the Isandlwana game is over"},
		{"stage ahead of the game", edit(t, good, func(m map[string]any) { m["stage"] = "done" }), "Rorke's Drift game is not over"},
		{"no Isandlwana half", edit(t, good, func(m map[string]any) { delete(m, "isandlwana") }), `"isandlwana" is missing`},
		{"damaged Isandlwana half", edit(t, good, func(m map[string]any) {
			raw := m["isandlwana"].(json.RawMessage)
			m["isandlwana"] = json.RawMessage(bytes.Replace(raw, []byte(`"seed": `), []byte(`"seed": 1`), 1))
		}), "campaign camp.json: the Isandlwana half: "},
		{"edited ledger", edit(t, good, func(m map[string]any) {
			m["ledger"].(map[string]any)["entries"] = []any{}
		}), "stored ledger does not follow"},
		{"no ledger", edit(t, good, func(m map[string]any) { delete(m, "ledger") }), `"ledger" is missing`},
		{"options without the ledger", edit(t, good, func(m map[string]any) {
			rd(m)["options"] = map[string]any{"campaign": map[string]any{"bonus_vp": 9}}
		}), "do not carry the ledger's effects"},
		{"unreadable action", edit(t, good, func(m map[string]any) {
			rd(m)["actions"].([]any)[0] = "charge!"
		}), "Rorke's Drift action 1 \"charge!\" cannot be read"},
		{"illegal action", edit(t, good, func(m map[string]any) {
			rd(m)["actions"].([]any)[0] = "discard 50"
		}), "is illegal in the replayed game"},
		{"wrong hash", edit(t, good, func(m map[string]any) { rd(m)["hash"] = strings.Repeat("ab", 32) }), "differs from the saved"},
		{"edited state", edit(t, good, func(m map[string]any) {
			rd(m)["state"].(map[string]any)["turn"] = 99
		}), "does not match its hash"},
		{"other seed", edit(t, good, func(m map[string]any) { rd(m)["seed"] = 12345 }), "Rorke's Drift"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Decode(tt.data, "camp.json")
			if err == nil {
				t.Fatal("loaded without error")
			}
			msg := err.Error()
			if !strings.HasPrefix(msg, "campaign camp.json: ") || strings.Contains(msg, "\n") || !strings.Contains(msg, tt.want) {
				t.Fatalf("error %q: want one line starting \"campaign camp.json: \" containing %q", msg, tt.want)
			}
		})
	}
}

func TestLoadNamesMissingAndNonRegularFiles(t *testing.T) {
	dir := t.TempDir()
	for _, tt := range []struct{ path, want string }{
		{filepath.Join(dir, "nope.json"), "campaign nope.json: cannot read it"},
		{dir, "not a regular file"},
	} {
		if _, err := Load(tt.path); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("Load(%s): %v, want %q", tt.path, err, tt.want)
		}
	}
}

func TestSaveReplacesTheFileWhole(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "camp.json")
	c := newCampaign(t, 28)
	if err := c.Save(path, "test"); err != nil {
		t.Fatal(err)
	}
	playIsandlwana(t, c, dice.NewSeeded(8), 25)
	if err := c.Save(path, "test"); err != nil {
		t.Fatal(err)
	}
	d, err := Load(path)
	if err != nil {
		t.Fatal(err)
	}
	if hashes(d) != hashes(c) {
		t.Fatal("the second save did not replace the first")
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Fatalf("the folder holds %d files after two saves, want 1 (no temporary files left)", len(entries))
	}
}
