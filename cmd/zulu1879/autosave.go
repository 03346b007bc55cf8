package main

import (
	"errors"
	"fmt"
	"io"
	"os"

	"zulu1879/campaign"
	"zulu1879/saves"
)

// autosaveFolder prepares the autosaves of the campaign and rorke commands:
// it returns the save folder (saveDir, or the default one when autosaving
// or resuming) and an autosaver writing files that start with prefix, nil
// when autosave is off or the folder cannot be made (said in one line on
// stderr: autosaving never stops a game). ok is false when there is no
// save folder at all, after saying why.
func autosaveFolder(cmd, saveDir, prefix string, autosave, resume bool, stderr io.Writer) (dir string, a *campaign.Autosaver, ok bool) {
	dir = saveDir
	if dir == "" && (autosave || resume) {
		var err error
		if dir, err = saves.DefaultDir(); err != nil {
			fmt.Fprintf(stderr, "zulu1879 %s: %v\n", cmd, err)
			return "", nil, false
		}
	}
	if !autosave {
		return dir, nil, true
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		fmt.Fprintf(stderr, "zulu1879 %s: autosave is off: save folder %s: %v\n", cmd, dir, pathErrCause(err))
		return dir, nil, true
	}
	return dir, &campaign.Autosaver{Dir: dir, Prefix: prefix, Keep: saves.DefaultKeep, Program: version}, true
}

// resumeFailed says why --resume found nothing to continue in dir (what
// names the autosaves looked for, thing what a new one would be) and
// returns the exit status.
func resumeFailed(stderr io.Writer, cmd, what, thing, dir string, err error) int {
	if errors.Is(err, campaign.ErrNoAutosave) {
		fmt.Fprintf(stderr, "zulu1879 %s: --resume: no %s that loads in %s; start a new %s without --resume\n", cmd, what, dir, thing)
	} else {
		fmt.Fprintf(stderr, "zulu1879 %s: --resume: %v\n", cmd, err)
	}
	return 1
}

// pathErrCause drops the path from a file-system error whose message names
// the folder already.
func pathErrCause(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}
