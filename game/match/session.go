// Package match runs a local match (solo against bots, or hotseat) for the
// client: it owns the options, the log and the engine state, resolves chance
// with a seeded generator, lets bots move after a short delay, and saves
// everything as options + log so a reload resumes the same step. It decides no
// rule: every move goes through the engine.
package match

import (
	"crypto/rand"
	"encoding/binary"
	"encoding/json"
	"fmt"
	mrand "math/rand/v2"
	"strings"
	"time"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/bot"
	"github.com/galleria-games/galleria/engine/games"
)

// Kind of a seat.
type Kind string

const (
	Human Kind = "human"
	Bot   Kind = "bot"
)

// Seat says who plays a seat.
type Seat struct {
	Kind Kind   `json:"kind"`
	Bot  string `json:"bot,omitempty"` // bot name for Bot seats
	Name string `json:"name"`
}

// Config is everything a match is created from.
type Config struct {
	Game    string         `json:"game"`
	Options engine.Options `json:"options"`
	Seats   []Seat         `json:"seats"`
	Seed    uint64         `json:"seed"` // chance and bots draw from it; 0 = pick one
}

// SaveVersion is the version of the saved-match format.
const SaveVersion = 1

type saved struct {
	Format  string `json:"format"`
	Version int    `json:"version"`
	Config  Config `json:"config"`
	Log     string `json:"log"`
}

// Session is a match in progress.
type Session struct {
	cfg   Config
	game  engine.Game
	match engine.Match
	st    engine.State
	bots  []bot.Bot
	pace  Pacer
	// Delay is how long a bot waits before its move is applied.
	Delay time.Duration
}

// New starts a match. A zero seed is replaced by a random one.
func New(cfg Config) (*Session, error) {
	g, err := games.Lookup(cfg.Game)
	if err != nil {
		return nil, err
	}
	opts, err := g.Normalize(cfg.Options)
	if err != nil {
		return nil, err
	}
	cfg.Options = opts
	if cfg.Seed == 0 {
		var b [8]byte
		if _, err := rand.Read(b[:]); err != nil {
			return nil, err
		}
		cfg.Seed = binary.LittleEndian.Uint64(b[:]) | 1
	}
	st, err := g.New(opts)
	if err != nil {
		return nil, err
	}
	if len(cfg.Seats) != st.Seats() {
		return nil, fmt.Errorf("%d seats configured, the game has %d", len(cfg.Seats), st.Seats())
	}
	s := &Session{cfg: cfg, game: g, st: st, Delay: 600 * time.Millisecond,
		match: engine.Match{Game: g.Name(), Options: opts}}
	s.bots = make([]bot.Bot, len(cfg.Seats))
	for i, seat := range cfg.Seats {
		switch seat.Kind {
		case Human:
		case Bot:
			if s.bots[i], err = bot.New(seat.Bot); err != nil {
				return nil, fmt.Errorf("seat %d: %v", i, err)
			}
		default:
			return nil, fmt.Errorf("seat %d: kind %q (human or bot)", i, seat.Kind)
		}
	}
	return s, nil
}

// Load resumes a saved match: the log is replayed step by step.
func Load(data []byte) (*Session, error) {
	var sv saved
	if err := json.Unmarshal(data, &sv); err != nil {
		return nil, fmt.Errorf("saved match: %v", err)
	}
	if sv.Format != "galleria-save" || sv.Version != SaveVersion {
		return nil, fmt.Errorf("saved match: format %q version %d is not galleria-save %d", sv.Format, sv.Version, SaveVersion)
	}
	if sv.Config.Seed == 0 {
		return nil, fmt.Errorf("saved match: no seed")
	}
	s, err := New(sv.Config)
	if err != nil {
		return nil, fmt.Errorf("saved match: %v", err)
	}
	m, err := engine.ParseLog(strings.NewReader(sv.Log))
	if err != nil {
		return nil, fmt.Errorf("saved match log: %v", err)
	}
	if m.Game != s.match.Game || m.Options.String() != s.match.Options.String() {
		return nil, fmt.Errorf("saved match: the log is for %s %s, the config for %s %s",
			m.Game, m.Options, s.match.Game, s.match.Options)
	}
	for _, step := range m.Steps {
		if err := s.apply(step.Seat, step.Move); err != nil {
			return nil, fmt.Errorf("saved match log: line %d: %v", step.Line, err)
		}
	}
	return s, nil
}

// Save returns the match as JSON: the config (with its seed) and the log.
func (s *Session) Save() []byte {
	b, _ := json.Marshal(saved{Format: "galleria-save", Version: SaveVersion, Config: s.cfg, Log: engine.FormatLog(&s.match)})
	return b
}

// Config returns the match's configuration (options normalized, seed set).
func (s *Session) Config() Config { return s.cfg }

// State is the full engine state. The UI shows only views of it.
func (s *Session) State() engine.State { return s.st }

// Steps is the log so far.
func (s *Session) Steps() []engine.Step { return s.match.Steps }

// Step is the number of steps played.
func (s *Session) Step() int { return len(s.match.Steps) }

// Over reports whether the game has ended.
func (s *Session) Over() bool { return s.st.Decision().Kind == engine.Terminal }

// HumansToAct lists the human seats that must move now.
func (s *Session) HumansToAct() []int {
	d := s.st.Decision()
	var out []int
	for _, seat := range d.Seats {
		if s.cfg.Seats[seat].Kind == Human {
			out = append(out, seat)
		}
	}
	return out
}

// BotToAct is the bot seat that moves next, or -1.
func (s *Session) BotToAct() int {
	d := s.st.Decision()
	if d.Kind != engine.Turn && d.Kind != engine.Simultaneous {
		return -1
	}
	for _, seat := range d.Seats {
		if s.cfg.Seats[seat].Kind == Bot {
			return seat
		}
	}
	return -1
}

// rng gives the generator for the next step: derived from the seed and the
// step number, so a resumed match draws what it would have drawn.
func (s *Session) rng(stream uint64) *mrand.Rand {
	return mrand.New(mrand.NewPCG(s.cfg.Seed, uint64(len(s.match.Steps))<<1|stream))
}

// Play applies a human seat's move.
func (s *Session) Play(seat int, move string) error {
	if seat < 0 || seat >= len(s.cfg.Seats) || s.cfg.Seats[seat].Kind != Human {
		return fmt.Errorf("seat %d is not a human seat", seat)
	}
	return s.apply(seat, move)
}

func (s *Session) apply(seat int, move string) error {
	if err := s.st.Apply(seat, move); err != nil {
		return err
	}
	s.match.Steps = append(s.match.Steps, engine.Step{Seat: seat, Move: move})
	s.pace.Reset()
	return nil
}

// Advance resolves every pending chance event at once and, when a bot must
// move and its delay since the last step has passed, plays its move. It
// returns how many steps it applied. Call it from the UI loop with the current
// time; it never blocks for the delay.
func (s *Session) Advance(now time.Time) (int, error) {
	n := 0
	for {
		d := s.st.Decision()
		switch d.Kind {
		case engine.Terminal:
			return n, nil
		case engine.ChanceNode:
			m, err := bot.PickChance(s.st.ChanceOutcomes(), s.rng(0))
			if err != nil {
				return n, err
			}
			if err := s.apply(engine.Chance, m); err != nil {
				return n, err
			}
			n++
			continue
		}
		seat := s.BotToAct()
		if seat < 0 {
			return n, nil
		}
		if !s.pace.Ready(now, s.Delay) {
			return n, nil
		}
		m, err := s.bots[seat].Choose(s.st.View(seat), seat, s.rng(1))
		if err != nil {
			return n, fmt.Errorf("bot of seat %d: %v", seat, err)
		}
		if err := s.apply(seat, m); err != nil {
			return n, fmt.Errorf("bot of seat %d: %v", seat, err)
		}
		n++
		// One bot move per call, so the UI can show it before the next.
		s.pace.Moved(now, s.Delay)
	}
}
