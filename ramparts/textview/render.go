// Package textview draws a game of Zulus on the Ramparts! as plain text,
// for the terminal loop (zulu1879 play rorkes-drift): the four tracks and
// the interior boxes of the post, the cards, the iMpi chits, the status,
// the log lines and the ending. It only reads the engine's exported state;
// every rule lives in package ramparts.
package textview

import (
	"fmt"
	"strings"
	"zulu1879/internal/words"

	"zulu1879/ramparts"
)

// cellWidth is the width of one track box on the board; buildingWidth
// that of box 1, where a building may burn ("H FIRE iNdluyengwe 2").
const (
	cellWidth     = 16
	buildingWidth = 22
)

// trackIDs are the data ids of the tracks, in the engine's track order.
var trackIDs = [4]string{"chest", "left_horn", "right_horn", "loins"}

// CardName is "#NN name" for a card id.
func CardName(id int) string {
	if c := ramparts.Card(id); c != nil {
		return fmt.Sprintf("#%02d %s", id, c.Name)
	}
	return fmt.Sprintf("#%02d (unknown card)", id)
}

// zeroUpper reports whether track tr funnels into the upper Outer
// Perimeter box.
func zeroUpper(tr int) bool {
	d, err := ramparts.Data()
	if err != nil {
		return false
	}
	for _, t := range d.Tracks {
		if t.ID == trackIDs[tr] {
			return t.Zero == "upper"
		}
	}
	return false
}

// interiorName names an interior box: 0 upper/lower, -1, -2.
func interiorName(box int, upper bool) string {
	d, err := ramparts.Data()
	if err != nil {
		return fmt.Sprintf("box %d", box)
	}
	for _, ib := range d.Interior {
		if ib.Box == box && (box != 0 || (ib.Zero == "upper") == upper) {
			return ib.Name
		}
	}
	return fmt.Sprintf("box %d", box)
}

// buildingOn returns the building index at box 1 of track tr, or -1.
func buildingOn(tr int) int {
	d, err := ramparts.Data()
	if err != nil {
		return -1
	}
	for _, b := range d.Buildings {
		if b.Track == trackIDs[tr] {
			if b.ID == "storehouse" {
				return ramparts.Storehouse
			}
			return ramparts.Hospital
		}
	}
	return -1
}

// Standee is an iButho as a counter: name, strength and its Hit markers,
// e.g. "uDloko 4 [###.]" (three Hit markers under the standee, one in
// the casualties box).
func Standee(b *ramparts.IButho) string {
	marks := strings.Repeat("#", b.Hits) + strings.Repeat(".", b.Casualty)
	s := fmt.Sprintf("%s %d", b.ID, b.Strength())
	if marks != "" {
		s += " [" + marks + "]"
	}
	switch {
	case b.Eliminated:
		s += " wiped out"
	case b.Routed:
		s += " routed"
	}
	return s
}

// shortStandee fits a standee in a board cell: the name and strength.
func shortStandee(b *ramparts.IButho) string {
	return fmt.Sprintf("%s %d", b.ID, b.Strength())
}

// defenders lists the Heroes whose Heroic Defense marker guards box ("hospital", "storehouse", "outer").
func defenders(g *ramparts.Game, box string) []string {
	var out []string
	for _, id := range g.Defending {
		if c := ramparts.Card(id); c != nil && c.Defense != nil && c.Defense.Box == box {
			out = append(out, fmt.Sprintf("#%02d %s (%d-6)", id, c.Name, c.Defense.Min))
		}
	}
	return out
}

func pad(s string, w int) string {
	if len(s) > w-1 {
		s = s[:w-1]
	}
	return s + strings.Repeat(" ", w-len(s))
}

// Board draws the four tracks from box 5 (far) to box 1 (at the wall), the
// buildings with their fire, the interior boxes with the Zulu Victory
// marker and the barricade, and the Heroic Defense markers.
func Board(g *ramparts.Game) string {
	var b strings.Builder
	at := map[[2]int]*ramparts.IButho{}
	var inside []*ramparts.IButho
	var off []*ramparts.IButho
	for i := range g.IButhos {
		ib := &g.IButhos[i]
		switch {
		case !ib.Active():
			off = append(off, ib)
		case ib.Box >= 1:
			at[[2]int{ib.Track, ib.Box}] = ib
		default:
			inside = append(inside, ib)
		}
	}
	b.WriteString(pad("", 12))
	for box := 5; box >= 1; box-- {
		w := cellWidth
		if box == 1 {
			w = buildingWidth
		}
		b.WriteString(pad(fmt.Sprintf("box %d", box), w))
	}
	b.WriteString("into\n")
	for _, tr := range ramparts.TrackRows() { // top to bottom as on the window's map
		b.WriteString(pad(ramparts.TrackName(tr), 12))
		for box := 5; box >= 1; box-- {
			cell := "."
			if ib := at[[2]int{tr, box}]; ib != nil {
				cell = shortStandee(ib)
			}
			w := cellWidth
			if box == 1 {
				w = buildingWidth
				if bi := buildingOn(tr); bi >= 0 {
					tag := "H"
					if bi == ramparts.Storehouse {
						tag = "S"
					}
					// A burning building says so before the iButho in it.
					if g.Burning[bi] {
						cell = tag + " FIRE " + strings.TrimPrefix(cell, ".")
					} else {
						cell = tag + ": " + cell
					}
				}
			}
			b.WriteString(pad(strings.TrimRight(cell, " "), w))
		}
		side := "south"
		if zeroUpper(tr) {
			side = "north"
		}
		fmt.Fprintf(&b, "0 %s\n", side)
	}
	b.WriteString("H: Hospital, S: Storehouse, FIRE: the building burns.\n")
	for _, bi := range []int{ramparts.Hospital, ramparts.Storehouse} {
		st := "standing"
		if g.Burning[bi] {
			st = "ON FIRE"
		}
		fmt.Fprintf(&b, "  %-10s %s", ramparts.BuildingName(bi), st)
		if d := defenders(g, strings.ToLower(ramparts.BuildingName(bi))); len(d) > 0 {
			fmt.Fprintf(&b, "; Heroic Defense: %s", strings.Join(d, ", "))
		}
		b.WriteString("\n")
	}
	b.WriteString("Inside the post:\n")
	type ibox struct {
		box   int
		upper bool
	}
	for _, x := range []ibox{{0, true}, {0, false}, {-1, false}, {-2, false}} {
		who := "-"
		for _, ib := range inside {
			if ib.Box == x.box && (x.box != 0 || zeroUpper(ib.Track) == x.upper) {
				who = Standee(ib)
			}
		}
		mark := ""
		if x.box == g.VictoryBox {
			mark = "  <== Zulu Victory marker"
		}
		fmt.Fprintf(&b, "  %2d %-26s %s%s\n", x.box, interiorName(x.box, x.upper), who, mark)
	}
	if d := defenders(g, "outer"); len(d) > 0 {
		fmt.Fprintf(&b, "  Heroic Defense of the Outer Perimeter: %s\n", strings.Join(d, ", "))
	}
	b.WriteString("  " + Barricade(g) + "\n")
	for _, ib := range off {
		fmt.Fprintf(&b, "  Out of the fight: %s\n", Standee(ib))
	}
	return b.String()
}

// Barricade says how far the next barricade has come and who builds it.
func Barricade(g *ramparts.Game) string {
	if g.VictoryBox <= -2 {
		return "Barricades: all built; the Zulu Victory marker is at the Final Redoubt."
	}
	s := fmt.Sprintf("Barricade toward box %d: %d/3 built", g.VictoryBox-1, g.BarricadeStep)
	if g.BarricadeHero != 0 {
		s += " by " + CardName(g.BarricadeHero)
	} else {
		s += ", nobody at work"
	}
	return s + "."
}

// IButhos lists the iButhos with where they are and their Hit markers
// (# under the standee, . in the casualties box).
func IButhos(g *ramparts.Game) string {
	var b strings.Builder
	for i := range g.IButhos {
		ib := &g.IButhos[i]
		where := ""
		switch {
		case ib.Eliminated:
			where = "wiped out"
		case ib.Routed:
			where = "routed off the map"
		case ib.Box >= 1:
			where = fmt.Sprintf("%s box %d", ramparts.TrackName(ib.Track), ib.Box)
		default:
			where = fmt.Sprintf("inside, box %d (%s)", ib.Box, interiorName(ib.Box, zeroUpper(ib.Track)))
		}
		fmt.Fprintf(&b, "  %-12s strength %d of printed %d: %s left, %d lost; %s\n",
			ib.ID, ib.Strength(), ib.Printed, words.Count(ib.Hits, "Hit marker", "Hit markers"), ib.Casualty, where)
	}
	return b.String()
}

func cardList(ids []int) string {
	if len(ids) == 0 {
		return "none"
	}
	p := make([]string, len(ids))
	for i, id := range ids {
		p[i] = CardName(id)
	}
	return strings.Join(p, ", ")
}

// Cards lists the hand, the Tableau, the committed Heroes, the discard
// pile and the draw pile's size.
func Cards(g *ramparts.Game) string {
	var b strings.Builder
	fmt.Fprintf(&b, "Hand (%d):\n", len(g.Hand))
	for _, id := range g.Hand {
		fmt.Fprintf(&b, "  %s\n", cardLine(id))
	}
	fmt.Fprintf(&b, "Tableau, Heroes available (%d):\n", len(g.Tableau))
	for _, id := range g.Tableau {
		fmt.Fprintf(&b, "  %s\n", cardLine(id))
	}
	if len(g.Reserve) > 0 {
		fmt.Fprintf(&b, "Reserve Platoon: %s\n", cardList(g.Reserve))
	}
	if g.BarricadeHero != 0 {
		fmt.Fprintf(&b, "At the barricade: %s\n", CardName(g.BarricadeHero))
	}
	fmt.Fprintf(&b, "Discards (%d): %s\n", len(g.Discards), cardList(g.Discards))
	if len(g.OutCards) > 0 {
		fmt.Fprintf(&b, "Out of play: %s\n", cardList(g.OutCards))
	}
	fmt.Fprintf(&b, "Draw pile: %s\n", words.Count(len(g.DrawPile), "card", "cards"))
	return b.String()
}

// cardLine is a card with its kind and volley dice.
func cardLine(id int) string {
	c := ramparts.Card(id)
	if c == nil {
		return CardName(id)
	}
	kind := c.Type
	if c.Medal != "" {
		kind += ", " + strings.ToUpper(c.Medal)
	}
	s := fmt.Sprintf("%s (%s)", CardName(id), kind)
	if v := c.Volley; v.Any() {
		s += fmt.Sprintf(" volley dice close/medium/long/far %d/%d/%d/%d", v.Close, v.Medium, v.Long, v.Far)
	}
	return s
}

// CardText is the whole text of a card.
func CardText(id int) (string, error) {
	c := ramparts.Card(id)
	if c == nil {
		return "", fmt.Errorf("there is no card #%02d", id)
	}
	return cardLine(id) + "\n  " + c.Text + "\n", nil
}

// ChitDrawn names the iMpi chit drawn in the iMpi phase of the current
// turn (Schiess's replacement when he made one), or "": not a chit drawn
// under it by Rifles Overheat. In the final assault (12.4.2) it lists every
// chit drawn.
func ChitDrawn(g *ramparts.Game) string {
	const mark = "iMpi chit drawn: "
	var assault []string
	for i := len(g.Log) - 1; i >= 0 && g.Log[i].Turn == g.Turn; i-- {
		e := &g.Log[i]
		if !strings.HasPrefix(e.Text, mark) {
			continue
		}
		switch e.Rule {
		case "4.0", "6.1":
			return strings.TrimPrefix(e.Text, mark)
		case "12.4.2":
			assault = append([]string{strings.TrimPrefix(e.Text, mark)}, assault...)
		}
	}
	return strings.Join(assault, ", ")
}

// Chits says which chit was drawn this turn and what is in the cup.
func Chits(g *ramparts.Game) string {
	var cup, gone []string
	for _, c := range g.Chits {
		switch c.Where {
		case ramparts.InCup:
			cup = append(cup, c.Type)
		case ramparts.Discarded, ramparts.Removed:
			gone = append(gone, c.Type)
		}
	}
	drawn := ChitDrawn(g)
	if drawn == "" {
		drawn = "none yet"
	}
	return fmt.Sprintf("Chit drawn this turn: %s\niMpi cup (%d): %s\nDiscarded or removed (%d): %s\n",
		drawn, len(cup), strings.Join(cup, " "), len(gone), strings.Join(gone, " "))
}

// phaseWords names the decision point.
var phaseWords = map[ramparts.Phase]string{
	ramparts.PhaseImpi:         "iMpi phase (a chit is drawn)",
	ramparts.PhaseAction:       "Action phase",
	ramparts.PhaseVolley:       "volley dice rolled",
	ramparts.PhaseAblaze:       "one fire goes out: choose which (douse>hospital or douse>storehouse)",
	ramparts.PhaseDraw:         "Card Draw phase",
	ramparts.PhaseHero:         "Hero phase",
	ramparts.PhaseHousekeeping: "Housekeeping (discard to the hand limit)",
	ramparts.PhaseOver:         "game over",
}

// Status is the one-line summary: turn, phase, Actions left, day or
// night, ammunition, VP so far.
func Status(g *ramparts.Game) string {
	var b strings.Builder
	r := g.Result()
	fmt.Fprintf(&b, "Turn %d | %s", g.Turn, phaseWords[g.Phase])
	if g.Phase == ramparts.PhaseAction {
		fmt.Fprintf(&b, ", %s left", words.Count(g.ActionsLeft, "Action", "Actions"))
	}
	if g.Night {
		b.WriteString(" | night")
	} else {
		b.WriteString(" | day")
	}
	if g.AmmoLow {
		b.WriteString(" | Ammunition/Water Low")
	}
	if g.NoVolleys {
		b.WriteString(" | no volleys this turn")
	}
	fmt.Fprintf(&b, " | hand %d, draw pile %d | %d VP so far", len(g.Hand), len(g.DrawPile), r.VP)
	if d := ChitDrawn(g); d != "" && !g.Over() {
		fmt.Fprintf(&b, " | chit: %s", d)
	}
	b.WriteString("\n")
	if p := g.Pending; p != nil && g.Phase == ramparts.PhaseVolley {
		target := "?"
		if p.Target >= 0 && p.Target < len(g.IButhos) {
			target = g.IButhos[p.Target].ID
		}
		fmt.Fprintf(&b, "Volley of %s at %s: dice %v (1-4 miss, 5 retreat, 6 hit; a 4 retreats too in a burning building)", CardName(p.Card), target, p.Dice)
		if p.Note != "" {
			b.WriteString(" — " + p.Note)
		}
		b.WriteString("\n")
	}
	return b.String()
}

// FormatEvents formats log events one per line; a run of rolls for the
// same purpose is shown as one line with all its dice, and a shuffle as one
// line without them (they would tell the order of the pile).
func FormatEvents(events []ramparts.Event) []string {
	var out []string
	for i := 0; i < len(events); i++ {
		e := events[i]
		if e.Secret {
			// A shuffle: one line, without the dice that would give away
			// the order of the pile.
			for i+1 < len(events) && events[i+1].Secret && events[i+1].Text == e.Text {
				i++
			}
			e.Dice = nil
			out = append(out, FormatEvent(e))
			continue
		}
		if len(e.Dice) > 0 {
			e.Dice = append([]int(nil), e.Dice...)
			for i+1 < len(events) {
				n := events[i+1]
				if n.Turn != e.Turn || n.Phase != e.Phase || n.Rule != e.Rule || n.Text != e.Text || len(n.Dice) == 0 {
					break
				}
				e.Dice = append(e.Dice, n.Dice...)
				i++
			}
		}
		out = append(out, FormatEvent(e))
	}
	return out
}

// FormatEvent is one log event: turn, phase, text, rule and dice.
func FormatEvent(e ramparts.Event) string {
	s := fmt.Sprintf("T%d %s: %s", e.Turn, e.Phase, e.Text)
	if e.Phase == "" {
		s = fmt.Sprintf("T%d: %s", e.Turn, e.Text)
	}
	return s + words.EventTags(e.Rule, e.PlayerDice())
}

// VP is the Victory Point tally now, line by line.
func VP(g *ramparts.Game) string {
	var b strings.Builder
	r := g.Result()
	for _, l := range r.Breakdown {
		fmt.Fprintf(&b, "  %+4d  %s\n", l.VP, l.Label)
	}
	fmt.Fprintf(&b, "  ----\n  %4d  VP: %s (for the Zulus: %s)\n", r.VP, r.LevelName, r.ZuluView)
	return b.String()
}

// Ending reports the end of the game: how it ended, the VP tally, the
// victory level and its epilogue.
func Ending(g *ramparts.Game) string {
	r := g.Result()
	if !r.Over {
		return fmt.Sprintf("The game is not over: turn %d, %s.\n", g.Turn, phaseWords[g.Phase])
	}
	var b strings.Builder
	fmt.Fprintf(&b, "=== The defence of Rorke's Drift is over after %d turns: %s (%s). ===\n", r.Turns, r.Cause, r.Detail)
	b.WriteString(VP(g))
	fmt.Fprintf(&b, "Victory level: %s.\n\n%s\n", r.LevelName, Wrap(r.Epilogue, 76))
	return b.String()
}

// Wrap breaks text into lines of at most width characters.
func Wrap(text string, width int) string {
	var b strings.Builder
	n := 0
	for _, w := range strings.Fields(text) {
		if n > 0 && n+1+len(w) > width {
			b.WriteString("\n")
			n = 0
		}
		if n > 0 {
			b.WriteString(" ")
			n++
		}
		b.WriteString(w)
		n += len(w)
	}
	return b.String()
}
