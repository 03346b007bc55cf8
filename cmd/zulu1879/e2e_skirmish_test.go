package main

import (
	"fmt"
	"image"
	"slices"
	"testing"
	"time"

	"zulu1879/saves"
	"zulu1879/skirmish"
	"zulu1879/ui/paint"
	"zulu1879/ui/skirmishui"
	"zulu1879/ui/skirmishui/skstate"
)

// TestE2EStartScreenPlaysSkirmish starts at the start screen: F2 three
// times picks Rules for Zulu (the title changes at each press), Enter
// starts the hospital scenario (the British against the Zulus' bot impi),
// Space lets the bot play its move at once; a click on Hook (B1) and one
// on a lit hex move him. The window's autosaves must match a replica of
// the game played in this process: the same seed, the bot's move, the
// same click on the replica's screen.
func TestE2EStartScreenPlaysSkirmish(t *testing.T) {
	skipUnlessE2E(t)
	t.Parallel() // its own Xvfb, program and save folder
	const W, H = 1280, 800
	const seed = 5
	dir := t.TempDir()
	x := startXvfb(t, e2eScreenW, e2eScreenH)
	shots := newE2EShots(t)
	w := launchGUI(t, x, shots, "skirmish-start", "--seed", fmt.Sprint(seed), "--save-dir", dir, "--size", fmt.Sprintf("%dx%d", W, H))
	w.pointerAway()

	// The replica: the game and its screen at the window's size.
	rec, err := skstate.NewGame("hospital", seed, "", "impi")
	if err != nil {
		t.Fatal(err)
	}
	m, err := skstate.New(rec)
	if err != nil {
		t.Fatal(err)
	}
	s, err := skirmishui.New(m)
	if err != nil {
		t.Fatal(err)
	}
	s.SetUIScale(1)
	s.Layout(W, H)

	title := image.Rect(0, 0, W, 200)
	menu := w.waitFor("start-screen", func(img *image.RGBA) error {
		if got := share(img, title, toRGBA(paint.ColGold), 6); got < 0.02 {
			return fmt.Errorf("%.1f%% of the title band is gold", got*100)
		}
		return nil
	})
	time.Sleep(300 * time.Millisecond)
	menu = w.waitFor("start-screen-still", func(img *image.RGBA) error {
		if got, _ := differ(menu, img, title, 10); got > 0 {
			menu = img
			return fmt.Errorf("the title band is still changing")
		}
		return nil
	})
	for k, name := range []string{"harlech-chosen", "tactical-chosen", "skirmish-chosen"} {
		from := menu
		retryKeys(t, w, name, []string{"F2"}, func(img *image.RGBA) error {
			if got, _ := differ(from, img, title, 10); got < 0.01 {
				return fmt.Errorf("F2 number %d: the title did not change", k+1)
			}
			return nil
		})
		menu = w.last
	}
	tapKey(t, x, "Return")
	mapR := rectOfView(s)
	w.waitFor("skirmish-opening", func(img *image.RGBA) error {
		if got, _ := differ(menu, img, image.Rect(0, 0, W, H), 10); got < 0.3 {
			return fmt.Errorf("only %.0f%% of the window changed from the start screen", got*100)
		}
		if got := share(img, image.Rect(W-300, 400, W-20, H-20), toRGBA(paint.ColPanel), 3); got < 0.4 {
			return fmt.Errorf("%.0f%% of the panel has its colour", got*100)
		}
		if got := share(img, mapR, toRGBA(skirmishui.ColBritish), 14); got < 0.0005 {
			return fmt.Errorf("red coats on %.3f%% of the map", got*100)
		}
		return nil
	})
	// Space: the Zulus' bot plays its move at once; the replica's too.
	m.Skip()
	if m.G().Phase != skirmish.StepBritishMove {
		t.Fatalf("the replica's bot left the game in %v", m.G().Phase)
	}
	autosave := func(n int) (*saves.Record, error) {
		_, r, err := saves.LatestEnvelope(dir, skirmish.ID)
		if err != nil {
			return nil, err
		}
		if r.Len() != n {
			return r, fmt.Errorf("the newest autosave has %d actions, want %d", r.Len(), n)
		}
		return r, nil
	}
	waitSave := func(name string, n int, press func()) *saves.Record {
		t.Helper()
		start := time.Now()
		defer func() { t.Logf("%-18s in %4.1fs (the autosave)", name, time.Since(start).Seconds()) }()
		deadline := time.Now().Add(60 * time.Second)
		var last error
		for time.Now().Before(deadline) {
			if press != nil {
				press()
			}
			for wait := time.Now().Add(8 * time.Second); time.Now().Before(wait); time.Sleep(200 * time.Millisecond) {
				if r, err := autosave(n); err == nil {
					return r
				} else {
					last = err
				}
			}
		}
		w.waitFor(name, func(*image.RGBA) error { return last })
		return nil
	}
	got := waitSave("bot-moved", rec.Len(), func() { tapKey(t, x, "space") })
	if !slices.Equal(got.Moves(), rec.Moves()) {
		t.Fatalf("the window's bot played %d actions unlike the replica's", got.Len())
	}
	// Hook (B1) and the farthest hex lit for him, on the replica's screen.
	b1 := m.Index("B1")
	at := s.FigurePoint(b1)
	if got := s.ClickAt(at); got != "selected B1" {
		t.Fatalf("the replica's click on B1 at %v: %q", at, got)
	}
	r := m.Reach()
	if r == nil || len(r.Hexes) == 0 {
		t.Fatal("nothing lit for B1")
	}
	to := r.Hexes[0]
	for _, h := range r.Hexes {
		if r.Cost[h] > r.Cost[to] {
			to = h
		}
	}
	dest := s.Board.Cam.HexScreen(to)
	if got, want := s.ClickAt(dest), "move B1 "+to.String(); got != want {
		t.Fatalf("the replica's click on %v at %v: %q, want %q (%s)", to, dest, got, want, m.Info)
	}
	got = waitSave("b1-moved", rec.Len(), func() {
		w.click(image.Pt(int(at.X+0.5), int(at.Y+0.5)))
		time.Sleep(400 * time.Millisecond)
		w.click(image.Pt(int(dest.X+0.5), int(dest.Y+0.5)))
		w.pointerAway()
	})
	if got.State().Hash() != rec.State().Hash() {
		t.Fatalf("the window's autosave (%d actions, last %q) differs from the replica's (%q)", got.Len(), got.Moves()[got.Len()-1].Action, rec.Moves()[rec.Len()-1].Action)
	}
	w.waitFor("b1-moved-drawn", func(*image.RGBA) error { return nil })
	w.quit("quit")
}

// rectOfView is the skirmish screen's map in window pixels.
func rectOfView(s *skirmishui.Screen) image.Rectangle {
	v := s.Board.Cam.View
	return image.Rect(int(v.X), int(v.Y), int(v.X+v.W), int(v.Y+v.H))
}
