package match_test

import (
	"fmt"
	mrand "math/rand/v2"
	"slices"
	"testing"
	"time"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/bot"
	"github.com/galleria-games/galleria/engine/games"
	"github.com/galleria-games/galleria/game/match"
)

// netSource stands for an online match's source (game/online's peerSource
// over a netplay peer) without a network: some seats are played at another
// device (the test plays them with remote), chance is left to "the
// protocol" (the test draws it with protocolChance), and the roster can
// change (handTo: a new epoch).
type netSource struct {
	st    engine.State
	steps []engine.Step
	here  []bool   // seats played at this device
	bots  []string // their bots ("" a person)
	epoch int
	rng   *mrand.Rand
	// plays counts the driver's Play calls, chance ones apart.
	plays, chancePlays int
}

var _ match.Source = (*netSource)(nil)

func newNetSource(t *testing.T, bots []string, here []bool) *netSource {
	t.Helper()
	g, err := games.Lookup("mallworld")
	if err != nil {
		t.Fatal(err)
	}
	st, err := g.New(engine.Options{"players": fmt.Sprint(len(bots))})
	if err != nil {
		t.Fatal(err)
	}
	return &netSource{st: st, here: here, bots: bots, rng: mrand.New(mrand.NewPCG(3, 4))}
}

func (s *netSource) State() engine.State           { return s.st }
func (s *netSource) Steps() []engine.Step          { return s.steps }
func (s *netSource) DrawsChance() bool             { return false }
func (s *netSource) Rand(match.Stream) *mrand.Rand { return s.rng }
func (s *netSource) Epoch() int                    { return s.epoch }
func (s *netSource) Bot(seat int) string           { return s.bots[seat] }
func (s *netSource) apply(seat int, move string) error {
	if err := s.st.Apply(seat, move); err != nil {
		return err
	}
	s.steps = append(s.steps, engine.Step{Seat: seat, Move: move})
	return nil
}

func (s *netSource) ToAct() []int {
	d := s.st.Decision()
	if d.Kind != engine.Turn && d.Kind != engine.Simultaneous {
		return nil
	}
	var out []int
	for _, seat := range d.Seats {
		if s.here[seat] {
			out = append(out, seat)
		}
	}
	return out
}

func (s *netSource) Play(seat int, move string) error {
	if seat == engine.Chance {
		s.chancePlays++
		return fmt.Errorf("the driver drew chance for a source that draws it itself")
	}
	if seat < 0 || seat >= len(s.here) || !s.here[seat] {
		return fmt.Errorf("seat %d is not played here", seat)
	}
	s.plays++
	return s.apply(seat, move)
}

// protocolChance draws a pending chance event, as the protocol's round
// would; remote plays a move of a seat of another device.
func (s *netSource) protocolChance(rng *mrand.Rand) bool {
	if s.st.Decision().Kind != engine.ChanceNode {
		return false
	}
	m, err := bot.PickChance(s.st.ChanceOutcomes(), rng)
	if err != nil {
		panic(err)
	}
	if err := s.apply(engine.Chance, m); err != nil {
		panic(err)
	}
	return true
}

func (s *netSource) remote(rng *mrand.Rand) bool {
	d := s.st.Decision()
	for _, seat := range d.Seats {
		if !s.here[seat] && (d.Kind == engine.Turn || d.Kind == engine.Simultaneous) {
			moves := s.st.LegalMoves(seat)
			if err := s.apply(seat, moves[rng.IntN(len(moves))]); err != nil {
				panic(err)
			}
			return true
		}
	}
	return false
}

// An online-like match: this device runs three bots (two search bots and a
// greedy one), another device plays seat 0, and the protocol draws chance.
// Every Advance thinks within its budget (counted in iterations); a search
// carries on from one call to the next and plays nothing before the delay
// after the step it waits on, which restarts when a step comes from
// elsewhere; the driver never draws chance for such a source; and the
// match goes on to the end.
func TestDriverRunsThisDevicesBots(t *testing.T) {
	src := newNetSource(t, []string{"", "easy", "greedy", "easy"}, []bool{false, true, true, true})
	d := match.NewDriver(src, false)
	const per, delay = 5, time.Second
	d.Delay, d.Chunk = delay, 1
	granted := 0
	d.Budget = func() func() bool {
		granted = 0
		return func() bool {
			if granted >= per {
				return false
			}
			granted++
			return true
		}
	}
	rng := mrand.New(mrand.NewPCG(9, 9))
	now := time.Unix(0, 0)
	lastStep := time.Time{} // when the last step happened (this device's or another's)
	var lastThink match.ThinkInfo
	searches, calls, early := 0, 0, 0
	for i := 0; i < 400000 && !d.Over(); i++ {
		if src.protocolChance(rng) || src.remote(rng) {
			lastStep = now
			continue
		}
		before := d.Step()
		seat := d.BotToAct()
		if seat < 0 {
			t.Fatalf("step %d: nobody moves (decision %v)", d.Step(), src.st.Decision())
		}
		n, err := d.Advance(now)
		if err != nil {
			t.Fatal(err)
		}
		calls++
		if granted > per {
			t.Fatalf("call %d: %d iterations granted, budget %d", calls, granted, per)
		}
		if n > 0 {
			if now.Sub(lastStep) < delay {
				t.Fatalf("step %d: a bot moved %v after the last step, before its delay of %v", before, now.Sub(lastStep), delay)
			}
			if n != 1 || d.Step() != before+1 {
				t.Fatalf("one Advance played %d steps", n)
			}
			lastStep = now
		} else if th := d.Think(); th.Seat == seat && th.Step == before && th.Total > 0 {
			if lastThink.Seat == seat && lastThink.Step == before && th.Done < lastThink.Done {
				t.Fatalf("step %d: the search went back from %d to %d iterations", before, lastThink.Done, th.Done)
			}
			if th.Done == 0 || lastThink.Step != before || lastThink.Seat != seat {
				searches++
			}
			if !th.Finished {
				early++
			}
		}
		lastThink = d.Think()
		now = now.Add(delay / 4)
	}
	if !d.Over() {
		t.Fatalf("no end after %d calls, at step %d", calls, d.Step())
	}
	if src.chancePlays > 0 {
		t.Fatalf("the driver drew chance %d times", src.chancePlays)
	}
	if searches == 0 || early == 0 || src.plays == 0 {
		t.Fatalf("%d searches seen, %d calls with a search unfinished, %d bot moves: the test saw no slicing", searches, early, src.plays)
	}
	t.Logf("%d steps, %d bot moves in %d calls, %d searches", d.Step(), src.plays, calls, searches)
}

// A seat handed to another bot (a new epoch) drops the search under way:
// the new bot starts its own, and its move is played.
func TestDriverNewRosterRestartsTheSearch(t *testing.T) {
	src := newNetSource(t, []string{"", "hard", "", ""}, []bool{false, true, false, false})
	d := match.NewDriver(src, false)
	d.Delay, d.Chunk = 0, 1
	d.Budget = func() func() bool {
		n := 0
		return func() bool { n++; return n <= 3 }
	}
	rng := mrand.New(mrand.NewPCG(1, 1))
	// Play to seat 1's first decision.
	for d.BotToAct() != 1 {
		if !src.protocolChance(rng) && !src.remote(rng) {
			t.Fatalf("stuck at step %d", d.Step())
		}
	}
	step := d.Step()
	d.Advance(time.Unix(0, 0))
	if th := d.Think(); th.Seat != 1 || th.Step != step || th.Done != 3 || th.Finished {
		t.Fatalf("after one call: %+v", th)
	}
	if d.Thinking() != 1 {
		t.Fatalf("Thinking() = %d, want seat 1", d.Thinking())
	}
	src.bots[1], src.epoch = "easy", 1 // the host hands the seat over
	d.Advance(time.Unix(1, 0))
	if th := d.Think(); th.Seat != 1 || th.Done != 3 || th.Total == 0 {
		t.Fatalf("after the new roster: %+v (a new search of 3 iterations wanted)", th)
	}
	easy, _ := bot.New("easy")
	_, total := mustThink(t, easy, src.st.View(1))
	if got := d.Think().Total; got != total {
		t.Fatalf("the search's budget is %d, the easy bot's is %d: the old search went on", got, total)
	}
	for i := 0; d.Step() == step; i++ {
		if i > 100000 {
			t.Fatal("the new bot never moved")
		}
		d.Advance(time.Unix(int64(2+i), 0))
	}
	if s := src.steps[step]; s.Seat != 1 {
		t.Fatalf("step %d played by seat %d", step, s.Seat)
	}
}

func mustThink(t *testing.T, b bot.Bot, view engine.State) (*bot.Thought, int) {
	t.Helper()
	tb, ok := b.(bot.Thinker)
	if !ok {
		t.Fatal("not a search bot")
	}
	th, err := tb.Think(view, view.Viewer(), mrand.New(mrand.NewPCG(1, 1)))
	if err != nil {
		t.Fatal(err)
	}
	_, total := th.Progress()
	return th, total
}

// A person's move goes through the driver only for a person's seat of this
// device; hints are only where the driver allows them; Due tells when the
// driver has work without any event.
func TestDriverRefusals(t *testing.T) {
	src := newNetSource(t, []string{"", "greedy", "", ""}, []bool{true, true, false, false})
	d := match.NewDriver(src, false)
	rng := mrand.New(mrand.NewPCG(2, 2))
	for src.protocolChance(rng) {
	}
	if err := d.Play(1, "pass"); err == nil {
		t.Fatal("a bot's seat took a person's move")
	}
	if err := d.Play(7, "pass"); err == nil {
		t.Fatal("seat 7 of a 4-seat match took a move")
	}
	if err := d.StartHint(0); err == nil || d.CanHint() {
		t.Fatal("a driver without hints thinks of one")
	}
	for len(d.HumansToAct()) == 0 && d.BotToAct() < 0 {
		if !src.remote(rng) && !src.protocolChance(rng) {
			t.Fatal("stuck")
		}
	}
	if got, want := d.Due(), d.BotToAct() >= 0; got != want {
		t.Fatalf("Due() = %v with bot to act %d", got, d.BotToAct())
	}
	if h := d.HumansToAct(); len(h) > 0 {
		before := src.steps
		if err := d.Play(h[0], "no such move"); err == nil || !slices.Equal(before, src.steps) {
			t.Fatalf("an illegal move: %v", err)
		}
	}
}
