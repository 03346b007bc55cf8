package saves

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"zulu1879/dice"
	"zulu1879/internal/testsize"
	"zulu1879/isandlwana"
)

// For random games (both sides playing random legal actions), a save made at
// the start of every phase, and at random moments inside phases, loads back
// to the same state hash and the same log; and the loaded game, played on
// with the same choices, ends exactly like the original.
func TestRoundTripRandomGamesKeepTheStateHash(t *testing.T) {
	// 4 games in make test (seed 3 on the free set-up), 8 under make soak.
	seeds := testsize.Pick(3, 4, 8)
	checked := 0
	for seed := uint64(1); seed <= uint64(seeds); seed++ {
		scen := "isandlwana"
		if seed%3 == 0 {
			scen = "isandlwana-free"
		}
		s := newSession(t, scen, seed)
		rng := dice.NewSeeded(seed * 31)
		check := func(s *Session) {
			data := encode(t, s)
			back, err := Decode(data, LoadOptions{Name: "round trip"})
			if err != nil {
				t.Fatalf("%s seed %d after %d actions: %v", scen, seed, s.Len(), err)
			}
			if got, want := back.Game().Hash(), s.Game().Hash(); got != want {
				t.Fatalf("%s seed %d after %d actions: loaded hash %s, want %s", scen, seed, s.Len(), got, want)
			}
			if strings.Join(back.Actions(), "\n") != strings.Join(s.Actions(), "\n") {
				t.Fatalf("%s seed %d: the loaded log differs from the played one", scen, seed)
			}
			if len(back.Game().Log) != len(s.Game().Log) {
				t.Fatalf("%s seed %d: the replay rebuilt %d log events, the game has %d", scen, seed, len(back.Game().Log), len(s.Game().Log))
			}
			checked++
		}
		s.OnChange = func(s *Session, ch Change) {
			if ch.NewPhase {
				check(s)
			}
		}
		inPhase := dice.NewSeeded(seed)
		playRandom(t, s, rng, 0, func(s *Session) {
			if inPhase.Intn(25) == 0 {
				check(s)
			}
		})
		// Load a save from the middle of the game and play it on with the
		// same choices as the original: the ends must be identical.
		mid := newSession(t, scen, seed)
		rng2 := dice.NewSeeded(seed * 31)
		playRandom(t, mid, rng2, s.Len()/2, nil)
		loaded, err := Decode(encode(t, mid), LoadOptions{})
		if err != nil {
			t.Fatal(err)
		}
		fork := *rng2
		playRandom(t, mid, rng2, 0, nil)
		playRandom(t, loaded, &fork, 0, nil)
		if mid.Game().Hash() != loaded.Game().Hash() || mid.Game().Hash() != s.Game().Hash() {
			t.Errorf("%s seed %d: a game loaded at action %d and played on ends with hash %s; the original %s",
				scen, seed, s.Len()/2, loaded.Game().Hash(), s.Game().Hash())
		}
	}
	t.Logf("%d saves made and reloaded over %d games", checked, seeds)
}

// The state section of a save must read back into a isandlwana.State that writes
// the same JSON: every exported field of the engine survives the trip.
func TestStateJSONRoundTripsExactly(t *testing.T) {
	for seed := uint64(1); seed <= 4; seed++ {
		s := newSession(t, "isandlwana", seed)
		rng := dice.NewSeeded(seed)
		n := 0
		playRandom(t, s, rng, 0, func(s *Session) {
			n++
			if n%7 != 0 {
				return
			}
			a, err := json.Marshal(s.Game())
			if err != nil {
				t.Fatal(err)
			}
			var st isandlwana.State
			if err := json.Unmarshal(a, &st); err != nil {
				t.Fatalf("seed %d action %d: the state does not read back: %v", seed, n, err)
			}
			b, _ := json.Marshal(&st)
			if !bytes.Equal(a, b) {
				t.Fatalf("seed %d action %d: state JSON changes on a round trip:\n%s", seed, n,
					UnifiedDiff(mustPretty(t, a), mustPretty(t, b), "written", "read back"))
			}
			if st.Hash() != s.Game().Hash() {
				t.Fatalf("seed %d action %d: state read back hashes to %s, want %s", seed, n, st.Hash(), s.Game().Hash())
			}
		})
	}
}

func mustPretty(t testing.TB, data []byte) []byte {
	t.Helper()
	p, err := Pretty(data)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// Every action the engine lists as legal is recorded in a notation that
// reads back as the same action, so no game is unsaveable.
func TestRecordedActionsReadBack(t *testing.T) {
	for seed := uint64(1); seed <= 3; seed++ {
		s := randomGame(t, "isandlwana", seed, 0)
		for i, line := range s.Actions() {
			a, err := isandlwana.ParseAction(line)
			if err != nil {
				t.Fatalf("seed %d action %d %q does not parse: %v", seed, i+1, line, err)
			}
			if a.String() != line {
				t.Fatalf("seed %d action %d %q reads back as %q", seed, i+1, line, a.String())
			}
		}
	}
}

// A fire that commits "all the strength left" (no number, as the text game
// accepts it) is recorded with the number, because the engine's notation
// writes it as ":0", which it cannot read back.
func TestFireWithAllStrengthIsRecordedReadably(t *testing.T) {
	for seed := uint64(1); seed <= 40; seed++ {
		s := newSession(t, "isandlwana", seed)
		rng := dice.NewSeeded(seed)
		for !s.Game().Over() && s.Len() < 400 {
			var fire *isandlwana.Action
			for _, a := range s.Game().Legal() {
				if a.Kind == isandlwana.ActFire && len(a.Shots) == 1 {
					fire = &a
					break
				}
			}
			if fire == nil {
				if err := s.Apply(pick(t, s.Game(), rng)); err != nil {
					t.Fatal(err)
				}
				continue
			}
			want := fire.String()
			a, err := isandlwana.ParseAction("fire " + fire.To.String() + " " + fire.Shots[0].Unit)
			if err != nil {
				t.Fatal(err)
			}
			if err := s.Apply(a); err != nil {
				t.Fatal(err)
			}
			if got := s.Actions()[s.Len()-1]; got != want {
				t.Fatalf("recorded %q, want %q", got, want)
			}
			if _, err := Decode(encode(t, s), LoadOptions{}); err != nil {
				t.Fatal(err)
			}
			return
		}
	}
	t.Fatal("no game offered a fire in 40 seeds")
}

// The digest of a written state section equals the engine's hash of the
// state: the file's hash proves its state section is as written.
func TestStateDigestMatchesEngineHash(t *testing.T) {
	for seed := uint64(1); seed <= 3; seed++ {
		s := randomGame(t, "isandlwana", seed, int(seed)*50)
		f, err := Parse(encode(t, s), "digest")
		if err != nil {
			t.Fatal(err)
		}
		d, err := stateDigest(f.State)
		if err != nil {
			t.Fatal(err)
		}
		if d != s.Game().Hash() || f.Hash != d {
			t.Errorf("seed %d: digest %s, engine hash %s, file hash %s", seed, d, s.Game().Hash(), f.Hash)
		}
	}
}

// Rewinding to n actions gives the game as it stood after them, and the game
// goes on from there; out-of-range rewinds are refused.
func TestRewindRestoresAnEarlierPosition(t *testing.T) {
	full := randomGame(t, "isandlwana", 13, 90)
	for _, n := range []int{0, 1, 37, 89, 90} {
		s := randomGame(t, "isandlwana", 13, 90)
		if err := s.Rewind(n); err != nil {
			t.Fatal(err)
		}
		want := newSession(t, "isandlwana", 13)
		for _, line := range full.Actions()[:n] {
			if err := want.ApplyText(line); err != nil {
				t.Fatal(err)
			}
		}
		if s.Len() != n || s.Game().Hash() != want.Game().Hash() {
			t.Errorf("rewind to %d: %d actions, hash %s, want %s", n, s.Len(), s.Game().Hash(), want.Game().Hash())
		}
		if _, err := Decode(encode(t, s), LoadOptions{}); err != nil {
			t.Errorf("rewind to %d: the save does not load: %v", n, err)
		}
	}
	s := randomGame(t, "isandlwana", 13, 10)
	for _, n := range []int{-1, 11} {
		if err := s.Rewind(n); err == nil {
			t.Errorf("Rewind(%d) of a 10-action game succeeded", n)
		}
	}
	if err := s.ApplyText("dance"); err == nil {
		t.Error("ApplyText accepted an unknown command")
	}
}
