package tacticalui

import (
	"fmt"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"zulu1879/assets"
	"zulu1879/tactical/tables"
	"zulu1879/ui/paint"
	"zulu1879/ui/uistate"
)

// The tracks take plain values (a turn, a number of victory points), read
// the rules' timings and levels from tactical/tables, and know nothing of
// the engine's state.

// Track colours.
var (
	colDay       = paint.RGB(0xD9CC96)
	colNight     = paint.RGB(0x24304A)
	colDayInk    = paint.RGB(0x2C2418)
	colNightInk  = paint.RGB(0xD8DEEA)
	colFresh     = paint.RGB(0x4A5A3A)
	colFatigued  = paint.RGB(0xC98A2E)
	colExhausted = paint.RGB(0xA8322A)
	colNow       = paint.RGB(0xFFE066)
	colTrackBG   = paint.RGB(0x1D1915)
	colEndLine   = paint.RGB(0xFFFFFF)
)

// tirednessColour is the band colour of a level of tiredness.
func tirednessColour(t tables.Tiredness) color.RGBA {
	switch t {
	case tables.Fatigued:
		return colFatigued
	case tables.Exhausted:
		return colExhausted
	}
	return colFresh
}

// TimeTrack is the layout of the time track in a rectangle: a column of row
// names on the left, then one cell a turn.
type TimeTrack struct {
	R      uistate.Rect
	labelW float64
	rowH   float64
}

// NewTimeTrack lays out the time track in r at UI scale k.
func NewTimeTrack(r uistate.Rect, k float64) TimeTrack {
	return TimeTrack{R: r, labelW: 62 * k, rowH: r.H / 4}
}

// Cell is the rectangle of turn t's column (all four rows).
func (t TimeTrack) Cell(turn int) uistate.Rect {
	w := (t.R.W - t.labelW) / tables.Turns
	return uistate.Rect{X: t.R.X + t.labelW + float64(turn-1)*w, Y: t.R.Y, W: w, H: t.R.H}
}

// Row is the rectangle of row i (0 turn, 1 clock, 2 British, 3 Zulu) of
// turn's cell.
func (t TimeTrack) Row(turn, i int) uistate.Rect {
	c := t.Cell(turn)
	return uistate.Rect{X: c.X, Y: c.Y + float64(i)*t.rowH, W: c.W, H: t.rowH}
}

// Draw draws the track with turn marked as the present one (0 or less:
// none): each turn day or night, its clock every hour, and each side's
// tiredness (fresh, fatigued, exhausted) under it.
func (t TimeTrack) Draw(dst *ebiten.Image, b *batch, tx *paint.Texts, turn int, k float64) {
	paint.FillRect(dst, t.R, colTrackBG)
	nf := paint.Face(assets.Bold, math.Min(12*k, t.rowH*0.72))
	cf := paint.Face(assets.Regular, math.Min(11*k, t.rowH*0.72))
	lf := paint.Face(assets.Bold, math.Min(11*k, t.rowH*0.72))
	for i, name := range []string{"Turn", "Time", "British", "Zulus"} {
		y := t.R.Y + float64(i)*t.rowH
		tx.Text(dst, name, lf, t.R.X+4*k, y+(t.rowH-paint.LineHeight(lf))/2, paint.AlignLeft, paint.ColDim)
	}
	// Numbers on every turn when they fit, else on every step-th.
	step := max(1, int(math.Ceil((paint.TextWidth(nf, "38")+4*k)/t.Cell(1).W)))
	for tu := 1; tu <= tables.Turns; tu++ {
		c := t.Row(tu, 0)
		bg, ink := colDay, colDayInk
		if tables.Night(tu) {
			bg, ink = colNight, colNightInk
		}
		b.rect(uistate.Rect{X: c.X + 0.5, Y: c.Y, W: c.W - 1, H: 2*t.rowH - 1}, bg)
		// The present turn's number always, the others clear of it.
		if tu == turn || ((tu-1)%step == 0 && (turn < 1 || tu-turn >= step || turn-tu >= step)) {
			tx.TextMid(dst, itoa(tu), nf, c.X+c.W/2, c.Y+c.H/2, ink)
		}
		h, m := tables.TimeOfTurn(tu)
		if m == 30 && h%(2*step) == 0 {
			// Every other hour, the clock under its turn.
			cr := t.Row(tu, 1)
			s := tables.ClockString(tu)
			tx.Text(dst, s[:len(s)-3], cf, cr.X+1, cr.Y+(cr.H-paint.LineHeight(cf))/2, paint.AlignLeft, ink)
		}
		for side, tired := range []tables.Tiredness{tables.BritishFatigue(tu), tables.ZuluFatigue(tu)} {
			r := t.Row(tu, 2+side)
			b.rect(uistate.Rect{X: r.X + 0.5, Y: r.Y + 1, W: r.W - 1, H: r.H - 2}, tirednessColour(tired))
		}
	}
	if turn >= 1 && turn <= tables.Turns {
		// The ring inside the cell, so that it stays within the track.
		c := t.Cell(turn)
		w := math.Max(2, 2*k)
		x0, y0, x1, y1 := c.X+w/2, c.Y+w/2, c.X+c.W-w/2, c.Y+c.H-w/2
		b.line(uistate.Point{X: x0, Y: y0}, uistate.Point{X: x1, Y: y0}, w, w/2, colNow)
		b.line(uistate.Point{X: x0, Y: y1}, uistate.Point{X: x1, Y: y1}, w, w/2, colNow)
		b.line(uistate.Point{X: x0, Y: y0}, uistate.Point{X: x0, Y: y1}, w, 0, colNow)
		b.line(uistate.Point{X: x1, Y: y0}, uistate.Point{X: x1, Y: y1}, w, 0, colNow)
	}
	b.flush(dst)
}

// TurnSummary is a line on a turn: its clock, day or night, and how tired
// each side is.
func TurnSummary(turn int) string {
	light := "day"
	if tables.Night(turn) {
		light = "night"
	}
	return fmt.Sprintf("Turn %d of %d · %s · %s · British %s, Zulus %s", turn, tables.Turns, tables.ClockString(turn), light, tables.BritishFatigue(turn), tables.ZuluFatigue(turn))
}

// The VP track runs from vpLow to vpHigh; tables.VPEndsGame ends the game.
const (
	vpLow  = -50
	vpHigh = 160
)

// levelBand is one victory level's stretch of the VP track.
type levelBand struct {
	lo, hi int // hi exclusive
	level  tables.VictoryLevel
}

// levelBands reads the levels' bounds off tables.Level between vpLow and
// vpHigh.
func levelBands() []levelBand {
	var out []levelBand
	start, cur := vpLow, tables.Level(vpLow)
	for v := vpLow + 1; v <= vpHigh; v++ {
		if l := tables.Level(v); l != cur || v == vpHigh {
			out = append(out, levelBand{start, v, cur})
			start, cur = v, l
		}
	}
	return out
}

// levelColour is a level's band colour: Zulu levels in ochres, the draw
// grey, British levels in reds, stronger with the margin.
func levelColour(l tables.VictoryLevel) color.RGBA {
	switch l {
	case tables.ZuluDecisive:
		return paint.RGB(0x7A5418)
	case tables.ZuluTactical:
		return paint.RGB(0xA67424)
	case tables.ZuluMarginal:
		return paint.RGB(0xC89A4A)
	case tables.Draw:
		return paint.RGB(0x8A8478)
	case tables.BritishMarginal:
		return paint.RGB(0xC47070)
	case tables.BritishTactical:
		return paint.RGB(0xAE3E3E)
	}
	return paint.RGB(0x841E24)
}

// VPTrack is the layout of the VP track in a rectangle.
type VPTrack struct {
	R uistate.Rect
}

// X is the track's x for vp (clamped to the track).
func (t VPTrack) X(vp int) float64 {
	v := max(vpLow, min(vpHigh, vp))
	return t.R.X + t.R.W*float64(v-vpLow)/float64(vpHigh-vpLow)
}

// bar is the coloured strip of the track.
func (t VPTrack) bar() uistate.Rect {
	return uistate.Rect{X: t.R.X, Y: t.R.Y + t.R.H*0.3, W: t.R.W, H: t.R.H * 0.34}
}

// Draw draws the track with its level bands, the bounds under them, the
// line at which the game ends, and a marker at vp; and returns the
// level's name.
func (t VPTrack) Draw(dst *ebiten.Image, b *batch, tx *paint.Texts, vp int, k float64) string {
	bar := t.bar()
	tf := paint.Face(assets.Regular, 10*k)
	for _, lb := range levelBands() {
		x0, x1 := t.X(lb.lo), t.X(lb.hi)
		b.rect(uistate.Rect{X: x0, Y: bar.Y, W: x1 - x0, H: bar.H}, levelColour(lb.level))
		if lb.lo > vpLow {
			b.line(uistate.Point{X: x0, Y: bar.Y}, uistate.Point{X: x0, Y: bar.Y + bar.H + 3*k}, 1, 0, paint.ColPanelEdge)
			tx.Text(dst, itoa(lb.lo), tf, x0, bar.Y+bar.H+3*k, paint.AlignCenter, paint.ColDim)
		}
	}
	ex := t.X(tables.VPEndsGame)
	b.line(uistate.Point{X: ex, Y: bar.Y - 4*k}, uistate.Point{X: ex, Y: bar.Y + bar.H + 3*k}, math.Max(2, 2.5*k), 0, colEndLine)
	tx.Text(dst, itoa(tables.VPEndsGame)+" ends", tf, ex, bar.Y+bar.H+3*k, paint.AlignCenter, paint.ColText)
	// The marker: a triangle over the bar pointing down at vp.
	mx := t.X(vp)
	mk := 7 * k
	b.poly(colNow, uistate.Point{X: mx - mk, Y: bar.Y - mk - 2*k}, uistate.Point{X: mx + mk, Y: bar.Y - mk - 2*k}, uistate.Point{X: mx, Y: bar.Y - 1})
	b.line(uistate.Point{X: mx, Y: bar.Y}, uistate.Point{X: mx, Y: bar.Y + bar.H}, math.Max(2, 2*k), 0, colNow)
	b.flush(dst)
	return tables.Level(vp).String()
}
