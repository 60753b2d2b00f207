package bot_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/bot"
)

// gamble is a two-seat game for the win reward: seat 0 plays "safe" (a sure
// 5 points) or "risky" (chance then pays prize points with weight 3 in 10,
// else nothing); seat 1 never moves and holds rival points. Nothing is
// hidden, the evaluation is the score so far, and the state's search hints
// are its own (paired rounds of both moves, with or without a win reward).
type gamble struct {
	prize, rival int64
	hints        engine.SearchHints
	stage        int // 0: seat 0 chooses, 1: chance pays, 2: over
	points       int64
	viewer       int
}

func (g *gamble) Game() string { return "gamble" }
func (g *gamble) Seats() int   { return 2 }
func (g *gamble) Decision() engine.Decision {
	switch g.stage {
	case 0:
		return engine.Decision{Kind: engine.Turn, Seats: []int{0}}
	case 1:
		return engine.Decision{Kind: engine.ChanceNode}
	}
	return engine.Decision{Kind: engine.Terminal}
}
func (g *gamble) LegalMoves(seat int) []string {
	if g.stage == 0 && seat == 0 {
		return []string{"safe", "risky"}
	}
	return nil
}
func (g *gamble) ChanceOutcomes() []engine.Outcome {
	if g.stage != 1 {
		return nil
	}
	return []engine.Outcome{{Move: "pay", Weight: 3}, {Move: "miss", Weight: 7}}
}
func (g *gamble) Apply(seat int, move string) error {
	switch {
	case g.stage == 0 && seat == 0 && move == "safe":
		g.points, g.stage = 5, 2
	case g.stage == 0 && seat == 0 && move == "risky":
		g.stage = 1
	case g.stage == 1 && seat == engine.Chance && move == "pay":
		g.points, g.stage = g.prize, 2
	case g.stage == 1 && seat == engine.Chance && move == "miss":
		g.stage = 2
	default:
		return fmt.Errorf("gamble: %s cannot play %q now", engine.SeatName(seat), move)
	}
	return nil
}
func (g *gamble) Clone() engine.State             { c := *g; return &c }
func (g *gamble) Hash() [32]byte                  { return [32]byte{byte(g.stage), byte(g.points)} }
func (g *gamble) View(seat int) engine.State      { c := *g; c.viewer = seat; return &c }
func (g *gamble) Viewer() int                     { return g.viewer }
func (g *gamble) Position() ([]byte, error)       { return nil, fmt.Errorf("gamble: no positions") }
func (g *gamble) SearchHints() engine.SearchHints { return g.hints }
func (g *gamble) Evaluate(seat int) float64 {
	if seat == 0 {
		return float64(g.points)
	}
	return float64(g.rival)
}
func (g *gamble) Determinize(*rand.Rand) (engine.State, error) {
	c := *g
	c.viewer = -1
	return &c, nil
}
func (g *gamble) Result() *engine.Result {
	if g.stage != 2 {
		return nil
	}
	return engine.RankByScore([]int64{g.points, g.rival}, "")
}

// TestSearchWinReward: with the win reward the paired rounds play for the
// chance to win, not for points: behind a rival the sure 5 points cannot
// beat, the search takes the gamble that wins 3 times in 10 although it is
// worth fewer points on average (3.6), which the own reward refuses; ahead
// of a rival the sure points beat, it keeps them although the gamble is
// worth more points on average (6).
func TestSearchWinReward(t *testing.T) {
	own := engine.SearchHints{Iterations: 200, Depth: 4, Sample: 2, Paired: 2, Own: true}
	win := own
	win.Win = 1
	for _, c := range []struct {
		prize, rival int64
		hints        engine.SearchHints
		want         string
	}{
		{12, 8, own, "safe"},
		{12, 8, win, "risky"},
		{20, 3, win, "safe"},
	} {
		for seed := uint64(0); seed < 5; seed++ {
			g := &gamble{prize: c.prize, rival: c.rival, hints: c.hints, viewer: -1}
			m, err := bot.Search{Label: "hard", Share: 1}.Choose(g.View(0), 0, rand.New(rand.NewPCG(seed, 9)))
			if err != nil {
				t.Fatal(err)
			}
			if m != c.want {
				t.Errorf("prize %d, rival %d, win reward %g, seed %d: the search plays %q, want %q", c.prize, c.rival, c.hints.Win, seed, m, c.want)
			}
		}
	}
	// The tuning key sets it too.
	g := &gamble{prize: 12, rival: 8, hints: own, viewer: -1}
	b, err := bot.New("ismcts:win=1")
	if err != nil {
		t.Fatal(err)
	}
	if m, err := b.Choose(g.View(0), 0, rand.New(rand.NewPCG(1, 9))); err != nil || m != "risky" {
		t.Fatalf("ismcts:win=1 plays %q (%v), want \"risky\"", m, err)
	}
}
