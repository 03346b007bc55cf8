package saves

import (
	"fmt"

	"zulu1879/isandlwana"
)

// Players records who played each side of a saved game, so that loading
// the save sets the game up the same way again. Each field is "" for a
// person at the screen (or keyboard), or else the registry name of the bot
// that played the side, as package ai names it ("rule9", "hard", "passive",
// "standard").
//
// This package stores the names as they are and never refuses a save for
// them: a front end checks them against the bots it has with Resolve, so
// that a save naming a bot this program lacks still loads, with a person
// playing that side.
type Players struct {
	British string `json:"british"`
	Zulu    string `json:"zulu"`
}

// Of returns the name recorded for side: "" for a person, and for a value
// that is not a side.
func (p Players) Of(side isandlwana.Side) string {
	switch side {
	case isandlwana.British:
		return p.British
	case isandlwana.Zulu:
		return p.Zulu
	}
	return ""
}

// With returns p with side played by bot ("" for a person).
func (p Players) With(side isandlwana.Side, bot string) Players {
	switch side {
	case isandlwana.British:
		p.British = bot
	case isandlwana.Zulu:
		p.Zulu = bot
	}
	return p
}

// String says who plays, for a status line: "hotseat: two players at one
// screen", "you are the British, against the rule9 bot", "you are the
// Zulus, against the standard bot" or "bot against bot: standard (British),
// rule9 (Zulus)".
func (p Players) String() string {
	switch {
	case p.British == "" && p.Zulu == "":
		return "hotseat: two players at one screen"
	case p.British == "":
		return "you are the British, against the " + p.Zulu + " bot"
	case p.Zulu == "":
		return "you are the Zulus, against the " + p.British + " bot"
	}
	return fmt.Sprintf("bot against bot: %s (British), %s (Zulus)", p.British, p.Zulu)
}

// SideName is how the players' messages name a side: "the British" or
// "the Zulus".
func SideName(side isandlwana.Side) string {
	if side == isandlwana.Zulu {
		return "the Zulus"
	}
	return "the British"
}

// Resolve checks each recorded bot with known, which returns an error when
// this program has no bot of that name for that side. Such a side falls
// back to a person, with a warning for each naming the file and the field
// (field is where the players are in the file, e.g. "players", or
// "game.players" in a campaign file). A side played by a person is
// not checked.
func (p Players) Resolve(file, field string, known func(bot string, side isandlwana.Side) error) (Players, []string) {
	var warns []string
	for _, side := range []isandlwana.Side{isandlwana.British, isandlwana.Zulu} {
		name := p.Of(side)
		if name == "" {
			continue
		}
		if err := known(name, side); err != nil {
			key := "british"
			if side == isandlwana.Zulu {
				key = "zulu"
			}
			warns = append(warns, fmt.Sprintf("%s: field %q is %q, which this program cannot play (%v); a person plays %s instead",
				file, field+"."+key, short(name), err, SideName(side)))
			p = p.With(side, "")
		}
	}
	return p, warns
}
