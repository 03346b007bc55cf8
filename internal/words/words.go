// Package words holds the small wording helpers every front end shares, so
// that the terminal and the window say counts the same way.
package words

import (
	"strconv"
	"strings"
)

// Count words a count with its noun: "1 unit", "0 units", "3 units".
func Count(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}

// EventTags is the end of a log line in the terminal: the rule in brackets
// and the dice in braces, each left out when there is none
// (" [8.4] {die 3,5}").
func EventTags(rule string, dice []int) string {
	s := ""
	if rule != "" {
		s += " [" + rule + "]"
	}
	if len(dice) > 0 {
		d := make([]string, len(dice))
		for k, v := range dice {
			d[k] = strconv.Itoa(v)
		}
		s += " {die " + strings.Join(d, ",") + "}"
	}
	return s
}
