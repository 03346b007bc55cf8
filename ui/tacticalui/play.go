package tacticalui

import (
	"fmt"
	"strings"

	"zulu1879/games"
	"zulu1879/hexmap"
	"zulu1879/ui/tacticalui/tstate"
	"zulu1879/ui/uistate"
)

// Playing a whole game on the screen: the model (package tstate) holds the
// recorded game, the seats' players and the bots' pace; the screen reads
// the engine's view after every action, lets the person to act select
// their own side's units, and shows the planner's weighed actions and the
// log in the panel.

// Attach plays the model's game on the screen: the group commands and the
// planner ask it, Enter, E and a click on a lit hex act through it (and so
// through its record).
func (s *Screen) Attach(m *tstate.Model) error {
	s.Play, s.Rules, s.Game = m, m, m
	s.seen = -1
	return s.refresh()
}

// refresh shows the game as it stands: the view, the status line, the
// reach of the one selected unit, the side that may be selected.
func (s *Screen) refresh() error {
	m := s.Play
	s.seen = m.Changed
	side := s.selSide()
	for i := range s.Counters {
		if s.Counters[i].Side != side {
			s.Counters[i].Selected = false
		}
	}
	err := s.SetView(m.View(games.Omniscient))
	if side != s.lastSide {
		s.ClearSelection()
		s.lastSide = side
	}
	s.noteShort = m.Status()
	s.Note = s.noteShort + " · " + m.Who()
	s.updateReach()
	if s.OnChange != nil {
		s.OnChange()
	}
	return err
}

// selSide is the side a click selects: in a game, the side to act (the
// British when the game is over); else the British.
func (s *Screen) selSide() Side {
	if s.Play != nil && !s.Play.Over() && s.Play.ToAct() == 1 {
		return Zulu
	}
	return British
}

// step runs the game for a frame of dt seconds: a bot may act, and the
// screen follows any change.
func (s *Screen) step(dt float64) {
	if s.Play == nil {
		return
	}
	s.Play.Tick(dt)
	if s.Play.Changed != s.seen {
		// The game moved on: a plan made before no longer holds.
		s.plans = nil
		if len(s.proposal) > 0 {
			s.ClearOrder()
		}
		if err := s.refresh(); err != nil {
			s.Order = err.Error()
		}
	}
}

// SelectedIDs are the ids of the selected counters.
func (s *Screen) SelectedIDs() []string {
	var out []string
	for _, i := range s.Selected() {
		if id := s.Counters[i].ID; id != "" {
			out = append(out, id)
		}
	}
	return out
}

// PlanFire asks the model's planner what the selected units (all of the
// side to act when none is) may fire at or attack now, each weighed before
// the die, and proposes it: arrows on the board, the odds in the panel,
// Enter to carry it out. It returns the number of actions proposed.
func (s *Screen) PlanFire() int {
	if s.Play == nil {
		return s.FireAtClosestDanger()
	}
	s.ClearOrder()
	if !s.Play.MyTurn() {
		s.Order = "Not yours to play now: " + s.Play.Status()
		return 0
	}
	ps, err := s.Play.Plan(s.SelectedIDs())
	if err != nil {
		s.Order = err.Error()
		return 0
	}
	s.showPlans(ps)
	verb := "fire"
	if ps[0].Melee {
		verb = "attack"
	}
	s.Order = fmt.Sprintf("Planned %s (%s); Enter carries %s out, Esc drops %s.", plural(len(ps), verb, verb+"s"), strings.Join(firstActions(ps, 3), "; "), them(len(ps)), them(len(ps)))
	return len(ps)
}

// showPlans proposes the weighed actions ps: their arrows on the board,
// their odds in the panel, Enter to carry them out.
func (s *Screen) showPlans(ps []tstate.Planned) {
	where := map[string]hexmap.Hex{}
	for _, c := range s.Counters {
		if !c.InBox {
			where[c.ID] = c.Hex
		}
	}
	var arrows []Arrow
	for _, p := range ps {
		s.proposal = append(s.proposal, p.Action)
		to, ok := where[p.Target]
		if !ok {
			continue
		}
		kind := ArrowFire
		if p.Melee {
			kind = ArrowMelee
		}
		for _, f := range p.Firers {
			if from, ok := where[f]; ok {
				arrows = append(arrows, Arrow{From: from, To: to, Kind: kind})
			}
		}
	}
	s.plans = ps
	s.Board.Marks.Arrows = arrows
}

func them(n int) string {
	if n == 1 {
		return "it"
	}
	return "them"
}

// planVerbs are the verbs of planned actions in words, before the unit
// the action names first.
var planVerbs = map[string]string{"fire": "fire at", "spear": "spears at", "melee": "attack on", "shoot": "shot by", "snipe": "sniping by"}

// firstActions names the first n planned actions.
func firstActions(ps []tstate.Planned, n int) []string {
	var out []string
	for i, p := range ps {
		if i == n {
			out = append(out, "…")
			break
		}
		// The verb in words; the unit's id the panel writes by name.
		f := strings.Fields(p.Action)
		if w, ok := planVerbs[f[0]]; ok {
			f[0] = w
		}
		out = append(out, strings.Join(f[:min(2, len(f))], " "))
	}
	return out
}

// dropPlans forgets the planner's proposal.
func (s *Screen) dropPlans() {
	s.plans = nil
	s.ClearOrder()
}

// SkipAhead lets the bots play at once until a person is to act.
func (s *Screen) SkipAhead() {
	if s.Play == nil {
		return
	}
	n := s.Play.Skip()
	switch {
	case n > 0:
		s.Order = fmt.Sprintf("Skipped ahead: the bots played %s.", plural(n, "action", "actions"))
	case s.Play.Over():
		s.Order = "Nothing to skip: the game is over."
	case !s.Play.IsBot(s.Play.ToAct()):
		s.Order = "Nothing to skip: it is your turn."
	default:
		s.Order = "Nothing to skip: the bot did not play."
	}
}

// Undo takes back the person's last action (and the bots' after it).
func (s *Screen) Undo() {
	if s.Play == nil {
		return
	}
	s.dropPlans()
	if err := s.Play.Undo(); err != nil {
		s.Order = "Undo: " + err.Error()
		return
	}
	s.Order = s.Play.Info
}

// SaveGame saves the game through the screen's Save (Ctrl+S) and says
// where in the order line.
func (s *Screen) SaveGame() {
	if s.Play == nil || s.Save == nil {
		return
	}
	path, err := s.Save()
	if err != nil {
		s.Order = "Save: " + err.Error()
		return
	}
	s.Order = "Saved " + path
}

// ToggleHelp shows or hides the keys over the map.
func (s *Screen) ToggleHelp() { s.help = !s.help }

// playLines are the panel's lines in a game: the plan's weighed actions,
// the message of the last refusal, the bots' reasons and the log.
func (s *Screen) playLines() (plan, log []string) {
	for _, p := range s.plans {
		plan = append(plan, p.Lines...)
	}
	if s.Play.IsError && s.Play.Info != "" {
		log = append(log, "! "+s.Play.Info)
	}
	for _, ln := range s.Play.BotLines(3) {
		log = append(log, "» "+ln)
	}
	log = append(log, s.Play.Log(40)...)
	return plan, log
}

// PanelRect is where the side panel lies in the window (the host keeps
// its passing notices off it).
func (s *Screen) PanelRect() uistate.Rect { return s.layout().Panel }

// CloseIn proposes moves bringing the selected Zulus (all that may move
// when none is selected) as near the British as their moves allow
// (tstate's CloseIn): arrows on the board, Enter carries them out.
func (s *Screen) CloseIn() int {
	if s.Play == nil {
		return 0
	}
	s.ClearOrder()
	if !s.Play.MyTurn() {
		s.Order = "Not yours to play now: " + s.Play.Status()
		return 0
	}
	moves, err := s.Play.CloseIn(s.SelectedIDs())
	if err != nil {
		s.Order = err.Error()
		return 0
	}
	where := map[string]hexmap.Hex{}
	for _, c := range s.Counters {
		if !c.InBox {
			where[c.ID] = c.Hex
		}
	}
	var arrows []Arrow
	for _, a := range moves {
		f := strings.Fields(a)
		from, ok := where[f[1]]
		to, err := hexmap.ParseHex(strings.TrimSuffix(f[2], "^"))
		if ok && err == nil {
			arrows = append(arrows, Arrow{From: from, To: to, Kind: ArrowMove})
		}
	}
	s.proposal = moves
	s.Board.Marks.Arrows = arrows
	s.Order = fmt.Sprintf("Close in: %s nearer the British; Enter carries them out, Esc drops them.", plural(len(moves), "unit moves", "units move"))
	return len(moves)
}
