package uistate

import (
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	ai "zulu1879/ai/isandlwana"
	"zulu1879/hexmap"
	"zulu1879/isandlwana"
	"zulu1879/saves"
	"zulu1879/scenarios"
)

func newSession(t testing.TB, id string, seed uint64) *saves.Session {
	t.Helper()
	s, err := saves.Start(id, seed, isandlwana.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func newGame(t testing.TB, id string, seed uint64) *isandlwana.State {
	t.Helper()
	s, err := scenarios.Builtin(id)
	if err != nil {
		t.Fatal(err)
	}
	return isandlwana.New(s, seed, isandlwana.Options{})
}

func TestHexAtWorldInvertsHexCenterOnEveryHex(t *testing.T) {
	g := newGame(t, "isandlwana", 1)
	m := g.Map()
	for i := 0; i < m.Size(); i++ {
		h := m.HexAt(i)
		c := HexCenter(h)
		for k, p := range []Point{c, {c.X + 0.8, c.Y}, {c.X - 0.8, c.Y}, {c.X, c.Y + 0.8}, {c.X, c.Y - 0.8}} {
			if got := HexAtWorld(p); got != h {
				t.Fatalf("hex %s probe %d at (%.2f,%.2f): got %s", h, k, p.X, p.Y, got)
			}
		}
	}
}

func TestHexCenterNeighboursAreSqrt3Apart(t *testing.T) {
	for _, h := range []hexmap.Hex{hexmap.H(1, 1), hexmap.H(8, 8), hexmap.H(9, 9), hexmap.H(12, 6), hexmap.H(25, 14)} {
		c := HexCenter(h)
		for _, n := range h.Neighbors() {
			d := math.Hypot(HexCenter(n).X-c.X, HexCenter(n).Y-c.Y)
			if math.Abs(d-Sqrt3) > 1e-9 {
				t.Errorf("%s to neighbour %s: %.4f apart, want √3", h, n, d)
			}
		}
	}
}

func TestEvenColumnsSitLower(t *testing.T) {
	for _, tc := range []struct{ odd, even hexmap.Hex }{
		{hexmap.H(7, 8), hexmap.H(8, 8)},
		{hexmap.H(9, 9), hexmap.H(10, 9)},
	} {
		if HexCenter(tc.even).Y <= HexCenter(tc.odd).Y {
			t.Errorf("%s (even column) should be lower than %s", tc.even, tc.odd)
		}
	}
}

func TestMapSizeBoundsEveryHex(t *testing.T) {
	g := newGame(t, "isandlwana", 1)
	m := g.Map()
	w := MapSize(m.Cols, m.Rows)
	for i := 0; i < m.Size(); i++ {
		for _, p := range HexCorners(m.HexAt(i)) {
			if p.X < -1e-9 || p.Y < -1e-9 || p.X > w.X+1e-9 || p.Y > w.Y+1e-9 {
				t.Fatalf("corner (%.2f,%.2f) of %s is outside the map size %.2f×%.2f", p.X, p.Y, m.HexAt(i), w.X, w.Y)
			}
		}
	}
}

func TestCameraRoundTripsAndZoomKeepsPointerFixed(t *testing.T) {
	c := NewCamera(Rect{0, 64, 1200, 800}, MapSize(25, 14))
	for _, tc := range []struct {
		name   string
		factor float64
		at     Point
	}{
		{"zoom in at centre", 1.5, Point{600, 464}},
		{"zoom in at corner", 2, Point{100, 100}},
		{"zoom out", 0.8, Point{900, 700}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			before := c.ToWorld(tc.at)
			c.ZoomAt(tc.factor, tc.at)
			after := c.ToWorld(tc.at)
			if math.Hypot(before.X-after.X, before.Y-after.Y) > 1e-6 {
				t.Errorf("world point under pointer moved from %v to %v", before, after)
			}
			back := c.ToScreen(c.ToWorld(Point{321, 456}))
			if math.Hypot(back.X-321, back.Y-456) > 1e-6 {
				t.Errorf("screen→world→screen gave %v", back)
			}
		})
	}
}

func TestCameraFitShowsWholeMapAndZoomIsBounded(t *testing.T) {
	c := NewCamera(Rect{0, 64, 1000, 700}, MapSize(25, 14))
	c.Fit() // 0 or Home: the whole map
	tl, br := c.ToScreen(Point{0, 0}), c.ToScreen(c.World)
	if tl.X < -0.01 || tl.Y < 63.99 || br.X > 1000.01 || br.Y > 764.01 {
		t.Fatalf("fitted map spans %v–%v, outside the view", tl, br)
	}
	for i := 0; i < 50; i++ {
		c.ZoomAt(1.5, Point{500, 400})
	}
	if c.Scale != c.MaxScale {
		t.Errorf("after zooming in a lot scale %.1f, want the maximum %.1f", c.Scale, c.MaxScale)
	}
	c.Pan(1e6, 1e6)
	if c.ToScreen(Point{0, 0}).X > c.View.X+c.View.W {
		t.Error("panning pushed the map out of the view")
	}
}

func TestCameraHexAtOutsideViewIsNothing(t *testing.T) {
	c := NewCamera(Rect{0, 64, 1000, 700}, MapSize(25, 14))
	if _, ok := c.HexAt(Point{500, 10}); ok {
		t.Error("a point in the phase bar was taken as a map hex")
	}
	h := hexmap.H(12, 6)
	if got, ok := c.HexAt(c.HexScreen(h)); !ok || got != h {
		t.Errorf("hex under the centre of %s is %s (ok=%v)", h, got, ok)
	}
}

func TestLayoutPartsDoNotOverlapAndScale(t *testing.T) {
	for _, s := range []float64{1, 2} {
		l := NewLayout(1600*s, 1000*s, s)
		if l.Map.X+l.Map.W > l.Panel.X+1e-9 || l.Bar.H > l.Map.Y+1e-9 {
			t.Errorf("scale %v: parts overlap: %+v", s, l)
		}
		if l.Bar.H != 64*s || l.Panel.W != 380*s {
			t.Errorf("scale %v: bar %.0f panel %.0f, want %.0f and %.0f", s, l.Bar.H, l.Panel.W, 64*s, 380*s)
		}
	}
}

// --- the session ---

func hotseat(t *testing.T) *Model {
	t.Helper()
	return NewModel(newSession(t, "isandlwana", 7), [2]*Bot{})
}

func TestSetupClickSelectsUnitAndPlacesIt(t *testing.T) {
	m := NewModel(newSession(t, "isandlwana-free", 7), [2]*Bot{})
	u := m.Game().UnitByID("A")
	from := u.Hex
	m.ClickHex(from)
	if len(m.Sel.Units) != 1 {
		t.Fatalf("clicking A's hex selected %v", m.Sel.Units)
	}
	var to hexmap.Hex
	for h, hl := range m.Highlights() {
		if hl.Kind == HLDest && m.Game().StackSP(h) == 0 && m.Game().ZulusAt(h) == 0 {
			to = h
			break
		}
	}
	if to.IsNone() {
		t.Fatal("no lit set-up hex")
	}
	id := m.Game().Units[m.Sel.Units[0]].ID
	m.ClickHex(to)
	if got := m.Game().UnitByID(id).Hex; got != to {
		t.Fatalf("%s is in %s after clicking %s (info %q)", id, got, to, m.Info)
	}
	if !m.CanUndo() {
		t.Fatal("a set-up placement cannot be undone")
	}
	if err := m.Undo(); err != nil {
		t.Fatal(err)
	}
	if got := m.Game().UnitByID(id).Hex; got != from {
		t.Fatalf("after undo %s is in %s, want %s", id, got, from)
	}
}

// toZuluMove confirms the set-up (plain hotseat shows no hand-over).
func toZuluMove(t *testing.T, m *Model) {
	t.Helper()
	if err := m.End(); err != nil {
		t.Fatal(err)
	}
	if m.HandOver != isandlwana.NoSide {
		t.Fatalf("hotseat after the British set-up: a hand-over screen to %v nobody asked for", m.HandOver)
	}
	if m.Game().Phase != isandlwana.PhaseZuluMove {
		t.Fatalf("phase %v, want Zulu movement", m.Game().Phase)
	}
}

func TestZuluMoveHighlightsCostsAndMoves(t *testing.T) {
	m := hotseat(t)
	toZuluMove(t, m)
	from := hexmap.H(16, 1)
	m.ClickHex(from)
	hl := m.Highlights()
	want := m.Game().ZuluDestinations(from)
	if len(hl) != len(want) || len(want) == 0 {
		t.Fatalf("%d lit hexes, want %d destinations", len(hl), len(want))
	}
	r := m.Game().ZuluReach(from)
	for _, h := range want {
		if hl[h].Cost != r.Cost[m.Game().Map().Index(h)] || hl[h].Cost < 1 || hl[h].Cost > 6 {
			t.Fatalf("%s lit with cost %d, reach says %d", h, hl[h].Cost, r.Cost[m.Game().Map().Index(h)])
		}
	}
	to := want[len(want)-1]
	before := m.Game().ZulusAt(from)
	m.ClickHex(to)
	if m.Game().ZulusAt(to) != 1 || m.Game().ZulusAt(from) != before-1 {
		t.Fatalf("after the move: %d in %s, %d in %s (info %q)", m.Game().ZulusAt(to), to, m.Game().ZulusAt(from), from, m.Info)
	}
	if m.Last == nil || m.Last.From != from || m.Last.To != to {
		t.Errorf("last move for the animation %+v, want %s→%s", m.Last, from, to)
	}
	// The onrush hex stays selected, lit for the next Zulu's move.
	if m.Sel.Hex != from || len(m.Highlights()) == 0 {
		t.Errorf("after a move from %s the selection is %+v with %d lit hexes", from, m.Sel, len(m.Highlights()))
	}
	h1 := m.Game().Hash()
	m.Press("undo")
	if m.Game().ZulusAt(from) != before || m.Game().ZulusAt(to) != 0 {
		t.Fatal("undo did not take the Zulu move back")
	}
	m.ClickHex(from)
	m.ClickHex(to)
	if m.Game().Hash() != h1 {
		t.Error("redoing the move after undo gave another state")
	}
}

func TestClickingUnlitHexExplainsWhy(t *testing.T) {
	m := hotseat(t)
	toZuluMove(t, m)
	m.ClickHex(hexmap.H(18, 6)) // British A Co: nothing for the Zulus to select
	if len(m.Highlights()) != 0 {
		t.Errorf("lit %d hexes for an empty selection", len(m.Highlights()))
	}
	m.ClickHex(hexmap.H(99, 99))
	if !m.Sel.Hex.IsNone() {
		t.Error("clicking off the map kept a selection")
	}
}

// playUntil applies the first legal action (preferring moves towards the
// British) until cond holds.
func playUntil(t *testing.T, m *Model, cond func() bool, limit int) {
	t.Helper()
	for n := 0; n < limit; n++ {
		if cond() {
			return
		}
		m.HandOver = isandlwana.NoSide
		legal := m.Game().Legal()
		if len(legal) == 0 {
			t.Fatalf("no legal action at %s", m.Game().PhaseLabel())
		}
		a := pickTowardsBritish(m.Game(), legal)
		if err := m.Apply(a, "", false); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatalf("condition not reached in %d actions (at turn %d %s)", limit, m.Game().Turn, m.Game().PhaseLabel())
}

// pickTowardsBritish prefers Zulu moves ending nearest a British unit, then
// attacks, then anything but ending the phase.
func pickTowardsBritish(g *isandlwana.State, legal []isandlwana.Action) isandlwana.Action {
	best, bestD := -1, 1<<30
	for k, a := range legal {
		switch a.Kind {
		case isandlwana.ActZuluMove:
			d := 1 << 20
			for i := range g.Units {
				if g.Units[i].Alive() {
					d = min(d, hexmap.Distance(a.To, g.Units[i].Hex))
				}
			}
			if d < bestD && hexmap.Distance(a.From, a.To) > 0 {
				best, bestD = k, d
			}
		case isandlwana.ActAttack, isandlwana.ActChoose, isandlwana.ActRecycle:
			if best < 0 {
				best = k
			}
		}
	}
	if best >= 0 {
		return legal[best]
	}
	for _, a := range legal {
		if a.Kind == isandlwana.ActEnd {
			return a
		}
	}
	return legal[0]
}

func TestFirePlanOddsMatchEngineAndFireRollsADie(t *testing.T) {
	m := hotseat(t)
	toZuluMove(t, m)
	playUntil(t, m, func() bool {
		return (m.Game().Phase == isandlwana.PhaseReaction || m.Game().Phase == isandlwana.PhaseBritishCombat) && len(m.Game().FireTargets()) > 0 && len(m.Game().Pending) == 0
	}, 3000)
	m.HandOver = isandlwana.NoSide
	target := m.Game().FireTargets()[0]
	m.ClickHex(target)
	if m.Fire == nil || m.Fire.Target != target {
		t.Fatalf("clicking target %s planned %+v (info %q)", target, m.Fire, m.Info)
	}
	got, err := m.FireOdds()
	if err != nil {
		t.Fatal(err)
	}
	want, _ := m.Game().Odds(target, m.Fire.EngineShots(m.Game()))
	if got != want {
		t.Fatalf("plan odds %+v, engine %+v", got, want)
	}
	var fireBtn *Button
	for _, b := range m.Buttons() {
		if b.ID == "fire" {
			fireBtn = &b
		}
	}
	if fireBtn == nil || !fireBtn.Enabled || !strings.Contains(fireBtn.Label, "%") {
		t.Fatalf("fire button %+v, want an enabled one showing the chance", fireBtn)
	}
	// Switching every firer off makes the plan unfireable.
	for _, s := range m.Fire.Shots {
		m.ToggleUnit(s.Unit)
	}
	if _, err := m.FireOdds(); err == nil {
		t.Error("a fire with no firer has odds")
	}
	for _, s := range m.Fire.Shots {
		m.ToggleUnit(s.Unit)
	}
	dice := m.Game().Dice.State
	if err := m.FireNow(); err != nil {
		t.Fatal(err)
	}
	if m.Game().Dice.State == dice || len(m.Dice) == 0 {
		t.Error("firing rolled no die the panel can show")
	}
	if m.CanUndo() {
		t.Error("undo offered after a die was rolled")
	}
}

func TestDecisionOptionsBecomeButtons(t *testing.T) {
	m := hotseat(t)
	toZuluMove(t, m)
	playUntil(t, m, func() bool { _, ok := m.Game().Decision(); return ok }, 5000)
	m.HandOver = isandlwana.NoSide
	d, _ := m.Game().Decision()
	var ids []string
	for _, b := range m.Buttons() {
		if b.Group == "choice" {
			ids = append(ids, strings.TrimPrefix(b.ID, "choose:"))
		}
	}
	if strings.Join(ids, ",") != strings.Join(d.Options, ",") {
		t.Fatalf("choice buttons %v, decision options %v", ids, d.Options)
	}
	n := len(m.Actions)
	m.Press("choose:" + d.Options[0])
	if len(m.Actions) != n+1 || m.Actions[n].Pick != d.Options[0] {
		t.Fatalf("pressing the first option applied %v", m.Actions[n:])
	}
}

func firstLegal(g *isandlwana.State) (isandlwana.Action, string) {
	return pickTowardsBritish(g, g.Legal()), "test bot"
}

func TestBotPlaysAtItsPaceWithReasonsInLog(t *testing.T) {
	bot := &Bot{Name: "Tester", Side: isandlwana.Zulu, Choose: firstLegal}
	m := NewModel(newSession(t, "isandlwana", 3), [2]*Bot{nil, bot})
	if err := m.End(); err != nil {
		t.Fatal(err)
	}
	if m.HandOver != isandlwana.NoSide {
		t.Fatal("solitaire asked for a hand-over")
	}
	n := len(m.Actions)
	delay := m.botDelay()
	if delay <= 0 || delay > BotDelays[SpeedNormal] {
		t.Fatalf("pause %.2f s, want between 0 and %.2f", delay, BotDelays[SpeedNormal])
	}
	if m.Update(delay / 2) {
		t.Fatal("the bot acted before its delay")
	}
	if !m.Update(delay) || len(m.Actions) != n+1 {
		t.Fatal("the bot did not act after its delay")
	}
	reasons := func() bool {
		found := false
		for _, l := range m.LogLines(50) {
			found = found || (l.Reason && strings.Contains(l.Text, "Tester: test bot"))
		}
		return found
	}
	if reasons() {
		t.Error("the bot's reasons are unfolded before the player asks")
	}
	m.ShowReasons = true
	if !reasons() {
		t.Error("the bot's reason is not in the log")
	}
	m.ClickHex(hexmap.H(16, 1))
	if !m.Sel.Hex.IsNone() {
		t.Error("a human click selected during the bot's turn")
	}
	m.Press("bot:skip")
	m.Update(0.01)
	if !m.Game().Over() && !m.Human(m.Game().ToAct()) {
		t.Fatalf("skip left the bot to act (%s)", m.Game().PhaseLabel())
	}
}

func TestIllegalBotMoveIsRefusedAndPausesTheBot(t *testing.T) {
	bad := &Bot{Name: "Bad", Side: isandlwana.Zulu, Choose: func(*isandlwana.State) (isandlwana.Action, string) {
		return isandlwana.Action{Kind: isandlwana.ActAttack, From: hexmap.H(1, 1), To: hexmap.H(2, 2)}, "oops"
	}}
	m := NewModel(newSession(t, "isandlwana", 3), [2]*Bot{nil, bad})
	m.End()
	h := m.Game().Hash()
	m.Update(5)
	if !m.Paused || !m.IsError || !strings.Contains(m.Info, "Bad") {
		t.Fatalf("paused %v, info %q", m.Paused, m.Info)
	}
	if m.Game().Hash() != h {
		t.Error("an illegal bot action changed the game")
	}
}

func TestOrderButtonsAndUndoOfBritishMove(t *testing.T) {
	m := hotseat(t)
	toZuluMove(t, m)
	playUntil(t, m, func() bool { return m.Game().Phase == isandlwana.PhaseBritishOrder && len(m.Game().Pending) == 0 }, 5000)
	m.HandOver = isandlwana.NoSide
	var labels []string
	for _, b := range m.Buttons() {
		labels = append(labels, b.ID)
	}
	if !strings.Contains(strings.Join(labels, " "), "order:move") {
		t.Fatalf("order buttons missing: %v", labels)
	}
	m.Press("order:move")
	if m.Game().Phase != isandlwana.PhaseBritishMove {
		t.Fatalf("after order move: %s", m.Game().PhaseLabel())
	}
	// Find a unit that can move and move it.
	for i := range m.Game().Units {
		u := &m.Game().Units[i]
		if !u.Alive() || len(m.Game().BritishDestinations([]int{i})) == 0 {
			continue
		}
		from := u.Hex
		m.ClickHex(from)
		m.Sel.Units = []int{i}
		m.afterChange()
		var to hexmap.Hex
		for h, hl := range m.Highlights() {
			if hl.Kind == HLDest {
				to = h
				if hl.Cost < 1 || hl.Cost > u.MA() {
					t.Fatalf("destination %s costs %d MP, MA is %d", h, hl.Cost, u.MA())
				}
			}
		}
		id := u.ID
		h0 := m.Game().Hash()
		m.ClickHex(to)
		if m.Game().UnitByID(id).Hex != to {
			t.Fatalf("%s did not move to %s: %q", id, to, m.Info)
		}
		if err := m.Undo(); err != nil {
			t.Fatal(err)
		}
		if m.Game().Hash() != h0 {
			t.Fatal("undo of a British move did not restore the state")
		}
		return
	}
	t.Skip("no British unit could move in this position")
}

func TestHexInfoNamesTerrainMPAndDefence(t *testing.T) {
	m := hotseat(t)
	for _, tc := range []struct {
		hex  string
		want []string
	}{
		{"1206", []string{"1206", "The Ledge", "2 MP", "defence 5"}},
		{"1008", []string{"wagon park", "Road", "Ammunition wagon"}},
		{"1601", []string{"Onrush", "16 Zulu"}},
		{"0110", []string{"Escape hex"}},
		{"1106", []string{"impassable"}},
	} {
		h, _ := hexmap.ParseHex(tc.hex)
		text := strings.Join(m.HexInfo(h), "\n")
		for _, w := range tc.want {
			if !strings.Contains(text, w) {
				t.Errorf("%s tooltip lacks %q:\n%s", tc.hex, w, text)
			}
		}
	}
}

func TestTurnTrackMarksCurrentTurnAndArrivals(t *testing.T) {
	m := hotseat(t)
	tr := m.TurnTrack()
	if len(tr) != 6 || !tr[0].Current || tr[1].Current {
		t.Fatalf("track %+v", tr)
	}
	if !strings.Contains(tr[1].Note, "Lt. A") || !strings.Contains(tr[1].Note, "Colours") {
		t.Errorf("turn 2 note %q lacks the arrivals", tr[1].Note)
	}
}

func TestMenuModesSeedAndStart(t *testing.T) {
	zb := Bot{Name: "Z", Side: isandlwana.Zulu, Choose: firstLegal}
	for _, tc := range []struct {
		name  string
		bots  []Bot
		modes int
	}{
		{"no bots: the two hotseats only", nil, 2},
		{"a Zulu bot adds British solitaire", []Bot{zb}, 3},
		{"both kinds", []Bot{zb, {Name: "B", Side: isandlwana.British, Choose: firstLegal}}, 4},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := len(NewMenu(tc.bots, 1).Modes); got != tc.modes {
				t.Errorf("%d modes, want %d", got, tc.modes)
			}
		})
	}
	mn := NewMenu([]Bot{zb}, 42)
	mn.Backspace()
	mn.Type("7x")
	if mn.SeedText != "47" || mn.Err == "" {
		t.Errorf("seed field %q err %q, want 47 and a complaint about x", mn.SeedText, mn.Err)
	}
	mn.SeedText = ""
	if _, _, err := mn.Start(); err == nil || mn.Err == "" {
		t.Error("an empty seed started a game")
	}
	mn.SeedText = "99999999999999999999"
	if _, _, err := mn.Start(); err == nil {
		t.Error("a seed beyond 64 bits started a game")
	}
	mn.SetSeed(5)
	mn.ToggleSetup()
	mn.NextMode(2) // past the two hotseats: solitaire against the Zulu bot
	md, fl, err := mn.Start()
	if err != nil {
		t.Fatal(err)
	}
	if md.Game().ScenarioID != "isandlwana-free" && md.Game().Scen.ID != "isandlwana-free" && md.Game().Scen.Setup != scenarios.FreeSetup {
		t.Errorf("free set-up not chosen: %s", md.Game().ScenarioID)
	}
	if fl != nil {
		t.Error("a single battle came with a campaign flow")
	}
	if md.Game().Seed != 5 || md.Players[isandlwana.Zulu] == nil {
		t.Errorf("seed %d, Zulu player %v", md.Game().Seed, md.Players[isandlwana.Zulu])
	}
}

func TestSummaryNamesWinnerAndLosses(t *testing.T) {
	m := hotseat(t)
	toZuluMove(t, m)
	playUntil(t, m, func() bool { return m.Game().Over() }, 50000)
	title, lines := m.Summary()
	w := m.Game().Outcome.Winner()
	if !strings.Contains(title, w.String()) {
		t.Errorf("title %q does not name the winner %s", title, w)
	}
	text := strings.Join(lines, "\n")
	for _, want := range []string{"British losses", "Zulu losses", "turn"} {
		if !strings.Contains(text, want) {
			t.Errorf("summary lacks %q:\n%s", want, text)
		}
	}
	if b := m.Buttons(); len(b) != 2 || b[0].ID != "view" || b[1].ID != "menu" {
		t.Errorf("buttons at the end %v, want only show-the-board and back-to-menu", b)
	}
}

func TestRulesSummaryAndShortcutsAreFilled(t *testing.T) {
	if len(RulesSummary) < 15 {
		t.Fatalf("%d rule sections", len(RulesSummary))
	}
	for _, r := range RulesSummary {
		if r.Num == "" || r.Title == "" || len(r.Text) < 30 {
			t.Errorf("thin rules entry %+v", r)
		}
	}
}

// The status line names the side to act and, when a bot plays it, the bot
// as the start screen names it ("the rule9 bot"), once.
func TestWhoseMoveNamesTheBotOnce(t *testing.T) {
	cases := []struct {
		name    string
		players [2]*Bot
		want    string
	}{
		{"hotseat", [2]*Bot{}, "British to act"},
		{"British played by a bot", [2]*Bot{{ID: "standard", Name: "the standard bot", Side: isandlwana.British, Choose: firstLegal}, nil}, "British (the standard bot) to act"},
	}
	for _, c := range cases {
		m := NewModel(newSession(t, "isandlwana", 7), c.players)
		if got := m.WhoseMove(); got != c.want {
			t.Errorf("%s: %q, want %q", c.name, got, c.want)
		}
	}
	// Once the game is over the line says who won and how.
	m := NewModel(newSession(t, "isandlwana", 7), [2]*Bot{})
	m.Game().Outcome = isandlwana.ZuluMassacre
	if got, want := m.WhoseMove(), "The Zulus win: Zulu massacre (4.3)"; got != want {
		t.Errorf("game over: %q, want %q", got, want)
	}
}

// A fire plan starts with the fewest firers and strength points that reach
// the best hit number, not with every eligible unit; adding more says how
// many strength points buy nothing.
func TestFirePlanStartsWithTheFewestFirers(t *testing.T) {
	m := hotseat(t)
	toZuluMove(t, m)
	var target hexmap.Hex
	playUntil(t, m, func() bool {
		g := m.Game()
		if (g.Phase != isandlwana.PhaseReaction && g.Phase != isandlwana.PhaseBritishCombat) || len(g.Pending) > 0 {
			return false
		}
		for _, h := range g.FireTargets() {
			firers := g.Firers(h)
			var all []isandlwana.Shot
			for _, i := range firers {
				all = append(all, isandlwana.Shot{Unit: g.Units[i].ID})
			}
			o, err := g.Odds(h, all)
			if err != nil || o.HitNumber < 5 {
				continue
			}
			// A position where fewer firers reach 5 too.
			if few, ok := g.ThriftyShots(h, firers, 5); ok && len(few) < len(firers) {
				target = h
				return true
			}
		}
		return false
	}, 3000)
	m.HandOver = isandlwana.NoSide
	m.ClickHex(target)
	if m.Fire == nil {
		t.Fatalf("clicking %s planned nothing (%q)", target, m.Info)
	}
	on := 0
	for _, s := range m.Fire.Shots {
		if s.On {
			on++
		}
	}
	odds, err := m.FireOdds()
	if err != nil {
		t.Fatal(err)
	}
	if isandlwana.UsefulHitNumber(odds.HitNumber) != 5 {
		t.Errorf("the plan hits on %d, all firers together reach 5", odds.HitNumber)
	}
	if on >= len(m.Fire.Shots) {
		t.Fatalf("the plan starts with all %d firers; fewer reach a hit on 1–5", on)
	}
	if w := m.Wasted(); w != 0 {
		t.Errorf("the starting plan wastes %d SP", w)
	}
	for _, s := range m.Fire.Shots {
		if !s.On {
			m.ToggleUnit(s.Unit)
		}
	}
	if w := m.Wasted(); w <= 0 {
		t.Errorf("every firer on: %d SP wasted, want more than 0", w)
	}
}

// A bot's phase takes at most its budget at the normal pace, however many
// units it moves; when the player's turn comes the panel says what it did.
func TestBotPhaseKeepsToItsBudgetAndIsSummed(t *testing.T) {
	bot := &Bot{Name: "Tester", Side: isandlwana.Zulu, Choose: firstLegal}
	m := NewModel(newSession(t, "isandlwana", 3), [2]*Bot{nil, bot})
	if err := m.End(); err != nil {
		t.Fatal(err)
	}
	const dt = 1.0 / 60
	elapsed, acted := 0.0, 0
	for !m.HumanToAct() && !m.Game().Over() {
		if m.Update(dt) {
			acted++
		}
		elapsed += dt
		if elapsed > 120 {
			t.Fatal("the bot's first phase took over two minutes")
		}
	}
	if acted < 30 {
		t.Fatalf("the bot made only %d actions: the test needs a crowded phase", acted)
	}
	if budget := BotPhaseBudgets[SpeedNormal] + BotDelays[SpeedNormal]; elapsed > budget {
		t.Errorf("%d actions took %.1f s, over the %.0f s budget", acted, elapsed, BotPhaseBudgets[SpeedNormal])
	}
	if !strings.Contains(m.Info, "While you waited, the Zulus moved") {
		t.Errorf("no summary of the Zulus' phase: %q", m.Info)
	}
	t.Logf("%d actions in %.1f s; %s", acted, elapsed, m.Info)
}

// 3.2 and 6.3 in the first minutes: the printed set-up says it is fixed and
// which key confirms it; the first screen says only that, and 2004's stack
// over the limit is flagged from the player's first click on.
func TestSetupSaysItIsFixedAndFlagsTheOverstack(t *testing.T) {
	m := hotseat(t)
	got := m.Instructions()
	for _, want := range []string{"fixed (3.2)", "Press E"} {
		if !strings.Contains(got, want) {
			t.Errorf("set-up instructions %q lack %q", got, want)
		}
	}
	if strings.Contains(got, "SP") {
		t.Errorf("the first screen, before any click, already speaks of stacks: %q", got)
	}
	m.ClickHex(hexmap.Hex{})
	for _, want := range []string{"fixed (3.2)", "2004 holds 9 SP", "over the 8"} {
		if !strings.Contains(m.Instructions(), want) {
			t.Errorf("after a click the set-up instructions %q lack %q", m.Instructions(), want)
		}
	}
	// Clicking a unit whose hex is fixed lights nothing; the instructions
	// name the units that do have a choice.
	for _, a := range m.Game().Legal() {
		if a.Kind == isandlwana.ActPlace && !strings.Contains(got, m.Game().UnitByID(a.Units[0]).Name) {
			t.Errorf("%s may be placed, but the instructions %q do not say so", a.Units[0], got)
		}
	}
}

// A click on a stack that cannot move says why, per unit, from the engine.
func TestNothingCanMoveSaysWhy(t *testing.T) {
	m := hotseat(t)
	playUntil(t, m, func() bool { return m.Game().Phase == isandlwana.PhaseBritishMove && len(m.Game().Pending) == 0 }, 3000)
	m.HandOver = isandlwana.NoSide
	st := m.Game().UnitByID("StIz")
	if st == nil || st.Status != isandlwana.OnMap {
		t.Skip("St. Iz is not on the map in this game")
	}
	m.ClickHex(st.Hex)
	if len(m.Highlights()) == 0 && !strings.Contains(m.Info, "never moves (7.0)") {
		t.Errorf("clicking St. Iz's hex %s: %q", st.Hex, m.Info)
	}
}

// Hotseat shows a hand-over screen between the sides only in the mode that
// asks for it: nothing is hidden in Isandlwana.
func TestHandOverScreenOnlyWhenAskedFor(t *testing.T) {
	mn := NewMenu(nil, 7)
	for k, mode := range mn.Modes {
		mn.Mode = k
		m, _, err := mn.Start()
		if err != nil {
			t.Fatal(err)
		}
		if err := m.End(); err != nil {
			t.Fatal(err)
		}
		want := isandlwana.NoSide
		if mode.Curtain {
			want = isandlwana.Zulu
		}
		if m.HandOver != want {
			t.Errorf("%s: after the set-up the hand-over is to %v, want %v", mode.Label, m.HandOver, want)
		}
		if !mode.Curtain {
			continue
		}
		m.ClickHex(hexmap.H(16, 1))
		if m.Sel.Hex == hexmap.H(16, 1) {
			t.Error("a click went through the hand-over screen")
		}
		m.Press("handover")
		if m.HandOver != isandlwana.NoSide || !m.HumanToAct() {
			t.Error("the hand-over screen stays after the player confirms")
		}
	}
}

// TestNoticeCoversNeitherTheLogNorTheButtons puts the passing notice, short
// and long, at the foot of the map on the play screen of every window size
// from the minimum up: it stays on the map, off the panel (the log, the
// buttons) and off the phase bar.
func TestNoticeCoversNeitherTheLogNorTheButtons(t *testing.T) {
	for _, c := range []struct{ w, h, s float64 }{{800, 560, 1}, {1280, 800, 1}, {1440, 900, 1}, {1920, 1080, 1}, {2880, 1800, 2}} {
		l := NewLayout(c.w, c.h, c.s)
		for _, textW := range []float64{120, 5000} {
			r := NoticeRect(l.Map, textW*c.s, c.s)
			if !r.Inside(l.Map) || r.Overlaps(l.Panel) || r.Overlaps(l.Bar) {
				t.Errorf("%gx%g@%g, text %g px: notice %+v leaves the map %+v or covers the panel %+v", c.w, c.h, c.s, textW, r, l.Map, l.Panel)
			}
		}
	}
}

// The default view never hides more than a fifth of the map, even in a
// window whose shape is far from the map's (the 800×560 minimum).
func TestDefaultViewHidesAtMostAFifthOfTheMap(t *testing.T) {
	for _, size := range [][2]float64{{800, 560}, {1024, 768}, {1440, 900}, {2560, 1080}} {
		l := NewLayout(size[0], size[1], 1)
		c := NewCamera(l.Map, MapSize(25, 14))
		shownW := min(c.View.W, c.World.X*c.Scale) / (c.World.X * c.Scale)
		shownH := min(c.View.H, c.World.Y*c.Scale) / (c.World.Y * c.Scale)
		if shownW < 0.8-1e-9 || shownH < 0.8-1e-9 {
			t.Errorf("%vx%v: the default view shows %.0f%% of the map's width and %.0f%% of its height", size[0], size[1], 100*shownW, 100*shownH)
		}
	}
}

// The default view at 1440×900 crops the map's edge columns, and says so;
// 0 (Fit) shows it all.
func TestCameraKnowsWhenItShowsTheWholeMap(t *testing.T) {
	l := NewLayout(1440, 900, 1)
	c := NewCamera(l.Map, MapSize(25, 14))
	if c.ShowsAll() {
		t.Fatal("the filled default view claims to show the whole map")
	}
	c.Fit()
	if !c.ShowsAll() {
		t.Fatal("Fit does not show the whole map")
	}
}

// TestDiceLeaveThePanelWhenPlayMovesOn: the dice of the last roll stay on
// the panel while play goes on in the phase they were rolled in (and after
// it, until someone acts again), but the first action of another phase
// that rolls nothing clears them: an old die is not read as a new one.
func TestDiceLeaveThePanelWhenPlayMovesOn(t *testing.T) {
	m := hotseat(t)
	zulu, british := ai.NewRule9(), ai.NewStandard()
	var rolledIn [2]int
	cleared := 0
	for n := 0; n < 3000 && !m.Game().Over(); n++ {
		m.HandOver = isandlwana.NoSide
		var a isandlwana.Action
		if m.Game().ToAct() == isandlwana.Zulu {
			a, _ = zulu.Choose(m.Game())
		} else {
			a, _ = british.Choose(m.Game())
		}
		pre, dice := [2]int{m.Game().Turn, int(m.Game().Phase)}, m.Game().Dice.State
		had := len(m.Dice) > 0
		if err := m.Apply(a, "", false); err != nil {
			t.Fatal(err)
		}
		switch {
		case m.Game().Dice.State != dice:
			if len(m.Dice) == 0 {
				t.Fatalf("action %d (%s) rolled, but the panel shows no die", n, a)
			}
			rolledIn = pre
		case pre != rolledIn && len(m.Dice) > 0:
			t.Fatalf("action %d (%s) in turn %d phase %d still shows the dice rolled in turn %d phase %d", n, a, pre[0], pre[1], rolledIn[0], rolledIn[1])
		case pre != rolledIn && had:
			cleared++
		case pre == rolledIn && had && len(m.Dice) == 0:
			t.Fatalf("action %d (%s) cleared the dice in the phase they were rolled in", n, a)
		}
	}
	if cleared == 0 {
		t.Fatal("no game moved on from a phase with dice on the panel: the test proves nothing")
	}
}

// TestTurnTrackTipsSayTheNotesInSentences: every turn box with a note has a
// tooltip naming the turn and saying each thing in a sentence with its rule.
func TestTurnTrackTipsSayTheNotesInSentences(t *testing.T) {
	m := hotseat(t)
	for _, tb := range m.TurnTrack() {
		if (tb.Note == "") != (len(tb.Tip) == 0) {
			t.Errorf("turn %d: note %q but tip %q", tb.Turn, tb.Note, tb.Tip)
			continue
		}
		if tb.Note == "" {
			continue
		}
		if !strings.HasPrefix(tb.Tip[0], fmt.Sprintf("Turn %d of ", tb.Turn)) || len(tb.Tip) != strings.Count(tb.Note, ", ")+2 {
			t.Errorf("turn %d: tip %q for note %q: want a heading and one line per item", tb.Turn, tb.Tip, tb.Note)
		}
	}
}

// TestEachGameGetsItsOwnBot: a bot of package ai is made anew (by its
// ID) for every game a model is made for (a new game, a loaded one), and
// a model's bot steps go to its own instance, so that no two games share
// a bot's caches.
func TestEachGameGetsItsOwnBot(t *testing.T) {
	bot := &Bot{ID: "standard", Name: "the standard bot", Side: isandlwana.British}
	a := NewModel(newSession(t, "isandlwana", 3), [2]*Bot{bot, nil})
	b := NewModel(newSession(t, "isandlwana", 4), [2]*Bot{bot, nil})
	first, second := a.bots[isandlwana.British], b.bots[isandlwana.British]
	if first == nil || second == nil || first == second {
		t.Fatalf("the two games' bots: %p and %p, want two bots", first, second)
	}
	if _, ok := first.(*ai.Standard); !ok {
		t.Fatalf("the bot made for the ID standard is a %T", first)
	}
	if !b.BotStep() {
		t.Fatalf("the British bot did not act in the set-up: %q", b.Info)
	}
	if !a.BotStep() {
		t.Fatalf("the British bot did not act in the set-up: %q", a.Info)
	}
	if a.bots[isandlwana.British] != first || b.bots[isandlwana.British] != second {
		t.Error("a bot step changed a game's bot")
	}
	// The same game loaded again (a model made anew on its session) gets a
	// fresh bot too.
	if again := NewModel(a.S, [2]*Bot{bot, nil}); again.bots[isandlwana.British] == first {
		t.Error("the reloaded game shares the bot of the game before")
	}
}

// TestBotStepGoesThroughAiNext: the bot's action is the one ai.Next gives
// for the position, and a bot asked when the other side is to act (a
// Zulu bot seated as the British) is paused with the reason, not played.
func TestBotStepGoesThroughAiNext(t *testing.T) {
	m := NewModel(newSession(t, "isandlwana", 5), [2]*Bot{{ID: "standard", Name: "the standard bot", Side: isandlwana.British}, nil})
	want, _, err := ai.Next(m.Game(), ai.NewStandard())
	if err != nil {
		t.Fatal(err)
	}
	if !m.BotStep() || len(m.Actions) != 1 || m.Actions[0].String() != want.String() {
		t.Fatalf("the bot played %v, want %s (%q)", m.Actions, want, m.Info)
	}
	wrong := NewModel(newSession(t, "isandlwana", 5), [2]*Bot{{Name: "the misplaced bot", Side: isandlwana.Zulu, Choose: func(g *isandlwana.State) (isandlwana.Action, string) { return g.Legal()[0], "" }}, nil})
	if wrong.BotStep() || !wrong.Paused || !strings.Contains(wrong.Info, "cannot act: the British are to act") || len(wrong.Actions) != 0 {
		t.Fatalf("a Zulu bot in the British seat: paused %v, %q, actions %v", wrong.Paused, wrong.Info, wrong.Actions)
	}
}

// TestHotseatCurtain_KeptBySaveAndLoad: the choice to hide the board
// between hotseat turns is written in the save (beside the players, not
// in the rules' options, so the state hash is the same either way) and
// loading the save restores it; a game started without it loads without
// it.
func TestHotseatCurtain_KeptBySaveAndLoad(t *testing.T) {
	hashes := map[bool]string{}
	for k, mode := range NewMenu(nil, 7).Modes {
		mn := NewMenu(nil, 7)
		mn.Mode = k
		m, _, err := mn.Start()
		if err != nil {
			t.Fatal(err)
		}
		p := filepath.Join(t.TempDir(), "hotseat.json")
		if _, err := SaveFile(p, testVersion, m, nil); err != nil {
			t.Fatalf("%s: saving: %v", mode.Label, err)
		}
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		if got := strings.Contains(string(data), `"curtain": true`); got != mode.Curtain {
			t.Errorf("%s: the save records the curtain: %v, want %v", mode.Label, got, mode.Curtain)
		}
		l, err := LoadFile(p)
		if err != nil {
			t.Fatalf("%s: loading: %v", mode.Label, err)
		}
		back := NewModel(l.Session, mode.Players)
		if back.Curtain != mode.Curtain {
			t.Errorf("%s: loaded with the curtain %v, want %v", mode.Label, back.Curtain, mode.Curtain)
		}
		if err := back.End(); err != nil {
			t.Fatal(err)
		}
		if mode.Curtain && back.HandOver != isandlwana.Zulu {
			t.Errorf("%s: after loading and ending the set-up the hand-over is to %v, want the Zulus", mode.Label, back.HandOver)
		}
		hashes[mode.Curtain] = l.Session.Game().Hash()
	}
	if hashes[true] == "" || hashes[true] != hashes[false] {
		t.Errorf("the curtain changes the game's hash: %v", hashes)
	}
}
