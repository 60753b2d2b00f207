package enginetest_test

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/enginetest"
	"github.com/galleria-games/galleria/engine/testgame"
)

// The checks of a game whose views hide nothing pass on Luxembourg-Shopping
// and Mall for Heroes (their follow tests). Test Race seals a bid from the
// other seats, so each of them must fail on it; CheckFollowAsApply tries no
// bid of Test Race's short games, so it is checked on views that follow
// anything.

// atBid is a 3-seat game of Test Race at its first bid.
func atBid(t *testing.T) *testgame.State {
	t.Helper()
	sts, _ := states(t, 3, 4)
	for _, st := range sts {
		if st.Decision().Kind == engine.Simultaneous {
			return st
		}
	}
	t.Fatal("no bid in the game")
	return nil
}

func TestHidesNothingFailsSealedBids(t *testing.T) {
	sts, log := states(t, 3, 4)
	h := &enginetest.HidesNothing{Steps: log}
	_, err := enginetest.CheckFollow(sts[0], log, h.Leak)
	if err == nil || !strings.Contains(err.Error(), "not the real step") {
		t.Errorf("CheckFollow with HidesNothing on Test Race: err %v, want \"not the real step\"", err)
	}
}

// lenientGame is Test Race, under another name, whose views follow any
// step without a change: a Follow that does not check what the full
// state's Apply checks.
type lenientGame struct{ testgame.Game }

const lenientName = "lenient-race"

func (lenientGame) Name() string { return lenientName }

func (lenientGame) New(opts engine.Options) (engine.State, error) {
	st, err := testgame.Game{}.New(opts)
	return lenientFull{st}, err
}

type lenientFull struct{ engine.State }

func (lenientFull) Game() string { return lenientName }

func (l lenientFull) View(seat int) engine.State { return lenientView{l.State.View(seat)} }

type lenientView struct{ engine.State }

func (lenientView) Game() string { return lenientName }

func init() {
	engine.RegisterFollow(lenientName, engine.FollowRules{
		Redact: func(full engine.State, viewer, seat int, move string) (engine.Step, error) {
			return testgame.FollowRules().Redact(full.(lenientFull).State, viewer, seat, move)
		},
		Follow: func(engine.State, engine.Step) error { return nil },
	})
}

func TestCheckFollowAsApplyFailsLenientViews(t *testing.T) {
	words := []string{"0", "1", "2", "x", "bid", "take"}
	opts := engine.Options{"players": "3"}
	if _, _, err := enginetest.CheckFollowAsApply(testgame.Game{}, opts, rand.New(rand.NewPCG(1, 2)), words); err != nil {
		t.Errorf("CheckFollowAsApply on Test Race (no sealed bid among the states it tries): %v", err)
	}
	_, _, err := enginetest.CheckFollowAsApply(lenientGame{}, opts, rand.New(rand.NewPCG(1, 2)), words)
	if err == nil || !strings.Contains(err.Error(), "follow <nil>, apply") {
		t.Errorf("CheckFollowAsApply with views that follow anything: err %v, want \"follow <nil>, apply\"", err)
	}
}

func TestCheckRedactWholeFailsSealedBids(t *testing.T) {
	st := atBid(t)
	seat := st.Decision().Seats[0]
	err := enginetest.CheckRedactWhole(st, engine.Step{Seat: seat, Move: testgame.Bid1}, nil)
	if err == nil || !strings.Contains(err.Error(), "redact "+testgame.Bid1) {
		t.Errorf("CheckRedactWhole at a bid of Test Race: err %v, want the bid redacted as something else", err)
	}
	// A step that the views refuse: the bid of a seat that does not exist.
	if err := enginetest.CheckFollowRefused(st, engine.Step{Seat: 7, Move: testgame.Bid1}, ""); err != nil {
		t.Errorf("CheckFollowRefused: %v", err)
	}
	// A step that some view follows fails the check.
	r, err := engine.Redact(st, 3, engine.Step{Seat: seat, Move: testgame.Bid1})
	if err != nil {
		t.Fatal(err)
	}
	if err := enginetest.CheckFollowRefused(st, r, ""); err == nil {
		t.Errorf("CheckFollowRefused passed %s, which some view follows", r)
	}
}

func TestCheckRedactedWholeFailsSealedBids(t *testing.T) {
	_, log := states(t, 2, 4)
	m := &engine.Match{Game: testgame.GameName, Options: engine.Options{"players": "2"}, Steps: log}
	want, err := enginetest.RedactedText(testgame.Game{}, m, 0)
	if err != nil {
		t.Fatal(err)
	}
	err = enginetest.CheckRedactedWhole(testgame.Game{}, m, want)
	if err == nil || !strings.Contains(err.Error(), "viewer 1") {
		t.Errorf("CheckRedactedWhole on Test Race: err %v, want viewer 1's text to differ from viewer 0's", err)
	}
}
