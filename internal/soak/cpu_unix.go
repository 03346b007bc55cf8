//go:build unix

package soak

import (
	"syscall"
	"time"
)

// cpuTime is the processor time (user and system) the process has used, so
// that a summary can be read apart from the machine's other load.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
