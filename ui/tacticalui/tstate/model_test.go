package tstate

import (
	"fmt"
	"strings"
	"testing"

	"zulu1879/games"
	"zulu1879/hexmap"
	"zulu1879/saves"
	"zulu1879/tactical"
)

// newModel starts seed's game with the British played by a person and the
// Zulus by zulu.
func newModel(t *testing.T, seed uint64, zulu string) *Model {
	t.Helper()
	rec, err := NewGame(seed, Person, zulu)
	if err != nil {
		t.Fatal(err)
	}
	m, err := New(rec)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// answerBots lets the bots play until a person is to act (the Zulus'
// answer to the decisions of rule 9 that a British fire asks, revision 2).
func answerBots(m *Model) {
	for n := 0; n < 100 && !m.Over() && m.IsBot(m.ToAct()); n++ {
		m.Tick(m.Delay + 1)
	}
}

// firstMove finds a British man who may move and a ground hex he reaches.
func firstMove(t *testing.T, m *Model) string {
	t.Helper()
	for _, u := range m.G().ViewAll().Units {
		if u.Side != "british" || u.Gone {
			continue
		}
		ms, _ := m.Moves(u.ID)
		for _, mv := range ms {
			if mv.To.Box == 0 && mv.To.Level == hexmap.Ground {
				return "move " + u.ID + " " + mv.To.Hex.String()
			}
		}
	}
	t.Fatal("no British man may move")
	return ""
}

func TestModelPlaysAPhaseThroughTheRecord(t *testing.T) {
	m := newModel(t, 5, "random")
	if m.G().Phase != tactical.BritishMove || !m.MyTurn() {
		t.Fatalf("the game opens in %s, my turn %v", m.G().Phase, m.MyTurn())
	}
	mv := firstMove(t, m)
	if err := m.Apply(mv); err != nil {
		t.Fatal(err)
	}
	for m.MyTurn() {
		if err := m.Apply(endOrAnswer(m)); err != nil {
			t.Fatal(err)
		}
	}
	// The bot plays the Zulus at its pace: nothing before the delay.
	if !m.IsBot(m.ToAct()) {
		t.Fatalf("after the British end, %s to act is not the bot", SeatName(m.ToAct()))
	}
	if m.Tick(m.Delay / 2) {
		t.Fatal("the bot played before its pause was over")
	}
	if !m.Tick(m.Delay) {
		t.Fatal("the bot did not play after its pause")
	}
	if err := m.Apply("end"); err == nil && m.IsBot(m.ToAct()) {
		t.Fatal("a person's action was taken while the bot is to act")
	}
	m.Skip()
	moves := m.Rec.Moves()
	if len(moves) < 3 || moves[0].Action != mv || moves[0].Seat != "british" || moves[0].Reason != "" || moves[1].Action != "end" {
		t.Fatalf("the record starts %+v", moves[:min(3, len(moves))])
	}
	bots := 0
	for _, x := range moves[2:] {
		if x.Seat == "zulu" {
			bots++
		}
	}
	if bots == 0 || bots != len(m.Reasons) {
		t.Fatalf("%d Zulu moves in the record, %d bot reasons in the log", bots, len(m.Reasons))
	}
	if m.Rec.Players()["zulu"] != "random" || m.Rec.Players()["british"] != saves.Human {
		t.Fatalf("players %v", m.Rec.Players())
	}
	// The record replays: its envelope loads back to the same state.
	data, err := m.Rec.Encode("test")
	if err != nil {
		t.Fatal(err)
	}
	back, err := saves.DecodeEnvelope(data, "test")
	if err != nil {
		t.Fatal(err)
	}
	if back.State().(*tactical.Game).Hash() != m.G().Hash() {
		t.Fatal("the envelope does not load back to the game")
	}
}

// toFire plays seed's game (Zulus passing) until the British fire phase
// has something to fire at; it fails after the last turn.
func toFire(t *testing.T, m *Model) []Planned {
	t.Helper()
	for !m.Over() {
		m.Skip()
		if m.G().Phase == tactical.BritishFire {
			if ps, err := m.Plan(nil); err == nil {
				return ps
			}
		}
		if err := m.Apply(endOrAnswer(m)); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatal("the British never had a Zulu to fire at")
	return nil
}

func TestFirePlanShowsColumnModifiersAndChancesThenFires(t *testing.T) {
	m := newModel(t, 5, "random")
	ps := toFire(t, m)
	p := ps[0]
	text := strings.Join(p.Lines, "\n")
	for _, want := range []string{"British rifle fire", "column ", "modifiers: ", "chances: ", "%"} {
		if !strings.Contains(text, want) {
			t.Fatalf("the plan lacks %q:\n%s", want, text)
		}
	}
	if !strings.HasPrefix(p.Action, "fire "+p.Target) || len(p.Firers) == 0 {
		t.Fatalf("plan %+v", p)
	}
	n := m.Rec.Len()
	if err := m.Apply(p.Action); err != nil {
		t.Fatal(err)
	}
	last := m.Rec.Moves()[n]
	if last.Action != p.Action || last.Seat != "british" {
		t.Fatalf("the record's new move is %+v, want %q", last, p.Action)
	}
	// The Zulus (the bot) answer rule 9a's pair, and the men fire.
	answerBots(m)
	// The log says the men fired.
	log := strings.Join(m.Log(3), "\n")
	// in words: the target by name, no engine id.
	if !strings.Contains(log, "fire at "+UnitName(m.G(), p.Target)) || idPattern.MatchString(log) {
		t.Fatalf("the log after the fire:\n%s", log)
	}
}

func TestUndoTakesBackMyLastActionAndTheBotsAfter(t *testing.T) {
	m := newModel(t, 7, "random")
	before := m.Rec.State().(*tactical.Game).Hash()
	if m.CanUndo() {
		t.Fatal("undo offered before any action")
	}
	mv := firstMove(t, m)
	if err := m.Apply(mv); err != nil {
		t.Fatal(err)
	}
	mid := m.G().Hash()
	if err := m.Apply("end"); err != nil {
		t.Fatal(err)
	}
	m.Skip()
	if err := m.Undo(); err != nil {
		t.Fatal(err)
	}
	if m.G().Hash() != mid || m.Rec.Len() != 1 || len(m.Reasons) != 0 {
		t.Fatalf("after one undo: %d moves, %d reasons; hash back to after the move: %v", m.Rec.Len(), len(m.Reasons), m.G().Hash() == mid)
	}
	if err := m.Undo(); err != nil {
		t.Fatal(err)
	}
	if m.G().Hash() != before || m.Rec.Len() != 0 {
		t.Fatal("two undos did not bring back the opening")
	}
	if m.Undo() == nil {
		t.Fatal("an undo with nothing to take back was not refused")
	}
}

func TestHotseatHasNoBots(t *testing.T) {
	rec, err := NewGame(3, Person, Person)
	if err != nil {
		t.Fatal(err)
	}
	m, err := New(rec)
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Apply("end"); err != nil {
		t.Fatal(err)
	}
	if m.IsBot(games.Seat(1)) || !m.MyTurn() || m.Tick(10) {
		t.Fatal("hotseat: a bot played the Zulus")
	}
	if !strings.Contains(m.Who(), "Zulus: you") {
		t.Fatal(m.Who())
	}
}

// zuluPlans plays seed's game hotseat, both sides by the random bot's
// choices, until the Zulus have fire and a melee to plan, and returns the
// first plans of each.
func zuluPlans(t *testing.T, seed uint64) (fire, melee []Planned) {
	t.Helper()
	rec, err := NewGame(seed, Person, Person)
	if err != nil {
		t.Fatal(err)
	}
	m, err := New(rec)
	if err != nil {
		t.Fatal(err)
	}
	info, err := games.BotNamed(tactical.ID, "random", "zulu")
	if err != nil {
		t.Fatal(err)
	}
	bot := info.New(seed)
	for i := 0; i < 20000 && !m.Over() && (fire == nil || melee == nil); i++ {
		switch m.G().Phase {
		case tactical.ZuluFire:
			if ps, err := m.Plan(nil); err == nil && fire == nil {
				fire = ps
			}
		case tactical.Melee:
			if ps, err := m.Plan(nil); err == nil && melee == nil {
				melee = ps
			}
		}
		a, _ := bot.Choose(m.Rec.State())
		if err := m.Apply(a); err != nil {
			t.Fatalf("%s: %v", a, err)
		}
	}
	return fire, melee
}

func TestZuluPlansWeighSpearsShotsAndMelee(t *testing.T) {
	fire, melee := zuluPlans(t, 11)
	if fire == nil || melee == nil {
		t.Fatalf("the Zulus never had fire (%d) and a melee (%d) to plan", len(fire), len(melee))
	}
	f := strings.Join(fire[0].Lines, "\n")
	if !strings.Contains(f, "Zulu spear fire") && !strings.Contains(f, "Zulu rifle fire") || !strings.Contains(f, "chances: ") {
		t.Fatalf("Zulu fire plan:\n%s", f)
	}
	p := melee[0]
	ml := strings.Join(p.Lines, "\n")
	// The defender is named in words in the first line and in his own.
	defender, _, _ := strings.Cut(strings.TrimPrefix(p.Lines[0], "attack on "), " by ")
	if !p.Melee || !strings.Contains(ml, "column ") || !strings.Contains(ml, "shifts: ") || !strings.Contains(ml, "\n"+defender+": ") || idPattern.MatchString(ml) || !strings.Contains(ml, "%") {
		t.Fatalf("melee plan:\n%s", ml)
	}
	// Each defender's chances add up to the whole die.
	for _, ln := range p.Lines[2:] {
		sum := 0
		for _, part := range strings.Split(ln[strings.Index(ln, ": ")+2:], " · ") {
			var n int
			if _, err := fmt.Sscanf(part[strings.LastIndex(part, " ")+1:], "%d%%", &n); err != nil {
				t.Fatalf("%q: %v", part, err)
			}
			sum += n
		}
		if sum < 98 || sum > 102 {
			t.Fatalf("%q adds up to %d%%", ln, sum)
		}
	}
	t.Logf("%s\n%s", f, ml)
}

func TestSkipInAWatchedGameGoesOnATurn(t *testing.T) {
	rec, err := NewGame(2, "default", "default")
	if err != nil {
		t.Fatal(err)
	}
	m, err := New(rec)
	if err != nil {
		t.Fatal(err)
	}
	for turn := 2; turn <= 3; turn++ {
		if n := m.Skip(); n == 0 || m.G().Turn != turn {
			t.Fatalf("Space played %d actions to turn %d, want turn %d", n, m.G().Turn, turn)
		}
	}
}

func TestCloseInBringsEveryMovingZuluNearer(t *testing.T) {
	rec, err := NewGame(6, "pass", Person)
	if err != nil {
		t.Fatal(err)
	}
	m, err := New(rec)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 20 && m.G().Phase != tactical.ZuluMove; i++ {
		if m.MyTurn() {
			if err := m.Apply(endOrAnswer(m)); err != nil {
				t.Fatal(err)
			}
		}
		m.Skip()
	}
	// The first Zulu movement with Zulus on the map.
	moves, err := m.CloseIn(nil)
	for i := 0; err != nil && i < 40; i++ {
		if err2 := m.Apply(endOrAnswer(m)); err2 != nil {
			t.Fatal(err2)
		}
		for m.G().Phase != tactical.ZuluMove {
			m.Skip()
			if m.MyTurn() && m.G().Phase != tactical.ZuluMove {
				if err := m.Apply(endOrAnswer(m)); err != nil {
					t.Fatal(err)
				}
			}
		}
		moves, err = m.CloseIn(nil)
	}
	if err != nil {
		t.Fatal(err)
	}
	dist := func() map[string]int {
		out := map[string]int{}
		var brits []hexmap.Hex
		for _, u := range m.G().ViewAll().Units {
			if p, err := tactical.ParsePlace(u.At); err == nil && !u.Gone && u.Side == "british" && p.Box == 0 {
				brits = append(brits, p.Hex)
			}
		}
		for _, u := range m.G().ViewAll().Units {
			p, err := tactical.ParsePlace(u.At)
			if err != nil || u.Gone || u.Side != "zulu" || p.Box != 0 {
				continue
			}
			out[u.ID] = 1 << 30
			for _, b := range brits {
				out[u.ID] = min(out[u.ID], hexmap.Distance(p.Hex, b))
			}
		}
		return out
	}
	before := dist()
	done := 0
	for _, a := range moves {
		if m.Apply(a) == nil {
			done++
		}
	}
	after := dist()
	if done == 0 {
		t.Fatalf("none of %d close-in moves was legal", len(moves))
	}
	for _, a := range moves {
		id := strings.Fields(a)[1]
		if _, on := before[id]; on && after[id] >= before[id] {
			t.Fatalf("%s: %s from %d to %d hexes off the nearest man", a, id, before[id], after[id])
		}
	}
}

func TestPhaseNames(t *testing.T) {
	for p, want := range map[tactical.Phase]string{tactical.BritishMove: "British move", tactical.ZuluFire: "Zulu fire", tactical.Melee: "Melee"} {
		if got := PhaseName(p); got != want {
			t.Errorf("%v: %q, want %q", p, got, want)
		}
	}
}

// endOrAnswer is what a test's person plays to move the game on: the
// default answer to a decision of rule 9 asked of him (the British pair
// against Zulu fire of revision 3 comes in the Zulus' phase), else "end".
func endOrAnswer(m *Model) string {
	if _, _, a, ok := m.G().PendingDecision(); ok {
		return a
	}
	return "end"
}
