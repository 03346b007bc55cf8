package sim_test

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"zulu1879/games"
	_ "zulu1879/games/all"
	"zulu1879/ramparts"
	"zulu1879/sim"
)

// sameReport compares two reports but for their timing and workers.
func sameReport(a, b sim.Report) bool {
	a.Elapsed, a.GamesPerSecond, a.Workers = 0, 0, 0
	b.Elapsed, b.GamesPerSecond, b.Workers = 0, 0, 0
	return reflect.DeepEqual(a, b)
}

// TestBatch_SameGamesWhateverTheWorkers: one worker or three, every game
// and the report are the same, for each registered game.
func TestBatch_SameGamesWhateverTheWorkers(t *testing.T) {
	cases := []sim.Batch{
		{Game: "isandlwana", Games: 12, Seed: 40},
		{Game: "rorkes-drift", Games: 60, Seed: 7, Options: json.RawMessage(`{"revision": 1}`)},
	}
	for _, b := range cases {
		t.Run(b.Game, func(t *testing.T) {
			b.Workers = 1
			one, r1, err := b.Run()
			if err != nil {
				t.Fatal(err)
			}
			b.Workers = 3
			three, r3, err := b.Run()
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(one, three) || !sameReport(r1, r3) {
				t.Errorf("1 worker: %+v\n3 workers: %+v", r1, r3)
			}
			for i, p := range one {
				if p.Seed != b.Seed+uint64(i) {
					t.Fatalf("game %d has seed %d, want %d", i, p.Seed, b.Seed+uint64(i))
				}
			}
		})
	}
}

// TestBatch_IsandlwanaPlaysTheOldSimulatorsGames: through the contract,
// game by game, the records are those of the Isandlwana simulator of old
// (sim.Run), so the sim command's summary did not change.
func TestBatch_IsandlwanaPlaysTheOldSimulatorsGames(t *testing.T) {
	for _, bots := range [][2]string{{"rule9", "standard"}, {"hard", "passive"}} {
		t.Run(bots[0]+"-"+bots[1], func(t *testing.T) {
			played, rep, err := sim.Batch{Game: "isandlwana", Scenario: "isandlwana", Games: 10, Seed: 3,
				Bots: map[string]string{"zulu": bots[0], "british": bots[1]}}.Run()
			if err != nil {
				t.Fatal(err)
			}
			got, err := sim.GamesOf(played)
			if err != nil {
				t.Fatal(err)
			}
			want, sum, err := sim.Run(sim.Config{Scenario: "isandlwana", Games: 10, Seed: 3, Zulu: bots[0], British: bots[1]})
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, want) {
				t.Errorf("through the contract:\n%+v\nsim.Run:\n%+v", got, want)
			}
			if rep.Wins["zulu"] != sum.ZuluWins || rep.Wins["british"] != sum.BritishWins || rep.MeanActions != sum.MeanActions || rep.Means["end_turn"] != sum.MeanEndTurn {
				t.Errorf("report %+v disagrees with the summary %+v", rep, sum)
			}
		})
	}
}

// TestBatch_RorkesDriftPlaysTheEnginesGames: through the contract, the
// advisor's games end as ramparts.SimulateBatch ends them.
func TestBatch_RorkesDriftPlaysTheEnginesGames(t *testing.T) {
	played, rep, err := sim.Batch{Game: "rorkes-drift", Games: 200, Seed: 11}.Run()
	if err != nil {
		t.Fatal(err)
	}
	want := ramparts.SimulateBatch(11, 200, ramparts.Options{}, 2)
	byCause := map[string]int{}
	for _, p := range played {
		byCause[strings.ReplaceAll(p.Result.Key, "_", " ")]++
	}
	if !reflect.DeepEqual(byCause, want.ByCause) || rep.MeanScore != want.MeanVP || rep.Means["turns"] != want.MeanTurn {
		t.Errorf("through the contract: causes %v, mean VP %v, turns %v; the engine: %v, %v, %v",
			byCause, rep.MeanScore, rep.Means["turns"], want.ByCause, want.MeanVP, want.MeanTurn)
	}
	if rep.Bots["british"] != "advisor" || rep.Wins["british"]+rep.NoWinner != 200 {
		t.Errorf("bots %v, wins %v, no winner %d: want the advisor, and 200 games in all", rep.Bots, rep.Wins, rep.NoWinner)
	}
}

// TestBatch_ReportAddsUp: wins and games without a winner make the games;
// the results and the rates count the same games.
func TestBatch_ReportAddsUp(t *testing.T) {
	_, r, err := sim.Batch{Game: "isandlwana", Games: 8, Seed: 1, Workers: 2}.Run()
	if err != nil {
		t.Fatal(err)
	}
	total, results := r.NoWinner, 0
	for seat, w := range r.Wins {
		total += w
		if r.WinRates[seat].Count != w {
			t.Errorf("%s: rate counts %d, wins %d", seat, r.WinRates[seat].Count, w)
		}
	}
	for _, n := range r.Results {
		results += n
	}
	if total != 8 || results != 8 || r.Games != 8 {
		t.Errorf("wins and no winner %d, results %d, games %d: want 8 each", total, results, r.Games)
	}
	if r.Bots["zulu"] != "rule9" || r.Bots["british"] != "standard" || r.Scenario != "isandlwana" {
		t.Errorf("defaults: bots %v, scenario %q", r.Bots, r.Scenario)
	}
	if r.Means["end_turn"] < 1 || r.Means["end_turn"] > 6 {
		t.Errorf("mean end turn %v outside 1–6", r.Means["end_turn"])
	}
}

// TestBatch_BadInputNamesWhatIsWrong: every mistake is refused before a
// game is played, in one line naming it and the choices.
func TestBatch_BadInputNamesWhatIsWrong(t *testing.T) {
	cases := []struct {
		name string
		b    sim.Batch
		want string
	}{
		{"unknown game", sim.Batch{Game: "chess", Games: 1}, `no game "chess" (have: ` + strings.Join(games.IDs(), ", ") + ")"},
		{"unknown seat", sim.Batch{Game: "isandlwana", Games: 1, Bots: map[string]string{"boer": "rule9"}}, `no seat "boer" (seats: british, zulu)`},
		{"unknown bot", sim.Batch{Game: "isandlwana", Games: 1, Bots: map[string]string{"zulu": "shaka"}}, `no bot named "shaka" (isandlwana zulu bots: expert, expert-fast, hard, rule9)`},
		{"bot of the other seat", sim.Batch{Game: "isandlwana", Games: 1, Bots: map[string]string{"zulu": "standard"}}, `no bot named "standard" (isandlwana zulu bots: expert, expert-fast, hard, rule9)`},
		{"unknown scenario", sim.Batch{Game: "rorkes-drift", Games: 1, Scenario: "ulundi"}, `no scenario "ulundi" (have: standard)`},
		{"unknown option", sim.Batch{Game: "rorkes-drift", Games: 1, Options: json.RawMessage(`{"level": 3}`)}, `rorkes-drift has no option "level" (options: arrangement, campaign, melee_combat, morning_attack, officers, optional_cards, revision, stronger_ibuthos)`},
		{"no games", sim.Batch{Game: "isandlwana", Games: 0}, "at least 1"},
		{"negative workers", sim.Batch{Game: "isandlwana", Games: 1, Workers: -1}, "must not be negative"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			err := c.b.Check()
			if err == nil || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "\n") {
				t.Errorf("error %v, want one line containing %q", err, c.want)
			}
			if _, _, err := c.b.Run(); err == nil {
				t.Error("Run played it")
			}
		})
	}
}

// TestBotSeed_DiffersBySeatAndGame: the bots' seeds of one game differ
// from seat to seat and from game to game.
func TestBotSeed_DiffersBySeatAndGame(t *testing.T) {
	seen := map[uint64]bool{}
	for g := uint64(1); g <= 50; g++ {
		for s := 0; s < 4; s++ {
			x := sim.BotSeed(g, games.Seat(s))
			if seen[x] {
				t.Fatalf("seed %d, seat %d: bot seed %d repeats", g, s, x)
			}
			seen[x] = true
		}
	}
}
