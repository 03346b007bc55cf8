package tactical

import (
	"fmt"
	"slices"

	"zulu1879/hexmap"
	"zulu1879/tactical/forces"
)

// WorkRadius is how far (in hexes) from a work's sides its builders may
// stand.
const WorkRadius = 2

// builders lists the men who could start work w now, nearest first: fit
// soldiers (no patients) on the ground within WorkRadius of its sides, not
// moved and not already building.
func (g *Game) builders(w *work) []int {
	type cand struct{ i, d int }
	var cs []cand
	for i := 0; i < g.NBrit; i++ {
		u := &g.Units[i]
		if !g.live(i) || u.Moved || u.Busy || u.Surg > 0 || u.Wound != Fit || u.Kind == forces.Patient || u.At.Box != 0 || u.At.Level != hexmap.Ground {
			continue
		}
		best := 99
		for _, s := range w.Sides {
			a, b := s.Hexes()
			best = min(best, hexmap.Distance(u.At.Hex, a), hexmap.Distance(u.At.Hex, b))
		}
		if best <= WorkRadius {
			cs = append(cs, cand{i, best})
		}
	}
	slices.SortStableFunc(cs, func(a, b cand) int { return a.d - b.d })
	out := make([]int, len(cs))
	for k, c := range cs {
		out[k] = c.i
	}
	return out
}

// buildable names the works the British may start now (rule 7).
func (g *Game) buildable() []string {
	if g.Phase != BritishMove {
		return nil
	}
	var out []string
	for k := range g.st.works {
		w := &g.st.works[k]
		if slices.Contains(g.Built, w.Name) || slices.ContainsFunc(g.Works, func(p Project) bool { return p.Work == w.Name }) {
			continue
		}
		if len(g.builders(w)) >= w.Men {
			out = append(out, w.Name)
		}
	}
	return out
}

// doBuild carries out "build WORK": its men (the nearest who may) stop to
// build for two consecutive turns, neither moving nor firing.
func (g *Game) doBuild(name string) error {
	w, ok := g.st.workNamed(name)
	if !ok {
		var names []string
		for _, w := range g.st.works {
			names = append(names, w.Name)
		}
		return fmt.Errorf("no work %q (have: %v)", clip(name), names)
	}
	if !slices.Contains(g.buildable(), name) {
		return fmt.Errorf("%s cannot be started now: it is built or under way, or fewer than %d fit, unmoved men stand within %d hexes", name, w.Men, WorkRadius)
	}
	men := g.builders(w)[:w.Men]
	for _, i := range men {
		g.Units[i].Busy, g.Units[i].Moved = true, true
	}
	g.Works = append(g.Works, Project{Work: name, Workers: slices.Clone(men), Started: g.Turn})
	g.logf(int(British), "7", "%s building %s", menDo(len(men), "starts", "start"), name)
	return nil
}

// construct advances the works at the end of a turn: a work whose men all
// stayed fit at it is built after its second turn; one that lost a man
// stops.
func (g *Game) construct() {
	var keep []Project
	for _, p := range g.Works {
		ok := true
		for _, i := range p.Workers {
			if !g.live(i) || g.Units[i].Wound != Fit {
				ok = false
			}
		}
		if !ok {
			g.logf(int(British), "7", "work on %s stops: a builder is down", p.Work)
			continue
		}
		p.Turns++
		if p.Turns < 2 {
			keep = append(keep, p)
			continue
		}
		w, _ := g.st.workNamed(p.Work)
		for _, s := range w.Sides {
			g.change(SideChange{Side: s.String(), Kind: w.Kind.String(), State: "closed"})
		}
		g.Built = append(g.Built, p.Work)
		for _, i := range p.Workers {
			g.Units[i].Busy = false
		}
		g.logf(int(British), "7", "%s is built", p.Work)
	}
	g.Works = keep
}
