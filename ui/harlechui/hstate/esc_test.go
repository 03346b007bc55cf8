package hstate

import "testing"

// TestEscape_ClosesTheTopmostThenAsksForTheMenu: Esc closes the help
// first; with nothing to close, in the game window it asks the window for
// the menu (as Esc does on every screen), and on a screen of its own it
// does nothing.
func TestEscape_ClosesTheTopmostThenAsksForTheMenu(t *testing.T) {
	for _, c := range []struct {
		name    string
		hosted  bool
		help    bool
		request string
		did     bool
	}{
		{"help open, hosted", true, true, "", true},
		{"nothing open, hosted", true, false, "menu", true},
		{"nothing open, alone", false, false, "", false},
	} {
		m := newModel(t, 1, 1, 4)
		m.Hosted, m.ShowHelp = c.hosted, c.help
		did := m.PressKey("Escape")
		if got := m.TakeRequest(); did != c.did || got != c.request || m.ShowHelp {
			t.Errorf("%s: did %v, request %q, help %v; want did %v and request %q", c.name, did, got, m.ShowHelp, c.did, c.request)
		}
	}
}
