package uistate

import (
	"testing"
	"time"

	"zulu1879/isandlwana"
)

// TestSkipBudgetSpreadsASkipOverFramesToTheSameGame: with no budget a Skip
// plays the bot's whole run in one Update; with a budget too short for two
// actions it plays one action an Update, over as many Updates, and ends at
// the same position.
func TestSkipBudgetSpreadsASkipOverFramesToTheSameGame(t *testing.T) {
	zulu := &Bot{ID: "rule9", Name: "the rule9 bot", Side: isandlwana.Zulu}
	run := func(budget time.Duration) (updates, actions int, hash string) {
		m := NewModel(newSession(t, "isandlwana", 11), [2]*Bot{nil, zulu})
		if !m.Press("end") || m.IsError {
			t.Fatalf("confirming the set-up: %s", m.Info)
		}
		if m.Human(m.Game().ToAct()) {
			t.Fatal("after the set-up a person is to act, want the Zulu bot")
		}
		m.SkipBudget = budget
		m.Speed = SpeedSkip
		before := len(m.Actions)
		for m.Speed == SpeedSkip && updates < 1000 {
			m.Update(1.0 / 60)
			updates++
		}
		return updates, len(m.Actions) - before, m.Game().Hash()
	}
	u0, a0, h0 := run(0)
	u1, a1, h1 := run(time.Nanosecond)
	if u0 != 1 {
		t.Errorf("no budget: the Skip took %d Updates, want 1", u0)
	}
	if a0 < 2 {
		t.Fatalf("the bot's run is %d actions; the test needs two or more", a0)
	}
	if a1 != a0 || h1 != h0 {
		t.Errorf("with a budget: %d actions to %s, want %d to %s", a1, h1, a0, h0)
	}
	if u1 != a1 {
		t.Errorf("with a budget too short for two actions: %d Updates for %d actions, want one each", u1, a1)
	}
}
