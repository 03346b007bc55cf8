package ui

import (
	"go/scanner"
	"go/token"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"zulu1879/assets"
	"zulu1879/ui/paint"
)

// textSources are the folders (from ui/) whose strings can reach the screen:
// the engines' logs and reasons, the bots' explanations, the UI's own texts,
// the save loaders' error messages and the embedded data files.
var textSources = []string{
	"../isandlwana", "../ai/isandlwana", "../saves", "../campaign", "../ramparts",
	"../scenarios", "../scenarios/rorkesdrift",
	".", "uistate", "rdui", "rdui/rdstate",
}

// Every character the game can draw has a glyph in each of its fonts, as
// the face sources the window draws with read them (paint.HasGlyph): any
// other is drawn as the font's box for a missing character (the move log
// once read "Zulu moves 1107 ? 1605" for want of '→').
// The test reads every string and character literal of the Go files (tests
// aside) and every JSON data file in textSources.
func TestEveryDrawnCharacterHasAGlyph(t *testing.T) {
	missing := map[rune][]string{}
	note := func(where, text string) {
		for len(text) > 0 {
			r, size := utf8.DecodeRuneInString(text)
			text = text[size:]
			if r < ' ' || r == '\u00a0' || (r == utf8.RuneError && size == 1) {
				continue // control characters, and bytes that are not text
			}
			for s := assets.Regular; s < assets.NumStyles; s++ {
				if !paint.HasGlyph(s, r) {
					missing[r] = append(missing[r], where+" ("+s.String()+")")
					break
				}
			}
		}
	}
	files := 0
	for _, dir := range textSources {
		entries, err := os.ReadDir(dir)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range entries {
			name := filepath.Join(dir, e.Name())
			switch {
			case strings.HasSuffix(name, ".json"):
				b, err := os.ReadFile(name)
				if err != nil {
					t.Fatal(err)
				}
				note(name, string(b))
				files++
			case strings.HasSuffix(name, ".go") && !strings.HasSuffix(name, "_test.go"):
				src, err := os.ReadFile(name)
				if err != nil {
					t.Fatal(err)
				}
				fset := token.NewFileSet()
				var sc scanner.Scanner
				sc.Init(fset.AddFile(name, -1, len(src)), src, nil, 0)
				for {
					pos, tok, lit := sc.Scan()
					if tok == token.EOF {
						break
					}
					if tok != token.STRING && tok != token.CHAR {
						continue
					}
					text, err := strconv.Unquote(lit)
					if err != nil {
						t.Fatalf("%s: %v", fset.Position(pos), err)
					}
					note(fset.Position(pos).String(), text)
				}
				files++
			}
		}
	}
	if files < 40 {
		t.Fatalf("read only %d files: are textSources right?", files)
	}
	var runes []rune
	for r := range missing {
		runes = append(runes, r)
	}
	sort.Slice(runes, func(i, j int) bool { return runes[i] < runes[j] })
	for _, r := range runes {
		t.Errorf("%q (U+%04X) has no glyph in the Go fonts: write it another way; used at %s", r, r, strings.Join(missing[r], ", "))
	}
}
