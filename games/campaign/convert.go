package campaign

import (
	"encoding/json"
	"fmt"
	"strings"

	"zulu1879/campaign"
	"zulu1879/games"
	gramparts "zulu1879/games/ramparts"
	"zulu1879/ramparts"
	"zulu1879/saves"
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
