package skirmishui

import (
	"flag"
	"image"
	"slices"
	"strings"
	"testing"

	"zulu1879/saves"
	"zulu1879/skirmish"
	"zulu1879/ui/paint/painttest"
	"zulu1879/ui/skirmishui/skstate"
	"zulu1879/ui/uistate"
)

var (
	haveLoop bool
	shots    = flag.String("shots", "", "write the screens the pixel tests draw into this folder")
)

// The pixel tests run inside Ebitengine's game loop when a display exists.
func TestMain(m *testing.M) { painttest.Main(m, "skirmishui", &haveLoop) }

func needLoop(t testing.TB) { t.Helper(); painttest.NeedLoop(t, haveLoop) }

func savePNG(t testing.TB, name string, img image.Image) {
	t.Helper()
	painttest.SavePNG(t, *shots, name, img)
}

func newModel(t testing.TB, scenario string, seed uint64, british, zulu string) *skstate.Model {
	t.Helper()
	rec, err := skstate.NewGame(scenario, seed, british, zulu)
	if err != nil {
		t.Fatal(err)
	}
	m, err := skstate.New(rec)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func pt(p uistate.Point) image.Point { return image.Pt(int(p.X+0.5), int(p.Y+0.5)) }

func TestPixel_FiguresArrowsPipsAndTheDownMark(t *testing.T) {
	needLoop(t)
	m := newModel(t, "hospital", 1, "", "")
	g := m.G()
	b1, b2, z1 := m.Index("B1"), m.Index("B2"), m.Index("Z1")
	// Wounds as the rules leave them: a light one, and a serious one that
	// put the man down.
	g.Figs[b1].Wounds.Light = 1
	g.Figs[b2].Wounds.Serious, g.Figs[b2].Down = true, true
	s, err := New(m)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Release()
	s.Layout(1400, 900)
	s.Board.Cam.ZoomAt(4, s.Board.Cam.View.Center())
	s.Board.Cam.CenterOn(g.Figs[b1].Hex)
	img := s.Snapshot(1400, 900)
	savePNG(t, "skirmish-figures.png", img)
	r := s.figRadius()
	if r < 12 {
		t.Fatalf("figure radius %.1f px: zoom in further", r)
	}
	c := s.FigurePoint(b1)
	body := uistate.Point{X: c.X - 0.45*r, Y: c.Y + 0.45*r}
	if !painttest.Near(img, pt(body), 1, ColBritish, 40) {
		t.Errorf("B1's body at %v: %v, want the red coat", body, img.RGBAAt(pt(body).X, pt(body).Y))
	}
	// Along the facing arrow, past the rim: the arrow's yellow.
	tip := s.ArrowTip(b1)
	mid := uistate.Point{X: (c.X*0.2 + tip.X*0.8), Y: (c.Y*0.2 + tip.Y*0.8)}
	if !painttest.Near(img, pt(mid), 1, ColArrow, 40) {
		t.Errorf("B1's facing arrow at %v: %v, want yellow", mid, img.RGBAAt(pt(mid).X, pt(mid).Y))
	}
	// The opposite side of the figure has no arrow.
	back := uistate.Point{X: 2*c.X - mid.X, Y: 2*c.Y - mid.Y}
	if painttest.Near(img, pt(back), 0, ColArrow, 40) {
		t.Errorf("yellow behind B1 at %v: the arrow points the wrong way", back)
	}
	if p := s.PipPoint(b1, 0); !painttest.Near(img, pt(p), 1, ColPip, 40) {
		t.Errorf("B1's wound pip at %v: %v", p, img.RGBAAt(pt(p).X, pt(p).Y))
	}
	if p := s.PipPoint(b1, 1); painttest.Near(img, pt(p), 0, ColPip, 40) {
		t.Errorf("B1 (one light wound) shows a second pip at %v", p)
	}
	for k := range 2 {
		if p := s.PipPoint(b2, k); !painttest.Near(img, pt(p), 1, ColPip, 40) {
			t.Errorf("B2 (serious) pip %d at %v: %v", k, p, img.RGBAAt(pt(p).X, pt(p).Y))
		}
	}
	c2 := s.FigurePoint(b2)
	bar := uistate.Point{X: c2.X - 0.98*r, Y: c2.Y + 0.15*r}
	if !painttest.Near(img, pt(bar), 1, ColDown, 30) {
		t.Errorf("B2's down bar at %v: %v", bar, img.RGBAAt(pt(bar).X, pt(bar).Y))
	}
	// A Zulu far off the zoomed view is not drawn; zoomed out he is.
	s.Board.Cam.Fit()
	img = s.Snapshot(1400, 900)
	savePNG(t, "skirmish-whole.png", img)
	zc := s.FigurePoint(z1)
	zr := s.figRadius()
	zb := uistate.Point{X: zc.X + 0.5*zr, Y: zc.Y + 0.35*zr}
	if !painttest.Near(img, pt(zb), 1, ColZulu, 40) {
		t.Errorf("Z1's body at %v: %v, want the Zulu's colour", zb, img.RGBAAt(pt(zb).X, pt(zb).Y))
	}
}

func TestPixel_PlannedShotFillsTheHittingFaces(t *testing.T) {
	needLoop(t)
	m := newModel(t, "perimeter", 3, "default", "default")
	for n := 0; ; n++ {
		g := m.G()
		if g.Phase == skirmish.StepBritishFire && slices.ContainsFunc(g.Legal(), func(a string) bool { return strings.HasPrefix(a, "fire ") }) {
			break
		}
		if m.Over() || n > 20000 {
			t.Fatal("no British fire phase with a shot")
		}
		m.Skip()
		if m.Over() {
			t.Fatal("over")
		}
	}
	for _, seat := range []string{"british", "zulu"} {
		if err := m.Rec.SetPlayer(seat, saves.Human); err != nil {
			t.Fatal(err)
		}
	}
	m, err := skstate.New(m.Rec)
	if err != nil {
		t.Fatal(err)
	}
	var firer, target string
	for _, a := range m.G().Legal() {
		if w := strings.Fields(a); w[0] == "fire" {
			firer, target = w[1], w[2]
		}
	}
	if err := m.Select(firer); err != nil {
		t.Fatal(err)
	}
	ti := m.Index(target)
	if got := m.Click(m.G().Figs[ti].Hex, m.G().Figs[ti].Roof); got != "aiming at "+target {
		t.Fatalf("aim: %q", got)
	}
	s, err := New(m)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Release()
	// Zoomed in on the firer, as a player aiming would be.
	s.Layout(1440, 900)
	s.Board.Cam.ZoomAt(2.2, s.Board.Cam.View.Center())
	s.Board.Cam.CenterOn(m.G().Figs[m.Index(firer)].Hex)
	img := s.Snapshot(1440, 900)
	savePNG(t, "skirmish.png", img)
	d := m.Dice()[0]
	for n := range 6 {
		r := s.DieFaceRect(0, n)
		corner := image.Pt(int(r.X+3), int(r.Y+r.H/2))
		hit := painttest.Near(img, corner, 0, ColHit, 30)
		if hit != d.Hits[n] {
			t.Errorf("white face %d (%s): drawn as a hit %v, the plan says %v (%v)", n, d.Faces[n].Letter(), hit, d.Hits[n], img.RGBAAt(corner.X, corner.Y))
		}
	}
}

// The numbered actions are drawn as lines of the panel; a click on one
// plays it.
func TestPixel_ClickOnANumberedLinePlaysIt(t *testing.T) {
	needLoop(t)
	m := newModel(t, "hospital", 1, "", "")
	if err := m.Select("Z1"); err != nil {
		t.Fatal(err)
	}
	s, err := New(m)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Release()
	s.Snapshot(1280, 800)
	cs := m.Choices()
	if len(s.choiceRects) == 0 || len(s.choiceRects) != min(len(cs), skstate.MaxChoices) {
		t.Fatalf("%d lines drawn for %d actions", len(s.choiceRects), len(cs))
	}
	r := s.choiceRects[0]
	n := m.Rec.Len()
	if got := s.ClickAt(uistate.Point{X: r.X + r.W/2, Y: r.Y + r.H/2}); got != cs[0] || m.Rec.Len() != n+1 {
		t.Errorf("click on line 1: %q (%d actions), want %q", got, m.Rec.Len(), cs[0])
	}
}

// TestPixel_APatientsCrossIsNotAWoundsRed: a patient's cross is drawn in
// first-aid green, apart from the red of the wound pips.
func TestPixel_APatientsCrossIsNotAWoundsRed(t *testing.T) {
	needLoop(t)
	m := newModel(t, "hospital", 1, "", "")
	g := m.G()
	p := slices.IndexFunc(g.Figs, func(f skirmish.Figure) bool { return f.Patient && f.Alive() && !f.Down })
	if p < 0 {
		t.Fatal("no patient in the hospital")
	}
	s, err := New(m)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Release()
	s.Layout(1400, 900)
	s.Board.Cam.ZoomAt(4, s.Board.Cam.View.Center())
	s.Board.Cam.CenterOn(g.Figs[p].Hex)
	img := s.Snapshot(1400, 900)
	savePNG(t, "skirmish-patient.png", img)
	r, c := s.figRadius(), s.FigurePoint(p)
	for _, arm := range []uistate.Point{{X: c.X - 0.38*r, Y: c.Y}, {X: c.X, Y: c.Y - 0.38*r}} {
		got := img.RGBAAt(pt(arm).X, pt(arm).Y)
		if !painttest.Near(img, pt(arm), 1, ColPatientMark, 40) || painttest.Like(got, ColPip, 60) {
			t.Errorf("%s's cross at %v: %v, want green, not a wound's red", g.Figs[p].ID, arm, got)
		}
	}
}
