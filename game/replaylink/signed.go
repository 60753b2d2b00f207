package replaylink

import (
	"bufio"
	"bytes"
	"encoding/base64"
	"strings"

	"github.com/galleria-games/galleria/engine"
)

// A replay file of an online match carries the match's signed transcript
// (netplay's log records, each as its author signed it) after the log: a
// line SignedMark, then one line "#s <base64url(record)>" per record, then
// one line "#c <base64url(message)>" per chat message (each as its author
// signed it, oldest first; a file made before the chat was kept has none).
// Tools that read logs take those lines for comments. The client checks the
// transcript with netplay (the online build): it must play the log's very
// moves; and the chat messages must verify against its roster.

// SignedMark opens a replay file's signed part.
const SignedMark = "# galleria signed transcript 1"

const (
	recordPrefix = "#s "
	chatPrefix   = "#c "
)

// MaxFileBytes bounds a replay file (a signed transcript makes it several
// times larger than its log).
const MaxFileBytes = 4 << 20

// SignedFile is the replay file of an online match: its log, then its
// transcript.
func SignedFile(m *engine.Match, records [][]byte) []byte {
	return SignedChatFile(m, records, nil)
}

// SignedChatFile is the replay file of an online match with its chat: its
// log, its transcript, then its chat messages.
func SignedChatFile(m *engine.Match, records, chat [][]byte) []byte {
	var b bytes.Buffer
	b.WriteString(engine.FormatLog(m))
	b.WriteString(SignedMark + "\n")
	for _, part := range []struct {
		prefix string
		recs   [][]byte
	}{{recordPrefix, records}, {chatPrefix, chat}} {
		for _, r := range part.recs {
			b.WriteString(part.prefix)
			b.WriteString(base64.RawURLEncoding.EncodeToString(r))
			b.WriteByte('\n')
		}
	}
	return b.Bytes()
}

// signedPart is what a file's signed part holds.
type signedPart struct {
	recs     [][]byte
	chat     [][]byte
	chatLine []int // the file's line of each chat message
}

// transcript reads a file's signed part, if it has one: every line after
// SignedMark must be a record, then a chat message (or blank).
func transcript(data []byte) (signedPart, error) {
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 0, 64<<10), MaxFileBytes)
	var sp signedPart
	in, line := false, 0
	for sc.Scan() {
		line++
		s := strings.TrimRight(sc.Text(), "\r")
		where := "line " + itoa(line)
		switch {
		case !in:
			in = s == SignedMark
		case strings.TrimSpace(s) == "":
		case strings.HasPrefix(s, recordPrefix):
			if len(sp.chat) > 0 {
				return signedPart{}, fail(srcFile, where, "a signed record after the chat (the file was altered)")
			}
			r, err := base64.RawURLEncoding.Strict().DecodeString(s[len(recordPrefix):])
			if err != nil {
				return signedPart{}, fail(srcFile, where, "a signed record that is not base64url (the file was altered)")
			}
			sp.recs = append(sp.recs, r)
		case strings.HasPrefix(s, chatPrefix):
			r, err := base64.RawURLEncoding.Strict().DecodeString(s[len(chatPrefix):])
			if err != nil {
				return signedPart{}, fail(srcFile, where, "a chat message that is not base64url (the file was altered)")
			}
			sp.chat = append(sp.chat, r)
			sp.chatLine = append(sp.chatLine, line)
		default:
			return signedPart{}, fail(srcFile, where, "not a signed record: the signed part holds only lines %q and %q", recordPrefix+"…", chatPrefix+"…")
		}
	}
	if err := sc.Err(); err != nil {
		return signedPart{}, fail(srcFile, "", "%v", err)
	}
	if in && len(sp.recs) == 0 {
		return signedPart{}, fail(srcFile, "", "its signed part holds no record")
	}
	return sp, nil
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var d []byte
	for ; n > 0; n /= 10 {
		d = append([]byte{byte('0' + n%10)}, d...)
	}
	return string(d)
}
