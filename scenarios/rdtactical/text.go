package rdtactical

import (
	"fmt"
	"slices"
	"strings"

	"zulu1879/hexmap"
)

// glyphs draws each feature; building walls are drawn by their slant.
var glyphs = map[hexmap.Feature]byte{
	{Kind: hexmap.StoneWall}:                           '#',
	{Kind: hexmap.MealieWall}:                          '=',
	{Kind: hexmap.BiscuitBoxes}:                        '%',
	{Kind: hexmap.BiscuitBoxes, State: hexmap.Unbuilt}: '?',
	{Kind: hexmap.WagonSide}:                           '&',
	{Kind: hexmap.RedoubtWall}:                         '*',
	{Kind: hexmap.RedoubtWall, State: hexmap.Unbuilt}:  '?',
	{Kind: hexmap.LedgeSide}:                           '^',
	{Kind: hexmap.Door}:                                '+',
	{Kind: hexmap.Door, State: hexmap.Opened}:          '\'',
	{Kind: hexmap.Door, State: hexmap.Smashed}:         'x',
	{Kind: hexmap.Window}:                              'o',
	{Kind: hexmap.Loophole}:                            '!',
	{Kind: hexmap.Hole}:                                '0',
}

// sideGlyph draws a side by its strongest feature: a ledge shows only where
// nothing else stands.
func sideGlyph(s hexmap.Side, fs []hexmap.Feature) byte {
	for _, f := range fs {
		if f.Kind == hexmap.LedgeSide {
			continue
		}
		if f.Kind == hexmap.BuildingWall {
			return "-\\/"[s.Dir]
		}
		if g, ok := glyphs[f]; ok {
			return g
		}
		return '?'
	}
	if len(fs) > 0 {
		return glyphs[fs[0]]
	}
	return ' '
}

// Text draws the map as plain text: terrain letters on the hex centres,
// hexside features between them (hexmap.DrawText says where), then the
// legends of both.
func (m *Map) Text() string {
	var b strings.Builder
	b.WriteString(hexmap.DrawText(m.Grid, m.Symbol, m.Sides, sideGlyph))
	b.WriteString("\nterrain:")
	for _, s := range []byte(keyLetters(m.Key)) {
		t := m.Key[s]
		high := ""
		if t.High {
			high = ", high"
		}
		fmt.Fprintf(&b, "  %c %s %d MP%s", s, t.Name, t.MP, high)
	}
	b.WriteString("\nsides:    - \\ / building wall")
	var feats []hexmap.Feature
	for f := range glyphs {
		feats = append(feats, f)
	}
	slices.SortFunc(feats, func(x, y hexmap.Feature) int {
		if x.Kind != y.Kind {
			return int(x.Kind) - int(y.Kind)
		}
		return int(x.State) - int(y.State)
	})
	for _, f := range feats {
		fmt.Fprintf(&b, "  %c %s", glyphs[f], f)
	}
	b.WriteString("\n")
	return b.String()
}
