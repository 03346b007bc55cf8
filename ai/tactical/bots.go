// Package tactical holds the bots of the tactical Defense of Rorke's Drift
// (package zulu1879/tactical, game "rorkes-drift-tactical"): the Zulu bot
// "zlist", which plays a written priority list (README.md, Z1–Z9), and the
// British bot "garrison". Both work through the engine's typed API (Moves,
// PlanMelee, the map questions of botapi.go) and give a reason for every
// action. Their own ties are broken by their seeded dice, so a bot's choice
// depends only on the state and its seed.
package tactical

import (
	"math"
	"strings"
	"sync"

	"zulu1879/dice"
	"zulu1879/games"
	"zulu1879/hexmap"
	"zulu1879/scenarios/rdtactical"
	tc "zulu1879/tactical"
)

var (
	gridOnce sync.Once
	theGrid  *hexmap.Grid
)

// stationGrid is the grid of the built-in station map.
func stationGrid() *hexmap.Grid {
	gridOnce.Do(func() {
		m, err := rdtactical.Builtin()
		if err != nil {
			panic("ai/tactical: the built-in station map: " + err.Error())
		}
		theGrid = m.Grid
	})
	return theGrid
}

// Names of the bots on the command line.
const (
	ZuluName    = "zlist"
	BritishName = "garrison"
	// RanksName is the British bot that also forms second ranks (G5).
	RanksName = "garrison-ranks"
)

func init() {
	games.RegisterBot(games.BotInfo{
		Game:    tc.ID,
		Name:    ZuluName,
		Title:   "the Zulu priority list",
		Seats:   []string{"zulu"},
		About:   "the Zulu priority list Z1-Z9: snipers to the Oskarberg, spears batter doors and close on the weakest men, melee at the best odds, fire kept alight only while the British lead",
		Default: true,
		New:     func(seed uint64) games.Bot { return NewZulu(seed) },
	})
	games.RegisterBot(games.BotInfo{
		Game:  tc.ID,
		Name:  BritishName,
		Title: "the garrison",
		Seats: []string{"british"},
		About: "holds the walls and the hospital, douses fires, leaves burning roofs, sends the wounded to the orderly, fires a ranked volley where one stands and at the nearest danger (forms no ranks: the weaker British)",
		New:   func(seed uint64) games.Bot { return NewBritish(seed) },
	})
	games.RegisterBot(games.BotInfo{
		Game:    tc.ID,
		Name:    RanksName,
		Title:   "the garrison in ranks",
		Seats:   []string{"british"},
		About:   "garrison, and it also forms a second rank of the 24th behind a straight line facing three or more Zulus (G5): the stronger British, the default",
		Default: true,
		New:     func(seed uint64) games.Bot { return NewBritishRanks(seed) },
	})
}

// game reads the contract's state as the engine's game.
func game(s games.State) (*tc.Game, bool) {
	g, ok := s.(*tc.Game)
	return g, ok
}

// live reports whether unit i is alive on the map (or in the box).
func live(g *tc.Game, i int) bool {
	u := &g.Units[i]
	return u.OnMap && !u.Gone
}

// onMap reports whether unit i is alive on a map hex (not in the box).
func onMap(g *tc.Game, i int) bool { return live(g, i) && g.Units[i].At.Box == 0 }

// field is a count of steps over the ground from a set of hexes, through
// the sides a Zulu may cross as they stand now (-1: not reached).
func field(g *tc.Game, grid *hexmap.Grid, from []hexmap.Hex) []int {
	d := make([]int, grid.Size())
	for k := range d {
		d[k] = -1
	}
	var q []int
	for _, h := range from {
		if !grid.Contains(h) {
			continue
		}
		if k := grid.Index(h); d[k] < 0 {
			d[k] = 0
			q = append(q, k)
		}
	}
	for len(q) > 0 {
		k := q[0]
		q = q[1:]
		a := hexmap.OnGround(grid.HexAt(k))
		for _, n := range grid.NeighborIndices(k) {
			if d[n] >= 0 {
				continue
			}
			if !g.ZuluCanFight(a, hexmap.OnGround(grid.HexAt(n))) {
				continue
			}
			d[n] = d[k] + 1
			q = append(q, n)
		}
	}
	return d
}

// angle is the bearing from a to b in degrees anticlockwise from east.
func angle(a, b hexmap.Hex) float64 {
	ax, ay := xy(a)
	bx, by := xy(b)
	return math.Atan2(by-ay, bx-ax) * 180 / math.Pi
}

func xy(h hexmap.Hex) (float64, float64) {
	a := h.Axial()
	return 1.5 * float64(a.Q), -math.Sqrt(3) * (float64(a.R) + float64(a.Q)/2)
}

// within45 reports whether bearing b lies within 45° of facing f.
func within45(b float64, f int) bool {
	d := math.Mod(math.Abs(b-float64(f)), 360)
	if d > 180 {
		d = 360 - d
	}
	return d <= 45
}

// pendingAnswer answers a decision of rule 9 that interrupts the phase
// (the owner's pairs and the order of his casualties, revision 2): both
// bots give the engine's default, the choice it made itself in revision
// 1 (the first partners in id order, the man fired at or attacked first),
// so that they play as they did before the decisions were the owner's.
func pendingAnswer(g *tc.Game) (string, string, bool) {
	kind, _, a, ok := g.PendingDecision()
	if !ok {
		return "", "", false
	}
	why := map[string]string{
		tc.ZuluPair:        "9a: pair the target with the first counter next to it",
		tc.ZuluCasualty:    "9a: the counter fired at takes the result",
		tc.BritishPair:     "9b: the first two men next to him stand with him",
		tc.BritishCasualty: "9b: the man attacked takes the first result, the others follow",
		// revision 3: the bots pair nobody against Zulu fire, as the
		// British stood in revision 2 (a casualty is then never asked)
		tc.BritishFirePair:     "9b: nobody is paired with the man fired at",
		tc.BritishFireCasualty: "9b: the man fired at takes the result",
	}[kind]
	return a, why, true
}

// words splits an action into its words.
func words(a string) []string { return strings.Fields(a) }

// pick returns one of n tied choices by the bot's dice.
func pick(r *dice.Seeded, n int) int {
	if n <= 1 {
		return 0
	}
	return r.Intn(n)
}
