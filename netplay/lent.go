package netplay

import (
	"bytes"
	"crypto/ed25519"
	"encoding/json"
)

// Lending is a seat lent to the host's bot at a time-out (TimeOut): the bot
// made the seat's decision at Step (the step its move or sealed round
// completes).
type Lending struct {
	Seat int
	Step int
}

// Lendings lists the time-outs in the log records from index from on, in
// log order, and returns the count of records it read: the UI passes it
// back next time. A from past the log (the log went back, as after a host
// takeover) reads it from the start. A roster record that keeps a seat lent
// lists it again with the same step.
func (p *Peer) Lendings(from int) ([]Lending, int) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if from < 0 || from > len(p.log) {
		from = 0
	}
	var out []Lending
	for _, raw := range p.log[from:] {
		if len(raw) <= 1+ed25519.SignatureSize || !bytes.Contains(raw, []byte(`"lent":`)) {
			continue
		}
		// The records in the log were checked when they came in.
		var b struct {
			Kind  string `json:"k"`
			Setup *Setup `json:"setup"`
		}
		if json.Unmarshal(raw[1+ed25519.SignatureSize:], &b) != nil || b.Kind != kindRoster || b.Setup == nil {
			continue
		}
		for i, s := range b.Setup.Seats {
			if s.Lent > 0 {
				out = append(out, Lending{Seat: i, Step: b.Setup.Step})
			}
		}
	}
	return out, len(p.log)
}
