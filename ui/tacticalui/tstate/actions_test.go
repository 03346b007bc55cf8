package tstate

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"

	"zulu1879/games"
	"zulu1879/hexmap"
	"zulu1879/tactical"
	"zulu1879/tactical/forces"
)

// hotseat plays seed's game with both seats people, each action chosen by
// the seat's default bot, until stop says so (or the game ends); it fails
// if stop never holds.
func hotseat(t *testing.T, seed uint64, stop func(m *Model) bool) *Model {
	t.Helper()
	rec, err := NewGame(seed, Person, Person)
	if err != nil {
		t.Fatal(err)
	}
	m, err := New(rec)
	if err != nil {
		t.Fatal(err)
	}
	var bots [2]games.Bot
	for s, seat := range []string{"british", "zulu"} {
		info, err := games.DefaultBot(tactical.ID, seat)
		if err != nil {
			t.Fatal(err)
		}
		bots[s] = info.New(seed)
	}
	for n := 0; n < 20000 && !m.Over(); n++ {
		if stop(m) {
			return m
		}
		a, _ := bots[m.ToAct()].Choose(m.Rec.State())
		if err := m.Apply(a); err != nil {
			t.Fatalf("%s: %v", a, err)
		}
	}
	t.Fatal("the game never came to the position the test wants")
	return nil
}

// idPattern matches an engine id (B001, Z005), which the window never
// shows.
var idPattern = regexp.MustCompile(`\b[BZ]\d{3}\b`)

func TestDescribe_NamesEachVerbInWords(t *testing.T) {
	g := newModel(t, 5, "random").G()
	for _, c := range []struct {
		action, group string
		words         []string
	}{
		{"end", "Phase", []string{"end the phase"}},
		{"move B001 3118", "Moves", []string{"Lt J. R. M. Chard moves to 3118"}},
		{"move B001 3118^", "Moves", []string{"onto the roof over 3118"}},
		{"move Z001 osk", "Moves", []string{"Zulu counter 1", "into the Oskarberg box"}},
		{"hold B011", "Moves", []string{"man 11 of B Coy 2/24th stays where he is"}},
		{"open B001 1618N", "Doors", []string{"opens the door on the north side of 1618"}},
		{"close B001 1618SE", "Doors", []string{"closes the door on the south-east side of 1618"}},
		{"batter 1618N Z001 Z002", "Doors", []string{"Zulu counter 1 and Zulu counter 2 batter the door on the north side of 1618"}},
		{"dig B001 1618SW", "Holes", []string{"digs a hole through the wall on the south-west side of 1618"}},
		{"douse B001 ward-1", "Fires", []string{"puts out the fire in ward-1"}},
		{"kindle B001 ward-1", "Fires", []string{"sets fire to ward-1"}},
		{"torch Z001 ward-1", "Fires", []string{"flaming spear onto the roof of ward-1"}},
		{"build redoubt-north", "Works", []string{"the north face of the redoubt"}},
		{"build boxes-south", "Works", []string{"the south part of the biscuit-box line"}},
		{"suppress", "Snipers", []string{"snipers", "every man who may"}},
		{"suppress B011 B012", "Snipers", []string{"by man 11 of B Coy 2/24th, man 12 of B Coy 2/24th"}},
		{"rank B001 60", "Ranks", []string{"Chard", "ranks fire facing north-east (60°)"}},
		{"step B001 NE", "Ranks", []string{"line steps NE"}},
		{"fire Z001", "Fire", []string{"fire at Zulu counter 1", "all who have it closest"}},
		{"fire Z001 B011", "Fire", []string{"fire at Zulu counter 1, by man 11 of B Coy 2/24th"}},
		{"fire Z001 B011 B012 B013 B014 B015", "Fire", []string{"by man 11 of B Coy 2/24th, man 12 of B Coy 2/24th and 3 more"}},
		{"snipe Z001 B001", "Fire", []string{"sniper Zulu counter 1 fires at Lt J. R. M. Chard"}},
		{"shoot Z001 B001", "Fire", []string{"shoots at"}},
		{"spear B001 Z001", "Fire", []string{"throw spears at Lt J. R. M. Chard, by Zulu counter 1"}},
		{"melee B001", "Melee", []string{"attack Lt", "every Zulu who can"}},
		{"pair Z001 Z002", "Other", []string{"Zulu counter 1 paired with Zulu counter 2"}},
		{"pair Z001", "Other", []string{"Zulu counter 1 stands alone"}},
		{"pair B001 B011 B012", "Other", []string{"Lt J. R. M. Chard paired with man 11 of B Coy 2/24th and man 12 of B Coy 2/24th"}},
		{"casualty Z002", "Other", []string{"Zulu counter 2 takes the result"}},
		{"casualty B011 B001", "Other", []string{"the results fall on man 11 of B Coy 2/24th, then Lt J. R. M. Chard"}},
		// A verb this package does not know keeps its notation.
		{"frobnicate Z001", "Other", []string{"frobnicate Z001"}},
	} {
		got := Describe(g, c.action)
		if got.Action != c.action || got.Group != c.group {
			t.Errorf("%q: group %q, want %q", c.action, got.Group, c.group)
		}
		for _, w := range c.words {
			if !strings.Contains(got.Words, w) {
				t.Errorf("%q: %q does not say %q", c.action, got.Words, w)
			}
		}
		if c.action != "frobnicate Z001" && idPattern.MatchString(got.Words) {
			t.Errorf("%q: %q shows an engine id", c.action, got.Words)
		}
		if !slices.Contains(Groups, got.Group) {
			t.Errorf("%q: group %q is not one the panel shows", c.action, got.Group)
		}
	}
}

// TestChoices_AreTheEngineLegalListOfEveryDecision: in every phase a
// person meets, the generic list is the engine's Legal, one for one, in
// its order; and none is offered while a bot is to act.
func TestChoices_AreTheEngineLegalListOfEveryDecision(t *testing.T) {
	phases := map[string]bool{}
	hotseat(t, 9, func(m *Model) bool {
		cs := m.Choices()
		legal := m.G().Legal()
		if len(cs) != len(legal) {
			t.Fatalf("%s: %d choices for %d legal actions", m.G().Phase, len(cs), len(legal))
		}
		for i, c := range cs {
			if c.Action != legal[i] || c.Words == "" || c.Group == "" {
				t.Fatalf("%s: choice %d is %+v, legal %q", m.G().Phase, i, c, legal[i])
			}
		}
		phases[m.Prompt().Key] = true
		// The five phases a person decides in (the burning is automatic).
		return len(phases) == 5
	})
	m := newModel(t, 5, "random")
	if err := m.Apply("end"); err != nil {
		t.Fatal(err)
	}
	if m.IsBot(m.ToAct()) && len(m.Choices()) != 0 {
		t.Error("choices offered while the bot is to act")
	}
}

// TestUnitChoices_MovementOffersEachMansDoorsHolesAndFires: at the
// opening, the selected men's own actions besides moving are offered
// whoever the engine lists next: every one names its man, the engine
// takes each, and over the garrison doors, holes and fires all come up.
func TestUnitChoices_MovementOffersEachMansDoorsHolesAndFires(t *testing.T) {
	m := newModel(t, 5, "random")
	g := m.G()
	groups := map[string]int{}
	for i := 0; i < g.NBrit; i++ {
		id := g.ID(i)
		for _, c := range m.UnitChoices([]string{id}) {
			f := strings.Fields(c.Action)
			if !slices.Contains(f, id) || f[0] == "move" || f[0] == "next" {
				t.Fatalf("%s: offered %q", id, c.Action)
			}
			cp := g.Copy()
			if id != g.Next() {
				if err := cp.Apply("next " + id); err != nil {
					t.Fatal(err)
				}
			}
			if err := cp.Apply(c.Action); err != nil {
				t.Fatalf("%s: %q refused: %v", id, c.Action, err)
			}
			groups[c.Group]++
		}
	}
	for _, want := range []string{"Moves", "Doors", "Holes", "Fires"} {
		if groups[want] == 0 {
			t.Errorf("no %s offered to any man at the opening (%v)", want, groups)
		}
	}
	if g.Next() == "" || groups["Doors"] <= 0 {
		return
	}
	// Choosing one goes through the record.
	var door string
	for i := 0; i < g.NBrit && door == ""; i++ {
		for _, c := range m.UnitChoices([]string{g.ID(i)}) {
			if c.Group == "Doors" {
				door = c.Action
				break
			}
		}
	}
	if err := m.Choose(door); err != nil {
		t.Fatalf("%s: %v", door, err)
	}
	if mv := m.Rec.Moves(); len(mv) != 1 || mv[0].Action != door || !strings.HasPrefix(m.Info, "Done: ") {
		t.Errorf("after choosing %q: record %v, info %q", door, mv, m.Info)
	}
}

// rankPosition plays seed 5 to the British fire phase of turn 2 and
// sets up (outside the rules, a test position) two ranks of three men of
// the 24th at 2915-2917 and 3015-3017 with their leader at 2816, and a
// Zulu at 3616 in their arc. It returns the leader's id.
func rankPosition(t *testing.T, m *Model) string {
	t.Helper()
	for !m.Over() && !(m.G().Phase == tactical.BritishFire && m.G().Turn >= 2) {
		if m.MyTurn() {
			if err := m.Apply(endOrAnswer(m)); err != nil {
				t.Fatal(err)
			}
		} else {
			m.Skip()
		}
	}
	g := m.G()
	spots := []string{"2915", "2916", "2917", "3015", "3016", "3017", "2816", "3616"}
	for i := range g.Units {
		for _, sp := range spots {
			if h, _ := hexmap.ParseHex(sp); !g.Units[i].Gone && g.Units[i].At == hexmap.OnGround(h) {
				g.SetUp(i, hexmap.Place{})
			}
		}
	}
	var men []int
	leader := -1
	for i := 0; i < g.NBrit && (len(men) < 6 || leader < 0); i++ {
		u := g.Units[i]
		if u.Gone || u.Wound != tactical.Fit || u.Pinned || u.Busy || u.At.Box != 0 {
			continue
		}
		switch {
		case u.Kind == forces.Infantry && len(men) < 6:
			men = append(men, i)
		case u.Kind == forces.Leader && leader < 0:
			leader = i
		}
	}
	for k, i := range men {
		h, _ := hexmap.ParseHex(spots[k])
		g.SetUp(i, hexmap.OnGround(h))
	}
	h, _ := hexmap.ParseHex("2816")
	g.SetUp(leader, hexmap.OnGround(h))
	z, _ := hexmap.ParseHex("3616")
	g.AddZulu(hexmap.OnGround(z), false)
	return g.ID(leader)
}

// TestUnitChoices_FireOffersTheChosenMenAndTheRanks: in the British fire
// phase the selection's actions include fire by exactly the chosen men
// (those whose closest danger the target is), suppression by them where
// the engine takes it, and, for a leader with ranks, his ranked fire; the
// engine takes every one offered.
func TestUnitChoices_FireOffersTheChosenMenAndTheRanks(t *testing.T) {
	m := newModel(t, 5, "default")
	leader := rankPosition(t, m)
	g := m.G()
	ranks := 0
	for _, c := range m.UnitChoices([]string{leader}) {
		if strings.HasPrefix(c.Action, "rank "+leader+" ") && c.Group == "Ranks" {
			ranks++
		}
	}
	if ranks == 0 {
		t.Errorf("leader %s selected: no ranked fire offered (legal %v)", leader, g.Legal())
	}
	var all []string
	for i := 0; i < g.NBrit; i++ {
		all = append(all, g.ID(i))
	}
	named := 0
	for _, sel := range [][]string{all, all[:20], all[20:]} {
		for _, c := range m.UnitChoices(sel) {
			if err := g.Copy().Apply(c.Action); err != nil {
				t.Fatalf("%q offered and refused: %v", c.Action, err)
			}
			f := strings.Fields(c.Action)
			if f[0] == "fire" && len(f) > 2 {
				named++
				for _, b := range f[2:] {
					ds, _ := g.Dangers(b)
					if !slices.Contains(sel, b) || !slices.Contains(ds, f[1]) {
						t.Errorf("%q: %s is not a chosen man whose danger is %s", c.Action, b, f[1])
					}
				}
			}
		}
	}
	if named == 0 {
		t.Error("no fire by the chosen men offered")
	}
	// Ranked fire chosen goes through the record.
	a := "rank " + leader + " 0"
	if err := m.Choose(a); err != nil {
		t.Fatalf("%s: %v", a, err)
	}
	if mv := m.Rec.Moves(); mv[len(mv)-1].Action != a {
		t.Errorf("the record ends %q", mv[len(mv)-1].Action)
	}
}

// TestGroupMove_EachManIntoOrNearestTheHex: a click moves the chosen men
// as near the hex as each may get, one engine move each, none farther
// than he was; the men who cannot are named with the reason.
func TestGroupMove_EachManIntoOrNearestTheHex(t *testing.T) {
	for _, c := range []struct {
		name      string
		men       int
		to        string
		spoilOne  bool // one of them has moved already
		notMyTurn bool
	}{
		{"five men into the yard", 5, "3018", false, false},
		{"eight men, one who has moved", 8, "3018", true, false},
		{"the bot's turn", 3, "3018", false, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			m := newModel(t, 5, "random")
			to, err := hexmap.ParseHex(c.to)
			if err != nil {
				t.Fatal(err)
			}
			g := m.G()
			var ids []string
			dist := map[string]int{}
			// The fit men of the 24th nearest the hex.
			for d := 0; d < 30 && len(ids) < c.men; d++ {
				for i := 0; i < g.NBrit && len(ids) < c.men; i++ {
					u := g.Units[i]
					if u.Gone || u.At.Box != 0 || hexmap.Distance(u.At.Hex, to) != d {
						continue
					}
					if ms, _ := g.Moves(g.ID(i)); len(ms) > 0 {
						ids = append(ids, g.ID(i))
						dist[g.ID(i)] = d
					}
				}
			}
			spoilt := ""
			if c.spoilOne {
				spoilt = ids[len(ids)-1]
				if err := m.Apply("hold " + spoilt); err != nil {
					t.Fatal(err)
				}
			}
			if c.notMyTurn {
				for m.MyTurn() {
					if err := m.Apply(endOrAnswer(m)); err != nil {
						t.Fatal(err)
					}
				}
			}
			before := m.Rec.Len()
			moved, stuck := m.GroupMove(ids, to)
			if got := m.Rec.Len() - before; got != len(moved) {
				t.Errorf("%d actions recorded for %d moves", got, len(moved))
			}
			if len(moved)+len(stuck) != len(ids) {
				t.Fatalf("%d moved and %d named stuck of %d", len(moved), len(stuck), len(ids))
			}
			for _, a := range moved {
				f := strings.Fields(a)
				p, err := tactical.ParsePlace(f[2])
				if err != nil || f[0] != "move" {
					t.Fatalf("move %q: %v", a, err)
				}
				if d := hexmap.Distance(p.Hex, to); d >= dist[f[1]] && dist[f[1]] > 0 {
					t.Errorf("%q: from %d hexes away to %d", a, dist[f[1]], d)
				}
			}
			switch {
			case c.notMyTurn:
				if len(moved) != 0 || stuck[0].Why != "not yours to move now" {
					t.Errorf("on the bot's turn: moved %v, stuck %v", moved, stuck)
				}
			case c.spoilOne:
				if !slices.Contains(stuck, Stuck{spoilt, "may not move now"}) {
					t.Errorf("%s, who has moved, not named: %v", spoilt, stuck)
				}
				if !strings.Contains(m.Info, UnitName(m.G(), spoilt)+" (may not move now)") || idPattern.MatchString(m.Info) {
					t.Errorf("the message does not name %s: %q", spoilt, m.Info)
				}
			default:
				if len(moved) < c.men-1 {
					t.Errorf("only %d of %d moved: %v", len(moved), c.men, stuck)
				}
				there := false
				for _, u := range m.G().Units[:g.NBrit] {
					there = there || (u.At == hexmap.OnGround(to) && !u.Gone)
				}
				if !there {
					t.Error("nobody reached the hex itself")
				}
			}
		})
	}
}

// TestHexChoices_AreTheLegalActionsTouchingTheHex: the actions listed for
// a picked hex are the engine's legal ones naming the hex, its roof, a
// side of it, a unit in it or its room; a Zulu's hex in the British fire
// phase offers the fire at him, a door's hex at the opening its door.
func TestHexChoices_AreTheLegalActionsTouchingTheHex(t *testing.T) {
	fire := newModel(t, 5, "random")
	toFire(t, fire)
	open := newModel(t, 5, "random")
	// A man with a door is made the next on the engine's list.
	var door string
	for i := 0; i < open.G().NBrit && door == ""; i++ {
		for _, c := range open.UnitChoices([]string{open.G().ID(i)}) {
			if c.Group == "Doors" {
				door = c.Action
				if err := open.Apply("next " + open.G().ID(i)); err != nil {
					t.Fatal(err)
				}
				break
			}
		}
	}
	for _, c := range []struct {
		name string
		m    *Model
		hex  func(g *tactical.Game) hexmap.Hex
		want func(g *tactical.Game) string // an action it must list ("": none at all)
	}{
		{"a Zulu fired at", fire, func(g *tactical.Game) hexmap.Hex {
			for _, a := range g.Legal() {
				if f := strings.Fields(a); f[0] == "fire" {
					i, _ := g.ParseID(f[1])
					return g.Units[i].At.Hex
				}
			}
			return hexmap.None
		}, func(g *tactical.Game) string {
			for _, a := range g.Legal() {
				if strings.HasPrefix(a, "fire ") {
					return a
				}
			}
			return "?"
		}},
		{"the next man's door", open, func(g *tactical.Game) hexmap.Hex {
			sd, _ := hexmap.ParseSide(strings.Fields(door)[2])
			_, b := sd.Hexes()
			return b
		}, func(*tactical.Game) string { return door }},
		{"a far corner of the map", open, func(*tactical.Game) hexmap.Hex { return hexmap.H(1, 1) }, func(*tactical.Game) string { return "" }},
	} {
		t.Run(c.name, func(t *testing.T) {
			g := c.m.G()
			h := c.hex(g)
			if h.IsNone() {
				t.Fatal("no hex to pick")
			}
			cs := c.m.HexChoices(h)
			want := c.want(g)
			if want == "" && len(cs) != 0 {
				t.Fatalf("%s: %v", h, cs)
			}
			found := want == ""
			for _, ch := range cs {
				found = found || ch.Action == want
				if !slices.Contains(g.Legal(), ch.Action) {
					t.Errorf("%q is not legal", ch.Action)
				}
			}
			if !found {
				t.Errorf("%s: %q not among %v", h, want, cs)
			}
		})
	}
}

// TestUnitChoicesFrom_EveryBatchOfTheWholeGarrisonIsAsked: with the whole
// garrison selected at the opening, the batches of MaxAsked men taken in
// turn offer exactly what asking each man alone offers: no man is left
// out, and each batch says which men it asked.
func TestUnitChoicesFrom_EveryBatchOfTheWholeGarrisonIsAsked(t *testing.T) {
	m := newModel(t, 5, "random")
	g := m.G()
	var ids []string
	want := map[string]bool{}
	for i := 0; i < g.NBrit; i++ {
		ids = append(ids, g.ID(i))
		for _, c := range m.UnitChoices([]string{g.ID(i)}) {
			want[c.Action] = true
		}
	}
	if len(ids) <= MaxAsked {
		t.Fatalf("%d men: the test needs more than %d", len(ids), MaxAsked)
	}
	got := map[string]bool{}
	for from := 0; from < len(ids); from += MaxAsked {
		cs, asked := m.UnitChoicesFrom(ids, from)
		if asked.From != from || asked.To != min(len(ids), from+MaxAsked) || asked.Of != len(ids) || !asked.Partly() {
			t.Fatalf("from %d: asked %+v", from, asked)
		}
		if line := asked.Line(); !strings.Contains(line, fmt.Sprintf("%d–%d of %d", from+1, asked.To, len(ids))) {
			t.Errorf("from %d: the line says %q", from, line)
		}
		for _, c := range cs {
			got[c.Action] = true
		}
	}
	for a := range want {
		if !got[a] {
			t.Errorf("%q, offered to its man alone, is in no batch", a)
		}
	}
	for a := range got {
		if !want[a] {
			t.Errorf("%q is in a batch but offered to no man alone", a)
		}
	}
	if _, asked := m.UnitChoicesFrom(ids, len(ids)+MaxAsked); asked.From != 0 {
		t.Errorf("past the end the batch starts at %d, want the first", asked.From)
	}
}
