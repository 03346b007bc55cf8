package tstate

import (
	"regexp"
	"strings"
	"testing"
)

// phaseKey matches a phase key of the engine (british-move), which the
// window never shows.
var phaseKey = regexp.MustCompile(`\b(british|zulu)-(move|fire)\b`)

// TestUnitName_MenByNameAndZulusByNumber: a named man by rank and name,
// a man of a company or corps by number and unit, a patient by number, a
// Zulu counter by number; what is no unit stays as it is.
func TestUnitName_MenByNameAndZulusByNumber(t *testing.T) {
	g := newModel(t, 5, "pass").G()
	for _, c := range []struct{ id, want string }{
		{"B001", "Lt J. R. M. Chard"},
		{"B002", "Lt G. Bromhead"},
		{"B015", "man 15 of B Coy 2/24th"},
		{"B099", "man 99 of Commissariat"},
		{"B113", "patient 113"},
		{"Z005", "Zulu counter 5"},
		{"Z600", "Zulu counter 600"},
		{"1816", "1816"},
		{"ward-1", "ward-1"},
	} {
		if got := UnitName(g, c.id); got != c.want {
			t.Errorf("%s: %q, want %q", c.id, got, c.want)
		}
	}
}

// TestPlain_TacticalLogInWords: the engine's log lines with the units by
// name and the end of a phase as a sentence.
func TestPlain_TacticalLogInWords(t *testing.T) {
	g := newModel(t, 5, "pass").G()
	for _, c := range []struct{ line, want string }{
		{"british end the british-move phase", "The British end their movement"},
		{"zulu end the zulu-move phase", "The Zulus end their movement"},
		{"british end the british-fire phase", "The British end their fire"},
		{"zulu end the melee phase", "The Zulus end the melee phase"},
		{"B001 moves 3015 to 1816 (2 MP)", "Lt J. R. M. Chard moves 3015 to 1816 (2 MP)"},
		{"12 men fire at Z005: 3 = 1: eliminated", "12 men fire at Zulu counter 5: 3 = 1: eliminated"},
		{"turn 1, 4:30 pm", "turn 1, 4:30 pm"},
	} {
		if got := Plain(g, c.line); got != c.want {
			t.Errorf("%q reads %q, want %q", c.line, got, c.want)
		}
	}
}

// TestWindowTexts_ASampleTacticalGameShowsNoIdsOrPhaseKeys: a game with
// the British a person and the Zulus the priority-list bot, played for a
// turn or two with a move taken back: the log, the bots' lines, the action
// lists, the bar's lines and undo's notice carry no unit id and no phase
// key; a few lines are checked word for word.
func TestWindowTexts_ASampleTacticalGameShowsNoIdsOrPhaseKeys(t *testing.T) {
	m := newModel(t, 5, "default")
	check := func(where string, texts ...string) {
		t.Helper()
		for _, s := range texts {
			if idPattern.MatchString(s) || phaseKey.MatchString(s) {
				t.Errorf("%s shows %q", where, s)
			}
		}
	}
	if got, want := m.Who(), "British: you · Zulus: the Zulu priority list"; got != want {
		t.Errorf("who plays: %q, want %q", got, want)
	}
	// Chard's move, taken back: undo's notice names him.
	var move string
	ms, _ := m.Moves("B001")
	for _, mv := range ms {
		if mv.To.Box == 0 {
			move = "move B001 " + mv.To.String()
			break
		}
	}
	if move == "" {
		t.Fatal("Chard may not move at the start")
	}
	if err := m.Apply(move); err != nil {
		t.Fatal(err)
	}
	if err := m.Undo(); err != nil {
		t.Fatal(err)
	}
	to := strings.Fields(move)[2]
	if want := "Took back 1 action (Lt J. R. M. Chard moves to " + to + ")."; m.Info != want {
		t.Errorf("undo's notice %q, want %q", m.Info, want)
	}
	// Two turns: the person moves a man and ends each of his phases, the
	// bot plays its own.
	for step := 0; step < 2000 && !m.Over() && m.G().Turn < 3; step++ {
		if !m.MyTurn() {
			m.Tick(m.Delay + 1)
			continue
		}
		var words []string
		for _, c := range m.Choices() {
			words = append(words, c.Words)
		}
		check("the action list", words...)
		check("the bar", m.Status(), m.Who(), m.ActorLine())
		a := "end"
		if step < 3 && m.G().Phase.String() == "british-move" {
			a = firstMove(t, m)
		}
		if err := m.Apply(a); err != nil {
			// A decision other than the phase's end: its first answer.
			if err := m.Apply(m.G().Legal()[0]); err != nil {
				t.Fatal(err)
			}
		}
	}
	check("the log", m.Log(400)...)
	check("the bots' lines", m.BotLines(3)...)
	if len(m.BotLines(1)) == 0 || !strings.HasPrefix(m.BotLines(1)[0], "Zulus (the Zulu priority list): ") {
		t.Errorf("the bots' lines %q do not name the bot by its title", m.BotLines(3))
	}
	all := strings.Join(m.Log(400), "\n")
	// (The Zulus' movement ends by itself once every counter has moved.)
	for _, want := range []string{"The British end their movement", "The British end their fire", "Lt J. R. M. Chard moves "} {
		if !strings.Contains(all, want) {
			t.Errorf("the log never says %q:\n%s", want, all)
		}
	}
}
