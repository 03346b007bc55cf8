//go:build !unix

package soak

import "time"

// cpuTime is not known here; the summary then gives no CPU figures.
func cpuTime() time.Duration { return 0 }
