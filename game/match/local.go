package match

import (
	"crypto/rand"
	"encoding/binary"
	"encoding/json"
	"fmt"
	mrand "math/rand/v2"
	"strings"

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

// Config is everything a local match is created from.
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

// Local is a match played on this device alone (solo against bots, or
// hotseat): the engine state, the log, and the seed that chance and the
// bots draw from. It is the Source of a local match's Driver, and what is
// saved: the config and the log.
type Local struct {
	cfg   Config
	match engine.Match
	st    engine.State
}

var _ Source = (*Local)(nil)

// NewLocal starts a local match. A zero seed is replaced by a random one.
func NewLocal(cfg Config) (*Local, error) {
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
	for i, seat := range cfg.Seats {
		switch seat.Kind {
		case Human:
		case Bot:
			if _, err := bot.New(seat.Bot); err != nil {
				return nil, fmt.Errorf("seat %d: %v", i, err)
			}
		default:
			return nil, fmt.Errorf("seat %d: kind %q (human or bot)", i, seat.Kind)
		}
	}
	return &Local{cfg: cfg, st: st, match: engine.Match{Game: g.Name(), Options: opts}}, nil
}

// New starts a local match and its driver (with hints).
func New(cfg Config) (*Driver, error) {
	l, err := NewLocal(cfg)
	if err != nil {
		return nil, err
	}
	return NewDriver(l, true), nil
}

// Load resumes a saved local match: the log is replayed step by step.
func Load(data []byte) (*Driver, error) {
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
	l, err := NewLocal(sv.Config)
	if err != nil {
		return nil, fmt.Errorf("saved match: %v", err)
	}
	m, err := engine.ParseLog(strings.NewReader(sv.Log))
	if err != nil {
		return nil, fmt.Errorf("saved match log: %v", err)
	}
	if m.Game != l.match.Game || m.Options.String() != l.match.Options.String() {
		return nil, fmt.Errorf("saved match: the log is for %s %s, the config for %s %s",
			m.Game, m.Options, l.match.Game, l.match.Options)
	}
	for _, step := range m.Steps {
		if err := l.Play(step.Seat, step.Move); err != nil {
			return nil, fmt.Errorf("saved match log: line %d: %v", step.Line, err)
		}
	}
	return NewDriver(l, true), nil
}

// Save returns the match as JSON: the config (with its seed) and the log.
func (l *Local) Save() []byte {
	b, _ := json.Marshal(saved{Format: "galleria-save", Version: SaveVersion, Config: l.cfg, Log: engine.FormatLog(&l.match)})
	return b
}

// Config returns the match's configuration (options normalized, seed set).
func (l *Local) Config() Config { return l.cfg }

func (l *Local) State() engine.State  { return l.st }
func (l *Local) Steps() []engine.Step { return l.match.Steps }
func (l *Local) DrawsChance() bool    { return true }
func (l *Local) Epoch() int           { return 0 }

// ToAct lists the seats the decision waits for: every seat is here.
func (l *Local) ToAct() []int {
	if d := l.st.Decision(); d.Kind == engine.Turn || d.Kind == engine.Simultaneous {
		return d.Seats
	}
	return nil
}

// Bot names the bot of a bot seat.
func (l *Local) Bot(seat int) string {
	if seat < 0 || seat >= len(l.cfg.Seats) || l.cfg.Seats[seat].Kind != Bot {
		return ""
	}
	return l.cfg.Seats[seat].Bot
}

// Play applies a move (a chance outcome for engine.Chance) and logs it.
func (l *Local) Play(seat int, move string) error {
	if err := l.st.Apply(seat, move); err != nil {
		return err
	}
	l.match.Steps = append(l.match.Steps, engine.Step{Seat: seat, Move: move})
	return nil
}

// Rand derives the generator from the seed and the step: chance and the
// bots draw what a resumed match would have drawn, and a hint draws from
// a stream of its own, apart from what the match draws.
func (l *Local) Rand(stream Stream) *mrand.Rand {
	step := uint64(len(l.match.Steps))
	if stream == StreamHint {
		return mrand.New(mrand.NewPCG(l.cfg.Seed^0x68696e74, step<<2|3))
	}
	return mrand.New(mrand.NewPCG(l.cfg.Seed, step<<1|uint64(stream)))
}
