package textui

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"zulu1879/internal/words"

	ai "zulu1879/ai/isandlwana"
	"zulu1879/isandlwana"
	"zulu1879/saves"
)

// NewRecorded starts a session on a recorded game: moves go through sv, so
// that save, load and undo work, and version is written into saves.
func NewRecorded(sv *saves.Session, version string, out io.Writer) *Session {
	s := NewSession(sv.Game(), out)
	s.Saves, s.Version = sv, version
	return s
}

// SetAutosaver makes the session autosave with a (nil stops autosaving):
// after every command that changed the game (an action, including the
// bots' replies to it, an undo, a load), so that a crash loses at most the
// command being typed. Meta-commands and refused commands write nothing,
// nor does a game with no action yet.
func (s *Session) SetAutosaver(a *saves.Autosaver) {
	s.Autosaver = a
	if s.Saves != nil {
		// Saving after each command replaces saving at each new phase.
		s.Saves.OnPhase = nil
	}
}

// autoPos is how far the recorded game has got, as far as autosaving
// cares: the number of changes made to it (see Session.changes) and who
// plays each side, both of which an autosave records.
type autoPos struct {
	changes int
	players saves.Players
}

func (s *Session) autoPos() autoPos { return autoPos{s.changes, s.Players()} }

// AutosaveHolds records that the newest autosave holds the recorded game
// as it stands (a game just resumed from it), players included as the game
// records them, so that nothing is written again until the game or its
// players change. Call it before Resume.
func (s *Session) AutosaveHolds() {
	if s.Saves == nil {
		return
	}
	p, _ := s.Saves.Players()
	s.autoAt, s.autoHeld = autoPos{s.changes, p}, true
}

// held reports whether the newest autosave holds the game as it stands.
func (s *Session) held() bool { return s.autoHeld && s.autoAt == s.autoPos() }

// Autosaved reports whether autosaving is on and the newest autosave holds
// the game as it stands, so that --resume would continue it.
func (s *Session) Autosaved() bool {
	return s.Autosaver != nil && s.Saves != nil && s.held()
}

// Autosave writes an autosave of the game when it changed since the newest
// one, and reports a failure once (see AutosaveNotice); the game goes on
// either way. A game with no action yet is not written, unless an undo
// took it back there after an autosave (the newest autosave must not hold
// the action taken back). The session calls it after every command; a
// caller calls it when it changes the game itself, or on leaving.
func (s *Session) Autosave() {
	a := s.Autosaver
	if a == nil || s.Saves == nil || s.held() || (s.Saves.Len() == 0 && !s.autoHeld) {
		return
	}
	pos := s.autoPos()
	if _, err := a.Save(s.Saves); err == nil {
		s.autoAt, s.autoHeld = pos, true
	}
	s.autoNotice.Report(s.Out, a.Dir, a.Err)
}

// AutosaveNotice tells the player about autosaving only when it changes:
// once when it starts failing (not again at every save while it keeps
// failing) and once when it works again. The zero value is ready to use.
type AutosaveNotice struct {
	failing bool
}

// Report prints to w a warning naming the save folder dir when err is the
// first failure, a note when a save worked (err nil) after failures, and
// nothing otherwise. A failed autosave never stops the game.
func (n *AutosaveNotice) Report(w io.Writer, dir string, err error) {
	switch {
	case err != nil && !n.failing:
		var pe *os.PathError
		if errors.As(err, &pe) {
			// The path may be a temporary file with a random name.
			err = pe.Err
		}
		fmt.Fprintf(w, "warning: autosaving into %s failed (the game goes on): %s\n", dir, strings.ReplaceAll(err.Error(), "\n", " "))
	case err == nil && n.failing:
		fmt.Fprintf(w, "Autosaving into %s works again.\n", dir)
	}
	n.failing = err != nil
}

// bot returns the computer player of side, or nil for a person.
func (s *Session) bot(side isandlwana.Side) ai.Bot {
	switch side {
	case isandlwana.Zulu:
		return s.Zulu
	case isandlwana.British:
		return s.British
	}
	return nil
}

// maxBotActions bounds the actions bots take in a row: reaching it means a
// bot is stuck (no real game comes near it).
const maxBotActions = ai.MaxActions

// PlayBots lets the computer players act while one of them is to act,
// printing each action with its reason (one line, "Zulu (rule9): move 1201
// 1402 — why") and what followed. It returns when a person is to act or the
// game is over. A bot whose action the engine refuses is switched off, with
// a message, and its side is played from the keyboard.
func (s *Session) PlayBots() {
	for n := 0; ; n++ {
		g := s.G
		if g.Over() {
			return
		}
		side := g.ToAct()
		b := s.bot(side)
		if b == nil {
			return
		}
		if n >= maxBotActions {
			s.fail("the %s bot %q is stuck after %d actions in a row; the %s are now played from the keyboard", side, b.Name(), n, side)
			s.setBot(side, nil)
			return
		}
		a, why, err := ai.Next(g, b)
		if err != nil {
			s.fail("%v; the %s are now played from the keyboard", err, side)
			s.setBot(side, nil)
			return
		}
		s.printf("%s (%s): %s — %s\n", side, b.Name(), a, why)
		if err := s.applyAction(a); err != nil {
			s.fail("the %s bot %q chose %q, which the engine refused: %v; the %s are now played from the keyboard", side, b.Name(), a, err, side)
			s.setBot(side, nil)
			return
		}
		if r := s.recorded(); r != nil {
			r.AddReason(side, why) // saved with the game, as the window does
		}
		s.afterCommand(false)
	}
}

func (s *Session) setBot(side isandlwana.Side, b ai.Bot) {
	if side == isandlwana.Zulu {
		s.Zulu = b
	} else {
		s.British = b
	}
	s.recordPlayers()
}

// Players names who plays each side as saves record it: "" for a person,
// else the bot's name.
func (s *Session) Players() saves.Players {
	var p saves.Players
	for _, side := range []isandlwana.Side{isandlwana.British, isandlwana.Zulu} {
		if b := s.bot(side); b != nil {
			p = p.With(side, b.Name())
		}
	}
	return p
}

// recorded returns the recorded game whose saves hold the players and the
// bots' reasons: Saves, or else Record; nil when the game is not recorded.
func (s *Session) recorded() *saves.Session {
	if s.Saves != nil {
		return s.Saves
	}
	return s.Record
}

// recordPlayers writes who plays into the recorded game (Saves, or else
// Record), so that its saves and autosaves carry it.
func (s *Session) recordPlayers() {
	if r := s.recorded(); r != nil {
		r.SetPlayers(s.Players())
	}
}

// RecordedBots returns the computer players a loaded game records (nil for
// a side played by a person), and whether it records them at all (saves
// made before format 3 do not). A recorded bot that this program does not
// have, or that plays the other side, gives way to a person, with a warning
// naming file and field (where the players are in the file: "players", or
// "game.players" in a campaign file).
func RecordedBots(sv *saves.Session, file, field string) (zulu, british ai.Bot, warns []string, ok bool) {
	p, ok := sv.Players()
	if !ok {
		return nil, nil, nil, false
	}
	p, warns = p.Resolve(file, field, func(name string, side isandlwana.Side) error {
		_, err := ai.ForSide(name, side)
		return err
	})
	if p.Zulu != "" {
		zulu, _ = ai.ForSide(p.Zulu, isandlwana.Zulu)
	}
	if p.British != "" {
		british, _ = ai.ForSide(p.British, isandlwana.British)
	}
	return zulu, british, warns, true
}

// TakeRecordedBots makes the session's bots those sv records, printing a
// warning for each recorded bot this program cannot play and a line saying
// who plays. It does nothing when sv does not record its players. file
// names the save in the messages.
func (s *Session) TakeRecordedBots(sv *saves.Session, file, field string) {
	z, b, warns, ok := RecordedBots(sv, file, field)
	if !ok {
		return
	}
	for _, w := range warns {
		s.printf("warning: %s\n", w)
	}
	s.Zulu, s.British = z, b
	s.printf("Players, as saved: %s.\n", s.Players())
}

// freshBots gives each computer player a new instance (bots keep per-game
// caches, and a loaded or rewound game is a new game for them).
func (s *Session) freshBots() {
	for _, side := range []isandlwana.Side{isandlwana.Zulu, isandlwana.British} {
		if b := s.bot(side); b != nil {
			if nb, err := ai.ByName(b.Name()); err == nil {
				s.setBot(side, nb)
			}
		}
	}
}

// notRecorded is the error of save, load and undo in a session without
// Saves (e.g. the Isandlwana half of a campaign, which saves itself).
func (s *Session) notRecorded(verb string) bool {
	if s.Saves == nil {
		s.fail("%s: not available here: this game is not recorded by the session", verb)
		return true
	}
	return false
}

// save handles "save FILE".
func (s *Session) save(args []string) {
	if s.notRecorded("save") {
		return
	}
	if len(args) != 1 {
		s.fail("save: expected \"save FILE\" (one file name without spaces)")
		return
	}
	path := args[0]
	dir := filepath.Dir(path)
	if st, err := os.Stat(dir); err != nil || !st.IsDir() {
		s.fail("save: %s: the folder %s does not exist; nothing was written", path, dir)
		return
	}
	if err := s.Saves.Save(path, s.Version); err != nil {
		// The error of a failed write names the temporary file, whose
		// name is random; say what failed on the file asked for instead.
		var pe *os.PathError
		if errors.As(err, &pe) {
			err = fmt.Errorf("write %s: %v", path, pe.Err)
		}
		s.fail("save: %v; %s is unchanged", err, path)
		return
	}
	g := s.G
	s.printf("Saved to %s (turn %d, %s, %d actions).\n", args[0], g.Turn, g.PhaseLabel(), s.Saves.Len())
}

// load handles "load FILE": a good save replaces the game; a bad one is
// reported in one line and the current game goes on.
func (s *Session) load(args []string) {
	if s.notRecorded("load") {
		return
	}
	if len(args) != 1 {
		s.fail("load: expected \"load FILE\" (one file name without spaces)")
		return
	}
	sv, err := saves.Load(args[0], saves.LoadOptions{Continue: true})
	if err != nil {
		s.fail("load: %v; the current game goes on", err)
		return
	}
	s.printf("Loaded %s: %s.\n", args[0], sv.Summary())
	if !s.KeepBots {
		s.TakeRecordedBots(sv, filepath.Base(args[0]), "players")
	}
	s.Switch(sv)
}

// Switch makes sv the session's game (after a load) and shows it as Resume
// does: the autosaver follows (the next autosave holds sv), the bots start
// afresh (and are recorded in sv as its players), and the loader's note, if
// any, is printed.
func (s *Session) Switch(sv *saves.Session) {
	s.Saves = sv
	s.G = sv.Game()
	s.changes++
	s.SetAutosaver(s.Autosaver)
	s.freshBots()
	s.listLimit = 0
	if n := sv.Note(); n != "" {
		s.printf("Note: %s.\n", n)
	}
	if n := sv.DataNote(); n != "" {
		s.printf("Note: %s.\n", n)
	}
	s.Resume()
}

// undoStep is one recorded action as the replay saw it.
type undoStep struct {
	action string
	side   isandlwana.Side // who was to act
	dice   uint64          // the dice before it
	turn   int
	phase  string
}

// history replays the recorded actions (quietly) and says, for each, who
// took it and how the dice stood before it.
func (s *Session) history() ([]undoStep, error) {
	sv := s.Saves
	r := isandlwana.New(sv.Scenario(), sv.Seed(), isandlwana.Options{Quiet: true})
	acts := sv.Actions()
	out := make([]undoStep, len(acts))
	for i, line := range acts {
		out[i] = undoStep{action: line, side: r.ToAct(), dice: r.Dice.State, turn: r.Turn, phase: r.PhaseLabel()}
		a, err := isandlwana.ParseAction(line)
		if err == nil {
			err = r.Apply(a)
		}
		if err != nil {
			return nil, fmt.Errorf("replaying action %d %q: %v", i+1, line, err)
		}
	}
	return out, nil
}

// ErrNoUndo is wrapped by every reason an undo is refused.
var ErrNoUndo = errors.New("cannot undo")

// UndoPoint says how far undo would take the game back: to the first n
// recorded actions, taking back action n+1 (the last one of the side to
// act) and the bots' actions after it. It returns an error saying why when
// there is nothing that may be taken back.
func (s *Session) UndoPoint() (n int, took string, err error) {
	if s.Saves == nil {
		return 0, "", fmt.Errorf("%w: this game is not recorded by the session", ErrNoUndo)
	}
	g := s.G
	if g.Over() {
		return 0, "", fmt.Errorf("%w: the game is over", ErrNoUndo)
	}
	side := g.ToAct()
	hist, err := s.history()
	if err != nil {
		return 0, "", fmt.Errorf("%w: %v", ErrNoUndo, err)
	}
	k := len(hist) - 1
	for k >= 0 && s.bot(hist[k].side) != nil {
		k--
	}
	switch {
	case k < 0 && len(hist) == 0:
		return 0, "", fmt.Errorf("%w: nothing has been played yet", ErrNoUndo)
	case k < 0:
		return 0, "", fmt.Errorf("%w: every action so far was a bot's", ErrNoUndo)
	}
	h := hist[k]
	if h.side != side {
		return 0, "", fmt.Errorf("%w: the last action, %q, was the %s's; the %s cannot take it back", ErrNoUndo, h.action, h.side, side)
	}
	if h.dice != g.Dice.State {
		return 0, "", fmt.Errorf("%w: dice have been rolled since your last action, %q (turn %d, %s), so it stands", ErrNoUndo, h.action, h.turn, h.phase)
	}
	return k, h.action, nil
}

// undo handles "undo".
func (s *Session) undo(args []string) {
	if s.notRecorded("undo") {
		return
	}
	if len(args) > 0 {
		s.fail("undo: takes no arguments; it takes back your last action")
		return
	}
	n, took, err := s.UndoPoint()
	if err != nil {
		s.fail("undo: %s", strings.TrimPrefix(err.Error(), ErrNoUndo.Error()+": "))
		return
	}
	sv := s.Saves
	bots := sv.Len() - n - 1
	if err := sv.Rewind(n); err != nil {
		s.fail("undo: %v", err)
		return
	}
	s.G = sv.Game()
	s.changes++
	s.freshBots()
	s.listLimit = 0
	s.log.Next(s.G)
	s.lastPhase = [2]int{s.G.Turn, int(s.G.Phase)}
	s.ended = false
	what := fmt.Sprintf("Undone: %s", took)
	if bots > 0 {
		what += fmt.Sprintf(" (and the %s after it)", words.Count(bots, "bot action", "bot actions"))
	}
	s.printf("%s.\n", what)
	s.lastStatus = Status(s.G)
	s.printf("%s", s.lastStatus)
}
