package ramparts

import (
	"testing"

	"zulu1879/dice"
)

func TestRule12_1_StrongerIButhos(t *testing.T) {
	g, _ := bare(t, Options{StrongerIButhos: true})
	for _, b := range g.IButhos {
		if b.StartHits != b.Printed {
			t.Fatalf("%s: %d Hit markers, want %d", b.ID, b.StartHits, b.Printed)
		}
	}
	if vp, _ := g.VP(); vp != 8 {
		t.Fatalf("no VP adjustment: %d", vp)
	}
}

func TestRule12_3_OptionalCards(t *testing.T) {
	opts := Options{OptionalCards: []int{32, 40, 41, 42, 44}}
	for seed := uint64(1); seed <= 40; seed++ {
		g := &Game{Options: opts, Chit: -1}
		g.SetRoller(dice.NewSeeded(seed))
		if err := g.init(); err != nil {
			t.Fatal(err)
		}
		g.setup()
		night := -1
		for i, id := range g.DrawPile {
			if id == 2 {
				night = i
			}
		}
		for i, id := range g.DrawPile {
			if (id == 40 || id == 41 || id == 42) && i > night {
				t.Fatalf("seed %d: #%02d below the Night card", seed, id)
			}
		}
		if len(g.DrawPile) != 33 {
			t.Fatalf("pile %d", len(g.DrawPile))
		}
	}
	g, _ := bare(t, opts)
	if vp, _ := g.VP(); vp != 8-5 {
		t.Fatalf("-1 VP per optional card: %d", vp)
	}
	if _, err := New(Options{OptionalCards: []int{12}}, dice.NewSeeded(1)); err == nil {
		t.Fatal("#12 is not optional")
	}
	if _, err := New(Options{OptionalCards: []int{40, 40}}, dice.NewSeeded(1)); err == nil {
		t.Fatal("duplicate optional card")
	}
}

func TestRule12_4_ZuluMorningAttack(t *testing.T) {
	g, _ := bare(t, Options{MorningAttack: true})
	for i := range g.Chits {
		if k := g.chitKind(i); k != "rifles" && k != "snipers" {
			g.Chits[i].Where = Discarded
		}
	}
	g.Night = true
	g.AmmoLow = true
	g.at("uDloko").Box = 1
	g.at("iNdluyengwe").Routed = true
	g.at("uThulwana").Hits, g.at("uThulwana").Casualty = 2, 2
	g.startTurn()
	if !g.FinalAssault || !g.Dawn || g.Night || g.Phase != PhaseAction || !g.NoVolleys {
		t.Fatalf("final assault not started: %+v", g.Phase)
	}
	if g.at("uDloko").Box != 3 || g.at("iNdluyengwe").Box != 5 || g.at("iNdluyengwe").Routed || g.at("uThulwana").Hits != 3 {
		t.Fatal("iButhos on box 3 with an R result")
	}
	for i, c := range g.Chits {
		adv := g.chitKind(i) == "advance"
		if adv && c.Where != InCup || !adv && c.Where != Removed {
			t.Fatalf("%s is %s", c.ID, c.Where)
		}
	}
	// 12.4.3: the ammunition cannot be handed out any more.
	g.Tableau = []int{11}
	if isLegal(g, "ammo 11") {
		t.Fatal("12.4.3")
	}
	// 12.4.2: draws go on until the Advance numbers reach 4.
	g.roller = &strict{t: t, vals: []int{g.cupRoll(t, "CH1", ""), g.cupRoll(t, "LO3", "") - 1}}
	g.startTurn()
	if g.at("uDloko").Box != 2 || g.at("iNdluyengwe").Box != 2 {
		t.Fatalf("uDloko %d iNdluyengwe %d", g.at("uDloko").Box, g.at("iNdluyengwe").Box)
	}
}

func TestRule12_5_Officers(t *testing.T) {
	g, _ := bare(t, Options{Officers: true})
	for _, c := range g.Chits {
		if c.Type == "SEN" {
			t.Fatal("the Seniority Debate chit stays out")
		}
	}
	if vp, _ := g.VP(); vp != 8-2 {
		t.Fatalf("-2 VP: %d", vp)
	}
}

func TestCampaignHooks(t *testing.T) {
	c := Campaign{NoAmmoLow: true, SurvivorsCard: true, FreshIButhos: true, ExtraAllAdvance: true, BonusVP: 2, StrongestShort: true}
	g, err := New(Options{Campaign: c, Arrangement: &Arrangement{Tracks: exampleTracks}}, dice.NewSeeded(5))
	if err != nil {
		t.Fatal(err)
	}
	all1 := 0
	for _, ch := range g.Chits {
		if ch.Type == "AL1" {
			all1++
		}
	}
	if all1 != 2 {
		t.Fatalf("%d All advance 1 chits", all1)
	}
	for _, b := range g.IButhos {
		want := b.Printed
		if b.ID == "uThulwana" {
			want--
		}
		if b.StartHits != want {
			t.Errorf("%s starts with %d Hit markers, want %d", b.ID, b.StartHits, want)
		}
	}
	g2, _ := bare(t, Options{Campaign: c})
	if vp, _ := g2.VP(); vp != 10 {
		t.Fatalf("+2 VP: %d", vp)
	}
	g3 := &Game{Options: Options{Campaign: c}, Chit: -1}
	g3.SetRoller(dice.NewSeeded(1))
	_ = g3.init()
	g3.setup()
	if g3.AmmoLow || !has(g3.Hand, SurvivorsCard) {
		t.Fatal("no ammunition marker; survivors in hand")
	}
	// Night one third higher: 23 cards cut 18 below the Night card, 5 above.
	e := &Game{Options: Options{Campaign: Campaign{NightEarlier: true}}, Chit: -1}
	e.SetRoller(dice.NewSeeded(1))
	_ = e.init()
	e.setup()
	for i, id := range e.DrawPile {
		if id == 2 && i != 5 {
			t.Fatalf("night at %d, want 5", i)
		}
	}
	if _, err := New(Options{Campaign: Campaign{BonusVP: 99}}, dice.NewSeeded(1)); err == nil {
		t.Fatal("absurd bonus accepted")
	}
}

func TestArrangementValidation(t *testing.T) {
	bad := []Options{
		{Arrangement: &Arrangement{Tracks: []string{"uDloko"}}},
		{Arrangement: &Arrangement{Tracks: []string{"uDloko", "uDloko", "iNdlondlo", "uThulwana"}}},
		{Arrangement: &Arrangement{Tracks: []string{"uDloko", "x", "iNdlondlo", "uThulwana"}}},
		{Arrangement: &Arrangement{DrawPile: []int{1, 2, 3}}},
	}
	for i, o := range bad {
		if _, err := New(o, dice.NewSeeded(1)); err == nil {
			t.Errorf("case %d accepted", i)
		}
	}
	if _, err := New(Options{}, nil); err == nil {
		t.Error("nil roller accepted")
	}
}
