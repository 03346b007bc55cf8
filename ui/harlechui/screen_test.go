package harlechui

import (
	"slices"
	"strings"
	"testing"
	"zulu1879/ui/cardkeys"

	"zulu1879/games"
	"zulu1879/ui/harlechui/hstate"
	"zulu1879/ui/paint"
)

// TestPixels_TheHandOfTheSeatAtTheScreenIsDrawnAsCards draws a two-player
// game (the advisor in the second seat) and checks that the person's hand
// is drawn as cards where the layout puts them, the positions' cards are
// drawn, the relief marker is on its space, and the other seat's hand is
// only a count (no card is drawn for it).
func TestPixels_TheHandOfTheSeatAtTheScreenIsDrawnAsCards(t *testing.T) {
	needLoop(t)
	for _, c := range []struct {
		name string
		w, h int
	}{{"harlech.png", 1440, 900}, {"harlech-small.png", 1280, 800}, {"harlech-tiny.png", 1024, 640}} {
		t.Run(c.name, func(t *testing.T) {
			rec := newRecord(t, 2, 1, 3, 1)
			s, err := New(rec, true)
			if err != nil {
				t.Fatal(err)
			}
			m := s.Model()
			if m.Viewer != 0 {
				t.Fatalf("the viewer is %d, want player-1 (0)", m.Viewer)
			}
			img := s.Snapshot(c.w, c.h)
			savePNG(t, c.name, img)
			v := m.View()
			l := hstate.NewLayout(float64(c.w), float64(c.h), v.ReliefEnd)
			hand := v.Hands[0].Cards
			rs := l.CardRects(l.Hand, len(hand))
			for i, r := range rs {
				// A card: its parchment face, and the attack band's blue.
				inner := hstate.Rect{X: r.X + 6, Y: r.Y + r.H*0.4, W: r.W - 12, H: r.H * 0.5}
				if n := countLike(img, inner, colCard, 6); n < int(inner.W*inner.H/3) {
					t.Errorf("card %d (%s) of the hand: %d parchment pixels of %.0f", i, hand[i], n, inner.W*inner.H)
				}
				band := hstate.Rect{X: r.X + 6, Y: r.Y + 6, W: r.W - 12, H: 10}
				if n := countLike(img, band, colAttack, 6); n < int(band.W*band.H/2) {
					t.Errorf("card %d (%s): no attack band (%d pixels)", i, hand[i], n)
				}
			}
			// Right of the last card of the hand: no more cards, although
			// player-2 holds as many.
			last := rs[len(rs)-1]
			rest := hstate.Rect{X: last.X + last.W + 12, Y: last.Y, W: l.Hand.X + l.Hand.W - last.X - last.W - 12, H: last.H}
			if n := countLike(img, rest, colCard, 6); n > 0 {
				t.Errorf("%d card pixels right of the hand of %d cards: another hand drawn?", n, len(hand))
			}
			if v.Hands[1].Count == 0 || v.Hands[1].Cards != nil {
				t.Fatalf("player-2's hand in the view: %+v", v.Hands[1])
			}
			// The positions: each front card is face up, each behind it face down.
			for p := range 4 {
				if n := countLike(img, l.Slot[p][0], colCard, 6); n < int(l.Slot[p][0].W*l.Slot[p][0].H/3) {
					t.Errorf("position %d: the front card is not drawn face up (%d pixels)", p, n)
				}
				if n := countLike(img, l.Slot[p][1], colBackCard, 6); n < int(l.Slot[p][1].W*l.Slot[p][1].H/3) {
					t.Errorf("position %d: the card behind is not drawn face down (%d pixels)", p, n)
				}
			}
			// The relief marker's ring is on its space and on no other.
			for i, r := range l.Spaces {
				n := countLike(img, r, colMarker, 10)
				if (i+1 == v.Relief) != (n > 20) {
					t.Errorf("relief space %d (marker on %d): %d marker pixels", i+1, v.Relief, n)
				}
			}
		})
	}
}

// TestPixels_TheCurtainHidesEveryHand draws a hotseat game of two people
// at the hand-over: nothing of the table is drawn, no card anywhere.
func TestPixels_TheCurtainHidesEveryHand(t *testing.T) {
	needLoop(t)
	rec := newRecord(t, 2, 2, 5)
	s, err := New(rec, false)
	if err != nil {
		t.Fatal(err)
	}
	m := s.Model()
	if !m.Curtain || m.CurtainFor() != 0 {
		t.Fatalf("a game of two people opens on the curtain for player-1: curtain %v for %d", m.Curtain, m.CurtainFor())
	}
	img := s.Snapshot(1440, 900)
	savePNG(t, "harlech-curtain.png", img)
	all := hstate.Rect{Y: 60, W: 1440, H: 840}
	// The colours of the cards' bands and backs appear nowhere else.
	cards := func() int {
		return countLike(img, all, colAttack, 3) + countLike(img, all, colZulu, 3) + countLike(img, all, colBackCard, 3)
	}
	if n := cards(); n > 0 {
		t.Errorf("%d card pixels under the curtain", n)
	}
	m.PressKey("Enter")
	if m.Curtain || m.Viewer != games.Seat(0) {
		t.Fatalf("Enter: curtain %v, viewer %d", m.Curtain, m.Viewer)
	}
	img = s.Snapshot(1440, 900)
	if n := cards(); n < 1000 {
		t.Errorf("after the curtain: %d card pixels", n)
	}
}

// TestPixels_TheEndingShowsTheMedal plays a game to its end with the
// advisor in the only seat and draws the ending.
func TestPixels_TheEndingShowsTheMedal(t *testing.T) {
	needLoop(t)
	for seed := uint64(1); seed < 40; seed++ {
		rec := newRecord(t, 1, 1, seed, 0)
		s, err := New(rec, false)
		if err != nil {
			t.Fatal(err)
		}
		m := s.Model()
		for i := 0; i < 5000 && !m.Over(); i++ {
			m.BotStep()
		}
		if r, _ := rec.State().Result(); len(r.Winners) == 0 {
			continue
		}
		img := s.Snapshot(1440, 900)
		savePNG(t, "harlech-ending.png", img)
		// The medal's gold disc, in the middle of the ending.
		mid := hstate.Rect{X: 620, Y: 300, W: 200, H: 200}
		if n := countLike(img, mid, paint.ColGold, 8); n < 300 {
			t.Errorf("seed %d, a win: %d gold pixels where the medal is drawn", seed, n)
		}
		return
	}
	t.Fatal("no win in 39 games of level 1")
}

// TestKeys_EveryKeyOfTheScreenIsInTheHelpTable: the keys the screen reads
// are the ones the help's key table lists (digits as "1-9").
func TestKeys_EveryKeyOfTheScreenIsInTheHelpTable(t *testing.T) {
	listed := map[string]bool{}
	for _, k := range hstate.Keys {
		listed[k.Name] = true
	}
	for _, k := range append(slices.Clone(cardkeys.Common), extraKeys...) {
		name := k.Name
		if len(name) == 1 && name[0] >= '1' && name[0] <= '9' {
			name = "1"
		}
		if !listed[name] {
			t.Errorf("the screen reads %q, which the help does not list", k.Name)
		}
	}
	m := newRecordModel(t)
	if line := hstate.KeyLine(); !strings.Contains(strings.Join(m.HelpText(), "\n"), line) {
		t.Errorf("the help lacks the key line %q", line)
	}
}

func newRecordModel(t *testing.T) *hstate.Model {
	rec := newRecord(t, 1, 1, 1)
	m, err := hstate.New(rec)
	if err != nil {
		t.Fatal(err)
	}
	return m
}
