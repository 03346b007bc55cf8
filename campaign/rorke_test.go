package campaign

import (
	"regexp"
	"strings"
	"testing"

	"zulu1879/ramparts"
)

// TestDecodeRorkeRefusesEditedFieldsWithoutPanicking replaces each field of
// a good Rorke's Drift save with values of the wrong kind or content: every
// one is refused with an *Error naming the file, none panics.
func TestDecodeRorkeRefusesEditedFieldsWithoutPanicking(t *testing.T) {
	r, err := NewRorkeSave(4, ramparts.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 8 && !r.G.Over(); i++ {
		a, _ := ramparts.Advisor{}.Choose(r.G)
		if err := r.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	data, err := r.Encode("test")
	if err != nil {
		t.Fatal(err)
	}
	back, err := DecodeRorke(data, "good.json")
	if err != nil || back.G.Hash() != r.G.Hash() || back.Len() != r.Len() {
		t.Fatalf("a good save does not come back as it was: %v", err)
	}
	field := func(name string) *regexp.Regexp {
		return regexp.MustCompile(`(?s)"` + name + `": (\{.*?\n  \}|\[.*?\n  \]|[^\n]*?)(,?\n)`)
	}
	tests := []struct {
		name, field, value string
	}{
		{"state of another shape", "state", `[]`},
		{"an empty state", "state", `{}`},
		{"no state", "state", `null`},
		{"a seed that is text", "seed", `"four"`},
		{"another seed", "seed", `5`},
		{"a card that is not optional", "options", `{"optional_cards": [3]}`},
		{"no actions", "actions", `null`},
		{"an action that is not one", "actions", `["fly away"]`},
		{"an empty hash", "hash", `""`},
		{"a game field of another kind", "game", `7`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			re := field(tt.field)
			if !re.Match(data) {
				t.Fatalf("no field %q in the save", tt.field)
			}
			bad := re.ReplaceAll(data, []byte(`"`+tt.field+`": `+tt.value+`$2`))
			_, err := DecodeRorke(bad, "bad.json")
			if err == nil {
				t.Fatalf("an edited %s loads", tt.field)
			}
			if e, ok := err.(*Error); !ok || !strings.HasPrefix(err.Error(), "Rorke's Drift save bad.json: ") || strings.Contains(err.Error(), "\n") {
				t.Fatalf("error %q (%T), want one line naming the file", err, e)
			}
		})
	}
}
