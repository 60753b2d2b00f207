package mallornothing_test

// Helpers for the spec tests: they build malls through the public API only
// (New, chance outcomes, Apply), so every position a test starts from is one
// a real game reaches.

import (
	"errors"
	"slices"
	"testing"

	"github.com/galleria-games/galleria/engine"
	"github.com/galleria-games/galleria/engine/mallornothing"
)

// specRound is one round of seat 0 in a built game: the card it draws and
// the move it makes ("" to stop before the move, with the card drawn).
type specRound struct {
	card int
	move string
}

// specNew deals the starting cards: seat 0 gets start (9 or 10).
func specNew(t *testing.T, start int) *mallornothing.State {
	t.Helper()
	st, err := mallornothing.Game{}.NewState(nil)
	if err != nil {
		t.Fatal(err)
	}
	deal := "start 9 10"
	if start == 10 {
		deal = "start 10 9"
	}
	specApply(t, st, engine.Chance, deal)
	return st
}

// specBuild deals seat 0 its starting card and plays the rounds: seat 0
// draws each round's card and makes its move; seat 1 draws the lowest card
// of the deck that seat 0 does not need later and makes its first legal
// move. A last round with an empty move stops with both cards drawn.
func specBuild(t *testing.T, start int, rounds ...specRound) *mallornothing.State {
	t.Helper()
	st := specNew(t, start)
	var mine []int
	for _, r := range rounds {
		mine = append(mine, r.card)
	}
	for i, r := range rounds {
		specDraw(t, st, r.card, mine[i:])
		if r.move == "" {
			return st
		}
		specApply(t, st, 0, r.move)
		specApply(t, st, 1, st.LegalMoves(1)[0])
	}
	return st
}

// specDraw draws card for seat 0 and, for seat 1, the lowest deck card not
// in reserved, in the draw order (P1 first).
func specDraw(t *testing.T, st *mallornothing.State, card int, reserved []int) {
	t.Helper()
	other := 0
	for _, n := range st.Deck() {
		if !slices.Contains(reserved, n) {
			other = n
			break
		}
	}
	for st.Decision().Kind == engine.ChanceNode {
		seat := st.P1()
		if st.Drawn(seat) != 0 {
			seat = 1 - seat
		}
		n := card
		if seat == 1 {
			n = other
		}
		specApply(t, st, engine.Chance, "card "+itoa(n))
	}
	if d := st.Decision(); d.Kind != engine.Simultaneous || !slices.Equal(d.Seats, []int{0, 1}) {
		t.Fatalf("after the draws: decision %v %v, want both seats to place", d.Kind, d.Seats)
	}
}

func itoa(n int) string {
	if n < 0 {
		return "-" + itoa(-n)
	}
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}

// specApply applies a move that must be legal.
func specApply(t *testing.T, st *mallornothing.State, seat int, move string) {
	t.Helper()
	if err := st.Apply(seat, move); err != nil {
		t.Fatalf("%s %q: unexpected error: %v", engine.SeatName(seat), move, err)
	}
}

// specReject checks that a move is illegal: not listed, rejected by Apply
// with an error, and the hash unchanged. It returns the error text.
func specReject(t *testing.T, st *mallornothing.State, seat int, move string) string {
	t.Helper()
	if slices.Contains(st.LegalMoves(seat), move) {
		t.Errorf("%s %q: listed as legal, want illegal", engine.SeatName(seat), move)
	}
	before := st.Hash()
	err := st.Apply(seat, move)
	if err == nil {
		t.Fatalf("%s %q: accepted, want an error", engine.SeatName(seat), move)
	}
	if st.Hash() != before {
		t.Errorf("%s %q: rejected move changed the state hash", engine.SeatName(seat), move)
	}
	return err.Error()
}

// specLegal checks that move is listed among seat's legal moves.
func specLegal(t *testing.T, st *mallornothing.State, seat int, move string) {
	t.Helper()
	if !slices.Contains(st.LegalMoves(seat), move) {
		t.Errorf("%s %q: not among the legal moves %v", engine.SeatName(seat), move, st.LegalMoves(seat))
	}
}

// specVisible compares seat's visible cells with rows (top row at y0, left
// cell at x0; "." for an empty cell, "card:square" otherwise).
func specVisible(t *testing.T, st *mallornothing.State, seat, x0, y0 int, rows [][]string) {
	t.Helper()
	for r, row := range rows {
		for c, want := range row {
			if want == "." {
				want = ""
			}
			x, y := x0+c, y0+r
			if got := st.VisibleAt(seat, x, y); got != want {
				t.Errorf("visible at (%d,%d) = %q, want %q", x, y, got, want)
			}
		}
	}
	// Nothing shows outside the rows given.
	minX, minY, maxX, maxY := st.Bounds(seat)
	if minX < x0 || minY < y0 || maxX >= x0+len(rows[0]) || maxY >= y0+len(rows) {
		t.Errorf("bounds (%d,%d)–(%d,%d) exceed the expected grid", minX, minY, maxX, maxY)
	}
}

// specRefusedFor checks that move is refused by Apply and by Preview for the
// reason why (errors.Is), which a client tells in its own words.
func specRefusedFor(t *testing.T, st *mallornothing.State, seat int, move string, why error) {
	t.Helper()
	if err := st.Apply(seat, move); !errors.Is(err, why) {
		t.Errorf("%s %q: Apply error %v is not %v", engine.SeatName(seat), move, err, why)
	}
	if _, err := st.Preview(seat, move); !errors.Is(err, why) {
		t.Errorf("%s %q: Preview error %v is not %v", engine.SeatName(seat), move, err, why)
	}
}
