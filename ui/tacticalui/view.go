package tacticalui

import (
	"encoding/json"
	"fmt"
	"strings"
	"zulu1879/ui/tacticalui/tstate"

	"zulu1879/hexmap"
	"zulu1879/tactical"
)

// The rules engine (package tactical) shows its position as a view value
// that marshals to JSON; the screen reads the fields it draws from that
// JSON, so the engine's state type can change apart from the screen as
// long as these names hold (a side change is applied by the engine's own
// SideChange.Apply, so both keep the map's hexsides the same way). The fields follow the engine's View:
// turn, vp, units (id, side, kind, name, at, wound, status, gone), fires
// (room) and changes (side, kind, state, was).

// EngineView is the part of the engine's view the screen draws.
type EngineView struct {
	Turn  int          `json:"turn"`
	VP    int          `json:"vp"`
	Units []EngineUnit `json:"units"`
	Fires []struct {
		Room string `json:"room"`
	} `json:"fires"`
	Changes []SideChange `json:"changes"`
}

// EngineUnit is a counter of the engine's view.
type EngineUnit struct {
	ID     string `json:"id"`   // B001…, Z001…
	Side   string `json:"side"` // british, zulu
	Kind   string `json:"kind"` // leader, infantry, other, patient, bed; spear, rifle
	Name   string `json:"name"`
	At     string `json:"at"`     // "1218", "1218^" (roof), "osk" (the box), "" (off the map)
	Wound  string `json:"wound"`  // "", W, M
	Status string `json:"status"` // disordered, suppressed, pinned, building
	Gone   bool   `json:"gone"`
}

// SideChange is a hexside changed in play, as the engine's view lists it
// (the kind now on the side and its state; Was, the kind it replaced).
type SideChange = tactical.SideChange

// SetView shows the engine's position v (its view value, or that value's
// JSON as []byte): the turn, the VP, the counters (keeping the selection
// of those still there), the burning rooms and the hexsides changed in play.
func (s *Screen) SetView(v any) error {
	data, ok := v.([]byte)
	if !ok {
		var err error
		if data, err = json.Marshal(v); err != nil {
			return fmt.Errorf("tacticalui: the engine's view: %w", err)
		}
	}
	var ev EngineView
	if err := json.Unmarshal(data, &ev); err != nil {
		return fmt.Errorf("tacticalui: the engine's view: %w", err)
	}
	return s.ApplyView(ev)
}

// ApplyView shows ev (see SetView).
func (s *Screen) ApplyView(ev EngineView) error {
	m := s.Board.Map
	cs := make([]Counter, 0, len(ev.Units))
	selected := map[string]bool{}
	for _, c := range s.Counters {
		if c.Selected && c.ID != "" {
			selected[c.ID] = true
		}
	}
	for _, u := range ev.Units {
		if u.Gone || u.At == "" {
			continue
		}
		c, err := counterOf(u)
		if err != nil {
			return err
		}
		if !c.InBox && !m.Grid.Contains(c.Hex) {
			return fmt.Errorf("tacticalui: unit %s at %s: off the map", u.ID, u.At)
		}
		c.Selected = selected[c.ID]
		cs = append(cs, c)
	}
	var fires []hexmap.Hex
	for _, f := range ev.Fires {
		a, ok := m.Area(f.Room)
		if !ok {
			return fmt.Errorf("tacticalui: fire in %q: no such room", f.Room)
		}
		fires = append(fires, a.Hexes...)
	}
	if err := s.applyChanges(ev.Changes); err != nil {
		return err
	}
	s.Turn, s.VP, s.Counters = ev.Turn, ev.VP, cs
	s.Board.Marks.Fires = fires
	s.updateReach()
	return nil
}

// counterOf makes the counter of an engine unit.
func counterOf(u EngineUnit) (Counter, error) {
	c := Counter{ID: u.ID, Label: labelOf(u), Name: tstate.ManName(u.ID, u.Name, u.Kind == "other")}
	switch u.Side {
	case "british":
		c.Side = British
	case "zulu":
		c.Side = Zulu
	default:
		return c, fmt.Errorf("tacticalui: unit %s: side %q", u.ID, u.Side)
	}
	switch u.Kind {
	case "leader":
		c.Kind = Leader
	case "infantry":
		c.Kind = Infantry
	case "other":
		c.Kind = Other
	case "patient":
		c.Kind = Patient
	case "bed":
		c.Kind, c.Bed = Patient, true
	case "rifle":
		c.Rifle = true
	case "spear":
	default:
		return c, fmt.Errorf("tacticalui: unit %s: kind %q", u.ID, u.Kind)
	}
	switch u.Wound {
	case "W":
		c.Wound = Wounded
	case "M":
		c.Wound = Mortal
	}
	switch u.Status {
	case "disordered":
		c.Disorder = true
	case "suppressed":
		c.Supp = true
	case "pinned":
		c.Pinned = true
	case "building":
		c.Busy = true
	}
	switch {
	case u.At == "osk":
		c.InBox = true
	default:
		at := strings.TrimSuffix(u.At, "^")
		h, err := hexmap.ParseHex(at)
		if err != nil {
			return c, fmt.Errorf("tacticalui: unit %s at %q: %v", u.ID, u.At, err)
		}
		c.Hex, c.Roof = h, at != u.At
	}
	return c, nil
}

// labelOf is what a counter says: a named man's surname cut to three
// letters ("Lt J. R. M. Chard, RE" is Cha), else the number of its id
// (B037 is 37, Z012 is 12).
func labelOf(u EngineUnit) string {
	if u.Side == "british" {
		if name, _, ok := strings.Cut(u.Name, ","); ok {
			if f := strings.Fields(name); len(f) > 1 {
				return label3(f[len(f)-1])
			}
		}
	}
	n := strings.TrimLeft(strings.TrimLeft(u.ID, "BZ"), "0")
	if n == "" {
		return u.ID
	}
	return n
}

// applyChanges puts the map's hexsides in the state the changes made,
// from the map as loaded: a change of state, or a kind in place of
// another. Nothing is done when the same changes were applied last time.
func (s *Screen) applyChanges(chs []SideChange) error {
	key := fmt.Sprint(chs)
	if key == s.changesAt {
		return nil
	}
	m := s.Board.Map
	if s.baseSides == nil {
		s.baseSides = m.Sides.Clone()
	}
	sides := s.baseSides.Clone()
	for _, ch := range chs {
		if err := ch.Apply(sides); err != nil {
			return fmt.Errorf("tacticalui: side change %+v: %w", ch, err)
		}
	}
	// The board's map is the screen's own copy (New): its graph is built
	// again over the new layer, for the group commands.
	m.Sides = sides
	g, err := m.NewGraph()
	if err != nil {
		return err
	}
	m.Graph = g
	s.Board.SidesChanged()
	s.changesAt = key
	return nil
}
