package ui

import (
	"testing"

	"zulu1879/hexmap"
	"zulu1879/isandlwana"
	"zulu1879/ui/uistate"
)

// The window draws only when something changed: standing still, it asks
// for no frame at all (nor a timer) on a board waiting for a person, and
// only for timed frames while the seed cursor blinks, a notice shows or
// the dice stay on the panel; it asks for the next frame at once while a
// bot plays, a move slides in or its arrow fades, or a key is held.
func TestIdleWindowAsksForNoFrames(t *testing.T) {
	zuluBot := &uistate.Bot{ID: "first", Name: "the first bot", Side: isandlwana.Zulu,
		Choose: func(g *isandlwana.State) (isandlwana.Action, string) { return g.Legal()[0], "first" }}
	play := func(players [2]*uistate.Bot) *App {
		a := NewApp(1)
		a.warm = 0
		a.w, a.h = 1440, 900
		a.play(uistate.NewModel(newSession(t, "isandlwana", 3), players), nil)
		return a
	}
	for _, tc := range []struct {
		name     string
		app      func() *App
		held     bool
		busy     bool
		waitFrom float64 // wait must lie in [waitFrom, waitTo]; -1: no wait
		waitTo   float64
	}{
		{"start screen, just touched: the cursor blinks", func() *App {
			a := NewApp(1)
			a.warm, a.clock, a.inputAt = 0, 3.2, 3
			return a
		}, false, false, 0.29, 0.31},
		{"start screen, untouched for a while", func() *App {
			a := NewApp(1)
			a.warm, a.clock = 0, 60
			return a
		}, false, false, -1, -1},
		{"the first frames", func() *App { return NewApp(1) }, false, true, 0, 0},
		{"a key held down", func() *App {
			a := NewApp(1)
			a.warm, a.clock = 0, 60
			return a
		}, true, true, 0, 0},
		{"hotseat board waiting for a person", func() *App { return play([2]*uistate.Bot{}) }, false, false, -1, -1},
		{"a bot to act", func() *App {
			a := play([2]*uistate.Bot{})
			a.model.Players[a.model.Game().ToAct()] = zuluBot
			return a
		}, false, true, 0, 0},
		{"a bot paused", func() *App {
			a := play([2]*uistate.Bot{})
			a.model.Players[a.model.Game().ToAct()] = zuluBot
			a.model.Paused = true
			return a
		}, false, false, -1, -1},
		{"a move's arrow fading", func() *App {
			a := play([2]*uistate.Bot{})
			a.model.Last = &uistate.Anim{From: hexmap.H(16, 1), To: hexmap.H(16, 2), Age: 3}
			return a
		}, false, true, 0, 0},
		{"a move's arrow gone", func() *App {
			a := play([2]*uistate.Bot{})
			a.model.Last = &uistate.Anim{From: hexmap.H(16, 1), To: hexmap.H(16, 2), Age: uistate.LastMoveShown + 1}
			return a
		}, false, false, -1, -1},
		{"dice on the panel", func() *App {
			a := play([2]*uistate.Bot{})
			a.model.Dice, a.model.DiceAge = []uistate.Roll{{}}, 10
			return a
		}, false, false, uistate.DiceShown - 10, uistate.DiceShown - 10},
		{"a notice", func() *App {
			a := play([2]*uistate.Bot{})
			a.say(false, "saved")
			a.noticeAge = 2
			return a
		}, false, false, noticeShown - 2, noticeShown - 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := tc.app()
			busy, wait := a.frameNeeds(tc.held)
			if busy != tc.busy {
				t.Errorf("busy %v, want %v", busy, tc.busy)
			}
			if busy {
				return
			}
			if tc.waitFrom < 0 {
				if wait >= 0 {
					t.Errorf("asks for a frame in %.2fs, want none until some input", wait)
				}
				return
			}
			if wait < tc.waitFrom || wait > tc.waitTo {
				t.Errorf("asks for a frame in %.2fs, want %.2f to %.2f", wait, tc.waitFrom, tc.waitTo)
			}
		})
	}
}

// After the window stood still, the time it waited ages the dice and the
// last move's arrow, but a bot to act still pauses before it acts.
func TestWaitAgesTheClockButLetsNoBotAct(t *testing.T) {
	bot := &uistate.Bot{ID: "first", Name: "the first bot", Side: isandlwana.British,
		Choose: func(g *isandlwana.State) (isandlwana.Action, string) { return g.Legal()[0], "first" }}
	m := uistate.NewModel(newSession(t, "isandlwana", 3), [2]*uistate.Bot{})
	m.Players[m.Game().ToAct()] = bot
	m.Dice, m.DiceAge = []uistate.Roll{{Die: 4}}, 0
	n := len(m.Actions)
	m.Wait(30)
	if len(m.Actions) != n {
		t.Fatalf("the bot acted while the window stood still (%d actions, was %d)", len(m.Actions), n)
	}
	if m.DiceAge != 30 {
		t.Errorf("dice age %v after a 30 s wait", m.DiceAge)
	}
	if m.Update(0.25) || len(m.Actions) != n {
		t.Fatal("the bot acted without its pause")
	}
}
