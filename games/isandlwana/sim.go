package isandlwana

import (
	"encoding/json"

	"zulu1879/games"
	"zulu1879/sim"
)

// HeadlessSetup turns the quiet option on: the simulator reads no log, and
// a quiet game is the same game without its log text (see Options).
func (Rules) HeadlessSetup(s games.Setup) games.Setup {
	var o Options
	if games.DecodeOptions(ID, s.Options, &o) != nil {
		return s // New will say what is wrong
	}
	o.Quiet = true
	s.Options, _ = json.Marshal(o)
	return s
}

// DefaultOptions are the game's options (games.OptionsLister).
func (Rules) DefaultOptions() any { return Options{} }

// Stats are the engine's running totals of a game (isandlwana.Stats), under
// the names the sim command has always reported them by.
func (s *State) Stats() map[string]float64 {
	st := &s.G.Stats
	return map[string]float64{
		"end_turn":            float64(st.EndTurn),
		"zulus_eliminated":    float64(st.ZulusEliminated),
		"british_steps_lost":  float64(st.BritishStepsLost),
		"british_units_lost":  float64(st.BritishUnitsLost),
		"leaders_lost":        float64(st.LeadersLost),
		"zulu_attacks":        float64(st.ZuluAttacks),
		"zulu_attacks_hit":    float64(st.ZuluAttacksHit),
		"british_fires":       float64(st.BritishFires),
		"british_fires_hit":   float64(st.BritishFiresHit),
		"sniping_hits":        float64(st.SnipingHits),
		"zulus_on_map_at_end": float64(st.ZulusOnMapAtEnd),
		"british_sp_at_end":   float64(st.BritishSPAtEnd),
	}
}

// MaxActions is the simulator's bound for the game's scenario
// (sim.ActionCap: 20,000, more for a scenario large enough to need it).
func (s *State) MaxActions() int { return sim.ActionCap(s.G.Scen) }
