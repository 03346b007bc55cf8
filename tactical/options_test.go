package tactical

import (
	"fmt"
	"strings"
	"testing"

	"zulu1879/skirmish"
)

// TestOption_SurgeonTreatsTheWounded: a W man on the storehouse floor goes
// into the surgeon's care at step 1c instead of rolling, may neither move
// nor fire, and comes back fit after one whole turn; a W man elsewhere
// rolls as before; without the option nobody is admitted.
func TestOption_SurgeonTreatsTheWounded(t *testing.T) {
	for _, on := range []bool{false, true} {
		g := bare(t, 3, BritishMove, "2219", "1218", "2221")
		g.Opt.Surgeon = on
		i, far := man(t, g, "2221"), man(t, g, "1218")
		put(t, g, i, "3819")
		g.Units[i].Wound, g.Units[far].Wound = Wounded, Wounded
		g.woundedRolls()
		if !on {
			if g.Units[i].Surg != 0 {
				t.Fatalf("option off: %s admitted", g.ID(i))
			}
			continue
		}
		if g.Units[i].Surg != 1 {
			t.Fatalf("a W man in the storehouse: %d turns in care, want 1", g.Units[i].Surg)
		}
		for _, e := range g.Events {
			if e.Rule == "1c" && strings.Contains(e.Text, g.ID(i)) {
				t.Fatalf("a man in care rolls: %s", e.Text)
			}
		}
		if lastEvent(t, g, "1c").Text == "" || !strings.Contains(lastEvent(t, g, "1c").Text, g.ID(far)) {
			t.Fatalf("the man outside the storehouse did not roll")
		}
		if g.Allowance(i) != 0 || g.canFireBritish(i) {
			t.Fatalf("a man in care may move (%d MP) or fire (%v)", g.Allowance(i), g.canFireBritish(i))
		}
		g.Turn++
		g.woundedRolls()
		if g.Units[i].Surg != 0 || g.Units[i].Wound != Fit {
			t.Fatalf("after one whole turn: %d turns left, wound %d; want back fit", g.Units[i].Surg, g.Units[i].Wound)
		}
	}
}

// TestOption_SurgeonSeriousCases: an M man rolls 2d6: a double 1 dies;
// with two M men admitted together each rolls a third die, and a 1 on it
// with a 1 on either die kills (skirmish.SurgeonDies); otherwise half the
// 2d6, rounded up, in turns.
func TestOption_SurgeonSeriousCases(t *testing.T) {
	died, stayed := 0, 0
	for seed := uint64(1); seed <= 120; seed++ {
		g := bare(t, seed, BritishMove, "2219", "2221", "3721")
		g.Opt.Surgeon = true
		a, b := man(t, g, "2221"), man(t, g, "3721")
		put(t, g, a, "3819")
		put(t, g, b, "3820")
		g.Units[a].Wound, g.Units[b].Wound = Mortal, Mortal
		g.woundedRolls()
		for _, i := range []int{a, b} {
			var ev Event
			for _, e := range g.Events {
				if e.Rule == "opt-surgeon" && strings.HasPrefix(e.Text, g.ID(i)+" ") {
					ev = e
				}
			}
			if len(ev.Dice) != 3 {
				t.Fatalf("seed %d: %s rolled %v; want 2d6 and the busy surgeon's die", seed, g.ID(i), ev.Dice)
			}
			d := ev.Dice
			dies := skirmish.SurgeonDies(d[0], d[1], d[2], true)
			if dies != g.Units[i].Gone {
				t.Fatalf("seed %d: dice %v: gone %v, want %v (%s)", seed, d, g.Units[i].Gone, dies, ev.Text)
			}
			if dies {
				died++
				continue
			}
			stayed++
			if want := (d[0] + d[1] + 1) / 2; g.Units[i].Surg != want {
				t.Fatalf("seed %d: dice %v: %d turns, want %d", seed, d, g.Units[i].Surg, want)
			}
		}
	}
	if died == 0 || stayed == 0 {
		t.Fatalf("120 seeds: %d died, %d stayed; want both", died, stayed)
	}
	// Without the surgeon alive nobody is admitted.
	g := bare(t, 1, BritishMove, "2221")
	g.Opt.Surgeon = true
	put(t, g, 0+man(t, g, "2221"), "3819")
	i := man(t, g, "3819")
	g.Units[i].Wound = Wounded
	g.woundedRolls()
	if g.Units[i].Surg != 0 {
		t.Fatalf("admitted with the surgeon not in play")
	}
}

// TestOption_DigOverTurns: "dig" takes a man's whole move and adds a d6
// to the wall's points; the wall becomes a hole at 8, not before; two men
// may dig in one turn; without the option a hole is dug at once.
func TestOption_DigOverTurns(t *testing.T) {
	g := bare(t, 5, BritishMove, "1218")
	i := man(t, g, "1218")
	if err := act(g, "dig B089 1119NE"); err != nil {
		t.Fatal(err)
	}
	if len(g.wallSides(i)) != 0 {
		t.Fatalf("option off: no hole at once")
	}
	g = bare(t, 5, BritishMove, "1218")
	g.Opt.DigOverTurns = true
	total := 0
	for turn := 1; turn < 10; turn++ {
		g.Units[i].Moved = false
		g.Turn = turn
		if err := act(g, "dig B089 1119NE"); err != nil {
			t.Fatalf("turn %d: %v", turn, err)
		}
		if !g.Units[i].Moved {
			t.Fatalf("digging did not take the whole move")
		}
		ev := lastEvent(t, g, "opt-dig")
		if len(ev.Dice) != 1 {
			t.Fatalf("dig rolled %v, want one d6", ev.Dice)
		}
		total += ev.Dice[0]
		holed := len(g.wallSides(i)) == 0
		if holed != (total >= skirmish.HoleTarget) {
			t.Fatalf("turn %d: %d points, hole %v", turn, total, holed)
		}
		if holed {
			if len(g.Digs) != 0 {
				t.Fatalf("points kept after the hole: %v", g.Digs)
			}
			return
		}
		if len(g.Digs) != 1 || g.Digs[0].Pts != total {
			t.Fatalf("points %v, want %d", g.Digs, total)
		}
	}
	t.Fatalf("no hole after 9 turns")
}

// TestOption_DiceMeleeDieAgainstDie: with dice_melee a melee rolls 2 dice
// for the man and 2 for a fit Zulu counter, the best modified die of each
// side compared: British win wounds the counter, Zulus win wound the man
// (and push him back), a tie holds both in their next movement.
func TestOption_DiceMeleeDieAgainstDie(t *testing.T) {
	seen := map[skirmish.Verdict]bool{}
	for seed := uint64(1); seed <= 60; seed++ {
		g := bare(t, seed, Melee, "3721")
		g.Opt.DiceMelee = true
		b := man(t, g, "3721")
		put(t, g, b, "3010")
		z := addZulu(t, g, "3011", false)
		if err := act(g, fmt.Sprintf("melee %s", g.ID(b))); err != nil {
			t.Fatal(err)
		}
		ev := lastEvent(t, g, "opt-dice-melee")
		if len(ev.Dice) != 4 {
			t.Fatalf("seed %d: dice %v, want 2 British and 2 Zulu", seed, ev.Dice)
		}
		bm := skirmish.Sum(g.DiceMeleeMods(b))
		zm := skirmish.Sum(g.DiceMeleeZuluMods(z, b, []int{z}))
		v := skirmish.Judge([]int{ev.Dice[0] + bm, ev.Dice[1] + bm}, []int{ev.Dice[2] + zm, ev.Dice[3] + zm})
		seen[v] = true
		switch v {
		case skirmish.BritishWin:
			if g.Units[z].Wound != Wounded || g.Units[b].Wound != Fit {
				t.Fatalf("seed %d: British win but Zulu %d, man %d: %s", seed, g.Units[z].Wound, g.Units[b].Wound, ev.Text)
			}
		case skirmish.ZuluWin:
			if g.Units[b].Wound != Wounded || g.Units[z].Wound != Fit || PlaceString(g.Units[b].At) == "3010" {
				t.Fatalf("seed %d: Zulus win but man %d at %s: %s", seed, g.Units[b].Wound, PlaceString(g.Units[b].At), ev.Text)
			}
		case skirmish.Tie:
			if !g.Units[b].Held || !g.Units[z].Held || g.Units[b].Wound != Fit || g.Units[z].Wound != Fit {
				t.Fatalf("seed %d: a tie changed the men or did not hold them: %s", seed, ev.Text)
			}
			g.startPhase(BritishMove)
			if !g.Units[b].Moved || g.Units[b].Held {
				t.Fatalf("seed %d: a man held by a tie may still move", seed)
			}
		}
	}
	if len(seen) != 3 {
		t.Fatalf("60 fights gave only %v", seen)
	}
}

// TestOption_DiceMeleeModifiers: the man's rifle +1, a leader +1, W -1, M
// -2; the Zulu's rifle -1, a door or wall -1, a hole -2, +2 from the rear
// (another attacker across the man).
func TestOption_DiceMeleeModifiers(t *testing.T) {
	g := bare(t, 1, Melee, "2219", "1218", "3721")
	g.Opt.DiceMelee = true
	lead, in, open := man(t, g, "2219"), man(t, g, "1218"), man(t, g, "3721")
	if got := skirmish.Sum(g.DiceMeleeMods(lead)); got != 2 {
		t.Errorf("leader: %+d, want +2 (rifle, hero)", got)
	}
	g.Units[open].Wound = Mortal
	if got := skirmish.Sum(g.DiceMeleeMods(open)); got != -1 {
		t.Errorf("M soldier: %+d, want -1 (rifle, serious)", got)
	}
	g.Units[open].Wound = Fit
	door := addZulu(t, g, "1217", true)
	if got := skirmish.Sum(g.DiceMeleeZuluMods(door, in, []int{door})); got != -2 {
		t.Errorf("rifle unit at a door: %+d, want -2", got)
	}
	g.change(SideChange{Side: "1119NE", Kind: "hole", Was: "building-wall"})
	hole := addZulu(t, g, "1119", false)
	if got := skirmish.Sum(g.DiceMeleeZuluMods(hole, in, []int{hole})); got != -2 {
		t.Errorf("through a hole: %+d, want -2", got)
	}
	put(t, g, open, "3006")
	front, back := addZulu(t, g, "3005", false), addZulu(t, g, "3007", false)
	if got := skirmish.Sum(g.DiceMeleeZuluMods(back, open, []int{front, back})); got != 2 {
		t.Errorf("from the rear: %+d, want +2", got)
	}
	if got := skirmish.Sum(g.DiceMeleeZuluMods(front, open, []int{front, back})); got != 0 {
		t.Errorf("the first of the two: %+d, want 0", got)
	}
}

// TestOption_DiceMeleePlanIsExact: the planner's chances of a melee die
// against die (BestDieOdds, used by PlanDiceMelee) are the exact ones the
// skirmish finds by going through every roll (skirmish.Odds), for fights
// of one to three men a side with modifiers; and PlanDiceMelee gives the
// fight of TestOption_DiceMeleeDieAgainstDie its odds (2 dice against 2).
func TestOption_DiceMeleePlanIsExact(t *testing.T) {
	for _, c := range []struct{ brit, zulu []int }{
		{[]int{0}, []int{0}},
		{[]int{1}, []int{-1, -1}},
		{[]int{2, -1}, []int{0, 2, -1}},
		{[]int{-2}, []int{2, 2, 0, 1}},
		{[]int{1, 1, 0}, []int{-2, 1}},
	} {
		bw, bt, bl := skirmish.Odds(c.brit, c.zulu)
		var bDice []int
		for _, m := range c.brit {
			for range skirmish.BritishDice {
				bDice = append(bDice, m)
			}
		}
		zw, zt, zl := BestDieOdds(c.zulu, bDice)
		if d := max(abs(zw-bl), abs(zt-bt), abs(zl-bw)); d > 1e-12 {
			t.Errorf("British %v v Zulus %v: planner %.6f/%.6f/%.6f, every roll %.6f/%.6f/%.6f (Zulu win/tie/loss)", c.brit, c.zulu, zw, zt, zl, bl, bt, bw)
		}
	}
	g := bare(t, 1, Melee, "3721")
	g.Opt.DiceMelee = true
	b := man(t, g, "3721")
	put(t, g, b, "3010")
	z := addZulu(t, g, "3011", false)
	o, err := g.PlanDiceMelee(g.ID(b))
	if err != nil {
		t.Fatal(err)
	}
	bm := skirmish.Sum(g.DiceMeleeMods(b))
	zm := skirmish.Sum(g.DiceMeleeZuluMods(z, b, []int{z}))
	bw, bt, bl := skirmish.Odds([]int{bm}, []int{zm, zm})
	if abs(o.Win-bl) > 1e-12 || abs(o.Tie-bt) > 1e-12 || abs(o.Loss-bw) > 1e-12 || len(o.Attackers) != 1 || len(o.Defenders) != 1 {
		t.Errorf("PlanDiceMelee %+v, want %.6f/%.6f/%.6f", o, bl, bt, bw)
	}
}

func abs(x float64) float64 { return max(x, -x) }
