package rdstate

import (
	"strings"
	"testing"

	"zulu1879/ramparts"
)

// In the game window (a campaign) the bar offers Save and Menu, and the
// help names their keys; alone, the screen has neither.
func TestHostedScreenOffersSaveAndMenu(t *testing.T) {
	for _, hosted := range []bool{false, true} {
		m := New(newGame(t, 3), nil, "", nil)
		m.Hosted = hosted
		ids := map[string]Button{}
		for _, b := range m.ViewButtons() {
			ids[b.ID] = b
		}
		_, save := ids["save"]
		_, menu := ids["menu"]
		if save != hosted || menu != hosted {
			t.Fatalf("hosted=%v: save button %v, menu button %v", hosted, save, menu)
		}
		help := strings.Join(m.HelpText(), " ")
		if strings.Contains(help, "Ctrl+S") != hosted || strings.Contains(help, "Ctrl+M") != hosted {
			t.Fatalf("hosted=%v: the help names Ctrl+S/Ctrl+M: %v", hosted, !hosted)
		}
		if !hosted {
			if m.Press("save") || m.Press("menu") {
				t.Fatal("a screen of its own took Save or Menu")
			}
			continue
		}
		if ids["save"].Key != "^S" || ids["menu"].Key != "Esc" {
			t.Fatalf("save key %q, menu key %q", ids["save"].Key, ids["menu"].Key)
		}
		for _, id := range []string{"save", "menu"} {
			if !m.Press(id) {
				t.Fatalf("pressing %s did nothing", id)
			}
			if got := m.TakeRequest(); got != id {
				t.Fatalf("after pressing %s the window is asked for %q", id, got)
			}
			if got := m.TakeRequest(); got != "" {
				t.Fatalf("the request %q was not forgotten", got)
			}
		}
	}
}

// The bar says "1 Action left", not "1 Action(s) left".
func TestPhaseTitleCountsActionsInWords(t *testing.T) {
	g := newGame(t, 3)
	for i := 0; i < 50 && g.Phase != ramparts.PhaseAction; i++ {
		advise(t, g, 1)
	}
	if g.Phase != ramparts.PhaseAction {
		t.Fatal("no Action phase reached")
	}
	m := New(g, nil, "", nil)
	want := map[int]string{1: "1 Action left", 2: "2 Actions left", 0: "0 Actions left"}
	for n, w := range want {
		g.ActionsLeft = n
		if got := m.PhaseTitle(); !strings.HasSuffix(got, w) {
			t.Errorf("%d actions: %q, want it to end %q", n, got, w)
		}
	}
}
