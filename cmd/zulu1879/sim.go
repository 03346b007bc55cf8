package main

import (
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime/debug"
	"strconv"
	"strings"

	ai "zulu1879/ai/isandlwana"
	"zulu1879/games"
	gisandlwana "zulu1879/games/isandlwana"
	"zulu1879/isandlwana"
	"zulu1879/ramparts"
	"zulu1879/scenarios"
	"zulu1879/sim"
)

func init() {
	register(command{
		name:    "sim",
		summary: "play many bot-against-bot games and print win rates: sim --game GAME for every game (--scenario and --zulu/--british: the older form, kept)",
		run:     runSim,
	})
}

const simSynopsis = `Plays N independent headless games between bots (game i uses seed S+i),
spread over all cores, and prints win rates with 95% confidence intervals,
how the games ended, the game's own means, elapsed time and games per
second. The same seed gives the same results whatever the number of workers.

--game G plays any registered game through the common game contract: every
seat is played by a registered bot (--bot SEAT=NAME, once per seat; a seat
left out gets the game's default bot), --scenario is one of the game's, and
--option KEY=VALUE sets one of the game's options (VALUE is read as JSON if
it can be: 3, true, [32,33], else as a word); --players P is --option
players=P, and --level N is --scenario level-N for a game whose scenarios are
levels (Men of Harlech), else --option level=N. The JSON summary has the same keys
for every game (game, scenario, bots, wins and win_rates by seat, no_winner,
results, levels, mean_score, mean_actions, means of the game's own figures,
elapsed_seconds, games_per_second). Games and their bots:

GAMES-AND-BOTS
Without --game, sim plays Last Stand at Isandlwana as it always has
(--zulu BOT, --british BOT; Zulu bots: ` + "rule9, hard" + `; British bots: ` + "passive, standard" + `),
with the mean end turn, Zulu units eliminated and British strength lost;
--scenario rorkes-drift (or rorkes-drift@1) simulates the Rorke's Drift
module instead: the game plays the Zulus and the advisor bot the garrison;
the summary adds the victory levels (11.0) and the mean VP. Both are the
runner of --game underneath, with their summaries kept as they were.`

// simFlags are the sim command's flags.
type simFlags struct {
	games, workers                 int
	seed                           uint64
	zulu, british, scen, csv, game string
	bots, options                  []string
	level, players                 string
	asJSON, optional               bool
}

// runSim is the sim command.
func runSim(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("sim", "[--game G] [--scenario S] [--bot SEAT=NAME ...] [--option KEY=VALUE ...] [--games N] [--seed S] [--workers W] [--json] | [--zulu BOT] [--british BOT] [--csv FILE]", strings.Replace(simSynopsis, "GAMES-AND-BOTS\n", gamesAndBots()+"\n", 1), stdout, stderr)
	var f simFlags
	fs.IntVar(&f.games, "games", 1000, "number of games to play")
	fs.Uint64Var(&f.seed, "seed", 1, "seed of the first game; game i uses seed+i")
	fs.StringVar(&f.game, "game", "", "the game to play through the common contract: "+strings.Join(games.IDs(), ", "))
	fs.StringArrayVar(&f.bots, "bot", nil, "with --game: SEAT=NAME, the bot of a seat (repeat for each seat)")
	fs.StringArrayVar(&f.options, "option", nil, "with --game: KEY=VALUE, one of the game's options (KEY=@FILE: the JSON in FILE, e.g. data=@my.json; repeatable)")
	fs.StringVar(&f.level, "level", "", "with --game: --scenario level-N where the scenarios are levels, else --option level=N")
	fs.StringVar(&f.players, "players", "", "with --game: --option players=P")
	fs.StringVar(&f.zulu, "zulu", "rule9", "Zulu bot: "+strings.Join(ai.NamesFor(isandlwana.Zulu), ", "))
	fs.StringVar(&f.british, "british", "standard", "British bot: "+strings.Join(ai.NamesFor(isandlwana.British), ", "))
	fs.StringVar(&f.scen, "scenario", "isandlwana", "built-in scenario (isandlwana, isandlwana-free, rorkes-drift) or a scenario .json file; with --game, one of the game's scenarios")
	fs.IntVar(&f.workers, "workers", 0, "games played at once (default: one per CPU)")
	fs.BoolVar(&f.asJSON, "json", false, "print the summary as one JSON object")
	fs.StringVar(&f.csv, "csv", "", "also write one line per game to this CSV file (Isandlwana without --game)")
	fs.BoolVar(&f.optional, "optional-cards", false, "Rorke's Drift: shuffle the optional cards #32–#50 into the deck")
	if code, done := parseFlags(fs, args); done {
		return code
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "zulu1879 sim: unexpected argument %q (see zulu1879 sim --help)\n", fs.Arg(0))
		return 2
	}
	if f.games < 1 {
		fmt.Fprintf(stderr, "zulu1879 sim: --games must be at least 1, not %d\n", f.games)
		return 2
	}
	if f.workers < 0 {
		fmt.Fprintf(stderr, "zulu1879 sim: --workers must not be negative, not %d\n", f.workers)
		return 2
	}
	// The games allocate many small short-lived plans; a batch run has
	// memory to spare, so collect garbage less often (measured: +25% games/s).
	debug.SetGCPercent(400)
	if fs.Changed("game") {
		for _, old := range []string{"zulu", "british", "csv", "optional-cards"} {
			if fs.Changed(old) {
				fmt.Fprintf(stderr, "zulu1879 sim: --%s does not go with --game (use --bot SEAT=NAME or --option KEY=VALUE)\n", old)
				return 2
			}
		}
		if !fs.Changed("scenario") {
			f.scen = ""
		}
		return simGame(f, stdout, stderr)
	}
	for _, generic := range []string{"bot", "option", "level", "players"} {
		if fs.Changed(generic) {
			fmt.Fprintf(stderr, "zulu1879 sim: --%s goes with --game (see zulu1879 sim --help)\n", generic)
			return 2
		}
	}
	if rev, ok := rorkeRevision(f.scen); ok {
		if f.csv != "" || fs.Changed("zulu") || fs.Changed("british") {
			fmt.Fprintln(stderr, "zulu1879 sim: Rorke's Drift is solitaire: the game plays the Zulus and the advisor the British; --zulu, --british and --csv do not apply")
			return 2
		}
		if rev < 0 {
			fmt.Fprintf(stderr, "zulu1879 sim: --scenario %q: Rorke's Drift has rules revisions 1-%d (rorkes-drift@1 plays the first)\n", f.scen, ramparts.RulesRevision)
			return 2
		}
		return simRorke(f.games, f.seed, f.workers, rev, f.optional, f.asJSON, stdout, stderr)
	}
	return simIsandlwana(f, stdout, stderr)
}

// simIsandlwana is sim without --game: Last Stand at Isandlwana played by
// the runner written once for every game (sim.Batch), summed up in the
// Isandlwana summary the command has always printed (sim.Summary).
func simIsandlwana(f simFlags, stdout, stderr io.Writer) int {
	// The scenario and the bots are checked here, so that the messages are
	// those the command always gave, naming the flags.
	if _, err := scenarios.Load(f.scen); err != nil {
		fmt.Fprintf(stderr, "zulu1879 sim: %v\n", err)
		return 1
	}
	if _, err := ai.ForSide(f.zulu, isandlwana.Zulu); err != nil {
		fmt.Fprintf(stderr, "zulu1879 sim: --zulu: %v\n", err)
		return 1
	}
	if _, err := ai.ForSide(f.british, isandlwana.British); err != nil {
		fmt.Fprintf(stderr, "zulu1879 sim: --british: %v\n", err)
		return 1
	}
	b := sim.Batch{
		Game: gisandlwana.ID, Scenario: f.scen, Games: f.games, Seed: f.seed, Workers: f.workers,
		Bots: map[string]string{"zulu": strings.ToLower(f.zulu), "british": strings.ToLower(f.british)},
	}
	played, rep, ok := runBatch(b, stderr)
	if !ok {
		return 1
	}
	recs, err := sim.GamesOf(played)
	if err != nil {
		fmt.Fprintf(stderr, "zulu1879 sim: %v\n", err)
		return 1
	}
	sum := sim.Summarize(recs)
	sum.Scenario, sum.Zulu, sum.British, sum.Seed, sum.Workers = f.scen, f.zulu, f.british, f.seed, rep.Workers
	sum.Elapsed, sum.GamesPerSecond = rep.Elapsed, rep.GamesPerSecond
	if f.csv != "" {
		if err := writeGamesCSV(f.csv, recs); err != nil {
			fmt.Fprintf(stderr, "zulu1879 sim: %v\n", err)
			return 1
		}
	}
	if f.asJSON {
		return printJSON(sum, stdout, stderr)
	}
	fmt.Fprint(stdout, sum.Text())
	return 0
}

// runBatch plays b with a progress bar on a terminal; ok is false (the
// error printed) if it could not.
func runBatch(b sim.Batch, stderr io.Writer) ([]sim.Played, sim.Report, bool) {
	var bar *progressBar
	if stderrIsTerminal(stderr) {
		bar = &progressBar{w: stderr}
		b.Progress = bar.update
	}
	played, rep, err := b.Run()
	if bar != nil {
		bar.finish()
	}
	if err != nil {
		fmt.Fprintf(stderr, "zulu1879 sim: %v\n", err)
		return nil, sim.Report{}, false
	}
	return played, rep, true
}

// printJSON prints v as one indented JSON object.
func printJSON(v any, stdout, stderr io.Writer) int {
	b, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		fmt.Fprintf(stderr, "zulu1879 sim: %v\n", err)
		return 1
	}
	fmt.Fprintln(stdout, string(b))
	return 0
}

// stderrIsTerminal reports whether w is a character device (a terminal).
func stderrIsTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

// progressBar draws "[#####.....] 512/1000" on one terminal line.
type progressBar struct {
	w     io.Writer
	shown int // last width drawn, to redraw only on change
	done  int
}

func (p *progressBar) update(done, total int) {
	if done <= p.done {
		return
	}
	p.done = done
	const width = 40
	n := done * width / total
	if n == p.shown && done != total {
		return
	}
	p.shown = n
	fmt.Fprintf(p.w, "\r[%s%s] %d/%d", strings.Repeat("#", n), strings.Repeat(".", width-n), done, total)
}

func (p *progressBar) finish() { fmt.Fprint(p.w, "\r\033[K") }

// writeGamesCSV writes one line per game, through a temporary file renamed
// into place, so that a failed write never leaves a damaged file behind.
func writeGamesCSV(path string, recs []sim.Game) error {
	dir := filepath.Dir(path)
	tmp, err := os.CreateTemp(dir, ".sim-*.csv")
	if err != nil {
		return fmt.Errorf("--csv %s: %v", path, err)
	}
	defer os.Remove(tmp.Name())
	w := csv.NewWriter(tmp)
	_ = w.Write([]string{"seed", "outcome", "winner", "end_turn", "zulus_eliminated", "british_steps_lost", "british_units_lost", "leaders_lost", "actions"})
	for _, r := range recs {
		_ = w.Write([]string{
			strconv.FormatUint(r.Seed, 10), r.Outcome.Key(), strings.ToLower(r.Winner.String()), strconv.Itoa(r.EndTurn),
			strconv.Itoa(r.ZulusEliminated), strconv.Itoa(r.BritishStepsLost), strconv.Itoa(r.BritishUnitsLost),
			strconv.Itoa(r.LeadersLost), strconv.Itoa(r.Actions),
		})
	}
	w.Flush()
	if err := w.Error(); err != nil {
		tmp.Close()
		return fmt.Errorf("--csv %s: %v", path, err)
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return fmt.Errorf("--csv %s: %v", path, err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("--csv %s: %v", path, err)
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		return fmt.Errorf("--csv %s: %v", path, err)
	}
	return nil
}
