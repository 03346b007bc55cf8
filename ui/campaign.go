package ui

import (
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"zulu1879/assets"
	"zulu1879/ramparts"
	"zulu1879/ui/paint"
	"zulu1879/ui/rdui"
	"zulu1879/ui/uistate"
)

// RorkeScreen is what the window asks of the Rorke's Drift screen (package
// ui/rdui's): the four methods every screen of the window has.
type RorkeScreen interface {
	Update() error
	Draw(dst *ebiten.Image)
	Layout(w, h int)
	// Done reports that the game is over and the player dismissed its ending.
	Done() bool
}

// CampaignRorkeTitle is the subtitle of Rorke's Drift played in a campaign.
// (the bar's title already says "Rorke's Drift").
const CampaignRorkeTitle = "The campaign · later that afternoon"

// newRorkeScreen makes the Rorke's Drift screen of the campaign f.
func newRorkeScreen(f *uistate.Flow) RorkeScreen {
	s := rdui.New(f.C.Rorke(), rdui.Options{Apply: f.ApplyRorke, Title: CampaignRorkeTitle, Ledger: f.SideNote(), Hosted: true})
	// Undo plays the battle's actions again from its seed (the campaign
	// keeps them in a list of its own, not a saves.Record).
	s.Model().ListUndo(func() []string { return f.C.RorkeActions() },
		func(n int) (*ramparts.Game, error) { return f.C.RorkeAt(n) }, f.TakeBackRorke)
	return s
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
		case "flow:tactical":
			a.flowTactical()
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
	case inpututil.IsKeyJustPressed(ebiten.KeyT) && a.screen == ScreenLedger:
		a.flowTactical()
	case inpututil.IsKeyJustPressed(ebiten.KeyEscape):
		a.toMenu()
	}
}

// flowTactical goes on from the ledger to The Defense of Rorke's Drift.
func (a *App) flowTactical() {
	if a.flow == nil {
		return
	}
	if err := a.flow.ContinueTactical(); err != nil {
		a.say(true, "%v", err)
		return
	}
	a.showFlow()
}

// The ledger's two ways on, each with its key: Enter (as before there was
// a choice) for Zulus on the Ramparts, T for the tactical game.
const (
	LedgerRampartsLabel = "Continue: " + uistate.RampartsTitle + " (solitaire)"
	LedgerTacticalLabel = "Continue: The Defense of Rorke's Drift (tactical)"
	ledgerRampartsKey   = "Enter"
	ledgerTacticalKey   = "T"
)

// ledgerEntryLines are an effect's lines on the ledger screen: its cause,
// then what it changes in each Rorke's Drift game.
func ledgerEntryLines(ln uistate.LedgerLine) (cause, effects []string) {
	cause = []string{"Because: " + ln.Cause}
	effects = []string{"On the Ramparts: " + ln.Effect}
	if ln.Tactical != "" {
		effects = append(effects, "In the tactical game: "+ln.Tactical)
	}
	return cause, effects
}

// ledgerLayout places the ledger screen's parts.
type ledgerLayout struct {
	Card     uistate.Rect
	Entries  []uistate.Rect // one box per effect
	Continue uistate.Rect   // on to Zulus on the Ramparts
	Tactical uistate.Rect   // on to The Defense of Rorke's Drift
	Save     uistate.Rect
	Menu     uistate.Rect
}

// buttonWidth is the width a button of drawButton needs to show label and
// key whole.
func buttonWidth(s float64, label, key string) float64 {
	w := paint.TextWidth(paint.Face(assets.Bold, 14*s), label) + 16*s
	if key != "" {
		w += paint.TextWidth(paint.Face(assets.Regular, 12*s), key) + 12*s
	}
	return math.Ceil(w)
}

func (a *App) ledgerLayout(lines []uistate.LedgerLine) ledgerLayout {
	s := a.s
	W, H := float64(a.w), float64(a.h)
	cw := min(1000*s, W-40*s)
	l := ledgerLayout{Card: uistate.Rect{X: (W - cw) / 2, Y: 20 * s, W: cw, H: H - 40*s}}
	c := l.Card
	f := paint.Face(assets.Regular, 15*s)
	y := c.Y + 120*s
	for _, ln := range lines {
		cause, effects := ledgerEntryLines(ln)
		n := 0
		for _, t := range append(cause, effects...) {
			n += len(paint.Wrap(f, t, c.W-120*s))
		}
		h := float64(n)*paint.LineHeight(f) + 24*s
		l.Entries = append(l.Entries, uistate.Rect{X: c.X + 30*s, Y: y, W: c.W - 60*s, H: h})
		y += h + 10*s
	}
	// The bottom row: Save from the left, Start screen at the right; a
	// card too narrow for their full widths narrows both alike. Above it
	// the two ways on, side by side where both labels fit whole, else one
	// above the other across the card.
	by := c.Y + c.H - 64*s
	k := min(1, (c.W-60*s-10*s)/(450*s))
	l.Save = uistate.Rect{X: c.X + 30*s, Y: by, W: 250 * s * k, H: 44 * s}
	l.Menu = uistate.Rect{X: c.X + c.W - 30*s - 200*s*k, Y: by, W: 200 * s * k, H: 44 * s}
	row := c.W - 60*s
	half := (row - 10*s) / 2
	if buttonWidth(s, LedgerRampartsLabel, ledgerRampartsKey) <= half && buttonWidth(s, LedgerTacticalLabel, ledgerTacticalKey) <= half {
		l.Continue = uistate.Rect{X: c.X + 30*s, Y: by - 54*s, W: half, H: 44 * s}
		l.Tactical = uistate.Rect{X: l.Continue.X + half + 10*s, Y: by - 54*s, W: half, H: 44 * s}
	} else {
		l.Continue = uistate.Rect{X: c.X + 30*s, Y: by - 108*s, W: row, H: 44 * s}
		l.Tactical = uistate.Rect{X: c.X + 30*s, Y: by - 54*s, W: row, H: 44 * s}
	}
	return l
}

func (a *App) drawLedger(dst *ebiten.Image) {
	s := a.s
	f := a.flow
	dst.Fill(paint.RGB(0x1D1915))
	lines := f.LedgerLines()
	l := a.ledgerLayout(lines)
	c := l.Card
	roundRect(dst, c, 10*s, paint.ColPanel)
	strokeRect(dst, c, 2*s, paint.ColGold)
	pending.Text(dst, "The ledger of Isandlwana", paint.Face(assets.Bold, 32*s), c.X+30*s, c.Y+20*s, paint.AlignLeft, paint.ColGold)
	hf := paint.Face(assets.Regular, 16*s)
	pending.Text(dst, paint.Ellipsize(hf, f.LedgerHeadline(), c.W-60*s), hf, c.X+30*s, c.Y+70*s, paint.AlignLeft, paint.ColText)
	body := paint.Face(assets.Regular, 15*s)
	bold := paint.Face(assets.Bold, 15*s)
	if len(lines) == 0 {
		pending.Text(dst, "Nothing from Isandlwana changes the set-up at Rorke's Drift.", paint.Face(assets.Italic, 17*s), c.X+30*s, c.Y+130*s, paint.AlignLeft, paint.ColText)
	}
	for k, ln := range lines {
		r := l.Entries[k]
		roundRect(dst, r, 6*s, paint.RGB(0x3A3228))
		pending.Text(dst, strconv.Itoa(k+1)+".", bold, r.X+12*s, r.Y+12*s, paint.AlignLeft, paint.ColGold)
		y := r.Y + 12*s
		cause, effects := ledgerEntryLines(ln)
		for _, t := range cause {
			for _, wl := range paint.Wrap(body, t, r.W-60*s) {
				pending.Text(dst, wl, body, r.X+44*s, y, paint.AlignLeft, paint.ColDim)
				y += paint.LineHeight(body)
			}
		}
		for _, t := range effects {
			for _, wl := range paint.Wrap(body, t, r.W-60*s) {
				pending.Text(dst, wl, body, r.X+44*s, y, paint.AlignLeft, paint.ColText)
				y += paint.LineHeight(body)
			}
		}
	}
	next := LedgerRampartsLabel
	if f.C.Rorke() != nil {
		next = "Back to Rorke's Drift"
	}
	a.drawButton(dst, l.Continue, next, ledgerRampartsKey, true, "flow:continue")
	a.drawButton(dst, l.Tactical, LedgerTacticalLabel, ledgerTacticalKey, f.C.Rorke() == nil, "flow:tactical")
	a.drawButton(dst, l.Save, "Save the campaign", "Ctrl+S", true, "save")
	a.drawButton(dst, l.Menu, "Start screen", "Esc", true, "menu")
	pending.Flush()
}

// The campaign's end card has one button, endButtonW px wide at scale 1.
const (
	endButtonLabel = "Back to the start screen"
	endButtonW     = 320
)

func (a *App) drawEnd(dst *ebiten.Image) {
	s := a.s
	dst.Fill(paint.RGB(0x1D1915))
	title, lines := a.flow.Ending()
	f := paint.Face(assets.Regular, 16*s)
	var wrapped []string
	for _, ln := range lines {
		wrapped = append(wrapped, paint.Wrap(f, ln, min(900*s, float64(a.w)-100*s))...)
	}
	r := a.drawCard(dst, 980*s, 160*s+float64(len(wrapped))*paint.LineHeight(f))
	pending.Text(dst, title, paint.Face(assets.Bold, 34*s), r.X+r.W/2, r.Y+24*s, paint.AlignCenter, paint.ColGold)
	y := r.Y + 84*s
	for _, ln := range wrapped {
		pending.Text(dst, ln, f, r.X+30*s, y, paint.AlignLeft, paint.ColText)
		y += paint.LineHeight(f)
	}
	a.drawButton(dst, uistate.Rect{X: r.X + r.W/2 - endButtonW/2*s, Y: r.Y + r.H - 56*s, W: endButtonW * s, H: 38 * s}, endButtonLabel, "Enter", true, "menu")
	pending.Flush()
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
