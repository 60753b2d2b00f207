package online

import (
	"errors"
	"testing"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/mallworld"
	"github.com/galleria-games/galleria/engine/testgame"
)

// sixSeats is a game the host setup has never seen: 2 to 6 seats, 5 by
// default.
type sixSeats struct{ engine.Game }

func (sixSeats) Name() string  { return "sixseats" }
func (sixSeats) Title() string { return "Six Seats" }
func (sixSeats) Info() engine.Info {
	return engine.Info{MinSeats: 2, MaxSeats: 6, DefaultSeats: 5}
}

type twoSeats struct{ engine.Game }

func (twoSeats) Name() string { return "twoseats" }

// The form-only games make no states: the host form asks (searchable) and
// offers them the plain bots.
func (sixSeats) Normalize(engine.Options) (engine.Options, error) {
	return nil, errors.New("sixseats: a form-only test game")
}
func (twoSeats) Normalize(engine.Options) (engine.Options, error) {
	return nil, errors.New("twoseats: a form-only test game")
}
func (withOptions) Normalize(engine.Options) (engine.Options, error) {
	return nil, errors.New("withoptions: a form-only test game")
}
func (twoSeats) Info() engine.Info { return engine.Info{MinSeats: 2, MaxSeats: 2, DefaultSeats: 2} }

// The host setup reads every game's seats from its Info: its default count,
// its range, up to six seats; seat 1 is the host's, seat 2 remote, the rest
// greedy bots (a game the search bot cannot play).
func TestHostFormFromInfo(t *testing.T) {
	h := newHostForm([]engine.Game{sixSeats{}, twoSeats{}})
	if h.game != "sixseats" || h.players != 5 || len(h.kinds) != 6 {
		t.Fatalf("default form: %s, %d players, %d seats", h.game, h.players, len(h.kinds))
	}
	want := []seatKind{seatLocal, seatRemote, seatGreedy, seatGreedy, seatGreedy, seatGreedy}
	for i, k := range want {
		if h.kinds[i] != k {
			t.Fatalf("seat %d is %v, want %v", i+1, h.kinds[i], k)
		}
	}
	if got := h.counts(); len(got) != 5 || got[0] != 2 || got[4] != 6 {
		t.Fatalf("counts %v", got)
	}
	if !h.offers(6) || h.offers(7) || h.offers(1) {
		t.Fatal("offers outside the range")
	}
	h.players = 6
	h.kinds[5] = seatRandom
	plans := h.plans("Hanna")
	if len(plans) != 6 || plans[0].Name != "Hanna" || plans[1].Kind != "remote" || plans[5].Bot != "random" || plans[5].Name == "" {
		t.Fatalf("plans %+v", plans)
	}
	h.choose("twoseats")
	if h.players != 2 || len(h.kinds) != 2 || h.offers(3) || len(h.counts()) != 1 {
		t.Fatalf("two-seat form: %+v", h.gameSeats)
	}
	h.choose("nosuchgame")
	if h.game != "twoseats" {
		t.Fatalf("an unknown game was chosen: %s", h.game)
	}
	h.choose("sixseats")
	if h.players != 6 || h.kinds[5] != seatRandom {
		t.Fatalf("the six-seat form was not kept: %+v", h.gameSeats)
	}
}

// A click on a seat cycles through remote, local, the search bot's levels
// (for a game whose views sample full states, as Mall World's), greedy and
// random; a game the search cannot play (the test game) skips the levels. The
// plans name the bots by their engine/bot names.
func TestHostFormLevels(t *testing.T) {
	h := newHostForm([]engine.Game{mallworld.Game{}, testgame.Game{}})
	// The bot seats start as the search bot's normal level, as in a solo
	// setup; in the test game (no determinization), as greedy bots.
	for i := 2; i < len(h.kinds); i++ {
		if h.kinds[i] != seatNormal {
			t.Fatalf("Mall World: seat %d starts as %v, want the normal bot", i+1, h.kinds[i])
		}
	}
	want := []seatKind{seatNormal, seatHard, seatGreedy, seatRandom, seatRemote, seatLocal, seatEasy}
	h.kinds[2] = seatEasy
	for _, k := range want {
		h.kinds[2] = nextKind(h.cycle(), h.kinds[2])
		if h.kinds[2] != k {
			t.Fatalf("seat 3 became %v, want %v", h.kinds[2], k)
		}
	}
	h.kinds[2] = seatHard
	if p := h.plans("Hanna"); p[2].Kind != "bot" || p[2].Bot != "hard" || p[2].Name == "" {
		t.Fatalf("plans %+v", p)
	}
	if seatHard.String() != "Hard bot" || seatNormal.String() != "Normal bot" {
		t.Fatalf("kinds in words: %s, %s", seatHard, seatNormal)
	}
	h.choose(testgame.GameName)
	for i := 2; i < len(h.kinds); i++ {
		if h.kinds[i] != seatGreedy {
			t.Fatalf("test game: seat %d starts as %v, want greedy", i+1, h.kinds[i])
		}
	}
	k := seatLocal
	for i := 0; i < 4; i++ {
		k = nextKind(h.cycle(), k)
		if k == seatEasy || k == seatNormal || k == seatHard {
			t.Fatalf("a game without determinization offers the %v", k)
		}
	}
	if k != seatLocal {
		t.Fatalf("the plain cycle has not 4 kinds: %v", k)
	}
}

// withOptions is a game with a form option, like Luxembourg-Shopping's time
// limit.
type withOptions struct{ engine.Game }

func (withOptions) Name() string { return "withoptions" }
func (withOptions) Info() engine.Info {
	return engine.Info{MinSeats: 2, MaxSeats: 4, DefaultSeats: 3, Options: []engine.OptionSpec{
		{Key: "rounds", Label: "Time limit", Values: []string{"30", "100"}, Labels: []string{"30", "100"}, Default: "100"},
	}}
}

// The host setup offers a game's form options with their defaults, keeps
// them per game, refuses values the game does not list, and hosts the
// match with them.
func TestHostFormOptions(t *testing.T) {
	h := newHostForm([]engine.Game{withOptions{}, twoSeats{}})
	if got := h.matchOptions(); got.String() != "players=3 rounds=100" {
		t.Fatalf("default match options %q", got)
	}
	h.setOption("rounds", "30")
	h.setOption("rounds", "31")
	h.setOption("board", "random")
	if got := h.matchOptions(); got.String() != "players=3 rounds=30" {
		t.Fatalf("match options %q, want players=3 rounds=30", got)
	}
	h.choose("twoseats")
	if got := h.matchOptions(); got.String() != "players=2" {
		t.Fatalf("two-seat options %q", got)
	}
	h.choose("withoptions")
	if got := h.options["rounds"]; got != "30" {
		t.Fatalf("the time limit was not kept: %q", got)
	}
}
