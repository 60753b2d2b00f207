package mallornothing_test

import (
	"strconv"
	"strings"
	"testing"

	rules "github.com/galleria-games/galleria/engine/mallornothing"
	mn "github.com/galleria-games/galleria/game/mallornothing"
	"github.com/galleria-games/galleria/game/match"
	"github.com/galleria-games/galleria/game/ui"
)

// playRound plays seat 0's first legal move; the bot answers and the round
// resolves. It returns the move.
func playRound(t *testing.T, tb ui.Table, s *match.Driver, log *[]string) string {
	t.Helper()
	legal := s.State().View(0).LegalMoves(0)
	if len(legal) == 0 {
		t.Fatal("seat 0 has no move")
	}
	if err := s.Play(0, legal[0]); err != nil {
		t.Fatal(err)
	}
	advance(t, tb, s, log)
	return legal[0]
}

// ringOf counts the strokes in seat's colour shaped like a card's
// footprint (3 tall for 2 wide).
func ringOf(b *ui.Builder, seat int) int {
	n := 0
	for _, it := range b.F.Items {
		if it.Kind == ui.KStroke && it.Col == ui.SeatColour(seat) && it.R.H > it.R.W*1.3 && it.R.H < it.R.W*1.7 {
			n++
		}
	}
	return n
}

// TestMotion: a round resolved live starts, for each seat, a card's glide
// to its mall and a coin's to its score; while the card glides its mall is
// drawn as before and the score is the old one; the glides end (Animate
// turns false) and the last placements stay outlined in the seats'
// colours. Replayed steps start no glide but mark the last placements.
func TestMotion(t *testing.T) {
	seats := []match.Seat{{Kind: match.Human, Name: "You"}, {Kind: match.Bot, Bot: "greedy", Name: "Beat"}}
	s, tb := newMatch(t, 4, seats...)
	mv, ok := tb.(ui.Mover)
	if !ok {
		t.Fatal("the table is not a ui.Mover")
	}
	var log []string
	advance(t, tb, s, &log)
	if mv.Moving() || mv.Animate() {
		t.Fatal("moving before any placement")
	}
	before := s.State().(*rules.State).Copy()
	move := playRound(t, tb, s, &log)
	if !mv.Moving() {
		t.Fatal("no glide after a live round")
	}
	m, _ := rules.ParseMove(move)
	b := build(tb, ctxFor(s, seats, 0, nil, log), 1280, 720, "")
	ids := map[string]bool{}
	for _, g := range mv.Glides() {
		ids[g.ID] = true
	}
	for _, id := range []string{"card:0", "card:1", "coin:0", "coin:1"} {
		if !ids[id] {
			t.Errorf("no glide %q: %+v", id, mv.Glides())
		}
	}
	// The own mall is drawn as before: the new card's squares are not there yet.
	if tx := texts(b); !strings.Contains(tx, "score now "+strconv.Itoa(before.ScoreOf(0).Total)) {
		t.Errorf("the old score is not shown while the coin glides: %q", tx)
	}
	if ringOf(b, 0) != 0 {
		t.Error("the last placement is outlined before its card lands")
	}
	cardTip := "Card " + strconv.Itoa(m.Card) + ": "
	if tipsWith(b, cardTip) != 0 {
		t.Errorf("card %d is in the mall before its glide ends", m.Card)
	}
	// Half-way: the card is between its places.
	for i := 0; i < 16; i++ {
		mv.Animate()
	}
	build(tb, ctxFor(s, seats, 0, nil, log), 1280, 720, "")
	for _, g := range mv.Glides() {
		if g.ID == "card:0" && (g.Progress <= 0 || g.Progress >= 1) {
			t.Errorf("card:0 at %v after 16 ticks", g.Progress)
		}
	}
	ticks := 0
	for mv.Animate() {
		ticks++
		build(tb, ctxFor(s, seats, 0, nil, log), 1280, 720, "")
		if ticks > 600 {
			t.Fatal("the glides never end")
		}
	}
	if mv.Moving() || mv.Animate() {
		t.Error("still moving after the glides")
	}
	b = build(tb, ctxFor(s, seats, 0, nil, log), 1280, 720, "")
	if tx := texts(b); !strings.Contains(tx, "score now "+strconv.Itoa(s.State().(*rules.State).ScoreOf(0).Total)) {
		t.Errorf("the new score is not shown after the coin lands: %q", tx)
	}
	if tipsWith(b, cardTip) == 0 {
		t.Errorf("card %d is not in the mall after its glide", m.Card)
	}
	if ringOf(b, 0) == 0 || ringOf(b, 1) == 0 {
		t.Errorf("the last placements are not outlined (card %d): %d, %d", m.Card, ringOf(b, 0), ringOf(b, 1))
	}
	// Motion off: no glide.
	mv.SetMotionSpeed(0)
	playRound(t, tb, s, &log)
	if mv.Moving() {
		t.Error("a glide with motion off")
	}
	mv.SetMotionSpeed(1)

	// A table that replays the steps starts no glide, but marks the last
	// placements.
	rep, err := mn.UI{}.NewTable(localOf(s).Config().Options, []string{"You", "Beat"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := rep.CatchUp(s.Steps(), false); err != nil {
		t.Fatal(err)
	}
	if rep.(ui.Mover).Moving() {
		t.Error("a replayed step started a glide")
	}
	b = build(rep, ctxFor(s, seats, 0, nil, nil), 420, 900, "")
	if ringOf(b, 0) == 0 || ringOf(b, 1) == 0 {
		t.Error("the replayed table does not outline the last placements")
	}
}

// tipsWith counts the frame's hotspots whose tip starts with prefix.
func tipsWith(b *ui.Builder, prefix string) int {
	n := 0
	for _, sp := range b.F.Spots {
		if strings.HasPrefix(sp.Tip, prefix) {
			n++
		}
	}
	return n
}
