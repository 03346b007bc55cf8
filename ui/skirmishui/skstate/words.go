package skstate

import (
	"regexp"
	"strconv"
	"strings"

	"zulu1879/skirmish"
	"zulu1879/ui/recplay"
)

// The window writes the engine's figure ids (B1, Z12), directions (N)
// and phase keys ("zulu-move") in a player's words; the notation and the
// engine's log stay as they are for the terminal, the saves and the
// tests.

// FigureName is the name players see for figure id: his name in the
// scenario when it is his alone ("Hook"), a shared one with his number
// ("patient 5", "Pte 12"), "man 3" for a British figure without one and
// "Zulu 12" for a Zulu. Something that is no figure stays as it is.
func FigureName(g *skirmish.Game, id string) string {
	british, n, ok := recplay.PieceID(id)
	if !ok {
		return id
	}
	if !british {
		return "Zulu " + strconv.Itoa(n)
	}
	name := ""
	shared := false
	if g != nil {
		for i := range g.Figs {
			if g.Figs[i].ID == id {
				name = g.Figs[i].Name
			}
		}
		for i := range g.Figs {
			if name != "" && g.Figs[i].ID != id && g.Figs[i].Name == name {
				shared = true
			}
		}
	}
	switch {
	case name == "":
		return "man " + strconv.Itoa(n)
	case shared:
		return name + " " + strconv.Itoa(n)
	}
	return name
}

// dirWords are the directions of the notation in words.
var dirWords = map[string]string{"N": "north", "NE": "north-east", "SE": "south-east", "S": "south", "SW": "south-west", "NW": "north-west"}

// dirWord writes a direction of the notation ("NE") in words.
func dirWord(d string) string {
	if w, ok := dirWords[strings.ToUpper(d)]; ok {
		return w
	}
	return d
}

// placeWords writes a place of the notation ("1418", "1418^").
func placeWords(p string) string {
	if h, ok := strings.CutSuffix(p, "^"); ok {
		return "the roof at " + h
	}
	return p
}

// Words writes an action of the notation for people, with the figures by
// name (FigureName) and the directions in words, no notation; a verb it
// does not know keeps its notation.
func Words(g *skirmish.Game, action string) string {
	f := strings.Fields(action)
	if len(f) == 0 {
		return action
	}
	arg := func(i int) string {
		if i < len(f) {
			return f[i]
		}
		return ""
	}
	who := func(i int) string { return FigureName(g, arg(i)) }
	switch f[0] {
	case "end":
		return "end the phase"
	case "move":
		if strings.HasSuffix(arg(2), "^") {
			return who(1) + " moves over " + placeWords(arg(2))
		}
		return who(1) + " moves to " + arg(2)
	case "climb":
		return who(1) + " climbs onto " + placeWords(arg(2))
	case "jump":
		return who(1) + " jumps down from the roof to " + strings.TrimSuffix(arg(2), "^")
	case "turn":
		return who(1) + " turns to face " + dirWord(arg(2))
	case "open", "close":
		return who(1) + " " + f[0] + "s the door to the " + dirWord(arg(2))
	case "dig":
		if arg(2) == "roof" {
			return who(1) + " digs at a hole in the roof"
		}
		return who(1) + " digs at a hole in the wall to the " + dirWord(arg(2))
	case "take":
		return who(1) + " takes a mealie bag from the pile at " + arg(2)
	case "place":
		return who(1) + " lays his mealie bag on the " + dirWord(arg(2)) + " side: a wall"
	case "stand":
		return who(1) + " stands up"
	case "assist":
		return who(1) + " helps " + who(2) + " along"
	case "fire":
		return who(1) + " fires at " + who(2)
	case "terrace":
		return "the terrace fires at " + who(1)
	case "fight":
		return "resolve the fight around " + who(1)
	case "lose":
		return who(1) + " is the one to fall"
	case "burn":
		if len(f) == 2 {
			return "set fire to your own roof at " + strings.TrimSuffix(f[1], "^")
		}
	}
	return action
}

// ChoiceWords writes an action of the numbered list for people (Words)
// as the game stands.
func (m *Model) ChoiceWords(action string) string { return Words(m.G(), action) }

// figID matches a figure id in the engine's texts.
var figID = regexp.MustCompile(`\b[BZ]\d{1,3}\b`)

// phaseEnd matches the engine's line for the end of a phase.
var phaseEnd = regexp.MustCompile(`^(british|zulu) ends the ([a-z-]+) phase$`)

// Plain writes a line of the engine's log in a player's words: figures by
// name, the end of a phase as a sentence ("The Zulus end their
// movement").
func Plain(g *skirmish.Game, line string) string {
	if m := phaseEnd.FindStringSubmatch(line); m != nil {
		return recplay.PhaseEndWords(m[1], m[2])
	}
	return figID.ReplaceAllStringFunc(line, func(id string) string { return FigureName(g, id) })
}
