package tacticalui

import (
	"image/color"

	"zulu1879/hexmap"
	"zulu1879/ui/paint"
)

// Ground colours by the map's terrain letter, not its kind: the letters the
// map key gives one kind (the floors of the hospital, its wing and the
// storehouse) are told apart in the drawing.
var groundFill = map[byte]color.RGBA{
	'.': paint.RGB(0xC9D49A), // open grass
	'r': paint.RGB(0xDCC78F), // the road to the drift
	':': paint.RGB(0xE0D6AC), // the trodden yard
	'R': paint.RGB(0xD8CB98), // the yard where the redoubt may go up
	'b': paint.RGB(0x98AE68), // bush and the garden
	'd': paint.RGB(0xB79E6A), // the ditch
	'H': paint.RGB(0xC9B08E), // hospital floor
	'h': paint.RGB(0xBCA382), // its wing, the dogleg
	'S': paint.RGB(0xB7AC98), // storehouse floor
	'K': paint.RGB(0xB49670), // the kraal
	's': paint.RGB(0xA9A476), // the slope of the Oskarberg
	'B': paint.RGB(0x7F9157), // bush on the slope
}

// colUnknownGround is the fill of a letter not in groundFill (a user's map).
var colUnknownGround = paint.RGB(0xD0C8B0)

// Colours of the board's lines and marks.
var (
	colBoardBG  = paint.RGB(0x3B3329)
	colGrid     = fade(paint.RGB(0x4A4630), 70)
	colBush     = paint.RGB(0x5F7A3C)
	colBushHigh = paint.RGB(0x4E6431)
	colDitch    = paint.RGB(0x8C7246)
	colContour  = fade(paint.RGB(0x6A5E3A), 120)
	colBoxFill  = paint.RGB(0x8E8660)
	colBoxEdge  = paint.RGB(0x4A4230)
	colLabel    = paint.RGB(0x2C2418)
	colHalo     = fade(paint.RGB(0xF4EDD0), 190)
	colHexID    = fade(paint.RGB(0x2E2A1C), 200)
	colHover    = paint.RGB(0xFFF4C0)
	colRoof     = fade(paint.RGB(0x9C7433), 150)
	colRoofEdge = paint.RGB(0x5A3E18)
	colRoofLine = fade(paint.RGB(0x6E5024), 200)
)

// Hexside feature colours: each feature its own colour and stroke, so a
// wall of bags is never taken for a stone one.
var (
	colBuildingWall = paint.RGB(0x2B231D)
	colStone        = paint.RGB(0x9A9890)
	colStoneEdge    = paint.RGB(0x4E4C47)
	colMealie       = paint.RGB(0xE2C56E)
	colMealieEdge   = paint.RGB(0x8A6F2E)
	colBoxes        = paint.RGB(0x8B5A2B)
	colBoxesTick    = paint.RGB(0xD9B27A)
	colWagon        = paint.RGB(0x7A3F22)
	colWagonEdge    = paint.RGB(0x3A1E10)
	colWheel        = paint.RGB(0x1E1712)
	colRedoubt      = paint.RGB(0xA08C4A)
	colRedoubtEdge  = paint.RGB(0x5A4E22)
	colLedge        = paint.RGB(0x5E5040)
	colDoor         = paint.RGB(0xD7852E)
	colDoorBroken   = paint.RGB(0xB8402E)
	colWindow       = paint.RGB(0xBFE6F5)
	colLoophole     = paint.RGB(0xF6EBC4)
	colHoleRubble   = paint.RGB(0x6B5E50)
)

// groundColour is the fill of a hex with terrain letter sym.
func groundColour(sym byte) color.RGBA {
	if c, ok := groundFill[sym]; ok {
		return c
	}
	return colUnknownGround
}

// featureNames are the legend's words for the hexside features, with the
// state when it matters.
var featureNames = []struct {
	f    hexmap.Feature
	name string
}{
	{hexmap.Feature{Kind: hexmap.BuildingWall}, "building wall"},
	{hexmap.Feature{Kind: hexmap.StoneWall}, "stone wall"},
	{hexmap.Feature{Kind: hexmap.MealieWall}, "mealie bags"},
	{hexmap.Feature{Kind: hexmap.BiscuitBoxes}, "biscuit boxes"},
	{hexmap.Feature{Kind: hexmap.BiscuitBoxes, State: hexmap.Unbuilt}, "boxes, not built"},
	{hexmap.Feature{Kind: hexmap.WagonSide}, "wagon"},
	{hexmap.Feature{Kind: hexmap.RedoubtWall}, "redoubt"},
	{hexmap.Feature{Kind: hexmap.RedoubtWall, State: hexmap.Unbuilt}, "redoubt, not built"},
	{hexmap.Feature{Kind: hexmap.LedgeSide}, "rocky ledge"},
	{hexmap.Feature{Kind: hexmap.Door}, "door, closed"},
	{hexmap.Feature{Kind: hexmap.Door, State: hexmap.Opened}, "door, open"},
	{hexmap.Feature{Kind: hexmap.Door, State: hexmap.Smashed}, "door, broken"},
	{hexmap.Feature{Kind: hexmap.Window}, "window"},
	{hexmap.Feature{Kind: hexmap.Loophole}, "loophole"},
	{hexmap.Feature{Kind: hexmap.Hole}, "hole in a wall"},
}
