package tstate

import (
	"strings"
	"testing"

	"zulu1879/games"
	"zulu1879/tactical"
)

// orderThatAsks plays a game of seed (people on both seats, their moves
// chosen by the default bots) until the side to act is in phase and the
// planner's order for it, played on a copy of the game, leaves a
// decision to the other side before its last action. It returns the
// model, that order and how many of its actions play on the copy when
// every decision gets its default answer.
func orderThatAsks(t *testing.T, seed uint64, phase tactical.Phase, zulu string) (*Model, []string, int) {
	t.Helper()
	rec, err := NewGame(seed, Person, zulu)
	if err != nil {
		t.Fatal(err)
	}
	m, err := New(rec)
	if err != nil {
		t.Fatal(err)
	}
	bots := map[games.Seat]games.Bot{}
	for i, seat := range []string{"british", "zulu"} {
		bi, err := games.DefaultBot(tactical.ID, seat)
		if err != nil {
			t.Fatal(err)
		}
		bots[games.Seat(i)] = bi.New(seed + uint64(i))
	}
	for n := 0; n < 20000 && !m.Over(); n++ {
		if !m.MyTurn() {
			m.Skip()
			continue
		}
		g := m.G()
		if g.Phase == phase && g.Pending == nil {
			if ps, err := m.Plan(nil); err == nil && len(ps) >= 2 {
				var order []string
				for _, p := range ps {
					order = append(order, p.Action)
				}
				// On a copy: the order asks the other side before its
				// last action, and two or more of its actions play.
				c := g.Clone().(*tactical.Game)
				side := c.ToAct()
				asked, played := -1, 0
				for k, a := range order {
					if c.ToAct() != side || c.Outcome != nil {
						break
					}
					if c.Apply(a) != nil {
						continue
					}
					played++
					if c.ToAct() != side && c.Pending != nil && asked < 0 && k < len(order)-1 {
						asked = k
					}
					for c.Pending != nil && c.ToAct() != side {
						_, _, ans, _ := c.PendingDecision()
						if c.Apply(ans) != nil {
							t.Fatalf("the default answer %q refused", ans)
						}
					}
				}
				if asked >= 0 && played >= 2 {
					t.Logf("seed %d, turn %d: the order's action %d of %d asks the other side; %d of them play", seed, g.Turn, asked+1, len(order), played)
					return m, order, played
				}
			}
		}
		a, _ := bots[m.ToAct()].Choose(m.Rec.State())
		if err := m.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatalf("seed %d: no order of the %s phase asked the other side", seed, phase)
	return nil, nil, 0
}

// orderActions are the actions of order the record holds after its first
// from actions, in order, leaving out the answers to decisions of rule 9.
func orderActions(m *Model, from int) []string {
	var out []string
	for _, mv := range m.Rec.Moves()[from:] {
		if f := strings.Fields(mv.Action); f[0] != "pair" && f[0] != "casualty" {
			out = append(out, mv.Action)
		}
	}
	return out
}

// TestHotseatOrder_WaitsForTheOtherPersonAndGoesOn: in hotseat, an order
// of the British fire (revision 2's Zulu pairs) or, from revision 3, of
// the Zulu fire (the British pairs) stops at the first decision that
// belongs to the other person, says to hand over, and goes on by itself
// once that person has answered, until every action of the order is
// played or refused.
func TestHotseatOrder_WaitsForTheOtherPersonAndGoesOn(t *testing.T) {
	for _, c := range []struct {
		phase tactical.Phase
		other string
	}{{tactical.BritishFire, "Zulus"}, {tactical.ZuluFire, "British"}} {
		t.Run(c.phase.String(), func(t *testing.T) {
			m, order, want := orderThatAsks(t, 3, c.phase, Person)
			side := m.ToAct()
			from := m.Rec.Len()
			r := m.RunOrder(order)
			if !r.Waiting || r.Left == 0 || m.ToAct() == side {
				t.Fatalf("the order did not wait for the %s: %+v, to act %s", c.other, r, SeatName(m.ToAct()))
			}
			if !strings.HasPrefix(r.Line, "Hand over to the "+c.other+":") || !strings.Contains(r.Line, "goes on by itself") {
				t.Errorf("the hand-over line says %q", r.Line)
			}
			if line, held := m.Held(); !held || line != r.Line {
				t.Errorf("Held says %q, %v", line, held)
			}
			if !strings.Contains(m.Status(), "order waits for this answer") {
				t.Errorf("the bar says %q", m.Status())
			}
			answers, waits := 0, 1
			for n := 0; ; n++ {
				if n > 200 {
					t.Fatal("the order never finished")
				}
				if _, held := m.Held(); !held {
					break
				}
				_, _, a, ok := m.G().PendingDecision()
				if !ok || m.ToAct() == side {
					t.Fatalf("an order is held with nothing for the %s to answer (to act %s, phase %s, last %q, info %q)", c.other, SeatName(m.ToAct()), m.G().Phase, m.Rec.Moves()[m.Rec.Len()-1].Action, m.Info)
				}
				if err := m.Choose(a); err != nil {
					t.Fatal(err)
				}
				answers++
				if r := m.Resumed(); strings.HasPrefix(r, "Hand over") {
					waits++
				}
			}
			if !strings.Contains(m.Info, "went on after the answer") && !strings.Contains(m.Info, "order ends here") {
				t.Errorf("after the last answer the screen says %q", m.Info)
			}
			played := orderActions(m, from)
			if len(played) == 0 || played[0] != order[0] {
				t.Fatalf("the record after the order: %q", played)
			}
			// Every action of the order was played, in order, or refused
			// (an earlier one made it illegal); nothing else was played.
			k := 0
			for _, a := range order {
				if k < len(played) && played[k] == a {
					k++
				}
			}
			if k != len(played) {
				t.Errorf("the record holds %q, not a part of the order %q in its order", played, order)
			}
			// The people answered as the copy did (the defaults): the
			// same actions of the order play.
			if len(played) != want {
				t.Errorf("%d of the order's %d actions were played, want %d as on the copy", len(played), len(order), want)
			}
			t.Logf("%d actions of %d played, %d answers, %d hand-overs", len(played), len(order), answers, waits)
		})
	}
}

// TestOrderAgainstABot_NeverWaits: with a bot on the other seat the same
// order is played through at once (the bot answers each decision), and
// nothing is held.
func TestOrderAgainstABot_NeverWaits(t *testing.T) {
	m, order, _ := orderThatAsks(t, 3, tactical.BritishFire, "default")
	side := m.ToAct()
	r := m.RunOrder(order)
	if r.Waiting || r.Done == 0 || r.Done+r.Refused != len(order) {
		t.Fatalf("against a bot: %+v for %d actions", r, len(order))
	}
	if _, held := m.Held(); held {
		t.Fatal("an order is held against a bot")
	}
	if m.ToAct() != side && !m.Over() {
		if _, _, _, ok := m.G().PendingDecision(); ok {
			t.Fatal("a decision is left for the bot")
		}
	}
}

// TestHeldOrder_UndoDropsIt: undo forgets an order held for the other
// person; the answer then plays nothing more of it.
func TestHeldOrder_UndoDropsIt(t *testing.T) {
	m, order, _ := orderThatAsks(t, 3, tactical.BritishFire, Person)
	r := m.RunOrder(order)
	if !r.Waiting {
		t.Fatalf("the order did not wait: %+v", r)
	}
	m.DropOrder()
	if _, held := m.Held(); held {
		t.Fatal("DropOrder kept the order")
	}
	n := m.Rec.Len()
	_, _, a, _ := m.G().PendingDecision()
	if err := m.Apply(a); err != nil {
		t.Fatal(err)
	}
	if m.Resumed() != "" || m.Rec.Len() != n+1 {
		t.Fatalf("a dropped order went on: %q, %d actions played", m.Resumed(), m.Rec.Len()-n)
	}
	_ = m.Undo() // may be refused (a die was rolled); either way nothing is held
	if _, held := m.Held(); held {
		t.Fatal("an order is held after undo")
	}
}

// TestHeldOrder_TheAnswerAsAnOrder: the person an order waits for may
// answer through an order of his own (the screen's Enter on a proposal);
// the waiting order is kept, and goes on after the answer.
func TestHeldOrder_TheAnswerAsAnOrder(t *testing.T) {
	m, order, want := orderThatAsks(t, 3, tactical.BritishFire, Person)
	from := m.Rec.Len()
	if r := m.RunOrder(order); !r.Waiting {
		t.Fatalf("the order did not wait: %+v", r)
	}
	for n := 0; n < 200; n++ {
		if _, held := m.Held(); !held {
			break
		}
		_, _, a, _ := m.G().PendingDecision()
		if r := m.RunOrder([]string{a}); r.Done != 1 {
			t.Fatalf("the answer %q as an order: %+v", a, r)
		}
	}
	if _, held := m.Held(); held {
		t.Fatal("the order still waits")
	}
	if got := len(orderActions(m, from)); got != want {
		t.Fatalf("%d of the order's actions played, want %d", got, want)
	}
}
