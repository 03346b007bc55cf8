package uistate

import (
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"zulu1879/isandlwana"
)

// NameUnits rewrites the unit ids in a text from the engine (a log line, an
// error, a decision's prompt, a fire's arithmetic, a bot's reason) as the
// names printed on the counters, so that the window calls each unit by one
// name: "C is reduced to 3" becomes "C Co is reduced to 3", "LtA" becomes
// "Lt. A". Ids are the typed notation's; the engine's texts keep them (its
// transcripts and goldens read them), and only what the window shows is
// rewritten. A whole word is rewritten only when it is an id whose name
// differs; a name already in the text ("C Co", "Lt. A") is left as it is.
func NameUnits(g *isandlwana.State, s string) string {
	if g == nil || s == "" {
		return s
	}
	type pair struct{ id, name string }
	var pairs []pair
	for i := range g.Units {
		u := &g.Units[i]
		if u.ID != u.Name && u.ID != "" && u.Name != "" {
			pairs = append(pairs, pair{u.ID, u.Name})
		}
	}
	if len(pairs) == 0 {
		return s
	}
	// Longest first, so that "NB" is not read as a shorter id.
	names := make([]string, 0, len(pairs))
	for _, p := range pairs {
		names = append(names, p.name)
	}
	sort.Slice(names, func(a, b int) bool { return len(names[a]) > len(names[b]) })
	sort.Slice(pairs, func(a, b int) bool { return len(pairs[a].id) > len(pairs[b].id) })
	var out strings.Builder
	i := 0
next:
	for i < len(s) {
		if i == 0 || !wordRune(lastRune(s[:i])) {
			for _, n := range names {
				if strings.HasPrefix(s[i:], n) && wordEnd(s, i+len(n)) {
					out.WriteString(n)
					i += len(n)
					continue next
				}
			}
			for _, p := range pairs {
				if strings.HasPrefix(s[i:], p.id) && wordEnd(s, i+len(p.id)) {
					out.WriteString(p.name)
					i += len(p.id)
					continue next
				}
			}
		}
		_, n := utf8.DecodeRuneInString(s[i:])
		out.WriteString(s[i : i+n])
		i += n
	}
	return out.String()
}

// wordRune reports whether r is part of a word (an id or a name).
func wordRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) || r == '_' }

func lastRune(s string) rune {
	r, _ := utf8.DecodeLastRuneInString(s)
	return r
}

// wordEnd reports whether a word may end at byte j of s.
func wordEnd(s string, j int) bool {
	if j >= len(s) {
		return true
	}
	r, _ := utf8.DecodeRuneInString(s[j:])
	return !wordRune(r)
}

// Named is NameUnits for the model's game.
func (m *Model) Named(s string) string { return NameUnits(m.Game(), s) }
