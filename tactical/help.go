package tactical

// Help is a short guide for a person at a terminal (games.Helper).
func (g *Game) Help() string {
	return `The Defense of Rorke's Drift (tactical): one British soldier or five Zulus a
counter, 20-minute turns from 4:30 pm. A turn: British movement, Zulu movement,
burning buildings (automatic), British fire, Zulu fire, Zulu melee. The game
ends at 150 VP, when the light fails at night with nothing burning, at dawn,
or when no British man is left. VP count for the British: 50+ is a British
victory, 25-49 a draw, below 25 a Zulu victory.

Units: B001... (British), Z001... (Zulus, in order of arrival).
Places: 3015 (ground), 1818^ (the roof over 1818), osk (the Oskarberg box).
Sides: a hex and a direction, 1618N.

Movement (each unit once a phase; the list shows one unit's moves, but any
unit that has not moved may be moved to any place in reach):
  move B017 3016      hold B017        end
  next B050           (list B050's moves instead)
  dig B017 1518SE     (a hole in a building wall, 5 MP, one a turn; with the
                      option dig_over_turns a d6 a turn until 8 points)
  open B017 1618N / close B017 1618N   (a door, instead of moving)
  douse B017 hospital-f2 / kindle B017 hospital-f2
  build redoubt-north (6 men; boxes-north/south: 8 men; two turns)
  batter 1618N Z004 [Z005]   (Zulus: 10 MP, break a closed door)
Fire:
  suppress            (men on the south wall and roofs at the Oskarberg)
  fire Z012           (every man whose closest danger is Z012)
  rank B002 0         (leader B002's ranks fire facing 0/60/.../300 degrees)
  step B002 NE        (the ranked line then steps one hex)
  snipe Z003 B017 / shoot Z040 B017 / spear B017 / torch Z041 hospital-f1
Melee:
  melee B017          (every Zulu who can attacks B017 and the men next to him)

Options from the skirmish (off unless set): surgeon (the wounded are treated
on the storehouse floor), dig_over_turns, dice_melee (die against die).

Map letters: B man, L leader, P patient, w/m wounded, ^ on a roof, Z Zulu,
R Zulu rifle, d disordered, * burning room, @ next to move.`
}
