// Package hstate is the plain-Go heart of the Men of Harlech screen: whose
// hand the screen may show (the person at it, a hand-over curtain between
// two people), which buttons the legal actions make and what pressing them
// does, the bots' pace, and the texts the window shows. It never imports
// ebiten; package harlechui draws it and feeds it input, and everything
// here is unit-tested without a window.
//
// The game is a saves.Record (an envelope save at any moment); every action
// goes through Record.Apply. What the screen shows comes from the engine's
// View and Log for the seat at the screen (ViewSeat), never from the state.
package hstate

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	_ "zulu1879/ai/harlech" // the advisor bot the screen offers
	"zulu1879/games"
	"zulu1879/harlech"
	"zulu1879/play"
	"zulu1879/saves"
	"zulu1879/ui/recplay"
)

// DefaultDelay is the pause, in seconds, before each action of a bot, so a
// person can follow what the team does.
const DefaultDelay = 1.2

// FastDelay is the pause at the fast speed (the F key).
const FastDelay = 0.35

// Reason is a bot's action with its reason, as the log shows it.
type Reason struct {
	At     int // the log's length before the action: it comes before event At, the first its action caused
	Seat   games.Seat
	Action string
	Text   string
	Bot    string // the bot's name
	N      int    // the record's length before the action (undo drops the reasons it takes back)
}

// Model is the state of the Men of Harlech screen around one game.
type Model struct {
	// Rec is the game and its record; actions go through Rec.Apply.
	Rec *saves.Record
	// Bots play the seats they are given; BotNames name them.
	Bots     map[games.Seat]games.Bot
	BotNames map[games.Seat]string
	// People are the seats in play that a person plays, in seat order.
	People []games.Seat
	// Viewer is the seat whose hand and log the screen shows: the person
	// at the screen; games.Nobody before the first person took the
	// keyboard (no hand shown), games.Omniscient when nobody plays.
	Viewer games.Seat
	// Curtain is up when the person to act is not the Viewer: the screen
	// shows nothing of the table until that person says they are there.
	Curtain bool
	// Delay is the pause before each bot action; Wait what has passed.
	Delay, Wait float64

	// Chosen is the attack card picked for a hold ("" none): the buttons
	// then offer the positions it may attack.
	Chosen string

	// Hosted: the screen is part of the game window (Save and Menu in the
	// bar, carried out by the window: see TakeRequest).
	Hosted  bool
	Request string

	ShowHelp   bool
	HideEnding bool
	Dismissed  bool

	// Info is the last message; IsError marks a refusal.
	Info    string
	IsError bool
	// Mark is the log's length before the last action: what follows is new.
	Mark int
	// Reasons are the bots' actions with their reasons.
	Reasons []Reason
	// Scroll is the first action button shown when they do not all fit.
	Scroll int
	// seen is the log's length when each person last acted.
	seen map[games.Seat]int
	// sess is the record's session, for undo: the person's actions go
	// through it.
	sess *recplay.Session
}

// NewGame starts a recorded game of Men of Harlech: players 1 to 5, level
// 1 to 7 or 0 for the random location stack, and the seats (0-based) the
// advisor bot plays.
func NewGame(players, level int, seed uint64, advisor []int) (*saves.Record, error) {
	scenario := "random"
	if level > 0 {
		scenario = "level-" + strconv.Itoa(level)
	}
	who := map[string]string{}
	for _, s := range advisor {
		who[harlech.SeatName(s)] = "advisor"
	}
	return saves.NewRecord(harlech.Rules{}, games.Setup{Scenario: scenario, Seed: seed, Options: []byte(fmt.Sprintf(`{"players":%d}`, players))}, who)
}

// New makes the model of the recorded game rec (a Men of Harlech game):
// the bots its players name play their seats.
func New(rec *saves.Record) (*Model, error) {
	if _, ok := rec.State().(*harlech.Game); !ok {
		return nil, fmt.Errorf("%s is not a game of %s", rec.Info().ID, harlech.ID)
	}
	bots, names, warnings := play.Bots(rec)
	m := &Model{Rec: rec, Bots: bots, BotNames: names, Delay: DefaultDelay, Viewer: games.Nobody, seen: map[games.Seat]int{}}
	for _, s := range games.Playing(rec.State(), rec.Info()) {
		if bots[s] == nil {
			m.People = append(m.People, s)
		}
	}
	switch len(m.People) {
	case 0:
		m.Viewer = games.Omniscient
	case 1:
		m.Viewer = m.People[0]
	}
	if len(warnings) > 0 {
		m.Info, m.IsError = strings.Join(warnings, "; "), true
	}
	m.Mark = len(m.G().Events)
	m.Reasons = recordedReasons(rec)
	m.newSession()
	m.Settle()
	return m, nil
}

// recordedReasons finds the reasons the record keeps for the bots' moves
// (a loaded game), placing each before the log events of its move by
// replaying the moves on a fresh game. A record that does not replay
// (it always does: it was replayed to load) gives none.
func recordedReasons(rec *saves.Record) []Reason {
	moves := rec.Moves()
	if !slices.ContainsFunc(moves, func(mv saves.Move) bool { return mv.Reason != "" }) {
		return nil
	}
	st, err := rec.Rules().New(rec.Setup())
	if err != nil {
		return nil
	}
	info := rec.Info()
	players := rec.Players()
	var out []Reason
	for i, mv := range moves {
		at := len(st.Log(games.Omniscient, 0))
		if st.Apply(mv.Action) != nil {
			return nil
		}
		if mv.Reason == "" {
			continue
		}
		seat := games.Seat(slices.Index(info.Seats, mv.Seat))
		out = append(out, Reason{At: at, Seat: seat, Action: mv.Action, Text: mv.Reason, Bot: players[mv.Seat], N: i})
	}
	return out
}

// G is the game.
func (m *Model) G() *harlech.Game { return m.Rec.State().(*harlech.Game) }

// View is the table as the screen may show it.
func (m *Model) View() harlech.View { return m.G().ViewFor(int(m.Viewer)) }

// Log is the log as the seat at the screen may read it.
func (m *Model) Log() []games.Event { return m.G().Log(m.Viewer, 0) }

// Over reports whether the game has ended.
func (m *Model) Over() bool { return games.Over(m.Rec.State()) }

// Done reports whether the game is over and the player closed the ending.
func (m *Model) Done() bool { return m.Over() && m.Dismissed }

// EndingShown reports whether the ending overlay is up.
func (m *Model) EndingShown() bool { return m.Over() && !m.HideEnding && !m.Dismissed }

// IsBot reports whether a bot plays seat.
func (m *Model) IsBot(s games.Seat) bool { return m.Bots[s] != nil }

// MyTurn reports whether the person at the screen decides now.
func (m *Model) MyTurn() bool {
	s := m.Rec.State().ToAct()
	return !m.Over() && !m.Curtain && !m.IsBot(s) && s == m.Viewer
}

// Settle raises the curtain when a person other than the Viewer is to
// decide and two or more people play; with one person there is nobody to
// hide a hand from, and the Viewer just follows.
func (m *Model) Settle() {
	s := m.Rec.State().ToAct()
	if m.Over() || m.IsBot(s) || s == m.Viewer || m.Viewer == games.Omniscient {
		return
	}
	if len(m.People) > 1 {
		m.Curtain = true
		return
	}
	m.Viewer = s
}

// CurtainFor is the seat the keyboard passes to while the curtain is up.
func (m *Model) CurtainFor() games.Seat { return m.Rec.State().ToAct() }

// Lift lowers the curtain: the person to act has taken the keyboard.
func (m *Model) Lift() {
	if !m.Curtain {
		return
	}
	m.Curtain = false
	m.Viewer = m.Rec.State().ToAct()
	// What is new to this person: everything since they last acted.
	m.Mark = m.seen[m.Viewer]
	m.Chosen, m.Scroll = "", 0
}

// Tick lets time pass: after Delay seconds a bot to act takes one
// decision. It reports whether something changed.
func (m *Model) Tick(dt float64) bool {
	if m.Over() || m.Curtain {
		return false
	}
	s := m.Rec.State().ToAct()
	bot := m.Bots[s]
	if bot == nil {
		return false
	}
	m.Wait += dt
	if m.Wait < m.Delay {
		return false
	}
	m.Wait = 0
	m.BotStep()
	return true
}

// NextBot is how long until a bot acts by itself (ok false: none will
// before some input), for a window that draws only when something changes.
func (m *Model) NextBot() (wait float64, ok bool) {
	if m.Over() || m.Curtain || m.Bots[m.Rec.State().ToAct()] == nil {
		return 0, false
	}
	return max(0, m.Delay-m.Wait), true
}

// BotStep lets the bot to act take one decision now.
func (m *Model) BotStep() {
	st := m.Rec.State()
	s := st.ToAct()
	bot := m.Bots[s]
	if bot == nil || m.Over() {
		return
	}
	action, reason := bot.Choose(st)
	before, n := len(m.G().Events), m.Rec.Len()
	if err := m.Rec.Apply(action, reason); err != nil {
		m.Info, m.IsError = fmt.Sprintf("the %s bot of %s chose %q, which the game refuses: %v; a person plays the seat now", m.BotNames[s], PlayerName(int(s)), action, err), true
		delete(m.Bots, s)
		m.People = append(m.People, s)
		slices.Sort(m.People)
		m.Settle()
		return
	}
	m.Reasons = append(m.Reasons, Reason{At: before, Seat: s, Action: action, Text: reason, Bot: m.BotNames[s], N: n})
	// What is new: everything since the person at the screen last acted
	// (with nobody at the screen, the last action).
	m.Mark = min(m.Mark, before)
	if m.Viewer == games.Omniscient {
		m.Mark = before
	}
	m.Info, m.IsError = fmt.Sprintf("%s (%s): %s.", PlayerName(int(s)), m.BotNames[s], m.Describe(action)), false
	m.Settle()
}

// Do applies an action of the person at the screen.
func (m *Model) Do(action string) {
	if !m.MyTurn() {
		m.fail(fmt.Errorf("it is not your decision now"))
		return
	}
	before := len(m.G().Events)
	// Through the session, which keeps a copy for undo.
	if err := m.sess.Apply(action); err != nil {
		m.fail(err)
		return
	}
	m.Mark = before
	m.seen[m.Viewer] = len(m.G().Events)
	m.Chosen, m.Scroll = "", 0
	m.Info, m.IsError = m.Describe(action)+".", false
	m.Wait = 0
	if m.Over() {
		m.HideEnding = false
	}
	m.Settle()
}

// Advise shows, as the message, what the advisor would do in the place of
// the person at the screen and why (play.HintFor: it reads only that
// seat's view), without doing it.
func (m *Model) Advise() {
	bot, a, why, err := play.HintFor(m.Rec, m.Viewer)
	if err != nil {
		m.fail(fmt.Errorf("no advice: %v", err))
		return
	}
	m.Info, m.IsError = fmt.Sprintf("Advice (the %s): %s", bot, m.Describe(a)), false
	if why != "" {
		m.Info += " — " + why
	}
	m.Info += "."
}

func (m *Model) fail(err error) {
	m.Info = strings.TrimPrefix(err.Error(), harlech.ID+": ")
	m.IsError = true
}

// Button is a command the screen offers; the window draws it and calls
// Press with its ID when it is clicked or its key pressed.
type Button struct {
	ID      string
	Label   string
	Key     string // keyboard shortcut shown ("" none)
	Enabled bool
	// Group is "action" (a game action, or a step towards one), "view"
	// (the bar), "curtain" or "end".
	Group string
	// Action is the game action of the button ("" for a step).
	Action string
}

// ActionButtons are the buttons of the decision of the person at the
// screen. Holds are chosen in two steps: the attack card ("Hold with the
// 15"), then the position; every other legal action is a button of its
// own. "pass" is bound to Enter, the others to 1-9 in order.
func (m *Model) ActionButtons() []Button {
	if !m.MyTurn() {
		return nil
	}
	var out []Button
	legal := m.Rec.State().Legal()
	if m.Chosen != "" {
		v := m.View()
		for _, a := range legal {
			f := strings.Fields(a)
			if f[0] == "hold" && f[1] == m.Chosen {
				p := slices.Index(harlech.PosLetters[:], f[2])
				out = append(out, Button{ID: "act:" + a, Label: fmt.Sprintf("Attack %s (%s) with the %s", harlech.PosNames[p], harlech.ZuluText(v.Positions[p].First), m.Chosen), Enabled: true, Group: "action", Action: a})
			}
		}
		out = append(out, Button{ID: "back", Label: "Another card", Key: "Esc", Enabled: true, Group: "action"})
		numberKeys(out)
		return out
	}
	seen := map[string]bool{}
	for _, a := range legal {
		f := strings.Fields(a)
		if f[0] == "hold" {
			if !seen[f[1]] {
				seen[f[1]] = true
				out = append(out, Button{ID: "card:" + f[1], Label: "Hold with the " + f[1] + "…", Enabled: true, Group: "action"})
			}
			continue
		}
		out = append(out, Button{ID: "act:" + a, Label: m.Describe(a), Enabled: true, Group: "action", Action: a})
	}
	numberKeys(out)
	return out
}

// numberKeys binds pass to Enter and the next nine buttons to 1-9.
func numberKeys(bs []Button) {
	n := 0
	for i := range bs {
		switch {
		case bs[i].Key != "":
		case bs[i].Action == "pass":
			bs[i].Key = "Enter"
		case n < 9:
			n++
			bs[i].Key = strconv.Itoa(n)
		}
	}
}

// ViewButtons are the bar's buttons, right to left: help, the advisor's
// advice (lit when the person at the screen decides), and in the game
// window Save and Menu.
func (m *Model) ViewButtons() []Button {
	out := []Button{
		{ID: "hint", Label: "Advice", Key: "A", Enabled: m.MyTurn() && !m.Over(), Group: "view"},
		{ID: "help", Label: "Help", Key: "H", Enabled: true, Group: "view"},
	}
	if m.sess != nil {
		out = append([]Button{{ID: "undo", Label: "Undo", Key: "U", Enabled: m.CanUndo(), Group: "view"}}, out...)
	}
	if m.Hosted {
		out = append([]Button{
			{ID: "menu", Label: "Menu", Key: "Esc", Enabled: true, Group: "view"},
			{ID: "save", Label: "Save", Key: "^S", Enabled: true, Group: "view"},
		}, out...)
	}
	return out
}

// CurtainButtons is the hand-over's one button.
func (m *Model) CurtainButtons() []Button {
	if !m.Curtain || m.Over() {
		return nil
	}
	return []Button{{ID: "curtain", Label: "I am " + PlayerName(int(m.CurtainFor())) + ": show my hand", Key: "Enter", Enabled: true, Group: "curtain"}}
}

// EndButtons are the ending's buttons, or the panel's while it is hidden.
func (m *Model) EndButtons() []Button {
	if !m.Over() || m.Dismissed {
		return nil
	}
	if m.HideEnding {
		return []Button{{ID: "ending", Label: "Show the result", Key: "Enter", Enabled: true, Group: "end"}}
	}
	return []Button{
		{ID: "close", Label: "Continue", Key: "Enter", Enabled: true, Group: "end"},
		{ID: "board", Label: "Look at the table", Key: "B", Enabled: true, Group: "end"},
	}
}

// Buttons lists every button on the screen now.
func (m *Model) Buttons() []Button {
	out := m.ViewButtons()
	switch {
	case m.Over():
		return append(out, m.EndButtons()...)
	case m.Curtain:
		return append(out, m.CurtainButtons()...)
	}
	return append(out, m.ActionButtons()...)
}

// TakeRequest returns what the player asked the window to do ("save",
// "menu" or "") and forgets it.
func (m *Model) TakeRequest() string {
	r := m.Request
	m.Request = ""
	return r
}

// Press carries out the button with the given ID; it reports whether the
// ID meant something now.
func (m *Model) Press(id string) bool {
	verb, arg, _ := strings.Cut(id, ":")
	switch verb {
	case "help":
		m.ShowHelp = !m.ShowHelp
	case "undo":
		if m.sess == nil {
			return false
		}
		m.ShowHelp = false
		m.Undo()
	case "hint":
		if !m.MyTurn() || m.Over() {
			return false
		}
		m.Advise()
	case "save", "menu":
		if !m.Hosted {
			return false
		}
		m.Request = verb
	case "curtain":
		if !m.Curtain {
			return false
		}
		m.Lift()
	case "close":
		if !m.Over() {
			return false
		}
		m.Dismissed = true
	case "board":
		if !m.Over() {
			return false
		}
		m.HideEnding = true
	case "ending":
		if !m.Over() {
			return false
		}
		m.HideEnding = false
	case "card":
		if !m.MyTurn() {
			return false
		}
		m.Chosen, m.Scroll = arg, 0
	case "back":
		if m.Chosen == "" {
			return false
		}
		m.Chosen = ""
	case "act":
		if !m.MyTurn() {
			return false
		}
		m.Do(arg)
	default:
		return false
	}
	return true
}

// PressKey handles a key by its name ("Enter", "1".."9", "H", "B",
// "Escape"); it reports whether the key did something.
func (m *Model) PressKey(key string) bool {
	if key == "Escape" {
		switch {
		case m.ShowHelp:
			m.ShowHelp = false
			return true
		case m.Chosen != "":
			m.Chosen = ""
			return true
		case m.EndingShown():
			m.HideEnding = true
			return true
		case m.Hosted:
			// Nothing to close: the window's menu, as on every screen.
			m.Request = "menu"
			return true
		}
		return false
	}
	if key == "F" {
		if m.Delay == FastDelay {
			m.Delay, m.Info = DefaultDelay, "The advisor plays at the normal pace."
		} else {
			m.Delay, m.Info = FastDelay, "The advisor plays fast."
		}
		m.IsError = false
		return true
	}
	if key == "U" && m.sess != nil {
		// A refused undo says why, so the key is never silent.
		return m.Press("undo")
	}
	if m.ShowHelp && key != "H" {
		m.ShowHelp = false
		return true
	}
	for _, b := range m.Buttons() {
		if b.Key == key && b.Enabled {
			return m.Press(b.ID)
		}
	}
	return false
}

// Playable are the cards of the viewer's hand that a legal action of the
// decision now plays (the at-anytime cards that may be played, the attack
// cards that may hold), to be lit.
func (m *Model) Playable() map[string]bool {
	out := map[string]bool{}
	if !m.MyTurn() {
		return out
	}
	for _, a := range m.Rec.State().Legal() {
		f := strings.Fields(a)
		switch {
		case f[0] == "hold" && (m.Chosen == "" || m.Chosen == f[1]):
			out[f[1]] = true
		case f[0] == "play" && len(f) > 1:
			out[f[1]] = true
		}
	}
	return out
}
