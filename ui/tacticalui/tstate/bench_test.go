package tstate

import (
	"testing"

	"zulu1879/games"
	"zulu1879/tactical"
)

// longModel plays seed's game, the British as a person whose actions the
// default British bot chooses, the Zulus by the default bot, until at
// least n actions are recorded (or the game ends).
func longModel(tb testing.TB, seed uint64, n int) *Model {
	tb.Helper()
	rec, err := NewGame(seed, Person, "default")
	if err != nil {
		tb.Fatal(err)
	}
	m, err := New(rec)
	if err != nil {
		tb.Fatal(err)
	}
	info, err := games.DefaultBot(tactical.ID, "british")
	if err != nil {
		tb.Fatal(err)
	}
	me := info.New(seed)
	for m.Rec.Len() < n && !m.Over() {
		if !m.MyTurn() {
			m.Skip()
			continue
		}
		a, _ := me.Choose(m.Rec.State())
		if err := m.Apply(a); err != nil {
			if err := m.Apply(endOrAnswer(m)); err != nil {
				tb.Fatal(err)
			}
		}
	}
	return m
}

// BenchmarkUndo times one undo late in a game (seed 11 played to 1,200
// actions or more, or its end); putting the action back is not timed.
// replayed/op is how many actions the undo played again on top of the
// copy it started from (what the time mostly depends on).
func BenchmarkUndo(b *testing.B) {
	m := longModel(b, 11, 1200)
	b.Logf("%d actions recorded", m.Rec.Len())
	replayed := 0
	defer func() { b.ReportMetric(float64(replayed)/float64(b.N), "replayed/op") }()
	for b.Loop() {
		b.StopTimer()
		last := m.Rec.Moves()[m.LastPerson()].Action
		b.StartTimer()
		if err := m.TakeBack(m.LastPerson()); err != nil {
			b.Fatal(err)
		}
		b.StopTimer()
		replayed += m.Replayed()
		if err := m.Apply(last); err != nil {
			b.Fatal(err)
		}
		m.Skip()
		b.StartTimer()
	}
}

// BenchmarkUnitChoices times the panel's question when the whole
// garrison is selected at the opening (the first MaxAsked men are asked,
// each on a copy of the game).
func BenchmarkUnitChoices(b *testing.B) {
	rec, err := NewGame(5, Person, "default")
	if err != nil {
		b.Fatal(err)
	}
	m, err := New(rec)
	if err != nil {
		b.Fatal(err)
	}
	g := m.G()
	var ids []string
	for i := 0; i < g.NBrit; i++ {
		ids = append(ids, g.ID(i))
	}
	for b.Loop() {
		m.UnitChoices(ids)
	}
}

// BenchmarkUndoDiceCheck times the check Undo makes before taking back
// (is there a die rolled since the person's last action?) late in a game
// (seed 11 played to 1,200 actions or more).
func BenchmarkUndoDiceCheck(b *testing.B) {
	m := longModel(b, 11, 1200)
	k := m.LastPerson()
	for b.Loop() {
		m.RolledSince(k)
	}
}
