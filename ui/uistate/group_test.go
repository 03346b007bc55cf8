package uistate

import (
	"slices"
	"strings"
	"testing"

	"zulu1879/hexmap"
	"zulu1879/isandlwana"
)

// nearestLit is the lit hex nearest want (ties: first in hex order).
func nearestLit(t *testing.T, m *Model, want hexmap.Hex) hexmap.Hex {
	t.Helper()
	best := hexmap.None
	for _, h := range inHexOrder(m.Highlights()) {
		if m.Highlights()[h].Kind == HLDest && (best.IsNone() || hexmap.Distance(h, want) < hexmap.Distance(best, want)) {
			best = h
		}
	}
	if best.IsNone() {
		t.Fatal("no lit hex")
	}
	return best
}

func inHexOrder(hl map[hexmap.Hex]Highlight) []hexmap.Hex {
	var out []hexmap.Hex
	for h := range hl {
		out = append(out, h)
	}
	slices.SortFunc(out, hexmap.Compare)
	return out
}

// A group moves as far as it can: every Zulu that moved went into the
// clicked hex or nearer it than it was, each move is an ordinary action,
// no hex but an onrush hex holds two, and every Zulu left behind had no
// free hex nearer the clicked one within its reach.
func TestGroupMoveSendsEveryZuluItCanNearerTheClickedHex(t *testing.T) {
	cases := []struct {
		name   string
		pick   func(m *Model)
		hexes  []hexmap.Hex
		toward hexmap.Hex // the lit hex nearest this is clicked
	}{
		{"one onrush hex by Shift+click", func(m *Model) { m.ToggleZulus(hexmap.H(16, 1)) },
			[]hexmap.Hex{hexmap.H(16, 1)}, hexmap.H(16, 6)},
		{"one onrush hex next to the clicked one: the rest stay and are named", func(m *Model) { m.ToggleZulus(hexmap.H(16, 1)) },
			[]hexmap.Hex{hexmap.H(16, 1)}, hexmap.H(16, 2)},
		{"two onrush hexes by a rectangle", func(m *Model) {
			m.SelectZulus(m.HexesIn(m.Cam.HexScreen(hexmap.H(16, 1)), m.Cam.HexScreen(hexmap.H(23, 1))))
		}, []hexmap.Hex{hexmap.H(16, 1), hexmap.H(23, 1)}, hexmap.H(20, 5)},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m := hotseat(t)
			toZuluMove(t, m)
			c.pick(m)
			if !slices.Equal(m.Sel.Group, c.hexes) {
				t.Fatalf("picked %v, want %v (info %q)", m.Sel.Group, c.hexes, m.Info)
			}
			before := m.GroupZulus()
			if before != 16*len(c.hexes) {
				t.Fatalf("group holds %d Zulus to move, want %d", before, 16*len(c.hexes))
			}
			target := nearestLit(t, m, c.toward)
			acts := len(m.Actions)
			m.ClickHex(target)
			if m.IsError {
				t.Fatalf("group move refused: %s", m.Info)
			}
			g := m.Game()
			moved := m.Actions[acts:]
			if len(moved) == 0 || g.ZulusAt(target) == 0 {
				t.Fatalf("%d moves, %d Zulus in the clicked %s", len(moved), g.ZulusAt(target), target)
			}
			for _, a := range moved {
				if a.Kind != isandlwana.ActZuluMove || !slices.Contains(c.hexes, a.From) {
					t.Fatalf("move %v is not a Zulu move out of the group", a)
				}
				if a.To != target && hexmap.Distance(a.To, target) >= hexmap.Distance(a.From, target) {
					t.Errorf("%v went no nearer %s", a, target)
				}
				if !g.Scen.IsOnrush(a.To) && g.ZulusAt(a.To) != 1 {
					t.Errorf("%s holds %d Zulus", a.To, g.ZulusAt(a.To))
				}
			}
			left := 0
			for _, h := range c.hexes {
				left += m.zuluLeft(h)
				if m.zuluLeft(h) == 0 || h == target {
					continue
				}
				if to, ok := m.groupStep(h, target); ok {
					t.Errorf("a Zulu in %s stayed though %s is free and nearer %s", h, to, target)
				}
			}
			if len(moved)+left != before {
				t.Errorf("%d moved and %d left of %d", len(moved), left, before)
			}
			if !strings.Contains(m.Info, "Moved "+Plural(len(moved), "Zulu", "Zulus")+" toward "+target.String()) {
				t.Errorf("info %q", m.Info)
			}
			if left > 0 && (!strings.Contains(m.Info, "Could not move") || m.GroupZulus() != left) {
				t.Errorf("%d left behind: info %q, still picked %d", left, m.Info, m.GroupZulus())
			}
			last := moved[len(moved)-1]
			m.Press("undo")
			if len(m.Actions) != acts+len(moved)-1 || m.Game().ZulusAt(last.From) != g.ZulusAt(last.From)+1 {
				t.Error("undo did not take back just the last Zulu of the group")
			}
		})
	}
}

// A group lights every hex any of its Zulus may reach, at the lowest cost.
func TestGroupLightsTheHexesAnyOfItsZulusReaches(t *testing.T) {
	m := hotseat(t)
	toZuluMove(t, m)
	a, b := hexmap.H(16, 1), hexmap.H(23, 1)
	m.SelectZulus([]hexmap.Hex{b, a})
	want := map[hexmap.Hex]int{}
	for _, from := range []hexmap.Hex{a, b} {
		r := m.Game().ZuluReach(from)
		for _, h := range m.Game().ZuluDestinations(from) {
			c := r.Cost[m.Game().Map().Index(h)]
			if old, ok := want[h]; h != from && (!ok || c < old) {
				want[h] = c
			}
		}
	}
	hl := m.Highlights()
	if len(hl) != len(want) {
		t.Fatalf("%d lit hexes, want %d", len(hl), len(want))
	}
	for h, c := range want {
		if hl[h].Kind != HLDest || hl[h].Cost != c {
			t.Errorf("%s lit %v, want a destination at %d MP", h, hl[h], c)
		}
	}
	if m.KeyButton("G") != "" {
		t.Error("the Send button is offered for a group")
	}
}

// Shift+click adds a hex to the group or drops it; the hex selected before
// joins; only hexes with Zulus still to move are picked.
func TestShiftClickAddsAndDropsHexes(t *testing.T) {
	m := hotseat(t)
	toZuluMove(t, m)
	a, b, empty := hexmap.H(16, 1), hexmap.H(23, 1), hexmap.H(18, 4)
	m.ClickHex(a)
	steps := []struct {
		click hexmap.Hex
		want  []hexmap.Hex
	}{
		{b, []hexmap.Hex{a, b}},
		{empty, []hexmap.Hex{a, b}},
		{a, []hexmap.Hex{b}},
		{b, nil},
	}
	for k, s := range steps {
		m.ToggleZulus(s.click)
		if !slices.Equal(m.Sel.Group, s.want) {
			t.Fatalf("step %d: Shift+click on %s picked %v, want %v", k, s.click, m.Sel.Group, s.want)
		}
	}
	if !m.Sel.Hex.IsNone() {
		t.Errorf("dropping the last hex left %s selected", m.Sel.Hex)
	}
}

// A group is a Zulu movement thing: in the set-up it picks nothing and
// says why; a rectangle with no Zulu able to move picks nothing either.
func TestGroupIsPickedOnlyWhenZulusCanMove(t *testing.T) {
	m := hotseat(t)
	m.SelectZulus([]hexmap.Hex{hexmap.H(16, 1), hexmap.H(23, 1)})
	if len(m.Sel.Group) != 0 || !strings.Contains(m.Info, "movement phase only") {
		t.Errorf("in the set-up: group %v, info %q", m.Sel.Group, m.Info)
	}
	toZuluMove(t, m)
	m.SelectZulus([]hexmap.Hex{hexmap.H(18, 4), hexmap.H(18, 5)})
	if len(m.Sel.Group) != 0 || !m.Sel.Hex.IsNone() || !strings.Contains(m.Info, "No Zulu there can move") {
		t.Errorf("empty rectangle: selection %+v, info %q", m.Sel, m.Info)
	}
}

// A dragged rectangle holds the hexes whose centres are inside it, either
// way it is dragged.
func TestHexesInARectangle(t *testing.T) {
	m := hotseat(t)
	m.Cam.Fit()
	a, b := hexmap.H(16, 1), hexmap.H(20, 3)
	for _, flip := range []bool{false, true} {
		p, q := m.Cam.HexScreen(a), m.Cam.HexScreen(b)
		if flip {
			p, q = q, p
		}
		got := m.HexesIn(p, q)
		for col := 1; col <= m.Game().Map().Cols; col++ {
			for row := 1; row <= m.Game().Map().Rows; row++ {
				h := hexmap.H(col, row)
				c := m.Cam.HexScreen(h)
				inside := c.X >= min(p.X, q.X) && c.X <= max(p.X, q.X) && c.Y >= min(p.Y, q.Y) && c.Y <= max(p.Y, q.Y)
				if inside != slices.Contains(got, h) {
					t.Errorf("flip %v: %s in the rectangle %v, listed %v", flip, h, inside, slices.Contains(got, h))
				}
			}
		}
		if !slices.Contains(got, a) || !slices.Contains(got, b) || !slices.Contains(got, hexmap.H(18, 2)) {
			t.Errorf("rectangle %s–%s lists %v", a, b, got)
		}
	}
}
