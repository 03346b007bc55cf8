package search

import (
	"math"
	"reflect"
	"testing"
	"time"

	"zulu1879/games"
	"zulu1879/internal/toygame"
)

var oneStep = map[string]int{"a": 2, "b": 8, "c": 5}

// TestSearchFindsTheKnownBestMove: over many positions (game seeds) and
// searcher seeds, a search of 120 rollouts picks b (80% against 50% and
// 20%) and estimates it near 80%.
func TestSearchFindsTheKnownBestMove(t *testing.T) {
	wrong := 0
	for seed := uint64(1); seed <= 40; seed++ {
		g := newGamble(seed, 1, oneStep, "a", "b", "c")
		out, err := Search(g, Singles(g.Legal()), Config{Seed: seed * 7, Budget: 120, Policy: firstPolicy})
		if err != nil {
			t.Fatal(err)
		}
		if out.Chosen().Plan.Actions[0] != "b" {
			wrong++
		}
		if e := out.Chosen(); math.Abs(e.Wins-0.8) > 0.2 {
			t.Errorf("seed %d: estimated %s for %q over %d rollouts, the truth is 80%%", seed, Percent(e.Wins), e.Plan, e.Rollouts)
		}
	}
	if wrong > 1 {
		t.Errorf("the search missed the best move in %d of 40 positions", wrong)
	}
}

// TestSearchSamplesFreshDice: the rollouts of a candidate do not all see
// the position's own next die (which would make every estimate 0 or 1),
// and the game's Redraw is called for every rollout.
func TestSearchSamplesFreshDice(t *testing.T) {
	g := newGamble(5, 1, oneStep, "a", "b", "c")
	out, err := Search(g, Singles(g.Legal()), Config{Seed: 1, Budget: 90, Policy: firstPolicy})
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range out.Estimates {
		if e.Rollouts >= 10 && (e.Wins == 0 || e.Wins == 1) {
			t.Errorf("%q won %s of %d rollouts: the rollouts read the position's dice", e.Plan, Percent(e.Wins), e.Rollouts)
		}
	}
	if *g.redraws != out.Rollouts {
		t.Errorf("Redraw called %d times for %d rollouts", *g.redraws, out.Rollouts)
	}
	if len(g.made) != 0 {
		t.Errorf("the search changed the position: %v", g.made)
	}
}

// TestSearchPlansOfSeveralActions: with two choices to make, the plan "a
// then b" (90%) beats what its first action is worth when the policy
// finishes it ("a then a", 10%), which a search over single actions cannot
// see: it picks b (50% either way).
func TestSearchPlansOfSeveralActions(t *testing.T) {
	odds := map[string]int{"aa": 1, "ab": 9, "ba": 5, "bb": 5}
	g := newGamble(3, 2, odds, "a", "b")
	cfg := Config{Seed: 2, Budget: 200, Policy: firstPolicy}
	single, err := Search(g, Singles(g.Legal()), cfg)
	if err != nil {
		t.Fatal(err)
	}
	if got := single.Chosen().Plan.String(); got != "b" {
		t.Errorf("over single actions with the first-choice policy the search chose %q, want b", got)
	}
	plans := []Plan{{Actions: []string{"a", "a"}}, {Actions: []string{"a", "b"}}, {Name: "both b", Actions: []string{"b", "b"}}}
	out, err := Search(g, plans, cfg)
	if err != nil {
		t.Fatal(err)
	}
	if got := out.Chosen().Plan.String(); got != "a; b" {
		t.Errorf("over plans the search chose %q, want \"a; b\"", got)
	}
}

// TestSearchSpendsItsBudget: successive halving plays at most the budget
// and, without a time limit, nearly all of it; a single candidate costs
// nothing.
func TestSearchSpendsItsBudget(t *testing.T) {
	for _, n := range []int{2, 3, 5, 8} {
		choices := []string{"a", "b", "c", "d", "e", "f", "g", "h"}[:n]
		g := newGamble(1, 1, oneStep, choices...)
		for _, budget := range []int{16, 50, 128} {
			out, err := Search(g, Singles(g.Legal()), Config{Budget: budget, Policy: firstPolicy})
			if err != nil {
				t.Fatal(err)
			}
			sum := 0
			for _, e := range out.Estimates {
				sum += e.Rollouts
			}
			if out.Rollouts > budget || sum != out.Rollouts || out.Rollouts < budget-2*n {
				t.Errorf("%d candidates, budget %d: played %d (estimates sum to %d)", n, budget, out.Rollouts, sum)
			}
		}
	}
	g := newGamble(1, 1, oneStep, "a")
	out, err := Search(g, Singles(g.Legal()), Config{Policy: firstPolicy})
	if err != nil || out.Rollouts != 0 || out.Best != 0 {
		t.Errorf("one candidate: %+v, %v", out, err)
	}
}

// TestSearchSameChoiceForAnyWorkerCount: on the toy card game, from many
// positions, the whole outcome of a search (every estimate) is the same
// for 1, 2 and 5 workers, and for a time limit that is never reached.
func TestSearchSameChoiceForAnyWorkerCount(t *testing.T) {
	toygame.Register()
	policy, err := Registered(toygame.ID, nil)
	if err != nil {
		t.Fatal(err)
	}
	rules, err := games.Lookup(toygame.ID)
	if err != nil {
		t.Fatal(err)
	}
	for seed := uint64(1); seed <= 12; seed++ {
		s, err := rules.New(games.Setup{Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		for !games.Over(s) {
			base := Config{Seed: seed, Budget: 60, Policy: policy}
			want, err := Search(s, Singles(s.Legal()), base)
			if err != nil {
				t.Fatal(err)
			}
			for _, w := range []int{2, 5} {
				cfg := base
				cfg.Workers = w
				cfg.TimeLimit = time.Hour
				got, err := Search(s, Singles(s.Legal()), cfg)
				if err != nil {
					t.Fatal(err)
				}
				if !reflect.DeepEqual(got, want) {
					t.Fatalf("seed %d, %s: %d workers found %+v, one worker %+v", seed, s.Hash(), w, got, want)
				}
			}
			if err := s.Apply(want.Chosen().Plan.Actions[0]); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// TestSearchDependsOnSeedAndPosition: the rollouts' dice change with the
// searcher's seed (so two bots do not share their luck), and with
// DistinctDice the candidates get dice of their own.
func TestSearchDependsOnSeedAndPosition(t *testing.T) {
	g := newGamble(1, 1, oneStep, "a", "b", "c")
	means := map[[3]float64]bool{}
	for seed := uint64(1); seed <= 5; seed++ {
		out, err := Search(g, Singles(g.Legal()), Config{Seed: seed, Budget: 60, Policy: firstPolicy})
		if err != nil {
			t.Fatal(err)
		}
		means[[3]float64{out.Estimates[0].Wins, out.Estimates[1].Wins, out.Estimates[2].Wins}] = true
	}
	if len(means) < 3 {
		t.Errorf("five searcher seeds gave %d different sets of estimates", len(means))
	}
	// Common dice: "a" wins only when "b" wins on the same rollout.
	out, err := Search(g, Singles([]string{"a", "b"}), Config{Seed: 9, Budget: 100, Policy: firstPolicy})
	if err != nil {
		t.Fatal(err)
	}
	if out.Estimates[0].Wins > out.Estimates[1].Wins {
		t.Errorf("with common dice a (%v) beat b (%v) on the same rolls", out.Estimates[0].Wins, out.Estimates[1].Wins)
	}
	same := 0
	for seed := uint64(1); seed <= 20; seed++ {
		cfg := Config{Seed: seed, Budget: 20, Policy: firstPolicy, DistinctDice: true}
		out, err := Search(g, Singles([]string{"a", "a"}), cfg)
		if err != nil {
			t.Fatal(err)
		}
		if out.Estimates[0].Wins == out.Estimates[1].Wins {
			same++
		}
	}
	if same == 20 {
		t.Error("with DistinctDice two copies of one candidate always scored alike")
	}
}

// TestSearchTimeLimitStillChooses: a time limit that passes at once cuts
// the search short but still returns a legal candidate.
func TestSearchTimeLimitStillChooses(t *testing.T) {
	g := newGamble(1, 1, oneStep, "a", "b", "c")
	out, err := Search(g, Singles(g.Legal()), Config{Budget: 1000, Policy: firstPolicy, TimeLimit: time.Nanosecond})
	if err != nil {
		t.Fatal(err)
	}
	if !out.TimedOut || out.Rollouts >= 1000 || out.Best < 0 || out.Best > 2 {
		t.Errorf("a 1ns limit: %+v", out)
	}
}

// TestSearchRefusesBadInput: no candidate, no policy, a refused first
// action and a finished game are errors.
func TestSearchRefusesBadInput(t *testing.T) {
	g := newGamble(1, 1, oneStep, "a", "b")
	if _, err := Search(g, nil, Config{Policy: firstPolicy}); err == nil {
		t.Error("no candidates: no error")
	}
	if _, err := Search(g, Singles(g.Legal()), Config{}); err == nil {
		t.Error("no policy: no error")
	}
	if _, err := Search(g, Singles([]string{"a", "z"}), Config{Policy: firstPolicy}); err == nil {
		t.Error("a refused action: no error")
	}
	_ = g.Apply("a")
	if _, err := Search(g, Singles([]string{"a", "b"}), Config{Policy: firstPolicy}); err == nil {
		t.Error("a finished game: no error")
	}
}

// TestSearchIncumbentHoldsUnlessBeaten: with the first candidate as the
// incumbent, candidates as good as it do not replace it (without the
// incumbent rule, the luckiest of equals often wins), and a clearly better
// one does.
func TestSearchIncumbentHoldsUnlessBeaten(t *testing.T) {
	equal := map[string]int{"a": 5, "b": 5, "c": 5, "d": 5, "e": 5}
	kept, keptWithout := 0, 0
	for seed := uint64(1); seed <= 30; seed++ {
		g := newGamble(seed, 1, equal, "a", "b", "c", "d", "e")
		cfg := Config{Seed: seed, Budget: 40, Policy: firstPolicy, DistinctDice: true}
		out, err := Search(g, Singles(g.Legal()), cfg)
		if err != nil {
			t.Fatal(err)
		}
		if out.Best == 0 {
			keptWithout++
		}
		cfg.Incumbent, cfg.Confidence = true, 1.64
		out, err = Search(g, Singles(g.Legal()), cfg)
		if err != nil {
			t.Fatal(err)
		}
		if out.Best == 0 {
			kept++
		}
	}
	if kept < 25 || keptWithout >= kept {
		t.Errorf("among equals the incumbent was kept in %d of 30 searches, %d without the incumbent rule", kept, keptWithout)
	}
	beaten := 0
	for seed := uint64(1); seed <= 30; seed++ {
		g := newGamble(seed, 1, oneStep, "a", "b", "c")
		out, err := Search(g, Singles(g.Legal()), Config{Seed: seed, Budget: 60, Policy: firstPolicy, Incumbent: true, Confidence: 1.64})
		if err != nil {
			t.Fatal(err)
		}
		if out.Chosen().Plan.String() == "b" {
			beaten++
		}
	}
	if beaten < 27 {
		t.Errorf("b (80%%) replaced the incumbent a (20%%) in only %d of 30 searches", beaten)
	}
}

// TestPairedAdvantage: the z-score of paired differences.
func TestPairedAdvantage(t *testing.T) {
	if z := paired([]float64{1, 1, 0, 1}, []float64{0, 1, 0, 0}); math.Abs(z-math.Sqrt(3)) > 1e-9 {
		t.Errorf("z = %v, want √3", z)
	}
	if z := paired([]float64{1, 1}, []float64{0, 0}); !math.IsInf(z, 1) {
		t.Errorf("a constant advantage: z = %v", z)
	}
	if z := paired([]float64{1, 0}, []float64{1, 0}); z != 0 {
		t.Errorf("no difference: z = %v", z)
	}
}

// TestSearchPrepareActsOnEveryRolloutCopy: Config.Prepare is called once
// per rollout, on the rollout's copy (never the position searched from),
// before the plan is applied: here it makes every outcome a win.
func TestSearchPrepareActsOnEveryRolloutCopy(t *testing.T) {
	g := newGamble(1, 1, oneStep, "a", "b", "c")
	calls := 0
	cfg := Config{Budget: 30, Policy: firstPolicy, Prepare: func(s games.State, _ uint64) {
		c := s.(*gamble)
		if c == g {
			t.Error("Prepare was given the position searched from")
		}
		if len(c.made) != 0 {
			t.Errorf("Prepare came after the plan: %v", c.made)
		}
		c.Odds = map[string]int{"a": 10, "b": 10, "c": 10}
		calls++
	}}
	out, err := Search(g, Singles(g.Legal()), cfg)
	if err != nil {
		t.Fatal(err)
	}
	if calls != out.Rollouts || calls == 0 {
		t.Errorf("Prepare called %d times for %d rollouts", calls, out.Rollouts)
	}
	for _, e := range out.Estimates {
		if e.Rollouts > 0 && e.Mean != 1 {
			t.Errorf("%s: mean %.2f over %d rollouts, want 1 (every outcome a win)", e.Plan, e.Mean, e.Rollouts)
		}
	}
}

// TestSearchDropTwins: with common dice, two plans that play alike score
// alike rollout by rollout; DropTwins drops the later one after the first
// round and gives its rollouts to the others.
func TestSearchDropTwins(t *testing.T) {
	g := newGamble(1, 2, map[string]int{"aa": 2, "ab": 8, "ba": 5, "bb": 9}, "a", "b")
	plans := []Plan{
		{Name: "a then policy", Actions: []string{"a"}},
		{Name: "a, a", Actions: []string{"a", "a"}}, // the policy plays "a" too: a twin of the first
		{Name: "b", Actions: []string{"b"}},
		{Name: "a, b", Actions: []string{"a", "b"}},
	}
	for _, drop := range []bool{false, true} {
		out, err := Search(g, plans, Config{Seed: 9, Budget: 64, Policy: firstPolicy, Incumbent: true, DropTwins: drop})
		if err != nil {
			t.Fatal(err)
		}
		twin := out.Estimates[1]
		if drop && (twin.Twin != 0 || twin.Round != 0) {
			t.Errorf("DropTwins: the twin has Twin %d, last round %d; want 0 and 0", twin.Twin, twin.Round)
		}
		if !drop && twin.Twin != -1 {
			t.Errorf("without DropTwins the twin is marked %d", twin.Twin)
		}
		for i, e := range out.Estimates {
			if i != 1 && e.Twin != -1 {
				t.Errorf("drop %v: %s marked a twin of %d", drop, e.Plan, e.Twin)
			}
		}
	}
}
