package uistate

import (
	"fmt"
	"path/filepath"
	"sort"
	"strings"

	"zulu1879/campaign"
	"zulu1879/isandlwana"
	"zulu1879/saves"
)

// RecordPlayers writes who plays each side into s, so that its saves and
// autosaves carry it. A bot without an ID cannot be named in a save: then
// nothing is recorded, and loading the save falls back to the start
// screen's choice as for saves made before players were recorded.
func RecordPlayers(s *saves.Session, players [2]*Bot) {
	var p saves.Players
	for _, side := range []isandlwana.Side{isandlwana.British, isandlwana.Zulu} {
		b := players[side]
		if b == nil {
			continue
		}
		if b.ID == "" {
			s.ClearPlayers()
			return
		}
		p = p.With(side, b.ID)
	}
	s.SetPlayers(p)
}

// DescribePlayers says who plays, as the start screen words its modes:
// "hotseat: two players at this screen", "you are the British, against the
// rule9 bot", "you are the Zulus, against the standard bot", or, with two
// bots, "bot against bot: … (British), … (Zulus)".
func DescribePlayers(players [2]*Bot) string {
	b, z := players[isandlwana.British], players[isandlwana.Zulu]
	switch {
	case b == nil && z == nil:
		return "hotseat: two players at this screen"
	case b == nil:
		return "you are the British, against " + z.Name
	case z == nil:
		return "you are the Zulus, against " + b.Name
	}
	return fmt.Sprintf("bot against bot: %s (British), %s (Zulus)", b.Name, z.Name)
}

// Recorded returns who played the loaded game according to the file (the
// Isandlwana half of a campaign), and whether the file says: saves made
// before format 3 do not.
func (l *Loaded) Recorded() (saves.Players, bool) {
	if l.Campaign != nil {
		return l.Campaign.Isandlwana().Players()
	}
	return l.Session.Players()
}

// playersField is where the players are in the loaded file, for messages.
func (l *Loaded) playersField() string {
	if l.Campaign != nil {
		return "isandlwana.players"
	}
	return "players"
}

// Players decides who plays the loaded game: the players the file records,
// each bot found among bots by its ID, or fallback when the file does not
// record them (recorded is then false). A recorded bot that is not among
// bots, or plays the other side, gives way to a person, with a warning
// naming the file and the field; the game loads either way.
func (l *Loaded) Players(bots []Bot, fallback [2]*Bot) (players [2]*Bot, recorded bool, warns []string) {
	rec, ok := l.Recorded()
	if !ok {
		return fallback, false, nil
	}
	find := func(id string, side isandlwana.Side) *Bot {
		for i := range bots {
			if bots[i].ID == id && bots[i].Side == side {
				return &bots[i]
			}
		}
		return nil
	}
	known := func(id string, side isandlwana.Side) error {
		if find(id, side) != nil {
			return nil
		}
		var have []string
		for _, b := range bots {
			if b.Side == side && b.ID != "" {
				have = append(have, b.ID)
			}
		}
		sort.Strings(have)
		if len(have) == 0 {
			return fmt.Errorf("no bot plays %s here", saves.SideName(side))
		}
		return fmt.Errorf("the bots for %s here are %s", saves.SideName(side), strings.Join(have, ", "))
	}
	rec, warns = rec.Resolve(filepath.Base(l.Path), l.playersField(), known)
	for _, side := range []isandlwana.Side{isandlwana.British, isandlwana.Zulu} {
		if id := rec.Of(side); id != "" {
			players[side] = find(id, side)
		}
	}
	return players, true, warns
}

// Message is the status line after loading: the file, the game, and
// who plays it, saying when the file did not record that.
// A campaign gone on to Zulus on the Ramparts! is the British alone
// against the Zulu cup: the bots of its Isandlwana have no part in it.
func (l *Loaded) Message(players [2]*Bot, recorded bool) string {
	if l.Day == nil && l.Campaign != nil && (l.Campaign.Stage() == campaign.StageRorkesDrift || l.Campaign.Stage() == campaign.StageDone) {
		return fmt.Sprintf("Loaded %s: %s (%s: you are the British, alone against the Zulu cup)", filepath.Base(l.Path), l.Summary(), RampartsTitle)
	}
	msg := fmt.Sprintf("Loaded %s: %s — %s", filepath.Base(l.Path), l.Summary(), DescribePlayers(players))
	if !recorded {
		msg += " (the file does not say who played)"
	}
	return msg
}
