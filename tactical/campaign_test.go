package tactical

import (
	"strings"
	"testing"

	"zulu1879/hexmap"
)

// TestCampaign_RedoubtBuilt: with the ledger's redoubt the four sides stand
// at 4:30 pm and count as built; without it they are a site.
func TestCampaign_RedoubtBuilt(t *testing.T) {
	plain, err := NewGame(1, Options{})
	if err != nil {
		t.Fatal(err)
	}
	day, err := NewGame(1, Options{Campaign: &Campaign{RedoubtBuilt: true}})
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, w := range day.st.works {
		if w.Kind != hexmap.RedoubtWall {
			continue
		}
		n++
		if !has(day.Built, w.Name) || has(plain.Built, w.Name) {
			t.Errorf("%s: built %v with the ledger, %v without", w.Name, has(day.Built, w.Name), has(plain.Built, w.Name))
		}
		f, _ := day.sides().Feature(w.Sides[0], hexmap.RedoubtWall)
		p, _ := plain.sides().Feature(w.Sides[0], hexmap.RedoubtWall)
		if f.State == hexmap.Unbuilt || p.State != hexmap.Unbuilt {
			t.Errorf("%s: side state %v with the ledger, %v without", w.Name, f.State, p.State)
		}
	}
	if n != 4 {
		t.Errorf("%d redoubt works, want 4", n)
	}
}

// TestCampaign_ArrivalsAndPool: the ledger delays every arrival, adds to
// the first wave and changes the pool; its VP is counted in the score.
func TestCampaign_ArrivalsAndPool(t *testing.T) {
	plain, err := NewGame(1, Options{})
	if err != nil {
		t.Fatal(err)
	}
	c := &Campaign{ArrivalsLater: 1, FirstWaveExtra: 20, PoolChange: -50, BonusVP: 2}
	day, err := NewGame(1, Options{Campaign: c})
	if err != nil {
		t.Fatal(err)
	}
	first := plain.forceData().Arrivals[0]
	if got, want := day.Pool, plain.Pool-50; got != want {
		t.Errorf("pool at the start %d, want %d (50 fewer than %d)", got, want, plain.Pool)
	}
	// Step 2b.v by itself, turn by turn: the first wave comes a turn
	// later with 20 more, the second a turn after that.
	zulus := func(g *Game) int { return len(g.Units) - g.NBrit + len(g.Queue) }
	plain.Turn, day.Turn = 1, 1
	plain.reinforce()
	day.reinforce()
	if zulus(plain) != first.Units || zulus(day) != 0 {
		t.Errorf("turn 1: %d Zulus without the ledger (want %d), %d with arrivals one turn later (want 0)", zulus(plain), first.Units, zulus(day))
	}
	day.Turn = 2
	day.reinforce()
	if got, want := zulus(day), first.Units+20; got != want {
		t.Errorf("turn 2: %d Zulus with the ledger, want the first wave and 20 more, %d", got, want)
	}
	if got, want := day.VP(false)-plain.VP(false), 2; got != want {
		t.Errorf("the ledger adds %d VP, want %d", got, want)
	}
	for _, bad := range []Campaign{{ArrivalsLater: -1}, {ArrivalsLater: 7}, {PoolChange: 201}, {FirstWaveExtra: -3}, {BonusVP: 99}} {
		if _, err := NewGame(1, Options{Campaign: &bad}); err == nil {
			t.Errorf("campaign %+v accepted", bad)
		}
	}
}

// TestMove_OccupiedHexNamesTheUnitThere: a move into a hex another unit
// holds is refused with the reason, not as out of reach (review).
func TestMove_OccupiedHexNamesTheUnitThere(t *testing.T) {
	g, err := NewGame(1, Options{})
	if err != nil {
		t.Fatal(err)
	}
	a, b := -1, -1
	for i := 0; i < g.NBrit && b < 0; i++ {
		if g.Allowance(i) == 0 {
			continue
		}
		for j := 0; j < g.NBrit; j++ {
			if j != i && hexmap.Distance(g.Units[i].At.Hex, g.Units[j].At.Hex) == 1 && g.Units[j].At.Level == hexmap.Ground {
				a, b = i, j
				break
			}
		}
	}
	if b < 0 {
		t.Fatal("no two British neighbours at the start")
	}
	if g.Phase != BritishMove {
		t.Fatalf("the game opens in %v", g.Phase)
	}
	err = g.Apply("move " + g.ID(a) + " " + PlaceString(g.Units[b].At))
	if err == nil || !strings.Contains(err.Error(), g.ID(b)+" stands there") {
		t.Errorf("moving %s onto %s: %v", g.ID(a), g.ID(b), err)
	}
}
