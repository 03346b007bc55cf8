package skirmish

import (
	"fmt"
	"strings"

	"zulu1879/games"
	"zulu1879/hexmap"
	"zulu1879/scenarios/rdtactical"
)

// TextView draws the position for a terminal (play.TextViewer): the
// station one character a hex (rows as on the map, columns side by side),
// then the British roll, the Zulu wave, fights, fires and holes. Figures:
// B a fit British man, b wounded, d down, p a patient, + with the surgeon;
// Z a Zulu, R a rifleman; a figure on a roof is drawn on the roof layer
// below the ground map when there is one; * a burning roof hex.
func (g *Game) TextView(games.Seat) string { return RenderText(g.ViewAll(), g) }

// Glyph is the letter of a figure on the text map.
func Glyph(f *Figure) byte {
	switch {
	case f.Side == Zulu && f.Weapon == ZuluRifle:
		return 'R'
	case f.Side == Zulu:
		return 'Z'
	case f.Hospital > 0:
		return '+'
	case f.Patient:
		return 'p'
	case f.Down:
		return 'd'
	case f.Wounds.Wounded():
		return 'b'
	}
	return 'B'
}

// RenderText draws a view on the game's map.
func RenderText(v View, g *Game) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s — turn %d of %d, %s; wave %d of %d%s; killed: %d British, %d Zulus\n",
		g.scen.Title, v.Turn, v.Turns, v.Phase, v.Wave, v.Waves, map[bool]string{true: " on the table", false: ""}[v.WaveOn], v.Killed[British], v.Killed[Zulu])
	grid := g.m.Grid
	ground := map[hexmap.Hex]byte{}
	roof := map[hexmap.Hex]byte{}
	for k := range v.Figures {
		f := &v.Figures[k]
		if !f.Alive() {
			continue
		}
		if f.Roof {
			roof[f.Hex] = Glyph(f)
		} else {
			ground[f.Hex] = Glyph(f)
		}
	}
	burning := map[hexmap.Hex]bool{}
	for _, x := range v.Burning {
		burning[x.Hex] = true
	}
	b.WriteString("    ")
	for c := 1; c <= grid.Cols; c++ {
		b.WriteByte(byte('0' + c/10))
	}
	b.WriteString("\n    ")
	for c := 1; c <= grid.Cols; c++ {
		b.WriteByte(byte('0' + c%10))
	}
	b.WriteByte('\n')
	for r := 1; r <= grid.Rows; r++ {
		fmt.Fprintf(&b, "%02d  ", r)
		for c := 1; c <= grid.Cols; c++ {
			h := hexmap.H(c, r)
			switch {
			case ground[h] != 0:
				b.WriteByte(ground[h])
			case roof[h] != 0:
				b.WriteByte(roof[h] | 0) // a man on the roof shows over it
			case burning[h]:
				b.WriteByte('*')
			default:
				b.WriteByte(g.m.GroundGlyph(h))
			}
		}
		b.WriteByte('\n')
	}
	b.WriteString(rdtactical.GroundLegend + "\n")
	b.WriteString("British:\n")
	for k := range v.Figures {
		f := &v.Figures[k]
		if f.Side != British {
			continue
		}
		state := f.Wounds.String()
		switch {
		case f.Wounds.Dead:
			fmt.Fprintf(&b, "  %-4s %-14s killed\n", f.ID, f.Name)
			continue
		case f.Hospital > 0:
			state += fmt.Sprintf(", with the surgeon %d more turns", f.Hospital)
		}
		var marks []string
		if f.Down {
			marks = append(marks, "down")
		}
		if f.Patient {
			marks = append(marks, "patient")
		}
		if f.Hero {
			marks = append(marks, "hero")
		}
		if f.Locked {
			marks = append(marks, "locked")
		}
		if f.Bag {
			marks = append(marks, "carries a bag")
		}
		m := ""
		if len(marks) > 0 {
			m = " [" + strings.Join(marks, ", ") + "]"
		}
		fmt.Fprintf(&b, "  %-4s %-14s %s facing %-2v %-8v %s, %d MP%s\n", f.ID, f.Name, place(f.Hex, f.Roof), f.Face, f.Weapon, state, f.MP, m)
	}
	on, rifles := 0, 0
	var zs []string
	for k := range v.Figures {
		f := &v.Figures[k]
		if f.Side == Zulu && f.Alive() {
			on++
			if f.Weapon == ZuluRifle {
				rifles++
			}
			zs = append(zs, fmt.Sprintf("%s@%s%v", f.ID, place(f.Hex, f.Roof), f.Face))
		}
	}
	fmt.Fprintf(&b, "Zulus on the table: %d (%d riflemen)\n", on, rifles)
	for k := 0; k < len(zs); k += 8 {
		b.WriteString("  " + strings.Join(zs[k:min(k+8, len(zs))], " ") + "\n")
	}
	for _, f := range v.Fights {
		var bs, z []string
		for _, i := range f.British {
			bs = append(bs, v.Figures[i].ID)
		}
		for _, i := range f.Zulus {
			z = append(z, v.Figures[i].ID)
		}
		fmt.Fprintf(&b, "fight: %s against %s\n", strings.Join(bs, "+"), strings.Join(z, "+"))
	}
	if len(v.Burning) > 0 {
		fmt.Fprintf(&b, "roof hexes alight: %d\n", len(v.Burning))
	}
	for _, d := range v.Deadlines {
		fmt.Fprintf(&b, "%s must be empty by the end of turn %d\n", d.Room, d.Turn)
	}
	for _, d := range v.Digs {
		fmt.Fprintf(&b, "hole at %v: %d of %d\n", d.Side, d.Points, HoleTarget)
	}
	for _, d := range v.RoofDigs {
		fmt.Fprintf(&b, "hole in the roof at %v^: %d of %d\n", d.Hex, d.Points, HoleTarget)
	}
	for _, h := range v.RoofHoles {
		fmt.Fprintf(&b, "a hole through the roof at %v^\n", h)
	}
	var piles []string
	for _, p := range v.Piles {
		if p.Bags > 0 {
			piles = append(piles, fmt.Sprintf("%d at %v", p.Bags, p.Hex))
		}
	}
	if len(piles) > 0 {
		fmt.Fprintf(&b, "mealie bags to take: %s\n", strings.Join(piles, ", "))
	}
	if p := v.Pending; p != nil {
		b.WriteString("waiting: " + p.Prompt(g) + "\n")
	}
	if v.Outcome != nil {
		b.WriteString("result: " + v.Outcome.How + "\n")
	}
	return b.String()
}
