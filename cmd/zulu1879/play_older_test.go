package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"zulu1879/campaign"
	"zulu1879/games"
	gcampaign "zulu1879/games/campaign"
	"zulu1879/play"
	"zulu1879/saves"
)

// TestPlay_OlderSavesGoOnAsEnvelopes: play --resume FILE and "load FILE"
// continue the saves of the older formats (an Isandlwana save, a Rorke's
// Drift save, a campaign file) at the same hash, saying so, and their
// saves are envelopes; the file itself is left as it was.
func TestPlay_OlderSavesGoOnAsEnvelopes(t *testing.T) {
	isaFixture := filepath.Join("..", "..", "saves", "testdata", "v3", "v3-mid-game.json")
	isaOld, err := saves.Load(isaFixture, saves.LoadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	rdOld, err := campaign.LoadRorke("testdata/rorke-revision1.json")
	if err != nil {
		t.Fatal(err)
	}
	campOld, err := campaign.Load(campOldFixture)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name, game, file, says, hash string
	}{
		{"an Isandlwana save", "isandlwana", isaFixture, "an Isandlwana save of the text command or the window", isaOld.Game().Hash()},
		{"a Rorke's Drift save", "rorkes-drift", "testdata/rorke-revision1.json", "a Rorke's Drift save of the rorke command", rdOld.G.Hash()},
		{"a campaign file", "campaign", campOldFixture, "a campaign file of the campaign command or the window", campOld.Rorke().Hash()},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			before, err := os.ReadFile(tt.file)
			if err != nil {
				t.Fatal(err)
			}
			dir := t.TempDir()
			out1 := filepath.Join(dir, "resumed.json")
			code, out, errOut := runPlayScript(t, curtain(tt.game)+"save "+out1+"\nquit\n", "--resume", tt.file, "--autosave=false")
			if code != 0 || !strings.Contains(out, tt.says) || !strings.Contains(out, "its saves are envelopes") {
				t.Fatalf("--resume: exit %d, stderr %q, output:\n%.500s", code, errOut, out)
			}
			out2 := filepath.Join(dir, "loaded.json")
			code, out, errOut = runPlayScript(t, curtain(tt.game)+"load "+tt.file+"\n"+curtain(tt.game)+"save "+out2+"\nquit\n", tt.game, "--seed", "1", "--autosave=false")
			if code != 0 || !strings.Contains(out, tt.says) || !strings.Contains(out, "Loaded "+tt.file+": ") {
				t.Fatalf("load: exit %d, stderr %q, output:\n%.500s", code, errOut, out)
			}
			for _, p := range []string{out1, out2} {
				rec, err := saves.LoadEnvelope(p)
				if err != nil {
					t.Fatal(err)
				}
				h := rec.State().Hash()
				if st, ok := rec.State().(*gcampaign.State); ok {
					h = st.RorkesDrift().Hash()
				}
				if rec.Info().ID != tt.game || h != tt.hash {
					t.Errorf("%s: a game of %s at hash %s, want %s at %s", filepath.Base(p), rec.Info().ID, h, tt.game, tt.hash)
				}
			}
			if after, _ := os.ReadFile(tt.file); string(after) != string(before) {
				t.Error("the older file was changed")
			}
		})
	}
}

// TestPlay_ResumeAutoFindsTheOlderAutosaves: play GAME --resume auto
// continues the newest autosave of the game, an envelope or one of the
// older commands' (here the campaign command's older campaign-auto-…
// file, newer than the envelope beside it).
func TestPlay_ResumeAutoFindsTheOlderAutosaves(t *testing.T) {
	fixture, err := os.ReadFile(campOldFixture)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	code, _, errOut := runPlayScript(t, "\n1\nquit\n", "campaign", "--seed", "4", "--save-dir", dir)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	names, _ := saves.AutoNames(dir, saves.EnvelopePrefix(gcampaign.ID))
	if len(names) == 0 {
		t.Fatal("no envelope autosave")
	}
	older := campaign.AutoPrefix + "99991231-000000.000000-rorkes-drift.json"
	if err := os.WriteFile(filepath.Join(dir, older), fixture, 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := runPlayScript(t, "quit\n", "campaign", "--resume", "auto", "--save-dir", dir)
	if code != 0 || !strings.Contains(out, "Resumed the newest autosave, "+filepath.Join(dir, older)) {
		t.Fatalf("exit %d, stderr %q:\n%.400s", code, errOut, out)
	}
}

// curtain is the Enter a game with hidden information and two people at
// the screen waits for before its first seat is shown.
func curtain(game string) string {
	if game == gcampaign.ID {
		return "\n"
	}
	return ""
}

// TestPlay_TheCampaignIsOpenAtIsandlwanaAndHiddenAfter: play campaign shows
// a bot's moves and reasons and puts no curtain between two people while
// the day is at Isandlwana (games.Open); from the ledger on, Rorke's
// Drift's draw pile is hidden, and the events of the last action of
// Isandlwana and of the choice are shown once, not the whole log again.
func TestPlay_TheCampaignIsOpenAtIsandlwanaAndHiddenAfter(t *testing.T) {
	code, out, errOut := runPlayScript(t, "end\nend\nquit\n", "campaign", "--seed", "3", "--bot", "zulu=rule9", "--autosave=false", "--view=false")
	if code != 0 || strings.Contains(out, "Pass the keyboard") || !strings.Contains(out, "  zulu (rule9): ") || !strings.Contains(out, "      why: ") {
		t.Fatalf("at Isandlwana against a bot: exit %d %s, no bot moves with reasons shown, or a curtain:\n%.1500s", code, errOut, out)
	}
	old, err := campaign.Load(campOldFixture)
	if err != nil {
		t.Fatal(err)
	}
	rec, err := gcampaign.FromCampaign(old)
	if err != nil {
		t.Fatal(err)
	}
	k := 0
	for i, m := range rec.Moves() {
		if strings.HasPrefix(m.Action, gcampaign.Continue) {
			k = i
		}
	}
	// From the last action of Isandlwana that writes to the log before the
	// one that ends it: the actions from there on are played in the open
	// stretch, and the last ends it.
	var before *saves.Record
	var script []string
	var firstEvent string
	for j := k - 2; j >= 0 && before == nil; j-- {
		p, err := rec.Prefix(j)
		if err != nil {
			t.Fatal(err)
		}
		q, err := rec.Prefix(j + 1)
		if err != nil {
			t.Fatal(err)
		}
		from := len(p.State().Log(games.Omniscient, 0))
		if evs := q.State().Log(games.Omniscient, from); len(evs) > 0 {
			before, firstEvent = p, "    "+play.EventText(rec.Info(), evs[0])+"\n"
			for _, m := range rec.Moves()[j:k] {
				script = append(script, m.Action)
			}
		}
	}
	if before == nil {
		t.Fatal("no action of Isandlwana writes to the log")
	}
	p := filepath.Join(t.TempDir(), "last-action.json")
	if err := before.Save(p, "test"); err != nil {
		t.Fatal(err)
	}
	code, out, errOut = runPlayScript(t, strings.Join(script, "\n")+"\n"+gcampaign.Continue+"rorkes-drift\nquit\n", "--resume", p, "--autosave=false", "--view=false")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	// The British end Isandlwana and choose at the ledger: the same
	// person, so no curtain.
	head, tail, ok := strings.Cut(out, "british> "+gcampaign.Continue)
	if !ok || strings.Contains(out, "Pass the keyboard") {
		t.Fatalf("no choice at the ledger, or a curtain between one person's turns:\n%s", out)
	}
	if !strings.Contains(head, "The ledger of Isandlwana") || strings.Count(out, "standard set-up. The British deploy first.") != 0 {
		t.Errorf("the last action's events are not shown, or the whole log is shown again:\n%s", out)
	}
	if n := strings.Count(out, firstEvent); n != 1 {
		t.Errorf("the event %q of the open stretch is shown %d times, want once:\n%s", firstEvent, n, out)
	}
	if strings.Count(tail, "starting hand") != 1 {
		t.Errorf("Rorke's Drift's set-up is not shown once after the choice:\n%s", tail)
	}
}
