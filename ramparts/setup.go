package ramparts

import (
	"fmt"
	"sort"

	"zulu1879/dice"
	rddata "zulu1879/scenarios/rorkesdrift"
)

type cardT = rddata.Card

// SurvivorsCard is the campaign-only Group card for the Isandlwana survivors.
const SurvivorsCard = 51

// Validate checks the options and names the first problem.
func (o Options) Validate() error {
	t, err := loadTables()
	if err != nil {
		return err
	}
	seen := map[int]bool{}
	for _, id := range o.OptionalCards {
		if id < 32 || id > 50 {
			return fmt.Errorf("rorkesdrift: options: optional_cards: #%02d is not an optional card (#32-#50)", id)
		}
		if seen[id] {
			return fmt.Errorf("rorkesdrift: options: optional_cards: #%02d listed twice", id)
		}
		seen[id] = true
	}
	if o.Revision < 0 || o.Revision > RulesRevision {
		return fmt.Errorf("rorkesdrift: options: revision %d is unknown: this program plays rules revisions 1-%d", o.Revision, RulesRevision)
	}
	if o.Campaign.BonusVP < -20 || o.Campaign.BonusVP > 20 {
		return fmt.Errorf("rorkesdrift: options: campaign.bonus_vp %d is out of range -20..20", o.Campaign.BonusVP)
	}
	if a := o.Arrangement; a != nil {
		if len(a.Tracks) != 0 {
			if len(a.Tracks) != 4 {
				return fmt.Errorf("rorkesdrift: options: arrangement.tracks: want 4 iButhos, have %d", len(a.Tracks))
			}
			used := map[string]bool{}
			for _, id := range a.Tracks {
				ok := false
				for _, b := range t.data.IButhos {
					if b.ID == id {
						ok = true
					}
				}
				if !ok {
					return fmt.Errorf("rorkesdrift: options: arrangement.tracks: %q is not an iButho", id)
				}
				if used[id] {
					return fmt.Errorf("rorkesdrift: options: arrangement.tracks: %q placed twice", id)
				}
				used[id] = true
			}
		}
		if len(a.DrawPile) != 0 {
			want := o.deckCards()
			want = append(want, 1, 2)
			got := append([]int(nil), a.DrawPile...)
			sort.Ints(want)
			sort.Ints(got)
			if fmt.Sprint(want) != fmt.Sprint(got) {
				return fmt.Errorf("rorkesdrift: options: arrangement.draw_pile must hold exactly cards %v", want)
			}
		}
	}
	return nil
}

// deckCards lists the cards shuffled at set-up (not the start hand, #01, #02).
func (o Options) deckCards() []int {
	t := mustTables()
	var out []int
	for id := 6; id <= 31; id++ {
		out = append(out, id)
	}
	for _, id := range o.OptionalCards {
		if t.cards[id] != nil {
			out = append(out, id)
		}
	}
	return out
}

// New sets up a game (rule 3.0) and runs it to the first decision point.
func New(opts Options, r dice.Roller) (*Game, error) {
	if r == nil {
		return nil, fmt.Errorf("rorkesdrift: New: nil dice roller")
	}
	if err := opts.Validate(); err != nil {
		return nil, err
	}
	if opts.Revision == 0 {
		opts.Revision = RulesRevision
	}
	g := &Game{Options: opts, Chit: -1}
	g.SetRoller(r)
	if err := g.init(); err != nil {
		return nil, err
	}
	g.setup()
	g.startTurn()
	g.settle()
	return g, nil
}

func (g *Game) setup() {
	t, o := g.t, g.Options
	// Step 1: the iButhos, placed at random on the #5 boxes.
	ib := t.data.IButhos
	order := make([]string, 0, 4)
	if o.Arrangement != nil && len(o.Arrangement.Tracks) == 4 {
		order = append(order, o.Arrangement.Tracks...)
	} else {
		left := make([]string, 0, 4)
		for _, b := range ib {
			left = append(left, b.ID)
		}
		for tr := 0; tr < 4; tr++ {
			i := g.pick(len(left), "3.0", fmt.Sprintf("set-up: which iButho goes on the %s track", t.trackName[tr]))
			order = append(order, left[i])
			left = append(left[:i], left[i+1:]...)
		}
	}
	strongest := ""
	best := 0
	for _, b := range ib {
		if b.Strength > best {
			best, strongest = b.Strength, b.ID
		}
	}
	for tr, id := range order {
		for _, b := range ib {
			if b.ID != id {
				continue
			}
			hits := b.Strength - 1
			if o.StrongerIButhos || o.Campaign.FreshIButhos {
				hits++
			}
			if o.Campaign.StrongestShort && id == strongest {
				hits--
			}
			g.IButhos = append(g.IButhos, IButho{ID: id, Printed: b.Strength, Track: tr, Box: 5, Hits: hits, StartHits: hits})
			g.logf("3.0", nil, "%s (strength %d) sets up on the %s track, box 5", id, hits+1, t.trackName[tr])
		}
	}
	// Step 2: markers.
	g.VictoryBox = 0
	g.AmmoLow = !o.Campaign.NoAmmoLow
	// Step 3: the iMpi cup.
	for _, c := range t.data.Chits {
		n := c.CountIn(g.Revision())
		if c.Kind == "seniority" && o.Officers {
			continue
		}
		if c.ID == "AL1" && o.Campaign.ExtraAllAdvance {
			n++
		}
		for k := 0; k < n; k++ {
			g.Chits = append(g.Chits, ChitState{ID: fmt.Sprintf("%s%c", c.ID, 'a'+k), Type: c.ID, Where: InCup})
		}
	}
	// Step 4: the draw pile, in layers.
	if o.Arrangement != nil && len(o.Arrangement.DrawPile) != 0 {
		g.DrawPile = append([]int(nil), o.Arrangement.DrawPile...)
	} else {
		g.DrawPile = g.buildPile()
	}
	g.Hand = []int{3, 4, 5}
	if o.Campaign.SurvivorsCard {
		g.Hand = append(g.Hand, SurvivorsCard)
	}
	g.logf("3.0", nil, "draw pile of %d cards; starting hand %s", len(g.DrawPile), g.cardList(g.Hand))
}

func (g *Game) shuffle(cards []int, why string) {
	for i := len(cards) - 1; i > 0; i-- {
		j := g.pick(i+1, "3.0", why)
		g.Log[len(g.Log)-1].Secret = true // the order of the pile stays hidden
		cards[i], cards[j] = cards[j], cards[i]
	}
}

func (g *Game) buildPile() []int {
	var main, topHalf []int
	for _, id := range g.Options.deckCards() {
		if g.card(id).Setup == "top_half" {
			topHalf = append(topHalf, id)
		} else {
			main = append(main, id)
		}
	}
	g.shuffle(main, "set-up: shuffle the deck")
	// A: three cards and the Relief Column form the bottom of the pile.
	mini := append([]int{1}, main[:3]...)
	main = main[3:]
	g.shuffle(mini, "set-up: shuffle the relief mini-stack")
	// B, C: cut the rest; Night Fighting Begins goes between the halves.
	n := len(main)
	cut := n / 2
	if g.Options.Campaign.NightEarlier {
		cut += n / 3
	}
	first, second := main[:cut], append([]int(nil), main[cut:]...)
	if len(topHalf) > 0 {
		second = append(second, topHalf...)
		g.shuffle(second, "set-up: shuffle the optional cards into the top half")
	}
	pile := make([]int, 0, n+len(mini)+1+len(topHalf))
	pile = append(pile, second...)
	pile = append(pile, 2)
	pile = append(pile, first...)
	pile = append(pile, mini...)
	return pile
}

func (g *Game) cardList(ids []int) string {
	s := ""
	for i, id := range ids {
		if i > 0 {
			s += ", "
		}
		s += fmt.Sprintf("#%02d %s", id, g.card(id).Name)
	}
	if s == "" {
		return "none"
	}
	return s
}
