package rdstate

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"zulu1879/games"
	rdgame "zulu1879/games/ramparts"
	"zulu1879/ramparts"
	"zulu1879/saves"
)

// recordedModel is a model playing a new recorded game of seed.
func recordedModel(t *testing.T, seed uint64) (*Model, *saves.Record) {
	t.Helper()
	rec, err := saves.NewRecord(rdgame.Rules{}, games.Setup{Scenario: "standard", Seed: seed}, nil)
	if err != nil {
		t.Fatal(err)
	}
	m := New(StandaloneGame(rec.State()), nil, "", nil)
	if err := m.Recorded(rec, 0, StandaloneGame); err != nil {
		t.Fatal(err)
	}
	return m, rec
}

// findAction plays the advisor's choices on m until one of the legal
// actions is what want says (of the game before and after it), and
// returns it.
func findAction(t *testing.T, m *Model, what string, want func(at, now *ramparts.Game) bool) ramparts.Action {
	t.Helper()
	for range 400 {
		rec := m.Rec()
		for _, a := range m.G.Legal() {
			st := rec.State().Clone()
			if st.Apply(a.String()) != nil {
				continue
			}
			if want(StandaloneGame(rec.State()), StandaloneGame(st)) {
				return a
			}
		}
		if m.G.Over() {
			break
		}
		a, _ := ramparts.Advisor{}.Choose(m.G)
		m.Do(a)
		if m.IsError {
			t.Fatalf("advisor's %s: %s", a, m.Info)
		}
	}
	t.Fatalf("no action found that %s", what)
	return ramparts.Action{}
}

// encode is the record as a save holds it.
func encode(t *testing.T, rec *saves.Record) []byte {
	t.Helper()
	b, err := rec.Encode("test")
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestUndo_TakesBackAnActionThatDrewNoCardAndRolledNoDie(t *testing.T) {
	for _, seed := range []uint64{1, 7, 42} {
		m, _ := recordedModel(t, seed)
		a := findAction(t, m, "draws no card and rolls no die", func(at, now *ramparts.Game) bool {
			return slices.Equal(at.DrawPile, now.DrawPile) && at.Seeded.State == now.Seeded.State && len(at.Log) == len(now.Log)
		})
		rec := m.Rec()
		n, hash, saved := rec.Len(), rec.State().Hash(), encode(t, rec)
		if m.CanUndo() != (n > 0) {
			t.Fatalf("seed %d: CanUndo %v with %d actions", seed, m.CanUndo(), n)
		}
		m.Press(ActionID(a))
		if m.IsError || m.Rec().Len() != n+1 {
			t.Fatalf("seed %d: %s not played: %s", seed, a, m.Info)
		}
		if !m.CanUndo() || !m.Press("undo") || m.IsError {
			t.Fatalf("seed %d: undo of %s refused: %s", seed, a, m.Info)
		}
		rec = m.Rec()
		if rec.Len() != n || rec.State().Hash() != hash || !bytes.Equal(encode(t, rec), saved) {
			t.Fatalf("seed %d: after undo %d actions, hash %s (want %d, %s), save equal %v", seed, rec.Len(), rec.State().Hash(), n, hash, bytes.Equal(encode(t, rec), saved))
		}
		if m.G != StandaloneGame(rec.State()) {
			t.Fatalf("seed %d: the screen shows another game than the record's", seed)
		}
		if !strings.HasPrefix(m.Info, "Took back") {
			t.Fatalf("seed %d: message %q", seed, m.Info)
		}
	}
}

func TestUndo_RefusesAfterACardDrawnOrADieRolled(t *testing.T) {
	cases := []struct {
		name, why string
		want      func(at, now *ramparts.Game) bool
	}{
		{"a card was drawn", "a card was drawn", func(at, now *ramparts.Game) bool { return len(now.DrawPile) < len(at.DrawPile) }},
		{"a die was rolled", "a die was rolled", func(at, now *ramparts.Game) bool {
			return slices.Equal(at.DrawPile, now.DrawPile) && at.Seeded.State != now.Seeded.State
		}},
	}
	for _, c := range cases {
		for _, seed := range []uint64{1, 7, 42} {
			testUndoRefused(t, seed, c.name, c.why, c.want)
		}
	}
}

func testUndoRefused(t *testing.T, seed uint64, name, why string, want func(at, now *ramparts.Game) bool) {
	t.Helper()
	m, _ := recordedModel(t, seed)
	a := findAction(t, m, name, want)
	m.Do(a)
	n, hash := m.Rec().Len(), m.Rec().State().Hash()
	if m.PressKey("U") && !m.IsError {
		t.Fatalf("seed %d: undo after %s was not refused: %s", seed, a, m.Info)
	}
	if !strings.Contains(m.Info, why) {
		t.Fatalf("seed %d: refusal %q does not say %q", seed, m.Info, why)
	}
	if m.Rec().Len() != n || m.Rec().State().Hash() != hash {
		t.Fatalf("seed %d: a refused undo changed the game", seed)
	}
}

func TestUndo_ButtonKeyAndHelpOnlyInARecordedGame(t *testing.T) {
	plain := New(newGame(t, 3), nil, "", nil)
	for _, b := range plain.ViewButtons() {
		if b.ID == "undo" {
			t.Fatal("an unrecorded game offers Undo")
		}
	}
	if plain.PressKey("U") {
		t.Fatal("U did something in an unrecorded game")
	}
	m, _ := recordedModel(t, 3)
	found := false
	for _, b := range m.ViewButtons() {
		found = found || (b.ID == "undo" && b.Key == "U")
	}
	if !found {
		t.Fatal("no Undo button on U in a recorded game")
	}
	help := strings.Join(m.HelpText(), "\n")
	if !strings.Contains(help, "U or Ctrl+Z") {
		t.Fatal("the help does not name U and Ctrl+Z")
	}
	if m.PressKey("U"); !m.IsError || !strings.Contains(m.Info, "nothing") {
		t.Fatalf("undo with nothing to take back: %q", m.Info)
	}
}

// listGame is a game whose actions are kept in a list, as the campaign
// keeps its battle's: played again from its seed to undo.
type listGame struct {
	seed uint64
	acts []string
	g    *ramparts.Game
}

func (l *listGame) at(t *testing.T) func(n int) (*ramparts.Game, error) {
	return func(n int) (*ramparts.Game, error) {
		g := newGame(t, l.seed)
		for _, s := range l.acts[:n] {
			a, err := ramparts.ParseAction(s)
			if err != nil {
				return nil, err
			}
			if err := g.Apply(a); err != nil {
				return nil, err
			}
		}
		return g, nil
	}
}

func listModel(t *testing.T, seed uint64) (*Model, *listGame) {
	l := &listGame{seed: seed, g: newGame(t, seed)}
	apply := func(a ramparts.Action) error {
		if err := l.g.Apply(a); err != nil {
			return err
		}
		l.acts = append(l.acts, a.String())
		return nil
	}
	m := New(l.g, apply, "", nil)
	at := l.at(t)
	m.ListUndo(func() []string { return l.acts }, at, func(n int) (*ramparts.Game, error) {
		g, err := at(n)
		if err == nil {
			l.g, l.acts = g, l.acts[:n]
		}
		return g, err
	})
	return m, l
}

// TestListUndo_TakesBackWhatDrewNothingAndRefusesAfterADraw is the
// campaign's undo (the actions in a list, played again from the seed).
func TestListUndo_TakesBackWhatDrewNothingAndRefusesAfterADraw(t *testing.T) {
	cases := []struct {
		name, why string // why "": the undo goes through
		want      func(at, now *ramparts.Game) bool
	}{
		{"free", "", func(at, now *ramparts.Game) bool {
			_, blocked := UndoBlocked(at, now)
			return !blocked
		}},
		{"a card drawn", "a card was drawn", func(at, now *ramparts.Game) bool { return len(now.DrawPile) < len(at.DrawPile) }},
	}
	for _, c := range cases {
		for _, seed := range []uint64{1, 7} {
			m, l := listModel(t, seed)
			done := false
			for range 300 {
				if m.G.Over() {
					t.Fatalf("%s, seed %d: no such action", c.name, seed)
				}
				found := false
				for _, a := range m.G.Legal() {
					cp := m.G.Clone()
					if cp.Apply(a) == nil && c.want(m.G, cp) {
						n, hash := len(l.acts), m.G.Hash()
						m.Do(a)
						undone := m.Undo()
						if undone != (c.why == "") || (c.why != "" && !strings.Contains(m.Info, c.why)) {
							t.Fatalf("%s, seed %d: undo of %s: %v, %q", c.name, seed, a, undone, m.Info)
						}
						if undone && (len(l.acts) != n || m.G.Hash() != hash || m.G != l.g) {
							t.Fatalf("%s, seed %d: after undo %d actions (want %d), hash equal %v", c.name, seed, len(l.acts), n, m.G.Hash() == hash)
						}
						if !undone && len(l.acts) != n+1 {
							t.Fatalf("%s, seed %d: a refused undo changed the game", c.name, seed)
						}
						found = true
						break
					}
				}
				if done = found; done {
					break
				}
				a, _ := ramparts.Advisor{}.Choose(m.G)
				m.Do(a)
			}
			if !done {
				t.Fatalf("%s, seed %d: no such action in 300", c.name, seed)
			}
		}
	}
}
