// Package replaylink turns a match log into a replay link or a replay file
// and back. A link carries the log in the URL fragment, which the browser
// never sends to a server:
//
//	#replay=1<base64url(deflate(log))>
//
// where 1 is the link's version and log is the canonical text of the match
// log (engine.FormatLog, docs/log-format.md). A file is the plain log text,
// the one `galleria replay` reads, so files go both ways between the tools
// and the client.
//
// Decoding is strict and never panics: a cut or altered link, a wrong
// version, an unknown game, bad options, a step the rules refuse, a log
// larger than MaxLogBytes or bytes after the end each give an error that
// says what is wrong and where. Every step is replayed on the engine, so a
// Replay that decodes is a match the rules accept.
//
// A link says what was played, not who signed it; an online match's
// replay file also carries its signed transcript (signed.go).
//
// The package does not import ebiten: tools and tests use it as well as the
// client.
package replaylink

import (
	"bytes"
	"compress/flate"
	"encoding/base64"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/games"
)

// Version is the link format's version, the first character after
// "replay=".
const Version = '1'

// Key is the fragment's key: a link's fragment is Key, "=", the version and
// the data.
const Key = "replay"

// MaxLogBytes bounds the log a link or a file may hold once inflated: a
// decoder never allocates more than this for the text, whatever the link
// says (a decompression bomb is refused at this size).
const MaxLogBytes = 1 << 20

// maxLinkBytes bounds the encoded part of a link before anything is
// decoded. Deflate does not shrink a log more than about 1:1000, so a link
// over this size cannot hold a log under MaxLogBytes either way; the bound
// only keeps base64 from allocating for nothing.
const maxLinkBytes = MaxLogBytes

// LinkLimit is the longest link (the whole fragment, "#replay=1…") the
// client offers as a link; over it, "Share replay" offers the file
// download instead. 2000 keeps the whole address (the page's own address
// is under 50 characters) within the 2,048 characters that many tools
// still take as the most a URL may have (mail clients, chat previews,
// link checkers), and it holds every bot game of three of the four games
// and six in seven of the fourth's (its longest links pass it) (docs/replays.md has
// the figures: go test ./game/replaylink -run Length -v).
const LinkLimit = 2000

// Replay is a match that decoded and replayed: its log, its game, its
// normalized options and the state after each step (States[0] is the
// initial state, States[len(Match.Steps)] the last).
type Replay struct {
	Match   *engine.Match
	Game    engine.Game
	Options engine.Options
	States  []engine.State
	// Transcript is the signed transcript of an online match's replay file
	// (nil for an unsigned replay): netplay checks it (signed.go).
	Transcript [][]byte
	// Chat is the signed chat messages of an online match's replay file,
	// oldest first (nil if it has none), and ChatAt the file's line of
	// each (0 for a replay not read from a file).
	Chat   [][]byte
	ChatAt []int
}

// Steps is the number of steps of the match.
func (r *Replay) Steps() int { return len(r.Match.Steps) }

// Final is the state after the last step.
func (r *Replay) Final() engine.State { return r.States[len(r.States)-1] }

// Over reports whether the match has ended.
func (r *Replay) Over() bool { return r.Final().Decision().Kind == engine.Terminal }

// Error is a link or file that does not decode: Source is "replay link" or
// "replay file", Where what part of it (a step, a line; "" for the whole),
// Err the reason.
type Error struct {
	Source string
	Where  string
	Err    error
}

func (e *Error) Error() string {
	if e.Where == "" {
		return e.Source + ": " + e.Err.Error()
	}
	return e.Source + ": " + e.Where + ": " + e.Err.Error()
}

func (e *Error) Unwrap() error { return e.Err }

const (
	srcLink = "replay link"
	srcFile = "replay file"
)

func fail(src, where, format string, a ...any) error {
	return &Error{Source: src, Where: where, Err: fmt.Errorf(format, a...)}
}

// Link is the fragment of m's replay link, "#replay=1…". m is written in
// its canonical form; it is not replayed (Decode checks it).
func Link(m *engine.Match) (string, error) {
	text := []byte(engine.FormatLog(m))
	if len(text) > MaxLogBytes {
		return "", fail(srcLink, "", "the log is %d bytes long, at most %d fit", len(text), MaxLogBytes)
	}
	var z bytes.Buffer
	w, err := flate.NewWriter(&z, flate.BestCompression)
	if err != nil {
		return "", err
	}
	if _, err := w.Write(text); err != nil {
		return "", err
	}
	if err := w.Close(); err != nil {
		return "", err
	}
	return "#" + Key + "=" + string(Version) + base64.RawURLEncoding.EncodeToString(z.Bytes()), nil
}

// File is m's replay file: the plain log text.
func File(m *engine.Match) []byte { return []byte(engine.FormatLog(m)) }

// HasLink reports whether a URL or a fragment carries a replay link (it may
// still not decode).
func HasLink(s string) bool {
	_, ok := fragment(s)
	return ok
}

// fragment finds "replay=…" in a URL ("https://…/#replay=1…"), a fragment
// ("#replay=1…") or the bare "replay=1…".
func fragment(s string) (string, bool) {
	if i := strings.IndexByte(s, '#'); i >= 0 {
		s = s[i+1:]
	}
	rest, ok := strings.CutPrefix(s, Key+"=")
	return rest, ok
}

// Decode reads a replay link (a URL, its fragment, or "replay=1…"),
// inflates the log and replays it.
func Decode(link string) (*Replay, error) {
	data, ok := fragment(link)
	if !ok {
		return nil, fail(srcLink, "", "no %q in it", "#"+Key+"=")
	}
	if data == "" {
		return nil, fail(srcLink, "", "it is empty after %q", Key+"=")
	}
	if v := data[0]; v != Version {
		return nil, fail(srcLink, "", "version %q is not one this client reads (it reads %q)", string(v), string(Version))
	}
	data = data[1:]
	if len(data) > maxLinkBytes {
		return nil, fail(srcLink, "", "it is %d characters long, at most %d allowed", len(data), maxLinkBytes)
	}
	z, err := base64.RawURLEncoding.Strict().DecodeString(data)
	if err != nil {
		var ce base64.CorruptInputError
		if errors.As(err, &ce) {
			return nil, fail(srcLink, "", "character %d of its data is not base64url (the link is cut or altered)", int64(ce)+1)
		}
		return nil, fail(srcLink, "", "not base64url: %v", err)
	}
	text, err := inflate(z)
	if err != nil {
		return nil, &Error{Source: srcLink, Err: err}
	}
	m, err := engine.ParseLog(bytes.NewReader(text))
	if err != nil {
		return nil, fail(srcLink, "", "the log inside does not read: %v", logWhere(err))
	}
	if canon := engine.FormatLog(m); canon != string(text) {
		return nil, fail(srcLink, "", "the log inside is not in canonical form (it was altered)")
	}
	return verify(srcLink, m)
}

// inflate reads a deflate stream, at most MaxLogBytes of it, and nothing
// after its end.
func inflate(z []byte) ([]byte, error) {
	src := bytes.NewReader(z)
	r := flate.NewReader(src)
	defer r.Close()
	var out bytes.Buffer
	n, err := io.Copy(&out, io.LimitReader(r, MaxLogBytes+1))
	if err != nil {
		if errors.Is(err, io.ErrUnexpectedEOF) {
			return nil, fmt.Errorf("the compressed log ends early after %d bytes (the link is cut)", out.Len())
		}
		return nil, fmt.Errorf("the compressed log is damaged after %d bytes: %v", out.Len(), err)
	}
	if n > MaxLogBytes {
		return nil, fmt.Errorf("the log inflates to more than %d bytes: refused as too large", MaxLogBytes)
	}
	if src.Len() > 0 {
		return nil, fmt.Errorf("%d bytes of junk follow the compressed log", src.Len())
	}
	return out.Bytes(), nil
}

// FromMatch checks a match played here (its log, as the client keeps it)
// by replaying it, and keeps its states, as Decode does for a link.
func FromMatch(m *engine.Match) (*Replay, error) {
	c := &engine.Match{Game: m.Game, Options: m.Options.Clone(), Steps: append([]engine.Step(nil), m.Steps...)}
	return verify("replay", c)
}

// DecodeFile reads a replay file (a match log in the plain-text format,
// comments and blank lines allowed) and replays it.
func DecodeFile(data []byte) (*Replay, error) {
	if len(data) > MaxFileBytes {
		return nil, fail(srcFile, "", "it is %d bytes long, at most %d allowed", len(data), MaxFileBytes)
	}
	sp, err := transcript(data)
	if err != nil {
		return nil, err
	}
	m, err := engine.ParseLog(bytes.NewReader(data))
	if err != nil {
		var le *engine.LogError
		if errors.As(err, &le) && le.Line > 0 {
			return nil, fail(srcFile, fmt.Sprintf("line %d", le.Line), "%v", le.Err)
		}
		return nil, fail(srcFile, "", "%v", logWhere(err))
	}
	r, err := verify(srcFile, m)
	if err != nil {
		return nil, err
	}
	r.Transcript, r.Chat, r.ChatAt = sp.recs, sp.chat, sp.chatLine
	return r, nil
}

// logWhere words a log parse error: "line 3: …".
func logWhere(err error) string {
	var le *engine.LogError
	if errors.As(err, &le) && le.Line > 0 {
		return fmt.Sprintf("line %d: %v", le.Line, le.Err)
	}
	return err.Error()
}

// verify replays m on the engine and keeps the state after every step.
func verify(src string, m *engine.Match) (*Replay, error) {
	g, err := games.Lookup(m.Game)
	if err != nil {
		return nil, fail(src, "", "%v", err)
	}
	opts, err := g.Normalize(m.Options)
	if err != nil {
		return nil, fail(src, "", "options: %v", err)
	}
	st, err := g.New(opts)
	if err != nil {
		return nil, fail(src, "", "options: %v", err)
	}
	states := make([]engine.State, 0, len(m.Steps)+1)
	states = append(states, st.Clone())
	for i, s := range m.Steps {
		where := fmt.Sprintf("step %d", i+1)
		if src == srcFile && s.Line > 0 {
			where = fmt.Sprintf("line %d: step %d", s.Line, i+1)
		}
		if st.Decision().Kind == engine.Terminal {
			return nil, fail(src, where, "the match is already over: %s comes after its end", s)
		}
		if err := st.Apply(s.Seat, s.Move); err != nil {
			return nil, fail(src, where, "%s cannot play %q: %v", engine.SeatName(s.Seat), s.Move, err)
		}
		states = append(states, st.Clone())
	}
	for i := range m.Steps {
		m.Steps[i].Line = 0
	}
	return &Replay{Match: m, Game: g, Options: opts, States: states}, nil
}
