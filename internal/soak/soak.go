// Package soak drives the random-legal-action soaks of the rules engines:
// many games in which every decision is a uniform pick among the engine's
// legal actions, played on all cores for a fixed number of games or for a
// while, with the engine's invariants checked by the caller after every
// action.
//
// The driver knows nothing of the rules. It draws the game seeds from one
// seeded source, runs the games on workers, stops at the first failure, and
// reports the game's seed and the action after which the check failed, with
// the command that plays that game again and a file of its actions.
//
// Flags (every test binary importing this package has them):
//
//	-soak.duration 10m  play for this long instead of a fixed number of games
//	-soak.games N       play N games (default: the test's own small number)
//	-soak.seed S        play only the game of seed S (to reproduce a failure)
//	-soak.master M      the seed of the source the game seeds are drawn from
//	-soak.workers W     games played at once (default GOMAXPROCS)
//	-soak.out DIR       where the action file of a failing game goes
package soak

import (
	"errors"
	"flag"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"zulu1879/dice"
)

var (
	duration = flag.Duration("soak.duration", 0, "soak: play random games for this long (0: a fixed number of games)")
	nGames   = flag.Int("soak.games", 0, "soak: number of games when no duration is given (0: the test's default)")
	onlySeed = flag.Uint64("soak.seed", 0, "soak: play only the game with this seed")
	master   = flag.Uint64("soak.master", 1, "soak: seed of the source the game seeds are drawn from")
	workers  = flag.Int("soak.workers", 0, "soak: games played at once (0: GOMAXPROCS)")
	outDir   = flag.String("soak.out", "", "soak: folder for the action file of a failing game (default: the temporary folder)")
)

// Record is what a game of the soak has done so far: the driver reads it
// when the game fails (or panics) to say where and to write the actions out.
type Record[A fmt.Stringer] struct {
	Seed    uint64
	Actions []A // every action applied, in order
	// Samples counts the costlier checks the game made (clone hashes,
	// refused actions, replays), for the summary.
	Samples int
	until   time.Time
}

// ErrDeadline is what Play returns when Late says the soak's time is up: the
// game is left unfinished (every action it made was checked) and not counted.
var ErrDeadline = errors.New("the soak's time ran out during the game")

// Late reports whether the soak's time is up; Play calls it between actions
// so that a long game does not hold the soak past its duration.
func (r *Record[A]) Late() bool {
	return !r.until.IsZero() && len(r.Actions)%64 == 0 && time.Now().After(r.until)
}

// Engine is one rules engine's soak.
type Engine[A fmt.Stringer] struct {
	Name    string // for messages and the action file's name
	Package string // the package path go test takes, e.g. "./game"
	Test    string // the test's name, e.g. "TestSoak"
	// Games is the number of games of a plain go test run; Short under -short.
	Games, Short int
	// Play plays the game of seed r.Seed, appending every applied action to
	// r.Actions, and returns how it ended, or what went wrong.
	Play func(r *Record[A]) (outcome string, err error)
	// Header, if set, gives lines for the action file, before the actions, saying how
	// to load it (each is written as a comment).
	Header func(seed uint64) []string
}

// Summary is what a soak did.
type Summary struct {
	Games, Actions, Samples int
	// Unfinished counts the games cut off by the end of the soak's time.
	Unfinished int
	Outcomes   map[string]int
	Elapsed    time.Duration
	CPU        time.Duration // processor time used (0: unknown)
	Workers    int
}

// SeedAt returns the k-th game seed (from 0) drawn from the source seeded
// with m: the (k+1)-th output of dice.NewSeeded(m), worked out directly so
// that workers can take any k.
func SeedAt(m uint64, k int) uint64 {
	s := dice.Seeded{State: m + uint64(k)*0x9e3779b97f4a7c15}
	return s.Uint64()
}

type failure struct {
	k       int // the game's index among the seeds drawn
	seed    uint64
	err     error
	actions []string
}

// T is what Run needs of a test (*testing.T has it).
type T interface {
	Helper()
	Logf(format string, args ...any)
	Error(args ...any)
}

// Run plays the soak of e and fails t at the first game that goes wrong,
// in the order of the seeds: a game that fails stops the games after it,
// and the games before it are still played, so that the same master seed
// reports the same game whatever the number of workers.
func Run[A fmt.Stringer](t T, e Engine[A]) Summary {
	t.Helper()
	n, until := e.Games, time.Time{}
	if testing.Short() {
		n = e.Short
	}
	if *nGames > 0 {
		n = *nGames
	}
	if *duration > 0 {
		until = time.Now().Add(*duration)
	}
	w := *workers
	if w <= 0 {
		w = runtime.GOMAXPROCS(0)
	}
	seedOf := func(k int) uint64 { return SeedAt(*master, k) }
	if *onlySeed != 0 {
		n, until, w = 1, time.Time{}, 1
		seedOf = func(int) uint64 { return *onlySeed }
	}
	// The games allocate much short-lived memory (Legal's lists); a larger
	// heap between collections saves the collector most of its work.
	defer debug.SetGCPercent(debug.SetGCPercent(400))

	// firstBad is the index of the first failing game found so far (n, or
	// no limit under a duration, while none has failed). Workers go on with
	// the games before it, so that the game reported is the first failing
	// one in seed order, whatever the workers and their timing.
	var firstBad atomic.Int64
	firstBad.Store(math.MaxInt64)
	var (
		next    atomic.Int64
		mu      sync.Mutex
		fail    *failure
		total   = Summary{Outcomes: map[string]int{}, Workers: w}
		wg      sync.WaitGroup
		start   = time.Now()
		loadNow = loadAverage()
		cpu0    = cpuTime()
	)
	for range w {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sum := Summary{Outcomes: map[string]int{}}
			rec := &Record[A]{until: until}
			for {
				k := int(next.Add(1) - 1)
				if int64(k) >= firstBad.Load() || until.IsZero() && k >= n || !until.IsZero() && time.Now().After(until) {
					break
				}
				rec.Seed, rec.Actions, rec.Samples = seedOf(k), rec.Actions[:0], 0
				outcome, err := play(e, rec)
				if err == ErrDeadline {
					sum.Unfinished++
					sum.Actions += len(rec.Actions)
					break
				}
				if err != nil {
					f := &failure{k: k, seed: rec.Seed, err: err}
					for _, a := range rec.Actions {
						f.actions = append(f.actions, a.String())
					}
					mu.Lock()
					if fail == nil || k < fail.k {
						fail = f
						firstBad.Store(int64(k))
					}
					mu.Unlock()
					break
				}
				sum.Games++
				sum.Actions += len(rec.Actions)
				sum.Samples += rec.Samples
				sum.Outcomes[outcome]++
			}
			mu.Lock()
			total.Games += sum.Games
			total.Actions += sum.Actions
			total.Samples += sum.Samples
			total.Unfinished += sum.Unfinished
			for k, v := range sum.Outcomes {
				total.Outcomes[k] += v
			}
			mu.Unlock()
		}()
	}
	wg.Wait()
	total.Elapsed = time.Since(start)
	total.CPU = cpuTime() - cpu0
	secs := total.Elapsed.Seconds()
	t.Logf("%s soak: %d games (and %d cut off by the time limit), %d actions in %s on %d workers, %s of CPU: %.2f games/s (%.1f ms of CPU a game), %.0f actions/s; %d sampled checks; endings %s; master seed %d; load average %s -> %s",
		e.Name, total.Games, total.Unfinished, total.Actions,
		total.Elapsed.Round(time.Millisecond), w, total.CPU.Round(time.Millisecond),
		float64(total.Games)/secs, float64(total.CPU.Milliseconds())/max(1, float64(total.Games)), float64(total.Actions)/secs,
		total.Samples, endings(total.Outcomes), *master, loadNow, loadAverage())
	if fail != nil {
		t.Error(report(e, fail))
	}
	return total
}

// play runs one game, turning a panic into an error at the step it hit.
func play[A fmt.Stringer](e Engine[A], rec *Record[A]) (outcome string, err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("panic: %v\n%s", p, debug.Stack())
		}
	}()
	return e.Play(rec)
}

// report says which game failed where, how to play it again, and writes its
// actions to a file.
func report[A fmt.Stringer](e Engine[A], f *failure) string {
	var b strings.Builder
	step := len(f.actions)
	fmt.Fprintf(&b, "%s game of seed %d failed after %d actions", e.Name, f.seed, step)
	if step > 0 {
		fmt.Fprintf(&b, " (the last: %s)", f.actions[step-1])
	}
	fmt.Fprintf(&b, ": %v\nplay it again: go test %s -run '^%s$' -soak.seed %d -v", f.err, e.Package, e.Test, f.seed)
	dir := *outDir
	if dir == "" {
		dir = os.TempDir()
	}
	path := filepath.Join(dir, fmt.Sprintf("soak-%s-%d.cmds", e.Name, f.seed))
	var file strings.Builder
	fmt.Fprintf(&file, "# %s soak, game seed %d: %d actions, then: %s\n", e.Name, f.seed, step, oneLine(f.err))
	if e.Header != nil {
		for _, l := range e.Header(f.seed) {
			fmt.Fprintf(&file, "# %s\n", l)
		}
	}
	for _, a := range f.actions {
		fmt.Fprintln(&file, a)
	}
	if err := os.WriteFile(path, []byte(file.String()), 0o644); err != nil {
		fmt.Fprintf(&b, "\n(the actions could not be written: %v)", err)
	} else {
		fmt.Fprintf(&b, "\nits actions: %s", path)
	}
	return b.String()
}

func oneLine(err error) string {
	s, _, _ := strings.Cut(err.Error(), "\n")
	return s
}

func endings(m map[string]int) string {
	var keys []string
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var parts []string
	for _, k := range keys {
		parts = append(parts, fmt.Sprintf("%s %d", k, m[k]))
	}
	return strings.Join(parts, ", ")
}

// loadAverage is the one-minute load average, or "?" where the system does
// not say.
func loadAverage() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "?"
	}
	f := strings.Fields(string(b))
	if len(f) == 0 {
		return "?"
	}
	return f[0]
}
