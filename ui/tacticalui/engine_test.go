package tacticalui

import (
	"fmt"
	"strings"
	"testing"

	"zulu1879/hexmap"
	"zulu1879/tactical"
)

// The engine's opening, through SetView: every man of the garrison on his
// hex (on the ground or a roof), nobody else, the turn and VP; and after
// some play (random legal actions to turn 6) the view still reads, with
// every unit on the map drawn once.
func TestSetViewDrawsTheEnginesGame(t *testing.T) {
	g, err := tactical.NewGame(7, tactical.Options{})
	if err != nil {
		t.Fatal(err)
	}
	s := New(builtin(t))
	v := g.ViewAll()
	if err := s.SetView(v); err != nil {
		t.Fatal(err)
	}
	onMap := 0
	for _, u := range v.Units {
		if !u.Gone && u.At != "" {
			onMap++
		}
	}
	if s.Turn != v.Turn || s.VP != v.VP || len(s.Counters) != onMap || onMap < 100 {
		t.Fatalf("turn %d/%d, VP %d/%d, %d counters for %d units on the map", s.Turn, v.Turn, s.VP, v.VP, len(s.Counters), onMap)
	}
	for i, c := range s.Counters {
		u := v.Units[i]
		p, err := tactical.ParsePlace(u.At)
		if err != nil {
			t.Fatal(err)
		}
		if c.ID != u.ID || c.Hex != p.Hex || c.Roof != (p.Level == hexmap.Roof) || c.Side != British {
			t.Fatalf("%s at %s drawn as %+v", u.ID, u.At, c)
		}
	}
	for i := 0; g.Turn < 6; i++ {
		l := g.Legal()
		if len(l) == 0 || i > 20000 {
			t.Fatalf("stuck at turn %d after %d actions", g.Turn, i)
		}
		if err := g.Apply(l[(i*7919)%len(l)]); err != nil {
			t.Fatal(err)
		}
		if i%50 == 0 {
			if err := s.SetView(g.ViewAll()); err != nil {
				t.Fatalf("action %d: %v", i, err)
			}
		}
	}
	if err := s.SetView(g.ViewAll()); err != nil {
		t.Fatal(err)
	}
	ids := map[string]bool{}
	for _, c := range s.Counters {
		if ids[c.ID] {
			t.Fatalf("%s drawn twice", c.ID)
		}
		ids[c.ID] = true
	}
	if s.Turn != 6 {
		t.Errorf("turn %d", s.Turn)
	}
}

// With the engine's Rules, fire at the closest danger aims each selected
// man at the first Zulu the engine names for him.
func TestFireAtClosestDangerAsksTheEngine(t *testing.T) {
	g, err := tactical.NewGame(3, tactical.Options{})
	if err != nil {
		t.Fatal(err)
	}
	// Play on until Zulus are on the map and the British may fire.
	for i := 0; g.Turn < 3 && i < 20000; i++ {
		l := g.Legal()
		if err := g.Apply(l[(i*7919)%len(l)]); err != nil {
			t.Fatal(err)
		}
	}
	s := New(builtin(t))
	s.Rules = g
	if err := s.SetView(g.ViewAll()); err != nil {
		t.Fatal(err)
	}
	s.SelectAll()
	n := s.FireAtClosestDanger()
	want := map[hexmap.Hex]map[hexmap.Hex]bool{}
	hexOf := map[string]hexmap.Hex{}
	for _, c := range s.Counters {
		hexOf[c.ID] = c.Hex
	}
	shots := 0
	for _, c := range s.Counters {
		if c.Side != British || c.Pinned || c.Roof || c.InBox {
			continue
		}
		ds, err := g.Dangers(c.ID)
		if err != nil {
			t.Fatal(err)
		}
		if len(ds) > 0 {
			shots++
			if want[c.Hex] == nil {
				want[c.Hex] = map[hexmap.Hex]bool{}
			}
			want[c.Hex][hexOf[ds[0]]] = true
		}
	}
	if n != shots || shots == 0 {
		t.Fatalf("%d shots proposed, the engine names dangers for %d men", n, shots)
	}
	for _, a := range s.Board.Marks.Arrows {
		if !want[a.From][a.To] {
			t.Errorf("shot %s→%s is not the engine's first danger", a.From, a.To)
		}
	}
}

// With the engine's Rules, man the walls sends each man only where the
// engine's Moves let him go, at its cost.
func TestManTheWallsKeepsToTheEnginesMoves(t *testing.T) {
	g, err := tactical.NewGame(3, tactical.Options{})
	if err != nil {
		t.Fatal(err)
	}
	s := New(builtin(t))
	s.Rules = g
	if err := s.SetView(g.ViewAll()); err != nil {
		t.Fatal(err)
	}
	// The men off the wall at 4:30 pm: those in the yard and the buildings.
	for i := range s.Counters {
		s.Counters[i].Selected = true
	}
	idAt := map[hexmap.Hex]string{}
	for _, c := range s.Counters {
		if !c.Roof {
			idAt[c.Hex] = c.ID
		}
	}
	moving, _ := s.ManTheWalls()
	if moving == 0 {
		t.Fatal("nobody moves to the wall at 4:30 pm")
	}
	for _, a := range s.Board.Marks.Arrows {
		ms, err := g.Moves(idAt[a.From])
		if err != nil {
			t.Fatal(err)
		}
		ok := false
		for _, mv := range ms {
			ok = ok || (mv.To.Hex == a.To && mv.To.Level == hexmap.Ground && mv.To.Box == 0)
		}
		if !ok {
			t.Errorf("%s sent from %s to %s: not among the engine's moves", idAt[a.From], a.From, a.To)
		}
	}
}

// Enter carries the proposed moves out on the engine: the men stand on
// the wall in the engine's view afterwards; E ends the phase.
func TestCarryOutPlaysTheProposedMoves(t *testing.T) {
	g, err := tactical.NewGame(3, tactical.Options{})
	if err != nil {
		t.Fatal(err)
	}
	s := New(builtin(t))
	s.Rules, s.Game = g, g
	if err := s.SetView(g.ViewAll()); err != nil {
		t.Fatal(err)
	}
	s.SelectAll()
	moving, _ := s.ManTheWalls()
	want := map[string]hexmap.Hex{}
	for _, a := range s.proposal {
		var id, to string
		if _, err := fmt.Sscanf(a, "move %s %s", &id, &to); err != nil {
			t.Fatal(err)
		}
		h, _ := hexmap.ParseHex(to)
		want[id] = h
	}
	done, err := s.CarryOut()
	if err != nil || done != moving || done == 0 {
		t.Fatalf("carried out %d of %d: %v", done, moving, err)
	}
	for _, u := range g.ViewAll().Units {
		if h, ok := want[u.ID]; ok && u.At != h.String() {
			t.Errorf("%s is at %s, sent to %s", u.ID, u.At, h)
		}
	}
	for _, c := range s.Counters {
		if h, ok := want[c.ID]; ok && c.Hex != h {
			t.Errorf("the screen shows %s at %s, the engine at %s", c.ID, c.Hex, h)
		}
	}
	phase := g.ViewAll().Phase
	if err := s.EndPhase(); err != nil {
		t.Fatal(err)
	}
	if g.ViewAll().Phase == phase {
		t.Errorf("E left the game in %s", phase)
	}
}

// One man selected: the hexes the engine lets him reach are lit with
// their cost; a click on one moves him there in the engine, and he stays
// selected with his new reach lit.
func TestClickALitHexMovesTheMan(t *testing.T) {
	g, err := tactical.NewGame(3, tactical.Options{})
	if err != nil {
		t.Fatal(err)
	}
	s := New(builtin(t))
	s.Rules, s.Game = g, g
	if err := s.SetView(g.ViewAll()); err != nil {
		t.Fatal(err)
	}
	s.Layout(1600, 1000)
	man := s.Counters[0]
	rects := counterRects(nil, &s.Board.Cam, s.Counters)
	if n := s.SelectAt(rects[0].Center(), false); n != 1 {
		t.Fatalf("clicking %s's counter selected %d", man.ID, n)
	}
	ms, _ := g.Moves(man.ID)
	lit := map[hexmap.Hex]string{}
	for _, l := range s.Board.Marks.Lit {
		if l.Kind == LitReach {
			lit[l.Hex] = l.Note
		}
	}
	var to hexmap.Hex
	for _, mv := range ms {
		if mv.To.Level == hexmap.Ground && mv.To.Box == 0 {
			if lit[mv.To.Hex] == "" {
				t.Errorf("%s may go to %s but it is not lit", man.ID, mv.To.Hex)
			} else if !strings.HasSuffix(lit[mv.To.Hex], " MP") {
				t.Errorf("%s lit %q, want its cost labelled MP", mv.To.Hex, lit[mv.To.Hex])
			}
			if hexmap.Distance(mv.To.Hex, man.Hex) >= 2 {
				to = mv.To.Hex
			}
		}
	}
	if to.IsNone() {
		t.Fatalf("%s has no move two hexes away: %v", man.ID, ms)
	}
	s.SelectAt(s.Board.Cam.HexScreen(to), false)
	for _, u := range g.ViewAll().Units {
		if u.ID == man.ID && u.At != to.String() {
			t.Fatalf("%s is at %s after the click on %s (%s)", man.ID, u.At, to, s.Order)
		}
	}
	sel := s.Selected()
	if len(sel) != 1 || s.Counters[sel[0]].ID != man.ID || s.Counters[sel[0]].Hex != to {
		t.Errorf("after the move the selection is %v", sel)
	}
}
