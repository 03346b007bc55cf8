package uistate

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"zulu1879/campaign"
	"zulu1879/games"
	gcampaign "zulu1879/games/campaign"
	isagame "zulu1879/games/isandlwana"
	"zulu1879/ramparts"
	"zulu1879/saves"
	"zulu1879/tactical"
)

// FlowScreen is the screen a campaign shows.
type FlowScreen uint8

// The campaign's screens, in order.
const (
	FlowIsandlwana FlowScreen = iota // the Isandlwana board (its ending card too)
	FlowLedger                       // what Isandlwana carries over, effect by effect
	FlowRorke                        // the Rorke's Drift game, up to its dismissed ending
	FlowEnd                          // the campaign's result
	// FlowTactical is The Defense of Rorke's Drift, the second battle the
	// ledger may lead to instead of FlowRorke (Flow.Day), up to its end.
	FlowTactical
)

// String names the screen.
func (s FlowScreen) String() string {
	return [...]string{"isandlwana", "ledger", "rorkes-drift", "end", "rorkes-drift-tactical"}[s]
}

// Flow is a campaign in the window: which screen it shows and the moves
// between them. Every change goes through the campaign, so it can be saved
// at any moment.
type Flow struct {
	C *campaign.Campaign
	// Model is the Isandlwana game; its actions are recorded by C.
	Model *Model
	// RorkeOptions are the optional rules of Rorke's Drift (the ledger's
	// effects are added when it is set up).
	RorkeOptions ramparts.Options
	// OnChange, when set, is called whenever the campaign reaches a new
	// phase, turn or stage of either game (the window autosaves from it).
	OnChange func(*Flow)
	// Day is the whole campaign as one record of the game "campaign"
	// (package games/campaign) once the British chose The Defense of
	// Rorke's Drift at the ledger: the tactical screen plays its second
	// battle, and it is what saves and autosaves write. C then stays at
	// its ledger (it plays only Zulus on the Ramparts). Nil otherwise.
	Day *saves.Record

	screen FlowScreen
}

// NewFlow shows campaign c, at the screen of the stage it stands at (a
// finished campaign opens on its result).
func NewFlow(c *campaign.Campaign, players [2]*Bot) *Flow {
	f := &Flow{C: c}
	f.Model = NewModel(c.Isandlwana(), players)
	f.Model.Rec = c.IsandlwanaRecorder()
	f.Model.OnChange = func(_ *Model, ch saves.Change) {
		if ch.NewPhase {
			f.changed()
		}
	}
	switch c.Stage() {
	case campaign.StageLedger:
		f.screen = FlowLedger
	case campaign.StageRorkesDrift:
		f.screen = FlowRorke
	case campaign.StageDone:
		f.screen = FlowEnd
	}
	return f
}

func (f *Flow) changed() {
	if f.OnChange != nil {
		f.OnChange(f)
	}
}

// Screen is the screen to show now.
func (f *Flow) Screen() FlowScreen { return f.screen }

// NewFlowDay shows the campaign day, a record of the game "campaign" whose
// second battle is The Defense of Rorke's Drift, with c its first battle
// and ledger (gcampaign.ToCampaignDay): the tactical battle, or the
// campaign's result when it is over.
func NewFlowDay(c *campaign.Campaign, day *saves.Record, players [2]*Bot) (*Flow, error) {
	if !gcampaign.IsTacticalDay(day) {
		return nil, fmt.Errorf("the campaign has not gone on to %s", TacticalTitle)
	}
	f := NewFlow(c, players)
	f.Day, f.screen = day, FlowTactical
	if games.Over(day.State()) {
		f.screen = FlowEnd
	}
	return f, nil
}

// TacticalTitle names the tactical Rorke's Drift game.
const TacticalTitle = "The Defense of Rorke's Drift"

// Tactical is the tactical battle of the day, nil unless the British
// chose it at the ledger.
func (f *Flow) Tactical() *tactical.Game {
	if f.Day == nil {
		return nil
	}
	if st, ok := f.Day.State().(*gcampaign.State); ok {
		return st.Tactical()
	}
	return nil
}

// ContinueTactical moves from the ledger to The Defense of Rorke's Drift,
// set up with the ledger's effects (the alternative to Continue, which
// goes on to Zulus on the Ramparts): the day becomes one record, Day.
func (f *Flow) ContinueTactical() error {
	if f.screen != FlowLedger {
		return fmt.Errorf("the battle that follows is chosen at the ledger (the campaign shows %s)", f.screen)
	}
	if f.C.Stage() != campaign.StageLedger {
		return fmt.Errorf("Rorke's Drift is already set up as Zulus on the Ramparts")
	}
	day, err := gcampaign.ContinueTactical(f.C)
	if err != nil {
		return err
	}
	f.Day, f.screen = day, FlowTactical
	f.changed()
	return nil
}

// CanContinue reports whether Continue would move on, and if not why.
func (f *Flow) CanContinue() error {
	st := f.C.Stage()
	switch f.screen {
	case FlowTactical:
		if f.Day == nil || !games.Over(f.Day.State()) {
			return fmt.Errorf("%s is not over yet", TacticalTitle)
		}
		return nil
	case FlowIsandlwana:
		if st == campaign.StageIsandlwana {
			return fmt.Errorf("the ledger is drawn up when Isandlwana ends (turn %d, %s now)", f.C.Game().Turn, f.C.Game().PhaseLabel())
		}
	case FlowLedger:
		if st != campaign.StageLedger && st != campaign.StageRorkesDrift && st != campaign.StageDone {
			return fmt.Errorf("no ledger yet")
		}
	case FlowRorke:
		if st != campaign.StageDone {
			return fmt.Errorf("Rorke's Drift is not over yet")
		}
	case FlowEnd:
		return fmt.Errorf("the campaign is over")
	}
	return nil
}

// Continue moves to the next screen: from the end of Isandlwana to the
// ledger, from the ledger to Rorke's Drift (set up with the ledger's
// effects), from the end of Rorke's Drift to the campaign's result.
func (f *Flow) Continue() error {
	if err := f.CanContinue(); err != nil {
		return err
	}
	switch f.screen {
	case FlowTactical:
		f.screen = FlowEnd
		return nil
	case FlowLedger:
		if f.C.Stage() == campaign.StageLedger {
			seed := campaign.RorkeSeed(f.C.Isandlwana().Seed())
			if err := f.C.StartRorkesDrift(seed, f.RorkeOptions); err != nil {
				return err
			}
			f.changed()
		}
	}
	f.screen++
	return nil
}

// ApplyRorke applies a Rorke's Drift action through the campaign, which
// records it. An illegal action changes nothing.
func (f *Flow) ApplyRorke(a ramparts.Action) error {
	g := f.C.Rorke()
	if g == nil {
		return fmt.Errorf("no Rorke's Drift game in play (stage %s)", f.C.Stage())
	}
	turn, phase := g.Turn, g.Phase
	if err := f.C.ApplyRorke(a); err != nil {
		return err
	}
	if g := f.C.Rorke(); g.Turn != turn || g.Phase != phase {
		f.changed()
	}
	return nil
}

// TakeBackRorke takes the Rorke's Drift game back to its first n actions
// (the screen's undo, which checked that no card was drawn and no die
// rolled since) and autosaves the shortened game.
func (f *Flow) TakeBackRorke(n int) (*ramparts.Game, error) {
	g, err := f.C.TakeBackRorke(n)
	if err != nil {
		return nil, err
	}
	f.changed()
	return g, nil
}

// LedgerLine is one effect of the ledger with its cause: Effect at Zulus
// on the Ramparts, Tactical at The Defense of Rorke's Drift ("" when the
// ledger's table says nothing for it).
type LedgerLine struct {
	Cause, Effect, Tactical string
}

// LedgerHeadline says how Isandlwana ended, in one line.
func (f *Flow) LedgerHeadline() string {
	l := f.C.Ledger()
	if l == nil {
		return "Isandlwana is still being fought."
	}
	g := f.C.Game()
	return fmt.Sprintf("Isandlwana: %s on turn %d; the Queen's Colours %s; %s eliminated.",
		g.Outcome, l.Facts.Turn, strings.ReplaceAll(l.Facts.Colours, "_", " "), Plural(l.Facts.ZulusEliminated, "Zulu unit", "Zulu units"))
}

// LedgerLines lists the ledger's effects with their causes, in table order
// (none when nothing carries over, or before the ledger exists).
func (f *Flow) LedgerLines() []LedgerLine {
	l := f.C.Ledger()
	if l == nil {
		return nil
	}
	rows, _ := campaign.Rows()
	out := make([]LedgerLine, len(l.Entries))
	for i, e := range l.Entries {
		out[i] = LedgerLine{Cause: e.Cause, Effect: e.Effect}
		for _, r := range rows {
			if r.ID == e.ID {
				out[i].Tactical = r.TacticalText
			}
		}
	}
	return out
}

// SideNote is the ledger as short lines for the Rorke's Drift screen.
func (f *Flow) SideNote() []string {
	lines := f.LedgerLines()
	if f.C.Ledger() == nil {
		return nil
	}
	if len(lines) == 0 {
		return []string{"Nothing from Isandlwana changes the set-up."}
	}
	out := make([]string, len(lines))
	for i, l := range lines {
		out[i] = l.Effect
	}
	return out
}

// Ending is the campaign's result: a title and lines.
func (f *Flow) Ending() (string, []string) {
	if f.Day != nil {
		return f.tacticalEnding()
	}
	if f.C.Stage() != campaign.StageDone {
		return "The campaign goes on", []string{CampaignSummary(f.C)}
	}
	r := f.C.Rorke().Result()
	lines := []string{
		fmt.Sprintf("Isandlwana: %s on turn %d.", f.C.Game().Outcome, f.C.Game().Turn),
		fmt.Sprintf("Rorke's Drift: %s, %d victory points: %s.", r.Cause, r.VP, r.LevelName),
	}
	if r.Detail != "" {
		lines = append(lines, r.Detail)
	}
	for _, b := range r.Breakdown {
		lines = append(lines, "  "+vpLine(b))
	}
	if r.Epilogue != "" {
		lines = append(lines, r.Epilogue)
	}
	return "The campaign is over", lines
}

// tacticalEnding is the result of a day whose second battle was the
// tactical game.
func (f *Flow) tacticalEnding() (string, []string) {
	if _, over := f.Day.State().Result(); !over {
		return "The campaign goes on", []string{RecordSummary(f.Day)}
	}
	g := f.Tactical()
	tr, _ := g.Result()
	lines := []string{
		fmt.Sprintf("Isandlwana: %s on turn %d.", f.C.Game().Outcome, f.C.Game().Turn),
		fmt.Sprintf("%s: %s.", TacticalTitle, tr.How),
	}
	if tr.Level != "" {
		lines = append(lines, fmt.Sprintf("Victory points: %v, %s.", tr.Score, tr.Level))
	}
	return "The campaign is over", lines
}

func vpLine(b ramparts.VPLine) string {
	return fmt.Sprintf("%+d  %s", b.VP, b.Label)
}

// FindResume lists what the start screen offers to resume from dir: the
// newest single-game autosave that loads (saves.Latest) and the newest
// campaign autosave (an envelope, or a campaign file of the older format:
// gcampaign.Latest), the more recent first. A finished game is not offered.
func FindResume(dir string) []ResumeOffer {
	var out []ResumeOffer
	var times []time.Time
	add := func(p, sum string, k FileKind) {
		st, err := os.Stat(p)
		if err != nil {
			return
		}
		out = append(out, ResumeOffer{Path: p, Summary: sum, Kind: k})
		times = append(times, st.ModTime())
	}
	if p, s := latestGame(dir); s != nil && !s.Game().Over() {
		add(p, s.Summary(), KindGame)
	}
	p, c, err := gcampaign.Latest(dir)
	if err != nil {
		p, c = "", nil
	}
	// A day that went on to the tactical game is not a campaign the
	// older form holds (gcampaign.Latest passes it over): offered when it
	// is the newest campaign autosave.
	if dp, day, derr := saves.LatestEnvelope(dir, gcampaign.ID); derr == nil && gcampaign.IsTacticalDay(day) && !games.Over(day.State()) && (c == nil || autoStamp(dp) > autoStamp(p)) {
		add(dp, RecordSummary(day), KindCampaign)
	} else if c != nil && c.Stage() != campaign.StageDone {
		add(p, CampaignSummary(c), KindCampaign)
	}
	if len(out) == 2 && times[1].After(times[0]) {
		out[0], out[1] = out[1], out[0]
	}
	return out
}

// autoStamp is the time in a campaign autosave's name, of either format,
// which orders them.
func autoStamp(path string) string {
	n := filepath.Base(path)
	if s, ok := strings.CutPrefix(n, saves.EnvelopePrefix(gcampaign.ID)); ok {
		return s
	}
	return strings.TrimPrefix(n, campaign.AutoPrefix)
}

// latestGame is the newest Isandlwana autosave of dir that loads: the
// window's and the text command's of before (auto-…), or play
// isandlwana's envelopes (play-isandlwana-auto-…, which the text command,
// now an alias of play, writes), whichever is newer by the time in its
// name.
func latestGame(dir string) (string, *saves.Session) {
	p, s, err := saves.Latest(dir)
	if err != nil {
		p, s = "", nil
	}
	prefix := saves.EnvelopePrefix(isagame.ID)
	names, _ := saves.AutoNames(dir, prefix)
	for i := len(names) - 1; i >= 0; i-- {
		stamp := strings.TrimPrefix(names[i], prefix)
		if s != nil && stamp < strings.TrimPrefix(filepath.Base(p), saves.AutoPrefix) {
			break
		}
		ep := filepath.Join(dir, names[i])
		r, err := saves.LoadEnvelope(ep)
		if err != nil {
			continue
		}
		if es, err := saves.ToSession(r); err == nil {
			return ep, es
		}
	}
	return p, s
}
