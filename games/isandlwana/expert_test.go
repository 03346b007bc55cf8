package isandlwana

import (
	"encoding/json"
	"regexp"
	"strings"
	"testing"

	ai "zulu1879/ai/isandlwana"
	"zulu1879/ai/search"
	"zulu1879/games"
	engine "zulu1879/isandlwana"
)

// expertGame plays seed to the end with an expert of the given budget and
// workers against the standard British, and returns the final hash and the
// expert's reasons in order.
func expertGame(t *testing.T, seed uint64, budget, workers int) (string, []string) {
	t.Helper()
	s := start(t, games.Setup{Seed: seed, Options: json.RawMessage(`{"quiet": true}`)})
	e := NewExpert(seed, search.Config{Budget: budget, Workers: workers})
	brit := newBot("standard")
	var reasons []string
	for n := 0; !games.Over(s); n++ {
		if n >= games.MaxActions {
			t.Fatalf("seed %d: no end after %d actions", seed, n)
		}
		if s.ToAct() == Zulu {
			why, err := e.Move(s)
			if err != nil {
				t.Fatalf("seed %d, action %d: %v", seed, n, err)
			}
			reasons = append(reasons, why)
			continue
		}
		if _, err := brit.Move(s); err != nil {
			t.Fatalf("seed %d, action %d: %v", seed, n, err)
		}
	}
	return s.Hash(), reasons
}

// TestExpert_SameGameForAnyWorkerCount: one worker or three, the expert
// plays the same game (its rollouts' seeds depend on its seed and the
// position only).
func TestExpert_SameGameForAnyWorkerCount(t *testing.T) {
	one, r1 := expertGame(t, 3, 12, 1)
	three, r3 := expertGame(t, 3, 12, 3)
	if one != three || strings.Join(r1, "\n") != strings.Join(r3, "\n") {
		t.Errorf("1 worker ends at %s, 3 workers at %s", one, three)
	}
}

// TestExpert_ReasonsNameThePlanAndItsWinChance: the first Zulu action of a
// movement or attack phase names the plan chosen with its share of wins;
// the phase's later actions name the plan they follow, which is the same.
func TestExpert_ReasonsNameThePlanAndItsWinChance(t *testing.T) {
	s := start(t, games.Setup{Seed: 4, Options: json.RawMessage(`{"quiet": true}`)})
	e := NewExpert(4, search.Config{Budget: 12})
	brit := newBot("standard")
	first := regexp.MustCompile(`^plan (\S+): \d+% Zulu wins over \d+ rollouts`)
	names := strings.Join(ai.ZuluVariants(), " ")
	searched, followed := 0, 0
	plan := ""
	for n := 0; !games.Over(s) && searched < 4; n++ {
		g := s.G
		if s.ToAct() != Zulu {
			if _, err := brit.Move(s); err != nil {
				t.Fatal(err)
			}
			continue
		}
		inPhase := g.Phase == engine.PhaseZuluMove || g.Phase == engine.PhaseZuluAttack
		why, err := e.Move(s)
		if err != nil {
			t.Fatal(err)
		}
		switch m := first.FindStringSubmatch(why); {
		case m != nil:
			if !strings.Contains(names, m[1]) {
				t.Errorf("plan %q is no variant (%s)", m[1], names)
			}
			plan = m[1]
			searched++
		case inPhase:
			if !strings.HasPrefix(why, plan+": ") {
				t.Errorf("within the phase of plan %s the reason is %q", plan, why)
			}
			followed++
		}
	}
	if searched < 4 || followed == 0 {
		t.Errorf("%d phases planned, %d actions followed a plan: want 4 and some", searched, followed)
	}
}
