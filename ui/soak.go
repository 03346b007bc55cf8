package ui

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"runtime"
	"strconv"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"zulu1879/dice"
	"zulu1879/isandlwana"
	"zulu1879/ramparts"
	"zulu1879/saves"
	"zulu1879/ui/rdui"
	"zulu1879/ui/uistate"
)

// soak drives the window through a scripted tour instead of reading
// input, to see whether its memory stays flat: round after round it
// starts an Isandlwana game and plays into it (an action a frame), zooms
// in and out, resizes the window, shows the start screen, then plays
// Rorke's Drift (an action a frame), and every ten seconds it writes the
// resident memory, the Go heap, the frames drawn a second and the memory
// the Go runtime holds to log.
type soak struct {
	until, start, next time.Time
	log                io.Writer
	round, frame       int
	drawn              int       // a.Frames at the last report
	reported           time.Time // when the last report was written
	rd                 *ramparts.Game
}

// soakSizes are the window sizes the soak goes through.
var soakSizes = [][2]int{{1440, 900}, {1600, 1000}, {1024, 700}, {1280, 800}, {800, 560}, {1200, 780}}

// update plays one frame of the tour; done when the time is up.
func (k *soak) update(a *App) (done bool, err error) {
	now := time.Now()
	if now.After(k.next) {
		runtime.GC()
		var ms runtime.MemStats
		runtime.ReadMemStats(&ms)
		fps := 0.0
		if !k.reported.IsZero() {
			fps = float64(a.Frames-k.drawn) / now.Sub(k.reported).Seconds()
		}
		// Go held is what the Go runtime has from the system (its heap,
		// stacks and bookkeeping, less what it gave back): RSS less that is
		// the C side, the software renderer and the textures above all.
		fmt.Fprintf(k.log, "soak %5.0fs round %4d frame %3d RSS %6.1f MB  Go heap %6.1f MB  %5.1f FPS  Go held %6.1f MB\n", now.Sub(k.start).Seconds(), k.round, k.frame, RSSMB(), float64(ms.HeapAlloc)/1e6, fps, float64(ms.Sys-ms.HeapReleased)/1e6)
		k.drawn, k.reported = a.Frames, now
		k.next = k.next.Add(10 * time.Second)
	}
	if now.After(k.until) {
		return true, nil
	}
	f := k.frame
	k.frame++
	switch {
	case f == 0:
		s, err := saves.Start("isandlwana", uint64(k.round+1), isandlwana.Options{})
		if err != nil {
			return true, err
		}
		a.play(uistate.NewModel(s, [2]*uistate.Bot{}), nil)
		sz := soakSizes[k.round%len(soakSizes)]
		ebiten.SetWindowSize(sz[0], sz[1])
	case f < 150:
		m := a.model
		if l := m.Game().Legal(); len(l) > 0 && !m.Game().Over() {
			if err := m.Apply(l[(f*7+k.round)%len(l)], "soak", true); err != nil {
				return true, err
			}
		}
		m.HandOver = isandlwana.NoSide
		switch {
		case f >= 60 && f < 90 && f%5 == 0:
			m.Cam.ZoomAt(1.25, m.Cam.View.Center())
		case f >= 90 && f < 120 && f%5 == 0:
			m.Cam.ZoomAt(0.8, m.Cam.View.Center())
		}
	case f < 170:
		if f == 150 {
			a.toMenu()
		}
	case f == 170:
		rg, err := ramparts.New(ramparts.Options{}, dice.NewSeeded(uint64(k.round+1)))
		if err != nil {
			return true, err
		}
		k.rd = rg
		a.rorke, a.screen = rdui.New(rg, rdui.Options{Title: "Rorke's Drift — soak"}), ScreenRorke
	case f < 300:
		if !k.rd.Over() {
			act, _ := ramparts.Advisor{}.Choose(k.rd)
			if err := k.rd.Apply(act); err != nil {
				return true, err
			}
		}
		a.rorke.Layout(a.w, a.h)
	default:
		k.frame, k.round = 0, k.round+1
		a.rorke, a.screen = nil, ScreenMenu
	}
	return false, nil
}

// RSSMB is the resident memory of this process in MB (-1 where /proc
// does not tell).
func RSSMB() float64 {
	f, err := os.Open("/proc/self/status")
	if err != nil {
		return -1
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if rest, ok := strings.CutPrefix(sc.Text(), "VmRSS:"); ok {
			kb, err := strconv.Atoi(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(rest), "kB")))
			if err != nil {
				return -1
			}
			return float64(kb) / 1024
		}
	}
	return -1
}
