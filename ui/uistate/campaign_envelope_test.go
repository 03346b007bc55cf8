package uistate

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"zulu1879/campaign"
	"zulu1879/games"
	gcampaign "zulu1879/games/campaign"
	"zulu1879/saves"
)

// olderCampaignFixture is a campaign file of the older format, written by
// the campaign command before it wrote envelopes (in Rorke's Drift).
const olderCampaignFixture = "../../cmd/zulu1879/testdata/campaign-format1-rorke.json"

// campaignHashes says where a campaign stands: its stage and both
// battles' hashes.
func campaignHashes(c *campaign.Campaign) string {
	s := string(c.Stage()) + " " + c.Game().Hash()
	if c.Rorke() != nil {
		s += " " + c.Rorke().Hash()
	}
	return s
}

// TestCampaignFile_WindowSavesAnEnvelope: the window saves a campaign at
// the ledger and in Rorke's Drift as an envelope of the game campaign (the
// file zulu1879 play campaign writes), which opens again at the same
// hashes.
func TestCampaignFile_WindowSavesAnEnvelope(t *testing.T) {
	f := LedgerCampaign(t, nil)
	dir := t.TempDir()
	for _, stage := range []string{"ledger", "rorke"} {
		if stage == "rorke" {
			for f.Screen() != FlowRorke {
				if err := f.Continue(); err != nil {
					t.Fatal(err)
				}
			}
		}
		p := filepath.Join(dir, stage+".json")
		kept, err := SaveFile(p, testVersion, f.Model, f)
		if err != nil || kept != "" {
			t.Fatalf("save at %s: kept %q, %v", stage, kept, err)
		}
		data, err := os.ReadFile(p)
		if err != nil || !saves.IsEnvelope(data) {
			t.Fatalf("the campaign saved at %s is not an envelope (%v):\n%.200s", stage, err, data)
		}
		rec, err := saves.LoadEnvelope(p)
		if err != nil || rec.Info().ID != gcampaign.ID {
			t.Fatalf("the envelope saved at %s: %v", stage, err)
		}
		l, err := LoadFile(p)
		if err != nil || l.Campaign == nil {
			t.Fatalf("reopening the campaign saved at %s: %v", stage, err)
		}
		if got, want := campaignHashes(l.Campaign), campaignHashes(f.C); got != want {
			t.Fatalf("saved at %s, reopens at\n %s\nwant\n %s", stage, got, want)
		}
	}
}

// TestCampaignFile_WindowOpensAndKeepsAnOlderFile: a campaign file of the
// older format opens in the window; saving the campaign over it keeps it
// as NAME.older.json, byte for byte, and writes the envelope.
func TestCampaignFile_WindowOpensAndKeepsAnOlderFile(t *testing.T) {
	fixture, err := os.ReadFile(olderCampaignFixture)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	p := filepath.Join(dir, "day.json")
	if err := os.WriteFile(p, fixture, 0o644); err != nil {
		t.Fatal(err)
	}
	l, err := LoadFile(p)
	if err != nil || l.Campaign == nil {
		t.Fatalf("the older campaign file does not open: %v", err)
	}
	want := campaignHashes(l.Campaign)
	f := NewFlow(l.Campaign, [2]*Bot{})
	kept, err := SaveFile(p, testVersion, f.Model, f)
	if err != nil {
		t.Fatal(err)
	}
	if kept != filepath.Join(dir, "day.older.json") {
		t.Fatalf("kept %q, want day.older.json", kept)
	}
	if data, err := os.ReadFile(kept); err != nil || !bytes.Equal(data, fixture) {
		t.Fatalf("the kept file is not the older file as it was (%v)", err)
	}
	l, err = LoadFile(p)
	if err != nil || l.Campaign == nil || campaignHashes(l.Campaign) != want {
		t.Fatalf("the envelope written over it does not reopen the same campaign: %v", err)
	}
}

// TestCampaignFile_WindowAutosavesEnvelopesAndResumesTheNewest: the
// window's campaign autosaver writes envelopes (play-campaign-auto-…), and
// the start screen offers the newest campaign autosave of either format.
func TestCampaignFile_WindowAutosavesEnvelopesAndResumesTheNewest(t *testing.T) {
	fixture, err := os.ReadFile(olderCampaignFixture)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	older := filepath.Join(dir, campaign.AutoPrefix+"20260122-110000.000000-rorkes-drift.json")
	if err := os.WriteFile(older, fixture, 0o644); err != nil {
		t.Fatal(err)
	}
	if o := FindResume(dir); len(o) != 1 || o[0].Path != older {
		t.Fatalf("offers %+v, want the older autosave alone", o)
	}
	c, err := campaign.New("isandlwana", 9)
	if err != nil {
		t.Fatal(err)
	}
	f := NewFlow(c, [2]*Bot{})
	if err := f.Model.End(); err != nil {
		t.Fatal(err)
	}
	a := gcampaign.NewAutosaver(dir, testVersion, 2)
	a.Now = func() time.Time { return time.Date(2026, 1, 22, 12, 0, 0, 0, time.UTC) }
	p, err := a.Save(f.C)
	if err != nil {
		t.Fatal(err)
	}
	if data, err := os.ReadFile(p); err != nil || !saves.IsEnvelope(data) {
		t.Fatalf("the window's campaign autosave %s is not an envelope (%v)", p, err)
	}
	o := FindResume(dir)
	if len(o) != 1 || o[0].Path != p || o[0].Kind != KindCampaign {
		t.Fatalf("offers %+v, want the newer envelope autosave %s", o, p)
	}
	l, err := LoadFile(o[0].Path)
	if err != nil || campaignHashes(l.Campaign) != campaignHashes(f.C) {
		t.Fatalf("the offered autosave is not the campaign as it stands: %v", err)
	}
}

// TestCampaignFile_LoadDialogListsOneCampaignAutosave: the load dialog
// lists only the newest campaign autosave, whichever format it has (the
// envelopes written now, the campaign files written before).
func TestCampaignFile_LoadDialogListsOneCampaignAutosave(t *testing.T) {
	dir := t.TempDir()
	now := time.Now()
	for i, name := range []string{saves.EnvelopePrefix(gcampaign.ID) + "2.json", saves.EnvelopePrefix(gcampaign.ID) + "1.json", campaign.AutoPrefix + "1.json", "mine.json"} {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte("{}"), 0o644); err != nil {
			t.Fatal(err)
		}
		mod := now.Add(-time.Duration(i) * time.Minute)
		if err := os.Chtimes(path, mod, mod); err != nil {
			t.Fatal(err)
		}
	}
	d := NewLoadDialog(dir)
	var names []string
	for _, e := range d.Entries {
		names = append(names, e.Name)
	}
	if want := []string{saves.EnvelopePrefix(gcampaign.ID) + "2.json", "mine.json"}; !slices.Equal(names, want) {
		t.Errorf("listed %v, want %v", names, want)
	}
}

// BenchmarkCampaignAutosaveFormats writes one campaign autosave of the
// fixture (Isandlwana over, Rorke's Drift in turn 2) in each format: the
// older campaign file the window wrote before, and the envelope it writes
// now (FromCampaign replays both battles, and the write replays the
// envelope once more to check it).
func BenchmarkCampaignAutosaveFormats(b *testing.B) {
	c, err := campaign.Load(olderCampaignFixture)
	if err != nil {
		b.Fatal(err)
	}
	b.Run("older-file", func(b *testing.B) {
		a := &campaign.Autosaver{Dir: b.TempDir(), Keep: 3, Program: testVersion}
		for i := 0; i < b.N; i++ {
			if _, err := a.Save(c); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("envelope", func(b *testing.B) {
		a := gcampaign.NewAutosaver(b.TempDir(), testVersion, 3)
		for i := 0; i < b.N; i++ {
			if _, err := a.Save(c); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// TestFindResume_OffersPlaysIsandlwanaAutosaves: the text command is now
// play isandlwana, whose autosaves are envelopes: the start screen offers
// the newest of them when it is newer than the window's own autosave, and
// opens it.
func TestFindResume_OffersPlaysIsandlwanaAutosaves(t *testing.T) {
	dir := t.TempDir()
	rules, err := games.Lookup("isandlwana")
	if err != nil {
		t.Fatal(err)
	}
	rec, err := saves.NewRecord(rules, games.Setup{Seed: 5}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := rec.Apply("end", ""); err != nil {
		t.Fatal(err)
	}
	a := &saves.EnvelopeAutosaver{Dir: dir, Keep: 3, Program: testVersion, Now: func() time.Time { return time.Date(2026, 1, 22, 12, 0, 0, 0, time.UTC) }}
	p, err := a.Save(rec)
	if err != nil {
		t.Fatal(err)
	}
	o := FindResume(dir)
	if len(o) != 1 || o[0].Path != p || o[0].Kind != KindGame {
		t.Fatalf("offers %+v, want play's autosave %s", o, p)
	}
	l, err := LoadFile(o[0].Path)
	if err != nil || l.Session == nil || l.Session.Game().Hash() != rec.State().Hash() {
		t.Fatalf("the offered autosave does not open as the game: %v", err)
	}
}
