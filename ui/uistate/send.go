package uistate

import (
	"fmt"
	"sort"
	"strings"

	"zulu1879/hexmap"
	"zulu1879/isandlwana"
)

// SendBatch is how many Zulus the Send button moves at most in one press.
const SendBatch = 5

// SendPlan lists, in order, the hexes the Send button would move the
// selected hex's Zulus to now: up to n of the lit destinations, nearest a
// British unit first, then cheapest in MP, then by hex id. It is empty when
// no Zulu movement from a selected hex is possible.
func (m *Model) SendPlan(n int) []hexmap.Hex {
	g := m.Game()
	from := m.Sel.Hex
	if g.Phase != isandlwana.PhaseZuluMove || g.Pool[0]+g.Pool[1] > 0 || from.IsNone() || len(m.Sel.Group) > 0 || m.Fire != nil || !m.HumanToAct() {
		return nil
	}
	if _, ok := g.Decision(); ok {
		return nil
	}
	dests := g.ZuluDestinations(from)
	if len(dests) == 0 {
		return nil
	}
	left := g.ZulusAt(from) - g.Spent[g.Map().Index(from)]
	n = min(n, left)
	var british []hexmap.Hex
	for i := range g.Units {
		if g.Units[i].Status == isandlwana.OnMap {
			british = append(british, g.Units[i].Hex)
		}
	}
	near := func(h hexmap.Hex) int {
		d := 1 << 20
		for _, b := range british {
			d = min(d, hexmap.Distance(h, b))
		}
		return d
	}
	r := g.ZuluReach(from)
	type cand struct {
		h          hexmap.Hex
		dist, cost int
	}
	var cs []cand
	for _, h := range dests {
		if h == from {
			continue
		}
		cs = append(cs, cand{h, near(h), r.Cost[g.Map().Index(h)]})
	}
	sort.Slice(cs, func(a, b int) bool {
		if cs[a].dist != cs[b].dist {
			return cs[a].dist < cs[b].dist
		}
		if cs[a].cost != cs[b].cost {
			return cs[a].cost < cs[b].cost
		}
		return cs[a].h.String() < cs[b].h.String()
	})
	var out []hexmap.Hex
	for _, c := range cs {
		if len(out) == n {
			break
		}
		// An onrush hex holds any number of Zulus, but one destination
		// apiece spreads them out, which is what the button promises.
		out = append(out, c.h)
	}
	return out
}

// SendLabel is the Send button's text: what one press will do (short
// enough for the panel; the instructions line says the hexes are lit ones).
func (m *Model) SendLabel(plan []hexmap.Hex) string {
	return fmt.Sprintf("Send %s to %s nearest the British", Plural(len(plan), "Zulu", "Zulus"), Plural(len(plan), "hex", "hexes"))
}

// SendNearest moves up to SendBatch Zulus of the selected hex, one legal
// move at a time, to distinct lit hexes nearest the British (SendPlan). Each
// move is an action of its own: Undo takes them back one by one. It stops
// at the first move the engine refuses, saying why.
func (m *Model) SendNearest() error {
	from := m.Sel.Hex
	plan := m.SendPlan(SendBatch)
	if len(plan) == 0 {
		err := fmt.Errorf("select a Zulu hex with Zulus still to move in Zulu movement first")
		m.fail(err)
		return err
	}
	var done []string
	for _, to := range plan {
		if m.Game().Phase != isandlwana.PhaseZuluMove || !m.HumanToAct() {
			break
		}
		if err := m.Apply(isandlwana.Action{Kind: isandlwana.ActZuluMove, From: from, To: to}, "", false); err != nil {
			if len(done) > 0 {
				m.fail(fmt.Errorf("sent %s from %s to %s, then: %v", Plural(len(done), "Zulu", "Zulus"), from, strings.Join(done, ", "), err))
			}
			return err
		}
		done = append(done, to.String())
	}
	m.say("Sent %s from %s to %s. U takes them back one at a time.", Plural(len(done), "Zulu", "Zulus"), from, strings.Join(done, ", "))
	return nil
}
