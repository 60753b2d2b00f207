package replaylink

import (
	"bytes"
	"strings"
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

// TestSignedChatFile: a signed file with chat messages reads back with the
// same messages, byte for byte, and the line of each; the log reader still
// takes the signed part for comments; a damaged chat line, or a record after
// the chat, is refused naming its line.
func TestSignedChatFile(t *testing.T) {
	m, _ := botMatch(t, "mallornothing", 5)
	recs := [][]byte{{1, 2, 3}, {4, 5}}
	chat := [][]byte{{0, 255, 10}, []byte("<b>x</b>")}
	f := SignedChatFile(m, recs, chat)
	r, err := DecodeFile(f)
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Transcript) != 2 || len(r.Chat) != 2 || !bytes.Equal(r.Chat[0], chat[0]) || !bytes.Equal(r.Chat[1], chat[1]) {
		t.Fatalf("transcript %v, chat %v", r.Transcript, r.Chat)
	}
	lines := bytes.Split(f, []byte("\n"))
	for i, at := range r.ChatAt {
		if !bytes.HasPrefix(lines[at-1], []byte(chatPrefix)) {
			t.Errorf("chat message %d: line %d is %q", i, at, lines[at-1])
		}
	}
	if lm, err := engine.ParseLog(bytes.NewReader(f)); err != nil || engine.FormatLog(lm) != engine.FormatLog(m) {
		t.Fatalf("the log reader on a file with chat: %v", err)
	}
	if old, err := DecodeFile(SignedFile(m, recs)); err != nil || old.Chat != nil || len(old.Transcript) != 2 {
		t.Fatalf("a signed file without chat: %v, chat %v", err, old.Chat)
	}
	last := len(lines) - 1 // the file ends with a new line
	bad := bytes.Join(append(lines[:last-1:last-1], []byte("#c not*base64")), []byte("\n"))
	if _, err := DecodeFile(bad); err == nil || !strings.Contains(err.Error(), "line "+itoa(last)+": a chat message that is not base64url") {
		t.Errorf("a damaged chat line: %v", err)
	}
	after := append(append([]byte(nil), f...), "#s AQI\n"...)
	if _, err := DecodeFile(after); err == nil || !strings.Contains(err.Error(), "a signed record after the chat") {
		t.Errorf("a record after the chat: %v", err)
	}
}
