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
	// Budget bounds the thinking one Advance does (search bots and the
	// hint): it is called once per Advance and returns a function asked
	// before each chunk of Chunk iterations whether the call may go on.
	// Nil: DefaultSlice of wall time.
	Budget func() (more func() bool)
	// Chunk is the number of search iterations between two questions to
	// the budget (0: 1).
	Chunk int
	// Wall is the clock of think times (ThinkInfo.Wall); nil: time.Now.
	Wall func() time.Time

	think     *thinking // the bot's search under way, for one seat and step
	lastThink ThinkInfo // the last search a bot finished (or the one under way)
	hint      *hintThink
}

// DefaultSlice is how much wall time one Advance lets bots think by
// default: short enough for a page to draw its next frame on time (a
// page's Go runs on its one thread).
const DefaultSlice = 7 * time.Millisecond

// HintBot is the bot level that thinks of hints.
const HintBot = "hard"

// thinking is a search under way for the decision of one seat at one step.
type thinking struct {
	seat, step int
	th         *bot.Thought
	start      time.Time
	wall       time.Duration // wall time from the start to the end of the search
	slice      time.Duration // the longest Advance call that worked on it
}

// ThinkInfo describes a bot's search (Session.Think).
type ThinkInfo struct {
	Seat        int  // the bot's seat, -1: none yet
	Step        int  // the step it thinks about (its move becomes step Step+1)
	Done, Total int  // iterations run, and the budget
	Finished    bool // the search is over (the move waits only for the pacing delay, if at all)
	// Wall is the wall time from the search's first slice to its last
	// (so far, while it runs).
	Wall time.Duration
	// Slice is the longest single Advance call that worked on the search
	// (wall time, the call's other work included).
	Slice time.Duration
}

// hintThink is a hint under way or found, for one seat at one step.
type hintThink struct {
	seat, step int
	th         *bot.Thought
	err        error
}

// HintInfo is a hint (Session.Hint).
type HintInfo struct {
	Seat, Step  int
	Done, Total int
	Ready       bool        // the search is over: Move and Reason are set
	Move        string      // the move the hint suggests
	Reason      string      // why, in one line (bot.Thought.Reason)
	Why         engine.Note // Reason before it was put in words (bot.Thought.Why)
	Err         error
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
		match: engine.Match{Game: g.Name(), Options: opts}, lastThink: ThinkInfo{Seat: -1}}
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
	s.think = nil // a search is for one step
	s.hint = nil  // so is a hint
	return nil
}

// Advance resolves every pending chance event at once and, when a bot must
// move and its delay since the last step has passed, plays its move. It
// returns how many steps it applied. Call it from the UI loop with the current
// time; it never blocks for the delay.
//
// A search bot (bot.Thinker) thinks in slices: the first call at its
// decision starts a search, and each call runs it for the Budget (a few
// milliseconds) and returns; the move is played once the search is over and
// the delay has passed (the thinking counts toward the delay). A hint being
// thought of (StartHint) gets what is left of the budget. The move depends
// only on the seed and the step, never on the slicing: the search is the
// one bot.Bot.Choose runs, with the same generator.
func (s *Session) Advance(now time.Time) (int, error) {
	more := s.budget()
	n, err := s.advance(now, more)
	if err == nil && s.hint != nil && !s.hint.th.Done() {
		s.work(s.hint.th, more)
	}
	return n, err
}

func (s *Session) advance(now time.Time, more func() bool) (int, error) {
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
		ready := s.pace.Ready(now, s.Delay)
		var m string
		if tb, ok := s.bots[seat].(bot.Thinker); ok {
			t, err := s.thought(seat, tb)
			if err != nil {
				return n, fmt.Errorf("bot of seat %d: %v", seat, err)
			}
			if !t.th.Done() {
				t0 := s.wall()
				s.work(t.th, more)
				now := s.wall()
				t.wall = now.Sub(t.start)
				t.slice = max(t.slice, now.Sub(t0))
				s.noteThink(t)
			}
			if !t.th.Done() || !ready {
				return n, nil
			}
			if m, err = t.th.Move(); err != nil {
				return n, fmt.Errorf("bot of seat %d: %v", seat, err)
			}
		} else {
			if !ready {
				return n, nil
			}
			var err error
			if m, err = s.bots[seat].Choose(s.st.View(seat), seat, s.rng(1)); err != nil {
				return n, fmt.Errorf("bot of seat %d: %v", seat, err)
			}
		}
		if err := s.apply(seat, m); err != nil {
			return n, fmt.Errorf("bot of seat %d: %v", seat, err)
		}
		n++
		// One bot move per call, so the UI can show it before the next.
		s.pace.Moved(now, s.Delay)
	}
}

// budget is this call's thinking budget.
func (s *Session) budget() func() bool {
	if s.Budget != nil {
		return s.Budget()
	}
	end := time.Now().Add(DefaultSlice)
	return func() bool { return time.Now().Before(end) }
}

// work runs th in chunks while the budget allows.
func (s *Session) work(th *bot.Thought, more func() bool) {
	chunk := max(s.Chunk, 1)
	for !th.Done() && more() {
		th.Work(chunk)
	}
}

func (s *Session) wall() time.Time {
	if s.Wall != nil {
		return s.Wall()
	}
	return time.Now()
}

// thought is the search for seat's decision now, started if need be with
// the generator Choose would get (so the move is Choose's).
func (s *Session) thought(seat int, tb bot.Thinker) (*thinking, error) {
	step := len(s.match.Steps)
	if t := s.think; t != nil && t.seat == seat && t.step == step {
		return t, nil
	}
	th, err := tb.Think(s.st.View(seat), seat, s.rng(1))
	if err != nil {
		return nil, err
	}
	s.think = &thinking{seat: seat, step: step, th: th, start: s.wall()}
	s.noteThink(s.think)
	return s.think, nil
}

func (s *Session) noteThink(t *thinking) {
	done, total := t.th.Progress()
	s.lastThink = ThinkInfo{Seat: t.seat, Step: t.step, Done: done, Total: total, Finished: t.th.Done(), Wall: t.wall, Slice: t.slice}
}

// Thinking is the bot seat whose search is under way now, or -1 (none, or
// its search is over and its move waits for the delay).
func (s *Session) Thinking() int {
	if t := s.think; t != nil && !t.th.Done() && t.step == len(s.match.Steps) {
		return t.seat
	}
	return -1
}

// Think describes the bot search under way, or the last one (Seat -1 if
// there has been none).
func (s *Session) Think() ThinkInfo { return s.lastThink }

// StartHint starts thinking of a hint for a human seat that acts now: the
// hard bot's search on that seat's view (Advance runs it in slices). A hint
// already under way or found for the seat at this step is kept.
func (s *Session) StartHint(seat int) error {
	if seat < 0 || seat >= len(s.cfg.Seats) || s.cfg.Seats[seat].Kind != Human {
		return fmt.Errorf("seat %d is not a human seat", seat)
	}
	step := len(s.match.Steps)
	if h := s.hint; h != nil && h.seat == seat && h.step == step {
		return nil
	}
	if !s.st.Decision().Acts(seat) {
		return fmt.Errorf("seat %d is not to move now", seat)
	}
	b, err := bot.New(HintBot)
	if err != nil {
		return err
	}
	tb, ok := b.(bot.Thinker)
	if !ok {
		return fmt.Errorf("the %s bot cannot think in slices", HintBot)
	}
	// Its own stream of the match's seed: a hint draws nothing the match
	// would draw.
	rng := mrand.New(mrand.NewPCG(s.cfg.Seed^0x68696e74, uint64(step)<<2|3))
	th, err := tb.Think(s.st.View(seat), seat, rng)
	if err != nil {
		return err
	}
	s.hint = &hintThink{seat: seat, step: step, th: th}
	return nil
}

// Hint is the hint under way or found for this step, or nil.
func (s *Session) Hint() *HintInfo {
	h := s.hint
	if h == nil || h.step != len(s.match.Steps) {
		return nil
	}
	done, total := h.th.Progress()
	out := &HintInfo{Seat: h.seat, Step: h.step, Done: done, Total: total, Ready: h.th.Done()}
	if out.Ready {
		out.Move, out.Err = h.th.Move()
		if out.Err == nil {
			out.Why = h.th.Why()
			out.Reason = out.Why.String()
		}
	}
	return out
}

// ClearHint forgets the hint.
func (s *Session) ClearHint() { s.hint = nil }
