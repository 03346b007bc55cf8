package skirmishui

import (
	"fmt"
	"strings"
	"testing"

	"zulu1879/skirmish"
	"zulu1879/ui/tacticalui"
	"zulu1879/ui/uistate"
)

// A click on a figure's drawn place selects him; a click on a lit hex's
// centre moves him there; a click on the panel does nothing to the map.
func TestScreen_ClickAtMapsScreenPointsToTheGame(t *testing.T) {
	m := newModel(t, "hospital", 1, "", "")
	s, err := New(m)
	if err != nil {
		t.Fatal(err)
	}
	s.SetUIScale(1)
	s.Layout(1280, 800)
	z := m.Index("Z3")
	if got := s.ClickAt(s.FigurePoint(z)); got != "selected Z3" {
		t.Fatalf("click on Z3: %q", got)
	}
	r := m.Reach()
	to := r.Hexes[len(r.Hexes)/2]
	if got, want := s.ClickAt(s.Board.Cam.HexScreen(to)), "move Z3 "+to.String(); got != want {
		t.Fatalf("click on lit %v: %q, want %q", to, got, want)
	}
	if got := s.ClickAt(uistate.Point{X: s.PanelRect().X + 50, Y: s.PanelRect().Y + 300}); got != "" {
		t.Errorf("click on the panel: %q", got)
	}
}

// Esc drops the aim, then the selection, then closes a closable screen.
func TestScreen_EscapeDropsAimThenSelectionThenCloses(t *testing.T) {
	m := newModel(t, "hospital", 1, "", "")
	s, err := New(m)
	if err != nil {
		t.Fatal(err)
	}
	s.Closable = true
	if err := m.Select("Z1"); err != nil {
		t.Fatal(err)
	}
	m.Target = "B1"
	for _, want := range []struct{ sel, target string }{{"Z1", ""}, {"", ""}} {
		s.Escape()
		if m.Sel != want.sel || m.Target != want.target || s.Done() {
			t.Fatalf("after Esc: selected %q aiming %q done %v, want %q %q", m.Sel, m.Target, s.Done(), want.sel, want.target)
		}
	}
	s.Escape()
	if !s.Done() {
		t.Error("the third Esc did not close the screen")
	}
}

// Every key of the table is in the help, and the help names the actions
// the ruleset adds (turn, fire, dig, assist, the numbered list, undo).
func TestScreen_HelpNamesEveryAction(t *testing.T) {
	var all strings.Builder
	for _, sc := range Shortcuts() {
		all.WriteString(sc.Keys + " " + sc.What + "\n")
	}
	for _, w := range []string{"turn", "fire", "dig", "assist", "numbered", "end the phase", "undo", "save", "Space"} {
		if !strings.Contains(all.String(), w) {
			t.Errorf("the help does not mention %q:\n%s", w, all.String())
		}
	}
}

// TestScreen_OpensOnTheFiguresLargeEnoughToTell: at the window's usual
// sizes each scenario opens zoomed onto its figures, every British figure
// in view and drawn larger than with the whole map fitted; the hospital's
// figures, all in view, at least 20 pixels across (the whole map fitted
// draws them about 12). 0 still shows the whole map.
func TestScreen_OpensOnTheFiguresLargeEnoughToTell(t *testing.T) {
	for _, sc := range []string{"hospital", "perimeter"} {
		for _, size := range [][2]int{{1280, 800}, {1600, 1000}} {
			m := newModel(t, sc, 1, "", "")
			s, err := New(m)
			if err != nil {
				t.Fatal(err)
			}
			s.SetUIScale(1)
			s.Layout(size[0], size[1])
			d := 2 * s.figRadius()
			if sc == "hospital" && d < 20 {
				t.Errorf("%s at %v: figures %.1f px across, want 20 or more", sc, size, d)
			}
			for i, f := range m.G().Figs {
				if f.Alive() && (f.Side == skirmish.British || sc == "hospital") && !s.Board.Cam.View.Contains(s.FigurePoint(i)) {
					t.Errorf("%s at %v: %s at %v is out of view", sc, size, f.ID, f.Hex)
				}
			}
			s.Board.Cam.Fit()
			if !s.Board.Cam.ShowsAll() {
				t.Errorf("%s: 0 does not show the whole map", sc)
			}
			if fitted := 2 * s.figRadius(); d < fitted*1.2 {
				t.Errorf("%s at %v: figures %.1f px across, with the map fitted %.1f", sc, size, d, fitted)
			}
		}
	}
}

// TestScreen_ReachShowsItsCostInMP: the hexes a selected figure may reach
// are lit with their cost labelled MP.
func TestScreen_ReachShowsItsCostInMP(t *testing.T) {
	m := newModel(t, "hospital", 1, "", "")
	s, err := New(m)
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Select("Z3"); err != nil {
		t.Fatal(err)
	}
	lit := 0
	for _, l := range s.marks().Lit {
		if l.Kind != tacticalui.LitReach {
			continue
		}
		lit++
		if want := fmt.Sprint(m.Reach().Cost[l.Hex], " MP"); l.Note != want {
			t.Errorf("%v lit %q, want %q", l.Hex, l.Note, want)
		}
	}
	if lit == 0 {
		t.Fatal("Z3 selected: no hex lit")
	}
}
