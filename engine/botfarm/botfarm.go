// Package botfarm carries the parts of a sharded bot search (bot.Job) to
// where they run and their results back, as JSON texts: a page hands a
// part to a Web Worker, which runs it with Serve, and puts the result into
// its search. A request holds the full state's position and the seat: the
// worker searches on that seat's view (State.View), as the page would.
//
// Request, as JSON: {"game": "mallworld", "position": {…}, "seat": 1,
// "bot": "hard", "job": {"index": 2, "seed": [s0, s1], "iterations": 250}}.
// The answer is a bot.Result: {"index": 2, "iterations": 250, "edges":
// [{"move": …, "n": …, "avail": …, "w": …, "w2": …, "rounds": …, "d": …,
// "d2": …}, …]}. Floats are written in the shortest form that reads back
// to the same value, so a result is the same number on both sides.
package botfarm

import (
	"encoding/json"
	"fmt"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/bot"
	"github.com/galleria-games/galleria/engine/games"
)

// Limits on what Serve and ParseResult read.
const (
	MaxRequest = 1 << 20
	MaxResult  = 1 << 20
)

// Request is one part of a search to run.
type Request struct {
	Game     string          `json:"game"`
	Position json.RawMessage `json:"position"`
	Seat     int             `json:"seat"`
	Bot      string          `json:"bot"`
	Job      bot.Job         `json:"job"`
}

// NewRequest writes the request for job of botName's search for seat on
// st, a full state (the worker takes seat's view of it).
func NewRequest(st engine.State, seat int, botName string, job bot.Job) ([]byte, error) {
	if st.Viewer() >= 0 {
		return nil, fmt.Errorf("botfarm: a request needs the full state, not %s's view", engine.SeatName(st.Viewer()))
	}
	pos, err := st.Position()
	if err != nil {
		return nil, fmt.Errorf("botfarm: position: %v", err)
	}
	return json.Marshal(Request{Game: st.Game(), Position: pos, Seat: seat, Bot: botName, Job: job})
}

// Serve runs the part a request names and writes its result. A malformed
// request is an error that names what is wrong.
func Serve(data []byte) ([]byte, error) {
	var r Request
	if err := engine.DecodeStrict("botfarm request", data, MaxRequest, &r); err != nil {
		return nil, err
	}
	g, err := games.Lookup(r.Game)
	if err != nil {
		return nil, fmt.Errorf("botfarm request: game: %v", err)
	}
	if len(r.Position) == 0 {
		return nil, fmt.Errorf("botfarm request: no position")
	}
	st, err := g.Import(r.Position)
	if err != nil {
		return nil, fmt.Errorf("botfarm request: position: %v", err)
	}
	if r.Seat < 0 || r.Seat >= st.Seats() {
		return nil, fmt.Errorf("botfarm request: seat %d of %d", r.Seat, st.Seats())
	}
	if !st.Decision().Acts(r.Seat) {
		return nil, fmt.Errorf("botfarm request: %s does not act in the position", engine.SeatName(r.Seat))
	}
	b, err := bot.New(r.Bot)
	if err != nil {
		return nil, fmt.Errorf("botfarm request: bot: %v", err)
	}
	s, ok := b.(bot.Search)
	if !ok {
		return nil, fmt.Errorf("botfarm request: bot %q does not search", r.Bot)
	}
	res, err := s.RunJob(st.View(r.Seat), r.Seat, r.Job)
	if err != nil {
		return nil, fmt.Errorf("botfarm request: %v", err)
	}
	return json.Marshal(res)
}

// ParseResult reads a result Serve wrote.
func ParseResult(data []byte) (bot.Result, error) {
	var r bot.Result
	if err := engine.DecodeStrict("botfarm result", data, MaxResult, &r); err != nil {
		return bot.Result{}, err
	}
	return r, nil
}
