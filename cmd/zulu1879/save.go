package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"zulu1879/internal/words"

	"zulu1879/campaign"
	"zulu1879/games"
	gcampaign "zulu1879/games/campaign"
	"zulu1879/internal/untrusted"
	"zulu1879/saves"
)

func init() {
	register(command{name: "save", summary: "check, compare and list saved games (save check|diff|list)", run: runSave})
}

const saveUsage = `Usage:
  zulu1879 save check FILE...            is each save valid? which game, turn and phase
  zulu1879 save diff A B                 unified diff of two saves (exit 0 same, 1 different)
  zulu1879 save list [--save-dir DIR]    the autosaves, newest first
  zulu1879 save convert OLD NEW          write an Isandlwana, Rorke's Drift or campaign save as an envelope

A save is checked by replaying its whole log from the scenario and seed and
comparing the result with the state it recorded. Every command takes both
kinds of save: the Isandlwana saves of the window and the text command, and
the envelope saves of zulu1879 play (any game). "save check" prints nothing
a seat of the game may not see (no hand, no log).
`

func runSave(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, saveUsage)
		return 2
	}
	switch args[0] {
	case "-h", "--help", "help":
		fmt.Fprint(stdout, saveUsage)
		return 0
	case "check":
		return saveCheck(args[1:], stdout, stderr)
	case "diff":
		return saveDiff(args[1:], stdout, stderr)
	case "list":
		return saveList(args[1:], stdout, stderr)
	case "convert":
		return saveConvert(args[1:], stdout, stderr)
	}
	fmt.Fprintf(stderr, "zulu1879 save: unknown subcommand %q\n\n%s", args[0], saveUsage)
	return 2
}

// saveCheck loads and replays each file; exit 0 when all are good.
func saveCheck(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("save check", "FILE...", "Check saves: each is read, upgraded if old, replayed and compared with\nits recorded state. Exit status 0 when every file is good.", stdout, stderr)
	if code, done := parseFlags(fs, args); done {
		return code
	}
	if fs.NArg() == 0 {
		fs.Usage()
		return 2
	}
	code := 0
	for _, path := range fs.Args() {
		line, err := checkSaveFile(path)
		if err != nil {
			fmt.Fprintf(stdout, "%s: BAD: %s\n", untrusted.Text(path), untrusted.Text(saveProblem(err)))
			code = 1
			continue
		}
		// The line holds text from the file (the program that wrote it, the
		// bots it names, a scenario file's name): escaped, as everything read
		// from a file is before it is printed.
		fmt.Fprintf(stdout, "%s: ok: %s\n", untrusted.Text(path), untrusted.Text(line))
	}
	return code
}

func checkSaveFile(path string) (string, error) {
	data, err := saves.ReadFile(path)
	if err != nil {
		return "", err
	}
	if saves.IsEnvelope(data) {
		return checkEnvelope(data, path)
	}
	f, err := saves.Parse(data, path)
	if err != nil {
		return "", err
	}
	s, err := saves.Load(path, saves.LoadOptions{Name: path, Quiet: true})
	if err != nil {
		return "", err
	}
	format := fmt.Sprintf("format %d", f.From)
	if f.From != saves.Current {
		format += fmt.Sprintf(" (read by upgrading to %d)", saves.Current)
	}
	line := fmt.Sprintf("%s; scenario %s, seed %d, %s; written by zulu1879 %s, %s; hash %s",
		s.Summary(), f.Scenario, f.Seed, words.Count(len(f.Actions), "action", "actions"), f.Program, format, f.Hash)
	if p, ok := s.Players(); ok {
		line += "; players: " + p.String()
	}
	if s.Note() != "" {
		line += "; note: " + s.Note()
	}
	return line, nil
}

// saveDiff prints the unified diff of two normalised saves.
func saveDiff(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("save diff", "A B", "Compare two saves: both are upgraded to the current format and written\nthe same way, then compared line by line. Exit status 0 when they are the\nsame, 1 when they differ, 2 when one cannot be read.", stdout, stderr)
	if code, done := parseFlags(fs, args); done {
		return code
	}
	if fs.NArg() != 2 {
		fs.Usage()
		return 2
	}
	a, b := fs.Arg(0), fs.Arg(1)
	var norm [2][]byte
	for i, p := range []string{a, b} {
		data, err := saves.ReadFile(p)
		switch {
		case err == nil && saves.IsEnvelope(data):
			norm[i], err = saves.NormalizeEnvelope(data, p)
		case err == nil:
			norm[i], err = saves.Normalize(data, p)
		}
		if err != nil {
			fmt.Fprintln(stderr, untrusted.Text(err.Error()))
			return 2
		}
	}
	d := saves.UnifiedDiff(norm[0], norm[1], a, b)
	if d == "" {
		return 0
	}
	fmt.Fprint(stdout, untrusted.Lines(d))
	return 1
}

// saveList shows the autosaves and which one a resume would pick.
func saveList(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("save list", "[--save-dir DIR]", "List the autosaves, newest first, each checked by replaying it.", stdout, stderr)
	dir := fs.String("save-dir", "", "the save folder (default: zulu1879/saves in your configuration folder)")
	if code, done := parseFlags(fs, args); done {
		return code
	}
	if fs.NArg() != 0 {
		fs.Usage()
		return 2
	}
	if *dir == "" {
		d, err := saves.DefaultDir()
		if err != nil {
			fmt.Fprintln(stderr, "zulu1879 save list:", err)
			return 1
		}
		*dir = d
	}
	latest, _, err := saves.Latest(*dir)
	noOld := errors.Is(err, saves.ErrNoSave)
	if err != nil && !noOld {
		fmt.Fprintln(stderr, "zulu1879 save list:", err)
		return 1
	}
	env, err := saves.ListEnvelopes(*dir)
	if err != nil {
		fmt.Fprintln(stderr, "zulu1879 save list:", err)
		return 1
	}
	if noOld && len(env) == 0 {
		fmt.Fprintf(stdout, "no autosave in %s\n", *dir)
		return 0
	}
	var entries []saves.Entry
	if !noOld {
		if entries, err = saves.List(*dir); err != nil {
			fmt.Fprintln(stderr, "zulu1879 save list:", err)
			return 1
		}
	}
	// The envelope autosaves (zulu1879 play) follow, each game's newest
	// good one marked: the one play GAME --resume auto loads.
	resumed := map[string]bool{}
	var latestEnv []string
	for _, e := range env {
		game := envelopeGameOf(e.Path)
		if e.Err == nil && !resumed[game] {
			resumed[game] = true
			latestEnv = append(latestEnv, e.Path)
		}
	}
	entries = append(entries, env...)
	for _, e := range entries {
		mark := " "
		if e.Path == latest || slices.Contains(latestEnv, e.Path) {
			mark = "*"
		}
		if e.Err != nil {
			fmt.Fprintf(stdout, "%s %s  BAD: %s\n", mark, untrusted.Text(e.Path), untrusted.Text(saveProblem(e.Err)))
			continue
		}
		fmt.Fprintf(stdout, "%s %s  ok: %s\n", mark, untrusted.Text(e.Path), untrusted.Text(e.Summary))
	}
	fmt.Fprintln(stdout, "(* = the game a resume would load)")
	return 0
}

// saveConvert writes a save of the older formats (an Isandlwana save of any
// format, a Rorke's Drift save of the rorke command) as an envelope, after
// checking that the envelope replays to the same state hash. It never
// writes over an existing file.
func saveConvert(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("save convert", "OLD NEW", "Write the game saved in OLD (an Isandlwana save, a Rorke's Drift save of the\nrorke command, or a campaign file) into NEW as an envelope save, the format of zulu1879 play\n(play GAME --resume NEW continues it). The envelope is replayed and must\nreach the same state hash as OLD. NEW must not exist yet.", stdout, stderr)
	if code, done := parseFlags(fs, args); done {
		return code
	}
	if fs.NArg() != 2 {
		fs.Usage()
		return 2
	}
	from, to := fs.Arg(0), fs.Arg(1)
	if _, err := os.Lstat(to); err == nil {
		fmt.Fprintf(stderr, "zulu1879 save convert: %s exists; convert writes a new file and never over another\n", untrusted.Text(to))
		return 1
	}
	rec, err := convertSave(from)
	if err != nil {
		fmt.Fprintf(stderr, "zulu1879 save convert: %s\n", untrusted.Text(oneLineErr(err)))
		return 1
	}
	if err := rec.Save(to, version); err != nil {
		fmt.Fprintf(stderr, "zulu1879 save convert: %s\n", untrusted.Text(oneLineErr(err)))
		return 1
	}
	fmt.Fprintf(stdout, "%s: %s of %s written to %s (hash %s)\n", untrusted.Text(from), words.Count(rec.Len(), "action", "actions"), rec.Info().ID, untrusted.Text(to), rec.State().Hash())
	return 0
}

// convertSave reads an Isandlwana save or a Rorke's Drift save and returns
// it as a record that replays to the same hash.
func convertSave(path string) (*saves.Record, error) {
	data, err := saves.ReadFile(path)
	if err != nil {
		return nil, err
	}
	if saves.IsEnvelope(data) {
		return nil, fmt.Errorf("%s is an envelope save already", path)
	}
	var h struct {
		Game string `json:"game"`
	}
	_ = json.Unmarshal(data, &h)
	switch h.Game {
	case campaign.GameID:
		c, err := campaign.Load(path)
		if err != nil {
			return nil, err
		}
		return gcampaign.FromCampaign(c)
	case campaign.RorkeGameID:
		return convertRorke(data, path)
	}
	s, err := saves.Load(path, saves.LoadOptions{Quiet: true})
	if err != nil {
		return nil, err
	}
	return saves.FromSession(s)
}

// convertRorke converts a Rorke's Drift save of the rorke command: its
// seed, options (with the rules revision it was played on) and actions.
func convertRorke(data []byte, path string) (*saves.Record, error) {
	r, err := campaign.DecodeRorke(data, filepath.Base(path))
	if err != nil {
		return nil, err
	}
	var f struct {
		Actions []string `json:"actions"`
	}
	if err := json.Unmarshal(data, &f); err != nil {
		return nil, err
	}
	opts := r.Options
	opts.Revision = r.G.Revision()
	raw, err := json.Marshal(opts)
	if err != nil {
		return nil, err
	}
	rules, err := games.Lookup("rorkes-drift")
	if err != nil {
		return nil, err
	}
	rec, err := saves.NewRecord(rules, games.Setup{Seed: r.Seed, Options: raw}, nil)
	if err != nil {
		return nil, err
	}
	for i, a := range f.Actions {
		if err := rec.Apply(a, ""); err != nil {
			return nil, fmt.Errorf("action %d %q: %v", i+1, a, err)
		}
	}
	if rec.State().Hash() != r.G.Hash() {
		return nil, fmt.Errorf("the envelope replays to hash %s, the save to %s", rec.State().Hash(), r.G.Hash())
	}
	return rec, nil
}

func oneLineErr(err error) string { return strings.ReplaceAll(err.Error(), "\n", " ") }

// envelopeGameOf reads the game id from an envelope autosave's name
// (play-GAME-auto-….json).
func envelopeGameOf(path string) string {
	game, _, _ := strings.Cut(strings.TrimPrefix(filepath.Base(path), "play-"), "-auto-")
	return game
}

// checkEnvelope replays an envelope save and describes it in one line. The
// line holds nothing a seat of the game may not see: the summary (which,
// for a game with hidden information, names the seat to act and the kind
// of decision, not the words of the prompt), the setup, the players and the
// hash; never a view, the log, or the actions.
func checkEnvelope(data []byte, path string) (string, error) {
	e, err := saves.ParseEnvelope(data, path)
	if err != nil {
		return "", err
	}
	r, err := e.Replay(path, saves.ReplayOptions{})
	if err != nil {
		return "", err
	}
	scen := e.Scenario
	if r.Revision() != 0 {
		scen += fmt.Sprintf(" (revision %d)", r.Revision())
	}
	var players []string
	for _, seat := range games.Playing(r.State(), r.Info()) { // seats not in play never act
		name := r.Info().SeatName(seat)
		players = append(players, name+" "+r.Players()[name])
	}
	line := fmt.Sprintf("%s; game %s, scenario %s, seed %d, %s; written by zulu1879 %s, envelope format %d; players: %s; hash %s",
		r.Summary(), e.Game, scen, e.Seed, words.Count(len(e.Actions), "action", "actions"), e.Program, e.Version, strings.Join(players, ", "), e.Hash)
	if r.Note() != "" {
		line += "; note: " + r.Note()
	}
	return line, nil
}

// saveProblem is an error's message without the "save FILE:" prefix when the
// caller prints the file name itself.
func saveProblem(err error) string {
	var se *saves.Error
	if errors.As(err, &se) {
		return se.Msg
	}
	return err.Error()
}
