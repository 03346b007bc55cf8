package uistate

import (
	"os"
	"path/filepath"
	"testing"
	"time"
)

// TestResumeRows_AtMostThreeNewestThenMore: the start screen offers the
// newest MaxResumeRows games to resume, newest first by file time, and
// says there are more only when there are.
func TestResumeRows_AtMostThreeNewestThenMore(t *testing.T) {
	dir := t.TempDir()
	base := time.Date(2026, 1, 22, 12, 0, 0, 0, time.UTC)
	offer := func(name string, age int) ResumeOffer {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte("{}"), 0o644); err != nil {
			t.Fatal(err)
		}
		at := base.Add(-time.Duration(age) * time.Minute)
		if err := os.Chtimes(p, at, at); err != nil {
			t.Fatal(err)
		}
		return ResumeOffer{Path: p, Summary: name}
	}
	for _, c := range []struct {
		name  string
		ages  map[string]int // minutes old
		order []string       // in the list as found
		rows  []string
		more  bool
	}{
		{"none", nil, nil, nil, false},
		{"two, oldest found first", map[string]int{"a": 5, "b": 1}, []string{"a", "b"}, []string{"b", "a"}, false},
		{"three", map[string]int{"a": 3, "b": 2, "c": 1}, []string{"a", "b", "c"}, []string{"c", "b", "a"}, false},
		{"five: the newest three, then more", map[string]int{"a": 9, "b": 1, "c": 7, "d": 2, "e": 3}, []string{"a", "b", "c", "d", "e"}, []string{"b", "d", "e"}, true},
		{"a file gone goes last", map[string]int{"a": 9, "b": 1, "c": 7, "d": 2}, []string{"gone", "a", "b", "c", "d"}, []string{"b", "d", "c"}, true},
	} {
		m := NewMenu(nil, 1)
		for _, n := range c.order {
			if age, ok := c.ages[n]; ok {
				m.Resume = append(m.Resume, offer(n, age))
			} else {
				m.Resume = append(m.Resume, ResumeOffer{Path: filepath.Join(dir, "none", n), Summary: n})
			}
		}
		SortResume(m.Resume)
		rows, more := m.ResumeRows()
		var got []string
		for _, r := range rows {
			got = append(got, r.Summary)
		}
		if len(got) != len(c.rows) || more != c.more {
			t.Errorf("%s: rows %v more %v, want %v more %v", c.name, got, more, c.rows, c.more)
			continue
		}
		for i := range got {
			if got[i] != c.rows[i] {
				t.Errorf("%s: rows %v, want %v", c.name, got, c.rows)
				break
			}
		}
	}
}
