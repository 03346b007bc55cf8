package ui

import (
	"image"
	"io"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"zulu1879/saves"
	"zulu1879/ui/paint"
	"zulu1879/ui/uistate"
)

// Options configure the game window.
type Options struct {
	Width, Height int            // window size in logical pixels
	Seed          uint64         // the seed offered on the start screen
	Start         *uistate.Model // when set, the window opens on this game
	// Load, when set, is a save or campaign file the window opens on.
	Load *uistate.Loaded
	// Tactical, when set, is a game of the tactical Defense of Rorke's
	// Drift the window opens on (autosaved, saved and paced like one
	// started from the start screen).
	Tactical *saves.Record
	// Record, when set, is a recorded game the window opens on, on its
	// game's screen: Men of Harlech, the tactical game, the skirmish or
	// Zulus on the Ramparts! played alone.
	Record *saves.Record
	// SaveDir is the folder of saves and autosaves ("" for the saves
	// package's default); Version is written into the saves.
	SaveDir, Version string
	// QuitAfter closes the window by itself after this long (0: never);
	// with it Run reports the frames drawn, to measure the frame rate.
	QuitAfter time.Duration
	// Continuous redraws every frame, as fast as the screen allows, even
	// when nothing changes (by default the window draws only when
	// something changed): with QuitAfter, it measures the frame rate.
	Continuous bool
	// Soak, when set, drives the window through a scripted tour for this
	// long instead of reading input (see soak.go), writing its memory to
	// SoakLog every ten seconds.
	Soak    time.Duration
	SoakLog io.Writer
	// SoakProfile, when set, is the prefix of the files the soak writes
	// the Go heap profile to after its first minute and every four
	// minutes after (SoakProfile.1m, .5m, …).
	SoakProfile string
	// Host is the page around the window when it runs in a browser (nil
	// on the desktop): see Host.
	Host Host
}

// Stats is what a timed run measured.
type Stats struct {
	Frames  int
	Seconds float64
	FPS     float64 // Frames / Seconds
	TPS     float64 // ebiten's own measure at the end
}

// MinWidth and MinHeight are the smallest window, in logical pixels: below
// it the bars of the play screen would overlap. A smaller size asked for
// opens at this one.
const (
	MinWidth  = 800
	MinHeight = 560
)

// HasDisplay reports whether a window can be opened here (X11 needs DISPLAY,
// Wayland WAYLAND_DISPLAY; other systems always have one).
func HasDisplay() bool { return paint.HasDisplay() }

// ErrNoDisplay says why no window was opened.
var ErrNoDisplay = paint.ErrNoDisplay

// Run opens the game window and plays until the player quits.
func Run(o Options) (Stats, error) {
	if !HasDisplay() {
		return Stats{}, ErrNoDisplay
	}
	if o.Width <= 0 || o.Height <= 0 {
		o.Width, o.Height = 1440, 900
	}
	tuneCHeap()
	tuneGoHeap()
	ebiten.SetWindowTitle("zulu1879 — Last Stand at Isandlwana")
	ebiten.SetWindowSize(o.Width, o.Height)
	ebiten.SetWindowSizeLimits(MinWidth, MinHeight, -1, -1)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	// App.Draw clears the screen itself where a screen needs it: the play
	// screen paints every pixel, and a clear is a full-screen pass.
	ebiten.SetScreenClearedEveryFrame(false)
	// The app draws only when something changed (see frames.go): a window
	// waiting for the player costs no CPU. It switches Ebitengine to the
	// frame-on-demand mode, marked deprecated in favour of skipping draws
	// by hand, but the only one that stops the loop itself.
	ebiten.SetFPSMode(ebiten.FPSModeVsyncOn)
	a := NewApp(o.Seed)
	a.SetHost(o.Host)
	a.ownsLoop = true
	a.continuous = o.Continuous || o.Soak > 0
	if o.Soak > 0 {
		now := time.Now()
		a.soak = &soak{start: now, next: now, until: now.Add(o.Soak), log: o.SoakLog, profile: o.SoakProfile}
		if a.soak.log == nil {
			a.soak.log = io.Discard
		}
	}
	if err := a.SetSaves(o.SaveDir, o.Version); err != nil {
		a.say(true, "saving is off: %v", err)
	}
	switch {
	case o.Load != nil:
		a.openLoaded(o.Load)
	case o.Start != nil:
		a.play(o.Start, nil)
	case o.Tactical != nil:
		if err := a.playTactical(o.Tactical); err != nil {
			a.say(true, "%v", err)
		}
	case o.Record != nil:
		a.playRecord(o.Record)
	}
	t := &timedApp{App: a, quitAfter: o.QuitAfter}
	if o.QuitAfter > 0 {
		// The window may be standing still: wake it to quit.
		time.AfterFunc(o.QuitAfter, func() {
			for {
				ebiten.ScheduleFrame()
				time.Sleep(50 * time.Millisecond)
			}
		})
	}
	err := ebiten.RunGame(t)
	st := Stats{Frames: t.frames, Seconds: t.elapsed().Seconds(), TPS: t.tps}
	if st.Seconds > 0 {
		st.FPS = float64(st.Frames) / st.Seconds
	}
	return st, err
}

// timedApp counts frames and quits after a set time.
type timedApp struct {
	*App
	quitAfter time.Duration
	start     time.Time
	frames    int
	tps       float64
}

func (t *timedApp) elapsed() time.Duration {
	if t.start.IsZero() {
		return 0
	}
	return time.Since(t.start)
}

func (t *timedApp) Update() error {
	if t.start.IsZero() {
		t.start = time.Now()
	}
	if t.quitAfter > 0 && time.Since(t.start) >= t.quitAfter {
		t.tps = ebiten.ActualFPS()
		return ebiten.Termination
	}
	return t.App.Update()
}

func (t *timedApp) Draw(screen *ebiten.Image) {
	if !t.start.IsZero() {
		t.frames++
	}
	t.App.Draw(screen)
}

// What RenderPNG draws.
const (
	RenderBoard  = "board"  // the play screen of the game
	RenderMenu   = "start"  // the start screen
	RenderLoad   = "load"   // the load dialog over the start screen
	RenderLedger = "ledger" // a campaign's ledger screen
	RenderRorke  = "rorke"  // the Rorke's Drift screen
)

// RenderPNG draws one frame of the play screen of m (or the start screen)
// at w × h pixels and writes it as a PNG. It opens a window for a moment, so
// it needs a display (Xvfb will do).
func RenderPNG(out io.Writer, m *uistate.Model, what string, w, h int) error {
	return RenderFunc(out, func(dst *ebiten.Image) {
		if what == RenderMenu {
			DrawMenu(dst, 1, 1879)
		} else {
			DrawPlay(dst, m, 1)
		}
	}, w, h)
}

// RenderFunc draws one frame with draw at w × h pixels and writes it as a
// PNG. It opens a window for a moment, so it needs a display.
func RenderFunc(out io.Writer, draw func(dst *ebiten.Image), w, h int) error {
	return paint.RenderPNG(out, w, h, 320, 240, draw)
}

// Snapshot draws with draw into an offscreen image the size of like and
// reads the pixels back. It must run inside the game loop.
func Snapshot(like *ebiten.Image, draw func(dst *ebiten.Image)) (*image.RGBA, error) {
	b := like.Bounds()
	return paint.Snapshot(b.Dx(), b.Dy(), draw), nil
}
