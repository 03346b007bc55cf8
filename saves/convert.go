package saves

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"zulu1879/games"
	isagame "zulu1879/games/isandlwana"
	"zulu1879/isandlwana"
	"zulu1879/scenarios"
)

// The older formats are not converted on loading: they keep their own
// loaders (this package's for Isandlwana saves, package campaign's for
// campaign files and Rorke's Drift saves), which the window, the text and
// rorke commands and every test fixture use. Commands that take any save
// tell the two apart with IsEnvelope. FromSession is the one step from an
// Isandlwana save (any format, upgraded by Migrate) to the envelope, for
// "save convert"; it replays the log through the contract and refuses the
// result unless it ends on the same state hash.

// FromSession converts an Isandlwana game recorded in the older format
// into a Record: the same scenario on the same data revision, seed, actions
// (each with its seat, found by replaying), players ("" becomes Human) and
// the bots' reasons. It returns an error if the replay through the contract
// does not reach the session's state hash.
func FromSession(s *Session) (*Record, error) {
	ref := s.ScenarioRef()
	// A game on a scenario file of one's own names the file by its path
	// and the digest of its content, as the older save did: a file
	// changed since is refused (the option scenario_sha256).
	setup := games.Setup{Scenario: ref.ID, Seed: s.Seed()}
	rev := ref.revision()
	if ref.File != "" {
		opts, err := json.Marshal(isagame.Options{ScenarioSHA256: ref.SHA256})
		if err != nil {
			return nil, err
		}
		setup, rev = games.Setup{Scenario: ref.File, Seed: s.Seed(), Options: opts}, 0
	}
	rules, err := games.Lookup(isagame.ID)
	if err != nil {
		return nil, err
	}
	var players map[string]string
	if p, ok := s.Players(); ok {
		players = map[string]string{"british": p.British, "zulu": p.Zulu}
	}
	rec, err := newRecordOn(rules, setup, rev, players)
	if err != nil {
		return nil, err
	}
	reasons := map[int]string{}
	for _, r := range s.Reasons() {
		reasons[r.Action] = r.Text
	}
	for i, a := range s.Actions() {
		if err := rec.Apply(a, reasons[i]); err != nil {
			return nil, fmt.Errorf("action %d %q: %v", i+1, a, err)
		}
	}
	if got, want := rec.State().Hash(), s.Game().Hash(); got != want {
		return nil, errors.New("the game replayed through the common contract ends on hash " + got + ", the save on " + want)
	}
	return rec, nil
}

// ToSession is FromSession's way back: an envelope record of Isandlwana
// (one written by zulu1879 play) as a Session, so that the window, which
// plays Isandlwana through Session, can open it. The scenario and its data
// revision, the seed, the players and the bots' reasons come across; the
// envelope's options only change how much log text the engine writes, so
// the session keeps the full log. It fails if the record is another game's
// or the replay does not reach the record's state hash.
func ToSession(r *Record) (*Session, error) {
	if r.Info().ID != isagame.ID {
		return nil, fmt.Errorf("a %s game is not an Isandlwana game", r.Info().Title)
	}
	scen := r.Setup().Scenario
	if _, _, builtin := scenarios.BuiltinName(scen); builtin && r.Revision() != 0 && !strings.Contains(scen, "@") {
		rev := r.Revision()
		scen = fmt.Sprintf("%s@%d", scen, rev)
	}
	s, err := Start(scen, r.Setup().Seed, isandlwana.Options{})
	if err != nil {
		return nil, err
	}
	var p Players
	for seat, who := range r.Players() {
		side, ok := map[string]isandlwana.Side{"british": isandlwana.British, "zulu": isandlwana.Zulu}[seat]
		if ok && who != Human {
			p = p.With(side, who)
		}
	}
	s.SetPlayers(p)
	for i, m := range r.Moves() {
		a, err := isandlwana.ParseAction(m.Action)
		if err != nil {
			return nil, fmt.Errorf("action %d %q: %v", i+1, m.Action, err)
		}
		side := s.Game().ToAct()
		if err := s.Apply(a); err != nil {
			return nil, fmt.Errorf("action %d %q: %v", i+1, m.Action, err)
		}
		if m.Reason != "" {
			s.AddReason(side, m.Reason)
		}
	}
	if got, want := s.Game().Hash(), r.State().Hash(); got != want {
		return nil, errors.New("the game replayed as a session ends on hash " + got + ", the envelope on " + want)
	}
	return s, nil
}
