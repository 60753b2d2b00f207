package replaylink

import (
	"bytes"
	"testing"

	"github.com/galleria-games/galleria/engine"
)

// TestSignedFile: a signed file reads back as its log's replay with the
// same transcript, records byte for byte; the tools' log reader takes the
// signed part for comments; a file without one has no transcript.
func TestSignedFile(t *testing.T) {
	m, _ := botMatch(t, "mallornothing", 5)
	// Bytes that are not text (a newline, a carriage return, 0xff) and a
	// long record.
	recs := [][]byte{{1, 0, 255, 10, 13}, bytes.Repeat([]byte{7}, 300)}
	f := SignedFile(m, recs)
	r, err := DecodeFile(f)
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Transcript) != len(recs) || !bytes.Equal(r.Transcript[0], recs[0]) || !bytes.Equal(r.Transcript[1], recs[1]) {
		t.Fatalf("transcript %v, want %v", r.Transcript, recs)
	}
	if engine.FormatLog(r.Match) != engine.FormatLog(m) {
		t.Fatal("the log read back differs")
	}
	if lm, err := engine.ParseLog(bytes.NewReader(f)); err != nil || engine.FormatLog(lm) != engine.FormatLog(m) {
		t.Fatalf("the log reader on a signed file: %v", err)
	}
	plain, err := DecodeFile(File(m))
	if err != nil || plain.Transcript != nil {
		t.Fatalf("a plain file: %v, transcript %v", err, plain.Transcript)
	}
}
