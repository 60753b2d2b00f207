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
// line SignedMark, then one line "#s <base64url(record)>" per record. Tools
// that read logs take those lines for comments. The client checks the
// transcript with netplay (the online build): it must play the log's very
// moves.

// SignedMark opens a replay file's signed part.
const SignedMark = "# galleria signed transcript 1"

const recordPrefix = "#s "

// MaxFileBytes bounds a replay file (a signed transcript makes it several
// times larger than its log).
const MaxFileBytes = 4 << 20

// SignedFile is the replay file of an online match: its log, then its
// transcript.
func SignedFile(m *engine.Match, records [][]byte) []byte {
	var b bytes.Buffer
	b.WriteString(engine.FormatLog(m))
	b.WriteString(SignedMark + "\n")
	for _, r := range records {
		b.WriteString(recordPrefix)
		b.WriteString(base64.RawURLEncoding.EncodeToString(r))
		b.WriteByte('\n')
	}
	return b.Bytes()
}

// transcript reads a file's signed part, if it has one: every line after
// SignedMark must be a record (or blank).
func transcript(data []byte) ([][]byte, error) {
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 0, 64<<10), MaxFileBytes)
	var recs [][]byte
	in, line := false, 0
	for sc.Scan() {
		line++
		s := strings.TrimRight(sc.Text(), "\r")
		switch {
		case !in:
			in = s == SignedMark
		case strings.TrimSpace(s) == "":
		case strings.HasPrefix(s, recordPrefix):
			r, err := base64.RawURLEncoding.Strict().DecodeString(s[len(recordPrefix):])
			if err != nil {
				return nil, fail(srcFile, "line "+itoa(line), "a signed record that is not base64url (the file was altered)")
			}
			recs = append(recs, r)
		default:
			return nil, fail(srcFile, "line "+itoa(line), "not a signed record: the signed part holds only lines %q", recordPrefix+"…")
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fail(srcFile, "", "%v", err)
	}
	if in && len(recs) == 0 {
		return nil, fail(srcFile, "", "its signed part holds no record")
	}
	return recs, nil
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
