package uistate

import (
	"reflect"
	"testing"

	"zulu1879/isandlwana"
	"zulu1879/saves"
)

// The bot's reasons are saved with the game and shown again, in the same
// places of the log, when it is loaded.
func TestBotReasonsAreKeptAfterAReload(t *testing.T) {
	bot := &Bot{Name: "Tester", Side: isandlwana.Zulu, Choose: firstLegal}
	players := [2]*Bot{nil, bot}
	m := NewModel(newSession(t, "isandlwana", 3), players)
	if err := m.End(); err != nil {
		t.Fatal(err)
	}
	for k := 0; k < 20 && m.BotStep(); k++ {
	}
	if len(m.Reasons) < 20 {
		t.Fatalf("%d reasons after 20 bot actions", len(m.Reasons))
	}
	data, err := m.S.Encode("test")
	if err != nil {
		t.Fatal(err)
	}
	s, err := saves.Decode(data, saves.LoadOptions{Name: "r.json"})
	if err != nil {
		t.Fatal(err)
	}
	back := NewModel(s, players)
	if !reflect.DeepEqual(back.Reasons, m.Reasons) {
		t.Fatalf("reasons after the reload:\n%+v\nwant\n%+v", back.Reasons, m.Reasons)
	}
	for _, fold := range []bool{false, true} {
		m.ShowReasons, back.ShowReasons = fold, fold
		if got, want := back.LogLines(60), m.LogLines(60); !reflect.DeepEqual(got, want) {
			t.Errorf("reasons shown %v: the reloaded log differs:\n%+v\nwant\n%+v", fold, got, want)
		}
	}
}
