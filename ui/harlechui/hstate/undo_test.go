package hstate

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"zulu1879/games"
	"zulu1879/harlech"
	"zulu1879/saves"
)

// hidden is what a table hides: the hands, the two decks, the location
// stack and the Zulu cards at the positions, as one comparable value.
type hidden struct {
	hands        [][]int
	bDeck, zDeck []int
	stack        []int
	pos          [4][2]harlech.Slot
}

func hiddenOf(g *harlech.Game) hidden {
	h := hidden{bDeck: slices.Clone(g.BDeck), zDeck: slices.Clone(g.ZDeck), stack: slices.Clone(g.Stack), pos: g.Pos}
	for _, hand := range g.Hands {
		h.hands = append(h.hands, slices.Clone(hand))
	}
	return h
}

func (h hidden) equal(o hidden) bool {
	return slices.EqualFunc(h.hands, o.hands, slices.Equal) && slices.Equal(h.bDeck, o.bDeck) &&
		slices.Equal(h.zDeck, o.zDeck) && slices.Equal(h.stack, o.stack) && h.pos == o.pos
}

func encoded(t *testing.T, rec *saves.Record) []byte {
	t.Helper()
	b, err := rec.Encode("test")
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// playUntil plays the person's first legal action (and lets the bots
// act) until one of the legal actions of the person is one want accepts
// (the game before and after it), and returns it.
func playUntil(t testing.TB, m *Model, what string, want func(at, now games.State) bool) string {
	t.Helper()
	for range 2000 {
		if m.Over() {
			break
		}
		if m.Curtain {
			m.Lift()
		}
		if !m.MyTurn() {
			m.BotStep()
			continue
		}
		for _, a := range m.Rec.State().Legal() {
			st := m.Rec.State().Clone()
			if st.Apply(a) == nil && want(m.Rec.State(), st) {
				return a
			}
		}
		m.Do(m.Rec.State().Legal()[0])
		if m.IsError {
			t.Fatalf("the first legal action was refused: %s", m.Info)
		}
	}
	t.Fatalf("no action of a person that %s", what)
	return ""
}

func free(at, now games.State) bool { _, blocked := UndoCheck(at, now); return !blocked }

func TestUndo_TakesBackAChoiceThatDrewShowedAndRolledNothing(t *testing.T) {
	cases := []struct {
		name             string
		players, advisor []int
	}{
		{"one player alone", []int{1}, nil},
		{"one player and the advisor", []int{2}, []int{1}},
		{"two people", []int{2}, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			for _, seed := range []uint64{1, 2, 3} {
				m := newModel(t, c.players[0], 1, seed, c.advisor...)
				a := playUntil(t, m, "is free", free)
				n, hash, saved, hid := m.Rec.Len(), m.Rec.State().Hash(), encoded(t, m.Rec), hiddenOf(m.G())
				reasons := len(m.Reasons)
				m.Do(a)
				if m.IsError {
					t.Fatalf("seed %d: %s refused: %s", seed, a, m.Info)
				}
				// The bots answer, as they would in the window.
				for !m.Over() && m.IsBot(m.Rec.State().ToAct()) {
					m.BotStep()
				}
				if !m.CanUndo() {
					t.Fatalf("seed %d: Undo not lit after %s", seed, a)
				}
				if !m.PressKey("U") || m.IsError {
					t.Fatalf("seed %d: undo of %s refused: %s", seed, a, m.Info)
				}
				rec := m.Rec
				if rec.Len() != n || rec.State().Hash() != hash || !bytes.Equal(encoded(t, rec), saved) {
					t.Fatalf("seed %d: after undo %d actions and hash %s, want %d and %s (the same save: %v)", seed, rec.Len(), rec.State().Hash(), n, hash, bytes.Equal(encoded(t, rec), saved))
				}
				if !hiddenOf(m.G()).equal(hid) {
					t.Fatalf("seed %d: undo changed a hand or a pile", seed)
				}
				if len(m.Reasons) != reasons {
					t.Fatalf("seed %d: %d bot reasons after undo, %d before the action", seed, len(m.Reasons), reasons)
				}
				if !strings.HasPrefix(m.Info, "Took back") {
					t.Fatalf("seed %d: message %q", seed, m.Info)
				}
			}
		})
	}
}

func TestUndo_RefusesAfterACardOrADieAndSaysWhy(t *testing.T) {
	cases := []struct {
		name, why string
		level     int
		want      func(at, now games.State) bool
	}{
		{"a location card turned", "a location card was turned", 0, func(at, now games.State) bool {
			a, n := at.(*harlech.Game), now.(*harlech.Game)
			return a.Marker != n.Marker && hiddenOf(a).equal(hiddenOf(n)) && *a.Roller == *n.Roller
		}},
		{"a card drawn", "a card was drawn", 1, func(at, now games.State) bool {
			return len(now.(*harlech.Game).BDeck) < len(at.(*harlech.Game).BDeck)
		}},
		{"a card shown from a hand", "a card was", 1, func(at, now games.State) bool {
			a, n := at.(*harlech.Game), now.(*harlech.Game)
			return len(n.Hands[a.Active]) < len(a.Hands[a.Active])
		}},
		{"a die rolled", "a die was rolled", 1, func(at, now games.State) bool {
			a, n := at.(*harlech.Game), now.(*harlech.Game)
			return *a.Roller != *n.Roller && hiddenOf(a).equal(hiddenOf(n))
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m := newModel(t, 1, c.level, 4)
			a := playUntil(t, m, c.name, c.want)
			m.Do(a)
			n, hash, hid := m.Rec.Len(), m.Rec.State().Hash(), hiddenOf(m.G())
			if err := m.Undo(); err == nil {
				t.Fatalf("undo after %s (%s) was not refused", a, c.name)
			}
			if !m.IsError || !strings.Contains(m.Info, c.why) {
				t.Fatalf("refusal %q does not say %q", m.Info, c.why)
			}
			if m.Rec.Len() != n || m.Rec.State().Hash() != hash || !hiddenOf(m.G()).equal(hid) {
				t.Fatal("a refused undo changed the game")
			}
		})
	}
}

// TestUndo_NeverChangesAHandOrAPile plays whole games, trying an undo
// after every action of the person: one that goes through leaves the
// hidden cards as they were before the action, one refused leaves them as
// they are, and the game goes on.
func TestUndo_NeverChangesAHandOrAPile(t *testing.T) {
	taken := 0
	for _, seed := range []uint64{5, 6, 7, 8} {
		m := newModel(t, 2, 0, seed, 1)
		for step := 0; step < 3000 && !m.Over(); step++ {
			if !m.MyTurn() {
				m.BotStep()
				continue
			}
			legal := m.Rec.State().Legal()
			a := legal[(step*7+int(seed))%len(legal)]
			before := hiddenOf(m.G())
			m.Do(a)
			after := hiddenOf(m.G())
			for !m.Over() && m.IsBot(m.Rec.State().ToAct()) {
				m.BotStep()
			}
			afterBots := hiddenOf(m.G())
			if m.Undo() == nil {
				taken++
				if !hiddenOf(m.G()).equal(before) || !after.equal(before) || !afterBots.equal(before) {
					t.Fatalf("seed %d: undo of %s went through although hidden cards moved, or changed them", seed, a)
				}
				m.Do(a)
			} else if !hiddenOf(m.G()).equal(afterBots) {
				t.Fatalf("seed %d: a refused undo of %s changed hidden cards", seed, a)
			}
		}
	}
	if taken == 0 {
		t.Fatal("no undo went through in four games: the test checks nothing")
	}
	t.Logf("%d undos went through", taken)
}

func TestUndo_TwoPeopleTakeBackOnlyTheirOwn(t *testing.T) {
	m := newModel(t, 2, 1, 9)
	for range 500 {
		if m.Over() {
			t.Fatal("the game ended before the second person acted")
		}
		if m.Curtain {
			m.Lift()
		}
		first := m.Viewer
		a := m.Rec.State().Legal()[0]
		m.Do(a)
		if m.Curtain && m.CurtainFor() != first {
			m.Lift()
			if m.CanUndo() {
				t.Fatal("Undo lit for the other person's action")
			}
			n := m.Rec.Len()
			if m.Undo() == nil || !strings.Contains(m.Info, "not yours") || m.Rec.Len() != n {
				t.Fatalf("undo of the other person's action: %q", m.Info)
			}
			return
		}
	}
	t.Fatal("the keyboard never passed to the other person")
}

func TestUndo_IsInTheKeysAndTheBar(t *testing.T) {
	m := newModel(t, 1, 1, 1)
	if !slices.ContainsFunc(m.ViewButtons(), func(b Button) bool { return b.ID == "undo" && b.Key == "U" }) {
		t.Fatal("no Undo button on U")
	}
	if !strings.Contains(KeyLine(), "U or Ctrl+Z") {
		t.Fatal("the help's key line does not name U and Ctrl+Z")
	}
	if m.PressKey("U"); !m.IsError || !strings.Contains(m.Info, "nothing") {
		t.Fatalf("undo with nothing to take back: %q", m.Info)
	}
}

// TestUndo_ReachesBeforeTheGameWasLoaded: a game opened from its record
// (a save, an autosave) takes back an action made before it was opened,
// playing the record again from the start into a new one.
func TestUndo_ReachesBeforeTheGameWasLoaded(t *testing.T) {
	m := newModel(t, 1, 1, 2)
	a := playUntil(t, m, "is free", free)
	n, hash := m.Rec.Len(), m.Rec.State().Hash()
	m.Do(a)
	loaded, err := saves.DecodeEnvelope(encoded(t, m.Rec), "test")
	if err != nil {
		t.Fatal(err)
	}
	m2, err := New(loaded)
	if err != nil {
		t.Fatal(err)
	}
	if err := m2.Undo(); err != nil {
		t.Fatalf("undo in the loaded game: %v", err)
	}
	if m2.Rec.Len() != n || m2.Rec.State().Hash() != hash || m2.Record() != m2.Rec {
		t.Fatalf("after undo the loaded game has %d actions (want %d), hash equal %v", m2.Rec.Len(), n, m2.Rec.State().Hash() == hash)
	}
}

// BenchmarkUndo times an action that draws, shows and rolls nothing and
// its undo (the check included), in a game of three players, the
// advisor playing two of them, played some way in.
func BenchmarkUndo(b *testing.B) {
	rec, err := NewGame(3, 0, 5, []int{1, 2})
	if err != nil {
		b.Fatal(err)
	}
	m, err := New(rec)
	if err != nil {
		b.Fatal(err)
	}
	a := playUntil(b, m, "is free", free)
	for b.Loop() {
		m.Do(a)
		if err := m.Undo(); err != nil {
			b.Fatal(err)
		}
	}
}
