package saves

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"zulu1879/game"
	"zulu1879/hexmap"
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
		if err := s.Apply(game.Action{Kind: game.ActPlace, Units: []string{"A"}, To: to[k%2]}); err != nil {
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
	if testing.Short() {
		t.Skip("replays a million actions")
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
