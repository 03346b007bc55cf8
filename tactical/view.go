package tactical

import (
	"fmt"
	"slices"
	"strings"

	"zulu1879/games"
	"zulu1879/hexmap"
	"zulu1879/scenarios/rdtactical"
	"zulu1879/tactical/tables"
)

// UnitView is a counter as the view shows it.
type UnitView struct {
	ID     string `json:"id"`
	Side   string `json:"side"`
	Kind   string `json:"kind"` // leader, infantry, other, patient, bed; spear, rifle
	Name   string `json:"name"`
	At     string `json:"at"` // "1218", "1218^", "osk"; "" off the map
	Wound  string `json:"wound,omitempty"`
	Status string `json:"status,omitempty"` // disordered, suppressed, pinned, building
	Gone   bool   `json:"gone,omitempty"`
}

// View is the position; both seats see everything.
type View struct {
	Turn      int          `json:"turn"`
	Time      string       `json:"time"`
	Night     bool         `json:"night"`
	Phase     string       `json:"phase"`
	ToAct     string       `json:"to_act"`
	VP        int          `json:"vp"`
	Level     string       `json:"level"`
	Units     []UnitView   `json:"units"`
	Fires     []Fire       `json:"fires"`
	Buildings []Building   `json:"buildings"`
	Changes   []SideChange `json:"changes"`
	Works     []Project    `json:"works"`
	Built     []string     `json:"built"`
	Waiting   int          `json:"waiting"`
	Pool      int          `json:"pool"`
	Tally     Tally        `json:"zulu_losses"`
	Next      string       `json:"next,omitempty"`    // the unit whose moves are listed
	Pending   string       `json:"pending,omitempty"` // the decision of rule 9 that interrupts the phase, in words
	Outcome   *Outcome     `json:"outcome,omitempty"`
}

// View builds the position for a seat (the game hides nothing).
func (g *Game) View(seat games.Seat) any { return g.ViewAll() }

// ViewAll is View with its type.
func (g *Game) ViewAll() View {
	v := View{Turn: g.Turn, Time: TimeOf(g.Turn), Night: Night(g.Turn), Phase: g.Phase.String(), VP: g.VP(false), Level: Level(g.VP(false)),
		Fires: slices.Clone(g.Fires), Buildings: slices.Clone(g.Blds), Changes: slices.Clone(g.Changes), Built: slices.Clone(g.Built),
		Waiting: len(g.Queue), Pool: g.Pool, Tally: g.Tally}
	if s, ok := g.ToActSide(); ok {
		v.ToAct = s.String()
	}
	for _, w := range g.Works {
		w.Workers = slices.Clone(w.Workers)
		v.Works = append(v.Works, w)
	}
	for i := range g.Units {
		u := &g.Units[i]
		uv := UnitView{ID: g.ID(i), Side: u.Side.String(), Name: u.Name, Gone: u.Gone}
		switch {
		case u.Side == Zulu && u.Rifle:
			uv.Kind = "rifle"
		case u.Side == Zulu:
			uv.Kind = "spear"
		case u.Bed:
			uv.Kind = "bed"
		default:
			uv.Kind = u.Kind.String()
		}
		if u.OnMap && !u.Gone {
			uv.At = PlaceString(u.At)
		}
		uv.Wound = map[Wound]string{Wounded: "W", Mortal: "M"}[u.Wound]
		switch {
		case u.Disord:
			uv.Status = "disordered"
		case u.Supp:
			uv.Status = "suppressed"
		case u.Pinned:
			uv.Status = "pinned"
		case u.Busy:
			uv.Status = "building"
		case u.Surg > 0:
			uv.Status = fmt.Sprintf("with the surgeon %d more turns", u.Surg)
		case u.Held:
			uv.Status = "held in a fight"
		}
		v.Units = append(v.Units, uv)
	}
	if (g.Phase == BritishMove || g.Phase == ZuluMove) && g.Outcome == nil {
		if i := g.focus(); i >= 0 {
			v.Next = g.ID(i)
		}
	}
	if g.Pending != nil && g.Outcome == nil {
		v.Pending = g.pendingPrompt()
	}
	if g.Outcome != nil {
		o := *g.Outcome
		v.Outcome = &o
	}
	return v
}

// TextView draws the position for a terminal (play.TextViewer): the clock
// and score, the station rows of the map with every counter, and what is
// off the map.
func (g *Game) TextView(seat games.Seat) string { return RenderText(g.ViewAll(), g) }

// RenderText draws a view. The map shows one letter a hex (odd and even
// columns in one row, so it is a sketch, not the hex layout): B a fit man,
// L a leader, P a patient, w/m a wounded or mortally wounded man, Z a Zulu
// counter, R a Zulu rifle, d a disordered Zulu, ^ on a roof (the roof
// layer wins), * a burning room, @ the unit to move next; the ground is
// drawn with the marks of rdtactical.GroundGlyph (no letters), explained
// under the map.
func RenderText(v View, g *Game) string {
	var b strings.Builder
	fmt.Fprintf(&b, "Turn %d of %d, %s (%s) — %s phase, %s to act\n", v.Turn, g.Last, v.Time, map[bool]string{true: "night", false: "day"}[v.Night], v.Phase, v.ToAct)
	sc := g.Score(false)
	fmt.Fprintf(&b, "VP %d (%s). Zulu losses: %d E, %d M, %d W, %d D. British: %d dead, %d M, %d W. Hospital room-turns %d, dogleg turns %d.\n",
		v.VP, v.Level, sc.ZuluEliminated, sc.ZuluMortal, sc.ZuluWounded, sc.ZuluDisordered, sc.BritishEliminated, sc.BritishMortal, sc.BritishWounded, sc.HospitalRoomTurns, sc.DoglegTurns)
	st := g.st
	grid := st.m.Grid
	glyph := make([]byte, grid.Size())
	for i := range glyph {
		h := grid.HexAt(i)
		c := st.m.GroundGlyph(h)
		if r := st.room[i]; r != "" && g.burning(r) {
			c = '*'
		}
		glyph[i] = c
	}
	box, boxSupp := 0, 0
	for i, u := range v.Units {
		if u.At == "" {
			continue
		}
		if u.At == BoxName {
			box++
			if u.Status == "suppressed" {
				boxSupp++
			}
			continue
		}
		p, err := ParsePlace(u.At)
		if err != nil {
			continue
		}
		var c byte
		switch {
		case u.Side == "zulu" && u.Status == "disordered":
			c = 'd'
		case u.Side == "zulu" && u.Kind == "rifle":
			c = 'R'
		case u.Side == "zulu":
			c = 'Z'
		case u.Wound == "W":
			c = 'w'
		case u.Wound == "M":
			c = 'm'
		case u.Kind == "leader":
			c = 'L'
		case u.Kind == "patient" || u.Kind == "bed":
			c = 'P'
		default:
			c = 'B'
		}
		if p.Level == hexmap.Roof {
			c = '^'
		}
		if u.ID == v.Next {
			c = '@'
		}
		_ = i
		glyph[grid.Index(p.Hex)] = c
	}
	b.WriteString("     ")
	for c := 1; c <= grid.Cols; c++ {
		b.WriteByte(byte('0' + c/10))
	}
	b.WriteString("\n     ")
	for c := 1; c <= grid.Cols; c++ {
		b.WriteByte(byte('0' + c%10))
	}
	b.WriteByte('\n')
	for r := 1; r <= grid.Rows; r++ {
		fmt.Fprintf(&b, "  %02d ", r)
		for c := 1; c <= grid.Cols; c++ {
			b.WriteByte(glyph[grid.Index(hexmap.H(c, r))])
		}
		b.WriteByte('\n')
	}
	b.WriteString("  " + rdtactical.GroundLegend + "\n")
	fmt.Fprintf(&b, "Oskarberg: %d snipers (%d suppressed). Zulus waiting off the map: %d; pool: %d.\n", box, boxSupp, v.Waiting, v.Pool)
	if len(v.Fires) > 0 {
		var fs []string
		for _, f := range v.Fires {
			fs = append(fs, f.Room)
		}
		fmt.Fprintf(&b, "Burning: %s.\n", strings.Join(fs, ", "))
	}
	for _, bl := range v.Buildings {
		if bl.Collapsed || bl.BurntOut {
			fmt.Fprintf(&b, "The %s: roof fallen %v, burnt out %v.\n", bl.Name, bl.Collapsed, bl.BurntOut)
		}
	}
	var doors []string
	for _, ch := range v.Changes {
		switch {
		case ch.Kind == "door":
			doors = append(doors, "door "+ch.Side+" broken")
		case ch.Kind == "hole":
			doors = append(doors, "hole "+ch.Side)
		}
	}
	if len(doors) > 0 {
		fmt.Fprintf(&b, "Walls: %s.\n", strings.Join(doors, ", "))
	}
	fmt.Fprintf(&b, "Works built: %s", strings.Join(v.Built, ", "))
	for _, w := range v.Works {
		fmt.Fprintf(&b, "; %s under way (%d of 2 turns)", w.Work, w.Turns)
	}
	b.WriteString(".\n")
	if v.Next != "" {
		i, _ := g.ParseID(v.Next)
		u := v.Units[i]
		fmt.Fprintf(&b, "Next to move: %s (%s, %s) at %s, %d MP.\n", u.ID, u.Kind, u.Name, u.At, g.Allowance(i))
	}
	if v.Outcome != nil {
		fmt.Fprintf(&b, "Game over: %s. %d VP: %s.\n", v.Outcome.How, v.Outcome.VP, v.Outcome.Level)
	} else {
		b.WriteString(g.planText())
	}
	return b.String()
}

// planText is the fire or melee planner of the phase: for each target the
// men who would fire (or the Zulus who would attack), the modifiers and
// the column, at most a dozen lines.
func (g *Game) planText() string {
	var b strings.Builder
	n := 0
	for _, a := range g.legalList() {
		if n == 12 {
			b.WriteString("  …\n")
			break
		}
		f := strings.Fields(a)
		switch {
		case g.Phase == BritishFire && f[0] == "fire":
			t, _ := g.ParseID(f[1])
			var who []int
			for i := 0; i < g.NBrit; i++ {
				if g.canFireBritish(i) && slices.Contains(g.dangers(i), t) {
					who = append(who, i)
				}
			}
			mods := tables.FireModifiers(g.fireInput(British, who, t))
			fmt.Fprintf(&b, "  %s: %d men at %s%s, drm %+d\n", a, len(who), PlaceString(g.Units[t].At), modText(mods), tables.Total(mods))
			n++
		case g.Phase == Melee && f[0] == "melee":
			i, _ := g.ParseID(f[1])
			p, err := g.meleePlan(i, nil)
			if err != nil {
				continue
			}
			fmt.Fprintf(&b, "  %s: %d Zulus (%g) against %d men (%g) at %s: %s%s%s\n", a, len(p.attackers), p.att, len(p.defenders), p.def,
				PlaceString(g.Units[i].At), tables.ColumnName(p.col), modText(p.shifts), modText(p.drms))
			n++
		}
	}
	if n == 0 {
		return ""
	}
	return "Plans:\n" + b.String()
}
