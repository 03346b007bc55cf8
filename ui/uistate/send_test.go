package uistate

import (
	"strings"
	"testing"

	"zulu1879/hexmap"
	"zulu1879/isandlwana"
)

// Hotseat Zulu movement: G sends up to five Zulus of the selected onrush
// hex, one legal move each, to distinct lit hexes, nearest the British
// first; each is an action of its own that Undo takes back.
func TestSendMovesZulusToTheLitHexesNearestTheBritish(t *testing.T) {
	m := hotseat(t)
	toZuluMove(t, m)
	from := hexmap.H(16, 1)
	m.ClickHex(from)
	if id := m.KeyButton("G"); id != "send" {
		t.Fatalf("G presses %q with an onrush hex selected, want send", id)
	}
	var label string
	for _, b := range m.Buttons() {
		if b.ID == "send" {
			label = b.Label
		}
	}
	if label != "Send 5 Zulus to 5 hexes nearest the British" {
		t.Errorf("send button reads %q", label)
	}
	near := func(h hexmap.Hex) int {
		d := 1 << 20
		for i := range m.Game().Units {
			if m.Game().Units[i].Status == isandlwana.OnMap {
				d = min(d, hexmap.Distance(h, m.Game().Units[i].Hex))
			}
		}
		return d
	}
	plan := m.SendPlan(SendBatch)
	if len(plan) != SendBatch {
		t.Fatalf("plan %v, want %d hexes", plan, SendBatch)
	}
	in := map[hexmap.Hex]bool{}
	for k, h := range plan {
		if in[h] || m.Highlights()[h].Kind != HLDest {
			t.Fatalf("plan %v: %s repeated or not lit", plan, h)
		}
		in[h] = true
		if k > 0 && near(h) < near(plan[k-1]) {
			t.Errorf("plan %v is not nearest first", plan)
		}
	}
	for h, hl := range m.Highlights() {
		if hl.Kind == HLDest && !in[h] && h != from && near(h) < near(plan[len(plan)-1]) {
			t.Errorf("lit %s is nearer the British (%d) than the plan's last %s (%d)", h, near(h), plan[len(plan)-1], near(plan[len(plan)-1]))
		}
	}
	before, acts := m.Game().ZulusAt(from), len(m.Actions)
	m.Press("send")
	if m.IsError {
		t.Fatalf("send refused: %s", m.Info)
	}
	if got := m.Game().ZulusAt(from); got != before-SendBatch {
		t.Fatalf("%d Zulus left in %s, want %d", got, from, before-SendBatch)
	}
	for k, h := range plan {
		a := m.Actions[acts+k]
		if a.Kind != isandlwana.ActZuluMove || a.From != from || a.To != h || m.Game().ZulusAt(h) != 1 {
			t.Errorf("move %d is %v (%d Zulus in %s), want %s→%s", k, a, m.Game().ZulusAt(h), h, from, h)
		}
	}
	if !strings.Contains(m.Info, "Sent 5 Zulus from 1601") {
		t.Errorf("info %q", m.Info)
	}
	if m.Sel.Hex != from {
		t.Errorf("selection moved to %s", m.Sel.Hex)
	}
	m.Press("undo")
	if m.Game().ZulusAt(plan[4]) != 0 || m.Game().ZulusAt(plan[3]) != 1 || m.Game().ZulusAt(from) != before-SendBatch+1 {
		t.Error("undo did not take back just the last Zulu sent")
	}
	// Pressing on empties the hex; then the button goes.
	m.ClickHex(from)
	for n := 0; n < 10 && m.KeyButton("G") == "send"; n++ {
		m.Press("send")
	}
	if left := m.Game().ZulusAt(from) - m.Game().Spent[m.Game().Map().Index(from)]; left != 0 || m.KeyButton("G") != "" {
		t.Errorf("%d Zulus still to move in %s, G presses %q", left, from, m.KeyButton("G"))
	}
}

// The Send button belongs to Zulu movement from an onrush hex only.
func TestSendIsOfferedOnlyFromAnOnrushHexInZuluMovement(t *testing.T) {
	m := hotseat(t)
	if m.KeyButton("G") != "" {
		t.Error("send offered in the set-up")
	}
	toZuluMove(t, m)
	if m.KeyButton("G") != "" {
		t.Error("send offered with nothing selected")
	}
	m.ClickHex(hexmap.H(16, 1))
	m.ClickHex(m.SendPlan(1)[0])
	m.ClickHex(m.Actions[len(m.Actions)-1].To) // the lone Zulu just moved
	if m.KeyButton("G") != "" {
		t.Error("send offered from a hex of one Zulu")
	}
}
