package ui

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"zulu1879/isandlwana"
	"zulu1879/ui/uistate"
)

// The game-over card of a single battle says what the player can do next
// and offers it: a new game (the start screen), loading a save, and the
// final board, each as a button with its key.
func TestGameOver_SaysAndOffersTheNextStep(t *testing.T) {
	needLoop(t)
	m := uistate.NewModel(newSession(t, "isandlwana", 3), [2]*Bot{})
	for n := 0; !m.Game().Over(); n++ {
		if n > 20000 {
			t.Fatal("the game does not end")
		}
		m.HandOver = isandlwana.NoSide
		legal := m.Game().Legal()
		act := legal[0]
		for _, x := range legal {
			if x.Kind == isandlwana.ActEnd {
				act = x
			}
		}
		if err := m.Apply(act, "", false); err != nil {
			t.Fatal(err)
		}
	}
	if !m.SummaryShown() {
		t.Fatal("the game is over but its card is not shown")
	}
	a := NewAppPlaying(m)
	dst := ebiten.NewImage(1440, 900)
	defer dst.Deallocate()
	a.s, a.w, a.h = 1, 1440, 900
	a.fitCamera(true)
	a.hits = a.hits[:0]
	a.drawPlay(dst)
	offered := map[string]bool{}
	for _, b := range a.hits {
		if b.on {
			offered[b.id] = true
		}
	}
	for _, id := range []string{"menu", "load", "view"} {
		if !offered[id] {
			t.Errorf("the game-over card offers no %q button (buttons %v)", id, offered)
		}
	}
	next := a.gameOverNext()
	for _, want := range []string{"new game", "Ctrl+O", "(V)"} {
		if !strings.Contains(next, want) {
			t.Errorf("the next-step line %q does not name %q", next, want)
		}
	}
}
