// Package rdstate is the plain-Go heart of the Rorke's Drift screen: which
// buttons the player is offered for the engine's legal actions, what they
// do when pressed, the overlays, the texts the window shows and where every
// box of the map lies. It never imports ebiten; package rdui draws it and
// feeds it input, and everything here is unit-tested without a window.
package rdstate

import (
	"fmt"
	"strconv"
	"strings"

	"zulu1879/ramparts"
	"zulu1879/ui/recplay"
)

// Model is the state of the Rorke's Drift screen around one game.
type Model struct {
	// G is the game shown. The screen only reads it; changes go through Apply.
	G *ramparts.Game
	// Apply carries out an action (a campaign records it); never nil.
	Apply func(ramparts.Action) error
	// Title is shown in the top bar under the name of the battle.
	Title string
	// Ledger holds lines carried over from Isandlwana, shown in a side note.
	Ledger []string
	// Hosted is set when the screen is part of the game window (a
	// campaign): the bar then offers Save and Menu, which the window
	// carries out (see TakeRequest).
	Hosted bool
	// Request is "save" or "menu" when the player asked the window for it
	// and the window has not taken it yet.
	Request string

	// Overlays.
	ShowHelp     bool
	ShowDiscards bool
	// HideEnding hides the ending so the final board can be looked at.
	HideEnding bool
	// Dismissed is set when the player closes the ending: the screen is done.
	Dismissed bool

	// Info is the last message for the player; IsError marks a refusal.
	Info    string
	IsError bool
	// Mark is the length of the log before the last action: the events
	// after it are what just happened (their dice are shown).
	Mark int
	// Scroll is the first action button shown when they do not all fit.
	Scroll int

	// undoer is the game's undo (nil: none); sess is the recorded game's
	// session (nil: not recorded here).
	undoer undoer
	sess   *recplay.Session
}

// New makes the model of game g. apply nil means g.Apply.
func New(g *ramparts.Game, apply func(ramparts.Action) error, title string, ledger []string) *Model {
	if apply == nil {
		apply = g.Apply
	}
	if title == "" {
		title = "Rorke's Drift"
	}
	m := &Model{G: g, Apply: apply, Title: title, Ledger: ledger}
	m.Mark = len(g.Log)
	for m.Mark > 0 && g.Log[m.Mark-1].Turn == g.Turn {
		m.Mark--
	}
	return m
}

// Done reports whether the game is over and the player has closed the ending.
func (m *Model) Done() bool { return m.G.Over() && m.Dismissed }

// EndingShown reports whether the ending overlay is up.
func (m *Model) EndingShown() bool { return m.G.Over() && !m.HideEnding && !m.Dismissed }

// Button is a command the screen offers. The window draws it and calls
// Press with its ID when it is clicked or its key pressed.
type Button struct {
	ID      string
	Label   string
	Key     string // keyboard shortcut shown on the button ("" none)
	Enabled bool
	// Group is "action" for a legal game action, "view" for the overlays
	// and "end" for the ending's buttons.
	Group string
	// Action is the game action of an "action" button.
	Action ramparts.Action
}

// ActionID is the button ID of a game action.
func ActionID(a ramparts.Action) string { return "act:" + a.String() }

// ActionButtons lists one button per legal action, in the engine's order:
// its label says what it will do (g.Describe). Passing is bound to Enter
// and the next nine to the keys 1-9.
func (m *Model) ActionButtons() []Button {
	var out []Button
	n := 0
	for _, a := range m.G.Legal() {
		b := Button{ID: ActionID(a), Label: m.G.Describe(a), Enabled: true, Group: "action", Action: a}
		if a.Kind == ramparts.KindPass {
			b.Key = "Enter"
		} else if n < 9 {
			n++
			b.Key = strconv.Itoa(n)
		}
		out = append(out, b)
	}
	return out
}

// ViewButtons are the buttons of the top bar, right to left: help and the
// discard pile, and in the game window Save and Menu.
func (m *Model) ViewButtons() []Button {
	out := []Button{
		{ID: "help", Label: "Help", Key: "H", Enabled: true, Group: "view"},
		{ID: "discards", Label: fmt.Sprintf("Discards (%d)", len(m.G.Discards)), Key: "D", Enabled: true, Group: "view"},
	}
	if m.undoer != nil {
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

// TakeRequest returns what the player asked the window to do ("save",
// "menu" or "") and forgets it.
func (m *Model) TakeRequest() string {
	r := m.Request
	m.Request = ""
	return r
}

// HelpText is the help overlay's text: Help, and in the game window the
// keys that save and go back to the start screen.
func (m *Model) HelpText() []string {
	out := append([]string(nil), Help...)
	if m.undoer != nil {
		out = append(out, HelpUndo)
	}
	if m.Hosted {
		out = append(out, HelpHosted)
	}
	return out
}

// EndButtons are the buttons of the ending overlay, or of the panel while
// the ending is hidden.
func (m *Model) EndButtons() []Button {
	if !m.G.Over() || m.Dismissed {
		return nil
	}
	if m.HideEnding {
		return []Button{{ID: "ending", Label: "Show the result", Key: "Enter", Enabled: true, Group: "end"}}
	}
	return []Button{
		{ID: "close", Label: "Continue", Key: "Enter", Enabled: true, Group: "end"},
		{ID: "board", Label: "Look at the board", Key: "B", Enabled: true, Group: "end"},
	}
}

// Buttons lists every button on the screen now.
func (m *Model) Buttons() []Button {
	out := m.ViewButtons()
	if m.G.Over() {
		return append(out, m.EndButtons()...)
	}
	return append(out, m.ActionButtons()...)
}

// Press carries out the button with the given ID. It reports whether the
// ID was known now; a refused action is reported in Info.
func (m *Model) Press(id string) bool {
	verb, arg, _ := strings.Cut(id, ":")
	switch verb {
	case "help":
		m.ShowHelp = !m.ShowHelp
		m.ShowDiscards = false
	case "discards":
		m.ShowDiscards = !m.ShowDiscards
		m.ShowHelp = false
	case "undo":
		if m.undoer == nil {
			return false
		}
		m.ShowHelp, m.ShowDiscards = false, false
		m.Undo()
	case "save", "menu":
		if !m.Hosted {
			return false
		}
		m.Request = verb
	case "close":
		if !m.G.Over() {
			return false
		}
		m.Dismissed = true
	case "board":
		if !m.G.Over() {
			return false
		}
		m.HideEnding = true
	case "ending":
		if !m.G.Over() {
			return false
		}
		m.HideEnding = false
	case "act":
		a, err := ramparts.ParseAction(arg)
		if err != nil {
			m.fail(err)
			return false
		}
		m.Do(a)
	default:
		return false
	}
	return true
}

// Do applies a game action through Apply and records what happened.
func (m *Model) Do(a ramparts.Action) {
	if m.G.Over() {
		m.fail(fmt.Errorf("the game is over"))
		return
	}
	what := m.G.Describe(a)
	before := len(m.G.Log)
	if err := m.Apply(a); err != nil {
		m.fail(err)
		return
	}
	m.Mark = before
	m.Scroll = 0
	m.Info, m.IsError = what+".", false
	if m.G.Over() {
		m.HideEnding = false
	}
}

func (m *Model) fail(err error) {
	m.Info = strings.TrimPrefix(err.Error(), "rorkesdrift: ")
	m.IsError = true
}

// PressKey handles a key by its name ("Enter", "1".."9", "H", "D", "B",
// "U" (undo, also Ctrl+Z), "Escape"). It reports whether the key did something.
func (m *Model) PressKey(key string) bool {
	if key == "Escape" {
		switch {
		case m.ShowHelp || m.ShowDiscards:
			m.ShowHelp, m.ShowDiscards = false, false
			return true
		case m.G.Over() && !m.HideEnding && !m.Dismissed:
			m.HideEnding = true
			return true
		case m.Hosted:
			// Nothing to close: the window's menu, as on every screen.
			m.Request = "menu"
			return true
		}
		return false
	}
	if key == "U" && m.undoer != nil {
		// Refused undos say why, so the key is never silent.
		return m.Press("undo")
	}
	if (m.ShowHelp || m.ShowDiscards) && key != "H" && key != "D" {
		m.ShowHelp, m.ShowDiscards = false, false
		return true
	}
	for _, b := range m.Buttons() {
		if b.Key == key && b.Enabled {
			return m.Press(b.ID)
		}
	}
	return false
}

// Focus is what an action involves, to light up on the board: its cards,
// the iButho it targets and the building it concerns.
type Focus struct {
	Cards    []int
	IButho   int // index into G.IButhos, or -1
	Building int // ramparts.Hospital or Storehouse, or -1
}

// FocusOf tells what action a involves.
func (m *Model) FocusOf(a ramparts.Action) Focus {
	f := Focus{IButho: -1, Building: -1}
	for _, c := range []int{a.Card, a.Card2} {
		if c != 0 {
			f.Cards = append(f.Cards, c)
		}
	}
	switch a.Target {
	case "hospital":
		f.Building = ramparts.Hospital
	case "storehouse":
		f.Building = ramparts.Storehouse
	case "":
	default:
		for i := range m.G.IButhos {
			if m.G.IButhos[i].ID == a.Target {
				f.IButho = i
			}
		}
	}
	if a.Kind == ramparts.KindUse && m.G.Pending != nil {
		f.IButho = m.G.Pending.Target
	}
	return f
}
