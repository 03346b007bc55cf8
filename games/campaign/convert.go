package campaign

import (
	"encoding/json"
	"fmt"
	"strings"

	"zulu1879/campaign"
	"zulu1879/games"
	gramparts "zulu1879/games/ramparts"
	"zulu1879/isandlwana"
	"zulu1879/ramparts"
	"zulu1879/saves"
	"zulu1879/tactical"
)

// FromCampaign writes a campaign of the older campaign file (package
// campaign) as a record of this game, which saves as an envelope: the
// Isandlwana actions with their seats and the bots' reasons, the choice at
// the ledger, and the Rorke's Drift actions. The record must replay to the
// campaign's two games hash for hash, or FromCampaign fails saying which.
func FromCampaign(c *campaign.Campaign) (*saves.Record, error) {
	isa, err := saves.FromSession(c.Isandlwana())
	if err != nil {
		return nil, err
	}
	scen := isa.Setup().Scenario
	if rev := isa.Revision(); rev != 0 && !strings.Contains(scen, "@") {
		scen = fmt.Sprintf("%s@%d", scen, rev)
	}
	opts := Options{Isandlwana: isa.Setup().Options}
	if c.Rorke() != nil {
		ro := c.RorkeOptions()
		ro.Campaign = ramparts.Campaign{}
		ro.Revision = c.Rorke().Revision()
		raw, err := json.Marshal(ro)
		if err != nil {
			return nil, err
		}
		opts.RorkesDrift = raw
		if c.RorkeSeedUsed() != campaign.RorkeSeed(isa.Setup().Seed) {
			opts.RorkesDriftSeed = c.RorkeSeedUsed()
		}
	}
	raw, err := json.Marshal(opts)
	if err != nil {
		return nil, err
	}
	rec, err := saves.NewRecord(Rules{}, games.Setup{Scenario: scen, Seed: isa.Setup().Seed, Options: raw}, isa.Players())
	if err != nil {
		return nil, err
	}
	for i, m := range isa.Moves() {
		if err := rec.Apply(m.Action, m.Reason); err != nil {
			return nil, fmt.Errorf("Isandlwana action %d %q: %v", i+1, m.Action, err)
		}
	}
	st := rec.State().(*State)
	if got, want := st.isa.Hash(), c.Game().Hash(); got != want {
		return nil, fmt.Errorf("Isandlwana replays to hash %s in the envelope, %s in the campaign file", got, want)
	}
	if c.Rorke() == nil {
		return rec, nil
	}
	if err := rec.Apply(Continue+gramparts.ID, ""); err != nil {
		return nil, err
	}
	for i, a := range c.RorkeActions() {
		if err := rec.Apply(a, ""); err != nil {
			return nil, fmt.Errorf("Rorke's Drift action %d %q: %v", i+1, a, err)
		}
	}
	st = rec.State().(*State)
	if got, want := st.rd.Hash(), c.Rorke().Hash(); got != want {
		return nil, fmt.Errorf("Rorke's Drift replays to hash %s in the envelope, %s in the campaign file", got, want)
	}
	return rec, nil
}

// ToCampaign is FromCampaign's way back: a record of this game (an envelope
// written by zulu1879 play campaign, or by save convert) as a campaign of
// package campaign, which the window plays. The scenario, seed, players,
// the bots' reasons at Isandlwana and both battles' actions come across;
// the Isandlwana options only change how much log text the engine writes,
// so the campaign keeps the full log. It fails if the record is another
// game's or a battle does not replay to the record's hashes.
func ToCampaign(r *saves.Record) (*campaign.Campaign, error) {
	return toCampaign(r, false)
}

// ToCampaignDay is ToCampaign for a day of either second battle: when the
// British chose The Defense of Rorke's Drift at the ledger, the campaign
// returned stands at the ledger (Isandlwana and the ledger, checked hash
// for hash) and the record itself is the second battle's game: the window
// plays it on the tactical screen (State.Tactical) and saves it as it is.
func ToCampaignDay(r *saves.Record) (*campaign.Campaign, error) {
	return toCampaign(r, true)
}

// IsTacticalDay reports whether r is a campaign whose second battle is The
// Defense of Rorke's Drift.
func IsTacticalDay(r *saves.Record) bool {
	st, ok := r.State().(*State)
	return ok && st.Next() == tactical.ID
}

// ContinueTactical is the day of c, a campaign at its ledger, as a record
// of this game that has gone on to The Defense of Rorke's Drift: the
// record FromCampaign writes, then the British choice at the ledger. The
// ledger's effects set up the battle as in any day (State.Apply).
func ContinueTactical(c *campaign.Campaign) (*saves.Record, error) {
	if c.Stage() != campaign.StageLedger {
		return nil, fmt.Errorf("the day is at %s: The Defense of Rorke's Drift follows the ledger", c.Stage())
	}
	rec, err := FromCampaign(c)
	if err != nil {
		return nil, err
	}
	if err := rec.Apply(Continue+tactical.ID, ""); err != nil {
		return nil, err
	}
	return rec, nil
}

func toCampaign(r *saves.Record, tacticalDay bool) (*campaign.Campaign, error) {
	if r.Info().ID != ID {
		return nil, fmt.Errorf("a %s game is not a campaign", r.Info().Title)
	}
	var o Options
	if err := games.DecodeOptions(ID, r.Setup().Options, &o); err != nil {
		return nil, err
	}
	ro, err := rorkeOptions(o.RorkesDrift)
	if err != nil {
		return nil, err
	}
	c, err := campaign.New(r.Setup().Scenario, r.Setup().Seed)
	if err != nil {
		return nil, err
	}
	var p saves.Players
	for seat, who := range r.Players() {
		side, ok := map[string]isandlwana.Side{"british": isandlwana.British, "zulu": isandlwana.Zulu}[seat]
		if ok && who != saves.Human {
			p = p.With(side, who)
		}
	}
	c.Isandlwana().SetPlayers(p)
	seed := o.RorkesDriftSeed
	if seed == 0 {
		seed = campaign.RorkeSeed(r.Setup().Seed)
	}
	for i, m := range r.Moves() {
		var err error
		if tacticalDay && c.Stage() == campaign.StageLedger && m.Action == Continue+tactical.ID {
			break // the rest is the tactical game's, which the record plays
		}
		switch c.Stage() {
		case campaign.StageIsandlwana:
			var a isandlwana.Action
			if a, err = isandlwana.ParseAction(m.Action); err == nil {
				side := c.Game().ToAct()
				if err = c.ApplyIsandlwana(a); err == nil && m.Reason != "" {
					c.Isandlwana().AddReason(side, m.Reason)
				}
			}
		case campaign.StageLedger:
			if m.Action != Continue+gramparts.ID {
				err = fmt.Errorf("a campaign of this form goes on to Zulus on the Ramparts only (ToCampaignDay reads a day gone on to the tactical game)")
			} else {
				err = c.StartRorkesDrift(seed, ro)
			}
		default:
			var a ramparts.Action
			if a, err = ramparts.ParseAction(m.Action); err == nil {
				err = c.ApplyRorke(a)
			}
		}
		if err != nil {
			return nil, fmt.Errorf("action %d %q: %v", i+1, m.Action, err)
		}
	}
	st := r.State().(*State)
	if got, want := c.Game().Hash(), st.isa.Hash(); got != want {
		return nil, fmt.Errorf("Isandlwana replays to hash %s in the campaign, %s in the envelope", got, want)
	}
	if c.Rorke() != nil && st.RorkesDrift() != nil {
		if got, want := c.Rorke().Hash(), st.rd.Hash(); got != want {
			return nil, fmt.Errorf("Rorke's Drift replays to hash %s in the campaign, %s in the envelope", got, want)
		}
	}
	return c, nil
}
