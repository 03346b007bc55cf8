package ramparts

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"testing"

	"zulu1879/dice"
)

func allOptional() []int {
	var ids []int
	for id := 32; id <= 50; id++ {
		ids = append(ids, id)
	}
	return ids
}

// optionsFor varies the options across the property games.
func optionsFor(seed uint64) Options {
	switch seed % 4 {
	case 1:
		return Options{StrongerIButhos: true, MeleeCombat: true, OptionalCards: allOptional(), MorningAttack: true, Officers: true}
	case 2:
		return Options{Campaign: Campaign{NoAmmoLow: true, SurvivorsCard: true, NightEarlier: true, FreshIButhos: true, ExtraAllAdvance: true, BonusVP: 2, StrongestShort: true}}
	case 3:
		return Options{OptionalCards: []int{32, 33, 40, 41, 42, 43, 44, 49, 50}, MorningAttack: true}
	}
	return Options{}
}

// invariants checks what must hold at every decision point.
func invariants(g *Game) error {
	boxes := map[string]string{}
	for _, b := range g.IButhos {
		if b.Hits+b.Casualty != b.StartHits || b.Hits < 0 || b.Casualty < 0 {
			return fmt.Errorf("%s: Hit markers not conserved: %d + %d != %d", b.ID, b.Hits, b.Casualty, b.StartHits)
		}
		if !b.Active() {
			continue
		}
		if b.Box > 5 || b.Box < g.VictoryBox && g.Phase != PhaseOver {
			return fmt.Errorf("%s in impossible box %d", b.ID, b.Box)
		}
		if b.Box <= 0 {
			key := fmt.Sprint(b.Box)
			if b.Box == 0 {
				key += fmt.Sprint(g.t.upper[b.Track])
			}
			if o, dup := boxes[key]; dup {
				return fmt.Errorf("%s and %s share interior box %d", b.ID, o, b.Box)
			}
			boxes[key] = b.ID
		}
	}
	var all []int
	for _, s := range [][]int{g.DrawPile, g.Hand, g.Tableau, g.Discards, g.OutCards, g.Reserve} {
		all = append(all, s...)
	}
	if g.BarricadeHero != 0 {
		all = append(all, g.BarricadeHero)
	}
	sort.Ints(all)
	for i := 1; i < len(all); i++ {
		if all[i] == all[i-1] {
			return fmt.Errorf("card #%02d is in two places", all[i])
		}
	}
	want := len(g.Options.deckCards()) + 5
	if g.Options.Campaign.SurvivorsCard {
		want++
	}
	if len(all) != want {
		return fmt.Errorf("%d cards accounted for, want %d", len(all), want)
	}
	for _, id := range g.Defending {
		if !has(g.Tableau, id) {
			return fmt.Errorf("marker of #%02d on the map without its card available", id)
		}
	}
	return nil
}

// randomGame plays a game with random legal actions, checking invariants.
func randomGame(t *testing.T, seed uint64) (*Game, []Action) {
	opts := optionsFor(seed)
	g, err := New(opts, dice.NewSeeded(seed))
	if err != nil {
		t.Fatal(err)
	}
	g.afterHousekeeping = func(g *Game) {
		if len(g.Hand) > HandLimit && !g.handLimitLifted() {
			t.Fatalf("seed %d turn %d: %d cards kept after Housekeeping", seed, g.Turn, len(g.Hand))
		}
	}
	pick := dice.NewSeeded(seed ^ 0xabcdef)
	var log []Action
	for steps := 0; !g.Over(); steps++ {
		if steps > 5000 {
			t.Fatalf("seed %d: the game does not end", seed)
		}
		l := g.Legal()
		if len(l) == 0 {
			t.Fatalf("seed %d: no legal action in phase %s", seed, g.Phase)
		}
		a := l[pick.Intn(len(l))]
		if err := g.Apply(a); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		log = append(log, a)
		if err := invariants(g); err != nil {
			t.Fatalf("seed %d step %d (%s): %v", seed, steps, a, err)
		}
	}
	return g, log
}

func TestPropertyRandomGames(t *testing.T) {
	n := 2000
	if testing.Short() {
		n = 300
	}
	causes := map[string]int{}
	for seed := uint64(1); seed <= uint64(n); seed++ {
		g, log := randomGame(t, seed)
		causes[g.Result().Cause]++
		// Same seed and same actions: the same game.
		h, err := New(optionsFor(seed), dice.NewSeeded(seed))
		if err != nil {
			t.Fatal(err)
		}
		for _, a := range log {
			if err := h.Apply(a); err != nil {
				t.Fatalf("seed %d replay: %v", seed, err)
			}
		}
		if g.Hash() != h.Hash() {
			t.Fatalf("seed %d: replay hash differs", seed)
		}
	}
	t.Logf("%d random games: %v", n, causes)
	if causes[CauseStalemate] > 0 {
		t.Fatalf("%d games hit the turn limit", causes[CauseStalemate])
	}
}

func TestPropertySaveAndResume(t *testing.T) {
	for seed := uint64(1); seed <= 100; seed++ {
		g, err := New(optionsFor(seed), dice.NewSeeded(seed))
		if err != nil {
			t.Fatal(err)
		}
		for k := 0; k < 15 && !g.Over(); k++ {
			a, _ := Advisor{}.Choose(g)
			if err := g.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
		b, err := json.Marshal(g)
		if err != nil {
			t.Fatal(err)
		}
		var h Game
		if err := json.Unmarshal(b, &h); err != nil {
			t.Fatal(err)
		}
		if h.Hash() != g.Hash() {
			t.Fatalf("seed %d: the hash changes through JSON", seed)
		}
		for !g.Over() {
			a, _ := Advisor{}.Choose(g)
			if err := g.Apply(a); err != nil {
				t.Fatal(err)
			}
			if err := h.Apply(a); err != nil {
				t.Fatalf("seed %d: resumed game rejects %s: %v", seed, a, err)
			}
		}
		if g.Hash() != h.Hash() {
			t.Fatalf("seed %d: resumed game diverged", seed)
		}
	}
}

func TestIllegalActionChangesNothing(t *testing.T) {
	g, err := New(Options{}, dice.NewSeeded(11))
	if err != nil {
		t.Fatal(err)
	}
	before := g.Hash()
	nlog := len(g.Log)
	for _, a := range []Action{
		{Kind: KindPut, Card: 21},
		{Kind: KindPut, Card: 99},
		{Kind: KindFire, Card: 5, Target: "nobody"},
		{Kind: KindDiscard, Card: 3},
		{Kind: "dance"},
		{Kind: KindUse, Card: 3, Ab: 7},
	} {
		if err := g.Apply(a); err == nil {
			t.Errorf("%s accepted", a)
		}
	}
	if g.Hash() != before || len(g.Log) != nlog {
		t.Fatal("a rejected action changed the game")
	}
}

func TestActionNotationRoundTrip(t *testing.T) {
	for seed := uint64(1); seed <= 50; seed++ {
		g, _ := New(optionsFor(seed), dice.NewSeeded(seed))
		for !g.Over() {
			for _, a := range g.Legal() {
				b, err := ParseAction(a.String())
				if err != nil || b != a {
					t.Fatalf("%q parses to %+v, %v", a.String(), b, err)
				}
				if g.Describe(a) == "" {
					t.Fatalf("%s has no description", a)
				}
			}
			a, _ := Advisor{}.Choose(g)
			if err := g.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
	}
	for _, bad := range []string{"", "fly 03", "put x", "reserve 03+"} {
		if _, err := ParseAction(bad); err == nil {
			t.Errorf("%q parsed", bad)
		}
	}
}

func TestAdvisorBeatsRandom(t *testing.T) {
	adv := SimulateBatch(1, 1000, Options{}, 2)
	if adv.Errors != 0 {
		t.Fatalf("%d advisor games failed", adv.Errors)
	}
	if adv.ByCause[CauseDefeat] > 600 || adv.MeanVP < 28 {
		t.Fatalf("advisor too weak: %+v", adv)
	}
	if a, b := SimulateBatch(7, 200, Options{}, 1), SimulateBatch(7, 200, Options{}, 3); a.MeanVP != b.MeanVP || a.ByLevel != b.ByLevel {
		t.Fatal("batch results depend on the number of workers")
	}
	t.Logf("advisor over 1000 games: %+v", adv)
}

func BenchmarkWholeGameAdvisor(b *testing.B) {
	for i := 0; i < b.N; i++ {
		r := Simulate(uint64(i+1), Options{})
		if !r.Over {
			b.Fatal(r.Cause)
		}
	}
}

func BenchmarkWholeGameRandom(b *testing.B) {
	for i := 0; i < b.N; i++ {
		g, _ := New(Options{}, dice.NewSeeded(uint64(i+1)))
		pick := dice.NewSeeded(uint64(i))
		for !g.Over() {
			l := g.Legal()
			_ = g.Apply(l[pick.Intn(len(l))])
		}
	}
}

func BenchmarkBatch2Workers(b *testing.B) {
	for i := 0; i < b.N; i++ {
		SimulateBatch(uint64(i*1000), 1000, Options{}, 2)
	}
}

func TestDamagedSaveIsAnError(t *testing.T) {
	g, _ := New(Options{}, dice.NewSeeded(3))
	good, _ := json.Marshal(g)
	for _, tc := range []struct{ from, to string }{
		{`"phase":"action"`, `"phase":"lunch"`},
		{`"victory_box":0`, `"victory_box":-7`},
		{`"hand":[`, `"hand":[77,`},
		{`"track":0`, `"track":9`},
		{`"type":"CH1"`, `"type":"XX9"`},
	} {
		s := string(good)
		if !strings.Contains(s, tc.from) {
			t.Fatalf("fixture %q not in the save", tc.from)
		}
		var h Game
		if err := json.Unmarshal([]byte(strings.Replace(s, tc.from, tc.to, 1)), &h); err != nil {
			continue
		}
		if err := h.Apply(Action{Kind: KindPass}); err == nil {
			t.Errorf("%s: damaged save accepted", tc.to)
		}
		if h.Legal() != nil {
			t.Errorf("%s: legal moves from a damaged save", tc.to)
		}
	}
}

// TestParseActionRefusesMalformedMoves pins the messages a player gets for
// moves FuzzTypedAction found the parser once accepted (or crashed on).
func TestParseActionRefusesMalformedMoves(t *testing.T) {
	for _, tc := range []struct{ line, want string }{
		{"put", "put needs a card number"},
		{"use", "use needs a card number"},
		{"fire >uThulwana", "card number expected"},
		{"put 99999999", "a number is too large"},
		{"fire 21>", "after \">\" name an iButho or a building"},
		{"reserve 1#1", "only use takes"},
		{"put 03.1", "only use takes"},
	} {
		t.Run(tc.line, func(t *testing.T) {
			_, err := ParseAction(tc.line)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("ParseAction(%q) = %v, want an error saying %q", tc.line, err, tc.want)
			}
		})
	}
	g, _ := New(Options{}, dice.NewSeeded(1))
	before := g.Hash()
	if err := g.Apply(Action{Kind: KindPut}); err == nil || !strings.Contains(err.Error(), "needs a card number") {
		t.Fatalf("a put with no card (from a damaged save) gave %v", err)
	}
	if g.Hash() != before {
		t.Fatal("the refused move changed the game")
	}
}
