package skstate

import (
	"regexp"
	"strings"
	"testing"
)

// figPattern matches an engine figure id (B1, Z12) and phaseKey a phase
// key (zulu-move): the window never shows either.
var (
	figPattern = regexp.MustCompile(`\b[BZ]\d{1,3}\b`)
	phaseKey   = regexp.MustCompile(`\b(british|zulu)-(move|fire)\b`)
)

// TestWords_SkirmishActionsNameTheFiguresAndDirections: the numbered
// list writes each verb with the figures' names and the directions in
// words, and never the notation.
func TestWords_SkirmishActionsNameTheFiguresAndDirections(t *testing.T) {
	g := hotseat(t, "hospital", 1).G()
	for _, c := range []struct{ action, want string }{
		{"end", "end the phase"},
		{"assist B1 B10", "Hook helps patient 10 along"},
		{"dig B1 N", "Hook digs at a hole in the wall to the north"},
		{"dig B1 roof", "Hook digs at a hole in the roof"},
		{"open B2 NE", "Williams J. opens the door to the north-east"},
		{"close B2 SW", "Williams J. closes the door to the south-west"},
		{"turn B1 N", "Hook turns to face north"},
		{"burn 1218^", "set fire to your own roof at 1218"},
		{"move Z3 1418", "Zulu 3 moves to 1418"},
		{"move B1 1418^", "Hook moves over the roof at 1418"},
		{"climb B1 1418^", "Hook climbs onto the roof at 1418"},
		{"jump B1 1417", "Hook jumps down from the roof to 1417"},
		{"fire B1 Z12", "Hook fires at Zulu 12"},
		{"terrace Z4", "the terrace fires at Zulu 4"},
		{"fight B3", "resolve the fight around Jones R."},
		{"stand B3", "Jones R. stands up"},
		{"take B1 4217", "Hook takes a mealie bag from the pile at 4217"},
		{"place B1 S", "Hook lays his mealie bag on the south side: a wall"},
		{"lose Z12", "Zulu 12 is the one to fall"},
	} {
		if got := Words(g, c.action); got != c.want {
			t.Errorf("%q reads %q, want %q", c.action, got, c.want)
		}
	}
}

// TestPlain_SkirmishLogInWords: the engine's log lines are written with
// names for ids and the end of a phase as a sentence.
func TestPlain_SkirmishLogInWords(t *testing.T) {
	g := hotseat(t, "hospital", 1).G()
	for _, c := range []struct{ line, want string }{
		{"zulu ends the zulu-move phase", "The Zulus end their movement"},
		{"british ends the british-move phase", "The British end their movement"},
		{"british ends the british-fire phase", "The British end their fire"},
		{"zulu ends the melee phase", "The Zulus end the melee phase"},
		{"B1 helps B10 along (−1 to him, +1 to B10)", "Hook helps patient 10 along (−1 to him, +1 to patient 10)"},
		{"Z7 is killed", "Zulu 7 is killed"},
		{"the roof at 1218 catches fire (a flaming spear)", "the roof at 1218 catches fire (a flaming spear)"},
	} {
		if got := Plain(g, c.line); got != c.want {
			t.Errorf("%q reads %q, want %q", c.line, got, c.want)
		}
	}
}

// TestWindowTexts_ASampleSkirmishShowsNoIdsOrPhaseKeys: a game of the
// hospital (the British a person against the impi) played some turns,
// with a take-back: the log, the bots' lines, the numbered actions, the
// bar's lines and undo's notice carry no figure id and no phase key.
func TestWindowTexts_ASampleSkirmishShowsNoIdsOrPhaseKeys(t *testing.T) {
	rec, err := NewGame("hospital", 3, "", "default")
	if err != nil {
		t.Fatal(err)
	}
	m, err := New(rec)
	if err != nil {
		t.Fatal(err)
	}
	check := func(where string, texts ...string) {
		t.Helper()
		for _, s := range texts {
			if figPattern.MatchString(s) || phaseKey.MatchString(s) {
				t.Errorf("%s shows %q", where, s)
			}
		}
	}
	undone := false
	for step := 0; step < 60 && !m.Over(); step++ {
		if !m.MyTurn() {
			if err := m.BotStep(); err != nil {
				t.Fatal(err)
			}
			continue
		}
		var words []string
		for _, a := range m.Choices() {
			words = append(words, m.ChoiceWords(a))
		}
		check("the numbered list", words...)
		check("the bar", m.Status(), m.Who(), m.ActorLine(), m.ChoicesHeading())
		a := "end"
		for _, c := range m.G().Legal() {
			if strings.HasPrefix(c, "turn ") || strings.HasPrefix(c, "move ") {
				a = c
				break
			}
		}
		if err := m.Apply(a); err != nil {
			t.Fatal(err)
		}
		if !undone && a != "end" {
			if err := m.Undo(); err != nil {
				t.Fatalf("undo %q: %v", a, err)
			}
			undone = true
			if want := "Took back 1 action (" + m.ChoiceWords(a) + ")."; m.Info != want {
				t.Errorf("undo's notice %q, want %q", m.Info, want)
			}
			check("undo's notice", m.Info)
			if err := m.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
	}
	if !undone {
		t.Fatal("the sample game never took an action back")
	}
	log := m.Log(40)
	if len(log) < 10 {
		t.Fatalf("the sample game logged only %d lines", len(log))
	}
	check("the log", log...)
	check("the bots' lines", m.BotLines(3)...)
	if len(m.BotLines(3)) == 0 || !strings.HasPrefix(m.BotLines(1)[0], "Zulus (the impi): ") {
		t.Errorf("the bots' lines %q name the bot by its title", m.BotLines(3))
	}
	for i := range m.G().Figs {
		check("the figure line", m.FigureLine(i))
	}
	sl := m.Surgeon()
	check("the surgeon's list", append(append(sl.Treated, sl.Waiting...), sl.Outside...)...)
	for _, d := range m.Dice() {
		check("the dice", d.Note, d.Plan)
	}
	if got, want := m.Who(), "British: you · Zulus: the impi"; got != want {
		t.Errorf("who plays: %q, want %q", got, want)
	}
	if !strings.Contains(strings.Join(log, "\n"), "The Zulus end their movement") {
		t.Errorf("the log never says the Zulus ended their movement:\n%s", strings.Join(log, "\n"))
	}
}

// TestRefusal_SaysTheActionAndWhyInWords: an action the rules refuse is
// said on the screen in words, the figure by name, with the reason.
func TestRefusal_SaysTheActionAndWhyInWords(t *testing.T) {
	m := hotseat(t, "hospital", 1)
	if err := m.Apply("end"); err != nil { // to the British move
		t.Fatal(err)
	}
	// Hook stands on the ground: he has no roof to jump from.
	err := m.Apply("jump B1 1417")
	if err == nil {
		t.Fatal("Hook jumped from a roof he is not on")
	}
	if !m.IsError || !strings.HasPrefix(m.Info, "Hook jumps down from the roof to 1417: ") || figPattern.MatchString(m.Info) {
		t.Errorf("the refusal reads %q (the engine: %v)", m.Info, err)
	}
}
