package tables

import (
	"strings"
	"testing"
)

// grid reads a table typed as text: one line a row, cells split by spaces,
// blank lines and the leading "d6:" label ignored; "-" reads as "–".
func grid(t *testing.T, text string, rows, cols int) [][]string {
	t.Helper()
	var out [][]string
	for _, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		if i := strings.Index(line, ":"); i >= 0 && i < 3 {
			line = line[i+1:]
		}
		cells := strings.Fields(line)
		for i, c := range cells {
			if c == "-" {
				cells[i] = "–" // the String of "no effect"
			}
		}
		if len(cells) != cols {
			t.Fatalf("transcription row %d has %d cells, want %d: %q", len(out)+1, len(cells), cols, line)
		}
		out = append(out, cells)
	}
	if len(out) != rows {
		t.Fatalf("transcription has %d rows, want %d", len(out), rows)
	}
	return out
}
