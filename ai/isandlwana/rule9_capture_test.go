package isandlwana

import (
	"testing"

	"zulu1879/isandlwana"
)

// 9.2 with 8.12: a Zulu that reaches the wagon standing alone takes it; once
// it is taken the wagon is no longer on the map, so the rest of the phase
// fills the hexes next to the British, not those round the captured hex.
// The plan made before the capture rested on the wagon and must be made
// again. (Even seeds play it before the Colours arrive.) Both Zulu bots share the planner. A Co is in 0712, the wagon (with
// the Colours) alone in 0708; four Zulus stand where each can reach the
// wagon and at least three hexes next to A Co.
func TestRule9_2_AfterTakingTheWagonTheOthersGoNextToTheBritish(t *testing.T) {
	zulus := []string{"0409", "0510", "0609", "0809"}
	for _, c := range []struct {
		name string
		bot  func() Bot
	}{{"rule9", func() Bot { return NewRule9() }}, {"hard", func() Bot { return NewHard() }}} {
		for seed := uint64(1); seed <= 10; seed++ {
			g := bare(t, seed, map[string]string{"A": "0712"})
			g.Wagon = isandlwana.Wagon{Hex: hx("0708")}
			g.Colours = isandlwana.ColoursRaised
			if seed%2 == 0 {
				g.Colours = isandlwana.ColoursNotYet // turn 1: the wagon alone
			}
			m := g.Map()
			for _, z := range zulus {
				cost := g.ZuluCosts(hx(z))
				if cost[m.Index(hx("0708"))] <= 0 {
					t.Fatalf("test position: %s cannot reach the wagon", z)
				}
				n := 0
				for _, x := range ringOf(g, hx("0712"), 1) {
					if cost[m.Index(x)] > 0 {
						n++
					}
				}
				if n < len(zulus)-1 {
					t.Fatalf("test position: %s reaches only %d hexes next to A Co", z, n)
				}
			}
			putZulus(g, zulus...)
			runZuluMove(t, g, c.bot())
			if !g.Wagon.Captured || g.ZulusAt(hx("0708")) != 1 {
				t.Fatalf("%s seed %d: wagon captured %v, %d Zulus in its hex; want it taken by one", c.name, seed, g.Wagon.Captured, g.ZulusAt(hx("0708")))
			}
			next := 0
			for _, x := range ringOf(g, hx("0712"), 1) {
				next += g.ZulusAt(x)
			}
			if next != len(zulus)-1 {
				var where []string
				for i, n := range g.Zulus {
					if n > 0 {
						where = append(where, m.HexAt(i).String())
					}
				}
				t.Errorf("%s seed %d: %d Zulus next to A Co, want %d (Zulus in %v)", c.name, seed, next, len(zulus)-1, where)
			}
		}
	}
}
