package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"zulu1879/campaign"
	gcampaign "zulu1879/games/campaign"
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
