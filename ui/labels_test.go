package ui

import (
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"zulu1879/ui/uistate"
)

// TestLabels_StartScreenButtonsAndValuesFit: every button label and every
// chosen value of the start screen shows whole (not cut with "…"), for
// every game and every choice the screen cycles through, with offers to
// resume and a game in progress, at the default window size and at the
// smallest. The bars of the tactical game and the skirmish (Save, Menu)
// too.
func TestLabels_StartScreenButtonsAndValuesFit(t *testing.T) {
	needLoop(t)
	resume := []uistate.ResumeOffer{
		{Path: "a.json", Summary: "Last Stand at Isandlwana, turn 3, British movement, British to act"},
		{Path: "b.json", Summary: "Rorke's Drift: Men of Harlech, level 1: the bot's turn (Player 2)"},
		{Path: "c.json", Summary: "Rules for Zulu: the Rorke's Drift skirmish, the hospital: your turn"},
	}
	for _, sz := range [][2]int{{1440, 900}, {MinWidth, MinHeight}} {
		a := NewApp(1879)
		a.s, a.w, a.h, a.saveDir = 1, sz[0], sz[1], t.TempDir()
		a.menu = uistate.NewMenu(Bots(), 1879)
		a.menu.Resume = resume
		reported := map[string]bool{}
		check := func(what string) {
			a.hits, a.boxes = a.hits[:0], a.boxes[:0]
			snap(t, sz[0], sz[1], a.drawMenu)
			for _, b := range append(append([]hitButton(nil), a.hits...), a.boxes...) {
				if b.cut && !reported[b.label] {
					reported[b.label] = true
					t.Errorf("%dx%d, %s: %q is cut to fit %.0f px", sz[0], sz[1], what, b.label, b.r.W)
				}
			}
		}
		for g := range uistate.GameNames {
			a.menu.Game = g
			name := fmt.Sprintf("game %d", g)
			switch g {
			case uistate.GameIsandlwana:
				for range a.menu.Modes {
					for range 2 {
						for range 2 {
							check(name + ", " + a.menu.Modes[a.menu.Mode].Label)
							a.menu.ToggleCampaign()
						}
						a.menu.ToggleSetup()
					}
					a.menu.NextMode(1)
				}
			case uistate.GameHarlech:
				for range 5 {
					for range 8 {
						check(name)
						a.menu.NextLevel(1)
					}
					a.menu.NextPlayers(1)
				}
				for seat := range 5 {
					a.menu.ToggleAdvisor(seat)
				}
				check(name + " with the advisor")
			case uistate.GameTactical:
				for range 4 {
					for range 4 {
						check(name)
						a.menu.NextTacticalBot(0)
						a.menu.NextTacticalBot(1)
					}
					a.menu.NextTacticalSeats(1)
				}
			case uistate.GameSkirmish:
				for range 4 {
					for range 3 {
						check(name)
						a.menu.NextSkirmishScenario(1)
						a.menu.NextSkirmishBot(0)
						a.menu.NextSkirmishBot(1)
					}
					a.menu.NextSkirmishSeats(1)
				}
			default:
				check(name)
			}
		}
		// The check sees a label that does not fit.
		a.hits = a.hits[:0]
		snap(t, sz[0], sz[1], func(dst *ebiten.Image) {
			a.drawButton(dst, uistate.Rect{W: 200, H: 40}, "a label far too long for a button two hundred pixels wide", "", true, "x")
		})
		if len(a.hits) != 1 || !a.hits[0].cut {
			t.Fatalf("a label too long is not seen as cut: %+v", a.hits)
		}
	}
}

// TestLabels_GameScreenBarsFit: the buttons of the bar of Isandlwana's
// board, of the tactical game and of the skirmish show their whole labels
// at the default window size and at the smallest.
func TestLabels_GameScreenBarsFit(t *testing.T) {
	needLoop(t)
	for _, sz := range [][2]int{{1440, 900}, {MinWidth, MinHeight}} {
		for _, g := range []int{uistate.GameIsandlwana, uistate.GameTactical, uistate.GameSkirmish} {
			a := windowWith(t, t.TempDir(), 0)
			a.menu.Game = g
			a.startGame()
			a.w, a.h = sz[0], sz[1]
			a.fitCamera(true)
			snap(t, sz[0], sz[1], a.Draw)
			if len(a.hits) == 0 {
				t.Fatalf("%v, game %d: no buttons drawn", sz, g)
			}
			for _, b := range a.hits {
				if b.cut {
					t.Errorf("%dx%d, game %d: %q is cut to fit %.0f px", sz[0], sz[1], g, b.label, b.r.W)
				}
			}
		}
	}
}
