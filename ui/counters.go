package ui

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"sort"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"zulu1879/assets"
	"zulu1879/hexmap"
	"zulu1879/isandlwana"
	"zulu1879/ui/paint"
	"zulu1879/ui/uistate"
	"zulu1879/units"
)

// counterStyle is the printed look of a British counter: the coat, the band
// with the name, and the band's text colour.
type counterStyle struct {
	body, band, bandText color.RGBA
}

// Regimental colours: the 24th Foot's scarlet with green facings, the Royal
// Artillery's blue with red, the detachments' lighter red with a buff band,
// the ad hoc groups' red with a white band, the iziGqoza in brown.
var (
	style24th   = counterStyle{paint.RGB(0xA8232A), paint.RGB(0x2D6A3A), paint.RGB(0xFFFFFF)}
	styleRA     = counterStyle{paint.RGB(0x22345E), paint.RGB(0xA8232A), paint.RGB(0xFFFFFF)}
	styleDet    = counterStyle{paint.RGB(0xB8483F), paint.RGB(0xD6B56A), paint.RGB(0x2A1E12)}
	styleAdHoc  = counterStyle{paint.RGB(0xA8232A), paint.RGB(0xEDE6D2), paint.RGB(0x2A1E12)}
	styleStatic = counterStyle{paint.RGB(0x6B4A2E), paint.RGB(0xEDE6D2), paint.RGB(0x2A1E12)}
	styleLeader = counterStyle{paint.RGB(0x1C2B50), paint.RGB(0xC9A33A), paint.RGB(0x1C2B50)}
	colZuluBody = paint.RGB(0x3A281A)
	colZuluEdge = paint.RGB(0x1A120B)
	colShield   = paint.RGB(0xEFE6D2)
	colPatch    = paint.RGB(0x2A1D13)
	colStrength = paint.RGB(0xFFFFFF)
	colReduced  = paint.RGB(0xFFD24A)
	colWagon    = paint.RGB(0x7A5433)
)

// CounterColor is the body colour of a British unit's counter (tests look
// for it at the unit's hex).
func CounterColor(u *isandlwana.Unit) color.RGBA { return styleOf(u).body }

// CounterProbe is a pixel where the top counter of hex h shows its body
// colour: left of the unit symbol, below the name band, clear of badges,
// leader discs and the wagon. Tests sample it.
func CounterProbe(cam *uistate.Camera, h hexmap.Hex) image.Point {
	c := cam.HexScreen(h)
	side := counterSide(cam.Scale)
	return image.Pt(int(c.X-0.38*side), int(c.Y-0.05*side))
}

// ZuluCounterColor is the body colour of a Zulu counter.
func ZuluCounterColor() color.RGBA { return colZuluBody }

func styleOf(u *isandlwana.Unit) counterStyle {
	switch u.Kind {
	case units.Leader:
		return styleLeader
	case units.Detachment:
		return styleDet
	case units.AdHoc:
		return styleAdHoc
	case units.Static:
		return styleStatic
	}
	if u.ID == "NB" {
		return styleRA
	}
	return style24th
}

// counterSide is the side of a counter in pixels for hex radius r.
func counterSide(r float64) float64 { return uistate.CounterSide(r) }

// stackStep is the offset between counters of a stack.
func stackStep(r float64) float64 { return math.Max(2, r*0.07) }

// drawCounters draws the stacks of the visible hexes but slide's (or, with
// only, slide's alone), then the captured wagon, the badges and the leader
// discs.
func (b *boardPainter) drawCounters(dst *ebiten.Image, slide hexmap.Hex, only bool) {
	g := b.m.Game()
	mp := g.Map()
	for i := 0; i < mp.Size(); i++ {
		h := mp.HexAt(i)
		if (h == slide) != only || !b.visible(h) {
			continue
		}
		c := b.center(h)
		c = b.animOffset(h, c)
		if n := g.Zulus[i]; n > 0 {
			b.drawZuluStack(dst, c, n)
		}
		idx := g.UnitsAt(h)
		wagonHere := !g.Wagon.Captured && g.Wagon.Hex == h
		if len(idx) == 0 && !wagonHere {
			continue
		}
		b.drawBritishStack(dst, c, idx, wagonHere)
	}
	if !only {
		b.drawTakenWagon(dst)
	}
	// Badges and leader discs go over all counters, in one batch.
	for _, f := range b.overlays {
		f()
	}
	b.overlays = nil
}

// spriteKey names a pre-drawn counter image.
type spriteKey struct {
	kind string // "zulu", "wagon", "unit"
	id   string
	str  int
	sq   bool
	done bool
	top  bool
	col  bool // the wagon carries the Colours
	side int  // counter side in pixels
	s    int  // UI scale ×100
}

// The counter sprites of one zoom live in a sheet: unmanaged pages of
// sheetCells × sheetCells cells, one sprite a cell, made when first needed
// and all freed when the zoom or the UI scale changes. Every sprite of a
// zoom is then a part of the same few textures (copies from one page batch
// into one draw), and none goes into Ebitengine's shared atlas pages,
// which grow with every zoom's sprites and never shrink while anything
// else (a glyph) still lives on them.
type spriteSheet struct {
	r, s    float64 // the hex radius and UI scale the sprites are drawn for
	cell    int     // a cell's side in pixels
	cps     int     // cells on a side of a page
	pages   []*ebiten.Image
	used    int // cells handed out
	sprites map[spriteKey]*ebiten.Image
	// own are sprites too large for a cell, in images of their own.
	own []*ebiten.Image
}

// sheetCells is the most cells on a side of a sheet page, and sheetPagePx
// the side in pixels a page keeps under when its cells allow: zoomed in
// far, a page of 8 × 8 cells of 260 pixels would be 14 MB for the ten or
// so counters then in view, and it came and went with each zoom.
// maxSheetCells bounds the cells of one zoom (past it the sheet starts
// afresh).
const (
	sheetCells    = 8
	sheetPagePx   = 1024
	maxSheetCells = 6 * sheetCells * sheetCells
)

// cellsPerSide is how many cells of side cell a page has on a side.
func cellsPerSide(cell int) int { return max(1, min(sheetCells, sheetPagePx/max(cell, 1))) }

var sheet spriteSheet

// free deallocates the sheet's images and forgets its sprites.
func (sh *spriteSheet) free() {
	for _, img := range sh.pages {
		freeCacheImage(img)
	}
	for _, img := range sh.own {
		freeCacheImage(img)
	}
	if len(sh.pages)+len(sh.own) > 0 {
		cacheRebuilt()
	}
	*sh = spriteSheet{}
}

// spritePad is the margin around a counter in its sprite (for the shadow
// and the markers that overhang).
func spritePad(side float64) float64 { return math.Ceil(side * 0.2) }

// spriteSize is the side of the sprite image of a counter of side side.
func spriteSize(side float64) int { return int(side + 2*spritePad(side)) }

// sprite returns the image of a counter, drawing it if needed.
func (b *boardPainter) sprite(k spriteKey, draw func(dst *ebiten.Image, x, y, side float64)) *ebiten.Image {
	sh := &sheet
	if sh.sprites == nil || sh.r != b.r || sh.s != b.s || sh.used >= maxSheetCells {
		sh.free()
		sh.r, sh.s = b.r, b.s
		sh.cell = spriteSize(math.Round(counterSide(b.r)))
		sh.cps = cellsPerSide(sh.cell)
		sh.sprites = map[spriteKey]*ebiten.Image{}
	}
	if img, ok := sh.sprites[k]; ok {
		return img
	}
	side := float64(k.side)
	pad := spritePad(side)
	n := spriteSize(side)
	var img *ebiten.Image
	if n > sh.cell {
		img = newCacheImage(n, n)
		sh.own = append(sh.own, img)
	} else {
		page, c := sh.used/(sh.cps*sh.cps), sh.used%(sh.cps*sh.cps)
		if page == len(sh.pages) {
			sh.pages = append(sh.pages, newCacheImage(sh.cps*sh.cell, sh.cps*sh.cell))
		}
		sh.used++
		x, y := c%sh.cps*sh.cell, c/sh.cps*sh.cell
		img = sh.pages[page].SubImage(image.Rect(x, y, x+n, y+n)).(*ebiten.Image)
	}
	o := img.Bounds().Min
	withCrisp(func() { draw(img, float64(o.X)+pad, float64(o.Y)+pad, side) })
	paint.Settle(img)
	sh.sprites[k] = img
	return img
}

// blit copies a counter sprite with its counter's top-left at (x, y).
func (b *boardPainter) blit(dst, img *ebiten.Image, x, y, side float64) {
	pad := spritePad(math.Round(side))
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(math.Round(x-pad), math.Round(y-pad))
	dst.DrawImage(img, op)
}

// animOffset slides the counters that just moved in from their old hex.
func (b *boardPainter) animOffset(h hexmap.Hex, c uistate.Point) uistate.Point {
	l := b.m.Last
	const dur = uistate.MoveSlide
	if l == nil || l.To != h || l.From.IsNone() || l.From == l.To || l.Age >= dur {
		return c
	}
	if a := b.m.Actions; len(a) == 0 || (a[len(a)-1].Kind != isandlwana.ActMove && a[len(a)-1].Kind != isandlwana.ActZuluMove) {
		return c
	}
	t := l.Age / dur
	t = 1 - (1-t)*(1-t)
	f := b.center(l.From)
	return uistate.Point{X: f.X + (c.X-f.X)*t, Y: f.Y + (c.Y-f.Y)*t}
}

func (b *boardPainter) drawZuluStack(dst *ebiten.Image, c uistate.Point, n int) {
	side := counterSide(b.r)
	step := stackStep(b.r)
	layers := min(n, 4)
	for k := layers - 1; k >= 0; k-- {
		x := c.X - side/2 + float64(k)*step - float64(layers-1)*step/2
		y := c.Y - side/2 - float64(k)*step + float64(layers-1)*step/2
		img := b.sprite(spriteKey{kind: "zulu", top: k == 0, side: int(math.Round(side)), s: int(b.s * 100)}, func(d *ebiten.Image, x, y, side float64) {
			b.drawZuluCounter(d, x, y, side, k == 0)
		})
		b.blit(dst, img, x, y, side)
	}
	if n > 1 {
		top := uistate.Point{X: c.X - side/2 - float64(layers-1)*step/2, Y: c.Y - side/2 + float64(layers-1)*step/2}
		b.overlays = append(b.overlays, func() { b.badge(dst, top.X, top.Y, fmt.Sprint(n), paint.RGB(0xB3261E)) })
	}
}

func (b *boardPainter) drawZuluCounter(dst *ebiten.Image, x, y, side float64, top bool) {
	r := uistate.Rect{X: x, Y: y, W: side, H: side}
	roundRect(dst, uistate.Rect{X: x + 1, Y: y + 1.5, W: side, H: side}, side*0.08, rgba(0x000000, 90))
	roundRect(dst, r, side*0.08, colZuluBody)
	var edge vector.Path
	roundRectPath(&edge, r, side*0.08)
	strokePath(dst, &edge, math.Max(1, side*0.03), colZuluEdge)
	if !top {
		return
	}
	cx, cy := x+side/2, y+side*0.43
	// A spear behind an oval cowhide shield.
	line(dst, cx-side*0.3, cy+side*0.3, cx+side*0.3, cy-side*0.32, math.Max(1, side*0.035), paint.RGB(0xBFA980))
	var sh vector.Path
	ellipsePath(&sh, cx, cy, side*0.17, side*0.3)
	fillPath(dst, &sh, colShield)
	var patch vector.Path
	ellipsePath(&patch, cx-side*0.05, cy-side*0.12, side*0.07, side*0.06)
	ellipsePath(&patch, cx+side*0.06, cy+side*0.1, side*0.06, side*0.09)
	fillPath(dst, &patch, colPatch)
	line(dst, cx, cy-side*0.28, cx, cy+side*0.28, math.Max(1, side*0.03), colPatch)
	if side >= 26*b.s {
		f := paint.Face(assets.Bold, side*0.22)
		pending.TextMid(dst, "6 - 6", f, cx, y+side*0.86, paint.RGB(0xEFE6D2))
	}
}

func ellipsePath(p *vector.Path, cx, cy, rx, ry float64) {
	const n = 20
	for k := 0; k <= n; k++ {
		a := float64(k) / n * 2 * math.Pi
		x, y := float32(cx+math.Cos(a)*rx), float32(cy+math.Sin(a)*ry)
		if k == 0 {
			p.MoveTo(x, y)
		} else {
			p.LineTo(x, y)
		}
	}
	p.Close()
}

func (b *boardPainter) drawBritishStack(dst *ebiten.Image, c uistate.Point, idx []int, wagon bool) {
	g := b.m.Game()
	side := counterSide(b.r)
	step := stackStep(b.r)
	var combat, leaders []int
	for _, i := range idx {
		if g.Units[i].Kind == units.Leader {
			leaders = append(leaders, i)
		} else {
			combat = append(combat, i)
		}
	}
	// Strongest on top.
	sort.SliceStable(combat, func(a, b int) bool { return g.Units[combat[a]].Strength < g.Units[combat[b]].Strength })
	order := append([]int{}, combat...)
	if len(order) == 0 {
		order = leaders
		leaders = nil
	}
	if wagon {
		ws := side
		wx, wy := c.X-ws/2, c.Y-ws/2
		if len(order) > 0 {
			ws = side * 0.62
			wx, wy = c.X-side*0.72, c.Y+side*0.02
		}
		_, col := g.ColoursHex()
		img := b.sprite(spriteKey{kind: "wagon", col: col, side: int(math.Round(ws)), s: int(b.s * 100)}, b.drawWagon)
		defer b.blit(dst, img, wx, wy, ws)
	}
	n := len(order)
	for k, i := range order {
		depth := n - 1 - k // 0 for the top counter
		x := c.X - side/2 + float64(depth)*step - float64(n-1)*step/2
		y := c.Y - side/2 - float64(depth)*step + float64(n-1)*step/2
		u := &g.Units[i]
		k := spriteKey{kind: "unit", id: u.ID, str: u.Strength, sq: u.InSquare, done: u.Moved || u.FireUsed > 0, top: depth == 0, side: int(math.Round(side)), s: int(b.s * 100)}
		img := b.sprite(k, func(d *ebiten.Image, x, y, side float64) { b.drawBritishCounter(d, u, x, y, side, k.top) })
		b.blit(dst, img, x, y, side)
	}
	topX := c.X - side/2 - float64(n-1)*step/2
	topY := c.Y - side/2 + float64(n-1)*step/2
	for k, i := range leaders {
		k, u := k, &g.Units[i]
		b.overlays = append(b.overlays, func() {
			d := uistate.LeaderDisc(topX, topY, side, k)
			b.leaderDisc(dst, d.C.X, d.C.Y, d.R, u)
		})
	}
	if total := n + len(leaders); total > 1 {
		b.overlays = append(b.overlays, func() { b.badge(dst, topX, topY, fmt.Sprint(total), paint.RGB(0x1C2B50)) })
	}
}

func (b *boardPainter) drawBritishCounter(dst *ebiten.Image, u *isandlwana.Unit, x, y, side float64, top bool) {
	st := styleOf(u)
	r := uistate.Rect{X: x, Y: y, W: side, H: side}
	rad := side * 0.08
	roundRect(dst, uistate.Rect{X: x + 1, Y: y + 1.5, W: side, H: side}, rad, rgba(0x000000, 90))
	roundRect(dst, r, rad, st.body)
	var edge vector.Path
	roundRectPath(&edge, r, rad)
	strokePath(dst, &edge, math.Max(1, side*0.03), paint.RGB(0x1A1A1A))
	if !top {
		return
	}
	bandH := side * 0.3
	roundRect(dst, uistate.Rect{X: x + side*0.04, Y: y + side*0.04, W: side * 0.92, H: bandH}, rad*0.7, st.band)
	big := side >= 22*b.s
	if big {
		nf := paint.Face(assets.Bold, math.Min(side*0.24, bandFit(u.Name, side*0.88)))
		pending.TextMid(dst, u.Name, nf, x+side/2, y+side*0.04+bandH/2, st.bandText)
	}
	cx, cy := x+side/2, y+side*0.53
	if u.Kind == units.Leader {
		star(dst, cx, cy+side*0.1, side*0.22, paint.RGB(0xE8C55A))
		return
	}
	// The NATO infantry symbol: a box with a cross.
	bw, bh := side*0.4, side*0.2
	lw := math.Max(1, side*0.035)
	strokeRect(dst, uistate.Rect{X: cx - bw/2, Y: cy - bh/2, W: bw, H: bh}, lw, paint.RGB(0xFFFFFF))
	if u.Kind != units.Static {
		line(dst, cx-bw/2, cy-bh/2, cx+bw/2, cy+bh/2, lw, paint.RGB(0xFFFFFF))
		line(dst, cx-bw/2, cy+bh/2, cx+bw/2, cy-bh/2, lw, paint.RGB(0xFFFFFF))
	}
	if u.ID == "NB" {
		fillCircle(dst, cx, cy, side*0.05, paint.RGB(0xFFFFFF))
	}
	sf := paint.Face(assets.Bold, side*0.34)
	col := colStrength
	if u.Strength < u.Full {
		col = colReduced
	}
	pending.TextMid(dst, fmt.Sprint(u.Strength), sf, x+side*0.26, y+side*0.82, col)
	if big {
		mf := paint.Face(assets.Bold, side*0.22)
		ma := fmt.Sprint(u.MA())
		pending.TextMid(dst, ma, mf, x+side*0.76, y+side*0.83, rgba(0xFFFFFF, 200))
	}
	if u.InSquare {
		b.squareMarker(dst, x-side*0.12, y+side*0.55, side*0.34)
	}
	if u.Moved || u.FireUsed > 0 {
		b.doneMarker(dst, x+side, y+side, side*0.34)
	}
}

// bandFit is the largest font size at which s fits in width w (estimated).
func bandFit(s string, w float64) float64 {
	n := float64(len(s))
	if n == 0 {
		return 100
	}
	return w / (n * 0.62)
}

func star(dst *ebiten.Image, cx, cy, r float64, clr color.Color) {
	var p vector.Path
	var pts []uistate.Point
	for k := 0; k < 10; k++ {
		a := -math.Pi/2 + float64(k)*math.Pi/5
		rr := r
		if k%2 == 1 {
			rr = r * 0.42
		}
		pts = append(pts, uistate.Point{X: cx + math.Cos(a)*rr, Y: cy + math.Sin(a)*rr})
	}
	polyPath(&p, pts)
	fillPath(dst, &p, clr)
}

func (b *boardPainter) leaderDisc(dst *ebiten.Image, x, y, r float64, u *isandlwana.Unit) {
	if !crisp {
		k := spriteKey{kind: "leader", side: int(math.Round(2 * r)), s: int(b.s * 100)}
		img := b.sprite(k, func(d *ebiten.Image, x, y, side float64) { b.leaderDisc(d, x+side/2, y+side/2, side/2, u) })
		b.blit(dst, img, x-float64(k.side)/2, y-float64(k.side)/2, float64(k.side))
		return
	}
	fillCircle(dst, x, y, r, styleLeader.body)
	strokeCircle(dst, x, y, r, math.Max(1, r*0.15), styleLeader.band)
	star(dst, x, y, r*0.62, paint.RGB(0xE8C55A))
}

func (b *boardPainter) squareMarker(dst *ebiten.Image, x, y, s float64) {
	roundRect(dst, uistate.Rect{X: x, Y: y, W: s, H: s}, s*0.12, paint.RGB(0xF4F1E6))
	strokeRect(dst, uistate.Rect{X: x + s*0.22, Y: y + s*0.22, W: s * 0.56, H: s * 0.56}, math.Max(1, s*0.1), paint.RGB(0x1A1A1A))
}

func (b *boardPainter) doneMarker(dst *ebiten.Image, x, y, s float64) {
	var p vector.Path
	polyPath(&p, []uistate.Point{{X: x, Y: y}, {X: x - s*1.1, Y: y}, {X: x, Y: y - s*1.1}})
	fillPath(dst, &p, rgba(0x222222, 220))
	lw := math.Max(1, s*0.12)
	line(dst, x-s*0.5, y-s*0.28, x-s*0.36, y-s*0.14, lw, paint.RGB(0xFFFFFF))
	line(dst, x-s*0.36, y-s*0.14, x-s*0.12, y-s*0.5, lw, paint.RGB(0xFFFFFF))
}

func (b *boardPainter) drawWagon(dst *ebiten.Image, x, y, side float64) {
	side = math.Round(side)
	r := uistate.Rect{X: x, Y: y, W: side, H: side}
	roundRect(dst, uistate.Rect{X: x + 1, Y: y + 1.5, W: side, H: side}, side*0.08, rgba(0x000000, 90))
	roundRect(dst, r, side*0.08, colWagon)
	var edge vector.Path
	roundRectPath(&edge, r, side*0.08)
	strokePath(dst, &edge, math.Max(1, side*0.03), paint.RGB(0x1A1A1A))
	// A wagon: box on two wheels, with a pole.
	fillRect(dst, uistate.Rect{X: x + side*0.18, Y: y + side*0.38, W: side * 0.6, H: side * 0.22}, paint.RGB(0xE8D7B0))
	line(dst, x+side*0.78, y+side*0.55, x+side*0.95, y+side*0.62, math.Max(1, side*0.04), paint.RGB(0xE8D7B0))
	for _, wx := range []float64{0.3, 0.66} {
		strokeCircle(dst, x+side*wx, y+side*0.66, side*0.1, math.Max(1, side*0.05), paint.RGB(0xE8D7B0))
	}
	if side >= 24*b.s {
		f := paint.Face(assets.Bold, side*0.2)
		pending.TextMid(dst, "AMMO", f, x+side/2, y+side*0.86, paint.RGB(0xF4EDD8))
	}
	if h, ok := b.m.Game().ColoursHex(); ok && b.m.Game().Wagon.Hex == h {
		b.colours(dst, x+side*0.12, y+side*0.04, side*0.5)
	}
}

// drawTakenWagon leaves the captured wagon (and the Colours, if they fell
// with it) on the board where it was taken: a small faded counter crossed
// in red and marked TAKEN, over whatever now stands in the hex.
func (b *boardPainter) drawTakenWagon(dst *ebiten.Image) {
	t, ok := b.m.WagonTaken()
	if !ok || !b.visible(t.Hex) {
		return
	}
	r := uistate.TakenRect(b.center(t.Hex), b.r)
	key := spriteKey{kind: "taken", col: t.Colours, side: int(math.Round(r.W)), s: int(b.s * 100)}
	img := b.sprite(key, func(d *ebiten.Image, x, y, side float64) {
		side = math.Round(side)
		b.drawWagon(d, x, y, side)
		if t.Colours {
			b.colours(d, x+side*0.12, y+side*0.04, side*0.5)
		}
		roundRect(d, uistate.Rect{X: x, Y: y, W: side, H: side}, side*0.08, rgba(0xF4EDD8, 130))
		lw := math.Max(1.5, side*0.1)
		line(d, x+side*0.1, y+side*0.1, x+side*0.9, y+side*0.9, lw, paint.RGB(0xC8102E))
		line(d, x+side*0.9, y+side*0.1, x+side*0.1, y+side*0.9, lw, paint.RGB(0xC8102E))
		if side >= 20*b.s {
			f := paint.Face(assets.Bold, side*0.22)
			fillRect(d, uistate.Rect{X: x, Y: y + side*0.36, W: side, H: side * 0.28}, paint.RGB(0xC8102E))
			pending.TextMid(d, "TAKEN", f, x+side/2, y+side*0.5, paint.RGB(0xFFFFFF))
		}
	})
	b.blit(dst, img, r.X, r.Y, r.W)
}

// colours draws the Queen's Colours as a small flag on a pole.
func (b *boardPainter) colours(dst *ebiten.Image, x, y, w float64) {
	line(dst, x, y, x, y+w*0.75, math.Max(1, w*0.06), paint.RGB(0xE8C55A))
	fr := uistate.Rect{X: x, Y: y, W: w, H: w * 0.5}
	fillRect(dst, fr, paint.RGB(0x1E3A8A))
	lw := math.Max(1, w*0.12)
	line(dst, fr.X, fr.Y, fr.X+fr.W, fr.Y+fr.H, lw*0.8, paint.RGB(0xFFFFFF))
	line(dst, fr.X, fr.Y+fr.H, fr.X+fr.W, fr.Y, lw*0.8, paint.RGB(0xFFFFFF))
	line(dst, fr.X+fr.W/2, fr.Y, fr.X+fr.W/2, fr.Y+fr.H, lw, paint.RGB(0xC8102E))
	line(dst, fr.X, fr.Y+fr.H/2, fr.X+fr.W, fr.Y+fr.H/2, lw, paint.RGB(0xC8102E))
}

// badge draws a count in a small disc by the top-left corner of the top
// counter of a stack at (x, y), clear of its name and whole inside the
// map's view (a counter on the top row keeps its count clear of the bar).
func (b *boardPainter) badge(dst *ebiten.Image, x, y float64, s string, bg color.Color) {
	d := uistate.StackBadgeIn(x, y, counterSide(b.r), 7*b.s, b.cam.View)
	x, y, rad := d.C.X, d.C.Y, d.R
	fillCircle(dst, x, y, rad, bg)
	strokeCircle(dst, x, y, rad, math.Max(1, rad*0.14), paint.RGB(0xFFFFFF))
	f := paint.Face(assets.Bold, rad*1.15)
	pending.TextMid(dst, s, f, x, y, paint.RGB(0xFFFFFF))
}
