package paint

import (
	"fmt"
	"math"
	"strings"
	"testing"
	"unicode/utf8"

	"zulu1879/assets"
)

func TestWrapKeepsLinesWithinWidth(t *testing.T) {
	f := Face(assets.Regular, 14)
	for _, tc := range []struct {
		name string
		s    string
		w    float64
	}{
		{"one paragraph", "the quick brown fox jumps over the lazy dog again and again", 120},
		{"two paragraphs", "first line here\nsecond paragraph that goes on", 90},
		{"wide", "short", 1000},
	} {
		t.Run(tc.name, func(t *testing.T) {
			lines := Wrap(f, tc.s, tc.w)
			if got, want := strings.Join(strings.Fields(strings.Join(lines, " ")), " "), strings.Join(strings.Fields(tc.s), " "); got != want {
				t.Errorf("Wrap lost words: %q, want %q", got, want)
			}
			for _, l := range lines {
				if TextWidth(f, l) > tc.w && strings.Contains(l, " ") {
					t.Errorf("line %q is %.0f wide, over %.0f", l, TextWidth(f, l), tc.w)
				}
			}
			if n := strings.Count(tc.s, "\n") + 1; len(lines) < n {
				t.Errorf("%d lines for %d paragraphs", len(lines), n)
			}
		})
	}
}

// A text too wide for its box is cut between characters and ends in "…"
// (Ellipsize), or starts with it, keeping its end (EllipsizeStart); one that
// fits is left alone.
func TestEllipsizeFitsTheWidth(t *testing.T) {
	f := Face(assets.Bold, 14)
	for _, tc := range []struct {
		name string
		s    string
		w    float64
		cut  bool
	}{
		{"fits", "Turn 1 · Set-up", 1000, false},
		{"cut", "British (the standard bot) to act", 120, true},
		{"cut inside accented words", "Zulu (the über-bot) to act", 80, true},
		{"nothing fits", "Save", 1, true},
	} {
		for _, fromStart := range []bool{false, true} {
			t.Run(fmt.Sprintf("%s/from start %v", tc.name, fromStart), func(t *testing.T) {
				got, kept, ok := Ellipsize(f, tc.s, tc.w), "", false
				if fromStart {
					got = EllipsizeStart(f, tc.s, tc.w)
				}
				if !utf8.ValidString(got) {
					t.Fatalf("%q is not valid UTF-8", got)
				}
				if !tc.cut {
					if got != tc.s {
						t.Errorf("%q came back as %q", tc.s, got)
					}
					return
				}
				if TextWidth(f, got) > tc.w {
					t.Errorf("%q is %.0f wide, over %.0f", got, TextWidth(f, got), tc.w)
				}
				if fromStart {
					kept, ok = strings.CutPrefix(got, "…")
					ok = ok && strings.HasSuffix(tc.s, kept)
				} else {
					kept, ok = strings.CutSuffix(got, "…")
					ok = ok && strings.HasPrefix(tc.s, kept)
				}
				if got != "" && !ok {
					t.Errorf("%q is not %q cut with …", got, tc.s)
				}
			})
		}
	}
}

func TestPipsOfEachFace(t *testing.T) {
	for n := 0; n <= 7; n++ {
		spots, ok := Pips(10, 20, 40, n)
		if ok != (n >= 1 && n <= 6) {
			t.Errorf("Pips(%d) ok = %v", n, ok)
		}
		if ok && len(spots) != n {
			t.Errorf("Pips(%d) has %d spots", n, len(spots))
		}
		for _, p := range spots {
			if p[0] <= 10 || p[0] >= 50 || p[1] <= 20 || p[1] >= 60 {
				t.Errorf("Pips(%d): spot %v off the face", n, p)
			}
		}
	}
}

func TestTextsTruncateDropsLaterTexts(t *testing.T) {
	var q Texts
	f := Face(assets.Regular, 12)
	q.Text(nil, "a", f, 0, 0, AlignLeft, ColText)
	mark := q.Len()
	q.Text(nil, "b", f, 0, 0, AlignCenter, ColText)
	q.TextMid(nil, "c", f, 0, 0, ColText)
	if q.Len() != 3 {
		t.Fatalf("Len = %d after three texts", q.Len())
	}
	q.Truncate(mark)
	if q.Len() != 1 || q.ops[0].s != "a" {
		t.Errorf("after Truncate(%d): %d texts, first %q", mark, q.Len(), q.ops[0].s)
	}
}

func TestAlignmentMovesTheText(t *testing.T) {
	var q Texts
	f := Face(assets.Regular, 12)
	w := TextWidth(f, "wide text")
	for _, a := range []int{AlignLeft, AlignCenter, AlignRight} {
		q.Text(nil, "wide text", f, 100, 0, a, ColText)
	}
	left, mid, right := q.ops[0].x, q.ops[1].x, q.ops[2].x
	if left != 100 || right != math.Round(100-w) || mid >= left || mid <= right {
		t.Errorf("x for left, centre, right = %.0f, %.0f, %.0f (width %.1f)", left, mid, right, w)
	}
}

func TestNumberWritesATypographicMinus(t *testing.T) {
	for n, want := range map[int]string{0: "0", 7: "7", 12: "12", -1: "−1", -20: "−20"} {
		if got := Number(n); got != want {
			t.Errorf("Number(%d) = %q, want %q", n, got, want)
		}
	}
}
