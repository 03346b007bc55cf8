package sim

import (
	"encoding/json"
	"fmt"
	"runtime"
	"slices"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"zulu1879/games"
)

// Batch describes a run of the simulator over any registered game, played
// through the common contract of package games: every seat in play
// (games.Playing) is played by a registered bot (games.RegisterBot).
//
// Game i of a run uses seed Seed+i, as the simulator always has. The bot of
// seat k in game i is made (or reset) with BotSeed(Seed+i, k). Every game is
// played on its own state by bots that are new or reset, so the results,
// game by game and in total, are the same whatever the number of workers.
type Batch struct {
	// Game is a registered game id.
	Game string
	// Scenario is one the game accepts ("": its default).
	Scenario string
	// Options are the game's options, a JSON object (nil: the defaults).
	Options json.RawMessage
	// Bots names the bot of each seat, by seat name; only seats in play
	// may be named. A seat left out gets the game's default bot for it
	// (games.DefaultBot).
	Bots map[string]string
	// Games is the number of games; Seed is the seed of the first.
	Games int
	Seed  uint64
	// Workers is the number of games played at once; 0 means one per CPU.
	Workers int
	// Progress, if set, is called now and then with the number of games
	// finished (from any goroutine, never concurrently).
	Progress func(done, total int)
}

// Played is the record of one game of a Batch.
type Played struct {
	Seed    uint64       `json:"seed"`
	Result  games.Result `json:"result"`
	Actions int          `json:"actions"`
	// Stats are the game's own figures (games.Stats), nil if it has none.
	Stats map[string]float64 `json:"stats,omitempty"`
}

// Report sums up a Batch. Its keys are the same for every game; what a game
// adds of its own is in Means (from games.Stats).
type Report struct {
	Game     string          `json:"game"`
	Scenario string          `json:"scenario"`
	Options  json.RawMessage `json:"options,omitempty"`
	Seed     uint64          `json:"seed"`
	Workers  int             `json:"workers"`
	Games    int             `json:"games"`
	// Bots names the bot of each seat in play (games.Playing: a game's
	// options may seat fewer players than it has seats).
	Bots map[string]string `json:"bots"`
	// Wins counts the games each seat won (a co-operative win counts for
	// every seat), WinRates gives them as rates with 95% intervals, and
	// NoWinner counts the games no seat won (a draw, or the game system
	// beating a solitaire or co-operative side).
	Wins     map[string]int  `json:"wins"`
	WinRates map[string]Rate `json:"win_rates"`
	NoWinner int             `json:"no_winner"`
	// Results counts the games by Result.Key, Levels by Result.Level (for a
	// game that names levels).
	Results map[string]int `json:"results"`
	Levels  map[string]int `json:"levels,omitempty"`
	// MeanScore is the mean Result.Score, MeanActions the mean number of
	// actions applied in a game.
	MeanScore   float64 `json:"mean_score"`
	MeanActions float64 `json:"mean_actions"`
	// Means gives the mean of each of the game's own figures over the
	// games (games.Stats); a figure that is 0 or 1 gives a rate.
	Means map[string]float64 `json:"means,omitempty"`
	// WinRate, Medals and MeanTurns are given for a game played by one
	// team (games.Team) and only then: the team's win rate with its 95%
	// interval, the games won with each medal (by the game's "medal_<name>"
	// figures, every medal named, 0 included) and the mean of its "turns"
	// figure.
	WinRate        *Rate          `json:"win_rate,omitempty"`
	Medals         map[string]int `json:"medals,omitempty"`
	MeanTurns      *float64       `json:"mean_turns,omitempty"`
	Elapsed        float64        `json:"elapsed_seconds"`
	GamesPerSecond float64        `json:"games_per_second"`
}

// BotSeed is the seed of the bot of seat in the game of seed game: the
// game's seed and the seat, mixed (splitmix64), so that two seats never
// share their random choices and game i's bots depend on nothing else.
func BotSeed(game uint64, seat games.Seat) uint64 {
	x := game + uint64(seat+1)*0x9e3779b97f4a7c15
	x = (x ^ x>>30) * 0xbf58476d1ce4e5b9
	x = (x ^ x>>27) * 0x94d049bb133111eb
	return x ^ x>>31
}

// lineup is a Batch checked against the registry: the game, the seats in
// play (games.Playing) and the bot of each, by seat (none for a seat out of
// play).
type lineup struct {
	rules games.Rules
	info  games.Info
	seats []games.Seat
	bots  []games.BotInfo
	setup games.Setup
}

// check reads the batch against the registry: the game, each seat named,
// each bot. Every error is one line naming what is wrong and the choices.
func (b Batch) check() (*lineup, error) {
	if b.Games < 1 {
		return nil, fmt.Errorf("the number of games must be at least 1, not %d", b.Games)
	}
	if b.Workers < 0 {
		return nil, fmt.Errorf("the number of workers must not be negative, not %d", b.Workers)
	}
	rules, err := games.Lookup(b.Game)
	if err != nil {
		return nil, err
	}
	info := rules.Info()
	l := &lineup{rules: rules, info: info, bots: make([]games.BotInfo, len(info.Seats))}
	named := make([]string, 0, len(b.Bots))
	for seat := range b.Bots {
		named = append(named, seat)
	}
	sort.Strings(named)
	for _, seat := range named {
		if _, err := info.SeatNamed(seat); err != nil {
			return nil, err
		}
	}
	if err := games.CheckOptionNames(rules, b.Options); err != nil {
		return nil, err
	}
	l.setup = games.Setup{Scenario: b.Scenario, Seed: b.Seed, Options: b.Options}
	if h, ok := rules.(games.Headless); ok {
		l.setup = h.HeadlessSetup(l.setup)
	}
	// Set up the first game now, so that a bad scenario or option is
	// reported once, before any worker starts, and to learn which seats
	// play (the options may seat fewer than the game has).
	first, err := rules.New(l.setup)
	if err != nil {
		return nil, err
	}
	l.seats = games.Playing(first, info)
	for _, seat := range named {
		if k, _ := info.SeatNamed(seat); !slices.Contains(l.seats, k) {
			var in []string
			for _, s := range l.seats {
				in = append(in, info.SeatName(s))
			}
			return nil, fmt.Errorf("%s seat %s does not play in this game (seats in play: %s)", info.ID, seat, strings.Join(in, ", "))
		}
	}
	for _, k := range l.seats {
		seat := info.SeatName(k)
		var bi games.BotInfo
		if name, ok := b.Bots[seat]; ok {
			bi, err = games.BotNamed(info.ID, name, seat)
		} else {
			bi, err = games.DefaultBot(info.ID, seat)
		}
		if err != nil {
			return nil, err
		}
		l.bots[k] = bi
	}
	return l, nil
}

// Check reports what is wrong with the batch (an unknown game, seat, bot,
// scenario or option, a bad count) without playing it.
func (b Batch) Check() error {
	_, err := b.check()
	return err
}

// Run plays the games and returns them (in seed order) with their report.
// A game that a bot cannot finish (an action refused, no action, past the
// game's action limit) stops the run with an error naming its seed.
func (b Batch) Run() ([]Played, Report, error) {
	l, err := b.check()
	if err != nil {
		return nil, Report{}, err
	}
	workers := b.Workers
	if workers <= 0 {
		workers = runtime.NumCPU()
	}
	workers = min(workers, b.Games)
	start := time.Now()
	played := make([]Played, b.Games)
	errs := make([]error, b.Games)
	var next, done atomic.Int64
	var failed atomic.Bool
	var mu sync.Mutex
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			bots := make([]games.Bot, len(l.bots))
			var last games.State // the worker's last game, renewed for the next (games.Renewer)
			for !failed.Load() {
				i := int(next.Add(1) - 1)
				if i >= b.Games {
					return
				}
				played[i], errs[i] = l.playOne(bots, &last, b.Seed+uint64(i))
				if errs[i] != nil {
					failed.Store(true)
					return
				}
				d := int(done.Add(1))
				if b.Progress != nil {
					mu.Lock()
					b.Progress(d, b.Games)
					mu.Unlock()
				}
			}
		}()
	}
	wg.Wait()
	elapsed := time.Since(start).Seconds()
	for _, e := range errs {
		if e != nil {
			return nil, Report{}, e
		}
	}
	r := l.report(played)
	r.Scenario, r.Options, r.Seed, r.Workers = b.Scenario, b.Options, b.Seed, workers
	if r.Scenario == "" {
		r.Scenario = l.info.Scenarios[0]
	}
	r.Elapsed = elapsed
	if elapsed > 0 {
		r.GamesPerSecond = float64(b.Games) / elapsed
	}
	return played, r, nil
}

// playOne plays the game of seed with the worker's bots, made or reset for
// it. *last is the worker's last game (nil before the first): when the
// game's Rules are a games.Renewer, the new game takes its place, and
// *last becomes the new game.
func (l *lineup) playOne(bots []games.Bot, last *games.State, seed uint64) (Played, error) {
	for _, k := range l.seats {
		bs := BotSeed(seed, k)
		if r, ok := bots[k].(games.Resetter); ok {
			r.Reset(bs)
		} else {
			bots[k] = l.bots[k].New(bs)
		}
	}
	setup := l.setup
	setup.Seed = seed
	var s games.State
	var err error
	if rn, ok := l.rules.(games.Renewer); ok && *last != nil {
		s, err = rn.Renew(*last, setup)
	} else {
		s, err = l.rules.New(setup)
	}
	*last = s
	if err != nil {
		return Played{}, fmt.Errorf("%s game with seed %d: %v", l.info.ID, seed, err)
	}
	limit := games.MaxActions
	if al, ok := s.(games.ActionLimit); ok {
		limit = al.MaxActions()
	}
	n := 0
	for seat := s.ToAct(); seat != games.Nobody; seat = s.ToAct() {
		if n >= limit {
			return Played{}, fmt.Errorf("%s game with seed %d did not end after %d actions (stuck at %q)", l.info.ID, seed, n, s.Prompt().Text)
		}
		if seat < 0 || int(seat) >= len(bots) || bots[seat] == nil {
			return Played{}, fmt.Errorf("%s game with seed %d: %s is to act, which is no seat in play", l.info.ID, seed, l.info.SeatName(seat))
		}
		if err := move(bots[seat], s); err != nil {
			return Played{}, fmt.Errorf("%s game with seed %d, action %d: the %s bot %q %v", l.info.ID, seed, n, l.info.Seats[seat], l.bots[seat].Name, err)
		}
		n++
	}
	res, ok := s.Result()
	if !ok {
		return Played{}, fmt.Errorf("%s game with seed %d: nobody is to act but the game has no result", l.info.ID, seed)
	}
	p := Played{Seed: seed, Result: res, Actions: n}
	if st, ok := s.(games.Stats); ok {
		p.Stats = st.Stats()
	}
	return p, nil
}

// move plays bot's action on s: by its fast path if it has one
// (games.Mover), else by Choose and Apply. The error completes a sentence
// that starts with the bot's name.
func move(bot games.Bot, s games.State) error {
	if m, ok := bot.(games.Mover); ok {
		why, err := m.Move(s)
		if err != nil {
			return fmt.Errorf("made a move the game refused (%s): %v", why, err)
		}
		return nil
	}
	a, why := bot.Choose(s)
	if err := s.Apply(a); err != nil {
		return fmt.Errorf("chose %q (%s), which the game refused: %v", a, why, err)
	}
	return nil
}

// report sums up the games in seed order, so that no floating-point sum
// depends on scheduling.
func (l *lineup) report(played []Played) Report {
	r := Report{
		Game: l.info.ID, Games: len(played), Bots: map[string]string{},
		Wins: map[string]int{}, WinRates: map[string]Rate{}, Results: map[string]int{},
	}
	for _, k := range l.seats {
		seat := l.info.SeatName(k)
		r.Bots[seat] = l.bots[k].Name
		r.Wins[seat] = 0
	}
	var score, actions float64
	sums := map[string]float64{}
	for _, p := range played {
		for _, w := range p.Result.Winners {
			r.Wins[l.info.SeatName(w)]++
		}
		if len(p.Result.Winners) == 0 {
			r.NoWinner++
		}
		r.Results[p.Result.Key]++
		if p.Result.Level != "" {
			if r.Levels == nil {
				r.Levels = map[string]int{}
			}
			r.Levels[levelKey(p.Result.Level)]++
		}
		score += float64(p.Result.Score)
		actions += float64(p.Actions)
		for k, v := range p.Stats {
			sums[k] += v
		}
	}
	n := float64(len(played))
	if n > 0 {
		r.MeanScore, r.MeanActions = score/n, actions/n
	}
	if len(sums) > 0 {
		r.Means = make(map[string]float64, len(sums))
		for k, v := range sums {
			r.Means[k] = v / n
		}
	}
	for seat, w := range r.Wins {
		r.WinRates[seat] = Wilson(w, len(played))
	}
	if t, ok := l.rules.(games.Team); ok && t.Team() {
		r.teamKeys(played, sums)
	}
	return r
}

// teamKeys fills the keys of a game played by one team (games.Team) from
// its games and the sums of their figures.
func (r *Report) teamKeys(played []Played, sums map[string]float64) {
	won := 0
	for _, p := range played {
		if len(p.Result.Winners) > 0 {
			won++
		}
	}
	rate := Wilson(won, len(played))
	r.WinRate = &rate
	for k, v := range sums {
		if name, ok := strings.CutPrefix(k, "medal_"); ok {
			if r.Medals == nil {
				r.Medals = map[string]int{}
			}
			r.Medals[name] = int(v + 0.5)
		}
	}
	if v, ok := sums["turns"]; ok && len(played) > 0 {
		mean := v / float64(len(played))
		r.MeanTurns = &mean
	}
}

// levelKey is a result level as a JSON key: "Major Victory" is
// "major_victory".
func levelKey(level string) string {
	return strings.ReplaceAll(strings.ToLower(level), " ", "_")
}

// Text renders the report for a terminal.
func (r Report) Text() string {
	var b strings.Builder
	seats := make([]string, 0, len(r.Bots))
	for seat := range r.Bots {
		seats = append(seats, seat)
	}
	sort.Strings(seats)
	var who []string
	for _, seat := range seats {
		who = append(who, seat+" "+r.Bots[seat])
	}
	fmt.Fprintf(&b, "%s, %s: %d games, %s, seeds %d–%d, %d workers\n",
		r.Game, r.Scenario, r.Games, strings.Join(who, ", "), r.Seed, r.Seed+uint64(r.Games)-1, r.Workers)
	if len(r.Options) > 0 {
		fmt.Fprintf(&b, "  options %s\n", r.Options)
	}
	for _, seat := range seats {
		w := r.WinRates[seat]
		fmt.Fprintf(&b, "  %-12s wins %6d  %5.1f%%  (95%% CI %.1f–%.1f%%)\n", seat, w.Count, 100*w.Rate, 100*w.Low, 100*w.High)
	}
	fmt.Fprintf(&b, "  no winner         %6d\n", r.NoWinner)
	if w := r.WinRate; w != nil {
		fmt.Fprintf(&b, "  the team wins %6d  %5.1f%%  (95%% CI %.1f–%.1f%%)\n", w.Count, 100*w.Rate, 100*w.Low, 100*w.High)
	}
	writeCounts(&b, "medals", r.Medals)
	if r.MeanTurns != nil {
		fmt.Fprintf(&b, "  mean turns %.1f\n", *r.MeanTurns)
	}
	writeCounts(&b, "results", r.Results)
	writeCounts(&b, "levels", r.Levels)
	fmt.Fprintf(&b, "  mean score %.2f; mean actions %.1f\n", r.MeanScore, r.MeanActions)
	if len(r.Means) > 0 {
		keys := make([]string, 0, len(r.Means))
		for k := range r.Means {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		b.WriteString("  means of the game's own figures:\n")
		for _, k := range keys {
			fmt.Fprintf(&b, "    %-24s %10.4g\n", k, r.Means[k])
		}
	}
	fmt.Fprintf(&b, "  %.2f s, %.0f games/s\n", r.Elapsed, r.GamesPerSecond)
	return b.String()
}

func writeCounts(b *strings.Builder, title string, m map[string]int) {
	if len(m) == 0 {
		return
	}
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	fmt.Fprintf(b, "  %s:\n", title)
	for _, k := range keys {
		fmt.Fprintf(b, "    %-24s %6d\n", k, m[k])
	}
}
