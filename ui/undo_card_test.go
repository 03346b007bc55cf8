package ui

import (
	"testing"

	"zulu1879/campaign"
	"zulu1879/games"
	gcampaign "zulu1879/games/campaign"
	rdgame "zulu1879/games/ramparts"
	"zulu1879/harlech"
	"zulu1879/ramparts"
	"zulu1879/saves"
	"zulu1879/ui/harlechui/hstate"
	"zulu1879/ui/rdui"
	"zulu1879/ui/rdui/rdstate"
)

// TestUndo_CardGamesAutosaveTheShortenedRecord: after an undo on the
// screen of Zulus on the Ramparts! played alone and of Men of Harlech,
// the autosave holds the record without the action taken back (its
// length and hash those of the game that never made it).
func TestUndo_CardGamesAutosaveTheShortenedRecord(t *testing.T) {
	cases := []struct {
		name, id string
		start    func(a *App) (act func() bool, undo func(), autosave func(), rec func() *saves.Record)
	}{
		{"Zulus on the Ramparts!", rdgame.ID, func(a *App) (func() bool, func(), func(), func() *saves.Record) {
			rec, err := newRampartsRecord(11)
			if err != nil {
				t.Fatal(err)
			}
			if err := a.playRamparts(rec); err != nil {
				t.Fatal(err)
			}
			m := a.rorke.(*rdui.Screen).Model()
			act := func() bool {
				for _, x := range m.G.Legal() {
					cp := m.G.Clone()
					if cp.Apply(x) == nil {
						if _, blocked := rdstate.UndoBlocked(m.G, cp); !blocked {
							m.Do(x)
							return true
						}
					}
				}
				return false
			}
			return act, func() { m.PressKey("U") }, a.autosaveRamparts, func() *saves.Record { return a.ramparts }
		}},
		{"Men of Harlech", harlech.ID, func(a *App) (func() bool, func(), func(), func() *saves.Record) {
			rec, err := hstate.NewGame(1, 1, 2, nil)
			if err != nil {
				t.Fatal(err)
			}
			if err := a.playHarlech(rec); err != nil {
				t.Fatal(err)
			}
			m := a.harlech.Model()
			act := func() bool {
				for _, x := range m.Rec.State().Legal() {
					cp := m.Rec.State().Clone()
					if cp.Apply(x) == nil {
						if _, blocked := hstate.UndoCheck(m.Rec.State(), cp); !blocked {
							m.Do(x)
							return true
						}
					}
				}
				return false
			}
			return act, func() { m.PressKey("U") }, a.autosaveHarlech, a.harlechRecord
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			a := windowWith(t, dir, 0)
			act, undo, autosave, rec := c.start(a)
			// Play until an action that draws, shows and rolls nothing is
			// there, taking the first legal action otherwise.
			for i := 0; ; i++ {
				if i > 300 || games.Over(rec().State()) {
					t.Fatal("no action that undo may take back")
				}
				n, hash := rec().Len(), rec().State().Hash()
				if act() {
					autosave()
					if _, saved, err := saves.LatestEnvelope(dir, c.id); err != nil || saved.Len() != n+1 {
						t.Fatalf("autosave before the undo: %v", err)
					}
					undo()
					autosave()
					_, saved, err := saves.LatestEnvelope(dir, c.id)
					if err != nil {
						t.Fatal(err)
					}
					if saved.Len() != n || saved.State().Hash() != hash || rec().Len() != n {
						t.Fatalf("after undo the autosave holds %d actions (want %d), hash equal %v", saved.Len(), n, saved.State().Hash() == hash)
					}
					return
				}
				if err := rec().Apply(rec().State().Legal()[0], ""); err != nil {
					t.Fatal(err)
				}
			}
		})
	}
}

// TestUndo_CampaignRorkesDriftTakesBackAndAutosaves: Rorke's Drift in a
// campaign takes back an action that drew no card and rolled no die, the
// screen shows the campaign's game, and the campaign autosave holds the
// battle without it.
func TestUndo_CampaignRorkesDriftTakesBackAndAutosaves(t *testing.T) {
	f := ledgerFlow(t)
	dir := t.TempDir()
	a := windowWith(t, dir, 0)
	a.s, a.w, a.h = 1, 1400, 900
	a.play(f.Model, f)
	a.flowContinue()
	if a.screen != ScreenRorke || a.rorke == nil {
		t.Fatalf("after the ledger: screen %d", a.screen)
	}
	m := a.rorke.(*rdui.Screen).Model()
	if m.CanUndo() {
		t.Fatal("Undo lit before any action of the battle")
	}
	for i := 0; i < 300 && !m.G.Over(); i++ {
		for _, x := range m.G.Legal() {
			cp := m.G.Clone()
			if cp.Apply(x) != nil {
				continue
			}
			if _, blocked := rdstate.UndoBlocked(m.G, cp); blocked {
				continue
			}
			n, hash := len(f.C.RorkeActions()), m.G.Hash()
			m.Do(x)
			// An autosave with the action (the window writes them at
			// each phase; this one is forced).
			a.autosaveCampaign(f)
			if got := len(latestCampaign(t, dir).RorkeActions()); got != n+1 {
				t.Fatalf("the autosave before the undo holds %d actions of Rorke's Drift (want %d)", got, n+1)
			}
			if !m.PressKey("U") || m.IsError {
				t.Fatalf("undo of %s: %s", x, m.Info)
			}
			if len(f.C.RorkeActions()) != n || f.C.Rorke() != m.G || m.G.Hash() != hash {
				t.Fatalf("after undo %d actions (want %d), the screen shows the campaign's game: %v", len(f.C.RorkeActions()), n, f.C.Rorke() == m.G)
			}
			saved := latestCampaign(t, dir)
			if len(saved.RorkeActions()) != n || saved.Rorke().Hash() != hash {
				t.Fatalf("the autosave after undo holds %d actions of Rorke's Drift (want %d)", len(saved.RorkeActions()), n)
			}
			return
		}
		a0, _ := ramparts.Advisor{}.Choose(m.G)
		m.Do(a0)
	}
	t.Fatal("no action that undo may take back")
}

// latestCampaign is the newest campaign autosave in dir.
func latestCampaign(t *testing.T, dir string) *campaign.Campaign {
	t.Helper()
	_, rec, err := saves.LatestEnvelope(dir, gcampaign.ID)
	if err != nil {
		t.Fatalf("no campaign autosave: %v", err)
	}
	c, err := gcampaign.ToCampaign(rec)
	if err != nil {
		t.Fatal(err)
	}
	return c
}
