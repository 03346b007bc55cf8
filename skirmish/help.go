package skirmish

// Help is a short guide for the terminal (games.Helper).
func (g *Game) Help() string {
	return `Rules for Zulu: the Rorke's Drift skirmish. One figure is one man, one hex
each, facing one of six hexsides (front: that side and its two neighbours;
rear: the opposite side; flanks: the others).
A turn: Zulu move, British move, British fire, Zulu fire, melee; then the
surgeon treats the wounded in the storehouse, fires spread, a wave may leave.
Move points: British 4, Zulus 6, less 1 for a light and 2 for a serious wound.
  move B3 1418   to a hex (a roof hex ends in ^); forward through the front
                 arc turns the man that way, a flank or rear step costs +2
  turn B3 NE     one hexside free once a move, more costs 1
  stand B3 | open B3 N | close B3 N | dig Z4 S (the whole move, d6 toward 8)
  assist B1 B13 | climb B1 1418^ (whole move, a friend helps) | jump B1 1417
  burn 1418^     the British fire a roof next to them
  fire B3 Z12    white die for the British (C C M L - -), black for Zulu rifles
                 (C M L - - -); C hits to 6 hexes, M to 18, L anywhere; a man
                 behind a wall, door or window is hit on C and M only
  terrace B3     the Oskarberg's shot of the turn (L only)
  fight B3       the Zulu player picks the next fight: British 2 dice, Zulus 1
  end            end the phase
Map letters: B fit, b wounded, d down, p patient, + with the surgeon, Z Zulu,
R Zulu rifleman, * burning roof.`
}
