package tacticalui

import (
	"fmt"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"zulu1879/assets"
	"zulu1879/hexmap"
	"zulu1879/ui/paint"
	"zulu1879/ui/tacticalui/tstate"
	"zulu1879/ui/uistate"
)

// The action panel of a game: the legal actions concerning the hex last
// picked (a click on a hex without the side to act), what the selected
// units may do (doors, holes, fires, ranks, fire by the men chosen…),
// grouped and named in words, then every legal action of the decision the
// engine waits for
// (its Legal, whatever the decision: one the engine adds later is answered
// here with no new code). A line is taken with its number key (1–9, the
// lines in view) or a click; PgUp and PgDn scroll. A group of men is moved
// with M or a click on a hex where none of them stands.

// actLine is a line of the action list: a heading (choice < 0) or an
// action (an index into Screen.choices).
type actLine struct {
	text   string
	choice int
}

// colActKey is the chip behind an action line's number key.
var colActKey = paint.RGB(0x8FB8DE)

// actRows is how many lines of the action list the panel shows at once.
const actRows = 13

// updateChoices asks the model again what may be done now: the picked
// hex's actions, the selection's, then every legal action, and lays out
// their lines.
func (s *Screen) updateChoices() {
	s.choices, s.actLines, s.actScroll = nil, nil, 0
	s.actVer++
	s.markPicked()
	if s.Play == nil || !s.Play.MyTurn() {
		return
	}
	ids := s.SelectedIDs()
	if sel := strings.Join(ids, " "); sel != s.askedSel {
		// Another selection: its first batch is asked.
		s.askedSel, s.askFrom = sel, 0
	}
	cs, asked := s.Play.UnitChoicesFrom(ids, s.askFrom)
	s.askFrom = asked.From
	own := byGroup(cs)
	var at []tstate.Choice
	if !s.picked.IsNone() {
		at = byGroup(s.Play.HexChoices(s.picked))
	}
	all := byGroup(s.Play.Choices())
	// The hex just clicked first: the most particular.
	s.choices = append(append(append(s.choices, at...), own...), all...)
	heading := ""
	for i, c := range s.choices {
		h := "At " + s.picked.String() + " · " + c.Group
		switch {
		case i >= len(own)+len(at):
			h = "Now · " + c.Group
		case i >= len(at):
			h = "Selected · " + c.Group
		}
		if i == len(at) && asked.Partly() {
			s.actLines = append(s.actLines, actLine{text: askedLine(asked, len(own)), choice: -1})
		}
		if i == len(own)+len(at) {
			s.actLines = append(s.actLines, actLine{text: fmt.Sprintf("Every legal action now (%s): %d", PhaseWords(s.Play.Prompt().Key), len(all)), choice: -1})
		}
		if h != heading {
			s.actLines = append(s.actLines, actLine{text: h, choice: -1})
			heading = h
		}
		s.actLines = append(s.actLines, actLine{text: c.Words, choice: i})
	}
}

// askedLine says which of the selected men the selection's n actions
// were asked of, and how to ask the others.
func askedLine(a tstate.Asked, n int) string {
	return fmt.Sprintf("Selected: %s, %d found (] the next %d, [ back)", a.Line(), n, tstate.MaxAsked)
}

// AskNext asks the panel's question of the next batch of the selected men
// (d = 1) or the one before (d = −1), round from the last to the first.
func (s *Screen) AskNext(d int) {
	if s.Play == nil {
		return
	}
	n := len(s.SelectedIDs())
	batches := max(1, (n+tstate.MaxAsked-1)/tstate.MaxAsked)
	b := (s.askFrom/tstate.MaxAsked + d + batches) % batches
	s.askFrom = b * tstate.MaxAsked
	s.updateChoices()
}

// byGroup orders choices by their group (tstate.Groups), keeping the
// order within each.
func byGroup(cs []tstate.Choice) []tstate.Choice {
	rank := func(g string) int {
		if i := slices.Index(tstate.Groups, g); i >= 0 {
			return i
		}
		return len(tstate.Groups)
	}
	slices.SortStableFunc(cs, func(a, b tstate.Choice) int { return rank(a.Group) - rank(b.Group) })
	return cs
}

// pick makes hex h the picked hex (hexmap.None: none): the panel lists
// the legal actions concerning it, and the board marks it.
func (s *Screen) pick(h hexmap.Hex) {
	s.picked = h
	s.updateChoices()
}

// markPicked lights the picked hex on the board (and no other as such).
func (s *Screen) markPicked() {
	lit := s.Board.Marks.Lit[:0]
	for _, l := range s.Board.Marks.Lit {
		if !(l.Kind == LitTarget && l.Note == pickedNote) {
			lit = append(lit, l)
		}
	}
	s.Board.Marks.Lit = lit
	if !s.picked.IsNone() {
		s.Board.Marks.Lit = append(s.Board.Marks.Lit, LitHex{Hex: s.picked, Kind: LitTarget, Note: pickedNote})
	}
}

// pickedNote is the note written in the picked hex.
const pickedNote = "?"

// visibleActs are the lines in view and, for each action among them, its
// number key (1–9; 0 for none).
func (s *Screen) visibleActs() (lines []actLine, keys []int) {
	from := min(s.actScroll, max(len(s.actLines)-1, 0))
	to := min(from+s.actFit(), len(s.actLines))
	if from >= to {
		return nil, nil
	}
	lines = s.actLines[from:to]
	n := 0
	for _, l := range lines {
		k := 0
		if l.choice >= 0 && n < 9 {
			n++
			k = n
		}
		keys = append(keys, k)
	}
	return lines, keys
}

// actFit is how many lines of the list are shown: actRows, fewer when
// the panel was last drawn too short for them.
func (s *Screen) actFit() int {
	if s.actRoom > 0 {
		return min(actRows, s.actRoom)
	}
	return actRows
}

// ScrollActions moves the action list by n lines (PgDn: +, PgUp: −).
func (s *Screen) ScrollActions(n int) {
	s.actScroll = max(0, min(s.actScroll+n, len(s.actLines)-s.actFit()))
}

// TakeAction plays the action of the k-th numbered line in view (1–9).
// It reports whether there was one.
func (s *Screen) TakeAction(k int) bool {
	lines, keys := s.visibleActs()
	for i, l := range lines {
		if keys[i] == k {
			s.takeChoice(l.choice)
			return true
		}
	}
	return false
}

// takeChoice plays choice i through the model and shows the result. A
// fire or an attack is weighed first (the table's column, the modifiers,
// the chances, as the planner shows them) and played only when taken
// again (or with Enter).
func (s *Screen) takeChoice(i int) {
	if s.Play == nil || i < 0 || i >= len(s.choices) {
		return
	}
	c := s.choices[i]
	weighed := len(s.plans) == 1 && s.plans[0].Action == c.Action
	s.dropPlans()
	if p, ok := s.Play.Weigh(c.Action); ok && !weighed {
		s.showPlans([]tstate.Planned{p})
		s.Order = "Weighed before the die: " + c.Words + ". The same key or click again, or Enter, carries it out; Esc drops it."
		return
	}
	if err := s.Play.Choose(c.Action); err != nil {
		s.Order = c.Words + ": " + err.Error()
		return
	}
	s.Order = s.Play.Info
}

// clickAction takes the action line under screen point p, if any.
func (s *Screen) clickAction(p uistate.Point) bool {
	for _, h := range s.actHits {
		if h.r.Contains(p) {
			s.takeChoice(h.choice)
			return true
		}
	}
	return false
}

// actHit is where an action line was last drawn.
type actHit struct {
	r      uistate.Rect
	choice int
}

// MoveGroupTo moves the selected units into hex h or as near it as each
// may get (tstate's GroupMove: one engine move each), naming those that
// could not move. It returns how many moved.
func (s *Screen) MoveGroupTo(h hexmap.Hex) int {
	if s.Play == nil || h.IsNone() {
		return 0
	}
	s.dropPlans()
	ids := s.SelectedIDs()
	if len(ids) == 0 {
		s.Order = "Group move: select the men first (Shift+click, Shift+drag, A)."
		return 0
	}
	moved, _ := s.Play.GroupMove(ids, h)
	s.Order = s.Play.Info
	return len(moved)
}

// groupClick moves the selection to the hex under p when a click there
// means it: two or more selected, a movement phase of the person's, and
// none of the side to act in the hex (a click on them selects them).
func (s *Screen) groupClick(p uistate.Point) bool {
	if s.Play == nil || !s.Play.MyTurn() || s.selectedCount() < 2 {
		return false
	}
	if ph := s.Play.Prompt().Key; ph != "british-move" && ph != "zulu-move" {
		return false
	}
	h, ok := s.Board.Cam.HexAt(p)
	if !ok || !s.Board.Map.Grid.Contains(h) {
		return false
	}
	for i := range s.Counters {
		if c := &s.Counters[i]; c.Side == s.selSide() && !c.InBox && c.Hex == h {
			return false
		}
	}
	s.MoveGroupTo(h)
	return true
}

// drawActions draws the action list from y in the panel and returns where
// it ends.
func (s *Screen) drawActions(dst *ebiten.Image, l Layout, x, y, w float64) float64 {
	k := l.K
	s.actHits = s.actHits[:0]
	if len(s.actLines) == 0 {
		return y
	}
	hf := paint.Face(assets.Bold, 15*k)
	body := paint.Face(assets.Regular, 12*k)
	kf := paint.Face(assets.Bold, 11*k)
	small := paint.Face(assets.Regular, 11*k)
	lh := paint.LineHeight(body) + 2*k
	// Room for the lines, leaving the log a few.
	s.actRoom = max(3, int((l.Panel.Y+l.Panel.H-y-paint.LineHeight(hf)-160*k)/lh))
	if len(s.plans) > 0 {
		s.actRoom = 4 // the planned odds need the room
	}
	s.texts.Text(dst, "Actions", hf, x, y, paint.AlignLeft, paint.ColGold)
	more := ""
	if len(s.actLines) > s.actFit() {
		more = s.entriesShown()
	}
	s.texts.Text(dst, more, small, x+w, y+2*k, paint.AlignRight, paint.ColDim)
	y += paint.LineHeight(hf)
	lines, keys := s.visibleActs()
	for _, ln := range lines {
		if ln.choice < 0 {
			t, f := headingText(ln.text, w, k)
			s.texts.Text(dst, t, f, x, y+2*k, paint.AlignLeft, paint.ColDim)
			y += lh
			continue
		}
		r := uistate.Rect{X: x, Y: y, W: w, H: lh}
		own := strings.HasPrefix(s.headingOf(ln.choice), "Selected")
		if own {
			s.sh.rect(r, fade(colSelect, 40))
		}
		s.sh.rect(uistate.Rect{X: x, Y: y + 1*k, W: 18 * k, H: lh - 2*k}, colActKey)
		s.actHits = append(s.actHits, actHit{r, ln.choice})
		y += lh
	}
	s.sh.flush(dst)
	y -= lh * float64(len(lines))
	for i, ln := range lines {
		if ln.choice >= 0 {
			if keys[i] > 0 {
				s.texts.Text(dst, fmt.Sprint(keys[i]), kf, x+9*k, y+2*k, paint.AlignCenter, paint.ColPanel)
			}
			t, f := actLineText(ln.text, w-26*k, k)
			s.texts.Text(dst, t, f, x+24*k, y+1*k+(paint.LineHeight(body)-paint.LineHeight(f))/2, paint.AlignLeft, paint.ColText)
		}
		y += lh
	}
	return y + 8*k
}

// actLineText fits the text of an action line into w pixels (UI scale
// k): in the list's type, else a size or two smaller (the row keeps its
// height), else cut with "…".
func actLineText(text string, w, k float64) (string, *paint.Font) {
	f := paint.Face(assets.Regular, 12*k)
	for _, px := range []float64{11, 10} {
		if paint.TextWidth(f, text) <= w {
			break
		}
		f = paint.Face(assets.Regular, px*k)
	}
	return paint.Ellipsize(f, text, w), f
}

// headingText fits a heading of the action list into w pixels (UI scale
// k), as fitBarText does in 11 px type, then 10.
func headingText(text string, w, k float64) (string, *paint.Font) {
	return fitBarText(text, w, paint.Face(assets.Regular, 11*k), paint.Face(assets.Regular, 10*k))
}

// headingOf is the heading over choice i.
func (s *Screen) headingOf(i int) string {
	h := ""
	for _, l := range s.actLines {
		if l.choice < 0 {
			h = l.text
		}
		if l.choice == i {
			return h
		}
	}
	return h
}

// phaseWords are the tactical game's phases (its prompt's keys) as a
// player reads them.
var phaseWords = map[string]string{"british-move": "British movement", "zulu-move": "Zulu movement", "burning": "fires",
	"british-fire": "British fire", "zulu-fire": "Zulu fire", "melee": "melee", "over": "the game is over"}

// PhaseWords is the prompt's key key in a player's words: a phase by its
// name, a pending question with its dashes as spaces.
func PhaseWords(key string) string {
	if w, ok := phaseWords[key]; ok {
		return w
	}
	return strings.ReplaceAll(key, "-", " ")
}

// entriesShown says which of the list's entries are in view, counting
// only the actions a player reads as entries (not the headings and notes
// between them): "entries 1–9 of 16 · PgUp/PgDn"; "" when none is.
func (s *Screen) entriesShown() string {
	from := min(s.actScroll, max(len(s.actLines)-1, 0))
	to := min(from+s.actFit(), len(s.actLines))
	first, last, total := 0, 0, 0
	for i, l := range s.actLines {
		if l.choice < 0 {
			continue
		}
		total++
		if i >= from && i < to {
			if first == 0 {
				first = total
			}
			last = total
		}
	}
	if first == 0 {
		return uistate.Plural(total, "entry", "entries") + " · PgUp/PgDn"
	}
	return fmt.Sprintf("entries %d–%d of %d · PgUp/PgDn", first, last, total)
}
