// Package gamestest checks that a game keeps the promises of package games.
// It is written once; every registered game runs it (games/all), and a new
// game is not finished until it passes:
//
//	func TestConformance(t *testing.T) {
//		gamestest.Conformance(t, mygame.Rules{}, gamestest.Options{})
//	}
//
// Check plays random legal games to the end, for a few seeds of every
// scenario, and after every action checks the invariants listed on
// [Check]. Its random player rolls its own seeded dice, separate from the
// game's, so a failure names the scenario, the seed and the step to replay.
package gamestest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"

	"zulu1879/dice"
	"zulu1879/games"
)

// Options tune a conformance run. The zero value is a quick run.
type Options struct {
	// Seeds are the game seeds to play for every scenario. Default: 1 and
	// 2 for the first scenario, 1 for the others (every scenario is played,
	// and two games at least).
	Seeds []uint64
	// Scenarios to play (default: every one in Info.Scenarios).
	Scenarios []string
	// GameOptions are passed to New as Setup.Options.
	GameOptions json.RawMessage
	// MaxSteps stops a game that does not end (default 50,000 actions).
	MaxSteps int
	// EveryLegal is how often (in steps) every legal action is applied to
	// a copy, not just one picked at random; default 200 (and the first
	// step), 1 means every step.
	EveryLegal int
	// DeepEvery is how often (in steps) whole lists and views are built
	// and compared, not just hashes; default 20 (and the first and the
	// last step), 1 means every step.
	DeepEvery int
	// MaxProblems stops the run after this many problems (default 20).
	MaxProblems int
}

func (o *Options) defaults(info games.Info) {
	if len(o.Scenarios) == 0 {
		o.Scenarios = info.Scenarios
	}
	if o.MaxSteps <= 0 {
		o.MaxSteps = 50000
	}
	if o.EveryLegal <= 0 {
		o.EveryLegal = 200
	}
	if o.DeepEvery <= 0 {
		o.DeepEvery = 20
	}
	if o.MaxProblems <= 0 {
		o.MaxProblems = 20
	}
}

// Junk lists actions no game may accept: empty, blank, unreadable, a
// control character, an overlong line.
var Junk = []string{
	"", " ", "\x00", "no-such-action-zz", "end end end end end end end end 9999",
	"choose \x7f", "🐘", strings.Repeat("x", 4096),
}

// Conformance runs Check and reports every problem as a test error.
func Conformance(t testing.TB, r games.Rules, o Options) {
	t.Helper()
	for _, p := range Check(r, o) {
		t.Error(p)
	}
}

// Check plays r and returns every broken promise it finds (none: the game
// conforms). It checks:
//
//   - Info: a valid id, seats and scenarios; New refuses an unknown scenario,
//     options that are not JSON and an option the game does not know, with
//     an error and no panic.
//   - Legal: the same list when asked twice, sorted, no duplicates, empty
//     exactly when the game is over; every action on it applies (on a copy).
//   - ToAct: a seat or Nobody; Nobody exactly when Result says the game is
//     over; Prompt's seat is ToAct; a result's winners are seats.
//   - Apply: junk and actions that are not legal now are refused, and a
//     refused action changes nothing (hash, log, legal list).
//   - Clone: the copy has the same hash and legal list; applying an action
//     to the copy leaves the original's hash and log; Reseed on a copy leaves
//     the original alone, and two copies reseeded alike play alike.
//   - Log: it only grows (earlier events unchanged), for every seat; dice
//     are at least 1; a game of several seeds rolls dice, and not the same
//     ones for every seed.
//   - View: every seat's view encodes to JSON; in a game with no hidden
//     information it equals the omniscient view, and every seat's log is
//     the omniscient log.
//   - Replay: a new game of the same setup given the same actions passes
//     through the same hashes and ends with the same log.
func Check(r games.Rules, o Options) []error {
	info := r.Info()
	c := &checker{info: info, max: o.MaxProblems}
	if err := games.CheckInfo(info); err != nil {
		c.fail("info: %v", err)
		return c.problems
	}
	o.defaults(info)
	c.max = o.MaxProblems
	c.checkNewRefuses(r, o)
	if c.full() {
		return c.problems
	}
	var setups []games.Setup
	for k, scen := range o.Scenarios {
		seeds := o.Seeds
		switch {
		case len(seeds) > 0:
		case k == 0:
			seeds = []uint64{1, 2}
		default:
			seeds = []uint64{1}
		}
		for _, seed := range seeds {
			setups = append(setups, games.Setup{Scenario: scen, Seed: seed, Options: o.GameOptions})
		}
	}
	// The games are independent: each is played by a checker of its own,
	// side by side, and their problems are reported in the order of the
	// setups, as if played one after the other.
	streams := make([][]int, len(setups))
	players := make([]*checker, len(setups))
	var wg sync.WaitGroup
	for i, setup := range setups {
		players[i] = &checker{info: info, max: c.max}
		wg.Add(1)
		go func() {
			defer wg.Done()
			streams[i] = players[i].playOne(r, o, setup)
		}()
	}
	wg.Wait()
	for _, p := range players {
		for _, err := range p.problems {
			if c.full() {
				return c.problems
			}
			c.problems = append(c.problems, err)
		}
	}
	rolled, differ := false, false
	for _, s := range streams {
		if len(s) > 0 {
			rolled = true
		}
		// Games of other seeds take other actions and roll other numbers
		// of dice, but dice from the seed differ within the first few.
		n := min(len(s), len(streams[0]))
		if !slices.Equal(s[:n], streams[0][:n]) {
			differ = true
		}
	}
	if len(streams) > 1 && !c.full() {
		if !rolled {
			c.fail("%s: no game of %d logged a die", info.ID, len(streams))
		} else if !differ {
			c.fail("%s: every seed logged the same dice: they do not come from the seed", info.ID)
		}
	}
	return c.problems
}

type checker struct {
	info     games.Info
	max      int
	problems []error
	where    string
}

func (c *checker) fail(format string, args ...any) {
	if c.full() {
		return
	}
	msg := fmt.Sprintf(format, args...)
	if c.where != "" {
		msg = c.where + ": " + msg
	}
	c.problems = append(c.problems, fmt.Errorf("%s", msg))
}

func (c *checker) full() bool { return c.max > 0 && len(c.problems) >= c.max }

// checkNewRefuses checks that New turns bad setups into errors.
func (c *checker) checkNewRefuses(r games.Rules, o Options) {
	bad := []struct {
		what string
		s    games.Setup
	}{
		{"an unknown scenario", games.Setup{Scenario: "no-such-scenario-zz", Seed: 1}},
		{"options that are not JSON", games.Setup{Seed: 1, Options: json.RawMessage(`{"`)}},
		{"an unknown option", games.Setup{Seed: 1, Options: json.RawMessage(`{"no_such_option_zz": true}`)}},
	}
	for _, b := range bad {
		if s, err := r.New(b.s); err == nil || s != nil {
			c.fail("%s: New accepted %s (err %v)", c.info.ID, b.what, err)
		} else if strings.ContainsRune(err.Error(), '\n') {
			c.fail("%s: New's error for %s is not one line: %q", c.info.ID, b.what, err)
		}
	}
}

func (c *checker) validSeat(s games.Seat) bool { return s >= 0 && int(s) < len(c.info.Seats) }

// readers are the seats whose logs and views are built.
func (c *checker) readers() []games.Seat {
	out := []games.Seat{games.Omniscient}
	for i := range c.info.Seats {
		out = append(out, games.Seat(i))
	}
	return out
}

func encode(v any) ([]byte, error) { return json.Marshal(v) }

// playOne plays one random legal game and returns the dice it logged.
func (c *checker) playOne(r games.Rules, o Options, setup games.Setup) []int {
	c.where = fmt.Sprintf("%s scenario %q seed %d", c.info.ID, setup.Scenario, setup.Seed)
	defer func() { c.where = "" }()
	s, err := r.New(setup)
	if err != nil {
		c.fail("New: %v", err)
		return nil
	}
	pick := dice.NewSeeded(setup.Seed*0x9e3779b97f4a7c15 + 7) // the random player's own dice
	var actions, hashes []string
	logs := map[games.Seat]logMark{}
	var prevAction string
	for step := 0; ; step++ {
		if c.full() {
			return nil
		}
		at := fmt.Sprintf("step %d", step)
		h := s.Hash()
		legal := s.Legal()
		who := s.ToAct()
		res, over := s.Result()
		// Deep steps compare whole lists and views; the others compare
		// hashes, which is enough to see a change and keeps the run quick.
		deep := step == 0 || step%o.DeepEvery == 0 || over
		if deep {
			if again := s.Legal(); !slices.Equal(legal, again) {
				c.fail("%s: Legal changed between two calls", at)
			}
		}
		for i := 1; i < len(legal); i++ {
			if legal[i-1] >= legal[i] {
				c.fail("%s: Legal is not sorted without duplicates: %q then %q", at, legal[i-1], legal[i])
				break
			}
		}
		if p, ok := s.(games.SeatsInPlay); ok && who != games.Nobody && !slices.Contains(p.InPlay(), who) {
			c.fail("%s: ToAct is seat %d, which InPlay %v leaves out", at, who, p.InPlay())
		}
		if who != games.Nobody && !c.validSeat(who) {
			c.fail("%s: ToAct is %d, neither a seat nor Nobody", at, who)
		}
		if (who == games.Nobody) != over {
			c.fail("%s: ToAct is %s but Result says over=%v", at, c.info.SeatName(who), over)
		}
		if over != (len(legal) == 0) {
			c.fail("%s: over=%v with %d legal actions", at, over, len(legal))
		}
		if p := s.Prompt(); p.Seat != who || p.Key == "" {
			c.fail("%s: Prompt %+v does not match ToAct %s (or has no key)", at, p, c.info.SeatName(who))
		}
		if over {
			for _, w := range res.Winners {
				if !c.validSeat(w) {
					c.fail("%s: result names winner %d, not a seat", at, w)
				}
			}
			if !slices.IsSorted(res.Winners) || res.Key == "" || res.How == "" {
				c.fail("%s: result %+v: winners unsorted, or no key or how", at, res)
			}
		} else if res.Key != "" || len(res.Winners) > 0 {
			c.fail("%s: Result gives %+v before the end", at, res)
		}
		c.checkLogs(s, logs, at)
		if deep {
			c.checkViews(s, at)
		}
		c.checkRefused(s, h, legal, logs[games.Omniscient].n, prevAction, deep, at)
		if over {
			break
		}
		if step >= o.MaxSteps {
			c.fail("%s: the game did not end within %d actions", at, o.MaxSteps)
			return nil
		}
		if step == 0 || step%o.EveryLegal == 0 {
			for _, a := range legal {
				if err := s.Clone().Apply(a); err != nil {
					c.fail("%s: legal action %q refused: %v", at, a, err)
				}
			}
		}
		a := legal[pick.Intn(len(legal))]
		c.checkClone(s, h, legal, logs[games.Omniscient].n, legal[pick.Intn(len(legal))], deep, at)
		if err := s.Apply(a); err != nil {
			c.fail("%s: legal action %q refused: %v", at, a, err)
			return nil
		}
		actions = append(actions, a)
		hashes = append(hashes, s.Hash())
		prevAction = a
	}
	final := s.Log(games.Omniscient, 0)
	c.checkReplay(r, setup, actions, hashes, final)
	var rolled []int
	for _, e := range final {
		for _, d := range e.Dice {
			if d < 1 {
				c.fail("the log holds a die of %d (event %q)", d, e.Text)
			}
		}
		rolled = append(rolled, e.Dice...)
	}
	return rolled
}

// logMark is what the checker remembers of a reader's log: its length
// and its last event.
type logMark struct {
	n    int
	last games.Event
}

// logLen is the length of the omniscient log.
func logLen(s games.State, known int) int {
	if known > 0 {
		known--
	}
	return known + len(s.Log(games.Omniscient, known))
}

// checkLogs checks that every reader's log kept its last event and did not
// shrink, and remembers where it ends now.
func (c *checker) checkLogs(s games.State, logs map[games.Seat]logMark, at string) {
	for _, seat := range c.readers() {
		prev := logs[seat]
		from := max(prev.n-1, 0)
		tail := s.Log(seat, from)
		n := from + len(tail)
		switch {
		case n < prev.n:
			c.fail("%s: %s's log shrank from %d to %d events", at, c.info.SeatName(seat), prev.n, n)
		case prev.n > 0 && !sameEvent(tail[0], prev.last):
			c.fail("%s: %s's log changed event %d: %q became %q", at, c.info.SeatName(seat), prev.n-1, prev.last.Text, tail[0].Text)
		}
		if len(tail) > 0 {
			logs[seat] = logMark{n, tail[len(tail)-1]}
		}
	}
}

func sameEvent(a, b games.Event) bool {
	return a.Seat == b.Seat && a.Turn == b.Turn && a.Phase == b.Phase && a.Rule == b.Rule && a.Text == b.Text && slices.Equal(a.Dice, b.Dice)
}

func sameLog(a, b []games.Event) bool { return slices.EqualFunc(a, b, sameEvent) }

// checkViews encodes every reader's view and, in a game with no hidden
// information, compares it with the omniscient one.
func (c *checker) checkViews(s games.State, at string) {
	all, err := encode(s.View(games.Omniscient))
	if err != nil {
		c.fail("%s: the omniscient view does not encode: %v", at, err)
		return
	}
	allLog := s.Log(games.Omniscient, 0)
	for i := range c.info.Seats {
		seat := games.Seat(i)
		v, err := encode(s.View(seat))
		if err != nil {
			c.fail("%s: %s's view does not encode: %v", at, c.info.SeatName(seat), err)
			continue
		}
		if c.info.Hidden {
			continue
		}
		if !bytes.Equal(v, all) {
			c.fail("%s: %s's view differs from the omniscient one in a game with no hidden information", at, c.info.SeatName(seat))
		}
		if !sameLog(s.Log(seat, 0), allLog) {
			c.fail("%s: %s's log differs from the omniscient one in a game with no hidden information", at, c.info.SeatName(seat))
		}
	}
}

// checkRefused applies junk, and the action just played if it is no longer
// listed, to a copy: junk must be refused, and whatever is refused must
// change nothing (the hash and the log's length; on deep steps the legal
// list too).
func (c *checker) checkRefused(s games.State, h string, legal []string, logs int, prev string, deep bool, at string) {
	try := slices.Clone(Junk)
	if prev != "" && !slices.Contains(legal, prev) {
		try = append(try, prev) // may be accepted (a game may accept more than it lists)
	}
	n := logLen(s, logs)
	cp := s.Clone()
	for k, a := range try {
		err := cp.Apply(a)
		if err == nil {
			if k < len(Junk) {
				c.fail("%s: junk action %q was accepted", at, a)
			}
			break // the copy has moved on
		}
		if strings.ContainsRune(err.Error(), '\n') {
			c.fail("%s: the error for %q is not one line: %q", at, a, err)
		}
		if cp.Hash() != h || logLen(cp, n) != n {
			c.fail("%s: refused action %q changed the state", at, a)
			break
		}
		if deep && k == len(try)-1 && !slices.Equal(cp.Legal(), legal) {
			c.fail("%s: refused actions changed the legal list", at)
		}
	}
	if s.Hash() != h {
		c.fail("%s: trying actions on a copy changed the original", at)
	}
}

// checkClone checks that a copy starts equal and lives apart, and that
// reseeded copies are reproducible.
func (c *checker) checkClone(s games.State, h string, legal []string, logs int, a string, deep bool, at string) {
	n := logLen(s, logs)
	cp := s.Clone()
	if cp.Hash() != h || (deep && !slices.Equal(cp.Legal(), legal)) {
		c.fail("%s: a clone differs from its original", at)
	}
	if err := cp.Apply(a); err != nil {
		c.fail("%s: legal action %q refused by a clone: %v", at, a, err)
	}
	if s.Hash() != h || logLen(s, n) != n {
		c.fail("%s: applying %q to a clone changed the original", at, a)
	}
	if !deep {
		return
	}
	r1, r2 := s.Clone(), s.Clone()
	r1.Reseed(99)
	r2.Reseed(99)
	if s.Hash() != h {
		c.fail("%s: reseeding a clone changed the original", at)
	}
	e1, e2 := r1.Apply(a), r2.Apply(a)
	if (e1 == nil) != (e2 == nil) || r1.Hash() != r2.Hash() {
		c.fail("%s: two clones reseeded alike went apart on %q", at, a)
	}
}

// checkReplay plays the actions again on a new game of the same setup.
func (c *checker) checkReplay(r games.Rules, setup games.Setup, actions, hashes []string, final []games.Event) {
	s, err := r.New(setup)
	if err != nil {
		c.fail("replay: New: %v", err)
		return
	}
	for i, a := range actions {
		if err := s.Apply(a); err != nil {
			c.fail("replay step %d: %q refused: %v", i, a, err)
			return
		}
		if got := s.Hash(); got != hashes[i] {
			c.fail("replay step %d (%q): hash %s, first time %s", i, a, got, hashes[i])
			return
		}
	}
	if !sameLog(s.Log(games.Omniscient, 0), final) {
		c.fail("replay: the log differs from the first time")
	}
}
