package isandlwana

import (
	"fmt"

	"zulu1879/hexmap"
	"zulu1879/units"
)

// MoveProblem says why British unit i cannot move in this phase, or returns
// nil when it has somewhere to go. Screens use it to explain a click that
// lights nothing, so every reason names the rule behind it.
func (g *State) MoveProblem(i int) error {
	u := &g.Units[i]
	switch {
	case g.Phase != PhaseBritishMove:
		return fmt.Errorf("%s moves only in the British movement phase (5.6)", u.Name)
	case u.Status != OnMap:
		return fmt.Errorf("%s is not on the map", u.Name)
	case !u.Kind.CanMove():
		return fmt.Errorf("%s never moves (7.0)", u.Name)
	case u.InSquare && u.Moved && u.MPUsed >= u.MA():
		return fmt.Errorf("%s formed square this phase, which ends its movement (7.7)", u.Name)
	case u.Moved:
		return fmt.Errorf("%s has moved this phase (a unit moves once a phase, 7.1)", u.Name)
	case u.MA()-u.MPUsed <= 0:
		return fmt.Errorf("%s has no MP left (%d of %d spent)", u.Name, u.MPUsed, u.MA())
	}
	if len(g.BritishDestinations([]int{i})) > 0 {
		return nil
	}
	if u.IsCombat() && u.Strength > units.BritishStackLimit {
		return fmt.Errorf("%s holds %d SP alone, more than a hex may (6.3)", u.Name, u.Strength)
	}
	return fmt.Errorf("%s has %d MP, but every hex it could reach is blocked: Zulus, onrush hexes and heights bar the way, the ground costs more than it has (7.3–7.6), or the stack there would pass %d SP (6.3)",
		u.Name, u.MA()-u.MPUsed, units.BritishStackLimit)
}

// DisplaceTargets lists the hexes British unit i could be displaced to if it
// left its overstacked hex (6.2): next to it, free of Zulus, with room. With
// none, leaving eliminates it; with several, the Zulu player picks.
func (g *State) DisplaceTargets(i int) []hexmap.Hex { return g.displaceTargets(i) }
