package tacticalui

import (
	"fmt"
	"math"
	"zulu1879/ui/tacticalui/tstate"

	"zulu1879/games"
	"zulu1879/hexmap"
	"zulu1879/ui/uistate"
)

// Selecting many men at once: a click takes the British counters under the
// pointer (or in the hex), Shift+click adds or drops them, a Shift+drag
// takes every British counter in its box, A takes them all and Esc lets
// them go. The group commands of the engine's slice act on this selection.

// SelectAt selects the British counters at screen point p: the one whose
// counter is under p, else every British counter in the hex under p. With
// add the counters found are added to the selection, or dropped from it if
// they all were in it already. It returns how many are selected.
func (s *Screen) SelectAt(p uistate.Point, add bool) int {
	if !add && s.moveTo(p) {
		return s.selectedCount()
	}
	defer s.updateReach()
	rects := counterRects(nil, &s.Board.Cam, s.Counters)
	var hit []int
	for i := len(s.Counters) - 1; i >= 0; i-- {
		r := rects[i]
		if s.Counters[i].Side == s.selSide() && r.Contains(p) {
			hit = append(hit, i)
			break
		}
	}
	if len(hit) == 0 {
		if h, ok := s.Board.Cam.HexAt(p); ok {
			for i := range s.Counters {
				c := &s.Counters[i]
				if c.Side == s.selSide() && !c.InBox && c.Hex == h {
					hit = append(hit, i)
				}
			}
		}
	}
	if s.Play != nil && !add {
		// In a game a hex without the side to act is picked: its actions
		// are listed; the selection stays when others stand in it (a
		// target for it), and goes on empty ground.
		h, ok := s.Board.Cam.HexAt(p)
		switch {
		case len(hit) > 0 || !ok || !s.Board.Map.Grid.Contains(h):
			s.picked = hexmap.None
		default:
			s.picked = h
			for i := range s.Counters {
				if c := &s.Counters[i]; !c.InBox && c.Hex == h {
					return s.selectedCount()
				}
			}
		}
	}
	return s.choose(hit, add)
}

// SelectBox selects the British counters whose centres lie in the box
// with corners a and b (screen pixels); add as for SelectAt.
func (s *Screen) SelectBox(a, b uistate.Point, add bool) int {
	defer s.updateReach()
	box := uistate.Rect{X: math.Min(a.X, b.X), Y: math.Min(a.Y, b.Y), W: math.Abs(a.X - b.X), H: math.Abs(a.Y - b.Y)}
	rects := counterRects(nil, &s.Board.Cam, s.Counters)
	var hit []int
	for i := range s.Counters {
		if s.Counters[i].Side == s.selSide() && box.Contains(rects[i].Center()) {
			hit = append(hit, i)
		}
	}
	return s.choose(hit, add)
}

// SelectAll selects every British counter (in a game, every counter of
// the side to act).
func (s *Screen) SelectAll() int {
	defer s.updateReach()
	var hit []int
	for i := range s.Counters {
		if s.Counters[i].Side == s.selSide() {
			hit = append(hit, i)
		}
	}
	return s.choose(hit, false)
}

// ClearSelection drops the selection.
func (s *Screen) ClearSelection() {
	for i := range s.Counters {
		s.Counters[i].Selected = false
	}
	s.updateReach()
}

// updateReach lights where the selected man may go when one man is
// selected and the screen's Rules know the moves (MoveRules), with the MP
// each costs; otherwise no hex is lit for moving.
func (s *Screen) updateReach() {
	defer s.updateChoices() // the selection's actions change with it
	lit := s.Board.Marks.Lit[:0]
	for _, l := range s.Board.Marks.Lit {
		if l.Kind != LitReach {
			lit = append(lit, l)
		}
	}
	s.Board.Marks.Lit = lit
	s.reach = nil
	mr, ok := s.Rules.(MoveRules)
	sel := s.Selected()
	if !ok || len(sel) != 1 || s.Counters[sel[0]].ID == "" {
		return
	}
	ms, err := mr.Moves(s.Counters[sel[0]].ID)
	if err != nil {
		return
	}
	s.reach = map[hexmap.Hex]bool{}
	for _, mv := range ms {
		if mv.To.Box != 0 || mv.To.Level != hexmap.Ground || s.reach[mv.To.Hex] {
			continue
		}
		s.reach[mv.To.Hex] = true
		s.Board.Marks.Lit = append(s.Board.Marks.Lit, LitHex{Hex: mv.To.Hex, Kind: LitReach, Note: itoa(mv.Cost) + " MP"})
	}
}

// moveTo moves the one selected man to the lit hex under p on the
// screen's Game, reporting whether p was such a hex.
func (s *Screen) moveTo(p uistate.Point) bool {
	h, ok := s.Board.Cam.HexAt(p)
	sel := s.Selected()
	if !ok || s.Game == nil || !s.reach[h] || len(sel) != 1 {
		return false
	}
	a := "move " + s.Counters[sel[0]].ID + " " + h.String()
	if err := s.Game.Apply(a); err != nil {
		s.Order = s.actionWords(a) + ": " + err.Error()
		return true
	}
	s.Order = ""
	if err := s.SetView(s.Game.View(games.Omniscient)); err != nil {
		s.Order = err.Error()
	}
	s.updateReach()
	return true
}

// choose makes hit the selection, or with add adds it (drops it when all of
// it was selected); it returns how many are selected.
func (s *Screen) choose(hit []int, add bool) int {
	if !add {
		s.ClearSelection()
	}
	all := len(hit) > 0
	for _, i := range hit {
		all = all && s.Counters[i].Selected
	}
	for _, i := range hit {
		s.Counters[i].Selected = !(add && all)
	}
	return s.selectedCount()
}

// selectedCount is how many counters are selected.
func (s *Screen) selectedCount() int {
	n := 0
	for i := range s.Counters {
		if s.Counters[i].Selected {
			n++
		}
	}
	return n
}

// Selected lists the indices of the selected counters in s.Counters.
func (s *Screen) Selected() []int {
	var out []int
	for i := range s.Counters {
		if s.Counters[i].Selected {
			out = append(out, i)
		}
	}
	return out
}

// selectionLine sums the selection up for the panel ("" when empty).
func (s *Screen) selectionLine() string {
	var men, leaders, hurt, pinned int
	hexes := map[hexmap.Hex]bool{}
	for i := range s.Counters {
		c := &s.Counters[i]
		if !c.Selected {
			continue
		}
		men++
		hexes[c.Hex] = true
		if c.Kind == Leader {
			leaders++
		}
		if c.Wound != Fit {
			hurt++
		}
		if c.Pinned {
			pinned++
		}
	}
	if men == 0 {
		return ""
	}
	return fmt.Sprintf("%s selected in %s: %d leading, %d wounded, %d pinned", plural(men, "man", "men"), plural(len(hexes), "hex", "hexes"), leaders, hurt, pinned)
}

// actionWords says action of the notation in words in a game (tstate's
// Describe); on a board without one it stays as it is.
func (s *Screen) actionWords(action string) string {
	if s.Play == nil {
		return action
	}
	return tstate.Describe(s.Play.G(), action).Words
}

// inWords writes a text of the engine (a refusal, a line of the log) with
// the units by name in a game (tstate.Plain); as it is without one.
func (s *Screen) inWords(text string) string {
	if s.Play == nil {
		return text
	}
	return tstate.Plain(s.Play.G(), text)
}

// plural writes n with the noun that goes with it.
func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}
