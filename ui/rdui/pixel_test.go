package rdui

import (
	"image"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"zulu1879/ramparts"
	"zulu1879/ui/paint"
	"zulu1879/ui/paint/painttest"
	"zulu1879/ui/rdui/rdstate"
)

// distinct counts the distinct colours in a rectangle of img (capped).
func distinct(img *image.RGBA, r image.Rectangle) int {
	seen := map[color.RGBA]bool{}
	r = r.Intersect(img.Bounds())
	for y := r.Min.Y; y < r.Max.Y; y += 2 {
		for x := r.Min.X; x < r.Max.X; x += 2 {
			seen[img.RGBAAt(x, y)] = true
			if len(seen) > 64 {
				return len(seen)
			}
		}
	}
	return len(seen)
}

func rectOf(r rdstate.Rect) image.Rectangle {
	return image.Rect(int(r.X), int(r.Y), int(r.X+r.W), int(r.Y+r.H))
}

// near reports whether a pixel within 2 px of p is within tol of want.
func near(img *image.RGBA, p image.Point, want color.RGBA, tol int) bool {
	return painttest.Near(img, p, 2, want, tol)
}

func TestPixelsStandeesDrawnWhereTheIButhosAre(t *testing.T) {
	needLoop(t)
	cases := []struct {
		name   string
		seed   uint64
		moves  int
		w, h   int
		ledger []string
		hosted bool // in the game window: Save and Menu in the bar
	}{
		{"rorkes-drift-start.png", 11, 0, 1440, 900, nil, false},
		{"rorkes-drift.png", 10, 55, 1440, 900, []string{"Isandlwana: the camp fell; the Colours were sent off (+2 VP).", "Survivors reached the drift."}, false},
		{"rorkes-drift-small.png", 7, 40, 1024, 640, nil, false},
		{"rorkes-drift-campaign.png", 10, 55, 1440, 900, []string{"Isandlwana: the camp fell."}, true},
		{"rorkes-drift-campaign-small.png", 10, 55, 960, 600, []string{"Isandlwana: the camp fell."}, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := newGame(t, c.seed)
			advise(t, g, c.moves)
			o := Options{Ledger: c.ledger, Hosted: c.hosted}
			if c.hosted {
				o.Title = "The campaign · later that afternoon"
			}
			s := New(g, o)
			img := s.Snapshot(c.w, c.h)
			savePNG(t, c.name, img)
			if b := img.Bounds(); b.Dx() != c.w || b.Dy() != c.h {
				t.Fatalf("image is %v, want %dx%d", b, c.w, c.h)
			}
			if n := distinct(img, img.Bounds()); n < 20 {
				t.Fatalf("the frame has %d colours: blank", n)
			}
			l := rdstate.NewLayout(float64(c.w), float64(c.h))
			active := 0
			for i := range g.IButhos {
				b := &g.IButhos[i]
				if !b.Active() {
					continue
				}
				active++
				r := l.StandeeRect(b)
				// The standee's face, just inside its edge, is the Zulu colour.
				p := image.Pt(int(r.X+r.W/2), int(r.Y+r.H*0.45))
				if !near(img, p, paint.ColZulu, 12) && !near(img, image.Pt(int(r.X+r.W-4*l.S), int(r.Y+r.H/2)), paint.ColZulu, 12) {
					t.Errorf("%s in box %d of track %d: no standee colour near %v (found %v)", b.ID, b.Box, b.Track, p, img.RGBAAt(p.X, p.Y))
				}
				if n := distinct(img, rectOf(r)); n < 3 {
					t.Errorf("%s: its standee has %d colours: nothing written on it", b.ID, n)
				}
			}
			if active == 0 {
				t.Fatal("no iButho on the map to check")
			}
		})
	}
}

func TestClickingAButtonOnScreenAppliesItThroughOptionsApply(t *testing.T) {
	needLoop(t)
	g := newGame(t, 7)
	advise(t, g, 3)
	var got []ramparts.Action
	s := New(g, Options{Apply: func(a ramparts.Action) error { got = append(got, a); return g.Apply(a) }})
	s.Snapshot(1440, 900)
	acts := s.actionsOf()
	if len(acts) == 0 {
		t.Fatal("no action button drawn")
	}
	want := acts[len(acts)-1]
	var at rdstate.Rect
	for _, h := range s.hits {
		if h.a != nil && *h.a == want {
			at = h.r
		}
	}
	s.Click(at.Center())
	if len(got) != 1 || got[0] != want {
		t.Fatalf("clicking %q applied %v", want, got)
	}
	// A click on the help overlay closes it and applies nothing.
	s.m.ShowHelp = true
	s.Snapshot(1440, 900)
	s.Click(at.Center())
	if s.m.ShowHelp || len(got) != 1 {
		t.Fatalf("click on the help: help %v, applied %v", s.m.ShowHelp, got)
	}
}

func TestPixelsOverlaysAndEnding(t *testing.T) {
	needLoop(t)
	g := newGame(t, 5)
	advise(t, g, 30)
	s := New(g, Options{})
	for _, c := range []struct {
		name string
		set  func()
	}{
		{"rorkes-drift-help.png", func() { s.m.ShowHelp = true }},
		{"rorkes-drift-discards.png", func() { s.m.ShowHelp, s.m.ShowDiscards = false, true }},
	} {
		c.set()
		img := s.Snapshot(1440, 900)
		savePNG(t, c.name, img)
		if n := distinct(img, img.Bounds()); n < 8 {
			t.Errorf("%s: %d colours", c.name, n)
		}
	}
	s.m.ShowDiscards = false
	advise(t, g, 3000)
	if !g.Over() {
		t.Fatal("the game did not end")
	}
	img := s.Snapshot(1440, 900)
	savePNG(t, "rorkes-drift-ending.png", img)
	var cont rdstate.Rect
	for _, h := range s.hits {
		if h.id == "close" {
			cont = h.r
		}
	}
	if cont.W == 0 {
		t.Fatal("the ending has no Continue button")
	}
	if n := distinct(img, rectOf(cont)); n < 3 {
		t.Errorf("the Continue button is blank")
	}
	s.Click(cont.Center())
	if !s.Done() {
		t.Fatal("Continue did not finish the screen")
	}
}

func BenchmarkDrawFrame(b *testing.B) {
	needLoop(b)
	g := newGame(b, 7)
	advise(b, g, 24)
	s := New(g, Options{Ledger: []string{"Isandlwana: the camp fell."}})
	dst := ebiten.NewImage(1440, 900)
	defer dst.Deallocate()
	s.Layout(1440, 900)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s.Draw(dst)
		// Reading a pixel makes the GPU finish the frame.
		_ = dst.At(0, 0)
	}
}
