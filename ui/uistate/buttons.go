package uistate

import (
	"fmt"
	"strconv"
	"strings"

	"zulu1879/hexmap"
	"zulu1879/isandlwana"
)

// Button is a command the panel offers. The window draws it and calls Press
// with its ID when it is clicked or its key pressed.
type Button struct {
	ID      string
	Label   string
	Key     string // keyboard shortcut shown on the button ("" none)
	Enabled bool
	Group   string // "main", "choice", "unit", "fire", "bot"
}

// Buttons lists the panel's buttons now, most important first.
func (m *Model) Buttons() []Button {
	g := m.Game()
	var out []Button
	add := func(id, label, key, group string, on bool) {
		out = append(out, Button{ID: id, Label: label, Key: key, Enabled: on, Group: group})
	}
	if g.Over() {
		if m.BoardView {
			add("view", "Show the result", "V", "main", true)
		} else {
			add("view", "Show the board", "V", "main", true)
		}
		add("menu", "Back to the start screen", "Esc", "main", true)
		return out
	}
	if m.HandOver != isandlwana.NoSide {
		add("handover", fmt.Sprintf("I am the %s player: show the board", m.HandOver), "Enter", "main", true)
		return out
	}
	side := g.ToAct()
	if !m.Human(side) {
		label := "Pause bot"
		if m.Paused {
			label = "Resume bot"
		}
		add("bot:pause", label, "P", "bot", true)
		add("bot:faster", "Faster", "F", "bot", m.Speed == SpeedNormal)
		add("bot:slower", "Slower", "", "bot", m.Speed != SpeedNormal)
		add("bot:skip", "Skip to my turn", "K", "bot", true)
		return out
	}
	if d, ok := g.Decision(); ok {
		for k, o := range d.Options {
			add("choose:"+o, m.OptionLabel(d, o), DigitKey(k), "choice", true)
		}
		return out
	}
	switch g.Phase {
	case isandlwana.PhaseBritishOrder:
		add("order:move", "Move first (Phase IV = movement)", "M", "choice", true)
		add("order:combat", "Fire first (Phase IV = combat)", "C", "choice", true)
	case isandlwana.PhaseZuluMove:
		if g.Pool[0]+g.Pool[1] > 0 {
			on := false
			for _, a := range m.legal() {
				if a.Kind == isandlwana.ActRecycle && a.To == m.Sel.Hex && a.Count > 1 {
					on = true
				}
			}
			add("recycle:all", "Put all waiting Zulus of this group here", "A", "main", on)
		} else if plan := m.SendPlan(SendBatch); len(plan) > 0 && g.Scen.IsOnrush(m.Sel.Hex) {
			add("send", m.SendLabel(plan), "G", "main", true)
		}
	}
	if m.Fire != nil {
		odds, err := m.FireOdds()
		label := "Fire!"
		if err == nil {
			label = fmt.Sprintf("Fire! (hits on %s, %.0f%%)", HitsOn(odds.HitNumber), odds.Chance*100)
		}
		add("fire", label, "Enter", "fire", err == nil)
		for _, s := range m.Fire.Shots {
			id := m.Game().Units[s.Unit].ID
			mark := "[ ]"
			if s.On {
				mark = "[x]"
			}
			add("unit:"+strconv.Itoa(s.Unit), fmt.Sprintf("%s %s %d SP of %d", mark, m.Game().Units[s.Unit].Name, s.SP, s.Max), "", "fire", true)
			if m.Fire.Split {
				add("sp-:"+id, "−", "", "fire", s.SP > 1)
				add("sp+:"+id, "+", "", "fire", s.SP < s.Max)
			}
		}
		add("cancel", "Cancel fire", "Esc", "fire", true)
	} else if !m.Sel.Hex.IsNone() {
		m.unitButtons(add)
	}
	add("end", m.endLabel(), "E", "main", m.endLegal())
	undo := "Undo"
	if why := m.UndoOff(); why == "a die was rolled" {
		undo = "Undo: off, a die was rolled"
	}
	add("undo", undo, "U", "main", m.CanUndo())
	return out
}

func (m *Model) unitButtons(add func(id, label, key, group string, on bool)) {
	g := m.Game()
	h := m.Sel.Hex
	switch g.Phase {
	case isandlwana.PhaseSetup:
		for _, i := range g.UnitsAt(h) {
			if canPlace(m.legal(), g.Units[i].ID) {
				add("unit:"+strconv.Itoa(i), m.selMark(i)+" "+m.UnitLabel(i), "", "unit", true)
			}
		}
	case isandlwana.PhaseBritishMove:
		anySq := false
		for _, i := range g.UnitsAt(h) {
			movable := len(g.BritishDestinations([]int{i})) > 0
			add("unit:"+strconv.Itoa(i), m.selMark(i)+" "+m.UnitLabel(i), "", "unit", movable)
			if m.canSquare(i, isandlwana.ActSquare) || m.canSquare(i, isandlwana.ActUnsquare) {
				anySq = true
			}
		}
		if g.Wagon.Hex == h && !g.Wagon.Captured {
			mark := "[ ]"
			if m.Sel.Wagon {
				mark = "[x]"
			}
			add("wagon", mark+" Ammunition wagon", "W", "unit", len(g.WagonDestinations()) > 0)
		}
		if anySq {
			form, leave := false, false
			for _, i := range m.Sel.Units {
				form = form || m.canSquare(i, isandlwana.ActSquare)
				leave = leave || m.canSquare(i, isandlwana.ActUnsquare)
			}
			add("square", "Form square", "Q", "unit", form)
			add("unsquare", "Leave square", "", "unit", leave)
		}
	}
}

func (m *Model) selMark(i int) string {
	for _, j := range m.Sel.Units {
		if j == i {
			return "[x]"
		}
	}
	return "[ ]"
}

func (m *Model) endLabel() string {
	switch m.Game().Phase {
	case isandlwana.PhaseSetup:
		return "Confirm the set-up"
	case isandlwana.PhaseZuluMove:
		return "End Zulu movement"
	case isandlwana.PhaseReaction:
		return "End reaction fire"
	case isandlwana.PhaseZuluAttack:
		return "End Zulu attacks"
	case isandlwana.PhaseBritishMove:
		return "End British movement"
	case isandlwana.PhaseBritishCombat:
		return "End British combat"
	}
	return "End phase"
}

// OptionLabel says what answering a decision with option o means.
func (m *Model) OptionLabel(d isandlwana.Decision, o string) string {
	g := m.Game()
	if i := g.UnitIndex(o); i >= 0 {
		label := m.UnitLabel(i) + " in " + g.Units[i].Hex.String()
		if d.Kind == isandlwana.DecideOverstack {
			switch to := g.DisplaceTargets(i); len(to) {
			case 0:
				label += ": no hex next to it has room, so it is eliminated"
			case 1:
				label += ": it moves to " + to[0].String()
			default:
				label += fmt.Sprintf(": the Zulu player sends it to one of %d hexes", len(to))
			}
		}
		return label
	}
	if h, err := hexmap.ParseHex(o); err == nil && d.Kind == isandlwana.DecideDisplace {
		return "Send " + m.Named(d.Unit) + " to " + h.String() + " (" + TerrainName(g, h) + ")"
	}
	if h, err := hexmap.ParseHex(o); err == nil {
		if d.Kind == isandlwana.DecideAdvance {
			return "Advance from " + h.String()
		}
		return "Hex " + h.String() + " (" + TerrainName(g, h) + ")"
	}
	switch strings.ToLower(o) {
	case "none", "no", "stay":
		return "Do not advance"
	case "raise":
		return "Raise the Colours with the wagon"
	case "send", "sendoff", "off":
		return "Send the Colours off the field"
	}
	return o
}

// SummaryShown reports whether the result card of a finished game is up
// (not hidden to look at the board).
func (m *Model) SummaryShown() bool { return m.Game().Over() && !m.BoardView }

// DigitKey is the key of the k-th (from 0) of a list of choices: "1" to
// "9", and none past the ninth.
func DigitKey(k int) string {
	if k < 0 || k >= 9 {
		return ""
	}
	return strconv.Itoa(k + 1)
}

// KeyButton is the ID of the enabled button the key (as shown on the
// buttons: "1", "E", "Enter") presses now, or "" when none.
func (m *Model) KeyButton(key string) string {
	for _, b := range m.Buttons() {
		if b.Key == key && b.Enabled {
			return b.ID
		}
	}
	return ""
}

// Escape says what Esc does on the board: "cancel" drops a planned fire or
// the selection; otherwise "menu" opens the start screen, as the bar's
// Menu button shows.
func (m *Model) Escape() string {
	if m.Fire != nil || !m.Sel.Hex.IsNone() {
		return "cancel"
	}
	return "menu"
}

// Press carries out the button with the given ID. It reports whether the ID
// was known.
func (m *Model) Press(id string) bool {
	m.touched = true
	verb, arg, _ := strings.Cut(id, ":")
	switch verb {
	case "handover":
		m.ConfirmHandOver()
	case "bot":
		switch arg {
		case "pause":
			m.Paused = !m.Paused
		case "faster":
			m.Speed = SpeedFast
		case "slower":
			m.Speed = SpeedNormal
		case "skip":
			m.Paused = false
			m.Speed = SpeedSkip
		}
	case "choose":
		m.Choose(arg)
	case "order":
		m.Order(arg == "move")
	case "recycle":
		m.RecycleAll()
	case "send":
		m.SendNearest()
	case "fire":
		m.FireNow()
	case "cancel":
		m.Fire, m.Sel = nil, Selection{}
		m.afterChange()
	case "unit":
		i, err := strconv.Atoi(arg)
		if err != nil || i < 0 || i >= len(m.Game().Units) {
			return false
		}
		m.ToggleUnit(i)
	case "sp-", "sp+":
		i := m.Game().UnitIndex(arg)
		if i < 0 {
			return false
		}
		d := 1
		if verb == "sp-" {
			d = -1
		}
		m.AdjustSP(i, d)
	case "wagon":
		m.ToggleWagon()
	case "square":
		m.Square(true)
	case "unsquare":
		m.Square(false)
	case "end":
		if err := m.End(); err != nil {
			m.fail(err)
		}
	case "undo":
		m.Undo()
	case "view":
		if !m.Game().Over() {
			return false
		}
		m.BoardView = !m.BoardView
	case "help":
		m.ShowHelp = !m.ShowHelp
	case "rules":
		m.ShowRules, m.RulesPage = !m.ShowRules, 0
	default:
		return false
	}
	return true
}

// HitsOn words the die faces that hit for a hit number, as the fire panel
// and the Fire button show them: "a 1 only", "1–4", "1–5".
func HitsOn(hitNumber int) string {
	if n := isandlwana.UsefulHitNumber(hitNumber); n > 1 {
		return fmt.Sprintf("1–%d", n)
	}
	return "a 1 only"
}
