package isandlwana

import (
	"fmt"
	"sync"
	"testing"

	"zulu1879/hexmap"
	"zulu1879/internal/testsize"
	"zulu1879/units"
)

// checkInvariantsFull asserts what must hold after every action of any
// game, hex by hex and unit by unit. It is the reference: checkInvariants
// (invariants_test.go), which the soak and the property tests call, is a
// faster form of it that gives the same answer (TestInvariants_FastIsFull).
func checkInvariantsFull(g *State, overstackResolved bool) error {
	m := g.Scen.Map
	total := g.Pool[0] + g.Pool[1]
	for i, n := range g.Zulus {
		if n < 0 {
			return fmt.Errorf("negative Zulu count in %s", m.HexAt(i))
		}
		total += n
		if n > 1 && !g.isOnrush(i) {
			return fmt.Errorf("%d Zulu units stacked in %s (6.4)", n, m.HexAt(i))
		}
		if g.Spent[i] > n || g.FiredOn[i] > n {
			return fmt.Errorf("bookkeeping: %s has %d Zulus, %d spent, %d fired on", m.HexAt(i), n, g.Spent[i], g.FiredOn[i])
		}
		if n > 0 && m.Info(i).MoveCost == 0 {
			return fmt.Errorf("Zulu on impassable %s", m.HexAt(i))
		}
	}
	if total != g.Scen.TotalZulus() {
		return fmt.Errorf("Zulu units total %d, want %d (map + onrush hexes + pool)", total, g.Scen.TotalZulus())
	}
	for i := range g.Units {
		u := &g.Units[i]
		if u.Status != OnMap {
			continue
		}
		j := m.Index(u.Hex)
		if g.Zulus[j] > 0 {
			return fmt.Errorf("%s shares %s with a Zulu", u.ID, u.Hex)
		}
		if g.isOnrush(j) || m.Info(j).MoveCost == 0 {
			return fmt.Errorf("%s stands in %s, which British units may not enter", u.ID, u.Hex)
		}
		if u.IsCombat() && (u.Strength < 1 || u.Strength > u.Full) {
			return fmt.Errorf("%s has strength %d of %d", u.ID, u.Strength, u.Full)
		}
		if overstackResolved && g.StackSP(u.Hex) > units.BritishStackLimit {
			return fmt.Errorf("%s holds %d SP (6.3)", u.Hex, g.StackSP(u.Hex))
		}
	}
	if g.Turn < 1 || g.Turn > g.Scen.Turns {
		return fmt.Errorf("turn %d", g.Turn)
	}
	return nil
}

// TestPropertyRandomGames plays thousands of games with both sides choosing
// random legal actions and checks the invariants after every action, that
// every game ends by a victory condition by turn 6, and that replaying the
// same seed and actions gives the same state hash.
func TestPropertyRandomGames(t *testing.T) {
	// 2000 games in make soak; make test's soak-short plays 300 more with
	// the soak's checks.
	games := testsize.Pick(100, 200, 2000)
	// The games are independent: they are shared out among parallel
	// workers (game n to worker n mod propertyWorkers), which finish the
	// package's longest test in about half the time on two cores.
	const propertyWorkers = 4
	var mu sync.Mutex
	outcomes := map[Outcome]int{}
	t.Run("games", func(t *testing.T) {
		for w := 0; w < propertyWorkers; w++ {
			t.Run(fmt.Sprint(w), func(t *testing.T) {
				t.Parallel()
				for n := w; n < games; n += propertyWorkers {
					o := playPropertyGame(t, n)
					mu.Lock()
					outcomes[o]++
					mu.Unlock()
				}
			})
		}
	})
	t.Logf("%d random games: %v", games, outcomes)
	if len(outcomes) < 2 {
		t.Errorf("random play produced only %v; the engine may be unable to reach some endings", outcomes)
	}
}

// playPropertyGame plays game n of TestPropertyRandomGames: the invariants
// after every action, a victory condition by turn 6, and (one game in ten)
// the same state again from the same seed and actions.
func playPropertyGame(t *testing.T, n int) Outcome {
	t.Helper()
	seed := uint64(1000 + n)
	id := "isandlwana"
	if n%4 == 3 {
		id = "isandlwana-free"
	}
	g := newGame(t, id, seed)
	var actions, acts []Action
	resolved := false
	rng := diceFor(seed)
	for !g.Over() {
		acts = g.AppendLegal(acts[:0])
		if len(acts) == 0 {
			t.Fatalf("game %d: no legal action in %s", n, g.Phase)
		}
		a := randomPolicy(g, acts, rng)
		wasMove := g.Phase == PhaseBritishMove
		if err := g.Apply(a); err != nil {
			t.Fatalf("game %d: legal action %q refused: %v", n, a, err)
		}
		actions = append(actions, a)
		if wasMove && g.Phase != PhaseBritishMove && len(g.Pending) == 0 {
			resolved = true
		}
		if err := checkInvariants(g, resolved); err != nil {
			t.Fatalf("game %d (seed %d) after %q, turn %d %s: %v", n, seed, a, g.Turn, g.Phase, err)
		}
	}
	if g.Outcome == NotOver || g.Stats.EndTurn > g.Scen.Turns {
		t.Fatalf("game %d ended without a victory condition by turn 6: %v turn %d", n, g.Outcome, g.Stats.EndTurn)
	}
	if n%10 == 0 {
		r := newGame(t, id, seed)
		for k, a := range actions {
			if err := r.Apply(a); err != nil {
				t.Fatalf("game %d replay: action %d %q refused: %v", n, k, a, err)
			}
		}
		if r.Hash() != g.Hash() {
			t.Fatalf("game %d: replaying the same seed and actions gave a different state", n)
		}
	}
	return g.Outcome
}

// randomPolicy picks a random legal action, leaning the Zulus towards
// attacking and closing in (so that every ending, capture and lone leader
// comes up) and ending phases now and then.
func randomPolicy(g *State, acts []Action, rng interface{ Intn(int) int }) Action {
	var attacks, closing []Action
	var end *Action
	for k := range acts {
		a := acts[k]
		switch {
		case a.Kind == ActEnd:
			end = &acts[k]
		case a.Kind == ActAttack:
			attacks = append(attacks, a)
		case a.Kind == ActZuluMove && g.nextToBritish(a.To):
			closing = append(closing, a)
		}
	}
	switch {
	case len(attacks) > 0 && rng.Intn(10) > 0:
		return attacks[rng.Intn(len(attacks))]
	case len(closing) > 0 && rng.Intn(10) > 2:
		return closing[rng.Intn(len(closing))]
	case end != nil && rng.Intn(6) == 0:
		return *end
	}
	return acts[rng.Intn(len(acts))]
}

func (g *State) nextToBritish(h hexmap.Hex) bool {
	for _, n := range h.Neighbors() {
		if g.Scen.Map.Contains(n) && g.combatIn(n) {
			return true
		}
	}
	return false
}

func TestHashChangesWithState(t *testing.T) {
	a, b := newGame(t, "isandlwana", 1), newGame(t, "isandlwana", 1)
	if a.Hash() != b.Hash() {
		t.Fatal("equal new games hash differently")
	}
	b.Zulus[0]++
	if a.Hash() == b.Hash() {
		t.Fatal("hash ignored a Zulu count")
	}
	c := a.Clone()
	mustApply(t, c, "end")
	if a.Phase != PhaseSetup || a.Hash() == c.Hash() {
		t.Fatal("a clone is not independent of its original")
	}
}

// A quiet game (no log text) plays exactly like a logged one.
func TestQuietGamesPlayTheSame(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		loud := newGame(t, "isandlwana", seed)
		quiet := New(loud.Scen, seed, Options{Quiet: true})
		rng := diceFor(seed)
		for !loud.Over() {
			a := randomPolicy(loud, loud.Legal(), rng)
			if err := loud.Apply(a); err != nil {
				t.Fatal(err)
			}
			if err := quiet.Apply(a); err != nil {
				t.Fatalf("seed %d: quiet game refused %q: %v", seed, a, err)
			}
		}
		if len(quiet.Log) != 0 || loud.Hash() != quiet.Hash() {
			t.Fatalf("seed %d: quiet game differs (log %d)", seed, len(quiet.Log))
		}
	}
}

// randomAction makes an action of any kind with arbitrary fields: mostly
// illegal, sometimes legal.
func randomAction(g *State, rng interface{ Intn(int) int }) Action {
	hexes := func() hexmap.Hex { return hexmap.H(rng.Intn(27), rng.Intn(16)) }
	ids := []string{"A", "C", "LtA", "StIz", "Pulleine", WagonID, "nobody", ""}
	unit := func() string { return ids[rng.Intn(len(ids))] }
	a := Action{Kind: ActionKind(rng.Intn(int(ActChoose) + 2)), From: hexes(), To: hexes(), Count: rng.Intn(20) - 2, Flag: rng.Intn(2) == 0}
	for n := rng.Intn(3); n > 0; n-- {
		a.Units = append(a.Units, unit())
		a.Shots = append(a.Shots, Shot{Unit: unit(), Strength: rng.Intn(10) - 1})
	}
	if d, ok := g.Decision(); ok && rng.Intn(2) == 0 {
		a.Pick = d.Options[rng.Intn(len(d.Options))] + "x"
	} else {
		a.Pick = unit()
	}
	return a
}

// Whatever is asked of the engine, it never panics, and an action it refuses
// leaves the state exactly as it was.
func TestPropertyRefusedActionsChangeNothing(t *testing.T) {
	games := testsize.Pick(30, 60, 300)
	for n := 0; n < games; n++ {
		seed := uint64(5000 + n)
		g := newGame(t, "isandlwana", seed)
		rng := diceFor(seed)
		for !g.Over() {
			for k := 0; k < 3; k++ {
				junk := randomAction(g, rng)
				before := g.Hash()
				if err := g.Apply(junk); err != nil && g.Hash() != before {
					t.Fatalf("game %d: refused %+v (%v) but the state changed", n, junk, err)
				}
				if g.Over() {
					break
				}
			}
			if g.Over() {
				break
			}
			if err := g.Apply(randomPolicy(g, g.Legal(), rng)); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// The engine's fast Zulu search gives the same costs as the generic
// hexmap search over the Zulu cost function, in positions from real games.
func TestZuluSearchMatchesReachable(t *testing.T) {
	for seed := uint64(1); seed <= 30; seed++ {
		g := newGame(t, "isandlwana", seed)
		rng := diceFor(seed)
		for step := 0; !g.Over(); step++ {
			if step%7 == 0 {
				m := g.Scen.Map
				for s := 0; s < m.Size(); s += 5 {
					if m.Info(s).MoveCost == 0 {
						continue
					}
					want := m.Reachable(s, units.ZuluMA, g.zuluCost(s)).Cost
					got := g.zuluCosts(s)
					for j := range want {
						if int(got[j]) != want[j] {
							t.Fatalf("seed %d step %d: from %s to %s: fast %d, generic %d", seed, step, m.HexAt(s), m.HexAt(j), got[j], want[j])
						}
					}
				}
			}
			if err := g.Apply(randomPolicy(g, g.Legal(), rng)); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// TestZuluSearchScatteredBritish checks the Zulu path search against the
// generic one from every hex, with the British counters scattered at random
// and the wagon standing alone (a Zulu may end its move there, not pass);
// from seed 11 on, every passable terrain also costs 1 to 6 MP at random
// (a scenario file may say so).
func TestZuluSearchScatteredBritish(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		g := newGame(t, "isandlwana", seed)
		rng := diceFor(seed)
		m := g.Scen.Map
		if seed > 10 {
			for k := range m.Key {
				if m.Key[k].MoveCost > 0 {
					m.Key[k].MoveCost = 1 + rng.Intn(units.ZuluMA)
				}
			}
		}
		for i := range g.Units {
			g.Units[i].Status = OnMap
			g.Units[i].Hex = m.HexAt(rng.Intn(m.Size()))
		}
		for {
			w := m.HexAt(rng.Intn(m.Size()))
			if !g.britishIn(w) && m.Info(m.Index(w)).MoveCost > 0 {
				g.Wagon.Hex, g.Wagon.Captured = w, false
				break
			}
		}
		for s := 0; s < m.Size(); s++ {
			if m.Info(s).MoveCost == 0 {
				continue
			}
			want := m.Reachable(s, units.ZuluMA, g.zuluCost(s)).Cost
			got := g.zuluCosts(s)
			for j := range want {
				if int(got[j]) != want[j] {
					t.Fatalf("seed %d: from %s to %s (wagon alone in %s): fast %d, generic %d", seed, m.HexAt(s), m.HexAt(j), g.Wagon.Hex, got[j], want[j])
				}
			}
		}
	}
}
