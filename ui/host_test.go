package ui

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"zulu1879/saves"
	"zulu1879/ui/uistate"
)

// fakeHost is a page: requests to hand the window, and what it got back.
type fakeHost struct {
	queue     []HostRequest
	notices   []string
	errs      []bool
	downloads map[string][]byte
	shown     func() []ButtonAt
}

func (h *fakeHost) Take() (HostRequest, bool) {
	if len(h.queue) == 0 {
		return HostRequest{}, false
	}
	rq := h.queue[0]
	h.queue = h.queue[1:]
	return rq, true
}

func (h *fakeHost) Download(name string, data []byte) error {
	if h.downloads == nil {
		h.downloads = map[string][]byte{}
	}
	h.downloads[name] = data
	return nil
}

func (h *fakeHost) Notice(text string, isErr bool) {
	h.notices = append(h.notices, text)
	h.errs = append(h.errs, isErr)
}

func (h *fakeHost) Attach(shown func() []ButtonAt) { h.shown = shown }

// last is the host's last notice.
func (h *fakeHost) last() (string, bool) {
	if len(h.notices) == 0 {
		return "", false
	}
	return h.notices[len(h.notices)-1], h.errs[len(h.errs)-1]
}

// hostApp is a window with a save folder of its own and a fake page.
func hostApp(t *testing.T) (*App, *fakeHost) {
	t.Helper()
	old := uploadDir
	uploadDir = t.TempDir()
	t.Cleanup(func() { uploadDir = old })
	oldD := downloadDir
	downloadDir = t.TempDir()
	t.Cleanup(func() { downloadDir = oldD })
	a := NewApp(1879)
	h := &fakeHost{}
	a.SetHost(h)
	if err := a.SetSaves(t.TempDir(), "test"); err != nil {
		t.Fatal(err)
	}
	return a, h
}

// savedGame is a save file of a short game, its bytes and the position.
func savedGame(t *testing.T) ([]byte, string) {
	t.Helper()
	s := newSession(t, "isandlwana", 1879)
	p := filepath.Join(t.TempDir(), "g.json")
	if err := s.Save(p, "test"); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	return data, s.Game().Hash()
}

func TestHostUpload_OpensAGoodFileAndRefusesABadOneInOneLine(t *testing.T) {
	good, hash := savedGame(t)
	tests := []struct {
		name    string
		file    string
		data    []byte
		wantErr string // in the one-line notice; "" for a file that opens
		kept    string // the file the save folder then holds ("" none)
	}{
		{"a good save", "mine.json", good, "", "mine.json"},
		{"a good save without .json", "mine", good, "", "mine.json"},
		{"a good save under a path", `C:\games\mine.json`, good, "", "mine.json"},
		{"half a save", "broken.json", good[:len(good)/2], "broken.json", ""},
		{"not a save", "notes.json", []byte(`{"hello": 1}`), "notes.json", ""},
		{"empty", "empty.json", nil, "empty.json", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			a, h := hostApp(t)
			h.queue = append(h.queue, HostRequest{Kind: HostUpload, Name: tc.file, Data: tc.data})
			a.serveHost()
			msg, isErr := h.last()
			if strings.Contains(msg, "\n") {
				t.Errorf("the notice is more than one line: %q", msg)
			}
			entries, _ := os.ReadDir(a.SaveDir())
			var names []string
			for _, e := range entries {
				if !strings.HasPrefix(e.Name(), ".") && e.Name() != uistate.SettingsFile {
					names = append(names, e.Name())
				}
			}
			if tc.wantErr != "" {
				if !isErr || !strings.Contains(msg, tc.wantErr) {
					t.Errorf("notice %q (error %v), want an error naming %q", msg, isErr, tc.wantErr)
				}
				if len(names) != 0 || a.Model() != nil {
					t.Errorf("a bad upload left files %v or opened a game", names)
				}
				return
			}
			if isErr || !strings.HasPrefix(msg, "Loaded "+tc.kept) {
				t.Errorf("notice %q (error %v), want Loaded %s", msg, isErr, tc.kept)
			}
			if len(names) != 1 || names[0] != tc.kept {
				t.Errorf("the save folder holds %v, want [%s]", names, tc.kept)
			}
			if a.Model() == nil || a.Model().Game().Hash() != hash {
				t.Errorf("the upload did not open the saved position")
			}
		})
	}
}

func TestHostUpload_KeepsAFileOfTheSameNameAndTakesTheNextFree(t *testing.T) {
	a, h := hostApp(t)
	good, _ := savedGame(t)
	for i := 0; i < 3; i++ {
		h.queue = append(h.queue, HostRequest{Kind: HostUpload, Name: "same.json", Data: good})
		a.serveHost()
	}
	for _, name := range []string{"same.json", "same-2.json", "same-3.json"} {
		if _, err := os.Stat(filepath.Join(a.SaveDir(), name)); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
}

func TestHostDownload_SavesTheGameInProgressForThePage(t *testing.T) {
	a, h := hostApp(t)
	h.queue = append(h.queue, HostRequest{Kind: HostDownload})
	a.serveHost()
	if msg, isErr := h.last(); !isErr || !strings.Contains(msg, "nothing to download") {
		t.Errorf("with no game: notice %q (error %v)", msg, isErr)
	}
	m := uistate.NewModel(newSession(t, "isandlwana", 1879), [2]*uistate.Bot{})
	a.play(m, nil)
	h.queue = append(h.queue, HostRequest{Kind: HostDownload})
	a.serveHost()
	want := uistate.SaveName(m, nil) + ".json"
	data, ok := h.downloads[want]
	if !ok {
		t.Fatalf("downloads %v, want %s", keys(h.downloads), want)
	}
	p := filepath.Join(t.TempDir(), want)
	os.WriteFile(p, data, 0o644)
	s, err := saves.Load(p, saves.LoadOptions{Continue: true})
	if err != nil || s.Game().Hash() != m.Game().Hash() {
		t.Fatalf("the download does not load to the game's position: %v", err)
	}
	if left, _ := os.ReadDir(downloadDir); len(left) != 0 {
		t.Errorf("the download left %d files behind", len(left))
	}
	if entries, _ := os.ReadDir(a.SaveDir()); hasName(entries, want) {
		t.Errorf("the download wrote %s into the save folder", want)
	}
}

func TestHostAttach_SeesTheButtonsLastDrawn(t *testing.T) {
	a, h := hostApp(t)
	a.hits = append(a.hits[:0], hitButton{r: uistate.Rect{X: 1, Y: 2, W: 3, H: 4}, id: "start", on: true})
	a.keepShown()
	a.hits = a.hits[:0] // the next frame's list, being built
	got := h.shown()
	if len(got) != 1 || got[0] != (ButtonAt{ID: "start", X: 1, Y: 2, W: 3, H: 4, On: true}) {
		t.Errorf("shown %+v, want the start button of the last frame", got)
	}
}

func TestCleanFileName(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"game.json", "game.json"},
		{"game", "game.json"},
		{"GAME.JSON", "GAME.JSON"},
		{"/home/me/game.json", "game.json"},
		{`C:\Users\me\game.json`, "game.json"},
		{"..json", "json.json"},
		{"", "upload.json"},
		{"a:b*c?.json", "a_b_c_.json"},
		{"line\nbreak.json", "line_break.json"},
	} {
		if got := cleanFileName(tc.in); got != tc.want {
			t.Errorf("cleanFileName(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

func keys(m map[string][]byte) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return out
}

func hasName(entries []os.DirEntry, name string) bool {
	for _, e := range entries {
		if e.Name() == name {
			return true
		}
	}
	return false
}

// In a page, a save the browser's storage has no room for says what to do
// about it, in the window and on the page; on the desktop a full disk says
// what the system says, and other errors are left as they are.
func TestSay_APageWhoseStorageIsFullSaysWhatToDo(t *testing.T) {
	full := fmt.Errorf("write /zulu1879/saves/x.json: flushing to disk: %w", syscall.ENOSPC)
	other := errors.New("write /zulu1879/saves/x.json: permission denied")
	tests := []struct {
		name   string
		inPage bool
		err    error
		want   string
	}{
		{"a page, storage full", true, full, "autosave failed: browser storage is full: download your save, or delete old saves"},
		{"a page, another error", true, other, "autosave failed: " + other.Error()},
		{"the desktop, disk full", false, full, "autosave failed: " + full.Error()},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			a, h := hostApp(t)
			if !tc.inPage {
				a.SetHost(nil)
			}
			a.autosaved(t.TempDir(), tc.err)
			if a.notice != tc.want || !a.noticeErr {
				t.Errorf("the window says %q (error %v), want %q", a.notice, a.noticeErr, tc.want)
			}
			if got, _ := h.last(); tc.inPage && got != tc.want {
				t.Errorf("the page says %q, want %q", got, tc.want)
			}
		})
	}
}
