package tactical

// British pairs against Zulu fire (rule 9b, revision 3 on). Rule 9b lets
// up to three British men next to each other be paired, in the same words
// as 9a pairs two Zulus: the attacker fires at one unit of the pair, and
// the owner (our reading of "the Zulu player picks", as for 9a and the
// melee) puts the result on the man of his choice; rule 10a lets a unit
// or a group of paired units be fired at or meleed once a turn. Revisions
// 1 and 2 paired the British only in melee. From revision 3, when the
// Zulus shoot, snipe or throw spears at a man with men next to him who
// may still be fired at, the British choose before the die up to two of
// them to pair with him (BritishFirePair); all count as fired at this
// turn. When the fire does anything, the British choose which man of the
// pair takes it (BritishFireCasualty). The default answer, the bots',
// pairs nobody, so that bot games play as in revision 2.

import (
	"fmt"

	"zulu1879/tactical/tables"
)

// firePairs reports whether the British pair against Zulu fire.
func (g *Game) firePairs() bool { return g.Revision() >= 3 }

// askFirePair interrupts the Zulu fire verb of firers at man i with the
// British choice of his partners, when he has any who may be paired
// (revision 3 on). It reports whether it did.
func (g *Game) askFirePair(verb string, i int, firers []int) bool {
	if !g.firePairs() || len(g.britishPartners(i, 1)) == 0 {
		return false
	}
	g.Pending = &Pending{Kind: BritishFirePair, Target: i, Firers: append([]int(nil), firers...), Verb: verb}
	who := g.ID(firers[0]) + " aims"
	if verb == "spear" {
		who = fmt.Sprintf("%d Zulu units make ready to throw", len(firers))
	}
	g.logf(int(Zulu), "9b", "%s at %s; the British choose whether to pair him", who, g.ID(i))
	return true
}

// zuluFireOn carries out Zulu fire verb of firers at man i paired with
// partners, once the British have answered.
func (g *Game) zuluFireOn(verb string, i int, partners, firers []int) error {
	if verb == "spear" {
		return g.zuluSpear(i, partners, firers)
	}
	return g.zuluRifle(verb, firers[0], i, partners)
}

// askFireCasualty, when the Zulu fire's result o on man i does something
// and he is paired, leaves the British to choose which man of the pair
// takes it. It reports whether it did.
func (g *Game) askFireCasualty(i int, partners []int, o tables.Outcome) bool {
	if len(partners) == 0 || o == tables.None {
		return false
	}
	g.Pending = &Pending{Kind: BritishFireCasualty, Target: i, Men: append([]int{i}, partners...), Outcome: o}
	return true
}
