package saves

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"slices"
	"strings"

	"zulu1879/isandlwana"
	"zulu1879/scenarios"
)

// Session is a game with the record of how it was played: the scenario, the
// seed, the options and every action applied. Front ends apply actions
// through the session (never through Game().Apply directly), so that the
// game can be saved at any moment and replayed exactly.
type Session struct {
	g           *isandlwana.State
	scen        *scenarios.Scenario
	ref         ScenarioRef
	seed        uint64
	opts        isandlwana.Options
	actions     []string
	checkpoints []Checkpoint
	note        string
	diverged    bool     // loaded by Continue from a replay that differs from the save
	players     *Players // nil: not known
	curtain     bool     // the people at the window asked for a hand-over screen
	reasons     []Reason // the bots' explanations, by action
	logAt       []int    // the event log's length before each action

	// OnChange, when set, is called after every action recorded, with the
	// Change it made (an Autosaver attaches itself here and saves when a
	// new phase or turn begins or the game ends). It is the one way a
	// front end hears of what an action did.
	OnChange func(*Session, Change)
}

// Change is what one recorded action did: the action as recorded, whether
// it began a new phase or turn or ended the game, and the events it wrote
// to the log.
type Change struct {
	Action isandlwana.Action
	// NewPhase: the turn or the phase changed, or the game ended.
	NewPhase bool
	Events   []isandlwana.Event
}

// Recorder applies actions to an Isandlwana game and keeps the record, so
// that the game can be saved at any moment: a Session, or a campaign while
// it is at Isandlwana (campaign.Campaign.IsandlwanaRecorder). Front ends
// apply through it and read the game it holds, never a copy of their own.
type Recorder interface {
	// Game is the game as it stands; change it only through Record.
	Game() *isandlwana.State
	// Record applies a and records it; an illegal action returns the
	// engine's error and changes nothing.
	Record(a isandlwana.Action) (Change, error)
}

// Start begins a new game on a built-in scenario id or a scenario file.
func Start(scenario string, seed uint64, opts isandlwana.Options) (*Session, error) {
	scen, ref, err := OpenScenario(scenario)
	if err != nil {
		return nil, err
	}
	return NewSession(scen, ref, seed, opts), nil
}

// NewSession begins a new game on a scenario already loaded; ref is how a
// save names it (OpenScenario returns both).
func NewSession(scen *scenarios.Scenario, ref ScenarioRef, seed uint64, opts isandlwana.Options) *Session {
	s := &Session{g: isandlwana.New(scen, seed, opts), scen: scen, ref: ref, seed: seed, opts: opts}
	s.checkpoint()
	return s
}

// Game returns the game for display and queries. Change it only through
// Apply: actions applied to it directly are not recorded, and Save refuses
// to write a game its log does not reproduce.
func (s *Session) Game() *isandlwana.State { return s.g }

// Scenario returns the scenario the game is played on.
func (s *Session) Scenario() *scenarios.Scenario { return s.scen }

// ScenarioRef returns how saves name the scenario.
func (s *Session) ScenarioRef() ScenarioRef { return s.ref }

// Seed returns the game's seed.
func (s *Session) Seed() uint64 { return s.seed }

// Options returns the game's options.
func (s *Session) Options() isandlwana.Options { return s.opts }

// Actions returns the log of applied actions in the text notation.
func (s *Session) Actions() []string { return slices.Clone(s.actions) }

// Note is a remark from loading a save that replayed correctly but not
// byte for byte, e.g. one written by a program whose state had other
// fields; empty otherwise.
func (s *Session) Note() string { return s.note }

// Diverged reports whether the game was loaded with LoadOptions.Continue
// from a save that does not replay as written (an action refused or a
// checkpoint that differs): a damaged or edited file, or one written by a
// version whose rules differ. Note says where; the file itself is unchanged.
func (s *Session) Diverged() bool { return s.diverged }

// DataNote says, for a game on an earlier revision of a built-in
// scenario's data (an old save), that it goes on on that data; empty for
// games on the current data and on scenario files.
func (s *Session) DataNote() string {
	if s.ref.File != "" || s.g == nil {
		return ""
	}
	cur, err := scenarios.Builtin(s.ref.ID)
	if err != nil || s.g.Scen.Revision >= cur.Revision {
		return ""
	}
	return fmt.Sprintf("this game was played on revision %d of the scenario data and continues on it (revision %d, the current data, changed the ground and the order of battle; see scenarios/README.md)", s.g.Scen.Revision, cur.Revision)
}

// Players returns who plays each side, and whether that is known: set with
// SetPlayers, or read from a save that records it (format 3 on).
func (s *Session) Players() (Players, bool) {
	if s.players == nil {
		return Players{}, false
	}
	return *s.players, true
}

// SetPlayers records who plays each side: every save written from now on
// (Save, Encode, an Autosaver's) carries it, and loading one gives it back.
func (s *Session) SetPlayers(p Players) { s.players = &p }

// Curtain tells whether the people playing at one window asked for the
// board to be hidden between their turns (a setting of the window, not a
// rule: it is neither in the state hash nor in the fingerprints).
func (s *Session) Curtain() bool { return s.curtain }

// SetCurtain records whether the board is hidden between the turns of the
// people at one window; saves written from now on keep it.
func (s *Session) SetCurtain(on bool) { s.curtain = on }

// ClearPlayers forgets who plays each side: saves then record nothing, and
// loading them leaves the choice to the front end, as for old saves.
func (s *Session) ClearPlayers() { s.players = nil }

// Len returns the number of actions applied.
func (s *Session) Len() int { return len(s.actions) }

// Apply applies an action to the game and records it. An illegal action
// returns the engine's error and changes nothing.
func (s *Session) Apply(a isandlwana.Action) error {
	_, err := s.Record(a)
	return err
}

// Record is Apply returning the Change the action made (Recorder); the
// OnChange listener hears it first.
func (s *Session) Record(a isandlwana.Action) (Change, error) {
	a = s.canonical(a)
	turn, phase, over := s.g.Turn, s.g.Phase, s.g.Over()
	logLen := len(s.g.Log)
	if err := s.g.Apply(a); err != nil {
		return Change{}, err
	}
	s.actions = append(s.actions, a.String())
	s.logAt = append(s.logAt, logLen)
	ch := Change{Action: a, NewPhase: s.g.Turn != turn || s.g.Phase != phase || s.g.Over() != over, Events: s.g.Log[logLen:]}
	if ch.NewPhase {
		s.checkpoint()
	}
	if s.OnChange != nil {
		s.OnChange(s, ch)
	}
	return ch, nil
}

// canonical makes an action's text notation say everything about it: a
// shot that commits "all the strength left" (Strength 0) gets its number,
// because the engine writes it as ":0", which the notation does not read
// back. The game plays the same either way.
// ApplyText reads one command in the text notation (isandlwana.ParseAction) and
// applies it.
func (s *Session) ApplyText(line string) error {
	a, err := isandlwana.ParseAction(line)
	if err != nil {
		return err
	}
	return s.Apply(a)
}

// Rewind takes the game back to how it stood after its first n actions (an
// undo is Rewind(Len()-1)), by replaying them from the start. The later
// actions are dropped from the log. OnChange is not called during the replay.
func (s *Session) Rewind(n int) error {
	if n < 0 || n > len(s.actions) {
		return fmt.Errorf("cannot rewind to action %d: the game has %d", n, len(s.actions))
	}
	r := NewSession(s.scen, s.ref, s.seed, s.opts)
	for i, line := range s.actions[:n] {
		if err := r.ApplyText(line); err != nil {
			// The log was recorded from legal actions; this is an engine bug.
			return fmt.Errorf("rewinding: action %d %q no longer applies: %v", i+1, line, err)
		}
	}
	r.OnChange = s.OnChange
	r.players = s.players
	r.curtain = s.curtain
	r.reasons = keepReasons(s.reasons, n)
	*s = *r
	return nil
}

func (s *Session) canonical(a isandlwana.Action) isandlwana.Action {
	if a.Kind != isandlwana.ActFire {
		return a
	}
	shots := slices.Clone(a.Shots)
	for k := range shots {
		if shots[k].Strength != 0 {
			continue
		}
		if i := s.g.UnitIndex(shots[k].Unit); i >= 0 {
			u := s.g.Units[i]
			shots[k].Strength = u.Strength - u.FireUsed
		}
	}
	a.Shots = shots
	return a
}

func (s *Session) checkpoint() {
	s.checkpoints = append(s.checkpoints, Checkpoint{
		Action: len(s.actions), Turn: s.g.Turn, Phase: s.g.PhaseLabel(), Fingerprint: fingerprint(s.g),
	})
}

// Summary describes the game in one line (scenario, turn, phase, who acts).
func (s *Session) Summary() string { return summary(s.g, s.scen.Name) }

// File returns the save of the game as it stands, naming program as the
// version that wrote it.
func (s *Session) File(program string) (*File, error) {
	st := *s.g
	st.Log = nil
	state, err := json.Marshal(&st)
	if err != nil {
		return nil, fmt.Errorf("save: encoding the state: %v", err)
	}
	var players *Players
	if s.players != nil {
		p := *s.players
		players = &p
	}
	return &File{
		Format:      Current,
		Game:        GameID,
		Program:     program,
		Summary:     s.Summary(),
		Scenario:    s.ref,
		Seed:        s.seed,
		Options:     s.opts,
		Players:     players,
		Curtain:     s.curtain,
		Hash:        s.g.Hash(),
		Fingerprint: fingerprint(s.g),
		Actions:     s.Actions(),
		Checkpoints: slices.Clone(s.checkpoints),
		Reasons:     slices.Clone(s.reasons),
		State:       state,
	}, nil
}

// Encode returns the save file of the game. It replays the encoded file
// before returning it, so it never hands out a save that would not load.
//
// A save is written indented (File.Encode) unless that form would be over
// MaxSize, which the loader refuses: then it is written compactly, on one
// line, which loads the same. So a game loaded from a save is written back
// at about the size it was read, and is refused only when it is too long
// for MaxSize even written compactly, with a message that says so (never
// one that blames the session).
func (s *Session) Encode(program string) ([]byte, error) {
	f, err := s.File(program)
	if err != nil {
		return nil, err
	}
	compact, err := json.Marshal(f)
	if err != nil {
		return nil, fmt.Errorf("save: encoding: %v", err)
	}
	data := compact
	if len(compact) < MaxSize {
		data = append(compact, '\n')
	}
	if len(compact) <= MaxSize {
		pretty, err := Pretty(compact)
		if err != nil {
			return nil, fmt.Errorf("save: encoding: %v", err)
		}
		if len(pretty) <= MaxSize {
			data = pretty
		}
	}
	if len(data) > MaxSize {
		return nil, fmt.Errorf("save: the game is too long to save: its %d actions take %.1f MiB even written compactly, over the %d MiB a save may have", len(f.Actions), float64(len(data))/(1<<20), MaxSize>>20)
	}
	if _, err := Decode(data, LoadOptions{Name: "(new save)", Scenario: s.scen, Quiet: true}); err != nil {
		return nil, fmt.Errorf("save: refusing to write a save that does not replay (was the game changed other than through the session?): %v", err)
	}
	return data, nil
}

// Save writes the game to path atomically: the file holds either its
// previous content or the complete new save, whatever happens.
func (s *Session) Save(path, program string) error {
	data, err := s.Encode(program)
	if err != nil {
		return err
	}
	return WriteFileAtomic(path, data, 0o644)
}

// LoadOptions tune Decode and Load.
type LoadOptions struct {
	// Name labels errors (Load uses the file's base name).
	Name string
	// Dir is the folder of the save, where a scenario file named by a
	// relative path is looked for first (Load sets it).
	Dir string
	// Scenario, if set, is used instead of opening the one the save names
	// (its id must match).
	Scenario *scenarios.Scenario
	// Quiet replays without building the event log's text (faster).
	Quiet bool
	// OnAction, if set, is called once with n = 0 and no action for the
	// game as it starts, then after each replayed action with its 1-based
	// number and text, and the game after it (the replay command prints
	// from it).
	OnAction func(n int, action string, g *isandlwana.State)
	// Continue, for a front end about to play the game on, accepts a save
	// whose replay no longer matches it — written before a rules fix, say —
	// instead of refusing it: the game goes on as this program replays it,
	// up to the last action it accepts, and Note says what differs and
	// where. A save that is damaged (not JSON, a bad field, a wrong
	// scenario) is still refused. Checking commands leave it off.
	Continue bool
}

// Load reads, upgrades and replays a save file. See Decode for the result.
func Load(path string, opt LoadOptions) (*Session, error) {
	data, err := ReadFile(path)
	if err != nil {
		return nil, err
	}
	if opt.Name == "" {
		opt.Name = filepath.Base(path)
	}
	if opt.Dir == "" {
		opt.Dir = filepath.Dir(path)
	}
	return Decode(data, opt)
}

// Decode checks a save, upgrades it to the current format, rebuilds its
// scenario and replays its log from the start, checking each checkpoint and
// the final state hash.
//
// Every problem is an *Error with a one-line message. A replay that differs
// from what the save recorded is a ProblemMismatch naming the first phase
// (and its actions) where it differs. When, despite that, the whole log
// replays, Decode returns the replayed session as well as the error, so a
// front end may offer to continue the game as replayed; with
// LoadOptions.Continue it returns the session without an error, and with
// a Note (see Continue).
func Decode(data []byte, opt LoadOptions) (*Session, error) {
	name := opt.Name
	f, err := Parse(data, name)
	if err != nil {
		return nil, err
	}
	scen := opt.Scenario
	if scen != nil && scen.ID != f.Scenario.ID {
		return nil, newError(name, ProblemScenario, "the game is on scenario %q, not %q", f.Scenario.ID, scen.ID)
	}
	if scen != nil && f.Scenario.File == "" && scen.Revision != f.Scenario.revision() {
		return nil, newError(name, ProblemScenario, "the game is on revision %d of scenario %q, not %d", f.Scenario.revision(), scen.ID, scen.Revision)
	}
	if scen == nil {
		if scen, err = f.Scenario.resolve(opt.Dir); err != nil {
			e := newError(name, ProblemScenario, "%v", err)
			e.Err = err // a scenario file not there: errors.Is(err, fs.ErrNotExist)
			return nil, e
		}
	}
	opts := f.Options
	opts.Quiet = opt.Quiet
	s := NewSession(scen, f.Scenario, f.Seed, opts)
	if f.Players != nil {
		s.SetPlayers(*f.Players)
	}
	s.curtain = f.Curtain
	// The reasons are kept for the actions the replay accepts (all of
	// them, unless Continue stops it early).
	defer func() { s.reasons = keepReasons(f.Reasons, s.Len()) }()
	cp := 0
	// verify compares the replay with the checkpoints taken after n actions.
	verify := func(n int) *Error {
		for ; cp < len(f.Checkpoints) && f.Checkpoints[cp].Action == n; cp++ {
			c := f.Checkpoints[cp]
			if fp := fingerprint(s.g); fp != c.Fingerprint {
				prev := 0
				if cp > 0 {
					prev = f.Checkpoints[cp-1].Action
				}
				where := fmt.Sprintf("at the start of the game (scenario %s, seed %d)", f.Scenario, f.Seed)
				if n > 0 {
					span := fmt.Sprintf("actions %d–%d", prev+1, n)
					if prev+1 == n {
						span = fmt.Sprintf("action %d", n)
					}
					where = fmt.Sprintf("in %s, leading to turn %d, %s (%s)", span, c.Turn, c.Phase, quoteAction(f.Actions, n))
					if s.g.Turn != c.Turn || s.g.PhaseLabel() != c.Phase {
						where += fmt.Sprintf("; the replay reached turn %d, %s instead", s.g.Turn, s.g.PhaseLabel())
					}
				}
				return &Error{Name: name, Problem: ProblemMismatch, Action: n,
					Msg: fmt.Sprintf("the replay first differs from the saved game %s; the save was made by zulu1879 %s", where, f.Program)}
			}
		}
		return nil
	}
	var mismatch *Error
	record := func(e *Error) {
		if mismatch == nil {
			mismatch = e
		}
	}
	if opt.OnAction != nil {
		opt.OnAction(0, "", s.g)
	}
	if e := verify(0); e != nil {
		record(e)
	}
	for i, line := range f.Actions {
		a, err := isandlwana.ParseAction(line)
		if err != nil {
			return nil, &Error{Name: name, Problem: ProblemAction, Action: i + 1,
				Msg: fmt.Sprintf("action %d %q cannot be read: %v", i+1, short(line), err)}
		}
		turn, phase := s.g.Turn, s.g.PhaseLabel()
		if err := s.Apply(a); err != nil {
			msg := fmt.Sprintf("action %d %q (turn %d, %s) is illegal in the replayed game: %v", i+1, short(line), turn, phase, err)
			if opt.Continue {
				if mismatch != nil {
					s.note = mismatch.Msg + "; then "
				}
				s.note += fmt.Sprintf("action %d of %d (%q) is refused: %v; the file was edited or damaged, or written by a zulu1879 whose rules differ (it names %s), so the game goes on from the %d actions before it",
					i+1, len(f.Actions), short(line), err, f.Program, i)
				s.diverged = true
				return s, nil
			}
			if mismatch != nil {
				// The cause is the earlier divergence; report it first.
				mismatch.Msg += "; after that, " + msg
				return nil, mismatch
			}
			return nil, &Error{Name: name, Problem: ProblemAction, Action: i + 1, Msg: msg}
		}
		if opt.OnAction != nil {
			opt.OnAction(i+1, line, s.g)
		}
		if e := verify(i + 1); e != nil {
			record(e)
		}
	}
	if mismatch == nil {
		record(s.compareFinal(f, name))
	}
	if mismatch != nil {
		if opt.Continue {
			s.note = "the game goes on as this version replays it: " + mismatch.Msg
			s.diverged = true
			return s, nil
		}
		return s, mismatch
	}
	return s, nil
}

// compareFinal checks the replayed game against the end of the save: the
// state section must be as written (its digest is the hash), and the replay
// must give the same state. A replay whose hash differs only because the
// save was written by an engine with other state fields is accepted, with a
// note, when the position fingerprint and every field both sides have agree.
func (s *Session) compareFinal(f *File, name string) *Error {
	mis := func(format string, args ...any) *Error {
		return &Error{Name: name, Problem: ProblemMismatch, Action: len(f.Actions), Msg: fmt.Sprintf(format, args...)}
	}
	if d, err := stateDigest(f.State); err != nil || d != f.Hash {
		if d == s.g.Hash() {
			return mis(`the "hash" field does not match the "state" section, though the state and the replay agree: the hash was edited or damaged`)
		}
		return mis(`the "state" section does not match the save's hash: it was edited or damaged (the log itself replays)`)
	}
	fpDiffers := f.Fingerprint != "" && fingerprint(s.g) != f.Fingerprint
	if s.g.Hash() == f.Hash {
		if fpDiffers {
			return mis(`the "fingerprint" field does not match the replayed position, though the state does: the fingerprint was edited or damaged`)
		}
		return nil
	}
	diff, only, err := stateDifference(f.State, s.g)
	if err != nil {
		return mis(`the "state" section does not read as a game state: %v`, err)
	}
	switch {
	case diff != "":
		return mis("after all %d actions the replay differs from the save: %s; the save was made by zulu1879 %s", len(f.Actions), diff, f.Program)
	case fpDiffers:
		return mis("after all %d actions the replayed position differs from the saved one; the save was made by zulu1879 %s", len(f.Actions), f.Program)
	case len(only) == 0:
		return mis("after all %d actions the replayed state hashes to %s, the save says %s", len(f.Actions), s.g.Hash(), f.Hash)
	}
	s.note = fmt.Sprintf("written by zulu1879 %s, whose game state has other fields (%s); the replay agrees with the save on every field both have",
		f.Program, strings.Join(only, ", "))
	return nil
}

// quoteAction names action n (1-based) of the log.
func quoteAction(actions []string, n int) string {
	if n < 1 || n > len(actions) {
		return "no action"
	}
	return fmt.Sprintf("the last being %q", short(actions[n-1]))
}
