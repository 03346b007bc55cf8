package tacticalui

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"zulu1879/assets"
	"zulu1879/hexmap"
	"zulu1879/ui/paint"
	"zulu1879/ui/uistate"
)

// Side is whose a counter is.
type Side uint8

// The two sides.
const (
	British Side = iota
	Zulu
)

// Kind is what a British counter is (the engine's forces.Kind, in the same
// order); Zulu counters are all one kind, riflemen marked apart.
type Kind uint8

// The British kinds of counter.
const (
	Leader   Kind = iota // an officer or NCO: a star
	Infantry             // a man of the 24th: red
	Other                // commissariat, NNC, police…: blue-grey
	Patient              // a hospital patient: pale, with a red cross
)

// Wound is a counter's hurt: W or M.
type Wound uint8

// The wound levels.
const (
	Fit Wound = iota
	Wounded
	Mortal
)

// Counter is one counter as the board draws it: plain values, so that the
// engine's state (or a test's hand-made position) maps onto it.
type Counter struct {
	// ID names the counter in the engine (B001, Z012; "" for hand-made
	// ones): the selection follows it from one position to the next.
	ID   string
	Side Side
	// Label is what is written on it: a British man's initials or short
	// name, a Zulu counter's regiment.
	Label string
	// Name is who the counter is in words for the panel ("Lt J. R. M.
	// Chard", "Zulu counter 5"; tstate.ManName); "" for hand-made ones,
	// which the panel names by Label.
	Name string
	Kind Kind // British
	// Regiment picks a Zulu counter's colour (its iButho), an index into
	// the regiment palette.
	Regiment int
	Rifle    bool // a Zulu rifle unit
	Bed      bool // a bed-bound patient (moves only when carried)
	Wound    Wound
	Pinned   bool // British: may not fire next fire phase
	Disorder bool // Zulu: disordered (D)
	Supp     bool // Zulu: sniper suppressed
	Busy     bool // British: building (boxes, the redoubt)
	// Where it stands: a hex on the ground or on the roof over it, or the
	// Oskarberg box.
	Hex   hexmap.Hex
	Roof  bool
	InBox bool
	// Selected lights it.
	Selected bool
}

// look is what a counter's picture depends on: two counters of the same
// look share one sprite.
type look struct {
	side     Side
	label    string
	kind     Kind
	regiment int
	rifle    bool
	wound    Wound
	pinned   bool
	disorder bool
	supp     bool
	busy     bool
}

func (c *Counter) look() look {
	return look{c.Side, c.Label, c.Kind, c.Regiment, c.Rifle, c.Wound, c.Pinned, c.Disorder, c.Supp, c.Busy}
}

// Regiment colours of the Zulu counters (their shields' colours, roughly:
// dark, black, red-brown, dun, grey, white-flecked).
var regimentColours = []color.RGBA{
	paint.RGB(0x5A3A22), paint.RGB(0x2E2A28), paint.RGB(0x9A4426),
	paint.RGB(0x9C7A46), paint.RGB(0x5E6066), paint.RGB(0xC8B89A),
}

// Counter colours.
var (
	colRedcoat   = paint.RGB(0xB3262E)
	colOtherBody = paint.RGB(0x3F5C8C)
	colPatient   = paint.RGB(0xEDE6D6)
	colCross     = paint.RGB(0xC02020)
	colEdge      = paint.RGB(0x1E1512)
	colStar      = paint.RGB(0xF2C94C)
	colInkLight  = paint.RGB(0xFFF8E8)
	colInkDark   = paint.RGB(0x231D17)
	colBadgeW    = paint.RGB(0xF0B030)
	colBadgeM    = paint.RGB(0x5A0A0A)
	colBadgeP    = paint.RGB(0x5B7FA8)
	colBadgeD    = paint.RGB(0xE07020)
	colBadgeS    = paint.RGB(0x808080)
	colSelect    = paint.RGB(0xFFF27A)
	colRifle     = paint.RGB(0x15100C)
	colRoofMark  = paint.RGB(0xE9CF86)
)

// Atlas is the sprite cache of the counters: one image holding a picture
// of each look at the board's zoom, so that a frame's counters are copies
// out of one image, which Ebitengine draws in one batch. It is drawn again
// from nothing when the zoom changes or it fills up.
type Atlas struct {
	img   *ebiten.Image
	px    int // a sprite's side in pixels
	cell  int // a slot's side (the sprite and a margin)
	slots map[look]int
	// draws counts the sprites drawn into the atlas (tests read it).
	draws int
	sh    batch
	texts paint.Texts
	want  []look
	rects []uistate.Rect
}

// atlasSide is the atlas image's side in pixels.
const atlasSide = 2048

// counterSize is a counter's side for hexes of radius r pixels.
func counterSize(r float64) int { return max(10, int(math.Round(r*1.18))) }

// NewAtlas makes an empty counter atlas.
func NewAtlas() *Atlas { return &Atlas{slots: map[look]int{}} }

// Release frees the atlas image.
func (a *Atlas) Release() {
	if a.img != nil {
		a.img.Deallocate()
		a.img = nil
	}
	clear(a.slots)
}

// reset empties the atlas for sprites px pixels wide.
func (a *Atlas) reset(px int) {
	if a.img == nil {
		a.img = ebiten.NewImageWithOptions(image.Rect(0, 0, atlasSide, atlasSide), &ebiten.NewImageOptions{Unmanaged: true})
	}
	a.img.Clear()
	a.px, a.cell = px, px+2
	clear(a.slots)
}

// slotRect is the pixels of slot i.
func (a *Atlas) slotRect(i int) image.Rectangle {
	per := atlasSide / a.cell
	x, y := (i%per)*a.cell+1, (i/per)*a.cell+1
	return image.Rect(x, y, x+a.px, y+a.px)
}

// capacity is how many slots the atlas holds at its size.
func (a *Atlas) capacity() int {
	per := atlasSide / a.cell
	return per * per
}

// ensure draws the sprites of the looks not in the atlas yet, all in one
// batch of shapes and one of texts.
func (a *Atlas) ensure(px int, cs []Counter) {
	if a.img == nil || a.px != px {
		a.reset(px)
	}
	a.want = a.want[:0]
	seen := map[look]bool{}
	for i := range cs {
		l := cs[i].look()
		if _, ok := a.slots[l]; !ok && !seen[l] {
			seen[l] = true
			a.want = append(a.want, l)
		}
	}
	if len(a.want) == 0 {
		return
	}
	if len(a.slots)+len(a.want) > a.capacity() {
		// Full: start again with only the looks of this frame (and, in
		// the unlikely frame needing more than the atlas holds, as many
		// as fit; the rest show the first sprite).
		a.reset(px)
		a.want = a.want[:0]
		clear(seen)
		for i := range cs {
			if l := cs[i].look(); !seen[l] && len(a.want) < a.capacity() {
				seen[l] = true
				a.want = append(a.want, l)
			}
		}
	}
	for _, l := range a.want {
		i := len(a.slots)
		a.slots[l] = i
		a.drawSprite(l, a.slotRect(i))
		a.draws++
	}
	a.sh.flush(a.img)
	a.texts.Flush()
	paint.Settle(a.img)
}

// Sprite returns the picture of counter c at side px (drawing it if
// needed), a part of the atlas image.
func (a *Atlas) Sprite(c Counter, px int) *ebiten.Image {
	a.ensure(px, []Counter{c})
	return a.img.SubImage(a.slotRect(a.slots[c.look()])).(*ebiten.Image)
}

// roundRect fills a rectangle with cut corners (an octagon close enough to
// a rounded box at counter sizes).
func roundRect(b *batch, r uistate.Rect, k float64, c color.RGBA) {
	b.poly(c,
		uistate.Point{X: r.X + k, Y: r.Y}, uistate.Point{X: r.X + r.W - k, Y: r.Y},
		uistate.Point{X: r.X + r.W, Y: r.Y + k}, uistate.Point{X: r.X + r.W, Y: r.Y + r.H - k},
		uistate.Point{X: r.X + r.W - k, Y: r.Y + r.H}, uistate.Point{X: r.X + k, Y: r.Y + r.H},
		uistate.Point{X: r.X, Y: r.Y + r.H - k}, uistate.Point{X: r.X, Y: r.Y + k})
}

// star fills a five-pointed star of outer radius R centred on c.
func star(b *batch, c uistate.Point, R float64, col color.RGBA) {
	in := R * 0.45
	var pts [10]uistate.Point
	for i := range pts {
		rad := R
		if i%2 == 1 {
			rad = in
		}
		a := -math.Pi/2 + float64(i)*math.Pi/5
		pts[i] = uistate.Point{X: c.X + rad*math.Cos(a), Y: c.Y + rad*math.Sin(a)}
	}
	// The star as five triangles around a pentagon.
	for i := 0; i < 10; i += 2 {
		b.poly(col, pts[(i+9)%10], pts[i], pts[(i+1)%10])
	}
	b.poly(col, pts[1], pts[3], pts[5], pts[7], pts[9])
}

// drawSprite draws the counter of look l into rectangle r of the atlas
// (shapes into the batch, texts into the queue).
func (a *Atlas) drawSprite(l look, r image.Rectangle) {
	b := &a.sh
	s := float64(r.Dx())
	x, y := float64(r.Min.X), float64(r.Min.Y)
	box := uistate.Rect{X: x, Y: y, W: s, H: s}
	e := math.Max(1, s*0.06)
	k := s * 0.16
	body, ink := colRedcoat, colInkLight
	if l.side == Zulu {
		body = regimentColours[((l.regiment%len(regimentColours))+len(regimentColours))%len(regimentColours)]
		if luminanceOf(body) > 0.35 {
			ink = colInkDark
		}
	} else {
		switch l.kind {
		case Other:
			body = colOtherBody
		case Patient:
			body, ink = colPatient, colInkDark
		}
	}
	roundRect(b, box, k, colEdge)
	inner := uistate.Rect{X: x + e, Y: y + e, W: s - 2*e, H: s - 2*e}
	roundRect(b, inner, math.Max(0, k-e), body)
	if l.side == Zulu {
		// A shield on the left, in the regiment's colour darkened.
		sc := uistate.Point{X: x + s*0.2, Y: y + s*0.5}
		shield := []uistate.Point{}
		for i := 0; i < 12; i++ {
			t := 2 * math.Pi * float64(i) / 12
			shield = append(shield, uistate.Point{X: sc.X + s*0.1*math.Cos(t), Y: sc.Y + s*0.26*math.Sin(t)})
		}
		b.poly(shade(body, ink), shield...)
		if l.rifle {
			b.line(uistate.Point{X: x + s*0.55, Y: y + s*0.28}, uistate.Point{X: x + s*0.92, Y: y + s*0.1}, math.Max(1, s*0.07), 0, colRifle)
		}
	} else {
		if l.kind == Leader {
			star(b, uistate.Point{X: x + s*0.78, Y: y + s*0.22}, s*0.2, colStar)
		}
		if l.kind == Patient {
			cw := s * 0.08
			cx, cy := x+s*0.8, y+s*0.2
			b.rect(uistate.Rect{X: cx - cw, Y: cy - cw*3, W: 2 * cw, H: 6 * cw}, colCross)
			b.rect(uistate.Rect{X: cx - cw*3, Y: cy - cw, W: 6 * cw, H: 2 * cw}, colCross)
		}
	}
	// The marks along the foot: wound, pinned or disordered, suppressed.
	type badge struct {
		t  string
		bg color.RGBA
		fg color.RGBA
	}
	var marks []badge
	switch l.wound {
	case Wounded:
		marks = append(marks, badge{"W", colBadgeW, colInkDark})
	case Mortal:
		marks = append(marks, badge{"M", colBadgeM, colInkLight})
	}
	if l.pinned {
		marks = append(marks, badge{"P", colBadgeP, colInkLight})
	}
	if l.disorder {
		marks = append(marks, badge{"D", colBadgeD, colInkDark})
	}
	if l.supp {
		marks = append(marks, badge{"S", colBadgeS, colInkLight})
	}
	if l.busy {
		marks = append(marks, badge{"B", colBoxes, colInkLight})
	}
	bs := math.Round(s * 0.36)
	bf := paint.Face(assets.Bold, math.Max(6, bs*0.85))
	for i, m := range marks {
		br := uistate.Rect{X: x + e + float64(i)*(bs+1), Y: y + s - e - bs, W: bs, H: bs}
		b.rect(br, m.bg)
		a.texts.TextMid(a.img, m.t, bf, br.X+bs/2, br.Y+bs/2, m.fg)
	}
	lf := paint.Face(assets.Bold, math.Max(6, s*0.36))
	lx := x + s/2
	if l.side == Zulu {
		lx = x + s*0.62
	}
	ly := y + s*0.44
	if len(marks) == 0 {
		ly = y + s*0.52
	}
	a.texts.TextMid(a.img, paint.Ellipsize(lf, l.label, s*0.9), lf, lx, ly, ink)
}

// shade is c moved a third of the way towards ink, for a mark on a body.
func shade(c, ink color.RGBA) color.RGBA {
	mix := func(a, b uint8) uint8 { return uint8((2*int(a) + int(b)) / 3) }
	return color.RGBA{mix(c.R, ink.R), mix(c.G, ink.G), mix(c.B, ink.B), 255}
}

// luminanceOf is a rough lightness of c, 0 to 1.
func luminanceOf(c color.RGBA) float64 {
	return (0.2126*float64(c.R) + 0.7152*float64(c.G) + 0.0722*float64(c.B)) / 255
}

// stackStep is how far each counter of a stack is drawn from the one under
// it, as a fraction of the hex radius; stacks show at most stackShow steps.
const (
	stackStep = 0.2
	stackShow = 3
)

// placeKey is where counters stack: a hex on one level, or the box.
type placeKey struct {
	h     hexmap.Hex
	roof  bool
	inBox bool
}

// drawCounters draws the counters through cam into dst where
// counterRects puts them, men on a roof under a small gable (whether the
// roofs are shown or not), and rings the selected ones.
func (a *Atlas) drawCounters(dst *ebiten.Image, cam *uistate.Camera, cs []Counter) {
	r := cam.Scale
	px := counterSize(r)
	a.ensure(px, cs)
	a.rects = counterRects(a.rects[:0], cam, cs)
	var sel []uistate.Rect
	for i := range cs {
		c := &cs[i]
		x, y := a.rects[i].X, a.rects[i].Y
		if x > cam.View.X+cam.View.W || y > cam.View.Y+cam.View.H || x+float64(px) < cam.View.X || y+float64(px) < cam.View.Y {
			continue
		}
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Translate(x, y)
		dst.DrawImage(a.img.SubImage(a.slotRect(a.slots[c.look()])).(*ebiten.Image), op)
		if c.Selected {
			sel = append(sel, uistate.Rect{X: x, Y: y, W: float64(px), H: float64(px)})
		}
		if c.Roof {
			// A small roof over the counter: a light gable edged dark.
			f := float64(px)
			top := uistate.Point{X: x + f/2, Y: y - math.Max(3, f*0.28)}
			e := math.Max(1, f*0.06)
			a.sh.poly(colEdge, uistate.Point{X: x - e, Y: y + e}, uistate.Point{X: top.X, Y: top.Y - e}, uistate.Point{X: x + f + e, Y: y + e})
			a.sh.poly(colRoofMark, uistate.Point{X: x + e, Y: y}, top, uistate.Point{X: x + f - e, Y: y})
		}
	}
	for _, s := range sel {
		// A ring just outside the counter.
		w := math.Max(2.5, r*0.14)
		o := w / 2
		x0, y0, x1, y1 := s.X-o, s.Y-o, s.X+s.W+o, s.Y+s.H+o
		a.sh.line(uistate.Point{X: x0, Y: y0}, uistate.Point{X: x1, Y: y0}, w, o, colSelect)
		a.sh.line(uistate.Point{X: x0, Y: y1}, uistate.Point{X: x1, Y: y1}, w, o, colSelect)
		a.sh.line(uistate.Point{X: x0, Y: y0}, uistate.Point{X: x0, Y: y1}, w, o, colSelect)
		a.sh.line(uistate.Point{X: x1, Y: y0}, uistate.Point{X: x1, Y: y1}, w, o, colSelect)
	}
	a.sh.flush(dst)
}

// counterRects appends to out where each counter of cs is drawn through
// cam (its sprite's square, in screen pixels): the counters of a place
// stacked up and right in order, those on a roof a little higher, those
// in the Oskarberg box in rows along it.
func counterRects(out []uistate.Rect, cam *uistate.Camera, cs []Counter) []uistate.Rect {
	r := cam.Scale
	px := counterSize(r)
	depth := map[placeKey]int{}
	boxN := 0
	for i := range cs {
		c := &cs[i]
		var at uistate.Point
		switch {
		case c.InBox:
			at = boxSlot(cam, boxN, px)
			boxN++
		default:
			k := placeKey{c.Hex, c.Roof, false}
			d := depth[k]
			depth[k] = d + 1
			at = cam.HexScreen(c.Hex)
			off := float64(min(d, stackShow)) * stackStep * r
			at.X += off
			at.Y -= off
			if c.Roof {
				at.Y -= r * 0.3
			}
		}
		out = append(out, uistate.Rect{X: math.Round(at.X - float64(px)/2), Y: math.Round(at.Y - float64(px)/2), W: float64(px), H: float64(px)})
	}
	return out
}

// boxSlot is the screen centre of the n-th counter in the Oskarberg box:
// in rows along the box, right of its title.
func boxSlot(cam *uistate.Camera, n, px int) uistate.Point {
	rows := 34
	if cam.World.Y > 0 {
		// The grid's rows follow from the world size (map and band).
		rows = int(math.Round((cam.World.Y - boxBand - uistate.Sqrt3/2) / uistate.Sqrt3))
	}
	cols := int(math.Round((cam.World.X-2)/1.5)) + 1
	br := boxRect(cols, rows)
	p := cam.ToScreen(uistate.Point{X: br.X + br.W*0.52, Y: br.Y + br.H*0.3})
	step := float64(px) + 3
	return uistate.Point{X: p.X + float64(px)/2 + float64(n%10)*step, Y: p.Y + float64(px)/2 + float64(n/10)*step}
}
