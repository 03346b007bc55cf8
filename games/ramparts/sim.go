package ramparts

import engine "zulu1879/ramparts"

// DefaultOptions are the engine's options (games.OptionsLister).
func (Rules) DefaultOptions() any { return engine.Options{} }

// Stats are the figures the sim command reports of Rorke's Drift beyond the
// result: the game's length in turns, and whether the iMpi cup held no
// Advance chit at some iMpi phase (cup_exhausted), or only Rifles Overheat
// and Zulu Snipers (cup_last_two, 12.4.1), as 1 or 0.
func (s *State) Stats() map[string]float64 {
	dry, last := s.G.CupRanDry()
	return map[string]float64{
		"turns":         float64(s.G.Result().Turns),
		"cup_exhausted": flag(dry),
		"cup_last_two":  flag(last),
	}
}

func flag(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

// MaxActions is the bound the Rorke's Drift simulator has always used
// (ramparts.Simulate): 100,000 actions; a game takes some sixty.
func (s *State) MaxActions() int { return 100000 }
