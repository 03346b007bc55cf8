// Package ui is the Ebitengine front end of zulu1879: the start screen, the
// board with its counters, the phase bar, the side panel, overlays and input.
// It is a thin layer: what is selected, lit, offered or said lives in
// ui/uistate, and every rule is the engine's (package game).
package ui

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	gcampaign "zulu1879/games/campaign"
	"zulu1879/hexmap"
	"zulu1879/saves"
	"zulu1879/ui/harlechui"
	"zulu1879/ui/paint"
	"zulu1879/ui/skirmishui"
	"zulu1879/ui/tacticalui"
	"zulu1879/ui/uistate"
)

type colorRGBA = color.RGBA

func hexDist(a, b hexmap.Hex) int { return hexmap.Distance(a, b) }

func rectInt(r uistate.Rect) image.Rectangle {
	return image.Rect(int(math.Floor(r.X)), int(math.Floor(r.Y)), int(math.Ceil(r.X+r.W)), int(math.Ceil(r.Y+r.H)))
}

// Bots lists the bots the start screen offers: every bot of package ai
// (uistate.AIBots), each game getting its own.
func Bots() []uistate.Bot { return uistate.AIBots() }

// Screen names what the window shows.
type Screen uint8

// The screens.
const (
	ScreenMenu     Screen = iota
	ScreenPlay            // the Isandlwana board
	ScreenLedger          // a campaign's ledger
	ScreenRorke           // Rorke's Drift (Zulus on the Ramparts!): a campaign's, or played alone
	ScreenEnd             // a campaign's result
	ScreenHarlech         // a game of Men of Harlech
	ScreenTactical        // a game of the tactical Defense of Rorke's Drift
	ScreenSkirmish        // a game of Rules for Zulu, the skirmish
)

// App is the game window: an ebiten.Game.
type App struct {
	screen Screen
	menu   *uistate.Menu
	model  *uistate.Model
	flow   *uistate.Flow // the campaign being played (nil: a single battle)
	rorke  RorkeScreen   // the campaign's Rorke's Drift screen, once set up
	dialog *uistate.Dialog
	// harlech is the Men of Harlech game's screen (nil: none); hauto
	// autosaves it as an envelope, hsaved is its length at the last one.
	harlech *harlechui.Screen
	hauto   *saves.EnvelopeAutosaver
	hsaved  int
	// tactical is the tactical game's screen (nil: none), autosaved by
	// hauto too; tsaved is its length at the last autosave.
	tactical *tacticalui.Screen
	tsaved   int
	// skirmish is the skirmish's screen (nil: none), autosaved by hauto;
	// ssaved is its length at the last autosave.
	skirmish *skirmishui.Screen
	ssaved   int
	// ramparts is Zulus on the Ramparts! played alone (nil: none, or the
	// campaign's), shown on the rorke screen and autosaved by hauto;
	// rsaved is its length at the last autosave.
	ramparts *saves.Record
	rsaved   int

	saveDir string // where saves, autosaves and the file dialog live
	version string // written into saves
	auto    *saves.Autosaver
	cauto   *gcampaign.Autosaver
	autoErr error // why autosaving is off, if it is
	// autoFailing is set while autosaves fail, so that the first good one
	// after them says autosaving works again.
	autoFailing bool
	// settings are the remembered choices, as the settings file holds them.
	settings uistate.Settings

	notice    string // a passing message at the foot of the window
	noticeErr bool
	noticeAge float64

	s      float64 // UI scale (device scale factor)
	w, h   int     // screen size in device pixels
	fixedW int     // when set, Layout always answers this size (rendering)
	fixedH int
	fixedS float64

	mouse uistate.Point
	hover hexmap.Hex
	tip   uistate.Rect // where the last tooltip was drawn
	// frameView is the map view of the play frame being drawn (damage.go).
	frameView image.Rectangle
	// turnBoxes are the turn track's boxes as last drawn, with what each
	// turn brings, for their tooltips.
	turnBoxes []turnBoxAt
	hits      []hitButton
	// noticeAvoid are the hints drawn this frame that the passing notice
	// must not cover (the play screen's "off screen" hint).
	noticeAvoid []uistate.Rect
	noticeAt    uistate.Rect // where the notice was last drawn
	// noticeShownLines are the lines the notice was last drawn in.
	noticeShownLines []string
	// boxes are the value boxes of the start screen last drawn (not
	// buttons: only for the tests that check their text fits).
	boxes    []hitButton
	dragFrom *uistate.Point
	dragged  bool
	// boxFrom is where a Shift+drag began (nil: none): in Zulu movement it
	// draws a rectangle that picks a group of Zulus instead of panning.
	boxFrom *uistate.Point
	last    time.Time
	// clock counts the seconds the window has run (Update adds each
	// frame's time). Decorations such as the seed cursor's blink follow it
	// rather than the wall clock, so a drawing does not depend on when it
	// is made.
	clock  float64
	quit   bool
	Frames int

	// Frame scheduling (see frames.go): warm counts the first frames,
	// drawn whatever happens; busy is whether the last Update asked for
	// the next frame at once; timer wakes the window for a change due by
	// the clock; continuous redraws every frame (to measure the frame
	// rate).
	// inputAt is the clock when the player last moved the mouse or
	// pressed something (the seed cursor blinks only for a while after).
	inputAt float64
	warm    int
	busy    bool
	timer   *time.Timer
	wakeState
	continuous bool
	ownsLoop   bool  // the app sets Ebitengine's frame mode (the real window)
	soak       *soak // the scripted tour, when soaking
	host       Host  // the page around the window in a browser (nil: none)
	shown      []ButtonAt
}

// NewApp makes the window's game, starting at the start screen.
func NewApp(seed uint64) *App {
	return &App{menu: uistate.NewMenu(Bots(), seed), s: 1, hover: hexmap.None, warm: 3}
}

// NewAppPlaying makes the window's game showing model m.
func NewAppPlaying(m *uistate.Model) *App {
	a := NewApp(m.Game().Seed)
	a.model, a.screen = m, ScreenPlay
	return a
}

// SetSaves makes the window save into dir (the saves package's default
// folder when empty), naming version in the files, and autosave there at
// every phase. It returns why autosaving is off, if it is; the game runs on
// either way. It also offers, on the start screen, to resume the newest
// autosaves.
func (a *App) SetSaves(dir, version string) error {
	a.version = version
	a.auto, a.autoErr = saves.NewAutosaver(dir, version, saves.DefaultKeep)
	if a.autoErr != nil {
		a.auto = nil
		return a.autoErr
	}
	a.saveDir = a.auto.Dir
	a.cauto = gcampaign.NewAutosaver(a.saveDir, version, saves.DefaultKeep)
	a.hauto = &saves.EnvelopeAutosaver{Dir: a.saveDir, Keep: saves.DefaultKeep, Program: version, Now: time.Now}
	a.menu.Resume = findResume(a.saveDir)
	a.loadSettings()
	if a.model != nil {
		a.play(a.model, a.flow)
	}
	return nil
}

// SaveDir is the folder of the file dialog and the autosaves ("" when the
// window has none).
func (a *App) SaveDir() string { return a.saveDir }

// play shows model m (and campaign f when it is one), with autosaving.
func (a *App) play(m *uistate.Model, f *uistate.Flow) {
	a.dropScreens()
	a.model, a.flow = m, f
	// The bot plays at the speed last chosen, a reloaded game too.
	m.Speed = uistate.ParseSpeed(a.settings.BotSpeed)
	if a.host != nil {
		// In a page the bot plays between frames: a Skip goes on over
		// frames of at most this long, so the page keeps answering.
		m.SkipBudget = pageSkipBudget
	}
	if f != nil {
		m.S.OnChange = nil
		f.OnChange = a.autosaveCampaign
	} else if a.auto != nil {
		m.S.OnChange = func(s *saves.Session, ch saves.Change) {
			if ch.NewPhase {
				_, err := a.auto.Save(s)
				a.autosaved(a.auto.Dir, err)
			}
		}
	}
	a.screen = ScreenPlay
	if f != nil {
		a.showFlow()
	}
	a.fitCamera(true)
}

// autosaveCampaign writes a campaign autosave.
func (a *App) autosaveCampaign(f *uistate.Flow) {
	if a.cauto == nil {
		return
	}
	var err error
	if f.Day != nil {
		// The day gone on to the tactical game is its own record.
		_, err = a.cauto.EnvelopeAutosaver.Save(f.Day)
	} else {
		_, err = a.cauto.Save(f.C)
	}
	a.autosaved(a.cauto.Dir, err)
}

// autosaved tells the player that an autosave failed, and that autosaving
// works again at the first good one after failures (a full disk frees up).
func (a *App) autosaved(dir string, err error) {
	switch {
	case err != nil:
		a.say(true, "autosave failed: %v", err)
	case a.autoFailing:
		a.say(false, "autosaving into %s works again", dir)
	}
	a.autoFailing = err != nil
}

// showFlow shows the screen the campaign is at.
func (a *App) showFlow() {
	switch a.flow.Screen() {
	case uistate.FlowIsandlwana:
		a.screen = ScreenPlay
	case uistate.FlowLedger:
		a.screen = ScreenLedger
	case uistate.FlowRorke:
		a.screen = ScreenRorke
		if a.rorke == nil {
			a.rorke = newRorkeScreen(a.flow)
		}
	case uistate.FlowTactical:
		if err := a.showCampaignTactical(); err != nil {
			a.say(true, "%v", err)
			a.screen = ScreenLedger
		}
	case uistate.FlowEnd:
		if a.tactical != nil {
			a.tactical.Release()
			a.tactical = nil
		}
		a.screen = ScreenEnd
	}
}

// say shows a passing message at the foot of the window.
func (a *App) say(isErr bool, format string, args ...any) {
	a.notice, a.noticeErr, a.noticeAge = fmt.Sprintf(format, a.hostArgs(args)...), isErr, 0
	if a.host != nil {
		a.host.Notice(a.notice, isErr)
	}
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

// Update reads input and advances bots and animations, then asks for the
// next frame if something moves (see frames.go).
func (a *App) Update() error {
	maybeReleaseMemory(time.Now())
	err := a.update()
	a.scheduleFrames()
	return err
}

func (a *App) update() error {
	if a.quit {
		return ebiten.Termination
	}
	if a.soak != nil {
		done, err := a.soak.update(a)
		if err != nil {
			return err
		}
		if done {
			return ebiten.Termination
		}
		return nil
	}
	// dt is the time since the last frame, at most a quarter second; the
	// rest of a longer wait (the window stood still waiting for the
	// player) only ages what shows by the clock.
	now := time.Now()
	dt, waited := 1.0/60, 0.0
	if !a.last.IsZero() {
		waited = now.Sub(a.last).Seconds()
		dt = math.Min(0.25, waited)
	}
	a.last = now
	if a.model != nil && waited > dt {
		a.model.Wait(waited - dt)
	}
	a.clock += math.Max(dt, waited)
	mx, my := ebiten.CursorPosition()
	mouse := uistate.Point{X: float64(mx), Y: float64(my)}
	if mouse != a.mouse || pressedAnything() {
		a.inputAt = a.clock
	}
	a.mouse = mouse
	// A notice ages by the clock while the window stood still, but by at
	// most a quarter second a frame while the loop ran: a frame slow to
	// draw (a loaded machine, the first frames) does not eat it unseen.
	if a.busy {
		a.noticeAge += dt
	} else {
		a.noticeAge += math.Max(dt, waited)
	}
	ctrl := ebiten.IsKeyPressed(ebiten.KeyControl) || ebiten.IsKeyPressed(ebiten.KeyMeta)
	if ctrl && inpututil.IsKeyJustPressed(ebiten.KeyQ) {
		return ebiten.Termination
	}
	a.serveHost()
	if a.dialog != nil {
		a.updateDialog()
		return nil
	}
	if ctrl && inpututil.IsKeyJustPressed(ebiten.KeyS) {
		a.openSave()
		return nil
	}
	if ctrl && inpututil.IsKeyJustPressed(ebiten.KeyO) {
		a.openLoad()
		return nil
	}
	if ctrl && inpututil.IsKeyJustPressed(ebiten.KeyM) && a.screen != ScreenMenu {
		// Ctrl+M is Esc's alias for the menu, on every screen.
		a.toMenu()
		return nil
	}
	switch a.screen {
	case ScreenMenu:
		a.updateMenu()
	case ScreenPlay:
		a.updatePlay(dt)
		if a.model.Speed != uistate.ParseSpeed(a.settings.BotSpeed) && a.model.Speed != uistate.SpeedSkip {
			a.rememberSettings()
		}
	case ScreenLedger, ScreenEnd:
		a.updateCampaign()
	case ScreenHarlech:
		if err := a.updateHarlech(math.Min(5, math.Max(dt, waited))); err != nil {
			return err
		}
	case ScreenTactical:
		if err := a.updateTactical(ctrl, math.Min(5, math.Max(dt, waited))); err != nil {
			return err
		}
	case ScreenSkirmish:
		if err := a.updateSkirmish(math.Min(5, math.Max(dt, waited))); err != nil {
			return err
		}
	case ScreenRorke:
		a.rorke.Layout(a.w, a.h)
		if err := a.rorke.Update(); err != nil {
			return err
		}
		// The screen's own Save and Menu buttons.
		if rq, ok := a.rorke.(interface{ TakeRequest() string }); ok {
			switch rq.TakeRequest() {
			case "save":
				a.openSave()
				return nil
			case "menu":
				a.toMenu()
				return nil
			}
		}
		if a.ramparts != nil {
			a.autosaveRamparts()
			if a.rorke.Done() {
				a.toMenu()
			}
		} else if a.rorke.Done() {
			a.flowContinue()
		}
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
	if a.menu.Game == uistate.GameHarlech {
		a.startHarlech()
		return
	}
	if a.menu.Game == uistate.GameTactical {
		a.startTactical()
		return
	}
	if a.menu.Game == uistate.GameSkirmish {
		a.startSkirmish()
		return
	}
	if a.menu.Game == uistate.GameRamparts {
		a.startRamparts()
		return
	}
	m, f, err := a.menu.Start()
	if err != nil {
		return
	}
	a.rememberSettings()
	a.play(m, f)
}

// toMenu shows the start screen, keeping the game to go back to.
func (a *App) toMenu() {
	seed := uint64(1879)
	if a.model != nil {
		seed = a.model.Game().Seed + 1
	}
	if rec, _ := a.envelopeRecord(); rec != nil {
		seed = rec.Setup().Seed + 1
	}
	mn := uistate.NewMenu(Bots(), seed)
	if a.menu != nil {
		mn.Mode, mn.Free, mn.Campaign = a.menu.Mode, a.menu.Free, a.menu.Campaign
		mn.Game, mn.Harlech, mn.Tactical, mn.Skirmish = a.menu.Game, a.menu.Harlech, a.menu.Tactical, a.menu.Skirmish
	}
	if a.saveDir != "" {
		mn.Resume = findResume(a.saveDir)
	}
	a.menu, a.screen = mn, ScreenMenu
}

// inProgress reports whether there is a game to go back to.
func (a *App) inProgress() bool {
	if a.harlech != nil {
		return !a.harlech.Done()
	}
	if a.tactical != nil {
		return !a.tactical.Play.Over()
	}
	if a.skirmish != nil {
		return !a.skirmish.Play.Over()
	}
	if a.ramparts != nil {
		return !a.rorke.Done()
	}
	if a.model == nil {
		return false
	}
	if a.flow != nil {
		return a.flow.Screen() != uistate.FlowEnd
	}
	return !a.model.Game().Over()
}

func (a *App) fitCamera(reset bool) {
	if a.model == nil {
		return
	}
	if a.w == 0 {
		// The window's size is not known yet (a game opened with the
		// window): fit the map once it is, not the model's placeholder.
		if reset {
			a.model.Cam.View = uistate.Rect{}
		}
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
	a.hits, a.boxes = a.hits[:0], a.boxes[:0]
	a.noticeAvoid = a.noticeAvoid[:0]
	a.Frames++
	// Ebitengine is told not to clear the screen (see Run): the play
	// screen paints every pixel opaque (TestPlayFramePaintsEveryPixel), and
	// on a software renderer a clear is a full-screen pass, a good part of
	// a frame. So do the tactical and the skirmish screens (their
	// TestFramePaintsEveryPixel), which like the play screen draw again
	// only what changed since their last frame. The other screens are
	// cleared here, as Ebitengine would.
	if a.screen != ScreenPlay && a.screen != ScreenTactical && a.screen != ScreenSkirmish {
		screen.Clear()
	}
	drawnOver, drawnOverAll = drawnOver[:0], false
	switch a.screen {
	case ScreenMenu:
		a.drawMenu(screen)
	case ScreenPlay:
		a.drawPlay(screen)
	case ScreenLedger:
		a.drawLedger(screen)
	case ScreenEnd:
		a.drawEnd(screen)
	case ScreenRorke:
		a.rorke.Layout(a.w, a.h)
		a.rorke.Draw(screen)
	case ScreenHarlech:
		a.harlech.Layout(a.w, a.h)
		a.harlech.Draw(screen)
	case ScreenTactical:
		a.tactical.SetUIScale(a.s)
		a.tactical.Layout(a.w, a.h)
		a.tactical.Draw(screen)
		a.drawRecordBar(screen)
	case ScreenSkirmish:
		a.skirmish.SetUIScale(a.s)
		a.skirmish.Layout(a.w, a.h)
		a.skirmish.Draw(screen)
		a.drawRecordBar(screen)
	}
	if a.dialog != nil {
		a.drawDialog(screen)
		markAllOver()
	}
	a.drawNotice(screen)
	if a.screen == ScreenPlay {
		endPlayFrame(screen, a.frameView)
	} else {
		forgetFrame()
	}
	if a.tactical != nil {
		a.tellKept(a.tactical, ScreenTactical)
	}
	if a.skirmish != nil {
		a.tellKept(a.skirmish, ScreenSkirmish)
	}
	a.keepShown()
	// Last: the frame's read-backs made even, so that Ebitengine's
	// buffers are emptied every frame or two (see paint.EndFrame).
	paint.EndFrame()
}

// keptScreen is a screen that keeps its frame in the window's screen from
// one frame to the next (the tactical and the skirmish screens).
type keptScreen interface {
	ForgetFrame()
	DrawnOver(rs ...image.Rectangle)
}

// tellKept tells a kept screen, shown as screen sc, what this frame drew
// over it (a notice), to be put back next frame; a frame of another
// screen, or a dialog, makes it draw its next frame whole.
func (a *App) tellKept(k keptScreen, sc Screen) {
	if a.screen != sc || drawnOverAll {
		k.ForgetFrame()
	} else {
		k.DrawnOver(drawnOver...)
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
	endPlayFrame(dst, a.frameView)
}

// DrawMenu draws the start screen into dst.
func DrawMenu(dst *ebiten.Image, s float64, seed uint64) {
	a := NewApp(seed)
	b := dst.Bounds()
	a.s, a.w, a.h = s, b.Dx(), b.Dy()
	a.drawMenu(dst)
}

// turnBoxAt is a box of the turn track where it was drawn, and its tooltip.
type turnBoxAt struct {
	Rect uistate.Rect
	Tip  []string
}
