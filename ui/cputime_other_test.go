//go:build !unix

package ui

import "time"

// processCPU is not measured here: benchmarks report 0 CPU ms an op.
func processCPU() time.Duration { return 0 }
