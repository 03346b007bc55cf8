package tacticalui

import (
	"strings"
	"testing"

	"zulu1879/ui/tacticalui/tstate"
)

// TestFitsAtTheMinimumSize_BarActionsAndKeys draws the tactical game at
// the window's smallest size, 800×560, at the start (British movement)
// and in British fire (the longest action lines): the bar's title and
// note, every line of the action list (those scrolled out of view too)
// and the keys at the panel's foot show without a cut ("…").
func TestFitsAtTheMinimumSize_BarActionsAndKeys(t *testing.T) {
	needLoop(t)
	start := func(t *testing.T) *Screen {
		rec, err := tstate.NewGame(5, tstate.Person, "random")
		if err != nil {
			t.Fatal(err)
		}
		m, err := tstate.New(rec)
		if err != nil {
			t.Fatal(err)
		}
		s := newScreen(t)
		if err := s.Attach(m); err != nil {
			t.Fatal(err)
		}
		return s
	}
	fire := func(t *testing.T) *Screen { s, _ := playedScreen(t, 5); return s }
	for _, c := range []struct {
		name   string
		screen func(t *testing.T) *Screen
	}{{"British movement", start}, {"British fire", fire}} {
		for _, sz := range [][2]int{{800, 560}, {1440, 900}} {
			s := c.screen(t)
			s.SetUIScale(1)
			s.Layout(sz[0], sz[1])
			s.step(0)
			img := s.Snapshot(sz[0], sz[1])
			savePNG(t, strings.ReplaceAll(c.name, " ", "-")+"-"+itoa(sz[0])+".png", img)
			where := c.name + " at " + itoa(sz[0]) + "x" + itoa(sz[1])
			if s.barShown[0] != s.Title {
				t.Errorf("%s: the bar's title shows as %q, want %q", where, s.barShown[0], s.Title)
			}
			if note := s.barShown[1]; note == "" || strings.Contains(note, "…") || !strings.HasPrefix(s.Note, note) {
				t.Errorf("%s: the bar's note shows as %q (whole: %q)", where, note, s.Note)
			}
			if len(s.actLines) == 0 {
				t.Fatalf("%s: no action lines", where)
			}
			l := s.layout()
			k := l.K
			w := l.Panel.W - 28*k
			for _, ln := range s.actLines {
				var got string
				if ln.choice < 0 {
					got, _ = headingText(ln.text, w, k)
				} else {
					got, _ = actLineText(ln.text, w-26*k, k)
				}
				if got != ln.text {
					t.Errorf("%s: the action line %q shows as %q", where, ln.text, got)
				}
			}
			if got, _ := keysText(w, k); got != keysLine {
				t.Errorf("%s: the keys line shows as %q", where, got)
			}
		}
	}
}
