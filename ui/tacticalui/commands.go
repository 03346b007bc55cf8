package tacticalui

import (
	"errors"
	"fmt"

	"zulu1879/games"
	"zulu1879/hexmap"
	"zulu1879/tactical"
	"zulu1879/tactical/tables"
	"zulu1879/ui/tacticalui/orders"
)

// The group commands act on the selected men and, until the rules engine
// carries them out, show what they propose: arrows on the board and a
// line in the panel (package orders works them out).

// unitKind is the movement class of a British counter (tables.Allowance).
func unitKind(c *Counter) tables.UnitKind {
	switch {
	case c.Wound == Mortal:
		return tables.MortalMan
	case c.Wound == Wounded:
		return tables.WoundedMan
	case c.Kind == Leader:
		return tables.Officer
	case c.Kind == Patient && c.Bed:
		return tables.BedPatient
	case c.Kind == Patient:
		return tables.WalkingPatient
	}
	return tables.Soldier
}

// MoveRules are the engine's legal moves, which man the walls keeps to
// when the screen's Rules have them (*tactical.Game does).
type MoveRules interface {
	Moves(id string) ([]tactical.Move, error)
}

// ManTheWalls proposes a move to the wall for each selected man on the
// ground: the nearest free hex behind the perimeter's walls he reaches,
// among the engine's legal moves when the screen's Rules give them
// (MoveRules), else with this turn's allowance over the map. It returns how many move and how many
// reach none (the men already on the wall stay and count as neither).
func (s *Screen) ManTheWalls() (moving, stuck int) {
	var men []orders.Man
	var ids []string
	held := map[hexmap.Hex]bool{}
	for i := range s.Counters {
		c := &s.Counters[i]
		if c.Side != British || c.InBox || c.Roof {
			continue
		}
		if !c.Selected {
			held[c.Hex] = true
			continue
		}
		men = append(men, orders.Man{At: c.Hex, MP: tables.Allowance(unitKind(c), s.Turn)})
		ids = append(ids, c.ID)
	}
	walls := map[hexmap.Hex]bool{}
	for _, h := range orders.WallHexes(s.Board.Map) {
		walls[h] = true
	}
	taken := func(h hexmap.Hex) bool { return held[h] }
	var moves []orders.Move
	if mr, ok := s.Rules.(MoveRules); ok {
		// The engine's legal moves, on the ground.
		moves = orders.ManTheWallsBy(s.Board.Map, men, taken, func(i int) map[hexmap.Hex]int {
			out := map[hexmap.Hex]int{}
			ms, err := mr.Moves(ids[i])
			if err != nil {
				return out
			}
			for _, mv := range ms {
				if mv.To.Box == 0 && mv.To.Level == hexmap.Ground {
					out[mv.To.Hex] = mv.Cost
				}
			}
			return out
		})
	} else {
		moves = orders.ManTheWalls(s.Board.Map, men, taken)
	}
	var arrows []Arrow
	placed := map[int]bool{}
	s.proposal = s.proposal[:0]
	for _, mv := range moves {
		placed[mv.Man] = true
		arrows = append(arrows, Arrow{From: men[mv.Man].At, To: mv.To, Kind: ArrowMove})
		if ids[mv.Man] != "" {
			s.proposal = append(s.proposal, "move "+ids[mv.Man]+" "+mv.To.String())
		}
	}
	for i, mn := range men {
		if !placed[i] && !walls[mn.At] {
			stuck++
		}
	}
	s.Board.Marks.Arrows = arrows
	s.Order = fmt.Sprintf("Man the walls: %s to go, %d can reach no free place on the wall (a proposal: the rules will carry it out)", plural(len(moves), "man", "men"), stuck)
	return len(moves), stuck
}

// Rules are the engine's answers the group commands use when the screen
// shows a game: *tactical.Game has them. Without them (nil) the commands
// propose what package orders works out from the map alone.
type Rules interface {
	// Dangers names the Zulu counters that are British man id's closest
	// danger now (none when he may not fire).
	Dangers(id string) ([]string, error)
}

// FireAtClosestDanger proposes, for each selected man on the ground who is
// not pinned, a shot at his closest danger: the engine's (Rules.Dangers,
// the first it names) when the screen has Rules, else the nearest Zulu
// counter on the map he can see. It returns the number of shots.
func (s *Screen) FireAtClosestDanger() int {
	var men, zulus []hexmap.Hex
	var ids []string
	where := map[string]hexmap.Hex{}
	for i := range s.Counters {
		c := &s.Counters[i]
		switch {
		case c.InBox || c.Roof:
		case c.Side == Zulu:
			zulus = append(zulus, c.Hex)
			where[c.ID] = c.Hex
		case c.Selected && !c.Pinned:
			men = append(men, c.Hex)
			ids = append(ids, c.ID)
		}
	}
	var arrows []Arrow
	if s.Rules != nil {
		for i, id := range ids {
			ds, err := s.Rules.Dangers(id)
			if err != nil || len(ds) == 0 {
				continue
			}
			if h, ok := where[ds[0]]; ok {
				arrows = append(arrows, Arrow{From: men[i], To: h, Kind: ArrowFire})
			}
		}
	} else {
		for _, sh := range orders.ClosestDanger(s.Board.Map, men, zulus, 0) {
			arrows = append(arrows, Arrow{From: men[sh.Man], To: zulus[sh.Target], Kind: ArrowFire})
		}
	}
	s.Board.Marks.Arrows = arrows
	s.Order = fmt.Sprintf("Fire at the closest danger: %s of %d with a danger to fire at (a proposal: the rules will carry it out)", plural(len(arrows), "man", "men"), len(men))
	return len(arrows)
}

// ClearOrder drops the proposed order.
func (s *Screen) ClearOrder() {
	s.Board.Marks.Arrows = nil
	s.Order = ""
	s.proposal = s.proposal[:0]
}

// Game is the engine's game when the screen plays it: actions in its
// notation ("move B017 3118", "end"), and its view. *tactical.Game is one.
type Game interface {
	Apply(action string) error
	View(seat games.Seat) any
}

// CarryOut plays the proposed actions (moves, fire, melee) on the
// screen's Game, one engine action each, and shows the game after them.
// An action the rules refuse (an earlier one changed the position: a
// hex taken, a target paired off) is passed over and counted, the first
// refusal said in the order line and returned; it returns how many were
// played.
//
// In a game (Play) the model plays the order (tstate.Model.RunOrder): in
// hotseat, an action that leaves a decision to the other person holds
// the rest, the order line says to hand over, and the order goes on by
// itself once that person has answered.
func (s *Screen) CarryOut() (int, error) {
	if s.Game == nil || len(s.proposal) == 0 {
		return 0, nil
	}
	if s.Play != nil {
		r := s.Play.RunOrder(s.proposal)
		s.dropPlans()
		err := s.SetView(s.Game.View(games.Omniscient))
		s.Order = r.Line
		if err == nil && r.FirstRefusal != "" {
			err = errors.New(r.FirstRefusal)
		}
		return r.Done, err
	}
	done, refused := 0, 0
	var err error
	for _, a := range s.proposal {
		if e := s.Game.Apply(a); e != nil {
			if err == nil {
				err = fmt.Errorf("%s: %w", s.actionWords(a), e)
			}
			refused++
			continue
		}
		done++
	}
	s.ClearOrder()
	if verr := s.SetView(s.Game.View(games.Omniscient)); verr != nil && err == nil {
		err = verr
	}
	s.Order = fmt.Sprintf("Carried out %s.", plural(done, "action", "actions"))
	if refused > 0 {
		s.Order += fmt.Sprintf(" %s refused, the first: %v", plural(refused, "action was", "actions were"), err)
	}
	return done, err
}

// EndPhase plays "end" on the screen's Game (the side to act is done) and
// shows the game after it.
func (s *Screen) EndPhase() error {
	if s.Game == nil {
		return nil
	}
	s.ClearOrder()
	if err := s.Game.Apply("end"); err != nil {
		s.Order = "End: " + err.Error()
		return err
	}
	return s.SetView(s.Game.View(games.Omniscient))
}
