package main

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"zulu1879/games"
	gcampaign "zulu1879/games/campaign"
	isagame "zulu1879/games/isandlwana"
	rdgame "zulu1879/games/ramparts"
	"zulu1879/hexmap"
	"zulu1879/isandlwana"
	isatext "zulu1879/isandlwana/textview"
	"zulu1879/play"
	"zulu1879/ramparts"
	rampartstext "zulu1879/ramparts/textview"
	"zulu1879/skirmish"
	"zulu1879/tactical"
)

// The commands of the text and rorke loops that read the position in the
// game's own terms, added to play for Isandlwana and Rorke's Drift (and to
// the campaign, for the battle it is at). Each reads the seat's view
// (State.View), never more.

// isaView is the Isandlwana position seat may see.
func isaView(s games.State, seat games.Seat) (*isandlwana.State, error) {
	g, ok := s.View(seat).(*isandlwana.State)
	if !ok {
		return nil, errors.New("not a game of Last Stand at Isandlwana")
	}
	return g, nil
}

// rdView is the Rorke's Drift position seat may see.
func rdView(s games.State, seat games.Seat) (*ramparts.Game, error) {
	g, ok := s.View(seat).(*ramparts.Game)
	if !ok {
		return nil, errors.New("not a game of Zulus on the Ramparts")
	}
	return g, nil
}

// isaShow is a command that prints one rendering of the Isandlwana view.
func isaShow(f func(*isandlwana.State) string) func(games.State, games.Seat, []string) (string, error) {
	return func(s games.State, seat games.Seat, args []string) (string, error) {
		if len(args) > 0 {
			return "", fmt.Errorf("takes no argument, not %q", args[0])
		}
		g, err := isaView(s, seat)
		if err != nil {
			return "", err
		}
		return f(g), nil
	}
}

// rdShow is a command that prints one rendering of the Rorke's Drift view.
func rdShow(f func(*ramparts.Game) string) func(games.State, games.Seat, []string) (string, error) {
	return func(s games.State, seat games.Seat, args []string) (string, error) {
		if len(args) > 0 {
			return "", fmt.Errorf("takes no argument, not %q", args[0])
		}
		g, err := rdView(s, seat)
		if err != nil {
			return "", err
		}
		return f(g), nil
	}
}

// isaCommands are the text loop's commands that read the position.
var isaCommands = []play.Command{
	{Name: "board", Aliases: []string{"map"}, Usage: "board", Help: "the map and what stands on it", Run: isaShow(isatext.Board)},
	{Name: "units", Aliases: []string{"roster"}, Usage: "units", Help: "the British roster", Run: isaShow(isatext.Roster)},
	{Name: "status", Usage: "status", Help: "turn, phase and who acts", Run: isaShow(isatext.Status)},
	{Name: "hex", Usage: "hex 1206", Help: "what is in a hex", Run: func(s games.State, seat games.Seat, args []string) (string, error) {
		if len(args) != 1 {
			return "", errors.New(`expected "hex CCRR", e.g. hex 1206`)
		}
		h, err := hexmap.ParseHex(args[0])
		if err != nil {
			return "", err
		}
		g, err := isaView(s, seat)
		if err != nil {
			return "", err
		}
		return isatext.DescribeHex(g, h), nil
	}},
	{Name: "odds", Usage: "odds fire 0808 A C:3", Help: "hit number and chance of a fire or (odds attack 0607 0708) an attack, without rolling", Run: func(s games.State, seat games.Seat, args []string) (string, error) {
		g, err := isaView(s, seat)
		if err != nil {
			return "", err
		}
		text, err := isatext.Odds(g, args)
		if err != nil {
			return "", err
		}
		return "odds: " + text, nil
	}},
}

// rdCommands are the rorke loop's commands that read the position.
var rdCommands = []play.Command{
	{Name: "board", Usage: "board", Help: "the tracks, the buildings and the boxes inside the post", Run: rdShow(rampartstext.Board)},
	{Name: "cards", Aliases: []string{"hand"}, Usage: "cards", Help: "hand, Tableau, Reserve, discards and draw pile", Run: rdShow(rampartstext.Cards)},
	{Name: "card", Usage: "card NN", Help: "the text of card NN", Run: func(_ games.State, _ games.Seat, args []string) (string, error) {
		if len(args) != 1 {
			return "", errors.New(`expected "card NN", e.g. card 03`)
		}
		n, err := strconv.Atoi(strings.TrimPrefix(args[0], "#"))
		if err != nil {
			return "", fmt.Errorf("%q is not a card number", args[0])
		}
		return rampartstext.CardText(n)
	}},
	{Name: "ibuthos", Aliases: []string{"zulus"}, Usage: "ibuthos", Help: "the iButhos and their Hit markers", Run: rdShow(rampartstext.IButhos)},
	{Name: "chits", Aliases: []string{"cup"}, Usage: "chits", Help: "the chit drawn this turn and the iMpi cup", Run: rdShow(rampartstext.Chits)},
	{Name: "vp", Usage: "vp", Help: "the Victory Points so far", Run: rdShow(rampartstext.VP)},
	{Name: "status", Usage: "status", Help: "turn, phase and the state of the garrison", Run: rdShow(rampartstext.Status)},
}

// rdDescribe explains a Rorke's Drift move as the rorke loop's legal list
// does.
func rdDescribe(s games.State, action string) string {
	g, ok := s.View(games.Seat(0)).(*ramparts.Game)
	if !ok {
		return ""
	}
	a, err := ramparts.ParseAction(action)
	if err != nil {
		return ""
	}
	return g.Describe(a)
}

// campaignCommands are the battles' commands for the battle the day is
// at, and the campaign's own.
func campaignCommands() []play.Command {
	var out []play.Command
	seen := map[string]bool{}
	for _, game := range []string{isagame.ID, rdgame.ID} {
		for _, c := range play.Commands(game) {
			if seen[c.Name] {
				continue
			}
			seen[c.Name] = true
			name := c.Name
			c.Run = func(s games.State, seat games.Seat, args []string) (string, error) {
				cs, ok := s.(*gcampaign.State)
				if !ok {
					return "", errors.New("not a campaign")
				}
				g, battle, bseat := cs.Battle(seat)
				if battle == nil {
					return "", errors.New("the day is at the ledger between the battles (type ledger, or legal)")
				}
				bc, ok := play.CommandNamed(g, name)
				if !ok {
					return "", fmt.Errorf("not a command of the battle the day is at (%s)", g)
				}
				return bc.Run(battle, bseat, args)
			}
			c.Help += " (the battle the day is at)"
			out = append(out, c)
		}
	}
	out = append(out,
		play.Command{Name: "ledger", Usage: "ledger", Help: "what Isandlwana carries over to Rorke's Drift (once it is over)", Run: func(s games.State, _ games.Seat, _ []string) (string, error) {
			cs, ok := s.(*gcampaign.State)
			if !ok {
				return "", errors.New("not a campaign")
			}
			if cs.Ledger() == nil {
				return "", errors.New("Isandlwana is not over yet; the ledger is drawn up when it ends")
			}
			return cs.LedgerText(), nil
		}},
		play.Command{Name: "campaign", Usage: "campaign", Help: "where the campaign stands", Run: func(s games.State, _ games.Seat, _ []string) (string, error) {
			cs, ok := s.(*gcampaign.State)
			if !ok {
				return "", errors.New("not a campaign")
			}
			return fmt.Sprintf("The campaign: %s.", cs.Prompt().Text), nil
		}},
	)
	return out
}

func init() {
	// Undo as the text loop has it: Isandlwana, and the campaign while it
	// goes back to a position of Isandlwana (Rorke's Drift has its draw
	// pile, and the rorke loop had no undo).
	play.RegisterUndo(isagame.ID, nil)
	// The tactical and skirmish games have no hidden draw: an action may
	// be taken back while no die was rolled since (the loop checks that),
	// as their windows allow.
	play.RegisterUndo(tactical.ID, nil)
	play.RegisterUndo(skirmish.ID, nil)
	play.RegisterUndo(gcampaign.ID, func(before games.State) bool {
		cs, ok := before.(*gcampaign.State)
		return ok && cs.Stage() == gcampaign.AtIsandlwana
	})
	// The legal lists numbered as the text and rorke loops numbered them
	// (the engines' order), so that do N takes the same action.
	play.RegisterOrder(isagame.ID, engineOrder)
	play.RegisterOrder(rdgame.ID, engineOrder)
	// The skirmish numbers its moves and end before the roofs the British
	// may burn (skirmish.Ordered), as the window's list does.
	play.RegisterOrder(skirmish.ID, func(s games.State) []string { return skirmish.Ordered(s.Legal()) })
	play.RegisterOrder(gcampaign.ID, func(s games.State) []string {
		cs, ok := s.(*gcampaign.State)
		if !ok {
			return nil
		}
		_, battle, _ := cs.Battle(cs.ToAct())
		if battle == nil {
			return nil
		}
		return engineOrder(battle)
	})
	// A day whose next battle was chosen ahead (--option next=…) goes on
	// to it from the ledger without asking, as the campaign command did.
	play.RegisterForced(gcampaign.ID, func(s games.State) string {
		cs, ok := s.(*gcampaign.State)
		if !ok || cs.Stage() != gcampaign.AtLedger {
			return ""
		}
		if legal := cs.Legal(); len(legal) == 1 {
			return legal[0]
		}
		return ""
	})
	// The endings the text and rorke loops printed.
	play.RegisterEnding(isagame.ID, func(s games.State) string {
		g, err := isaView(s, games.Omniscient)
		if err != nil {
			return ""
		}
		return isatext.Summary(g)
	})
	play.RegisterEnding(rdgame.ID, func(s games.State) string {
		g, err := rdView(s, games.Omniscient)
		if err != nil {
			return ""
		}
		return rampartstext.Board(g) + rampartstext.Ending(g)
	})
	play.RegisterEnding(gcampaign.ID, func(s games.State) string {
		cs, ok := s.(*gcampaign.State)
		if !ok || cs.RorkesDrift() == nil {
			return ""
		}
		g, err := rdView(cs.RorkesDrift(), games.Omniscient)
		if err != nil {
			return ""
		}
		return rampartstext.Ending(g) + "=== The campaign is over. ===\n"
	})
	play.RegisterCommands(isagame.ID, isaCommands...)
	play.RegisterCommands(rdgame.ID, rdCommands...)
	play.RegisterDescriber(rdgame.ID, rdDescribe)
	play.RegisterCommands(gcampaign.ID, campaignCommands()...)
	play.RegisterDescriber(gcampaign.ID, func(s games.State, action string) string {
		cs, ok := s.(*gcampaign.State)
		if !ok {
			return ""
		}
		if g, battle, _ := cs.Battle(games.Seat(0)); g == rdgame.ID {
			return rdDescribe(battle, action)
		}
		return ""
	})
}

// engineOrder is the legal actions of an Isandlwana or Rorke's Drift game
// in its engine's order, the order of the text and rorke loops' lists.
func engineOrder(s games.State) []string {
	var out []string
	switch st := s.(type) {
	case *isagame.State:
		for _, a := range st.G.Legal() {
			out = append(out, a.String())
		}
	case *rdgame.State:
		for _, a := range st.G.Legal() {
			out = append(out, a.String())
		}
	}
	return out
}
