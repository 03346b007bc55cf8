package campaign

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"zulu1879/dice"
)

// onFullDisk writes a campaign as Save does, unless the folder's files and
// the new file would take more than capacity bytes: then it fails as a
// full disk does.
type onFullDisk struct {
	c        *Campaign
	capacity int64
}

// AutosaveKeys are the campaign's: its autosaves are of one game.
func (d onFullDisk) AutosaveKeys() (key, start string) { return d.c.AutosaveKeys() }

func (d onFullDisk) Save(path, program string) error {
	data, err := d.c.Encode(program)
	if err != nil {
		return err
	}
	if folderBytes(filepath.Dir(path))+int64(len(data)) > d.capacity {
		return &os.PathError{Op: "write", Path: path, Err: syscall.ENOSPC}
	}
	return d.c.Save(path, program)
}

func folderBytes(dir string) int64 {
	var used int64
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if info, err := e.Info(); err == nil && e.Type().IsRegular() {
			used += info.Size()
		}
	}
	return used
}

// TestBadInput_CampaignAutosaveFreesSpaceOnAFullDisk: with the disk full of
// campaign autosaves, the next one deletes the oldest before it writes.
func TestBadInput_CampaignAutosaveFreesSpaceOnAFullDisk(t *testing.T) {
	dir := t.TempDir()
	clock := time.Date(2026, 1, 22, 12, 0, 0, 0, time.UTC)
	a := &Autosaver{Dir: dir, Keep: 3, Program: "test", Now: func() time.Time { clock = clock.Add(time.Second); return clock }}
	c := newCampaign(t, 7)
	rng := dice.NewSeeded(7)
	var biggest int64
	for k := 0; k < 3; k++ {
		playIsandlwana(t, c, rng, 1)
		p, err := a.Save(c)
		if err != nil {
			t.Fatal(err)
		}
		st, _ := os.Stat(p)
		biggest = max(biggest, st.Size())
	}
	// Room for less than one more autosave.
	full := onFullDisk{c: c, capacity: folderBytes(dir) + biggest/2}
	for k := 0; k < 5; k++ {
		playIsandlwana(t, c, rng, 1)
		if _, err := a.Write(full, string(c.Stage())); err != nil {
			t.Fatalf("autosave %d on the full disk: %v", k+4, err)
		}
	}
	if names, _ := Autosaves(dir); len(names) != 3 {
		t.Fatalf("the folder holds %d campaign autosaves, want 3: %v", len(names), names)
	}
}
