package saves

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"

	"zulu1879/hexmap"
	"zulu1879/isandlwana"
)

// migrations[v] turns a save of format v into a save of format v+1. Each step
// reads its input with the frozen types of its own version, so old steps keep
// working however later formats change. To add format 5: change File, add
// fileV4 as the frozen form of format 4 (File as it is today), write
// migrate4to5 (reading fileV4), register it here, raise Current and store a
// format 4 save in testdata (as testdata/v3 holds format 3 saves).
var migrations = map[int]func(data []byte) ([]byte, error){
	1: migrate1to2,
	2: migrate2to3,
	3: migrate3to4,
}

// Migrate upgrades a save of format version from to the current format by
// applying each version step in turn. Data already at Current is returned
// unchanged.
func Migrate(data []byte, from int) ([]byte, error) {
	for v := from; v < Current; v++ {
		step, ok := migrations[v]
		if !ok {
			return nil, fmt.Errorf("no upgrade from save format %d", v)
		}
		out, err := step(data)
		if err != nil {
			return nil, fmt.Errorf("upgrading from format %d to %d: %w", v, v+1, err)
		}
		data = out
	}
	return data, nil
}

// fileV1 is save format 1, frozen. It had no program version, no options
// and no checkpoints, named the scenario by id only, and stored each action
// as a JSON object whose kind was the engine's internal number.
type fileV1 struct {
	Format   int             `json:"format"`
	Game     string          `json:"game"`
	Scenario string          `json:"scenario"`
	Seed     uint64          `json:"seed"`
	Actions  []actionV1      `json:"actions"`
	Hash     string          `json:"hash"`
	State    json.RawMessage `json:"state"`
}

// actionV1 is an action as format 1 stored it.
type actionV1 struct {
	Kind  int      `json:"kind"`
	From  string   `json:"from,omitempty"`
	To    string   `json:"to,omitempty"`
	Units []string `json:"units,omitempty"`
	Shots []shotV1 `json:"shots,omitempty"`
	Count int      `json:"count,omitempty"`
	Flag  bool     `json:"flag,omitempty"`
	Pick  string   `json:"pick,omitempty"`
}

type shotV1 struct {
	Unit string `json:"unit"`
	SP   int    `json:"sp"`
}

// v1Kinds maps format 1's numeric action kinds to the engine's kinds, so the
// upgrade stays right even if the engine renumbers them.
var v1Kinds = [...]isandlwana.ActionKind{
	isandlwana.ActEnd, isandlwana.ActPlace, isandlwana.ActRecycle, isandlwana.ActZuluMove, isandlwana.ActFire,
	isandlwana.ActAttack, isandlwana.ActOrder, isandlwana.ActMove, isandlwana.ActSquare, isandlwana.ActUnsquare,
	isandlwana.ActChoose,
}

// fileV2 is save format 2, frozen (File without the players).
type fileV2 struct {
	Format      int             `json:"format"`
	Game        string          `json:"game"`
	Program     string          `json:"program"`
	Summary     string          `json:"summary"`
	Scenario    ScenarioRef     `json:"scenario"`
	Seed        uint64          `json:"seed"`
	Options     json.RawMessage `json:"options"`
	Hash        string          `json:"hash"`
	Fingerprint string          `json:"fingerprint"`
	Actions     []string        `json:"actions"`
	Checkpoints []Checkpoint    `json:"checkpoints"`
	State       json.RawMessage `json:"state"`
}

// ProgramUnknownV1 is the program version given to upgraded format 1 saves,
// which did not record it.
const ProgramUnknownV1 = "unknown (save format 1)"

// migrate1to2 writes each action in the text notation, records that the
// program version is unknown and names the scenario with a reference.
func migrate1to2(data []byte) ([]byte, error) {
	var in fileV1
	if err := decodeStrict(data, &in); err != nil {
		return nil, err
	}
	out := fileV2{
		Format:      2,
		Game:        in.Game,
		Program:     ProgramUnknownV1,
		Scenario:    ScenarioRef{ID: in.Scenario},
		Seed:        in.Seed,
		Options:     json.RawMessage("{}"),
		Hash:        in.Hash,
		Actions:     make([]string, 0, len(in.Actions)),
		Checkpoints: []Checkpoint{},
		State:       in.State,
	}
	for i, a := range in.Actions {
		s, err := a.notation()
		if err != nil {
			return nil, fmt.Errorf("action %d: %v", i+1, err)
		}
		out.Actions = append(out.Actions, s)
	}
	return json.Marshal(out)
}

// migrate2to3 only raises the version: format 3 adds the optional
// "players", which a format 2 save does not have (nobody recorded who
// played), so the upgraded save has none and front ends choose the players
// as they did for format 2.
func migrate2to3(data []byte) ([]byte, error) {
	var in fileV2
	if err := decodeStrict(data, &in); err != nil {
		return nil, err
	}
	in.Format = 3
	return json.Marshal(in)
}

// fileV3 is save format 3, frozen (File without the reasons).
type fileV3 struct {
	Format      int             `json:"format"`
	Game        string          `json:"game"`
	Program     string          `json:"program"`
	Summary     string          `json:"summary"`
	Scenario    ScenarioRef     `json:"scenario"`
	Seed        uint64          `json:"seed"`
	Options     json.RawMessage `json:"options"`
	Players     *Players        `json:"players,omitempty"`
	Hash        string          `json:"hash"`
	Fingerprint string          `json:"fingerprint"`
	Actions     []string        `json:"actions"`
	Checkpoints []Checkpoint    `json:"checkpoints"`
	State       json.RawMessage `json:"state"`
}

// migrate3to4 only raises the version: format 4 adds the optional
// "reasons", which a format 3 save does not have (the bots' reasons were
// not kept), so the upgraded save has none.
func migrate3to4(data []byte) ([]byte, error) {
	var in fileV3
	if err := decodeStrict(data, &in); err != nil {
		return nil, err
	}
	in.Format = 4
	return json.Marshal(in)
}

// notation converts a format 1 action to the text notation, checking that
// the text reads back as the same action.
func (a actionV1) notation() (string, error) {
	if a.Kind < 0 || a.Kind >= len(v1Kinds) {
		return "", fmt.Errorf("kind %d is not an action kind of format 1 (0 to %d)", a.Kind, len(v1Kinds)-1)
	}
	g := isandlwana.Action{Kind: v1Kinds[a.Kind], Units: a.Units, Count: a.Count, Flag: a.Flag, Pick: a.Pick}
	var err error
	if g.From, err = v1Hex(a.From); err != nil {
		return "", fmt.Errorf("from: %v", err)
	}
	if g.To, err = v1Hex(a.To); err != nil {
		return "", fmt.Errorf("to: %v", err)
	}
	for _, s := range a.Shots {
		g.Shots = append(g.Shots, isandlwana.Shot{Unit: s.Unit, Strength: s.SP})
	}
	text := g.String()
	back, err := isandlwana.ParseAction(text)
	if err != nil {
		return "", fmt.Errorf("%q cannot be written as a command: %v", text, err)
	}
	if back.String() != text {
		return "", fmt.Errorf("%q does not read back as the same command", text)
	}
	return text, nil
}

func v1Hex(s string) (hexmap.Hex, error) {
	if s == "" {
		return hexmap.None, nil
	}
	return hexmap.ParseHex(s)
}

// decodeStrict decodes a save (of any format) into v, refusing fields v
// does not have, with jsonProblem's one-line message.
func decodeStrict(data []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return errors.New(jsonProblem(data, err))
	}
	return nil
}
