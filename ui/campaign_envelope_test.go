package ui

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"zulu1879/saves"
	"zulu1879/ui/uistate"
)

// TestCampaignFile_WindowSaveOverAnOlderFileKeepsIt: saving a campaign
// from the window's dialog over a campaign file of the older format
// writes the envelope, keeps the older file as NAME.older.json byte for
// byte, and the notice says so; a name of the campaign's autosaves is
// refused.
func TestCampaignFile_WindowSaveOverAnOlderFileKeepsIt(t *testing.T) {
	fixture, err := os.ReadFile("../cmd/zulu1879/testdata/campaign-format1-rorke.json")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	day := filepath.Join(dir, "day.json")
	if err := os.WriteFile(day, fixture, 0o644); err != nil {
		t.Fatal(err)
	}
	a := windowWith(t, dir, 0)
	l, err := uistate.LoadFile(day)
	if err != nil || l.Campaign == nil {
		t.Fatalf("the older campaign file does not open: %v", err)
	}
	f := uistate.NewFlow(l.Campaign, [2]*uistate.Bot{})
	a.play(f.Model, f)
	a.openSave()
	a.dialog.Name = saves.EnvelopePrefix("campaign") + "x"
	a.dialogOK()
	if a.dialog == nil || !strings.Contains(a.dialog.Err, "kept for autosaves") {
		t.Fatalf("a name of the campaign autosaves is not refused")
	}
	a.dialog.Name = "day"
	a.dialogOK() // day.json exists: asks first
	a.dialogOK()
	if a.dialog != nil {
		t.Fatalf("the dialog stayed open: %q %q", a.dialog.Msg, a.dialog.Err)
	}
	if !strings.Contains(a.notice, "Saved the campaign to "+day+"; the older file there is kept as day.older.json") {
		t.Errorf("notice %q does not say the older file is kept", a.notice)
	}
	if kept, err := os.ReadFile(filepath.Join(dir, "day.older.json")); err != nil || !bytes.Equal(kept, fixture) {
		t.Fatalf("day.older.json is not the older file (%v)", err)
	}
	if data, err := os.ReadFile(day); err != nil || !saves.IsEnvelope(data) {
		t.Fatalf("day.json is not an envelope after the save (%v)", err)
	}
}
