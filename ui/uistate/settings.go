package uistate

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
)

// Settings are the player's last choices on the start screen and the
// bot's speed, remembered between runs in a small JSON file in the save
// folder (a dot file, so the load dialog does not list it).
type Settings struct {
	// Mode is the way to play, as ModeKey names it ("hotseat",
	// "british-vs:rule9", …); an unknown one is ignored.
	Mode     string `json:"mode,omitempty"`
	Free     bool   `json:"free_setup,omitempty"`
	Campaign bool   `json:"campaign,omitempty"`
	// BotSpeed is "normal" or "fast".
	BotSpeed string `json:"bot_speed,omitempty"`
}

// SettingsFile is the settings file's name in the save folder.
const SettingsFile = ".settings.json"

// SettingsPath is where the settings of save folder dir live.
func SettingsPath(dir string) string { return filepath.Join(dir, SettingsFile) }

// LoadSettings reads the settings of save folder dir. A missing file is
// no settings and no error; a damaged one is no settings and a one-line
// error naming the file and what is wrong (the caller says so and goes on).
func LoadSettings(dir string) (Settings, error) {
	p := SettingsPath(dir)
	data, err := os.ReadFile(p)
	if errors.Is(err, os.ErrNotExist) {
		return Settings{}, nil
	}
	if err != nil {
		return Settings{}, fmt.Errorf("settings %s: cannot read it: %v", p, unwrapPath(err))
	}
	var s Settings
	if err := json.Unmarshal(data, &s); err != nil {
		return Settings{}, fmt.Errorf("settings %s: not valid JSON (%v): ignored, the defaults are used", p, err)
	}
	if s.BotSpeed != "" && s.BotSpeed != "normal" && s.BotSpeed != "fast" {
		return Settings{}, fmt.Errorf("settings %s: bot_speed %q: want normal or fast: ignored, the defaults are used", p, s.BotSpeed)
	}
	return s, nil
}

// SaveSettings writes the settings of save folder dir through a temporary
// file and a rename, so a failed write never leaves half a file.
func SaveSettings(dir string, s Settings) error {
	data, err := json.MarshalIndent(s, "", "  ")
	if err != nil {
		return err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("settings: %v", unwrapPath(err))
	}
	tmp, err := os.CreateTemp(dir, ".settings-*.tmp")
	if err != nil {
		return fmt.Errorf("settings: %v", unwrapPath(err))
	}
	name := tmp.Name()
	_, werr := tmp.Write(append(data, '\n'))
	cerr := tmp.Close()
	if werr == nil {
		werr = cerr
	}
	if werr == nil {
		werr = os.Rename(name, SettingsPath(dir))
	}
	if werr != nil {
		os.Remove(name)
		return fmt.Errorf("settings %s: %v", SettingsPath(dir), unwrapPath(werr))
	}
	return nil
}

// ModeKey names a way to play for the settings file: "hotseat",
// "hotseat-hidden", "british-vs:BOT" (you are the British against the Zulu
// bot BOT) or "zulus-vs:BOT".
func ModeKey(md Mode) string {
	switch {
	case md.Players[1] != nil:
		return "british-vs:" + md.Players[1].ID
	case md.Players[0] != nil:
		return "zulus-vs:" + md.Players[0].ID
	case md.Curtain:
		return "hotseat-hidden"
	}
	return "hotseat"
}

// UseSettings puts the remembered choices on the start screen; a way to
// play this program does not offer is left at the first.
func (m *Menu) UseSettings(s Settings) {
	for i, md := range m.Modes {
		if ModeKey(md) == s.Mode {
			m.Mode = i
		}
	}
	m.Free, m.Campaign = s.Free, s.Campaign
}

// Settings are the start screen's choices now, with the bot speed speed
// (SpeedNormal or SpeedFast; skipping is remembered as fast).
func (m *Menu) Settings(speed int) Settings {
	return Settings{Mode: ModeKey(m.Modes[m.Mode]), Free: m.Free, Campaign: m.Campaign, BotSpeed: SpeedName(speed)}
}

// SpeedName names a bot speed for the settings file.
func SpeedName(speed int) string {
	if speed == SpeedNormal {
		return "normal"
	}
	return "fast"
}

// ParseSpeed is the bot speed a settings file names (normal when unset).
func ParseSpeed(name string) int {
	if name == "fast" {
		return SpeedFast
	}
	return SpeedNormal
}
