package isandlwana

import (
	"math/rand/v2"
	"testing"

	"zulu1879/dice"
	"zulu1879/hexmap"
	"zulu1879/units"
)

// 8.3.1 with 8.1: a fire plan needs only the firers that reach the best hit
// number; once the hit number is 5 more strength changes nothing. One Zulu
// next to seven companies needs one of them, not all seven.
func TestRule8_3_ThriftyShotsAgainstALoneZulu(t *testing.T) {
	g := position(t, PhaseBritishCombat, 2)
	for k, id := range []string{"A", "C", "E", "F", "G", "H", "NB"} {
		put(t, g, id, []string{"1205", "1105", "1106", "1305", "1306", "1204", "1304"}[k], 0)
	}
	target := hx("1206")
	zulus(g, "1206")
	firers := g.Firers(target)
	if len(firers) < 2 {
		t.Fatalf("only %d firers: the position is wrong", len(firers))
	}
	all := allShots(g, firers)
	full, err := g.Odds(target, all)
	if err != nil {
		t.Fatal(err)
	}
	want := UsefulHitNumber(full.HitNumber)
	shots, ok := g.ThriftyShots(target, firers, want)
	if !ok {
		t.Fatalf("no plan reaches %d though all firers reach %d", want, full.HitNumber)
	}
	odds, err := g.Odds(target, shots)
	if err != nil {
		t.Fatalf("%v: %v", shots, err)
	}
	if UsefulHitNumber(odds.HitNumber) != want {
		t.Errorf("%v hits on %d, want %d", shots, odds.HitNumber, want)
	}
	if len(shots) >= len(all) {
		t.Errorf("the plan uses %d of %d firers: %v", len(shots), len(all), shots)
	}
}

// The search finds the cheapest plan: checked against every possible
// commitment on random small positions, in both fire phases.
func TestRule8_3_ThriftyShotsIsTheCheapest(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 1879))
	ids := []string{"A", "C", "E", "F", "G"}
	checked := 0
	for trial := 0; trial < 150; trial++ {
		phase := PhaseBritishCombat
		if trial%3 == 0 {
			phase = PhaseReaction
		}
		g := position(t, phase, 1+r.IntN(6))
		target := hexmap.H(8+r.IntN(6), 4+r.IntN(5))
		zulus(g, target.String())
		n := 1 + r.IntN(len(ids))
		for _, id := range ids[:n] {
			for {
				h := hexmap.H(target.Col-3+r.IntN(7), target.Row-3+r.IntN(7))
				if h != target && g.Scen.Map.Contains(h) && g.ZulusAt(h) == 0 {
					put(t, g, id, h.String(), 1+r.IntN(5))
					break
				}
			}
		}
		firers := g.Firers(target)
		if len(firers) == 0 {
			continue
		}
		for want := 1; want <= 5; want++ {
			shots, ok := g.ThriftyShots(target, firers, want)
			bestUnits, bestSP, found := bruteCheapest(t, g, target, firers, want)
			if ok != found {
				t.Fatalf("trial %d want %d: ok %v, brute force %v", trial, want, ok, found)
			}
			if !ok {
				continue
			}
			sp := 0
			for _, s := range shots {
				sp += s.Strength
			}
			if len(shots) != bestUnits || sp != bestSP {
				t.Fatalf("trial %d want %d: %v (%d units, %d SP), cheapest is %d units, %d SP",
					trial, want, shots, len(shots), sp, bestUnits, bestSP)
			}
			checked++
		}
	}
	if checked < 100 {
		t.Fatalf("only %d plans checked: the random positions rarely allow fire", checked)
	}
}

func allShots(g *State, firers []int) []Shot {
	var out []Shot
	for _, i := range firers {
		out = append(out, Shot{Unit: g.Units[i].ID, Strength: g.Units[i].Strength - g.Units[i].FireUsed})
	}
	return out
}

// bruteCheapest tries every commitment of every firer through Odds.
func bruteCheapest(t *testing.T, g *State, target hexmap.Hex, firers []int, want int) (units, sp int, ok bool) {
	t.Helper()
	pick := make([]int, len(firers))
	var walk func(k int)
	walk = func(k int) {
		if k == len(firers) {
			var shots []Shot
			n, total := 0, 0
			for j, i := range firers {
				if pick[j] > 0 {
					shots = append(shots, Shot{Unit: g.Units[i].ID, Strength: pick[j]})
					n++
					total += pick[j]
				}
			}
			if n == 0 {
				return
			}
			o, err := g.Odds(target, shots)
			if err != nil {
				t.Fatalf("%v: %v", shots, err)
			}
			if UsefulHitNumber(o.HitNumber) < want {
				return
			}
			if !ok || n < units || (n == units && total < sp) {
				units, sp, ok = n, total, true
			}
			return
		}
		i := firers[k]
		left := g.Units[i].Strength - g.Units[i].FireUsed
		pick[k] = 0
		walk(k + 1)
		lo := 1
		if g.inReactionPhase() {
			lo = left
		}
		for s := lo; s <= left; s++ {
			pick[k] = s
			walk(k + 1)
		}
		pick[k] = 0
	}
	walk(0)
	return units, sp, ok
}

// TestShotModifiersByRange checks ShotModifiers against ShotModifier for
// every British unit and every hex within range, through random games
// (squares, the Colours, a lost wagon and the last turn's shortage all come
// up): element r must be the modifier at every target r hexes away.
func TestShotModifiersByRange(t *testing.T) {
	checked := 0
	for seed := uint64(1); seed <= 6; seed++ {
		g := newGame(t, "isandlwana", seed)
		rng := dice.NewSeeded(seed + 40)
		m := g.Scen.Map
		var buf []Action
		for step := 0; !g.Over() && step < 2000; step++ {
			if step%7 == 0 {
				for i := range g.Units {
					u := &g.Units[i]
					if u.Status != OnMap {
						continue
					}
					mods := g.ShotModifiers(i)
					for j := 0; j < m.Size(); j++ {
						h := m.HexAt(j)
						d := hexmap.Distance(u.Hex, h)
						if d < 1 || d > units.BritishRange {
							continue
						}
						if want := g.ShotModifier(i, h); mods[d] != want {
							t.Fatalf("seed %d step %d: %s in %s at %s (range %d): ShotModifiers gives %d, ShotModifier %d", seed, step, u.ID, u.Hex, h, d, mods[d], want)
						}
						checked++
					}
				}
			}
			var a Action
			a, _, buf = g.legalAt(buf, rng.Intn)
			if err := g.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
	}
	if checked == 0 {
		t.Fatal("nothing checked")
	}
}
