package isandlwana

import (
	"fmt"

	"zulu1879/isandlwana"
)

// wagonAttack sends a Zulu next to the wagon's hex, while British combat
// units hold it, against that hex: its capture costs every British unit a
// point of fire strength for the rest of the game (8.11, 8.12), and the
// Colours' another (8.10).
func wagonAttack(g *isandlwana.State, b *board, quiet bool) (isandlwana.Action, string, bool) {
	if b.wagon < 0 || b.sp[b.wagon] <= 0 {
		return isandlwana.Action{}, "", false
	}
	atk, _ := attackers(g, b)
	for _, a := range atk {
		for _, t := range a.targets {
			if t == b.wagon {
				why := ""
				if !quiet {
					why = fmt.Sprintf("attacks the wagon's hex %s (%s): its capture weakens every British unit's fire", b.m.HexAt(t), b.unitNames(t))
				}
				return attack(b.m, a.from, t), why, true
			}
		}
	}
	return isandlwana.Action{}, "", false
}
