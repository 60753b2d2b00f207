package match_test

import (
	mrand "math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/bot"
	"github.com/galleria-games/galleria/game/match"
)

func cfg(seed uint64, human bool) match.Config {
	c := match.Config{Game: "mallworld", Options: engine.Options{"players": "4"}, Seed: seed}
	for i := 0; i < 4; i++ {
		c.Seats = append(c.Seats, match.Seat{Kind: match.Bot, Bot: "greedy", Name: "Bot"})
	}
	if human {
		c.Seats[0] = match.Seat{Kind: match.Human, Name: "You"}
	}
	return c
}

// A bot-only match runs to the end; the same seed gives the same game; a bot
// waits for its delay.
func TestBotsPlayToTheEnd(t *testing.T) {
	var hashes [2][32]byte
	for k := range hashes {
		s, err := match.New(cfg(42, false))
		if err != nil {
			t.Fatal(err)
		}
		now := time.Unix(0, 0)
		if n, _ := s.Advance(now); s.Step() != n || s.BotToAct() < 0 {
			t.Fatalf("setup: %d steps, bot to act %d", n, s.BotToAct())
		}
		before := s.Step()
		if n, _ := s.Advance(now.Add(s.Delay / 2)); n != 0 || s.Step() != before {
			t.Fatal("a bot moved before its delay")
		}
		for i := 0; !s.Over(); i++ {
			if i > 100000 {
				t.Fatal("no end")
			}
			now = now.Add(s.Delay)
			if _, err := s.Advance(now); err != nil {
				t.Fatal(err)
			}
		}
		hashes[k] = s.State().Hash()
	}
	if hashes[0] != hashes[1] {
		t.Fatal("same seed, different games")
	}
}

// Saving mid-game and loading resumes the same step and state, and the
// resumed match goes on exactly as the original.
func TestSaveLoadResumes(t *testing.T) {
	s, err := match.New(cfg(7, true))
	if err != nil {
		t.Fatal(err)
	}
	now := time.Unix(0, 0)
	for s.Step() < 150 && !s.Over() {
		now = now.Add(time.Second)
		if _, err := s.Advance(now); err != nil {
			t.Fatal(err)
		}
		if h := s.HumansToAct(); len(h) > 0 {
			if err := s.Play(h[0], s.State().LegalMoves(h[0])[0]); err != nil {
				t.Fatal(err)
			}
		}
	}
	data := local(t, s).Save()
	r, err := match.Load(data)
	if err != nil {
		t.Fatal(err)
	}
	if r.Step() != s.Step() || r.State().Hash() != s.State().Hash() {
		t.Fatalf("resumed at step %d, saved at %d (or the state differs)", r.Step(), s.Step())
	}
	if len(s.HumansToAct()) == 0 {
		s.Delay, r.Delay = 0, 0
		s.Advance(now)
		r.Advance(now)
		if r.State().Hash() != s.State().Hash() {
			t.Fatal("resumed match went on differently")
		}
	}
	if err := r.Play(1, "pass"); err == nil {
		t.Fatal("a bot seat accepted a human move")
	}
}

func TestLoadRejectsBadSaves(t *testing.T) {
	good := string(local(t, mustNew(t)).Save())
	cases := map[string]string{
		"not json":     "{",
		"wrong format": strings.Replace(good, "galleria-save", "other", 1),
		"bad log":      strings.Replace(good, "galleria-log 1", "galleria-log 9", 1),
		"illegal step": strings.Replace(good, `"log":"galleria-log 1\n`, `"log":"galleria-log 1\n`, 1)[:len(good)-2] + `seat 0 bid 99\n"}`,
	}
	for name, data := range cases {
		if _, err := match.Load([]byte(data)); err == nil {
			t.Errorf("%s: loaded", name)
		}
	}
}

func mustNew(t *testing.T) *match.Driver {
	s, err := match.New(cfg(3, true))
	if err != nil {
		t.Fatal(err)
	}
	s.Advance(time.Unix(0, 0))
	return s
}

// searchCfg is a 4-player Mall World match of search bots (seat 0 human if
// human).
func searchCfg(seed uint64, level string, human bool) match.Config {
	c := cfg(seed, human)
	for i := range c.Seats {
		if c.Seats[i].Kind == match.Bot {
			c.Seats[i].Bot = level
		}
	}
	return c
}

// countBudget lets each Advance run at most chunks chunks of iterations;
// calls counts the chunks granted in the last Advance.
type countBudget struct {
	chunks, granted int
}

func (b *countBudget) budget() func() bool {
	b.granted = 0
	return func() bool {
		if b.granted >= b.chunks {
			return false
		}
		b.granted++
		return true
	}
}

// iterations is how many search iterations s has run at this step (the
// bot's search and the hint's), for Advance's accounting.
func iterations(s *match.Driver) (bot, hint int) {
	if ti := s.Think(); ti.Seat >= 0 && ti.Step == s.Step() {
		bot = ti.Done
	}
	if h := s.Hint(); h != nil {
		hint = h.Done
	}
	return bot, hint
}

// Advance never thinks past its budget: counted in iterations (chunks of
// Chunk), not time, for the bots' searches and a hint together; the
// searches still end, and the match goes on to the end of the first phase.
func TestAdvanceThinksInSlices(t *testing.T) {
	const chunks, chunk = 3, 4
	s, err := match.New(searchCfg(5, "easy", true))
	if err != nil {
		t.Fatal(err)
	}
	s.Delay = 0
	b := &countBudget{chunks: chunks}
	s.Budget, s.Chunk = b.budget, chunk
	now := time.Unix(0, 0)
	calls, thinking, hints := 0, 0, 0
	for s.Step() < 60 && !s.Over() {
		calls++
		if calls > 100000 {
			t.Fatal("no progress")
		}
		if h := s.HumansToAct(); len(h) > 0 && s.Hint() == nil {
			if err := s.StartHint(h[0]); err != nil {
				t.Fatal(err)
			}
			hints++
		}
		step := s.Step()
		bot0, hint0 := iterations(s)
		ti0 := s.Think()
		if _, err := s.Advance(now); err != nil {
			t.Fatal(err)
		}
		if ti1 := s.Think(); ti1.Seat == ti0.Seat && ti1.Step == ti0.Step && ti1.Done > ti0.Done && ti1.Slices != ti0.Slices+1 {
			t.Fatalf("call %d: the search went from %d to %d iterations in one call, and from %d to %d slices", calls, ti0.Done, ti1.Done, ti0.Slices, ti1.Slices)
		}
		if b.granted > chunks {
			t.Fatalf("call %d: %d chunks granted, budget %d", calls, b.granted, chunks)
		}
		ran := 0
		if s.Step() == step {
			bot1, hint1 := iterations(s)
			ran = bot1 - bot0 + hint1 - hint0
		} else {
			// The bot's search ended and its move was played; a new one
			// may have begun: its iterations count too.
			ti := s.Think()
			if ti.Step == s.Step() {
				ran += ti.Done
			}
		}
		if ran > chunks*chunk {
			t.Fatalf("call %d (step %d): %d iterations, the budget is %d×%d", calls, step, ran, chunks, chunk)
		}
		if s.Thinking() >= 0 {
			thinking++
		}
		if h := s.HumansToAct(); len(h) > 0 {
			if hi := s.Hint(); hi != nil && hi.Ready {
				if err := s.Play(h[0], hi.Move); err != nil {
					t.Fatalf("the hint %q: %v", hi.Move, err)
				}
				if s.Hint() != nil {
					t.Fatal("the hint outlived its step")
				}
			}
		}
	}
	if thinking == 0 || hints == 0 {
		t.Fatalf("%d calls with a bot thinking, %d hints: the test saw no search", thinking, hints)
	}
	t.Logf("%d steps in %d calls (%d with a bot thinking), %d hints", s.Step(), calls, thinking, hints)
}

// A bot thinking in slices plays the move Choose makes on the same view
// with the generator the session gives it (its seed and the step), and a
// match sliced thin goes exactly as one whose bots think in one go.
func TestSlicedBotIsChoose(t *testing.T) {
	const seed = 11
	sliced, err := match.New(searchCfg(seed, "hard", false))
	if err != nil {
		t.Fatal(err)
	}
	whole, err := match.New(searchCfg(seed, "hard", false))
	if err != nil {
		t.Fatal(err)
	}
	sliced.Delay, whole.Delay = 0, time.Second // whole: one bot move per second
	b := &countBudget{chunks: 1}
	sliced.Budget, sliced.Chunk = b.budget, 7
	whole.Budget = func() func() bool { return func() bool { return true } }
	hard, err := bot.New("hard")
	if err != nil {
		t.Fatal(err)
	}
	now := time.Unix(0, 0)
	botMoves, calls := 0, 0
	for botMoves < 4 {
		seat, step := sliced.BotToAct(), sliced.Step()
		var view engine.State
		if seat >= 0 {
			view = sliced.State().View(seat)
		}
		if _, err := sliced.Advance(now); err != nil {
			t.Fatal(err)
		}
		calls++
		if sliced.Step() == step {
			continue
		}
		if seat < 0 {
			continue // chance
		}
		got := sliced.Steps()[step]
		rng := mrand.New(mrand.NewPCG(local(t, sliced).Config().Seed, uint64(step)<<1|1))
		want, err := hard.Choose(view, seat, rng)
		if err != nil {
			t.Fatal(err)
		}
		if got.Seat != seat || got.Move != want {
			t.Fatalf("step %d: the sliced bot played %v, Choose %q", step+1, got, want)
		}
		botMoves++
	}
	for whole.Step() < sliced.Step() {
		now = now.Add(time.Second)
		if _, err := whole.Advance(now); err != nil {
			t.Fatal(err)
		}
	}
	if n := sliced.Step(); !slices.Equal(whole.Steps()[:n], sliced.Steps()) {
		t.Fatalf("sliced and whole differ in their first %d steps:\n%v\n%v", n, sliced.Steps(), whole.Steps()[:n])
	}
	t.Logf("%d bot moves in %d calls of 7 iterations", botMoves, calls)
}

// local is the local match d drives.
func local(t *testing.T, d *match.Driver) *match.Local {
	t.Helper()
	l, ok := d.Local()
	if !ok {
		t.Fatal("not a local match")
	}
	return l
}

// Hold holds the bots and the chance the driver draws: nothing is played
// while it is true, however long; once it is false the match goes on, and
// the moves are the ones an unheld match makes.
func TestHoldWaitsForTheTable(t *testing.T) {
	free, err := match.New(cfg(11, false))
	if err != nil {
		t.Fatal(err)
	}
	s, err := match.New(cfg(11, false))
	if err != nil {
		t.Fatal(err)
	}
	hold := true
	s.Hold = func() bool { return hold }
	now := time.Unix(0, 0)
	if s.State().Decision().Kind != engine.ChanceNode {
		t.Fatalf("the match starts with %v, not chance", s.State().Decision().Kind)
	}
	for i := 0; i < 5; i++ {
		now = now.Add(time.Hour)
		if n, err := s.Advance(now); err != nil || n != 0 || s.Step() != 0 {
			t.Fatalf("held: %d steps played (%v), step %d", n, err, s.Step())
		}
	}
	hold = false
	now = now.Add(time.Hour)
	if _, err := s.Advance(now); err != nil {
		t.Fatal(err)
	}
	if s.Step() == 0 || s.BotToAct() < 0 {
		t.Fatalf("released: step %d, bot to act %d", s.Step(), s.BotToAct())
	}
	// A bot that must move is held too, even long after its delay.
	hold = true
	before := s.Step()
	for i := 0; i < 5; i++ {
		now = now.Add(time.Hour)
		if _, err := s.Advance(now); err != nil || s.Step() != before {
			t.Fatalf("held bot moved: step %d, was %d (%v)", s.Step(), before, err)
		}
	}
	hold = false
	fnow := time.Unix(0, 0)
	for !s.Over() || !free.Over() {
		now, fnow = now.Add(time.Hour), fnow.Add(time.Hour)
		if _, err := s.Advance(now); err != nil {
			t.Fatal(err)
		}
		if _, err := free.Advance(fnow); err != nil {
			t.Fatal(err)
		}
	}
	if s.State().Hash() != free.State().Hash() {
		t.Fatal("a held match ends differently from the same match unheld")
	}
}
