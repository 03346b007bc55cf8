package uistate

import (
	"strings"
	"testing"

	"zulu1879/isandlwana"
	"zulu1879/units"
)

// The events a player must not miss raise a banner; quiet changes do not.
func TestBigEventsRaiseABanner(t *testing.T) {
	g := newGame(t, "isandlwana", 7)
	leader, company := -1, -1
	for i := range g.Units {
		if g.Units[i].Status != isandlwana.OnMap {
			continue
		}
		if g.Units[i].Kind == units.Leader && leader < 0 {
			leader = i
		}
		if g.Units[i].IsCombat() && company < 0 {
			company = i
		}
	}
	cases := []struct {
		name   string
		change func(g *isandlwana.State)
		want   []string
	}{
		{"nothing big", func(g *isandlwana.State) { g.Units[company].Strength-- }, nil},
		{"wagon taken", func(g *isandlwana.State) { g.Wagon.Captured = true }, []string{"wagon is taken"}},
		{"Colours taken", func(g *isandlwana.State) { g.Colours = isandlwana.ColoursCaptured }, []string{"Colours are taken"}},
		{"leader and company", func(g *isandlwana.State) {
			g.Units[leader].Status = isandlwana.Eliminated
			g.Units[company].Status = isandlwana.Eliminated
		}, []string{g.Units[leader].Name + " is killed", g.Units[company].Name + " is wiped out"}},
		{"massacre near", func(g *isandlwana.State) {
			kept := 0
			for i := range g.Units {
				if g.Units[i].Status == isandlwana.OnMap {
					if kept < 2 {
						kept++
						continue
					}
					g.Units[i].Status = isandlwana.Eliminated
				}
			}
		}, []string{"Only 2 British counters stand", "massacre (4.3)"}},
	}
	for _, c := range cases {
		after := g.Clone()
		c.change(after)
		text, _ := bigEvents(g, after)
		if len(c.want) == 0 && text != "" {
			t.Errorf("%s: banner %q", c.name, text)
		}
		for _, w := range c.want {
			if !strings.Contains(text, w) {
				t.Errorf("%s: banner %q lacks %q", c.name, text, w)
			}
		}
	}
}

// A banner stays a few seconds, then goes.
func TestBannerFades(t *testing.T) {
	m := hotseat(t)
	m.Banner = &Banner{Text: "x"}
	m.Update(BannerSeconds / 2)
	if m.Banner == nil {
		t.Fatal("the banner went too soon")
	}
	m.Update(BannerSeconds)
	if m.Banner != nil {
		t.Fatal("the banner stays")
	}
}

// A window that draws only on change still sees the banner go: it is due
// to change before it fades, and animates while it fades.
func TestBannerAsksForTheFramesItNeeds(t *testing.T) {
	m := hotseat(t)
	m.Dice = nil
	m.Banner = &Banner{Text: "x"}
	secs, ok := m.NextChange()
	if !ok || secs > BannerSeconds-BannerFade+1e-9 {
		t.Fatalf("next change in %.2f s (%v), want the fade at %.1f s", secs, ok, BannerSeconds-BannerFade)
	}
	m.Wait(secs)
	if !m.Animating() {
		t.Error("a fading banner does not animate")
	}
	m.Wait(BannerFade)
	if m.Banner != nil || m.Animating() {
		t.Error("the banner outlived its time, or keeps the window drawing")
	}
}
