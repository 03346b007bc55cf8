package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"zulu1879/campaign"
	gcampaign "zulu1879/games/campaign"
	"zulu1879/saves"
)

// campOldFixture is a campaign file of the older format (format 1, game
// zulu1879/campaign), written by the campaign command before it wrote
// envelopes: the scripted campaign (campaign1.cmds, seed 1879) up to its
// save in Rorke's Drift.
const campOldFixture = "testdata/campaign-format1-rorke.json"

// campScriptUpTo is the campaign script up to and including the line
// "save NAME".
func campScriptUpTo(t *testing.T, name string) []byte {
	t.Helper()
	script := campReadScript(t)
	cut := bytes.Index(script, []byte("save "+name+"\n"))
	if cut < 0 {
		t.Fatalf("the script does not save %s", name)
	}
	return script[:cut+len("save "+name+"\n")]
}

// TestCampaignFile_SaveWritesTheEnvelope: "save FILE" and --save in the
// campaign command write an envelope of the game campaign (the file
// zulu1879 play campaign writes), which replays to the same two battles,
// hash for hash, as the campaign file the command wrote before.
func TestCampaignFile_SaveWritesTheEnvelope(t *testing.T) {
	old, err := campaign.Load(campOldFixture)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	in := append(campScriptUpTo(t, campMidRD), "quit\n"...)
	campRun(t, dir, campArgs("--autosave=false", "--save", "atquit.json"), in)
	for _, name := range []string{campMidRD, "atquit.json"} {
		t.Run(name, func(t *testing.T) {
			data, err := os.ReadFile(filepath.Join(dir, name))
			if err != nil {
				t.Fatal(err)
			}
			if !saves.IsEnvelope(data) {
				t.Fatalf("%s is not an envelope:\n%.200s", name, data)
			}
			rec, err := saves.LoadEnvelope(filepath.Join(dir, name))
			if err != nil {
				t.Fatal(err)
			}
			if rec.Info().ID != gcampaign.ID {
				t.Fatalf("%s is a game of %s, want %s", name, rec.Info().ID, gcampaign.ID)
			}
			c, err := gcampaign.Load(filepath.Join(dir, name))
			if err != nil {
				t.Fatal(err)
			}
			if got, want := campFingerprint(c), campFingerprint(old); got != want {
				t.Fatalf("the envelope replays to\n %s\nthe older campaign file of the same commands to\n %s", got, want)
			}
		})
	}
}

// TestCampaignFile_OlderFileStillLoads: a campaign file of the older
// format continues with --load and with --resume (an older autosave in
// the save folder), and the campaign goes on from where it was.
func TestCampaignFile_OlderFileStillLoads(t *testing.T) {
	fixture, err := os.ReadFile(campOldFixture)
	if err != nil {
		t.Fatal(err)
	}
	old, err := campaign.Load(campOldFixture)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "old.json"), fixture, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(dir, "autos"), 0o755); err != nil {
		t.Fatal(err)
	}
	auto := campaign.AutoPrefix + "20260122-120000.000000-rorkes-drift.json"
	if err := os.WriteFile(filepath.Join(dir, "autos", auto), fixture, 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		args []string
		says string
	}{
		{"--load", []string{"--load", "old.json", "--board=false", "--autosave=false", "--save", "out-load.json"}, "Loaded old.json."},
		{"--resume", []string{"--resume", "--save-dir", "autos", "--board=false", "--save", "out-resume.json"}, "Resumed the newest autosave, " + filepath.Join("autos", auto)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out := campRun(t, dir, tt.args, []byte("\nquit\n"))
			if !strings.Contains(out, tt.says) || !strings.Contains(out, "Rorke's Drift") {
				t.Fatalf("no %q:\n%.400s", tt.says, out)
			}
			c, err := gcampaign.Load(filepath.Join(dir, tt.args[len(tt.args)-1]))
			if err != nil {
				t.Fatal(err)
			}
			if data, err := os.ReadFile(filepath.Join(dir, tt.args[len(tt.args)-1])); err != nil || !saves.IsEnvelope(data) {
				t.Fatalf("the campaign is not saved as an envelope (%v)", err)
			}
			if err != nil {
				t.Fatal(err)
			}
			if got, want := campFingerprint(c), campFingerprint(old); got != want {
				t.Fatalf("continued at %s, want %s", got, want)
			}
		})
	}
}

// TestCampaignFile_SavingOverAnOlderFileKeepsIt: saving over a campaign
// file of the older format keeps it as NAME.older.json (then
// NAME.older-2.json), says so, and writes the envelope in its place; a
// save over an envelope keeps nothing.
func TestCampaignFile_SavingOverAnOlderFileKeepsIt(t *testing.T) {
	fixture, err := os.ReadFile(campOldFixture)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	write := func() {
		if err := os.WriteFile(filepath.Join(dir, "day.json"), fixture, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write()
	out := campRun(t, dir, []string{"--load", "day.json", "--board=false", "--autosave=false"}, []byte("\nsave day.json\nsave day.json\nquit\n"))
	if !strings.Contains(out, "The file that was at day.json is not an envelope save; it is kept as day.older.json.") {
		t.Fatalf("saving over the older file does not say it is kept:\n%.600s", out)
	}
	if n := strings.Count(out, "is kept as"); n != 1 {
		t.Errorf("%d files kept for a save over the older file and one over the envelope, want 1", n)
	}
	kept, err := os.ReadFile(filepath.Join(dir, "day.older.json"))
	if err != nil || !bytes.Equal(kept, fixture) {
		t.Fatalf("day.older.json is not the older file as it was (%v)", err)
	}
	if data, err := os.ReadFile(filepath.Join(dir, "day.json")); err != nil || !saves.IsEnvelope(data) {
		t.Fatalf("day.json is not an envelope after the save (%v)", err)
	}
	// An older file again where the envelope was: the first copy stays.
	write()
	out = campRun(t, dir, []string{"--load", "day.json", "--board=false", "--autosave=false", "--save", "day.json"}, []byte("\nquit\n"))
	if !strings.Contains(out, "it is kept as day.older-2.json.") {
		t.Fatalf("a second older file is not kept beside the first:\n%.600s", out)
	}
	if kept2, err := os.ReadFile(filepath.Join(dir, "day.older-2.json")); err != nil || !bytes.Equal(kept2, fixture) {
		t.Fatalf("day.older-2.json is not the older file (%v)", err)
	}
}
