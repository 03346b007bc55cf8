package tacticalui

import (
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"zulu1879/hexmap"
	"zulu1879/ui/tacticalui/tstate"
	"zulu1879/ui/uistate"
)

// openingScreen is the screen of seed's game at its opening, the British
// played by a person and the Zulus by the random bot.
func openingScreen(t *testing.T, seed uint64) (*Screen, *tstate.Model) {
	t.Helper()
	rec, err := tstate.NewGame(seed, tstate.Person, "random")
	if err != nil {
		t.Fatal(err)
	}
	m, err := tstate.New(rec)
	if err != nil {
		t.Fatal(err)
	}
	s := newScreen(t)
	s.Layout(1600, 1000)
	if err := s.Attach(m); err != nil {
		t.Fatal(err)
	}
	return s, m
}

// counterIndex is the index in s.Counters of unit id.
func counterIndex(t *testing.T, s *Screen, id string) int {
	t.Helper()
	for i, c := range s.Counters {
		if c.ID == id {
			return i
		}
	}
	t.Fatalf("no counter %s", id)
	return -1
}

// doorMan finds a British man with a door of his own to open or close at
// the opening, and the action.
func doorMan(t *testing.T, m *tstate.Model) (string, string) {
	t.Helper()
	g := m.G()
	for i := 0; i < g.NBrit; i++ {
		for _, c := range m.UnitChoices([]string{g.ID(i)}) {
			if c.Group == "Doors" {
				return g.ID(i), c.Action
			}
		}
	}
	t.Fatal("no man has a door at the opening")
	return "", ""
}

// TestActionPanel_NumberKeyTakesTheSelectedMansDoor: a click on a man who
// is not next on the engine's list puts his door first in the panel's
// list, under "Selected · Doors", with a number key; the key plays it
// through the record.
func TestActionPanel_NumberKeyTakesTheSelectedMansDoor(t *testing.T) {
	s, m := openingScreen(t, 5)
	id, door := doorMan(t, m)
	rects := counterRects(nil, &s.Board.Cam, s.Counters)
	if n := s.SelectAt(rects[counterIndex(t, s, id)].Center(), false); n != 1 {
		t.Fatalf("the click on %s selected %d", id, n)
	}
	lines, keys := s.visibleActs()
	key, heading := 0, ""
	for i, l := range lines {
		if l.choice < 0 {
			heading = l.text
			continue
		}
		if s.choices[l.choice].Action == door {
			key = keys[i]
			break
		}
	}
	if key == 0 || heading != "Selected · Doors" {
		t.Fatalf("%q in view with key %d under %q; lines %v", door, key, heading, lines)
	}
	if !s.TakeAction(key) {
		t.Fatalf("key %d took nothing", key)
	}
	if mv := m.Rec.Moves(); len(mv) != 1 || mv[0].Action != door {
		t.Fatalf("after key %d the record is %v (%s)", key, mv, s.Order)
	}
	if !strings.Contains(s.Order, "door") {
		t.Errorf("the order line says %q", s.Order)
	}
}

// TestActionPanel_ListsEveryLegalActionOfTheDecision: after the
// selection's lines come the engine's legal actions of the decision
// waiting, every one (whatever its verb), each reachable by scrolling and
// a number key; in a fire phase too.
func TestActionPanel_ListsEveryLegalActionOfTheDecision(t *testing.T) {
	for _, c := range []struct {
		name string
		to   func(t *testing.T) (*Screen, *tstate.Model)
	}{
		{"British movement", func(t *testing.T) (*Screen, *tstate.Model) { return openingScreen(t, 5) }},
		{"British fire", func(t *testing.T) (*Screen, *tstate.Model) { return playedScreen(t, 5) }},
	} {
		t.Run(c.name, func(t *testing.T) {
			s, m := c.to(t)
			s.ClearSelection()
			legal := m.G().Legal()
			var listed []string
			for _, l := range s.actLines {
				if l.choice >= 0 {
					listed = append(listed, s.choices[l.choice].Action)
				}
			}
			slices.Sort(listed)
			if !slices.Equal(listed, legal) {
				t.Fatalf("listed %v\nlegal %v", listed, legal)
			}
			// Scrolled to the end, the list's last action is in view, and
			// key 1 takes the first action in view.
			s.ScrollActions(len(s.actLines))
			lines, keys := s.visibleActs()
			if last := lines[len(lines)-1]; last != s.actLines[len(s.actLines)-1] || last.choice < 0 {
				t.Fatalf("scrolled to the end, the last line in view is %v of %d", last, len(s.actLines))
			}
			if !slices.Contains(keys, 1) {
				t.Fatalf("no key 1 in view: %v", keys)
			}
			if s.ScrollActions(-len(s.actLines)); s.actScroll != 0 {
				t.Fatalf("scrolled back to %d", s.actScroll)
			}
		})
	}
}

// TestGroupClickMovesTheBoxedMen: men taken in a Shift+drag box move with
// one click on an empty hex, each an engine move through the record,
// toward it; the order line counts them and names any left behind.
func TestGroupClickMovesTheBoxedMen(t *testing.T) {
	s, m := openingScreen(t, 5)
	// The men around the yard near Chard (B001).
	c := s.Counters[counterIndex(t, s, "B001")]
	at := s.Board.Cam.HexScreen(c.Hex)
	r := 3 * s.Board.Cam.Scale
	a, b := at, at
	a.X, a.Y, b.X, b.Y = at.X-r, at.Y-r, at.X+r, at.Y+r
	n := s.SelectBox(a, b, false)
	if n < 3 {
		t.Fatalf("the box took %d men", n)
	}
	ids := s.SelectedIDs()
	// An empty hex three hexes off.
	to := hexmap.None
	grid := s.Board.Map.Grid
	for i := 0; i < grid.Size() && to.IsNone(); i++ {
		h := grid.HexAt(i)
		free := hexmap.Distance(h, c.Hex) == 3 && s.Board.Map.TerrainAt(h).MP > 0
		for _, cc := range s.Counters {
			free = free && (cc.InBox || cc.Hex != h)
		}
		if free {
			to = h
		}
	}
	if to.IsNone() {
		t.Fatal("no free hex three off Chard")
	}
	if !s.groupClick(s.Board.Cam.HexScreen(to)) {
		t.Fatal("the click on a free hex was not a group move")
	}
	moves := m.Rec.Moves()
	if len(moves) == 0 || !strings.HasPrefix(s.Order, "Group move to "+to.String()) {
		t.Fatalf("record %v; order %q", moves, s.Order)
	}
	for _, mv := range moves {
		f := strings.Fields(mv.Action)
		if f[0] != "move" || !slices.Contains(ids, f[1]) {
			t.Errorf("recorded %q, not a move of a selected man", mv.Action)
		}
	}
	if len(moves) < len(ids) && !strings.Contains(s.Order, "Not moved:") {
		t.Errorf("%d of %d moved and the order line names nobody: %q", len(moves), len(ids), s.Order)
	}
	// One man selected: a click on an empty hex is his own move or a
	// selection, never a group move.
	s.ClearSelection()
	s.SelectAt(s.Board.Cam.HexScreen(s.Counters[counterIndex(t, s, "B002")].Hex), false)
	if s.groupClick(s.Board.Cam.HexScreen(to)) {
		t.Error("a click with one man selected was taken as a group move")
	}
}

// TestShotActionPanel: the panel draws the action lines, a chip with the
// number key on each, the selection's own lines tinted; with no decision
// of the person's to take (the bot's turn) none is drawn.
func TestShotActionPanel(t *testing.T) {
	needLoop(t)
	s, m := openingScreen(t, 5)
	id, _ := doorMan(t, m)
	const W, H = 1600, 1000
	rects := counterRects(nil, &s.Board.Cam, s.Counters)
	s.SelectAt(rects[counterIndex(t, s, id)].Center(), false)
	img := s.Snapshot(W, H)
	savePNG(t, "tactical-actions.png", img)
	chips := func() int {
		l := s.layout()
		n := 0
		for y := int(l.Panel.Y); y < int(l.Panel.Y+l.Panel.H); y++ {
			for x := int(l.Panel.X); x < int(l.Panel.X+l.Panel.W); x++ {
				if img.RGBAAt(x, y) == colActKey {
					n++
				}
			}
		}
		return n
	}
	drawn := chips()
	// Each line in view has a chip of about 18 × 14 pixels (less its digit).
	lines, _ := s.visibleActs()
	acts := 0
	for _, l := range lines {
		if l.choice >= 0 {
			acts++
		}
	}
	if acts < 3 || drawn < acts*120 {
		t.Fatalf("%d action lines in view, %d chip pixels", acts, drawn)
	}
	// The selected man's first line is tinted: its right end is not the
	// panel's colour.
	own := s.actHits[0]
	p := img.RGBAAt(int(own.r.X+own.r.W-4), int(own.r.Y+own.r.H/2))
	if p == toRGBA(paintColPanel()) || !strings.HasPrefix(s.headingOf(own.choice), "Selected") {
		t.Errorf("the selection's first line (%s) is not tinted: %v", s.headingOf(own.choice), p)
	}
	// The bot's turn: no lines.
	for m.MyTurn() {
		if err := s.EndPhase(); err != nil {
			t.Fatal(err)
		}
	}
	s.step(0)
	img = s.Snapshot(W, H)
	if n := chips(); n != 0 || len(s.actHits) != 0 {
		t.Errorf("on the bot's turn %d chip pixels, %d lines", n, len(s.actHits))
	}
}

// TestClickOnAZuluListsTheFireAtHimAndKeepsTheMen: in the British fire
// phase, with men selected, a click on a Zulu's hex keeps the selection,
// marks the hex and lists the fire at him under "At HEX"; its key weighs
// the fire before the die (column, modifiers, chances), and the key again
// fires through the record. A click on empty ground drops the selection, Esc
// the picked hex.
func TestClickOnAZuluListsTheFireAtHimAndKeepsTheMen(t *testing.T) {
	s, m := playedScreen(t, 5)
	s.SelectAll()
	var z string
	for _, a := range m.G().Legal() {
		if f := strings.Fields(a); f[0] == "fire" {
			z = f[1]
			break
		}
	}
	zi := counterIndex(t, s, z)
	h := s.Counters[zi].Hex
	n := s.selectedCount()
	if got := s.SelectAt(s.Board.Cam.HexScreen(h), false); got != n || s.picked != h {
		t.Fatalf("the click on %s (%s): %d selected of %d, picked %s", z, h, got, n, s.picked)
	}
	marked := false
	for _, l := range s.Board.Marks.Lit {
		marked = marked || (l.Hex == h && l.Kind == LitTarget)
	}
	if !marked {
		t.Errorf("%s is not marked on the board", h)
	}
	key := 0
	lines, keys := s.visibleActs()
	heading := ""
	for s.actScroll < len(s.actLines) && key == 0 {
		for i, l := range lines {
			if l.choice < 0 {
				heading = l.text
			} else if strings.HasPrefix(heading, "At "+h.String()) && s.choices[l.choice].Action == "fire "+z && keys[i] > 0 {
				key = keys[i]
			}
		}
		if key == 0 {
			before := s.actScroll
			s.ScrollActions(3)
			if s.actScroll == before {
				break
			}
			lines, keys = s.visibleActs()
		}
	}
	if key == 0 {
		t.Fatalf("no line 'fire %s' under 'At %s': %v", z, h, s.actLines)
	}
	// The key weighs the fire first (no die yet): the table's column, the
	// modifiers and the chances in the panel, an arrow on the board.
	before := m.Rec.Len()
	s.TakeAction(key)
	if m.Rec.Len() != before || len(s.plans) != 1 || s.plans[0].Action != "fire "+z || len(s.Board.Marks.Arrows) == 0 || !strings.HasPrefix(s.Order, "Weighed before the die") {
		t.Fatalf("the first press: %d actions played, plans %+v, order %q; want the fire weighed, not played", m.Rec.Len()-before, s.plans, s.Order)
	}
	if text := strings.Join(s.plans[0].Lines, "\n"); !strings.Contains(text, "column ") || !strings.Contains(text, "chances: ") {
		t.Errorf("the weighed fire says:\n%s", text)
	}
	// The same key again fires.
	recN := m.Rec.Len()
	s.TakeAction(key)
	// the fire, then the Zulu bot's answers to it (rule 9a, revision 2)
	if mv := m.Rec.Moves(); len(mv) <= recN || mv[recN].Action != "fire "+z {
		t.Fatalf("the record ends %q (%s)", mv[len(mv)-1].Action, s.Order)
	}
	s.step(0)
	// Empty ground: the selection goes, the hex is picked; Esc drops it.
	s.SelectAll()
	if s.SelectAt(s.Board.Cam.HexScreen(hexmap.H(1, 1)), false) != 0 || s.picked != hexmap.H(1, 1) {
		t.Fatalf("a click on 0101 left %d selected, picked %s", s.selectedCount(), s.picked)
	}
	s.ClearOrder()
	for _, b := range bindings {
		if slices.Contains(b.Keys, ebiten.KeyEscape) {
			b.Do(s)
		}
	}
	if !s.picked.IsNone() {
		t.Errorf("Esc left %s picked", s.picked)
	}
}

// TestClickOnAnActionLineTakesIt: the lines drawn in the panel answer a
// click: the one under the pointer is played through the record; a click
// below them plays nothing.
func TestClickOnAnActionLineTakesIt(t *testing.T) {
	needLoop(t)
	s, m := openingScreen(t, 5)
	id, door := doorMan(t, m)
	rects := counterRects(nil, &s.Board.Cam, s.Counters)
	s.SelectAt(rects[counterIndex(t, s, id)].Center(), false)
	s.Snapshot(1600, 1000)
	var at uistate.Rect
	for _, h := range s.actHits {
		if s.choices[h.choice].Action == door {
			at = h.r
		}
	}
	if at.W == 0 {
		t.Fatalf("%q not drawn in the panel", door)
	}
	// The panel's foot, below every line.
	l := s.layout()
	if s.clickAction(uistate.Point{X: at.X + at.W/2, Y: l.Panel.Y + l.Panel.H - 5}) || m.Rec.Len() != 0 {
		t.Fatal("a click below the lines took an action")
	}
	n := m.Rec.Len()
	if !s.clickAction(at.Center()) || m.Rec.Len() != n+1 || m.Rec.Moves()[n].Action != door {
		t.Fatalf("the click on %q: record %v", door, m.Rec.Moves())
	}
}

// TestActionPanel_ALargeSelectionIsAskedInBatchesAndSaysSo: with the
// whole garrison selected, the panel says which men its selection actions
// were asked of; ] asks the next batch (other men's actions come up) and
// [ goes back round to the last.
func TestActionPanel_ALargeSelectionIsAskedInBatchesAndSaysSo(t *testing.T) {
	needLoop(t)
	s, _ := openingScreen(t, 5)
	n := s.SelectAll()
	if n <= tstate.MaxAsked {
		t.Fatalf("A selected %d men; the test needs more than %d", n, tstate.MaxAsked)
	}
	note := func() string {
		for _, l := range s.actLines {
			if l.choice < 0 && strings.Contains(l.text, "asked men") {
				return l.text
			}
		}
		return ""
	}
	// What the panel offers (the selection's and every legal action).
	own := func() map[string]bool {
		out := map[string]bool{}
		for _, c := range s.choices {
			out[c.Action] = true
		}
		return out
	}
	if got := note(); !strings.Contains(got, "asked men 1–12 of "+itoa(n)) || !strings.Contains(got, "]") {
		t.Fatalf("the panel's note on the first batch: %q", got)
	}
	first := own()
	s.AskNext(1)
	if got := note(); !strings.Contains(got, "asked men 13–24 of "+itoa(n)) {
		t.Fatalf("after ]: %q", got)
	}
	second := own()
	newOnes := 0
	for a := range second {
		if !first[a] {
			newOnes++
		}
	}
	if newOnes == 0 {
		t.Error("the second batch offers nothing the first did not")
	}
	s.AskNext(-1)
	s.AskNext(-1)
	last := (n - 1) / tstate.MaxAsked * tstate.MaxAsked
	if got := note(); !strings.Contains(got, "asked men "+itoa(last+1)+"–"+itoa(n)+" of "+itoa(n)) {
		t.Errorf("[ twice from the second batch: %q, want the last batch", got)
	}
}
