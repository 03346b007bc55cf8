package harlech

import (
	"fmt"
	"strings"
)

// Help is the guide to Men of Harlech that the terminal loop prints under
// its own commands (games.Helper): the turn, the notation, the symbols and
// every at-anytime card, in the project's own words.
func (g *Game) Help() string {
	r := g.data.Relief
	var bands []string
	from := 1
	for _, m := range r.Medals {
		span := fmt.Sprintf("%d-%d", from, m.To)
		if from == m.To {
			span = fmt.Sprint(m.To)
		}
		bands = append(bands, span+" "+m.Name)
		from = m.To + 1
	}
	text := strings.NewReplacer("{end}", fmt.Sprint(r.Spaces), "{medals}", strings.Join(bands, ", ")).Replace(helpText)
	return text
}

const helpText = `Men of Harlech in brief:
  The team holds four positions (n north, s south, e east, w west), each
  with a face-up Zulu card in front and one face down behind (??). You win
  when every Zulu card is gone or the Relief Column reaches space {end}; you
  lose when the player in turn can neither attack nor fall back.
  Your turn: hold V P plays your attack card of value V at position P
  ("hold 15 n" or "hold 15 north"); or fall-back moves the marker one space
  in (the team draws a card).
  The attack: with a die symbol on the location you roll its die or take an
  Ammo card instead (roll, ammo); a Volley Fire card adds its die (+volley;
  go when there is nothing to roll). Card + dice + extras must reach the
  Zulu card's value (a tie is yours); then the card behind is turned and
  met with the same total.
  Symbols: 21* a Zulu card of 21 with the bonus symbol (beat it and the team
  draws a card: give N hands it to player N); FIRE a Building Fire, which
  blocks its position; SNIPER shoots the lowest attack card of the player
  in turn; relief moves the Relief Column one space.
  At-anytime cards (play NAME when the game asks; pass to let it go):
    harlech +6, chard +5, bromhead +4, bourne +3, allen +2, hook +1 to an
    attack; use-ammo spends one of your Ammo cards for +1;
    schiess rerolls the location die, the Volley die or both;
    adendorff P discards the face-up Zulu card at P (P2: the second card);
    dalton turns every face-down card up; reynolds V takes an attack card
    of V from the discards into your hand; extinguish P puts out a fire at P;
    heads-down cancels a Sniper before it shoots.
  Medals, on a win, by the column's space then: {medals}.
`
