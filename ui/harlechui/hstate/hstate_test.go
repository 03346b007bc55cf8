package hstate

import (
	"slices"
	"strings"
	"testing"

	"zulu1879/games"
	_ "zulu1879/games/isandlwana"
	"zulu1879/harlech"
	"zulu1879/saves"
)

func newModel(t *testing.T, players, level int, seed uint64, advisor ...int) *Model {
	t.Helper()
	rec, err := NewGame(players, level, seed, advisor)
	if err != nil {
		t.Fatal(err)
	}
	m, err := New(rec)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// reachable is every game action the buttons lead to now: a step button
// (the card of a hold) is followed to its own buttons.
func reachable(t *testing.T, m *Model) []string {
	t.Helper()
	var out []string
	for _, b := range m.ActionButtons() {
		switch {
		case b.Action != "":
			out = append(out, b.Action)
		case strings.HasPrefix(b.ID, "card:"):
			m.Press(b.ID)
			for _, b2 := range m.ActionButtons() {
				if b2.Action != "" {
					out = append(out, b2.Action)
				}
			}
			m.Press("back")
		}
	}
	slices.Sort(out)
	return out
}

// TestButtons_AreTheLegalActions plays games of 1 to 3 people choosing the
// buttons in turn, and checks at every decision that the buttons lead to
// exactly the legal actions, each once, with the keys 1-9 given in order
// and pass on Enter.
func TestButtons_AreTheLegalActions(t *testing.T) {
	for _, players := range []int{1, 2, 3} {
		m := newModel(t, players, 3, uint64(10+players))
		steps := 0
		defer func() {
			if steps < 15 {
				t.Errorf("%d players: only %d decisions played", players, steps)
			}
		}()
		for step := 0; step < 300 && !m.Over(); step++ {
			if m.Curtain {
				if !m.PressKey("Enter") {
					t.Fatal("Enter does not lift the curtain")
				}
			}
			if ins := m.Instructions(); strings.Contains(ins, "?.") || !strings.HasSuffix(ins, ".") && !strings.HasSuffix(ins, "?") {
				t.Errorf("%d players, step %d: instructions %q do not end as a sentence or a question", players, step, ins)
			}
			legal := m.Rec.State().Legal()
			got := reachable(t, m)
			if !slices.Equal(got, legal) {
				t.Fatalf("%d players, step %d: buttons lead to %v, legal %v", players, step, got, legal)
			}
			n := 0
			for _, b := range m.ActionButtons() {
				if b.Action == "pass" && b.Key != "Enter" {
					t.Errorf("pass is on %q, not Enter", b.Key)
				}
				if b.Key != "Enter" && b.Key != "" {
					n++
					if b.Key != string(rune('0'+n)) {
						t.Fatalf("button %q has key %q, want %d", b.Label, b.Key, n)
					}
				}
			}
			// Press a button by its key, a different one each step (the
			// holds rather than falling back, to play long games).
			before := m.Rec.Len()
			key := "Enter"
			if n > 0 {
				key = string(rune('0' + 1 + (step+1)%n))
			}
			m.PressKey(key)
			if m.Chosen != "" {
				m.PressKey(string(rune('1' + step%2)))
			}
			if m.Rec.Len() != before+1 {
				t.Fatalf("step %d: key %s applied %d actions", step, key, m.Rec.Len()-before)
			}
			steps++
		}
	}
}

// TestHands_EachSeatSeesOnlyItsOwn plays a hotseat game of three people and
// checks that the screen's view always holds the hand of the viewer and
// no other, that the viewer changes only behind the curtain, and that the
// log it shows is the viewer's.
func TestHands_EachSeatSeesOnlyItsOwn(t *testing.T) {
	m := newModel(t, 3, 2, 21)
	curtains := 0
	for step := 0; step < 400 && !m.Over(); step++ {
		if m.Curtain {
			curtains++
			if m.MyTurn() || len(m.ActionButtons()) != 0 {
				t.Fatal("actions offered under the curtain")
			}
			was := m.Viewer
			m.PressKey("Enter")
			if m.Viewer == was || m.Viewer != m.Rec.State().ToAct() {
				t.Fatalf("after the curtain the viewer is %d (was %d), to act %d", m.Viewer, was, m.Rec.State().ToAct())
			}
		}
		if m.Viewer != m.Rec.State().ToAct() {
			t.Fatalf("step %d: %d acts while %d is at the screen, without a curtain", step, m.Rec.State().ToAct(), m.Viewer)
		}
		v := m.View()
		for i, h := range v.Hands {
			if (h.Cards != nil) != (games.Seat(i) == m.Viewer && h.Count > 0) {
				t.Fatalf("step %d: viewer %d sees the cards of %s: %v", step, m.Viewer, h.Seat, h.Cards)
			}
		}
		g := m.G()
		for i, e := range m.Log() {
			if want := g.Log(m.Viewer, i)[0].Text; e.Text != want {
				t.Fatalf("log line %d is not the viewer's: %q", i, e.Text)
			}
		}
		legal := m.Rec.State().Legal()
		m.Do(legal[step%len(legal)])
	}
	if curtains < 3 {
		t.Errorf("%d curtains in a game of three people", curtains)
	}
}

// TestCurtain_OnlyBetweenPeople: one person with bots never sees a
// curtain; two people do, and the bots' turns between them do not count.
func TestCurtain_OnlyBetweenPeople(t *testing.T) {
	cases := []struct {
		name     string
		players  int
		advisor  []int
		curtains bool
	}{
		{"one person alone", 1, nil, false},
		{"one person and two advisors", 3, []int{1, 2}, false},
		{"two people and an advisor", 3, []int{1}, true},
		{"advisors only", 2, []int{0, 1}, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m := newModel(t, c.players, 1, 8, c.advisor...)
			seen := false
			for step := 0; step < 300 && !m.Over(); step++ {
				if m.Curtain {
					seen = true
					m.Lift()
				}
				if m.Bots[m.Rec.State().ToAct()] != nil {
					m.BotStep()
					continue
				}
				legal := m.Rec.State().Legal()
				m.Do(legal[0])
			}
			if seen != c.curtains {
				t.Errorf("curtain seen %v, want %v", seen, c.curtains)
			}
			if len(c.advisor) == c.players && m.Viewer != games.Omniscient {
				t.Errorf("with nobody at the screen the viewer is %d, want everything", m.Viewer)
			}
		})
	}
}

// TestBots_PlayAtTheirPace: a bot acts only once Delay has passed, one
// action at a time, and gives its reason in the log.
func TestBots_PlayAtTheirPace(t *testing.T) {
	m := newModel(t, 2, 1, 3, 0) // the advisor is player-1, the person player-2
	if m.Viewer != 1 {
		t.Fatalf("viewer %d, want player-2", m.Viewer)
	}
	if m.MyTurn() || len(m.ActionButtons()) != 0 {
		t.Fatal("the person is offered actions on the bot's turn")
	}
	n := m.Rec.Len()
	if m.Tick(m.Delay / 2) {
		t.Fatal("the bot acted before its delay")
	}
	if !m.Tick(m.Delay/2+0.01) || m.Rec.Len() != n+1 {
		t.Fatalf("after the delay: %d actions, want 1", m.Rec.Len()-n)
	}
	if m.Tick(0.01) {
		t.Fatal("a second action at once")
	}
	lines := m.LogLines(200)
	found := false
	for _, l := range lines {
		if l.Why && strings.HasPrefix(l.Text, "Player 1 (advisor): ") && strings.Contains(l.Text, " — ") {
			found = true
		}
	}
	if !found {
		t.Errorf("no reason of the advisor in the log: %v", lines)
	}
	// Until the person's turn the bot goes on, each action after the delay.
	for i := 0; i < 100 && !m.MyTurn() && !m.Over(); i++ {
		m.Tick(m.Delay)
	}
	if !m.MyTurn() {
		t.Fatal("the person never got a turn")
	}
	if m.Tick(10) {
		t.Error("time passing acted for the person")
	}
	if !m.PressKey("F") || m.Delay != FastDelay || !m.PressKey("F") || m.Delay != DefaultDelay {
		t.Errorf("F does not switch the pace: %v", m.Delay)
	}
}

// TestPlayable_LightsTheCardsOfTheLegalActions checks that the cards lit in
// the hand are the ones a legal action plays, and none when it is not the
// viewer's decision.
func TestPlayable_LightsTheCardsOfTheLegalActions(t *testing.T) {
	m := newModel(t, 1, 2, 4)
	for step := 0; step < 200 && !m.Over(); step++ {
		lit := m.Playable()
		want := map[string]bool{}
		for _, a := range m.Rec.State().Legal() {
			f := strings.Fields(a)
			if f[0] == "hold" || f[0] == "play" {
				want[f[1]] = true
			}
		}
		if len(lit) != len(want) {
			t.Fatalf("step %d: lit %v, legal plays %v", step, lit, want)
		}
		for c := range want {
			if !lit[c] {
				t.Fatalf("step %d: %s is playable but not lit", step, c)
			}
		}
		legal := m.Rec.State().Legal()
		m.Do(legal[len(legal)-1])
	}
}

// TestDo_ARefusedActionSaysWhyAndChangesNothing.
func TestDo_ARefusedActionSaysWhyAndChangesNothing(t *testing.T) {
	m := newModel(t, 1, 1, 2)
	n, h := m.Rec.Len(), m.Rec.State().Hash()
	m.Do("hold 99 n")
	if !m.IsError || !strings.Contains(m.Info, "no attack card of 99") || m.Rec.Len() != n || m.Rec.State().Hash() != h {
		t.Errorf("info %q (error %v), %d actions", m.Info, m.IsError, m.Rec.Len()-n)
	}
	if m.Press("act:") {
		if !m.IsError {
			t.Error("an empty action was not refused")
		}
	}
}

// TestEnding_NamesTheMedalOnAWin plays the advisor alone until a win.
func TestEnding_NamesTheMedalOnAWin(t *testing.T) {
	for seed := uint64(1); seed < 40; seed++ {
		m := newModel(t, 1, 1, seed, 0)
		for i := 0; i < 5000 && !m.Over(); i++ {
			m.BotStep()
		}
		e := m.EndingView()
		if !e.Won {
			if e.Medal != "" || !strings.Contains(strings.Join(e.Lines, " "), "No medal") {
				t.Errorf("a loss: %+v", e)
			}
			continue
		}
		if e.Medal == "" || !strings.Contains(strings.Join(e.Lines, " "), e.Medal) {
			t.Errorf("a win without its medal: %+v", e)
		}
		if !m.EndingShown() || !m.PressKey("Enter") || !m.Done() {
			t.Error("Enter does not close the ending")
		}
		return
	}
	t.Fatal("no win")
}

// TestNew_RefusesAnotherGame: the screen takes only Men of Harlech.
func TestNew_RefusesAnotherGame(t *testing.T) {
	rules, err := games.Lookup("isandlwana")
	if err != nil {
		t.Skip("isandlwana is not registered in this test binary")
	}
	rec, err := saves.NewRecord(rules, games.Setup{Seed: 1}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := New(rec); err == nil || !strings.Contains(err.Error(), harlech.ID) {
		t.Errorf("err %v", err)
	}
}

// TestReasons_ALoadedGameKeepsTheBotsReasons: a game saved after the
// advisor played and loaded again shows the same reason lines in its log,
// in the same places.
func TestReasons_ALoadedGameKeepsTheBotsReasons(t *testing.T) {
	m := newModel(t, 2, 1, 3, 1)
	for i := 0; i < 40 && !m.Over(); i++ {
		if m.IsBot(m.Rec.State().ToAct()) {
			m.BotStep()
			continue
		}
		legal := m.Rec.State().Legal()
		m.Do(legal[len(legal)-1])
	}
	if len(m.Reasons) == 0 {
		t.Fatal("the advisor gave no reason in 40 actions")
	}
	data, err := m.Rec.Encode("test")
	if err != nil {
		t.Fatal(err)
	}
	rec, err := saves.DecodeEnvelope(data, "x.json")
	if err != nil {
		t.Fatal(err)
	}
	l, err := New(rec)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(l.Reasons, m.Reasons) {
		t.Errorf("loaded reasons %v\nwant %v", l.Reasons, m.Reasons)
	}
	var a, b []string
	for _, x := range m.LogLines(1000) {
		a = append(a, x.Text)
	}
	for _, x := range l.LogLines(1000) {
		b = append(b, x.Text)
	}
	if !slices.Equal(a, b) {
		t.Error("the loaded game's log differs from the game's")
	}
}

// TestAdvice_TheAdvisorsHintForThePersonAtTheScreen: A (the Advice button)
// shows what the advisor would do in the person's place and why, and plays
// nothing; it is dark, and refused, under a hand-over curtain.
func TestAdvice_TheAdvisorsHintForThePersonAtTheScreen(t *testing.T) {
	m := newModel(t, 2, 1, 5, 1)
	if !m.MyTurn() {
		t.Fatal("player-1 is not to decide at the start")
	}
	a, why := games.Bot(advisorFor(t)).Choose(m.Rec.State())
	before, hash := m.Rec.Len(), m.Rec.State().Hash()
	if !m.PressKey("A") {
		t.Fatal("A did nothing")
	}
	want := "Advice (the advisor): " + m.Describe(a) + " — " + why + "."
	if m.Info != want || m.IsError {
		t.Errorf("message %q (error %v), want %q", m.Info, m.IsError, want)
	}
	if m.Rec.Len() != before || m.Rec.State().Hash() != hash {
		t.Error("the advice changed the game")
	}
	lit := func() bool {
		for _, b := range m.ViewButtons() {
			if b.ID == "hint" {
				return b.Enabled
			}
		}
		t.Fatal("no Advice button")
		return false
	}
	if !lit() {
		t.Error("the Advice button is dark on the person's decision")
	}
	// Two people: under the curtain nobody is advised.
	m2 := newModel(t, 2, 1, 5)
	if !m2.Curtain {
		t.Fatal("two people: no curtain at the start")
	}
	m = m2
	if lit() || m.Press("hint") {
		t.Error("advice under the hand-over curtain")
	}
}

func advisorFor(t *testing.T) games.Bot {
	t.Helper()
	bi, err := games.BotNamed(harlech.ID, "advisor", "player-1")
	if err != nil {
		t.Fatal(err)
	}
	return bi.New(0)
}

// TestReasons_ComeBeforeWhatTheActionDid: in the log a bot's reason is the
// line just before the first event its action caused (its decision, then
// what followed), so the last line of a game the advisor ends is the
// ending, not a reason.
func TestReasons_ComeBeforeWhatTheActionDid(t *testing.T) {
	m := newModel(t, 1, 1, 2, 0)
	for i := 0; i < 2000 && !m.Over(); i++ {
		before := len(m.Log())
		m.BotStep()
		evs := m.Log()
		if len(evs) == before {
			continue
		}
		lines := m.LogLines(100000)
		r := m.Reasons[len(m.Reasons)-1]
		want := m.reasonLine(r, true).Text
		idx := -1
		for k := len(lines) - 1; k >= 0; k-- { // the newest line of that text
			if lines[k].Text == LogWords(evs[before].Text) && !lines[k].Why {
				idx = k
				break
			}
		}
		if idx < 1 || lines[idx-1].Text != want {
			t.Fatalf("action %d (%s): the line before %q is not its reason %q", i, r.Action, evs[before].Text, want)
		}
	}
	if !m.Over() {
		t.Fatal("the game did not end")
	}
	lines := m.LogLines(1)
	if lines[0].Why || lines[0].Text != m.Log()[len(m.Log())-1].Text {
		t.Errorf("the log ends with %q, want the ending", lines[0].Text)
	}
}
