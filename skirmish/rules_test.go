package skirmish

import (
	"strings"
	"testing"

	"zulu1879/hexmap"
)

// tg sets up a small game on the station map: British figures as given,
// Zulus on the hexes zs (the first wave, facing face), all waiting in the
// Zulu move of turn 1. Nothing is decided yet: tests set the phase they
// need.
func tg(t testing.TB, brits []FigureSpec, zs []hexmap.Hex, face hexmap.Dir) *Game {
	t.Helper()
	m := station(t)
	s := &Scenario{Name: "test", Title: "test", Turns: 10, British: brits,
		Zulu:    ZuluSpec{Size: len(zs), Waves: 2, Entry: zs, Face: face, LeaveAfter: 6},
		Victory: Victory{Kind: "hold", Area: "storehouse"}}
	if len(zs) == 0 {
		s.Zulu = ZuluSpec{Size: 1, Waves: 1, Entry: []hexmap.Hex{hexmap.H(1, 1)}, Face: face, LeaveAfter: 6}
	}
	g := newGame(m, s, 1, RulesRevision)
	return g
}

func rifleman(h hexmap.Hex, face hexmap.Dir) FigureSpec {
	return FigureSpec{Name: "Pte", Hex: h, Face: face, Weapon: Rifle}
}

func H(s string) hexmap.Hex {
	h, err := hexmap.ParseHex(s)
	if err != nil {
		panic(err)
	}
	return h
}

// TestRule_MovementCosts: a step through the front arc costs the ground,
// through a flank or the rear it is walking backwards (+2); walls,
// windows and holes are obstacles; closed doors and building walls stop
// a man; a man who is down crawls (+2).
func TestRule_MovementCosts(t *testing.T) {
	for _, c := range []struct {
		name      string
		from      string
		face, d   hexmap.Dir
		down      bool
		open      bool // the door 1218N open
		hole      bool // a hole dug at 1318/1418
		want      int
		ok        bool
		newFacing hexmap.Dir
	}{
		{"forward on open ground", "3016", hexmap.North, hexmap.North, false, false, false, 1, true, hexmap.North},
		{"half-left forward turns him", "3016", hexmap.North, hexmap.NorthWest, false, false, false, 1, true, hexmap.NorthWest},
		{"sideways is backwards", "3016", hexmap.North, hexmap.SouthEast, false, false, false, 1 + CostBackwards, true, hexmap.North},
		{"straight back", "3016", hexmap.North, hexmap.South, false, false, false, 1 + CostBackwards, true, hexmap.North},
		{"over the mealie wall", "2421", hexmap.South, hexmap.South, false, false, false, 1 + CostObstacle, true, hexmap.South},
		{"out of a window", "1318", hexmap.North, hexmap.North, false, false, false, 1 + CostObstacle, true, hexmap.North},
		{"a closed door", "1218", hexmap.North, hexmap.North, false, false, false, 0, false, hexmap.North},
		{"an open door", "1218", hexmap.North, hexmap.North, false, true, false, 1, true, hexmap.North},
		{"a building wall", "1318", hexmap.NorthEast, hexmap.NorthEast, false, false, false, 0, false, hexmap.NorthEast},
		{"a hole in it", "1318", hexmap.SouthEast, hexmap.SouthEast, false, false, true, 1 + CostHole, true, hexmap.SouthEast},
		{"crawling", "3016", hexmap.North, hexmap.North, true, false, false, 1 + CostCrawl, true, hexmap.North},
	} {
		g := tg(t, []FigureSpec{rifleman(H(c.from), c.face)}, nil, hexmap.North)
		if c.open {
			g.changeSide(hexmap.SideOf(H("1218"), hexmap.North), hexmap.Door, hexmap.Opened)
		}
		if c.hole {
			sd, ok := hexmap.SideBetween(H("1318"), H("1318").Neighbors()[hexmap.SouthEast])
			if !ok || !g.sides.Has(sd, hexmap.BuildingWall) {
				t.Fatalf("%s: no wall to dig at %v", c.name, sd)
			}
			g.changeSide(sd, hexmap.Hole, hexmap.Intact)
		}
		g.Figs[0].Down = c.down
		cost, nf, ok := g.step(0, g.Figs[0].Hex, false, c.face, c.d)
		if ok != c.ok || (ok && (cost != c.want || nf != c.newFacing)) {
			t.Errorf("%s: cost %d facing %v ok %v, want %d %v %v", c.name, cost, nf, ok, c.want, c.newFacing, c.ok)
		}
	}
}

// TestRule_TurnCost: a turn of one hexside is free once a move; a turn of
// two or three (90 degrees and more) costs one.
func TestRule_TurnCost(t *testing.T) {
	g := tg(t, []FigureSpec{rifleman(H("3016"), hexmap.North)}, nil, hexmap.North)
	g.Phase = StepBritishMove
	g.resetPhase(&g.Figs[0])
	for _, c := range []struct {
		to      string
		mpAfter int
	}{{"NE", 4}, {"SE", 3}, {"S", 2}, {"N", 1}} {
		if err := g.Apply("turn B1 " + c.to); err != nil {
			t.Fatal(err)
		}
		if g.Figs[0].MP != c.mpAfter {
			t.Errorf("after turning to %s: %d MP, want %d", c.to, g.Figs[0].MP, c.mpAfter)
		}
	}
}

// TestRule_ZuluStopsInContact: a Zulu may not move on past a British man
// he has come into contact with.
func TestRule_ZuluStopsInContact(t *testing.T) {
	g := tg(t, []FigureSpec{rifleman(H("3016"), hexmap.South)}, []hexmap.Hex{H("3020")}, hexmap.North)
	z, _ := g.Figure("Z1")
	r := g.Reachable(z)
	for h := range r.Cost {
		if hexmap.Distance(h, H("3016")) == 0 {
			t.Fatalf("reached the British hex")
		}
	}
	// 3014 is beyond the British man: every way there passes next to him.
	if _, ok := r.Cost[H("3014")]; ok {
		t.Errorf("the Zulu walked on past the British man to 3014 (path %v)", r.Path(H("3014")))
	}
	if _, ok := r.Cost[H("3017")]; !ok {
		t.Errorf("the Zulu cannot reach contact at 3017")
	}
}

// TestRule_BritishPinned: Zulus in contact front and rear hold a British
// man; front and both flanks let him step back only.
func TestRule_BritishPinned(t *testing.T) {
	b := H("3016")
	nb := b.Neighbors()
	for _, c := range []struct {
		name   string
		zulus  []hexmap.Hex
		pinned bool
		back   bool
	}{
		{"front only", []hexmap.Hex{nb[hexmap.North]}, false, false},
		{"front and rear", []hexmap.Hex{nb[hexmap.North], nb[hexmap.South]}, true, false},
		{"front and both flanks", []hexmap.Hex{nb[hexmap.North], nb[hexmap.SouthEast], nb[hexmap.SouthWest]}, false, true},
	} {
		g := tg(t, []FigureSpec{rifleman(b, hexmap.North)}, c.zulus, hexmap.South)
		if got := g.Pinned(0) != ""; got != c.pinned {
			t.Errorf("%s: pinned %v, want %v", c.name, got, c.pinned)
		}
		if got := g.onlyBack(0); got != c.back {
			t.Errorf("%s: back only %v, want %v", c.name, got, c.back)
		}
		if c.back {
			g.Phase = StepBritishMove
			for _, a := range g.moveActions(0) {
				if a.Verb == "move" && a.Hex != nb[hexmap.South] {
					t.Errorf("%s: may move to %v, only the rear hex %v", c.name, a.Hex, nb[hexmap.South])
				}
			}
		}
	}
}

// TestRule_FireCoverAndChance: a man behind the mealie-bag wall is hit on
// C and M only; in the open every letter up to the range counts.
func TestRule_FireCoverAndChance(t *testing.T) {
	g := tg(t, []FigureSpec{rifleman(H("2421"), hexmap.South)}, []hexmap.Hex{H("2424"), H("2430")}, hexmap.North)
	g.Figs[1].Weapon = ZuluRifle
	for _, c := range []struct {
		name   string
		from   string
		to     string
		cover  bool
		band   Band
		chance int
	}{
		{"British at a Zulu in the open, close", "B1", "Z1", false, BandClose, 4},
		{"British at a Zulu, medium", "B1", "Z2", false, BandMedium, 2},
		{"Zulu rifle at the man behind the wall", "Z1", "B1", true, BandClose, 2},
	} {
		i, _ := g.Figure(c.from)
		j, _ := g.Figure(c.to)
		s := g.Aim(i, j)
		if s.Forbidden != "" || s.Cover != c.cover || s.Band != c.band || s.Chance != c.chance {
			t.Errorf("%s: %+v, want cover %v %v %d/6", c.name, s, c.cover, c.band, c.chance)
		}
	}
	// Out of the front arc: no shot.
	g.Figs[0].Face = hexmap.North
	if s := g.Aim(0, 1); s.Forbidden == "" {
		t.Errorf("fired behind him: %+v", s)
	}
	// Through the hospital's walls: no sight.
	if clear, _ := g.Sight(H("1217"), H("1322")); clear {
		t.Errorf("saw through the hospital")
	}
}

// TestRule_FireLogsTheFace: every shot's log line names the letter of the
// die it rolled, and a hit on a Zulu removes him.
func TestRule_FireLogsTheFace(t *testing.T) {
	for seed := uint64(1); seed <= 30; seed++ {
		g := tg(t, []FigureSpec{rifleman(H("2421"), hexmap.South)}, []hexmap.Hex{H("2424")}, hexmap.North)
		g.Roller.State = seed
		g.Phase = StepBritishFire
		n := len(g.Events)
		if err := g.Apply("fire B1 Z1"); err != nil {
			t.Fatal(err)
		}
		e := g.Events[n]
		face := BritishFire.Face(e.Dice[0])
		if !strings.Contains(e.Text, "white die "+face.Letter()+":") || !strings.Contains(e.Text, "4/6 to hit") {
			t.Fatalf("seed %d: die %d (%v) but the log says %q", seed, e.Dice[0], face, e.Text)
		}
		if hit := Hits(Rifle, face, BandClose, false); hit != (g.Killed[Zulu] == 1) {
			t.Fatalf("seed %d: face %v, hit %v, but %d Zulus killed", seed, face, hit, g.Killed[Zulu])
		}
	}
}

// TestRule_MeleeModifiers: the modifiers the fight finds on the map.
func TestRule_MeleeModifiers(t *testing.T) {
	keys := func(ms []MeleeMod) string {
		var k []string
		for _, m := range ms {
			k = append(k, m.Key)
		}
		return strings.Join(k, ",")
	}
	wall := H("2421") // the mealie wall on its south side
	for _, c := range []struct {
		name        string
		brit        FigureSpec
		zulu        hexmap.Hex
		rifle, hole bool
		setup       func(f *Figure)
		wantB       string
		wantZ       string
	}{
		{"rifleman, Zulu in front across the wall", rifleman(wall, hexmap.South), wall.Neighbors()[hexmap.South], false, false, nil, "rifle", "obstacle"},
		{"Zulu from the rear in the open", rifleman(H("3016"), hexmap.North), H("3017"), false, false, nil, "rifle", "rear"},
		{"Zulu rifleman in front", rifleman(H("3016"), hexmap.North), H("3015"), true, false, nil, "rifle", "zulu-rifle"},
		{"hero, lightly wounded", FigureSpec{Hex: H("3016"), Face: hexmap.North, Weapon: Revolver, Hero: true, Wounds: Wounds{Light: 1}}, H("3015"), false, false, nil, "hero,light", ""},
		{"seriously wounded, stood up", rifleman(H("3016"), hexmap.North), H("3015"), false, false, func(f *Figure) { f.Wounds.Serious, f.StoodUp = true, true }, "rifle,serious,stood-up", ""},
		{"through a hole", rifleman(H("1318"), hexmap.SouthEast), H("1318").Neighbors()[hexmap.SouthEast], false, true, nil, "rifle", "hole"},
	} {
		g := tg(t, []FigureSpec{c.brit}, []hexmap.Hex{c.zulu}, hexmap.North)
		if c.hole {
			sd, _ := hexmap.SideBetween(c.brit.Hex, c.zulu)
			g.changeSide(sd, hexmap.Hole, hexmap.Intact)
		}
		if c.rifle {
			g.Figs[1].Weapon = ZuluRifle
		}
		if c.setup != nil {
			c.setup(&g.Figs[0])
		}
		if got := keys(g.BritishMods(0)); got != c.wantB {
			t.Errorf("%s: British %q, want %q", c.name, got, c.wantB)
		}
		if got := keys(g.ZuluMods(1, 0)); got != c.wantZ {
			t.Errorf("%s: Zulu %q, want %q", c.name, got, c.wantZ)
		}
	}
}

// TestRule_MeleeResolves: a fight ends with one Zulu removed, one wound on
// the British man (and a push back), or both held for the next turn.
func TestRule_MeleeResolves(t *testing.T) {
	seen := map[Verdict]bool{}
	for seed := uint64(1); seed <= 60 && len(seen) < 3; seed++ {
		g := tg(t, []FigureSpec{rifleman(H("3016"), hexmap.North)}, []hexmap.Hex{H("3015"), H("2916")}, hexmap.South)
		g.Roller.State = seed
		g.Phase = StepZuluFire
		g.nextPhase()
		if len(g.Fights) != 1 || len(g.Fights[0].Zulus) != 2 {
			t.Fatalf("fights %+v, want one of two Zulus", g.Fights)
		}
		wounds := g.Wounded
		if err := g.Apply("fight B1"); err != nil {
			t.Fatal(err)
		}
		if p := g.Pending; p != nil {
			// A British win over two: the Zulu player names who falls.
			if p.Side != Zulu || len(p.Figs) != 2 {
				t.Fatalf("seed %d: pending %+v, want the Zulus to choose one of two", seed, p)
			}
			if err := g.Apply("lose " + g.Figs[p.Figs[1]].ID); err != nil {
				t.Fatal(err)
			}
			if g.Figs[p.Figs[1]].Alive() || !g.Figs[p.Figs[0]].Alive() {
				t.Errorf("seed %d: the Zulu chosen did not fall alone", seed)
			}
		}
		var zOn int
		for i := 1; i < 3; i++ {
			if g.Figs[i].Alive() {
				zOn++
			}
		}
		switch {
		case zOn == 1:
			seen[BritishWin] = true
			if g.Wounded != wounds {
				t.Errorf("seed %d: a British win and a wound", seed)
			}
		case g.Wounded == wounds+1:
			seen[ZuluWin] = true
			if g.Figs[0].Alive() && g.Figs[0].Hex == H("3016") && g.At(H("3017"), false) < 0 {
				t.Errorf("seed %d: the beaten man was not pushed back", seed)
			}
		default:
			seen[Tie] = true
			if !g.Figs[0].Locked || !g.Figs[1].Locked {
				t.Errorf("seed %d: a tie that holds nobody", seed)
			}
		}
	}
	if len(seen) != 3 {
		t.Errorf("verdicts seen %v, want all three", seen)
	}
}

// TestRule_Surgeon: a lightly wounded man in the storehouse is treated for
// one whole turn and comes back fresh.
func TestRule_Surgeon(t *testing.T) {
	g := tg(t, []FigureSpec{{Name: "W", Hex: H("4019"), Face: hexmap.North, Weapon: Rifle, Wounds: Wounds{Light: 1}}, rifleman(H("3016"), hexmap.North)}, nil, hexmap.North)
	f := &g.Figs[0]
	g.surgeon()
	if f.Hospital != 1 || f.Admitted != g.Turn {
		t.Fatalf("after the surgeon phase: hospital %d admitted %d, want 1 and %d", f.Hospital, f.Admitted, g.Turn)
	}
	if g.moveActions(0) != nil && g.canAct(0) {
		t.Errorf("a man with the surgeon may act")
	}
	g.Turn++
	g.surgeon()
	if f.Hospital != 0 || f.Wounds.Wounded() {
		t.Errorf("a turn later: hospital %d, wounds %v; want back and fit", f.Hospital, f.Wounds)
	}
}

// TestRule_SurgeonSeriousCases: a serious case stays 2d6 turns (or dies
// on a double one); two at once each roll a third die.
func TestRule_SurgeonSeriousCases(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		g := tg(t, []FigureSpec{
			{Name: "A", Hex: H("4019"), Face: hexmap.North, Weapon: Rifle, Wounds: Wounds{Serious: true}},
			{Name: "B", Hex: H("4119"), Face: hexmap.North, Weapon: Rifle, Wounds: Wounds{Serious: true}},
		}, nil, hexmap.North)
		g.Roller.State = seed
		n := len(g.Events)
		g.surgeon()
		for k, e := range g.Events[n:] {
			f := &g.Figs[k]
			if len(e.Dice) != 3 {
				t.Fatalf("seed %d: %d dice for %s with two serious cases, want 3", seed, len(e.Dice), f.ID)
			}
			dies := SurgeonDies(e.Dice[0], e.Dice[1], e.Dice[2], true)
			if dies != !f.Alive() || (!dies && f.Hospital != e.Dice[0]+e.Dice[1]) {
				t.Errorf("seed %d: dice %v, alive %v, turns %d", seed, e.Dice, f.Alive(), f.Hospital)
			}
		}
	}
}

// TestRule_WavesComeBack: a wave below a third of its figures leaves; the
// next comes on with the killed spearmen, but no killed rifleman.
func TestRule_WavesComeBack(t *testing.T) {
	zs := []hexmap.Hex{H("0130"), H("0230"), H("0330"), H("0430"), H("0530"), H("0630")}
	g := tg(t, []FigureSpec{rifleman(H("3016"), hexmap.North)}, zs, hexmap.North)
	g.Figs[6].Weapon = ZuluRifle // Z6
	for i := 2; i <= 6; i++ {
		g.kill(i) // five of six dead: one left, fewer than a third
	}
	g.Phase = StepMelee
	g.endTurn()
	if g.Wave != 2 || !g.WaveOn || g.WaveSize != 5 {
		t.Fatalf("wave %d on %v size %d, want the second wave of 5", g.Wave, g.WaveOn, g.WaveSize)
	}
	if g.Figs[6].Alive() || !g.Figs[6].Gone {
		t.Errorf("the killed rifleman came back")
	}
}

// TestRule_RoofFire: a fire spreads one hex all round each turn under one
// roof; a room whose whole roof burns must be empty by the end of the
// next turn.
func TestRule_RoofFire(t *testing.T) {
	g := tg(t, []FigureSpec{rifleman(H("1219"), hexmap.North), rifleman(H("3016"), hexmap.North)}, nil, hexmap.North)
	g.light(H("1218"), "test")
	g.fires() // lit this turn: no spread yet
	if len(g.Burning) != 1 {
		t.Fatalf("%d alight after the first turn, want 1", len(g.Burning))
	}
	g.Turn++
	g.fires()
	want := 0
	for _, n := range H("1218").Neighbors() {
		if roofOf(g.m, n) != nil {
			want++
		}
	}
	if len(g.Burning) != 1+want {
		t.Errorf("%d alight, want %d (the hex and its roofed neighbours)", len(g.Burning), 1+want)
	}
	for _, b := range g.Burning {
		if r := roofOf(g.m, b.Hex); r == nil || r.Name != "hospital-roof" {
			t.Errorf("%v burns outside the hospital roof", b.Hex)
		}
	}
	if len(g.Deadlines) != 1 || g.Deadlines[0].Room != "hospital-f1" || g.Deadlines[0].Turn != g.Turn+1 {
		t.Fatalf("deadlines %+v, want hospital-f1 by turn %d", g.Deadlines, g.Turn+1)
	}
	g.Turn++
	g.fires()
	if g.Figs[0].Alive() {
		t.Errorf("the man left in hospital-f1 lives")
	}
}

// TestRule_DigAHole: d6 a turn until eight points; then the wall is a hole.
func TestRule_DigAHole(t *testing.T) {
	g := tg(t, []FigureSpec{rifleman(H("1318"), hexmap.SouthEast)}, nil, hexmap.North)
	sd := hexmap.SideOf(H("1318"), hexmap.SouthEast)
	total := 0
	for turn := 0; turn < 8 && !g.sides.Has(sd, hexmap.Hole); turn++ {
		g.Phase = StepBritishMove
		g.resetPhase(&g.Figs[0])
		n := len(g.Events)
		a, _ := ParseAction("dig B1 SE")
		if err := g.do(a); err != nil {
			t.Fatal(err)
		}
		total += g.Events[n].Dice[0]
		if (total >= HoleTarget) != g.sides.Has(sd, hexmap.Hole) {
			t.Fatalf("after %d points the hole is there: %v", total, g.sides.Has(sd, hexmap.Hole))
		}
		if g.Figs[0].MP != 0 {
			t.Errorf("digging left %d MP", g.Figs[0].MP)
		}
	}
	if !g.sides.Has(sd, hexmap.Hole) {
		t.Fatal("no hole after eight turns")
	}
}

// TestApply_Refuses: bad and illegal actions give one clear line and
// change nothing.
func TestApply_Refuses(t *testing.T) {
	g, err := NewGame("hospital", 1)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ act, want string }{
		{"", "empty"},
		{"fly Z1 1218", "unknown verb"},
		{"move Z1", "takes 2 words"},
		{"move Z1 99", "hex id"},
		{"move Q9 0214", "no figure"},
		{"move B1 1417", "not zulu"},
		{"move Z1 3016", "cannot reach"},
		{"turn Z1 UP", "not a direction"},
		{"fire Z1 B1", "not a fire phase"},
		{"fight B1", "not the melee phase"},
		{"burn 1218^", "move phase"},
		{"dig Z1 N", "may not dig"},
	} {
		h, n := g.Hash(), len(g.Events)
		err := g.Apply(c.act)
		if err == nil || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%q: %v, want one line with %q", c.act, err, c.want)
		}
		if g.Hash() != h || len(g.Events) != n {
			t.Errorf("%q changed the game", c.act)
		}
	}
}
