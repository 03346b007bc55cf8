package uistate

import (
	"fmt"
	"sort"
	"strings"
	"time"
	ai "zulu1879/ai/isandlwana"

	"zulu1879/hexmap"
	"zulu1879/isandlwana"
	"zulu1879/saves"
	"zulu1879/units"
)

// Chooser is a simple bot of the tests: given the game (a copy it may
// change freely), it returns the action to take and a short reason.
type Chooser func(*isandlwana.State) (isandlwana.Action, string)

// Bot is a computer player for one side, offered on the start screen.
type Bot struct {
	// Name is how the window names the bot ("the rule9 bot").
	Name string
	// ID is the bot's registry name (package ai's, e.g. "rule9"), which
	// saves record to say who played; "" for a bot saves cannot name.
	// Every game the window starts or loads gets its own bot of that name
	// (ai.ByName), since bots keep per-game caches.
	ID   string
	Side isandlwana.Side
	// Choose, when set, plays every game instead (the tests' simple bots).
	Choose Chooser
	// Make, when set, makes this game's own bot instead of package ai's
	// registry (a bot of the games registry, such as the expert).
	Make func() ai.Bot
	// About says in one line how the bot plays (package ai's description).
	About string
}

// AIBots are the bots the start screen offers, each side's from the
// weakest to the strongest (BotStrength): those of package ai, then the
// searching expert of the games registry for each side.
func AIBots() []Bot {
	var out []Bot
	for _, name := range ai.Names() {
		b, err := ai.ByName(name)
		if err != nil {
			continue
		}
		out = append(out, Bot{ID: name, Name: "the " + name + " bot", Side: b.Side(), About: ai.About(name)})
	}
	out = append(out, registryBots()...)
	SortBots(out)
	return out
}

// NewBot makes b's bot for one game, as a game the window starts gets
// it (newBot).
func (b *Bot) NewBot() (ai.Bot, error) { return b.newBot() }

// newBot makes b's bot for one game: a bot of package ai by its ID, or b's
// Choose as one.
func (b *Bot) newBot() (ai.Bot, error) {
	if b.Choose != nil {
		return chooserBot{b}, nil
	}
	if b.Make != nil {
		return b.Make(), nil
	}
	return ai.ForSide(b.ID, b.Side)
}

// chooserBot is a Bot's Choose as a bot of package ai; it hands Choose a
// copy of the game.
type chooserBot struct{ b *Bot }

func (c chooserBot) Name() string          { return c.b.Name }
func (c chooserBot) Side() isandlwana.Side { return c.b.Side }
func (c chooserBot) Choose(g *isandlwana.State) (isandlwana.Action, string) {
	return c.b.Choose(g.Clone())
}

// HighlightKind says why a hex is lit.
type HighlightKind uint8

// The highlight kinds.
const (
	HLDest    HighlightKind = iota + 1 // the selection may move (or be placed) here
	HLTarget                           // may be fired on or attacked
	HLChoice                           // an answer to the pending question
	HLFirer                            // a unit here takes part in the planned fire
	HLRecycle                          // an onrush hex recycled Zulus may enter
)

// Highlight is a lit hex with the MP it costs to get there (0 if not a move).
type Highlight struct {
	Kind HighlightKind
	Cost int
	Note string
}

// Selection is what the player has picked on the map.
type Selection struct {
	Hex   hexmap.Hex // the selected hex (None: nothing)
	Units []int      // British unit indices chosen in Hex
	Wagon bool       // the ammunition wagon is chosen (British movement)
	// Group is the Zulu hexes picked together in Zulu movement (Shift+drag
	// or Shift+click), in hex order, holding two Zulus or more that may
	// move; Hex is the first of them. Empty: no group.
	Group []hexmap.Hex
}

// PlanShot is one unit's share of a planned fire.
type PlanShot struct {
	Unit int // unit index
	SP   int // strength committed
	Max  int // strength it has left to fire
	On   bool
}

// FirePlan is a British fire being set up: a target and the firers.
type FirePlan struct {
	Target hexmap.Hex
	Shots  []PlanShot
	// Split says strength may be divided (combat phase; reaction fire
	// always commits everything, 5.4).
	Split bool
}

// Roll is a die shown to the players.
type Roll struct {
	Die  int
	Text string
	Side isandlwana.Side
	Hit  bool // the text reports a hit or a loss
}

// Reason is a bot's explanation, attached to the log position it came before.
type Reason struct {
	LogIndex int
	Side     isandlwana.Side
	Text     string
	// Action is the index in Model.Actions of the action it explains.
	Action int
}

// Anim is the last move, for the window to animate.
type Anim struct {
	From, To hexmap.Hex
	Side     isandlwana.Side
	Age      float64 // seconds since it happened
}

// Bot pacing.
const (
	SpeedNormal = iota
	SpeedFast
	SpeedSkip
)

// BotDelays is the pause before each bot action, by speed, in seconds.
var BotDelays = [...]float64{1.1, 0.35, 0}

// Model is one game in the window.
type Model struct {
	// S records every action applied, so that the game can be saved at any
	// moment and replays exactly.
	S       *saves.Session
	Players [2]*Bot // by side; nil is a human
	// bots are this game's own bots, made from Players when the model is
	// made (a new or loaded game), so that no two games share a bot.
	bots [2]ai.Bot
	// Curtain asks for the hand-over screen between hotseat turns (off:
	// nothing is hidden in Isandlwana, so play just goes on).
	Curtain bool
	// Rec applies the actions and keeps the record: S itself, or a
	// campaign that records Isandlwana through S (NewFlow sets it). Every
	// action goes through it, and Game returns the game it holds.
	Rec saves.Recorder
	// OnChange, when set, hears the Change of every action applied (by a
	// human or a bot), after the model has taken it in; the campaign's
	// flow autosaves from it when a new phase or turn begins.
	OnChange func(m *Model, ch saves.Change)
	Cam      Camera
	// touched is set once the player has clicked the map or a button: the
	// set-up's notes wait for it, so the first screen says only what to do.
	touched bool

	Sel  Selection
	Fire *FirePlan
	// Banner is the big event on the board, if any (see Banner).
	Banner *Banner
	Hover  hexmap.Hex

	// Info is the last message: an explanation or, when IsError, why an
	// action was refused.
	Info    string
	IsError bool

	// HandOver is the side the screen must be handed to (hotseat), or NoSide.
	HandOver isandlwana.Side

	Speed  int
	Paused bool
	// SkipBudget, when set, is the most time one Update spends on a Skip
	// (the bot's actions until a person is to act): the rest follows in
	// the next frames, so that a page in a browser, where the bot runs
	// between frames, keeps answering. Zero: the whole Skip in one Update.
	SkipBudget time.Duration
	botWait    float64
	run        botRun

	Actions []isandlwana.Action // every action of the game, in order
	Reasons []Reason
	Dice    []Roll // dice of the last action
	DiceAge float64
	// diceRolledIn is the turn and phase of the action that rolled Dice.
	diceRolledIn [2]int
	Last         *Anim

	ShowHelp, ShowRules bool
	// BoardView hides the result card of a finished game, to look at the
	// final board; V brings the card back.
	BoardView bool
	// ShowReasons unfolds the bots' reasons in the log (B); folded, the log
	// shows only what happened.
	ShowReasons bool
	// RulesPage is the page of the rules overlay on show (a small window
	// pages through it); showing the rules starts again at the first.
	RulesPage int

	undoActs []isandlwana.Action
	undoKey  string
	// dieKey is the checkpoint at which a human's action last rolled a die
	// (undo is off after it until the phase changes).
	dieKey   string
	lastSide isandlwana.Side

	hl map[hexmap.Hex]Highlight

	// logMemo keeps the last lines LogLines made.
	logMemo struct {
		key   logKey
		lines []LogLine
	}
}

// Game is the game shown: the one the recorder holds (Rec.Game()). Apply
// and Undo, the only ways the window changes it, go through the recorder,
// so the screen never keeps a copy of its own to bring up to date.
func (m *Model) Game() *isandlwana.State { return m.Rec.Game() }

// NewModel shows the game of session s; players[side] nil means a human
// plays it. Every action the model applies goes through s, and the players
// are recorded in s, so that its saves say who played (see RecordPlayers).
func NewModel(s *saves.Session, players [2]*Bot) *Model {
	RecordPlayers(s, players)
	g := s.Game()
	m := &Model{S: s, Rec: s, Players: players, HandOver: isandlwana.NoSide, lastSide: isandlwana.NoSide, Curtain: s.Curtain()}
	for side, b := range players {
		if b != nil {
			m.bots[side], _ = b.newBot() // this game's own bot; BotStep says why if there is none
		}
	}
	for _, line := range s.Actions() {
		if a, err := isandlwana.ParseAction(line); err == nil {
			m.Actions = append(m.Actions, a)
		}
	}
	m.restoreReasons()
	m.Cam = NewCamera(Rect{0, 0, 1000, 700}, MapSize(g.Map().Cols, g.Map().Rows))
	m.afterChange()
	if m.Hotseat() {
		m.HandOver = isandlwana.NoSide // the first player is already at the screen
	}
	m.lastSide = g.ToAct()
	return m
}

// restoreReasons shows again the bots' reasons the session kept (a loaded
// save's), each before the log lines of the action it explains.
func (m *Model) restoreReasons() {
	if len(m.Actions) != m.S.Len() {
		return // an action the model could not read: the indices would not match
	}
	for _, r := range m.S.Reasons() {
		side, ok := r.SideOf()
		at := m.S.LogStart(r.Action)
		if !ok || at < 0 || at > len(m.Game().Log) {
			continue
		}
		m.Reasons = append(m.Reasons, Reason{LogIndex: at, Side: side, Text: r.Text, Action: r.Action})
	}
}

// Hotseat reports whether both sides are human.
func (m *Model) Hotseat() bool { return m.Players[0] == nil && m.Players[1] == nil }

// Human reports whether side s is played at this screen.
func (m *Model) Human(s isandlwana.Side) bool { return s <= isandlwana.Zulu && m.Players[s] == nil }

// HumanToAct reports whether a human must act now (and no hand-over waits).
func (m *Model) HumanToAct() bool {
	return !m.Game().Over() && m.Human(m.Game().ToAct()) && m.HandOver == isandlwana.NoSide
}

// Highlights returns the lit hexes.
func (m *Model) Highlights() map[hexmap.Hex]Highlight { return m.hl }

func (m *Model) say(format string, args ...any) {
	m.Info, m.IsError = fmt.Sprintf(format, args...), false
}

// fail shows err in the panel, the engine's unit ids written as names.
func (m *Model) fail(err error) { m.Info, m.IsError = m.Named(err.Error()), true }

// checkpoint identifies a stretch of play undo may rewind within: one side's
// actions in one phase.
func (m *Model) checkpoint() string {
	g := m.Game()
	return fmt.Sprintf("%d/%d/%v/%d", g.Turn, g.Phase, g.InPhaseV, g.ToAct())
}

// Apply carries out an action for whoever is to act, through the session.
// A bot passes its reason; a human passes "". An illegal action leaves
// everything as it was and says why in Info.
func (m *Model) Apply(a isandlwana.Action, reason string, byBot bool) error {
	g := m.Game()
	side := g.ToAct()
	key := m.checkpoint()
	before := g.Clone()
	turn, phase := g.Turn, g.Phase
	logLen, diceBefore := len(g.Log), g.Dice.State
	ch, err := m.Rec.Record(a)
	if err != nil {
		// The engine promises an illegal action changes nothing; should it
		// not keep that promise, rebuild the game from the recorded log so
		// the screen and the record never disagree.
		if m.S.Game().Hash() != before.Hash() {
			m.S.Rewind(m.S.Len())
		}
		m.fail(err)
		return err
	}
	g = m.Rec.Game()
	m.Actions = append(m.Actions, a)
	if reason != "" {
		m.Reasons = append(m.Reasons, Reason{LogIndex: logLen, Side: side, Text: reason, Action: len(m.Actions) - 1})
		m.S.AddReason(side, reason) // saved with the game, shown again on load
	}
	// Undo: a human's actions since the checkpoint, while no die is rolled.
	switch {
	case byBot || g.Dice.State != diceBefore:
		m.undoActs = nil
		if !byBot {
			m.dieKey = m.checkpoint()
		}
	case m.undoActs == nil || m.undoKey != key:
		m.undoActs, m.undoKey = []isandlwana.Action{a}, key
	default:
		m.undoActs = append(m.undoActs, a)
	}
	if m.checkpoint() != key && g.Dice.State == diceBefore && !byBot {
		// The phase or the side changed: what is done is done.
		m.undoActs = nil
	}
	// Dice and the animation.
	var rolls []Roll
	for _, e := range g.Log[logLen:] {
		for _, d := range e.Dice {
			rolls = append(rolls, Roll{Die: d, Text: m.Named(e.Text), Side: e.Side, Hit: rollHit(e.Text)})
		}
	}
	switch pre := [2]int{turn, int(phase)}; {
	case len(rolls) > 0:
		m.Dice, m.DiceAge, m.diceRolledIn = rolls, 0, pre
	case pre != m.diceRolledIn:
		// Play has moved on from the phase the dice were rolled in: an old
		// die must not be read as this action's.
		m.Dice = nil
	}
	switch a.Kind {
	case isandlwana.ActMove, isandlwana.ActZuluMove:
		from := a.From
		if a.Kind == isandlwana.ActMove {
			if a.Units[0] == isandlwana.WagonID {
				from = before.Wagon.Hex
			} else if u := before.UnitByID(a.Units[0]); u != nil {
				from = u.Hex
			}
		}
		m.Last = &Anim{From: from, To: a.To, Side: side}
	case isandlwana.ActAttack, isandlwana.ActFire:
		m.Last = &Anim{From: a.From, To: a.To, Side: side}
	default:
		m.Last = nil
	}
	m.Sel, m.Fire = Selection{}, nil
	if !byBot {
		m.Info, m.IsError = "", false
	}
	m.afterChange()
	m.noteBigEvents(before)
	m.keepZuluSelection(a, byBot)
	if m.OnChange != nil {
		m.OnChange(m, ch)
	}
	return nil
}

func rollHit(text string) bool {
	t := strings.ToLower(text)
	return strings.Contains(t, "hit") && !strings.Contains(t, "miss") && !strings.Contains(t, "no hit")
}

// afterChange recomputes highlights and the hand-over after the game moved.
func (m *Model) afterChange() {
	g := m.Game()
	now := g.ToAct()
	if m.Curtain && m.Hotseat() && !g.Over() && now != isandlwana.NoSide && m.lastSide != isandlwana.NoSide && now != m.lastSide {
		m.HandOver = now
	}
	if now != isandlwana.NoSide {
		m.lastSide = now
	}
	if m.Fire != nil {
		m.refreshFire()
	}
	m.hl = m.computeHighlights()
}

// keepZuluSelection leaves a person's selection on the hex a Zulu just
// moved or attacked from while others there may still act, so that emptying
// an onrush hex takes one click a move, not two.
func (m *Model) keepZuluSelection(a isandlwana.Action, byBot bool) {
	if byBot || (a.Kind != isandlwana.ActZuluMove && a.Kind != isandlwana.ActAttack) || !m.HumanToAct() || m.Game().ZulusAt(a.From) == 0 {
		return
	}
	info, isErr := m.Info, m.IsError
	m.selectHex(a.From)
	if len(m.hl) == 0 {
		m.Sel = Selection{}
		m.afterChange()
	}
	m.Info, m.IsError = info, isErr
}

// ConfirmHandOver dismisses the hand-over screen.
func (m *Model) ConfirmHandOver() { m.HandOver = isandlwana.NoSide }

// CanUndo reports whether there is a human action in this phase to take back.
func (m *Model) CanUndo() bool {
	return len(m.undoActs) > 0 && m.HumanToAct() && m.S.Len() > 0
}

// UndoOff says why Undo is off now ("" when it is on): a die was rolled
// in this phase, or nothing of the player's is there to take back.
func (m *Model) UndoOff() string {
	switch {
	case m.CanUndo():
		return ""
	case !m.HumanToAct():
		return "not your move"
	case m.dieKey != "" && m.dieKey == m.checkpoint():
		return "a die was rolled"
	}
	return "nothing to take back"
}

// Undo takes back the last action: the session rewinds to the action before
// it by replaying the game from the start (the engine is deterministic, so
// the replay is exact and the recorded log stays the game's true record).
func (m *Model) Undo() error {
	if !m.CanUndo() {
		why := "nothing to undo"
		if m.UndoOff() == "a die was rolled" {
			why = "undo is off: a die was rolled in this phase, and what it decided stands"
		}
		err := fmt.Errorf("%s: undo takes back your moves in this phase until a die is rolled", why)
		m.fail(err)
		return err
	}
	if err := m.S.Rewind(m.S.Len() - 1); err != nil {
		err = fmt.Errorf("undo: %v", err)
		m.fail(err)
		return err
	}
	g := m.Rec.Game()
	undone := m.undoActs[len(m.undoActs)-1]
	m.undoActs = m.undoActs[:len(m.undoActs)-1]
	if len(m.Actions) > 0 {
		m.Actions = m.Actions[:len(m.Actions)-1]
	}
	for len(m.Reasons) > 0 && m.Reasons[len(m.Reasons)-1].LogIndex > len(g.Log) {
		m.Reasons = m.Reasons[:len(m.Reasons)-1]
	}
	m.Sel, m.Fire, m.Last = Selection{}, nil, nil
	m.say("Took back: %s", m.Named(undone.String()))
	m.afterChange()
	return nil
}

// legal lists the legal actions of the side to act.
func (m *Model) legal() []isandlwana.Action { return m.Game().Legal() }

func (m *Model) endLegal() bool {
	for _, a := range m.legal() {
		if a.Kind == isandlwana.ActEnd {
			return true
		}
	}
	return false
}

// ClickHex handles a click on hex h of the map.
func (m *Model) ClickHex(h hexmap.Hex) {
	m.touched = true
	g := m.Game()
	if g.Over() || m.HandOver != isandlwana.NoSide {
		return
	}
	if !m.Human(g.ToAct()) {
		m.say("The %s bot is playing; wait, or use Faster / Skip.", g.ToAct())
		return
	}
	if !g.Map().Contains(h) {
		m.Sel, m.Fire = Selection{}, nil
		m.afterChange()
		return
	}
	if d, ok := g.Decision(); ok {
		m.clickDecision(d, h)
		return
	}
	if hl, ok := m.hl[h]; ok && (hl.Kind == HLDest || hl.Kind == HLTarget || hl.Kind == HLRecycle) {
		m.act(h)
		return
	}
	m.selectHex(h)
}

func (m *Model) clickDecision(d isandlwana.Decision, h hexmap.Hex) {
	for _, o := range d.Options {
		if o == h.String() {
			m.Apply(isandlwana.Action{Kind: isandlwana.ActChoose, Pick: o}, "", false)
			return
		}
	}
	var here []string
	for _, o := range d.Options {
		if i := m.Game().UnitIndex(o); i >= 0 && m.Game().Units[i].Hex == h && m.Game().Units[i].Alive() {
			here = append(here, o)
		}
	}
	switch len(here) {
	case 0:
		m.fail(fmt.Errorf("%s is not one of the answers; %s", h, d.Prompt()))
	case 1:
		m.Apply(isandlwana.Action{Kind: isandlwana.ActChoose, Pick: here[0]}, "", false)
	default:
		m.Sel = Selection{Hex: h}
		m.say("Several units in %s may be chosen: pick one with the buttons.", h)
		m.afterChange()
	}
}

// act carries out what a click on the lit hex h means.
func (m *Model) act(h hexmap.Hex) {
	g := m.Game()
	s := m.Sel
	var a isandlwana.Action
	switch g.Phase {
	case isandlwana.PhaseSetup:
		a = isandlwana.Action{Kind: isandlwana.ActPlace, Units: m.ids(s.Units), To: h}
	case isandlwana.PhaseZuluMove:
		if g.Pool[0]+g.Pool[1] > 0 {
			a = isandlwana.Action{Kind: isandlwana.ActRecycle, To: h, Count: 1}
			if err := m.Apply(a, "", false); err == nil {
				m.Sel = Selection{Hex: h}
				m.afterChange()
			}
			return
		}
		if len(s.Group) > 0 {
			m.MoveGroup(h)
			return
		}
		a = isandlwana.Action{Kind: isandlwana.ActZuluMove, From: s.Hex, To: h}
	case isandlwana.PhaseZuluAttack:
		a = isandlwana.Action{Kind: isandlwana.ActAttack, From: s.Hex, To: h}
	case isandlwana.PhaseReaction, isandlwana.PhaseBritishCombat:
		m.planFire(h, s.Units)
		return
	case isandlwana.PhaseBritishMove:
		if s.Wagon && len(s.Units) == 0 {
			a = isandlwana.Action{Kind: isandlwana.ActMove, Units: []string{isandlwana.WagonID}, To: h}
		} else {
			a = isandlwana.Action{Kind: isandlwana.ActMove, Units: m.ids(s.Units), To: h}
		}
	default:
		return
	}
	m.Apply(a, "", false)
}

func (m *Model) ids(idx []int) []string {
	out := make([]string, len(idx))
	for k, i := range idx {
		out[k] = m.Game().Units[i].ID
	}
	return out
}

// selectHex makes h the selection, choosing what in it may act now.
func (m *Model) selectHex(h hexmap.Hex) {
	g := m.Game()
	m.Fire = nil
	m.Sel = Selection{Hex: h}
	legal := m.legal()
	switch g.Phase {
	case isandlwana.PhaseSetup:
		for _, i := range g.UnitsAt(h) {
			if canPlace(legal, g.Units[i].ID) {
				m.Sel.Units = append(m.Sel.Units, i)
			}
		}
		if len(m.Sel.Units) > 1 {
			m.Sel.Units = m.Sel.Units[:1]
		}
	case isandlwana.PhaseReaction, isandlwana.PhaseBritishCombat:
		for _, i := range g.UnitsAt(h) {
			if g.Units[i].Kind.CanFire() && g.Units[i].Strength-g.Units[i].FireUsed > 0 {
				m.Sel.Units = append(m.Sel.Units, i)
			}
		}
		if g.ZulusAt(h) > 0 {
			for _, t := range g.FireTargets() {
				if t == h {
					m.planFire(h, nil)
					return
				}
			}
		}
	case isandlwana.PhaseBritishMove:
		for _, i := range g.UnitsAt(h) {
			if len(g.BritishDestinations([]int{i})) > 0 {
				m.Sel.Units = append(m.Sel.Units, i)
			}
		}
		if len(m.Sel.Units) > 1 && len(g.BritishDestinations(m.Sel.Units)) == 0 {
			m.Sel.Units = m.Sel.Units[:1]
		}
		if len(m.Sel.Units) == 0 && g.Wagon.Hex == h && len(g.WagonDestinations()) > 0 {
			m.Sel.Wagon = true
		}
	}
	m.afterChange()
	if len(m.hl) == 0 {
		m.say("%s", m.nothingHere(h))
	} else {
		m.Info, m.IsError = "", false
	}
}

func (m *Model) nothingHere(h hexmap.Hex) string {
	g := m.Game()
	switch g.Phase {
	case isandlwana.PhaseZuluMove:
		if g.ZulusAt(h) > 0 {
			return fmt.Sprintf("The Zulus in %s have no move left this phase.", h)
		}
	case isandlwana.PhaseZuluAttack:
		if g.ZulusAt(h) > 0 {
			return fmt.Sprintf("The Zulus in %s have no British neighbour they may attack.", h)
		}
	case isandlwana.PhaseReaction, isandlwana.PhaseBritishCombat:
		if len(m.Sel.Units) > 0 {
			return fmt.Sprintf("Nothing in %s can fire at a Zulu now (range 1–3, line of sight).", h)
		}
	case isandlwana.PhaseBritishMove:
		if here := g.UnitsAt(h); len(here) > 0 {
			var why []string
			for _, i := range here {
				if err := g.MoveProblem(i); err != nil {
					why = append(why, err.Error())
				}
			}
			if len(why) == 0 {
				return fmt.Sprintf("Nothing in %s can move now.", h)
			}
			return fmt.Sprintf("Nothing in %s can move now: %s.", h, strings.Join(why, "; "))
		}
	}
	return ""
}

func canPlace(legal []isandlwana.Action, id string) bool {
	for _, a := range legal {
		if a.Kind == isandlwana.ActPlace && len(a.Units) == 1 && a.Units[0] == id {
			return true
		}
	}
	return false
}

// ToggleUnit adds or removes unit i (in the selected hex) from the selection.
func (m *Model) ToggleUnit(i int) {
	if m.Fire != nil {
		for k := range m.Fire.Shots {
			if m.Fire.Shots[k].Unit == i {
				m.Fire.Shots[k].On = !m.Fire.Shots[k].On
			}
		}
		m.afterChange()
		return
	}
	for k, j := range m.Sel.Units {
		if j == i {
			m.Sel.Units = append(m.Sel.Units[:k:k], m.Sel.Units[k+1:]...)
			m.afterChange()
			return
		}
	}
	if m.Game().Phase == isandlwana.PhaseSetup {
		m.Sel.Units = m.Sel.Units[:0]
	}
	m.Sel.Units = append(m.Sel.Units, i)
	m.Sel.Wagon = false
	sort.Ints(m.Sel.Units)
	m.afterChange()
}

// ToggleWagon picks or drops the wagon as the thing to move.
func (m *Model) ToggleWagon() {
	m.Sel.Wagon = !m.Sel.Wagon
	if m.Sel.Wagon {
		m.Sel.Units = nil
	}
	m.afterChange()
}

// planFire starts a fire plan against target with the given preferred
// firers. With none preferred, the plan starts with the fewest firers and
// strength points that reach the best hit number all of them could reach
// (isandlwana.ThriftyShots): a lone Zulu does not draw every company's fire. The
// other eligible units are listed, switched off.
func (m *Model) planFire(target hexmap.Hex, prefer []int) {
	g := m.Game()
	firers := g.Firers(target)
	if len(firers) == 0 {
		m.fail(fmt.Errorf("no British unit can fire at %s now", target))
		return
	}
	p := &FirePlan{Target: target, Split: g.Phase == isandlwana.PhaseBritishCombat}
	for _, i := range firers {
		left := g.Units[i].Strength - g.Units[i].FireUsed
		on := false
		for _, j := range prefer {
			if j == i {
				on = true
			}
		}
		p.Shots = append(p.Shots, PlanShot{Unit: i, SP: left, Max: left, On: on})
	}
	if len(prefer) == 0 || !p.anyOn() {
		p.startThrifty(g, firers)
	}
	m.Fire = p
	m.Sel = Selection{Hex: target}
	m.afterChange()
}

// anyOn reports whether some firer is switched on.
func (p *FirePlan) anyOn() bool {
	for _, s := range p.Shots {
		if s.On {
			return true
		}
	}
	return false
}

// startThrifty switches on the cheapest shots that reach the best hit
// number the eligible firers can reach together.
func (p *FirePlan) startThrifty(g *isandlwana.State, firers []int) {
	all := make([]isandlwana.Shot, len(p.Shots))
	for k, s := range p.Shots {
		all[k] = isandlwana.Shot{Unit: g.Units[s.Unit].ID, Strength: s.Max}
	}
	best, err := g.Odds(p.Target, all)
	if err != nil {
		return
	}
	shots, ok := g.ThriftyShots(p.Target, firers, best.HitNumber)
	if !ok {
		return
	}
	for k := range p.Shots {
		s := &p.Shots[k]
		s.On = false
		for _, t := range shots {
			if t.Unit == g.Units[s.Unit].ID {
				s.On, s.SP = true, t.Strength
			}
		}
	}
}

// Wasted is how many of the planned strength points buy nothing: the plan's
// firers could reach the same hit number with that many fewer (a hit number
// above 5 hits no more often than 5, 8.3.1). Zero when there is no plan.
func (m *Model) Wasted() int {
	p := m.Fire
	if p == nil {
		return 0
	}
	odds, err := m.FireOdds()
	if err != nil {
		return 0
	}
	var on []int
	planned := 0
	for _, s := range p.Shots {
		if s.On {
			on = append(on, s.Unit)
			planned += s.SP
		}
	}
	shots, ok := m.Game().ThriftyShots(p.Target, on, odds.HitNumber)
	if !ok {
		return 0
	}
	need := 0
	for _, s := range shots {
		need += s.Strength
	}
	return max(0, planned-need)
}

// refreshFire drops firers that can no longer fire.
func (m *Model) refreshFire() {
	p := m.Fire
	ok := map[int]bool{}
	for _, i := range m.Game().Firers(p.Target) {
		ok[i] = true
	}
	var keep []PlanShot
	for _, s := range p.Shots {
		if ok[s.Unit] {
			keep = append(keep, s)
		}
	}
	p.Shots = keep
	if len(keep) == 0 {
		m.Fire = nil
	}
}

// AdjustSP changes unit i's committed strength in the fire plan by d.
func (m *Model) AdjustSP(i, d int) {
	if m.Fire == nil || !m.Fire.Split {
		return
	}
	for k := range m.Fire.Shots {
		s := &m.Fire.Shots[k]
		if s.Unit == i {
			s.SP = max(1, min(s.Max, s.SP+d))
			s.On = true
		}
	}
}

// Shots is the plan as engine shots (units switched on only).
func (p *FirePlan) EngineShots(g *isandlwana.State) []isandlwana.Shot {
	var out []isandlwana.Shot
	for _, s := range p.Shots {
		if s.On {
			out = append(out, isandlwana.Shot{Unit: g.Units[s.Unit].ID, Strength: s.SP})
		}
	}
	return out
}

// FireOdds computes the planned fire's numbers before any die is rolled.
func (m *Model) FireOdds() (isandlwana.FireOdds, error) {
	if m.Fire == nil {
		return isandlwana.FireOdds{}, fmt.Errorf("no fire planned")
	}
	shots := m.Fire.EngineShots(m.Game())
	if len(shots) == 0 {
		return isandlwana.FireOdds{}, fmt.Errorf("choose at least one unit to fire")
	}
	odds, err := m.Game().Odds(m.Fire.Target, shots)
	odds.Detail = m.Named(odds.Detail)
	return odds, err
}

// Fire carries out the planned fire.
func (m *Model) FireNow() error {
	if m.Fire == nil {
		err := fmt.Errorf("no fire planned: click a Zulu hex in range first")
		m.fail(err)
		return err
	}
	a := isandlwana.Action{Kind: isandlwana.ActFire, To: m.Fire.Target, Shots: m.Fire.EngineShots(m.Game())}
	return m.Apply(a, "", false)
}

// End ends the phase (or confirms the set-up).
func (m *Model) End() error {
	if !m.HumanToAct() {
		return fmt.Errorf("not your move")
	}
	return m.Apply(isandlwana.Action{Kind: isandlwana.ActEnd}, "", false)
}

// Square forms (form) or leaves square with the selected units that may.
func (m *Model) Square(form bool) error {
	kind := isandlwana.ActSquare
	if !form {
		kind = isandlwana.ActUnsquare
	}
	var ids []string
	for _, i := range m.Sel.Units {
		if m.canSquare(i, kind) {
			ids = append(ids, m.Game().Units[i].ID)
		}
	}
	if len(ids) == 0 {
		err := fmt.Errorf("no selected unit can do that now (forming or leaving square costs 2 MP, 7.7)")
		m.fail(err)
		return err
	}
	return m.Apply(isandlwana.Action{Kind: kind, Units: ids}, "", false)
}

func (m *Model) canSquare(i int, kind isandlwana.ActionKind) bool {
	id := m.Game().Units[i].ID
	for _, a := range m.legal() {
		if a.Kind == kind && len(a.Units) == 1 && a.Units[0] == id {
			return true
		}
	}
	return false
}

// RecycleAll puts every pooled Zulu of the selected onrush hex's group there.
func (m *Model) RecycleAll() error {
	g := m.Game()
	h := m.Sel.Hex
	for _, a := range m.legal() {
		if a.Kind == isandlwana.ActRecycle && a.To == h && a.Count > 1 {
			return m.Apply(a, "", false)
		}
	}
	err := fmt.Errorf("click an onrush hex of a group with Zulus waiting first (pool: west %d, east %d)", g.Pool[0], g.Pool[1])
	m.fail(err)
	return err
}

// Order makes Phase IV the movement phase (move) or the combat phase.
func (m *Model) Order(move bool) error {
	return m.Apply(isandlwana.Action{Kind: isandlwana.ActOrder, Flag: move}, "", false)
}

// Choose answers the pending question.
func (m *Model) Choose(pick string) error {
	return m.Apply(isandlwana.Action{Kind: isandlwana.ActChoose, Pick: pick}, "", false)
}

// computeHighlights lights the hexes the current selection may act on.
func (m *Model) computeHighlights() map[hexmap.Hex]Highlight {
	g := m.Game()
	out := map[hexmap.Hex]Highlight{}
	if g.Over() {
		return out
	}
	if d, ok := g.Decision(); ok {
		for _, o := range d.Options {
			if h, err := hexmap.ParseHex(o); err == nil && g.Map().Contains(h) {
				out[h] = Highlight{Kind: HLChoice}
			} else if i := g.UnitIndex(o); i >= 0 && g.Units[i].Alive() {
				out[g.Units[i].Hex] = Highlight{Kind: HLChoice}
			}
		}
		return out
	}
	if m.Fire != nil {
		out[m.Fire.Target] = Highlight{Kind: HLTarget}
		for _, s := range m.Fire.Shots {
			if s.On {
				out[g.Units[s.Unit].Hex] = Highlight{Kind: HLFirer}
			}
		}
		return out
	}
	s := m.Sel
	switch g.Phase {
	case isandlwana.PhaseSetup:
		if len(s.Units) == 0 {
			break
		}
		id := g.Units[s.Units[0]].ID
		for _, a := range m.legal() {
			if a.Kind == isandlwana.ActPlace && len(a.Units) == 1 && a.Units[0] == id {
				out[a.To] = Highlight{Kind: HLDest}
			}
		}
	case isandlwana.PhaseZuluMove:
		if g.Pool[0]+g.Pool[1] > 0 {
			for _, a := range m.legal() {
				if a.Kind == isandlwana.ActRecycle {
					out[a.To] = Highlight{Kind: HLRecycle}
				}
			}
			break
		}
		if len(s.Group) > 0 {
			m.groupHighlights(out)
			break
		}
		if s.Hex.IsNone() || g.ZulusAt(s.Hex) == 0 {
			break
		}
		dests := g.ZuluDestinations(s.Hex)
		if len(dests) == 0 {
			break
		}
		r := g.ZuluReach(s.Hex)
		for _, h := range dests {
			out[h] = Highlight{Kind: HLDest, Cost: r.Cost[g.Map().Index(h)]}
		}
	case isandlwana.PhaseZuluAttack:
		for _, a := range m.legal() {
			if a.Kind == isandlwana.ActAttack && a.From == s.Hex {
				out[a.To] = Highlight{Kind: HLTarget}
			}
		}
	case isandlwana.PhaseReaction, isandlwana.PhaseBritishCombat:
		for _, t := range g.FireTargets() {
			if len(s.Units) == 0 {
				out[t] = Highlight{Kind: HLTarget, Note: "any"}
				continue
			}
			for _, f := range g.Firers(t) {
				for _, i := range s.Units {
					if f == i {
						out[t] = Highlight{Kind: HLTarget}
					}
				}
			}
		}
	case isandlwana.PhaseBritishMove:
		if s.Wagon && len(s.Units) == 0 {
			for h := range g.WagonDestinations() {
				cost, road, _ := g.WagonCost(h) // the engine prices the move
				note := "off road"
				if road {
					note = "road"
				}
				out[h] = Highlight{Kind: HLDest, Cost: cost, Note: note}
			}
			break
		}
		if len(s.Units) == 0 {
			break
		}
		dests := g.BritishDestinations(s.Units)
		if len(dests) == 0 {
			break
		}
		r, _ := g.MoveReach(s.Units)
		for _, h := range dests {
			out[h] = Highlight{Kind: HLDest, Cost: r.Cost[g.Map().Index(h)]}
		}
	}
	return out
}

// Update advances time by dt seconds: ages the dice and animation and lets a
// bot act when it is its turn. It returns whether the game changed.
func (m *Model) Update(dt float64) bool {
	m.DiceAge += dt
	m.ageBanner(dt)
	if m.Last != nil {
		m.Last.Age += dt
	}
	g := m.Game()
	if g.Over() || m.HandOver != isandlwana.NoSide || m.Paused {
		return false
	}
	if !m.botToAct() {
		m.botWait = 0
		return m.endBotRun()
	}
	if m.Speed == SpeedSkip {
		changed := false
		start := time.Now()
		for n := 0; n < 400 && !g.Over() && !m.Paused; n++ {
			side := m.Game().ToAct()
			if side > isandlwana.Zulu || m.Players[side] == nil {
				break
			}
			if m.SkipBudget > 0 && n > 0 && time.Since(start) >= m.SkipBudget {
				// The rest in the next frames: the Skip goes on.
				return changed
			}
			if !m.BotStep() {
				break
			}
			changed = true
		}
		m.Speed = SpeedFast
		if next := m.Game().ToAct(); m.Game().Over() || next > isandlwana.Zulu || m.Players[next] == nil {
			m.endBotRun()
		}
		return changed
	}
	m.botWait += dt
	delay := m.botDelay()
	if m.botWait < delay {
		return false
	}
	// Keep what is over the pause, so frames do not stretch a phase; never
	// more than one pause, so a stalled window does not rush the bot.
	m.botWait = min(m.botWait-delay, delay)
	changed := m.BotStep()
	if next := m.Game().ToAct(); m.Game().Over() || next > isandlwana.Zulu || m.Players[next] == nil {
		m.endBotRun()
	}
	return changed
}

// Wait ages what shows by the clock (the dice of the last roll, the last
// move's arrow) by dt seconds, letting no bot act: the window stands still
// while it waits for the player, and calls Wait for the time it stood
// still, then Update for a frame's time, so a bot still pauses before it
// acts.
func (m *Model) Wait(dt float64) {
	m.DiceAge += dt
	if m.Last != nil {
		m.Last.Age += dt
	}
	m.ageBanner(dt)
}

// botToAct reports whether a bot plays the side to act now (and is let to).
func (m *Model) botToAct() bool {
	g := m.Game()
	if g.Over() || m.HandOver != isandlwana.NoSide || m.Paused {
		return false
	}
	side := g.ToAct()
	return side <= isandlwana.Zulu && m.Players[side] != nil
}

// How long the window shows what passes: the arrow of the last move fades
// out over LastMoveShown seconds (the counters slide in over its first
// MoveSlide), and the dice of the last roll stay on the panel for DiceShown.
const (
	LastMoveShown = 4.0
	MoveSlide     = 0.45
	DiceShown     = 30.0
)

// Animating reports whether the model changes by itself in the coming
// frames, so that the window must keep drawing: a bot is to act, or the
// last move is still sliding in or fading out. When it is false, what the
// window shows changes only on input, or after NextChange.
func (m *Model) Animating() bool {
	if l := m.Last; l != nil && !l.From.IsNone() && !l.To.IsNone() && l.Age <= LastMoveShown {
		return true
	}
	if m.bannerFading() {
		return true
	}
	return m.botToAct()
}

// NextChange is how many seconds from now the picture changes by itself
// when the model is not Animating: the dice of the last roll leave the
// panel. ok is false when nothing is due.
func (m *Model) NextChange() (secs float64, ok bool) {
	if len(m.Dice) > 0 && m.DiceAge < DiceShown {
		secs, ok = DiceShown-m.DiceAge, true
	}
	if b := m.Banner; b != nil && !m.bannerFading() {
		if fade := BannerSeconds - BannerFade - b.Age; !ok || fade < secs {
			secs, ok = fade, true
		}
	}
	return secs, ok
}

// BotStep lets the bot of the side to act take one action. A bot that names
// an illegal action is paused, with the reason in Info.
func (m *Model) BotStep() bool {
	g := m.Game()
	side := g.ToAct()
	if side > isandlwana.Zulu || m.Players[side] == nil {
		return false
	}
	b := m.Players[side]
	if m.bots[side] == nil {
		bot, err := b.newBot()
		if err != nil {
			m.Paused = true
			m.fail(fmt.Errorf("the %s bot %q: %v (bot paused)", side, b.Name, err))
			return false
		}
		m.bots[side] = bot
	}
	a, why, err := ai.Next(g, m.bots[side])
	if err != nil {
		m.Paused = true
		m.fail(fmt.Errorf("the %s bot %q: %v (bot paused)", side, b.Name, err))
		return false
	}
	if why == "" {
		why = a.String()
	}
	m.noteBotAction(a)
	if err := m.Apply(a, b.Name+": "+why, true); err != nil {
		m.Paused = true
		m.fail(fmt.Errorf("the %s bot %q chose %q, which is illegal: %v (bot paused)", side, b.Name, a, err))
		return false
	}
	return true
}

// LogLine is one line of the log panel.
type LogLine struct {
	Text   string
	Side   isandlwana.Side
	Dice   []int
	Reason bool
	Turn   int
}

// LogLines returns the last n lines of the log, with the bots' reasons when
// ShowReasons is set. Folded (reasons hidden), each run of a bot's Zulu
// moves shows one line per hex they left ("Zulus from 1601 → 1502, 1503
// (2 moves)"); unfolded, every move shows with its reason. The game's own
// log is untouched: this is display only.
//
// The panel asks for them every frame it is described, so the lines are
// kept until the log, the reasons or the fold change; the slice returned
// is shared and must not be changed.
func (m *Model) LogLines(n int) []LogLine {
	k := logKey{g: m.Game(), log: len(m.Game().Log), reasons: len(m.Reasons), actions: len(m.Actions), show: m.ShowReasons, n: n}
	if m.logMemo.lines != nil && m.logMemo.key == k {
		return m.logMemo.lines
	}
	out := m.logLines(n)
	m.logMemo.key, m.logMemo.lines = k, out[:len(out):len(out)]
	return m.logMemo.lines
}

// logKey is what LogLines' lines depend on: the game shown (undo and a
// load replace it), the lengths of its log, of the reasons and of the
// actions (all only grow within one game), the fold and the count.
type logKey struct {
	g                     *isandlwana.State
	log, reasons, actions int
	show                  bool
	n                     int
}

func (m *Model) logLines(n int) []LogLine {
	var out []LogLine
	r := 0
	var moves map[int]isandlwana.Action
	if !m.ShowReasons {
		r = len(m.Reasons)
		moves = m.botZuluMoves()
	}
	log := m.Game().Log
	for i := 0; i < len(log); i++ {
		e := log[i]
		if _, ok := moves[i]; ok {
			j := i
			for j < len(log) {
				if _, ok := moves[j]; !ok {
					break
				}
				j++
			}
			if j-i > 1 {
				out = append(out, m.foldMoves(log[i:j], moves, i)...)
				i = j - 1
				continue
			}
		}
		for r < len(m.Reasons) && m.Reasons[r].LogIndex <= i {
			out = append(out, LogLine{Text: m.Reasons[r].Text, Side: m.Reasons[r].Side, Reason: true, Turn: e.Turn})
			r++
		}
		t := e.Text
		if e.Rule != "" {
			t += " (" + e.Rule + ")"
		}
		out = append(out, LogLine{Text: t, Side: e.Side, Dice: e.Dice, Turn: e.Turn})
	}
	for ; r < len(m.Reasons); r++ {
		out = append(out, LogLine{Text: m.Reasons[r].Text, Side: m.Reasons[r].Side, Reason: true, Turn: m.Game().Turn})
	}
	if len(out) > n {
		out = out[len(out)-n:]
	}
	for k := range out {
		out[k].Text = m.Named(out[k].Text)
	}
	return out
}

// botZuluMoves maps the log index of each bot's Zulu move that logged one
// line (and nothing else: no capture, no die) to the move.
func (m *Model) botZuluMoves() map[int]isandlwana.Action {
	out := map[int]isandlwana.Action{}
	for k, r := range m.Reasons {
		if r.Action < 0 || r.Action >= len(m.Actions) || m.Actions[r.Action].Kind != isandlwana.ActZuluMove {
			continue
		}
		// The move's lines run to the next action's: known when the next
		// reason explains the next action, or this is the last action.
		end := -1
		switch {
		case k+1 < len(m.Reasons) && m.Reasons[k+1].Action == r.Action+1:
			end = m.Reasons[k+1].LogIndex
		case r.Action == len(m.Actions)-1:
			end = len(m.Game().Log)
		}
		if end == r.LogIndex+1 && len(m.Game().Log[r.LogIndex].Dice) == 0 {
			out[r.LogIndex] = m.Actions[r.Action]
		}
	}
	return out
}

// foldMoves writes a run of a bot's Zulu moves (log lines first.. of run)
// as one line per hex they left, in the order the hexes were first left.
func (m *Model) foldMoves(run []isandlwana.Event, moves map[int]isandlwana.Action, first int) []LogLine {
	var order []hexmap.Hex
	to := map[hexmap.Hex][]string{}
	for k := range run {
		a := moves[first+k]
		if _, ok := to[a.From]; !ok {
			order = append(order, a.From)
		}
		to[a.From] = append(to[a.From], a.To.String())
	}
	var out []LogLine
	for _, h := range order {
		t := fmt.Sprintf("Zulus from %s → %s (%d moves)", h, strings.Join(to[h], ", "), len(to[h]))
		if len(to[h]) == 1 {
			t = fmt.Sprintf("Zulu from %s → %s", h, to[h][0])
		}
		out = append(out, LogLine{Text: t, Side: isandlwana.Zulu, Turn: run[0].Turn})
	}
	return out
}

// UnitLabel is how a unit is named on buttons: name and strength.
func (m *Model) UnitLabel(i int) string {
	u := &m.Game().Units[i]
	if u.Kind == units.Leader {
		return u.Name + " (leader)"
	}
	s := fmt.Sprintf("%s %d/%d", u.Name, u.Strength, u.Full)
	if u.InSquare {
		s += " sq"
	}
	return s
}
