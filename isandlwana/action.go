package isandlwana

import (
	"fmt"
	"strconv"
	"strings"

	"zulu1879/hexmap"
)

// ActionKind says what an action does.
type ActionKind uint8

// The kinds of action.
const (
	ActEnd      ActionKind = iota // end the current phase (or set-up)
	ActPlace                      // set-up: put a unit in a hex
	ActRecycle                    // Zulu: put pooled units into an onrush hex
	ActZuluMove                   // Zulu: move one unit from a hex to a hex
	ActFire                       // British: fire at a hex
	ActAttack                     // Zulu: one unit attacks an adjacent hex
	ActOrder                      // British: Phase IV is movement (Flag) or combat
	ActMove                       // British: move units (or the wagon) to a hex
	ActSquare                     // British: form square
	ActUnsquare                   // British: leave square
	ActChoose                     // answer the pending decision
)

// Shot is one British unit's share in a fire: the strength it commits.
type Shot struct {
	Unit     string `json:"unit"`
	Strength int    `json:"sp"`
}

// Action is one thing a player does. Which fields matter depends on Kind.
type Action struct {
	Kind  ActionKind `json:"kind"`
	From  hexmap.Hex `json:"from,omitempty"`
	To    hexmap.Hex `json:"to,omitempty"`
	Units []string   `json:"units,omitempty"`
	Shots []Shot     `json:"shots,omitempty"`
	Count int        `json:"count,omitempty"`
	Flag  bool       `json:"flag,omitempty"`
	Pick  string     `json:"pick,omitempty"`
}

// WagonID names the ammunition wagon in move commands.
const WagonID = "Wagon"

// String writes the action in the command notation the text game reads.
func (a Action) String() string {
	switch a.Kind {
	case ActEnd:
		return "end"
	case ActPlace:
		return fmt.Sprintf("place %s %s", strings.Join(a.Units, "+"), a.To)
	case ActRecycle:
		return fmt.Sprintf("recycle %s %d", a.To, a.Count)
	case ActZuluMove:
		return fmt.Sprintf("move %s %s", a.From, a.To)
	case ActFire:
		var b strings.Builder
		fmt.Fprintf(&b, "fire %s", a.To)
		for _, s := range a.Shots {
			if s.Strength == 0 { // all the strength the unit has left
				fmt.Fprintf(&b, " %s", s.Unit)
			} else {
				fmt.Fprintf(&b, " %s:%d", s.Unit, s.Strength)
			}
		}
		return b.String()
	case ActAttack:
		return fmt.Sprintf("attack %s %s", a.From, a.To)
	case ActOrder:
		if a.Flag {
			return "order move"
		}
		return "order combat"
	case ActMove:
		return fmt.Sprintf("move %s %s", strings.Join(a.Units, "+"), a.To)
	case ActSquare:
		return "square " + strings.Join(a.Units, "+")
	case ActUnsquare:
		return "unsquare " + strings.Join(a.Units, "+")
	case ActChoose:
		return "choose " + a.Pick
	}
	return fmt.Sprintf("action(%d)", a.Kind)
}

// Notation is the command reference shown by the text game's help.
const Notation = `Commands (hexes are four-digit ids CCRR; units by id, joined with +):
  end                     end the phase (or confirm the set-up)
  place A+C 1506          set-up: put units in a hex
  move 1201 1402          Zulu movement: one unit from 1201 to 1402
  recycle 1201 5          Zulu movement: put 5 recycled units into onrush hex 1201
  fire 0808 A C:3         British fire at 0808: A Co with all it has, C Co with 3 SP
  attack 0607 0708        Zulu attack: the unit in 0607 attacks hex 0708
  order move|combat       British: make Phase IV the movement or the combat phase
  move A+C 1506           British movement: units from one hex to 1506
  move Wagon 0908         move the ammunition wagon (the Colours go with it)
  square A  /  unsquare A form or leave square (2 MP)
  choose X                answer the question on screen (a unit, a hex, or a word)`

// ParseAction reads one command in the notation of Action.String. It checks
// the form only; whether the action is legal now is Apply's business.
func ParseAction(line string) (Action, error) {
	f := strings.Fields(line)
	if len(f) == 0 {
		return Action{}, fmt.Errorf("empty command")
	}
	verb, args := strings.ToLower(f[0]), f[1:]
	want := func(n int, form string) error {
		if len(args) != n {
			return fmt.Errorf("%s: expected %q", verb, form)
		}
		return nil
	}
	hex := func(s string) (hexmap.Hex, error) {
		h, err := hexmap.ParseHex(s)
		if err != nil {
			return h, fmt.Errorf("%s: %v", verb, err)
		}
		return h, nil
	}
	var a Action
	var err error
	switch verb {
	case "end", "done":
		if err := want(0, "end"); err != nil {
			return a, err
		}
		return Action{Kind: ActEnd}, nil
	case "place":
		if err := want(2, "place UNIT[+UNIT…] HEX"); err != nil {
			return a, err
		}
		a = Action{Kind: ActPlace}
		if a.Units, err = splitUnits(verb, args[0]); err != nil {
			return a, err
		}
		a.To, err = hex(args[1])
		return a, err
	case "recycle":
		if len(args) < 1 || len(args) > 2 {
			return a, fmt.Errorf("recycle: expected \"recycle HEX [COUNT]\"")
		}
		a = Action{Kind: ActRecycle, Count: 1}
		if a.To, err = hex(args[0]); err != nil {
			return a, err
		}
		if len(args) == 2 {
			n, err := strconv.Atoi(args[1])
			if err != nil || n < 1 {
				return a, fmt.Errorf("recycle: count %q is not a positive number", args[1])
			}
			a.Count = n
		}
		return a, nil
	case "move":
		if err := want(2, "move FROM TO (Zulu) or move UNIT[+UNIT…] TO (British)"); err != nil {
			return a, err
		}
		to, err := hex(args[1])
		if err != nil {
			return a, err
		}
		if from, err := hexmap.ParseHex(args[0]); err == nil {
			return Action{Kind: ActZuluMove, From: from, To: to}, nil
		}
		ids, err := splitUnits(verb, args[0])
		return Action{Kind: ActMove, Units: ids, To: to}, err
	case "fire":
		if len(args) < 2 {
			return a, fmt.Errorf("fire: expected \"fire HEX UNIT[:SP] …\"")
		}
		a = Action{Kind: ActFire}
		if a.To, err = hex(args[0]); err != nil {
			return a, err
		}
		for _, s := range args[1:] {
			id, sp, ok := strings.Cut(s, ":")
			shot := Shot{Unit: id}
			if ok {
				n, err := strconv.Atoi(sp)
				if err != nil || n < 1 {
					return a, fmt.Errorf("fire: %q: strength after the colon must be a positive number", s)
				}
				shot.Strength = n
			}
			if id == "" {
				return a, fmt.Errorf("fire: %q names no unit", s)
			}
			a.Shots = append(a.Shots, shot)
		}
		return a, nil
	case "attack":
		if err := want(2, "attack FROM TO"); err != nil {
			return a, err
		}
		a = Action{Kind: ActAttack}
		if a.From, err = hex(args[0]); err != nil {
			return a, err
		}
		a.To, err = hex(args[1])
		return a, err
	case "order":
		if err := want(1, "order move|combat"); err != nil {
			return a, err
		}
		switch strings.ToLower(args[0]) {
		case "move", "movement":
			return Action{Kind: ActOrder, Flag: true}, nil
		case "combat", "fire":
			return Action{Kind: ActOrder, Flag: false}, nil
		}
		return a, fmt.Errorf("order: say \"order move\" or \"order combat\", not %q", args[0])
	case "square", "unsquare":
		if err := want(1, verb+" UNIT[+UNIT…]"); err != nil {
			return a, err
		}
		k := ActSquare
		if verb == "unsquare" {
			k = ActUnsquare
		}
		ids, err := splitUnits(verb, args[0])
		return Action{Kind: k, Units: ids}, err
	case "choose":
		if err := want(1, "choose OPTION"); err != nil {
			return a, err
		}
		return Action{Kind: ActChoose, Pick: args[0]}, nil
	}
	return a, fmt.Errorf("unknown command %q (type help for the list)", f[0])
}

// splitUnits reads the unit ids of a command, joined with "+" (a doubled
// or trailing "+" is forgiven); s must name at least one.
func splitUnits(verb, s string) ([]string, error) {
	var out []string
	for _, p := range strings.Split(s, "+") {
		if p != "" {
			out = append(out, p)
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%s: %q names no unit", verb, s)
	}
	return out, nil
}
