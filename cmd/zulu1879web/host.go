//go:build js && wasm

package main

import (
	"errors"
	"sync"
	"syscall/js"

	"github.com/hajimehoshi/ebiten/v2"

	"zulu1879/ui"
)

// pageHost is the window's ui.Host in the page. The page calls
// zulu1879.upload(name, bytes) and zulu1879.download(); the window calls
// the page's zulu1879Page.download(name, bytes) and .notice(text, isErr).
// zulu1879.buttons() lists the buttons last drawn (id, x, y, w, h in
// device pixels, on); zulu1879.stats() answers the frame rate, frames drawn and when the first
// frame came (performance.now milliseconds), for the page's tests.
type pageHost struct {
	mu      sync.Mutex
	queue   []ui.HostRequest
	page    js.Value
	updates int
	first   float64
	mainAt  float64 // when main began (performance.now milliseconds)
	funcs   []js.Func
	shown   func() []ui.ButtonAt
}

func newPageHost() *pageHost {
	h := &pageHost{page: js.Global().Get("zulu1879Page"), mainAt: js.Global().Get("performance").Call("now").Float()}
	api := js.Global().Get("Object").New()
	h.export(api, "upload", func(args []js.Value) any {
		if len(args) < 2 {
			return "upload needs a file name and its bytes"
		}
		data := make([]byte, args[1].Get("length").Int())
		js.CopyBytesToGo(data, args[1])
		h.push(ui.HostRequest{Kind: ui.HostUpload, Name: args[0].String(), Data: data})
		return nil
	})
	h.export(api, "download", func([]js.Value) any {
		h.push(ui.HostRequest{Kind: ui.HostDownload})
		return nil
	})
	h.export(api, "stats", func([]js.Value) any {
		h.mu.Lock()
		defer h.mu.Unlock()
		return map[string]any{"fps": ebiten.ActualFPS(), "updates": h.updates, "firstUpdateMs": h.first, "mainMs": h.mainAt}
	})
	h.export(api, "buttons", func([]js.Value) any {
		h.mu.Lock()
		shown := h.shown
		h.mu.Unlock()
		if shown == nil {
			return []any{}
		}
		var out []any
		for _, b := range shown() {
			out = append(out, map[string]any{"id": b.ID, "x": b.X, "y": b.Y, "w": b.W, "h": b.H, "on": b.On})
		}
		return out
	})
	js.Global().Set("zulu1879", api)
	return h
}

// export makes f callable from the page as api[name].
func (h *pageHost) export(api js.Value, name string, f func([]js.Value) any) {
	fn := js.FuncOf(func(_ js.Value, args []js.Value) any { return f(args) })
	h.funcs = append(h.funcs, fn)
	api.Set(name, fn)
}

// push queues a request and wakes the window, which may be standing still.
func (h *pageHost) push(rq ui.HostRequest) {
	h.mu.Lock()
	h.queue = append(h.queue, rq)
	h.mu.Unlock()
	ebiten.ScheduleFrame()
}

// Take implements ui.Host. The window calls it once a frame.
func (h *pageHost) Take() (ui.HostRequest, bool) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.updates == 0 {
		h.first = js.Global().Get("performance").Call("now").Float()
		if h.page.Truthy() && h.page.Get("started").Truthy() {
			h.page.Call("started")
		}
	}
	h.updates++
	if len(h.queue) == 0 {
		return ui.HostRequest{}, false
	}
	rq := h.queue[0]
	h.queue = h.queue[1:]
	return rq, true
}

// Attach implements ui.Host.
func (h *pageHost) Attach(shown func() []ui.ButtonAt) {
	h.mu.Lock()
	h.shown = shown
	h.mu.Unlock()
}

// Download implements ui.Host.
func (h *pageHost) Download(name string, data []byte) error {
	if !h.page.Truthy() || !h.page.Get("download").Truthy() {
		return errors.New("this page cannot download files")
	}
	buf := js.Global().Get("Uint8Array").New(len(data))
	js.CopyBytesToJS(buf, data)
	h.page.Call("download", name, buf)
	return nil
}

// Notice implements ui.Host.
func (h *pageHost) Notice(text string, isErr bool) {
	if h.page.Truthy() && h.page.Get("notice").Truthy() {
		h.page.Call("notice", text, isErr)
	}
}

// fatal tells the page the game could not start.
func (h *pageHost) fatal(err error) {
	if h.page.Truthy() && h.page.Get("fatal").Truthy() {
		h.page.Call("fatal", err.Error())
	}
}
