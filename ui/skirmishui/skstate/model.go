// Package skstate is the plain-Go state of the skirmish screen (Rules for
// Zulu, issue 19) in play: the game as a saves.Record that every action
// goes through (so saving, autosave and replay work), who plays each seat
// (a person or a bot of the games registry), the bots' pace, the figure
// selected and what it may do, and the panels the screen draws (the shot
// about to be fired with its chance, the fights with their dice and
// modifiers, the surgeon's list, the holes being dug, the waves). It never
// imports ebiten and keeps no rule of its own: costs, chances, odds and
// the legal actions all come from package skirmish. Package skirmishui
// draws it; it is tested without a window.
package skstate

import (
	"fmt"
	"slices"
	"strings"

	"zulu1879/games"
	"zulu1879/hexmap"
	"zulu1879/saves"
	"zulu1879/skirmish"
	"zulu1879/ui/recplay"
)

// DefaultDelay is the pause, in seconds, before each bot action, so that a
// person can follow the other side; FastDelay is the fast speed's.
const (
	DefaultDelay = recplay.DefaultDelay
	FastDelay    = recplay.FastDelay
)

// MaxSkip caps the bot actions one Skip plays.
const MaxSkip = 5000

// MaxChoices is how many generic actions the panel numbers (keys 1 to 9).
const MaxChoices = 9

// Reason is a bot's action with its reason, for the panel.
type Reason = recplay.Reason

// NewGame starts a recorded skirmish of scenario with seed; british and
// zulu name who plays each seat: "" a person, "default" the registry's
// default bot of the seat, else a bot's name.
func NewGame(scenario string, seed uint64, british, zulu string) (*saves.Record, error) {
	return recplay.NewRecord(skirmish.ID, games.Setup{Scenario: scenario, Seed: seed}, british, zulu)
}

// Model is the skirmish screen's state around one recorded game: the
// session (the record, the seats, the bots' pace and reasons, undo;
// package recplay) and the figure selected with what it may do.
type Model struct {
	*recplay.Session
	// Sel is the figure selected ("" none); Target the enemy it aims at
	// in a fire phase ("" none).
	Sel, Target string
	// Page is the page of Choices shown (MaxChoices a page).
	Page int
}

// New makes the model of the recorded skirmish rec; the bots its players
// name play their seats. A watched game's Skip goes a phase a press.
func New(rec *saves.Record) (*Model, error) {
	if _, ok := rec.State().(*skirmish.Game); !ok {
		return nil, fmt.Errorf("%s is not a game of %s", rec.Info().ID, skirmish.ID)
	}
	m := &Model{Session: recplay.New(rec, MaxSkip)}
	m.Stage = func() string { g := m.G(); return fmt.Sprint(g.Turn, " ", g.Phase) }
	m.After = m.settle
	// The window says actions and the log in words, not the notation.
	m.Words = func(a string) string { return Words(m.G(), a) }
	m.Plain = func(line string) string { return Plain(m.G(), line) }
	return m, nil
}

// G is the game as it stands (read only: change it through Apply).
func (m *Model) G() *skirmish.Game { return m.Rec.State().(*skirmish.Game) }

// SeatName names a seat as the screen writes it.
func SeatName(s games.Seat) string { return recplay.SeatName(s) }

// PhaseName writes a phase for the screen ("British fire"); a phase the
// rules add later is written by its key.
func PhaseName(p skirmish.Phase) string {
	names := map[skirmish.Phase]string{skirmish.StepZuluMove: "Zulu move", skirmish.StepBritishMove: "British move",
		skirmish.StepBritishFire: "British fire", skirmish.StepZuluFire: "Zulu fire", skirmish.StepMelee: "Melee", skirmish.StepOver: "Over"}
	if n, ok := names[p]; ok {
		return n
	}
	return strings.ReplaceAll(p.String(), "-", " ")
}

// Status is the bar's line: turn, phase and who acts, or how it ended.
func (m *Model) Status() string {
	g := m.G()
	if m.Over() {
		r, _ := g.Result()
		return "Game over: " + r.How
	}
	return fmt.Sprintf("Turn %d of %d · %s · to act: %s", g.Turn, g.Scen().Turns, PhaseName(g.Phase), m.ActorLine())
}

// Waves says where the Zulu waves stand ("wave 2 of 3, on the table").
func (m *Model) Waves() string {
	g := m.G()
	s := fmt.Sprintf("wave %d of %d", g.Wave, g.Scen().Zulu.Waves)
	if g.WaveOn {
		s += ", on the table"
	} else if g.Wave < g.Scen().Zulu.Waves {
		s += ", the next to come"
	}
	return s + fmt.Sprintf(" · killed: %d British, %d Zulus", g.Killed[skirmish.British], g.Killed[skirmish.Zulu])
}

// settle drops a selection or target the game no longer allows, and goes
// back to the first page of actions.
func (m *Model) settle() {
	m.Page = 0
	if m.Sel != "" {
		if i := m.Index(m.Sel); i < 0 || !m.G().Figs[i].Alive() || games.Seat(m.G().Figs[i].Side) != m.ToAct() {
			m.Sel = ""
		}
	}
	if m.Target != "" {
		if i := m.Index(m.Target); i < 0 || !m.G().Figs[i].Alive() || m.Sel == "" || !slices.Contains(m.G().Legal(), "fire "+m.Sel+" "+m.Target) {
			m.Target = ""
		}
	}
}

// Index is the index of figure id in the game (-1: none).
func (m *Model) Index(id string) int {
	return slices.IndexFunc(m.G().Figs, func(f skirmish.Figure) bool { return f.ID == id })
}

// FigureAt is the index of the living figure at h (on the roof when roof),
// or -1.
func (m *Model) FigureAt(h hexmap.Hex, roof bool) int { return m.G().At(h, roof) }

// mine reports whether figure i belongs to the person whose turn it is.
func (m *Model) mine(i int) bool {
	return i >= 0 && m.MyTurn() && games.Seat(m.G().Figs[i].Side) == m.ToAct()
}

// Select selects figure id of the side to act (a person's), or drops the
// selection with "".
func (m *Model) Select(id string) error {
	m.Target, m.Page = "", 0
	if id == "" {
		m.Sel = ""
		return nil
	}
	i := m.Index(id)
	switch {
	case i < 0:
		return fmt.Errorf("no figure %q", id)
	case !m.G().Figs[i].Alive():
		return fmt.Errorf("%s is not on the table", id)
	case !m.mine(i):
		return fmt.Errorf("%s is not yours to move now", id)
	}
	m.Sel = id
	return nil
}

// Click is a click on hex h (the roof level when roof): a figure of the
// side to act there is selected; with one selected, a hex it can reach
// moves it there; in a fire phase an enemy it may shoot is aimed at (the
// chance shown), and a second click on him fires; in the melee a figure
// of a waiting fight resolves that fight. It says what it did.
func (m *Model) Click(h hexmap.Hex, roof bool) string {
	g := m.G()
	i := g.At(h, roof)
	if i < 0 && roof {
		roof, i = false, g.At(h, false)
	}
	if g.Phase == skirmish.StepMelee && m.MyTurn() && i >= 0 {
		for _, ft := range g.Fights {
			if slices.Contains(ft.British, i) || slices.Contains(ft.Zulus, i) {
				a := "fight " + g.Figs[ft.British[0]].ID
				if m.Apply(a) == nil {
					return a
				}
				return ""
			}
		}
	}
	if i >= 0 && m.mine(i) {
		if m.Select(g.Figs[i].ID) == nil {
			return "selected " + g.Figs[i].ID
		}
		return ""
	}
	if m.Sel == "" {
		return ""
	}
	if i >= 0 && (g.Phase == skirmish.StepBritishFire || g.Phase == skirmish.StepZuluFire) {
		id := g.Figs[i].ID
		if m.Target == id {
			return m.Fire()
		}
		if p, ok := m.Preview(i); ok && p.Forbidden == "" {
			m.Target = id
			return "aiming at " + id
		} else if ok {
			m.Info, m.IsError = fmt.Sprintf("%s cannot fire at %s: %s", FigureName(g, m.Sel), FigureName(g, id), p.Forbidden), true
		}
		return ""
	}
	if r := m.Reach(); r != nil {
		if _, ok := r.Cost[h]; ok {
			a := "move " + m.Sel + " " + h.String()
			if g.Figs[m.Index(m.Sel)].Roof {
				a += "^"
			}
			if m.Apply(a) == nil {
				return a
			}
		}
	}
	return ""
}

// Fire fires the selected figure at its target.
func (m *Model) Fire() string {
	if m.Sel == "" || m.Target == "" {
		return ""
	}
	a := "fire " + m.Sel + " " + m.Target
	if m.Apply(a) != nil {
		return ""
	}
	return a
}

// Reach is where the selected figure may move this phase with the cost of
// each hex (nil: no figure selected, or not a move phase).
func (m *Model) Reach() *skirmish.Reach {
	g := m.G()
	if m.Sel == "" || (g.Phase != skirmish.StepZuluMove && g.Phase != skirmish.StepBritishMove) {
		return nil
	}
	i := m.Index(m.Sel)
	if !m.mine(i) {
		return nil
	}
	return g.Reachable(i)
}

// Turn turns the selected figure d hexsides (1 clockwise, −1 the other
// way) when the rules allow it.
func (m *Model) Turn(d int) string {
	i := m.Index(m.Sel)
	if i < 0 {
		return ""
	}
	to := hexmap.Dir((int(m.G().Figs[i].Face) + d%6 + 6) % 6)
	a := fmt.Sprintf("turn %s %s", m.Sel, dirName(to))
	if m.Apply(a) != nil {
		return ""
	}
	return a
}

// First plays the first legal action of the selected figure with verb
// (dig, assist, open, stand, climb, jump…); it says which, or why not.
func (m *Model) First(verb string) string {
	if m.Sel == "" {
		m.Info, m.IsError = "select a figure first", true
		return ""
	}
	for _, a := range m.G().Legal() {
		w := strings.Fields(a)
		if len(w) > 1 && w[0] == verb && w[1] == m.Sel {
			if m.Apply(a) == nil {
				return a
			}
			return ""
		}
	}
	m.Info, m.IsError = fmt.Sprintf("%s cannot %s now", FigureName(m.G(), m.Sel), verb), true
	return ""
}

func dirName(d hexmap.Dir) string { return [...]string{"N", "NE", "SE", "S", "SW", "NW"}[d] }

// clicked are the verbs the board's clicks and keys carry out (a move by
// a click on a lit hex, fire by a click on the target); every other legal
// action is offered in the panel's list.
var clicked = map[string]bool{"move": true, "fire": true}

// Choices are the legal actions the panel lists, numbered: end first,
// then with a figure selected every action of his the board's clicks do
// not cover (turns, doors, digging, help, climbing, and any decision the
// rules add); with none, the actions that are not one figure's own (burn,
// terrace, and any other), or every action when the phase cannot be ended
// (the melee's fights, a question such as who falls). A bot's turn lists
// nothing.
func (m *Model) Choices() []string {
	if !m.MyTurn() {
		return nil
	}
	g := m.G()
	own := func(w []string) bool {
		if len(w) < 2 {
			return false
		}
		i := m.Index(w[1])
		return i >= 0 && games.Seat(g.Figs[i].Side) == m.ToAct()
	}
	var out []string
	// In the order a player reads (skirmish.Ordered): moves before
	// burning the roofs.
	legal := skirmish.Ordered(g.Legal())
	// Without "end" the seat must answer a question (a fight to choose,
	// who falls…): every answer is listed, whichever figure it names.
	open := slices.Contains(legal, "end")
	if open {
		out = append(out, "end")
	}
	for _, a := range legal {
		w := strings.Fields(a)
		switch {
		case a == "end":
		case m.Sel != "":
			if len(w) > 1 && w[1] == m.Sel && !clicked[w[0]] {
				out = append(out, a)
			}
		case !open || !own(w):
			out = append(out, a)
		}
	}
	return out
}

// Shown are the Choices on the page shown, numbered from 1 on the screen,
// and how many pages there are.
func (m *Model) Shown() (page []string, pages int) {
	cs := m.Choices()
	pages = max(1, (len(cs)+MaxChoices-1)/MaxChoices)
	m.Page = min(max(m.Page, 0), pages-1)
	lo := m.Page * MaxChoices
	return cs[lo:min(len(cs), lo+MaxChoices)], pages
}

// NextPage shows the next page of Choices (d = −1: the one before), round.
func (m *Model) NextPage(d int) {
	_, pages := m.Shown()
	m.Page = ((m.Page+d)%pages + pages) % pages
}

// Choose plays the k-th (from 0) action of the page shown.
func (m *Model) Choose(k int) string {
	cs, _ := m.Shown()
	if k < 0 || k >= len(cs) {
		return ""
	}
	a := cs[k]
	if m.Apply(a) != nil {
		return ""
	}
	return a
}

// Preview is the shot the selected figure would fire at figure t (the
// engine's Aim, and CanFire's word on the firer); false: no figure
// selected, or not a fire phase.
func (m *Model) Preview(t int) (skirmish.Shot, bool) {
	g := m.G()
	i := m.Index(m.Sel)
	if i < 0 || t < 0 || (g.Phase != skirmish.StepBritishFire && g.Phase != skirmish.StepZuluFire) {
		return skirmish.Shot{}, false
	}
	s := g.Aim(i, t)
	if why := g.CanFire(i); why != "" && s.Forbidden == "" {
		s.Forbidden = why
	}
	return s, true
}

// Target is an enemy the selected figure may fire at, with the shot.
type Target struct {
	ID   string
	Hex  hexmap.Hex
	Roof bool
	Shot skirmish.Shot
}

// Targets are the enemies the selected figure may fire at now.
func (m *Model) Targets() []Target {
	g := m.G()
	i := m.Index(m.Sel)
	if i < 0 || !m.mine(i) || g.CanFire(i) != "" {
		return nil
	}
	var out []Target
	for t := range g.Figs {
		f := &g.Figs[t]
		if f.Side == g.Figs[i].Side || !f.Alive() {
			continue
		}
		if s, ok := m.Preview(t); ok && s.Forbidden == "" {
			out = append(out, Target{ID: f.ID, Hex: f.Hex, Roof: f.Roof, Shot: s})
		}
	}
	return out
}

// Aim is the shot at the target ("" target: false).
func (m *Model) Aim() (Target, bool) {
	t := m.Index(m.Target)
	if t < 0 {
		return Target{}, false
	}
	s, ok := m.Preview(t)
	f := &m.G().Figs[t]
	return Target{ID: f.ID, Hex: f.Hex, Roof: f.Roof, Shot: s}, ok
}

// Undo takes back the person's last action and the bots' actions after
// it, unless a die was rolled since (a roll is never taken back; the
// refusal is said in Info), and drops the selection and the aim.
func (m *Model) Undo() error {
	if err := m.Session.Undo(); err != nil {
		return err
	}
	m.Sel, m.Target = "", ""
	return nil
}
