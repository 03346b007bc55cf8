package uistate

import (
	"testing"

	"zulu1879/isandlwana"
)

// Every decision (an overstack, the Colours, Lt. A's hex, an advance, …)
// can be answered from the keyboard: its buttons carry 1–9.
func TestDecisionButtonsCarryDigitKeys(t *testing.T) {
	m := hotseat(t)
	toZuluMove(t, m)
	playUntil(t, m, func() bool { _, ok := m.Game().Decision(); return ok }, 5000)
	m.HandOver = isandlwana.NoSide
	d, _ := m.Game().Decision()
	k := 0
	for _, b := range m.Buttons() {
		if b.Group != "choice" {
			continue
		}
		if want := DigitKey(k); b.Key != want || (k < 9 && want == "") {
			t.Errorf("choice %d (%s) has key %q, want %q", k, b.ID, b.Key, want)
		}
		k++
	}
	if got := m.KeyButton("1"); got != "choose:"+d.Options[0] {
		t.Fatalf("key 1 presses %q, want the first option %q", got, d.Options[0])
	}
	if len(d.Options) > 1 {
		if got := m.KeyButton("2"); got != "choose:"+d.Options[1] {
			t.Fatalf("key 2 presses %q, want the second option %q", got, d.Options[1])
		}
	}
}

func TestDigitKeyStopsAtNine(t *testing.T) {
	for k, want := range map[int]string{0: "1", 8: "9", 9: "", -1: ""} {
		if got := DigitKey(k); got != want {
			t.Errorf("DigitKey(%d) = %q, want %q", k, got, want)
		}
	}
}

// Esc first drops what is selected; with nothing selected it opens the
// start screen, as the bar's "Menu Esc" button says.
func TestEscapeDropsTheSelectionThenOpensTheMenu(t *testing.T) {
	m := hotseat(t)
	if got := m.Escape(); got != "menu" {
		t.Fatalf("Esc with nothing selected: %q, want menu", got)
	}
	for i := range m.Game().Units {
		if m.Game().Units[i].Alive() && m.Sel.Hex.IsNone() {
			m.ClickHex(m.Game().Units[i].Hex)
		}
	}
	if m.Sel.Hex.IsNone() {
		t.Fatal("clicking a British hex in the set-up selected nothing")
	}
	if got := m.Escape(); got != "cancel" {
		t.Fatalf("Esc with a selection: %q, want cancel", got)
	}
	m.Press("cancel")
	if got := m.Escape(); got != "menu" {
		t.Fatalf("Esc after cancelling: %q, want menu", got)
	}
}
