package isandlwana

import (
	"strings"
	"testing"

	"zulu1879/hexmap"
	"zulu1879/internal/testsize"
	"zulu1879/isandlwana"
	"zulu1879/scenarios"
)

// playWatching plays a game between the named bots and calls look before
// every action.
func playWatching(t *testing.T, scen string, seed uint64, zulu, british string, quiet bool, look func(*isandlwana.State)) *isandlwana.State {
	t.Helper()
	s, err := scenarios.Builtin(scen)
	if err != nil {
		t.Fatal(err)
	}
	g := isandlwana.New(s, seed, isandlwana.Options{Quiet: quiet})
	z, err := ForSide(zulu, isandlwana.Zulu)
	if err != nil {
		t.Fatal(err)
	}
	b, err := ForSide(british, isandlwana.British)
	if err != nil {
		t.Fatal(err)
	}
	for n := 0; !g.Over(); n++ {
		if n > MaxActions {
			t.Fatalf("seed %d: no end after %d actions", seed, n)
		}
		if look != nil {
			look(g)
		}
		bot := b
		if g.ToAct() == isandlwana.Zulu {
			bot = z
		}
		if _, _, err := Step(g, bot); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

// Every pairing of bots plays whole games on both set-ups without an
// illegal action, the same seed gives the same game, and every bot action
// leaves its reason in the log.
func TestBotsPlayWholeGamesReproducibly(t *testing.T) {
	seeds := []uint64{1, 2, 3}
	if testing.Short() {
		seeds = seeds[:1]
	}
	for _, scen := range []string{"isandlwana", "isandlwana-free"} {
		for _, z := range NamesFor(isandlwana.Zulu) {
			for _, b := range NamesFor(isandlwana.British) {
				for _, seed := range seeds {
					g1 := playWatching(t, scen, seed, z, b, false, nil)
					g2 := playWatching(t, scen, seed, z, b, true, nil)
					if g1.Hash() != g2.Hash() {
						t.Errorf("%s %s vs %s seed %d: a quiet replay ends in another state", scen, z, b, seed)
					}
					reasons := 0
					for _, e := range g1.Log {
						if e.Rule == ReasonRule {
							reasons++
							if i := strings.Index(e.Text, " — "); i < 0 || len(e.Text) <= i+len(" — ") {
								t.Fatalf("%s %s vs %s: reason event without a reason: %q", scen, z, b, e.Text)
							}
						}
					}
					if reasons == 0 {
						t.Errorf("%s %s vs %s seed %d: no reasons in the log", scen, z, b, seed)
					}
					if g1.Outcome == isandlwana.NotOver {
						t.Errorf("game not over")
					}
				}
			}
		}
	}
}

// The bots' own digests of the position agree with the engine: distance to
// the British, modified shot strengths and who may fire at what.
func TestBotArithmeticMatchesTheEngine(t *testing.T) {
	checked := map[string]int{}
	look := func(g *isandlwana.State) {
		m := g.Map()
		switch g.Phase {
		case isandlwana.PhaseZuluMove:
			if len(g.Pending) > 0 {
				return
			}
			b := newBoard(g)
			dist := b.distances()
			for i := 0; i < m.Size(); i++ {
				want := -1
				for _, j := range b.bhex {
					if d := hexmap.Distance(m.HexAt(i), m.HexAt(j)); want < 0 || d < want {
						want = d
					}
				}
				if dist[i] != want {
					t.Fatalf("distance from %s to the British: %d, want %d", m.HexAt(i), dist[i], want)
				}
			}
			checked["dist"]++
		case isandlwana.PhaseReaction, isandlwana.PhaseBritishCombat:
			if len(g.Pending) > 0 {
				return
			}
			f := newFireNet(g)
			mine := map[hexmap.Hex]map[int]bool{}
			for k, i := range f.units {
				for _, r := range f.reach[k] {
					th := m.HexAt(f.targets[r.t])
					if mine[th] == nil {
						mine[th] = map[int]bool{}
					}
					mine[th][i] = true
					for _, sp := range []int{1, f.left[k]} {
						want, _ := g.ShotStrength(i, th, sp)
						if got := modified(sp, r.mod); got != want {
							t.Fatalf("%s firing %d SP at %s: bot %d, engine %d", g.Units[i].ID, sp, th, got, want)
						}
					}
					checked["shot"]++
				}
			}
			targets := g.FireTargets()
			if len(targets) != len(mine) {
				t.Fatalf("%s turn %d: engine lists %d targets, bot %d", g.Phase, g.Turn, len(targets), len(mine))
			}
			for _, th := range targets {
				firers := g.Firers(th)
				if len(firers) != len(mine[th]) {
					t.Fatalf("%s: engine firers %v, bot %v", th, firers, mine[th])
				}
				for _, i := range firers {
					if !mine[th][i] {
						t.Fatalf("%s: engine lets %s fire, bot does not", th, g.Units[i].ID)
					}
				}
			}
		}
	}
	for _, seed := range []uint64{4, 5} {
		playWatching(t, "isandlwana", seed, "rule9", "standard", true, look)
	}
	for _, k := range []string{"dist", "shot"} {
		if checked[k] == 0 {
			t.Errorf("nothing checked for %s", k)
		}
	}
}

// The registry hands out fresh bots by name and refuses unknown names and
// the wrong side with a message that lists the choices.
func TestRegistry(t *testing.T) {
	for _, n := range Names() {
		a, err := ByName(n)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := ByName(n)
		if a == b {
			t.Errorf("%s: ByName returned the same instance twice", n)
		}
		if a.Name() != n || About(n) == "" {
			t.Errorf("%s: name %q, about %q", n, a.Name(), About(n))
		}
	}
	if _, err := ByName("deep-blue"); err == nil || !strings.Contains(err.Error(), "rule9") {
		t.Errorf("unknown bot: %v", err)
	}
	if _, err := ForSide("rule9", isandlwana.British); err == nil || !strings.Contains(err.Error(), "passive") {
		t.Errorf("wrong side: %v", err)
	}
	if _, err := ForSide("deep-blue", isandlwana.Zulu); err == nil || err.Error() != `no bot named "deep-blue" (Zulu bots: hard, rule9)` {
		t.Errorf("unknown bot for a side lists that side's bots: %v", err)
	}
	s, _ := scenarios.Builtin("isandlwana")
	g := isandlwana.New(s, 1, isandlwana.Options{})
	if _, _, err := Step(g, NewRule9()); err == nil {
		t.Error("a Zulu bot acted in the British set-up")
	}
}

// The standard British bot beats the passive one against rule 9 (a smoke
// check of "plays sensibly"; the real figures are in docs/balance.md).
func TestStandardOutplaysPassive(t *testing.T) {
	// 150 games a bot in make soak (ZULU1879_LONG_TESTS=1), 50 in make test.
	games := uint64(testsize.Pick(0, 50, 150))
	if games == 0 {
		t.Skip("plays 100 games")
	}
	wins := map[string]int{}
	for _, b := range []string{"passive", "standard"} {
		for seed := uint64(1); seed <= games; seed++ {
			g := playWatching(t, "isandlwana", seed, "rule9", b, true, nil)
			if g.Outcome.Winner() == isandlwana.British {
				wins[b]++
			}
		}
	}
	if wins["standard"] <= wins["passive"] {
		t.Errorf("British wins against rule 9 in %d games: standard %d, passive %d", games, wins["standard"], wins["passive"])
	}
}

// TestNextAsksTheBotOnlyInItsTurnAndChangesNothing: the one bot step every
// front end uses refuses a bot whose side is not to act and a finished
// game, and otherwise returns an action the engine takes, leaving the game
// as it was.
func TestNextAsksTheBotOnlyInItsTurnAndChangesNothing(t *testing.T) {
	s, err := scenarios.Builtin("isandlwana")
	if err != nil {
		t.Fatal(err)
	}
	g := isandlwana.New(s, 5, isandlwana.Options{})
	if _, _, err := Next(g, NewRule9()); err == nil || !strings.Contains(err.Error(), "cannot act") {
		t.Errorf("a Zulu bot in the British set-up: %v", err)
	}
	h := g.Hash()
	a, why, err := Next(g, NewStandard())
	if err != nil || why == "" || g.Hash() != h {
		t.Fatalf("the British bot: %v %q %v (changed the game: %v)", a, why, err, g.Hash() != h)
	}
	if err := g.Apply(a); err != nil {
		t.Fatalf("the engine refuses the bot's %s: %v", a, err)
	}
	if err := Play(g, NewRule9(), NewStandard()); err != nil {
		t.Fatal(err)
	}
	if _, _, err := Next(g, NewRule9()); err == nil || !strings.Contains(err.Error(), "over") {
		t.Errorf("a finished game: %v", err)
	}
}
