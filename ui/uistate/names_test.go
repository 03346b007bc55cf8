package uistate

import (
	"regexp"
	"strings"
	"testing"

	"zulu1879/isandlwana"
)

func TestNameUnitsWritesIDsAsCounterNames(t *testing.T) {
	g := newGame(t, "isandlwana", 1)
	for _, c := range []struct{ in, want string }{
		{"C is reduced to 3", "C Co is reduced to 3"},
		{"NB is eliminated", "N Bty is eliminated"},
		{"LtA arrives in 0114", "Lt. A arrives in 0114"},
		{"StIz is left alone", "St. Iz is left alone"},
		{"A 7 + C 4 = 11", "A Co 7 + C Co 4 = 11"},
		{"NB's hex", "N Bty's hex"},
		{"C Co and Lt. A stay as they are", "C Co and Lt. A stay as they are"},
		{"1BB, RB and Pulleine keep their names", "1BB, RB and Pulleine keep their names"},
		{"CA, AC, NBX, 1603, E1 are no ids", "CA, AC, NBX, 1603, E1 are no ids"},
		{"(H, G)", "(H Co, G Co)"},
		{"", ""},
	} {
		if got := NameUnits(g, c.in); got != c.want {
			t.Errorf("NameUnits(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// bareIDs returns the unit ids (whose counter name differs) that text shows
// as words of their own, outside the units' names.
func bareIDs(g *isandlwana.State, text string) []string {
	for i := range g.Units {
		if u := &g.Units[i]; u.ID != u.Name {
			text = strings.ReplaceAll(text, u.Name, "·")
		}
	}
	var out []string
	for i := range g.Units {
		u := &g.Units[i]
		if u.ID == u.Name {
			continue
		}
		if regexp.MustCompile(`(^|[^A-Za-z0-9_])` + regexp.QuoteMeta(u.ID) + `($|[^A-Za-z0-9_])`).MatchString(text) {
			out = append(out, u.ID)
		}
	}
	return out
}

// guiTexts is every text the window shows of model m now.
func guiTexts(m *Model) []string {
	out := []string{m.Info, m.WhoseMove()}
	// The key hints name keys, not units: "Press E", "E confirms".
	out = append(out, strings.NewReplacer("Press E", "", "E confirms", "").Replace(m.Instructions()))
	for _, b := range m.Buttons() {
		out = append(out, b.Label)
	}
	for _, l := range m.LogLines(1 << 20) {
		out = append(out, l.Text)
	}
	for _, d := range m.Dice {
		out = append(out, d.Text)
	}
	for _, tb := range m.TurnTrack() {
		out = append(out, tb.Note)
	}
	if m.Banner != nil {
		out = append(out, m.Banner.Text)
	}
	if odds, err := m.FireOdds(); err == nil {
		out = append(out, odds.Detail)
	}
	for i := range m.Game().Units {
		out = append(out, m.HexInfo(m.Game().Units[i].Hex)...)
	}
	return out
}

// TestOneNamePerUnitInTheWindow plays a hotseat game well into the fight and
// checks every text the window shows on the way (panel, buttons, tooltips,
// log, dice, banner, fire arithmetic, engine errors): a unit is called by its
// counter's name, never by its bare id.
func TestOneNamePerUnitInTheWindow(t *testing.T) {
	m := hotseat(t)
	g := m.Game()
	check := func(where string) {
		t.Helper()
		for _, s := range guiTexts(m) {
			if ids := bareIDs(g, s); len(ids) > 0 {
				t.Fatalf("%s: %q shows the bare id(s) %v", where, s, ids)
			}
		}
	}
	toZuluMove(t, m)
	planned, refused, steps := false, false, 0
	phase, banner := "", (*Banner)(nil)
	for m.Game().Turn < 3 && !m.Game().Over() && steps < 20000 {
		steps++
		m.HandOver = isandlwana.NoSide
		g = m.Game()
		if p := g.PhaseLabel(); p != phase || m.Banner != banner {
			check(p)
			phase, banner = p, m.Banner
		}
		if !refused && g.Phase == isandlwana.PhaseBritishMove && g.ToAct() == isandlwana.British {
			// An engine refusal about a unit not yet on the map.
			m.Apply(isandlwana.Action{Kind: isandlwana.ActSquare, Units: []string{"LtA"}}, "", false)
			if !strings.Contains(m.Info, "Lt. A") {
				t.Errorf("the engine's refusal reads %q, want it to name Lt. A", m.Info)
			}
			refused = true
			check("an engine refusal")
		}
		if !planned && g.Phase == isandlwana.PhaseBritishCombat {
			// Plan a fire with every firer.
			for _, a := range g.Legal() {
				if a.Kind == isandlwana.ActFire {
					m.ClickHex(a.To)
					for _, s := range m.Fire.Shots {
						if !s.On {
							m.ToggleUnit(s.Unit)
						}
					}
					planned = true
					check("a planned fire")
					m.Fire = nil
					break
				}
			}
		}
		a := pickTowardsBritish(g, g.Legal())
		if err := m.Apply(a, "", false); err != nil {
			t.Fatal(err)
		}
	}
	if !planned || !refused {
		t.Fatalf("fire planned %v, refusal seen %v: the game did not get there", planned, refused)
	}
	check("turn 3")
}
