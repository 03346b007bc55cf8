package tacticalui

import (
	"slices"

	"zulu1879/hexmap"
	"zulu1879/scenarios/rdtactical"
)

// The demo position is hand-made, not the engine's set-up: a garrison of
// about 140 men along the walls and in the buildings and about 150 Zulu
// counters pressing on them, with every mark shown somewhere. It lets the
// board be looked at, tested and timed while the rules engine is written;
// DemoCounters builds it from the map alone.

// demoNames are surnames written on the demo's men (men of the garrison).
var demoNames = []string{
	"Hook", "Hitch", "Allan", "Jones", "Williams", "Dunbar", "Cole", "Fagan",
	"Hayden", "Adams", "Scanlon", "Nicholas", "Chester", "Beckett", "Horrigan",
	"Byrne", "Deacon", "Roy", "Connolly", "Bushe", "Davis", "Lyons", "Cooper",
	"Bessell", "Edwards", "Keefe", "Lewis", "Morris", "Parry", "Savage",
}

// demoLeaders are the demo's officers and NCOs.
var demoLeaders = []string{"Chard", "Bromhead", "Dalton", "Reynolds", "Dunne", "Bourne", "Windridge", "Gallagher", "Maxfield", "Green", "Smith", "Schiess"}

// label3 is a name's first three letters.
func label3(s string) string {
	if len(s) > 3 {
		return s[:3]
	}
	return s
}

// DemoCounters is the hand-made crowded position on map m: British men on
// the perimeter's walls, in the hospital rooms and the storehouse, and
// Zulu counters on the ground outside, closest to the walls first, with
// ten riflemen in the Oskarberg box. british and zulus are how many of each.
func DemoCounters(m *rdtactical.Map, british, zulus int) []Counter {
	g := m.Grid
	perim, _ := m.Area("perimeter")
	inBuilding := func(h hexmap.Hex) bool {
		for _, a := range m.Areas {
			if a.Kind == rdtactical.Building && a.Contains(h) {
				return true
			}
		}
		return false
	}
	inside := func(h hexmap.Hex) bool { return perim != nil && perim.Contains(h) }
	// The hexes behind the walls: inside, next to a walled side that
	// leads out.
	var walls []hexmap.Hex
	for i := 0; i < g.Size(); i++ {
		h := g.HexAt(i)
		if !inside(h) || inBuilding(h) {
			continue
		}
		for _, n := range h.Neighbors() {
			if g.Contains(n) && !inside(n) && !inBuilding(n) && len(m.Sides.Between(h, n)) > 0 {
				walls = append(walls, h)
				break
			}
		}
	}
	var out []Counter
	man := 0
	add := func(h hexmap.Hex, k Kind) {
		name := demoNames[man%len(demoNames)]
		if k == Leader {
			name = demoLeaders[(man/9)%len(demoLeaders)]
		}
		c := Counter{Side: British, Label: label3(name), Kind: k, Hex: h}
		switch man % 17 {
		case 5:
			c.Wound = Wounded
		case 11:
			c.Pinned = true
		case 13:
			c.Wound = Mortal
		}
		out = append(out, c)
		man++
	}
	// The sick in the hospital rooms, a man of the 24th with them.
	for _, a := range m.Areas {
		if a.Kind != rdtactical.Room || a.In != "hospital" {
			continue
		}
		for j, h := range a.Hexes {
			switch {
			case man >= british:
			case j == 0:
				add(h, Infantry)
			default:
				add(h, Patient)
			}
		}
	}
	// The storehouse: commissariat men inside, two of them up on its roof.
	if st, ok := m.Area("storehouse"); ok {
		for j, h := range st.Hexes {
			if j%5 == 0 && man < british {
				add(h, Other)
				if j%15 == 5 {
					out[len(out)-1].Roof = true
				}
			}
		}
	}
	// The walls: a leader every ninth man.
	for j := 0; man < british && j < 4*len(walls); j++ {
		h := walls[j%len(walls)]
		k := Infantry
		switch {
		case man%9 == 0:
			k = Leader
		case man%7 == 3:
			k = Other
		}
		if j >= len(walls) {
			// A second rank behind the first: one hex in.
			for _, n := range h.Neighbors() {
				if inside(n) && !slices.Contains(walls, n) && !inBuilding(n) {
					h = n
					break
				}
			}
		}
		add(h, k)
	}
	// The Zulus: the ground outside, nearest the walls first.
	type near struct {
		h hexmap.Hex
		d int
	}
	var ground []near
	for i := 0; i < g.Size(); i++ {
		h := g.HexAt(i)
		if inside(h) || inBuilding(h) {
			continue
		}
		d := 1 << 30
		for _, w := range walls {
			d = min(d, hexmap.Distance(h, w))
		}
		if d <= 4 {
			ground = append(ground, near{h, d})
		}
	}
	slices.SortStableFunc(ground, func(a, b near) int {
		if a.d != b.d {
			return a.d - b.d
		}
		return hexmap.Compare(a.h, b.h)
	})
	regiments := []string{"uTh", "iNd", "uDl", "iNy"}
	nz := 0
	addZ := func(c Counter) {
		r := (c.Hex.Col / 16) % len(regiments)
		if c.InBox {
			r = 0
		}
		c.Side, c.Regiment, c.Label = Zulu, r, regiments[r]
		switch nz % 13 {
		case 3:
			c.Disorder = true
		case 7:
			c.Wound = Wounded
		case 10:
			c.Supp = true
		}
		out = append(out, c)
		nz++
	}
	for i := 0; i < 10 && nz < zulus; i++ {
		addZ(Counter{InBox: true, Rifle: true})
	}
	// Every other hex of the ring nearest the walls, then the next rings.
	for i, n := range ground {
		if nz >= zulus {
			break
		}
		if n.d == 1 && i%2 == 1 {
			continue
		}
		addZ(Counter{Hex: n.h, Rifle: nz%11 == 0})
	}
	return out
}

// DemoMarks are marks to show with the demo position on map m: the
// hospital's east back room on fire, a ranked line along the south wall
// with its arc, a planned volley and a Zulu attack, two men carrying a
// patient, and where one man might go. cs is the demo's counters.
func DemoMarks(m *rdtactical.Map, cs []Counter) Marks {
	var mk Marks
	if room, ok := m.Area("hospital-b5"); ok {
		mk.Fires = append(mk.Fires, room.Hexes...)
	}
	// The rank: British men in a row along the south wall (row 21),
	// firing south.
	var rank []hexmap.Hex
	for _, c := range cs {
		if c.Side == British && c.Hex.Row == 21 && c.Hex.Col >= 24 && c.Hex.Col <= 31 && !slices.Contains(rank, c.Hex) {
			rank = append(rank, c.Hex)
		}
	}
	slices.SortFunc(rank, hexmap.Compare)
	if len(rank) > 4 {
		rank = rank[:4]
	}
	if len(rank) >= 2 {
		var arc []hexmap.Hex
		for _, h := range rank {
			for d := 2; d <= 4; d++ {
				a := hexmap.H(h.Col, h.Row+d)
				if m.Grid.Contains(a) && !slices.Contains(arc, a) {
					arc = append(arc, a)
				}
			}
		}
		mk.Ranks = append(mk.Ranks, Rank{Hexes: rank, Arc: arc})
		mk.Arrows = append(mk.Arrows, Arrow{From: rank[len(rank)-1], To: hexmap.H(rank[len(rank)-1].Col+2, 25), Label: "rank of 4 · 3 hits"})
	}
	// A Zulu attack on the north wall, from the first Zulu on the map.
	for _, c := range cs {
		if c.Side == Zulu && !c.InBox && c.Hex.Row <= 13 {
			mk.Arrows = append(mk.Arrows, Arrow{From: c.Hex, To: hexmap.H(c.Hex.Col, c.Hex.Row+2), Kind: ArrowMelee, Label: "melee 2:1"})
			mk.Lit = append(mk.Lit, LitHex{Hex: c.Hex, Kind: LitTarget})
			break
		}
	}
	// Two men carrying a patient out of the dogleg; where one might go.
	if dl, ok := m.Area("dogleg"); ok && len(dl.Hexes) >= 2 {
		mk.Pairs = append(mk.Pairs, [2]hexmap.Hex{dl.Hexes[0], dl.Hexes[1]})
	}
	for _, h := range []hexmap.Hex{hexmap.H(30, 18), hexmap.H(31, 18), hexmap.H(30, 19), hexmap.H(29, 19)} {
		mk.Lit = append(mk.Lit, LitHex{Hex: h, Kind: LitReach, Note: "2 MP"})
	}
	return mk
}
