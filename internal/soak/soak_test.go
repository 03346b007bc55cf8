package soak

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"zulu1879/dice"
)

// recorder is a T that keeps what Run says instead of failing the test.
type recorder struct {
	logs, errs []string
}

func (r *recorder) Helper()                    {}
func (r *recorder) Logf(f string, args ...any) { r.logs = append(r.logs, fmt.Sprintf(f, args...)) }
func (r *recorder) Error(args ...any)          { r.errs = append(r.errs, fmt.Sprint(args...)) }

type move int

func (m move) String() string { return fmt.Sprintf("step %d", int(m)) }

// The game seeds are the outputs of dice.NewSeeded(master), in order.
func TestSeedAtFollowsTheSeededSource(t *testing.T) {
	for _, m := range []uint64{0, 1, 20261125} {
		src := dice.NewSeeded(m)
		for k := 0; k < 100; k++ {
			if got, want := SeedAt(m, k), src.Uint64(); got != want {
				t.Fatalf("master %d, game %d: seed %d, the source gives %d", m, k, got, want)
			}
		}
	}
}

// A failing game is reported with its seed, its step, its last action, the
// command that plays it again, and a file of its actions; a panic is a
// failure like any other.
func TestRunReportsTheFailingGame(t *testing.T) {
	for _, tc := range []struct {
		name, want string
		fail       func(seed uint64)
	}{
		{"error", "broken invariant", func(uint64) {}},
		{"panic", "panic: index out of range", func(uint64) { panic("index out of range") }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			old := *outDir
			*outDir = dir
			defer func() { *outDir = old }()
			bad := SeedAt(*master, 5)
			var r recorder
			sum := Run(&r, Engine[move]{
				Name: "toy", Package: "./toy", Test: "TestToy", Games: 8, Short: 8,
				Play: func(rec *Record[move]) (string, error) {
					for k := 1; k <= 3; k++ {
						rec.Actions = append(rec.Actions, move(k))
					}
					if rec.Seed == bad {
						tc.fail(rec.Seed)
						return "", errors.New("broken invariant")
					}
					return "won", nil
				},
				Header: func(seed uint64) []string { return []string{fmt.Sprintf("replay with seed %d", seed)} },
			})
			if len(r.errs) != 1 {
				t.Fatalf("errors %q, want one", r.errs)
			}
			msg := r.errs[0]
			for _, want := range []string{
				fmt.Sprintf("toy game of seed %d failed after 3 actions (the last: step 3): %s", bad, tc.want),
				fmt.Sprintf("go test ./toy -run '^TestToy$' -soak.seed %d", bad),
			} {
				if !strings.Contains(msg, want) {
					t.Errorf("report %q does not say %q", msg, want)
				}
			}
			b, err := os.ReadFile(filepath.Join(dir, fmt.Sprintf("soak-toy-%d.cmds", bad)))
			if err != nil {
				t.Fatal(err)
			}
			if want := fmt.Sprintf("# replay with seed %d\nstep 1\nstep 2\nstep 3\n", bad); !strings.HasSuffix(string(b), want) {
				t.Errorf("action file:\n%s\nwant it to end with:\n%s", b, want)
			}
			if sum.Games > 7 || sum.Outcomes["won"] != sum.Games {
				t.Errorf("summary %+v: the failing game was counted", sum)
			}
		})
	}
}

// Without failures every game of the run is played once and counted.
func TestRunCountsEveryGame(t *testing.T) {
	var (
		mu   sync.Mutex
		seen = map[uint64]int{}
		r    recorder
	)
	sum := Run(&r, Engine[move]{
		Name: "toy", Games: 50, Short: 50,
		Play: func(rec *Record[move]) (string, error) {
			mu.Lock()
			seen[rec.Seed]++
			mu.Unlock()
			rec.Actions = append(rec.Actions, 1, 2)
			if rec.Seed%2 == 0 {
				return "even", nil
			}
			return "odd", nil
		},
	})
	for k := 0; k < 50; k++ {
		if n := seen[SeedAt(*master, k)]; n != 1 {
			t.Fatalf("game %d played %d times", k, n)
		}
	}
	if len(r.errs) != 0 || sum.Games != 50 || sum.Actions != 100 || sum.Outcomes["even"]+sum.Outcomes["odd"] != 50 || len(seen) != 50 {
		t.Fatalf("summary %+v, errors %q", sum, r.errs)
	}
}

// The game reported is the first failing one in the order of the seeds, not
// the first to fail in time: here game 0 fails late, after game 1 has failed
// on another worker, and game 0 is the one reported.
func TestRunReportsTheFirstFailingSeed(t *testing.T) {
	old, oldW := *outDir, *workers
	*outDir, *workers = t.TempDir(), 2
	defer func() { *outDir, *workers = old, oldW }()
	first, second := SeedAt(*master, 0), SeedAt(*master, 1)
	secondFailed := make(chan struct{})
	var r recorder
	Run(&r, Engine[move]{
		Name: "toy", Package: "./toy", Test: "TestToy", Games: 8, Short: 8,
		Play: func(rec *Record[move]) (string, error) {
			switch rec.Seed {
			case first:
				select {
				case <-secondFailed:
					time.Sleep(20 * time.Millisecond) // let game 1's failure be recorded
				case <-time.After(5 * time.Second):
				}
				return "", errors.New("game 0 fails")
			case second:
				defer close(secondFailed)
				return "", errors.New("game 1 fails")
			}
			return "ok", nil
		},
	})
	got := strings.Join(r.errs, "\n")
	if want := fmt.Sprintf("toy game of seed %d failed", first); !strings.Contains(got, want) {
		t.Errorf("soak said %q, want %q", got, want)
	}
}
