package main

import (
	"bytes"
	"encoding/json"
	"testing"
)

// The CI run of issue 6: sim --scenario rorkes-drift --games 200 --seed 1 --json.
func TestSimRorkesDriftJSON(t *testing.T) {
	run1 := func(workers string) map[string]any {
		var out, errOut bytes.Buffer
		code := runSim([]string{"--scenario", "rorkes-drift", "--games", "200", "--seed", "1", "--json", "--workers", workers}, &out, &errOut)
		if code != 0 {
			t.Fatalf("exit %d: %s", code, errOut.String())
		}
		var m map[string]any
		if err := json.Unmarshal(out.Bytes(), &m); err != nil {
			t.Fatalf("not JSON: %v\n%s", err, out.String())
		}
		return m
	}
	m := run1("2")
	for _, k := range []string{"games", "british_wins", "zulu_wins", "outcomes", "victory_levels", "mean_end_turn", "elapsed_seconds", "games_per_second", "mean_vp"} {
		if _, ok := m[k]; !ok {
			t.Errorf("key %q missing", k)
		}
	}
	games, bw, zw := m["games"].(float64), m["british_wins"].(float64), m["zulu_wins"].(float64)
	if games != 200 || bw+zw != games {
		t.Errorf("games %v, british %v + zulu %v", games, bw, zw)
	}
	sum := func(key string) float64 {
		n := 0.0
		for _, v := range m[key].(map[string]any) {
			n += v.(float64)
		}
		return n
	}
	if sum("outcomes") != games || sum("victory_levels") != games {
		t.Errorf("outcomes add up to %v and victory levels to %v, not %v", sum("outcomes"), sum("victory_levels"), games)
	}
	if len(m["victory_levels"].(map[string]any)) != 6 {
		t.Errorf("victory levels: %v", m["victory_levels"])
	}
	one := run1("1")
	for _, k := range []string{"british_wins", "mean_vp", "mean_end_turn"} {
		if one[k] != m[k] {
			t.Errorf("%s differs with 1 worker (%v) and 2 (%v)", k, one[k], m[k])
		}
	}
	var out, errOut bytes.Buffer
	if code := runSim([]string{"--scenario", "rorkes-drift", "--zulu", "hard"}, &out, &errOut); code != 2 {
		t.Errorf("--zulu with Rorke's Drift: exit %d, want 2", code)
	}
}
