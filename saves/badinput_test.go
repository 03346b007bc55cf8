package saves

import (
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"zulu1879/hexmap"
	"zulu1879/isandlwana"
)

// longSetup is a free set-up game of n placements: unit A set up again and
// again, alternately in two hexes, which the rules do not limit (10.1).
func longSetup(t *testing.T, n int) *Session {
	t.Helper()
	s := newSession(t, "isandlwana-free", 1)
	to := [2]hexmap.Hex{}
	var err error
	if to[0], err = hexmap.ParseHex("1510"); err != nil {
		t.Fatal(err)
	}
	if to[1], err = hexmap.ParseHex("1511"); err != nil {
		t.Fatal(err)
	}
	for k := 0; k < n; k++ {
		if err := s.Apply(isandlwana.Action{Kind: isandlwana.ActPlace, Units: []string{"A"}, To: to[k%2]}); err != nil {
			t.Fatalf("placement %d: %v", k+1, err)
		}
	}
	return s
}

// TestBadInput_WhatLoadsCanBeSavedAgain: a save of a million actions,
// written compactly, is under MaxSize and loads; its indented form is over
// MaxSize. Saving the loaded game again must work (compactly), and what it
// writes must load; a game too long even compactly is refused with a
// message that says so.
func TestBadInput_WhatLoadsCanBeSavedAgain(t *testing.T) {
	if os.Getenv("ZULU1879_LONG_TESTS") == "" {
		t.Skip("replays a million actions (about a minute): make soak runs it, with ZULU1879_LONG_TESTS=1")
	}
	s := longSetup(t, 1_000_000)
	f, err := s.File("test")
	if err != nil {
		t.Fatal(err)
	}
	compact, err := json.Marshal(f)
	if err != nil {
		t.Fatal(err)
	}
	pretty, err := Pretty(compact)
	if err != nil {
		t.Fatal(err)
	}
	if len(compact) > MaxSize || len(pretty) <= MaxSize {
		t.Fatalf("the test needs a save under MaxSize compact and over it indented: %d and %d bytes", len(compact), len(pretty))
	}
	dir := t.TempDir()
	in := filepath.Join(dir, "long.json")
	if err := os.WriteFile(in, compact, 0o644); err != nil {
		t.Fatal(err)
	}
	loaded, err := Load(in, LoadOptions{Quiet: true})
	if err != nil {
		t.Fatalf("the compact save does not load: %v", err)
	}
	out := filepath.Join(dir, "again.json")
	if err := loaded.Save(out, "test"); err != nil {
		t.Fatalf("a save that loads cannot be saved again: %v", err)
	}
	again, err := Load(out, LoadOptions{Quiet: true})
	if err != nil {
		t.Fatalf("the save written again does not load: %v", err)
	}
	if again.Len() != 1_000_000 || again.Game().Hash() != s.Game().Hash() {
		t.Fatalf("the save written again holds %d actions, hash %s; want 1000000, %s", again.Len(), again.Game().Hash(), s.Game().Hash())
	}

	// Longer still, the game does not fit MaxSize even compactly: the
	// refusal says so, on one line, and does not blame the session.
	for k := 0; k < 200_000; k++ {
		if err := again.ApplyText([]string{"place A 1510", "place A 1511"}[k%2]); err != nil {
			t.Fatal(err)
		}
	}
	_, err = again.Encode("test")
	if err == nil {
		t.Fatal("a game over MaxSize even compactly was encoded")
	}
	if msg := err.Error(); !strings.Contains(msg, "too long to save") || strings.Contains(msg, "session") || strings.Contains(msg, "\n") {
		t.Fatalf("message %q should say the game is too long to save, on one line, and not blame the session", msg)
	}
}

// fullDisk is a disk of capacity bytes holding the files of dir: a write
// that would take the folder past it fails as a full disk does.
type fullDisk struct {
	w        io.Writer
	dir      string
	capacity int64
	written  int64
}

func (d *fullDisk) Write(p []byte) (int, error) {
	var used int64
	entries, _ := os.ReadDir(d.dir)
	for _, e := range entries {
		if info, err := e.Info(); err == nil && e.Type().IsRegular() && !isTemp(e.Name()) {
			used += info.Size()
		}
	}
	if used+d.written+int64(len(p)) > d.capacity {
		return 0, syscall.ENOSPC
	}
	n, err := d.w.Write(p)
	d.written += int64(n)
	return n, err
}

// TestBadInput_AutosaveFreesSpaceOnAFullDisk: with the disk full of
// autosaves, the next autosave makes room by deleting the oldest before it
// writes, instead of failing for ever because old ones were deleted only
// after a good write.
func TestBadInput_AutosaveFreesSpaceOnAFullDisk(t *testing.T) {
	dir := t.TempDir()
	a, err := NewAutosaver(dir, "test", 3)
	if err != nil {
		t.Fatal(err)
	}
	clock := time.Date(2026, 1, 22, 12, 0, 0, 0, time.UTC)
	a.Now = func() time.Time { clock = clock.Add(time.Second); return clock }
	s := newSession(t, "isandlwana-free", 1)
	place := func(k int) {
		t.Helper()
		if err := s.ApplyText([]string{"place A 1510", "place A 1511"}[k%2]); err != nil {
			t.Fatal(err)
		}
	}
	var biggest int64
	for k := 0; k < 3; k++ {
		place(k)
		p, err := a.Save(s)
		if err != nil {
			t.Fatal(err)
		}
		st, _ := os.Stat(p)
		biggest = max(biggest, st.Size())
	}
	// The disk now holds the three autosaves and room for less than one
	// more.
	var used int64
	for _, n := range folderFiles(t, dir) {
		st, _ := os.Stat(filepath.Join(dir, n))
		used += st.Size()
	}
	writeHook = func(w io.Writer) io.Writer {
		return &fullDisk{w: w, dir: dir, capacity: used + biggest/2 + 64}
	}
	defer func() { writeHook = nil }()
	for k := 3; k < 8; k++ {
		place(k)
		if _, err := a.Save(s); err != nil {
			t.Fatalf("autosave %d on the full disk: %v", k+1, err)
		}
	}
	if names, _ := AutoNames(dir, autoPrefix); len(names) != 3 {
		t.Fatalf("the folder holds %d autosaves, want 3: %v", len(names), names)
	}
	if _, latest, err := Latest(dir); err != nil || latest.Len() != s.Len() {
		t.Fatalf("the newest autosave is not the game as it stands: %v", err)
	}
}
