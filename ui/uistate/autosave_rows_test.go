package uistate

import "testing"

// The load dialog lists the newest autosave of each game: the window's
// Isandlwana autosaves and the older campaign files are told apart by the
// game key in their names (older names without one make one row).
func TestAutosaveGame_OneRowPerGame(t *testing.T) {
	for _, c := range []struct {
		a, b string
		same bool
	}{
		{"auto-20260101-120000.000000-t1-zulu-movement-g0000abcd.json", "auto-20260101-120100.000000-t2-british-fire-g0000abcd.json", true},
		{"auto-20260101-120000.000000-t1-zulu-movement-g0000abcd.json", "auto-20260101-120100.000000-t1-zulu-movement-g1111abcd.json", false},
		{"auto-20260101-120000.000000-t1-zulu-movement.json", "auto-20260101-120100.000000-t3-setup.json", true},
		{"campaign-auto-20260101-120000.000000-isandlwana-g0000abcd.json", "campaign-auto-20260101-120100.000000-isandlwana-g2222abcd.json", false},
		{"campaign-auto-20260101-120000.000000-isandlwana.json", "campaign-auto-20260101-120100.000000-rorkes-drift.json", true},
	} {
		ga, oka := autosaveGame(c.a)
		gb, okb := autosaveGame(c.b)
		if !oka || !okb {
			t.Errorf("%s or %s not taken for an autosave", c.a, c.b)
			continue
		}
		if (ga == gb) != c.same {
			t.Errorf("%s (%q) and %s (%q): same game %v, want %v", c.a, ga, c.b, gb, ga == gb, c.same)
		}
	}
}
