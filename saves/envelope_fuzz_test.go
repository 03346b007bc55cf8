package saves

import (
	"errors"
	"strings"
	"testing"

	"zulu1879/games"
	// The games the envelope tests play. Not games/all: the campaign game
	// is built on package saves, so its envelopes are tested in its own
	// package (games/campaign).
	_ "zulu1879/ai/harlech"
	_ "zulu1879/harlech"
)

// FuzzDecodeEnvelope feeds the envelope loader arbitrary bytes: it must
// never panic, every error must be a one-line *Error, and an envelope it
// accepts must write itself again as a file that loads to the same hash.
func FuzzDecodeEnvelope(f *testing.F) {
	good := encodeRecord(f, playContract(f, "rorkes-drift", games.Setup{Seed: 3}, 12))
	f.Add(good)
	f.Add(good[:len(good)/2])
	f.Add(encodeRecord(f, playContract(f, "isandlwana", games.Setup{Seed: 3}, 8)))
	f.Add([]byte(`{"envelope": 1}`))
	f.Add([]byte(`{"envelope": 1, "game": "rorkes-drift", "players": {"british": "human"}, "actions": [], "checkpoints": [], "hash": "x"}`))
	f.Add([]byte(`{"envelope": 1, "game": "rorkes-drift", "players": {"british": "human"}, "actions": [{"seat": "british", "action": "pass"}], "checkpoints": [{"action": 1, "hash": "y"}], "hash": "x"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		rec, err := DecodeEnvelope(data, "fuzz")
		if err != nil {
			var se *Error
			if !errors.As(err, &se) {
				t.Fatalf("error is %T, not *Error: %v", err, err)
			}
			if strings.Contains(err.Error(), "\n") {
				t.Fatalf("error is not one line: %q", err)
			}
			return
		}
		again, err := rec.Encode("fuzz")
		if err != nil {
			t.Fatalf("an accepted envelope does not write again: %v", err)
		}
		back, err := DecodeEnvelope(again, "again")
		if err != nil || back.State().Hash() != rec.State().Hash() {
			t.Fatalf("rewritten envelope: %v", err)
		}
	})
}

// TestEnvelope_EveryRegisteredGameRoundTrips plays each registered game's
// scenarios a little through a Record and reloads the envelope: a game
// added to games/all is covered without a change here.
func TestEnvelope_EveryRegisteredGameRoundTrips(t *testing.T) {
	for _, r := range games.List() {
		for _, scen := range r.Info().Scenarios {
			t.Run(r.Info().ID+"/"+scen, func(t *testing.T) {
				rec := playContract(t, r.Info().ID, games.Setup{Scenario: scen, Seed: 21}, 150)
				back, err := DecodeEnvelope(encodeRecord(t, rec), "x.json")
				if err != nil {
					t.Fatal(err)
				}
				if back.State().Hash() != rec.State().Hash() || back.Len() != rec.Len() {
					t.Errorf("reloaded: %d actions hash %s, want %d %s", back.Len(), back.State().Hash(), rec.Len(), rec.State().Hash())
				}
			})
		}
	}
}
