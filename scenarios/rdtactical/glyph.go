package rdtactical

import "zulu1879/hexmap"

// groundGlyphs draw each terrain kind in a terminal with a mark no counter
// or figure letter uses, so that a map of men and ground reads one way:
// the map file's own letters (B for bush on the slope, R for the redoubt
// site, H for the hospital floor) would pass for units.
var groundGlyphs = map[string]byte{
	"open": '.', "yard": '.', "road": '=', "bushes": '"', "ditch": '~',
	"floor": '#', "kraal": ';', "slope": ',',
}

// GroundGlyph is the terminal mark of the ground at h (see GroundLegend).
func (m *Map) GroundGlyph(h hexmap.Hex) byte {
	if g, ok := groundGlyphs[m.TerrainAt(h).Name]; ok {
		return g
	}
	return '?'
}

// GroundLegend says what the marks of GroundGlyph mean, in one line.
const GroundLegend = `ground: . open or yard, = road, " bushes, ~ ditch, # building floor, ; kraal, , slope (high ground)`
