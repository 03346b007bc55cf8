package tactical

import (
	"fmt"
	"testing"

	"zulu1879/tactical/tables"
)

// TestRule5c_SpearFire: a lone unit cannot throw; two within 2 hexes do,
// and the result is the table's for the die and the modifiers.
func TestRule5c_SpearFire(t *testing.T) {
	for seed := uint64(1); seed <= 8; seed++ {
		g := bare(t, seed, ZuluFire, "3014")
		b := man(t, g, "3014")
		z1 := addZulu(t, g, "3013", false)
		if err := act(g, "spear "+g.ID(b)); err == nil {
			t.Fatal("a lone unit threw spears")
		}
		z2 := addZulu(t, g, "3012", false)
		far := addZulu(t, g, "3009", false)
		drm := tables.Total(tables.FireModifiers(g.fireInput(Zulu, []int{z1, z2}, b)))
		if err := act(g, "spear "+g.ID(b)); err != nil {
			t.Fatal(err)
		}
		e := lastEvent(t, g, "5c")
		o, _ := tables.ZuluSpear(tables.ClampRoll(e.Dice[0], drm), 2)
		u := g.Units[b]
		var got tables.Outcome
		switch {
		case u.Gone:
			got = tables.Eliminated
		case u.Wound == Mortal:
			got = tables.Mortal
		case u.Wound == Wounded:
			got = tables.Wounded
		case u.Pinned:
			got = tables.Disorder
		}
		if got != o {
			t.Errorf("seed %d: die %d drm %d: man is %s, want %s (%s)", seed, e.Dice[0], drm, got, o, e.Text)
		}
		if !g.Units[z1].Fired || !g.Units[z2].Fired || g.Units[far].Fired {
			t.Error("the throwers are not the two within 2 hexes")
		}
	}
}

// TestRule5d_FlamingSpear: the thatch catches on 4-6 (less tiredness), at
// most four spears a turn, and none onto the storehouse from outside the
// perimeter.
func TestRule5d_FlamingSpear(t *testing.T) {
	for _, turn := range []int{1, 24, 30} {
		for seed := uint64(1); seed <= 6; seed++ {
			g := bare(t, seed, ZuluFire, "3015")
			g.Turn = turn
			z := addZulu(t, g, "1616", false)
			if err := act(g, "torch "+g.ID(z)+" hospital-f3"); err != nil {
				t.Fatal(err)
			}
			e := lastEvent(t, g, "5d")
			need := 4 + map[int]int{1: 0, 24: 1, 30: 2}[turn]
			if g.burning("hospital-f3") != (e.Dice[0] >= need) {
				t.Errorf("turn %d die %d: burning %v, want %v", turn, e.Dice[0], g.burning("hospital-f3"), e.Dice[0] >= need)
			}
		}
	}
	g := bare(t, 1, ZuluFire, "3015")
	for k := 0; k < 5; k++ {
		z := addZulu(t, g, fmt.Sprintf("%02d16", 12+2*k), false)
		room := fmt.Sprintf("hospital-f%d", k+1)
		err := act(g, "torch "+g.ID(z)+" "+room)
		if k < 4 && err != nil {
			t.Fatalf("spear %d: %v", k+1, err)
		}
		if k == 4 && err == nil {
			t.Error("a fifth flaming spear was thrown in one turn")
		}
	}
	g = bare(t, 1, ZuluFire, "3015")
	out := addZulu(t, g, "4023", false)
	if err := act(g, "torch "+g.ID(out)+" storehouse-west"); err == nil {
		t.Error("a flaming spear onto the storehouse from outside the perimeter")
	}
	in := addZulu(t, g, "4016", false)
	if err := act(g, "torch "+g.ID(in)+" storehouse-west"); err != nil {
		t.Errorf("from inside the perimeter: %v", err)
	}
}

// TestRule5a_Sniper: a sniper hits on a 6, and then the second die (with
// modifiers) says what; the box overlooks men outside the buildings only.
func TestRule5a_Sniper(t *testing.T) {
	hits := 0
	for seed := uint64(1); seed <= 40; seed++ {
		g := bare(t, seed, ZuluFire, "3015", "1418")
		z := addZulu(t, g, BoxName, true)
		if err := act(g, "snipe "+g.ID(z)+" "+g.ID(man(t, g, "1418"))); err == nil {
			t.Fatal("a sniper fired into the hospital")
		}
		b := man(t, g, "3015")
		drm := tables.Total(tables.FireModifiers(g.fireInput(Zulu, []int{z}, b)))
		if err := act(g, "snipe "+g.ID(z)+" "+g.ID(b)); err != nil {
			t.Fatal(err)
		}
		e := lastEvent(t, g, "5a")
		if e.Dice[0] != 6 {
			if len(e.Dice) != 1 || g.Units[b].Wound != Fit || g.Units[b].Gone {
				t.Errorf("die %d missed but %v", e.Dice[0], e.Text)
			}
			continue
		}
		hits++
		o := tables.ZuluRifleSecond(tables.ClampRoll(e.Dice[1], drm))
		u := g.Units[b]
		hurt := map[tables.Outcome]bool{tables.None: !u.Gone && u.Wound == Fit, tables.Wounded: u.Wound == Wounded, tables.Mortal: u.Wound == Mortal, tables.Eliminated: u.Gone}
		if !hurt[o] {
			t.Errorf("dice %v: want %s (%s)", e.Dice, o, e.Text)
		}
	}
	if hits == 0 {
		t.Error("no sniper hit in 40 seeds: the test did not test the second die")
	}
}

// TestRule10c_DisorderOutsidePerimeter: a Zulu disordered outside the
// perimeter leaves the map; inside it stays, with no MP until it recovers.
func TestRule10c_DisorderOutsidePerimeter(t *testing.T) {
	g := bare(t, 1, BritishFire, "3015")
	out := addZulu(t, g, "3012", false)
	in := addZulu(t, g, "3017", false)
	g.hitZulu(out, tables.Disorder)
	g.hitZulu(in, tables.Disorder)
	if !g.Units[out].Gone || g.Units[in].Gone || g.Allowance(in) != 0 {
		t.Errorf("outside gone %v, inside gone %v, inside MP %d: want true, false, 0", g.Units[out].Gone, g.Units[in].Gone, g.Allowance(in))
	}
	if g.Tally.Disorder != 2 {
		t.Errorf("%d D counted, want 2", g.Tally.Disorder)
	}
	g.recover()
	if g.Allowance(in) != 12 {
		t.Errorf("after recovery %d MP, want 12", g.Allowance(in))
	}
}

// TestRule6_PerDefenderResult: the melee's code falls on the defenders in
// order (the man attacked first): checked against the table for the logged
// die over several seeds.
func TestRule6_PerDefenderResult(t *testing.T) {
	for n := 0; n < 12*RulesRevision; n++ {
		seed, rev := uint64(1+n%12), 1+n/12
		g := bareOn(t, seed, rev, Melee, "3016", "2515")
		put(t, g, man(t, g, "2515"), "2916")
		for _, s := range []string{"3015", "3115", "3117", "3017", "2915", "3116"} {
			addZulu(t, g, s, false)
		}
		target, pair := man(t, g, "3016"), man(t, g, "2916")
		p, err := g.meleePlan(target, nil)
		if err != nil {
			t.Fatal(err)
		}
		if len(p.defenders) != 2 || p.defenders[0] != target {
			t.Fatalf("defenders %v, want the target then his neighbour", p.defenders)
		}
		if err := act(g, "melee "+g.ID(target)); err != nil {
			t.Fatal(err)
		}
		answerDefaults(t, g)
		e := lastEvent(t, g, "6")
		code := tables.MeleeResult(tables.ClampRoll(e.Dice[0], tables.Total(p.drms)), p.col)
		for k, i := range []int{target, pair} {
			r := tables.MeleeOnDefender(code, k)
			u := g.Units[i]
			ok := true
			switch r {
			case tables.Killed:
				ok = u.Gone
			case tables.MortalRetreat:
				ok = u.Gone || u.Wound == Mortal
			case tables.WoundRetreat:
				ok = u.Wound == Wounded
			case tables.Unharmed:
				ok = !u.Gone && u.Wound == Fit
			}
			if !ok {
				t.Errorf("seed %d die %d code %s: defender %d should be %s: %+v (%s)", seed, e.Dice[0], code, k+1, r, u, e.Text)
			}
		}
		if err := g.Check(); err != nil {
			t.Fatal(err)
		}
	}
}
