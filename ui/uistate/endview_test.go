package uistate

import "testing"

// The result card of a finished game can be put away to look at the final
// board ("Show the board", V) and brought back with the same key.
func TestEndScreenCanShowTheFinalBoardAndComeBack(t *testing.T) {
	m := hotseat(t)
	if m.Press("view") {
		t.Fatal("the board view was toggled before the game ended")
	}
	toZuluMove(t, m)
	playUntil(t, m, func() bool { return m.Game().Over() }, 50000)
	label := func() string {
		for _, b := range m.Buttons() {
			if b.ID == "view" && b.Enabled && b.Key == "V" {
				return b.Label
			}
		}
		return ""
	}
	if !m.SummaryShown() || label() != "Show the board" {
		t.Fatalf("game over: card shown %v, view button %q", m.SummaryShown(), label())
	}
	if id := m.KeyButton("V"); id != "view" {
		t.Fatalf("V presses %q", id)
	}
	m.Press("view")
	if m.SummaryShown() || label() != "Show the result" {
		t.Fatalf("after Show the board: card shown %v, view button %q", m.SummaryShown(), label())
	}
	m.Press(m.KeyButton("V"))
	if !m.SummaryShown() {
		t.Fatal("V did not bring the result back")
	}
}
