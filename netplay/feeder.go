package netplay

import (
	"encoding/json"
	"fmt"
	"slices"
	"sync"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/games"
)

// feeder sends the host's spectators the roster and the log as a spectator
// sees it (spectate.go). The peer posts a snapshot after each change; the
// feeder works on its own goroutine, started when there is work and ended
// when there is none, so the players' messages never wait for it. It keeps
// a full state of its own, the redacted steps and their vstep messages,
// each signed once and sent as it is to every spectator.
type feeder struct {
	id    Identity
	key   string
	match string
	logf  func(string, ...any)

	mu      sync.Mutex
	next    *feedSnap // the latest snapshot not yet taken
	running bool
	idle    *sync.Cond // signalled when the goroutine ends

	// The goroutine's own (one runs at a time).
	seq   uint64
	gen   int // the feed's generation: one more each time it starts again
	st    engine.State
	steps []engine.Step // the real steps followed
	raw   [][]byte      // their vstep messages
	view  struct {
		roster string
		raw    []byte
	}
	sent map[LinkID]*linkFeed
}

// feedSnap is what the feeder needs of the peer at one moment.
type feedSnap struct {
	setup *Setup
	steps []engine.Step // nil before the start
	links map[LinkID]Link
}

// linkFeed is how far a spectator's link has come.
type linkFeed struct {
	roster string // the roster last sent on it
	n      int    // steps sent on it
}

func newFeeder(id Identity, match string, logf func(string, ...any)) *feeder {
	f := &feeder{id: id, key: id.Key(), match: match, logf: logf, sent: map[LinkID]*linkFeed{}}
	f.idle = sync.NewCond(&f.mu)
	return f
}

// feedInline makes post feed at once, on the caller's goroutine (the
// package's tests, whose in-memory links count their sends).
var feedInline = false

// post hands the feeder the latest snapshot and starts its goroutine if it
// is not running.
func (f *feeder) post(s *feedSnap) {
	if feedInline {
		if err := f.feed(s); err != nil && f.logf != nil {
			f.logf("netplay: spectators: %v", err)
		}
		return
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	f.next = s
	if !f.running {
		f.running = true
		go f.run()
	}
}

// wait returns once the feeder has sent everything posted (tests).
func (f *feeder) wait() {
	f.mu.Lock()
	defer f.mu.Unlock()
	for f.running {
		f.idle.Wait()
	}
}

func (f *feeder) run() {
	for {
		f.mu.Lock()
		s := f.next
		f.next = nil
		if s == nil {
			f.running = false
			f.idle.Broadcast()
			f.mu.Unlock()
			return
		}
		f.mu.Unlock()
		if err := f.feed(s); err != nil && f.logf != nil {
			f.logf("netplay: spectators: %v", err)
		}
	}
}

// feed brings every link of s up to s.
func (f *feeder) feed(s *feedSnap) error {
	rebuilt, err := f.follow(s)
	if err != nil {
		return err
	}
	roster, err := json.Marshal(s.setup)
	if err != nil {
		return err
	}
	if string(roster) != f.view.roster || rebuilt {
		raw, err := f.sign(body{Kind: kindView, Step: len(f.raw), Epoch: f.gen, Seat: -1, Setup: s.setup})
		if err != nil {
			return err
		}
		f.view.roster, f.view.raw = string(roster), raw
	}
	for id := range f.sent {
		if _, ok := s.links[id]; !ok {
			delete(f.sent, id)
		}
	}
	for id, l := range s.links {
		lf := f.sent[id]
		if lf == nil {
			lf = &linkFeed{}
			f.sent[id] = lf
		}
		if rebuilt || lf.roster != f.view.roster || lf.n > len(f.raw) {
			lf.roster, lf.n = f.view.roster, 0
			if err := l.Send(f.view.raw); err != nil {
				continue
			}
		}
		for ; lf.n < len(f.raw); lf.n++ {
			if err := l.Send(f.raw[lf.n]); err != nil {
				break
			}
		}
	}
	return nil
}

// follow brings the feeder's state to s's log, from the start when the
// log is not the one followed so far (a change of host went back); it
// reports whether it started again.
func (f *feeder) follow(s *feedSnap) (bool, error) {
	rebuilt := false
	if f.st == nil || len(f.steps) > len(s.steps) || !slices.Equal(f.steps, s.steps[:len(f.steps)]) {
		if s.steps == nil {
			return false, nil // not started: the roster is all there is
		}
		g, err := games.Lookup(s.setup.Game)
		if err != nil {
			return false, err
		}
		st, err := g.New(s.setup.Options)
		if err != nil {
			return false, err
		}
		if f.st != nil {
			f.gen++
		}
		f.st, f.steps, f.raw, rebuilt = st, nil, nil, true
	}
	viewer := f.st.Seats()
	for n := len(f.steps); n < len(s.steps); n++ {
		step := s.steps[n]
		r, err := engine.Redact(f.st, viewer, step)
		if err == nil {
			err = f.st.Apply(step.Seat, step.Move)
		}
		if err != nil {
			return rebuilt, fmt.Errorf("step %d: %v", n, err)
		}
		h := f.st.View(viewer).Hash()
		raw, err := f.sign(body{Kind: kindVStep, Step: n, Epoch: f.gen, Seat: r.Seat, Move: r.Move, State: b64(h[:])})
		if err != nil {
			return rebuilt, fmt.Errorf("step %d: %v", n, err)
		}
		f.steps = append(f.steps, step)
		f.raw = append(f.raw, raw)
	}
	return rebuilt, nil
}

// sign signs a message to spectators. Its sequence numbers are the
// feeder's own: a spectator orders steps by their step, and the players
// never see these messages.
func (f *feeder) sign(b body) ([]byte, error) {
	f.seq++
	b.Match, b.From, b.Seq = f.match, f.key, f.seq
	return encode(f.id, b)
}
