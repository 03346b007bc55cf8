package tacticalui

import (
	"image"
	"image/color"
	"strings"
	"testing"

	"zulu1879/tactical"
	"zulu1879/ui/paint"
	"zulu1879/ui/tacticalui/tstate"
)

// playedScreen is the screen of seed's game with the British played by a
// person and the Zulus by the random bot, played on (the British ending
// their phases, the bot skipped ahead) until the British may fire.
func playedScreen(t *testing.T, seed uint64) (*Screen, *tstate.Model) {
	return playedScreenTo(t, seed, func([]tstate.Planned) bool { return true })
}

// playedScreenTo is playedScreen until the British fire plans satisfy ok.
func playedScreenTo(t *testing.T, seed uint64, ok func([]tstate.Planned) bool) (*Screen, *tstate.Model) {
	t.Helper()
	rec, err := tstate.NewGame(seed, tstate.Person, "random")
	if err != nil {
		t.Fatal(err)
	}
	m, err := tstate.New(rec)
	if err != nil {
		t.Fatal(err)
	}
	s := newScreen(t)
	if err := s.Attach(m); err != nil {
		t.Fatal(err)
	}
	for !m.Over() {
		m.Skip()
		if m.G().Phase == tactical.BritishFire {
			if ps, err := m.Plan(nil); err == nil && ok(ps) {
				s.step(0)
				return s, m
			}
		}
		if _, _, a, ok := m.G().PendingDecision(); ok {
			// a decision of rule 9 asked of the person (the British pair
			// against Zulu fire, revision 3): its default answer
			if err := m.Apply(a); err != nil {
				t.Fatal(err)
			}
			continue
		}
		if err := s.EndPhase(); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatal("the British never had a Zulu to fire at")
	return nil, nil
}

func TestFKeyPlansFireAndEnterCarriesItOutThroughTheRecord(t *testing.T) {
	s, m := playedScreen(t, 5)
	n := s.PlanFire()
	if n == 0 || len(s.proposal) != n || len(s.Board.Marks.Arrows) == 0 {
		t.Fatalf("F planned %d actions, %d arrows: %s", n, len(s.Board.Marks.Arrows), s.Order)
	}
	plan, _ := s.playLines()
	if !strings.Contains(strings.Join(plan, "\n"), "column") || !strings.Contains(strings.Join(plan, "\n"), "%") {
		t.Fatalf("the panel's plan lines:\n%s", strings.Join(plan, "\n"))
	}
	want := s.proposal[0]
	before := m.Rec.Len()
	done, err := s.CarryOut()
	if err != nil || done == 0 {
		t.Fatalf("Enter carried out %d: %v", done, err)
	}
	if got := m.Rec.Moves()[before]; got.Action != want || got.Seat != "british" {
		t.Fatalf("the record's next move is %+v, want %q", got, want)
	}
	s.step(0)
	if len(s.plans) != 0 || len(s.Board.Marks.Arrows) != 0 {
		t.Fatal("the plan outlived the fire")
	}
	// E ends the phase through the record too.
	before = m.Rec.Len()
	if err := s.EndPhase(); err != nil {
		t.Fatal(err)
	}
	if m.Rec.Len() != before+1 || m.Rec.Moves()[before].Action != "end" {
		t.Fatal("E did not record an end")
	}
}

func TestZuluSideSelectsZulusWhenTheyAreToAct(t *testing.T) {
	rec, err := tstate.NewGame(4, "pass", tstate.Person)
	if err != nil {
		t.Fatal(err)
	}
	m, err := tstate.New(rec)
	if err != nil {
		t.Fatal(err)
	}
	s := newScreen(t)
	if err := s.Attach(m); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 50 && !(m.MyTurn() && m.G().Phase == tactical.ZuluMove && s.SelectAll() > 0); i++ {
		m.Skip()
		s.step(0)
		if m.MyTurn() && !(m.G().Phase == tactical.ZuluMove && s.SelectAll() > 0) {
			if err := s.EndPhase(); err != nil {
				t.Fatal(err)
			}
		}
	}
	if s.SelectAll() == 0 {
		t.Fatal("no Zulu to select in the Zulu movement")
	}
	// C proposes close-in moves for them; Enter plays them as the Zulus.
	if n := s.CloseIn(); n == 0 || len(s.Board.Marks.Arrows) == 0 {
		t.Fatalf("C proposed %d moves: %s", n, s.Order)
	}
	before := m.Rec.Len()
	if done, err := s.CarryOut(); done == 0 {
		t.Fatalf("Enter carried out no close-in move: %v", err)
	}
	if mv := m.Rec.Moves()[before]; mv.Seat != "zulu" || !strings.HasPrefix(mv.Action, "move Z") {
		t.Fatalf("the record's next move is %+v", mv)
	}
	for _, i := range s.Selected() {
		if s.Counters[i].Side != Zulu {
			t.Fatalf("A selected %s, a British man, for the Zulu player", s.Counters[i].ID)
		}
	}
}

func TestHelpListsEveryKeyOfTheTable(t *testing.T) {
	help := map[string]bool{}
	for _, sc := range Shortcuts() {
		help[sc.Keys] = true
	}
	for _, want := range []string{"C", "F", "Enter", "E", "Space", "U", "Ctrl+S", "H, ? or F1", "M, click a hex", "1–9, click a line", "PgUp, PgDn"} {
		if !help[want] {
			t.Fatalf("the help lacks %s", want)
		}
	}
}

// panelCount counts the pixels of colour c in the panel's lower part (below
// the hex description).
func panelCount(img *image.RGBA, s *Screen, c color.Color) int {
	l := s.layout()
	r, g, b, _ := c.RGBA()
	n := 0
	for y := int(l.Panel.Y + 330); y < int(l.Panel.Y+l.Panel.H); y++ {
		for x := int(l.Panel.X + 4); x < int(l.Panel.X+l.Panel.W); x++ {
			p := img.RGBAAt(x, y)
			if absd(int(p.R), int(r>>8)) < 40 && absd(int(p.G), int(g>>8)) < 40 && absd(int(p.B), int(b>>8)) < 40 {
				n++
			}
		}
	}
	return n
}

func absd(a, b int) int {
	if a < b {
		return b - a
	}
	return a - b
}

func TestPlannedFirePanelShowsTheOdds(t *testing.T) {
	needLoop(t)
	// A fire with a modifier to show: a target in the bushes (seed 4,
	// turn 3), or any cover or range modifier.
	s, _ := playedScreenTo(t, 4, func(ps []tstate.Planned) bool {
		for _, p := range ps {
			if !strings.HasSuffix(p.Lines[1], "none") {
				return true
			}
		}
		return false
	})
	const W, H = 1600, 1000
	plain := s.Snapshot(W, H)
	if s.PlanFire() == 0 {
		t.Fatal(s.Order)
	}
	img := s.Snapshot(W, H)
	savePNG(t, "tactical-fire.png", img)
	// The planned actions' headlines are written in the selection's
	// colour, which the panel's log never uses.
	if a, b := panelCount(plain, s, colSelect), panelCount(img, s, colSelect); a != 0 || b < 40 {
		t.Fatalf("headline pixels in the panel: %d before F, %d after", a, b)
	}
	// The fire arrows are on the board.
	fire := 0
	l := s.layout()
	for y := int(l.Map.Y); y < int(l.Map.Y+l.Map.H); y++ {
		for x := 0; x < int(l.Map.W); x++ {
			if img.RGBAAt(x, y) == colFireLn {
				fire++
			}
		}
	}
	if fire < 20 {
		t.Fatalf("%d fire-arrow pixels on the board", fire)
	}
}

func TestHelpKeyShowsTheKeysOverTheMap(t *testing.T) {
	needLoop(t)
	s, _ := playedScreen(t, 5)
	const W, H = 1600, 1000
	plain := s.Snapshot(W, H)
	s.ToggleHelp()
	img := s.Snapshot(W, H)
	savePNG(t, "tactical-help.png", img)
	l := s.layout()
	// The box's gold top edge and panel colour stand over the map's centre.
	cx := int(l.Map.X + l.Map.W/2)
	gold, panel := 0, 0
	for y := int(l.Map.Y); y < int(l.Map.Y+l.Map.H/2); y++ {
		p := img.RGBAAt(cx, y)
		if p == toRGBA(paintColGold()) {
			gold++
		}
		if p == toRGBA(paintColPanel()) {
			panel++
		}
	}
	if gold == 0 || panel < 100 {
		t.Fatalf("over the map's centre: %d gold, %d panel pixels", gold, panel)
	}
	if plain.RGBAAt(cx, int(l.Map.Y+100)) == img.RGBAAt(cx, int(l.Map.Y+100)) {
		t.Fatal("the help box did not cover the map")
	}
	s.ToggleHelp()
	if s.help {
		t.Fatal("H again did not hide the keys")
	}
}

func toRGBA(c color.Color) color.RGBA {
	r, g, b, a := c.RGBA()
	return color.RGBA{uint8(r >> 8), uint8(g >> 8), uint8(b >> 8), uint8(a >> 8)}
}

func paintColGold() color.Color  { return paint.ColGold }
func paintColPanel() color.Color { return paint.ColPanel }

func TestWatchedGameShowsTheBotsReasons(t *testing.T) {
	needLoop(t)
	rec, err := tstate.NewGame(9, "default", "default")
	if err != nil {
		t.Fatal(err)
	}
	m, err := tstate.New(rec)
	if err != nil {
		t.Fatal(err)
	}
	s := newScreen(t)
	if err := s.Attach(m); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 400 && m.G().Turn < 4 && !m.Over(); i++ {
		m.Delay = 0
		m.Tick(1)
	}
	s.step(0)
	if len(m.Reasons) == 0 || s.Turn < 2 {
		t.Fatalf("turn %d after %d bot actions", s.Turn, len(m.Reasons))
	}
	_, log := s.playLines()
	if !strings.HasPrefix(log[0], "» ") {
		t.Fatalf("the log does not start with the bots' reasons: %q", log[0])
	}
	img := s.Snapshot(1600, 1000)
	savePNG(t, "tactical-watch.png", img)
}

func TestCarryOutPassesOverARefusedAction(t *testing.T) {
	s, m := playedScreen(t, 5)
	n := s.PlanFire()
	if n == 0 {
		t.Fatal(s.Order)
	}
	s.proposal = append([]string{"fire Z999"}, s.proposal...)
	before := m.Rec.Len()
	done, err := s.CarryOut()
	// the record has the British fire and the Zulu bot's answers to it
	// (rule 9a, revision 2)
	mine := 0
	for _, mv := range m.Rec.Moves()[before:] {
		if mv.Seat == "british" {
			mine++
		}
	}
	if done != n || err == nil || mine != n || !strings.Contains(s.Order, "1 action was refused") {
		t.Fatalf("carried out %d of %d (record +%d British), error %v, order %q", done, n, mine, err, s.Order)
	}
}

// TestSpaceOnYourOwnTurn_SaysThereIsNothingToSkip: Space (SkipAhead) while
// the bot is to act plays it on and says how much; while the person is to
// act it plays nothing and says it is their turn, not that the bots played
// 0 actions.
func TestSpaceOnYourOwnTurn_SaysThereIsNothingToSkip(t *testing.T) {
	rec, err := tstate.NewGame(5, "random", tstate.Person)
	if err != nil {
		t.Fatal(err)
	}
	m, err := tstate.New(rec)
	if err != nil {
		t.Fatal(err)
	}
	s := newScreen(t)
	if err := s.Attach(m); err != nil {
		t.Fatal(err)
	}
	if !m.IsBot(m.ToAct()) {
		t.Fatalf("the game opens with the person to act (%s), the British bot's move expected", m.G().Phase)
	}
	s.SkipAhead()
	if !strings.HasPrefix(s.Order, "Skipped ahead: the bots played ") || m.Rec.Len() == 0 {
		t.Errorf("Space on the bot's turn: %q, %d actions played", s.Order, m.Rec.Len())
	}
	if m.Over() || m.IsBot(m.ToAct()) {
		t.Fatalf("after skipping ahead the person is not to act (%s)", m.G().Phase)
	}
	before := m.Rec.Len()
	s.SkipAhead()
	if s.Order != "Nothing to skip: it is your turn." || m.Rec.Len() != before {
		t.Errorf("Space on the person's turn: %q, %d actions played", s.Order, m.Rec.Len()-before)
	}
}
