package ramparts

import (
	"fmt"
	"strings"
	"testing"

	"zulu1879/dice"
	"zulu1879/internal/soak"
)

// soakSampleEvery is how often (one action in so many, at random) the soak
// also makes its costlier checks: the hash of a clone (a JSON round trip),
// and an arbitrary action that a clone refuses without changing.
const soakSampleEvery = 16

// soakStepLimit ends a game that does not end by itself (randomGame's limit).
const soakStepLimit = 5000

// TestSoak plays Rorke's Drift games in which the player picks uniformly
// among Legal() at every decision (the game plays the Zulus), with the
// options of optionsFor, and checks invariants after every action, the hand
// limit after every Housekeeping, the sampled clone and refusal checks, that
// each game ends before the turn limit, and that replaying the same seed and
// actions gives the same final hash (every game). Every action must read back
// from its notation, so that a failing game's action file replays. A plain run plays a few
// hundred games; -soak.duration 10m soaks (see internal/soak for the flags).
func TestSoak(t *testing.T) {
	soak.Run(t, soak.Engine[Action]{
		Name: "rorkes-drift", Package: "./ramparts", Test: "TestSoak", Games: 200, Short: 50,
		Play:   soakGame,
		Header: soakHeader,
	})
}

// soakGame plays the game of seed r.Seed with uniform legal actions.
func soakGame(r *soak.Record[Action]) (string, error) {
	opts := optionsFor(r.Seed)
	g, err := New(opts, dice.NewSeeded(r.Seed))
	if err != nil {
		return "", fmt.Errorf("new game: %v", err)
	}
	var hookErr error
	g.afterHousekeeping = func(g *Game) {
		if len(g.Hand) > HandLimit && !g.handLimitLifted() && hookErr == nil {
			hookErr = fmt.Errorf("turn %d: %d cards kept after Housekeeping", g.Turn, len(g.Hand))
		}
	}
	if err := invariants(g); err != nil {
		return "", fmt.Errorf("new game: %v", err)
	}
	pick := dice.NewSeeded(r.Seed ^ 0x50a650a6)
	for !g.Over() {
		if r.Late() {
			return "", soak.ErrDeadline
		}
		if len(r.Actions) >= soakStepLimit {
			return "", fmt.Errorf("no end after %d actions (turn %d, %s)", soakStepLimit, g.Turn, g.Phase)
		}
		l := g.Legal()
		if len(l) == 0 {
			return "", fmt.Errorf("no legal action in turn %d, %s", g.Turn, g.Phase)
		}
		a := l[pick.Intn(len(l))]
		if err := g.Apply(a); err != nil {
			return "", fmt.Errorf("legal action %s refused in turn %d, %s: %v", a, g.Turn, g.Phase, err)
		}
		r.Actions = append(r.Actions, a)
		if b, err := ParseAction(a.String()); err != nil || b != a {
			return "", fmt.Errorf("the action %q does not read back as itself (%+v, %v), so a file of actions would not replay", a, b, err)
		}
		if hookErr != nil {
			return "", hookErr
		}
		if err := invariants(g); err != nil {
			return "", fmt.Errorf("turn %d, %s: %v", g.Turn, g.Phase, err)
		}
		if pick.Intn(soakSampleEvery) == 0 {
			r.Samples++
			if err := soakSample(g, pick); err != nil {
				return "", fmt.Errorf("turn %d, %s: %v", g.Turn, g.Phase, err)
			}
		}
	}
	res := g.Result()
	if res.Cause == CauseStalemate {
		return "", fmt.Errorf("the game hit the turn limit in turn %d", g.Turn)
	}
	// Same seed, same actions: the same game.
	r.Samples++
	re, err := New(opts, dice.NewSeeded(r.Seed))
	if err != nil {
		return "", fmt.Errorf("replay: %v", err)
	}
	for k, a := range r.Actions {
		if err := re.Apply(a); err != nil {
			return "", fmt.Errorf("replay: action %d %s refused: %v", k+1, a, err)
		}
	}
	if re.Hash() != g.Hash() {
		return "", fmt.Errorf("replaying the seed and the %d actions gave a different final state", len(r.Actions))
	}
	return res.Cause, nil
}

// soakSample makes the costlier checks on g: a clone hashes as g does; an
// arbitrary action (mostly illegal) that a clone refuses leaves it as it
// was, with a one-line message, and one it accepts keeps the invariants.
func soakSample(g *Game, pick *dice.Seeded) error {
	h := g.Hash()
	c := g.Clone()
	if c == nil || c.Hash() != h {
		return fmt.Errorf("a clone hashes differently from its original")
	}
	junk := soakJunk(pick)
	nlog := len(c.Log)
	if err := c.Apply(junk); err != nil {
		if msg := err.Error(); msg == "" || strings.Contains(msg, "\n") {
			return fmt.Errorf("refused %s with a message that is not one line: %q", junk, msg)
		}
		if c.Hash() != h || len(c.Log) != nlog {
			return fmt.Errorf("refused %s (%v) but the game changed", junk, err)
		}
		return nil
	}
	if err := invariants(c); err != nil {
		return fmt.Errorf("after the arbitrary action %s: %v", junk, err)
	}
	return nil
}

// soakJunk makes an action of any kind with arbitrary fields: mostly
// illegal, sometimes legal.
func soakJunk(pick *dice.Seeded) Action {
	kinds := []string{KindPass, KindPut, KindFire, KindReserve, KindDisband, KindBarricade, KindCease,
		KindFireFight, KindAmmo, KindUse, KindPlay, KindDiscard, "dance", ""}
	targets := []string{"", "uThulwana", "uDloko", "iNdlondlo", "iNdluyengwe", "hospital", "storehouse", "nobody"}
	return Action{
		Kind: kinds[pick.Intn(len(kinds))], Card: pick.Intn(56) - 2, Ab: pick.Intn(4) - 1,
		Card2: pick.Intn(56) - 2, Target: targets[pick.Intn(len(targets))], N: pick.Intn(6) - 1,
	}
}

// soakHeader says how to replay a failing game's action file in the
// terminal, where the command line can set its options.
func soakHeader(seed uint64) []string {
	o := optionsFor(seed)
	if o.Campaign != (Campaign{}) {
		return []string{fmt.Sprintf("campaign options %+v: the rorke command cannot set them; replay with go test (-soak.seed %d)", o.Campaign, seed)}
	}
	flags := fmt.Sprintf("--seed %d", seed)
	for _, f := range []struct {
		on   bool
		flag string
	}{{o.StrongerIButhos, "--stronger-ibuthos"}, {o.MeleeCombat, "--melee"}, {o.MorningAttack, "--morning-attack"}, {o.Officers, "--officers"}} {
		if f.on {
			flags += " " + f.flag
		}
	}
	if len(o.OptionalCards) > 0 {
		var ids []string
		for _, id := range o.OptionalCards {
			ids = append(ids, fmt.Sprint(id))
		}
		flags += " --cards " + strings.Join(ids, ",")
	}
	return []string{"replay: zulu1879 rorke " + flags + " --autosave=false < THIS-FILE"}
}
