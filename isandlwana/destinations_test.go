package isandlwana

import (
	"slices"
	"testing"

	"zulu1879/dice"
	"zulu1879/hexmap"
	"zulu1879/units"
)

// plainDestinations is BritishDestinations written plainly: every hex the
// group reaches for 1 MP or more by MoveReach's search, in index order,
// where its strength does not overstack the hex.
func plainDestinations(g *State, ids []int) []hexmap.Hex {
	for _, i := range ids {
		if !g.movable(i) {
			return nil
		}
	}
	sp := 0
	for _, i := range ids {
		if g.Units[i].IsCombat() {
			sp += g.Units[i].Strength
		}
	}
	r, _ := g.MoveReach(ids)
	m := g.Scen.Map
	stack := make([]int, m.Size())
	for i := range g.Units {
		if u := &g.Units[i]; u.Status == OnMap && u.IsCombat() {
			stack[m.Index(u.Hex)] += u.Strength
		}
	}
	var out []hexmap.Hex
	for j, c := range r.Cost {
		if c > 0 && stack[j]+sp <= units.BritishStackLimit {
			out = append(out, m.HexAt(j))
		}
	}
	return out
}

// TestBritishDestinationsMatchPlainScan checks the British destinations,
// read from the set search's reached hexes, against a plain scan of
// MoveReach's costs for every movable unit and every stack in the British
// movement phases of random games; each is asked twice (the second answer
// comes from the kept search) and through AppendBritishDestinations.
func TestBritishDestinationsMatchPlainScan(t *testing.T) {
	checked := 0
	for seed := uint64(1); seed <= 4; seed++ {
		g := newGame(t, "isandlwana", seed)
		playRandom(t, g, dice.NewSeeded(seed*13), func(g *State) {
			if g.Phase != PhaseBritishMove || len(g.Pending) > 0 {
				return
			}
			byHex := map[hexmap.Hex][]int{}
			for i := range g.Units {
				if g.movable(i) {
					byHex[g.Units[i].Hex] = append(byHex[g.Units[i].Hex], i)
					ids := []int{i}
					want := plainDestinations(g, ids)
					for try := 0; try < 2; try++ {
						if got := g.BritishDestinations(ids); !slices.Equal(got, want) {
							t.Fatalf("seed %d turn %d, unit %v (try %d): destinations %v, plain scan %v", seed, g.Turn, ids, try, got, want)
						}
					}
					buf := []hexmap.Hex{{Col: -1, Row: -1}}
					if got := g.AppendBritishDestinations(buf, ids); !slices.Equal(got[1:], want) || got[0] != buf[0] {
						t.Fatalf("seed %d turn %d, unit %v: appended %v, plain scan %v", seed, g.Turn, ids, got, want)
					}
					checked++
				}
			}
			for h, ids := range byHex {
				if len(ids) < 2 {
					continue
				}
				want := plainDestinations(g, ids)
				if got := g.BritishDestinations(ids); !slices.Equal(got, want) {
					t.Fatalf("seed %d turn %d, stack in %s %v: destinations %v, plain scan %v", seed, g.Turn, h, ids, got, want)
				}
				checked++
			}
		})
	}
	if checked < 50 {
		t.Fatalf("only %d groups checked: the games reached too few British movement phases", checked)
	}
	t.Logf("%d groups checked", checked)
}
