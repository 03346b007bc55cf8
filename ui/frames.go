package ui

import (
	"math"
	"sync/atomic"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// The window draws only when something changed. After each Update the app
// decides: while something moves (a bot playing, a move sliding in, a key
// held down) Ebitengine's loop runs on at the screen's rate; otherwise it
// is put in the mode where a frame (Update then Draw) happens only on
// input (a key, the mouse, a resize) or when ebiten.ScheduleFrame is
// called, which a timer does for the next change due by the clock (the
// seed cursor's blink, the notice or the dice going away). A window that
// waits for the player then draws nothing at all.

// frameNeeds says what the picture needs after this Update: busy when it
// changes in the very next frame, else wait seconds until it changes by
// itself (wait < 0: not until some input). held is whether a key or a mouse
// button is held down (panning with the keys, dragging).
func (a *App) frameNeeds(held bool) (busy bool, wait float64) {
	if a.continuous || held || a.warm > 0 {
		return true, 0
	}
	wait = -1
	soonest := func(w float64) {
		if w >= 0 && (wait < 0 || w < wait) {
			wait = w
		}
	}
	if a.notice != "" && a.noticeAge <= noticeShown {
		soonest(noticeShown - a.noticeAge)
	}
	if a.dialog != nil {
		return false, wait
	}
	switch a.screen {
	case ScreenMenu:
		if a.clock-a.inputAt < blinkFor {
			soonest(0.5 - math.Mod(a.clock, 0.5))
		}
	case ScreenHarlech:
		// A bot acts after its pause: wake for it.
		if w, ok := a.harlech.Model().NextBot(); ok {
			soonest(w)
		}
	case ScreenTactical:
		if w, ok := a.tactical.Play.NextBot(); ok {
			soonest(w)
		}
	case ScreenSkirmish:
		if w, ok := a.skirmish.Play.NextBot(); ok {
			soonest(w)
		}
	case ScreenPlay:
		if a.model != nil {
			if a.model.Animating() {
				return true, 0
			}
			if w, ok := a.model.NextChange(); ok {
				soonest(w)
			}
		}
	}
	return false, wait
}

// noticeShown is how many seconds a passing message stays.
const noticeShown = 6.0

// blinkFor is how long the seed cursor blinks (every half second) after
// the last input; then it stays on, and the start screen stands still.
const blinkFor = 10.0

// cursorShown reports whether the seed cursor shows now.
func (a *App) cursorShown() bool {
	return a.clock-a.inputAt >= blinkFor || int(a.clock/0.5)%2 == 0
}

// pressedAnything reports whether a key or a mouse button went down, or the
// wheel turned, in this frame.
func pressedAnything() bool {
	var keys [4]ebiten.Key
	if len(inpututil.AppendJustPressedKeys(keys[:0])) > 0 {
		return true
	}
	if wx, wy := ebiten.Wheel(); wx != 0 || wy != 0 {
		return true
	}
	for _, b := range []ebiten.MouseButton{ebiten.MouseButtonLeft, ebiten.MouseButtonMiddle, ebiten.MouseButtonRight} {
		if inpututil.IsMouseButtonJustPressed(b) {
			return true
		}
	}
	return false
}

// scheduleFrames asks Ebitengine for the next frame (now, or by a timer)
// as frameNeeds says.
func (a *App) scheduleFrames() {
	a.updates.Add(1)
	if a.warm > 0 {
		a.warm--
	}
	busy, wait := a.frameNeeds(anyHeld())
	a.busy = busy
	if a.ownsLoop {
		// While something moves the loop runs on by itself; standing still
		// it waits for input or the timer. (A frame asked for with
		// ScheduleFrame from inside Update can be lost: the loop drains
		// such requests before it next waits.)
		if busy {
			ebiten.SetFPSMode(ebiten.FPSModeVsyncOn)
		} else {
			ebiten.SetFPSMode(ebiten.FPSModeVsyncOffMinimum)
		}
	}
	switch {
	case busy:
		ebiten.ScheduleFrame()
	case wait >= 0:
		// A little late rather than early, so the change is due when the
		// frame comes.
		a.wakeIn(time.Duration(wait*float64(time.Second)) + 5*time.Millisecond)
	}
}

// wakeIn makes a frame happen after d (replacing the wake set before). A
// frame asked for with ScheduleFrame while the loop is not waiting can be
// lost (the loop drains such requests), so the waker asks again every
// 25 ms until an Update has run.
func (a *App) wakeIn(d time.Duration) {
	if a.timer != nil {
		a.timer.Stop()
	}
	gen := a.wakeGen.Add(1)
	a.timer = time.AfterFunc(d, func() { a.wakeUntilUpdated(gen) })
}

// wakeUntilUpdated asks for frames until an Update runs, as long as no
// newer wake replaced this one.
func (a *App) wakeUntilUpdated(gen int64) {
	seen := a.updates.Load()
	for i := 0; i < 400 && a.wakeGen.Load() == gen && a.updates.Load() == seen; i++ {
		ebiten.ScheduleFrame()
		time.Sleep(25 * time.Millisecond)
	}
}

// wakeState is what the wakers of frames share with the game loop.
type wakeState struct {
	updates atomic.Int64 // Updates run
	wakeGen atomic.Int64 // the current wake; older ones give up
}

// anyHeld reports whether a key or a mouse button is down.
func anyHeld() bool {
	var keys [4]ebiten.Key
	if len(inpututil.AppendPressedKeys(keys[:0])) > 0 {
		return true
	}
	for _, b := range []ebiten.MouseButton{ebiten.MouseButtonLeft, ebiten.MouseButtonMiddle, ebiten.MouseButtonRight} {
		if ebiten.IsMouseButtonPressed(b) {
			return true
		}
	}
	return false
}
