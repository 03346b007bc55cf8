package skirmish

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"zulu1879/games"
	"zulu1879/hexmap"
)

// britishMove puts a test game in the British move with fresh points.
func britishMove(g *Game) {
	g.Phase = StepBritishMove
	for i := range g.Figs {
		g.resetPhase(&g.Figs[i])
	}
}

// TestRule_CarryMealieBag: taking a bag from a pile next to him costs a
// British man 1" of this move, and every move he carries it starts 1"
// short (on top of a wound's cost).
func TestRule_CarryMealieBag(t *testing.T) {
	for _, c := range []struct {
		name   string
		wounds Wounds
		fresh  int // MP of a later move while he carries it
	}{
		{"fit", Wounds{}, BritishMP - CostCarry},
		{"lightly wounded", Wounds{Light: 1}, BritishMP - CostLight - CostCarry},
	} {
		b := rifleman(H("3016"), hexmap.North)
		b.Wounds = c.wounds
		g := tg(t, []FigureSpec{b}, nil, hexmap.North)
		g.Piles = []Pile{{Hex: H("3015"), Bags: 2}}
		britishMove(g)
		before := g.Figs[0].MP
		if !slices.Contains(g.Legal(), "take B1 3015") {
			t.Fatalf("%s: take B1 3015 not among %v", c.name, g.Legal())
		}
		if err := g.Apply("take B1 3015"); err != nil {
			t.Fatal(err)
		}
		if f := g.Figs[0]; !f.Bag || f.MP != before-CostCarry || g.Piles[0].Bags != 1 {
			t.Errorf("%s: bag %v, MP %d (want %d), pile %d", c.name, f.Bag, f.MP, before-CostCarry, g.Piles[0].Bags)
		}
		if err := g.Apply("take B1 3015"); err == nil {
			t.Errorf("%s: a second bag was taken", c.name)
		}
		britishMove(g)
		if g.Figs[0].MP != c.fresh {
			t.Errorf("%s: a move carrying the bag starts with %d MP, want %d", c.name, g.Figs[0].MP, c.fresh)
		}
	}
	// Revision 1 has no bags: the same pile offers nothing.
	g := tg(t, []FigureSpec{rifleman(H("3016"), hexmap.North)}, nil, hexmap.North)
	g.Rev = 1
	g.Piles = []Pile{{Hex: H("3015"), Bags: 2}}
	britishMove(g)
	if slices.ContainsFunc(g.Legal(), func(s string) bool { return strings.HasPrefix(s, "take") }) {
		t.Errorf("revision 1 offers a bag: %v", g.Legal())
	}
}

// TestRule_PlacedBagIsAWall: a bag laid on a hexside is a wall there: an
// obstacle to cross, cover against fire, and −1 to a Zulu attacking across
// it; on an unbuilt side of the redoubt it builds that side.
func TestRule_PlacedBagIsAWall(t *testing.T) {
	g := tg(t, []FigureSpec{rifleman(H("3016"), hexmap.South)}, []hexmap.Hex{H("3018")}, hexmap.North)
	g.Figs[0].Bag = true
	britishMove(g)
	sd := hexmap.SideOf(H("3016"), hexmap.South)
	if c, _, _ := g.step(0, H("3016"), false, hexmap.South, hexmap.South); c != 1 {
		t.Fatalf("before: the step south costs %d, want 1", c)
	}
	if err := g.Apply("place B1 S"); err != nil {
		t.Fatal(err)
	}
	if !g.sides.Has(sd, hexmap.MealieWall) || g.Figs[0].Bag {
		t.Fatalf("after: wall %v, still carrying %v", g.sides.Has(sd, hexmap.MealieWall), g.Figs[0].Bag)
	}
	if c, _, _ := g.step(0, H("3016"), false, hexmap.South, hexmap.South); c != 1+CostObstacle {
		t.Errorf("the step over the bag costs %d, want %d", c, 1+CostObstacle)
	}
	if _, cover := g.Sight(H("3030"), H("3016")); !cover {
		t.Errorf("no cover behind the bag from the south")
	}
	z, _ := g.Figure("Z1")
	g.setPlace(z, H("3017"), false)
	if !slices.Contains(g.ZuluMods(z, 0), ModObstacle) {
		t.Errorf("a Zulu attacking over the bag: %v, want the obstacle's −1", g.ZuluMods(z, 0))
	}
	// The redoubt: its unbuilt outline is built bag by bag.
	g = tg(t, []FigureSpec{rifleman(H("4415"), hexmap.North)}, nil, hexmap.North)
	g.Figs[0].Bag = true
	britishMove(g)
	rd := hexmap.SideOf(H("4415"), hexmap.North)
	if f, ok := g.sides.Feature(rd, hexmap.RedoubtWall); !ok || f.State != hexmap.Unbuilt {
		t.Fatalf("4415N is not an unbuilt redoubt side: %v", g.sides.At(rd))
	}
	if err := g.Apply("place B1 N"); err != nil {
		t.Fatal(err)
	}
	if f, _ := g.sides.Feature(rd, hexmap.RedoubtWall); f.State != hexmap.Intact || g.sides.Has(rd, hexmap.MealieWall) {
		t.Errorf("the redoubt side after a bag: %v", g.sides.At(rd))
	}
	// Not on a building wall.
	g = tg(t, []FigureSpec{rifleman(H("1318"), hexmap.North)}, nil, hexmap.North)
	g.Figs[0].Bag = true
	britishMove(g)
	if err := g.Apply("place B1 NE"); err == nil {
		t.Errorf("a bag laid on the hospital's wall")
	}
}

// TestRule_HoleInRoof: a hole in a roof takes 8 points of d6, one die a
// turn; a man on the roof then drops through it for 2" (pass through a
// hole), and a man in the room below climbs up through it as onto any
// roof: the whole move, with a friend to help.
func TestRule_HoleInRoof(t *testing.T) {
	g := tg(t, []FigureSpec{rifleman(H("1418"), hexmap.North), rifleman(H("1318"), hexmap.North)}, []hexmap.Hex{H("3030")}, hexmap.North)
	z, _ := g.Figure("Z1")
	g.setPlace(z, H("1518"), true)
	if roofOf(g.m, H("1518")) == nil || g.InBuilding(&Figure{Hex: H("1518")}) == "" {
		t.Fatal("1518 is not a roofed building hex")
	}
	total := 0
	for turn := 0; turn < 8 && !slices.Contains(g.RoofHoles, H("1518")); turn++ {
		g.Phase = StepZuluMove
		g.resetPhase(&g.Figs[z])
		if slices.Contains(g.Legal(), "jump Z1 1518") {
			t.Fatalf("a drop through a roof not yet holed (%d points)", total)
		}
		n := len(g.Events)
		if err := g.do(Action{Verb: "dig", Fig: "Z1", Roof: true}); err != nil {
			t.Fatal(err)
		}
		total += g.Events[n].Dice[0]
		if (total >= HoleTarget) != slices.Contains(g.RoofHoles, H("1518")) || g.Figs[z].MP != 0 {
			t.Fatalf("after %d points: holes %v, %d MP", total, g.RoofHoles, g.Figs[z].MP)
		}
	}
	g.Phase = StepZuluMove
	g.resetPhase(&g.Figs[z])
	if err := g.Apply("jump Z1 1518"); err != nil {
		t.Fatalf("%v (legal %v)", err, g.Legal())
	}
	if f := g.Figs[z]; f.Roof || f.Hex != H("1518") || f.MP != ZuluMP-CostHole {
		t.Errorf("after the drop: %s roof %v, %d MP, want 1518 on the ground with %d", f.Hex, f.Roof, f.MP, ZuluMP-CostHole)
	}
	// Up through a hole: B1 at 1418 with B2 next to him to help.
	g.RoofHoles = append(g.RoofHoles, H("1418"))
	g.setPlace(z, H("3030"), false)
	britishMove(g)
	if err := g.Apply("climb B1 1418^"); err != nil {
		t.Fatalf("%v (legal %v)", err, g.Legal())
	}
	if f := g.Figs[0]; !f.Roof || f.MP != 0 || g.Figs[1].MP != BritishMP-CostAssist {
		t.Errorf("after the climb: roof %v, %d MP, helper %d MP", f.Roof, f.MP, g.Figs[1].MP)
	}
}

// fightUntil sets up a fight and resolves it seed after seed until the
// pending choice of who falls belongs to side; it returns the game there.
func fightUntil(t *testing.T, brits []FigureSpec, zs []hexmap.Hex, side Side) *Game {
	t.Helper()
	for seed := uint64(1); seed <= 200; seed++ {
		g := tg(t, brits, zs, hexmap.South)
		g.Roller.State = seed
		g.Phase = StepZuluFire
		g.nextPhase()
		if len(g.Fights) != 1 {
			t.Fatalf("fights %+v, want one", g.Fights)
		}
		if err := g.Apply("fight " + g.Figs[g.Fights[0].British[0]].ID); err != nil {
			t.Fatal(err)
		}
		if g.Pending != nil && g.Pending.Side == side {
			return g
		}
	}
	t.Fatalf("no seed gave %s a choice of who falls", side)
	return nil
}

// TestRule_OwnerChoosesWhoFalls: a fight won against several men lets
// their owner name the one who falls: the Zulu player when two Zulus lose,
// the British player when a lone Zulu beats the two men he fights. The
// choice is the seat's decision (Legal lists "lose X"); nothing else is
// accepted until it is made.
func TestRule_OwnerChoosesWhoFalls(t *testing.T) {
	t.Run("zulus", func(t *testing.T) {
		g := fightUntil(t, []FigureSpec{rifleman(H("3016"), hexmap.South)}, []hexmap.Hex{H("3017"), H("2916")}, Zulu)
		if g.Seat() != int(Zulu) || g.ToAct() != games.Seat(Zulu) {
			t.Errorf("seat %d to act, want the Zulus", g.Seat())
		}
		if got := strings.Join(g.Legal(), ","); got != "lose Z1,lose Z2" {
			t.Errorf("legal %q", got)
		}
		if !strings.Contains(g.Prompt().Text, "which Zulu falls") {
			t.Errorf("prompt %q", g.Prompt().Text)
		}
		h := g.Hash()
		if err := g.Apply("end"); err == nil || !strings.Contains(err.Error(), "chooses who falls") || g.Hash() != h {
			t.Errorf("end during the choice: %v", err)
		}
		if err := g.Apply("lose B1"); err == nil || g.Hash() != h {
			t.Errorf("lose B1 accepted")
		}
		if err := g.Apply("lose Z1"); err != nil {
			t.Fatal(err)
		}
		if g.Figs[1].Alive() || !g.Figs[2].Alive() || g.Pending != nil {
			t.Errorf("after lose Z1: Z1 alive %v, Z2 alive %v", g.Figs[1].Alive(), g.Figs[2].Alive())
		}
	})
	t.Run("british", func(t *testing.T) {
		// A lone Zulu at 3017 touches B1 (3016) and B2 (3117): both fight him.
		g := fightUntil(t, []FigureSpec{rifleman(H("3016"), hexmap.South), rifleman(H("3117"), hexmap.SouthWest)}, []hexmap.Hex{H("3017")}, British)
		if g.Seat() != int(British) {
			t.Errorf("seat %d to act, want the British", g.Seat())
		}
		if got := strings.Join(g.Legal(), ","); got != "lose B1,lose B2" {
			t.Errorf("legal %q", got)
		}
		w := g.Wounded
		if err := g.Apply("lose B2"); err != nil {
			t.Fatal(err)
		}
		if g.Wounded != w+1 || g.Figs[0].Wounds != (Wounds{}) {
			t.Errorf("the wound went to %v / %v", g.Figs[0].Wounds, g.Figs[1].Wounds)
		}
	})
	t.Run("revision 1 fixes it", func(t *testing.T) {
		for seed := uint64(1); seed <= 60; seed++ {
			g := tg(t, []FigureSpec{rifleman(H("3016"), hexmap.South)}, []hexmap.Hex{H("3017"), H("2916")}, hexmap.South)
			g.Rev = 1
			g.Roller.State = seed
			g.Phase = StepZuluFire
			g.nextPhase()
			if err := g.Apply("fight B1"); err != nil {
				t.Fatal(err)
			}
			if g.Pending != nil {
				t.Fatalf("seed %d: revision 1 asked who falls", seed)
			}
		}
	})
}

// TestBot_ChoosesWhoFalls: the bots answer the choice with a reason: the
// Zulus keep a rifleman (he never comes back), the British give the wound
// to the unhurt man rather than the wounded one.
func TestBot_ChoosesWhoFalls(t *testing.T) {
	g := fightUntil(t, []FigureSpec{rifleman(H("3016"), hexmap.South)}, []hexmap.Hex{H("3017"), H("2916")}, Zulu)
	g.Figs[1].Weapon = ZuluRifle
	a, why := g.BotAction()
	if a.String() != "lose Z2" || why == "" {
		t.Errorf("Zulu bot: %q (%s), want lose Z2", a, why)
	}
	hurt := rifleman(H("3016"), hexmap.South)
	hurt.Wounds = Wounds{Light: 1}
	g = fightUntil(t, []FigureSpec{hurt, rifleman(H("3117"), hexmap.SouthWest)}, []hexmap.Hex{H("3017")}, British)
	a, why = g.BotAction()
	if a.String() != "lose B2" || !strings.Contains(why, "least hurt") {
		t.Errorf("British bot: %q (%s), want lose B2", a, why)
	}
}

// TestOptions_Revision: the option picks the rules revision; none means
// the current one, and one this program does not have is refused.
func TestOptions_Revision(t *testing.T) {
	for _, c := range []struct {
		opts string
		want int
		err  bool
	}{{"", RulesRevision, false}, {`{"revision": 1}`, 1, false}, {`{"revision": 2}`, 2, false}, {`{"revision": 9}`, 0, true}} {
		st, err := Rules{}.New(games.Setup{Scenario: "perimeter", Seed: 1, Options: json.RawMessage(c.opts)})
		if (err != nil) != c.err {
			t.Errorf("%q: error %v", c.opts, err)
			continue
		}
		if err == nil {
			g := st.(*Game)
			if g.Revision() != c.want || (g.Revision() == 1) != (len(g.Piles) == 0) {
				t.Errorf("%q: revision %d with %d piles, want %d", c.opts, g.Revision(), len(g.Piles), c.want)
			}
		}
	}
}

// TestBot_GarrisonHoldsWoundedBurning checks the three duties the brief
// gives the British bot: hold the walls (turn to face the nearest Zulu,
// not leave the post), send the wounded to the surgeon (move nearer the
// storehouse), and get out of a burning room (open, dig or walk).
func TestBot_GarrisonHoldsWoundedBurning(t *testing.T) {
	t.Run("holds the wall", func(t *testing.T) {
		g := tg(t, []FigureSpec{rifleman(H("2421"), hexmap.North)}, []hexmap.Hex{H("2426")}, hexmap.North)
		britishMove(g)
		a, why := g.BotAction()
		if a.Verb != "turn" || ArcOf(a.Dir, DirTo(H("2421"), H("2426"))) != Front {
			t.Errorf("%s (%s), want a turn to face the Zulu south", a, why)
		}
	})
	t.Run("wounded to the surgeon", func(t *testing.T) {
		b := rifleman(H("3016"), hexmap.North)
		b.Wounds = Wounds{Light: 1}
		g := tg(t, []FigureSpec{b}, []hexmap.Hex{H("0130")}, hexmap.North)
		britishMove(g)
		a, why := g.BotAction()
		fl := g.NewField(British, g.innerHexes("storehouse"))
		if a.Verb != "move" || fl.At(a.Hex) >= fl.At(H("3016")) {
			t.Errorf("%s (%s), want a move towards the storehouse", a, why)
		}
	})
	t.Run("out of a burning room", func(t *testing.T) {
		g := tg(t, []FigureSpec{rifleman(H("1418"), hexmap.North)}, []hexmap.Hex{H("0130")}, hexmap.North)
		for _, h := range []string{"1418", "1419", "1518", "1519"} {
			g.light(H(h), "test")
		}
		britishMove(g)
		before := len(g.Events)
		for k := 0; k < 6 && g.InBuilding(&g.Figs[0]) != "" && g.Figs[0].Alive(); k++ {
			a, why := g.BotAction()
			if a.Verb != "move" && a.Verb != "open" && a.Verb != "dig" {
				t.Fatalf("step %d: %s (%s), want him to get out", k, a, why)
			}
			if err := g.do(a); err != nil {
				t.Fatal(err)
			}
			if a.Verb == "dig" || g.Figs[0].MP == 0 {
				britishMove(g)
			}
		}
		if g.roomBurning(&g.Figs[0]) {
			t.Errorf("still under the burning roof at %v after six tries: %v", g.Figs[0].Hex, g.Events[before:])
		}
	})
}
