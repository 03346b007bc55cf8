package uistate

import (
	"fmt"
	"strings"

	"zulu1879/isandlwana"
	"zulu1879/units"
)

// BannerSeconds is how long a big event stays on the board; it fades out
// over the last BannerFade of them.
const (
	BannerSeconds = 5.0
	BannerFade    = 1.0
)

// bannerFading reports whether the banner is fading out (the window then
// draws every frame).
func (m *Model) bannerFading() bool {
	return m.Banner != nil && m.Banner.Age >= BannerSeconds-BannerFade
}

// Banner is a big event shown across the board, not only in the log: the
// wagon or the Colours taken, a leader killed, a unit wiped out, the
// massacre line near.
type Banner struct {
	Text string
	Side isandlwana.Side // the side the news is good for
	Age  float64         // seconds shown
}

// massacreWarning is how few British counters on the map make the massacre
// (4.3: none left) worth a warning.
const massacreWarning = 2

// bigEvents says what changed between before and after that a player must
// not miss, in one line, and whom it favours.
func bigEvents(before, after *isandlwana.State) (string, isandlwana.Side) {
	var news []string
	good := isandlwana.Zulu
	if !before.Wagon.Captured && after.Wagon.Captured {
		news = append(news, fmt.Sprintf("The ammunition wagon is taken at %s (8.7)", before.Wagon.Hex))
	}
	if before.Colours != isandlwana.ColoursCaptured && after.Colours == isandlwana.ColoursCaptured {
		news = append(news, "The Queen's Colours are taken (8.10)")
	}
	for i := range after.Units {
		b, a := &before.Units[i], &after.Units[i]
		if b.Status != isandlwana.OnMap || a.Status != isandlwana.Eliminated {
			continue
		}
		if a.Kind == units.Leader {
			news = append(news, a.Name+" is killed")
		} else {
			news = append(news, a.Name+" is wiped out")
		}
	}
	onMap := func(g *isandlwana.State) int {
		n := 0
		for i := range g.Units {
			if g.Units[i].Status == isandlwana.OnMap {
				n++
			}
		}
		return n
	}
	if n := onMap(after); n > 0 && n <= massacreWarning && onMap(before) > massacreWarning && !after.Over() {
		news = append(news, fmt.Sprintf("Only %s stand: if they fall, it is a massacre (4.3)", Plural(n, "British counter", "British counters")))
	}
	if len(news) == 0 {
		return "", isandlwana.NoSide
	}
	return strings.Join(news, " · "), good
}

// noteBigEvents raises a banner for what the last action changed.
func (m *Model) noteBigEvents(before *isandlwana.State) {
	if text, side := bigEvents(before, m.Game()); text != "" {
		m.Banner = &Banner{Text: text, Side: side}
	}
}

// ageBanner lets the banner fade; it reports whether one is still up.
func (m *Model) ageBanner(dt float64) bool {
	if m.Banner == nil {
		return false
	}
	m.Banner.Age += dt
	if m.Banner.Age >= BannerSeconds {
		m.Banner = nil
		return false
	}
	return true
}
