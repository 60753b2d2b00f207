package game

import (
	"fmt"
	"github.com/galleria-games/galleria/engine/mallornothing"
	"strings"
	"testing"
	"time"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/luxshopping"
	"github.com/galleria-games/galleria/engine/mallworld"
	"github.com/galleria-games/galleria/game/match"
	"github.com/galleria-games/galleria/game/ui"
)

// fakePlatform keeps the save in memory.
type fakePlatform struct {
	data   []byte
	has    bool
	stores int
	clears int
}

func (p *fakePlatform) Load() ([]byte, bool) { return p.data, p.has }
func (p *fakePlatform) Store(d []byte)       { p.data, p.has = append([]byte(nil), d...), true; p.stores++ }
func (p *fakePlatform) Clear()               { p.data, p.has = nil, false; p.clears++ }

// fakeInput is the scripted input: tests queue ticks of input on it.
type fakeInput = scriptInput

// testApp is an App driven without ebiten's loop: sizes are set directly
// and input is injected.
func testApp(t testing.TB, p Platform, cssW, cssH, dsf float64) (*App, *fakeInput) {
	t.Helper()
	// Search bots think to the end in one Update: the games' tests play
	// whole matches against the setup's default bots.
	a := NewApp(p, Options{BotDelay: time.Nanosecond, ThinkBudget: unlimited})
	// Moves are not animated unless a test asks (motion_test.go): a bot
	// waits for the previous move's glides, which would slow every
	// match down by a few dozen ticks a step.
	if a.prefs.store.Get(motionKey) == "" {
		a.prefs.store.Set(motionKey, "off")
	}
	in := &fakeInput{}
	a.input = in
	a.setSize(cssW, cssH, dsf)
	a.rebuild()
	a.snapshot()
	return a, in
}

// setSeat clicks seat's button in the setup until it is of kind k.
func setSeat(t testing.TB, a *App, in *fakeInput, seat int, k ui.SeatKind) {
	t.Helper()
	for i := 0; a.setup.kinds[seat] != k; i++ {
		if i > 10 {
			t.Fatalf("seat %d never becomes %v", seat, k)
		}
		click(t, a, in, fmt.Sprintf("setup:seat:%d", seat))
	}
}

// unlimited is a thinking budget that never runs out.
func unlimited() func() bool { return func() bool { return true } }

// click presses and releases on the centre of target id, as a finger or the
// mouse would: the positions go through the App's hit-testing.
func click(t testing.TB, a *App, in *fakeInput, id string) {
	t.Helper()
	for _, tg := range a.Targets() {
		if tg.ID != id {
			continue
		}
		if !tg.Enabled {
			t.Fatalf("target %s is disabled (scene %s)", id, a.Status().Scene)
		}
		p := point{(tg.X + tg.W/2) * a.dsf, (tg.Y + tg.H/2) * a.dsf}
		in.queue = append(in.queue, inputFrame{presses: []point{p}}, inputFrame{releases: []point{p}})
		a.Update()
		a.Update()
		return
	}
	t.Fatalf("no target %s on scene %s; targets: %v", id, a.Status().Scene, targetIDs(a))
}

func targetIDs(a *App) []string {
	var out []string
	for _, tg := range a.Targets() {
		out = append(out, tg.ID)
	}
	return out
}

func hasTarget(a *App, id string) bool {
	for _, tg := range a.Targets() {
		if tg.ID == id {
			return true
		}
	}
	return false
}

// midGameSave plays a seeded match (seat 0 human, greedy bots) until at
// least minStep steps and seat 0 must make a turn decision, and saves it.
func midGameSave(t testing.TB, minStep int) []byte {
	t.Helper()
	data, err := makeSave(minStep)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func makeSave(minStep int) ([]byte, error) {
	return makeSaveAt(4, minStep, "", true)
}

// makeSaveAt is makeSave with a player count, at a stage ("" any) and, if
// turn, a turn decision.
func makeSaveAt(players, minStep int, stage string, turn bool) ([]byte, error) {
	c := match.Config{Game: "mallworld", Options: engine.Options{"players": fmt.Sprint(players)}, Seed: 7}
	c.Seats = append(c.Seats, match.Seat{Kind: match.Human, Name: "You"})
	for i := 1; i < players; i++ {
		c.Seats = append(c.Seats, match.Seat{Kind: match.Bot, Bot: "greedy", Name: ui.BotNames[i]})
	}
	return playToSave(c, func(s *match.Driver) bool {
		return s.Step() >= minStep && (!turn || s.State().Decision().Kind == engine.Turn) &&
			(stage == "" || s.State().(*mallworld.State).PositionOf().Stage == stage)
	}, func(_ int, legal []string) string { return legal[len(legal)/2] }, fmt.Sprintf("no human turn at step %d or later", minStep))
}

// playToSave plays a match from c: bots and chance through the session, the
// first human to act by pick(i, legal), until stop says the match is where
// it should be (when a human must act); it saves it there.
func playToSave(c match.Config, stop func(*match.Driver) bool, pick func(i int, legal []string) string, notFound string) ([]byte, error) {
	s, err := match.New(c)
	if err != nil {
		return nil, err
	}
	now := time.Unix(0, 0)
	for i := 0; i < 100000 && !s.Over(); i++ {
		now = now.Add(time.Second)
		if _, err := s.Advance(now); err != nil {
			return nil, err
		}
		h := s.HumansToAct()
		if len(h) == 0 {
			continue
		}
		if stop(s) {
			return localOf(s).Save(), nil
		}
		if err := s.Play(h[0], pick(i, s.State().LegalMoves(h[0]))); err != nil {
			return nil, err
		}
	}
	return nil, fmt.Errorf("%s", notFound)
}

// mustUI is the registered UI of a game.
func mustUI(t testing.TB, game string) ui.GameUI {
	t.Helper()
	u, ok := lookupUI(game)
	if !ok {
		t.Fatalf("no UI registered for %q", game)
	}
	return u
}

// makeMNSave plays a seeded Mall or Nothing match (seat 0 human, seat 1 a
// greedy bot; seat 0 picks its moves by a rule drawn from the seed) until seat
// 0 must place its card of round round+1, and saves it.
func makeMNSave(round int, seed uint64) ([]byte, error) {
	c := match.Config{Game: mallornothing.GameName, Options: engine.Options{"players": "2"}, Seed: seed,
		Seats: []match.Seat{{Kind: match.Human, Name: "You"}, {Kind: match.Bot, Bot: "greedy", Name: ui.BotNames[1]}}}
	return playToSave(c, func(s *match.Driver) bool { return s.State().(*mallornothing.State).Round() >= round },
		func(i int, legal []string) string { return legal[(int(seed%1000)*31+i)%len(legal)] },
		fmt.Sprintf("no placement of seat 0 in round %d", round+1))
}

// makeLXSave plays a seeded Luxembourg-Shopping match (seat 0 human, the
// others greedy bots; seat 0 picks its moves by a rule drawn from the seed,
// building galleries when it can) until seat 0 must decide at step minStep
// or later, in phase ("" any), and saves it.
func makeLXSave(players, minStep int, phase string, seed uint64) ([]byte, error) {
	c := match.Config{Game: luxshopping.GameName, Options: engine.Options{"players": fmt.Sprint(players)}, Seed: seed}
	c.Seats = append(c.Seats, match.Seat{Kind: match.Human, Name: "You"})
	for i := 1; i < players; i++ {
		c.Seats = append(c.Seats, match.Seat{Kind: match.Bot, Bot: "greedy", Name: ui.BotNames[i]})
	}
	return playToSave(c, func(s *match.Driver) bool {
		return s.Step() >= minStep && (phase == "" || s.State().(*luxshopping.State).Waiting().Phase == phase)
	}, func(i int, legal []string) string {
		if len(legal) > 1 && legal[0] != "buy" {
			return legal[0]
		}
		return legal[(int(seed%1000)*31+i)%len(legal)]
	}, fmt.Sprintf("no decision of seat 0 in phase %q at step %d or later", phase, minStep))
}

// frameTexts is every text of the current frame.
func frameTexts(a *App) string {
	var out []string
	for _, it := range a.frame.Items {
		if it.Kind == ui.KText {
			out = append(out, it.Text)
		}
	}
	return strings.Join(out, " ")
}

// settle runs updates until the App waits for a human (or the game is over).
func settle(a *App) {
	for i := 0; i < 50; i++ {
		before := a.Status()
		a.Update()
		if st := a.Status(); st.Step == before.Step && (st.Seat >= 0 || st.Scene != sceneTable) {
			return
		}
	}
}
