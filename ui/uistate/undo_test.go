package uistate

import (
	"strings"
	"testing"

	"zulu1879/isandlwana"
)

// After a die is rolled the Undo button is off and says why, and pressing
// it anyway says so in the Info line.
func TestUndoSaysItIsOffAfterADie(t *testing.T) {
	m := hotseat(t)
	toZuluMove(t, m)
	playUntil(t, m, func() bool {
		return m.Game().Phase == isandlwana.PhaseBritishCombat && len(m.Game().FireTargets()) > 1 && len(m.Game().Pending) == 0
	}, 5000)
	m.HandOver = isandlwana.NoSide
	if got := m.UndoOff(); got != "nothing to take back" && got != "" {
		t.Fatalf("before firing, undo is off because %q", got)
	}
	m.ClickHex(m.Game().FireTargets()[0])
	if err := m.FireNow(); err != nil {
		t.Fatal(err)
	}
	m.HandOver = isandlwana.NoSide
	if m.Game().Phase != isandlwana.PhaseBritishCombat || !m.HumanToAct() {
		t.Skipf("the phase moved on after one fire (%s)", m.Game().PhaseLabel())
	}
	if got := m.UndoOff(); got != "a die was rolled" {
		t.Fatalf("after a fire, undo is off because %q", got)
	}
	for _, b := range m.Buttons() {
		if b.ID == "undo" && (b.Enabled || !strings.Contains(b.Label, "a die was rolled")) {
			t.Fatalf("undo button %+v, want it off and saying a die was rolled", b)
		}
	}
	m.Press("undo")
	if !m.IsError || !strings.Contains(m.Info, "a die was rolled") {
		t.Fatalf("pressing undo anyway: %q", m.Info)
	}
}
