// Package history keeps the last finished matches played on this device:
// for each, when it ended, the game and its options, the seats (names,
// persons or bots and their levels), the scores, places and winners, and
// the match log as a replay link (game/replaylink). It is kept as
// versioned JSON (Encode, Decode) under Key in the platform's settings
// store; see docs/history.md.
//
// Decoding is strict and never panics: data that is cut, altered, of
// another version, too large or holding a record that does not hold
// together gives an error that names what is wrong. The replay itself is
// decoded only when a record is opened (replaylink.Decode checks it then).
//
// The package does not import ebiten.
package history

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
	"time"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/games"
	"github.com/galleria-games/galleria/game/replaylink"
)

// Key is the settings key the history is kept under.
const Key = "galleria.history.v1"

// Version is the version of the stored format.
const Version = 1

// format names the stored JSON, so other data under the key is told apart.
const format = "galleria-history"

// Max is how many records a history keeps: adding one more drops the
// oldest.
const Max = 100

// MaxBytes bounds the stored text Decode reads. A hundred of the longest
// matches' records take well under a tenth of it.
const MaxBytes = 4 << 20

// Limits of a record's fields, so a record cannot grow without bound.
const (
	maxSeats   = 6
	maxName    = 64
	maxID      = 64
	maxReplay  = 2 * replaylink.MaxLogBytes
	maxOptions = 16
)

// Seat is one seat of a finished match. Bot is the bot's level or name
// ("easy", "normal", "hard", "greedy", "random", or another bot's
// name); it is empty for a person of this device.
type Seat struct {
	Name string `json:"name"`
	Bot  string `json:"bot,omitempty"`
	// Remote: a person at another device (an online match).
	Remote bool `json:"remote,omitempty"`
}

// Person reports whether the seat was a person's (not a bot).
func (s Seat) Person() bool { return s.Bot == "" }

// Record is one finished match. ID tells matches apart (the same match is
// recorded once); Places are the engine's final ranking (1 is first, equal
// places are ties); Replay is the match's replay link ("#replay=1…").
type Record struct {
	ID      string         `json:"id"`
	When    time.Time      `json:"when"`
	Game    string         `json:"game"`
	Options engine.Options `json:"options"`
	Seats   []Seat         `json:"seats"`
	Scores  []int64        `json:"scores"`
	Places  []int          `json:"places"`
	Winners []int          `json:"winners"`
	Replay  string         `json:"replay"`
}

// History is the records kept, newest first.
type History struct {
	Records []Record
}

// stored is the JSON form.
type stored struct {
	Format  string   `json:"format"`
	Version int      `json:"version"`
	Records []Record `json:"records"`
}

// Has reports whether a record with this ID is kept.
func (h *History) Has(id string) bool {
	for _, r := range h.Records {
		if r.ID == id {
			return true
		}
	}
	return false
}

// Add puts r first and drops the oldest records over Max. It refuses a
// record that does not hold together, and does nothing (false, nil) for
// one whose ID is kept already.
func (h *History) Add(r Record) (bool, error) {
	if err := r.check(); err != nil {
		return false, err
	}
	if h.Has(r.ID) {
		return false, nil
	}
	r.When = r.When.UTC()
	h.Records = append([]Record{r}, h.Records...)
	if len(h.Records) > Max {
		h.Records = h.Records[:Max]
	}
	return true, nil
}

// Encode is the history's stored text.
func (h *History) Encode() ([]byte, error) {
	recs := h.Records
	if recs == nil {
		recs = []Record{}
	}
	return json.Marshal(stored{Format: format, Version: Version, Records: recs})
}

// Decode reads a stored history. Empty data is an empty history.
func Decode(data []byte) (*History, error) {
	if len(bytes.TrimSpace(data)) == 0 {
		return &History{}, nil
	}
	if len(data) > MaxBytes {
		return nil, fmt.Errorf("history: %d bytes stored, at most %d are read", len(data), MaxBytes)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var s stored
	if err := dec.Decode(&s); err != nil {
		if errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, io.EOF) {
			return nil, fmt.Errorf("history: the stored text is cut short")
		}
		return nil, fmt.Errorf("history: not readable: %v", err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, fmt.Errorf("history: text after the end of the history")
	}
	if s.Format != format {
		return nil, fmt.Errorf("history: the format is %q, not %q", s.Format, format)
	}
	if s.Version != Version {
		return nil, fmt.Errorf("history: version %d, this client reads version %d", s.Version, Version)
	}
	if len(s.Records) > Max {
		return nil, fmt.Errorf("history: %d records, at most %d are kept", len(s.Records), Max)
	}
	seen := map[string]bool{}
	for i, r := range s.Records {
		if err := r.check(); err != nil {
			return nil, fmt.Errorf("history: record %d: %v", i+1, err)
		}
		if seen[r.ID] {
			return nil, fmt.Errorf("history: record %d: the match %q is there twice", i+1, r.ID)
		}
		seen[r.ID] = true
		if i > 0 && r.When.After(s.Records[i-1].When) {
			return nil, fmt.Errorf("history: record %d: later than the record before it (newest come first)", i+1)
		}
	}
	return &History{Records: s.Records}, nil
}

// check reports the first thing in r that does not hold together.
func (r *Record) check() error {
	if r.ID == "" || len(r.ID) > maxID {
		return fmt.Errorf("the match's id is empty or over %d bytes", maxID)
	}
	if r.When.IsZero() {
		return fmt.Errorf("no date")
	}
	if _, err := games.Lookup(r.Game); err != nil {
		return fmt.Errorf("unknown game %q", r.Game)
	}
	if len(r.Options) > maxOptions {
		return fmt.Errorf("%d options, at most %d", len(r.Options), maxOptions)
	}
	n := len(r.Seats)
	if n == 0 || n > maxSeats {
		return fmt.Errorf("%d seats, a match has 1 to %d", n, maxSeats)
	}
	for i, s := range r.Seats {
		if s.Name == "" || len(s.Name) > maxName {
			return fmt.Errorf("seat %d: the name is empty or over %d bytes", i+1, maxName)
		}
		if len(s.Bot) > maxName {
			return fmt.Errorf("seat %d: the bot's name is over %d bytes", i+1, maxName)
		}
	}
	if len(r.Scores) != n || len(r.Places) != n {
		return fmt.Errorf("%d seats but %d scores and %d places", n, len(r.Scores), len(r.Places))
	}
	for i, p := range r.Places {
		// A solo game's lone seat may be placed 2nd: behind the game's
		// own target, when it loses.
		if p < 1 || p > max(n, 2) {
			return fmt.Errorf("seat %d: place %d, not 1 to %d", i+1, p, max(n, 2))
		}
	}
	seen := map[int]bool{}
	for _, w := range r.Winners {
		if w < 0 || w >= n || seen[w] {
			return fmt.Errorf("winner %d: not a seat, or named twice", w)
		}
		seen[w] = true
	}
	if len(r.Replay) > maxReplay {
		return fmt.Errorf("the replay is %d bytes, at most %d", len(r.Replay), maxReplay)
	}
	if !strings.HasPrefix(r.Replay, "#"+replaylink.Key+"=") {
		return fmt.Errorf("the replay is not a replay link")
	}
	return nil
}

// MatchID is the ID of a local match: its seed and its log, hashed. A
// match has one ID however often its results are shown; a rematch has a
// new seed, so a new ID.
func MatchID(seed uint64, m *engine.Match) string {
	h := sha256.New()
	fmt.Fprintf(h, "%d\n", seed)
	io.WriteString(h, engine.FormatLog(m))
	return hex.EncodeToString(h.Sum(nil)[:12])
}

// NewRecord is the record of the finished match m (seats as they were,
// res its result), made at when.
func NewRecord(id string, when time.Time, m *engine.Match, seats []Seat, res *engine.Result) (Record, error) {
	if res == nil {
		return Record{}, fmt.Errorf("history: the match is not over")
	}
	link, err := replaylink.Link(m)
	if err != nil {
		return Record{}, err
	}
	r := Record{ID: id, When: when.UTC(), Game: m.Game, Options: m.Options.Clone(), Seats: slices.Clone(seats),
		Scores: slices.Clone(res.Scores), Places: slices.Clone(res.Places), Winners: slices.Clone(res.Winners), Replay: link}
	if r.Winners == nil {
		r.Winners = []int{}
	}
	if err := r.check(); err != nil {
		return Record{}, fmt.Errorf("history: %v", err)
	}
	return r, nil
}
