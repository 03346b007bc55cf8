package games

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"sync"
)

var (
	mu       sync.RWMutex
	registry = map[string]Rules{}
)

// idPattern is the form of a game id and of a seat name: lower-case words
// joined by hyphens, so that they read well on a command line and in JSON.
var idPattern = regexp.MustCompile(`^[a-z][a-z0-9]*(-[a-z0-9]+)*$`)

// Register adds a game to the registry; adapters call it from init. A game
// without a valid id, without seats or scenarios, or with an id already
// taken is a programming error found when the program starts, so Register
// panics then rather than returning an error nobody could handle.
func Register(r Rules) {
	info := r.Info()
	if err := CheckInfo(info); err != nil {
		panic("games: Register: " + err.Error())
	}
	mu.Lock()
	defer mu.Unlock()
	if _, dup := registry[info.ID]; dup {
		panic(fmt.Sprintf("games: Register: game %q registered twice", info.ID))
	}
	registry[info.ID] = r
}

// CheckInfo returns an error naming the first thing wrong with info: an id
// or seat name not in lower-case hyphenated words, no seats or no scenarios,
// a repeated seat or scenario.
func CheckInfo(info Info) error {
	if !idPattern.MatchString(info.ID) {
		return fmt.Errorf("game id %q is not lower-case words joined by hyphens", info.ID)
	}
	if info.Title == "" {
		return fmt.Errorf("game %q has no title", info.ID)
	}
	if len(info.Seats) == 0 {
		return fmt.Errorf("game %q has no seats", info.ID)
	}
	for i, s := range info.Seats {
		if !idPattern.MatchString(s) {
			return fmt.Errorf("game %q: seat %d name %q is not lower-case words joined by hyphens", info.ID, i, s)
		}
		if slices.Index(info.Seats, s) != i {
			return fmt.Errorf("game %q: seat %q named twice", info.ID, s)
		}
	}
	if len(info.Scenarios) == 0 {
		return fmt.Errorf("game %q lists no scenarios", info.ID)
	}
	for i, s := range info.Scenarios {
		if s == "" || slices.Index(info.Scenarios, s) != i {
			return fmt.Errorf("game %q: scenario %q is empty or listed twice", info.ID, s)
		}
	}
	return nil
}

// Lookup returns the game registered under id, or an error that names the
// id and lists the games there are.
func Lookup(id string) (Rules, error) {
	mu.RLock()
	r, ok := registry[id]
	mu.RUnlock()
	if !ok {
		return nil, fmt.Errorf("no game %q (have: %s)", id, strings.Join(IDs(), ", "))
	}
	return r, nil
}

// IDs lists the registered game ids in sorted order.
func IDs() []string {
	mu.RLock()
	defer mu.RUnlock()
	ids := make([]string, 0, len(registry))
	for id := range registry {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	return ids
}

// List returns the registered games, sorted by id.
func List() []Rules {
	ids := IDs()
	mu.RLock()
	defer mu.RUnlock()
	out := make([]Rules, len(ids))
	for i, id := range ids {
		out[i] = registry[id]
	}
	return out
}

// SeatNamed returns the seat of info called name, or an error listing the
// seats.
func (info Info) SeatNamed(name string) (Seat, error) {
	if i := slices.Index(info.Seats, name); i >= 0 {
		return Seat(i), nil
	}
	return Nobody, fmt.Errorf("game %q has no seat %q (seats: %s)", info.ID, name, strings.Join(info.Seats, ", "))
}

// SeatName names seat s of info: its entry in Seats, "nobody" or
// "omniscient", or "seat(N)" for a number that is no seat.
func (info Info) SeatName(s Seat) string {
	switch {
	case s == Nobody:
		return "nobody"
	case s == Omniscient:
		return "omniscient"
	case s >= 0 && int(s) < len(info.Seats):
		return info.Seats[s]
	}
	return fmt.Sprintf("seat(%d)", int(s))
}
