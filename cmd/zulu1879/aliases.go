package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/spf13/pflag"

	"zulu1879/ramparts"
)

// The text, rorke and campaign commands are aliases of play for one
// release: each reads the flags it always read, says in one line what
// replaced it, and runs play with the same game. Their own loops are gone
// (issue 16); what they reached on the parity and golden scripts is kept
// in testdata/older-loops.golden, which TestPlayParity holds play to.

// aliasNote is the one line an alias prints first.
func aliasNote(w io.Writer, cmd, game string) {
	fmt.Fprintf(w, "Note: `zulu1879 %s` is now `zulu1879 play %s` (same commands); this alias goes in the next release.\n", cmd, game)
}

// aliasSynopsis is the help of an alias.
func aliasSynopsis(cmd, game string) string {
	return fmt.Sprintf("`%s` is now `zulu1879 play %s` (see zulu1879 play --help); this alias goes in\nthe next release. It takes the flags %s always took and runs play with them.", cmd, game, cmd)
}

// aliasFlags are the flags the three aliases share, read as before.
type aliasFlags struct {
	seed               *uint64
	load, saveDir      *string
	resume             *bool
	autosave, board    *bool
	changed            func(string) bool
	fs                 *pflag.FlagSet
	zulu, british, scn *string
}

// playArgs turns the common flags into play's: the game, --seed when it
// was given, --resume FILE or auto, --save-dir, --autosave, --view.
func (f aliasFlags) playArgs(cmd, game string, stderr io.Writer) ([]string, bool) {
	args := []string{game}
	if *f.load != "" && *f.resume {
		fmt.Fprintf(stderr, "zulu1879 %s: --load and --resume both name a game to continue; give one\n", cmd)
		return nil, false
	}
	if f.fs.NArg() > 0 {
		fmt.Fprintf(stderr, "zulu1879 %s: unexpected argument %q (commands are read from standard input)\n", cmd, f.fs.Arg(0))
		return nil, false
	}
	if f.changed("seed") {
		args = append(args, "--seed", strconv.FormatUint(*f.seed, 10))
	}
	if f.scn != nil && f.changed("scenario") {
		args = append(args, "--scenario", *f.scn)
	}
	switch {
	case *f.load != "":
		args = append(args, "--resume", *f.load)
	case *f.resume:
		args = append(args, "--resume", "auto")
	}
	if f.changed("save-dir") {
		args = append(args, "--save-dir", *f.saveDir)
	}
	if !*f.autosave {
		args = append(args, "--autosave=false")
	}
	if !*f.board {
		args = append(args, "--view=false")
	}
	// A bot named on the command line replaces the players a loaded game
	// records, both seats, as the older commands had it: the seat not
	// named is a person's.
	named := f.zulu != nil && (f.changed("zulu") || f.changed("british"))
	for _, side := range []struct {
		name string
		bot  *string
	}{{"zulu", f.zulu}, {"british", f.british}} {
		if side.bot != nil && (f.changed(side.name) || named) {
			who := *side.bot
			if who == "" {
				who = "human"
			}
			args = append(args, "--bot", side.name+"="+who)
		}
	}
	return args, true
}

// newAliasFlags defines the common flags on fs.
func newAliasFlags(fs *pflag.FlagSet, bots bool, scenario string) aliasFlags {
	f := aliasFlags{fs: fs, changed: fs.Changed}
	f.seed = fs.Uint64("seed", 0, "dice seed (play --seed)")
	f.load = fs.String("load", "", "continue the game saved in this file (play --resume FILE)")
	f.resume = fs.Bool("resume", false, "continue the newest autosave (play --resume auto)")
	f.saveDir = fs.String("save-dir", "", "folder of the autosaves (play --save-dir)")
	f.autosave = fs.Bool("autosave", true, "autosave after every change (play --autosave)")
	f.board = fs.Bool("board", true, "show the board as play shows the position (play --view)")
	if scenario != "" {
		f.scn = fs.String("scenario", scenario, "scenario (play --scenario)")
	}
	if bots {
		f.zulu = fs.String("zulu", "", "a bot plays the Zulus at Isandlwana (play --bot zulu=BOT)")
		f.british = fs.String("british", "", "a bot plays the British at Isandlwana (play --bot british=BOT)")
	}
	return f
}

// rorkeOptionArgs turns the optional rules' flags into play --option
// KEY=VALUE pairs of Zulus on the Ramparts' options.
func rorkeOptions(fs *pflag.FlagSet, rf rorkeFlags) map[string]any {
	o := map[string]any{}
	if fs.Changed("optional-cards") || fs.Changed("cards") {
		if cards := rf.options().OptionalCards; len(cards) > 0 {
			o["optional_cards"] = cards
		}
	}
	for flag, key := range map[string]string{"stronger-ibuthos": "stronger_ibuthos", "melee": "melee_combat", "morning-attack": "morning_attack", "officers": "officers"} {
		if fs.Changed(flag) {
			if v, err := fs.GetBool(flag); err == nil && v {
				o[key] = true
			}
		}
	}
	return o
}

// runText is the text command: an alias of play isandlwana (text
// --campaign of play campaign, text --scenario rorkes-drift of play
// rorkes-drift).
func runText(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	for k, a := range args {
		rest := append(append([]string(nil), args[:k]...), args[k+1:]...)
		switch {
		case a == "--campaign":
			return runCampaign(rest, stdin, stdout, stderr)
		case a == "--scenario=rorkes-drift":
			return runRorke(rest, stdin, stdout, stderr)
		case a == "--scenario" && k+1 < len(args) && args[k+1] == "rorkes-drift":
			return runRorke(append(append([]string(nil), args[:k]...), args[k+2:]...), stdin, stdout, stderr)
		}
	}
	fs := newFlags("text", "[--seed N] [--scenario ID|FILE] [--zulu BOT] [--british BOT] [--load FILE|--resume] [--save-dir DIR] [--board=false]", aliasSynopsis("text", "isandlwana"), stdout, stderr)
	f := newAliasFlags(fs, true, "isandlwana")
	if code, done := parseFlags(fs, args); done {
		return code
	}
	pargs, ok := f.playArgs("text", "isandlwana", stderr)
	if !ok {
		return 2
	}
	aliasNote(stdout, "text", "isandlwana")
	return runPlay(pargs, stdin, stdout, stderr)
}

// runRorke is the rorke command: an alias of play rorkes-drift.
func runRorke(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlags("rorke", "[--seed N] [--optional-cards] [--cards 32,40] [--save FILE] [--load FILE|--resume] [--save-dir DIR] [--board=false]", aliasSynopsis("rorke", "rorkes-drift"), stdout, stderr)
	f := newAliasFlags(fs, false, "")
	save := fs.String("save", "", "file written by \"save\" without a name (play --save)")
	rf := addRorkeFlags(fs)
	if code, done := parseFlags(fs, args); done {
		return code
	}
	pargs, ok := f.playArgs("rorke", "rorkes-drift", stderr)
	if !ok {
		return 2
	}
	if *save != "" {
		pargs = append(pargs, "--save", *save)
	}
	keys := rorkeOptions(fs, rf)
	for _, k := range sortedKeys(keys) {
		v, _ := json.Marshal(keys[k])
		pargs = append(pargs, "--option", k+"="+string(v))
	}
	aliasNote(stdout, "rorke", "rorkes-drift")
	return runPlay(pargs, stdin, stdout, stderr)
}

// runCampaign is the campaign command: an alias of play campaign, whose
// second battle is Zulus on the Ramparts as the command always played it
// (--option next=rorkes-drift for a new day).
func runCampaign(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlags("campaign", "[--seed N] [--save FILE] [--load FILE|--resume] [--save-dir DIR] [--zulu BOT] [--british BOT] [--board=false]", aliasSynopsis("campaign", "campaign"), stdout, stderr)
	f := newAliasFlags(fs, true, "isandlwana")
	save := fs.String("save", "", "campaign file written by \"save\" without a name (play --save)")
	rf := addRorkeFlags(fs)
	if code, done := parseFlags(fs, args); done {
		return code
	}
	pargs, ok := f.playArgs("campaign", "campaign", stderr)
	if !ok {
		return 2
	}
	if *save != "" {
		pargs = append(pargs, "--save", *save)
	}
	if *f.load == "" && !*f.resume {
		pargs = append(pargs, "--option", "next=rorkes-drift")
		if keys := rorkeOptions(fs, rf); len(keys) > 0 {
			v, _ := json.Marshal(keys)
			pargs = append(pargs, "--option", "rorkes_drift="+string(v))
		}
	}
	aliasNote(stdout, "campaign", "campaign")
	return runPlay(pargs, stdin, stdout, stderr)
}

// sortedKeys is m's keys in order.
func sortedKeys(m map[string]any) []string {
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	for i := 1; i < len(ks); i++ {
		for j := i; j > 0 && strings.Compare(ks[j-1], ks[j]) > 0; j-- {
			ks[j-1], ks[j] = ks[j], ks[j-1]
		}
	}
	return ks
}

func init() {
	register(command{
		name:    "text",
		summary: "alias of play isandlwana, going in the next release (takes the text flags of before)",
		run: func(args []string, stdout, stderr io.Writer) int {
			return runText(args, os.Stdin, stdout, stderr)
		},
	})
}

func init() {
	register(command{
		name:    "rorke",
		summary: "alias of play rorkes-drift, going in the next release (takes the rorke flags of before)",
		run: func(args []string, stdout, stderr io.Writer) int {
			return runRorke(args, os.Stdin, stdout, stderr)
		},
	})
}

func init() {
	register(command{
		name:    "campaign",
		summary: "alias of play campaign, going in the next release (takes the campaign flags of before)",
		run: func(args []string, stdout, stderr io.Writer) int {
			return runCampaign(args, os.Stdin, stdout, stderr)
		},
	})
}

// rorkeFlags are the optional rules shared by the rorke and campaign
// commands.
type rorkeFlags struct {
	optional *bool
	cards    *[]int
	stronger *bool
	melee    *bool
	morning  *bool
	officers *bool
}

func addRorkeFlags(fs *pflag.FlagSet) rorkeFlags {
	return rorkeFlags{
		optional: fs.Bool("optional-cards", false, "shuffle all the optional cards #32-#50 into the deck (12.3, -1 VP each)"),
		cards:    fs.IntSlice("cards", nil, "shuffle only these optional cards into the deck, e.g. --cards 32,40 (12.3, -1 VP each)"),
		stronger: fs.Bool("stronger-ibuthos", false, "each iButho adds its gold-striped Hit marker (12.1)"),
		melee:    fs.Bool("melee", false, "melee combat: cards #24 and #25 ignore the night at close range (12.2, -1 VP)"),
		morning:  fs.Bool("morning-attack", false, "the Zulus attack at dawn when the iMpi cup runs dry (12.4)"),
		officers: fs.Bool("officers", false, "no Seniority Debate chit; Adendorff is no Lieutenant (12.5, -2 VP)"),
	}
}

// options turns the flags into engine options.
func (f rorkeFlags) options() ramparts.Options {
	o := ramparts.Options{
		StrongerIButhos: *f.stronger, MeleeCombat: *f.melee, MorningAttack: *f.morning, Officers: *f.officers,
	}
	if *f.optional {
		for id := 32; id <= 50; id++ {
			o.OptionalCards = append(o.OptionalCards, id)
		}
	} else {
		o.OptionalCards = append(o.OptionalCards, (*f.cards)...)
	}
	return o
}

// isTerminal reports whether r is an interactive terminal (a character
// device); pipes, files and test buffers are not.
func isTerminal(r io.Reader) bool {
	f, ok := r.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	if err != nil {
		return false
	}
	return st.Mode()&os.ModeCharDevice != 0
}
