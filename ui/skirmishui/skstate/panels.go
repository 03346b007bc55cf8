package skstate

import (
	"fmt"
	"strings"

	"zulu1879/games"
	"zulu1879/hexmap"
	"zulu1879/skirmish"
)

// DieShown is one of the three letter dice as the panel draws it: its
// name and faces, which faces would hit (planning a shot), and the face
// last rolled (-1: none yet).
type DieShown struct {
	Name   string
	Faces  [6]skirmish.Face
	Hits   [6]bool
	Rolled int // index of the face rolled, -1 none
	// Note is the log line of its last roll; Plan the shot planned with
	// it ("B3 at Z12: 4 hexes, close, 3/6 to hit (white die)").
	Note, Plan string
}

// Dice are the three dice of the game: the white fire die, the black fire
// die and the red wound die. Planning a shot marks the faces that would
// hit; the faces of the last roll of each are marked.
func (m *Model) Dice() [3]DieShown {
	out := [3]DieShown{
		{Name: "white (British fire)", Faces: skirmish.BritishFire.Faces, Rolled: -1},
		{Name: "black (Zulu fire)", Faces: skirmish.ZuluFire.Faces, Rolled: -1},
		{Name: "red (wounds)", Faces: skirmish.WoundDie.Faces, Rolled: -1},
	}
	// The last roll of each die, from the log.
	ev := m.Rec.State().Log(games.Omniscient, 0)
	found := [3]bool{}
	for k := len(ev) - 1; k >= 0 && !(found[0] && found[1] && found[2]); k-- {
		e := ev[k]
		if len(e.Dice) == 0 {
			continue
		}
		d := -1
		switch {
		case e.Rule == "fire" && e.Seat == games.Seat(skirmish.British):
			d = 0
		case e.Rule == "fire" && e.Seat == games.Seat(skirmish.Zulu), e.Rule == "oskarberg":
			d = 1
		case e.Rule == "wounds":
			d = 2
		}
		if d < 0 || found[d] {
			continue
		}
		found[d] = true
		r := e.Dice[len(e.Dice)-1]
		if d < 2 {
			r = e.Dice[0]
		}
		if r >= 1 && r <= 6 {
			out[d].Rolled = r - 1
		}
		out[d].Note = fmt.Sprintf("turn %d: %s", e.Turn, Plain(m.G(), e.Text))
	}
	if t, ok := m.Aim(); ok && t.Shot.Forbidden == "" {
		w := t.Shot.Weapon
		d := 0
		if w.Die().Name == skirmish.ZuluFire.Name {
			d = 1
		}
		for k, f := range out[d].Faces {
			out[d].Hits[k] = skirmish.Hits(w, f, t.Shot.Band, t.Shot.Cover)
		}
		out[d].Plan = ShotLine(m.G(), m.Sel, t)
	}
	return out
}

// ShotLine writes a shot of firer at t before the roll, with the figures
// by name: "Hook at Zulu 12: 4 hexes, close, in cover, 3/6 to hit (white
// die)".
func ShotLine(g *skirmish.Game, firer string, t Target) string {
	s := t.Shot
	cover := ""
	if s.Cover {
		cover = ", in cover"
	}
	roof := ""
	if s.ThruRoof {
		roof = ", through a roof (a double starts a fire)"
	}
	return fmt.Sprintf("%s at %s: %d hexes, %v%s%s, %d/6 to hit (%s die)", FigureName(g, firer), FigureName(g, t.ID), s.Dist, s.Band, cover, roof, s.Chance, s.Weapon.Die().Name)
}

// Fighter is one man of a fight waiting in the melee, with the modifiers
// to his dice.
type Fighter struct {
	ID   string
	Mods []skirmish.MeleeMod
}

// FightShown is a fight waiting in the melee: both sides with their dice
// (two a British man, one a Zulu) and modifiers, and the engine's odds of
// each result for the British.
type FightShown struct {
	Key            string // the action that resolves it ("fight B3")
	British, Zulus []Fighter
	Win, Tie, Loss float64
}

// Fights are the melees waiting this turn.
func (m *Model) Fights() []FightShown {
	g := m.G()
	var out []FightShown
	for _, ft := range g.Fights {
		f := FightShown{Key: "fight " + g.Figs[ft.British[0]].ID}
		var bm, zm []int
		for _, b := range ft.British {
			mods := g.BritishMods(b)
			f.British = append(f.British, Fighter{ID: g.Figs[b].ID, Mods: mods})
			bm = append(bm, skirmish.Sum(mods))
		}
		for _, z := range ft.Zulus {
			mods := g.ZuluMods(z, ft.British[0])
			f.Zulus = append(f.Zulus, Fighter{ID: g.Figs[z].ID, Mods: mods})
			zm = append(zm, skirmish.Sum(mods))
		}
		f.Win, f.Tie, f.Loss = skirmish.Odds(bm, zm)
		out = append(out, f)
	}
	return out
}

// ModLine writes a man's modifiers ("rifle +1, hero +1"; "none").
func ModLine(mods []skirmish.MeleeMod) string {
	if len(mods) == 0 {
		return "no modifier"
	}
	var parts []string
	for _, md := range mods {
		parts = append(parts, fmt.Sprintf("%s %+d", md.Key, md.Mod))
	}
	return strings.Join(parts, ", ")
}

// MeleeRoll is the last melee fought: its turn, every man's dice with his
// modifiers and total as the log gives them, and the verdict.
type MeleeRoll struct {
	Turn    int
	Men     []string // "B3 4,2 (rifle +1) = 5"
	Verdict string
	Dice    []int
}

// LastMelee is the last fight resolved (false: none yet).
func (m *Model) LastMelee() (MeleeRoll, bool) {
	ev := m.Rec.State().Log(games.Omniscient, 0)
	for k := len(ev) - 1; k >= 0; k-- {
		e := ev[k]
		if e.Rule != "melee" || len(e.Dice) == 0 {
			continue
		}
		body := strings.TrimPrefix(e.Text, "melee: ")
		cut := strings.LastIndex(body, ": ")
		r := MeleeRoll{Turn: e.Turn, Dice: e.Dice}
		if cut >= 0 {
			r.Verdict = body[cut+2:]
			body = body[:cut]
		}
		r.Men = strings.Split(Plain(m.G(), body), "; ")
		return r, true
	}
	return MeleeRoll{}, false
}

// SurgeonList is the surgeon's list: the men with him (and the turns they
// have left), the wounded in the storehouse waiting to be admitted at the
// end of the turn, and the wounded still outside it.
type SurgeonList struct {
	Treated []string // "Jones R. (2 turns)"
	Waiting []string // wounded in the storehouse
	Outside []string // wounded elsewhere
}

// Surgeon is the surgeon's list now.
func (m *Model) Surgeon() SurgeonList {
	g := m.G()
	var l SurgeonList
	for i := range g.Figs {
		f := &g.Figs[i]
		if f.Side != skirmish.British || !f.Alive() || f.Patient {
			continue
		}
		switch {
		case f.Hospital > 0:
			l.Treated = append(l.Treated, fmt.Sprintf("%s (%s)", FigureName(g, f.ID), turns(f.Hospital)))
		case !f.Wounds.Wounded():
		case g.InBuilding(f) == "storehouse":
			l.Waiting = append(l.Waiting, FigureName(g, f.ID)+" "+f.Wounds.String())
		default:
			l.Outside = append(l.Outside, FigureName(g, f.ID)+" "+f.Wounds.String())
		}
	}
	return l
}

func turns(n int) string {
	if n == 1 {
		return "1 turn"
	}
	return fmt.Sprintf("%d turns", n)
}

// Hole is a hole being dug: the hexside, the points so far and the points
// it needs (a d6 a turn until skirmish.HoleTarget).
type Hole struct {
	Side   hexmap.Side
	Points int
	Need   int
}

// Holes are the holes being dug, in the game's order.
func (m *Model) Holes() []Hole {
	var out []Hole
	for _, d := range m.G().Digs {
		out = append(out, Hole{Side: d.Side, Points: d.Points, Need: skirmish.HoleTarget})
	}
	return out
}

// FigureLine describes figure i for the panel: who, where, facing,
// weapon, wounds, move points, and what holds him.
func (m *Model) FigureLine(i int) string {
	g := m.G()
	f := &g.Figs[i]
	var b strings.Builder
	b.WriteString(FigureName(g, f.ID))
	at := f.Hex.String()
	if f.Roof {
		at += " (roof)"
	}
	fmt.Fprintf(&b, " · %s facing %s · %v", at, dirWord(dirName(f.Face)), f.Weapon)
	if f.Side == skirmish.British {
		b.WriteString(" · " + f.Wounds.String())
	}
	if f.Hero {
		b.WriteString(" · hero")
	}
	if f.Patient {
		b.WriteString(" · patient")
	}
	if f.Down {
		b.WriteString(" · down")
	}
	if f.Hospital > 0 {
		b.WriteString(" · with the surgeon")
	}
	if g.Phase == skirmish.StepZuluMove || g.Phase == skirmish.StepBritishMove {
		if games.Seat(f.Side) == g.ToAct() {
			fmt.Fprintf(&b, " · %d MP", f.MP)
		}
	}
	if why := g.Pinned(i); why != "" {
		b.WriteString(" · " + why)
	}
	return b.String()
}

// FireNote says, in a fire phase a person plays, why no figure of the
// side to act may fire when none may: each figure's reason (the rules'
// CanFire, else what stops his shot at the nearest enemy), counted
// ("No British figure may fire: 3 out of range, 1 a patient."); "" when
// someone may fire or it is not a fire phase of a person.
func (m *Model) FireNote() string {
	g := m.G()
	if !m.MyTurn() || (g.Phase != skirmish.StepBritishFire && g.Phase != skirmish.StepZuluFire) {
		return ""
	}
	for _, a := range g.Legal() {
		if strings.HasPrefix(a, "fire ") {
			return ""
		}
	}
	count := map[string]int{}
	var order []string
	for i := range g.Figs {
		f := &g.Figs[i]
		if games.Seat(f.Side) != m.ToAct() || !f.Alive() {
			continue
		}
		why := g.CanFire(i)
		if why == "" {
			// He could fire: what stops his shot at the nearest enemy.
			why = "no enemy on the table"
			near := -1
			for t := range g.Figs {
				e := &g.Figs[t]
				if e.Side == f.Side || !e.Alive() {
					continue
				}
				if d := hexmap.Distance(f.Hex, e.Hex); near < 0 || d < near {
					near = d
					why, _, _ = strings.Cut(g.Aim(i, t).Forbidden, " (")
				}
			}
		}
		if count[why] == 0 {
			order = append(order, why)
		}
		count[why]++
	}
	if len(order) == 0 {
		return "No " + SeatName(m.ToAct()) + " figure is left to fire."
	}
	parts := make([]string, len(order))
	for k, why := range order {
		parts[k] = fmt.Sprintf("%d %s", count[why], why)
	}
	side := strings.TrimSuffix(SeatName(m.ToAct()), "s")
	return fmt.Sprintf("No %s figure may fire: %s. E ends the phase.", side, strings.Join(parts, ", "))
}

// ChoicesHeading is the numbered list's heading: what the list holds, so
// that a person who selected nobody knows these are the side's actions,
// not a figure's.
func (m *Model) ChoicesHeading() string {
	if m.Sel != "" {
		return FigureName(m.G(), m.Sel) + "'s actions"
	}
	return "Nobody selected: side's actions"
}
