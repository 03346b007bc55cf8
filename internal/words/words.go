// Package words holds the small wording helpers every front end shares, so
// that the terminal and the window say counts the same way.
package words

import "strconv"

// Count words a count with its noun: "1 unit", "0 units", "3 units".
func Count(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}
