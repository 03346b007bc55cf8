package rdstate

import (
	"errors"
	"strings"
	"testing"

	"zulu1879/dice"
	"zulu1879/ramparts"
)

func newGame(t testing.TB, seed uint64) *ramparts.Game {
	t.Helper()
	g, err := ramparts.New(ramparts.Options{}, dice.NewSeeded(seed))
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// advise plays up to n of the Advisor's choices.
func advise(t testing.TB, g *ramparts.Game, n int) {
	t.Helper()
	for i := 0; i < n && !g.Over(); i++ {
		a, _ := ramparts.Advisor{}.Choose(g)
		if err := g.Apply(a); err != nil {
			t.Fatalf("advisor move %d %s: %v", i, a, err)
		}
	}
}

// recorder is an Options.Apply that records and applies.
type recorder struct {
	g    *ramparts.Game
	done []ramparts.Action
}

func (r *recorder) apply(a ramparts.Action) error {
	r.done = append(r.done, a)
	return r.g.Apply(a)
}

func TestActionButtonsMatchTheLegalActions(t *testing.T) {
	for _, c := range []struct {
		name  string
		seed  uint64
		moves int
	}{{"start", 1, 0}, {"turn two", 7, 6}, {"later", 7, 25}, {"other seed", 99, 13}} {
		t.Run(c.name, func(t *testing.T) {
			g := newGame(t, c.seed)
			advise(t, g, c.moves)
			m := New(g, nil, "", nil)
			legal := g.Legal()
			btns := m.ActionButtons()
			if len(btns) != len(legal) {
				t.Fatalf("%d buttons for %d legal actions", len(btns), len(legal))
			}
			keys := map[string]bool{}
			for i, b := range btns {
				if b.Action != legal[i] || b.ID != ActionID(legal[i]) {
					t.Errorf("button %d is %q (%v), want %v", i, b.ID, b.Action, legal[i])
				}
				if b.Label != g.Describe(legal[i]) {
					t.Errorf("button %d says %q, want the engine's %q", i, b.Label, g.Describe(legal[i]))
				}
				if b.Key != "" {
					if keys[b.Key] {
						t.Errorf("key %s is on two buttons", b.Key)
					}
					keys[b.Key] = true
				}
				if (legal[i].Kind == ramparts.KindPass) != (b.Key == "Enter") {
					t.Errorf("button %q: key %q (pass goes on Enter, only pass)", b.Label, b.Key)
				}
			}
		})
	}
}

func TestPressingAButtonAppliesItThroughOptionsApply(t *testing.T) {
	g := newGame(t, 7)
	advise(t, g, 3)
	rec := &recorder{g: g}
	m := New(g, rec.apply, "campaign", nil)
	for step := 0; step < 30 && !g.Over(); step++ {
		btns := m.ActionButtons()
		b := btns[len(btns)-1] // the last one, so not always pass
		turn, logLen := g.Turn, len(g.Log)
		if !m.Press(b.ID) {
			t.Fatalf("step %d: Press(%q) not known", step, b.ID)
		}
		if n := len(rec.done); n != step+1 || rec.done[n-1] != b.Action {
			t.Fatalf("step %d: Apply saw %v, want %v last", step, rec.done, b.Action)
		}
		if m.IsError {
			t.Fatalf("step %d: %s refused: %s", step, b.ID, m.Info)
		}
		if m.Mark != logLen {
			t.Errorf("step %d: Mark %d, want the log length before the action %d", step, m.Mark, logLen)
		}
		_ = turn
	}
}

func TestKeysPressTheirButtons(t *testing.T) {
	g := newGame(t, 7)
	advise(t, g, 3)
	rec := &recorder{g: g}
	m := New(g, rec.apply, "", nil)
	btns := m.ActionButtons()
	var want ramparts.Action
	for _, b := range btns {
		if b.Key == "1" {
			want = b.Action
		}
	}
	if want.Kind == "" {
		t.Fatalf("no button on key 1 among %v", btns)
	}
	if !m.PressKey("1") || len(rec.done) != 1 || rec.done[0] != want {
		t.Fatalf("key 1 applied %v, want %v", rec.done, want)
	}
	if !m.PressKey("H") || !m.ShowHelp {
		t.Fatal("H did not open the help")
	}
	if !m.PressKey("Enter") || m.ShowHelp || len(rec.done) != 1 {
		t.Fatalf("a key on the help should only close it (help %v, applied %v)", m.ShowHelp, rec.done)
	}
	if !m.PressKey("D") || !m.ShowDiscards || !m.PressKey("Escape") || m.ShowDiscards {
		t.Fatal("D then Escape did not open and close the discard pile")
	}
}

func TestARefusedActionIsReportedAndNothingChanges(t *testing.T) {
	g := newGame(t, 3)
	m := New(g, func(ramparts.Action) error { return errors.New("rorkesdrift: the ledger refused it") }, "", nil)
	h := g.Hash()
	b := m.ActionButtons()[0]
	m.Press(b.ID)
	if !m.IsError || !strings.Contains(m.Info, "ledger refused") || strings.HasPrefix(m.Info, "rorkesdrift:") {
		t.Fatalf("info %q (error %v)", m.Info, m.IsError)
	}
	if g.Hash() != h {
		t.Fatal("the game changed")
	}
	for _, bad := range []string{"act:fire 99>nobody", "act:jump", "nonsense"} {
		before := g.Hash()
		m.Press(bad)
		if g.Hash() != before {
			t.Errorf("%s changed the game", bad)
		}
	}
	m2 := New(g, nil, "", nil)
	m2.Press("act:fire 99>nobody")
	if !m2.IsError || !strings.Contains(m2.Info, "#99") {
		t.Errorf("an illegal action through g.Apply: info %q", m2.Info)
	}
}

func TestEndingIsShownThenDismissed(t *testing.T) {
	g := newGame(t, 5)
	advise(t, g, 2000)
	if !g.Over() {
		t.Fatal("the advisor's game did not end")
	}
	m := New(g, nil, "", nil)
	if !m.EndingShown() || m.Done() {
		t.Fatalf("ending shown %v, done %v", m.EndingShown(), m.Done())
	}
	if len(m.ActionButtons()) != 0 {
		t.Error("actions offered after the end")
	}
	e := m.EndingView()
	r := g.Result()
	if e.VP != r.VP || !strings.Contains(e.Heading, r.LevelName) || e.Epilogue != r.Epilogue || len(e.Lines) != len(r.Breakdown) {
		t.Errorf("ending %+v does not match the result %+v", e, r)
	}
	m.PressKey("B")
	if m.EndingShown() || m.Done() {
		t.Fatal("B should hide the ending to show the board")
	}
	m.PressKey("Enter")
	if !m.EndingShown() {
		t.Fatal("Enter should bring the ending back")
	}
	m.PressKey("Enter")
	if !m.Done() {
		t.Fatal("Continue did not finish the screen")
	}
}

func TestRecentDiceAreTheRollsOfTheLastAction(t *testing.T) {
	g := newGame(t, 7)
	m := New(g, nil, "", nil)
	// Fire the first volley offered: its dice must be what is shown.
	for _, b := range m.ActionButtons() {
		if b.Action.Kind != ramparts.KindFire {
			continue
		}
		before := len(g.Log)
		m.Press(b.ID)
		var want []int
		for _, e := range g.Log[before:] {
			if len(e.Dice) > 0 && !IsDraw(e) {
				want = append(want, e.Dice...)
			}
		}
		var got []int
		for _, d := range m.RecentDice(10) {
			got = append(got, d.Dice...)
		}
		if len(want) == 0 || len(got) != len(want) {
			t.Fatalf("shown %v, rolled %v", got, want)
		}
		for i := range got {
			if got[i] != want[i] {
				t.Fatalf("shown %v, rolled %v", got, want)
			}
		}
		return
	}
	t.Skip("no volley offered at the start of this seed")
}

func TestLayoutPutsEveryBoxOnTheBoardWithoutOverlap(t *testing.T) {
	for _, sz := range [][2]float64{{1440, 900}, {1024, 640}, {2560, 1440}} {
		l := NewLayout(sz[0], sz[1])
		var all []Rect
		for tr := 0; tr < 4; tr++ {
			for box := 1; box <= 5; box++ {
				all = append(all, l.Box[tr][box])
			}
		}
		all = append(all, l.Zero[0], l.Zero[1], l.Inner, l.Redoubt)
		for i, a := range all {
			if a.W < 40 || a.H < 40 {
				t.Errorf("%v: box %d is %v: too small", sz, i, a)
			}
			if a.X < l.Board.X || a.Y < l.Board.Y || a.X+a.W > l.Board.X+l.Board.W+0.5 || a.Y+a.H > l.Board.Y+l.Board.H+0.5 {
				t.Errorf("%v: box %d %v is outside the board %v", sz, i, a, l.Board)
			}
			for j, b := range all[i+1:] {
				if a.X < b.X+b.W && b.X < a.X+a.W && a.Y < b.Y+b.H && b.Y < a.Y+a.H {
					t.Errorf("%v: boxes %d and %d overlap", sz, i, i+1+j)
				}
			}
		}
		if l.Board.X+l.Board.W > l.Panel.X || l.Table.Y+l.Table.H > sz[1] {
			t.Errorf("%v: board %v / tableau %v run into the panel %v or off the screen", sz, l.Board, l.Table, l.Panel)
		}
	}
}

func TestRowsGroupTheTracksByTheirOuterPerimeterBox(t *testing.T) {
	d, err := ramparts.Data()
	if err != nil {
		t.Fatal(err)
	}
	ids := map[string]int{"chest": ramparts.Chest, "left_horn": ramparts.LeftHorn, "right_horn": ramparts.RightHorn, "loins": ramparts.Loins}
	l := NewLayout(1440, 900)
	seen := map[int]bool{}
	for _, tr := range l.Rows {
		seen[tr] = true
	}
	if len(seen) != 4 {
		t.Fatalf("rows %v do not hold each track once", l.Rows)
	}
	for _, tr := range d.Tracks {
		if got := l.Upper(ids[tr.ID]); got != (tr.Zero == "upper") {
			t.Errorf("%s: drawn toward the north 0 box %v, data says %q", tr.Name, got, tr.Zero)
		}
	}
}

func TestStandeeLiesInsideItsBox(t *testing.T) {
	g := newGame(t, 7)
	advise(t, g, 40)
	l := NewLayout(1440, 900)
	for i := range g.IButhos {
		b := &g.IButhos[i]
		r := l.StandeeRect(b)
		if !b.Active() {
			if r != (Rect{}) {
				t.Errorf("%s is off the map but has a standee at %v", b.ID, r)
			}
			continue
		}
		box := l.BoxRect(b.Track, b.Box)
		if r.X < box.X || r.Y < box.Y || r.X+r.W > box.X+box.W || r.Y+r.H > box.Y+box.H {
			t.Errorf("%s: standee %v outside its box %v", b.ID, r, box)
		}
	}
}

func TestCardViewShowsKindDiceAndText(t *testing.T) {
	cases := []struct {
		id                 int
		kind, volley, text string
	}{
		{3, "Hero · Lieutenant · VC", "", "Engineer"},
		{5, "Volley", "Dice: close 1 · med 2 · long 3", "Action"},
		{2, "Event", "", "Darkness"},
		{999, "", "", "not in the data"},
	}
	for _, c := range cases {
		v := Card(c.id)
		if v.Kind != c.kind || v.Volley != c.volley || !strings.Contains(v.Text, c.text) {
			t.Errorf("card %d: %+v", c.id, v)
		}
	}
}

func TestShortNameKeepsTheSurname(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"Commissary James Dalton", "Dalton"},
		{"\"Here they come...\"", "\"Here they come...\""},
		{"Hook", "Hook"},
	} {
		if got := ShortName(c.in); got != c.want {
			t.Errorf("ShortName(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
