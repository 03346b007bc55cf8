package saves

import (
	"encoding/json"
	"fmt"
	"strings"

	"zulu1879/games"
	isagame "zulu1879/games/isandlwana"
	rdgame "zulu1879/games/ramparts"
	"zulu1879/scenarios"
	"zulu1879/skirmish"
	"zulu1879/tactical"
)

// The revision hooks of today's two games. Isandlwana's scenario data has
// revisions, named in the scenario ("isandlwana@1"); Rorke's Drift's rules
// have revisions, named in its options ({"revision": 1}). A game added
// later that has revisions registers its own with RegisterRevisions. The
// skirmish's rules have revisions named in its options like Rorke's
// Drift's; its saves from before revisions were played on revision 1.
// The tactical game's data and rules likewise (revision 1 before it had
// revisions).
func init() {
	RegisterRevisions(tactical.ID, Revisions{
		Of: func(s games.State) int {
			if g, ok := s.(*tactical.Game); ok {
				return g.Revision()
			}
			return 0
		},
		Pin:        pinOption,
		Unrecorded: 1,
	})
	RegisterRevisions(skirmish.ID, Revisions{
		Of: func(s games.State) int {
			if g, ok := s.(*skirmish.Game); ok {
				return g.Revision()
			}
			return 0
		},
		Pin:        pinOption,
		Unrecorded: 1,
	})
	RegisterRevisions(isagame.ID, Revisions{
		Of: func(s games.State) int {
			if st, ok := s.(*isagame.State); ok && st.G.Scen != nil {
				return st.G.Scen.Revision
			}
			return 0
		},
		Pin: func(s games.Setup, rev int) (games.Setup, error) {
			id, _, _ := strings.Cut(s.Scenario, "@")
			if _, _, ok := scenarios.BuiltinName(id); !ok {
				return s, fmt.Errorf("scenario %q is not a built-in scenario, so it has no revision %d", s.Scenario, rev)
			}
			s.Scenario = fmt.Sprintf("%s@%d", id, rev)
			return s, nil
		},
	})
	RegisterRevisions(rdgame.ID, Revisions{
		Of: func(s games.State) int {
			if st, ok := s.(*rdgame.State); ok {
				return st.G.Revision()
			}
			return 0
		},
		Pin: pinOption,
	})
}

// pinOption sets {"revision": rev} in a setup's options, keeping the others.
func pinOption(s games.Setup, rev int) (games.Setup, error) {
	o := map[string]json.RawMessage{}
	if len(s.Options) > 0 {
		if err := json.Unmarshal(s.Options, &o); err != nil {
			return s, fmt.Errorf("options: %v", err)
		}
	}
	o["revision"] = json.RawMessage(fmt.Sprint(rev))
	b, err := json.Marshal(o)
	if err != nil {
		return s, err
	}
	s.Options = b
	return s, nil
}
