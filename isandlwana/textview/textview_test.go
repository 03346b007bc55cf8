package textview

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"zulu1879/internal/words"

	"zulu1879/dice"
	"zulu1879/hexmap"
	"zulu1879/isandlwana"
	"zulu1879/scenarios"
)

func newGame(t testing.TB, id string, seed uint64) *isandlwana.State {
	t.Helper()
	s, err := scenarios.Builtin(id)
	if err != nil {
		t.Fatal(err)
	}
	return isandlwana.New(s, seed, isandlwana.Options{})
}

// playSome applies up to n actions chosen by a seeded random chooser that
// ends phases now and then, and returns the game.
func playSome(t testing.TB, g *isandlwana.State, seed uint64, n int) *isandlwana.State {
	t.Helper()
	rng := dice.NewSeeded(seed)
	for k := 0; k < n && !g.Over(); k++ {
		acts := g.Legal()
		a := acts[rng.Intn(len(acts))]
		for _, x := range acts {
			if x.Kind == isandlwana.ActEnd && rng.Intn(6) == 0 {
				a = x
			}
		}
		if err := g.Apply(a); err != nil {
			t.Fatalf("legal action %q refused: %v", a, err)
		}
	}
	return g
}

// cellAt cuts the cell of hex h out of the printed board, using the layout
// LineOf documents.
func cellAt(t *testing.T, lines []string, h hexmap.Hex) string {
	t.Helper()
	l, x := LineOf(h)
	if l >= len(lines) || x+cellWidth > len(lines[l]) {
		t.Fatalf("hex %s: line %d col %d is outside the board", h, l, x)
	}
	return lines[l][x : x+cellWidth]
}

// sampleStates are games at the start and part-way through, to render.
func sampleStates(t *testing.T) map[string]*isandlwana.State {
	out := map[string]*isandlwana.State{
		"start":      newGame(t, "isandlwana", 1),
		"free start": newGame(t, "isandlwana-free", 2),
	}
	for _, n := range []int{40, 100, 150} {
		out[fmt.Sprintf("seed 7 after %d actions", n)] = playSome(t, newGame(t, "isandlwana", 7), 7, n)
	}
	out["played to the end"] = playSome(t, newGame(t, "isandlwana", 3), 11, 1<<20)
	return out
}

func TestBoardShowsEveryUnitWhereTheStateSays(t *testing.T) {
	for name, g := range sampleStates(t) {
		t.Run(name, func(t *testing.T) {
			grid := BoardGrid(g)
			lines := strings.Split(grid, "\n")
			stacks := Stacks(g)
			for i := range g.Units {
				u := &g.Units[i]
				tag := unitTag(u)
				if u.Status != isandlwana.OnMap {
					if strings.Contains(grid, " "+tag+" ") {
						t.Errorf("%s is %v but the board shows %q", u.ID, u.Status, tag)
					}
					continue
				}
				cell := cellAt(t, lines, u.Hex)
				at := g.UnitsAt(u.Hex)
				if len(at) == 1 {
					if got := strings.TrimSpace(cell[2 : 2+contentWidth]); got != tag {
						t.Errorf("%s in %s: cell %q shows %q, want %q", u.ID, u.Hex, cell, got, tag)
					}
					continue
				}
				if !strings.Contains(cell, "+") {
					t.Errorf("%s shares %s with others but cell %q has no stack mark", u.ID, u.Hex, cell)
				}
				if !stackLists(stacks, u) {
					t.Errorf("%s in stack %s is missing from the stack list %q", u.ID, u.Hex, stacks)
				}
			}
		})
	}
}

// stackLists reports whether the stack list names unit u, with its
// strength, in the entry of its hex.
func stackLists(stacks string, u *isandlwana.Unit) bool {
	_, rest, ok := strings.Cut(stacks, u.Hex.String()+": ")
	if !ok {
		return false
	}
	entry, _, _ := strings.Cut(rest, ";")
	want := u.ID
	if u.IsCombat() {
		want += strconv.Itoa(u.Strength)
	}
	for _, tok := range strings.Fields(entry) {
		if strings.TrimSuffix(tok, "(square)") == want {
			return true
		}
	}
	return false
}

func TestBoardCellsStartWithTheTerrainOfTheirHex(t *testing.T) {
	g := newGame(t, "isandlwana", 1)
	lines := strings.Split(BoardGrid(g), "\n")
	m := g.Map()
	for i := 0; i < m.Size(); i++ {
		h := m.HexAt(i)
		cell := cellAt(t, lines, h)
		if want := m.Info(i).Symbol; cell[0] != want {
			t.Errorf("hex %s: cell %q starts with %q, want terrain %q (%s)", h, cell, cell[0], want, m.TerrainAt(h))
		}
		l, _ := LineOf(h)
		if got := lines[l][:2]; got != fmt.Sprintf("%02d", h.Row) {
			t.Errorf("hex %s is on a line labelled %q", h, got)
		}
	}
}

func TestBoardAxesNameEveryColumnAboveItsCells(t *testing.T) {
	g := newGame(t, "isandlwana", 1)
	lines := strings.Split(BoardGrid(g), "\n")
	for c := 1; c <= g.Map().Cols; c++ {
		_, x := LineOf(hexmap.H(c, 1))
		header := lines[1-c%2] // odd columns on the first header line
		if len(header) < x+2 || header[x:x+2] != fmt.Sprintf("%02d", c) {
			t.Errorf("column %02d: header %q has no id at %d", c, header, x)
		}
	}
}

func TestBoardShowsZuluCountsInEveryHex(t *testing.T) {
	for name, g := range sampleStates(t) {
		t.Run(name, func(t *testing.T) {
			lines := strings.Split(BoardGrid(g), "\n")
			m := g.Map()
			for i := 0; i < m.Size(); i++ {
				h := m.HexAt(i)
				cell := cellAt(t, lines, h)
				content := strings.TrimSpace(cell[2 : 2+contentWidth])
				z := g.ZulusAt(h)
				var want string
				switch {
				case z == 0:
					if strings.HasPrefix(content, "Z") {
						t.Errorf("hex %s has no Zulus but shows %q", h, cell)
					}
					continue
				case g.Scen.IsOnrush(h):
					want = "Z" + strconv.Itoa(z)
				default:
					want = "Z"
				}
				if content != want {
					t.Errorf("hex %s holds %d Zulu(s): cell %q, want %q", h, z, cell, want)
				}
			}
		})
	}
}

func TestBoardOnrushCountFollowsMoves(t *testing.T) {
	g := newGame(t, "isandlwana", 5)
	if err := g.Apply(isandlwana.Action{Kind: isandlwana.ActEnd}); err != nil {
		t.Fatal(err)
	}
	from := hexmap.H(12, 1)
	dest := g.ZuluDestinations(from)
	if len(dest) == 0 {
		t.Fatal("no destination from 1201")
	}
	before := g.ZulusAt(from)
	if err := g.Apply(isandlwana.Action{Kind: isandlwana.ActZuluMove, From: from, To: dest[0]}); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(BoardGrid(g), "\n")
	tests := []struct {
		hex  hexmap.Hex
		want string
	}{
		{from, fmt.Sprintf("Z%d", before-1)},
		{dest[0], "Z"},
	}
	for _, tc := range tests {
		if got := strings.TrimSpace(cellAt(t, lines, tc.hex)[2 : 2+contentWidth]); got != tc.want {
			t.Errorf("hex %s shows %q, want %q", tc.hex, got, tc.want)
		}
	}
}

func TestBoardMarks(t *testing.T) {
	base := newGame(t, "isandlwana", 1)
	emptyOnrush := base.Clone()
	emptyOnrush.Zulus[emptyOnrush.Map().Index(hexmap.H(4, 1))] = 0
	raised := base.Clone()
	raised.Colours = isandlwana.ColoursRaised
	lost := base.Clone()
	lost.Wagon.Captured = true
	tests := []struct {
		name string
		g    *isandlwana.State
		hex  hexmap.Hex
		mark byte
	}{
		{"wagon", base, base.Wagon.Hex, markWagon},
		{"wagon with the Colours", raised, base.Wagon.Hex, markColours},
		{"captured wagon shows no mark", lost, base.Wagon.Hex, ' '},
		{"onrush hex", base, hexmap.H(12, 1), markOnrush},
		{"empty onrush hex", emptyOnrush, hexmap.H(4, 1), markOnrush},
		{"escape hex", base, hexmap.H(1, 9), markEscape},
		{"ordinary hex", base, hexmap.H(5, 9), ' '},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			cell := Cell(tc.g, tc.hex)
			if cell[cellWidth-1] != tc.mark {
				t.Errorf("cell of %s is %q, want mark %q", tc.hex, cell, tc.mark)
			}
		})
	}
	if strings.Contains(Cell(emptyOnrush, hexmap.H(4, 1)), "Z") {
		t.Error("an empty onrush hex still shows Zulus")
	}
}

// odds is what the odds command prints for line ("odds fire 0808 A"), as
// play's command prints it: "odds: TEXT", or the refusal.
func odds(g *isandlwana.State, line string) string {
	text, err := Odds(g, strings.Fields(line)[1:])
	if err != nil {
		return "error: odds: " + err.Error() + "\n"
	}
	return "odds: " + text + "\n"
}

// TestOddsAndHexRefuseWithAReason: odds and hex refuse a question they
// cannot answer with one line saying why, and change nothing.
func TestOddsAndHexRefuseWithAReason(t *testing.T) {
	tests := []struct {
		name, line, want string
	}{
		{"odds without target", "odds", `expected`},
		{"odds for a move", "odds move 1201 1103", `fire and attack`},
		{"odds out of range", "odds fire 1201 A", `range`},
		{"odds attack without Zulus", "odds attack 0505 0605", `no Zulu unit in 0505`},
		{"odds attack not adjacent", "odds attack 1201 1806", `not next to`},
		{"odds attack on an empty hex", "odds attack 1201 1202", `no British combat unit`},
		{"hex off the map", "hex 3001", `off the 25×14 map`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := newGame(t, "isandlwana", 1)
			before := g.Hash()
			var out string
			if strings.HasPrefix(tc.line, "hex ") {
				h, err := hexmap.ParseHex(strings.TrimPrefix(tc.line, "hex "))
				if err != nil {
					t.Fatal(err)
				}
				out = DescribeHex(g, h) + "\n"
			} else {
				out = odds(g, tc.line)
			}
			if !strings.HasPrefix(out, "error: ") || strings.Count(out, "\n") != 1 {
				t.Fatalf("%q printed %q, want one line starting with error:", tc.line, out)
			}
			if !strings.Contains(out, tc.want) {
				t.Errorf("%q printed %q, want it to mention %q", tc.line, out, tc.want)
			}
			if g.Hash() != before {
				t.Errorf("%q changed the game", tc.line)
			}
		})
	}
}

func TestOddsMatchTheEngineWithoutRolling(t *testing.T) {
	g := newGame(t, "isandlwana", 7)
	firing := func() bool {
		_, pending := g.Decision()
		return !pending && (g.Phase == isandlwana.PhaseReaction || g.Phase == isandlwana.PhaseBritishCombat) && len(g.FireTargets()) > 0
	}
	for k := 0; k < 5000 && !firing() && !g.Over(); k++ {
		g = playSome(t, g, uint64(k), 1)
	}
	if !firing() {
		t.Fatal("the sample game never offered a fire")
	}
	targets := g.FireTargets()
	var shots []isandlwana.Shot
	for _, i := range g.Firers(targets[0]) {
		shots = append(shots, isandlwana.Shot{Unit: g.Units[i].ID})
	}
	want, err := g.Odds(targets[0], shots)
	if err != nil {
		t.Fatal(err)
	}
	a := isandlwana.Action{Kind: isandlwana.ActFire, To: targets[0], Shots: shots}
	before := g.Hash()
	out := odds(g, "odds "+strings.ReplaceAll(a.String(), ":0", ""))
	if !strings.Contains(out, want.Detail) {
		t.Errorf("odds printed %q, want the engine's %q", out, want.Detail)
	}
	if !strings.Contains(out, fmt.Sprintf("(%d%%)", int(want.Chance*100+0.5))) {
		t.Errorf("odds printed %q, want chance %.0f%%", out, want.Chance*100)
	}
	if g.Hash() != before {
		t.Error("odds changed the game (rolled a die?)")
	}
}

func TestStatusNamesTurnPhaseSideAndQuestion(t *testing.T) {
	g := newGame(t, "isandlwana", 1)
	st := Status(g)
	for _, want := range []string{"Turn 1/6", "Set-up", "British to act", "Zulus on map 112", "pool W0 E0"} {
		if !strings.Contains(st, want) {
			t.Errorf("status %q lacks %q", st, want)
		}
	}
	g = newGame(t, "isandlwana", 12)
	for k := 0; k < 5000 && !g.Over(); k++ {
		if d, ok := g.Decision(); ok {
			st := Status(g)
			if !strings.Contains(st, d.Prompt()) || !strings.Contains(st, strings.Join(d.Options, " ")) {
				t.Errorf("status %q does not ask %q with options %v", st, d.Prompt(), d.Options)
			}
			return
		}
		g = playSome(t, g, uint64(k), 1)
	}
	t.Error("no sample game stopped on a question")
}

func TestSummaryCountsLossesLikeTheEngine(t *testing.T) {
	for seed := uint64(1); seed <= 4; seed++ {
		g := playSome(t, newGame(t, "isandlwana", seed), seed+100, 1<<20)
		if !g.Over() {
			t.Fatalf("seed %d: game not over", seed)
		}
		sum := Summary(g)
		want := []string{
			fmt.Sprintf("GAME OVER on turn %d: the %s win", g.Turn, map[isandlwana.Side]string{isandlwana.British: "British", isandlwana.Zulu: "Zulus"}[g.Outcome.Winner()]),
			fmt.Sprintf("British losses: %s, %s and %s", words.Count(g.Stats.BritishStepsLost, "step", "steps"), words.Count(g.Stats.BritishUnitsLost, "unit", "units"), words.Count(g.Stats.LeadersLost, "leader", "leaders")),
			fmt.Sprintf("Zulu losses: %s eliminated", words.Count(g.Stats.ZulusEliminated, "unit", "units")),
		}
		for _, w := range want {
			if !strings.Contains(sum, w) {
				t.Errorf("seed %d: summary %q lacks %q", seed, sum, w)
			}
		}
	}
}

func TestLogCursorShowsEachEventOnceWithDice(t *testing.T) {
	g := newGame(t, "isandlwana", 2)
	var c LogCursor
	first := c.Next(g)
	if len(first) != len(g.Log) || len(c.Next(g)) != 0 {
		t.Fatalf("first call gave %d events of %d; a second call must give none", len(first), len(g.Log))
	}
	g = playSome(t, g, 3, 200)
	rest := c.Next(g)
	if len(first)+len(rest) != len(g.Log) {
		t.Errorf("shown %d+%d events, log has %d", len(first), len(rest), len(g.Log))
	}
	for k, e := range g.Log {
		line := FormatEvent(e)
		if len(e.Dice) > 0 && !strings.Contains(line, fmt.Sprintf("{die %d}", e.Dice[0])) {
			t.Errorf("event %d %q: formatted %q lacks its die", k, e.Text, line)
		}
	}
}

func TestRosterListsEveryCounter(t *testing.T) {
	g := playSome(t, newGame(t, "isandlwana", 8), 8, 300)
	r := Roster(g)
	for i := range g.Units {
		u := &g.Units[i]
		var want string
		switch u.Status {
		case isandlwana.OnMap:
			want = u.Hex.String() + "  on map"
		case isandlwana.Waiting:
			want = fmt.Sprintf("arrives turn %d", u.Arrives)
		case isandlwana.Eliminated:
			want = "eliminated"
		}
		line := regexp.MustCompile(`(?m)^` + regexp.QuoteMeta(u.ID) + ` .*$`).FindString(r)
		if !strings.Contains(line, want) {
			t.Errorf("%s: roster line %q lacks %q", u.ID, line, want)
		}
	}
}

func BenchmarkBoard(b *testing.B) {
	g := playSome(b, newGame(b, "isandlwana", 7), 7, 100)
	for b.Loop() {
		_ = Board(g)
	}
}

func BenchmarkStatusAndRoster(b *testing.B) {
	g := playSome(b, newGame(b, "isandlwana", 7), 7, 100)
	for b.Loop() {
		_ = Status(g) + Roster(g)
	}
}

// odds attack words its arithmetic exactly as the resolved attack's log line
// does (8.3.2): the same "6 less defence …, hit on …" text, hit range included.
func TestOddsAttackReadsLikeTheAttack(t *testing.T) {
	checked := 0
	for seed := uint64(1); seed <= 4; seed++ {
		g := newGame(t, "isandlwana", seed)
		attacking := func() bool {
			_, pending := g.Decision()
			if pending || g.Phase != isandlwana.PhaseZuluAttack {
				return false
			}
			for _, a := range g.Legal() {
				if a.Kind == isandlwana.ActAttack {
					return true
				}
			}
			return false
		}
		for k := 0; k < 5000 && !attacking() && !g.Over(); k++ {
			g = playSome(t, g, seed*1000+uint64(k), 1)
		}
		if !attacking() {
			continue
		}
		checked++
		var a isandlwana.Action
		for _, x := range g.Legal() {
			if x.Kind == isandlwana.ActAttack {
				a = x
				break
			}
		}
		out := odds(g, "odds "+a.String())
		_, detail, ok := strings.Cut(strings.TrimSpace(out), " — ")
		detail, _, ok2 := strings.Cut(detail, "; chance")
		if !ok || !ok2 {
			t.Fatalf("odds printed %q", out)
		}
		if err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
		var line string
		for _, e := range g.Log {
			if e.Rule == "8.3.2" {
				line = e.Text
			}
		}
		if !strings.Contains(line, detail) {
			t.Errorf("seed %d: odds say %q, the attack says %q", seed, detail, line)
		}
	}
	if checked == 0 {
		t.Fatal("no sample game offered an attack")
	}
}
