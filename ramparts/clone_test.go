package ramparts

import (
	"encoding/json"
	"reflect"
	"slices"
	"testing"

	"zulu1879/dice"
	"zulu1879/internal/testsize"
)

// cloneByJSON is the copy Clone made before it copied field by field: the
// reference the field-by-field copy must agree with.
func cloneByJSON(t *testing.T, g *Game) *Game {
	t.Helper()
	b, err := json.Marshal(g)
	if err != nil {
		t.Fatal(err)
	}
	var c Game
	if err := json.Unmarshal(b, &c); err != nil {
		t.Fatal(err)
	}
	c.t = g.t
	return &c
}

func mustJSON(t *testing.T, g *Game) string {
	t.Helper()
	b, err := json.Marshal(g)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestCloneAgreesWithJSONCopyAndSharesNothing plays games with every option
// that adds a slice or pointer and, at every decision, checks that Clone has
// the original's JSON and hash, plays on exactly as the JSON copy does, and
// leaves the original untouched while it plays.
func TestCloneAgreesWithJSONCopyAndSharesNothing(t *testing.T) {
	opts := []Options{
		{},
		{OptionalCards: []int{32, 33}, MorningAttack: true, StrongerIButhos: true,
			Campaign:    Campaign{BonusVP: 2, SurvivorsCard: true},
			Arrangement: &Arrangement{Tracks: exampleTracks}},
	}
	// Every step plays its clone to the end: 3 seeds an option in make
	// test, 6 in make soak (ZULU1879_LONG_TESTS=1).
	seeds := uint64(testsize.Pick(2, 3, 6))
	for oi, o := range opts {
		for seed := uint64(1); seed <= seeds; seed++ {
			g, err := New(o, dice.NewSeeded(seed))
			if err != nil {
				t.Fatal(err)
			}
			for step := 0; ; step++ {
				before := mustJSON(t, g)
				c := g.Clone()
				if got := mustJSON(t, c); got != before {
					t.Fatalf("options %d seed %d step %d: the clone's JSON differs from the original's", oi, seed, step)
				}
				if c.Hash() != g.Hash() {
					t.Fatalf("options %d seed %d step %d: the clone's hash differs", oi, seed, step)
				}
				if g.Over() {
					break
				}
				// Play the clone and the JSON copy to the end side by side.
				ref := cloneByJSON(t, g)
				for !c.Over() {
					a, _ := Advisor{}.Choose(c)
					if err := c.Apply(a); err != nil {
						t.Fatal(err)
					}
					if err := ref.Apply(a); err != nil {
						t.Fatal(err)
					}
					if c.Hash() != ref.Hash() {
						t.Fatalf("options %d seed %d step %d: after %s the clone and the JSON copy differ", oi, seed, step, a)
					}
				}
				if got := mustJSON(t, g); got != before {
					t.Fatalf("options %d seed %d step %d: playing the clone changed the original", oi, seed, step)
				}
				a, _ := Advisor{}.Choose(g)
				if err := g.Apply(a); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
}

// TestCloneKnowsEveryField fails when a field is added to Game (or to the
// types it holds by pointer or slice) without a look at Clone: a new slice
// or pointer copied by assignment would be shared between copies.
func TestCloneKnowsEveryField(t *testing.T) {
	known := map[string][]string{
		"Game": {"Options", "Turn", "Phase", "IButhos", "Chits", "DrawPile", "Hand", "Tableau", "Discards", "OutCards",
			"Reserve", "BarricadeHero", "BarricadeStep", "VictoryBox", "Burning", "AmmoLow", "Night", "Dawn", "FinalAssault",
			"Banners", "Defending", "FirstVolley", "Relieved", "ActionsLeft", "NoVolleys", "TurnDRM", "IgnoreDRM", "Used",
			"HeroFreeUsed", "PrivateBonus", "HandAtDraw", "Chit", "Pending", "SkippedTurn", "Outcome", "Log", "Seeded",
			"roller", "t", "scratch", "afterHousekeeping"},
		"Options":       {"Revision", "StrongerIButhos", "MeleeCombat", "OptionalCards", "MorningAttack", "Officers", "Campaign", "Arrangement"},
		"Arrangement":   {"Tracks", "DrawPile"},
		"PendingVolley": {"Card", "Target", "Dice", "Rolled", "Note", "Minus", "Plus"},
		"Result":        {"Over", "Cause", "Detail", "VP", "Level", "LevelName", "ZuluView", "Epilogue", "Turns", "Breakdown"},
		"IButho":        {"ID", "Printed", "Track", "Box", "Hits", "Casualty", "StartHits", "Routed", "Eliminated"},
		"ChitState":     {"ID", "Type", "Where"},
		"Event":         {"Turn", "Phase", "Rule", "Text", "Dice", "Secret"},
		"Campaign":      {"NoAmmoLow", "SurvivorsCard", "NightEarlier", "FreshIButhos", "ExtraAllAdvance", "BonusVP", "StrongestShort"},
		"VPLine":        {"Label", "VP"},
	}
	for _, v := range []any{Game{}, Options{}, Arrangement{}, PendingVolley{}, Result{}, IButho{}, ChitState{}, Event{}, Campaign{}, VPLine{}} {
		ty := reflect.TypeOf(v)
		var got []string
		for i := 0; i < ty.NumField(); i++ {
			got = append(got, ty.Field(i).Name)
		}
		if !slices.Equal(got, known[ty.Name()]) {
			t.Errorf("%s has fields %v; Clone was written for %v: copy the new ones in Clone and list them here", ty.Name(), got, known[ty.Name()])
		}
	}
}
