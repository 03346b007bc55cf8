package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	ai "zulu1879/ai/isandlwana"
	"zulu1879/campaign"
	gcampaign "zulu1879/games/campaign"
	"zulu1879/isandlwana"
	"zulu1879/rdtext"
	"zulu1879/saves"
	"zulu1879/textui"
)

func init() {
	register(command{
		name:    "campaign",
		summary: "alias of play campaign, going in the next release (takes the campaign flags of before)",
		run: func(args []string, stdout, stderr io.Writer) int {
			return runCampaign(args, os.Stdin, stdout, stderr)
		},
	})
}

// campaignSynopsis is the help text of the campaign command.
const campaignSynopsis = `Plays the day of 22 January 1879 as one campaign in the terminal: first Last
Stand at Isandlwana for two players at one keyboard, or one against a bot
(the same commands as zulu1879 text), then the ledger of what the result
carries over, then Rorke's Drift alone against the game (the same commands
as zulu1879 rorke).

Type "save FILE" at any moment to write the whole campaign to FILE, and
resume it later with --load FILE. With --save FILE the campaign is also
written there whenever a battle ends and when you quit.

After every command that changes the campaign it is saved automatically
into the save folder (--save-dir; play-campaign-auto-*.json envelopes, the newest 20 kept,
the same files the window's campaign autosaves). --resume continues the
newest of them that loads, after a quit or a crash. A failing autosave is
reported once and play goes on; --autosave=false turns it off.

With --zulu BOT or --british BOT a bot plays that side at Isandlwana. The
campaign file records who played; --load brings the same players back
unless --zulu or --british is given (then those flags decide both sides).`

// campaignHelp is added to the in-game help of both halves.
const campaignHelp = `Campaign commands:
  save [FILE]              write the whole campaign (both battles) to FILE, or to the --save file
  ledger                   what Isandlwana carries over to Rorke's Drift (once Isandlwana is over)
  campaign                 where the campaign stands`

// campaignRun is one campaign played in the terminal.
type campaignRun struct {
	c        *campaign.Campaign
	out      io.Writer
	echo     bool
	board    bool
	saveFile string
	rf       rorkeFlags
	// The bots of the Isandlwana half (nil: a person), and whether the
	// command line chose them (then a loaded file's players are ignored).
	zulu, british ai.Bot
	explicitBots  bool

	// The Isandlwana half: textui's session, whose moves go through the
	// campaign so that they are recorded.
	isa *textui.Session
	// loadedFrom names the campaign file resumed ("" for a new campaign).
	loadedFrom string
	// The Rorke's Drift half.
	rd     *rdtext.Session
	rdDone bool // the end of the campaign has been reported

	// auto writes the campaign autosaves (nil: autosaving is off); autoAt
	// is the position the newest of them holds (see position), so that
	// only a changed campaign is saved again.
	auto       *gcampaign.Autosaver
	autoAt     string
	autoNotice textui.AutosaveNotice
}

func runCampaignLoop(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlags("campaign", "[--seed N] [--save FILE] [--load FILE|--resume] [--save-dir DIR] [--zulu BOT] [--british BOT] [--board=false]", campaignSynopsis, stderr)
	seed := fs.Uint64("seed", 0, "dice seed of the campaign; the same seed and commands replay the same campaign (default: chosen from the clock and printed)")
	scen := fs.String("scenario", "isandlwana", "Isandlwana scenario: isandlwana, isandlwana-free or a scenario .json file")
	save := fs.String("save", "", "campaign file written by \"save\" without a name, whenever a battle ends, and on quitting")
	load := fs.String("load", "", "resume the campaign saved in this file")
	resume := fs.Bool("resume", false, "continue the newest campaign autosave of the save folder")
	saveDir := fs.String("save-dir", "", "folder of the autosaves (default: zulu1879/saves in your configuration folder, e.g. ~/.config/zulu1879/saves)")
	autosave := fs.Bool("autosave", true, "save the campaign into the save folder after every command that changes it")
	board := fs.Bool("board", true, "show the board at the start of every phase (Isandlwana) or turn (Rorke's Drift)")
	zuluBot := fs.String("zulu", "", "let a bot play the Zulus at Isandlwana: "+strings.Join(ai.NamesFor(isandlwana.Zulu), ", "))
	britBot := fs.String("british", "", "let a bot play the British at Isandlwana: "+strings.Join(ai.NamesFor(isandlwana.British), ", "))
	rf := addRorkeFlags(fs)
	if code, done := parseFlags(fs, args); done {
		return code
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "zulu1879 campaign: unexpected argument %q (commands are read from standard input)\n", fs.Arg(0))
		return 2
	}
	if *load != "" && *resume {
		fmt.Fprintf(stderr, "zulu1879 campaign: --load and --resume both name a campaign to continue; give one\n")
		return 2
	}
	if (*load != "" || *resume) && (fs.Changed("seed") || fs.Changed("scenario")) {
		fmt.Fprintf(stderr, "zulu1879 campaign: --load and --resume continue a saved campaign; its seed and scenario are in the file (drop --seed and --scenario)\n")
		return 2
	}
	r := &campaignRun{out: stdout, echo: !isTerminal(stdin), board: *board, saveFile: *save, rf: rf,
		explicitBots: fs.Changed("zulu") || fs.Changed("british")}
	var err error
	if *zuluBot != "" {
		if r.zulu, err = ai.ForSide(*zuluBot, isandlwana.Zulu); err != nil {
			fmt.Fprintf(stderr, "zulu1879 campaign: --zulu: %v\n", err)
			return 2
		}
	}
	if *britBot != "" {
		if r.british, err = ai.ForSide(*britBot, isandlwana.British); err != nil {
			fmt.Fprintf(stderr, "zulu1879 campaign: --british: %v\n", err)
			return 2
		}
	}
	if err := rf.options().Validate(); err != nil {
		fmt.Fprintf(stderr, "zulu1879 campaign: %v\n", err)
		return 2
	}
	dir, auto, ok := autosaveFolder("campaign", *saveDir, campaign.AutoPrefix, *autosave, *resume, stderr)
	if !ok {
		return 1
	}
	if auto != nil {
		r.auto = gcampaign.NewAutosaver(dir, version, saves.DefaultKeep)
	}
	switch {
	case *resume:
		path, c, err := gcampaign.Latest(dir)
		if err != nil {
			return resumeFailed(stderr, "campaign", "campaign autosave", "campaign", dir, err)
		}
		r.c = c
		r.autoAt = r.position()
		r.printf("Resumed the newest campaign autosave, %s: %s.\n", path, c.Summary())
		r.loadedFrom = filepath.Base(path)
		r.resume()
	case *load != "":
		c, err := gcampaign.Load(*load)
		if err != nil {
			fmt.Fprintf(stderr, "zulu1879 campaign: %v\n", err)
			return 1
		}
		r.c = c
		r.printf("Resumed %s: %s.\n", *load, c.Summary())
		r.loadedFrom = filepath.Base(*load)
		r.resume()
	default:
		if !fs.Changed("seed") {
			*seed = uint64(time.Now().UnixNano())
		}
		c, err := campaign.New(*scen, *seed)
		if err != nil {
			fmt.Fprintf(stderr, "zulu1879 campaign: %v\n", err)
			return 1
		}
		r.c = c
		r.printf("A campaign of 22 January 1879: Isandlwana, then Rorke's Drift. Seed %d.\n", *seed)
		r.isaSession()
		r.isa.Start()
	}
	r.autosaveNow()
	if err := r.loop(stdin); err != nil {
		fmt.Fprintf(stderr, "zulu1879 campaign: %v\n", err)
		return 1
	}
	return 0
}

func (r *campaignRun) printf(format string, args ...any) { fmt.Fprintf(r.out, format, args...) }

func (r *campaignRun) fail(format string, args ...any) {
	r.printf("error: %s\n", strings.ReplaceAll(fmt.Sprintf(format, args...), "\n", " "))
}

// isaSession makes the textui session of the Isandlwana half: its moves go
// through the campaign, and its end leads to the ledger.
func (r *campaignRun) isaSession() {
	r.isa = textui.NewSession(r.c.Game(), r.out)
	r.isa.AutoBoard = r.board
	r.isa.NoEndBoard = true
	r.isa.Apply = r.c.ApplyIsandlwana
	r.isa.ExtraHelp = campaignHelp
	r.isa.OnOver = r.ledgerAndOn
	r.isa.Record = r.c.Isandlwana()
	r.isa.Zulu, r.isa.British = r.zulu, r.british
	if r.loadedFrom != "" && !r.explicitBots {
		r.isa.TakeRecordedBots(r.c.Isandlwana(), r.loadedFrom, "isandlwana.players")
	}
}

// resume prints where a loaded campaign stands.
func (r *campaignRun) resume() {
	switch r.c.Stage() {
	case campaign.StageIsandlwana:
		r.isaSession()
		r.isa.Resume()
	case campaign.StageLedger:
		r.ledgerAndOn()
	default:
		r.rdSession()
		r.rd.Resume()
		if r.c.Stage() == campaign.StageDone {
			r.printf("%s", rdtext.Ending(r.c.Rorke()))
		}
	}
}

// loop reads commands until quit or the end of input.
func (r *campaignRun) loop(in io.Reader) error {
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 64*1024), 1024*1024)
	for {
		r.printf("%s", r.prompt())
		if !sc.Scan() {
			break
		}
		line := sc.Text()
		if r.echo {
			r.printf("%s\n", line)
		}
		quit := r.exec(line)
		r.autosaveNow()
		if quit {
			r.printf("Left the campaign: %s.\n", r.c.Summary())
			r.leave()
			return nil
		}
	}
	r.printf("\n")
	if err := sc.Err(); err != nil {
		r.leave()
		return fmt.Errorf("reading commands: %w", err)
	}
	r.printf("End of input: %s.\n", r.c.Summary())
	r.leave()
	return nil
}

// leave writes the --save file and says how to continue an unfinished
// campaign that the newest autosave holds.
func (r *campaignRun) leave() {
	r.writeSaveFile()
	if r.auto != nil && r.c.Stage() != campaign.StageDone && r.autoAt == r.position() {
		r.printf("Autosaved: zulu1879 campaign --resume continues this campaign.\n")
	}
}

// position identifies how far the campaign has got: its stage and the
// number of actions of each half. Every action adds one, so two different
// positions of one campaign never share it.
func (r *campaignRun) position() string {
	return fmt.Sprintf("%s %d %d", r.c.Stage(), r.c.Isandlwana().Len(), len(r.c.RorkeActions()))
}

// autosaveNow writes a campaign autosave when the campaign changed since
// the last one (a new campaign with no action yet is not saved). A failure
// is reported once, and the campaign goes on.
func (r *campaignRun) autosaveNow() {
	if r.auto == nil {
		return
	}
	pos := r.position()
	if pos == r.autoAt || (r.c.Stage() == campaign.StageIsandlwana && r.c.Isandlwana().Len() == 0) {
		return
	}
	if _, err := r.auto.Save(r.c); err == nil {
		r.autoAt = pos
	}
	r.autoNotice.Report(r.out, r.auto.Dir, r.auto.Err)
}

func (r *campaignRun) prompt() string {
	if r.c.Stage() == campaign.StageIsandlwana {
		return "Isandlwana " + r.isa.Prompt()
	}
	return "Rorke's Drift " + r.rd.Prompt()
}

// exec runs one line; it returns true to quit.
func (r *campaignRun) exec(line string) bool {
	t := strings.TrimSpace(line)
	if t == "" || strings.HasPrefix(t, "#") {
		return false
	}
	f := strings.Fields(t)
	verb, args := strings.ToLower(f[0]), f[1:]
	if r.campaignCommand(verb, args) {
		return false
	}
	if r.c.Stage() != campaign.StageIsandlwana {
		quit := r.rd.Exec(t)
		if r.c.Stage() == campaign.StageDone && !r.rdDone {
			r.rdDone = true
			r.printf("=== The campaign is over. ===\n%s.\n", r.c.Summary())
			r.writeSaveFile()
		}
		return quit
	}
	return r.isa.Exec(t)
}

// campaignCommand runs save, ledger and campaign in either half.
func (r *campaignRun) campaignCommand(verb string, args []string) bool {
	switch verb {
	case "save":
		r.save(args)
	case "ledger":
		if l := r.c.Ledger(); l != nil {
			r.printf("%s", l)
		} else {
			r.fail("ledger: Isandlwana is not over yet; the ledger is drawn up when it ends")
		}
	case "campaign":
		r.printf("%s.\n", r.c.Summary())
	default:
		return false
	}
	return true
}

// save handles "save [FILE]".
func (r *campaignRun) save(args []string) {
	path := r.saveFile
	switch {
	case len(args) == 1:
		path = args[0]
	case len(args) > 1:
		r.fail("save: expected \"save FILE\" (one file name without spaces)")
		return
	case path == "":
		r.fail("save: name the file: save FILE (or start with --save FILE)")
		return
	}
	kept, err := gcampaign.Save(r.c, path, version)
	r.keptOlder(path, kept)
	if err != nil {
		r.fail("save: %v", err)
		return
	}
	r.printf("Saved the campaign to %s (%s).\n", path, r.c.Stage())
}

// writeSaveFile writes the --save file, if one was given.
func (r *campaignRun) writeSaveFile() {
	if r.saveFile == "" {
		return
	}
	kept, err := gcampaign.Save(r.c, r.saveFile, version)
	r.keptOlder(r.saveFile, kept)
	if err != nil {
		r.fail("autosave: %v", err)
		return
	}
	r.printf("Campaign saved to %s (%s).\n", r.saveFile, r.c.Stage())
}

// keptOlder says that the file at path, of the older campaign format (or
// not a save at all), was kept as kept before the envelope replaced it.
func (r *campaignRun) keptOlder(path, kept string) {
	if kept != "" {
		r.printf("The file that was at %s is not an envelope save; it is kept as %s.\n", path, kept)
	}
}

// ledgerAndOn shows the ledger and sets up Rorke's Drift from it.
func (r *campaignRun) ledgerAndOn() {
	r.printf("\n=== Isandlwana is over. What the day carries to Rorke's Drift: ===\n%s", r.c.Ledger())
	opts := r.rf.options()
	if err := r.c.StartRorkesDrift(campaign.RorkeSeed(r.c.Isandlwana().Seed()), opts); err != nil {
		r.fail("setting up Rorke's Drift: %v", err)
		return
	}
	r.printf("\n=== Rorke's Drift, later that afternoon ===\n")
	r.rdSession()
	r.rd.Start()
	r.writeSaveFile()
}

// rdSession makes the rdtext session of the Rorke's Drift half; its moves
// go through the campaign.
func (r *campaignRun) rdSession() {
	s := rdtext.NewSession(r.c.Rorke(), r.out)
	s.AutoBoard = r.board
	s.ExtraHelp = campaignHelp
	s.Apply = r.c.ApplyRorke
	r.rd = s
	r.rdDone = r.c.Stage() == campaign.StageDone
}
