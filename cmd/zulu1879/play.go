package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"zulu1879/campaign"
	"zulu1879/games"
	_ "zulu1879/games/all" // every game play can start
	gcampaign "zulu1879/games/campaign"
	isagame "zulu1879/games/isandlwana"
	rdgame "zulu1879/games/ramparts"
	"zulu1879/internal/untrusted"
	"zulu1879/play"
	"zulu1879/saves"
)

func init() {
	register(command{
		name:    "play",
		summary: "play any registered game in the terminal (the common loop): play GAME",
		run: func(args []string, stdout, stderr io.Writer) int {
			return runPlay(args, os.Stdin, stdout, stderr)
		},
	})
}

// playSynopsis is the help text of the play command.
const playSynopsis = `Plays any game of the program at one terminal through the common game
contract: the same loop for every game. GAME is a game id (%s).
Before each decision of a person it shows what that seat may see, the
question and the legal actions, numbered: type a number, or an action in the
game's notation, or help, view, legal [WORD…] [N|all], more, do N, undo,
log [N], save [FILE], load FILE, quit. Bots
(--bot SEAT=NAME) play their seats and say why. In a game with hidden
information played by two or more people, the loop asks the next player to
take the keyboard before it shows their seat.

Each game may add its own commands (help lists them): Isandlwana's board,
units, hex, odds and undo, Rorke's Drift's cards, card NN, ibuthos, chits
and vp, the campaign's ledger. The text, rorke and campaign commands are
aliases of play isandlwana, play rorkes-drift and play campaign for this
release. Saves of the older formats (--resume FILE, load FILE, --resume
auto) go on as envelopes.

Saves are envelopes (see saves/README.md): "save FILE" in the game, and an
autosave into the save folder after every command that changes the game
(play-GAME-auto-*.json, the newest 20 kept; --autosave=false turns it off).
--resume FILE continues a save; --resume auto the newest autosave of GAME.

When commands come from a pipe or a file, each one is echoed after its
prompt so that the output reads as a transcript.`

// runPlay is the play command with its input made explicit (tests feed it
// scripts).
func runPlay(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlags("play", "GAME [--scenario S] [--seed N] [--option K=V ...] [--players P] [--bot SEAT=NAME ... | --bots N] [--resume FILE|auto] [--save-dir DIR]", fmt.Sprintf(playSynopsis, strings.Join(games.IDs(), ", "))+"\n\n"+seatsAndBots(), stdout, stderr)
	scen := fs.String("scenario", "", "scenario (default: the game's first)")
	seed := fs.Uint64("seed", 0, "dice seed; the same seed and actions replay the same game (default: chosen from the clock and printed)")
	options := fs.StringArray("option", nil, "a game option K=V (V read as JSON when it is JSON, else as text; K=@FILE: the JSON in FILE, e.g. data=@my.json); repeat for more")
	botFlags := fs.StringArray("bot", nil, "let a bot play a seat: SEAT=NAME (NAME=human: a person); repeat for more")
	players := fs.Int("players", 0, "how many play, for a game whose option \"players\" says so (Men of Harlech: 1-5); the same as --option players=N")
	botCount := fs.Int("bots", 0, "let the game's default bot play the last N seats in play (--bot names a seat and a bot instead)")
	resume := fs.String("resume", "", "continue the game saved in FILE, or with \"auto\" the newest autosave of GAME")
	saveDir := fs.String("save-dir", "", "folder of the autosaves (default: zulu1879/saves in your configuration folder)")
	autosave := fs.Bool("autosave", true, "save the game into the save folder after every command that changes it")
	saveFile := fs.String("save", "", "the file \"save\" without a name writes, also written when the game ends and when you leave")
	view := fs.Bool("view", true, "show the position whenever another seat is to act (type view to see it any time)")
	if code, done := parseFlags(fs, args); done {
		return code
	}
	usageErr := func(format string, args ...any) int {
		fmt.Fprintf(stderr, "zulu1879 play: "+format+" (see zulu1879 play --help)\n", args...)
		return 2
	}
	game := ""
	switch {
	case fs.NArg() > 1:
		return usageErr("unexpected argument %q (commands are read from standard input)", fs.Arg(1))
	case fs.NArg() == 1:
		game = fs.Arg(0)
	case *resume == "" || *resume == "auto":
		return usageErr("name the game to play: %s", strings.Join(games.IDs(), ", "))
	}
	if *resume != "" && (fs.Changed("seed") || fs.Changed("scenario") || fs.Changed("option") || fs.Changed("players")) {
		return usageErr("a saved game keeps its own scenario, seed and options; drop --scenario, --seed, --option and --players with --resume")
	}
	if fs.Changed("players") {
		if *players < 1 {
			return usageErr("--players %d: at least one player", *players)
		}
		*options = append(*options, fmt.Sprintf("players=%d", *players))
	}
	var rules games.Rules
	if game != "" {
		var err error
		if rules, err = games.Lookup(game); err != nil {
			return usageErr("%v", err)
		}
	}
	dir := *saveDir
	if dir == "" && (*autosave || *resume == "auto") {
		d, err := saves.DefaultDir()
		if err != nil {
			fmt.Fprintf(stderr, "zulu1879 play: %v\n", err)
			return 1
		}
		dir = d
	}

	var rec *saves.Record
	hint := ""
	switch {
	case *resume == "auto":
		path, r, err := latestForPlay(dir, game)
		if errors.Is(err, saves.ErrNoSave) {
			fmt.Fprintf(stderr, "zulu1879 play: --resume auto: no autosave of %s that loads in %s; start a new game without --resume\n", game, dir)
			return 1
		}
		if err != nil {
			fmt.Fprintf(stderr, "zulu1879 play: --resume: %v\n", err)
			return 1
		}
		rec = r
		fmt.Fprintf(stdout, "Resumed the newest autosave, %s.\n", untrusted.Text(path))
	case *resume != "":
		r, note, err := loadForPlay(*resume)
		if err != nil {
			fmt.Fprintf(stderr, "zulu1879 play: %s\n", untrusted.Text(err.Error()))
			return 1
		}
		if game != "" && r.Info().ID != game {
			fmt.Fprintf(stderr, "zulu1879 play: %s is a game of %s, not of %s\n", untrusted.Text(*resume), r.Info().ID, game)
			return 1
		}
		rec = r
		fmt.Fprintf(stdout, "Loaded %s.\n", untrusted.Text(*resume))
		if note != "" {
			fmt.Fprintf(stdout, "Note: %s\n", untrusted.Text(note))
		}
	default:
		opts, err := optionsJSON(*options)
		if err != nil {
			return usageErr("--option: %v", err)
		}
		if !fs.Changed("seed") {
			*seed = uint64(time.Now().UnixNano())
		}
		if err := games.CheckOptionNames(rules, opts); err != nil {
			fmt.Fprintf(stderr, "zulu1879 play: %s\n", untrusted.Text(err.Error()))
			return 1
		}
		if rec, err = saves.NewRecord(rules, games.Setup{Scenario: *scen, Seed: *seed, Options: opts}, nil); err != nil {
			fmt.Fprintf(stderr, "zulu1879 play: %s\n", untrusted.Text(err.Error()))
			return 1
		}
	}
	for _, b := range *botFlags {
		seat, name, ok := strings.Cut(b, "=")
		if !ok {
			return usageErr("--bot %q: write SEAT=NAME", b)
		}
		if name != saves.Human && name != "" {
			if _, err := games.BotNamed(rec.Info().ID, name, seat); err != nil {
				if _, serr := rec.Info().SeatNamed(seat); serr != nil {
					return usageErr("--bot %s: %v", b, serr)
				}
				return usageErr("--bot %s: %v", b, err)
			}
		}
		if err := rec.SetPlayer(seat, name); err != nil {
			return usageErr("--bot %s: %v", b, err)
		}
	}
	if *botCount != 0 {
		inPlay := games.Playing(rec.State(), rec.Info())
		if *botCount < 0 || *botCount > len(inPlay) {
			return usageErr("--bots %d: the game has %d seats in play", *botCount, len(inPlay))
		}
		for _, seat := range inPlay[len(inPlay)-*botCount:] {
			name := rec.Info().SeatName(seat)
			b, err := games.DefaultBot(rec.Info().ID, name)
			if err != nil {
				return usageErr("--bots: %v", err)
			}
			if err := rec.SetPlayer(name, b.Name); err != nil {
				return usageErr("--bots: %v", err)
			}
		}
	}
	bots, names, warns := play.Bots(rec)
	for _, w := range warns {
		fmt.Fprintf(stdout, "Note: %s.\n", untrusted.Text(w))
	}
	if hint := hotseatHint(rec, bots); hint != "" && *resume == "" {
		fmt.Fprintln(stdout, hint)
	}
	cfg := play.Config{
		Record: rec, Bots: bots, BotNames: names, In: stdin, Out: stdout,
		Echo: !isTerminal(stdin), Clear: isTerminalWriter(stdout), HideView: !*view, Program: version,
		SaveFile: *saveFile, KeepBots: fs.Changed("bot") || fs.Changed("bots"),
		Load: func(path string) (*saves.Record, error) {
			r, note, err := loadForPlay(path)
			if note != "" {
				fmt.Fprintf(stdout, "Note: %s\n", untrusted.Text(note))
			}
			return r, err
		},
	}
	if *autosave {
		a, err := saves.NewEnvelopeAutosaver(dir, version, saves.DefaultKeep)
		if err != nil {
			fmt.Fprintf(stderr, "zulu1879 play: autosave is off: %v\n", err)
		} else {
			cfg.Autosave = a.Save
			hint = fmt.Sprintf("Autosaved: zulu1879 play %s --resume auto continues it", rec.Info().ID)
			if *saveDir != "" {
				hint += " (with the same --save-dir)"
			}
			hint += "."
		}
	}
	cfg.ResumeHint = hint
	cfg.AutosaveHolds = *resume == "auto"
	if err := play.Run(cfg); err != nil {
		fmt.Fprintf(stderr, "zulu1879 play: %s\n", untrusted.Text(err.Error()))
		return 1
	}
	return 0
}

// latestForPlay finds the newest autosave of game in dir that loads: an
// envelope autosave of play, or one of the older autosaves the text, rorke
// and campaign commands wrote (auto-…, rorke-auto-…, campaign-auto-…),
// whichever is newer by the time in its name; an older one goes on as an
// envelope.
func latestForPlay(dir, game string) (string, *saves.Record, error) {
	path, rec, err := saves.LatestEnvelope(dir, game)
	if err != nil && !errors.Is(err, saves.ErrNoSave) {
		return "", nil, err
	}
	var older, prefix string
	switch game {
	case isagame.ID:
		older, _, _ = saves.Latest(dir)
		prefix = saves.AutoPrefix
	case rdgame.ID:
		older, _, _ = campaign.LatestRorke(dir)
		prefix = campaign.RorkeAutoPrefix
	case gcampaign.ID:
		older, _, _ = campaign.Latest(dir)
		prefix = campaign.AutoPrefix
	}
	stamp := func(p, prefix string) string { return strings.TrimPrefix(filepath.Base(p), prefix) }
	if older != "" && (rec == nil || stamp(older, prefix) > stamp(path, saves.EnvelopePrefix(game))) {
		if r, err := convertSave(older); err == nil {
			return older, r, nil
		}
	}
	if rec == nil {
		return "", nil, saves.ErrNoSave
	}
	return path, rec, nil
}

// loadForPlay reads a save for play: an envelope, or a save of the older
// formats (an Isandlwana save of the text command or the window, a Rorke's
// Drift save of the rorke command, a campaign file), which goes on as an
// envelope (convertSave: it replays to the same hash or is refused); note
// says so then.
func loadForPlay(path string) (rec *saves.Record, note string, err error) {
	data, err := saves.ReadFile(path)
	if err != nil || saves.IsEnvelope(data) {
		rec, err = saves.LoadEnvelope(path)
		return rec, "", err
	}
	var h struct {
		Game string `json:"game"`
	}
	if json.Unmarshal(data, &h) != nil {
		rec, err = saves.LoadEnvelope(path) // which says what is wrong
		return rec, "", err
	}
	what := ""
	switch h.Game {
	case saves.GameID:
		what = "an Isandlwana save of the text command or the window"
	case campaign.RorkeGameID:
		what = "a Rorke's Drift save of the rorke command"
	case campaign.GameID:
		what = "a campaign file of the campaign command or the window"
	default:
		rec, err = saves.LoadEnvelope(path)
		return rec, "", err
	}
	if rec, err = convertSave(path); err != nil {
		return nil, "", err
	}
	return rec, fmt.Sprintf("%s is %s, of the older format; it goes on here, and its saves are envelopes (the file itself is not changed).", path, what), nil
}

// jsonFile reads a file that must hold one JSON value (a game's data of
// its own, given as --option data=@FILE); a syntax error names its line and
// column.
func jsonFile(name string) (json.RawMessage, error) {
	b, err := os.ReadFile(name)
	if err != nil {
		return nil, fmt.Errorf("cannot read the file: %v", errors.Unwrap(err))
	}
	var v any
	if err := json.Unmarshal(b, &v); err != nil {
		var se *json.SyntaxError
		if errors.As(err, &se) {
			line, col := 1, 1
			for _, c := range b[:max(0, min(int(se.Offset)-1, len(b)))] { // the byte that broke it
				if c == '\n' {
					line, col = line+1, 1
				} else {
					col++
				}
			}
			return nil, fmt.Errorf("not JSON at line %d, column %d: %v", line, col, se)
		}
		return nil, fmt.Errorf("not JSON: %v", err)
	}
	return json.RawMessage(b), nil
}

// optionsJSON turns K=V pairs into a JSON object (V=@FILE: the JSON in
// FILE, for a game's data of one's own); V is taken as JSON when
// it is JSON (true, 3, [32,40], "x"), else as a string.
func optionsJSON(pairs []string) (json.RawMessage, error) {
	if len(pairs) == 0 {
		return nil, nil
	}
	m := map[string]json.RawMessage{}
	for _, p := range pairs {
		k, v, ok := strings.Cut(p, "=")
		if !ok || k == "" {
			return nil, fmt.Errorf("%q: write KEY=VALUE", p)
		}
		if _, dup := m[k]; dup {
			return nil, fmt.Errorf("option %q given twice", k)
		}
		if file, ok := strings.CutPrefix(v, "@"); ok && file != "" {
			b, err := jsonFile(file)
			if err != nil {
				return nil, fmt.Errorf("%s=@%s: %v", k, file, err)
			}
			m[k] = b
			continue
		}
		if json.Valid([]byte(v)) {
			m[k] = json.RawMessage(v)
		} else {
			b, _ := json.Marshal(v)
			m[k] = b
		}
	}
	return json.Marshal(m)
}

// isTerminalWriter reports whether w is an interactive terminal.
func isTerminalWriter(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

// seatsAndBots lists, for the help, every game's seats and the bots that
// may play each (the default one marked with *), so that a player learns
// the names --bot takes without reading the sources.
func seatsAndBots() string {
	var b strings.Builder
	b.WriteString("Seats and their bots (* the default, which --bots picks):")
	for _, r := range games.List() {
		info := r.Info()
		var seats []string
		for _, seat := range info.Seats {
			var names []string
			def, _ := games.DefaultBot(info.ID, seat)
			for _, bot := range games.Bots(info.ID, seat) {
				n := bot.Name
				if n == def.Name {
					n += "*"
				}
				names = append(names, n)
			}
			if len(names) == 0 {
				names = []string{"people only"}
			}
			seats = append(seats, seat+" ("+strings.Join(names, ", ")+")")
		}
		fmt.Fprintf(&b, "\n  %s: %s", info.ID, strings.Join(seats, "; "))
	}
	return b.String()
}

// hotseatHint says, when every seat in play is a person's and a bot could
// take one, that the game is played hotseat and how to play the computer;
// empty otherwise.
func hotseatHint(rec *saves.Record, bots map[games.Seat]games.Bot) string {
	if len(bots) > 0 {
		return ""
	}
	inPlay := games.Playing(rec.State(), rec.Info())
	if len(inPlay) < 2 {
		return ""
	}
	last := rec.Info().SeatName(inPlay[len(inPlay)-1])
	def, err := games.DefaultBot(rec.Info().ID, last)
	if err != nil {
		return ""
	}
	return fmt.Sprintf("Every seat is played at this terminal (hotseat). To play against the computer, add --bots 1 (the %s seat to the %s bot) or --bot SEAT=NAME; zulu1879 play --help lists the bots.", last, def.Name)
}
