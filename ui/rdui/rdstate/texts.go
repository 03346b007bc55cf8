package rdstate

import (
	"fmt"
	"strings"

	"zulu1879/ramparts"
	rampartstext "zulu1879/ramparts/textview"
	"zulu1879/ui/uistate"
)

// PhaseTitle names the decision point the game waits at.
func (m *Model) PhaseTitle() string {
	switch m.G.Phase {
	case ramparts.PhaseImpi:
		return "iMpi phase: a chit is drawn"
	case ramparts.PhaseAction:
		return "Action phase · " + uistate.Plural(m.G.ActionsLeft, "Action", "Actions") + " left"
	case ramparts.PhaseVolley:
		return "Volley dice rolled"
	case ramparts.PhaseDraw:
		return "Card draw"
	case ramparts.PhaseHero:
		return "Hero phase"
	case ramparts.PhaseHousekeeping:
		return "Housekeeping"
	case ramparts.PhaseOver:
		return "The battle is over"
	}
	return string(m.G.Phase)
}

// Instructions says what the player may do now.
func (m *Model) Instructions() string {
	g := m.G
	switch g.Phase {
	case ramparts.PhaseImpi:
		return "A chit has come out of the iMpi cup. A Hero on the Tableau may react before it takes effect."
	case ramparts.PhaseAction:
		if g.ActionsLeft > 0 {
			return "Spend your Action: put forth a Hero, fire a volley, form the Reserve, build, fight a fire or hand out ammunition. Free actions and abilities cost nothing."
		}
		return "Your Action is spent. Free volleys, events and abilities may still be used; then end the phase."
	case ramparts.PhaseVolley:
		return "The volley dice are on the table. An ability may still change a die; otherwise accept them."
	case ramparts.PhaseDraw:
		return "You have drawn your card. An ability may draw more; otherwise go on."
	case ramparts.PhaseHero:
		return "You may put forth one Hero from your hand for free."
	case ramparts.PhaseHousekeeping:
		return fmt.Sprintf("Too many cards: discard down to %d.", ramparts.HandLimit)
	case ramparts.PhaseOver:
		return "The fighting has stopped."
	}
	return ""
}

// Chit names the iMpi chit drawn this turn, or "".
func (m *Model) Chit() string { return rampartstext.ChitDrawn(m.G) }

// CupCount is the number of chits left in the iMpi cup.
func (m *Model) CupCount() int {
	n := 0
	for _, c := range m.G.Chits {
		if c.Where == ramparts.InCup {
			n++
		}
	}
	return n
}

// Status lists the short facts of the top bar: day or night, ammunition,
// draw pile and the VP so far.
func (m *Model) Status() []string {
	g := m.G
	var out []string
	if g.Night {
		out = append(out, "Night")
	} else {
		out = append(out, "Day")
	}
	if g.AmmoLow {
		out = append(out, "Ammunition/Water LOW")
	} else {
		out = append(out, "Ammunition handed out")
	}
	if g.NoVolleys {
		out = append(out, "No volleys this turn")
	}
	out = append(out, fmt.Sprintf("Draw pile %d", len(g.DrawPile)))
	out = append(out, fmt.Sprintf("%d VP so far", g.Result().VP))
	return out
}

// CardView is what a card shows: name, kind, volley dice and text.
type CardView struct {
	ID     int
	Name   string
	Kind   string // "Hero · Lieutenant · VC"
	Volley string // "close 1 · medium 2 · long 3", or ""
	Text   string
	Hero   bool
	Event  bool
}

// Card describes card id for the screen.
func Card(id int) CardView {
	c := ramparts.Card(id)
	if c == nil {
		return CardView{ID: id, Name: fmt.Sprintf("card #%02d", id), Text: "This card is not in the data."}
	}
	v := CardView{ID: id, Name: c.Name, Text: c.Text, Hero: c.IsHero(), Event: c.Type == "event"}
	kind := []string{titleCase(c.Type)}
	if c.Rank != "" {
		kind = append(kind, titleCase(c.Rank))
	}
	if c.Medal != "" {
		kind = append(kind, strings.ToUpper(c.Medal))
	}
	if c.Optional {
		kind = append(kind, "optional")
	}
	v.Kind = strings.Join(kind, " · ")
	var vol []string
	for _, r := range []struct {
		n    int
		name string
	}{{c.Volley.Close, "close"}, {c.Volley.Medium, "med"}, {c.Volley.Long, "long"}, {c.Volley.Far, "far"}} {
		if r.n > 0 {
			vol = append(vol, fmt.Sprintf("%s %d", r.name, r.n))
		}
	}
	if len(vol) > 0 {
		v.Volley = "Dice: " + strings.Join(vol, " · ")
	}
	return v
}

func titleCase(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// DiceLine is one roll of what just happened: its purpose and dice.
type DiceLine struct {
	Text string
	Dice []int
}

// IsDraw reports whether a logged roll is a random pick (a chit from the
// cup, a shuffle, a set-up choice) rather than six-sided dice.
func IsDraw(e ramparts.Event) bool {
	t := strings.ToLower(e.Text)
	return strings.Contains(t, "draw") || strings.Contains(t, "choose") || strings.HasPrefix(t, "set-up") || strings.Contains(t, "shuffle") || e.Rule == "3.0"
}

// RecentDice lists the dice rolled since the player's last action, newest
// last, at most n lines; random picks (chits, shuffles) are left to the log.
func (m *Model) RecentDice(n int) []DiceLine {
	var out []DiceLine
	log := m.G.Log
	start := min(max(m.Mark, 0), len(log))
	for i := start; i < len(log); i++ {
		e := log[i]
		if len(e.Dice) == 0 || IsDraw(e) {
			continue
		}
		if k := len(out) - 1; k >= 0 && i > start && log[i-1].Text == e.Text && len(log[i-1].Dice) > 0 {
			out[k].Dice = append(out[k].Dice, e.Dice...)
			continue
		}
		out = append(out, DiceLine{Text: e.Text, Dice: append([]int(nil), e.Dice...)})
	}
	if len(out) > n {
		out = out[len(out)-n:]
	}
	return out
}

// LogLine is one line of the event log.
type LogLine struct {
	Text string
	New  bool // since the player's last action
	Dice bool
}

// LogLines are the last n lines of the log, oldest first.
func (m *Model) LogLines(n int) []LogLine {
	log := m.G.Log
	from := max(0, len(log)-n*3)
	var out []LogLine
	for i := from; i < len(log); i++ {
		e := log[i]
		s := fmt.Sprintf("T%d  %s", e.Turn, e.Text)
		if e.Secret {
			// A shuffle's dice would tell the order of the pile: one line,
			// no dice.
			if i > from && log[i-1].Secret && log[i-1].Text == e.Text && len(out) > 0 {
				continue
			}
			out = append(out, LogLine{Text: s, New: i >= m.Mark})
			continue
		}
		if len(e.Dice) > 0 {
			if i > from && log[i-1].Text == e.Text && len(log[i-1].Dice) > 0 && len(out) > 0 {
				out[len(out)-1].Text += fmt.Sprintf(" %d", e.Dice[0])
				continue
			}
			d := make([]string, len(e.Dice))
			for k, v := range e.Dice {
				d[k] = fmt.Sprint(v)
			}
			s += "  [" + strings.Join(d, " ") + "]"
		}
		out = append(out, LogLine{Text: s, New: i >= m.Mark, Dice: len(e.Dice) > 0})
	}
	if len(out) > n {
		out = out[len(out)-n:]
	}
	return out
}

// VolleyView describes the volley waiting in the volley phase.
type VolleyView struct {
	Title  string
	Dice   []int
	Rolled []int
	Note   string
}

// Volley is the pending volley, if any.
func (m *Model) Volley() (VolleyView, bool) {
	p := m.G.Pending
	if p == nil || m.G.Phase != ramparts.PhaseVolley {
		return VolleyView{}, false
	}
	target := "?"
	if p.Target >= 0 && p.Target < len(m.G.IButhos) {
		target = m.G.IButhos[p.Target].ID
	}
	return VolleyView{Title: fmt.Sprintf("%s at %s", Card(p.Card).Name, target), Dice: p.Dice, Rolled: p.Rolled, Note: p.Note}, true
}

// DieMeaning says what a volley die does: 1-4 miss, 5 retreat, 6 hit.
func DieMeaning(v int) string {
	switch {
	case v >= 6:
		return "hit"
	case v == 5:
		return "retreat"
	}
	return "miss"
}

// Barricade describes the barricade work now.
func (m *Model) Barricade() string {
	g := m.G
	if g.VictoryBox <= -2 {
		return "All barricades built"
	}
	s := fmt.Sprintf("Barricade to box %s: %d/3", BoxLabel(g.VictoryBox-1), g.BarricadeStep)
	if g.BarricadeHero != 0 {
		s += " · " + Card(g.BarricadeHero).Name
	}
	return s
}

// BoxLabel writes a box number with a true minus sign.
func BoxLabel(box int) string {
	if box < 0 {
		return fmt.Sprintf("−%d", -box)
	}
	return fmt.Sprint(box)
}

// Defenders lists the Heroic Defense markers guarding a box ("hospital",
// "storehouse" or "outer"): short name and the roll that stops an iButho.
func (m *Model) Defenders(box string) []string {
	var out []string
	for _, id := range m.G.Defending {
		if c := ramparts.Card(id); c != nil && c.Defense != nil && c.Defense.Box == box {
			out = append(out, fmt.Sprintf("%s %d–6", ShortName(c.Name), c.Defense.Min))
		}
	}
	return out
}

// ShortName drops a title and first names: "Commissary James Dalton" →
// "Dalton"; a name in quotes or a Group stays whole.
func ShortName(name string) string {
	if strings.HasPrefix(name, "\"") {
		return name
	}
	f := strings.Fields(name)
	if len(f) <= 1 {
		return name
	}
	return f[len(f)-1]
}

// Standee is the label of an iButho: name and current strength.
func Standee(b *ramparts.IButho) string { return fmt.Sprintf("%s %d", b.ID, b.Strength()) }

// OutOfFight lists the routed and wiped-out iButhos.
func (m *Model) OutOfFight() []string {
	var out []string
	for i := range m.G.IButhos {
		b := &m.G.IButhos[i]
		switch {
		case b.Eliminated:
			out = append(out, b.ID+" wiped out")
		case b.Routed:
			out = append(out, b.ID+" routed")
		}
	}
	return out
}

// Committed describes the Reserve Platoon and the banners on the map.
func (m *Model) Committed() []string {
	g := m.G
	var out []string
	if len(g.Reserve) > 0 {
		names := make([]string, len(g.Reserve))
		for i, id := range g.Reserve {
			names[i] = ShortName(Card(id).Name)
		}
		out = append(out, "Reserve Platoon: "+strings.Join(names, " & "))
	}
	if d, err := ramparts.Data(); err == nil {
		for _, b := range g.Banners {
			for _, bd := range d.Banners {
				if bd.ID == b {
					out = append(out, bd.Name+" banner")
				}
			}
		}
	}
	return out
}

// Ending is the result as lines: heading, cause, level and the VP tally.
type Ending struct {
	Heading  string
	Cause    string
	Level    string
	VP       int
	Lines    []ramparts.VPLine
	Epilogue string
}

// EndingView is the result of the game for the ending overlay.
func (m *Model) EndingView() Ending {
	r := m.G.Result()
	return Ending{
		Heading:  fmt.Sprintf("%s — %d VP", r.LevelName, r.VP),
		Cause:    fmt.Sprintf("The defence ended after %s: %s (%s).", uistate.Plural(r.Turns, "turn", "turns"), r.Cause, r.Detail),
		Level:    fmt.Sprintf("For the Zulus: %s.", r.ZuluView),
		VP:       r.VP,
		Lines:    r.Breakdown,
		Epilogue: r.Epilogue,
	}
}

// Help is the text of the help overlay, one paragraph a line.
var Help = []string{
	"You hold the mission station with your cards; the game moves the four Zulu iButhos down their tracks with chits drawn from the iMpi cup.",
	"Tracks: each iButho starts in box 5 and advances toward box 1 at the wall, then through the Outer Perimeter (0), the Inner Barricade (−1) and the Final Redoubt (−2). The Left Horn and the Loins share the north 0 box, the Chest and the Right Horn the south one.",
	"The standee shows the iButho's name and strength; each small square is a Hit marker still with it, a hollow square one already lost.",
	"The Zulu Victory marker (edged in red) sits on the box where an iButho entering wins the battle for the Zulus. Finished barricades move it back one box.",
	"The Hospital and the Storehouse are box 1 of the Left Horn and the Right Horn; flames mean the building burns. Shields are Heroic Defense markers: an iButho entering that box is stopped on the roll shown.",
	"Each turn: a chit is drawn (iMpi phase), you spend your Action and any free actions, you draw a card, you may put forth one Hero, then you discard down to five cards.",
	"Volley dice: 1–4 miss, 5 pushes the iButho back one box, 6 is a hit (a 4 also pushes back when it is in or falls back into a burning building).",
	"Every choice you have is a button on the right, saying what it will do. Enter passes or goes on; 1–9 press the numbered buttons. Hover a button to see the card and the target it involves; hover a card to read all of it.",
	"H, ? or F1 toggles this help, D the discard pile; Esc closes an overlay; at the end, B puts the result away to look at the board. The mouse wheel scrolls the list of actions when it is long.",
}

// HelpUndo is the help's paragraph on undo, in a game that has it.
const HelpUndo = "U or Ctrl+Z (the Undo button): take back your last action, until a card is drawn or a die rolled (the next card of the pile is never shown and a roll is never taken back)."

// HelpHosted is the help's last paragraph in the game window.
const HelpHosted = "Esc (with nothing to close) or Ctrl+M: the menu, where the game waits. Ctrl+S saves (in a campaign both battles, in one file), Ctrl+O loads a save, Ctrl+Q quits."

// VictoryLabel is the words on the Zulu Victory marker of the board, and
// whether they are the result: "ZULU VICTORY" only once an iButho reached
// it and the game is lost; until then the marker is labelled as what it
// is, a place on the track ("Zulu Victory marker").
func VictoryLabel(g *ramparts.Game) (string, bool) {
	if g.Over() && g.Result().Cause == ramparts.CauseDefeat {
		return "ZULU VICTORY", true
	}
	return "Zulu Victory marker", false
}
