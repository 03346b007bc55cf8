package tacticalui

import (
	"testing"

	"zulu1879/tactical"
	"zulu1879/ui/uistate"
)

// A left click on a man's counter selects him however the frames cut it: a
// press and its release seen in one frame (a busy machine, or xdotool), or
// a release seen in a later frame with the pointer already gone a little
// way (a release acts where the button went down); a drag does not.
func TestMouse_ClickSelectsWhenPressAndReleaseShareAFrame(t *testing.T) {
	type frame struct {
		at uistate.Point // from the counter's centre
		b  leftButton
	}
	for _, tc := range []struct {
		name   string
		frames []frame
		want   int
	}{
		{"press and release in one frame", []frame{{uistate.Point{}, leftButton{down: true, up: true}}}, 1},
		{"press, then release", []frame{
			{uistate.Point{}, leftButton{down: true, held: true}},
			{uistate.Point{}, leftButton{up: true}},
		}, 1},
		{"press, then release seen off the counter", []frame{
			{uistate.Point{}, leftButton{down: true, held: true}},
			{uistate.Point{X: 60, Y: 60}, leftButton{up: true}},
		}, 1},
		{"drag", []frame{
			{uistate.Point{}, leftButton{down: true, held: true}},
			{uistate.Point{X: 60, Y: 60}, leftButton{held: true}},
			{uistate.Point{X: 60, Y: 60}, leftButton{up: true}},
		}, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, err := tactical.NewGame(3, tactical.Options{})
			if err != nil {
				t.Fatal(err)
			}
			s := New(builtin(t))
			s.Rules, s.Game = g, g
			if err := s.SetView(g.ViewAll()); err != nil {
				t.Fatal(err)
			}
			s.Layout(1600, 1000)
			c := counterRects(nil, &s.Board.Cam, s.Counters)[0].Center()
			s.camIn.Done(uistate.Point{X: float64(int(c.X)), Y: float64(int(c.Y))})
			for _, f := range tc.frames {
				p := uistate.Point{X: c.X + f.at.X, Y: c.Y + f.at.Y}
				s.leftMouse(p, f.b, false, false)
				s.camIn.Done(uistate.Point{X: float64(int(p.X)), Y: float64(int(p.Y))})
			}
			if got := s.selectedCount(); got != tc.want {
				t.Errorf("%d men selected, want %d (pressed: %v)", got, tc.want, s.press)
			}
		})
	}
}
