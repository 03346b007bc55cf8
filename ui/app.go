// Package ui is the Ebitengine front end of zulu1879: the start screen, the
// board with its counters, the phase bar, the side panel, overlays and input.
// It is a thin layer: what is selected, lit, offered or said lives in
// ui/uistate, and every rule is the engine's (package game).
package ui

import (
	"image"
	"image/color"
	"math"
	"sync"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"zulu1879/game"
	"zulu1879/hexmap"
	"zulu1879/ui/uistate"
)

type colorRGBA = color.RGBA

func hexDist(a, b hexmap.Hex) int { return hexmap.Distance(a, b) }

func rectInt(r uistate.Rect) image.Rectangle {
	return image.Rect(int(math.Floor(r.X)), int(math.Floor(r.Y)), int(math.Ceil(r.X+r.W)), int(math.Ceil(r.Y+r.H)))
}

var (
	botsMu sync.Mutex
	bots   []uistate.Bot
)

// RegisterBot makes a computer player available on the start screen: a bot
// for the Zulus adds "solitaire as the British", one for the British adds
// "solitaire as the Zulus". The ai package's wiring calls it from init.
func RegisterBot(name string, side game.Side, choose func(*game.State) (game.Action, string)) {
	botsMu.Lock()
	defer botsMu.Unlock()
	bots = append(bots, uistate.Bot{Name: name, Side: side, Choose: choose})
}

// Bots lists the registered bots.
func Bots() []uistate.Bot {
	botsMu.Lock()
	defer botsMu.Unlock()
	return append([]uistate.Bot(nil), bots...)
}

// Screen names what the window shows.
type Screen uint8

// The screens.
const (
	ScreenMenu Screen = iota
	ScreenPlay
)

// App is the game window: an ebiten.Game.
type App struct {
	screen Screen
	menu   *uistate.Menu
	model  *uistate.Model

	s      float64 // UI scale (device scale factor)
	w, h   int     // screen size in device pixels
	fixedW int     // when set, Layout always answers this size (rendering)
	fixedH int
	fixedS float64

	mouse    uistate.Point
	hover    hexmap.Hex
	hits     []hitButton
	dragFrom *uistate.Point
	dragged  bool
	last     time.Time
	quit     bool
	Frames   int
}

// NewApp makes the window's game, starting at the start screen.
func NewApp(seed uint64) *App {
	return &App{menu: uistate.NewMenu(Bots(), seed), s: 1, hover: hexmap.None}
}

// NewAppPlaying makes the window's game showing model m.
func NewAppPlaying(m *uistate.Model) *App {
	a := NewApp(m.G.Seed)
	a.model, a.screen = m, ScreenPlay
	return a
}

// Model is the game being played (nil at the start screen).
func (a *App) Model() *uistate.Model { return a.model }

// Layout answers the screen size in device pixels, for crisp drawing on
// high-DPI screens.
func (a *App) Layout(outW, outH int) (int, int) {
	w, h := a.LayoutF(float64(outW), float64(outH))
	return int(w), int(h)
}

// LayoutF answers the screen size in device pixels.
func (a *App) LayoutF(outW, outH float64) (float64, float64) {
	if a.fixedW > 0 {
		a.s = a.fixedS
		a.w, a.h = a.fixedW, a.fixedH
		return float64(a.fixedW), float64(a.fixedH)
	}
	s := 1.0
	if mon := ebiten.Monitor(); mon != nil {
		s = mon.DeviceScaleFactor()
	}
	if s <= 0 {
		s = 1
	}
	a.s = s
	a.w, a.h = int(math.Ceil(outW*s)), int(math.Ceil(outH*s))
	return float64(a.w), float64(a.h)
}

// playLayout is the layout of the play screen now.
func (a *App) playLayout() uistate.Layout {
	return uistate.NewLayout(float64(a.w), float64(a.h), a.s)
}

// Update reads input and advances bots and animations.
func (a *App) Update() error {
	if a.quit {
		return ebiten.Termination
	}
	now := time.Now()
	dt := 1.0 / 60
	if !a.last.IsZero() {
		dt = math.Min(0.25, now.Sub(a.last).Seconds())
	}
	a.last = now
	mx, my := ebiten.CursorPosition()
	a.mouse = uistate.Point{X: float64(mx), Y: float64(my)}
	if ebiten.IsKeyPressed(ebiten.KeyControl) && inpututil.IsKeyJustPressed(ebiten.KeyQ) {
		return ebiten.Termination
	}
	switch a.screen {
	case ScreenMenu:
		a.updateMenu()
	case ScreenPlay:
		a.updatePlay(dt)
	}
	if a.quit {
		return ebiten.Termination
	}
	return nil
}

func (a *App) clickedButton() (string, bool) {
	if !inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonLeft) || a.dragged {
		return "", false
	}
	for _, b := range a.hits {
		if b.r.Contains(a.mouse) {
			return b.id, b.on
		}
	}
	return "", false
}

func (a *App) startGame() {
	m, err := a.menu.Start()
	if err != nil {
		return
	}
	a.model = m
	a.screen = ScreenPlay
	a.fitCamera(true)
}

func (a *App) fitCamera(reset bool) {
	if a.model == nil || a.w == 0 {
		return
	}
	l := a.playLayout()
	if reset || a.model.Cam.View.W == 0 {
		a.model.Cam = uistate.NewCamera(l.Map, a.model.Cam.World)
	} else {
		a.model.Cam.Resize(l.Map)
	}
}

// Draw paints the current screen.
func (a *App) Draw(screen *ebiten.Image) {
	a.hits = a.hits[:0]
	a.Frames++
	switch a.screen {
	case ScreenMenu:
		a.drawMenu(screen)
	case ScreenPlay:
		a.drawPlay(screen)
	}
}

// DrawPlay draws the play screen of the model into dst (w × h device pixels
// at UI scale s), as the window would. Tests and the render command use it.
func DrawPlay(dst *ebiten.Image, m *uistate.Model, s float64) {
	a := NewAppPlaying(m)
	b := dst.Bounds()
	a.s, a.w, a.h = s, b.Dx(), b.Dy()
	a.fitCamera(m.Cam.View != a.playLayout().Map)
	a.drawPlay(dst)
}

// DrawMenu draws the start screen into dst.
func DrawMenu(dst *ebiten.Image, s float64, seed uint64) {
	a := NewApp(seed)
	b := dst.Bounds()
	a.s, a.w, a.h = s, b.Dx(), b.Dy()
	a.drawMenu(dst)
}
