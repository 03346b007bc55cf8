package tactical

import (
	"fmt"

	"zulu1879/hexmap"
	"zulu1879/tactical/tables"
)

// This file is the typed view of the engine for bots and screens: what
// the notation's Legal only samples.

// Move is a place a unit may move to this phase and its cost in MP.
type Move struct {
	To   hexmap.Place
	Cost int
}

// Moves lists every place unit id may move to now (all of them, where
// Legal lists a sample), in graph order; none when it may not move.
func (g *Game) Moves(id string) ([]Move, error) {
	i, err := g.ParseID(id)
	if err != nil {
		return nil, err
	}
	if (g.Phase != BritishMove && g.Phase != ZuluMove) || g.Units[i].Side != g.Phase.Seat() || !g.canAct(i) {
		return nil, nil
	}
	var out []Move
	for _, d := range g.moveReach(i) {
		out = append(out, Move{To: d.P, Cost: d.Cost})
	}
	return out, nil
}

// Dangers names the Zulus that are British man id's closest danger now.
func (g *Game) Dangers(id string) ([]string, error) {
	i, err := g.ParseID(id)
	if err != nil {
		return nil, err
	}
	if i >= g.NBrit || !g.canFireBritish(i) {
		return nil, nil
	}
	var out []string
	for _, j := range g.dangers(i) {
		out = append(out, g.ID(j))
	}
	return out, nil
}

// MeleeOdds is a Zulu attack on British man id planned now with every
// Zulu who can join: the defenders and attackers, the strengths, the
// column after shifts and the die modifiers.
type MeleeOdds struct {
	Defenders, Attackers []string
	Attack, Defence      float64
	Column               string
	Shifts, DRMs         []tables.Modifier
}

// PlanMelee plans the melee on man id (an error says why there is none).
func (g *Game) PlanMelee(id string) (MeleeOdds, error) {
	i, err := g.ParseID(id)
	if err != nil {
		return MeleeOdds{}, err
	}
	if i >= g.NBrit {
		return MeleeOdds{}, fmt.Errorf("%s is not a British man", id)
	}
	p, err := g.meleePlan(i, nil)
	if err != nil {
		return MeleeOdds{}, err
	}
	o := MeleeOdds{Attack: p.att, Defence: p.def, Column: tables.ColumnName(p.col), Shifts: p.shifts, DRMs: p.drms}
	for _, d := range p.defenders {
		o.Defenders = append(o.Defenders, g.ID(d))
	}
	for _, a := range p.attackers {
		o.Attackers = append(o.Attackers, g.ID(a))
	}
	return o, nil
}

// Station is the map the game is played on (shared, read-only).
func (g *Game) Station() *StationInfo {
	return &StationInfo{Rooms: append([]string(nil), g.st.rooms...), Works: g.workNames()}
}

// StationInfo names what the notation refers to on the map.
type StationInfo struct {
	Rooms []string // rooms, the fire areas
	Works []string // buildable works
}

func (g *Game) workNames() []string {
	var out []string
	for _, w := range g.st.works {
		out = append(out, w.Name)
	}
	return out
}
