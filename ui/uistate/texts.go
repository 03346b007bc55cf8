package uistate

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"zulu1879/hexmap"
	"zulu1879/isandlwana"
	"zulu1879/units"
)

// TerrainName names the ground of hex h for players.
func TerrainName(g *isandlwana.State, h hexmap.Hex) string {
	switch g.Map().TerrainAt(h) {
	case hexmap.Clear:
		return "open ground"
	case hexmap.Tents:
		return "camp tents"
	case hexmap.Wagons:
		return "wagon park"
	case hexmap.Broken:
		return "broken ground"
	case hexmap.Donga:
		return "donga"
	case hexmap.Ledge:
		return "the Ledge"
	case hexmap.Heights:
		return "heights (cliffs)"
	}
	return g.Map().TerrainAt(h).String()
}

// HexInfo is the tooltip of hex h: id, place, terrain with MP and defence,
// markers and what stands there.
func (m *Model) HexInfo(h hexmap.Hex) []string {
	g := m.Game()
	mp := g.Map()
	if !mp.Contains(h) {
		return nil
	}
	head := h.String()
	if name, ok := g.Scen.Labels[h]; ok {
		head += " — " + name
	}
	info := mp.Info(mp.Index(h))
	var out []string
	out = append(out, head)
	if info.MoveCost == 0 {
		out = append(out, TerrainName(g, h)+": impassable, blocks line of sight")
	} else {
		out = append(out, fmt.Sprintf("%s: %d MP to enter, defence %d", TerrainName(g, h), info.MoveCost, info.Defense))
	}
	if mp.HasRoad(mp.Index(h)) {
		out = append(out, "Road: the wagon moves 2 hexes along it (7.8)")
	}
	if g.Scen.IsOnrush(h) {
		_, west := g.Scen.RecycleGroup(h)
		grp := "east"
		if west {
			grp = "west"
		}
		out = append(out, "Onrush hex ("+grp+" group): Zulus re-enter here, no stacking limit (8.8)")
	}
	if g.Scen.IsEscape(h) {
		out = append(out, "Escape hex: wagon, Colours and a combat unit here win (4.1)")
	}
	if hl, ok := m.hl[h]; ok && hl.Kind == HLDest && hl.Cost > 0 {
		s := fmt.Sprintf("Move here: %d MP", hl.Cost)
		if hl.Note != "" {
			s += " (" + hl.Note + ")"
		}
		out = append(out, s)
	}
	if n := g.ZulusAt(h); n > 0 {
		df, _ := g.ZuluDefense(h)
		out = append(out, fmt.Sprintf("%s, defence %d when fired on", Plural(n, "Zulu unit", "Zulu units"), df))
	}
	for _, i := range g.UnitsAt(h) {
		out = append(out, "  "+m.UnitLabel(i)+" — "+unitState(&g.Units[i]))
	}
	if !g.Wagon.Captured && g.Wagon.Hex == h {
		s := "Ammunition wagon"
		if g.Colours == isandlwana.ColoursRaised {
			s += " with the Queen's Colours"
		}
		out = append(out, s)
	}
	if t, ok := m.WagonTaken(); ok && t.Hex == h {
		out = append(out, t.Lines()...)
	}
	if sp := g.StackSP(h); sp > 0 {
		out = append(out, fmt.Sprintf("Stack: %d of %d SP", sp, units.BritishStackLimit))
	}
	return out
}

func unitState(u *isandlwana.Unit) string {
	var s []string
	switch u.Kind {
	case units.Leader:
		s = append(s, "leader")
	case units.Static:
		s = append(s, "never moves")
	default:
		s = append(s, fmt.Sprintf("movement %d MP", u.MA())) // the allowance, in words (was "MA")
	}
	if u.InSquare {
		s = append(s, "in square")
	}
	if u.Moved {
		s = append(s, "moved")
	}
	if u.FireUsed > 0 {
		s = append(s, fmt.Sprintf("fired %d SP", u.FireUsed))
	}
	return strings.Join(s, ", ")
}

// WhoseMove says who acts now, for the phase bar; once the game is over,
// who won and how.
func (m *Model) WhoseMove() string {
	g := m.Game()
	if g.Over() {
		winner := "The Zulus win"
		if g.Outcome.Winner() == isandlwana.British {
			winner = "The British win"
		}
		return winner + ": " + g.Outcome.String()
	}
	s := g.ToAct()
	who := s.String()
	if s <= isandlwana.Zulu && m.Players[s] != nil {
		who += " (" + m.Players[s].Name + ")"
	}
	return who + " to act"
}

// Instructions tells the player what to do now.
func (m *Model) Instructions() string {
	g := m.Game()
	if g.Over() {
		return "The game is over."
	}
	if m.HandOver != isandlwana.NoSide {
		return fmt.Sprintf("Hand the screen to the %s player.", m.HandOver)
	}
	side := g.ToAct()
	if !m.Human(side) {
		if m.Paused {
			return "The bot is paused. Resume it, or skip to your turn."
		}
		return fmt.Sprintf("The %s bot is playing; its reasons appear in the log.", side)
	}
	if d, ok := g.Decision(); ok {
		return m.Named(d.Prompt()) + ". Click a lit hex or a button."
	}
	switch g.Phase {
	case isandlwana.PhaseSetup:
		// The first screen says what to do; the note of a stack over the
		// limit waits for the player's first click (and comes again in
		// the movement phase, where it can be put right).
		note := ""
		if m.touched {
			note = m.overstackNote()
		}
		var free []string // units with a choice of hex
		for _, a := range m.legal() {
			if a.Kind == isandlwana.ActPlace && len(a.Units) == 1 && !slices.Contains(free, a.Units[0]) {
				free = append(free, a.Units[0])
			}
		}
		if len(free) == 0 {
			return "Set-up: the British start where the rules place them (3.2); press E to confirm and begin." + note
		}
		if 2*len(free) < len(g.Units) {
			return fmt.Sprintf("Set-up: the other units' hexes are fixed (3.2); %s may start in any lit hex: click one, then a lit hex. Press E to confirm and begin.",
				strings.Join(m.unitNames(free), ", ")) + note
		}
		return "Set-up: click a British counter, then a lit hex to place it. Press E to confirm and begin (10.1)." + note
	case isandlwana.PhaseZuluMove:
		if g.Pool[0]+g.Pool[1] > 0 {
			return fmt.Sprintf("Recycled Zulus wait (west %d, east %d): click a lit onrush hex to bring one in (8.8).", g.Pool[0], g.Pool[1])
		}
		return "Zulu movement: click a Zulu hex, then a lit hex (the number is the MP), or Send to fill the lit hexes nearest the British; Shift+drag or Shift+click picks many Zulus to move together. End when done (7.0)."
	case isandlwana.PhaseReaction:
		return "Reaction fire: click a Zulu hex next to your units to plan a fire at it, then Fire (5.4)."
	case isandlwana.PhaseZuluAttack:
		return "Zulu attacks: click a Zulu hex, then a lit British hex next to it to attack (8.3.2)."
	case isandlwana.PhaseBritishOrder:
		return "Choose whether Phase IV is movement (combat follows in V) or combat (movement follows) (5.6)."
	case isandlwana.PhaseBritishMove:
		return "British movement: click a stack, choose units, then a lit hex (number = MP). Wagon: select its hex (7.8)." + m.overstackNote()
	case isandlwana.PhaseBritishCombat:
		return "British fire: click a Zulu hex in range to plan a fire; adjust firers and SP; Fire (8.3.1)."
	}
	return g.PhaseLabel()
}

// TurnBox is one box of the turn record track.
type TurnBox struct {
	Turn    int
	Current bool
	Past    bool
	Note    string
	// Tip says in sentences what the note stands for, for the tooltip
	// of the box; empty when nothing happens that turn.
	Tip []string
}

// TurnTrack is the turn record track with what arrives or changes each turn.
func (m *Model) TurnTrack() []TurnBox {
	g := m.Game()
	var out []TurnBox
	for t := 1; t <= g.Scen.Turns; t++ {
		var notes, tip []string
		for _, b := range g.Scen.British {
			if b.Arrives == t {
				notes = append(notes, b.Name)
				tip = append(tip, b.Name+" arrives at the start of the turn.")
			}
		}
		if g.Scen.ColoursArrive == t {
			notes = append(notes, "Colours")
			tip = append(tip, "The Queen's Colours arrive: raise them by the wagon or send them off (5.9).")
		}
		if t >= units.SnipingBonusTurn && t == units.SnipingBonusTurn {
			notes = append(notes, fmt.Sprintf("snipe +%d", units.SnipingBonus))
			tip = append(tip, fmt.Sprintf("From this turn on, Zulu sniping scores %d more hits (5.7).", units.SnipingBonus))
		}
		if t == g.Scen.Turns {
			notes = append(notes, "ammo short")
			tip = append(tip, "Last turn: ammunition runs short, -1 to the fire of every British unit not in or next to the wagon (8.11).")
		}
		box := TurnBox{Turn: t, Current: t == g.Turn, Past: t < g.Turn, Note: strings.Join(notes, ", ")}
		if len(tip) > 0 {
			box.Tip = append([]string{fmt.Sprintf("Turn %d of %d", t, g.Scen.Turns)}, tip...)
		}
		out = append(out, box)
	}
	return out
}

// Summary describes the end of the game: who won, how, losses and the turn.
func (m *Model) Summary() (title string, lines []string) {
	g := m.Game()
	o := g.Outcome
	switch o.Winner() {
	case isandlwana.British:
		title = "British victory"
	case isandlwana.Zulu:
		title = "Zulu victory"
	default:
		title = "The game goes on"
	}
	lines = append(lines, fmt.Sprintf("How: %s, turn %d of %d.", o, g.Turn, g.Scen.Turns))
	st := g.Stats
	alive, sp := 0, 0
	for i := range g.Units {
		u := &g.Units[i]
		if u.Alive() && u.IsCombat() {
			alive++
			sp += u.Strength
		}
	}
	lines = append(lines,
		fmt.Sprintf("British losses: %s, %s destroyed, %s killed.", Plural(st.BritishStepsLost, "step", "steps"), Plural(st.BritishUnitsLost, "unit", "units"), Plural(st.LeadersLost, "leader", "leaders")),
		fmt.Sprintf("British still standing: %s with %d SP.", Plural(alive, "combat unit", "combat units"), sp),
		fmt.Sprintf("Zulu losses: %s shot down (recycled through the onrush hexes).", Plural(st.ZulusEliminated, "unit", "units")),
		fmt.Sprintf("Zulu attacks: %d, of which %d hit; British fires: %d, of which %d hit.", st.ZuluAttacks, st.ZuluAttacksHit, st.BritishFires, st.BritishFiresHit),
	)
	switch g.Colours {
	case isandlwana.ColoursCaptured:
		lines = append(lines, "The Queen's Colours were captured.")
	case isandlwana.ColoursSentOff:
		lines = append(lines, "The Queen's Colours were sent off the field.")
	case isandlwana.ColoursRaised:
		lines = append(lines, "The Queen's Colours still fly.")
	}
	if g.Wagon.Captured {
		lines = append(lines, "The ammunition wagon was taken.")
	}
	return title, lines
}

// Shortcut is one line of the help overlay (the play screen keeps its
// list with its key bindings, in package ui).
type Shortcut struct{ Keys, What string }

// RuleSection is one entry of the rules summary.
type RuleSection struct{ Num, Title, Text string }

// RulesSummary is the game's rules in brief, in the project's own words,
// numbered like the rulebook's sections.
var RulesSummary = []RuleSection{
	{"1.0", "The battle", "22 January 1879: the British camp under Isandlwana is caught by the main Zulu army. One player commands the British, the other the Zulus; the game lasts six turns."},
	{"2.0", "Pieces", "British counters are companies, detachments, ad hoc groups and leaders; each combat unit's strength equals the hits it can take. Every Zulu counter is one unit of strength 6 that dies to one hit."},
	{"3.0", "Set-up", "The British start in the printed hexes (or, optionally, anywhere in the allowed band, 10.1); 16 Zulus wait in each of the seven onrush hexes."},
	{"4.1", "British escape", "Get the wagon, the Colours and one combat unit together onto a west-edge escape hex: instant British win."},
	{"4.2", "British survival", "Anything British still on the map after turn 6 wins for the British."},
	{"4.3", "Zulu massacre", "No British combat unit or leader left on the map: the Zulus win at once."},
	{"5.2", "Turn", "I Zulu move, II British reaction fire, III Zulu attacks, IV and V British movement and combat in the order the British choose, VI Zulu sniping, VII leader losses."},
	{"5.4", "Reaction", "British units next to Zulus that just moved may fire once with their whole strength."},
	{"5.6", "Move or fire first", "At Phase IV the British decide: move then fire, or fire then move."},
	{"5.7", "Sniping", "A die (plus 3 from turn 3) gives hits spread over British units next to Zulus, one step each."},
	{"5.8", "Leaders", "Each leader next to a Zulu dies on a 1 or 2."},
	{"5.9–5.10", "Arrivals", "Turn 2 brings Lt. A and the Colours; the British may raise the Colours at the wagon or send them away (then no escape win, and a lost wagon costs no fire penalty)."},
	{"6.0", "Stacking", "At most 8 British SP in a hex (leaders, wagon and Colours free); one Zulu per hex except in onrush hexes. Excess units must leave."},
	{"7.0", "Movement", "Zulus have 6 MP, British 4 (2 in square). Enter a hex by paying its cost; heights are closed; never enter an enemy hex."},
	{"7.7", "Squares", "Forming or leaving square costs 2 MP; a square defends better but fires and moves worse."},
	{"7.8", "Wagon", "The wagon moves 2 hexes along the road or 1 hex off it onto open ground; the Colours ride with it."},
	{"8.3", "Fire", "Add the firers' strength with modifiers, subtract the target's defence: that is the hit number. Roll a die: at or under hits; 1 always hits, 6 always misses."},
	{"8.4–8.5", "Range and sight", "British fire reaches 3 hexes (+1 adjacent, −1 at 3) and needs a line of sight not crossing heights. Zulus attack only adjacent hexes."},
	{"8.7", "Advance", "When a British hex is emptied by an attack, one attacker may step into it."},
	{"8.8", "Onrush", "Shot-down Zulus come back through their group's onrush hexes next movement phase. British may not enter onrush hexes."},
	{"8.10–8.12", "Colours and ammunition", "Firing with the Colours helps; losing the Colours or the wagon hurts; on the last turn units away from the wagon run short."},
	{"9.0", "Solitaire", "A bot can play the Zulus by the solitaire procedure (rule9, or the stronger hard bot); British bots (standard, passive) let you play the Zulus. Choose on the start screen."},
}

// overstackNote warns of British hexes over the stacking limit, which the
// player should thin out before the movement phase ends (6.2, 6.3).
func (m *Model) overstackNote() string {
	g := m.Game()
	seen := map[hexmap.Hex]bool{}
	var notes []string
	for i := range g.Units {
		u := &g.Units[i]
		if u.Status != isandlwana.OnMap || seen[u.Hex] {
			continue
		}
		seen[u.Hex] = true
		if sp := g.StackSP(u.Hex); sp > units.BritishStackLimit {
			notes = append(notes, fmt.Sprintf("%s holds %d SP", u.Hex, sp))
		}
	}
	if len(notes) == 0 {
		return ""
	}
	sort.Strings(notes)
	return fmt.Sprintf(" Note: %s, over the %d a hex may hold (6.3). Thin it out in your movement phase (the printed set-up starts 2004 that way, 3.2); if it is still over when the phase ends, one unit must leave (6.2).",
		strings.Join(notes, ", "), units.BritishStackLimit)
}

// unitNames gives the display names of British units by id.
func (m *Model) unitNames(ids []string) []string {
	out := make([]string, len(ids))
	for k, id := range ids {
		out[k] = id
		if u := m.Game().UnitByID(id); u != nil {
			out[k] = u.Name
		}
	}
	return out
}
