package tacticalui

import (
	"encoding/binary"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"zulu1879/assets"
	"zulu1879/hexmap"
	"zulu1879/ui/paint"
	"zulu1879/ui/uistate"
)

// Marks are what the rules' state and the planners lay over the board, as
// plain values: lit hexes (where the selection may go, what it may fire
// at, a rank's arc), planned fire and melee, ranks, pairs of men, and
// fires in the buildings. The board draws them in its picture: the lit
// hexes and arcs under the counters, the rest over them.
type Marks struct {
	Lit    []LitHex
	Arrows []Arrow
	Ranks  []Rank
	// Pairs are two men working as one (carrying a patient, a helper on
	// a climb): their hexes are joined.
	Pairs [][2]hexmap.Hex
	// Fires are the hexes burning.
	Fires []hexmap.Hex
}

// LitKind is why a hex is lit.
type LitKind uint8

// The kinds of lit hex.
const (
	LitReach  LitKind = iota // the selection may move there (Note: its MP)
	LitTarget                // the selection may fire at or fight it
	LitArc                   // in a rank's arc of fire
)

// LitHex is a lit hex, with a short note written in it (a cost, odds).
type LitHex struct {
	Hex  hexmap.Hex
	Kind LitKind
	Note string
}

// ArrowKind is what an arrow plans.
type ArrowKind uint8

// The kinds of arrow.
const (
	ArrowFire  ArrowKind = iota // fire at a hex
	ArrowMelee                  // a Zulu attack
	ArrowMove                   // a move (a group command's proposal)
)

// Arrow is a planned fire, attack or move from one hex to another, with
// its label ("3 rifles · 2 hits", an MP cost).
type Arrow struct {
	From, To hexmap.Hex
	Kind     ArrowKind
	Label    string
}

// Rank is a ranked line of men: their hexes in order along the line, and
// the hexes its volley may reach.
type Rank struct {
	Hexes []hexmap.Hex
	Arc   []hexmap.Hex
}

// Overlay colours.
var (
	colReach   = fade(paint.RGB(0x3E7BD6), 90)
	colTarget  = fade(paint.RGB(0xD8442A), 110)
	colArc     = fade(paint.RGB(0xF2E27A), 80)
	colFireLn  = paint.RGB(0xE8462A)
	colMeleeLn = paint.RGB(0x8A1010)
	colMoveLn  = paint.RGB(0x2F6FD0)
	colRankLn  = fade(paint.RGB(0xFFFFFF), 200)
	colPair    = paint.RGB(0xE8C55A)
	colFlame   = paint.RGB(0xF07A1A)
	colFlameIn = paint.RGB(0xFFD24A)
	colFlameDk = paint.RGB(0xB8281A)
	colNightSh = fade(paint.RGB(0x0A1430), 70)
	colNote    = paint.RGB(0x101828)
)

// litColour is the fill of a lit hex of kind k.
func litColour(k LitKind) color.RGBA {
	switch k {
	case LitTarget:
		return colTarget
	case LitArc:
		return colArc
	}
	return colReach
}

// drawUnder draws the marks that go under the counters: the lit hexes
// and the arcs, with their notes.
func (b *Board) drawUnder(dst *ebiten.Image, mk *Marks) {
	cam := &b.Cam
	r := cam.Scale
	for _, rk := range mk.Ranks {
		for _, h := range rk.Arc {
			if c := cam.HexScreen(h); visible(c, r, cam.View) {
				b.sh.poly(colArc, hexPoints(c, r*0.96)...)
			}
		}
	}
	for _, l := range mk.Lit {
		c := cam.HexScreen(l.Hex)
		if visible(c, r, cam.View) {
			b.sh.poly(litColour(l.Kind), hexPoints(c, r*0.96)...)
		}
	}
	b.sh.flush(dst)
	notes := b.showNotes()
	f := paint.Face(assets.Bold, math.Max(7, r*0.42))
	for _, l := range mk.Lit {
		if l.Note == "" || !notes {
			continue
		}
		c := cam.HexScreen(l.Hex)
		if visible(c, r, cam.View) {
			b.texts.TextMid(dst, l.Note, f, c.X, c.Y+r*0.62, colNote)
		}
	}
	b.texts.Flush()
}

// flame draws a flame of height h standing on p: three tongues, dark red
// outside, orange, yellow at the heart.
func flame(b *batch, p uistate.Point, h float64) {
	tongue := func(dx, hh, w float64, c color.RGBA) {
		base := uistate.Point{X: p.X + dx, Y: p.Y}
		b.poly(c,
			uistate.Point{X: base.X - w, Y: base.Y},
			uistate.Point{X: base.X - w*0.6, Y: base.Y - hh*0.55},
			uistate.Point{X: base.X, Y: base.Y - hh},
			uistate.Point{X: base.X + w*0.6, Y: base.Y - hh*0.55},
			uistate.Point{X: base.X + w, Y: base.Y})
	}
	tongue(-h*0.22, h*0.75, h*0.22, colFlameDk)
	tongue(h*0.22, h*0.8, h*0.22, colFlameDk)
	tongue(0, h, h*0.32, colFlame)
	tongue(0, h*0.55, h*0.17, colFlameIn)
}

// drawOver draws the marks that go over the counters: the fires, the
// ranks, the pairs and the planned fire and melee with their labels.
func (b *Board) drawOver(dst *ebiten.Image, mk *Marks) {
	cam := &b.Cam
	r := cam.Scale
	// Fires go over the men: a burning room matters more than who is in it.
	for _, h := range mk.Fires {
		c := cam.HexScreen(h)
		if visible(c, r, cam.View) {
			flame(&b.sh, uistate.Point{X: c.X - r*0.5, Y: c.Y + r*0.72}, r*0.75)
		}
	}
	for _, rk := range mk.Ranks {
		for i := 1; i < len(rk.Hexes); i++ {
			b.sh.line(cam.HexScreen(rk.Hexes[i-1]), cam.HexScreen(rk.Hexes[i]), math.Max(2, r*0.16), 0, colRankLn)
		}
	}
	for _, p := range mk.Pairs {
		a, c := cam.HexScreen(p[0]), cam.HexScreen(p[1])
		_, n := axes(a, c)
		off := math.Max(1.5, r*0.08)
		w := math.Max(1.5, r*0.07)
		b.sh.line(shift(a, n, off), shift(c, n, off), w, 0, colPair)
		b.sh.line(shift(a, n, -off), shift(c, n, -off), w, 0, colPair)
	}
	for _, l := range mk.Arrows {
		col := colFireLn
		switch l.Kind {
		case ArrowMelee:
			col = colMeleeLn
		case ArrowMove:
			col = colMoveLn
		}
		a, c := cam.HexScreen(l.From), cam.HexScreen(l.To)
		if a == c {
			continue
		}
		u, n := axes(a, c)
		w := math.Max(2, r*0.14)
		tip := shift(c, u, -r*0.45)
		head := math.Max(6, r*0.45)
		b.sh.line(shift(a, u, r*0.3), shift(tip, u, -head*0.6), w, 0, col)
		b.sh.poly(col, tip, shift(shift(tip, u, -head), n, head*0.5), shift(shift(tip, u, -head), n, -head*0.5))
	}
	b.sh.flush(dst)
	f := paint.Face(assets.Bold, math.Max(8, r*0.5))
	for _, l := range mk.Arrows {
		if l.Label == "" {
			continue
		}
		m := lerp(cam.HexScreen(l.From), cam.HexScreen(l.To), 0.5)
		b.label(dst, l.Label, f, m)
	}
	b.texts.Flush()
}

// keyBuf builds a picture key: everything a picture shows, byte by byte.
type keyBuf struct{ b []byte }

func (k *keyBuf) f(x float64) { k.b = binary.LittleEndian.AppendUint64(k.b, math.Float64bits(x)) }
func (k *keyBuf) n(x int)     { k.b = binary.AppendVarint(k.b, int64(x)) }
func (k *keyBuf) hex(h hexmap.Hex) {
	k.n(h.Col)
	k.n(h.Row)
}
func (k *keyBuf) str(s string) {
	k.n(len(s))
	k.b = append(k.b, s...)
}
func (k *keyBuf) flag(on bool) {
	if on {
		k.b = append(k.b, 1)
	} else {
		k.b = append(k.b, 0)
	}
}

// marks appends the marks to the key.
func (k *keyBuf) marks(mk *Marks) {
	k.n(len(mk.Lit))
	for _, l := range mk.Lit {
		k.hex(l.Hex)
		k.n(int(l.Kind))
		k.str(l.Note)
	}
	k.n(len(mk.Arrows))
	for _, l := range mk.Arrows {
		k.hex(l.From)
		k.hex(l.To)
		k.n(int(l.Kind))
		k.str(l.Label)
	}
	k.n(len(mk.Ranks))
	for _, rk := range mk.Ranks {
		k.n(len(rk.Hexes))
		for _, h := range rk.Hexes {
			k.hex(h)
		}
		k.n(len(rk.Arc))
		for _, h := range rk.Arc {
			k.hex(h)
		}
	}
	k.n(len(mk.Pairs))
	for _, p := range mk.Pairs {
		k.hex(p[0])
		k.hex(p[1])
	}
	k.n(len(mk.Fires))
	for _, h := range mk.Fires {
		k.hex(h)
	}
}
