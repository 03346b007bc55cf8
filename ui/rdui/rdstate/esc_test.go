package rdstate

import "testing"

// TestEscape_ClosesTheTopmostThenAsksForTheMenu: Esc closes the help or
// the discard pile first; with nothing to close, in the game window it
// asks the window for the menu (as Esc does on every screen), and on a
// screen of its own it does nothing.
func TestEscape_ClosesTheTopmostThenAsksForTheMenu(t *testing.T) {
	for _, c := range []struct {
		name       string
		hosted     bool
		help, disc bool
		request    string
		did        bool
	}{
		{"help open, hosted", true, true, false, "", true},
		{"discards open, hosted", true, false, true, "", true},
		{"nothing open, hosted", true, false, false, "menu", true},
		{"nothing open, alone", false, false, false, "", false},
	} {
		m := New(newGame(t, 3), nil, "", nil)
		m.Hosted, m.ShowHelp, m.ShowDiscards = c.hosted, c.help, c.disc
		did := m.PressKey("Escape")
		if did != c.did || m.TakeRequest() != c.request || m.ShowHelp || m.ShowDiscards {
			t.Errorf("%s: did %v, help %v, discards %v; want did %v and request %q", c.name, did, m.ShowHelp, m.ShowDiscards, c.did, c.request)
		}
	}
}
