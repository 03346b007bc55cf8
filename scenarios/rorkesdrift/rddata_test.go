package rddata

import (
	"strings"
	"testing"
)

func TestLoadEmbedded(t *testing.T) {
	d, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	if len(d.Cards) != 51 {
		t.Fatalf("cards: %d", len(d.Cards))
	}
	std, opt := 0, 0
	for _, c := range d.Cards {
		switch {
		case c.ID <= 31:
			std++
		case c.ID <= 50:
			opt++
		}
	}
	if std != 31 || opt != 19 {
		t.Fatalf("standard %d optional %d", std, opt)
	}
}

// TestValidationNamesTheProblem breaks one field at a time and checks that the
// error names the file, the record and the field.
func TestValidationNamesTheProblem(t *testing.T) {
	cases := []struct {
		name, file, from, to string
		want                 []string
	}{
		{"bad card type", "cards.json", `"id": 21, "name": "\"Independent! Fire at will!\"", "type": "volley"`, `"id": 21, "name": "\"Independent! Fire at will!\"", "type": "cannon"`, []string{"#21", "type"}},
		{"volley card without dice", "cards.json", `"volley": {"close": 2, "medium": 2, "long": 1},
     "text": "Every man`, `"volley": {},
     "text": "Every man`, []string{"#21", "volley"}},
		{"unknown effect", "cards.json", `"effect": "cancel_chit"`, `"effect": "teleport"`, []string{"#06", "effect"}},
		{"defense min", "cards.json", `"box": "hospital", "min": 5`, `"box": "hospital", "min": 9`, []string{"#11", "defense.min"}},
		{"unknown field", "cards.json", `"free_volley": true`, `"free_vollee": true`, []string{"cards.json", "free_vollee"}},
		{"chit count", "chits.json", `"id": "CH1", "name": "Chest advances 1", "kind": "advance", "formations": ["chest"], "boxes": 1, "count": 5`, `"id": "CH1", "name": "Chest advances 1", "kind": "advance", "formations": ["chest"], "boxes": 1, "count": 0`, []string{"CH1", "count"}},
		{"chit track", "chits.json", `"formations": ["loins"], "boxes": 3`, `"formations": ["tail"], "boxes": 3`, []string{"LO3", "formations"}},
		{"R chits", "chits.json", `"kind": "r", "count": 3`, `"kind": "r", "count": 2`, []string{"R", "count"}},
		{"equal strengths", "ibuthos.json", `"strength": 4`, `"strength": 5`, []string{"uDloko", "strength"}},
		{"track boxes", "tracks.json", `"Loins 5: behind the Oskarberg"`, `"Loins 5: behind the Oskarberg", "Loins 6"`, []string{"loins", "boxes"}},
		{"truncated", "tracks.json", `"buildings"`, `"buildings`, []string{"tracks.json"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f, err := Files()
			if err != nil {
				t.Fatal(err)
			}
			s := string(f[tc.file])
			if !strings.Contains(s, tc.from) {
				t.Fatalf("fixture text not found in %s", tc.file)
			}
			f[tc.file] = []byte(strings.Replace(s, tc.from, tc.to, 1))
			_, err = Parse(f)
			if err == nil {
				t.Fatal("want an error")
			}
			for _, w := range tc.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q does not mention %q", err, w)
				}
			}
		})
	}
}

func TestMissingFile(t *testing.T) {
	f, _ := Files()
	delete(f, "chits.json")
	if _, err := Parse(f); err == nil || !strings.Contains(err.Error(), "chits.json") {
		t.Fatalf("got %v", err)
	}
}

// TestHillIsSpelledOskarberg: the box names spell the hill as the tactical
// game does, "Oskarberg", never "Oscarberg".
func TestHillIsSpelledOskarberg(t *testing.T) {
	d, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	seen := 0
	for _, tr := range d.Tracks {
		for _, b := range tr.Boxes {
			if strings.Contains(strings.ToLower(b), "oscarberg") {
				t.Errorf("track %s: box %q spells the hill Oscarberg", tr.ID, b)
			}
			if strings.Contains(b, "Oskarberg") {
				seen++
			}
		}
	}
	if seen == 0 {
		t.Error("no box names the Oskarberg")
	}
}
