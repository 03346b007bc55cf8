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
	games, bw, zw, dr := m["games"].(float64), m["british_wins"].(float64), m["zulu_wins"].(float64), m["draws"].(float64)
	if games != 200 || bw+zw+dr != games {
		t.Errorf("games %v, british %v + zulu %v + draws %v", games, bw, zw, dr)
	}
	// Wins go by victory level (11.0), not by how the game ended: a Relief
	// Column arrival scored at a Defeat level is no British win.
	lv := m["victory_levels"].(map[string]any)
	if want := lv["minor_victory"].(float64) + lv["major_victory"].(float64) + lv["epic_victory"].(float64); bw != want {
		t.Errorf("british_wins %v, but %v games end at Minor Victory or better", bw, want)
	}
	if want := lv["ignoble_defeat"].(float64) + lv["tragic_defeat"].(float64); zw != want {
		t.Errorf("zulu_wins %v, but %v games end at a Defeat level", zw, want)
	}
	oc := m["outcomes"].(map[string]any)
	if held := m["held_the_post"].(float64); held != oc["relief_column"].(float64)+num(oc["military_victory"]) {
		t.Errorf("held_the_post %v, outcomes %v", held, oc)
	}
	if _, ok := m["cup_exhausted"].(float64); !ok {
		t.Errorf("cup_exhausted missing: %v", m)
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

// num reads a JSON number that may be absent.
func num(v any) float64 {
	f, _ := v.(float64)
	return f
}
