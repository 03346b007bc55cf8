package tstate

import (
	"fmt"
	"slices"
	"strings"

	"zulu1879/games"
	"zulu1879/hexmap"
	"zulu1879/tactical"
)

// The actions a person may take, named in words for the screen's action
// panel: every legal action of the decision the engine waits for (Legal,
// whatever it is, so a decision the engine adds later is answered with no
// new code here), and the actions of the selected units, including those
// the engine's list only samples (the door, the hole, the fire of one man
// who is not next on its list; a shot or a throw by the units chosen).

// Choice is one action offered to a person.
type Choice struct {
	// Action is the action in the engine's notation, as Apply takes it.
	Action string
	// Group names the kind of action ("Doors", "Ranks", …) for the panel's
	// headings; "Other" for a verb this package does not know.
	Group string
	// Words say what the action does, for people.
	Words string
}

// Groups are the panel's headings, in the order they are shown.
var Groups = []string{"Phase", "Moves", "Doors", "Holes", "Works", "Fires", "Snipers", "Ranks", "Fire", "Melee", "Other"}

// groupOf is the heading of each verb of the notation.
var groupOf = map[string]string{
	"end": "Phase", "move": "Moves", "hold": "Moves", "next": "Moves",
	"open": "Doors", "close": "Doors", "batter": "Doors",
	"dig": "Holes", "build": "Works", "douse": "Fires", "kindle": "Fires", "torch": "Fires",
	"suppress": "Snipers", "rank": "Ranks", "step": "Ranks",
	"fire": "Fire", "snipe": "Fire", "shoot": "Fire", "spear": "Fire", "melee": "Melee",
}

// Describe names action in words as the game g stands. An action whose
// verb it does not know keeps its notation, under "Other".
func Describe(g *tactical.Game, action string) Choice {
	f := strings.Fields(action)
	c := Choice{Action: action, Group: "Other", Words: action}
	if len(f) == 0 {
		return c
	}
	if grp, ok := groupOf[f[0]]; ok {
		c.Group = grp
	}
	arg := func(i int) string {
		if i < len(f) {
			return f[i]
		}
		return ""
	}
	who := func(i int) string { return unitWords(g, arg(i)) }
	many := func(from int, all string) string {
		if len(f) <= from {
			return all
		}
		var names []string
		for i := from; i < len(f); i++ {
			names = append(names, who(i))
		}
		if len(names) > 3 {
			return fmt.Sprintf("by %s and %d more", strings.Join(names[:2], ", "), len(names)-2)
		}
		return "by " + strings.Join(names, ", ")
	}
	switch f[0] {
	case "end":
		c.Words = "end the phase"
	case "move":
		c.Words = who(1) + " moves " + placeWords(arg(2))
	case "hold":
		c.Words = who(1) + " stays where he is"
	case "next":
		c.Words = "list " + who(1) + "'s actions next"
	case "open", "close":
		c.Words = who(1) + " " + f[0] + "s the door on " + sideWords(arg(2))
	case "batter":
		var zs []string
		for i := 2; i < len(f); i++ {
			zs = append(zs, who(i))
		}
		c.Words = strings.Join(zs, " and ") + " batter the door on " + sideWords(arg(1))
	case "dig":
		c.Words = who(1) + " digs a hole through the wall on " + sideWords(arg(2))
	case "douse":
		c.Words = who(1) + " puts out the fire in " + arg(2)
	case "kindle":
		c.Words = who(1) + " sets fire to " + arg(2)
	case "torch":
		c.Words = who(1) + " throws a flaming spear onto the roof of " + arg(2)
	case "build":
		c.Words = "start building " + workWords(arg(1))
	case "suppress":
		c.Words = "fire at the snipers on the Oskarberg, " + many(1, "every man who may")
	case "rank":
		c.Words = who(1) + "'s ranks fire facing " + facingWords(arg(2))
	case "step":
		c.Words = who(1) + "'s line steps " + arg(2)
	case "fire":
		c.Words = "fire at " + who(1) + ", " + many(2, "all who have it closest")
	case "snipe":
		c.Words = "sniper " + who(1) + " fires at " + who(2)
	case "shoot":
		c.Words = who(1) + " shoots at " + who(2)
	case "spear":
		c.Words = "throw spears at " + who(1) + ", " + many(2, "every spear unit in reach")
	case "pair":
		if len(f) == 2 {
			c.Words = who(1) + " stands alone (paired with nobody)"
			break
		}
		var ps []string
		for i := 2; i < len(f); i++ {
			ps = append(ps, who(i))
		}
		c.Words = who(1) + " paired with " + strings.Join(ps, " and ")
	case "casualty":
		if len(f) == 2 {
			c.Words = who(1) + " takes the result"
			break
		}
		var ps []string
		for i := 1; i < len(f); i++ {
			ps = append(ps, who(i))
		}
		c.Words = "the results fall on " + strings.Join(ps, ", then ") + ", in that order"
	case "melee":
		c.Words = "attack " + who(1) + " and the men paired with him, " + many(2, "every Zulu who can")
	}
	return c
}

// unitWords names unit id for people (UnitName).
func unitWords(g *tactical.Game, id string) string { return UnitName(g, id) }

// placeWords writes a place of the notation for people.
func placeWords(p string) string {
	switch {
	case p == tactical.BoxName:
		return "into the Oskarberg box"
	case strings.HasSuffix(p, "^"):
		return "onto the roof over " + strings.TrimSuffix(p, "^")
	}
	return "to " + p
}

// dirWords are the directions of the notation in words.
var dirWords = map[string]string{"N": "north", "NE": "north-east", "SE": "south-east", "S": "south", "SW": "south-west", "NW": "north-west"}

// sideWords writes a side ("1618N") for people.
func sideWords(s string) string {
	if _, err := hexmap.ParseSide(s); err != nil {
		return s
	}
	// As written (the notation's canonical side may name the other hex).
	return "the " + dirWords[strings.ToUpper(s[4:])] + " side of " + s[:4]
}

// facingWords writes a facing in degrees anticlockwise from east.
func facingWords(f string) string {
	w := map[string]string{"0": "east", "60": "north-east", "120": "north-west", "180": "west", "240": "south-west", "300": "south-east"}[f]
	if w == "" {
		return f + "°"
	}
	return w + " (" + f + "°)"
}

// workWords names a work of the notation ("redoubt-north").
func workWords(w string) string {
	what, side, ok := strings.Cut(w, "-")
	if !ok {
		return w
	}
	switch what {
	case "redoubt":
		return "the " + side + " face of the redoubt"
	case "boxes":
		return "the " + side + " part of the biscuit-box line"
	}
	return w
}

// Choices are the legal actions of the decision waiting now (the engine's
// Legal), each named in words; none when it is not a person's to take.
func (m *Model) Choices() []Choice {
	if !m.MyTurn() {
		return nil
	}
	g := m.G()
	var out []Choice
	for _, a := range g.Legal() {
		out = append(out, Describe(g, a))
	}
	return out
}

// HexChoices are the legal actions now (the engine's Legal) that concern
// hex h: a move into it or onto its roof, a door or wall on one of its
// sides, a unit standing in it (a target, a firer, an attacker), the room
// it lies in. None when it is not a person's turn.
func (m *Model) HexChoices(h hexmap.Hex) []Choice {
	if !m.MyTurn() || h.IsNone() {
		return nil
	}
	g := m.G()
	here := map[string]bool{h.String(): true, h.String() + "^": true}
	for i := range g.Units {
		if u := &g.Units[i]; !u.Gone && u.OnMap && u.At.Box == 0 && u.At.Hex == h {
			here[g.ID(i)] = true
		}
	}
	for _, p := range []hexmap.Place{hexmap.OnGround(h), hexmap.OnRoof(h)} {
		if r := g.RoomAt(p); r != "" {
			here[r] = true
		}
	}
	var out []Choice
	for _, a := range g.Legal() {
		for _, f := range strings.Fields(a)[1:] {
			hit := here[f]
			if sd, err := hexmap.ParseSide(f); err == nil && !hit {
				x, y := sd.Hexes()
				hit = x == h || y == h
			}
			if hit {
				out = append(out, Describe(g, a))
				break
			}
		}
	}
	return out
}

// Prompt is the engine's question now, in words.
func (m *Model) Prompt() games.Prompt { return m.Rec.State().Prompt() }

// MaxAsked is how many selected units UnitChoicesFrom asks about one by
// one at a time (in movement, and for a Zulu's own shot, snipe or torch):
// each costs copies of the game, so a larger selection is asked a batch
// at a time.
const MaxAsked = 12

// Asked says which of the selected units were asked about one by one:
// those from From up to To (not included) of Of. Of is 0 when the phase
// asks about the selection as a whole.
type Asked struct{ From, To, Of int }

// Partly reports whether some selected units were left out of this
// batch.
func (a Asked) Partly() bool { return a.Of > a.To-a.From }

// Line says which units were asked, for the panel ("asked men 13–24 of
// 40 one by one"); "" when all were.
func (a Asked) Line() string {
	if !a.Partly() {
		return ""
	}
	return fmt.Sprintf("asked men %d–%d of %d one by one", a.From+1, a.To, a.Of)
}

// UnitChoices are UnitChoicesFrom's choices for the first batch of ids.
func (m *Model) UnitChoices(ids []string) []Choice {
	cs, _ := m.UnitChoicesFrom(ids, 0)
	return cs
}

// UnitChoicesFrom are the actions of the selected units ids now, each named
// in words and each one the engine takes: in a movement phase what each
// may do besides moving (stay, doors, a hole, fires, battering), asked of
// a copy of the game as if the unit were next on its list; in a fire or
// melee phase the listed actions that name one of them, and the actions
// of these units alone (fire by the men chosen, a shot, a throw, a
// flaming spear or an attack by the Zulus chosen), each tried on a copy
// of the game first. None when it is not a person's turn. Where each unit
// is asked on its own, only the batch of MaxAsked from from (rounded
// down to a batch; past the end: the first batch) is asked, which asked
// says.
func (m *Model) UnitChoicesFrom(ids []string, from int) (cs []Choice, asked Asked) {
	if !m.MyTurn() || len(ids) == 0 {
		return nil, Asked{}
	}
	g := m.G()
	batch := func(units []string) []string {
		f := from / MaxAsked * MaxAsked
		if f < 0 || f >= len(units) {
			f = 0
		}
		asked = Asked{From: f, To: min(len(units), f+MaxAsked), Of: len(units)}
		return units[asked.From:asked.To]
	}
	seen := map[string]bool{}
	var out []Choice
	add := func(a string) {
		if !seen[a] {
			seen[a] = true
			out = append(out, Describe(g, a))
		}
	}
	switch g.Phase {
	case tactical.BritishMove, tactical.ZuluMove:
		for _, id := range batch(ids) {
			i, err := g.ParseID(id)
			if err != nil || !g.CanAct(i) {
				continue
			}
			c := g
			if g.Next() != id {
				c = g.Copy()
				if c.Apply("next "+id) != nil {
					continue
				}
			}
			for _, a := range c.Legal() {
				f := strings.Fields(a)
				if f[0] != "move" && f[0] != "next" && slices.Contains(f, id) {
					add(a)
				}
			}
		}
		return out, asked
	}
	for _, a := range g.Legal() {
		f := strings.Fields(a)
		for _, id := range ids {
			if slices.Contains(f[1:], id) {
				add(a)
				break
			}
		}
	}
	for _, a := range m.ownActions(g, ids, batch) {
		if !seen[a] && g.Copy().Apply(a) == nil {
			add(a)
		}
	}
	return out, asked
}

// ownActions are the fire and melee actions the selected units ids could
// take by themselves, to be tried on a copy: British fire by the chosen
// men at a danger of theirs, suppression by them; Zulu shots, snipes,
// throws, flaming spears and attacks by the chosen Zulus. The Zulus' own
// shots, snipes and torches are asked of the batch of them batch picks.
func (m *Model) ownActions(g *tactical.Game, ids []string, batch func([]string) []string) []string {
	var brit, zulu []string
	for _, id := range ids {
		if strings.HasPrefix(id, "B") {
			brit = append(brit, id)
		} else {
			zulu = append(zulu, id)
		}
	}
	legal := g.Legal()
	var out []string
	switch g.Phase {
	case tactical.BritishFire:
		if len(brit) == 0 {
			return nil
		}
		out = append(out, "suppress "+strings.Join(brit, " "))
		dangers := map[string][]string{}
		for _, b := range brit {
			dangers[b], _ = g.Dangers(b)
		}
		for _, a := range legal {
			f := strings.Fields(a)
			if f[0] != "fire" || len(f) != 2 {
				continue
			}
			var firers []string
			for _, b := range brit {
				if slices.Contains(dangers[b], f[1]) {
					firers = append(firers, b)
				}
			}
			if len(firers) > 0 {
				out = append(out, a+" "+strings.Join(firers, " "))
			}
		}
	case tactical.ZuluFire:
		targets := map[string]bool{}
		for _, a := range legal {
			f := strings.Fields(a)
			switch f[0] {
			case "snipe", "shoot":
				targets[f[2]] = true
			case "spear":
				targets[f[1]] = true
			}
		}
		var ts []string
		for t := range targets {
			ts = append(ts, t)
		}
		slices.Sort(ts)
		for _, z := range batch(zulu) {
			i, err := g.ParseID(z)
			if err != nil {
				continue
			}
			u := &g.Units[i]
			for _, t := range ts {
				switch {
				case u.InBox():
					out = append(out, "snipe "+z+" "+t)
				case u.Rifle:
					out = append(out, "shoot "+z+" "+t)
				}
			}
			if !u.InBox() {
				for _, r := range g.Station().Rooms {
					out = append(out, "torch "+z+" "+r)
				}
			}
		}
		if len(zulu) > 0 {
			for _, t := range ts {
				out = append(out, "spear "+t+" "+strings.Join(zulu, " "))
			}
		}
	case tactical.Melee:
		if len(zulu) == 0 {
			return nil
		}
		for _, a := range legal {
			if f := strings.Fields(a); f[0] == "melee" && len(f) == 2 {
				out = append(out, a+" "+strings.Join(zulu, " "))
			}
		}
	}
	return out
}

// Choose plays choice action for the person to act (Apply), saying what
// was done in Info.
func (m *Model) Choose(action string) error {
	c := Describe(m.G(), action)
	if err := m.Apply(action); err != nil {
		return err
	}
	m.Info = "Done: " + c.Words + "."
	if r := m.Resumed(); r != "" {
		m.Info += " " + r
	}
	return nil
}

// Stuck is a unit a group move left where it was, and why.
type Stuck struct {
	ID, Why string
}

// GroupMove moves each of the units ids into hex to or as near it as the
// unit may get, each an ordinary engine move ("move U P") through the
// record: the units nearest first, each to the free place in its reach
// nearest to, then cheapest; the moves are asked again after each, so
// the men fill the hex and those around it. It returns the moves made
// and the units left where they were, with the reason: one that may not
// move now, one already as near as any place he reaches, one the engine
// refused (its message). Undo takes the whole group move back at once.
func (m *Model) GroupMove(ids []string, to hexmap.Hex) (moved []string, stuck []Stuck) {
	if !m.MyTurn() {
		for _, id := range ids {
			stuck = append(stuck, Stuck{id, "not yours to move now"})
		}
		return nil, stuck
	}
	g := m.G()
	type unit struct {
		id   string
		dist int
	}
	var us []unit
	for _, id := range ids {
		i, err := g.ParseID(id)
		if err != nil {
			stuck = append(stuck, Stuck{id, err.Error()})
			continue
		}
		d := 1 << 20
		if at := g.Units[i].At; at.Box == 0 && !g.Units[i].Gone {
			d = hexmap.Distance(at.Hex, to)
		}
		us = append(us, unit{id, d})
	}
	slices.SortStableFunc(us, func(a, b unit) int {
		if a.dist != b.dist {
			return a.dist - b.dist
		}
		return strings.Compare(a.id, b.id)
	})
	// The moves make one order that undo takes back whole.
	m.BeginOrder()
	defer m.EndOrder()
	for _, u := range us {
		g := m.G()
		ms, err := g.Moves(u.id)
		if err != nil || len(ms) == 0 {
			stuck = append(stuck, Stuck{u.id, "may not move now"})
			continue
		}
		best, bestD, bestC := hexmap.Place{}, 1<<20, 0
		for _, mv := range ms {
			if mv.To.Box != 0 || mv.To.Level != hexmap.Ground {
				continue
			}
			d := hexmap.Distance(mv.To.Hex, to)
			if d < bestD || (d == bestD && mv.Cost < bestC) {
				best, bestD, bestC = mv.To, d, mv.Cost
			}
		}
		if bestD >= u.dist {
			why := "no free place nearer"
			if u.dist == 0 {
				why = "already there"
			}
			stuck = append(stuck, Stuck{u.id, why})
			continue
		}
		a := "move " + u.id + " " + tactical.PlaceString(best)
		if err := m.Apply(a); err != nil {
			stuck = append(stuck, Stuck{u.id, err.Error()})
			continue
		}
		moved = append(moved, a)
	}
	m.Info, m.IsError = Plain(m.G(), GroupLine(moved, stuck, to)), false
	return moved, stuck
}

// GroupLine sums a group move up in one line: how many moved, and who
// did not, with why.
func GroupLine(moved []string, stuck []Stuck, to hexmap.Hex) string {
	out := fmt.Sprintf("Group move to %s: %s.", to, plural(len(moved), "unit moved", "units moved"))
	if len(stuck) > 0 {
		var parts []string
		for _, s := range stuck {
			parts = append(parts, s.ID+" ("+s.Why+")")
		}
		out += " Not moved: " + strings.Join(parts, ", ") + "."
	}
	return out
}
