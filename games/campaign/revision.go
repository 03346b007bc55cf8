package campaign

import (
	"encoding/json"
	"fmt"

	"zulu1879/games"
	"zulu1879/saves"
)

// The day's saves name the revision of the tactical game (The Defense of
// Rorke's Drift) it would continue with: a save from before that game had
// revisions (none named) goes on with its revision 1, so that it replays
// as it was played.
func init() {
	saves.RegisterRevisions(ID, saves.Revisions{
		Of: func(s games.State) int {
			if st, ok := s.(*State); ok {
				return st.tacRev
			}
			return 0
		},
		Pin:        pinTactical,
		Unrecorded: 1,
	})
}

// TacticalRevision is the revision of the tactical game's rules and forces
// the day continues with, if the British choose it.
func (s *State) TacticalRevision() int { return s.tacRev }

// pinTactical sets the tactical game's revision in a setup's options
// ({"tactical": {"revision": rev}}), keeping everything else.
func pinTactical(s games.Setup, rev int) (games.Setup, error) {
	o := map[string]json.RawMessage{}
	if len(s.Options) > 0 {
		if err := json.Unmarshal(s.Options, &o); err != nil {
			return s, fmt.Errorf("options: %v", err)
		}
	}
	t := map[string]json.RawMessage{}
	if raw, ok := o["tactical"]; ok && len(raw) > 0 && string(raw) != "null" {
		if err := json.Unmarshal(raw, &t); err != nil {
			return s, fmt.Errorf("options: tactical: %v", err)
		}
	}
	t["revision"] = json.RawMessage(fmt.Sprint(rev))
	b, err := json.Marshal(t)
	if err != nil {
		return s, err
	}
	o["tactical"] = b
	if b, err = json.Marshal(o); err != nil {
		return s, err
	}
	s.Options = b
	return s, nil
}
