package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The CI check of the issue: 200 games from seed 1 as JSON, with the keys
// promised and every game won by somebody.
func TestSimJSONShape(t *testing.T) {
	if testing.Short() {
		t.Skip("plays 200 games")
	}
	var out, errb bytes.Buffer
	if code := runSim([]string{"--games", "200", "--seed", "1", "--json"}, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	var m map[string]any
	if err := json.Unmarshal(out.Bytes(), &m); err != nil {
		t.Fatalf("output is not one JSON object: %v\n%s", err, out.String())
	}
	for _, k := range []string{"games", "british_wins", "zulu_wins", "outcomes", "mean_end_turn", "elapsed_seconds", "games_per_second"} {
		if _, ok := m[k]; !ok {
			t.Errorf("JSON lacks key %q", k)
		}
	}
	num := func(k string) float64 {
		v, ok := m[k].(float64)
		if !ok {
			t.Fatalf("%s is %T, want a number", k, m[k])
		}
		return v
	}
	if num("games") != 200 {
		t.Errorf("games = %v, want 200", m["games"])
	}
	if b, z := num("british_wins"), num("zulu_wins"); b+z != 200 {
		t.Errorf("british_wins %v + zulu_wins %v != games 200", b, z)
	}
	outs, ok := m["outcomes"].(map[string]any)
	if !ok {
		t.Fatalf("outcomes is %T, want an object", m["outcomes"])
	}
	total := 0.0
	for _, k := range []string{"british_escape", "british_survival", "zulu_massacre"} {
		v, ok := outs[k].(float64)
		if !ok {
			t.Errorf("outcomes lacks %q", k)
		}
		total += v
	}
	if total != 200 {
		t.Errorf("outcomes add up to %v, want 200", total)
	}
	if num("mean_end_turn") < 1 || num("mean_end_turn") > 6 {
		t.Errorf("mean_end_turn %v outside 1–6", m["mean_end_turn"])
	}
	if errb.Len() != 0 {
		t.Errorf("stderr is not a terminal, yet got %q", errb.String())
	}
}

// Bad flags name what is wrong and exit 2 (or 1 for a bad bot or scenario).
func TestSimRejectsBadInput(t *testing.T) {
	cases := []struct {
		args []string
		code int
		want string
	}{
		{[]string{"--games", "0"}, 2, "--games must be at least 1"},
		{[]string{"--workers", "-1"}, 2, "--workers"},
		{[]string{"--zulu", "standard", "--games", "1"}, 1, "plays the British"},
		{[]string{"--british", "nobody", "--games", "1"}, 1, `no bot named "nobody"`},
		{[]string{"--scenario", "atlantis", "--games", "1"}, 1, "atlantis"},
		{[]string{"--bogus"}, 2, "bogus"},
		{[]string{"extra"}, 2, "unexpected argument"},
	}
	for _, c := range cases {
		var out, errb bytes.Buffer
		code := runSim(c.args, &out, &errb)
		if code != c.code || !strings.Contains(errb.String(), c.want) {
			t.Errorf("sim %v: exit %d, stderr %q; want exit %d mentioning %q", c.args, code, errb.String(), c.code, c.want)
		}
	}
}

// --csv writes one line per game after a header, and a failed run leaves an
// existing file alone.
func TestSimCSV(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "games.csv")
	var out, errb bytes.Buffer
	if code := runSim([]string{"--games", "5", "--seed", "3", "--csv", path}, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(b)), "\n")
	if len(lines) != 6 || !strings.HasPrefix(lines[0], "seed,outcome,winner,end_turn") || !strings.HasPrefix(lines[1], "3,") {
		t.Fatalf("CSV:\n%s", b)
	}
	// A bad bot fails before anything is written.
	if code := runSim([]string{"--games", "5", "--zulu", "nobody", "--csv", path}, &out, &errb); code == 0 {
		t.Fatal("bad bot accepted")
	}
	if b2, _ := os.ReadFile(path); !bytes.Equal(b, b2) {
		t.Error("a failed run changed the CSV file")
	}
	// A CSV path in a missing folder is an error naming the path.
	errb.Reset()
	bad := filepath.Join(dir, "no", "such", "dir", "x.csv")
	if code := runSim([]string{"--games", "1", "--csv", bad}, &out, &errb); code != 1 || !strings.Contains(errb.String(), bad) {
		t.Errorf("exit %d, stderr %q", code, errb.String())
	}
}

// The progress bar redraws one line, only when it changes, and never goes
// backwards when workers report out of order.
func TestSimProgressBar(t *testing.T) {
	var b bytes.Buffer
	p := &progressBar{w: &b}
	p.update(1, 4)
	p.update(2, 4)
	p.update(1, 4) // late report from another worker
	p.update(4, 4)
	p.finish()
	out := b.String()
	for _, want := range []string{"] 1/4", "] 2/4", "] 4/4", "\r\033[K"} {
		if !strings.Contains(out, want) {
			t.Errorf("bar output %q lacks %q", out, want)
		}
	}
	if strings.Count(out, "/4") != 3 {
		t.Errorf("bar drew %d frames, want 3: %q", strings.Count(out, "/4"), out)
	}
	if stderrIsTerminal(&b) {
		t.Error("a buffer is not a terminal")
	}
}
