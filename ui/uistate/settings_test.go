package uistate

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"zulu1879/isandlwana"
)

func settingsBots() []Bot {
	return []Bot{
		{ID: "rule9", Name: "the rule9 bot", Side: isandlwana.Zulu},
		{ID: "standard", Name: "the standard bot", Side: isandlwana.British},
	}
}

// The start screen's choices and the bot speed go into the settings file
// and come back on the next start screen.
func TestSettingsRoundTripTheStartScreensChoices(t *testing.T) {
	dir := t.TempDir()
	m := NewMenu(settingsBots(), 1)
	keys := map[string]bool{}
	for i, md := range m.Modes {
		k := ModeKey(md)
		if keys[k] {
			t.Fatalf("mode %d %q: key %q twice", i, md.Label, k)
		}
		keys[k] = true
	}
	for mode := range m.Modes {
		for _, speed := range []int{SpeedNormal, SpeedFast} {
			m.Mode, m.Free, m.Campaign = mode, mode%2 == 0, mode%2 == 1
			if err := SaveSettings(dir, m.Settings(speed)); err != nil {
				t.Fatal(err)
			}
			st, err := LoadSettings(dir)
			if err != nil {
				t.Fatal(err)
			}
			n := NewMenu(settingsBots(), 1)
			n.UseSettings(st)
			if n.Mode != mode || n.Free != m.Free || n.Campaign != m.Campaign || ParseSpeed(st.BotSpeed) != speed {
				t.Fatalf("saved mode %d free %v campaign %v speed %d; read back %+v", mode, m.Free, m.Campaign, speed, st)
			}
		}
	}
	// Written atomically: nothing but the settings file is left.
	ents, _ := os.ReadDir(dir)
	if len(ents) != 1 || ents[0].Name() != SettingsFile {
		t.Fatalf("the folder holds %v", ents)
	}
}

// A missing settings file is no settings; a damaged one is ignored with a
// one-line message naming the file and what is wrong; a bot this program
// lacks leaves the first way to play.
func TestDamagedSettingsAreIgnoredWithAMessage(t *testing.T) {
	dir := t.TempDir()
	if st, err := LoadSettings(dir); err != nil || st != (Settings{}) {
		t.Fatalf("no file: %+v, %v", st, err)
	}
	for _, c := range []struct{ data, want string }{
		{"{\"mode\": ", "not valid JSON"},
		{`{"bot_speed": "warp"}`, `bot_speed "warp"`},
	} {
		os.WriteFile(SettingsPath(dir), []byte(c.data), 0o644)
		st, err := LoadSettings(dir)
		if err == nil || st != (Settings{}) {
			t.Fatalf("%q: %+v, %v; want no settings and an error", c.data, st, err)
		}
		if msg := err.Error(); !strings.Contains(msg, SettingsPath(dir)) || !strings.Contains(msg, c.want) || strings.Contains(msg, "\n") {
			t.Errorf("%q: message %q does not name the file and %q on one line", c.data, msg, c.want)
		}
	}
	m := NewMenu(settingsBots(), 1)
	m.UseSettings(Settings{Mode: "british-vs:cetshwayo", Free: true})
	if m.Mode != 0 || !m.Free {
		t.Fatalf("an unknown bot: mode %d free %v", m.Mode, m.Free)
	}
	if err := SaveSettings(filepath.Join(dir, SettingsFile, "x"), Settings{}); err == nil {
		t.Fatal("saving into a file, not a folder, did not fail")
	}
}

// TestStartScreenExplainsSetupAndCampaign: each of the four choices of
// set-up and battle or campaign is said in words of its own on the start
// screen, so a newcomer need not know rules 3.2 and 10.0.
func TestStartScreenExplainsSetupAndCampaign(t *testing.T) {
	seen := map[string]bool{}
	for _, free := range []bool{false, true} {
		for _, camp := range []bool{false, true} {
			m := &Menu{Free: free, Campaign: camp}
			about := m.SetupAbout()
			if seen[about] {
				t.Errorf("free=%v campaign=%v: %q says the same as another choice", free, camp, about)
			}
			seen[about] = true
			if camp != strings.Contains(about, "Rorke's Drift") {
				t.Errorf("free=%v campaign=%v: %q", free, camp, about)
			}
		}
	}
}
