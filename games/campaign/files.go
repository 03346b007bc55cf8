package campaign

import (
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"strings"
	"time"

	"zulu1879/campaign"
	gramparts "zulu1879/games/ramparts"
	"zulu1879/saves"
)

// This file is how the front ends that play a *campaign.Campaign (the
// campaign command, the window) write it: as an envelope of this game, the
// file zulu1879 play campaign writes, while the campaign files of package
// campaign written before still load.

// OlderSuffix ends the name under which Save keeps a file that was there
// before and was not an envelope: "day.json" is kept as "day.older.json"
// (saves.OlderSuffix).
const OlderSuffix = saves.OlderSuffix

// Save writes c to path as an envelope of this game (FromCampaign, then an
// atomic write checked by replaying it). A file already at path that is not
// an envelope (a campaign file of the older format, or anything else) is
// first copied to a free name ending in OlderSuffix, so that no file of a
// user is lost; kept is that name ("" when nothing was kept). When the
// copy cannot be made nothing is written.
func Save(c *campaign.Campaign, path, program string) (kept string, err error) {
	rec, err := FromCampaign(c)
	if err != nil {
		return "", fmt.Errorf("campaign %s: %w", filepath.Base(path), err)
	}
	if kept, err = saves.KeepOlder(path); err != nil {
		return "", fmt.Errorf("campaign %w", err)
	}
	if err := rec.Save(path, program); err != nil {
		return kept, err
	}
	return kept, nil
}

// Load reads a campaign in either form: an envelope of this game (written
// by zulu1879 play campaign, and by Save) or a campaign file of package
// campaign. Every problem is one line naming the file; a missing file's
// error satisfies errors.Is(err, fs.ErrNotExist).
func Load(path string) (*campaign.Campaign, error) {
	data, err := saves.ReadFile(path)
	if err != nil || !saves.IsEnvelope(data) {
		// The older loader says what is wrong with a file that cannot be
		// read, or that is not an envelope, as it always did.
		return campaign.Load(path)
	}
	rec, err := saves.DecodeEnvelope(data, filepath.Base(path))
	if err != nil {
		return nil, err
	}
	if st, ok := rec.State().(*State); ok && st.Next() != "" && st.Next() != gramparts.ID {
		return nil, fmt.Errorf("campaign %s: its second battle is The Defense of Rorke's Drift, which the window or zulu1879 play campaign --resume %s plays (this form holds Zulus on the Ramparts only)", filepath.Base(path), filepath.Base(path))
	}
	c, err := ToCampaign(rec)
	if err != nil {
		return nil, fmt.Errorf("campaign %s: %w", filepath.Base(path), err)
	}
	return c, nil
}

// Autosaver writes campaign autosaves as envelopes of this game, the files
// zulu1879 play campaign autosaves (saves.EnvelopePrefix(ID)), keeping the
// newest Keep of them.
type Autosaver struct {
	saves.EnvelopeAutosaver
}

// NewAutosaver autosaves campaigns into dir (which must be given), naming
// program in the files; keep < 1 means saves.DefaultKeep.
func NewAutosaver(dir, program string, keep int) *Autosaver {
	if keep < 1 {
		keep = saves.DefaultKeep
	}
	return &Autosaver{saves.EnvelopeAutosaver{Dir: dir, Keep: keep, Program: program, Now: time.Now}}
}

// Save writes an autosave of c and returns its path.
func (a *Autosaver) Save(c *campaign.Campaign) (string, error) {
	rec, err := FromCampaign(c)
	if err != nil {
		a.Err = err
		return "", err
	}
	return a.EnvelopeAutosaver.Save(rec)
}

// Latest finds the newest campaign autosave in dir that loads as a
// campaign the window and the campaign command play: the envelope
// autosaves (Autosaver's, and zulu1879 play campaign's whose second battle
// is Zulus on the Ramparts) and the campaign files of the older autosaves
// (campaign.AutoPrefix), whichever is newer by the time in its name.
// Damaged ones are passed over; campaign.ErrNoAutosave when none loads.
func Latest(dir string) (string, *campaign.Campaign, error) {
	oldPath, old, oldErr := campaign.Latest(dir)
	if oldErr != nil && !errors.Is(oldErr, campaign.ErrNoAutosave) {
		return "", nil, oldErr
	}
	prefix := saves.EnvelopePrefix(ID)
	names, err := saves.AutoNames(dir, prefix)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return "", nil, err
	}
	for i := len(names) - 1; i >= 0; i-- {
		stamp := strings.TrimPrefix(names[i], prefix)
		if old != nil && stamp < strings.TrimPrefix(filepath.Base(oldPath), campaign.AutoPrefix) {
			break // the older format's autosave is newer
		}
		p := filepath.Join(dir, names[i])
		if c, err := Load(p); err == nil {
			return p, c, nil
		}
	}
	if old != nil {
		return oldPath, old, nil
	}
	return "", nil, campaign.ErrNoAutosave
}
