// Package cmdline holds the pieces both terminal games share (the
// Isandlwana session in textui and the Rorke's Drift one in rdtext): the
// read–print loop, the splitting of a command line, the one-line errors,
// the numbered, filtered and paged list of legal moves, "do N", "log N"
// and the tail of a log line. It knows nothing of either game's rules.
package cmdline

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"
	"zulu1879/internal/words"
)

// Loop is what Run needs from a session.
type Loop struct {
	// Out receives the prompts, the echo and the closing line.
	Out io.Writer
	// Echo prints each command after its prompt.
	Echo bool
	// Prompt is shown before each command is read.
	Prompt func() string
	// Exec runs one line and reports whether it asks to quit.
	Exec func(line string) (quit bool)
	// Over reports whether the game is over.
	Over func() bool
	// Where says where an unfinished game stopped, e.g. "turn 3".
	Where func() string
}

// Run reads commands from in until a command quits or the input ends. It
// reports whether the game was over when it stopped.
func Run(in io.Reader, l Loop) (over bool, err error) {
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 64*1024), 1024*1024)
	for {
		fmt.Fprintf(l.Out, "%s", l.Prompt())
		if !sc.Scan() {
			break
		}
		line := sc.Text()
		if l.Echo {
			fmt.Fprintf(l.Out, "%s\n", line)
		}
		if l.Exec(line) {
			if !l.Over() {
				fmt.Fprintf(l.Out, "Quit on %s: the game was not over.\n", l.Where())
			}
			return l.Over(), nil
		}
	}
	fmt.Fprintf(l.Out, "\n")
	if err := sc.Err(); err != nil {
		return l.Over(), fmt.Errorf("reading commands: %w", err)
	}
	if !l.Over() {
		fmt.Fprintf(l.Out, "End of input on %s: the game is not over.\n", l.Where())
	}
	return l.Over(), nil
}

// Split cuts a command line into its verb (in lower case) and arguments;
// ok is false for a blank line or a comment (starting with #).
func Split(line string) (verb string, args []string, ok bool) {
	line = strings.TrimSpace(line)
	if line == "" || strings.HasPrefix(line, "#") {
		return "", nil, false
	}
	f := strings.Fields(line)
	return strings.ToLower(f[0]), f[1:], true
}

// Fail prints a one-line error: "error: " and the message with its line
// breaks turned into spaces.
func Fail(out io.Writer, format string, args ...any) {
	msg := fmt.Sprintf(format, args...)
	fmt.Fprintf(out, "error: %s\n", strings.ReplaceAll(msg, "\n", " "))
}

// Do reads the arguments of "do N" against a list of n legal moves, called
// noun ("move", "action"), and returns the index (from 0) of the move
// chosen, or the reason it cannot be done.
func Do(args []string, n int, noun string) (int, error) {
	if len(args) != 1 {
		return 0, fmt.Errorf("do: expected \"do N\" with N a number from the legal list")
	}
	k, err := strconv.Atoi(args[0])
	if err != nil {
		return 0, fmt.Errorf("do: %q is not a number; type legal for the numbered list", args[0])
	}
	if k < 1 || k > n {
		return 0, fmt.Errorf("do: %d is not on the list: there %s now (type legal)", k, areLegal(n, noun))
	}
	return k - 1, nil
}

// Tail reads the arguments of "log" or "log N" and returns the whole log
// or its last N entries.
func Tail[E any](log []E, args []string) ([]E, error) {
	if len(args) > 1 {
		return nil, fmt.Errorf("log: expected \"log\" or \"log N\"")
	}
	if len(args) == 1 {
		n, err := strconv.Atoi(args[0])
		if err != nil || n < 1 {
			return nil, fmt.Errorf("log: %q is not a positive number of lines", args[0])
		}
		if n < len(log) {
			log = log[len(log)-n:]
		}
	}
	return log, nil
}

// EventTags is the end of a log line: the rule in brackets and the dice
// in braces, each left out when there is none.
func EventTags(rule string, dice []int) string {
	s := ""
	if rule != "" {
		s += " [" + rule + "]"
	}
	if len(dice) > 0 {
		d := make([]string, len(dice))
		for k, v := range dice {
			d[k] = fmt.Sprint(v)
		}
		s += " {die " + strings.Join(d, ",") + "}"
	}
	return s
}

// Listing is how a session words its numbered list of legal moves.
type Listing struct {
	// Noun names one entry: "move" or "action".
	Noun string
	// Naming comes before the filter words in the heading: "naming",
	// "matching".
	Naming string
	// More is the hint after a list cut short, e.g. "legal all".
	More string
}

// ParseArgs reads the arguments of "legal [WORD…] [N|all]": the words to
// filter on, and how many moves to show (limit as given when there is no
// number; -1 for all). isCount tells a number of moves from a filter word.
func (l Listing) ParseArgs(args []string, limit int, isCount func(string) bool) (filter []string, n int, err error) {
	for _, a := range args {
		switch {
		case strings.EqualFold(a, "all"):
			limit = -1
		case isCount(a):
			n, _ := strconv.Atoi(a)
			if n < 1 {
				return nil, 0, fmt.Errorf("legal: %q: the number of %ss to show must be at least 1", a, l.Noun)
			}
			limit = n
		default:
			filter = append(filter, a)
		}
	}
	return filter, limit, nil
}

// Show prints the entries k of a list of n legal moves for which match(k)
// holds, each numbered by its place in the whole list, from the from-th
// match on and at most limit of them (all when limit is not positive).
// head is added to the heading before its colon; line(k) is what follows
// an entry's number. Show returns where the next page starts, or 0 when
// no match is left to show.
func (l Listing) Show(out io.Writer, n int, match func(k int) bool, filter []string, limit, from int, head string, line func(k int) string) (next int) {
	if n == 0 {
		fmt.Fprintf(out, "No legal %ss: the game is over.\n", l.Noun)
		return 0
	}
	var idx []int
	for k := 0; k < n; k++ {
		if match(k) {
			idx = append(idx, k)
		}
	}
	what := ""
	if len(filter) > 0 {
		what = " " + l.Naming + " " + strings.Join(filter, " ")
	}
	if len(idx) == 0 {
		fmt.Fprintf(out, "None of the %d legal %ss%s.\n", n, l.Noun, what)
		return 0
	}
	if from >= len(idx) {
		from = 0
	}
	end := len(idx)
	if limit > 0 && from+limit < end {
		end = from + limit
	}
	fmt.Fprintf(out, "%s%s%s:\n", words.Count(len(idx), "legal "+l.Noun, "legal "+l.Noun+"s"), what, head)
	width := len(strconv.Itoa(n))
	for _, k := range idx[from:end] {
		fmt.Fprintf(out, "  %*d  %s\n", width, k+1, line(k))
	}
	if end < len(idx) {
		fmt.Fprintf(out, "  … %d more: %s\n", len(idx)-end, l.More)
		return end
	}
	return 0
}

// areLegal words how many legal choices there are: "is 1 legal move",
// "are 3 legal moves".
func areLegal(n int, noun string) string {
	if n == 1 {
		return "is 1 legal " + noun
	}
	return "are " + words.Count(n, "legal "+noun, "legal "+noun+"s")
}
