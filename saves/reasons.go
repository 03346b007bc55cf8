package saves

import (
	"fmt"
	"slices"
	"unicode"

	"zulu1879/isandlwana"
)

// Reason is a bot's explanation of one action of the game, kept with the
// save (format 4 on, field "reasons") so that a game loaded again still
// shows why the bot played as it did. Saves without reasons (all saves
// before format 4, and games no bot played) load with none.
type Reason struct {
	// Action is the action explained: its index in the save's "actions",
	// from 0.
	Action int `json:"action"`
	// Side is the side whose bot gave it: "british" or "zulu".
	Side string `json:"side"`
	Text string `json:"text"`
}

// MaxReasonLen is the longest reason a save may hold, in bytes (a bot's
// reasons are a sentence or two).
const MaxReasonLen = 2000

// SideOf reads a reason's side; ok is false for anything but "british" and
// "zulu".
func (r Reason) SideOf() (isandlwana.Side, bool) {
	switch r.Side {
	case "british":
		return isandlwana.British, true
	case "zulu":
		return isandlwana.Zulu, true
	}
	return isandlwana.NoSide, false
}

// sideName is how a save writes a side in "reasons".
func sideName(s isandlwana.Side) string {
	if s == isandlwana.British {
		return "british"
	}
	return "zulu"
}

// AddReason records a bot's explanation of the last action applied, for
// every save written from now on. It does nothing before the first action
// or for a side that is neither player's, and replaces an explanation the
// last action already has.
func (s *Session) AddReason(side isandlwana.Side, text string) {
	if len(s.actions) == 0 || side > isandlwana.Zulu || text == "" {
		return
	}
	r := Reason{Action: len(s.actions) - 1, Side: sideName(side), Text: text}
	if n := len(s.reasons); n > 0 && s.reasons[n-1].Action == r.Action {
		s.reasons[n-1] = r
		return
	}
	s.reasons = append(s.reasons, r)
}

// Reasons returns the bots' explanations recorded or loaded, in the order
// of the actions they explain.
func (s *Session) Reasons() []Reason { return slices.Clone(s.reasons) }

// LogStart returns where the game's event log stood before action i (from
// 0) was applied: that action's lines start there. It is -1 for an i
// outside the game's actions.
func (s *Session) LogStart(i int) int {
	if i < 0 || i >= len(s.logAt) {
		return -1
	}
	return s.logAt[i]
}

// keepReasons drops the reasons of actions from the n-th on (after a
// rewind, or a load that stopped early).
func keepReasons(rs []Reason, n int) []Reason {
	k := 0
	for k < len(rs) && rs[k].Action < n {
		k++
	}
	return slices.Clone(rs[:k])
}

// checkReasons validates the "reasons" field of a save with n actions.
func checkReasons(rs []Reason, n int) error {
	for i, r := range rs {
		where := fmt.Sprintf(`field "reasons", entry %d`, i+1)
		switch _, ok := r.SideOf(); {
		case r.Action < 0 || r.Action >= n:
			return fmt.Errorf("%s: action %d is not one of the game's (0 to %d)", where, r.Action, n-1)
		case i > 0 && r.Action <= rs[i-1].Action:
			return fmt.Errorf("%s: action %d is out of order (after %d)", where, r.Action, rs[i-1].Action)
		case !ok:
			return fmt.Errorf(`%s: side %q is neither "british" nor "zulu"`, where, short(r.Side))
		case r.Text == "":
			return fmt.Errorf("%s: the text is empty", where)
		case len(r.Text) > MaxReasonLen:
			return fmt.Errorf("%s: the text is %d bytes, over the %d a reason may have", where, len(r.Text), MaxReasonLen)
		}
		for _, c := range r.Text {
			if unicode.IsControl(c) {
				return fmt.Errorf("%s: the text holds a control character (%U)", where, c)
			}
		}
	}
	return nil
}
