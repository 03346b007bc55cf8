package play

import (
	"fmt"
	"strconv"
	"strings"

	"zulu1879/games"
	"zulu1879/internal/untrusted"
	"zulu1879/saves"
)

// listing is the last legal list shown, for "more".
type listing struct {
	changes int   // the game's changes when it was made
	picks   []int // the indices in Legal() it lists
	next    int   // the first of picks not shown yet
	limit   int   // how many a page shows
}

// legal handles "legal [WORD…] [N|all]": the legal actions naming every
// WORD (a token of the action: its verb, a hex, a unit, a card), all of
// them or the first N, numbered as in the whole list so that N and do N
// take them.
func (l *loop) legal(args []string) {
	limit := -1
	if n := len(args); n > 0 {
		last := strings.ToLower(args[n-1])
		if v, err := strconv.Atoi(last); err == nil && v > 0 && v <= 999 && (n > 1 || len(last) < 4) {
			limit, args = v, args[:n-1]
		} else if last == "all" {
			args = args[:n-1]
		}
	}
	legal := Listed(l.info.ID, l.rec.State())
	var picks []int
	for i, a := range legal {
		if names(a, args) {
			picks = append(picks, i)
		}
	}
	if len(picks) == 0 {
		if len(args) > 0 {
			l.printf("no legal action names %s (legal lists all %d)\n", untrusted.Text(strings.Join(args, " ")), len(legal))
		} else {
			l.printf("no legal action\n")
		}
		return
	}
	l.last = listing{changes: l.changes, picks: picks, limit: limit}
	l.page()
}

// more shows the next page of the last legal list.
func (l *loop) more() {
	if l.last.picks == nil || l.last.changes != l.changes {
		l.printf("error: more: no legal list to go on with (type legal)\n")
		return
	}
	if l.last.next >= len(l.last.picks) {
		l.printf("error: more: the last legal list is shown to its end\n")
		return
	}
	l.page()
}

// page shows the next page of l.last.
func (l *loop) page() {
	s := l.rec.State()
	legal := Listed(l.info.ID, s)
	end := len(l.last.picks)
	if l.last.limit > 0 {
		end = min(end, l.last.next+l.last.limit)
	}
	for _, i := range l.last.picks[l.last.next:end] {
		a := legal[i]
		if d := Describe(l.info.ID, s, a); d != "" {
			l.printf("  %3d. %-22s %s\n", i+1, untrusted.Text(a), untrusted.Text(d))
		} else {
			l.printf("  %3d. %s\n", i+1, untrusted.Text(a))
		}
	}
	l.last.next = end
	if left := len(l.last.picks) - end; left > 0 {
		l.printf("  … %d more (more shows them)\n", left)
	}
}

// names reports whether action names every word of filter: each is one
// of its tokens (split at spaces and the notation's marks), in any case.
func names(action string, filter []string) bool {
	toks := strings.FieldsFunc(strings.ToLower(action), func(r rune) bool {
		return strings.ContainsRune(" +:>#=,;/()", r)
	})
	for _, w := range filter {
		w = strings.ToLower(w)
		found := false
		for _, t := range toks {
			if t == w || strings.TrimLeft(t, "0") == strings.TrimLeft(w, "0") && strings.TrimLeft(w, "0") != "" {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}

// save handles "save [FILE]".
func (l *loop) save(path string) {
	if path == "" {
		path = l.SaveFile
	}
	if path == "" {
		l.printf("save needs a file name: save FILE\n")
		return
	}
	if !l.keepOlder(path, "not saved: ") {
		return
	}
	if err := l.rec.Save(path, l.Program); err != nil {
		l.printf("not saved: %s\n", untrusted.Text(oneLine(err.Error())))
		return
	}
	l.printf("saved to %s\n", untrusted.Text(path))
}

// keepOlder keeps a file at path that is not an envelope (a save of an
// older format) under another name before a save replaces it
// (saves.KeepOlder), saying so; it reports false, after saying why
// (fail starts the line), when the file could not be kept, and then
// nothing may be written.
func (l *loop) keepOlder(path, fail string) bool {
	kept, err := saves.KeepOlder(path)
	if err != nil {
		l.printf("%s%s\n", fail, untrusted.Text(oneLine(err.Error())))
		return false
	}
	if kept != "" {
		l.printf("The file that was at %s is not an envelope save; it is kept as %s.\n", untrusted.Text(path), untrusted.Text(kept))
	}
	return true
}

// writeSaveFile writes the SaveFile, if there is one, when the game ends
// or the player leaves.
func (l *loop) writeSaveFile() {
	if l.SaveFile == "" {
		return
	}
	if !l.keepOlder(l.SaveFile, "not saved to "+untrusted.Text(l.SaveFile)+": ") {
		return
	}
	if err := l.rec.Save(l.SaveFile, l.Program); err != nil {
		l.printf("not saved to %s: %s\n", untrusted.Text(l.SaveFile), untrusted.Text(oneLine(err.Error())))
		return
	}
	l.printf("Game saved to %s.\n", untrusted.Text(l.SaveFile))
}

// load handles "load FILE": that game of the same game goes on instead of
// this one.
func (l *loop) load(path string) {
	if path == "" {
		l.printf("load needs a file name: load FILE\n")
		return
	}
	load := l.Load
	if load == nil {
		load = saves.LoadEnvelope
	}
	rec, err := load(path)
	if err != nil {
		l.printf("not loaded: %s\n", untrusted.Text(oneLine(err.Error())))
		return
	}
	if rec.Info().ID != l.info.ID {
		l.printf("not loaded: %s is a game of %s, not of %s\n", untrusted.Text(path), untrusted.Text(rec.Info().Title), l.info.Title)
		return
	}
	if l.KeepBots {
		for seat, who := range l.rec.Players() {
			_ = rec.SetPlayer(seat, who)
		}
	} else {
		var warns []string
		l.Bots, l.BotNames, warns = Bots(rec)
		for _, w := range warns {
			l.printf("Note: %s.\n", untrusted.Text(w))
		}
	}
	l.swap(rec)
	l.printf("Loaded %s: %s.\n", untrusted.Text(path), untrusted.Text(rec.Summary()))
	if !l.KeepBots {
		l.printf("Seats, as saved: %s.\n", l.seatsLine())
	}
	if rec.Note() != "" {
		l.printf("Note: %s\n", untrusted.Text(rec.Note()))
	}
}

// swap makes rec the game (Config.Record becomes it): its events so far count as read, and the
// position is shown again.
func (l *loop) swap(rec *saves.Record) {
	// In place: the front end's Config.Record stays the game being played.
	*l.rec = *rec
	l.changes++
	l.seats = games.Playing(rec.State(), l.info)
	l.humans = 0
	for _, seat := range l.seats {
		if l.Bots[seat] == nil {
			l.humans++
		}
	}
	st := rec.State()
	for i := range l.info.Seats {
		l.cursor[games.Seat(i)] = len(st.Log(games.Seat(i), 0))
	}
	l.cursor[games.Omniscient] = len(st.Log(games.Omniscient, 0))
	l.viewer = games.Omniscient
	l.wasHidden = l.hidden()
}

// undo takes back the last action of a person and the bots' actions
// after it, unless a die was rolled since (the log's events since carry
// dice): a roll is never taken back.
func (l *loop) undo() {
	allowed := undoable(l.info.ID)
	if allowed == nil {
		l.printf("error: undo: %s has no undo (an action cannot be taken back here)\n", l.info.Title)
		return
	}
	moves := l.rec.Moves()
	i := len(moves) - 1
	for ; i >= 0; i-- {
		seat, err := l.info.SeatNamed(moves[i].Seat)
		if err == nil && l.Bots[seat] == nil {
			break
		}
	}
	if i < 0 {
		l.printf("error: undo: no action of a person to take back\n")
		return
	}
	before, err := l.rec.Prefix(i)
	if err != nil {
		l.printf("error: undo: %s\n", untrusted.Text(oneLine(err.Error())))
		return
	}
	if !allowed(before.State()) {
		l.printf("error: undo: %s cannot go back to before %s %s\n", l.info.Title, untrusted.Text(moves[i].Seat), untrusted.Text(moves[i].Action))
		return
	}
	from := len(before.State().Log(games.Omniscient, 0))
	for _, e := range l.rec.State().Log(games.Omniscient, from) {
		if len(e.Dice) > 0 {
			l.printf("error: undo: dice were rolled since (%s); a roll is not taken back\n", untrusted.Text(e.Text))
			return
		}
	}
	l.swap(before)
	taken := fmt.Sprintf("%s %s", moves[i].Seat, moves[i].Action)
	if n := len(moves) - 1 - i; n > 0 {
		taken += fmt.Sprintf(" and %d action(s) of the bots after it", n)
	}
	l.printf("Taken back: %s.\n", untrusted.Text(taken))
}
