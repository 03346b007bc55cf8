//go:build unix

package tactical

import (
	"syscall"
	"time"
)

// cpuTime is the CPU time the process has used, all its threads, user
// and system.
func cpuTime() (time.Duration, bool) {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0, false
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), true
}
