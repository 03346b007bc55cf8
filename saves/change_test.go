package saves

import (
	"testing"

	"zulu1879/dice"
	"zulu1879/isandlwana"
)

// TestSession_RecordTellsTheChange: every recorded action returns and
// tells OnChange the same Change: the action, NewPhase exactly when the
// turn or phase changed or the game ended, and the events it logged; an
// illegal action tells nothing.
func TestSession_RecordTellsTheChange(t *testing.T) {
	s, err := Start("isandlwana", 7, isandlwana.Options{})
	if err != nil {
		t.Fatal(err)
	}
	var heard []Change
	s.OnChange = func(_ *Session, ch Change) { heard = append(heard, ch) }
	rng := dice.NewSeeded(7)
	phases := 0
	for n := 0; n < 300 && !s.Game().Over(); n++ {
		g := s.Game()
		turn, phase, logLen := g.Turn, g.Phase, len(g.Log)
		legal := g.Legal()
		a := legal[rng.Intn(len(legal))]
		ch, err := s.Record(a)
		if err != nil {
			t.Fatal(err)
		}
		g = s.Game()
		if want := g.Turn != turn || g.Phase != phase || g.Over(); ch.NewPhase != want {
			t.Fatalf("%s: NewPhase %v, want %v", a, ch.NewPhase, want)
		}
		if ch.Action.String() != s.Actions()[s.Len()-1] || len(ch.Events) != len(g.Log)-logLen {
			t.Fatalf("%s: the change names %s and %d events; the record %s and %d", a, ch.Action, len(ch.Events), s.Actions()[s.Len()-1], len(g.Log)-logLen)
		}
		if len(heard) != n+1 || heard[n].Action.String() != ch.Action.String() || heard[n].NewPhase != ch.NewPhase {
			t.Fatalf("%s: OnChange heard %d changes, the last %+v; want %d, the same as returned", a, len(heard), heard[len(heard)-1], n+1)
		}
		if ch.NewPhase {
			phases++
		}
	}
	if phases < 3 {
		t.Fatalf("only %d new phases in the sample game", phases)
	}
	if _, err := s.Record(isandlwana.Action{Kind: isandlwana.ActAttack}); err == nil {
		t.Fatal("an illegal action was recorded")
	}
	if n := len(heard); n != s.Len() {
		t.Errorf("OnChange heard %d changes for %d actions", n, s.Len())
	}
}
