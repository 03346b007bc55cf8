//go:build js && wasm

// Command zulu1879web is the game window built for a browser (GOOS=js
// GOARCH=wasm): the same engines, screens and bots as the desktop window,
// with its saves in the page's storage (web/static/storage.js gives the Go
// runtime a file system kept in localStorage) and the page's buttons to
// download the game in progress and open a save file. `make web` builds
// it into web/static; `zulu1879 serve` serves that folder.
//
// It is a command of its own rather than cmd/zulu1879 built for wasm: the
// page needs none of the terminal commands, and the desktop command embeds
// this build's output to serve it.
package main

import (
	"flag"
	"fmt"
	"os"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	ver "zulu1879/internal/version"
	"zulu1879/ui"
)

// saveDir is the save folder inside the page's storage (storage.js keeps
// everything under /zulu1879).
const saveDir = "/zulu1879/saves"

func main() {
	fs := flag.NewFlagSet("zulu1879web", flag.ContinueOnError)
	seed := fs.Uint64("seed", 0, "seed offered on the start screen (default: from the clock)")
	continuous := fs.Bool("continuous", false, "redraw every frame (to measure the frame rate)")
	if err := fs.Parse(os.Args[1:]); err != nil {
		fmt.Fprintln(os.Stderr, "zulu1879web:", err)
	}
	if *seed == 0 {
		// The page's clock counts milliseconds: nanoseconds would end in zeros.
		*seed = uint64(time.Now().UnixMilli() % 1000000)
	}
	// Every frame the page runs is an Update. The window runs frames only
	// on input (or when something moves); at 60 ticks a second Ebitengine
	// lets its clock decide whether a frame an input forces has a tick, and
	// one that came too soon after the last drew without an Update: the
	// input waited for the next one. The window's own clock is the wall
	// clock (its dt), not the ticks.
	ebiten.SetTPS(ebiten.SyncWithFPS)
	h := newPageHost()
	_, err := ui.Run(ui.Options{Seed: *seed, SaveDir: saveDir, Version: ver.Program, Continuous: *continuous, Host: h})
	if err != nil {
		fmt.Fprintln(os.Stderr, "zulu1879web:", err)
		h.fatal(err)
	}
}
