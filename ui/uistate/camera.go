package uistate

import "zulu1879/hexmap"

// Camera maps world units (hex radius 1) to screen pixels inside a view
// rectangle: screen = world × Scale + Off.
type Camera struct {
	Scale float64 // pixels per world unit (the hex radius in pixels)
	Off   Point   // screen position of the world origin
	View  Rect    // the part of the screen the map is drawn in
	World Point   // the map's world size
	// MinScale and MaxScale bound zooming.
	MinScale, MaxScale float64
}

// NewCamera makes a camera for a map of world size world shown in view, at
// the default zoom: the map fills the view (Fill).
func NewCamera(view Rect, world Point) Camera {
	c := Camera{View: view, World: world}
	c.Fill()
	return c
}

// FillScale is the scale at which the map covers the whole view, leaving no
// empty band: the larger of the two fits (the map then runs past the view
// in the other direction, and is panned to).
func (c *Camera) FillScale() float64 {
	if c.World.X <= 0 || c.World.Y <= 0 || c.View.W <= 0 || c.View.H <= 0 {
		return 1
	}
	return max(c.View.W/c.World.X, c.View.H/c.World.Y)
}

// MaxFillZoom bounds the default view's zoom over the whole-map view: the
// default never hides more than a fifth of the map's width or height.
const MaxFillZoom = 1.25

// Fill is the default view: the map covers the whole view, centred, so that
// no part of the window is left empty and the counters are as large as the
// window allows without hiding much of the map (at 1440×900 the map's two
// outer columns on each side are a drag or a 0 away). In a window whose
// shape is far from the map's, it stops at MaxFillZoom times the whole-map
// scale, leaving a band rather than hiding more. Fit shows it all.
func (c *Camera) Fill() {
	c.Fit()
	fill := min(c.FillScale(), c.Scale*MaxFillZoom)
	c.Scale = fill
	c.Off = Point{
		c.View.X + (c.View.W-c.World.X*fill)/2,
		c.View.Y + (c.View.H-c.World.Y*fill)/2,
	}
	c.clamp()
}

// FitScale is the scale at which the whole map fills the view.
func (c *Camera) FitScale() float64 {
	if c.World.X <= 0 || c.World.Y <= 0 || c.View.W <= 0 || c.View.H <= 0 {
		return 1
	}
	sx, sy := c.View.W/c.World.X, c.View.H/c.World.Y
	if sx < sy {
		return sx
	}
	return sy
}

// Fit zooms and centres so the whole map is in view.
func (c *Camera) Fit() {
	fit := c.FitScale()
	c.MinScale, c.MaxScale = fit*0.5, fit*5
	if c.MaxScale < 90 {
		c.MaxScale = 90
	}
	c.Scale = fit
	c.Off = Point{
		c.View.X + (c.View.W-c.World.X*fit)/2,
		c.View.Y + (c.View.H-c.World.Y*fit)/2,
	}
}

// Resize changes the view rectangle, keeping the world point at the view's
// centre where it was.
func (c *Camera) Resize(view Rect) {
	if view == c.View {
		return
	}
	if c.View.W <= 0 || c.View.H <= 0 {
		c.View = view
		c.Fit()
		return
	}
	mid := c.ToWorld(c.View.Center())
	c.View = view
	fit := c.FitScale()
	c.MinScale = fit * 0.5
	if c.Scale < c.MinScale {
		c.Scale = c.MinScale
	}
	vc := view.Center()
	c.Off = Point{vc.X - mid.X*c.Scale, vc.Y - mid.Y*c.Scale}
	c.clamp()
}

// ToScreen converts a world point to screen pixels.
func (c *Camera) ToScreen(p Point) Point {
	return Point{p.X*c.Scale + c.Off.X, p.Y*c.Scale + c.Off.Y}
}

// ToWorld converts screen pixels to a world point.
func (c *Camera) ToWorld(p Point) Point {
	return Point{(p.X - c.Off.X) / c.Scale, (p.Y - c.Off.Y) / c.Scale}
}

// HexScreen is the screen centre of hex h.
func (c *Camera) HexScreen(h hexmap.Hex) Point { return c.ToScreen(HexCenter(h)) }

// HexAt returns the hex under screen point p and whether p is inside the
// view at all.
func (c *Camera) HexAt(p Point) (hexmap.Hex, bool) {
	if !c.View.Contains(p) {
		return hexmap.None, false
	}
	return HexAtWorld(c.ToWorld(p)), true
}

// Pan moves the map by (dx, dy) screen pixels.
func (c *Camera) Pan(dx, dy float64) {
	c.Off.X += dx
	c.Off.Y += dy
	c.clamp()
}

// ZoomAt multiplies the scale by f, keeping the world point under screen
// point p fixed, within the zoom limits.
func (c *Camera) ZoomAt(f float64, p Point) {
	w := c.ToWorld(p)
	s := c.Scale * f
	if s < c.MinScale {
		s = c.MinScale
	}
	if s > c.MaxScale {
		s = c.MaxScale
	}
	c.Scale = s
	c.Off = Point{p.X - w.X*s, p.Y - w.Y*s}
	c.clamp()
}

// CenterOn puts hex h in the middle of the view.
func (c *Camera) CenterOn(h hexmap.Hex) {
	w := HexCenter(h)
	vc := c.View.Center()
	c.Off = Point{vc.X - w.X*c.Scale, vc.Y - w.Y*c.Scale}
	c.clamp()
}

// clamp keeps at least a quarter of the view covered by the map.
func (c *Camera) clamp() {
	mw, mh := c.World.X*c.Scale, c.World.Y*c.Scale
	keepX, keepY := min(c.View.W/4, mw), min(c.View.H/4, mh)
	// The map's right edge must stay right of View.X+keepX, its left edge left
	// of the view's right edge less keepX.
	if c.Off.X+mw < c.View.X+keepX {
		c.Off.X = c.View.X + keepX - mw
	}
	if c.Off.X > c.View.X+c.View.W-keepX {
		c.Off.X = c.View.X + c.View.W - keepX
	}
	if c.Off.Y+mh < c.View.Y+keepY {
		c.Off.Y = c.View.Y + keepY - mh
	}
	if c.Off.Y > c.View.Y+c.View.H-keepY {
		c.Off.Y = c.View.Y + c.View.H - keepY
	}
}

// Layout is where the parts of the play screen go for a window of w × h
// pixels at UI scale s (1 on ordinary screens, 2 on high-DPI ones).
type Layout struct {
	Bar, Panel, Map Rect
	S               float64
}

// NewLayout lays out the play screen: the phase bar across the top, the
// panel on the right, the map in the rest.
func NewLayout(w, h, s float64) Layout {
	if s <= 0 {
		s = 1
	}
	barH := 64 * s
	panelW := 380 * s
	if panelW > w*0.45 {
		panelW = w * 0.45
	}
	return Layout{
		S:     s,
		Bar:   Rect{0, 0, w, barH},
		Panel: Rect{w - panelW, barH, panelW, h - barH},
		Map:   Rect{0, barH, w - panelW, h - barH},
	}
}

// NoticeRect is where the window's passing notice (a save, a failed
// autosave) goes for a text textW pixels wide: centred at the foot of area,
// which is the map on the play screen, so that it never covers the panel's
// log or buttons. A text too long for the area is cut to fit.
func NoticeRect(area Rect, textW, s float64) Rect {
	if s <= 0 {
		s = 1
	}
	w := min(textW+30*s, area.W-20*s)
	h := 36 * s
	return Rect{X: area.X + (area.W-w)/2, Y: area.Y + area.H - h - 14*s, W: w, H: h}
}

// NoticeRectAvoiding places a notice of textW × textH pixels of text (one
// line or a few) as NoticeRect does, at least as tall as a one-line
// notice, then lifts it above every rectangle of avoid it would cover (the
// screen's buttons, the map's hint), one obstacle after another, so that a
// notice never hides what the player may click or read. When no place in
// area clears them all, it sits at the top of area.
func NoticeRectAvoiding(area Rect, textW, textH, s float64, avoid []Rect) Rect {
	r := NoticeRect(area, textW, s)
	if s <= 0 {
		s = 1
	}
	if h := textH + 16*s; h > r.H {
		r.Y -= h - r.H
		r.H = h
	}
	for range len(avoid) + 1 {
		top, hit := r.Y, false
		for _, q := range avoid {
			if q.W > 0 && q.H > 0 && r.Overlaps(q) {
				top, hit = min(top, q.Y), true
			}
		}
		if !hit {
			return r
		}
		r.Y = top - r.H - 8*s
		if r.Y < area.Y {
			break
		}
	}
	r.Y = area.Y + 14*s
	return r
}

// TooltipRect places a tooltip of w × h pixels for the pointer at p: inside
// area (the map, so it never covers the phase bar's buttons or the panel's
// log), off the rectangles in avoid (the lit hexes and the hovered one)
// when any place near the pointer or in a corner of the area allows, and
// else where it covers the least of them. Beside the pointer is preferred
// (below right, below left, above right, above left), then the corners.
func TooltipRect(p Point, w, h float64, area Rect, avoid []Rect, s float64) Rect {
	if s <= 0 {
		s = 1
	}
	gap, in := 18*s, 8*s
	w, h = min(w, area.W), min(h, area.H)
	cands := []Point{
		{p.X + gap, p.Y + gap}, {p.X - w - gap, p.Y + gap},
		{p.X + gap, p.Y - h - gap}, {p.X - w - gap, p.Y - h - gap},
		{area.X + in, area.Y + in}, {area.X + area.W - w - in, area.Y + in},
		{area.X + in, area.Y + area.H - h - in}, {area.X + area.W - w - in, area.Y + area.H - h - in},
	}
	best, bestScore := Rect{}, -1.0
	for _, c := range cands {
		r := Rect{X: max(area.X, min(c.X, area.X+area.W-w)), Y: max(area.Y, min(c.Y, area.Y+area.H-h)), W: w, H: h}
		score := 0.0
		for _, a := range avoid {
			score += overlapArea(r, a)
		}
		if r.Contains(p) {
			score += w * h
		}
		if bestScore < 0 || score < bestScore {
			best, bestScore = r, score
		}
		if score == 0 {
			break
		}
	}
	return best
}

func overlapArea(a, b Rect) float64 {
	w := min(a.X+a.W, b.X+b.W) - max(a.X, b.X)
	h := min(a.Y+a.H, b.Y+b.H) - max(a.Y, b.Y)
	if w <= 0 || h <= 0 {
		return 0
	}
	return w * h
}

// HexRect is the screen rectangle around hex h (its corners east and west,
// its flat sides top and bottom).
func (c *Camera) HexRect(h hexmap.Hex) Rect {
	p := c.HexScreen(h)
	return Rect{X: p.X - c.Scale, Y: p.Y - c.Scale*Sqrt3/2, W: 2 * c.Scale, H: c.Scale * Sqrt3}
}

// ShowsAll reports whether the whole map is in view (to within a pixel);
// when it is not, the window says how to see the rest.
func (c *Camera) ShowsAll() bool {
	tl, br := c.ToScreen(Point{}), c.ToScreen(c.World)
	v := c.View
	return tl.X >= v.X-1 && tl.Y >= v.Y-1 && br.X <= v.X+v.W+1 && br.Y <= v.Y+v.H+1
}
