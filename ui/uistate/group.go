package uistate

import (
	"fmt"
	"slices"
	"strings"

	"zulu1879/hexmap"
	"zulu1879/isandlwana"
)

// Moving Zulus in groups. In Zulu movement the Zulu player may pick several
// hexes at once, by dragging a rectangle with Shift held or by Shift+clicking
// hexes one by one; the lit hexes are then every hex one of them may reach,
// and a click on one moves the whole group toward it: one Zulu into the
// clicked hex and the others, one by one, into the free hexes nearest it that
// each can reach. Each of those moves is an ordinary engine action, so Undo,
// replays and saves see nothing new. A Zulu never moves away from the
// clicked hex; the ones that cannot get nearer stay and are named.

// zuluLeft is how many Zulus in h may still move this phase.
func (m *Model) zuluLeft(h hexmap.Hex) int {
	g := m.Game()
	if !g.Map().Contains(h) {
		return 0
	}
	return g.ZulusAt(h) - g.Spent[g.Map().Index(h)]
}

// CanGroup reports whether a group of Zulus may be picked now: a person's Zulu
// movement with no recycled Zulus waiting and no question pending.
func (m *Model) CanGroup() bool {
	g := m.Game()
	if g.Over() || g.Phase != isandlwana.PhaseZuluMove || g.Pool[0]+g.Pool[1] > 0 || !m.HumanToAct() || m.HandOver != isandlwana.NoSide {
		return false
	}
	_, asking := g.Decision()
	return !asking
}

// GroupZulus counts the Zulus of the picked group that may still move.
func (m *Model) GroupZulus() int {
	n := 0
	for _, h := range m.Sel.Group {
		n += m.zuluLeft(h)
	}
	return n
}

// SelectZulus picks the hexes of hs that hold Zulus able to move now as one
// group (a dragged rectangle gives every hex in it). One such hex is picked
// the ordinary way; none clears the selection and says so. Outside a
// person's Zulu movement it only says what a group is for.
func (m *Model) SelectZulus(hs []hexmap.Hex) {
	if !m.CanGroup() {
		m.say("Groups of Zulus are picked in the Zulu player's movement phase only.")
		return
	}
	var group []hexmap.Hex
	for _, h := range hs {
		if m.zuluLeft(h) > 0 && len(m.Game().ZuluDestinations(h)) > 0 && !slices.Contains(group, h) {
			group = append(group, h)
		}
	}
	slices.SortFunc(group, hexmap.Compare)
	if len(group) == 0 {
		m.Sel, m.Fire = Selection{}, nil
		m.afterChange()
		m.say("No Zulu there can move now: pick hexes with Zulus that have not moved this phase.")
		return
	}
	if len(group) == 1 && m.zuluLeft(group[0]) == 1 {
		m.selectHex(group[0])
		return
	}
	m.Fire = nil
	m.pick(group)
	m.say("Picked %s in %s: click a lit hex to move them toward it (Shift+click adds or drops a hex).",
		Plural(m.GroupZulus(), "Zulu", "Zulus"), Plural(len(group), "hex", "hexes"))
}

// pick makes group (in hex order) the selection: none is nothing, a lone
// Zulu is an ordinary selection, else a group.
func (m *Model) pick(group []hexmap.Hex) {
	switch {
	case len(group) == 0:
		m.Sel = Selection{}
	case len(group) == 1 && m.zuluLeft(group[0]) == 1:
		m.Sel = Selection{Hex: group[0]}
	default:
		m.Sel = Selection{Hex: group[0], Group: group}
	}
	m.afterChange()
}

// ToggleZulus adds hex h to the picked group, or drops it if it is in it
// (Shift+click). The hex selected before, if it holds Zulus that may move,
// becomes part of the group.
func (m *Model) ToggleZulus(h hexmap.Hex) {
	group := slices.Clone(m.Sel.Group)
	if len(group) == 0 && !m.Sel.Hex.IsNone() && m.Sel.Hex != h {
		group = append(group, m.Sel.Hex)
	}
	if k := slices.Index(group, h); k >= 0 {
		group = slices.Delete(group, k, k+1)
		if len(group) == 0 {
			m.Sel, m.Fire = Selection{}, nil
			m.afterChange()
			m.say("Dropped %s; nothing is picked.", h)
			return
		}
	} else {
		group = append(group, h)
	}
	m.SelectZulus(group)
}

// groupHighlights lights every hex a Zulu of the group may reach, with the
// lowest MP any of them pays to get there.
func (m *Model) groupHighlights(out map[hexmap.Hex]Highlight) {
	g := m.Game()
	for _, from := range m.Sel.Group {
		if m.zuluLeft(from) <= 0 {
			continue
		}
		r := g.ZuluReach(from)
		for _, h := range g.ZuluDestinations(from) {
			if h == from {
				continue
			}
			c := r.Cost[g.Map().Index(h)]
			if hl, ok := out[h]; !ok || c < hl.Cost {
				out[h] = Highlight{Kind: HLDest, Cost: c}
			}
		}
	}
}

// groupStep is the hex a Zulu in from goes to on its way toward target: the
// target itself if it may, else the reachable hex nearest the target, then
// cheapest in MP, then first in hex order; never one as far from the target
// as from is. ok is false when there is none.
func (m *Model) groupStep(from, target hexmap.Hex) (hexmap.Hex, bool) {
	g := m.Game()
	r := g.ZuluReach(from)
	best, bestD, bestC := hexmap.None, hexmap.Distance(from, target), 0
	for _, h := range g.ZuluDestinations(from) {
		if h == from {
			continue
		}
		d, c := hexmap.Distance(h, target), r.Cost[g.Map().Index(h)]
		if d < bestD || (d == bestD && !best.IsNone() && (c < bestC || (c == bestC && hexmap.Compare(h, best) < 0))) {
			best, bestD, bestC = h, d, c
		}
	}
	return best, !best.IsNone()
}

// MoveGroup moves the picked group's Zulus toward target, nearest the
// target first, each by one legal move (see groupStep). It says where they
// went and which could not move and why; it stops at the first move the
// engine refuses. The hexes still holding Zulus that may move stay picked.
func (m *Model) MoveGroup(target hexmap.Hex) error {
	group := slices.Clone(m.Sel.Group)
	if len(group) == 0 || !m.CanGroup() {
		err := fmt.Errorf("pick Zulus first: Shift+drag a rectangle or Shift+click hexes in the Zulu movement phase")
		m.fail(err)
		return err
	}
	slices.SortStableFunc(group, func(a, b hexmap.Hex) int {
		return hexmap.Distance(a, target) - hexmap.Distance(b, target)
	})
	moved := 0
	var to, stuck []string
	var failed error
outer:
	for _, from := range group {
		for m.zuluLeft(from) > 0 {
			if !m.CanGroup() {
				break outer
			}
			if from == target {
				break // already there
			}
			step, ok := m.groupStep(from, target)
			if !ok {
				stuck = append(stuck, fmt.Sprintf("%s in %s", Plural(m.zuluLeft(from), "Zulu", "Zulus"), from))
				break
			}
			if err := m.Apply(isandlwana.Action{Kind: isandlwana.ActZuluMove, From: from, To: step}, "", false); err != nil {
				failed = err
				break outer
			}
			moved++
			if !slices.Contains(to, step.String()) {
				to = append(to, step.String())
			}
		}
	}
	// What is left of the group stays picked, to send on elsewhere.
	var left []hexmap.Hex
	if m.CanGroup() {
		for _, h := range group {
			if m.zuluLeft(h) > 0 {
				left = append(left, h)
			}
		}
	}
	slices.SortFunc(left, hexmap.Compare)
	m.pick(left)
	if failed != nil {
		m.fail(fmt.Errorf("moved %s toward %s, then: %v", Plural(moved, "Zulu", "Zulus"), target, failed))
		return failed
	}
	var b strings.Builder
	if moved > 0 {
		if len(to) > 6 {
			to = append(to[:6], fmt.Sprintf("%d more", len(to)-6))
		}
		fmt.Fprintf(&b, "Moved %s toward %s, to %s.", Plural(moved, "Zulu", "Zulus"), target, strings.Join(to, ", "))
	}
	if len(stuck) > 0 {
		if b.Len() > 0 {
			b.WriteString(" ")
		}
		fmt.Fprintf(&b, "Could not move %s: no free hex nearer %s within their 6 MP (a hex holds one Zulu, British units block the way).",
			strings.Join(stuck, ", "), target)
	}
	if moved == 0 && len(stuck) == 0 {
		b.WriteString(fmt.Sprintf("The picked Zulus are in %s already.", target))
	}
	if moved == 0 {
		err := fmt.Errorf("%s", b.String())
		m.fail(err)
		return err
	}
	b.WriteString(" U takes them back one at a time.")
	m.say("%s", b.String())
	return nil
}

// HexesIn lists the map's hexes whose centres lie on screen inside the
// rectangle spanned by the corners a and b (a dragged rectangle, either way
// round), in hex order.
func (m *Model) HexesIn(a, b Point) []hexmap.Hex {
	r := Rect{X: min(a.X, b.X), Y: min(a.Y, b.Y), W: abs(a.X - b.X), H: abs(a.Y - b.Y)}
	mp := m.Game().Map()
	var out []hexmap.Hex
	for i := 0; i < mp.Size(); i++ {
		h := mp.HexAt(i)
		c := m.Cam.HexScreen(h)
		if c.X >= r.X && c.Y >= r.Y && c.X <= r.X+r.W && c.Y <= r.Y+r.H {
			out = append(out, h)
		}
	}
	slices.SortFunc(out, hexmap.Compare)
	return out
}

func abs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}
