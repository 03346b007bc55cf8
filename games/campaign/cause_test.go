package campaign

import (
	"errors"
	"io/fs"
	"path/filepath"
	"strings"
	"testing"

	"zulu1879/campaign"
	"zulu1879/games"
)

// TestLoad_MissingFileKeepsItsCause: Load, which reads a campaign in
// either form, fails on a file that is not there with an error errors.Is
// tells from a damaged one (fs.ErrNotExist), naming the file.
func TestLoad_MissingFileKeepsItsCause(t *testing.T) {
	_, err := Load(filepath.Join(t.TempDir(), "gone.json"))
	if !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("%v does not unwrap to fs.ErrNotExist", err)
	}
	if err == nil || !strings.Contains(err.Error(), "gone.json") {
		t.Errorf("the message %q does not name the file", err)
	}
}

// TestOpen_OnlyWhileIsandlwanaIsPlayed: the day has no secret at
// Isandlwana (games.Open), and has one from Rorke's Drift on (its draw
// pile), as Info.Hidden says of the whole game.
func TestOpen_OnlyWhileIsandlwanaIsPlayed(t *testing.T) {
	st, err := Rules{}.New(games.Setup{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	if o, ok := st.(games.Open); !ok || !o.Open() {
		t.Error("a new day is not open at Isandlwana")
	}
	c, err := campaign.Load("../../cmd/zulu1879/testdata/campaign-format1-rorke.json")
	if err != nil {
		t.Fatal(err)
	}
	rec, err := FromCampaign(c)
	if err != nil {
		t.Fatal(err)
	}
	if s := rec.State().(*State); s.Stage() == AtIsandlwana || s.Open() {
		t.Errorf("at Rorke's Drift (stage %v) the day says it is open", s.Stage())
	}
}
