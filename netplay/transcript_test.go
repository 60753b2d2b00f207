package netplay

import (
	"strings"
	"testing"

	"github.com/galleria-games/galleria/engine"
)

// TestVerifyTranscript: the transcript of a whole match with two guests
// verifies to the same match as every peer's log, its records in any
// order; a changed byte, a bad signature, a record left out, a record
// signed by a peer who may not author it, and junk are refused, each with
// the record named.
func TestVerifyTranscript(t *testing.T) {
	n := newTestNet(t)
	host, gs := lobby(t, n, 4, 2)
	peers := append([]*Peer{host}, gs...)
	n.run(peers, 100000)
	mustOver(t, peers)
	recs := host.Transcript()
	m, setup, err := VerifyTranscript(recs)
	if err != nil {
		t.Fatalf("the host's transcript: %v", err)
	}
	want := host.EngineMatch()
	if engine.FormatLog(m) != engine.FormatLog(want) || setup.Match != host.Match() || len(setup.Peers) != 3 {
		t.Fatalf("verified match differs: %d steps (want %d), roster %+v", len(m.Steps), len(want.Steps), setup)
	}
	if _, _, err := VerifyTranscript(gs[1].Transcript()); err != nil {
		t.Fatalf("a guest's transcript: %v", err)
	}
	t.Logf("%d records for %d steps", len(recs), len(m.Steps))

	clone := func() [][]byte {
		out := make([][]byte, len(recs))
		for i, r := range recs {
			out[i] = append([]byte(nil), r...)
		}
		return out
	}
	mid := len(recs) / 2
	flipped := clone()
	flipped[mid][len(flipped[mid])-5] ^= 1
	sig := clone()
	sig[mid][10] ^= 1
	cut := clone()[:mid]
	dropped := append(clone()[:mid], clone()[mid+1:]...)
	swapped := clone()
	swapped[mid], swapped[mid+40] = swapped[mid+40], swapped[mid]
	// A record re-signed by a peer that is not its author: the other
	// guest signs guest 1's move as its own.
	forged := clone()
	for i := 1; i < len(forged); i++ {
		msg, err := decode(forged[i])
		if err != nil || msg.Kind != kindMove || msg.From != gs[0].key {
			continue
		}
		b := msg.body
		b.From = gs[1].key
		raw, err := encode(gs[1].cfg.Identity, b)
		if err != nil {
			t.Fatal(err)
		}
		forged[i] = raw
		break
	}
	for _, c := range []struct {
		name string
		recs [][]byte
		want string
	}{
		{"nothing", nil, "no records"},
		{"junk", [][]byte{[]byte("hello")}, "record 0"},
		{"not the start", clone()[1:], "record 0"},
		{"changed byte", flipped, "record"},
		{"bad signature", sig, "record"},
		{"record left out", dropped, "record"},
		{"signed by another guest", forged, "record"},
	} {
		_, _, err := VerifyTranscript(c.recs)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want an error naming %q", c.name, err, c.want)
		}
	}
	// Order is not what is signed: each record names its step, and a
	// record that comes early waits for its turn, so records out of order
	// play the same match.
	if m, _, err := VerifyTranscript(swapped); err != nil || engine.FormatLog(m) != engine.FormatLog(want) {
		t.Errorf("records out of order: %v, or another match", err)
	}
	// A cut transcript is a shorter match, not an error: it verifies as far
	// as it goes.
	if m, _, err := VerifyTranscript(cut); err != nil || len(m.Steps) >= len(want.Steps) {
		t.Errorf("a cut transcript: %v (%d steps)", err, len(m.Steps))
	}
}
