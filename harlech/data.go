package harlech

import (
	"bytes"
	"crypto/sha256"
	_ "embed"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"regexp"
	"strconv"
	"strings"
	"sync"
)

// DataFile is the name of the embedded data file, used in error messages.
const DataFile = "harlech.json"

//go:embed data/harlech.json
var embedded []byte

// Data is the whole card and board data of the game: both decks, the set
// level cards, the random location cards, the relief track and the set-up
// counts. The embedded file has this shape; so must a user's file.
type Data struct {
	Hands      []int         `json:"hands"`               // starting hand for 1..5 players
	HandLimit  int           `json:"hand_limit"`          // cards a player may hold
	Volleys    int           `json:"volleys"`             // Volley Fire cards
	Ammo       int           `json:"ammo"`                // Ammo cards
	StackAbove int           `json:"stack_above_redoubt"` // random locations on the Final Redoubt
	Relief     Track         `json:"relief"`
	British    []BritishCard `json:"british"`
	Zulu       []ZuluCard    `json:"zulu"`
	Levels     []Level       `json:"levels"`
	Spaces     []string      `json:"spaces"` // names of a set level's spaces, left (last refuge) to right (start)
	Locations  []Location    `json:"locations"`

	// Built by the loader.
	bCards []BritishCard // one entry per physical card, id = index
	zCards []ZuluCard
	sum    string
}

// Track is the Relief Column track.
type Track struct {
	Spaces int     `json:"spaces"` // the column arrives on the last space
	Start  int     `json:"start"`
	Medals []Medal `json:"medals"`
}

// Medal is the medal for a win with the marker on a space up to To.
type Medal struct {
	To   int    `json:"to"`
	Name string `json:"name"`
}

// BritishCard is one line of the British deck. Kind is one of attack,
// relief, heads-down, extinguish, hero, reroll, discard-zulu, reveal,
// retrieve. Attack cards are named by their value in the notation, the
// others by Name.
type BritishCard struct {
	Kind  string `json:"kind"`
	Value int    `json:"value,omitempty"`
	Name  string `json:"name,omitempty"`
	Title string `json:"title,omitempty"`
	Bonus int    `json:"bonus,omitempty"`
	Count int    `json:"count"`
}

// ZuluCard is one line of the Zulu deck. Kind is defence, relief, sniper or
// fire; Bonus marks a defence card whose defeat lets the British draw.
type ZuluCard struct {
	Kind  string `json:"kind"`
	Value int    `json:"value,omitempty"`
	Bonus bool   `json:"bonus,omitempty"`
	Count int    `json:"count"`
}

// Level is a set level card: Dice has one letter per space from the left
// (the last refuge) to the right (where the marker starts): D for a die
// symbol, - for none. A card may have fewer spaces than Spaces names (it
// uses the innermost ones). ReliefStart, if not 0, is where the Relief
// Column marker starts on this level instead of the track's start;
// Volleys, if not 0, is how many Volley Fire cards this level gives
// instead of the set-up's count.
type Level struct {
	Level       int    `json:"level"`
	Dice        string `json:"dice"`
	ReliefStart int    `json:"relief_start,omitempty"`
	Volleys     int    `json:"volleys,omitempty"`
}

// levelStart is where the Relief Column starts and how many Volley Fire
// cards there are on level (0: the random location stack).
func (d *Data) levelStart(level int) (relief, volleys int) {
	relief, volleys = d.Relief.Start, d.Volleys
	if level > 0 {
		if l := d.Levels[level-1]; l.ReliefStart > 0 {
			relief = l.ReliefStart
		}
		if l := d.Levels[level-1]; l.Volleys > 0 {
			volleys = l.Volleys
		}
	}
	return relief, volleys
}

// Location is a random location card.
type Location struct {
	Name  string `json:"name"`
	Die   bool   `json:"die"`
	Final bool   `json:"final,omitempty"`
}

// Token is the card's name in the notation: its value for an attack card.
func (c BritishCard) Token() string {
	if c.Kind == "attack" {
		return strconv.Itoa(c.Value)
	}
	return c.Name
}

// Token is the card's name in the notation and the views: its value, with
// a star for the bonus symbol, or its kind.
func (c ZuluCard) Token() string {
	if c.Kind != "defence" {
		return c.Kind
	}
	if c.Bonus {
		return strconv.Itoa(c.Value) + "*"
	}
	return strconv.Itoa(c.Value)
}

var (
	builtinOnce sync.Once
	builtin     *Data
	builtinErr  error
)

// Builtin returns the embedded data, validated once.
func Builtin() (*Data, error) {
	builtinOnce.Do(func() { builtin, builtinErr = LoadData(DataFile, embedded) })
	return builtin, builtinErr
}

var namePattern = regexp.MustCompile(`^[a-z][a-z-]{0,23}$`)

// LoadData reads and validates a data file of the embedded file's shape.
// name is the file's name for the messages, which say the file, the field
// and the value that is wrong, on one line. It never panics.
func LoadData(name string, b []byte) (*Data, error) {
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	var d Data
	if err := dec.Decode(&d); err != nil {
		return nil, fmt.Errorf("%s: %s", name, decodeError(b, err))
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return nil, fmt.Errorf("%s: more after the data object", name)
	}
	if err := d.validate(); err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	canon, _ := json.Marshal(&d)
	h := sha256.Sum256(canon)
	d.sum = hex.EncodeToString(h[:8])
	return &d, nil
}

// decodeError says in a player's words why b is not data of the right
// shape: where a syntax error is (line and column), which field holds a
// value of the wrong kind.
func decodeError(b []byte, err error) string {
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	switch {
	case errors.As(err, &se):
		line, col := 1, 1
		for _, c := range b[:max(0, min(int(se.Offset)-1, len(b)))] { // the byte that broke it
			if c == '\n' {
				line, col = line+1, 1
			} else {
				col++
			}
		}
		return fmt.Sprintf("not JSON at line %d, column %d: %v", line, col, se)
	case errors.Is(err, io.EOF), errors.Is(err, io.ErrUnexpectedEOF):
		return "the JSON ends before the data object does"
	case errors.As(err, &te) && te.Field == "":
		return fmt.Sprintf("want a JSON object of the shape of data/harlech.json, not %s (a file is given as data=@FILE)", aJSON(te.Value))
	case errors.As(err, &te):
		return fmt.Sprintf("%s: %s where a %s belongs", te.Field, aJSON(te.Value), kindName(te.Type.Kind()))
	}
	return strings.TrimPrefix(err.Error(), "json: ")
}

// aJSON names a kind of JSON value with its article: "a string", "an
// array".
func aJSON(v string) string {
	if strings.HasPrefix(v, "a") || strings.HasPrefix(v, "o") {
		return "an " + v
	}
	return "a " + v
}

// kindName names a Go kind as the JSON it is written in.
func kindName(k reflect.Kind) string {
	switch k {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return "whole number"
	case reflect.String:
		return "string"
	case reflect.Bool:
		return "true or false"
	case reflect.Slice, reflect.Array:
		return "list"
	case reflect.Struct, reflect.Map:
		return "object"
	}
	return k.String()
}

func (d *Data) validate() error {
	if len(d.Hands) != 5 {
		return fmt.Errorf("hands: %d entries, want 5 (one per player count 1-5)", len(d.Hands))
	}
	if d.HandLimit < 1 || d.HandLimit > 20 {
		return fmt.Errorf("hand_limit: %d is not from 1 to 20", d.HandLimit)
	}
	for i, h := range d.Hands {
		if h < 1 || h > d.HandLimit {
			return fmt.Errorf("hands[%d]: %d is not from 1 to the hand limit %d", i, h, d.HandLimit)
		}
	}
	if d.Volleys < 0 || d.Volleys > 50 {
		return fmt.Errorf("volleys: %d is not from 0 to 50", d.Volleys)
	}
	if d.Ammo < 0 || d.Ammo > 100 {
		return fmt.Errorf("ammo: %d is not from 0 to 100", d.Ammo)
	}
	t := d.Relief
	if t.Spaces < 2 || t.Spaces > 100 {
		return fmt.Errorf("relief.spaces: %d is not from 2 to 100", t.Spaces)
	}
	if t.Start < 1 || t.Start >= t.Spaces {
		return fmt.Errorf("relief.start: %d is not from 1 to %d", t.Start, t.Spaces-1)
	}
	if len(t.Medals) == 0 {
		return fmt.Errorf("relief.medals: none")
	}
	prev := 0
	for i, m := range t.Medals {
		if m.To <= prev || m.To > t.Spaces {
			return fmt.Errorf("relief.medals[%d].to: %d does not follow %d within the %d spaces", i, m.To, prev, t.Spaces)
		}
		if m.Name == "" || len(m.Name) > 60 {
			return fmt.Errorf("relief.medals[%d].name: %q is empty or too long", i, m.Name)
		}
		prev = m.To
	}
	if prev != t.Spaces {
		return fmt.Errorf("relief.medals[%d].to: %d, the last band must end on space %d", len(t.Medals)-1, prev, t.Spaces)
	}
	if err := d.validateBritish(); err != nil {
		return err
	}
	if err := d.validateZulu(); err != nil {
		return err
	}
	return d.validateBoard()
}

func (d *Data) validateBritish() error {
	seen := map[string]bool{}
	attacks := 0
	d.bCards = nil
	for i, c := range d.British {
		at := fmt.Sprintf("british[%d]", i)
		if c.Count < 1 || c.Count > 99 {
			return fmt.Errorf("%s.count: %d is not from 1 to 99", at, c.Count)
		}
		switch c.Kind {
		case "attack":
			if c.Value < 1 || c.Value > 99 {
				return fmt.Errorf("%s.value: %d is not from 1 to 99", at, c.Value)
			}
			if c.Name != "" || c.Bonus != 0 {
				return fmt.Errorf("%s: an attack card has a value, not a name or bonus", at)
			}
			attacks += c.Count
		case "hero":
			if c.Bonus < 1 || c.Bonus > 20 {
				return fmt.Errorf("%s.bonus: %d is not from 1 to 20", at, c.Bonus)
			}
		case "relief", "heads-down", "extinguish", "reroll", "discard-zulu", "reveal", "retrieve":
			if c.Bonus != 0 || c.Value != 0 {
				return fmt.Errorf("%s: a %s card has no value or bonus", at, c.Kind)
			}
		default:
			return fmt.Errorf("%s.kind: %q is not attack, relief, heads-down, extinguish, hero, reroll, discard-zulu, reveal or retrieve", at, c.Kind)
		}
		if c.Kind != "attack" {
			if !namePattern.MatchString(c.Name) {
				return fmt.Errorf("%s.name: %q is not a short lower-case word", at, c.Name)
			}
			if c.Kind == "relief" && c.Name != "relief" {
				return fmt.Errorf("%s.name: %q, a relief card is named relief", at, c.Name)
			}
		}
		tok := c.Token()
		if seen[tok] {
			return fmt.Errorf("%s: card %q listed twice", at, tok)
		}
		seen[tok] = true
		for range c.Count {
			d.bCards = append(d.bCards, c)
		}
	}
	if attacks == 0 {
		return fmt.Errorf("british: no attack card")
	}
	if len(d.bCards) > 300 {
		return fmt.Errorf("british: %d cards, more than 300", len(d.bCards))
	}
	return nil
}

func (d *Data) validateZulu() error {
	seen := map[string]bool{}
	d.zCards = nil
	defence := 0
	for i, c := range d.Zulu {
		at := fmt.Sprintf("zulu[%d]", i)
		if c.Count < 1 || c.Count > 99 {
			return fmt.Errorf("%s.count: %d is not from 1 to 99", at, c.Count)
		}
		switch c.Kind {
		case "defence":
			if c.Value < 1 || c.Value > 99 {
				return fmt.Errorf("%s.value: %d is not from 1 to 99", at, c.Value)
			}
			defence += c.Count
		case "relief", "sniper", "fire":
			if c.Value != 0 || c.Bonus {
				return fmt.Errorf("%s: a %s card has no value or bonus", at, c.Kind)
			}
		default:
			return fmt.Errorf("%s.kind: %q is not defence, relief, sniper or fire", at, c.Kind)
		}
		if seen[c.Token()] {
			return fmt.Errorf("%s: card %q listed twice", at, c.Token())
		}
		seen[c.Token()] = true
		for range c.Count {
			d.zCards = append(d.zCards, c)
		}
	}
	if defence < 8 {
		return fmt.Errorf("zulu: %d defence cards, fewer than the 8 the four positions need", defence)
	}
	if len(d.zCards) > 300 {
		return fmt.Errorf("zulu: %d cards, more than 300", len(d.zCards))
	}
	return nil
}

func (d *Data) validateBoard() error {
	if len(d.Spaces) < 1 || len(d.Spaces) > 20 {
		return fmt.Errorf("spaces: %d names, want 1 to 20", len(d.Spaces))
	}
	for i, s := range d.Spaces {
		if s == "" || len(s) > 40 {
			return fmt.Errorf("spaces[%d]: %q is empty or too long", i, s)
		}
	}
	if len(d.Levels) < 1 || len(d.Levels) > 20 {
		return fmt.Errorf("levels: %d cards, want 1 to 20", len(d.Levels))
	}
	for i, l := range d.Levels {
		at := fmt.Sprintf("levels[%d]", i)
		if l.Level != i+1 {
			return fmt.Errorf("%s.level: %d, want %d (levels are numbered 1, 2, ... in order)", at, l.Level, i+1)
		}
		if len(l.Dice) < 1 || len(l.Dice) > len(d.Spaces) {
			return fmt.Errorf("%s.dice: %q has %d letters, want one per space, 1 to the %d spaces named", at, l.Dice, len(l.Dice), len(d.Spaces))
		}
		if l.ReliefStart < 0 || l.ReliefStart >= d.Relief.Spaces {
			return fmt.Errorf("%s.relief_start: %d is not from 1 to %d (0: the track's start)", at, l.ReliefStart, d.Relief.Spaces-1)
		}
		if l.Volleys < 0 || l.Volleys > 50 {
			return fmt.Errorf("%s.volleys: %d is not from 0 to 50 (0: the set-up's %d)", at, l.Volleys, d.Volleys)
		}
		for k, r := range l.Dice {
			if r != 'D' && r != '-' {
				return fmt.Errorf("%s.dice: %q, letter %d is %q, not D or -", at, l.Dice, k+1, r)
			}
		}
	}
	finals, others := 0, 0
	for i, l := range d.Locations {
		if l.Name == "" || len(l.Name) > 40 {
			return fmt.Errorf("locations[%d].name: %q is empty or too long", i, l.Name)
		}
		if l.Final {
			finals++
		} else {
			others++
		}
	}
	if finals == 0 {
		return fmt.Errorf("locations: no final card for the bottom of the random stack")
	}
	if d.StackAbove < 0 || d.StackAbove > others {
		return fmt.Errorf("stack_above_redoubt: %d is not from 0 to the %d locations that are not final", d.StackAbove, others)
	}
	return nil
}
