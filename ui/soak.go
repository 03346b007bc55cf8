package ui

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/pprof"
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
// the Go runtime holds to log, and the memory again between rounds.
type soak struct {
	until, start, next time.Time
	log                io.Writer
	round, frame       int
	drawn              int       // a.Frames at the last report
	reported           time.Time // when the last report was written
	rd                 *ramparts.Game
	// profile, when set, is the prefix of files the Go heap profile is
	// written to after the soak's first minute and every four minutes
	// after (PROFILE.1m, PROFILE.5m, …), to see what grows between them
	// (go tool pprof -base); profiled is the minutes of the last one.
	profile  string
	profiled int
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
		// Heap in use and heap from the system tell a live heap that
		// grows from one the runtime keeps; cache images counts the
		// window's big cache images alive, GPU images the pixels of
		// every image Ebitengine has (its atlas pages included).
		var di ebiten.DebugInfo
		ebiten.ReadDebugInfo(&di)
		fmt.Fprintf(k.log, "soak %5.0fs round %4d frame %3d RSS %6.1f MB  Go heap %6.1f MB  %5.1f FPS  Go held %6.1f MB  in use %6.1f MB  heap sys %6.1f MB  GCs %5d (%4.1f%% of CPU)  cache images %3d (%5.1f MB)  GPU images %6.1f MB\n",
			now.Sub(k.start).Seconds(), k.round, k.frame, RSSMB(), float64(ms.HeapAlloc)/1e6, fps, float64(ms.Sys-ms.HeapReleased)/1e6,
			float64(ms.HeapInuse)/1e6, float64(ms.HeapSys)/1e6, ms.NumGC, 100*ms.GCCPUFraction, cacheImages.Load(), float64(4*cachePixels.Load())/1e6, float64(di.TotalGPUImageMemoryUsageInBytes)/1e6)
		if mins := int(now.Sub(k.start) / time.Minute); k.profile != "" && mins >= 1 && (mins-1)%4 == 0 && mins > k.profiled {
			k.profiled = mins
			if err := writeHeapProfile(fmt.Sprintf("%s.%dm", k.profile, mins)); err != nil {
				fmt.Fprintf(k.log, "soak: the heap profile at %d minutes: %v\n", mins, err)
			}
		}
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
		if k.round > 0 {
			k.roundReport(now)
		}
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

// roundReport writes the memory between two rounds, at the same point of
// the tour each time (the 10 s reports fall anywhere in it): a line a
// round, to compare the rounds at the same window size (every
// len(soakSizes) rounds) from the start of the soak to its end.
func (k *soak) roundReport(now time.Time) {
	runtime.GC()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	var di ebiten.DebugInfo
	ebiten.ReadDebugInfo(&di)
	sz := soakSizes[(k.round-1)%len(soakSizes)]
	fmt.Fprintf(k.log, "soak round %4d ended %5.0fs at %dx%d  RSS %6.1f MB  Go heap %6.1f MB  Go held %6.1f MB  GPU images %6.1f MB\n",
		k.round-1, now.Sub(k.start).Seconds(), sz[0], sz[1], RSSMB(), float64(ms.HeapAlloc)/1e6, float64(ms.Sys-ms.HeapReleased)/1e6, float64(di.TotalGPUImageMemoryUsageInBytes)/1e6)
}

// writeHeapProfile writes the Go heap's live objects (after the
// collection the soak's report has just run) to path.
func writeHeapProfile(path string) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := pprof.WriteHeapProfile(f); err != nil {
		f.Close()
		return err
	}
	return f.Close()
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
