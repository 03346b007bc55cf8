package assets

import (
	"testing"

	"golang.org/x/image/font/sfnt"
)

// Every style is a TrueType file that parses and names itself as the Go
// font of that style.
func TestTTFEveryStyleIsAGoFont(t *testing.T) {
	for _, tc := range []struct {
		style Style
		want  string
	}{{Regular, "Go Regular"}, {Bold, "Go Bold"}, {Italic, "Go Italic"}} {
		t.Run(tc.style.String(), func(t *testing.T) {
			b, err := TTF(tc.style)
			if err != nil {
				t.Fatal(err)
			}
			f, err := sfnt.Parse(b)
			if err != nil {
				t.Fatal(err)
			}
			name, err := f.Name(nil, sfnt.NameIDFull)
			if err != nil {
				t.Fatal(err)
			}
			if name != tc.want {
				t.Errorf("font %q, want %q", name, tc.want)
			}
		})
	}
}

func TestTTFRejectsUnknownStyle(t *testing.T) {
	if _, err := TTF(NumStyles); err == nil {
		t.Fatal("unknown style accepted")
	}
}
