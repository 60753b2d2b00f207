package online_test

import (
	"math/rand/v2"
	"testing"

	"github.com/galleria-games/galleria/game"
	"github.com/galleria-games/galleria/game/replaylink"
)

// TestSignedReplayFile: the replay file of an online match carries its
// signed transcript; opened on another page it verifies; a record with a
// changed byte, a record left out, or another match's transcript with
// this log do not, and the viewer says so.
func TestSignedReplayFile(t *testing.T) {
	host, guest, net := onlineMatch(t, nil, false)
	rng := rand.New(rand.NewPCG(5, 27))
	playUntil(t, "the results", rng, atResults(host, guest), host, guest)
	var tr game.Transcripts = host.o
	m, recs := tr.SignedMatch()
	if m == nil || len(recs) == 0 {
		t.Fatal("the finished match has no signed transcript")
	}
	// The results' Watch replay: the match, its signatures checked.
	for _, p := range []*player{host, guest} {
		p.d.Click("results:replay")
		st := p.status()
		if st.Scene != "replay" || st.Replay == nil || st.Replay.Signed != "verified" || st.Replay.Steps != len(m.Steps) {
			t.Fatalf("%s: Watch replay shows %s %+v", p.name, st.Scene, st.Replay)
		}
		p.d.Click("replay:close")
		if sc := p.status().Scene; sc != "results" {
			t.Fatalf("%s: Close leads to %s", p.name, sc)
		}
		if !p.has("results:download") {
			t.Fatalf("%s: the results offer no replay file", p.name)
		}
	}
	viewer := newPlayer(t, "viewer", net, "https://example.test/galleria/", nil, nil)
	open := func(data []byte) game.Status {
		t.Helper()
		viewer.d.App.OpenReplayFile(data)
		pump(t, "the viewer", func() bool { return viewer.status().Scene == "replay" }, nil, viewer)
		st := viewer.status()
		if st.Replay == nil {
			t.Fatalf("the file did not open: %s", frameText(viewer))
		}
		viewer.d.Click("replay:close")
		return st
	}
	t.Logf("%d steps, %d signed records: replay file %d bytes signed, %d without", len(m.Steps), len(recs), len(replaylink.SignedFile(m, recs)), len(replaylink.File(m)))
	if st := open(replaylink.SignedFile(m, recs)); st.Replay.Signed != "verified" || st.Replay.Steps != len(m.Steps) {
		t.Fatalf("the signed file: %+v", st.Replay)
	}
	changed := make([][]byte, len(recs))
	for i, r := range recs {
		changed[i] = append([]byte(nil), r...)
	}
	mid := len(changed) / 2
	changed[mid][len(changed[mid])-4] ^= 1
	dropped := append(append([][]byte(nil), recs[:mid]...), recs[mid+1:]...)

	// Another match's transcript (a shorter one: the first 40 records) with
	// this log.
	other := recs[:40]
	for _, c := range []struct {
		name string
		recs [][]byte
	}{{"a changed byte", changed}, {"a record left out", dropped}, {"another match's moves", other}} {
		if st := open(replaylink.SignedFile(m, c.recs)); st.Replay.Signed != "failed" {
			t.Errorf("%s: signed %q, want failed", c.name, st.Replay.Signed)
		}
	}
	if st := open(replaylink.File(m)); st.Replay.Signed != "" {
		t.Errorf("an unsigned file: signed %q", st.Replay.Signed)
	}
}
