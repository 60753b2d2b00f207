package online

import (
	"errors"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/game"
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

// SignedChat is the open match's chat messages, as signed
// (game.Transcripts).
func (o *Online) SignedChat() [][]byte {
	if o.m == nil || o.m.peer == nil {
		return nil
	}
	return o.m.peer.ChatRecords()
}

// VerifyChat checks a replay file's chat messages against its transcript
// (game.Transcripts).
func (o *Online) VerifyChat(records, chat [][]byte) ([]game.ReplayChat, int, error) {
	m, setup, err := netplay.VerifyTranscript(records)
	if err != nil {
		return nil, -1, err
	}
	lines, err := netplay.VerifyChat(setup, len(m.Steps), chat)
	if err != nil {
		bad := -1
		if ce := (*netplay.ChatError)(nil); errors.As(err, &ce) {
			bad = ce.Index
		}
		return nil, bad, err
	}
	out := make([]game.ReplayChat, len(lines))
	for i, l := range lines {
		out[i] = game.ReplayChat{Step: l.Step, Words: lineWords(l)}
	}
	return out, -1, nil
}
