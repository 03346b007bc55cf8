package uistate

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"
	"unicode/utf8"
	isagame "zulu1879/games/isandlwana"

	"zulu1879/campaign"
	gcampaign "zulu1879/games/campaign"
	rdgame "zulu1879/games/ramparts"
	"zulu1879/harlech"
	"zulu1879/saves"
	"zulu1879/skirmish"
	"zulu1879/tactical"
)

// FileKind says what a file in the save folder holds.
type FileKind uint8

// The kinds of file the load dialog tells apart.
const (
	KindBad      FileKind = iota // does not load: Summary is the reason
	KindGame                     // an Isandlwana save (package saves)
	KindCampaign                 // a campaign file (package campaign)
	KindHarlech                  // an envelope save of Men of Harlech
	// KindElsewhere is a good save of a game (or a campaign's battle) the
	// window does not play: Summary says where to play it.
	KindElsewhere
	KindTactical // an envelope save of the tactical Defense of Rorke's Drift
	KindSkirmish // an envelope save of Rules for Zulu, the skirmish
	KindRamparts // an envelope save of Zulus on the Ramparts! played alone
)

// ElsewhereError is LoadFile's error for a good save the window does not
// play; its message says where to continue it.
type ElsewhereError struct {
	Title string // the game's title
	Msg   string
}

func (e *ElsewhereError) Error() string { return e.Msg }

// String names the kind for the file list.
func (k FileKind) String() string {
	switch k {
	case KindGame:
		return "game"
	case KindCampaign:
		return "campaign"
	case KindHarlech:
		return "Men of Harlech"
	case KindElsewhere:
		return "play in the terminal"
	case KindTactical:
		return "Rorke's Drift (tactical)"
	case KindSkirmish:
		return "Rules for Zulu (skirmish)"
	case KindRamparts:
		return "Zulus on the Ramparts!"
	}
	return "damaged"
}

// FileEntry is one .json file of the save folder, checked.
type FileEntry struct {
	Name    string // the file name
	Path    string
	Kind    FileKind
	Summary string // the game's one-line summary, or why it does not load
	Err     error
	Mod     time.Time
}

// Loaded is a file read back and replayed: a single game or a campaign.
type Loaded struct {
	Path     string
	Session  *saves.Session     // a single game (nil for a campaign)
	Campaign *campaign.Campaign // a campaign (nil for a single game)
	// Record is an envelope save of Men of Harlech or of the tactical
	// Defense of Rorke's Drift (the other fields nil).
	Record *saves.Record
	// Day is set with Campaign for a campaign whose second battle is the
	// tactical game: the whole day as its record (NewFlowDay), Campaign
	// its first battle and ledger.
	Day *saves.Record
}

// Summary is the loaded game's one-line description.
func (l *Loaded) Summary() string {
	switch {
	case l.Day != nil:
		return RecordSummary(l.Day)
	case l.Campaign != nil:
		return CampaignSummary(l.Campaign)
	case l.Record != nil:
		return RecordSummary(l.Record)
	}
	return l.Session.Summary()
}

// LoadFile reads a save or a campaign file: it tries the save format first
// and, when the file says it is another game, the campaign format. Every
// problem is one line naming the file and what is wrong; nothing is ever
// written.
func LoadFile(path string) (*Loaded, error) {
	if g := fileGame(path); g == harlech.ID || g == tactical.ID || g == skirmish.ID {
		// An envelope save of Men of Harlech or of the tactical game,
		// played on its own screen;
		// its errors are the envelope's one-line messages.
		r, err := saves.LoadEnvelope(path)
		if err != nil {
			return nil, err
		}
		return &Loaded{Path: path, Record: r}, nil
	}
	if data, err := saves.ReadFile(path); err == nil && saves.IsEnvelope(data) {
		// An envelope written by zulu1879 play: Isandlwana opens as a game
		// of the window; another game says where to play it.
		r, err := saves.LoadEnvelope(path)
		if err != nil {
			return nil, err
		}
		if r.Info().ID == gcampaign.ID {
			if st, ok := r.State().(*gcampaign.State); ok && st.Next() != "" && st.Next() != rdgame.ID && st.Next() != tactical.ID {
				return nil, &ElsewhereError{Title: r.Info().Title, Msg: fmt.Sprintf("%s: %s", r.Info().Title, "the window plays the day on to either Rorke's Drift game only; continue this one with zulu1879 play --resume "+filepath.Base(path))}
			}
			c, err := gcampaign.ToCampaignDay(r)
			if err != nil {
				return nil, fmt.Errorf("save %s: %v", filepath.Base(path), err)
			}
			l := &Loaded{Path: path, Campaign: c}
			if gcampaign.IsTacticalDay(r) {
				l.Day = r
			}
			return l, nil
		}
		if r.Info().ID == rdgame.ID {
			// Zulus on the Ramparts! played alone opens on its screen.
			return &Loaded{Path: path, Record: r}, nil
		}
		if r.Info().ID != isagame.ID {
			return nil, &ElsewhereError{Title: r.Info().Title, Msg: fmt.Sprintf("save %s: a %s game, which the window does not play yet: continue it with zulu1879 play --resume %s", filepath.Base(path), r.Info().Title, filepath.Base(path))}
		}
		s, err := saves.ToSession(r)
		if err != nil {
			return nil, fmt.Errorf("save %s: %v", filepath.Base(path), err)
		}
		return &Loaded{Path: path, Session: s}, nil
	}
	s, err := saves.Load(path, saves.LoadOptions{Continue: true})
	if err == nil {
		return &Loaded{Path: path, Session: s}, nil
	}
	var se *saves.Error
	if !errors.As(err, &se) || se.Problem != saves.ProblemWrongGame {
		return nil, err
	}
	c, cerr := campaign.Load(path)
	if cerr == nil {
		return &Loaded{Path: path, Campaign: c}, nil
	}
	if fileGame(path) == campaign.GameID {
		return nil, cerr
	}
	return nil, err
}

// fileGame reads the "game" field of a JSON file ("" when it has none).
func fileGame(path string) string {
	data, err := saves.ReadFile(path)
	if err != nil {
		return ""
	}
	var h struct {
		Game string `json:"game"`
	}
	if json.Unmarshal(data, &h) != nil {
		return ""
	}
	return h.Game
}

// DivergedLabel opens the summary of a save that does not replay as
// written (saves.Session.Diverged): the dialog still opens it, so that no
// game is lost, but says so before the player picks it.
const DivergedLabel = "does not replay as saved"

// CheckFile loads path to describe it in a file list.
func CheckFile(path string) FileEntry {
	e := FileEntry{Name: filepath.Base(path), Path: path}
	if st, err := os.Stat(path); err == nil {
		e.Mod = st.ModTime()
	}
	l, err := LoadFile(path)
	var elsewhere *ElsewhereError
	switch {
	case errors.As(err, &elsewhere):
		e.Kind, e.Err, e.Summary = KindElsewhere, err, elsewhere.Title+": zulu1879 play --resume "+e.Name
	case err != nil:
		e.Kind, e.Err, e.Summary = KindBad, err, err.Error()
	case l.Campaign != nil:
		e.Kind, e.Summary = KindCampaign, l.Summary()
	case l.Record != nil && l.Record.Info().ID == tactical.ID:
		e.Kind, e.Summary = KindTactical, RecordSummary(l.Record)
	case l.Record != nil && l.Record.Info().ID == skirmish.ID:
		e.Kind, e.Summary = KindSkirmish, RecordSummary(l.Record)
	case l.Record != nil && l.Record.Info().ID == rdgame.ID:
		e.Kind, e.Summary = KindRamparts, RecordSummary(l.Record)
	case l.Record != nil:
		e.Kind, e.Summary = KindHarlech, RecordSummary(l.Record)
	default:
		e.Kind, e.Summary = KindGame, l.Session.Summary()
		if l.Session.Diverged() {
			e.Summary = DivergedLabel + " · " + e.Summary
		}
	}
	return e
}

// ListFiles checks every .json file in dir, newest first (then by name),
// except the autosaves of Rorke's Drift played alone in the terminal
// (zulu1879 rorke), which the window does not open. A folder that does not
// exist yet is an empty list.
func ListFiles(dir string) ([]FileEntry, error) {
	entries, err := os.ReadDir(dir)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("save folder %s: %v", dir, unwrapPath(err))
	}
	var out []FileEntry
	for _, de := range entries {
		n := de.Name()
		if strings.HasPrefix(n, ".") || strings.HasPrefix(n, campaign.RorkeAutoPrefix) || !strings.HasSuffix(strings.ToLower(n), ".json") || !de.Type().IsRegular() {
			continue
		}
		out = append(out, CheckFile(filepath.Join(dir, n)))
	}
	sort.SliceStable(out, func(i, j int) bool {
		if !out[i].Mod.Equal(out[j].Mod) {
			return out[i].Mod.After(out[j].Mod)
		}
		return out[i].Name > out[j].Name
	})
	return out, nil
}

func unwrapPath(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// ShortDir is dir as the file dialog shows it: under the user's home
// folder it starts with "~" (~/.config/zulu1879/saves), the way a shell
// prompt says it, so the line stays short and shows no more than it must.
func ShortDir(dir string) string {
	home, err := os.UserHomeDir()
	if err != nil || home == "" {
		return dir
	}
	rel, err := filepath.Rel(home, dir)
	if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) || filepath.IsAbs(rel) {
		return dir
	}
	if rel == "." {
		return "~"
	}
	return "~" + string(filepath.Separator) + rel
}

// DialogMode says whether the dialog loads or saves.
type DialogMode uint8

// The dialog's modes.
const (
	DialogLoad DialogMode = iota
	DialogSave
)

// MaxNameLen bounds the save-as name field.
const MaxNameLen = 64

// Dialog is the in-window file dialog: the .json files of the save folder
// with their summaries, and (when saving) a name field.
type Dialog struct {
	Mode    DialogMode
	Dir     string
	Entries []FileEntry
	Sel     int    // the selected entry, or -1
	Name    string // the save-as name field
	Err     string // the last problem, shown in red
	Msg     string // the last confirmation, shown in gold
	Top     int    // the first entry shown (scrolling)

	confirm string // the path a second Save press will replace
}

// NewLoadDialog lists the files of dir to load one.
func NewLoadDialog(dir string) *Dialog {
	d := &Dialog{Mode: DialogLoad, Dir: dir, Sel: -1}
	d.Refresh()
	if len(d.Entries) > 0 {
		d.Sel = 0
	}
	return d
}

// NewSaveDialog lists the files of dir and offers name for a new save.
func NewSaveDialog(dir, name string) *Dialog {
	d := &Dialog{Mode: DialogSave, Dir: dir, Sel: -1, Name: name}
	d.Refresh()
	return d
}

// Refresh reads the folder again.
func (d *Dialog) Refresh() {
	es, err := ListFiles(d.Dir)
	var hidden int
	d.Entries, hidden = newestAutosaves(es)
	if err != nil {
		d.Err = err.Error()
	}
	if hidden > 0 && d.Msg == "" && d.Err == "" {
		d.Msg = fmt.Sprintf("Only the newest autosave of each game in progress is listed; %s kept in the folder.", Plural(hidden, "older one is", "older ones are"))
	}
	if d.Sel >= len(d.Entries) {
		d.Sel = len(d.Entries) - 1
	}
}

// newestAutosaves keeps every file of es (newest first) except the older
// autosaves of each game in progress: of the autosaves of one game (one
// game id and one game key, see saves.GameKey) only the newest stays, so
// that the autosaves an Autosaver keeps neither push the player's own
// saves off the list nor hide an older unfinished game behind a newer
// one. Autosaves without a key (older names, the single-game and campaign
// autosaves of the first format) count as one game per kind. It returns
// how many it left out.
func newestAutosaves(es []FileEntry) (kept []FileEntry, hidden int) {
	seen := map[string]bool{}
	for _, e := range es {
		if g, ok := autosaveGame(e.Name); ok {
			if seen[g] {
				hidden++
				continue
			}
			seen[g] = true
		}
		kept = append(kept, e)
	}
	return kept, hidden
}

// autosaveGame names the game an autosave file belongs to, for listing
// only its newest; ok is false for a file that is not an autosave.
func autosaveGame(name string) (game string, ok bool) {
	for _, id := range []string{harlech.ID, tactical.ID, skirmish.ID, gcampaign.ID} {
		if strings.HasPrefix(name, saves.EnvelopePrefix(id)) {
			if id == gcampaign.ID && saves.NameGameKey(name) == "" {
				// The campaign's keyless autosaves of either format, one row.
				return "campaign", true
			}
			return id + "/" + saves.NameGameKey(name), true
		}
	}
	// The older autosaves carry a game key in their names since they are
	// pruned per game (written before that: none, one row together).
	key := saves.NameGameKey(name)
	switch {
	case strings.HasPrefix(name, campaign.AutoPrefix):
		if key == "" {
			return "campaign", true
		}
		return "campaign-file/" + key, true
	case strings.HasPrefix(name, saves.AutoPrefix):
		return "game/" + key, true
	}
	return "", false
}

// Title is the dialog's heading.
func (d *Dialog) Title() string {
	if d.Mode == DialogSave {
		return "Save the game"
	}
	return "Load a game"
}

// Select makes entry i the selection; when saving, its name fills the
// name field.
func (d *Dialog) Select(i int) {
	if i < 0 || i >= len(d.Entries) {
		return
	}
	d.Sel = i
	d.Err, d.confirm = "", ""
	if d.Mode == DialogSave {
		d.Name = strings.TrimSuffix(d.Entries[i].Name, ".json")
	}
}

// Move moves the selection by delta entries.
func (d *Dialog) Move(delta int) {
	if len(d.Entries) == 0 {
		return
	}
	i := d.Sel + delta
	if d.Sel < 0 {
		i = 0
	}
	d.Select(max(0, min(len(d.Entries)-1, i)))
}

// Visible keeps the selection among the rows rows shown, and returns the
// first entry to show.
func (d *Dialog) Visible(rows int) int {
	if rows < 1 {
		rows = 1
	}
	if d.Sel >= 0 && d.Sel < d.Top {
		d.Top = d.Sel
	}
	if d.Sel >= d.Top+rows {
		d.Top = d.Sel - rows + 1
	}
	d.Top = max(0, min(d.Top, len(d.Entries)-rows))
	return d.Top
}

// Type adds typed characters to the name field (saving only). Characters
// that cannot be in a file name are refused with a message.
func (d *Dialog) Type(s string) {
	if d.Mode != DialogSave {
		return
	}
	for _, r := range s {
		switch {
		case r == '/' || r == '\\' || r == ':' || r < ' ' || r == 0x7f:
			d.Err = fmt.Sprintf("%q cannot be part of a file name: the save goes into %s", r, d.Dir)
		case utf8.RuneCountInString(d.Name) >= MaxNameLen:
			d.Err = fmt.Sprintf("a save name has at most %d characters", MaxNameLen)
		default:
			d.Name += string(r)
			d.Err, d.confirm = "", ""
		}
	}
}

// Backspace removes the name field's last character.
func (d *Dialog) Backspace() {
	if d.Mode != DialogSave || d.Name == "" {
		return
	}
	_, n := utf8.DecodeLastRuneInString(d.Name)
	d.Name = d.Name[:len(d.Name)-n]
	d.confirm = ""
}

// SavePath checks the name field and returns the file to write. Replacing
// an existing save needs a second call (the player presses Save twice); a
// file that is not a save of this program is never replaced.
func (d *Dialog) SavePath() (string, error) {
	name := strings.TrimSpace(d.Name)
	if strings.HasSuffix(strings.ToLower(name), ".json") {
		name = name[:len(name)-len(".json")]
	}
	switch {
	case name == "":
		return "", d.failf("type a name for the save")
	case strings.HasPrefix(name, "."):
		return "", d.failf("a save name cannot start with a dot (such files are hidden)")
	case strings.ContainsAny(name, `/\:`):
		return "", d.failf("a save name cannot contain / \\ or :")
	case strings.HasPrefix(name, saves.AutoPrefix) || strings.HasPrefix(name, campaign.AutoPrefix):
		return "", d.failf("names starting with %q or %q are kept for autosaves, which are deleted as new ones come", saves.AutoPrefix, campaign.AutoPrefix)
	case strings.HasPrefix(name, saves.EnvelopePrefix(rdgame.ID)):
		return "", d.failf("names starting with %q are kept for autosaves, which are deleted as new ones come", saves.EnvelopePrefix(rdgame.ID))
	case strings.HasPrefix(name, saves.EnvelopePrefix(skirmish.ID)):
		return "", d.failf("names starting with %q are kept for autosaves, which are deleted as new ones come", saves.EnvelopePrefix(skirmish.ID))
	case strings.HasPrefix(name, saves.EnvelopePrefix(harlech.ID)):
		return "", d.failf("names starting with %q are kept for autosaves, which are deleted as new ones come", saves.EnvelopePrefix(harlech.ID))
	case strings.HasPrefix(name, saves.EnvelopePrefix(tactical.ID)):
		return "", d.failf("names starting with %q are kept for autosaves, which are deleted as new ones come", saves.EnvelopePrefix(tactical.ID))
	case strings.HasPrefix(name, saves.EnvelopePrefix(gcampaign.ID)):
		return "", d.failf("names starting with %q are kept for autosaves, which are deleted as new ones come", saves.EnvelopePrefix(gcampaign.ID))
	}
	path := filepath.Join(d.Dir, name+".json")
	st, err := os.Stat(path)
	if err == nil {
		if !st.Mode().IsRegular() {
			return "", d.failf("%s is not a file; choose another name", filepath.Base(path))
		}
		if e := CheckFile(path); e.Kind == KindBad {
			return "", d.failf("%s exists and is not a save that loads; it is left alone: choose another name", filepath.Base(path))
		}
		if d.confirm != path {
			d.confirm = path
			d.Msg, d.Err = fmt.Sprintf("%s exists: press Save again to replace it", filepath.Base(path)), ""
			return "", ErrConfirm
		}
	}
	d.confirm = ""
	return path, nil
}

// ErrConfirm is what SavePath returns when the player must confirm
// replacing a file.
var ErrConfirm = errors.New("confirm replacing the file")

func (d *Dialog) failf(format string, args ...any) error {
	d.Err, d.Msg = fmt.Sprintf(format, args...), ""
	return errors.New(d.Err)
}

// Load loads the selected file. On failure Err says why, in one line, and
// nothing changes.
func (d *Dialog) Load() (*Loaded, error) {
	if d.Sel < 0 || d.Sel >= len(d.Entries) {
		return nil, d.failf("choose a file to load")
	}
	l, err := LoadFile(d.Entries[d.Sel].Path)
	if err != nil {
		d.Err, d.Msg = err.Error(), ""
		return nil, err
	}
	return l, nil
}

// SaveName suggests a file name for the game of m (and of f, a campaign).
func SaveName(m *Model, f *Flow) string {
	if f != nil && f.Day != nil {
		return fmt.Sprintf("campaign-%d-tactical-n%d", f.C.Isandlwana().Seed(), f.Day.Len())
	}
	if f != nil {
		return fmt.Sprintf("campaign-%d-%s", f.C.Isandlwana().Seed(), f.C.Stage())
	}
	g := m.Game()
	return fmt.Sprintf("%s-%d-turn%d", m.S.ScenarioRef().ID, m.S.Seed(), g.Turn)
}

// SaveTo writes the game to path as SaveFile does, without saying whether
// a file of the older campaign format was kept.
func SaveTo(path, program string, m *Model, f *Flow) error {
	_, err := SaveFile(path, program, m, f)
	return err
}

// SaveFile writes the game to path: the whole campaign when f is set, as
// an envelope of the game "campaign" (the file zulu1879 play campaign
// writes), else the single game of m. Writes are atomic and checked by
// loading them back first, so a failed save leaves any file already there
// as it was. Saving a campaign over a file that is not an envelope (a
// campaign file of the older format) keeps that file first under the name
// kept returns (gcampaign.Save).
func SaveFile(path, program string, m *Model, f *Flow) (kept string, err error) {
	if f != nil && f.Day != nil {
		// The day already is the envelope's record (its second battle the
		// tactical game).
		if kept, err = saves.KeepOlder(path); err != nil {
			return "", fmt.Errorf("campaign %w", err)
		}
		return kept, f.Day.Save(path, program)
	}
	if f != nil {
		return gcampaign.Save(f.C, path, program)
	}
	m.S.SetCurtain(m.Curtain)
	return "", m.S.Save(path, program)
}

// RowLook is how a row of the file dialog is drawn.
type RowLook uint8

// The row looks. The selection (what Enter or OK acts on) is marked in gold
// and stays marked while the pointer is elsewhere; a row under the pointer
// only lightens, so the two never look alike.
const (
	RowPlain         RowLook = iota
	RowHover                 // under the pointer, not selected
	RowSelected              // the selection
	RowSelectedHover         // the selection, under the pointer
)

// RowLook says how entry i is drawn when hovered tells whether the pointer
// is over it.
func (d *Dialog) RowLook(i int, hovered bool) RowLook {
	switch {
	case i == d.Sel && hovered:
		return RowSelectedHover
	case i == d.Sel:
		return RowSelected
	case hovered:
		return RowHover
	}
	return RowPlain
}
