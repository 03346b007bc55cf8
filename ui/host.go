package ui

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"time"

	"zulu1879/ui/uistate"
)

// Host is the page around the window when the game runs in a browser: it
// hands the window the player's requests from outside the canvas (a save
// file to open, a save to download) and shows its notices. The desktop
// window has none.
type Host interface {
	// Take returns the page's next request, if one waits. It must not block.
	Take() (HostRequest, bool)
	// Download offers data to the player as a file named name.
	Download(name string, data []byte) error
	// Notice shows the window's passing message on the page too.
	Notice(text string, isErr bool)
	// Attach gives the host what the window last drew: its buttons,
	// where they are, so that a test driving the page can click them.
	Attach(shown func() []ButtonAt)
}

// ButtonAt is a button of the window as last drawn, in device pixels.
type ButtonAt struct {
	ID         string
	X, Y, W, H float64
	On         bool // it answers a click
}

// The kinds of HostRequest.
const (
	HostUpload   = "upload"   // open Data, a save file the player chose, named Name
	HostDownload = "download" // save the game in progress and download it
)

// HostRequest is one request of the page.
type HostRequest struct {
	Kind string
	Name string
	Data []byte
}

// pageSkipBudget is the most time a frame spends on a bot's Skip in a page.
const pageSkipBudget = 30 * time.Millisecond

// uploadDir is where an uploaded file waits while it is checked; it is not
// the save folder, so that a bad upload leaves no file the dialog lists.
var uploadDir = filepath.Join(os.TempDir(), "zulu1879-upload")

// downloadDir is where a download is written before the page gets it.
var downloadDir = filepath.Join(os.TempDir(), "zulu1879-download")

// SetHost connects the window to the page around it.
func (a *App) SetHost(h Host) {
	a.host = h
	if h != nil {
		h.Attach(a.shownButtons)
	}
}

// keepShown copies the buttons of the frame just drawn for the host.
func (a *App) keepShown() {
	if a.host == nil {
		return
	}
	a.shown = a.shown[:0]
	for _, b := range a.hits {
		a.shown = append(a.shown, ButtonAt{ID: b.id, X: b.r.X, Y: b.r.Y, W: b.r.W, H: b.r.H, On: b.on})
	}
}

// shownButtons is the buttons of the last frame drawn.
func (a *App) shownButtons() []ButtonAt { return append([]ButtonAt(nil), a.shown...) }

// serveHost carries out the page's waiting request, if any.
func (a *App) serveHost() {
	if a.host == nil {
		return
	}
	rq, ok := a.host.Take()
	if !ok {
		return
	}
	a.dialog = nil
	switch rq.Kind {
	case HostUpload:
		a.upload(rq.Name, rq.Data)
	case HostDownload:
		a.download()
	default:
		a.say(true, "the page asked for %q, which the game does not know", rq.Kind)
	}
}

// upload opens a save file the player gave the page. It is checked exactly
// as the load dialog checks a file; a bad one is refused with the one-line
// reason and leaves nothing behind. A good one is kept in the save folder,
// under its own name or the first free "name-N", and opened.
func (a *App) upload(name string, data []byte) {
	base := cleanFileName(name)
	if a.saveDir == "" {
		a.say(true, "opening a file is off: %v", a.autoErr)
		return
	}
	if err := os.MkdirAll(uploadDir, 0o755); err != nil {
		a.say(true, "upload %s: %v", base, err)
		return
	}
	tmp := filepath.Join(uploadDir, base)
	if err := os.WriteFile(tmp, data, 0o644); err != nil {
		a.say(true, "upload %s: %v", base, err)
		return
	}
	defer os.Remove(tmp)
	if _, err := uistate.LoadFile(tmp); err != nil {
		a.say(true, "%s", oneLine(err.Error()))
		return
	}
	dst := freeName(a.saveDir, base)
	if err := os.WriteFile(dst, data, 0o644); err != nil {
		a.say(true, "upload %s: %v", base, err)
		return
	}
	l, err := uistate.LoadFile(dst)
	if err != nil {
		a.say(true, "%s", oneLine(err.Error()))
		return
	}
	a.openLoaded(l)
}

// download saves the game in progress (a file the save folder does not
// list) and hands it to the page.
func (a *App) download() {
	var name string
	rec, ename := a.envelopeRecord()
	switch {
	case rec != nil:
		name = ename
	case a.model != nil:
		name = uistate.SaveName(a.model, a.flow)
	default:
		a.say(true, "nothing to download yet: start or load a game first")
		return
	}
	if err := os.MkdirAll(downloadDir, 0o755); err != nil {
		a.say(true, "download: %v", err)
		return
	}
	path := filepath.Join(downloadDir, name+".json")
	var err error
	if rec != nil {
		err = rec.Save(path, a.version)
	} else {
		_, err = uistate.SaveFile(path, a.version, a.model, a.flow)
	}
	if err == nil {
		var data []byte
		if data, err = os.ReadFile(path); err == nil {
			err = a.host.Download(filepath.Base(path), data)
		}
	}
	os.Remove(path)
	if err != nil {
		a.say(true, "download failed: %v", err)
		return
	}
	a.say(false, "Downloaded %s", filepath.Base(path))
}

// cleanFileName is the last element of name, without characters a save
// folder's file names avoid, ending in .json.
func cleanFileName(name string) string {
	name = name[strings.LastIndexAny(name, `/\`)+1:]
	name = strings.Map(func(r rune) rune {
		if r < ' ' || strings.ContainsRune(`:*?"<>|`, r) {
			return '_'
		}
		return r
	}, name)
	name = strings.TrimLeft(name, ".")
	if name == "" {
		name = "upload"
	}
	if !strings.HasSuffix(strings.ToLower(name), ".json") {
		name += ".json"
	}
	return name
}

// freeName is dir/base when no such file exists, else dir/stem-N.json with
// the first free N.
func freeName(dir, base string) string {
	p := filepath.Join(dir, base)
	stem := strings.TrimSuffix(base, filepath.Ext(base))
	for n := 2; ; n++ {
		if _, err := os.Stat(p); os.IsNotExist(err) {
			return p
		}
		p = filepath.Join(dir, stem+"-"+strconv.Itoa(n)+".json")
	}
}

// oneLine keeps the first line of a message.
func oneLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}

// errStorageFull is what a page says when its storage refuses a save.
var errStorageFull = errors.New("browser storage is full: download your save, or delete old saves")

// storageFull reports whether err is a write the page's storage refused
// for want of room (web/static/storage.js fails it with ENOSPC, which Go's
// js/wasm port hands on as syscall.ENOSPC).
func storageFull(err error) bool {
	return errors.Is(err, syscall.ENOSPC) || strings.Contains(err.Error(), syscall.ENOSPC.Error())
}

// hostArgs are a notice's args with, in a page, an error of a full
// storage given as what to do about it (say calls it): "autosave failed:
// browser storage is full: …" rather than "…: no space left on device".
// The desktop's messages are left as they are.
func (a *App) hostArgs(args []any) []any {
	if a.host == nil {
		return args
	}
	for i, v := range args {
		if err, ok := v.(error); ok && err != nil && storageFull(err) {
			args = slices.Clone(args)
			args[i] = errStorageFull
		}
	}
	return args
}

// saveFailed is the save dialog's reason for a save to path that failed
// with err. In a page whose storage is full it says what to do, and the
// page's notice says it too. The file that was at path is untouched
// (saves.WriteFileAtomic).
func (a *App) saveFailed(path string, err error) string {
	if a.host == nil || !storageFull(err) {
		return err.Error()
	}
	a.say(true, "saving %s failed: %v", filepath.Base(path), err)
	return a.notice
}
