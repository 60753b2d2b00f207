package online

import (
	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/netplay"
)

// SignedMatch is the open match's log and signed transcript
// (game.Transcripts).
func (o *Online) SignedMatch() (*engine.Match, [][]byte) {
	if o.m == nil || o.m.peer == nil {
		return nil, nil
	}
	return o.m.peer.EngineMatch(), o.m.peer.Transcript()
}

// VerifyTranscript checks a replay file's transcript (game.Transcripts):
// the match it plays and the names of its peers.
func (o *Online) VerifyTranscript(records [][]byte) (*engine.Match, []string, error) {
	m, setup, err := netplay.VerifyTranscript(records)
	if err != nil {
		return nil, nil, err
	}
	var names []string
	for _, p := range setup.Peers {
		names = append(names, p.Name)
	}
	return m, names, nil
}
