package ui

import (
	"fmt"
	"strconv"
	"strings"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"zulu1879/assets"
	"zulu1879/rorkesdrift"
	"zulu1879/ui/uistate"
)

// RorkeScreen is the Rorke's Drift screen of a campaign: package ui/rdui
// provides it (the gui command registers it with SetRorkeScreen); until
// one is registered a plain stand-in screen is used.
type RorkeScreen interface {
	Update() error
	Draw(dst *ebiten.Image)
	Layout(w, h int)
	// Done reports that the game is over and the player dismissed its ending.
	Done() bool
}

// RorkeOptions are what the campaign gives its Rorke's Drift screen.
type RorkeOptions struct {
	// Apply records an action through the campaign.
	Apply func(rorkesdrift.Action) error
	// Title heads the screen.
	Title string
	// Ledger is the Isandlwana ledger in short lines, for a side note.
	Ledger []string
}

var (
	rorkeMu      sync.Mutex
	rorkeFactory func(*rorkesdrift.Game, RorkeOptions) RorkeScreen
)

// SetRorkeScreen installs the maker of the campaign's Rorke's Drift screen.
func SetRorkeScreen(f func(*rorkesdrift.Game, RorkeOptions) RorkeScreen) {
	rorkeMu.Lock()
	defer rorkeMu.Unlock()
	rorkeFactory = f
}

// newRorkeScreen makes the Rorke's Drift screen of the campaign f.
func newRorkeScreen(a *App, f *uistate.Flow) RorkeScreen {
	o := RorkeOptions{Apply: f.ApplyRorke, Title: "Rorke's Drift — the campaign, later that afternoon", Ledger: f.SideNote()}
	rorkeMu.Lock()
	mk := rorkeFactory
	rorkeMu.Unlock()
	if mk != nil {
		return mk(f.C.Rorke(), o)
	}
	return &plainRorke{a: a, g: f.C.Rorke(), o: o}
}

// flowContinue moves the campaign on to its next screen.
func (a *App) flowContinue() {
	if a.flow == nil {
		return
	}
	if err := a.flow.Continue(); err != nil {
		a.say(true, "%v", err)
		return
	}
	a.showFlow()
}

func (a *App) updateCampaign() {
	if id, on := a.clickedButton(); id != "" && on {
		switch id {
		case "flow:continue":
			a.flowContinue()
		case "save":
			a.openSave()
		case "menu":
			a.toMenu()
		}
		return
	}
	switch {
	case inpututil.IsKeyJustPressed(ebiten.KeyEnter) || inpututil.IsKeyJustPressed(ebiten.KeyKPEnter):
		if a.screen == ScreenEnd {
			a.toMenu()
		} else {
			a.flowContinue()
		}
	case inpututil.IsKeyJustPressed(ebiten.KeyEscape):
		a.toMenu()
	}
}

// ledgerLayout places the ledger screen's parts.
type ledgerLayout struct {
	Card     uistate.Rect
	Entries  []uistate.Rect // one box per effect
	Continue uistate.Rect
	Save     uistate.Rect
	Menu     uistate.Rect
}

func (a *App) ledgerLayout(lines []uistate.LedgerLine) ledgerLayout {
	s := a.s
	W, H := float64(a.w), float64(a.h)
	cw := min(1000*s, W-40*s)
	l := ledgerLayout{Card: uistate.Rect{X: (W - cw) / 2, Y: 20 * s, W: cw, H: H - 40*s}}
	c := l.Card
	f := face(assets.Regular, 15*s)
	y := c.Y + 120*s
	for _, ln := range lines {
		n := len(wrap(f, "Because: "+ln.Cause, c.W-100*s)) + len(wrap(f, "So: "+ln.Effect, c.W-100*s))
		h := float64(n)*lineHeight(f) + 24*s
		l.Entries = append(l.Entries, uistate.Rect{X: c.X + 30*s, Y: y, W: c.W - 60*s, H: h})
		y += h + 10*s
	}
	by := c.Y + c.H - 64*s
	l.Continue = uistate.Rect{X: c.X + 30*s, Y: by, W: 360 * s, H: 44 * s}
	l.Save = uistate.Rect{X: c.X + 400*s, Y: by, W: 250 * s, H: 44 * s}
	l.Menu = uistate.Rect{X: c.X + c.W - 230*s, Y: by, W: 200 * s, H: 44 * s}
	return l
}

func (a *App) drawLedger(dst *ebiten.Image) {
	s := a.s
	f := a.flow
	dst.Fill(rgb(0x1D1915))
	lines := f.LedgerLines()
	l := a.ledgerLayout(lines)
	c := l.Card
	roundRect(dst, c, 10*s, colPanel)
	strokeRect(dst, c, 2*s, colGold)
	drawText(dst, "The ledger of Isandlwana", face(assets.Bold, 32*s), c.X+30*s, c.Y+20*s, alignLeft, colGold)
	hf := face(assets.Regular, 16*s)
	drawText(dst, fitText(hf, f.LedgerHeadline(), c.W-60*s), hf, c.X+30*s, c.Y+70*s, alignLeft, colText)
	body := face(assets.Regular, 15*s)
	bold := face(assets.Bold, 15*s)
	if len(lines) == 0 {
		drawText(dst, "Nothing from Isandlwana changes the set-up at Rorke's Drift.", face(assets.Italic, 17*s), c.X+30*s, c.Y+130*s, alignLeft, colText)
	}
	for k, ln := range lines {
		r := l.Entries[k]
		roundRect(dst, r, 6*s, rgb(0x3A3228))
		drawText(dst, strconv.Itoa(k+1)+".", bold, r.X+12*s, r.Y+12*s, alignLeft, colGold)
		y := r.Y + 12*s
		for _, wl := range wrap(body, "Because: "+ln.Cause, r.W-60*s) {
			drawText(dst, wl, body, r.X+44*s, y, alignLeft, colDim)
			y += lineHeight(body)
		}
		for _, wl := range wrap(body, "So: "+ln.Effect, r.W-60*s) {
			drawText(dst, wl, body, r.X+44*s, y, alignLeft, colText)
			y += lineHeight(body)
		}
	}
	next := "On to Rorke's Drift"
	if f.C.Rorke() != nil {
		next = "Back to Rorke's Drift"
	}
	a.drawButton(dst, l.Continue, next, "Enter", true, "flow:continue")
	a.drawButton(dst, l.Save, "Save the campaign", "Ctrl+S", true, "save")
	a.drawButton(dst, l.Menu, "Start screen", "Esc", true, "menu")
	flushText()
}

func (a *App) drawEnd(dst *ebiten.Image) {
	s := a.s
	dst.Fill(rgb(0x1D1915))
	title, lines := a.flow.Ending()
	f := face(assets.Regular, 16*s)
	var wrapped []string
	for _, ln := range lines {
		wrapped = append(wrapped, wrap(f, ln, min(900*s, float64(a.w)-100*s))...)
	}
	r := a.drawCard(dst, 980*s, 160*s+float64(len(wrapped))*lineHeight(f))
	drawText(dst, title, face(assets.Bold, 34*s), r.X+r.W/2, r.Y+24*s, alignCenter, colGold)
	y := r.Y + 84*s
	for _, ln := range wrapped {
		drawText(dst, ln, f, r.X+30*s, y, alignLeft, colText)
		y += lineHeight(f)
	}
	a.drawButton(dst, uistate.Rect{X: r.X + r.W/2 - 160*s, Y: r.Y + r.H - 56*s, W: 320 * s, H: 38 * s}, "Back to the start screen", "Enter", true, "menu")
	flushText()
}

// DrawLedger draws the ledger screen of campaign f into dst (at UI scale
// s), as the window would. Tests and screenshots use it.
func DrawLedger(dst *ebiten.Image, f *uistate.Flow, s float64) {
	a := NewApp(1879)
	b := dst.Bounds()
	a.s, a.w, a.h = s, b.Dx(), b.Dy()
	a.model, a.flow, a.screen = f.Model, f, ScreenLedger
	a.Draw(dst)
}

// plainRorke is the stand-in Rorke's Drift screen: the state in words and
// the legal actions as buttons.
type plainRorke struct {
	a *App
	g *rorkesdrift.Game
	o RorkeOptions

	err  string
	done bool
}

func (p *plainRorke) Layout(w, h int) {}
func (p *plainRorke) Done() bool      { return p.done }

func (p *plainRorke) apply(act rorkesdrift.Action) {
	if err := p.o.Apply(act); err != nil {
		p.err = err.Error()
		return
	}
	p.err = ""
}

func (p *plainRorke) Update() error {
	a := p.a
	id, on := a.clickedButton()
	switch {
	case id == "rd:done" && on:
		p.done = true
	case id == "rd:advisor" && on:
		act, _ := rorkesdrift.Advisor{}.Choose(p.g)
		p.apply(act)
	case strings.HasPrefix(id, "rd:act:") && on:
		k, err := strconv.Atoi(strings.TrimPrefix(id, "rd:act:"))
		if legal := p.g.Legal(); err == nil && k >= 0 && k < len(legal) {
			p.apply(legal[k])
		}
	case id == "menu":
		a.toMenu()
	}
	if p.g.Over() && (inpututil.IsKeyJustPressed(ebiten.KeyEnter) || inpututil.IsKeyJustPressed(ebiten.KeyKPEnter)) {
		p.done = true
	}
	if !p.g.Over() && inpututil.IsKeyJustPressed(ebiten.KeyA) {
		act, _ := rorkesdrift.Advisor{}.Choose(p.g)
		p.apply(act)
	}
	return nil
}

func (p *plainRorke) Draw(dst *ebiten.Image) {
	a := p.a
	s := a.s
	a.hits = a.hits[:0]
	dst.Fill(rgb(0x1D1915))
	x, y := 30*s, 20*s
	w := float64(a.w) - 60*s
	drawText(dst, p.o.Title, face(assets.Bold, 28*s), x, y, alignLeft, colGold)
	y += 50 * s
	f := face(assets.Regular, 15*s)
	r := p.g.Result()
	drawText(dst, fmt.Sprintf("Turn %d · %s · %d VP so far · %d card(s) in hand", p.g.Turn, p.g.Phase, r.VP, len(p.g.Hand)), f, x, y, alignLeft, colText)
	y += lineHeight(f) + 6*s
	for _, ln := range p.o.Ledger {
		drawText(dst, fitText(f, "Ledger: "+ln, w), f, x, y, alignLeft, colDim)
		y += lineHeight(f)
	}
	if p.err != "" {
		drawText(dst, fitText(f, p.err, w), f, x, y, alignLeft, colError)
		y += lineHeight(f)
	}
	y += 10 * s
	if p.g.Over() {
		drawText(dst, fitText(f, fmt.Sprintf("The game is over: %s, %d VP (%s).", r.Cause, r.VP, r.LevelName), w), f, x, y, alignLeft, colGold)
		y += 40 * s
		a.drawButton(dst, uistate.Rect{X: x, Y: y, W: 360 * s, H: 40 * s}, "Continue: the campaign's result", "Enter", true, "rd:done")
		flushText()
		return
	}
	a.drawButton(dst, uistate.Rect{X: x, Y: y, W: 360 * s, H: 36 * s}, "Let the advisor choose", "A", true, "rd:advisor")
	a.drawButton(dst, uistate.Rect{X: x + 370*s, Y: y, W: 200 * s, H: 36 * s}, "Start screen", "Ctrl+M", true, "menu")
	y += 46 * s
	for k, act := range p.g.Legal() {
		if y > float64(a.h)-50*s {
			break
		}
		a.drawButton(dst, uistate.Rect{X: x, Y: y, W: w, H: 32 * s}, p.g.Describe(act), "", true, "rd:act:"+strconv.Itoa(k))
		y += 36 * s
	}
	flushText()
}
