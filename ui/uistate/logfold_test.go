package uistate

import (
	"fmt"
	"strings"
	"testing"

	"zulu1879/hexmap"
	"zulu1879/isandlwana"
)

// A bot's Zulu movement shows in the folded log as one line per hex the
// Zulus left, listing where they went; unfolded (B), every move shows with
// its reason; the game's own log keeps a line a move.
func TestBotZuluMovesFoldPerHexInTheLog(t *testing.T) {
	bot := &Bot{Name: "Tester", Side: isandlwana.Zulu, Choose: firstLegal}
	m := NewModel(newSession(t, "isandlwana", 3), [2]*Bot{nil, bot})
	if err := m.End(); err != nil {
		t.Fatal(err)
	}
	first, logStart := len(m.Actions), len(m.Game().Log)
	for k := 0; k < 12 && m.Game().Phase == isandlwana.PhaseZuluMove; k++ {
		if !m.BotStep() {
			t.Fatal("the bot did not move")
		}
	}
	var order []hexmap.Hex
	to := map[hexmap.Hex][]string{}
	for _, a := range m.Actions[first:] {
		if a.Kind != isandlwana.ActZuluMove {
			t.Fatalf("the bot did %v, not a Zulu move", a)
		}
		if _, ok := to[a.From]; !ok {
			order = append(order, a.From)
		}
		to[a.From] = append(to[a.From], a.To.String())
	}
	if got := len(m.Game().Log) - logStart; got != 12 {
		t.Fatalf("the engine logged %d lines for 12 moves", got)
	}
	if len(order) == 12 {
		t.Fatal("every move left a different hex: nothing to fold")
	}
	var want []string
	for _, h := range order {
		if n := len(to[h]); n > 1 {
			want = append(want, fmt.Sprintf("Zulus from %s → %s (%d moves)", h, strings.Join(to[h], ", "), n))
		} else {
			want = append(want, fmt.Sprintf("Zulu from %s → %s", h, to[h][0]))
		}
	}
	lines := m.LogLines(len(want))
	var got []string
	for _, l := range lines {
		got = append(got, l.Text)
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("folded log:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	m.ShowReasons = true
	reasons, moves := 0, 0
	for _, l := range m.LogLines(24) {
		if l.Reason && strings.HasPrefix(l.Text, "Tester: ") {
			reasons++
		} else if strings.HasPrefix(l.Text, "Zulu moves ") {
			moves++
		}
	}
	if reasons != 12 || moves != 12 {
		t.Errorf("unfolded log shows %d reasons and %d moves, want 12 of each", reasons, moves)
	}
}

// LogLines keeps its lines between frames, but never past a change: after
// a move, an undo and a fold of the reasons it gives what a fresh reading
// of the log gives.
func TestLogLinesKeptOnlyWhileNothingChanges(t *testing.T) {
	m := hotseat(t)
	toZuluMove(t, m)
	same := func(when string) {
		t.Helper()
		got, want := m.LogLines(60), m.logLines(60)
		if len(want) > 60 {
			want = want[len(want)-60:]
		}
		if len(got) != len(want) {
			t.Fatalf("%s: %d lines kept, %d in the log", when, len(got), len(want))
		}
		for k := range want {
			if got[k].Text != want[k].Text || got[k].Reason != want[k].Reason {
				t.Fatalf("%s: line %d kept as %q, the log says %q", when, k, got[k].Text, want[k].Text)
			}
		}
	}
	same("at the start")
	before := len(m.LogLines(60))
	m.ClickHex(hexmap.H(16, 1))
	m.ClickHex(m.SendPlan(1)[0])
	if len(m.LogLines(60)) == before {
		t.Fatal("a move added no log line")
	}
	same("after a move")
	m.Press("undo")
	same("after the undo")
	m.ShowReasons = !m.ShowReasons
	same("with the reasons unfolded")
}
