package ui

import (
	"fmt"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"zulu1879/assets"
	"zulu1879/hexmap"
	"zulu1879/isandlwana"
	"zulu1879/ui/paint"
	"zulu1879/ui/uistate"
)

// hitButton is a button drawn this frame, for clicks.
type hitButton struct {
	r  uistate.Rect
	id string
	on bool
	// label is the button's label; cut is set when it did not fit and was
	// drawn shortened with "…" (the tests hold every button to fitting).
	label string
	cut   bool
}

func sideColor(s isandlwana.Side) colorRGBA {
	switch s {
	case isandlwana.British:
		return paint.ColBritish
	case isandlwana.Zulu:
		return paint.ColZulu
	}
	return paint.ColDim
}

// drawButton draws one button and records it for clicks.
func (a *App) drawButton(dst *ebiten.Image, r uistate.Rect, label, key string, on bool, id string) {
	s := a.s
	bg := paint.ColButton
	if !on {
		bg = paint.ColButtonOff
	} else if r.Contains(a.mouse) {
		bg = paint.ColButtonHi
	}
	roundRect(dst, r, 5*s, bg)
	f := paint.Face(assets.Bold, 14*s)
	tc := paint.ColText
	if !on {
		tc = paint.ColDim
	}
	lbl := paint.Ellipsize(f, label, r.W-16*s-paint.TextWidth(f, key))
	pending.Text(dst, lbl, f, r.X+8*s, r.Y+(r.H-paint.LineHeight(f))/2, paint.AlignLeft, tc)
	if key != "" {
		kf := paint.Face(assets.Regular, 12*s)
		pending.Text(dst, key, kf, r.X+r.W-8*s, r.Y+(r.H-paint.LineHeight(kf))/2, paint.AlignRight, paint.ColGold)
	}
	a.hits = append(a.hits, hitButton{r: r, id: id, on: on, label: label, cut: lbl != label})
}

// drawBar draws the phase and turn bar across the top: the title, the turn
// record track, the turn and phase with whose move it is, and the buttons.
// In a narrow window the buttons drop their key hints, the track boxes
// their notes and then the title goes, and the phase line is cut with "…"
// rather than run under the buttons (see barLayout).
func (a *App) drawBar(dst *ebiten.Image, l uistate.Layout) {
	m := a.model
	s := a.s
	fillRect(dst, l.Bar, paint.ColBar)
	line(dst, 0, l.Bar.H-1, l.Bar.W, l.Bar.H-1, 2*s, paint.ColPanelEdge)
	buttons := []struct{ id, label, key string }{{"menu", "Menu", "Esc"}, {"rules", "Rules", "R"}, {"help", "Help", "H"}, {"load", "Load", "^O"}, {"save", "Save", "^S"}}
	bl := barLayout(l.Bar.W, s, len(m.TurnTrack()), len(buttons))
	if bl.Title {
		tf := paint.Face(assets.Bold, 20*s)
		pending.Text(dst, "Isandlwana", tf, 14*s, 8*s, paint.AlignLeft, paint.ColGold)
		df := paint.Face(assets.Regular, 12*s)
		pending.Text(dst, "22 January 1879", df, 14*s, 36*s, paint.AlignLeft, paint.ColDim)
	}
	// The turn record track.
	x := bl.TrackX
	bw, bh := bl.BoxW, 44*s
	nf := paint.Face(assets.Bold, 18*s)
	a.turnBoxes = a.turnBoxes[:0]
	for _, tb := range m.TurnTrack() {
		r := uistate.Rect{X: x, Y: 10 * s, W: bw, H: bh}
		a.turnBoxes = append(a.turnBoxes, turnBoxAt{r, tb.Tip})
		bg := paint.RGB(0x3A3228)
		if tb.Past {
			bg = paint.RGB(0x2A241D)
		}
		if tb.Current {
			bg = paint.RGB(0x8A6A2A)
		}
		roundRect(dst, r, 4*s, bg)
		if tb.Current {
			var p = r
			strokeRect(dst, p, 2*s, paint.ColGold)
		}
		pending.Text(dst, fmt.Sprint(tb.Turn), nf, r.X+6*s, r.Y+2*s, paint.AlignLeft, paint.ColText)
		if tb.Note != "" && bl.Notes {
			nf2 := paint.Face(assets.Regular, 10*s)
			lines := paint.Wrap(nf2, tb.Note, bw-28*s)
			for k, ln := range lines {
				if k > 2 {
					break
				}
				pending.Text(dst, ln, nf2, r.X+r.W-4*s, r.Y+3*s+float64(k)*12*s, paint.AlignRight, paint.ColDim)
			}
		}
		x += bw + 4*s
	}
	label := m.Game().PhaseLabel()
	if m.Game().Over() {
		label = "Game over"
	}
	title := fmt.Sprintf("Turn %d · %s", m.Game().Turn, label)
	// The type shrinks a little before the title is cut ("IV. British
	// Movement or Combat" is the longest).
	pf := paint.Face(assets.Bold, 17*s)
	for _, px := range []float64{16, 15, 14} {
		if paint.TextWidth(pf, title) <= bl.TextW {
			break
		}
		pf = paint.Face(assets.Bold, px*s)
	}
	phase := paint.Ellipsize(pf, title, bl.TextW)
	pending.Text(dst, phase, pf, bl.TextX, 8*s, paint.AlignLeft, paint.ColText)
	wf := paint.Face(assets.Bold, 14*s)
	who := m.Game().ToAct()
	if m.Game().Over() {
		who = m.Game().Outcome.Winner()
	}
	pending.Text(dst, paint.Ellipsize(wf, m.WhoseMove(), bl.TextW), wf, bl.TextX, 34*s, paint.AlignLeft, sideColor(who))
	// Help, rules and menu on the right.
	bx := l.Bar.W - 10*s
	for _, b := range buttons {
		bx -= bl.ButtonW
		key := b.key
		if !bl.Keys {
			key = ""
		}
		a.drawButton(dst, uistate.Rect{X: bx, Y: 14 * s, W: bl.ButtonW, H: 34 * s}, b.label, key, true, b.id)
		bx -= 6 * s
	}
}

// barSpace is where the parts of the top bar go (see barLayout).
type barSpace struct {
	Title        bool    // room for the title and date at the left
	TrackX, BoxW float64 // the turn track's left edge and box width
	Notes        bool    // the boxes are wide enough for their notes
	TextX, TextW float64 // the phase lines' left edge and room
	ButtonW      float64 // each button's width
	Keys         bool    // the buttons show their keys
}

// barLayout shares a bar w wide (at scale s) among the title, a turn track
// of boxes boxes, the phase lines and buttons buttons at the right. The
// phase lines are given a fixed reserve, so that the track does not change
// width from phase to phase; when the bar is too narrow, the buttons drop
// their key hints first, then the title goes, then the track boxes shrink
// to their numbers, and what is left is the phase lines' room.
func barLayout(w, s float64, boxes, buttons int) barSpace {
	const (
		titleW  = 150 // title and date
		gap     = 14  // between the track and the phase lines
		reserve = 260 // the phase lines' room kept before the track grows
		boxMin  = 34  // a box with its turn number only
		boxNote = 50  // a box with its note
		boxMax  = 84
	)
	sp := barSpace{Title: true, ButtonW: 84 * s, Keys: true}
	buttonsW := func() float64 { return float64(buttons)*(sp.ButtonW+6*s) + 10*s }
	left := func() float64 {
		if sp.Title {
			return titleW * s
		}
		return gap * s
	}
	boxRoom := func() float64 {
		return (w-buttonsW()-left()-gap*s-reserve*s-10*s)/float64(boxes) - 4*s
	}
	if boxRoom() < boxNote*s {
		sp.ButtonW, sp.Keys = 60*s, false
	}
	if boxRoom() < boxMin*s {
		sp.Title = false
	}
	sp.BoxW = math.Max(boxMin*s, math.Min(boxMax*s, boxRoom()))
	sp.Notes = sp.BoxW >= boxNote*s
	sp.TrackX = left()
	sp.TextX = sp.TrackX + float64(boxes)*(sp.BoxW+4*s) + gap*s
	sp.TextW = math.Max(0, w-buttonsW()-10*s-sp.TextX)
	return sp
}

// drawPanel draws the side panel: instructions, buttons, odds, dice and log.
func (a *App) drawPanel(dst *ebiten.Image, l uistate.Layout) {
	m := a.model
	s := a.s
	p := l.Panel
	fillRect(dst, p, paint.ColPanel)
	line(dst, p.X, p.Y, p.X, p.Y+p.H, 2*s, paint.ColPanelEdge)
	pad := 14 * s
	x, w := p.X+pad, p.W-2*pad
	y := p.Y + pad
	body := paint.Face(assets.Regular, 14*s)
	bold := paint.Face(assets.Bold, 15*s)
	lh := paint.LineHeight(body)
	for _, ln := range paint.Wrap(bold, m.Instructions(), w) {
		pending.Text(dst, ln, bold, x, y, paint.AlignLeft, paint.ColText)
		y += paint.LineHeight(bold)
	}
	if m.Info != "" {
		y += 4 * s
		c := paint.ColGold
		if m.IsError {
			c = paint.ColError
		}
		for _, ln := range paint.Wrap(body, m.Info, w) {
			pending.Text(dst, ln, body, x, y, paint.AlignLeft, c)
			y += lh
		}
	}
	y += 8 * s
	// Fire odds before the dice.
	if m.Fire != nil {
		y = a.drawFirePlan(dst, x, y, w)
	} else if !m.Sel.Hex.IsNone() && m.Game().Map().Contains(m.Sel.Hex) {
		small := paint.Face(assets.Regular, 13*s)
		for k, ln := range m.HexInfo(m.Sel.Hex) {
			f := small
			if k == 0 {
				f = paint.Face(assets.Bold, 14*s)
			}
			for _, wl := range paint.Wrap(f, ln, w) {
				pending.Text(dst, wl, f, x, y, paint.AlignLeft, paint.ColDim)
				y += paint.LineHeight(f)
			}
		}
		y += 6 * s
	}
	// Buttons.
	bh := 32 * s
	var pm *uistate.Button
	for _, b := range m.Buttons() {
		b := b
		if strings.HasPrefix(b.ID, "sp-:") {
			pm = &b
			continue
		}
		if strings.HasPrefix(b.ID, "sp+:") && pm != nil {
			// − and + sit beside the firer above them.
			r1 := uistate.Rect{X: x + w - 76*s, Y: y - bh - 4*s, W: 36 * s, H: bh}
			r2 := uistate.Rect{X: x + w - 36*s, Y: y - bh - 4*s, W: 36 * s, H: bh}
			a.drawButton(dst, r1, pm.Label, "", pm.Enabled, pm.ID)
			a.drawButton(dst, r2, b.Label, "", b.Enabled, b.ID)
			pm = nil
			continue
		}
		bw := w
		if m.Fire != nil && m.Fire.Split && strings.HasPrefix(b.ID, "unit:") {
			bw = w - 82*s
		}
		a.drawButton(dst, uistate.Rect{X: x, Y: y, W: bw, H: bh}, b.Label, b.Key, b.Enabled, b.ID)
		y += bh + 4*s
		if y > p.Y+p.H*0.85 {
			break
		}
	}
	y += 6 * s
	if m.Fire != nil {
		y = a.drawFireOdds(dst, x, y, w)
	}
	// Dice of the last roll.
	if len(m.Dice) > 0 && m.DiceAge < uistate.DiceShown {
		ds := 30 * s
		small := paint.Face(assets.Regular, 12*s)
		for k, r := range m.Dice {
			if k >= 3 {
				break
			}
			body := paint.RGB(0xF4F0E4)
			if r.Hit {
				body = paint.RGB(0xF2C0B8)
			}
			drawDie(dst, x, y, ds, r.Die, body, paint.RGB(0x1A1A1A))
			tl := paint.Wrap(small, r.Text, w-ds-8*s)
			for j, ln := range tl {
				if j > 2 {
					break
				}
				pending.Text(dst, ln, small, x+ds+8*s, y+float64(j)*paint.LineHeight(small), paint.AlignLeft, paint.ColText)
			}
			y += math.Max(ds, float64(min(len(tl), 3))*paint.LineHeight(small)) + 6*s
		}
	}
	if y < p.Y+p.H-260*s {
		y = a.drawKey(dst, x, y+4*s, w)
	}
	// The log fills the rest, newest at the bottom.
	y += 4 * s
	line(dst, x, y, x+w, y, 1*s, paint.ColPanelEdge)
	y += 6 * s
	hf := paint.Face(assets.Bold, 13*s)
	pending.Text(dst, "Log", hf, x, y, paint.AlignLeft, paint.ColDim)
	if len(a.model.Reasons) > 0 {
		hint := "B: show the bots' reasons"
		if a.model.ShowReasons {
			hint = "B: hide the bots' reasons"
		}
		pending.Text(dst, hint, paint.Face(assets.Regular, 12*a.s), x+w, y+2*a.s, paint.AlignRight, paint.ColDim)
	}
	y += paint.LineHeight(hf) + 2*s
	small := paint.Face(assets.Regular, 12*s)
	slh := paint.LineHeight(small)
	bottom := p.Y + p.H - pad
	avail := int((bottom - y) / slh)
	if avail <= 0 {
		return
	}
	var rows []struct {
		t string
		c colorRGBA
	}
	for _, ll := range m.LogLines(60) {
		c := paint.ColDim
		t := ll.Text
		if ll.Reason {
			c = paint.ColGold
			t = "» " + t
		} else if len(ll.Dice) > 0 {
			c = paint.ColText
			t = fmt.Sprintf("[%d] %s", ll.Dice[0], t)
		}
		for _, wl := range paint.Wrap(small, t, w) {
			rows = append(rows, struct {
				t string
				c colorRGBA
			}{wl, c})
		}
	}
	if len(rows) > avail {
		rows = rows[len(rows)-avail:]
	}
	for _, r := range rows {
		pending.Text(dst, r.t, small, x, y, paint.AlignLeft, r.c)
		y += slh
	}
}

func (a *App) drawFirePlan(dst *ebiten.Image, x, y, w float64) float64 {
	m := a.model
	s := a.s
	g := m.Game()
	f := paint.Face(assets.Regular, 13*s)
	bf := paint.Face(assets.Bold, 15*s)
	t := m.Fire.Target
	pending.Text(dst, fmt.Sprintf("Fire at %s (%d Zulu)", t, g.ZulusAt(t)), bf, x, y, paint.AlignLeft, paint.ColText)
	y += paint.LineHeight(bf)
	// Every eligible firer keeps its row whether it fires or not, so that
	// switching one on or off moves nothing under the pointer.
	for _, sh := range m.Fire.Shots {
		u := &g.Units[sh.Unit]
		los := "clear"
		if !g.Map().LineOfSight(u.Hex, t) {
			los = "blocked"
		}
		ln := fmt.Sprintf("%s from %s: range %d, line of sight %s", u.Name, u.Hex, hexDist(u.Hex, t), los)
		c := paint.ColDim
		if !sh.On {
			ln = u.Name + " from " + u.Hex.String() + ": not firing"
			c = paint.RGB(0x857A66) // dimmer than ColDim: listed, not firing
		}
		pending.Text(dst, paint.Ellipsize(f, ln, w), f, x, y, paint.AlignLeft, c)
		y += paint.LineHeight(f)
	}
	return y + 4*s
}

// drawFireOdds is the planned fire's arithmetic, hit range and chance, and
// any strength that buys nothing. It sits below the firers' buttons, so its
// changing length never moves them.
func (a *App) drawFireOdds(dst *ebiten.Image, x, y, w float64) float64 {
	m := a.model
	s := a.s
	f := paint.Face(assets.Regular, 13*s)
	odds, err := m.FireOdds()
	if err != nil {
		pending.Text(dst, err.Error(), f, x, y, paint.AlignLeft, paint.ColError)
		return y + paint.LineHeight(f) + 6*s
	}
	for _, ln := range paint.Wrap(f, odds.Detail, w) {
		pending.Text(dst, ln, f, x, y, paint.AlignLeft, paint.ColDim)
		y += paint.LineHeight(f)
	}
	big := paint.Face(assets.Bold, 18*s)
	pending.Text(dst, fmt.Sprintf("Hits on %s · chance %.0f%%", uistate.HitsOn(odds.HitNumber), odds.Chance*100), big, x, y+2*s, paint.AlignLeft, paint.ColGold)
	y += paint.LineHeight(big) + 4*s
	if n := m.Wasted(); n > 0 {
		msg := fmt.Sprintf("%d SP wasted: fewer reach the same hit number", n)
		if n == 1 {
			msg = "1 SP wasted: less reaches the same hit number"
		}
		pending.Text(dst, paint.Ellipsize(f, msg, w), f, x, y, paint.AlignLeft, paint.ColError)
		y += paint.LineHeight(f)
	}
	return y + 6*s
}

// drawKey is the map key: terrain with MP and defence, road, onrush and
// escape hexes, in two columns. It returns the y below it.
func (a *App) drawKey(dst *ebiten.Image, x, y, w float64) float64 {
	s := a.s
	f := paint.Face(assets.Regular, 12*s)
	key := a.model.Game().Map().Key
	type item struct {
		draw func(r uistate.Rect)
		name string
	}
	var items []item
	for _, t := range []hexmap.Terrain{hexmap.Clear, hexmap.Tents, hexmap.Wagons, hexmap.Broken, hexmap.Donga, hexmap.Ledge, hexmap.Heights} {
		t := t
		info := key[t]
		name := fmt.Sprintf("%s %d MP, DF %d", t, info.MoveCost, info.Defense)
		if info.MoveCost == 0 {
			name = fmt.Sprintf("%s: impassable", t)
		}
		items = append(items, item{func(r uistate.Rect) { fillRect(dst, r, terrainFill[t]) }, name})
	}
	items = append(items,
		item{func(r uistate.Rect) {
			line(dst, r.X, r.Y+r.H/2, r.X+r.W, r.Y+r.H/2, 5*s, colRoadEdge)
			line(dst, r.X, r.Y+r.H/2, r.X+r.W, r.Y+r.H/2, 2.5*s, colRoadBed)
		}, "road (wagon 2 hexes)"},
		item{func(r uistate.Rect) { strokeRect(dst, r, 2.5*s, colOnrush) }, "onrush hex"},
		item{func(r uistate.Rect) { strokeRect(dst, r, 2.5*s, colEscape) }, "escape hex (west edge)"},
	)
	lh := paint.LineHeight(f) + 3*s
	colW := w / 2
	for k, it := range items {
		cx := x + float64(k%2)*colW
		cy := y + float64(k/2)*lh
		it.draw(uistate.Rect{X: cx, Y: cy + 2*s, W: 18 * s, H: lh - 6*s})
		pending.Text(dst, it.name, f, cx+24*s, cy, paint.AlignLeft, paint.ColDim)
	}
	return y + float64((len(items)+1)/2)*lh + 4*s
}
