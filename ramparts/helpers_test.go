package ramparts

import (
	"testing"

	"zulu1879/dice"
)

// strict is a roller that returns scripted values and fails the test if the
// engine asks for a die the test did not expect.
type strict struct {
	t    *testing.T
	vals []int
	why  []string
}

func (s *strict) Roll(sides int, why string) int {
	s.t.Helper()
	if len(s.vals) == 0 {
		s.t.Fatalf("unexpected die roll: d%d for %s", sides, why)
	}
	v := s.vals[0]
	s.vals = s.vals[1:]
	if v < 1 || v > sides {
		s.t.Fatalf("scripted value %d is not a d%d (%s)", v, sides, why)
	}
	s.why = append(s.why, why)
	return v
}

// exampleTracks is the placement of the example of play (uThulwana on the Right Horn).
var exampleTracks = []string{"uDloko", "iNdlondlo", "uThulwana", "iNdluyengwe"}

// bare returns a game in a clean Action phase of turn 1: every iButho in its
// box 5, empty hand and Tableau, no markers, and a strict roller with vals.
func bare(t *testing.T, opts Options, vals ...int) (*Game, *strict) {
	t.Helper()
	if opts.Arrangement == nil {
		opts.Arrangement = &Arrangement{Tracks: exampleTracks}
	}
	g, err := New(opts, dice.NewSeeded(99))
	if err != nil {
		t.Fatal(err)
	}
	for i := range g.IButhos {
		b := &g.IButhos[i]
		b.Box, b.Routed, b.Eliminated = 5, false, false
		b.Hits, b.Casualty = b.StartHits, 0
	}
	for i := range g.Chits {
		g.Chits[i].Where = InCup
	}
	g.Turn, g.Phase, g.ActionsLeft, g.Chit, g.TurnDRM, g.NoVolleys = 1, PhaseAction, 1, -1, 0, false
	g.Hand, g.Tableau, g.Defending, g.Used = nil, nil, nil, nil
	g.AmmoLow = false
	g.Log = nil
	s := &strict{t: t, vals: vals}
	g.roller = s
	g.Seeded = nil
	return g, s
}

func (g *Game) at(id string) *IButho { return &g.IButhos[g.ibuthoIndex(id)] }

// take draws the first chit of a type from the cup, as if drawn.
func (g *Game) take(t *testing.T, typ string) int {
	t.Helper()
	for i := range g.Chits {
		if g.Chits[i].Type == typ && g.Chits[i].Where == InCup {
			g.Chits[i].Where = Drawn
			return i
		}
	}
	t.Fatalf("no %s chit in the cup", typ)
	return -1
}

// run implements a chit of type typ as the iButho phase would.
func (g *Game) run(t *testing.T, typ string) bool {
	t.Helper()
	c := g.take(t, typ)
	skip := g.implement(c)
	g.dispose(c)
	g.refreshDefenses()
	return skip
}

// cupRoll is the die value that draws the first chit of type typ from the
// cup as it is now (optionally counting only chits of kind onlyKind).
func (g *Game) cupRoll(t *testing.T, typ, onlyKind string) int {
	t.Helper()
	n := 0
	for i := range g.Chits {
		if g.Chits[i].Where != InCup || (onlyKind != "" && g.chitKind(i) != onlyKind) {
			continue
		}
		n++
		if g.Chits[i].Type == typ {
			return n
		}
	}
	t.Fatalf("no %s chit in the cup", typ)
	return 0
}

func mustApply(t *testing.T, g *Game, s string) {
	t.Helper()
	a, err := ParseAction(s)
	if err != nil {
		t.Fatal(err)
	}
	if err := g.Apply(a); err != nil {
		t.Fatalf("%s: %v", s, err)
	}
}

func isLegal(g *Game, s string) bool {
	a, err := ParseAction(s)
	if err != nil {
		return false
	}
	for _, l := range g.Legal() {
		if l == a {
			return true
		}
	}
	return false
}

// mustDo applies a legal action without running the game on afterwards.
func mustDo(t *testing.T, g *Game, s string) {
	t.Helper()
	a, err := ParseAction(s)
	if err != nil {
		t.Fatal(err)
	}
	if err := g.check(a); err != nil {
		t.Fatalf("%s: %v", s, err)
	}
	g.do(a)
}
