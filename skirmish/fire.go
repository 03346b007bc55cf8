package skirmish

import (
	"fmt"

	"zulu1879/hexmap"
)

// Shot is what a shot would be: the weapon, the distance and band, cover,
// the chance in sixths, and whether it goes through a roof.
type Shot struct {
	Weapon    Weapon
	Dist      int
	Band      Band
	Cover     bool
	Chance    int
	ThruRoof  bool
	Forbidden string // why it may not be fired ("" if it may)
}

// CanFire says why figure i may not fire now ("" if it may).
func (g *Game) CanFire(i int) string {
	f := &g.Figs[i]
	switch {
	case !f.Active():
		return "not in the fight"
	case f.Patient:
		return "a patient"
	case f.Down:
		return "down"
	case f.Weapon == NoWeapon:
		return "unarmed"
	case f.Shots >= f.Weapon.Shots():
		return "has fired"
	case f.Side == British && f.FoughtAgo && len(g.Enemies(i)) > 0:
		return "fought last turn and a Zulu is in contact"
	}
	return ""
}

// Aim works out a shot of figure i at figure t.
func (g *Game) Aim(i, t int) Shot {
	f, tg := &g.Figs[i], &g.Figs[t]
	s := Shot{Weapon: f.Weapon, Dist: hexmap.Distance(f.Hex, tg.Hex)}
	s.Band = BandOf(s.Dist)
	if !tg.Alive() || tg.Side == f.Side {
		s.Forbidden = "not an enemy on the table"
		return s
	}
	if m := f.Weapon.MaxRange(); m > 0 && s.Dist > m {
		s.Forbidden = fmt.Sprintf("out of range (%d > %d)", s.Dist, m)
		return s
	}
	if f.Hex != tg.Hex && ArcOf(f.Face, DirTo(f.Hex, tg.Hex)) != Front {
		s.Forbidden = "not in the front arc"
		return s
	}
	switch {
	case f.Roof == tg.Roof && !f.Roof:
		clear, cover := g.Sight(f.Hex, tg.Hex)
		if !clear {
			s.Forbidden = "no line of sight"
			return s
		}
		s.Cover = cover
	case f.Roof && tg.Roof:
		// over the rooftops: nothing in the way
	default:
		ground, top := f, tg
		if f.Roof {
			ground, top = tg, f
		}
		if b := g.InBuilding(ground); b != "" {
			r := roofOf(g.m, top.Hex)
			if r == nil || r.Building != b {
				s.Forbidden = "no line of sight"
				return s
			}
			s.ThruRoof = true
		}
	}
	s.Chance = HitChance(f.Weapon, s.Band, s.Cover)
	return s
}

// fire carries out a shot of figure i at figure t.
func (g *Game) fire(i, t int) {
	f, tg := &g.Figs[i], &g.Figs[t]
	s := g.Aim(i, t)
	f.Shots++
	f.Acted = true
	die := f.Weapon.Die()
	r := g.roll("fire: " + die.Name + " die")
	face := die.Face(r)
	hit := Hits(f.Weapon, face, s.Band, s.Cover)
	cover := ""
	if s.Cover {
		cover = ", in cover"
	}
	res := "miss"
	if hit {
		res = "hit"
	}
	g.logDice(int(f.Side), "fire", []int{r}, "%s (%v) fires at %s: %d hexes, %v%s, %d/6 to hit; %s die %s: %s",
		f.ID, f.Weapon, tg.ID, s.Dist, s.Band, cover, s.Chance, die.Name, face.Letter(), res)
	if s.ThruRoof {
		a, b := g.roll("fire through a roof"), g.roll("fire through a roof")
		top := tg.Hex
		if f.Roof {
			top = f.Hex
		}
		if FireStarts(a, b) {
			g.logDice(-1, "fires", []int{a, b}, "the shot went through the roof: a double")
			g.light(top, "a shot through it")
		} else {
			g.logDice(-1, "fires", []int{a, b}, "the shot went through the roof: no double, no fire")
		}
	}
	if hit {
		g.hit(t, "fire")
	}
}

// hit is a hit on figure t: a Zulu is removed, a British man rolls the
// wound die.
func (g *Game) hit(t int, rule string) Outcome {
	tg := &g.Figs[t]
	if tg.Side == Zulu {
		g.logf(-1, rule, "%s is killed", tg.ID)
		g.kill(t)
		return Killed
	}
	return g.wound(t, rule)
}

// wound rolls the red die for a British figure and climbs the ladder.
func (g *Game) wound(t int, rule string) Outcome {
	tg := &g.Figs[t]
	r := g.roll("wound die")
	face := WoundDie.Face(r)
	dice := []int{r}
	second := Blank
	if face == Minor {
		r2 := g.roll("wound die: minor, roll again")
		second = WoundDie.Face(r2)
		dice = append(dice, r2)
	}
	nw, out := tg.Wounds.Apply(face, second)
	letters := face.Letter()
	if face == Minor {
		letters += " then " + second.Letter()
	}
	g.logDice(-1, "wounds", dice, "%s: red die %s: %v", tg.ID, letters, out)
	g.Wounded++
	if out == Killed {
		g.kill(t)
		return out
	}
	tg.Wounds = nw
	if out == Serious2 {
		tg.Down = true
	}
	tg.MP = min(tg.MP, MoveMP(BritishMP, nw))
	return out
}

// terrace is the Oskarberg's one shot of the turn at a British figure.
func (g *Game) terraceShot(t int) {
	tg := &g.Figs[t]
	g.Terrace = true
	r := g.roll("fire: the Oskarberg terrace, black die")
	face := ZuluFire.Face(r)
	hit := face == Long
	res := "miss"
	if hit {
		res = "hit"
	}
	g.logDice(int(Zulu), "oskarberg", []int{r}, "the Oskarberg terrace fires at %s: L only, 1/6 to hit; black die %s: %s", tg.ID, face.Letter(), res)
	if hit {
		g.wound(t, "oskarberg")
	}
}

// TerraceTarget reports whether the terrace may fire at figure t: a British
// man in the open (not in a building).
func (g *Game) TerraceTarget(t int) bool {
	f := &g.Figs[t]
	return g.scen.Oskarberg && !g.Terrace && g.WaveOn && f.Side == British && f.Active() && g.InBuilding(f) == ""
}
