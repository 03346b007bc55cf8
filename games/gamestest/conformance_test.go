package gamestest

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"zulu1879/dice"
	"zulu1879/games"
)

// pig is a toy dice game for two seats, small enough to break on purpose:
// roll a die to add it to the turn's total (a 1 loses the total and the
// turn) or hold to bank the total; the first to 12 wins.
type pig struct {
	bug   string // which promise this copy breaks ("" none)
	score [2]int
	total int
	seat  games.Seat
	won   games.Seat // Nobody while the game goes on
	dice  dice.Seeded
	log   []games.Event
}

type pigRules struct{ bug string }

func (r pigRules) Info() games.Info {
	return games.Info{ID: "pig", Title: "Pig", Seats: []string{"first", "second"}, Scenarios: []string{"standard"}}
}

func (r pigRules) New(s games.Setup) (games.State, error) {
	if s.Scenario != "" && s.Scenario != "standard" {
		return nil, fmt.Errorf("pig: no scenario %q", s.Scenario)
	}
	var o struct{}
	if r.bug != "unknown-option-accepted" {
		if err := games.DecodeOptions("pig", s.Options, &o); err != nil {
			return nil, err
		}
	}
	g := &pig{bug: r.bug, won: games.Nobody, dice: dice.Seeded{State: s.Seed}}
	if r.bug == "dice-not-from-seed" {
		g.dice = dice.Seeded{State: 42}
	}
	return g, nil
}

func (g *pig) over() bool { return g.won != games.Nobody }

func (g *pig) ToAct() games.Seat {
	if g.over() && g.bug != "acts-after-the-end" {
		return games.Nobody
	}
	return g.seat
}

func (g *pig) Prompt() games.Prompt {
	if g.over() {
		return games.Prompt{Seat: games.Nobody, Key: "over", Text: "over"}
	}
	return games.Prompt{Seat: g.seat, Key: "turn", Text: fmt.Sprintf("%d in hand: roll or hold", g.total)}
}

func (g *pig) Legal() []string {
	if g.over() {
		return nil
	}
	switch g.bug {
	case "legal-unsorted":
		return []string{"roll", "hold"}
	case "legal-duplicates":
		return []string{"hold", "hold", "roll"}
	case "legal-lists-a-refused-action":
		return []string{"hold", "roll", "shout"}
	}
	return []string{"hold", "roll"}
}

func (g *pig) Apply(a string) error {
	if g.over() {
		return fmt.Errorf("pig: the game is over")
	}
	switch a {
	case "roll":
		d := g.dice.Roll(6, "roll")
		if g.bug == "log-rewritten" && len(g.log) > 0 {
			g.log[len(g.log)-1].Text += "!"
		}
		g.log = append(g.log, games.Event{Seat: g.seat, Text: "rolls", Dice: []int{d}})
		if d == 1 {
			g.total = 0
			g.seat = 1 - g.seat
		} else {
			g.total += d
		}
	case "hold":
		g.score[g.seat] += g.total
		g.total = 0
		g.log = append(g.log, games.Event{Seat: g.seat, Text: "holds"})
		if g.score[g.seat] >= 12 && g.bug != "never-ends" {
			g.won = g.seat
		} else {
			g.seat = 1 - g.seat
		}
	default:
		if g.bug == "junk-accepted" {
			return nil
		}
		if g.bug == "refused-action-changes-state" {
			g.total++
		}
		return fmt.Errorf("pig: %q: say roll or hold", a)
	}
	return nil
}

func (g *pig) Result() (games.Result, bool) {
	if g.bug == "result-before-the-end" && !g.over() {
		return games.Result{Key: "early"}, false
	}
	if !g.over() {
		return games.Result{}, false
	}
	return games.Result{Winners: []games.Seat{g.won}, Key: "twelve", How: "reached 12"}, true
}

func (g *pig) Hash() string {
	return fmt.Sprint(g.score, g.total, g.seat, g.won, g.dice.State)
}

func (g *pig) Log(_ games.Seat, from int) []games.Event {
	if from >= len(g.log) {
		return nil
	}
	return slices.Clone(g.log[from:])
}

func (g *pig) View(seat games.Seat) any {
	v := map[string]any{"score": g.score, "total": g.total, "seat": g.seat}
	if g.bug == "view-differs-by-seat" {
		v["reader"] = seat
	}
	return v
}

func (g *pig) Clone() games.State {
	if g.bug == "clone-shares-state" {
		return g
	}
	c := *g
	c.log = slices.Clone(g.log)
	return &c
}

func (g *pig) Reseed(seed uint64) { g.dice = dice.Seeded{State: seed} }

// TestConformance_AConformingGamePasses: the toy game as written keeps
// every promise, so Check finds nothing.
func TestConformance_AConformingGamePasses(t *testing.T) {
	if ps := Check(pigRules{}, Options{Seeds: []uint64{1, 2, 3}}); len(ps) != 0 {
		t.Fatalf("Check found problems in a conforming game: %v", ps)
	}
}

// TestConformance_EachBrokenPromiseIsReported: every promise of the
// contract broken on purpose is reported, with a message that says which.
func TestConformance_EachBrokenPromiseIsReported(t *testing.T) {
	for _, c := range []struct{ bug, want string }{
		{"legal-unsorted", "not sorted without duplicates"},
		{"legal-duplicates", "not sorted without duplicates"},
		{"legal-lists-a-refused-action", `legal action "shout" refused`},
		{"junk-accepted", "junk action"},
		{"refused-action-changes-state", "changed the state"},
		{"clone-shares-state", "changed the original"},
		{"log-rewritten", "log changed event"},
		{"view-differs-by-seat", "view differs from the omniscient one"},
		{"acts-after-the-end", "but Result says over=true"},
		{"result-before-the-end", "before the end"},
		{"never-ends", "did not end within"},
		{"unknown-option-accepted", "accepted an unknown option"},
		{"dice-not-from-seed", "every seed logged the same dice"},
	} {
		t.Run(c.bug, func(t *testing.T) {
			ps := Check(pigRules{bug: c.bug}, Options{Seeds: []uint64{1, 2, 3}, MaxSteps: 2000})
			for _, p := range ps {
				if strings.Contains(p.Error(), c.want) {
					return
				}
			}
			t.Fatalf("no problem mentions %q; got %v", c.want, ps)
		})
	}
}

// TestConformance_ReplayMustGiveTheSameHashes: a game whose hash depends on
// something besides the setup and the actions (here a counter shared by
// every game) fails the replay check.
func TestConformance_ReplayMustGiveTheSameHashes(t *testing.T) {
	ps := Check(driftRules{}, Options{Seeds: []uint64{1}})
	for _, p := range ps {
		if strings.Contains(p.Error(), "replay step") {
			return
		}
	}
	t.Fatalf("no replay problem reported; got %v", ps)
}

// driftRules is pig whose hash counts the games ever started.
type driftRules struct{}

var started int

func (driftRules) Info() games.Info { return pigRules{}.Info() }
func (driftRules) New(s games.Setup) (games.State, error) {
	st, err := pigRules{}.New(s)
	if err != nil {
		return nil, err
	}
	started++
	return &drift{pig: st.(*pig), n: started}, nil
}

type drift struct {
	*pig
	n int
}

func (d *drift) Hash() string { return fmt.Sprint(d.pig.Hash(), d.n) }
func (d *drift) Clone() games.State {
	return &drift{pig: d.pig.Clone().(*pig), n: d.n}
}
