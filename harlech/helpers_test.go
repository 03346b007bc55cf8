package harlech

import (
	"slices"
	"strings"
	"testing"

	"zulu1879/dice"
)

// table is an arranged position: each hand as tokens, each position's two
// cards as tokens ("" empty, "?" before a token: face down), and the
// stock of Zulu cards left in the deck (nil: every card not placed).
type table struct {
	players int
	level   int
	hands   [][]string
	pos     [4][2]string
	zdeck   []string // nil: all the rest
	bdeck   []string // nil: all the rest
	ammo    int      // Ammo cards of player 1
	last    bool     // the marker on the last space (no falling back)
}

// arrange builds a game on level t.level and lays the table out as t says,
// every card not placed staying in its deck (or in the discard pile when a
// deck is given), then runs to the first decision of player 1's turn.
func arrange(t *testing.T, tb table, seed uint64) *Game {
	t.Helper()
	if tb.players == 0 {
		tb.players = 1
	}
	if tb.level == 0 {
		tb.level = 1
	}
	g, err := NewGame(Config{Players: tb.players, Level: tb.level, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	d := g.data
	var bfree, zfree []int
	for i := range d.bCards {
		bfree = append(bfree, i)
	}
	for i := range d.zCards {
		zfree = append(zfree, i)
	}
	takeB := func(tok string) int {
		for i, id := range bfree {
			if d.bCards[id].Token() == tok {
				bfree = slices.Delete(bfree, i, i+1)
				return id
			}
		}
		t.Fatalf("no British card %q left to place", tok)
		return -1
	}
	takeZ := func(tok string) int {
		for i, id := range zfree {
			if d.zCards[id].Token() == tok {
				zfree = slices.Delete(zfree, i, i+1)
				return id
			}
		}
		t.Fatalf("no Zulu card %q left to place", tok)
		return -1
	}
	g.Hands = make([][]int, tb.players)
	for s := range tb.players {
		g.Hands[s] = []int{}
		if s < len(tb.hands) {
			for _, tok := range tb.hands[s] {
				g.Hands[s] = insertSorted(g.Hands[s], takeB(tok))
			}
		}
	}
	for p := range g.Pos {
		for slot, tok := range tb.pos[p] {
			g.Pos[p][slot] = Slot{Card: -1}
			if tok == "" {
				continue
			}
			up := !strings.HasPrefix(tok, "?")
			g.Pos[p][slot] = Slot{Card: takeZ(strings.TrimPrefix(tok, "?")), Up: up}
		}
	}
	g.ZDeck, g.ZDiscard, g.BDeck, g.BDiscard = nil, []int{}, nil, []int{}
	if tb.zdeck == nil {
		g.ZDeck = zfree
	} else {
		for _, tok := range tb.zdeck {
			g.ZDeck = append(g.ZDeck, takeZ(tok))
		}
		g.ZDiscard = zfree
	}
	if tb.bdeck == nil {
		g.BDeck = bfree
	} else {
		for _, tok := range tb.bdeck {
			g.BDeck = append(g.BDeck, takeB(tok))
		}
		g.BDiscard = bfree
	}
	slices.Sort(g.ZDeck)
	slices.Sort(g.BDeck)
	g.Ammo = make([]int, tb.players)
	g.Ammo[0] = tb.ammo
	g.Relief, _ = d.levelStart(tb.level)
	g.Marker = len(d.Levels[tb.level-1].Dice) - 1
	if tb.last {
		g.Marker = 0
	}
	g.Active, g.Turn, g.Attack, g.Outcome = 0, 1, nil, nil
	g.Ops = []op{{Kind: "turn"}, {Kind: "window", Moment: MomentStart, Seat: -1}}
	g.run()
	return g
}

// rig makes the next d6 rolls of g come up as vals (a roller state found
// by search); draws in between consume the roller too, so tests rig dice
// only where no draw comes first.
func rig(t *testing.T, g *Game, vals ...int) {
	t.Helper()
	for s := uint64(1); s < 1<<22; s++ {
		r := dice.NewSeeded(s)
		ok := true
		for _, v := range vals {
			if r.Roll(6, "") != v {
				ok = false
				break
			}
		}
		if ok {
			g.Roller = dice.NewSeeded(s)
			return
		}
	}
	t.Fatalf("no seed rolls %v", vals)
}

func apply(t *testing.T, g *Game, actions ...string) {
	t.Helper()
	for _, a := range actions {
		if err := g.Apply(a); err != nil {
			t.Fatalf("%s: %v (legal: %v)", a, err, g.Legal())
		}
	}
}

func tokens(g *Game, ids []int) []string {
	var out []string
	for _, id := range ids {
		out = append(out, g.bCard(id).Token())
	}
	return out
}

func zTok(g *Game, p, slot int) string {
	s := g.Pos[p][slot]
	if s.Card < 0 {
		return ""
	}
	tok := g.zCard(s.Card).Token()
	if !s.Up {
		return "?" + tok
	}
	return tok
}

// countCards is every British and Zulu card wherever it is.
func countCards(g *Game) (b, z int) {
	b = len(g.BDeck) + len(g.BDiscard)
	for _, h := range g.Hands {
		b += len(h)
	}
	if g.Attack != nil {
		b++
	}
	z = len(g.ZDeck) + len(g.ZDiscard)
	for p := range g.Pos {
		for _, s := range g.Pos[p] {
			if s.Card >= 0 {
				z++
			}
		}
	}
	return
}
