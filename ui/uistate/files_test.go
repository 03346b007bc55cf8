package uistate

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"zulu1879/campaign"
	"zulu1879/games"
	_ "zulu1879/games/all"
	"zulu1879/isandlwana"
	"zulu1879/ramparts"
	"zulu1879/saves"
	"zulu1879/skirmish"
)

const testVersion = "test"

// midGame plays the hotseat game of seed 7 into turn 2 through the model.
func midGame(t *testing.T) *Model {
	t.Helper()
	m := hotseat(t)
	toZuluMove(t, m)
	playUntil(t, m, func() bool { return m.Game().Turn >= 2 && m.Game().Phase == isandlwana.PhaseBritishMove }, 20000)
	return m
}

func TestModelRecordsEveryActionAndTheSaveReplaysIt(t *testing.T) {
	m := midGame(t)
	if m.S.Len() != len(m.Actions) || m.S.Game() != m.Game() {
		t.Fatalf("session has %d actions, model %d; session game is the model's: %v", m.S.Len(), len(m.Actions), m.S.Game() == m.Game())
	}
	// A human move, then undo: the log must shrink with the game.
	n := m.S.Len()
	for i := range m.Game().Units {
		if dests := m.Game().BritishDestinations([]int{i}); m.Game().Units[i].Alive() && len(dests) > 0 {
			if err := m.Apply(isandlwana.Action{Kind: isandlwana.ActMove, Units: []string{m.Game().Units[i].ID}, To: dests[0]}, "", false); err != nil {
				t.Fatal(err)
			}
			break
		}
	}
	if m.S.Len() != n+1 {
		t.Fatalf("a British move was not recorded: %d actions, want %d", m.S.Len(), n+1)
	}
	if err := m.Undo(); err != nil {
		t.Fatal(err)
	}
	if m.S.Len() != n || m.S.Game() != m.Game() {
		t.Fatalf("after undo the session has %d actions (want %d), same game %v", m.S.Len(), n, m.S.Game() == m.Game())
	}
	// An illegal action is refused and recorded nowhere.
	h := m.Game().Hash()
	if err := m.Apply(isandlwana.Action{Kind: isandlwana.ActMove, Units: []string{"nobody"}, To: m.Game().Units[0].Hex}, "", false); err == nil {
		t.Fatal("an illegal move was accepted")
	}
	if m.S.Len() != n || m.Game().Hash() != h || !m.IsError {
		t.Fatalf("the refused move changed the game or the log, or said nothing (%q)", m.Info)
	}
	path := filepath.Join(t.TempDir(), "mid.json")
	if err := SaveTo(path, testVersion, m, nil); err != nil {
		t.Fatal(err)
	}
	l, err := LoadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if l.Session == nil || l.Session.Game().Hash() != m.Game().Hash() || l.Session.Len() != m.S.Len() {
		t.Fatal("the loaded save is not the game that was saved")
	}
}

func TestAutosaveAtEveryPhaseAndResumeOffersTheNewest(t *testing.T) {
	dir := t.TempDir()
	auto, err := saves.NewAutosaver(dir, testVersion, 3)
	if err != nil {
		t.Fatal(err)
	}
	m := hotseat(t)
	auto.Attach(m.S)
	toZuluMove(t, m)
	playUntil(t, m, func() bool { return m.Game().Phase == isandlwana.PhaseZuluAttack }, 5000)
	if auto.Err != nil {
		t.Fatal(auto.Err)
	}
	offers := FindResume(dir)
	if len(offers) != 1 || offers[0].Kind != KindGame {
		t.Fatalf("resume offers %+v, want one game", offers)
	}
	l, err := LoadFile(offers[0].Path)
	if err != nil {
		t.Fatal(err)
	}
	if got := l.Summary(); got != offers[0].Summary || l.Session.Game().Phase != m.Game().Phase {
		t.Errorf("resume offers %q, the file is %q at %s; the game is at %s", offers[0].Summary, got, l.Session.Game().PhaseLabel(), m.Game().PhaseLabel())
	}
	// A damaged newer autosave (a crash while writing) is passed over.
	bad := filepath.Join(dir, "auto-99999999-000000.000000-t9-x.json")
	if err := os.WriteFile(bad, []byte(`{"format": 2, "game": "zulu1879/isan`), 0o644); err != nil {
		t.Fatal(err)
	}
	if o := FindResume(dir); len(o) != 1 || o[0].Path != offers[0].Path {
		t.Errorf("with a damaged newer autosave the offer is %+v", o)
	}
	if o := FindResume(filepath.Join(dir, "none")); len(o) != 0 {
		t.Errorf("a missing folder offers %+v", o)
	}
}

// writeFolder fills a save folder with one file of each kind.
func writeFolder(t *testing.T) (string, map[string][]byte) {
	t.Helper()
	dir := t.TempDir()
	m := midGame(t)
	if err := SaveTo(filepath.Join(dir, "game.json"), testVersion, m, nil); err != nil {
		t.Fatal(err)
	}
	c, err := campaign.New("isandlwana", 3)
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Save(filepath.Join(dir, "camp.json"), testVersion); err != nil {
		t.Fatal(err)
	}
	good, _ := os.ReadFile(filepath.Join(dir, "game.json"))
	files := map[string][]byte{
		"truncated.json": good[:len(good)/2],
		"other.json":     []byte(`{"hello": "world"}`),
		"empty.json":     nil,
		"notes.txt":      []byte("not listed"),
		".hidden.json":   good,
	}
	for n, b := range files {
		if err := os.WriteFile(filepath.Join(dir, n), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	all := map[string][]byte{}
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		all[e.Name()], _ = os.ReadFile(filepath.Join(dir, e.Name()))
	}
	return dir, all
}

func TestLoadDialogTellsGamesCampaignsAndDamagedFilesApart(t *testing.T) {
	dir, before := writeFolder(t)
	d := NewLoadDialog(dir)
	got := map[string]FileEntry{}
	for _, e := range d.Entries {
		got[e.Name] = e
	}
	if len(d.Entries) != 5 {
		t.Errorf("%d entries, want the 5 visible .json files: %v", len(d.Entries), got)
	}
	for _, tc := range []struct {
		name string
		kind FileKind
		want string
	}{
		{"game.json", KindGame, "turn 2"},
		{"camp.json", KindCampaign, "Campaign · Last Stand at Isandlwana"},
		{"truncated.json", KindBad, "truncated.json"},
		{"other.json", KindBad, "not a zulu1879 save"},
		{"empty.json", KindBad, "empty"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e, ok := got[tc.name]
			if !ok {
				t.Fatalf("%s not listed", tc.name)
			}
			if e.Kind != tc.kind || !strings.Contains(e.Summary, tc.want) || strings.Contains(e.Summary, "\n") {
				t.Errorf("%s: kind %v summary %q, want %v with %q on one line", tc.name, e.Kind, e.Summary, tc.kind, tc.want)
			}
			d.Select(indexOf(d, tc.name))
			l, err := d.Load()
			if (err == nil) != (tc.kind != KindBad) {
				t.Fatalf("load: %v", err)
			}
			if err != nil && (d.Err != err.Error() || !strings.Contains(d.Err, tc.name)) {
				t.Errorf("dialog message %q does not name the file", d.Err)
			}
			if l != nil && (l.Campaign != nil) != (tc.kind == KindCampaign) {
				t.Errorf("loaded %+v as the wrong kind", l)
			}
		})
	}
	for n, b := range before {
		if now, _ := os.ReadFile(filepath.Join(dir, n)); !bytes.Equal(now, b) {
			t.Errorf("listing and loading changed %s", n)
		}
	}
}

func indexOf(d *Dialog, name string) int {
	for i, e := range d.Entries {
		if e.Name == name {
			return i
		}
	}
	return -1
}

func TestLoadDialogRecognisesACampaignThatFailsToLoad(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "c.json")
	if err := os.WriteFile(p, []byte(`{"format": 1, "game": "zulu1879/campaign", "stage": "nowhere"}`), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := LoadFile(p)
	var ce *campaign.Error
	if !errors.As(err, &ce) {
		t.Fatalf("a damaged campaign file reports %v, want the campaign loader's error", err)
	}
}

func TestSaveDialogChecksTheNameAndAsksBeforeReplacing(t *testing.T) {
	dir, _ := writeFolder(t)
	for _, tc := range []struct {
		name, typed string
		want        string // part of the error, or "" for a path
	}{
		{"empty", "", "type a name"},
		{"hidden", ".x", "dot"},
		{"autosave name", "auto-mine", "autosaves"},
		{"not a save", "other", "not a save that loads"},
		{"new name", "my game", ""},
		{"json suffix kept once", "mine.json", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d := NewSaveDialog(dir, "")
			d.Type(tc.typed)
			p, err := d.SavePath()
			if tc.want != "" {
				if err == nil || !strings.Contains(d.Err, tc.want) {
					t.Fatalf("%q: path %q, message %q, want %q", tc.typed, p, d.Err, tc.want)
				}
				return
			}
			if err != nil || filepath.Dir(p) != dir || strings.HasSuffix(p, ".json.json") || !strings.HasSuffix(p, ".json") {
				t.Fatalf("%q: path %q err %v", tc.typed, p, err)
			}
		})
	}
	d := NewSaveDialog(dir, "")
	d.Type("a/")
	if d.Name != "a" || d.Err == "" {
		t.Errorf("typing a slash: name %q message %q", d.Name, d.Err)
	}
	d.Select(indexOf(d, "game.json"))
	if d.Name != "game" {
		t.Fatalf("choosing a file puts %q in the name field", d.Name)
	}
	if _, err := d.SavePath(); !errors.Is(err, ErrConfirm) || !strings.Contains(d.Msg, "again") {
		t.Fatalf("replacing a save did not ask first: %v %q", err, d.Msg)
	}
	if p, err := d.SavePath(); err != nil || filepath.Base(p) != "game.json" {
		t.Fatalf("the second press: %q %v", p, err)
	}
}

// playCampaignIsandlwana plays the campaign's Isandlwana game to its end.
func playCampaignIsandlwana(t *testing.T, f *Flow) {
	t.Helper()
	m := f.Model
	if err := m.End(); err != nil {
		t.Fatal(err)
	}
	playUntil(t, m, func() bool { return m.Game().Over() }, 50000)
}

// LedgerCampaign plays campaigns of seeds from 1 on until one's ledger
// has an effect, and returns its flow at the end of Isandlwana.
func LedgerCampaign(t *testing.T, onChange func(*Flow)) *Flow {
	t.Helper()
	for seed := uint64(1); seed <= 20; seed++ {
		c, err := campaign.New("isandlwana", seed)
		if err != nil {
			t.Fatal(err)
		}
		f := NewFlow(c, [2]*Bot{})
		f.OnChange = onChange
		if f.Screen() != FlowIsandlwana || f.Continue() == nil {
			t.Fatal("the campaign let the ledger open before Isandlwana ended")
		}
		playCampaignIsandlwana(t, f)
		if len(c.Ledger().Entries) > 0 {
			return f
		}
	}
	t.Fatal("no campaign of seeds 1-20 has an effect in its ledger")
	return nil
}

func TestCampaignFlowGoesFromIsandlwanaThroughTheLedgerToRorkesDrift(t *testing.T) {
	c, err := campaign.New("isandlwana", 7)
	if err != nil {
		t.Fatal(err)
	}
	changes := 0
	f := NewFlow(c, [2]*Bot{})
	dir := t.TempDir()
	roundTrip := func(want FlowScreen) {
		t.Helper()
		p := filepath.Join(dir, want.String()+".json")
		if err := SaveTo(p, testVersion, f.Model, f); err != nil {
			t.Fatal(err)
		}
		l, err := LoadFile(p)
		if err != nil || l.Campaign == nil {
			t.Fatalf("loading the campaign saved at %s: %v", want, err)
		}
		if got := NewFlow(l.Campaign, [2]*Bot{}).Screen(); got != want && !(want == FlowRorke && got == FlowEnd) {
			t.Errorf("a campaign saved at %s reopens at %s", want, got)
		}
	}
	if f.Screen() != FlowIsandlwana || f.Continue() == nil {
		t.Fatal("the campaign let the ledger open before Isandlwana ended")
	}
	roundTrip(FlowIsandlwana)
	f = LedgerCampaign(t, func(*Flow) { changes++ })
	c = f.C
	if c.Stage() != campaign.StageLedger || changes == 0 {
		t.Fatalf("after Isandlwana: stage %s, %d autosave calls", c.Stage(), changes)
	}
	if f.Screen() != FlowIsandlwana {
		t.Fatal("the ending of Isandlwana was skipped")
	}
	if err := f.Continue(); err != nil || f.Screen() != FlowLedger {
		t.Fatalf("continue: %v, screen %s", err, f.Screen())
	}
	lines := f.LedgerLines()
	if len(lines) != len(c.Ledger().Entries) || len(lines) == 0 {
		t.Fatalf("%d ledger lines for %d entries", len(lines), len(c.Ledger().Entries))
	}
	for i, ln := range lines {
		if e := c.Ledger().Entries[i]; ln.Cause != e.Cause || ln.Effect != e.Effect || ln.Cause == "" {
			t.Errorf("line %d %+v, entry %+v", i, ln, e)
		}
	}
	if !strings.Contains(f.LedgerHeadline(), c.Game().Outcome.String()) {
		t.Errorf("headline %q does not give the result", f.LedgerHeadline())
	}
	roundTrip(FlowLedger)
	before := changes
	if err := f.Continue(); err != nil || f.Screen() != FlowRorke || c.Rorke() == nil {
		t.Fatalf("continue to Rorke's Drift: %v, screen %s", err, f.Screen())
	}
	if want := c.Ledger().Campaign(); c.Rorke().Options.Campaign != want {
		t.Errorf("Rorke's Drift set up with %+v, the ledger says %+v", c.Rorke().Options.Campaign, want)
	}
	if changes == before {
		t.Error("setting up Rorke's Drift was not autosaved")
	}
	if f.Continue() == nil {
		t.Fatal("the campaign ended before Rorke's Drift did")
	}
	roundTrip(FlowRorke)
	g := c.Rorke()
	for n := 0; !g.Over(); n++ {
		if n > 5000 {
			t.Fatal("Rorke's Drift did not end")
		}
		a, _ := ramparts.Advisor{}.Choose(g)
		if err := f.ApplyRorke(a); err != nil {
			t.Fatal(err)
		}
	}
	if len(c.RorkeActions()) == 0 || c.Stage() != campaign.StageDone {
		t.Fatalf("%d Rorke's Drift actions recorded, stage %s", len(c.RorkeActions()), c.Stage())
	}
	if err := f.Continue(); err != nil || f.Screen() != FlowEnd {
		t.Fatalf("continue to the end: %v %s", err, f.Screen())
	}
	title, end := f.Ending()
	if r := g.Result(); !strings.Contains(strings.Join(end, "\n"), r.LevelName) || title == "" {
		t.Errorf("ending %q %v does not give the level %q", title, end, r.LevelName)
	}
	if o := FindResume(dir); len(o) != 0 {
		t.Errorf("resume offers in a folder without autosaves: %+v", o)
	}
}

func TestCampaignAutosaverKeepsTheNewestAndResumeFindsIt(t *testing.T) {
	dir := t.TempDir()
	c, err := campaign.New("isandlwana", 9)
	if err != nil {
		t.Fatal(err)
	}
	clock := time.Date(2026, 1, 22, 12, 0, 0, 0, time.UTC)
	a := &campaign.Autosaver{Dir: dir, Keep: 2, Program: testVersion, Now: func() time.Time { clock = clock.Add(time.Second); return clock }}
	f := NewFlow(c, [2]*Bot{})
	f.OnChange = func(f *Flow) {
		if _, err := a.Save(f.C); err != nil {
			t.Fatal(err)
		}
	}
	if err := f.Model.End(); err != nil {
		t.Fatal(err)
	}
	playUntil(t, f.Model, func() bool { return f.Model.Game().Turn >= 2 }, 20000)
	names, _ := campaign.Autosaves(dir)
	if len(names) != 2 {
		t.Fatalf("%d campaign autosaves kept, want 2: %v", len(names), names)
	}
	o := FindResume(dir)
	if len(o) != 1 || o[0].Kind != KindCampaign || o[0].Path != filepath.Join(dir, names[1]) {
		t.Fatalf("resume offers %+v, want the newest campaign autosave %s", o, names[1])
	}
	l, err := LoadFile(o[0].Path)
	if err != nil || l.Campaign.Game().Hash() != c.Game().Hash() {
		t.Fatalf("the newest campaign autosave is not the game as it stands: %v", err)
	}
}

// BenchmarkCampaignAutosave writes a campaign autosave in turn 2 of
// Isandlwana (what the window does at each new phase).
func BenchmarkCampaignAutosave(b *testing.B) {
	c, err := campaign.New("isandlwana", 7)
	if err != nil {
		b.Fatal(err)
	}
	for n := 0; c.Game().Turn < 2 && n < 20000; n++ {
		if err := c.ApplyIsandlwana(pickTowardsBritish(c.Game(), c.Game().Legal())); err != nil {
			b.Fatal(err)
		}
	}
	a := &campaign.Autosaver{Dir: b.TempDir(), Keep: 3, Program: testVersion}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := a.Save(c); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkUndoInTurn3 takes back a British move in turn 3: the session
// replays the game from the start.
func BenchmarkUndoInTurn3(b *testing.B) {
	s, err := saves.Start("isandlwana", 7, isandlwana.Options{})
	if err != nil {
		b.Fatal(err)
	}
	m := NewModel(s, [2]*Bot{})
	for n := 0; n < 20000 && !(m.Game().Turn >= 3 && m.Game().Phase == isandlwana.PhaseBritishMove); n++ {
		m.HandOver = isandlwana.NoSide
		if err := m.Apply(pickTowardsBritish(m.Game(), m.Game().Legal()), "", false); err != nil {
			b.Fatal(err)
		}
	}
	n := s.Len()
	last := s.Actions()[n-1]
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if err := s.Rewind(n - 1); err != nil {
			b.Fatal(err)
		}
		b.StopTimer()
		if err := s.ApplyText(last); err != nil {
			b.Fatal(err)
		}
		b.StartTimer()
	}
}

// TestListFilesLeavesOutTheTerminalsRorkeAutosaves: zulu1879 rorke
// autosaves into the same folder, and the window cannot open those files;
// the dialog lists the rest as before.
func TestListFilesLeavesOutTheTerminalsRorkeAutosaves(t *testing.T) {
	dir := t.TempDir()
	r, err := campaign.NewRorkeSave(3, ramparts.Options{})
	if err != nil {
		t.Fatal(err)
	}
	a := &campaign.Autosaver{Dir: dir, Prefix: campaign.RorkeAutoPrefix, Program: testVersion}
	if _, err := a.SaveRorke(r); err != nil {
		t.Fatal(err)
	}
	if err := r.Save(filepath.Join(dir, "mine.json"), testVersion); err != nil {
		t.Fatal(err)
	}
	files, err := ListFiles(dir)
	if err != nil || len(files) != 1 || files[0].Name != "mine.json" {
		t.Fatalf("ListFiles gives %+v (%v), want only mine.json", files, err)
	}
}

func TestLoadDialogRowLookTellsHoverFromSelection(t *testing.T) {
	d := &Dialog{Entries: make([]FileEntry, 3), Sel: 1}
	for _, c := range []struct {
		i       int
		hovered bool
		want    RowLook
	}{
		{0, false, RowPlain},
		{0, true, RowHover},
		{1, false, RowSelected},
		{1, true, RowSelectedHover},
		{2, true, RowHover},
	} {
		if got := d.RowLook(c.i, c.hovered); got != c.want {
			t.Errorf("row %d hovered %v: look %d, want %d", c.i, c.hovered, got, c.want)
		}
	}
}

// TestLoadDialogListsOnlyTheNewestAutosaves: the Autosaver keeps twenty
// files; the dialog lists the newest game autosave and the newest campaign
// autosave, every save of the player's own, and says how many it left out.
func TestLoadDialogListsOnlyTheNewestAutosaves(t *testing.T) {
	dir := t.TempDir()
	now := time.Now()
	for i, name := range []string{"auto-3.json", "auto-2.json", "auto-1.json", "campaign-auto-2.json", "campaign-auto-1.json", "mine.json"} {
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
	if want := []string{"auto-3.json", "campaign-auto-2.json", "mine.json"}; !slices.Equal(names, want) {
		t.Errorf("listed %v, want %v", names, want)
	}
	if !strings.Contains(d.Msg, "3 older ones are kept") {
		t.Errorf("message %q does not say that 3 older autosaves are left out", d.Msg)
	}
}

func TestShortDirNamesTheHomeFolderWithATilde(t *testing.T) {
	home := t.TempDir()
	t.Setenv("HOME", home)
	for _, c := range []struct{ dir, want string }{
		{filepath.Join(home, ".config", "zulu1879", "saves"), filepath.Join("~", ".config", "zulu1879", "saves")},
		{home, "~"},
		{filepath.Join(filepath.Dir(home), "elsewhere"), filepath.Join(filepath.Dir(home), "elsewhere")},
		{home + "x", home + "x"},
	} {
		if got := ShortDir(c.dir); got != c.want {
			t.Errorf("ShortDir(%q) = %q, want %q", c.dir, got, c.want)
		}
	}
}

// TestLoadFile_OpensIsandlwanaSavedByPlay: a game saved by zulu1879 play
// (an envelope) opens in the window as the same game; a Rorke's Drift one,
// which the window does not play alone, says how to continue it.
func TestLoadFile_OpensIsandlwanaSavedByPlay(t *testing.T) {
	dir := t.TempDir()
	rules, err := games.Lookup("isandlwana")
	if err != nil {
		t.Fatal(err)
	}
	rec, err := saves.NewRecord(rules, games.Setup{Seed: 9}, map[string]string{"zulu": "rule9"})
	if err != nil {
		t.Fatal(err)
	}
	for k := 0; k < 30 && !games.Over(rec.State()); k++ {
		if err := rec.Apply(rec.State().Legal()[0], ""); err != nil {
			t.Fatal(err)
		}
	}
	path := filepath.Join(dir, "isa.json")
	if err := rec.Save(path, "test"); err != nil {
		t.Fatal(err)
	}
	l, err := LoadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if l.Session == nil || l.Session.Game().Hash() != rec.State().Hash() {
		t.Fatalf("loaded %+v: not the saved game", l)
	}
	if p, ok := l.Session.Players(); !ok || p.Zulu != "rule9" {
		t.Errorf("players %+v, want the rule9 bot for the Zulus", p)
	}
	rd, err := games.Lookup("rorkes-drift")
	if err != nil {
		t.Fatal(err)
	}
	other, err := saves.NewRecord(rd, games.Setup{Seed: 9}, nil)
	if err != nil {
		t.Fatal(err)
	}
	rdPath := filepath.Join(dir, "rd.json")
	if err := other.Save(rdPath, "test"); err != nil {
		t.Fatal(err)
	}
	// Zulus on the Ramparts! played alone is a game of the window now: its
	// envelope opens on its own screen, and the load dialog lists it as
	// such, not as damaged nor as a game for the terminal.
	if l, err := LoadFile(rdPath); err != nil || l.Record == nil || l.Record.State().Hash() != other.State().Hash() {
		t.Errorf("a Rorke's Drift envelope: %+v, %v", l, err)
	}
	if e := CheckFile(rdPath); e.Kind != KindRamparts {
		t.Errorf("the load dialog lists the Rorke's Drift envelope as %v: %s", e.Kind, e.Summary)
	}
}

// TestLoadFile_OpensACampaignSavedByPlay: a campaign saved by zulu1879
// play campaign (an envelope) opens in the window as the campaign it is,
// at the stage it reached, with its players.
func TestLoadFile_OpensACampaignSavedByPlay(t *testing.T) {
	dir := t.TempDir()
	rules, err := games.Lookup("campaign")
	if err != nil {
		t.Fatal(err)
	}
	rec, err := saves.NewRecord(rules, games.Setup{Seed: 9}, map[string]string{"zulu": "rule9", "british": "standard"})
	if err != nil {
		t.Fatal(err)
	}
	bots := map[games.Seat]games.Bot{}
	for seat, name := range map[games.Seat]string{0: "standard", 1: "rule9"} {
		bi, err := games.BotNamed("campaign", name, "")
		if err != nil {
			t.Fatal(err)
		}
		bots[seat] = bi.New(9)
	}
	// Play on into Rorke's Drift: 40 actions after the ledger.
	after := -1
	for after < 40 && !games.Over(rec.State()) {
		a, why := bots[rec.State().ToAct()].Choose(rec.State())
		if err := rec.Apply(a, why); err != nil {
			t.Fatal(err)
		}
		if strings.HasPrefix(a, "continue ") {
			after = 0
		} else if after >= 0 {
			after++
		}
	}
	path := filepath.Join(dir, "day.json")
	if err := rec.Save(path, "test"); err != nil {
		t.Fatal(err)
	}
	l, err := LoadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if l.Campaign == nil || l.Campaign.Stage() != campaign.StageRorkesDrift {
		t.Fatalf("loaded %+v: want the campaign at Rorke's Drift", l)
	}
	if p, ok := l.Campaign.Isandlwana().Players(); !ok || p.Zulu != "rule9" || p.British != "standard" {
		t.Errorf("players %+v, want standard and rule9", p)
	}
	if e := CheckFile(path); e.Kind != KindCampaign {
		t.Errorf("the load dialog lists it as kind %v (%s), want a campaign", e.Kind, e.Summary)
	}
}

// TestLoadDialog_ListsTheNewestAutosaveOfEachGameInProgress: two
// skirmish games autosaved into one folder (the newer one far more often)
// give two autosave rows, newest first, so the older unfinished game is
// not hidden behind the newer one; the other files stay listed.
func TestLoadDialog_ListsTheNewestAutosaveOfEachGameInProgress(t *testing.T) {
	dir := t.TempDir()
	pre := saves.EnvelopePrefix(skirmish.ID)
	now := time.Now()
	// Newest first: five saves of game b, a save of the player's own, then
	// three of game a, then a keyless one from before game keys.
	names := []string{
		pre + "20260101-100005.000000-n9-gbbbbbbbb.json",
		pre + "20260101-100004.000000-n8-gbbbbbbbb.json",
		pre + "20260101-100003.000000-n7-gbbbbbbbb.json",
		pre + "20260101-100002.000000-n6-gbbbbbbbb.json",
		pre + "20260101-100001.000000-n5-gbbbbbbbb.json",
		"mine.json",
		pre + "20260101-090003.000000-n3-gaaaaaaaa.json",
		pre + "20260101-090002.000000-n2-gaaaaaaaa.json",
		pre + "20260101-090001.000000-n1-gaaaaaaaa.json",
		pre + "20251231-090001.000000-n4.json",
	}
	for i, name := range names {
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
	var got []string
	for _, e := range d.Entries {
		got = append(got, e.Name)
	}
	if want := []string{names[0], names[5], names[6], names[9]}; !slices.Equal(got, want) {
		t.Errorf("rows %v,\nwant %v", got, want)
	}
	if !strings.Contains(d.Msg, "6 older ones are kept") {
		t.Errorf("message %q does not say that 6 older autosaves are left out", d.Msg)
	}
}
