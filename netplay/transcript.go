package netplay

import (
	"encoding/json"
	"fmt"

	"github.com/galleria-games/galleria/engine"
)

// Transcript returns the match's log records as their authors signed them,
// in log order: the start, every move, commitment and reveal, every roster
// change. VerifyTranscript checks one anywhere, without the peers.
func (p *Peer) Transcript() [][]byte {
	p.mu.Lock()
	defer p.mu.Unlock()
	out := make([][]byte, len(p.log))
	for i, raw := range p.log {
		out[i] = append([]byte(nil), raw...)
	}
	return out
}

// MaxTranscript caps the records VerifyTranscript takes.
const MaxTranscript = 20000

// VerifyTranscript checks a transcript as a peer that plays no seat
// would: every record's signature, each record by a peer the roster lets
// author it, every move legal for its seat at its step, every reveal true
// to its commitment, every chance outcome from the nonces. It returns the
// match the transcript plays and its last roster (who signed for which
// seat), or an error naming the first record that fails.
func VerifyTranscript(recs [][]byte) (*engine.Match, *Setup, error) {
	if len(recs) == 0 {
		return nil, nil, fmt.Errorf("transcript: no records")
	}
	if len(recs) > MaxTranscript {
		return nil, nil, fmt.Errorf("transcript: %d records, at most %d", len(recs), MaxTranscript)
	}
	first, err := decode(recs[0])
	if err != nil {
		return nil, nil, fmt.Errorf("transcript: record 0: %v", err)
	}
	if first.Kind != kindStart || first.Setup == nil {
		return nil, nil, fmt.Errorf("transcript: record 0 is a %s message, not the start", clip(first.Kind))
	}
	id, err := NewIdentity(nil)
	if err != nil {
		return nil, nil, err
	}
	seed, _ := id.MarshalText()
	st := &MemStore{}
	m := meta{Version: metaVersion, Key: string(seed), Name: "verifier", Match: first.Match, Started: true, Records: len(recs)}
	b, err := json.Marshal(m)
	if err != nil {
		return nil, nil, err
	}
	st.Save(storeMeta, b)
	for i, raw := range recs {
		st.Save(storeRecord(i), raw)
	}
	p, err := Restore(Config{Store: st})
	if err != nil {
		return nil, nil, fmt.Errorf("transcript: %v", trimRestore(err))
	}
	p.mu.Lock()
	setup := p.setup.clone()
	p.mu.Unlock()
	return p.EngineMatch(), setup, nil
}

// trimRestore drops Restore's "restore: " from its errors.
func trimRestore(err error) string {
	const pre = "restore: "
	s := err.Error()
	if len(s) > len(pre) && s[:len(pre)] == pre {
		return s[len(pre):]
	}
	return s
}
